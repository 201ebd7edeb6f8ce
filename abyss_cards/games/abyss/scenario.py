"""Stacked positions for tests and tutorials: a fresh game whose cards are moved where asked.

Every card still comes from the real deck, so the 71 exploration cards, 35 Lords and 20
Locations stay conserved. The game starts at the active player's action (no start-of-turn
effects).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from abyss_cards.games.abyss.data import EXPLORATION_CARDS
from abyss_cards.games.abyss.state import AbyssState

Ally = tuple[str, int]


def _take_card(state: AbyssState, ally: Ally) -> int:
    for card in reversed(state.deck):
        if EXPLORATION_CARDS[card] == tuple(ally):
            state.deck.remove(card)
            return card
    raise ValueError(f"no {ally} left in the deck")


def _take_lord(state: AbyssState, lord: int) -> int:
    state.lord_deck.remove(lord)
    return lord


def _take_location(state: AbyssState, location: int) -> int:
    if location in state.location_deck:
        state.location_deck.remove(location)
    else:
        state.face_up.remove(location)
    return location


def scenario(
    players: int | Sequence[str] = 2,
    *,
    seed: int = 0,
    active: int = 0,
    court: Sequence[int] | None = None,
    lords: Mapping[int, Sequence[int]] | None = None,
    disabled: Mapping[int, Sequence[int]] | None = None,
    hands: Mapping[int, Sequence[Ally]] | None = None,
    federated: Mapping[int, Sequence[Ally]] | None = None,
    pearls: Mapping[int, int] | None = None,
    key_tokens: Mapping[int, int] | None = None,
    monster_tokens: Mapping[int, Sequence[int]] | None = None,
    council: Mapping[str, Sequence[Ally]] | None = None,
    locations: Mapping[int, Sequence[tuple[int, Sequence[int]]]] | None = None,
    face_up: Sequence[int] | None = None,
    deck_top: Sequence[Ally] = (),
    threat: int = 1,
    lord_deck_top: Sequence[int] = (),
    lord_deck_size: int | None = None,
) -> AbyssState:
    """``players``: how many, or their names (as ``AbyssState.new``);
    ``hands``/``federated``: {seat: [(race, value), …]}; ``lords``: {seat: [lord ids]};
    ``locations``: {seat: [(location, [lords under it])]}; ``council``: {race: [(race, value)]};
    ``deck_top``: the next exploration cards, first revealed first; ``lord_deck_top`` likewise;
    ``court`` and ``face_up`` replace the dealt ones when given."""
    s = AbyssState.new(players, seed)
    s.lord_deck.extend(s.court)
    s.court = []
    s.location_deck.extend(s.face_up)
    s.face_up = []
    for seat, ids in (lords or {}).items():
        s.lords[seat] = [_take_lord(s, lord) for lord in ids]
    for seat, ids in (disabled or {}).items():
        s.disabled[seat] = list(ids)
    for seat, entries in (locations or {}).items():
        s.locations[seat] = [
            [_take_location(s, loc), [_take_lord(s, lo) for lo in under]] for loc, under in entries
        ]
    if court is None:
        court = [lord for lord in s.lord_deck if lord not in lord_deck_top][-6:]
    s.court = [_take_lord(s, lord) for lord in court]
    for lord in reversed(lord_deck_top):
        s.lord_deck.remove(lord)
        s.lord_deck.append(lord)
    if lord_deck_size is not None:
        extra = len(s.lord_deck) - lord_deck_size
        s.lord_discard.extend(s.lord_deck[:extra])
        del s.lord_deck[:extra]
    if face_up is None:
        face_up = [s.location_deck[-1]]
    s.face_up = [_take_location(s, loc) for loc in face_up]
    _hand_out_allies(s, hands, federated, council, deck_top)
    _hand_out_tokens(s, pearls, key_tokens, monster_tokens)
    s.threat = threat
    s.active = active
    s.turn = 1
    s.steps = [{"kind": "main", "seat": active}]
    s._legal_cache = None
    s.check_invariants()
    return s


def _hand_out_allies(
    s: AbyssState,
    hands: Mapping[int, Sequence[Ally]] | None,
    federated: Mapping[int, Sequence[Ally]] | None,
    council: Mapping[str, Sequence[Ally]] | None,
    deck_top: Sequence[Ally],
) -> None:
    """The Allies of ``scenario``: in the hands, federated, in the council, on the deck."""
    for seat, cards in (hands or {}).items():
        s.hands[seat] = [_take_card(s, c) for c in cards]
    for seat, cards in (federated or {}).items():
        s.federated[seat] = [_take_card(s, c) for c in cards]
    for race, cards in (council or {}).items():
        s.council[race] = [_take_card(s, c) for c in cards]
    top = [_take_card(s, ally) for ally in deck_top]
    s.deck.extend(reversed(top))


def _hand_out_tokens(
    s: AbyssState,
    pearls: Mapping[int, int] | None,
    key_tokens: Mapping[int, int] | None,
    monster_tokens: Mapping[int, Sequence[int]] | None,
) -> None:
    """The pearls, key tokens and Monster tokens of ``scenario``."""
    for seat, value in (pearls or {}).items():
        s.pearls[seat] = value
    for seat, value in (key_tokens or {}).items():
        s.key_tokens[seat] = value
    for seat, values in (monster_tokens or {}).items():
        for v in values:
            s.token_pool.remove(v)
        s.monster_tokens[seat] = list(values)
