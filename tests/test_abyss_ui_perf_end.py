"""The Abyss final count's rows are measured once (issue 23, point 10): counts, never timings."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.table.end_page import WholeTableView


@pytest.fixture
def no_reduced_motion(monkeypatch):
    monkeypatch.delenv("ABYSS_REDUCED_MOTION", raising=False)
    monkeypatch.delenv("GTK_ENABLE_ANIMATIONS", raising=False)


def test_the_final_count_s_rows_are_measured_once_not_once_a_row(
    qtbot, monkeypatch, no_reduced_motion
):
    """The count's rows come in one insertion: the end page measures its columns for them
    once (each row appended alone made it measure every column again, in the pass that ends
    the game)."""
    fits = []
    real_fit = WholeTableView.fit
    monkeypatch.setattr(
        WholeTableView, "fit", lambda self, *a: (fits.append(1), real_fit(self, *a))[1]
    )
    state = scenario(
        4,
        active=0,
        pearls={0: 4, 1: 2, 2: 1, 3: 0},
        lords={0: [9, 13], 1: [27]},
        federated={0: [("crabs", 3)], 1: [("squids", 4), ("crabs", 2)]},
    )
    state.over = True
    state.names = ["Ana", "Léo", "Marin", "Zoé"]
    seats = [Seat("Ana", HUMAN)] + [Seat(n, BOT, "easy") for n in state.names[1:]]
    window = SimpleNamespace(settings=Settings(animation_speed="fast"), language="en")
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.end_scores.clear()  # as before the game's end (a finished game shows them at once)
    fits.clear()
    screen._fill_end_page(0)  # the count's first step: its rows made
    assert screen.end_scores.rowCount() == 4
    assert len(fits) <= 2  # the model emptied, then its rows inserted (five fits before)


def test_the_final_board_is_painted_ahead_in_the_last_round(qtbot, monkeypatch):
    """The end page shows the final board larger than the table did, the hands federated: in
    the last round the game as if it ended now is painted ahead at that size, a few
    milliseconds a pass, and the pass that ends the game finds its cards painted (all ~60 of a
    three-player board painted in that one pass before)."""

    from abyss_cards.games import abyss
    from abyss_cards.games.abyss import bots
    from abyss_cards.ui.abyss.cards import AbyssCardRenderer

    state = abyss.new_game(["Ana", "Léo", "Marin"], seed=500)
    seats = [Seat(n, BOT, "greedy") for n in state.names]
    window = SimpleNamespace(settings=Settings(animation_speed="off"), language="en")
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    deciders = [bots.make_bot("greedy", seed=s) for s in range(3)]
    painted = []
    real = AbyssCardRenderer.paint_card
    monkeypatch.setattr(
        AbyssCardRenderer, "paint_card", lambda self, *a: (painted.append(a[-1]), real(self, *a))[1]
    )
    ahead = 0
    while not state.is_over:
        seat = state.current_player
        action = deciders[seat].choose(state.view(seat), state.legal_actions())
        painted.clear()  # those of the last move only, in the end
        screen.session._applied(seat, action, state.apply(action))
        timer = getattr(screen, "_ahead_timer", None)
        if timer is not None and timer.isActive():
            ahead += 1
            qtbot.waitUntil(lambda timer=timer: not timer.isActive())
        screen.view.viewport().grab()  # the table painted after each move
    screen.view.viewport().grab()  # the end's first paint of the board
    shown = [i for i in screen.table.cards.values() if i.isVisible()]
    assert len(shown) > 30
    # Only what the last move changed may be new (the hands federated at the end, a Lord…).
    # (3 at this deal and size; 58 before, every card of the final board)
    assert len(painted) <= 8, len(painted)
    assert ahead


def test_as_if_over_ends_a_copy_and_leaves_the_game_alone():
    from abyss_cards.games import abyss
    from abyss_cards.games.abyss import bots
    from abyss_cards.games.abyss.ending import as_if_over, final_view

    state = abyss.new_game(["Ana", "Léo", "Marin"], seed=7)
    deciders = [bots.make_bot("greedy", seed=s) for s in range(3)]
    while len(state.history) < 120:
        seat = state.current_player
        state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
    before = state.to_json()
    ended = as_if_over(state)
    assert state.to_json() == before and not state.is_over
    assert ended.is_over and all(not hand for hand in ended.hands)
    assert [ended.score_parts(s)["total"] for s in range(3)] == [
        state.score_parts(s, project=True)["total"] for s in range(3)
    ]
    assert as_if_over(ended) is ended
    # The view read ahead, without the copy: the same board for the table.
    for seat in range(3):
        quick, exact = final_view(state, seat), ended.view(seat)
        assert quick.over and exact.over
        for a, b in zip(quick.players, exact.players, strict=True):
            assert sorted(a.federated) == sorted(b.federated)
            assert (a.hand, a.lords, a.locations) == (b.hand, b.lords, b.locations)
