"""Abyss says whether a move is legal in two ways: against the listed legal actions (when a
player or a bot asked for the list first) and, when nobody listed them (a history replayed at
resume), by looking at the one move. Both give the same verdict and the same refusal."""

from __future__ import annotations

import random

import pytest

from abyss_cards.core.errors import IllegalAction
from abyss_cards.games import abyss


def _verdict(state, action):
    refused = state.refusal(action)
    return None if refused is None else refused.code


@pytest.mark.parametrize("players,seed", [(2, 5), (4, 7)])
def test_a_move_looked_at_alone_gets_the_verdict_of_the_listed_moves(players, seed):
    rng = random.Random(seed)
    state = abyss.new_game(players, seed=seed)
    seen: list = []
    compared = refused = 0
    while not state.is_over and len(state.history) < 240:
        legal = state.legal_actions()
        if len(state.history) % 3:  # every third of the first 240 moves looked at
            seen = (seen + legal[:8])[-60:]
            state.apply(rng.choice(legal))
            continue
        others = rng.sample(seen, min(len(seen), 4))
        unlisted = abyss.from_json(state.to_json())  # nobody has listed its moves
        for action in [*rng.sample(legal, min(len(legal), 4)), *others, "not a move"]:
            verdict = _verdict(unlisted, action)
            assert unlisted._legal_cache is None  # still looked at one move at a time
            assert verdict == _verdict(state, action), action
            compared += 1
            refused += verdict is not None
        seen = (seen + legal[:8])[-60:]
        state.apply(rng.choice(legal))
    assert compared > 120 and refused > 40


def test_an_illegal_move_is_refused_without_a_list_and_changes_nothing():
    state = abyss.new_game(3, seed=11)
    first = state.legal_actions()
    state.apply(first[0])
    stale = next(a for a in first if a not in state.legal_actions())
    unlisted = abyss.from_json(state.to_json())
    before = unlisted.to_json()
    with pytest.raises(IllegalAction) as refused:
        unlisted.apply(stale)
    assert refused.value.code and unlisted.to_json() == before
