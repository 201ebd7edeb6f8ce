"""Why a Court Lord cannot be recruited, in data (issue #23): the engine's ``recruit_check``
for a seat and a Lord, from what that seat may see, agreeing with ``can_afford``."""

import random

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.games.abyss.state import AbyssState

# Lord 30, the Miller: cost 8, 2 races, seahorses required. Lord 33, the Sage: cost 10, 5
# races, none required. Lord 27, the Keeper: cost 6, 3 races, seahorses required.
COURT = [30, 27, 28, 29, 31, 33]


def state(hand, pearls=0, **kw):
    return scenario(court=COURT, hands={0: hand}, pearls={0: pearls}, **kw)


def test_an_affordable_lord_is_possible_now():
    s = state([("seahorses", 4), ("crabs", 4)])
    check = s.recruit_check(0, 30)
    assert check.possible and check.affordable and check.blocked is None
    assert (check.required_race, check.races_lacking, check.pearls_short) == (None, 0, 0)
    assert check.cost == 8


def test_the_required_race_missing():
    s = state([("crabs", 5), ("squids", 5)], pearls=5)
    check = s.recruit_check(0, 30)
    assert not check.affordable and not check.possible
    assert check.required_race == "seahorses"
    assert check.races_lacking == 1 and check.pearls_short == 0


def test_distinct_races_missing_are_counted():
    s = state([("crabs", 5), ("squids", 5)], pearls=10)
    check = s.recruit_check(0, 33)  # five races, the hand has two
    assert check.required_race is None and check.races_lacking == 3
    keeper = s.recruit_check(0, 27)  # three races with seahorses: seahorses lacking, no more
    assert keeper.required_race == "seahorses" and keeper.races_lacking == 1
    s = state([("crabs", 5)], pearls=10)
    keeper = s.recruit_check(0, 27)  # seahorses and one more race lacking
    assert keeper.required_race == "seahorses" and keeper.races_lacking == 2


def test_pearls_short():
    s = state([("seahorses", 3), ("crabs", 2)], pearls=1)
    check = s.recruit_check(0, 30)  # 5 + 1 Pearl of 8
    assert check.required_race is None and check.races_lacking == 0
    assert check.pearls_short == 2 and not check.affordable


def test_races_and_pearls_both_short():
    s = state([("crabs", 1)], pearls=0)
    check = s.recruit_check(0, 30)
    assert check.required_race == "seahorses" and check.races_lacking == 1
    assert check.pearls_short == 7


def test_not_now_is_said_apart_from_the_hand():
    s = state([("seahorses", 4), ("crabs", 4)])
    s.hands[1] = list(s.hands[0])
    s.hands[0] = []
    check = s.recruit_check(1, 30)  # seat 1 could pay, but it is seat 0's turn
    assert check.affordable and check.blocked == "not_your_turn" and not check.possible
    s = state([("seahorses", 4), ("crabs", 4)])
    s.apply(A.Recruit(30))  # paying: no other recruit now
    assert s.recruit_check(0, 30).blocked == "not_main"
    assert s.recruit_check(0, 1).blocked == "not_at_court"


def test_the_check_agrees_with_can_afford_in_random_games():
    rng = random.Random(3)
    seen = 0
    for game in range(4):
        s = AbyssState.new(3, game)
        for _ in range(150):
            if s.is_over:
                break
            s.apply(rng.choice(s.legal_actions()))
            for seat in range(s.n):
                for lord in s.court:
                    check = s.recruit_check(seat, lord)
                    assert check.affordable == s.can_afford(seat, lord)
                    seen += 1
    assert seen > 100
