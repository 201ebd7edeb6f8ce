"""The integrity of an Abyss game: the invariants every state keeps (``from_json`` refuses a
state that breaks one) and the resampling of what a seat cannot see (``State.resample_hidden``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NoReturn

from abyss_cards.core.game import Turn
from abyss_cards.games.abyss.data import (
    COURT_SIZE,
    EXPLORATION_SIZE,
    LOCATIONS,
    LORDS,
    MONSTER,
    MONSTER_TOKENS,
    RACES,
    THREAT_SPACES,
    TRACK_LENGTH,
    TURN_POWERS,
    ally_of,
    card_race,
)
from abyss_cards.games.abyss.steps import AUTOMATIC, DECISION_KINDS

if TYPE_CHECKING:
    from abyss_cards.games.abyss.state import AbyssState

Ally = tuple[str, int]


def _whole(value: object) -> bool:
    """A number a save may hold: an int, never a bool (JSON's ``true`` is no 1) or a float."""
    return type(value) is int


def check_invariants(s: AbyssState) -> None:
    """Raise ``ValueError`` if the state is impossible: cards, Lords, Locations and Monster
    tokens not conserved, wrong shapes, values out of range or not whole numbers, an unknown
    step."""
    # In this order: each check may rely on the ones before it (the number of players first).
    for check in (
        _check_shapes,
        _check_exploration_cards,
        _check_lords,
        _check_locations,
        _check_tokens_and_counters,
        _check_seats,
        _check_steps,
    ):
        check(s)


def _fail(what: str) -> NoReturn:
    raise ValueError(f"impossible Abyss state: {what}")


def _check_shapes(s: AbyssState) -> None:
    n = s.n
    if not _whole(n) or not 2 <= n <= 4:
        _fail(f"{n!r} players")
    if len(s.names) != n or not all(isinstance(x, str) for x in s.names):
        _fail("names")
    for name in (
        "hands",
        "federated",
        "pearls",
        "key_tokens",
        "monster_tokens",
        "lords",
        "disabled",
        "locations",
    ):
        if not isinstance(getattr(s, name), list) or len(getattr(s, name)) != n:
            _fail(f"{name} is not one entry per player")
    if set(s.council) != set(RACES):
        _fail("Council stacks")


def _check_exploration_cards(s: AbyssState) -> None:
    cards = (
        s.deck
        + s.discard
        + s.track
        + [c for r in RACES for c in s.council[r]]
        + [c for h in s.hands for c in h]
        + [c for f in s.federated for c in f]
    )
    if not all(map(_whole, cards)) or sorted(cards) != list(range(EXPLORATION_SIZE)):
        _fail("exploration cards not conserved")
    for race in RACES:
        if any(card_race(c) != race for c in s.council[race]):
            _fail(f"a card of another race in the {race} stack")
    if any(card_race(c) == MONSTER for h in s.hands + s.federated for c in h):
        _fail("a Monster in a hand or federated")
    if len(s.track) > TRACK_LENGTH:
        _fail("more than five cards on the track")


def _check_lords(s: AbyssState) -> None:
    under = [lo for locs in s.locations for entry in locs for lo in entry[1]]
    lords = s.court + s.lord_deck + s.lord_discard + [lo for ls in s.lords for lo in ls] + under
    if not all(map(_whole, lords)) or sorted(lords) != sorted(lord.id for lord in LORDS):
        _fail("Lords not conserved")
    for seat in range(s.n):
        if not set(s.disabled[seat]) <= set(s.lords[seat]):
            _fail("a disabled Lord that is not free")
        if len(set(s.disabled[seat])) != len(s.disabled[seat]):
            _fail("a Lord disabled twice")
    if len(s.court) > COURT_SIZE:
        _fail("more than six Lords at Court")


def _check_locations(s: AbyssState) -> None:
    places = (
        s.location_deck
        + s.face_up
        + s.drawn_locations
        + s.removed_locations
        + [entry[0] for locs in s.locations for entry in locs]
    )
    if not all(map(_whole, places)) or sorted(places) != sorted(loc.id for loc in LOCATIONS):
        _fail("Locations not conserved")


def _check_tokens_and_counters(s: AbyssState) -> None:
    tokens = s.token_pool + [t for ts in s.monster_tokens for t in ts]
    if not all(map(_whole, tokens)) or sorted(tokens) != sorted(MONSTER_TOKENS):
        _fail("Monster tokens not conserved")
    if any(not _whole(p) or p < 0 for p in s.pearls + s.key_tokens):
        _fail("negative Pearls or Key tokens")
    if not _whole(s.threat) or not 1 <= s.threat <= THREAT_SPACES:
        _fail("threat marker off the track")


def _check_seats(s: AbyssState) -> None:
    seats = range(s.n)
    if not all(_whole(seat) and seat in seats for seat in (s.active, *s.final_turns, *s.purchases)):
        _fail("seat out of range")
    if s.end_trigger is not None and not (_whole(s.end_trigger) and s.end_trigger in seats):
        _fail("seat out of range")
    if len(set(s.purchases)) != len(s.purchases) or s.active in s.purchases:
        _fail("purchases")
    if not set(s.used_powers) <= set(TURN_POWERS):
        _fail("once-per-turn powers")
    if not all(_whole(c) and c >= 0 for c in (s.extra_turns, s.turn, s.version)):
        _fail("negative counters")


def _check_steps(s: AbyssState) -> None:
    if not s.steps or not all(isinstance(st, dict) for st in s.steps):
        _fail("no pending step")
    if s.over:
        if s.steps != [{"kind": "over"}] or any(s.hands):
            _fail("a finished game with steps or hands left")
    else:
        _check_pending_steps(s)
    if s.drawn_locations and s.steps[-1].get("kind") != "keep":
        _fail("Locations drawn with no choice pending")
    if any(not isinstance(t, Turn) or t.seat not in range(s.n) for t in s._history):
        _fail("history")


def _check_pending_steps(s: AbyssState) -> None:
    """The steps of a game still being played: known kinds, seats in range, and a decision
    on top."""
    kinds = set(AUTOMATIC) | set(DECISION_KINDS)
    for st in s.steps:
        if st.get("kind") not in kinds:
            _fail(f"unknown step {st.get('kind')!r:.30}")
        if "seat" in st and not (_whole(st["seat"]) and st["seat"] in range(s.n)):
            _fail("step seat out of range")
    if s.steps[-1]["kind"] not in DECISION_KINDS:
        _fail("no decision pending")


def resample_hidden(state: AbyssState, seat: int, rng: random.Random) -> AbyssState:
    """A copy in which what ``seat`` cannot see is dealt again: the other hands, the
    decks, the exploration discard, the other seats' Monster tokens and the pool (the
    Council stacks' values were seen on the track: only which of two equal cards lies where
    changes); ``view(seat)`` is unchanged."""
    s = state.copy()
    others = [p for p in range(s.n) if p != seat and not s.over]
    # Allies another seat is paying with stay in its hand (the step names them).
    pinned: dict[int, list[int]] = {p: [] for p in others}
    for st in s.steps:
        if st.get("seat") in pinned:
            pinned[st["seat"]] += st.get("paid", [])
    # Exploration cards: every card seat cannot see goes back into one pool.
    hidden = s.deck + s.discard + [c for r in RACES for c in s.council[r]]
    for p in others:
        hidden += [c for c in s.hands[p] if c not in pinned[p]]
    rng.shuffle(hidden)
    by_ally: dict[Ally, list[int]] = {}
    for c in hidden:
        by_ally.setdefault(ally_of(c), []).append(c)
    for race in RACES:  # the same values, maybe other cards of them
        s.council[race] = [by_ally[ally_of(c)].pop() for c in s.council[race]]
    by_race: dict[str, list[int]] = {r: [] for r in (*RACES, MONSTER)}
    for cards in by_ally.values():
        for c in cards:
            by_race[card_race(c)].append(c)
    allies = [c for r in RACES for c in by_race[r]]
    rng.shuffle(allies)
    for p in others:  # hands hold Allies only
        size = len(s.hands[p]) - len(pinned[p])
        s.hands[p] = pinned[p] + allies[:size]
        del allies[:size]
    rest = allies + by_race[MONSTER]
    rng.shuffle(rest)
    deck_size = len(s.deck)
    s.deck, s.discard = rest[:deck_size], rest[deck_size:]
    # Lords and Locations: the decks' order (the Black Smokers chooser sees the
    # Location deck, as a set: its order is still unknown).
    rng.shuffle(s.lord_deck)
    rng.shuffle(s.location_deck)
    # Monster tokens of the other seats and the pool.
    pool = s.token_pool + [t for p in others for t in s.monster_tokens[p]]
    rng.shuffle(pool)
    for p in others:
        size = len(s.monster_tokens[p])
        s.monster_tokens[p] = pool[:size]
        del pool[:size]
    s.token_pool = pool
    s.rng = random.Random(rng.getrandbits(64))
    s._legal_cache = None
    return s
