"""Properties over many seeds: cards conserved, bot actions legal, JSON round-trip, replay,
refusals that change nothing."""

import random

import pytest

from abyss_cards.core.errors import IllegalAction
from abyss_cards.games import rami
from abyss_cards.games.rami import (
    DirectClose,
    Discard,
    DrawPot,
    LayDown,
    LayOff,
    Open,
    TakeDiscard,
    action_from_json,
    action_to_json,
)
from abyss_cards.games.rami.bots import LEVELS, make_bot
from abyss_cards.games.rami.cards import CODES


def cards_on_table(state) -> int:
    return (
        sum(len(h) for h in state.hands)
        + state.pot_size
        + len(state.discard_pile)
        + sum(len(m.cards) for m in state.melds)
    )


def random_illegal(state, rng: random.Random):
    """An action drawn at random, most of the time illegal."""
    card = rng.choice(CODES)
    kind = rng.randrange(7)
    if kind == 0:
        return Discard(card)
    if kind == 1:
        return DrawPot()
    if kind == 2:
        return LayOff(
            card, rng.randrange(-1, len(state.melds) + 2), rng.choice(["low", "high", "", "joker"])
        )
    if kind == 3:
        return LayDown(tuple(rng.sample(CODES, 3)))
    if kind == 4:
        return Open((tuple(rng.sample(CODES, 3)), tuple(rng.sample(CODES, 4))))
    if kind == 5:
        return DirectClose((tuple(rng.sample(CODES, 3)),))
    return TakeDiscard(rng.choice([None, LayOff(card, 0, "low"), Open(((card, card, card),))]))


def play(levels, seed, *, max_actions=3000, probe=None):
    state = rami.new_game(["A", "B"], seed=seed, match_limit=150, max_turns=200)
    bots = [make_bot(level, seed=seed * 7 + i) for i, level in enumerate(levels)]
    actions = []
    while not state.is_over and len(actions) < max_actions:
        seat = state.current_player
        legal = state.legal_actions()
        assert legal, "a pending decision has legal actions"
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        if probe:
            probe(state)
        state.apply(action)
        actions.append(action)
        assert cards_on_table(state) == 108
    return state, actions


@pytest.mark.parametrize("seed", range(6))
def test_random_and_greedy_matches_keep_every_card_and_replay(seed):
    rng = random.Random(seed)

    def probe(state):
        if rng.random() < 0.3:
            before = state.to_json()
            action = random_illegal(state, rng)
            if not state.is_legal(action):
                with pytest.raises(IllegalAction):
                    state.apply(action)
                assert state.to_json() == before
        if rng.random() < 0.1:
            copy = rami.from_json(state.to_json())
            assert copy.to_json() == state.to_json()
            assert copy.legal_actions() == state.legal_actions()

    levels = ["random", "greedy"] if seed % 2 else ["greedy", "random"]
    state, actions = play(levels, seed, probe=probe)
    assert state.is_over
    # Replay from the seed and the actions (through their JSON form).
    again = rami.new_game(["A", "B"], seed=seed, match_limit=150, max_turns=200)
    for action in actions:
        again.apply(action_from_json(action_to_json(action)))
    assert again.to_json() == state.to_json()
    assert state.loser is not None and state.scores[state.loser] >= 150
    assert state.winners == (1 - state.loser,)


@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_plays_legal_actions(level):
    state, _ = play([level, "medium"], seed=11, max_actions=400)
    assert state.deal_number >= 1


def test_every_legal_action_passes_check():
    for seed in range(3):
        state = rami.new_game(2, seed=seed)
        bot = make_bot("greedy", seed=seed)
        for _ in range(120):
            if state.is_over:
                break
            legal = state.legal_actions()
            for action in legal:
                state.check(action)
            state.apply(bot.choose(state.view(state.current_player), legal))


def test_the_view_hides_the_other_hand_and_the_pot():
    state = rami.new_game(2, seed=9)
    view = state.view(1)
    assert view.hand == tuple(state.hands[1])
    assert view.hand_sizes == (15, 14)
    assert view.pot_size == 79
    assert not hasattr(view, "pot") and "hands" not in vars(view)
