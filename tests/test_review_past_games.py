"""Review a game that is no longer on screen (issue 26): each finished game is recorded in the
results with its saved moves; the statistics dialog lists the last games, and Review opens one
on its own screen, at its end page, its review at once (the last move); Back to the results
shows its end page; the game is neither recorded again nor autosaved. Games recorded by an
older version (no saved moves), or whose saved moves are damaged or another game's, are listed
greyed and say why; the moves of only the last ``KEEP_REVIEWABLE`` games are kept.

The finished games are those of ``test_review_game`` (its helpers, imported)."""

from __future__ import annotations

import json
import sqlite3
from importlib import import_module

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from test_review_game import NAMES, OPTIONS, SEEDS, _actions, _finished_screen, _replayed

from abyss_cards.storage import autosave, results
from abyss_cards.ui.table.past_games import PastGamesView, problem_text


def _statistics_dialog(qtbot, window, screen):
    screen.show_statistics()
    qtbot.waitUntil(
        lambda: any(
            hasattr(d, "past_games") and d.isVisible() for d in window.findChildren(QDialog)
        )
    )
    return next(d for d in window.findChildren(QDialog) if hasattr(d, "past_games"))


def _open(qtbot, how, past):
    """Review the game chosen in the list: by its button, Enter, or a double click."""
    if how == "button":
        past.review_button.click()
    elif how == "enter":
        past.list.setFocus()
        qtbot.keyClick(past.list, Qt.Key.Key_Return)
    else:
        item = past.list.currentItem()
        centre = past.list.visualItemRect(item).center()
        # As a mouse does it: a press first (a view takes a double click on the item pressed).
        qtbot.mouseClick(past.list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseDClick(past.list.viewport(), Qt.MouseButton.LeftButton, pos=centre)


@pytest.mark.parametrize(
    ("game", "how"), [("plongee", "enter"), ("rami", "double-click"), ("abyss", "button")]
)
def test_a_past_game_is_reviewed_from_the_statistics(qtbot, monkeypatch, lang_of, game, how):
    lang_of("en")
    window, screen = _finished_screen(qtbot, monkeypatch, game, "en")
    final_json = screen.state.to_json()
    n = len(_actions(game))
    dialog = _statistics_dialog(qtbot, window, screen)
    past = dialog.past_games
    # The list: the game just finished, reviewable, with its date, players and result.
    assert len(past.games) == 1
    (listed,) = past.games
    assert listed.reviewable
    row = past.list.item(0, 0)
    players, result = past.list.item(0, 1).text(), past.list.item(0, 2).text()
    assert row.text() and "Ana" in players and "Léo" in players
    assert result.endswith(" won") or result.startswith("Shared victory")
    assert past.review_button.isEnabled()
    dialog.tabs.setCurrentWidget(past)
    # Another game of this kind left going: its autosave is never touched by the review.
    autosave.save(game, {"format": 2, "note": "a game going on"})
    kept = autosave.autosave_path(game).read_bytes()

    _open(qtbot, how, past)
    qtbot.waitUntil(lambda: window.screen_widget is not screen)
    shown = window.screen_widget
    assert type(shown) is type(screen)
    assert not dialog.isVisible()
    # The review, open at once on the last move of that same game.
    review = shown.review
    assert shown.reviewing and review is not None and review.bar.isVisible()
    assert shown.stack.currentWidget() is shown.table_page
    assert review.index == review.count and review.moves[-1].played == n
    assert review.state.to_json() == final_json
    assert shown.state.to_json() == final_json
    # To the first move and back.
    review.bar.first_button.click()
    assert review.index == 1
    assert review.state.to_json() == _replayed(game, review.moves[0].played).to_json()
    review.bar.last_button.click()
    assert review.index == review.count
    assert review.state.to_json() == final_json
    # Back to the results: its end page.
    review.bar.back_button.click()
    assert not shown.reviewing
    assert shown.stack.currentWidget() is shown.end_page
    assert shown.end_page.title.text()
    # Recorded once (not again by the screen that showed it), and never autosaved.
    again = results.past_games(game)
    assert [g.game_id for g in again] == [listed.game_id]
    if game == "abyss":  # nor put in the Marquoir's history again
        assert screen.sheet_writer is not None and shown.sheet_writer is None
    shown.leave()
    assert autosave.available() == [game]
    assert autosave.autosave_path(game).read_bytes() == kept
    screen.leave()


def _old_results_file(path):
    """A results database as the first release wrote it: no ``extra``, no ``saved_game``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL,
            finished_at REAL NOT NULL, seed INTEGER, target INTEGER, rounds INTEGER NOT NULL);
        CREATE TABLE players (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT NOT NULL,
            total INTEGER NOT NULL, winner INTEGER NOT NULL, round_scores TEXT NOT NULL,
            PRIMARY KEY (game_id, seat));
        PRAGMA user_version = 1;
        INSERT INTO games VALUES (1, 'plongee', 1700000000, 5, 100, 2);
        INSERT INTO players VALUES (1, 0, 'Ana', 'human', '', 12, 1, '[5, 7]');
        INSERT INTO players VALUES (1, 1, 'Léo', 'bot', 'easy', 40, 0, '[20, 20]');
        INSERT INTO games VALUES (2, 'plongee', 1700086400, 6, 100, 1);
        INSERT INTO players VALUES (2, 0, 'Ana', 'human', '', 30, 0, '[30]');
        INSERT INTO players VALUES (2, 1, 'Léo', 'bot', 'easy', 3, 1, '[3]');
        """
    )
    conn.commit()
    conn.close()


