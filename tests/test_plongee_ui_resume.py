"""Autosave after every action, exact resume (same state, same docks), corrupt saves set aside."""

from __future__ import annotations

import json

import pytest
from clock import run_out_the_clock
from PySide6.QtWidgets import QMessageBox
from test_plongee_ui_support import click, hidden_slots, make_window, open_screen, settle

from abyss_cards.storage import autosave, paths
from abyss_cards.ui import plongee as plongee_ui
from abyss_cards.ui.models.entry_points import resume_screen


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
    assert save.payload["state"] == json.loads(saved_json)
    window.go_home()
    resumed = resume_screen(window, autosave.load("plongee"), plongee_ui.GAME_UI)
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


def test_the_autosave_holds_the_game_as_an_object_and_older_text_ones_still_resume(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=2, humans=(0, 1), seed=4)
    click(qtbot, screen, ("slot", 0, hidden_slots(screen.state, 0)[0]))
    screen.session.flush_autosave()
    saved_json = screen.state.to_json()
    written = json.loads(autosave.autosave_path("plongee").read_text("utf-8"))["data"]["payload"]
    assert written["format"] == autosave.FORMAT == 2 and "engine" not in written
    assert isinstance(written["state"], dict) and written["state"]["game"] == "plongee"
    window.go_home()
    # The same game as earlier releases wrote it: the engine's JSON as text inside the JSON.
    older = {key: value for key, value in written.items() if key != "state"}
    autosave.save("plongee", {**older, "format": 1, "engine": saved_json})
    resumed = resume_screen(window, autosave.load("plongee"), plongee_ui.GAME_UI)
    window.show_screen(resumed)
    assert resumed.state.to_json() == saved_json
    window.go_home()


def test_every_action_is_autosaved(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=2, humans=(0, 1), seed=2)
    for _ in range(4):
        seat = screen.state.current_player
        click(qtbot, screen, ("slot", seat, hidden_slots(screen.state, seat)[0]))
        screen.session.flush_autosave()
        assert autosave.load("plongee").payload["state"] == json.loads(screen.state.to_json())


def test_a_corrupt_autosave_is_moved_aside_with_a_message(qtbot, monkeypatch):
    window = make_window(qtbot)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    autosave.save(
        "plongee", {"format": 1, "engine": '{"game": "plongee", "schema": 1}', "seats": []}
    )
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
    assert screen.session.stopped
    run_out_the_clock(screen.session)  # a move it had planned or was thinking of comes now
    assert len(screen.state.history) == count


def test_play_again_keeps_the_docks_of_the_new_game(qtbot):
    from PySide6.QtWidgets import QDockWidget

    window = make_window(qtbot)
    first = open_screen(window, players=2)
    first.replay()
    qtbot.waitUntil(lambda: window.screen_widget is not first)  # built, then shown
    second = window.screen_widget
    alive = [d for d in window.findChildren(QDockWidget) if d.objectName()]
    docks = [second.discard_dock, second.scores_dock, second.history_dock]
    assert {d.objectName() for d in alive} == {d.objectName() for d in docks}
    assert all(d in alive for d in docks)
    assert [d for _, d in window._screen_docks] == docks


def _round_summary_up(qtbot, window, seed=12):
    """Computer players only, until the first round's summary is open; the game left there."""
    screen = open_screen(window, players=3, humans=(), seed=seed)
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
    return screen


def _grids(dialog):
    from abyss_cards.ui.plongee.dialogs import MiniGrid

    return [(g.values, g.removed) for g in dialog.findChildren(MiniGrid)]


def test_a_game_left_at_a_round_summary_resumes_with_that_summary(qtbot):
    window = make_window(qtbot)
    screen = _round_summary_up(qtbot, window)
    text, grids = screen.summary_dialog.summary_text, _grids(screen.summary_dialog)
    assert "Round 1" in text and len(grids) == 3
    saved_json = screen.state.to_json()
    window.go_home()  # the app closes with the summary on screen
    assert autosave.load("plongee").payload["state"] == json.loads(saved_json)
    window.resume_game("plongee")  # the home page's "Resume"
    resumed = window.screen_widget
    assert resumed is not screen and resumed.summary_pending
    qtbot.waitUntil(lambda: resumed.summary_dialog is not None, timeout=60000)
    dialog = resumed.summary_dialog
    assert dialog.isVisible()
    assert dialog.summary_text == text
    assert _grids(dialog) == grids
    # The computer players wait for the summary to be read, and the person cannot play.
    run_out_the_clock(resumed.session)  # a move it had planned comes now (not the auto-next)
    assert resumed.state.to_json() == saved_json
    assert resumed.session.held and not resumed.table.interactive
    assert "Read the round summary" in resumed.status.text()  # not "… is playing"
    # Leaving again now: the next resume shows it again.
    resumed.session.flush_autosave()
    assert autosave.load("plongee").payload["ui"]["round_summary"] == 1
    dialog.accept()  # "Deal the next round"
    assert resumed.summary_dialog is None and not resumed.session.held
    qtbot.waitUntil(
        lambda: len(resumed.state.history) > len(screen.state.history) + 2, timeout=60000
    )
    assert resumed.state.round_number == 2
    resumed.session.flush_autosave()
    assert "round_summary" not in autosave.load("plongee").payload["ui"]


