"""The moment on screen is the moment in the game (issue 24, point 4): the engine deals the next
round in the step that scores one, yet while the ended round is revealed and its summary is up,
the table's discard, its draw pile count and the Discards dock are the ended round's as its last
move left them (the card thrown then included, a reshuffle then too); once the summary is
closed, the new round's. The same for a game resumed at that summary."""

from __future__ import annotations

import pytest
from test_plongee_ui_support import make_window, seats_for

from abyss_cards.games import plongee
from abyss_cards.games.plongee import COMPOSITION, DiscardDrawn, Draw, Place, TakeDiscard, bots
from abyss_cards.games.plongee.phases import TURN
from abyss_cards.ui.models.plongee_models import DiscardHistoryModel, TallyModel
from abyss_cards.ui.plongee import screen as plongee_screen
from abyss_cards.ui.plongee.screen import PlongeeScreen
from abyss_cards.ui.table import screen as table_screen

# Eight seats, seed 27: the draw pile holds one card when round 1's last turn begins (found by
# playing seeds with these bots), so drawing it in the closing move reshuffles the discard.
RESHUFFLE = (8, 27)


def at_the_last_turn(players: int, seed: int) -> plongee.PlongeeState:
    """Round 1 played by computer players up to its last turn, as a state to open a screen on."""
    state = plongee.new_game([f"P{i}" for i in range(players)], seed=seed, target=500)
    chooser = [bots.make_bot("medium", seed=seed + s) for s in range(players)]
    while not (state.closer is not None and state.last_turns_left == 1 and state.phase == TURN):
        seat = state.current_player
        state.apply_quietly(chooser[seat].choose(state.view(seat), state.legal_actions()))
    assert state.round_number == 1
    return state


def closing_move(state: plongee.PlongeeState, kind: str) -> list[plongee.Action]:
    """The last turn's actions: a drawn card thrown, a drawn card placed, or the discard taken."""
    grid = state.grids[state.current_player]
    hidden = next(i for i, card in enumerate(grid) if card is not None and not card.face_up)
    present = next(i for i, card in enumerate(grid) if card is not None)
    return {
        "discard drawn": [Draw(), DiscardDrawn(hidden)],
        "place": [Draw(), Place(present)],
        "take": [TakeDiscard(present)],
    }[kind]


def ended_round(state: plongee.PlongeeState, moves, monkeypatch) -> plongee.PlongeeState:
    """The table as ``moves`` end the round, from a copy of the engine that deals no next round
    (the real one deals it in the same step)."""
    ended = state.copy()
    monkeypatch.setattr(ended, "_deal", lambda deck=None: None)
    for action in moves:
        ended.apply_quietly(action)
    assert len(ended.round_scores) == 1 and ended.round_number == 1
    return ended


def expected(screen, state: plongee.PlongeeState) -> dict:
    """What the screen should show of ``state``'s piles (the Discards dock's models fed from it)."""
    history = DiscardHistoryModel(screen)
    history.refresh(state.discard_passages, state.names)
    tally = TallyModel(screen)
    tally.refresh(state, 0)  # nobody holds a drawn card: every seat counts the same
    return {
        "discard": state.discard_top,
        "draw pile": state.draw_pile_size,
        "history": rows(history),
        "tally": [tally.counts(v) for v in COMPOSITION],
    }


def shown(screen) -> dict:
    dock = screen.discard_dock
    return {
        "discard": screen.table.discard.face,
        "draw pile": int(screen.table.draw_pile.badge.split()[0]),  # "52 cards"
        "history": rows(dock.history_model),
        "tally": [dock.tally_model.counts(v) for v in COMPOSITION],
    }


