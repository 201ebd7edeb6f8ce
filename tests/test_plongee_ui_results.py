"""Finished games go into the results database; the end screen offers "Play again"."""

from __future__ import annotations

from test_plongee_ui_support import make_window, open_screen

from abyss_cards.storage import autosave, results
from abyss_cards.storage.files import StorageProblem
from abyss_cards.ui.plongee.dialogs import StatisticsDialog
from abyss_cards.ui.plongee.screen import PlongeeScreen


def test_results_and_statistics_per_player(tmp_path):
    path = tmp_path / "r.sqlite"
    results.record_game(
        "plongee",
        [
            results.PlayerResult("Ana", 80, True, (30, 50)),
            results.PlayerResult("Léo", 120, False, (60, 60), "bot", "expert"),
        ],
        seed=5,
        target=100,
        rounds=2,
        path=path,
    )
    results.record_game(
        "plongee",
        [
            results.PlayerResult("Ana", 110, False, (110,)),
            results.PlayerResult("Léo", 20, True, (20,), "bot", "expert"),
        ],
        seed=6,
        target=100,
        rounds=1,
        path=path,
    )
    stats = {s.name: s for s in results.player_statistics("plongee", path=path)}
    assert stats["Ana"].games == 2 and stats["Ana"].wins == 1
    assert stats["Ana"].average_round_score == (30 + 50 + 110) / 3
    assert stats["Léo"].wins == 1
    assert [s.name for s in results.player_statistics("plongee", humans_only=True, path=path)] == [
        "Ana"
    ]
    assert results.recent_games("plongee", path=path)[0]["seed"] == 6


def test_a_corrupt_database_is_set_aside(tmp_path):
    path = tmp_path / "r.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    results.record_game("plongee", [results.PlayerResult("Ana", 1, True)], path=path)
    assert list(tmp_path.glob("r.sqlite.corrupt-*"))
    assert results.player_statistics("plongee", path=path)[0].games == 1


def test_a_finished_game_is_recorded_and_can_be_replayed(qtbot):
    window = make_window(qtbot, animation_speed="off")
    screen = open_screen(window, players=3, humans=(), seed=12, target=15)

    def step():
        if screen.summary_dialog is not None:
            screen.summary_dialog.accept()
        return screen.stack.currentWidget() is screen.end_page

    qtbot.waitUntil(step, timeout=60000)
    state = screen.state
    assert state.is_over
    assert autosave.load("plongee") is None  # nothing to resume once the game is over
    winners = [screen.seats[w].name for w in state.winners]
    assert all(name in screen.end_page.title.text() for name in winners)
    stats = {s.name: s for s in results.player_statistics("plongee")}
    assert {s.name for s in screen.seats} == set(stats)
    assert sum(s.wins for s in stats.values()) == len(state.winners)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 3
    screen.replay_button.click()
    assert not screen.replay_button.isEnabled()  # one new game per click
    qtbot.waitUntil(lambda: window.screen_widget is not screen)  # built, then shown
    assert isinstance(window.screen_widget, PlongeeScreen)
    assert window.screen_widget.state.target == 15


def test_a_game_is_recorded_off_the_gui_thread_and_waited_for(tmp_path):
    path = tmp_path / "later.sqlite"
    pending = results.record_game_later(
        "plongee", [results.PlayerResult("Ana", 12, True, (12,))], seed=3, rounds=1, path=path
    )
    assert pending.wait(10)
    assert pending.done and pending.error is None and pending.game_id is not None
    assert results.player_statistics("plongee", path=path)[0].name == "Ana"
    # A place where no database can be written: the error is kept for whoever waits.
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", "utf-8")
    failed = results.record_game_later(
        "plongee", [results.PlayerResult("Ana", 1, True)], path=blocked / "results.sqlite"
    )
    assert failed.wait(10)
    assert failed.error is not None and failed.game_id is None


def test_an_unwritable_results_database_is_told_on_the_end_screen(qtbot, monkeypatch):
    def refuse(*_args, **_kwargs):
        raise StorageProblem("read-only", None, "attempt to write a readonly database")

    monkeypatch.setattr(results, "record_game", refuse)
    window = make_window(qtbot, animation_speed="off")
    screen = open_screen(window, players=2, humans=(), seed=13, target=10)

    def step():
        if screen.summary_dialog is not None:
            screen.summary_dialog.accept()
        return screen.stack.currentWidget() is screen.end_page

    qtbot.waitUntil(step, timeout=60000)
    # In plain words, the file named; never SQLite's own text (issue 25).
    told = window.statusBar().currentMessage()
    assert told == (
        f"The result of this game could not be saved in {results.database_path()}."
        " The file or its folder is read-only."
    )
    assert autosave.load("plongee") is None
