"""One test per Lord power, each with a position set up for it."""

import pytest

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import LORD_BY_ID, RACES
from abyss_cards.games.abyss.scenario import scenario

M = ("monster", 0)


def play(state, *actions):
    for action in actions:
        state.apply(action)


def pay_cards(lord):
    """One Ally of value 1 per race the Lord asks for, its required race first."""
    spec = LORD_BY_ID[lord]
    races = [spec.required_race] if spec.required_race else []
    races += [r for r in RACES if r not in races][: spec.races - len(races)]
    return [(race, 1) for race in races]


def setup(lord, players=2, hand=(), pearls=20, **kw):
    court = kw.pop("court", [lord, 27, 28, 29])
    hands = kw.pop("hands", {})
    hands[0] = pay_cards(lord) + list(hand)
    pearl_map = {0: pearls, **kw.pop("pearls_of", {})}
    return scenario(players, court=court, hands=hands, pearls=pearl_map, **kw)


def recruit(s, lord):
    play(s, A.Recruit(lord))
    for race, value in pay_cards(lord):
        play(s, A.PayWith(race, value))
    play(s, A.FinishPayment())
    if s.pending == "federate":
        play(s, s.legal_actions()[0])


def test_recruiter_makes_opponents_pay_two_more():
    s = setup(30, lords={1: [1]})
    assert s.recruit_cost(0, 30) == 10 and s.recruit_cost(1, 30) == 8
    recruit(s, 30)
    assert s.pearls[0] == 20 - (10 - 2)


def test_jailer_makes_each_opponent_discard_one_ally():
    s = setup(2, players=3, hands={1: [("crabs", 5), ("squids", 2)], 2: [("jellyfish", 3)]})
    recruit(s, 2)
    assert s.pending == "jail" and s.current_player == 1
    play(s, A.Discard("squids", 2))
    assert s.current_player == 2
    play(s, A.Discard("jellyfish", 3))
    assert s.hand(1) == [("crabs", 5)] and s.hand(2) == []
    assert s.current_player == 1 and s.active == 1  # seat 0's turn is over


def test_seeker_takes_two_pearls_from_each_opponent():
    s = setup(3, players=3, pearls_of={1: 5, 2: 1})
    recruit(s, 3)
    assert s.pearls[1] == 3 and s.pearls[2] == 0


def test_assassin_disables_one_free_lord_of_each_opponent():
    s = setup(4, lords={1: [32, 12]})
    recruit(s, 4)
    assert s.pending == "assassin" and s.current_player == 0
    assert set(s.legal_actions()) == {A.DisableLord(1, 32), A.DisableLord(1, 12)}
    assert s.keys(1) == 1
    play(s, A.DisableLord(1, 12))
    assert s.disabled_lords(1) == [12] and s.keys(1) == 0
    assert s.active_lords(1) == [32] and s.free_lords(1) == [32, 12]
    # The disabled Slaver's power is gone.
    assert not any(isinstance(a, A.SellAlly) for a in s.legal_actions())
    assert s.score_parts(1)["lords"] == 12 + 5


def test_commander_limits_opponents_to_six_allies():
    big = [
        ("crabs", 1),
        ("crabs", 2),
        ("squids", 1),
        ("squids", 2),
        ("squids", 3),
        ("jellyfish", 1),
        ("jellyfish", 2),
        ("seahorses", 1),
    ]
    s = setup(5, hands={1: big})
    recruit(s, 5)
    assert s.pending == "discard_down" and s.current_player == 1
    play(s, A.Discard("crabs", 1), A.Discard("crabs", 2))
    assert len(s.hand(1)) == 6 and s.current_player == 1 and s.pending == "main"
    # At the end of seat 1's own turn too.
    s.council["seahorses"] = [s.deck.pop() for _ in range(2)]
    s._legal_cache = None
    play(s, A.RequestSupport("seahorses"))
    assert s.pending == "discard_down" and len(s.hand(1)) == 8