def _finished_state(game, names=NAMES):
    engine = import_module(f"abyss_cards.games.{game}")
    state = engine.new_game(list(names), seed=SEEDS[game], **OPTIONS[game])
    for action in _actions(game):
        state.apply(action)
    return state


def _players(names=NAMES):
    return [
        results.PlayerResult(names[0], 10, True),
        results.PlayerResult(names[1], 30, False, kind="bot", level="easy"),
    ]


def test_an_old_results_file_lists_its_games_greyed(qtbot, lang_of):
    lang_of("fr")
    path = results.database_path()
    _old_results_file(path)
    view = PastGamesView("plongee", lambda _id: pytest.fail("not reviewable"))
    qtbot.addWidget(view)
    assert [g.game_id for g in view.games] == [2, 1]  # newest first
    assert all(g.problem == results.NO_MOVES for g in view.games)
    item = view.list.item(0, 0)
    assert view.list.item(0, 2).text() == "Léo a gagné"
    why = problem_text(results.NO_MOVES)
    assert "200" in why and item.toolTip() == why
    assert not view.review_button.isEnabled() and view.review_button.toolTip() == why
    assert why in view.about.text()
    assert "La partie du " in view.about.text() and "victoire de Léo" in view.about.text()
    view.list.setCurrentCell(1, 0)
    assert view.about.text().startswith("La partie du ")
    assert ", victoire d'Ana." in view.about.text()  # "de Ana" elided
    view.review_chosen()  # nothing opens
    # The file is read as it is (never set aside); the next game written gives it the column,
    # and that game, with its moves, can be reviewed.
    assert path.exists() and not list(path.parent.glob("*.corrupt-*"))
    state = _finished_state("plongee")
    results.record_game("plongee", _players(), saved_game=state.to_json(), finished_at=1.8e9)
    again = results.past_games("plongee")
    assert [(g.game_id, g.reviewable) for g in again] == [(3, True), (2, False), (1, False)]
    stored = results.stored_game("plongee", 3)
    assert stored.state.to_json() == state.to_json()
    with pytest.raises(results.NotReviewable) as refused:
        results.stored_game("plongee", 1)
    assert refused.value.problem == results.NO_MOVES


