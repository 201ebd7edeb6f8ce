"""Records worth keeping (issue 26): streaks, best and worst rounds and totals, the personal
records a game beat, Rami's openings and Abyss's categories and Lords, a results database from
before the game's own figures, the statistics after 20 bot-played games of each kind, and the
end page that names a beaten record and celebrates (skippable, never with animations off)."""

from __future__ import annotations

import json
import re
import sqlite3
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from abyss_cards.games import abyss, plongee, rami
from abyss_cards.games.figures import abyss_figures, rami_figures
from abyss_cards.storage import results
from abyss_cards.ui.table.statistics import (
    GameRecord,
    Record,
    SeatRecord,
    game_lower_wins,
    load_games,
    person_statistics,
    record_sentences,
    records_beaten,
)


def _game(total, won, rounds=(), *, other=50, game_id=0, extra=None):
    return GameRecord(
        float(game_id),
        (
            SeatRecord("Ana", "human", "", total, won, tuple(rounds), extra or {}),
            SeatRecord("Bot", "bot", "easy", other, not won, ()),
        ),
        game_id,
    )


# -- computation on hand-made rows ---------------------------------------------------------------
def test_an_empty_history_has_no_figures_and_no_record():
    stats = person_statistics([], "Ana")
    assert (stats.games, stats.current_streak, stats.best_streak) == (0, 0, 0)
    assert stats.best is stats.worst is stats.best_round is stats.worst_round is None
    assert stats.average is None and stats.average_round is None
    assert stats.opening_rate is None and stats.average_turns_to_open is None
    assert stats.favourite_lords() == [] and stats.average_parts() == {}
    assert records_beaten([], "Ana") == []


def test_streaks_current_and_best_a_shared_win_counts():
    wins = [True, True, False, True, True, True, False, True]
    games = [_game(10, w, game_id=i) for i, w in enumerate(wins)]
    stats = person_statistics(games, "Ana")
    assert (stats.current_streak, stats.best_streak) == (1, 3)
    # A shared win (two winners on a tie) is a win: the streak goes on.
    tie = GameRecord(
        99.0,
        (SeatRecord("Ana", "human", "", 5, True), SeatRecord("Bot", "bot", "easy", 5, True)),
        99,
    )
    stats = person_statistics([*games, tie], "Ana")
    assert (stats.current_streak, stats.best_streak) == (2, 3)
    # Equal totals but not a winner: the streak ends.
    stats = person_statistics([*games, _game(50, False, other=50)], "Ana")
    assert (stats.current_streak, stats.best_streak) == (0, 3)


def test_best_and_worst_rounds_and_totals_lower_wins_and_higher_wins():
    games = [_game(30, True, (10, -9, 29)), _game(80, False, (40, 40))]
    low = person_statistics(games, "Ana", lower_wins=True)
    assert (low.best, low.worst, low.best_round, low.worst_round) == (30, 80, -9, 40)
    assert low.rounds == 5 and low.average_round == pytest.approx(110 / 5)
    assert low.average == pytest.approx(55)
    high = person_statistics(games, "Ana", lower_wins=False)
    assert (high.best, high.worst, high.best_round, high.worst_round) == (80, 30, 40, -9)
    # Which wins is the game's listing's word, not ours.
    assert game_lower_wins("plongee") and game_lower_wins("rami")
    assert not game_lower_wins("abyss")


def test_records_beaten_strictly_and_never_by_a_first_game():
    first = _game(40, True, (10, 30), game_id=1)
    assert records_beaten([first], "Ana") == []  # a first game beats nothing
    better = _game(35, True, (-9, 44), game_id=2)
    assert records_beaten([first, better], "Ana") == [
        Record("round", -9),
        Record("total", 35),
        Record("streak", 2),
    ]
    # A tie with the record is not a record; a loss beats no streak.
    same = _game(40, False, (10, 30), game_id=3)
    assert records_beaten([first, same], "Ana") == []
    # Higher wins (Abyss): the highest total is the record, and no rounds.
    assert records_beaten(
        [_game(60, False, game_id=1), _game(75, False, game_id=2)], "Ana", lower_wins=False
    ) == [Record("total", 75)]
    # Asked about a game by its id: the games after it do not count.
    later = _game(20, True, (-20,), game_id=4)
    assert records_beaten([first, better, later], "Ana", game_id=2)[0] == Record("round", -9)
    assert records_beaten([first, better], "Ana", game_id=77) == []