def test_commander_applies_after_an_out_of_turn_purchase():
    six = [
        ("crabs", 1),
        ("crabs", 2),
        ("squids", 1),
        ("squids", 2),
        ("squids", 3),
        ("jellyfish", 1),
    ]
    s = scenario(lords={0: [5]}, hands={1: six}, pearls={1: 3}, deck_top=[("seahorses", 5)])
    play(s, A.Explore(), A.Buy())
    assert s.pending == "discard_down" and s.current_player == 1
    play(s, A.Discard("crabs", 1))
    assert s.current_player == 0 and s.pending in ("ally_choice", "monster_choice", "auction")


def test_tamer_gives_the_previous_threat_space():
    s = scenario(lords={1: [6]}, deck_top=[M], threat=3, pearls={0: 0, 1: 0})
    play(s, A.Explore(), A.Fight())
    # Space 2 pays two P/M instead of space 3's key.
    assert s.key_tokens[0] == 0 and s.pending == "reward" and s.pending_step()["left"] == 2
    s = scenario(lords={1: [6]}, deck_top=[M], threat=1, pearls={0: 0, 1: 0})
    play(s, A.Explore(), A.Fight())
    assert s.pending == "reward" and s.pending_step()["left"] == 1


def test_shaman_protects_from_the_tamer_and_military_powers():
    s = scenario(lords={0: [14], 1: [6, 1]}, deck_top=[M], threat=3, pearls={1: 0})
    play(s, A.Explore(), A.Fight())
    assert s.key_tokens[0] == 1
    assert s.recruit_cost(0, 30) == 8
    s = setup(3, pearls_of={1: 5}, lords={1: [14]})
    recruit(s, 3)
    assert s.pearls[1] == 5


def test_hunter_takes_a_random_monster_token():
    s = setup(7, players=3, monster_tokens={1: [2, 4], 2: [3]})
    recruit(s, 7)
    assert s.pending == "hunter"
    assert set(s.legal_actions()) == {A.HuntFrom(1), A.HuntFrom(2)}
    play(s, A.HuntFrom(1))
    assert len(s.monster_tokens[1]) == 1 and len(s.monster_tokens[0]) == 1
    assert sorted(s.monster_tokens[0] + s.monster_tokens[1]) == [2, 4]


def test_ship_master_pays_per_race_sent_to_the_council():
    s = scenario(
        lords={0: [8]},
        pearls={0: 0, 1: 0},
        deck_top=[("crabs", 1), ("squids", 1), ("crabs", 2), ("seahorses", 1)],
    )
    play(s, A.Explore(), A.RevealNext(), A.RevealNext(), A.RevealNext(), A.TakeAlly())
    assert s.pearls[0] == 2  # crabs and squids


@pytest.mark.parametrize("lord,gain", [(9, 3), (10, 2), (13, 1)])
def test_merchants_gain_pearls(lord, gain):
    s = setup(lord, pearls=20)
    cost = LORD_BY_ID[lord].cost - LORD_BY_ID[lord].races
    recruit(s, lord)
    assert s.pearls[0] == 20 - cost + gain


def test_trader_gains_three_pearls():
    s = setup(9, pearls=10)
    recruit(s, 9)
    assert s.pearls[0] == 10 - 7 + 3


def test_peddler_gains_two_pearls():
    s = setup(10, pearls=10)
    recruit(s, 10)
    assert s.pearls[0] == 10 - 7 + 2


def test_shopkeeper_gains_one_pearl():
    s = setup(13, pearls=10)
    recruit(s, 13)
    assert s.pearls[0] == 10 - 3 + 1


def test_landlord_pays_now_and_at_each_turn_start():
    s = setup(11, pearls=10)
    recruit(s, 11)
    assert s.pearls[0] == 10 - 8 + 1
    play(s, s.legal_actions()[-1])  # seat 1 plays something
    while s.active == 1:
        play(s, s.legal_actions()[-1])
    assert s.pearls[0] == 4