def test_a_broken_or_foreign_saved_game_is_not_reviewable_and_says_so(qtbot, lang_of):
    lang_of("en")
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow

    plongee = _finished_state("plongee")
    broken = results.record_game("plongee", _players(), saved_game='{"game": "plongee", ')
    of_rami = results.record_game(
        "plongee", _players(), saved_game=_finished_state("rami").to_json()
    )
    # Valid JSON of a Plongée game, but not one the engine restores (a move changed).
    data = json.loads(plongee.to_json())
    data["seed"] = data["seed"] + 1
    tampered = results.record_game("plongee", _players(), saved_game=json.dumps(data))
    # A whole Plongée game, of other players: its first look is fine, its review is refused.
    others = results.record_game("plongee", _players(["Zoé", "Yann"]), saved_game=plongee.to_json())
    deep = results.record_game("plongee", _players(), saved_game="[" * 200_000)
    # A row whose date no clock shows is left out, the others listed.
    odd = results.record_game("plongee", _players(), saved_game=plongee.to_json())
    with sqlite3.connect(results.database_path()) as conn:
        conn.execute("UPDATE games SET finished_at = 1e300 WHERE id = ?", (odd,))
    listed = {g.game_id: g.problem for g in results.past_games("plongee")}
    assert listed == {
        broken: results.DAMAGED,
        of_rami: results.FOREIGN,
        tampered: "",
        others: "",
        deep: results.DAMAGED,
    }

    window = MainWindow(Settings(animation_speed="off"), language="en")
    qtbot.addWidget(window)
    home = window.stack.currentWidget()
    for game_id, problem in ((tampered, results.DAMAGED), (others, results.FOREIGN)):
        assert window.review_past_game("plongee", game_id) == problem
        assert window.screen_widget is None and window.stack.currentWidget() is home
    # In the list: refused when opened, then greyed and saying why.
    view = PastGamesView("plongee", lambda game_id: window.review_past_game("plongee", game_id))
    qtbot.addWidget(view)
    rows = {g.game_id: i for i, g in enumerate(view.games)}
    view.list.setCurrentCell(rows[others], 0)
    assert view.review_button.isEnabled()
    view.review_button.click()
    assert window.screen_widget is None
    assert not view.review_button.isEnabled()
    assert problem_text(results.FOREIGN) in view.about.text()
    assert view.list.item(rows[others], 1).toolTip() == problem_text(results.FOREIGN)
    view.list.setCurrentCell(rows[broken], 0)
    assert view.review_button.toolTip() == problem_text(results.DAMAGED)
    assert window.review_past_game("plongee", 999) == results.DAMAGED  # no such game


def test_only_the_last_games_keep_their_moves(monkeypatch):
    monkeypatch.setattr(results, "KEEP_REVIEWABLE", 3)
    text = _finished_state("plongee").to_json()
    ids = [
        results.record_game("plongee", _players(), saved_game=text, finished_at=1.7e9 + i)
        for i in range(5)
    ]
    results.record_game("rami", _players(), saved_game=_finished_state("rami").to_json())
    kept = {g.game_id: g.reviewable for g in results.past_games("plongee")}
    assert kept == {ids[0]: False, ids[1]: False, ids[2]: True, ids[3]: True, ids[4]: True}
    assert [g.reviewable for g in results.past_games("rami")] == [True]  # per kind
    # Their figures stay.
    assert results.player_statistics("plongee")[0].games == 5


