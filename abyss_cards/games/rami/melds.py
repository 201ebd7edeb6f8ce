"""Melds (tierces and suites), their values, and the exact search for openings and closes.

``analyse(codes)`` reads one meld and says what it is or exactly why it is not one.

The search (``best_opening``, ``direct_close``, ``all_openings``, ``all_direct_closes``,
``best_cover``) is exact: the hand is a count per card code (both copies of a card share a
code), every possible meld of the hand is listed — sets of 3 or 4 suits with or without a joker,
every window of a run with the ace low or high, with the joker in any one place even where the
natural card is in hand — and a depth-first search over those candidates tries every packing of
at most four of them, pruned by value bounds. A hand and a meld are encoded as integers with one
4-bit field per card index (the hand's fields carry a guard bit), so "does this meld fit in what
is left" is one subtraction and one mask.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction
from abyss_cards.games.rami.cards import (
    INDEX,
    JOKER,
    JOKER_INDEX,
    N_INDICES,
    SUITS,
    code_of,
    position_value,
    rank_of,
    set_value,
    suit_of,
)

MAX_MELDS_AT_ONCE = 4


class IllegalMeld(IllegalAction):
    """Cards that do not make a set or a run; the message says why."""


@dataclass(frozen=True)
class Meld:
    """A valid set or run. ``cards`` are codes, a run from its low end to its high end.

    ``low`` and ``high`` are the run's positions (1..14, 14 = ace after the king); ``joker_for``
    is the code a run's joker stands for (a set's joker stands for its rank, any missing suit).
    """

    kind: str
    cards: tuple[str, ...]
    value: int
    clean: bool
    rank: int = 0
    suit: str = ""
    low: int = 0
    high: int = 0
    joker_for: str | None = None

    @property
    def has_joker(self) -> bool:
        return JOKER in self.cards

    def __str__(self) -> str:
        return " ".join(self.cards)


def _refuse(template: str, **params: object) -> IllegalMeld:
    return IllegalMeld(template, code="not_a_meld", **params)


def analyse(codes: Iterable[str]) -> Meld:
    """The meld made by ``codes`` (a run without a joker in any order, with a joker in order,
    low end first), or ``IllegalMeld`` with the reason."""
    codes = list(codes)
    for code in codes:
        if code not in INDEX:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "{card} is not a card"), card=code)
    if len(codes) < 3:
        raise _refuse(QT_TRANSLATE_NOOP("Refusal", "A meld needs at least three cards"))
    jokers = codes.count(JOKER)
    if jokers > 1:
        raise _refuse(QT_TRANSLATE_NOOP("Refusal", "A meld cannot hold two jokers"))
    naturals = [c for c in codes if c != JOKER]
    ranks = {rank_of(c) for c in naturals}
    if len(ranks) == 1:
        return _analyse_set(codes, naturals)
    suits = {suit_of(c) for c in naturals}
    if len(suits) > 1:
        raise _refuse(QT_TRANSLATE_NOOP("Refusal", "A run cannot mix suits"))
    if jokers:
        return _analyse_run_with_joker(codes, naturals)
    return _analyse_clean_run(naturals)


def _analyse_set(codes: list[str], naturals: list[str]) -> Meld:
    if len(codes) > 4:
        raise _refuse(QT_TRANSLATE_NOOP("Refusal", "A set has at most four cards"))
    seen: set[str] = set()
    for code in naturals:
        if suit_of(code) in seen:
            raise _refuse(
                QT_TRANSLATE_NOOP("Refusal", "A set cannot hold the same suit twice ({card})"),
                card=code,
            )
        seen.add(suit_of(code))
    rank = rank_of(naturals[0])
    ordered = sorted(naturals, key=lambda c: SUITS.index(suit_of(c)))
    if len(naturals) < len(codes):
        ordered.append(JOKER)
    return Meld("set", tuple(ordered), set_value(rank) * len(codes), False, rank=rank)


def _run_meld(suit: str, low: int, n: int, joker_at: int | None) -> Meld:
    s = SUITS.index(suit)
    cards = []
    value = 0
    joker_for = None
    for position in range(low, low + n):
        value += position_value(position)
        if position == joker_at:
            cards.append(JOKER)
            joker_for = code_of(s, position)
        else:
            cards.append(code_of(s, position))
    return Meld(
        "run",
        tuple(cards),
        value,
        joker_at is None,
        suit=suit,
        low=low,
        high=low + n - 1,
        joker_for=joker_for,
    )


def _round_the_corner(ranks: list[int]) -> bool:
    """Distinct ranks that only follow each other through the king and the 2 (K-A-2)."""
    present = set(ranks)
    if len(present) != len(ranks) or not {13, 2} <= present:
        return False
    for start in range(1, 14):
        if {(start - 1 + i) % 13 + 1 for i in range(len(ranks))} == present:
            return True
    return False


def _analyse_clean_run(naturals: list[str]) -> Meld:
    suit = suit_of(naturals[0])
    ranks = [rank_of(c) for c in naturals]
    aces = ranks.count(1)
    others = sorted(r for r in ranks if r != 1)
    for r in set(others):
        if others.count(r) > 1:
            raise _refuse(
                QT_TRANSLATE_NOOP("Refusal", "A run cannot hold the same card twice ({card})"),
                card=code_of(SUITS.index(suit), r),
            )
    n = len(ranks)
    if aces == 2 and n == 14:
        return _run_meld(suit, 1, 14, None)
    if aces <= 1:
        # Both readings fit only for A…K (13 cards): the ace high is worth more.
        for positions in (others + [14] * aces, [1] * aces + others):
            low = positions[0]
            if positions == list(range(low, low + n)):
                return _run_meld(suit, low, n, None)
        if aces and _round_the_corner(ranks):
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "A run cannot go round the corner (K-A-2)"))
    else:
        raise _refuse(
            QT_TRANSLATE_NOOP("Refusal", "A run cannot hold the same card twice ({card})"),
            card="A" + suit,
        )
    raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The cards of a run must follow each other"))


def _analyse_run_with_joker(codes: list[str], naturals: list[str]) -> Meld:
    suit = suit_of(naturals[0])
    n = len(codes)
    joker_at_index = codes.index(JOKER)
    first = next(i for i, c in enumerate(codes) if c != JOKER)
    first_rank = rank_of(codes[first])
    starts = [first_rank - first] + ([14 - first] if first_rank == 1 else [])
    for low in starts:
        if low < 1 or low + n - 1 > 14:
            continue
        if all(c == JOKER or rank_of(c) == (low + i - 1) % 13 + 1 for i, c in enumerate(codes)):
            return _run_meld(suit, low, n, low + joker_at_index)
    ranks = [rank_of(c) for c in naturals]
    others = [r for r in ranks if r != 1]
    for r in set(others):
        if others.count(r) > 1:
            raise _refuse(
                QT_TRANSLATE_NOOP("Refusal", "A run cannot hold the same card twice ({card})"),
                card=code_of(SUITS.index(suit), r),
            )
    if ranks.count(1) > 1 and n < 14:
        raise _refuse(
            QT_TRANSLATE_NOOP("Refusal", "A run cannot hold the same card twice ({card})"),
            card="A" + suit,
        )
    # Could the naturals make a run with the joker somewhere else, or in another order?
    fits_elsewhere = False
    for low in range(1, 16 - n):
        positions = set(range(low, low + n))
        want = {(p - 1) % 13 + 1 for p in positions}
        if (
            len(set(ranks)) == len(ranks)
            and set(ranks) <= want
            and (ranks.count(1) == 0 or 1 in positions or 14 in positions)
        ):
            fits_elsewhere = True
            break
    if fits_elsewhere:
        ascending = _is_ascending(naturals)
        if not ascending:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "A run with a joker must be laid in order"))
        raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The joker is out of place"))
    cyc = ranks + [0]
    if 13 in ranks and (1 in ranks or 2 in ranks) and _cyclic_fit(cyc, n):
        raise _refuse(QT_TRANSLATE_NOOP("Refusal", "A run cannot go round the corner (K-A-2)"))
    raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The cards of a run must follow each other"))


def _is_ascending(naturals: list[str]) -> bool:
    """Naturals read in order, the ace allowed at either end."""
    ranks = [rank_of(c) for c in naturals]
    for variant in (ranks, [14 if r == 1 else r for r in ranks]):
        if all(a < b for a, b in zip(variant, variant[1:], strict=False)):
            return True
    return False


def _cyclic_fit(ranks_with_joker: list[int], n: int) -> bool:
    naturals = [r for r in ranks_with_joker if r]
    if len(set(naturals)) != len(naturals):
        return False
    for start in range(1, 14):
        window = {(start - 1 + i) % 13 + 1 for i in range(n)}
        if set(naturals) <= window:
            return True
    return False


# --------------------------------------------------------------------------------------------
# The exact search.

_FIELD = 4
_GUARD_FIELD = 8
_GUARD = sum(_GUARD_FIELD << (_FIELD * i) for i in range(N_INDICES))
_ONE = [1 << (_FIELD * i) for i in range(N_INDICES)]


def _pack_hand(counts: list[int]) -> int:
    h = _GUARD
    for i, c in enumerate(counts):
        if c:
            h += c << (_FIELD * i)
    return h


def _count(h: int, i: int) -> int:
    return ((h >> (_FIELD * i)) & 15) - _GUARD_FIELD


@dataclass(frozen=True)
class _Candidate:
    value: int
    n: int
    usage: int
    clean: bool
    cards: tuple[str, ...]
    bound: int  # sum of the most each card could be worth (value bound)
    indices: tuple[int, ...]


def _candidate(cards: tuple[str, ...], value: int, clean: bool) -> _Candidate:
    usage = 0
    bound = 0
    indices = []
    for c in cards:
        i = INDEX[c]
        usage += _ONE[i]
        bound += 10 if i == JOKER_INDEX else set_value(i % 13 + 1)
        indices.append(i)
    return _Candidate(value, len(cards), usage, clean, cards, bound, tuple(indices))


_SET_CACHE: dict[tuple[int, tuple[int, ...], bool], _Candidate] = {}
_RUN_CACHE: dict[tuple[int, int, int, int | None], _Candidate] = {}


def _set_candidate(rank: int, suits: tuple[int, ...], joker: bool) -> _Candidate:
    key = (rank, suits, joker)
    c = _SET_CACHE.get(key)
    if c is None:
        cards = tuple(code_of(s, rank) for s in suits) + ((JOKER,) if joker else ())
        c = _SET_CACHE[key] = _candidate(cards, set_value(rank) * len(cards), False)
    return c


def _run_candidate(suit: int, low: int, n: int, joker_at: int | None) -> _Candidate:
    key = (suit, low, n, joker_at)
    c = _RUN_CACHE.get(key)
    if c is None:
        m = _run_meld(SUITS[suit], low, n, joker_at)
        c = _RUN_CACHE[key] = _candidate(m.cards, m.value, joker_at is None)
    return c


@lru_cache(maxsize=4096)
def _candidates(counts: tuple[int, ...]) -> tuple[_Candidate, ...]:
    """Every meld that can be made from ``counts``, most valuable first."""
    jokers = counts[JOKER_INDEX]
    out = _set_candidates(counts, jokers)
    for s in range(4):
        base = s * 13
        in_run = [False] + [counts[base + (p - 1) % 13] > 0 for p in range(1, 15)]
        for low in range(1, 13):
            out += _runs_from(s, low, in_run, counts[base], jokers)
    out.sort(key=_candidate_order)
    return tuple(out)


def _set_candidates(counts: tuple[int, ...], jokers: int) -> list[_Candidate]:
    """Every set ``counts`` can make: three or four suits of a rank, or two or three and the
    joker."""
    out: list[_Candidate] = []
    for rank in range(1, 14):
        present = tuple(s for s in range(4) if counts[s * 13 + rank - 1])
        if len(present) < 2 or (len(present) == 2 and not jokers):
            continue
        for k in (3, 4):
            out += [_set_candidate(rank, combo, False) for combo in combinations(present, k)]
        if jokers:
            for k in (2, 3):
                out += [_set_candidate(rank, combo, True) for combo in combinations(present, k)]
    return out


def _runs_from(s: int, low: int, in_run: list[bool], aces: int, jokers: int) -> list[_Candidate]:
    """Every run of suit ``s`` starting at ``low`` that the cards present (``in_run``, by
    position from 1, the ace, to 14, the ace again) and the jokers can make."""
    out: list[_Candidate] = []
    allowed = 1 if jokers else 0
    missing = 0
    missing_at = 0
    for high in range(low, 15):
        if not in_run[high]:
            missing += 1
            missing_at = high
            if missing > allowed:
                break
        n = high - low + 1
        if n < 3:
            continue
        if n == 14 and aces < 2 and missing == 0:
            # The 14-card run needs both aces (or the joker for one of them).
            if jokers:
                out.append(_run_candidate(s, 1, 14, 1))
                out.append(_run_candidate(s, 1, 14, 14))
            continue
        if missing == 0:
            out.append(_run_candidate(s, low, n, None))
            if jokers:
                out += [_run_candidate(s, low, n, j) for j in range(low, high + 1)]
        else:
            out.append(_run_candidate(s, low, n, missing_at))
    return out


def _candidate_order(c: _Candidate) -> tuple[int, int, tuple[str, ...]]:
    return (-c.value, -c.n, c.cards)


def _prepare(hand: Iterable[str], taken: str | None) -> list[int]:
    codes = list(hand)
    for code in codes + ([taken] if taken is not None else []):
        if code not in INDEX:
            raise ValueError(f"{code!r} is not a card code")
    if taken is not None:
        codes.append(taken)
    counts = [0] * N_INDICES
    for code in codes:
        counts[INDEX[code]] += 1
    return counts


def _selection_ok(chosen: list[_Candidate], taken_index: int | None) -> bool:
    """At least one clean run; with a taken card, a clean run that does not need its copy."""
    if taken_index == -1:  # no clean run asked for (bounds for the computer players)
        return True
    if taken_index is None:
        return any(c.clean for c in chosen)
    shift = _FIELD * taken_index
    total = sum((c.usage >> shift) & 15 for c in chosen)
    if total == 0:
        return False
    for c in chosen:
        if c.clean and total - ((c.usage >> shift) & 15) >= 1:
            return True
    return False


def _openings(counts: list[int], required: int, taken_index: int | None, collect: bool) -> Any:
    cands = _candidates(tuple(counts))
    h0 = _pack_hand(counts)
    n_cands = len(cands)
    bound0 = sum(
        c * (10 if i == JOKER_INDEX else set_value(i % 13 + 1)) for i, c in enumerate(counts)
    )
    cards0 = sum(counts)
    found: list[tuple[_Candidate, ...]] = []
    best: list[Any] = [required * 64 - 1, None]
    chosen: list[_Candidate] = []

    def dfs(start: int, h: int, value: int, ncards: int, bound_left: int, cards_left: int) -> None:
        if chosen and value >= required and _selection_ok(chosen, taken_index):
            if collect:
                found.append(tuple(chosen))
            else:
                score = value * 64 + ncards
                if score > best[0]:
                    best[0] = score
                    best[1] = tuple(chosen)
        slots = MAX_MELDS_AT_ONCE - len(chosen)
        if slots == 0:
            return
        for j in range(start, n_cands):
            c = cands[j]
            cv = c.value * slots
            reach = value + (bound_left if bound_left < cv else cv)
            if reach < required:
                break
            if not collect and reach * 64 + ncards + cards_left <= best[0]:
                break
            rest = h - c.usage
            if rest & _GUARD != _GUARD:
                continue
            chosen.append(c)
            dfs(j, rest, value + c.value, ncards + c.n, bound_left - c.bound, cards_left - c.n)
            chosen.pop()

    dfs(0, h0, 0, 0, bound0, cards0)
    return found if collect else best[1]


def _as_melds(selection: Iterable[_Candidate]) -> list[Meld]:
    return [analyse(c.cards) for c in selection]


def best_opening(
    hand: Iterable[str], required: int, *, taken: str | None = None
) -> list[Meld] | None:
    """The most valuable opening of 1–4 melds from ``hand`` (then the one with most cards),
    worth at least ``required`` and holding a clean run; ``None`` if there is none.

    ``taken`` is a card taken from the discard pile, added to ``hand``: one copy of it must be
    in the melds, and not in the clean run that satisfies the rule.
    """
    counts = _prepare(hand, taken)
    selection = _openings(counts, required, None if taken is None else INDEX[taken], False)
    return None if selection is None else _as_melds(selection)


def best_meld_value(hand: Iterable[str]) -> int:
    """The most points 1–4 melds of ``hand`` can make, clean run or not (a bound)."""
    selection = _openings(_prepare(hand, None), 1, -1, False)
    return 0 if selection is None else sum(c.value for c in selection)


def all_openings(
    hand: Iterable[str], required: int, *, taken: str | None = None
) -> list[list[Meld]]:
    """Every opening (a multiset of 1–4 melds) that ``best_opening`` would accept."""
    counts = _prepare(hand, taken)
    selections = _openings(counts, required, None if taken is None else INDEX[taken], True)
    return [_as_melds(s) for s in selections]


def _closes(
    counts: list[int], taken_index: int | None, collect: bool
) -> list[tuple[_Candidate, ...]]:
    cands = _candidates(tuple(counts))
    by_card: list[list[_Candidate]] = [[] for _ in range(N_INDICES)]
    for c in cands:
        for i in set(c.indices):
            by_card[i].append(c)
    found: dict[tuple[tuple[str, ...], ...], tuple[_Candidate, ...]] = {}
    chosen: list[_Candidate] = []

    def dfs(h: int, left_out: bool) -> bool:
        i = 0
        while i < N_INDICES and ((h >> (_FIELD * i)) & 15) == _GUARD_FIELD:
            i += 1
        if i == N_INDICES or (i == JOKER_INDEX and _count(h, i) == 1 and not left_out):
            if chosen and _selection_ok(chosen, taken_index):
                key = tuple(sorted(c.cards for c in chosen))
                if key not in found:
                    found[key] = tuple(chosen)
                    if not collect:
                        return True
            return False
        if i == JOKER_INDEX:
            return False
        if not left_out and dfs(h - _ONE[i], True):
            return True
        if len(chosen) < MAX_MELDS_AT_ONCE:
            for c in by_card[i]:
                rest = h - c.usage
                if rest & _GUARD != _GUARD:
                    continue
                chosen.append(c)
                done = dfs(rest, left_out)
                chosen.pop()
                if done:
                    return True
        return False

    dfs(_pack_hand(counts), False)
    return list(found.values())


def direct_close(hand: Iterable[str], *, taken: str | None = None) -> list[Meld] | None:
    """At most four melds covering every card of ``hand`` (plus ``taken``) but at most one,
    with a clean run (with ``taken``: in the melds, not in that clean run); or ``None``."""
    counts = _prepare(hand, taken)
    found = _closes(counts, None if taken is None else INDEX[taken], False)
    return _as_melds(found[0]) if found else None


def all_direct_closes(hand: Iterable[str], *, taken: str | None = None) -> list[list[Meld]]:
    counts = _prepare(hand, taken)
    return [_as_melds(s) for s in _closes(counts, None if taken is None else INDEX[taken], True)]


def candidate_melds(hand: Iterable[str]) -> list[Meld]:
    """Every meld that can be made from the cards of ``hand`` (each once)."""
    return [analyse(c.cards) for c in _candidates(tuple(_prepare(hand, None)))]


@lru_cache(maxsize=65536)
def _cover(counts: tuple[int, ...]) -> tuple[int, int, tuple[tuple[str, ...], ...]]:
    """(cards in melds, their value, the melds) of the best arrangement of a whole hand into any
    number of melds: most cards first, then most value."""
    cands = _candidates(counts)
    by_card: list[list[_Candidate]] = [[] for _ in range(N_INDICES)]
    for c in cands:
        first = min(i for i in c.indices if i != JOKER_INDEX)
        by_card[first].append(c)
    memo: dict[int, tuple[int, int, tuple[tuple[str, ...], ...]]] = {}

    def best(h: int) -> tuple[int, int, tuple[tuple[str, ...], ...]]:
        if h in memo:
            return memo[h]
        i = 0
        while i < JOKER_INDEX and ((h >> (_FIELD * i)) & 15) == _GUARD_FIELD:
            i += 1
        if i >= JOKER_INDEX:
            return (0, 0, ())
        result = best(h - _ONE[i])  # this card stays out of the melds
        for c in by_card[i]:
            rest = h - c.usage
            if rest & _GUARD != _GUARD:
                continue
            n, v, ms = best(rest)
            if (n + c.n, v + c.value) > result[:2]:
                result = (n + c.n, v + c.value, ms + (c.cards,))
        memo[h] = result
        return result

    return best(_pack_hand(list(counts)))


def best_cover(hand: Iterable[str]) -> tuple[int, int, list[tuple[str, ...]]]:
    """The arrangement of ``hand`` into melds (no limit on their number) that leaves the fewest
    cards out, then has the most value: ``(cards used, value, melds)``."""
    n, v, melds = _cover(tuple(_prepare(hand, None)))
    return n, v, list(melds)


# --------------------------------------------------------------------------------------------
# How far a hand is from an opening (hints and computer players).


@lru_cache(maxsize=16384)
def _partials(counts: tuple[int, ...]) -> tuple[tuple[int, int, bool, tuple[int, ...]], ...]:
    """Two cards one card short of a meld: ``(value once complete, usage, clean run?,
    indices of the cards that complete it)``, most valuable first."""
    out: list[tuple[int, int, bool, tuple[int, ...]]] = []
    for rank in range(1, 14):
        present = [s for s in range(4) if counts[s * 13 + rank - 1]]
        for a, b in combinations(present, 2):
            usage = _ONE[a * 13 + rank - 1] + _ONE[b * 13 + rank - 1]
            missing = tuple(s * 13 + rank - 1 for s in range(4) if s not in (a, b))
            out.append((3 * set_value(rank), usage, False, missing))
    for s in range(4):
        base = s * 13
        in_run = [False] + [counts[base + (p - 1) % 13] > 0 for p in range(1, 15)]
        for p in range(1, 14):
            if not in_run[p]:
                continue
            for q in (p + 1, p + 2):
                if q > 14 or not in_run[q] or (p == 1 and q == 14):
                    continue
                usage = _ONE[base + (p - 1) % 13] + _ONE[base + (q - 1) % 13]
                if q == p + 2:
                    windows = [(p, p + 1)]
                else:
                    windows = [(w, e) for w, e in ((p - 1, p - 1), (q + 1, q + 1)) if 1 <= e <= 14]
                    windows = [(min(p, e), e) for _, e in windows]
                for low, need in windows:
                    lo = min(low, p)
                    value = sum(position_value(x) for x in range(lo, lo + 3))
                    out.append((value, usage, True, (base + (need - 1) % 13,)))
    out.sort(key=lambda t: -t[0])
    return tuple(out)


@dataclass(frozen=True)
class OpeningFacts:
    """What the exact search says about opening with ``hand`` now, for the screen to word a
    refusal constructively: ``best`` the most valuable opening reaching ``required`` (``None``
    if there is none), ``clean_run`` whether any clean run can be made at all, ``most`` the most
    points an opening with a clean run can make (below ``required`` when ``best`` is None)."""

    required: int
    best: tuple[Meld, ...] | None
    clean_run: bool
    most: int


def opening_facts(hand: Iterable[str], required: int, *, taken: str | None = None) -> OpeningFacts:
    hand = list(hand)
    best = best_opening(hand, required, taken=taken)
    if best is not None:
        return OpeningFacts(required, tuple(best), True, sum(m.value for m in best))
    cards = hand + ([taken] if taken is not None else [])
    clean = any(m.clean and m.kind == "run" for m in candidate_melds(cards))
    most = best_opening(hand, 0, taken=taken) if clean else None
    return OpeningFacts(required, None, clean, sum(m.value for m in most) if most else 0)


def opening_distance(
    hand: Iterable[str], required: int, unseen: Mapping[str, int] | None = None
) -> tuple[int, int, int]:
    """``(cards missing, outs, value)``: the fewest cards this hand still needs to open with at least
    ``required`` points in at most four melds with a clean run, counting a pair or two cards of
    a run as one card short; ``outs`` sums the unseen cards (``unseen``: a count per code, two
    copies each if not given) that complete the partial melds used; ``value`` is the most that
    four such groups can reach. ``cards missing`` is 5 when even four groups fall short."""
    counts = _prepare(hand, None)
    key = tuple(counts)
    complete = [(c.value, c.usage, c.clean, ()) for c in _candidates(key)]
    groups = sorted(complete + list(_partials(key)), key=lambda g: -g[0])
    if unseen is None:
        left = [max(0, 2 - c) for c in counts[:52]] + [0]
    else:
        left = [unseen.get(code, 0) for code in _CODES]
    h0 = _pack_hand(counts)
    best = [5, 0, 0]
    n_groups = len(groups)

    def dfs(start: int, h: int, value: int, cost: int, outs: int, clean: bool, depth: int) -> None:
        if value > best[2]:
            best[2] = value
        if value >= required and clean:
            if cost < best[0] or (cost == best[0] and outs > best[1]):
                best[0], best[1] = cost, outs
            return
        if depth == MAX_MELDS_AT_ONCE:
            return
        slots = MAX_MELDS_AT_ONCE - depth
        for j in range(start, n_groups):
            gvalue, usage, gclean, missing = groups[j]
            if value + gvalue * slots < min(required, best[2] + 1):
                break
            gcost = 1 if missing else 0
            if cost + gcost > best[0]:
                continue
            rest = h - usage
            if rest & _GUARD != _GUARD:
                continue
            gouts = sum(left[i] for i in missing) if missing else 0
            if missing and gouts == 0:
                continue
            dfs(
                j + 1 if missing else j,
                rest,
                value + gvalue,
                cost + gcost,
                outs + gouts,
                clean or gclean,
                depth + 1,
            )

    dfs(0, h0, 0, 0, 0, False, 0)
    return best[0], best[1], best[2]


from abyss_cards.games.rami.cards import CODES as _CODES  # noqa: E402