def test_slaver_sells_one_ally_per_turn():
    s = scenario(
        lords={0: [12]},
        hands={0: [("crabs", 3), ("squids", 1)]},
        pearls={0: 0},
        council={"jellyfish": [("jellyfish", 1)]},
    )
    play(s, A.SellAlly("crabs", 3))
    assert s.pearls[0] == 2 and s.hand(0) == [("squids", 1)]
    assert not any(isinstance(a, A.SellAlly) for a in s.legal_actions())


def test_slaver_can_sell_after_the_action():
    s = scenario(
        lords={0: [12]},
        hands={0: [("crabs", 3)]},
        pearls={0: 0},
        council={"jellyfish": [("jellyfish", 1)]},
    )
    play(s, A.RequestSupport("jellyfish"))
    assert s.pending == "finish"
    assert s.legal_actions()[-1] == A.EndTurn()
    play(s, A.SellAlly("jellyfish", 1))
    assert s.pearls[0] == 2
    # Nothing else to use: the turn ends by itself.
    assert s.active == 1 and s.pending == "main"


def test_invoker_gives_an_extra_turn():
    s = setup(15)
    recruit(s, 15)
    assert s.active == 0 and s.turn == 2 and s.pending == "main"


def test_apprentice_takes_a_council_stack():
    s = setup(16, council={"squids": [("squids", 5), ("squids", 2)], "crabs": [("crabs", 4)]})
    recruit(s, 16)
    assert s.pending == "apprentice"
    play(s, A.TakeStack("squids"))
    assert ("squids", 5) in s.hand(0) and s.council_sizes()["squids"] == 0


def test_oracle_discards_a_council_stack_once_per_turn():
    s = scenario(lords={0: [17]}, council={"squids": [("squids", 5)], "crabs": [("crabs", 4)]})
    play(s, A.DiscardStack("squids"))
    assert s.council_sizes()["squids"] == 0 and len(s.discard) == 1
    assert A.DiscardStack("crabs") not in s.legal_actions()


def test_alchemist_takes_two_stacks():
    s = scenario(lords={0: [18]}, council={"squids": [("squids", 5)], "crabs": [("crabs", 4)]})
    play(s, A.RequestSupport("squids"))
    assert s.pending == "support" and s.legal_actions() == [A.RequestSupport("crabs")]
    play(s, A.RequestSupport("crabs"))
    assert s.hand(0) == [("crabs", 4), ("squids", 5)]


def test_illusionist_swaps_a_location_with_its_lords():
    s = setup(19, locations={0: [(14, [27, 28, 29])]}, face_up=[5], court=[19, 30, 31])
    recruit(s, 19)
    assert s.pending == "illusionist"
    assert set(s.legal_actions()) == {A.SwapLocation(14, 5), A.Skip()}
    play(s, A.SwapLocation(14, 5))
    assert s.controlled_locations(0) == [(5, [27, 28, 29])] and s.face_up == [14]


def test_master_of_magic_federates_any_paid_ally_but_not_on_its_own_recruit():
    s = scenario(
        court=[20, 30, 31, 32],
        pearls={0: 0},
        hands={0: [("jellyfish", 5), ("crabs", 4), ("squids", 1)]},
    )
    play(
        s,
        A.Recruit(20),
        A.PayWith("jellyfish", 5),
        A.PayWith("crabs", 4),
        A.PayWith("squids", 1),
        A.FinishPayment(),
    )
    assert s.federated_allies(0) == [("squids", 1)]
    s = scenario(
        lords={0: [20]},
        court=[30, 31, 32],
        pearls={0: 0},
        hands={0: [("seahorses", 5), ("crabs", 4)]},
    )
    play(s, A.Recruit(30), A.PayWith("seahorses", 5), A.PayWith("crabs", 4), A.FinishPayment())
    assert s.pending == "federate"
    assert set(s.legal_actions()) == {A.Federate("seahorses", 5), A.Federate("crabs", 4)}
    play(s, A.Federate("seahorses", 5))
    assert s.federated_allies(0) == [("seahorses", 5)]


def test_opportunist_replaces_a_court_lord():
    s = scenario(lords={0: [21]}, court=[30, 31, 32], lord_deck_top=[9])
    play(s, A.ReplaceCourtLord(31))
    assert s.court == [30, 9, 32] and s.lord_discard[-1] == 31
    assert not any(isinstance(a, A.ReplaceCourtLord) for a in s.legal_actions())


