"""The final count's items (``final_count.count_steps``) over whole games: one step per scoring
item, each column's items adding up to the engine's figure, and the running figures after every
step the sums of the items told so far."""

from __future__ import annotations

import pytest

from abyss_cards.games import abyss
from abyss_cards.games.abyss.bots import make_bot
from abyss_cards.ui.abyss.final_count import COLUMNS, count_steps, figures


def _finished_game(players: int, seed: int):
    s = abyss.new_game([f"P{i}" for i in range(players)], seed=seed)
    bots = [make_bot("expert", seed + i) for i in range(players)]
    while not s.is_over:
        seat = s.current_player
        s.apply(bots[seat].choose(s.view(seat), s.legal_actions()))
    return s


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 4), (4, 7)])
def test_the_items_add_up_to_the_engines_final_count(players, seed):
    state = _finished_game(players, seed)
    steps = count_steps(state)
    parts = state.final_scores()["seats"]
    for seat in range(players):
        for column in COLUMNS:
            told = [s.points for s in steps if s.seat == seat and s.column == column]
            assert sum(told) == parts[seat][column], (seat, column)
        lords = len(state.lords[seat]) + sum(len(u) for _, u in state.locations[seat])
        assert sum(1 for s in steps if s.seat == seat and s.column == "lords") == lords
        tokens = [s for s in steps if s.seat == seat and s.column == "monsters"]
        assert len(tokens) == len(state.monster_tokens[seat])
        assert all(s.key is None for s in tokens)
    keys = [s.key for s in steps if s.key is not None]
    assert len(keys) == len(set(keys))  # each card once
    # Column by column, each column seat by seat.
    order = [(COLUMNS.index(s.column), s.seat) for s in steps]
    assert order == sorted(order)
    # The running figures: the sums of the items told so far; whole at the end.
    for shown in range(len(steps) + 1):
        told = figures(steps, shown, players)
        for seat in range(players):
            for column in COLUMNS:
                items = [s.points for s in steps[:shown] if (s.seat, s.column) == (seat, column)]
                if items:
                    assert told[seat][column] == sum(items)
    whole = figures(steps, len(steps), players)
    assert whole == [{c: parts[seat][c] for c in COLUMNS} for seat in range(players)]
    assert figures(steps, 0, players)[players - 1]["monsters"] is None  # not reached yet
