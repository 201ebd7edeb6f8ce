"""Autosave after every action, exact resume (same state, same docks), corrupt saves set aside."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from test_plongee_ui_support import click, hidden_slots, make_window, open_screen, settle

from abyss_cards.storage import autosave, paths
from abyss_cards.ui import plongee as plongee_ui


def test_autosave_then_resume_gives_the_identical_game(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=4, humans=(0,), seed=17)
    for _ in range(3):
        settle(qtbot, screen)
        click(qtbot, screen, ("slot", 0, hidden_slots(screen.state, 0)[0]))
    settle(qtbot, screen)
    click(qtbot, screen, ("draw",))  # mid-turn: the drawn card must come back too
    screen.scores_dock.hide()
    screen.session.flush_autosave()
    saved_json = screen.state.to_json()
    save = autosave.load("plongee")
    assert save is not None
    assert save.payload["engine"] == saved_json
    window.go_home()
    resumed = plongee_ui.resume_screen(window, autosave.load("plongee"))
    window.show_screen(resumed)
    assert resumed.state.to_json() == saved_json
    assert resumed.state.drawn is not None
    assert [s.to_json() for s in resumed.seats] == [s.to_json() for s in screen.seats]
    assert resumed.discard_dock.isVisibleTo(window)
    assert not resumed.scores_dock.isVisibleTo(window)
    assert resumed.table.drawn.face == resumed.state.drawn  # the person sees their drawn card
    # The game goes on from there.
    click(qtbot, resumed, ("slot", 0, 0))
    assert resumed.state.drawn is None


def test_every_action_is_autosaved(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=2, humans=(0, 1), seed=2)
    for _ in range(4):
        seat = screen.state.current_player
        click(qtbot, screen, ("slot", seat, hidden_slots(screen.state, seat)[0]))
        screen.session.flush_autosave()
        assert autosave.load("plongee").payload["engine"] == screen.state.to_json()


def test_a_corrupt_autosave_is_moved_aside_with_a_message(qtbot, monkeypatch):
    window = make_window(qtbot)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    autosave.save("plongee", {"format": 1, "engine": '{"game": "plongee", "schema": 1}',
                              "seats": []})
    window.resume_game("plongee")
    assert autosave.load("plongee") is None
    assert list(paths.autosave_dir().glob("plongee.json.corrupt-*"))
    assert len(shown) == 1 and "Traceback" not in shown[0]
    assert window.stack.currentWidget() is window.home


def test_an_unreadable_autosave_file_never_crashes(qtbot, monkeypatch):
    window = make_window(qtbot)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    autosave.autosave_path("plongee").write_text("{ not json", "utf-8")
    window.resume_game("plongee")
    assert list(paths.autosave_dir().glob("plongee.json.corrupt-*"))
    assert shown and window.stack.currentWidget() is window.home


def test_leaving_stops_the_computer_players(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=3, humans=(), seed=4)
    qtbot.waitUntil(lambda: len(screen.state.history) > 5)
    window.go_home()
    count = len(screen.state.history)
    qtbot.wait(100)
    assert len(screen.state.history) == count


def test_play_again_keeps_the_docks_of_the_new_game(qtbot):
    from PySide6.QtWidgets import QDockWidget

    window = make_window(qtbot)
    first = open_screen(window, players=2)
    first.replay()
    second = window.screen_widget
    assert second is not first
    alive = [d for d in window.findChildren(QDockWidget) if d.objectName()]
    assert {d.objectName() for d in alive} == {second.discard_dock.objectName(),
                                               second.scores_dock.objectName()}
    assert second.discard_dock in alive and second.scores_dock in alive
    assert [d for _, d in window._screen_docks] == [second.discard_dock, second.scores_dock]
