"""Undo goes back to the last reveal to a person, never past it (abyss_cards.ui.models.undo),
shown on the test-only toy game whose events say what they reveal."""

from __future__ import annotations

import pytest
import toy_game

from abyss_cards.ui.models.undo import UndoLedger


def play(state, ledger, action):
    seat = state.current_player
    ledger.before_move(seat, state)
    ledger.after_events(state.apply(action))


def test_a_move_that_revealed_nothing_to_a_person_can_be_taken_back():
    state = toy_game.new_game(3, seed=4)
    ledger = UndoLedger(people=[0])
    before = state.to_json()
    play(state, ledger, toy_game.Keep())  # the person keeps: nothing hidden shown
    assert ledger.can_undo()
    play(state, ledger, toy_game.Swap())  # a computer player swaps: only it sees its new card
    assert ledger.can_undo()
    back = ledger.undo(toy_game.from_json)
    assert back.to_json() == before and back.current_player == 0
    assert not ledger.can_undo()
    with pytest.raises(LookupError):
        ledger.undo(toy_game.from_json)


def test_a_card_the_person_saw_closes_the_past():
    state = toy_game.new_game(3, seed=4)
    ledger = UndoLedger(people=[0])
    play(state, ledger, toy_game.Swap())  # the person draws a card: they have seen it
    assert not ledger.can_undo()


def test_a_reveal_to_everyone_closes_the_past_even_after_computer_moves():
    state = toy_game.new_game(2, seed=4)
    ledger = UndoLedger(people=[0])
    play(state, ledger, toy_game.Keep())
    assert ledger.can_undo()
    play(state, ledger, toy_game.Keep())  # last player: every card is shown
    assert state.is_over and not ledger.can_undo()


def test_with_two_people_a_card_either_one_saw_closes_the_past():
    state = toy_game.new_game(3, seed=4)
    ledger = UndoLedger(people=[0, 1])
    play(state, ledger, toy_game.Keep())
    play(state, ledger, toy_game.Swap())  # the second person draws: they saw it
    assert not ledger.can_undo()


def test_undo_after_a_refused_move_takes_back_the_last_move_made(qapp):
    """Through the session: a move the rules refuse changes nothing, so it leaves nothing to
    take back; Undo then goes back before the last move that was made."""
    from abyss_cards.ui.models.session import BOT, HUMAN, GameSession, Seat

    state = toy_game.new_game(3, seed=4)
    session = GameSession(
        "toy",
        state,
        [Seat("Ana", HUMAN), Seat("Léo", HUMAN), Seat("Zoé", BOT, "random")],
        bot_factory=toy_game.make_bot,
        write_autosave=False,
    )
    assert session.enable_undo(toy_game.from_json, between_people=True)
    refusals = []
    session.refused.connect(refusals.append)
    assert session.play("a move of another game") is None
    assert refusals and not session.can_undo()
    start = state.to_json()
    assert session.play(toy_game.Keep()) is not None  # Ana keeps: nothing hidden shown
    assert session.play("a move of another game") is None  # Léo's move is refused
    assert len(refusals) == 2 and session.can_undo()
    assert session.undo()
    assert session.state.to_json() == start and session.state.current_player == 0
    assert not session.can_undo()
    session.stop()