def test_corruptor_recruits_a_second_lord_for_five_pearls():
    s = setup(22, pearls=14, court=[22, 30, 31, 32, 27, 29])
    recruit(s, 22)
    assert s.pending == "corruptor" and A.Skip() in s.legal_actions()
    play(s, A.SecondRecruit(32))
    assert s.lords[0] == [22, 32] and s.pearls[0] == 14 - 9 - 5
    assert len(s.federated_allies(0)) == 1


def test_traitor_swaps_a_lord_for_a_court_lord():
    s = setup(23, lords={0: [28]}, court=[23, 9, 30, 31, 32, 27])
    recruit(s, 23)
    assert s.pending == "traitor"
    play(s, A.Betray(28, 9))  # the Trader's power applies
    assert s.lords[0] == [23, 9] and 28 in s.lord_discard
    assert s.pearls[0] == 20 - 9 + 3


def test_diplomat_lifts_the_required_race():
    s = scenario(
        lords={0: [24]}, court=[30, 31, 32], pearls={0: 0}, hands={0: [("crabs", 5), ("squids", 4)]}
    )
    play(s, A.Recruit(30), A.PayWith("crabs", 5), A.PayWith("squids", 4), A.FinishPayment())
    assert 30 in s.lords[0]


def test_treasurer_lowers_recruit_costs():
    s = scenario(
        lords={0: [25]},
        court=[30, 31, 32, 27],
        pearls={0: 0},
        hands={0: [("seahorses", 3), ("squids", 3)]},
    )
    assert s.recruit_cost(0, 30) == 6
    play(
        s,
        A.Recruit(30),
        A.PayWith("seahorses", 3),
        A.PayWith("squids", 3),
        A.FinishPayment(),
        A.Federate("squids", 3),
    )
    assert 30 in s.lords[0] and s.pearls[0] == 0


def test_schemer_replaces_a_lord_with_the_top_of_the_deck():
    s = setup(26, lords={0: [30]}, lord_deck_top=[10])
    recruit(s, 26)
    assert s.pending == "schemer"
    play(s, A.Scheme(30))
    assert s.lords[0] == [26, 10] and s.pearls[0] == 20 - 5 + 2


@pytest.mark.parametrize("lord", [27, 28, 29, 30, 31, 32])
def test_farmers_have_no_power_only_points_and_keys(lord):
    s = setup(lord, pearls=20, court=[lord, 33, 34, 35])
    before = [list(s.hands[1]), s.pearls[1]]
    recruit(s, lord)
    spec = LORD_BY_ID[lord]
    assert spec.timing is None
    assert s.lords[0] == [lord] and s.keys(0) == spec.keys
    assert [s.hands[1], s.pearls[1]] == before
    assert s.score_parts(0)["lords"] == spec.ip


def test_sage_controls_one_of_two_drawn_locations():
    s = setup(33, face_up=[])
    recruit(s, 33)
    assert s.pending == "keep" and len(s.pending_step()["drawn"]) == 2
    keep, other = s.pending_step()["drawn"]
    play(s, A.KeepLocation(keep))
    assert s.controlled_locations(0)[0] == (keep, [33]) and other in s.face_up
    assert s.lords[0] == []


def test_hermit_controls_one_drawn_location():
    s = setup(34, face_up=[])
    recruit(s, 34)
    (drawn,) = s.pending_step()["drawn"]
    play(s, A.KeepLocation(drawn))
    assert s.controlled_locations(0) == [(drawn, [34])] and s.face_up == []


def test_elder_controls_one_of_three_drawn_locations():
    s = setup(35, face_up=[])
    recruit(s, 35)
    drawn = s.pending_step()["drawn"]
    assert len(drawn) == 3
    play(s, A.KeepLocation(drawn[1]))
    assert s.controlled_locations(0) == [(drawn[1], [35])]
    assert sorted(s.face_up) == sorted([drawn[0], drawn[2]])
