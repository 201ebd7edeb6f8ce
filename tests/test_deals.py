"""Deal numbers (``core/deals.py``): the deal of the day is the same for everyone on a date,
differs from day to day and from game to game, and is a number the dialog accepts."""

from datetime import date, timedelta

import pytest

from abyss_cards.core import deals
from abyss_cards.games import registry

DAY = date(2026, 12, 2)


@pytest.mark.parametrize("key", registry.keys())
def test_the_deal_of_the_day_is_the_same_for_the_same_game_and_date(key):
    assert deals.deal_of_the_day(key, DAY) == deals.deal_of_the_day(key, date(2026, 12, 2))


def test_the_deal_of_the_day_is_fixed_for_ever():
    # Written down once: a change of recipe would give friends different deals of the day.
    assert deals.deal_of_the_day("plongee", DAY) == 776817


def test_each_day_and_each_game_has_its_own_deal():
    days = [DAY + timedelta(days=n) for n in range(366)]
    for key in registry.keys():
        numbers = [deals.deal_of_the_day(key, day) for day in days]
        assert len(set(numbers)) > 360  # a few collisions among a million numbers, no more
        assert all(deals.FIRST <= n <= deals.LAST and deals.is_deal(n) for n in numbers)
    assert len({deals.deal_of_the_day(key, DAY) for key in registry.keys()}) == len(registry.keys())


def test_a_deal_number_is_what_a_person_could_type():
    assert deals.is_deal(0) and deals.is_deal(10**deals.DIGITS - 1)
    for wrong in (True, -1, 10**deals.DIGITS, "4821", 4821.0, None):
        assert not deals.is_deal(wrong)
    assert all(deals.FIRST <= deals.random_deal() <= deals.LAST for _ in range(100))
