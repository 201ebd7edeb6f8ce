"""The hand arrangement: five zones and X, switches, runs put in order, the card in X taking the
place of a discarded card, sorting, "arrange in melds", and the saved form."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from abyss_cards.games.rami.cards import full_deck
from abyss_cards.games.rami.melds import analyse, best_opening
from abyss_cards.ui.rami.zones import ALL_ZONES, ZONES, Arrangement, X, zone_status


def test_a_valid_run_without_joker_is_put_in_order_at_once():
    a = Arrangement([["7H", "5H"], [], [], [], [], ["6H"]])
    a.move("6H", X, 0)
    assert a.zones[0] == ["5H", "6H", "7H"]
    # Ace high after the king, ace low before the two.
    a = Arrangement([["AS", "QS", "KS"], ["3D", "AD", "2D"], [], [], [], []])
    a.tidy()
    assert a.zones[0] == ["QS", "KS", "AS"] and a.zones[1] == ["AD", "2D", "3D"]
    # A run with a joker is left as the person placed it; so is a set.
    a = Arrangement([["7H", "JK", "5H"], ["9S", "9D", "9C"], [], [], [], []])
    a.tidy()
    assert a.zones[0] == ["7H", "JK", "5H"] and a.zones[1] == ["9S", "9D", "9C"]


def test_zone_status_says_kind_value_clean_or_why_not():
    s = zone_status(["5H", "6H", "7H"])
    assert s.meld.kind == "run" and s.meld.value == 18 and s.meld.clean
    s = zone_status(["5H", "JK", "7H"])
    assert s.meld.kind == "run" and not s.meld.clean
    s = zone_status(["KS", "KD", "KC"])
    assert s.meld.kind == "set" and s.meld.value == 30
    s = zone_status(["KS", "KS", "KC"])
    assert s.meld is None and s.error is not None
    assert zone_status([]).empty


def test_a_discard_from_a_zone_lets_the_card_in_x_take_its_place():
    a = Arrangement([["2S", "9D", "4C"], ["5H", "6H", "7H"], [], [], [], ["KD"]])
    a.remove("9D", 0, fill_from_x=True)
    assert a.zones[0] == ["2S", "KD", "4C"] and a.zones[X] == []
    # Discarding the card in X itself leaves the zones as they were.
    a = Arrangement([["2S", "4C"], [], [], [], [], ["KD"]])
    a.remove("KD", X, fill_from_x=True)
    assert a.zones[0] == ["2S", "4C"] and a.zones[X] == []


def test_at_most_four_switches_and_never_on_an_empty_zone():
    a = Arrangement([["2S"], ["3S"], ["4S"], ["5S"], ["6S"], []])
    assert all(a.toggle(z) for z in range(4))
    assert not a.toggle(4)
    assert a.toggle(0) and a.toggle(4)
    a.move("3S", 1, 0)
    assert not a.switches[1]  # an emptied zone loses its switch
    assert a.switched() == [2, 3, 4]
    assert not a.toggle(1)  # nothing to lay down there


def test_reconcile_puts_new_cards_in_x_and_removes_what_left():
    a = Arrangement([["5H", "6H", "7H"], ["KS"], [], [], [], []])
    a.reconcile(["5H", "6H", "7H", "KS", "2D"])
    assert a.zones[X] == ["2D"]
    a.reconcile(["KS", "2D"], prefer_removing=[0])
    assert a.zones[0] == [] and a.zones[1] == ["KS"]


def test_sorting_keeps_every_card():
    hand = ["KS", "2D", "KD", "JK", "9H", "10H", "JH", "3C", "KC", "AS"]
    a = Arrangement([[], [], [], [], [], list(hand)])
    a.sort_by_suit()
    assert Counter(a.cards()) == Counter(hand)
    assert a.zones[4] == ["JK"] and a.zones[X] == []
    assert a.zones[1] == ["9H", "10H", "JH"]  # hearts, a run in order
    a.sort_by_rank()
    assert Counter(a.cards()) == Counter(hand)
    flat = a.cards()
    kings = [i for i, c in enumerate(flat) if c.startswith("K")]
    assert kings == list(range(kings[0], kings[0] + 3))  # the kings side by side


def test_arrange_in_melds_places_the_best_opening_with_its_switches_on():
    hand = ["10H", "JH", "QH", "KH", "9S", "9D", "9C", "KS", "KD", "KC", "2S", "5D", "7C", "8C"]
    a = Arrangement([[], [], [], [], [], list(hand)])
    best = best_opening(hand, 81)  # what the engine's view.best_opening() gives
    assert a.arrange_melds(hand, [m.cards for m in best])
    assert Counter(a.cards()) == Counter(hand)
    assert a.switched_value() == sum(m.value for m in best)
    assert a.switched_value() >= 81
    for z in a.switched():
        analyse(a.zones[z])
    # Not enough for an opening: the melds are placed, no switch is on.
    small = ["5H", "6H", "7H", "2S", "9D"]
    a = Arrangement([[], [], [], [], [], list(small)])
    assert best_opening(small, 81) is None
    assert not a.arrange_melds(small, None)
    assert a.zones[0] == ["5H", "6H", "7H"] and not any(a.switches)


def test_saved_form_round_trip_and_bad_data():
    a = Arrangement([["5H", "6H", "7H"], ["KS"], [], [], ["2D"], ["9C"]], [True, False])
    b = Arrangement.from_json(a.to_json())
    assert b.zones == a.zones and b.switches == a.switches
    with pytest.raises(ValueError):
        Arrangement.from_json({"zones": [[]] * 3})
    with pytest.raises(ValueError):
        Arrangement.from_json({"zones": [[1]] * ALL_ZONES})


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(full_deck(4)), min_size=1, max_size=15),
    st.lists(st.tuples(st.integers(0, ALL_ZONES - 1), st.integers(0, ALL_ZONES - 1)), max_size=12),
)
def test_moves_and_sorts_never_lose_a_card(hand, moves):
    a = Arrangement.dealt(hand)
    for src, dst in moves:
        if a.zones[src]:
            a.move(a.zones[src][0], src, dst)
    assert Counter(a.cards()) == Counter(hand)
    assert sum(a.switches) <= 4 and len(a.zones) == ZONES + 1
    a.sort_by_rank()
    assert Counter(a.cards()) == Counter(hand)