def test_the_game_figures_are_read_defensively():
    games = [
        _game(10, True, extra={"deals": 4, "opened": 3, "open_turns": [2, 5, 8]}),
        _game(10, True, extra={"deals": 2, "opened": 5, "open_turns": [1]}),  # impossible
        _game(10, True, extra={"parts": {"lords": 12, "allies": 0}, "lords": [3, 3, 7]}),
        _game(10, True, extra={"parts": {"lords": "many"}, "lords": ["x", 7]}),
        _game(10, True, extra={"parts": {"lords": 20, "allies": 4}, "lords": [7]}),
    ]
    stats = person_statistics(games, "Ana")
    assert (stats.deals, stats.opened, stats.open_turns) == (4, 3, [2, 5, 8])
    assert stats.opening_rate == pytest.approx(0.75)
    assert stats.average_turns_to_open == pytest.approx(5)
    assert stats.average_parts() == {"lords": 16, "allies": 2}
    assert stats.favourite_lords() == [(7, 3), (3, 1)]  # once per game, most first


# -- the engine's figures -----------------------------------------------------------------------
def test_rami_records_on_which_turn_each_seat_opened_and_keeps_it_in_saves():
    state = _play(rami.new_game(2, seed=4, match_limit=100), rami, "greedy")
    assert len(state.deal_open_turns) == len(state.deal_opened)
    for opened, turns in zip(state.deal_opened, state.deal_open_turns, strict=True):
        for seat in range(2):
            assert (turns[seat] is not None) == opened[seat]
            assert turns[seat] is None or turns[seat] >= 1
    again = rami.from_json(state.to_json())
    assert again.deal_open_turns == state.deal_open_turns
    figures = rami_figures(state, 0)
    assert figures["deals"] == len(state.deal_opened)
    assert figures["opened"] == sum(d[0] for d in state.deal_opened)
    assert len(figures["open_turns"]) == figures["opened"]
    # A save from before the field: learnt from the replay of its history, else unknown.
    data = json.loads(state.to_json())
    del data["deal_open_turns"], data["open_turns"]
    assert rami.from_json(json.dumps(data)).deal_open_turns == state.deal_open_turns
    data["replayable"] = False
    old = rami.from_json(json.dumps(data))
    assert old.deal_open_turns == [[None, None]] * len(state.deal_opened)
    assert rami_figures(old, 0)["open_turns"] == []


def test_abyss_figures_are_the_engines_final_count():
    state = _play(abyss.new_game(2, seed=3), abyss, "greedy")
    parts = state.final_scores()["seats"][1]
    figures = abyss_figures(state, 1)
    assert figures["parts"] == {k: parts[k] for k in ("locations", "lords", "allies", "monsters")}
    assert sum(figures["parts"].values()) == state.scores[1]
    assert figures["lords"] == sorted(state.owned_lords(1))


# -- a database from before the game's own figures ----------------------------------------------
OLD_SCHEMA = """
CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, finished_at REAL NOT NULL,
    seed INTEGER, target INTEGER, rounds INTEGER NOT NULL);
CREATE TABLE players (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT NOT NULL,
    total INTEGER NOT NULL, winner INTEGER NOT NULL, round_scores TEXT NOT NULL,
    PRIMARY KEY (game_id, seat));
CREATE INDEX players_by_name ON players(name);
PRAGMA user_version = 1;
INSERT INTO games VALUES (1, 'rami', 100.0, 5, 500, 2);
INSERT INTO players VALUES (1, 0, 'Ana', 'human', '', 30, 1, '[10, 20]');
INSERT INTO players VALUES (1, 1, 'Bot', 'bot', 'easy', 500, 0, '[250, 250]');
"""


def test_a_database_of_the_earlier_schema_is_read_then_given_the_new_column(tmp_path):
    path = tmp_path / "results.sqlite"
    with sqlite3.connect(path) as conn:
        conn.executescript(OLD_SCHEMA)
    before = path.read_bytes()
    (game,) = load_games("rami", path)
    assert game.seats[0].round_scores == (10, 20) and game.seats[0].extra == {}
    assert results.player_statistics("rami", path=path)[0].games == 1
    assert path.read_bytes() == before  # reading changes nothing
    results.record_game(
        "rami",
        [
            results.PlayerResult(
                "Ana", 40, True, (40,), extra={"deals": 1, "opened": 1, "open_turns": [3]}
            ),
            results.PlayerResult("Bot", 510, False, (510,), "bot", "easy"),
        ],
        finished_at=200.0,
        path=path,
    )
    old, new = load_games("rami", path)
    assert old.seats[0].extra == {} and new.seats[0].extra["open_turns"] == [3]
    stats = person_statistics([old, new], "Ana")
    assert (stats.games, stats.deals, stats.opened) == (2, 1, 1)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1  # an older app reads it


