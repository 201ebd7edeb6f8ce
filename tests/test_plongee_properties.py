"""Properties of the Plongée engine over many seeds (hypothesis)."""

import dataclasses
import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from abyss_cards.games import plongee
from abyss_cards.games.plongee import (
    DECK,
    DiscardDrawn,
    Draw,
    Flip,
    IllegalAction,
    Place,
    TakeDiscard,
    from_json,
    new_game,
    unseen_counts,
)
from abyss_cards.games.plongee.bots import LEVELS, make_bot

EVERY_ACTION = [Draw()] + [
    cls(s) for cls in (Flip, TakeDiscard, Place, DiscardDrawn) for s in range(-1, 13)
]


def play(state, seat, action):
    """Apply ``action`` for ``seat``, which must be the player to play."""
    assert state.current_player == seat
    return state.apply(action)


def cards_in_play(state):
    cards = [c.value for grid in state.grids for c in grid if c is not None]
    cards += list(state.discard_history) + list(state.draw_pile)
    if state.drawn is not None:
        cards.append(state.drawn)
    return Counter(cards)


def random_game(seed, players, steps, chooser=None):
    """Yield the state after each of up to ``steps`` random legal actions."""
    state = new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            return
        legal = state.legal_actions()
        # Mostly draws and flips, so that rounds end and columns form now and then.
        action = chooser(state, legal, rng) if chooser else rng.choice(legal)
        state.apply(action)
        yield state


def sensible(state, legal, rng):
    """Random but round-ending play: prefer moves that reveal or replace face-up cards."""
    if rng.random() < 0.5:
        return rng.choice(legal)
    seat = state.current_player
    view = state.view(seat)
    return make_bot("greedy", seed=rng.randrange(1000)).choose(view, legal)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 8))
def test_the_150_cards_are_conserved_after_every_action(seed, players):
    for state in random_game(seed, players, 400, sensible):
        assert cards_in_play(state) == Counter(DECK)
        view = state.view(state.current_player if state.current_player is not None else 0)
        assert sum(unseen_counts(view).values()) >= 0
        assert all(k >= 0 for k in unseen_counts(view).values())


@settings(max_examples=35, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 5), level=st.sampled_from(LEVELS))
def test_every_bot_action_is_legal_and_from_its_view(seed, players, level):
    state = new_game(players, seed=seed)
    bots = [make_bot(level, seed=seed + s) for s in range(players)]
    steps = 150 if level in ("medium", "expert") else 600
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.current_player
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        play(state, seat, action)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 8), stop=st.integers(0, 500))
def test_from_json_restores_the_state_exactly_at_any_point(seed, players, stop):
    state = new_game(players, seed=seed)
    for state in random_game(seed, players, stop, sensible):  # noqa: B007 - the last one
        pass
    text = state.to_json()
    copy = from_json(text)
    assert copy.to_json() == text
    assert copy.legal_actions() == state.legal_actions()
    # Both go on identically: same randomness, same rules.
    rng = random.Random(seed)
    for _ in range(60):
        if state.is_over:
            break
        action = rng.choice(state.legal_actions())
        assert state.apply(action) == copy.apply(action)
    assert copy.to_json() == state.to_json()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6))
def test_a_seed_and_the_action_list_replay_the_same_game(seed, players):
    state = None
    for state in random_game(seed, players, 2000, sensible):  # noqa: B007 - the last one
        pass
    if state is None:
        return
    replay = new_game(players, seed=seed)
    for turn in state.history:
        assert replay.current_player == turn.seat
        replay.apply(turn.action)
    assert replay.to_json() == state.to_json()
    assert replay.round_scores == state.round_scores and replay.winners == state.winners


@settings(max_examples=35, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 4), stop=st.integers(0, 300))
def test_every_refusal_leaves_the_state_unchanged(seed, players, stop):
    state = new_game(players, seed=seed)
    for state in random_game(seed, players, stop, sensible):  # noqa: B007 - the last one
        pass
    before = state.to_json()
    legal = state.legal_actions()
    for action in EVERY_ACTION:
        if action in legal:
            continue
        try:
            state.apply(action)
        except IllegalAction as exc:
            assert exc.template and str(exc)
        else:
            raise AssertionError(f"{action} was applied though not legal")
        assert state.to_json() == before
    for action in EVERY_ACTION:
        assert state.is_legal(action) == (action in legal)


@settings(max_examples=35, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 5), stop=st.integers(0, 300))
def test_views_hide_every_face_down_card_and_the_drawn_card(seed, players, stop):
    state = new_game(players, seed=seed)
    for state in random_game(seed, players, stop):  # noqa: B007 - the last one
        pass
    for seat in range(players):
        view = state.view(seat)
        for s, grid in enumerate(state.grids):
            for slot, card in enumerate(grid):
                shown = view.visible[s][slot]
                if card is None:
                    assert shown is plongee.REMOVED
                elif card.face_up:
                    assert shown == card.value
                else:
                    assert shown is None
        holder = state.current_player if state.drawn is not None else None
        assert view.drawn == (state.drawn if seat == holder else None)
        # The state makes views without the dataclass's __init__: still the same value.
        rebuilt = dataclasses.replace(view)
        assert rebuilt == view and hash(rebuilt) == hash(view)
        assert from_json(state.to_json()).view(seat) == view
        assert plongee.PlongeeView.from_json(json.loads(json.dumps(view.to_json()))) == view


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6))
def test_tournaments_quiet_apply_plays_exactly_like_the_recorded_one(seed, players):
    loud, quiet = new_game(players, seed=seed), new_game(players, seed=seed)
    bot = make_bot("greedy", seed=seed)
    while not loud.is_over:
        seat = loud.current_player
        action = bot.choose(loud.view(seat), loud.legal_actions())
        events = loud.apply(action)
        assert events and quiet.apply_quietly(action) is None
    assert quiet.to_json() == loud.to_json()
    assert isinstance(events[-1], plongee.events.GameOver)
