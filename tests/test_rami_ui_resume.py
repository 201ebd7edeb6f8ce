"""Autosave after every action and every zone change; resuming restores the match and the
zones; the table fits the view at 1024×640 and 1920×1080."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_rami_ui_support import drag, hand_key, make_window, open_screen, opened_state

from abyss_cards.games import rami
from abyss_cards.storage import autosave
from abyss_cards.ui import rami as rami_ui
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
    resumed = rami_ui.resume_screen(window, saved)
    window.show_screen(resumed)
    assert resumed.state.to_json() == state.to_json()
    assert resumed.arrangement.zones == zones
    assert resumed.arrangement.switches[target]
    # An action is saved too, with the zones in step with the new hand.
    resumed.table.relayout()
    drag(resumed, hand_key(resumed, "4S"), ("discard",))
    resumed.session.flush_autosave()
    again = autosave.load("rami")
    engine = rami.from_json(again.payload["engine"])
    assert engine.discard_pile[-1] == "4S"
    ui = again.payload["ui"]["arrangements"]["0"]
    assert sorted(c for z in ui["zones"] for c in z) == sorted(engine.hands[0])
    resumed.leave()


def test_an_unusable_payload_is_refused(qtbot):
    window = make_window(qtbot)

    class Save:
        payload = {"format": 1, "engine": 42, "seats": []}

    with pytest.raises((ValueError, KeyError, TypeError)):
        rami_ui.resume_screen(window, Save())


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