# -- 20 bot-played games of each kind, then the statistics view ---------------------------------
def _play(state, module, level):
    bots = [module.GAME.make_bot(level, seed=seat) for seat in range(state.num_players)]
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def _record(game, state, seats, extra=None):
    """The game into the results, as its screen records it (``_player_results`` and the
    game's figures)."""
    rounds = getattr(state, "round_scores", [])
    return results.record_game(
        game,
        [
            results.PlayerResult(
                name,
                state.scores[i],
                i in state.winners,
                tuple(r[i] for r in rounds),
                "bot" if level else "human",
                level,
                extra(state, i) if extra else {},
            )
            for i, (name, level) in enumerate(seats)
        ],
        rounds=len(rounds),
    )


SEATS = [("Ana", ""), ("Bot", "greedy")]


@pytest.fixture(scope="module")
def twenty_of_each():
    """The played games (engines only: quick), recorded by each test into its own home."""
    played = {"plongee": [], "rami": [], "abyss": []}
    for seed in range(20):
        played["plongee"].append(
            _play(plongee.new_game(2, seed=seed, target=60), plongee, "greedy")
        )
        played["rami"].append(_play(rami.new_game(2, seed=seed, match_limit=100), rami, "greedy"))
        played["abyss"].append(_play(abyss.new_game(2, seed=seed), abyss, "greedy"))
    return played


FIGURES = {
    "plongee": ("streak", "totals", "rounds"),
    "rami": ("streak", "totals", "rounds", "opening", "open_turns"),
    "abyss": ("streak", "totals", "parts", "lords"),
}


def _fill(played):
    extras = {"plongee": None, "rami": rami_figures, "abyss": abyss_figures}
    for game, states in played.items():
        for state in states:
            _record(game, state, SEATS, extras[game])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_statistics_after_20_bot_games_of_each_kind_show_every_figure(
    qtbot, lang_of, twenty_of_each, lang
):
    lang_of(lang)
    _fill(twenty_of_each)
    from abyss_cards.ui.table.statistics import StatisticsView

    for game, keys in FIGURES.items():
        view = StatisticsView(game, person="Ana")
        qtbot.addWidget(view)
        stats = view.stats
        assert stats.games == 20
        assert 0 < stats.wins < 20, game  # a greedy bot against a greedy bot
        assert stats.per_level == {"greedy": (20, stats.wins)}
        assert len(view.chart.points) == 20
        assert view.levels.rowCount() == 1
        shown = {key: view.detail_text(key) for key in keys}
        assert all(shown.values()), (game, shown)
        games = "parties" if lang == "fr" else "games"
        assert f"{stats.best_streak}" in shown["streak"] and games in shown["streak"]
        for text in shown.values():
            assert not re.search(r"%\d|%n|\(s\)", text), text  # every place filled
            if lang == "fr":
                assert "." not in text.replace("...", ""), text  # decimal commas
        if game == "rami":
            assert stats.deals >= 20 and 0 < stats.opened <= stats.deals
            assert stats.average_turns_to_open is not None
        if game == "abyss":
            assert set(stats.parts) == {"locations", "lords", "allies", "monsters"}
            assert stats.favourite_lords()
            word = "Seigneurs" if lang == "fr" else "Lords"
            assert word in shown["parts"]
        else:
            assert stats.best_round is not None and stats.worst_round is not None


# -- the end page ---------------------------------------------------------------------------------
def _abyss_screen(qtbot, speed="off"):
    from abyss_cards.games.abyss.scenario import scenario
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat

    state = scenario(2, active=0, pearls={0: 4, 1: 2}, federated={0: [("crabs", 3)]})
    state.over = True
    window = SimpleNamespace(settings=Settings(animation_speed=speed), language="en")
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    return screen, state


def _history(total, won, n=2):
    for i in range(n):
        results.record_game(
            "abyss",
            [
                results.PlayerResult("Ana", total, won),
                results.PlayerResult("Léo", 10, not won, kind="bot", level="expert"),
            ],
            finished_at=100.0 + i,
        )


def test_the_end_page_names_a_beaten_record_and_never_celebrates_with_animations_off(
    qtbot, lang_of
):
    lang_of("en")
    screen, state = _abyss_screen(qtbot)
    total = state.scores[0]
    _history(total - 5, True)  # two wins before, a lower best
    screen._fill_end_page()
    screen._record_results()
    qtbot.waitUntil(lambda: screen._announced)
    page = screen.end_page
    assert page.record_lines == [
        f"Your best Abyss game: {total} points",
        "Your longest winning streak: 3 games",
    ]
    assert page.records.isVisibleTo(page) and "New personal records!" in page.records.text()
    assert not page.celebration.running  # the animation speed is "off"
    lang_of("fr")
    page.retranslate()  # the window's language changed with the end page in front
    assert page.record_lines[0].startswith("Votre meilleure partie d'Abyss")
    assert "Nouveaux records personnels" in page.records.text()
    lang_of("en")
    screen.leave()


