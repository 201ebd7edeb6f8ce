"""A computer player that fails never stalls the game, and a person's refused move is told.

Through ``GameSession`` on a real Plongée game: a bot that chooses a move the rules refuse, a
bot that raises and a bot that answers something that is no move at all are each asked again,
then a legal move is played in their place; the player is told once per seat, in plain words.
A bot that fails once and then answers plays its own move, and nobody is told."""

from __future__ import annotations

import pytest
from event_wait import wait_for
from PySide6.QtWidgets import QApplication

from abyss_cards.games import plongee
from abyss_cards.games.plongee import Draw, Flip
from abyss_cards.games.plongee import bots as plongee_bots
from abyss_cards.ui.models.session import BOT, BOT_ASKS, HUMAN, GameSession, Seat


@pytest.fixture
def app():
    return QApplication.instance() or QApplication([])


class RefusedBot:
    """Always a move outside the rules (there is no slot 99)."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view, legal):
        self.asked += 1
        return Flip(99)


class RaisingBot:
    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view, legal):
        self.asked += 1
        raise RuntimeError("the search ran out of cards")


class NonsenseBot:
    """Answers with something that is no move at all."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view, legal):
        self.asked += 1
        return None


class FlakyBot:
    """Fails on the first question of every move, answers well on the second."""

    def __init__(self) -> None:
        self.asked = 0
        self.chosen: list = []
        self._good = plongee_bots.make_bot("easy", seed=4)

    def choose(self, view, legal):
        self.asked += 1
        if self.asked % 2:
            raise ValueError("not now")
        action = self._good.choose(view, legal)
        self.chosen.append(action)
        return action


def make_session(broken, *, seed: int = 7, players: int = 2, broken_seats=(0,)):
    """A session where ``broken`` (one bot object) plays ``broken_seats`` and easy bots the
    others; every computer player at the fastest pace."""
    state = plongee.new_game(players, seed=seed)
    seats = [Seat(f"Bot{i}", BOT, "easy") for i in range(players)]

    def factory(level: str, seat: int):
        return broken if seat in broken_seats else plongee_bots.make_bot(level, seed=seat)

    session = GameSession(
        "plongee",
        state,
        seats,
        bot_factory=factory,
        pace=0.0,
        meta={"seed": seed},
        write_autosave=False,
    )
    told: list[str] = []
    refused: list[str] = []
    session.botFailed.connect(told.append)
    session.refused.connect(refused.append)
    return session, told, refused


def run_until(app, condition, timeout: float = 120.0) -> None:
    """Qt's events until ``condition()`` (each bot's answer is one), up to a ceiling."""
    wait_for(condition, timeout=timeout, message="the game stalled")


@pytest.mark.parametrize("bot_class", [RefusedBot, RaisingBot, NonsenseBot])
def test_a_failing_bot_is_asked_again_then_a_legal_move_is_played(app, bot_class):
    broken = bot_class()
    session, told, refused = make_session(broken)
    session.start()
    # The broken seat opens the game: its two opening flips, then turns of both seats.
    run_until(app, lambda: len(session.state.history) >= 12)
    session.stop()
    moves_of_broken = sum(1 for turn in session.state.history if turn.seat == 0)
    assert moves_of_broken >= 3
    # Asked twice for every move it made (and perhaps once more for the move in progress).
    assert BOT_ASKS * moves_of_broken <= broken.asked <= BOT_ASKS * moves_of_broken + BOT_ASKS
    assert session.fallback_moves == moves_of_broken
    # Every move played for it is legal (the state accepted it) and the game went on.
    session.state.check_invariants()
    # Told once, in plain words naming the player: no exception name, no traceback.
    assert told == ["Bot0 could not choose a move, so a legal move was played in its place."]
    assert refused == []


def test_each_failing_seat_is_told_once(app):
    broken = RaisingBot()
    session, told, _ = make_session(broken, players=3, broken_seats=(0, 2))
    session.start()
    run_until(app, lambda: len(session.state.history) >= 20)
    session.stop()
    assert told == [
        "Bot0 could not choose a move, so a legal move was played in its place.",
        "Bot2 could not choose a move, so a legal move was played in its place.",
    ]


def test_the_moves_played_for_a_failing_bot_follow_the_game_seed(app):
    def fallback_moves(seed: int) -> list:
        session, _, _ = make_session(RaisingBot(), seed=seed)
        session.start()
        run_until(app, lambda: len(session.state.history) >= 16)
        session.stop()
        return [turn.action for turn in session.state.history[:16] if turn.seat == 0]

    assert fallback_moves(11) == fallback_moves(11)


def test_a_bot_that_answers_when_asked_again_plays_its_own_move(app):
    flaky = FlakyBot()
    session, told, refused = make_session(flaky)
    session.start()
    run_until(app, lambda: len(session.state.history) >= 10)
    session.stop()
    own = [turn.action for turn in session.state.history if turn.seat == 0]
    assert own == flaky.chosen[: len(own)]
    assert session.fallback_moves == 0
    assert told == [] and refused == []


def test_a_failure_is_written_to_the_log_for_a_developer(app, abyss_home):
    from abyss_cards.storage import paths

    session, _, _ = make_session(RaisingBot())
    session.start()
    run_until(app, lambda: len(session.state.history) >= 2)
    session.stop()
    log = paths.log_file().read_text(encoding="utf-8")
    assert "RuntimeError: the search ran out of cards" in log


def test_a_person_s_refused_move_is_told_and_changes_nothing(app):
    state = plongee.new_game(2, seed=3)
    seats = [Seat("Ondine", HUMAN), Seat("Marin", BOT, "easy")]
    session = GameSession(
        "plongee",
        state,
        seats,
        pace=0.0,
        write_autosave=False,
        bot_factory=lambda level, seat: plongee_bots.make_bot(level, seed=1),
    )
    refused: list[str] = []
    session.refused.connect(refused.append)
    before = state.to_json()
    assert session.play(Draw()) is None  # the opening is two flips first
    assert refused == ["During the opening, flip two of your cards before drawing"]
    assert state.to_json() == before
    assert session.play(Flip(0)) is not None and session.play(Flip(1)) is not None
    assert len(refused) == 1
    # Now the computer player's turn: a person's move is refused, not played for them.
    assert state.current_player == 1
    assert session.play(Flip(2)) is None
    assert len(refused) == 2 and "not your turn" in refused[1]
    assert len(state.history) == 2
    session.stop()


def test_the_plongee_screen_shows_the_failure_and_plays_on(app, monkeypatch):
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.plongee import screen as plongee_screen

    broken = RaisingBot()

    def factory_for(screen, seed: int):
        def factory(level: str, seat: int):
            return broken if seat == 0 else plongee_bots.make_bot(level, seed=seat)

        return factory

    monkeypatch.setattr(plongee_screen.PlongeeScreen, "_bot_factory", factory_for)
    window = MainWindow(Settings(animation_speed="off", bot_pace="instant"))
    window.show()
    try:
        seats = [Seat("Ondine", BOT, "easy"), Seat("Marin", BOT, "easy")]
        state = plongee.new_game([s.name for s in seats], seed=2)
        screen = plongee_screen.PlongeeScreen(window, state, seats, write_autosave=False)
        window.show_screen(screen)
        run_until(app, lambda: len(state.history) >= 12)
        text = screen.status.text()
        assert "Ondine could not choose a move, so a legal move was played in its place." in text
        assert "Error" not in text and "Traceback" not in text
        assert screen.session.fallback_moves >= 3
    finally:
        window.close()