def test_a_read_summary_is_not_shown_again_on_resume(qtbot):
    window = make_window(qtbot)
    screen = _round_summary_up(qtbot, window, seed=5)
    screen.summary_dialog.accept()
    qtbot.waitUntil(
        lambda: any(c is not None and c.face_up for g in screen.state.grids for c in g),
        timeout=60000,
    )
    window.go_home()
    resumed = resume_screen(window, autosave.load("plongee"), plongee_ui.GAME_UI)
    window.show_screen(resumed)
    # A summary to show again is held for as the screen is built (see the test above).
    assert resumed.summary_dialog is None and not resumed.summary_pending
    assert not resumed.session.held
    assert resumed.state.round_number == 2


def test_no_summary_from_a_save_whose_round_has_begun_or_does_not_replay():
    from abyss_cards.games import plongee
    from abyss_cards.games.plongee import bots
    from abyss_cards.ui.plongee.screen import SUMMARY_KEY, replayed_round, unread_summary

    state = plongee.new_game(["A", "B"], seed=3)
    players = [bots.make_bot("expert", seed=s) for s in (1, 2)]
    while not state.round_scores:
        state.apply(
            players[state.current_player].choose(
                state.view(state.current_player), state.legal_actions()
            )
        )
    ui = {SUMMARY_KEY: 1}
    scored = unread_summary(state, ui)
    assert scored is not None and scored.round_number == 1
    assert scored.scored_points == state.round_scores[0]
    assert unread_summary(state, {}) is None
    assert unread_summary(state, {SUMMARY_KEY: 2}) is None
    begun = plongee.from_json(state.to_json())
    begun.apply(begun.legal_actions()[0])  # an opening flip: the next round has begun
    assert unread_summary(begun, ui) is None
    # A state that its seed does not replay gets no summary (a file saying so is refused).
    other = plongee.from_json(state.to_json())
    other.seed = 4
    assert replayed_round(other, 1) is None
    with pytest.raises(ValueError):
        plongee.from_json(state.to_json().replace('"seed":3', '"seed":4'))


def test_a_summary_closed_then_left_before_any_move_is_not_shown_again(qtbot):
    window = make_window(qtbot)
    screen = _round_summary_up(qtbot, window, seed=8)
    screen.session.flush_autosave()
    assert autosave.load("plongee").payload["ui"]["round_summary"] == 1
    saved_json = screen.state.to_json()
    screen.summary_dialog.accept()  # "Deal the next round"; then the app is closed at once
    assert screen.state.to_json() == saved_json  # no move in the next round
    window.close()  # leaves the screen: the autosave is flushed as on quitting
    save = autosave.load("plongee")
    assert save.payload["state"] == json.loads(saved_json)
    assert "round_summary" not in save.payload["ui"]
    resumed = resume_screen(window, save, plongee_ui.GAME_UI)
    window.show_screen(resumed)
    assert resumed.summary_dialog is None and not resumed.summary_pending
    assert not resumed.session.held
    # The new round goes on (at the instant pace it may even end: that is round 2's summary).
    qtbot.waitUntil(
        lambda: len(resumed.state.history) > len(screen.state.history) + 2, timeout=60000
    )
    assert resumed.state.round_number >= 2
    assert resumed.summary_dialog is None or len(resumed.state.round_scores) > 1


def test_the_next_game_opens_with_the_docks_the_person_had(qtbot, monkeypatch):
    """The end page puts the last round's discard out of sight; the next game still opens with
    the discard dock the person had open (the window remembers the docks as the person left
    them, not as the end page showed them)."""
    from abyss_cards.ui.table import screen as table_screen

    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 0.1)
    window = make_window(qtbot, animation_speed="off")
    first = open_screen(window, players=2, humans=(), seed=3, target=15)
    assert first.discard_dock.isVisibleTo(window)

    def at_the_end() -> bool:
        if first.summary_dialog is not None:
            first.summary_dialog.accept()  # the last round's summary waits for a person
        return first.stack.currentWidget() is first.end_page

    qtbot.waitUntil(at_the_end, timeout=120000)
    first.replay()
    qtbot.waitUntil(lambda: window.screen_widget is not first)
    assert window.screen_widget.discard_dock.isVisibleTo(window)