def test_no_record_no_announcement(qtbot, lang_of):
    lang_of("fr")
    screen, state = _abyss_screen(qtbot)
    _history(state.scores[0] + 5, False)  # a better game before, a loss
    screen._fill_end_page()
    screen._record_results()
    qtbot.waitUntil(lambda: screen._announced)
    assert screen.end_page.record_lines == []
    assert not screen.end_page.records.isVisibleTo(screen.end_page)
    screen.leave()


def test_the_celebration_plays_for_a_win_and_a_key_or_a_click_skips_it(qtbot, monkeypatch):
    monkeypatch.delenv("ABYSS_REDUCED_MOTION", raising=False)
    monkeypatch.delenv("GTK_ENABLE_ANIMATIONS", raising=False)
    screen, state = _abyss_screen(qtbot, speed="normal")
    screen.show()
    screen._record_results()
    screen.finish_animations()  # the count told at once
    page = screen.end_page
    qtbot.waitUntil(lambda: screen._announced)
    assert state.winners == (0,) and page.celebration.running
    key = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    with qtbot.waitSignal(page.celebration.finished):
        QApplication.sendEvent(page.replay_button, key)
    assert page.celebration.skipped and not page.celebration.running
    assert page.replay_button.isEnabled()  # the key ended the stars, it started no game
    # A click ends it too.
    assert page.celebrate(True)
    with qtbot.waitSignal(page.celebration.finished):
        qtbot.mouseClick(page.celebration, Qt.MouseButton.LeftButton)
    # Left alone, it ends by itself.
    assert page.celebrate(True)
    qtbot.waitSignal(page.celebration.finished, timeout=10000).wait()
    assert not page.celebration.skipped
    # Never when the system asks for reduced motion, nor with animations off.
    monkeypatch.setenv("ABYSS_REDUCED_MOTION", "1")
    assert not page.celebrate(True) and not page.celebration.running
    monkeypatch.delenv("ABYSS_REDUCED_MOTION")
    assert not page.celebrate(False)
    screen.leave()


def test_record_sentences_in_french(lang_of):
    lang_of("fr")
    assert record_sentences("plongee", [Record("round", -9), Record("streak", 4)]) == [
        "Votre meilleure manche de Plongée : -9 points",
        "Votre plus longue série de victoires : 4 parties",
    ]


def test_a_plongee_end_page_names_the_best_round_beaten(qtbot, lang_of):
    """Through the real screen: the game written, then its records read back."""
    from test_plongee_ui_support import make_window, open_screen

    from abyss_cards.games.plongee import bots

    lang_of("en")
    for i in range(2):  # two games before, every round worse than any real one
        results.record_game(
            "plongee",
            [
                results.PlayerResult("P0", 999, False, (500, 499)),
                results.PlayerResult("Bot1", 10, True, (5, 5), "bot", "medium"),
            ],
            finished_at=100.0 + i,
        )
    window = make_window(qtbot, animation_speed="off")
    screen = open_screen(window, players=2, humans=(0,), seed=3, target=15)
    expert = bots.make_bot("expert", seed=0)

    def step():
        if screen.summary_dialog is not None:
            screen.summary_dialog.accept()
        elif screen.stack.currentWidget() is screen.end_page:
            return True
        elif screen.session.is_human_turn() and not screen.session.held:
            state = screen.state
            seat = state.current_player
            screen.session.play(expert.choose(state.view(seat), state.legal_actions()))
        return False

    qtbot.waitUntil(step, timeout=60000)
    mine = [r[0] for r in screen.state.round_scores]
    page = screen.end_page
    assert f"Your best Plongée round: {min(mine)} point" in page.records.text()
    assert page.record_lines[0].startswith("Your best Plongée round: ")
    assert not page.celebration.running  # animations off


def test_an_abyss_game_s_figures_go_with_its_result(qtbot, monkeypatch):
    """Each seat's points by category and Lords (``player_figures``) are written with the
    game, for the statistics: what a Journal-less result could not say later."""
    written = []

    def record(_game, players, **_kwargs):
        written.extend(players)
        return 3

    monkeypatch.setattr(results, "record_game", record)
    screen, state = _abyss_screen(qtbot)
    screen._record_results()
    qtbot.waitUntil(lambda: screen._results_write is None or screen._results_write.done)
    assert [p.extra for p in written] == [abyss_figures(state, i) for i in range(2)]
    assert all(written[i].extra for i in range(2))
    screen.leave()
