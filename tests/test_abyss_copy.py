"""``AbyssState.copy``: a structural copy exactly equal to the JSON round trip it replaced, and
independent of the original (no list or dict shared, so mutating one never changes the other)."""

import hashlib
import json
import random

import pytest

from abyss_cards.core.rng import rng_to_json
from abyss_cards.games import abyss
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.bots import make_bot
from abyss_cards.games.abyss.saves import from_json
from abyss_cards.games.abyss.state import AbyssState

MUTABLE = (list, dict)


def typed(value):
    """``value`` with every type spelled out (1 and True, a list and a tuple compare unequal)."""
    if isinstance(value, dict):
        return ("dict", sorted((typed(k), typed(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [typed(v) for v in value])
    return (type(value).__name__, value)


def containers(value, found):
    """Every list and dict reachable from ``value``, by id."""
    if isinstance(value, MUTABLE):
        found[id(value)] = value
        for item in value.values() if isinstance(value, dict) else value:
            containers(item, found)
    elif isinstance(value, tuple):
        for item in value:
            containers(item, found)
    return found


def state_containers(s):
    found = {id(s._history): s._history}  # its Turns are frozen, their actions too
    for name in AbyssState._FIELDS:
        containers(getattr(s, name), found)
    return found


def mutate_every_container(s):
    """Change every list and dict the state holds (an item added to each)."""
    for box in state_containers(s).values():
        if isinstance(box, dict):
            box["mutated"] = [-1]
        else:
            box.append(-1)


def plain_json(s):
    """``to_json`` as it was written before it kept the text of the history between calls."""
    data = {"game": "abyss", "schema": 2, "rng": rng_to_json(s.rng)}
    data.update({name: getattr(s, name) for name in AbyssState._FIELDS})
    data["history"] = [{"seat": t.seat, "action": A.encode(t.action)} for t in s.history]
    return json.dumps(data, separators=(",", ":"))


def check_copy(s, plain=True):
    text = s.to_json()
    if plain:
        assert text == plain_json(s)
    copy = s.copy()
    reference = from_json(text)
    # Exactly the JSON round trip it replaced: same text, same fields with the same types.
    assert copy.to_json() == text
    if plain:
        assert plain_json(copy) == text
    for name in AbyssState._FIELDS:
        assert typed(getattr(copy, name)) == typed(getattr(reference, name)), name
    assert list(copy.history) == list(reference.history)
    assert copy.rng.getstate() == reference.rng.getstate()
    assert copy.legal_actions() == s.legal_actions()
    # Nothing mutable shared: not the rng, not one list or dict at any depth.
    assert copy.rng is not s.rng
    assert copy._history is not s._history
    shared = state_containers(s).keys() & state_containers(copy).keys()
    assert not shared, [state_containers(s)[i] for i in shared]
    # Mutating every container of the copy, and drawing from its rng, leaves the original.
    mutate_every_container(copy)
    copy._history.append(copy._history[0] if copy._history else None)
    copy.rng.random()
    assert s.to_json() == text
    # And the other way round: a fresh copy keeps its text when the original changes.
    copy = s.copy()
    mutate_every_container(s)
    s.rng.random()
    assert copy.to_json() == text
    return copy


@pytest.mark.parametrize(("players", "seed"), [(4, 3)])
def test_a_copy_is_the_json_round_trip_and_shares_nothing_mutable(players, seed):
    """After every decision of a whole seeded game: the copy equals ``from_json(to_json())``
    field by field (types too), and no list or dict is shared with the original. (This game
    reaches 21 kinds of step, among them every one holding a list: an auction's queue, a
    payment, a Location kept, a federation's options.)"""
    s = abyss.new_game(players, seed=seed)
    bot = make_bot("random", seed)
    decisions = 0
    while not s.is_over:
        # check_copy mutates s at the end: the game goes on with the copy it hands back. (The
        # text as to_json wrote it before it kept the history's text: every 8th decision.)
        s = check_copy(s, plain=decisions % 8 == 0)
        s.apply(bot.choose(s.view(s.current_player), s.legal_actions()))
        decisions += 1
    check_copy(s)
    assert decisions > 50


def test_a_copy_plays_on_exactly_like_the_original():
    """Seeded bot games played on a fresh copy before each decision take the same decisions and
    end in the same state as the same games played on one state."""

    def game(seed, copy_each_time):
        s = abyss.new_game(4, seed=seed)
        levels = ("expert", "greedy", "random", "greedy")
        bots = [make_bot(level, seed + i) for i, level in enumerate(levels)]
        while not s.is_over:
            if copy_each_time:
                s = s.copy()
            seat = s.current_player
            s.apply(bots[seat].choose(s.view(seat), s.legal_actions()))
        digest = hashlib.sha256(repr([(t.seat, t.action) for t in s.history]).encode())
        return digest.hexdigest(), s.to_json()

    for seed in range(2):
        assert game(seed, True) == game(seed, False)


def test_resampling_a_copy_leaves_the_original():
    s = abyss.new_game(3, seed=7)
    bot = make_bot("random", 7)
    rng = random.Random(7)
    for _ in range(60):
        s.apply(bot.choose(s.view(s.current_player), s.legal_actions()))
        text = s.to_json()
        for seat in range(s.n):
            other = s.resample_hidden(seat, rng)
            other.check_invariants()
            assert s.to_json() == text
            assert other.view(seat) == s.view(seat)