def rows(model) -> list[tuple]:
    return [
        tuple(model.index(r, c).data() for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


def open_at_the_last_turn(qtbot, monkeypatch, players, seed, speed="off") -> PlongeeScreen:
    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 3600.0)  # closed by the test
    # The ended round stays for a moment before its summary: how long is not looked at here.
    monkeypatch.setattr(plongee_screen, "ROUND_END_SECONDS", 0.1)
    window = make_window(qtbot, animation_speed=speed)
    state = at_the_last_turn(players, seed)
    screen = PlongeeScreen(window, state, seats_for(players, humans=range(players)))
    window.show_screen(screen)
    qtbot.waitUntil(lambda: screen.session.is_human_turn())
    return screen


def play_the_closing_move(qtbot, screen, moves) -> dict:
    """Plays ``moves`` through the screen; what it shows once their cards have landed (the
    discard's face, before anything ends the animations), then with the docks refreshed."""
    for action in moves:
        screen.finish_animations()
        assert screen.session.play(action) is not None
    qtbot.waitUntil(lambda: not screen.table._flyers)
    landed = screen.table.discard.face
    screen.finish_animations()
    return {**shown(screen), "landed": landed}


@pytest.mark.parametrize("speed", ["off", "fast"])
@pytest.mark.parametrize("kind", ["discard drawn", "place", "take"])
def test_the_ended_rounds_piles_stay_until_its_summary_is_closed(qtbot, monkeypatch, kind, speed):
    screen = open_at_the_last_turn(qtbot, monkeypatch, 2, 3, speed)
    moves = closing_move(screen.state, kind)
    ended = expected(screen, ended_round(screen.state, moves, monkeypatch))
    reveal = play_the_closing_move(qtbot, screen, moves)
    assert screen.state.round_number == 2 and screen.table.round_end is not None
    qtbot.waitUntil(lambda: screen.summary_dialog is not None)
    summary = shown(screen)
    screen.summary_dialog.accept()
    screen.finish_animations()
    new = expected(screen, screen.state)
    assert new["history"] != ended["history"]  # else the dock could not tell the rounds apart
    assert {"reveal": reveal, "summary": summary, "next round": shown(screen)} == {
        "reveal": {**ended, "landed": ended["discard"]},
        "summary": ended,
        "next round": new,
    }


def test_a_reshuffle_in_the_closing_move_shows_at_the_reveal(qtbot, monkeypatch):
    screen = open_at_the_last_turn(qtbot, monkeypatch, *RESHUFFLE)
    assert screen.state.draw_pile_size == 1  # the bots still play as when the seed was found
    moves = closing_move(screen.state, "discard drawn")
    ended_state = ended_round(screen.state, moves, monkeypatch)
    ended = expected(screen, ended_state)
    assert ended_state.draw_pile_size > 1  # the closing move reshuffled the discard
    reveal = play_the_closing_move(qtbot, screen, moves)
    notice = screen.discard_dock.notice
    said = (not notice.isHidden(), "Round 1" in notice.text())
    qtbot.waitUntil(lambda: screen.summary_dialog is not None)
    summary = shown(screen)
    screen.summary_dialog.accept()
    assert {"reveal": reveal, "summary": summary, "notice": said} == {
        "reveal": {**ended, "landed": ended["discard"]},
        "summary": ended,
        "notice": (True, True),
    }
    assert notice.isHidden()  # the new round's discard has not been reshuffled
    screen.finish_animations()
    assert shown(screen) == expected(screen, screen.state)


def test_a_game_resumed_at_a_round_summary_shows_the_ended_rounds_piles(qtbot, monkeypatch):
    screen = open_at_the_last_turn(qtbot, monkeypatch, 2, 3)
    moves = closing_move(screen.state, "discard drawn")
    ended = expected(screen, ended_round(screen.state, moves, monkeypatch))
    play_the_closing_move(qtbot, screen, moves)
    qtbot.waitUntil(lambda: screen.summary_dialog is not None)
    window = screen.window_
    window.go_home()  # the app closes with the summary on screen
    window.resume_game("plongee")
    resumed = window.screen_widget
    assert resumed is not screen
    qtbot.waitUntil(lambda: resumed.summary_dialog is not None)
    resumed.finish_animations()
    at_summary = shown(resumed)
    resumed.summary_dialog.accept()
    resumed.finish_animations()
    assert {"summary": at_summary, "next round": shown(resumed)} == {
        "summary": ended,
        "next round": expected(resumed, resumed.state),
    }
