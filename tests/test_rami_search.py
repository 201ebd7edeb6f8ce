"""The exact search (best_opening, all_openings, direct_close) against a brute force that tries
every subset of card positions, on many small random hands."""

from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from abyss_cards.games.rami.melds import (
    IllegalMeld,
    all_direct_closes,
    all_openings,
    analyse,
    best_cover,
    best_opening,
    direct_close,
)

UNIVERSE = [
    "AS",
    "2S",
    "3S",
    "4S",
    "5S",
    "QS",
    "KS",
    "AH",
    "2H",
    "3H",
    "QH",
    "KH",
    "AD",
    "2D",
    "3D",
    "KD",
    "AC",
    "JK",
]


def _readings(cards):
    if cards.count("JK") != 1:
        return [cards]
    naturals = [c for c in cards if c != "JK"]
    out = []
    order = {"A": 1, "J": 11, "Q": 12, "K": 13}
    for ace_high in (False, True):

        def key(c, ace_high=ace_high):
            r = c[:-1]
            v = order.get(r) or int(r)
            return 14 if ace_high and v == 1 else v

        ordered = sorted(naturals, key=key)
        for i in range(len(ordered) + 1):
            out.append(ordered[:i] + ["JK"] + ordered[i:])
    return out


def _melds_by_positions(cards):
    """(positions, Meld) for every subset of positions that reads as a meld, every reading."""
    out = []
    for k in range(3, len(cards) + 1):
        for combo in combinations(range(len(cards)), k):
            seen = set()
            for reading in _readings([cards[i] for i in combo]):
                try:
                    meld = analyse(reading)
                except IllegalMeld:
                    continue
                if meld.cards not in seen:
                    seen.add(meld.cards)
                    out.append((frozenset(combo), meld))
    return out


def _selections(cards, max_melds=4):
    """Every selection of 1..max_melds disjoint melds (as lists of (positions, meld))."""
    melds = _melds_by_positions(cards)
    result = []

    def rec(start, used, chosen):
        if chosen:
            result.append(list(chosen))
        if len(chosen) == max_melds:
            return
        for j in range(start, len(melds)):
            pos, meld = melds[j]
            if pos & used:
                continue
            chosen.append((pos, meld))
            rec(j + 1, used | pos, chosen)
            chosen.pop()

    rec(0, frozenset(), [])
    return result


def _ok(selection, taken_position):
    if taken_position is None:
        return any(m.clean for _, m in selection)
    if not any(taken_position in pos for pos, _ in selection):
        return False
    return any(m.clean and taken_position not in pos for pos, m in selection)


def _key(melds):
    return tuple(sorted(tuple(m.cards) for m in melds))


hands = st.lists(st.sampled_from(UNIVERSE), min_size=4, max_size=9).filter(
    lambda h: all(n <= 2 for c, n in Counter(h).items() if c != "JK") and h.count("JK") <= 2
)


def _brute_openings(hand, required, taken):
    cards = list(hand) + ([taken] if taken else [])
    tpos = len(hand) if taken else None
    return [
        s for s in _selections(cards) if _ok(s, tpos) and sum(m.value for _, m in s) >= required
    ]


@settings(max_examples=150, deadline=None)
@given(
    hands, st.integers(min_value=3, max_value=70), st.one_of(st.none(), st.sampled_from(UNIVERSE))
)
def test_best_opening_matches_brute_force(hand, required, taken):
    if taken and Counter(hand + [taken])[taken] > (4 if taken == "JK" else 2):
        taken = None
    brute = _brute_openings(hand, required, taken)
    found = best_opening(hand, required, taken=taken)
    if not brute:
        assert found is None
        return
    best = max((sum(m.value for _, m in s), sum(len(p) for p, _ in s)) for s in brute)
    assert found is not None
    assert (sum(m.value for m in found), sum(len(m.cards) for m in found)) == best
    used = Counter(c for m in found for c in m.cards)
    assert not used - Counter(hand + ([taken] if taken else []))
    # Every opening the brute force finds, all_openings finds, and no other.
    assert {_key(m for _, m in s) for s in brute} == {
        _key(ms) for ms in all_openings(hand, required, taken=taken)
    }


@settings(max_examples=150, deadline=None)
@given(hands, st.one_of(st.none(), st.sampled_from(UNIVERSE)))
def test_direct_close_matches_brute_force(hand, taken):
    if taken and Counter(hand + [taken])[taken] > (4 if taken == "JK" else 2):
        taken = None
    cards = list(hand) + ([taken] if taken else [])
    tpos = len(hand) if taken else None
    brute = [
        s
        for s in _selections(cards)
        if _ok(s, tpos) and sum(len(p) for p, _ in s) >= len(cards) - 1
    ]
    found = direct_close(hand, taken=taken)
    assert (found is None) == (not brute)
    if found is not None:
        assert sum(len(m.cards) for m in found) >= len(cards) - 1
        assert not Counter(c for m in found for c in m.cards) - Counter(cards)
        assert {_key(m for _, m in s) for s in brute} == {
            _key(ms) for ms in all_direct_closes(hand, taken=taken)
        }


@settings(max_examples=80, deadline=None)
@given(hands)
def test_best_cover_matches_brute_force(hand):
    best = max(
        [(0, 0)]
        + [
            (sum(len(p) for p, _ in s), sum(m.value for _, m in s))
            for s in _selections(hand, max_melds=9)
        ]
    )
    n, v, melds = best_cover(hand)
    assert (n, v) == best
    assert not Counter(c for m in melds for c in m) - Counter(hand)


def test_both_copies_of_a_card_are_used():
    hand = "5H 6H 7H 5H 6H 7H 5S".split()
    melds = best_opening(hand, 30)
    assert sorted(m.cards for m in melds) == [("5H", "6H", "7H"), ("5H", "6H", "7H")]


def test_the_joker_can_take_the_place_of_a_card_in_hand():
    # 3H 4H 5H clean + 4H JK 6H (the joker for the second 5H is not in hand).
    hand = "3H 4H 4H 5H 6H JK".split()
    found = best_opening(hand, 27)
    assert sum(m.value for m in found) == 27 and sum(len(m.cards) for m in found) == 6
    assert any("JK" in m.cards for m in found)


def test_taken_card_may_not_make_the_clean_run():
    hand = "KS KH KD 9C 10C".split()
    assert best_opening(hand, 30, taken="JC") is None  # JC would be in the only clean run
    assert best_opening(hand + ["JC"], 30, taken="KC") is not None
    # With a copy of JC in hand, the taken copy can go to another meld.
    hand2 = "JS JD 9C 10C JC".split()
    found = best_opening(hand2, 20, taken="JC")
    assert found is not None and sum(m.value for m in found) == 59


def test_aces_low_and_high():
    found = best_opening("AS 2S 3S QH KH AH".split(), 36)
    assert sum(m.value for m in found) == 36
    assert best_opening("AS 2S 3S QH KH AH".split(), 37) is None


def test_fourteen_card_direct_close():
    hand = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 5C".split()
    melds = direct_close(hand)
    assert melds is not None and len(melds[0].cards) == 14