def test_a_game_being_played_gives_its_place_saved_and_says_so(qtbot, monkeypatch, lang_of):
    """Review pressed in the statistics while a game is being played: that game is saved as
    it is left (the home screen resumes it), and the status bar says so."""
    from abyss_cards.games import plongee
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    lang_of("en")
    window, finished = _finished_screen(qtbot, monkeypatch, "plongee", "en")
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "easy")]
    playing = PlongeeScreen(window, plongee.new_game(NAMES, seed=9, target=20), seats)
    window.show_screen(playing)
    playing.session.save_now()
    qtbot.waitUntil(lambda: autosave.available() == ["plongee"])
    assert not playing.state.is_over
    dialog = _statistics_dialog(qtbot, window, playing)
    dialog.tabs.setCurrentWidget(dialog.past_games)
    dialog.past_games.review_button.click()
    qtbot.waitUntil(lambda: window.screen_widget is not playing)
    assert window.screen_widget.reviewing
    assert window.statusBar().currentMessage() == (
        "The game you were playing is saved: Resume the game, on the home screen, takes it up "
        "again."
    )
    assert autosave.available() == ["plongee"]
    # A finished game on screen gives its place without a word.
    window.screen_widget.review.close()
    window.statusBar().clearMessage()
    dialog = _statistics_dialog(qtbot, window, window.screen_widget)
    dialog.tabs.setCurrentWidget(dialog.past_games)
    shown = window.screen_widget
    dialog.past_games.review_button.click()
    qtbot.waitUntil(lambda: window.screen_widget is not shown)
    assert window.statusBar().currentMessage() == ""
    window.screen_widget.leave()
    finished.leave()


def _dialog_of(game, person):
    """The statistics dialog of ``game`` opened for ``person``."""
    if game == "plongee":
        from abyss_cards.ui.plongee.dialogs import StatisticsDialog

        return StatisticsDialog(person=person)
    if game == "rami":
        from abyss_cards.ui.rami.dialogs import StatisticsDialog

        return StatisticsDialog(person=person)
    from abyss_cards.ui.table.statistics import StatisticsDialog

    return StatisticsDialog("abyss", "Abyss", person=person)


@pytest.mark.parametrize("game", ["plongee", "rami", "abyss"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_games_are_those_of_the_person_chosen(qtbot, lang_of, game, lang):
    """The statistics opened for a person: the Last games tab lists only the games that person
    played; "Every player's games" ticked, all of them; another person chosen beside the
    figures, theirs."""
    lang_of(lang)
    ana = [results.record_game(game, _players(), finished_at=1.7e9 + i, rounds=1) for i in range(2)]
    zoe = results.record_game(game, _players(["Zoé", "Yann"]), finished_at=1.75e9, rounds=1)
    dialog = _dialog_of(game, "Zoé")
    qtbot.addWidget(dialog)
    past = dialog.past_games
    box = past.everyone
    assert box.text() == (
        "Every player's games" if lang == "en" else "Les parties de tout le monde"
    )
    assert box.isEnabled() and not box.isChecked()
    assert [g.game_id for g in past.games] == [zoe]
    assert past.list.rowCount() == 1 and "Zoé" in past.list.item(0, 1).text()
    box.setChecked(True)
    assert [g.game_id for g in past.games] == [zoe, ana[1], ana[0]]
    assert past.list.rowCount() == 3
    box.setChecked(False)
    assert [g.game_id for g in past.games] == [zoe]
    # Another person chosen beside the figures: their games.
    dialog.person_view.chooser.setCurrentText("Ana")
    assert [g.game_id for g in past.games] == [ana[1], ana[0]]
    assert past.list.rowCount() == 2
    assert all("Ana" in past.list.item(r, 1).text() for r in range(2))
    assert past.list.currentRow() == 0
    dialog.deleteLater()


def test_a_person_with_no_game_is_told_so_and_everyone_is_a_tick_away(qtbot, lang_of):
    lang_of("fr")
    results.record_game("plongee", _players(), finished_at=1.7e9, rounds=1)
    view = PastGamesView("plongee", person="Inès")
    qtbot.addWidget(view)
    assert view.games == [] and view.list.rowCount() == 0
    assert view.about.text() == "Inès n'a encore fini aucune partie."
    assert not view.review_button.isEnabled()
    view.everyone.setChecked(True)
    assert len(view.games) == 1 and view.list.rowCount() == 1
    # Without a person: every player's games, the box ticked and greyed.
    everyone = PastGamesView("plongee")
    qtbot.addWidget(everyone)
    assert everyone.everyone.isChecked() and not everyone.everyone.isEnabled()
    assert len(everyone.games) == 1
