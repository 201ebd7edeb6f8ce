"""Autosave after every action and every zone change; resuming restores the match and the
zones; the table fits the view at 1024×640 and 1920×1080."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication
from test_rami_ui_support import drag, hand_key, make_window, open_screen, opened_state

from abyss_cards.games import rami
from abyss_cards.storage import autosave
from abyss_cards.ui import rami as rami_ui
from abyss_cards.ui.models.entry_points import new_screen, resume_screen
from abyss_cards.ui.table import CardItem


def test_autosave_and_resume_restore_the_zones(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    screen = open_screen(window, state)
    arr = screen.arrangement
    target = next(z for z in range(5) if not arr.zones[z])
    drag(screen, hand_key(screen, "4S"), ("zone", target))
    screen.table._switch_clicked(target)
    assert arr.zones[target] == ["4S"] and arr.switches[target]
    screen.session.flush_autosave()
    saved = autosave.load("rami")
    assert saved is not None
    zones = [list(z) for z in arr.zones]
    window.go_home()
    resumed = resume_screen(window, saved, rami_ui.GAME_UI)
    window.show_screen(resumed)
    assert resumed.state.to_json() == state.to_json()
    assert resumed.arrangement.zones == zones
    assert resumed.arrangement.switches[target]
    # An action is saved too, with the zones in step with the new hand.
    resumed.table.relayout()
    drag(resumed, hand_key(resumed, "4S"), ("discard",))
    resumed.session.flush_autosave()
    again = autosave.load("rami")
    engine = rami.from_json(json.dumps(again.payload["state"]))
    assert engine.discard_pile[-1] == "4S"
    ui = again.payload["ui"]["arrangements"]["0"]
    assert sorted(c for z in ui["zones"] for c in z) == sorted(engine.hands[0])
    resumed.leave()


def test_an_unusable_payload_is_refused(qtbot):
    window = make_window(qtbot)

    class Save:
        payload = {"format": 1, "engine": 42, "seats": []}

    with pytest.raises((ValueError, KeyError, TypeError)):
        resume_screen(window, Save(), rami_ui.GAME_UI)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("scene", ["screenshot", "fresh"])
def test_cards_stay_inside_the_view(qtbot, size, scene):
    window = make_window(qtbot, size=size)
    if scene == "screenshot":
        screen = rami_ui.screenshot_screen(window, size)
        window.show_screen(screen)
    else:
        screen = open_screen(window, rami.new_game(["Ana", "Bot"], seed=3), autostart=False)
    window.resize(*size)
    QApplication.processEvents()
    screen.finish_animations()
    view = screen.view
    bounds = view.sceneRect()
    assert bounds.width() > 300 and bounds.height() > 250
    cards = [i for i in view.scene().items() if isinstance(i, CardItem) and i.isVisible()]
    assert len(cards) >= len(screen.state.hands[0]) + 2
    for item in cards:
        rect = item.scene_rect()
        assert bounds.contains(rect), (item.key, rect, bounds)
    for zone in screen.table.zone_items:
        assert bounds.contains(zone.rect())
    # Hand cards sit inside their zone.
    for item in screen.table.hand_items:
        if item.isVisible():
            assert screen.table.zone_items[item.key[1]].rect().contains(item.scene_rect())
    screen.leave()


def test_resume_from_the_home_screen(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    screen = open_screen(window, state)
    arr = screen.arrangement
    arr.sort_by_rank()
    screen.table.sync()
    screen.table.arranged.emit()  # what the table says after a rearrangement
    zones = [list(z) for z in arr.zones]
    window.go_home()
    assert "rami" in autosave.available()
    window.resume_game("rami")
    resumed = window.screen_widget
    assert resumed is not screen and resumed.game_key == "rami"
    assert resumed.arrangement.zones == zones
    assert resumed.state.to_json() == state.to_json()


def test_the_new_match_dialog(qtbot, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from abyss_cards.ui.models.session import BOT, HUMAN
    from abyss_cards.ui.rami.dialogs import NewGameDialog

    window = make_window(qtbot)
    dialog = NewGameDialog(window.settings, window)
    dialog.opponent.setCurrentIndex(1)
    assert [s.kind for s in dialog.seats()] == [HUMAN, HUMAN]
    assert not dialog.level.isEnabled()
    dialog.opponent.setCurrentIndex(0)
    dialog.level.setCurrentIndex(2)
    seats = dialog.seats()
    assert seats[0].name == "Ana" and seats[1].kind == BOT and seats[1].level == "expert"
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    screen = new_screen(window, rami_ui.GAME_UI)
    assert screen is not None and screen.state.deal_number == 1
    assert window.settings.remembered["rami_new_game"]["opponent"] == BOT
    screen.leave()


def test_mutated_autosaves_resume_or_are_set_aside_with_a_message(qtbot, monkeypatch):
    """Seeded mutations of a real autosave through the app's resume: each one is either shown
    as a possible match or set aside with one message; never a crash (issue 16, items 5 and 9)."""
    import copy
    import random

    from PySide6.QtWidgets import QMessageBox
    from test_rami_saves import mutate, old_payload

    from abyss_cards.storage import paths

    window = make_window(qtbot)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    payload = old_payload("rami-0.1-both-opened.json")  # a real autosave, zones and all
    engines = [
        json.loads(payload["engine"]),
        json.loads(rami.from_json(payload["engine"]).to_json()),
    ]
    rng = random.Random(5)
    resumed = set_aside = 0
    for i in range(24):
        engine = copy.deepcopy(engines[i % 2])
        mutated = dict(payload, engine=json.dumps(mutate(engine, rng)))
        autosave.save("rami", mutated)
        before = len(shown)
        window.resume_game("rami")
        if window.stack.currentWidget() is window.home:
            assert len(shown) == before + 1 and "Traceback" not in shown[-1]
            assert autosave.load("rami") is None
            set_aside += 1
        else:
            window.screen_widget.state.check_invariants()
            resumed += 1
            window.go_home()
    assert (
        resumed >= 1 and set_aside >= 12 and list(paths.autosave_dir().glob("rami.json.corrupt-*"))
    )


def test_resumed_between_two_people_the_page_tells_what_happened_since(qtbot):
    """Left in the middle of a deal and taken up again: the page says whose turn it is and
    what the other did since their own last move, as it did before leaving; not "Deal 1
    begins" with nothing since."""
    from abyss_cards.ui.models.session import HUMAN

    window = make_window(qtbot)
    state = opened_state()  # Ana to play, both opened
    state.apply(rami.Discard(state.hands[0][-1]))
    state.apply(rami.DrawPot())
    state.apply(rami.Discard(state.hands[1][-1]))
    screen = open_screen(window, state, kinds=(HUMAN, HUMAN))
    screen.table.arranged.emit()  # a rearranged hand: the autosave is written
    window.go_home()
    assert "rami" in autosave.available()
    window.resume_game("rami")
    resumed = window.screen_widget
    assert resumed is not None and resumed is not screen
    page = resumed.privacy_page
    assert resumed.stack.currentWidget() is page and "Ana" in page.heading.text()
    reason = page.reason.text()
    assert "begins" not in reason and "Bea has played" in reason
    told = page.since.text().splitlines()
    assert len(told) == 2 and all(line.startswith("• Bea") for line in told)
    resumed.leave()
