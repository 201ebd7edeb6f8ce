"""A computer player waits out its pace delay before it thinks; ``hurry`` starts it now, and
only when such a delay is running (never while the game is held, never on a person's turn)."""

from __future__ import annotations

import pytest
from event_wait import wait_for
from PySide6.QtWidgets import QApplication

from abyss_cards.games import plongee
from abyss_cards.games.plongee import Flip
from abyss_cards.games.plongee import bots as plongee_bots
from abyss_cards.ui.models.session import BOT, HUMAN, GameSession, Seat

AN_HOUR = 3600.0


@pytest.fixture
def app():
    return QApplication.instance() or QApplication([])


def _session(kinds) -> GameSession:
    state = plongee.new_game(len(kinds), seed=5)
    seats = [Seat(f"P{i}", kind, "easy") for i, kind in enumerate(kinds)]
    return GameSession(
        "plongee",
        state,
        seats,
        pace=AN_HOUR,
        write_autosave=False,
        bot_factory=lambda level, seat: plongee_bots.make_bot(level, seed=seat),
    )


def test_hurry_plays_the_waiting_computer_move_now_and_the_next_one_waits_again(app):
    session = _session((BOT, BOT))
    played: list[int] = []
    session.eventsApplied.connect(lambda seat, action, events: played.append(seat))
    session.start()
    wait_for(lambda: True)  # a pass of the event loop: an hour's delay has not run out
    assert played == [] and not session.thinking
    session.hurry()
    wait_for(lambda: len(played) == 1, message="the hurried computer player never played")
    # The next computer move waits out its own delay again.
    for _ in range(3):
        wait_for(lambda: True)
    assert len(played) == 1 and not session.thinking
    session.hurry()
    wait_for(lambda: len(played) == 2, message="the second hurry played nothing")
    session.stop()


def test_hurry_does_nothing_while_held_or_on_a_person_s_turn(app):
    session = _session((HUMAN, BOT))
    session.start()
    session.hurry()  # the person's turn: no computer player is waiting
    assert not session.thinking and len(session.state.history) == 0
    session.play(Flip(0))
    session.play(Flip(1))
    assert session.state.current_player == 1
    session.hold()  # a summary is being read
    session.hurry()
    assert not session.thinking and len(session.state.history) == 2
    session.release()
    session.hurry()
    wait_for(lambda: len(session.state.history) == 3, message="the released bot never played")
    session.stop()
