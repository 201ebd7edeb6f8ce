"""What the Abyss table needs from the engine (the gaps G1–G17 of the design brief), each on a
stacked position."""

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.game import Reveal
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as E
from abyss_cards.games.abyss.data import (
    LORD_BY_ID,
    LORDS,
    POWER_ICON,
    POWER_SHORT,
    RACE_GUILD,
    RACES,
    THREAT_REWARDS,
)
from abyss_cards.games.abyss.scenario import scenario

M = ("monster", 0)


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def pay_cards(lord):
    spec = LORD_BY_ID[lord]
    races = [spec.required_race] if spec.required_race else []
    races += [r for r in RACES if r not in races][: spec.races - len(races)]
    return [(race, 1) for race in races]


def recruit(s, lord):
    events = play(
        s, A.Recruit(lord), *(A.PayWith(r, v) for r, v in pay_cards(lord)), A.FinishPayment()
    )
    if s.pending == "federate":
        events += play(s, s.legal_actions()[0])
    return events


def setup(lord, players=2, pearls=20, **kw):
    hands = kw.pop("hands", {})
    hands[0] = pay_cards(lord) + list(hands.get(0, []))
    pearl_map = {0: pearls, **kw.pop("pearls_of", {})}
    return scenario(
        players, court=kw.pop("court", [lord, 27, 28, 29]), hands=hands, pearls=pearl_map, **kw
    )


# G1 -------------------------------------------------------------------------------------------
def test_g1_assassin_target_and_rewards_left_are_public():
    s = setup(4, players=3, lords={1: [30], 2: [31]})
    recruit(s, 4)
    for seat in range(3):
        pending = s.view(seat).pending
        assert pending.kind == "assassin" and pending.seat == 0 and pending.target == 1
    s = scenario(deck_top=[M], threat=2, pearls={1: 0})
    play(s, A.Explore(), A.Fight())
    assert s.view(1).pending.left == 2 and s.view(1).pending.kind == "reward"


# G2 -------------------------------------------------------------------------------------------
def test_g2_public_and_projected_scores_and_location_points():
    s = scenario(
        lords={0: [30, 1]},
        locations={0: [(5, [])]},
        monster_tokens={0: [4, 2]},
        federated={0: [("crabs", 3)]},
        hands={0: [("crabs", 5), ("squids", 1), ("squids", 4)]},
        face_up=[14],
    )
    # Lords 10 + 4, the Barracks 7 + 2 x 1 Military, the crab 3: Monster tokens are hidden.
    assert s.public_score(0) == 14 + 9 + 3
    assert s.view(1).players[0].public_score == 26
    # Projected: the tokens, and the hand's weakest Ally of each race federated (the crab 5,
    # the squid 1): the strongest federated crab is then the 5.
    assert s.projected_score(0) == 14 + 9 + 5 + 1 + 6
    assert s.location_points(0, 14) == 15 - 2 and s.location_points(0, 5) == 9
    assert s.location_points(1, 5) == 7


# G3 / G4 --------------------------------------------------------------------------------------
def test_g3_affordability_and_payment_status_any_time():
    s = scenario(court=[30, 32], hands={1: [("seahorses", 3), ("squids", 4)]}, pearls={1: 1})
    # Seat 1 during seat 0's turn: the Miller (8, 2 races, seahorses) is affordable.
    assert s.can_afford(1, 30) and not s.can_afford(1, 32)
    status = s.payment_status(1, 30, [("seahorses", 3)])
    assert (status.value, status.cost, status.pearls_due, status.races) == (3, 8, 5, ("seahorses",))
    assert status.problem is not None and status.problem.code == "payment_races"
    assert status.reachable and not status.complete
    status = s.payment_status(1, 30, [("seahorses", 3), ("squids", 4)])
    assert status.complete and status.pearls_due == 1
    status = s.payment_status(1, 30, [("squids", 4)])
    assert status.missing_race == "seahorses"


def test_g4_one_ally_taken_back_out_of_a_payment():
    s = scenario(
        court=[30, 27, 28, 29],
        hands={0: [("seahorses", 3), ("squids", 4), ("crabs", 2)]},
        pearls={0: 3},
    )
    play(s, A.Recruit(30), A.PayWith("seahorses", 3), A.PayWith("squids", 4))
    assert A.TakeBack("squids", 4) in s.legal_actions()
    assert s.payment_status(0, 30).value == 7
    play(s, A.TakeBack("squids", 4))
    assert s.pending_step()["paid"] and s.payment_status(0, 30).paid == (("seahorses", 3),)
    assert s.pending == "payment" and s.hand(0) == [("crabs", 2), ("seahorses", 3), ("squids", 4)]
    try:
        s.apply(A.TakeBack("crabs", 2))
    except IllegalAction as exc:
        assert exc.code == "not_paid"
    else:
        raise AssertionError("took back an Ally that was not paid")
    play(s, A.PayWith("crabs", 2), A.FinishPayment())
    assert s.federated_allies(0) == [("crabs", 2)]


# G7 / G8 / G9 ---------------------------------------------------------------------------------
def test_g7_the_hunters_victim_is_told_privately_which_token_went():
    s = setup(7, monster_tokens={1: [4]})
    events = recruit(s, 7)
    lost = [e for e in events if isinstance(e, E.MonsterTokenLost)]
    drawn = [e for e in events if isinstance(e, E.MonsterTokenDrawn)]
    assert lost and lost[0].seat == 1 and lost[0].value == 4
    assert lost[0].reveal is Reveal.ONE_SEAT and lost[0].private_to == 1
    assert drawn[0].private_to == 0 and drawn[0].value == 4
    hunted = [e for e in events if isinstance(e, E.Hunted)]
    assert hunted[0].public and hunted[0].victim == 1


def test_g8_shaman_protection_is_an_event_and_public():
    s = setup(3, players=3, pearls_of={1: 5, 2: 5}, lords={1: [14]})
    assert s.is_protected(1) and not s.is_protected(2)
    assert s.view(0).players[1].protected
    events = recruit(s, 3)
    protected = [e for e in events if isinstance(e, E.Protected)]
    assert [(e.seat, e.lord, e.by) for e in protected] == [(1, 3, 0)]
    assert s.pearls[1] == 5 and s.pearls[2] == 3
    # G9: the power resolved, on the seats it reached.
    resolved = [e for e in events if isinstance(e, E.PowerResolved)]
    assert [(e.seat, e.lord, e.targets) for e in resolved] == [(0, 3, (2,))]


def test_g9_powers_with_a_choice_resolve_when_chosen():
    s = setup(4, lords={1: [30]})
    recruit(s, 4)
    events = play(s, A.DisableLord(1, 30))
    assert any(isinstance(e, E.PowerResolved) and e.lord == 4 and e.targets == (1,) for e in events)


# G10 / G12 ------------------------------------------------------------------------------------
def test_g10_g12_final_reveals_and_running_scores():
    s = scenario(
        court=[30, 27, 28, 31],
        lords={0: [1, 2, 3, 4, 6, 7]},
        hands={
            0: [("seahorses", 5), ("squids", 4), ("crabs", 3)],
            1: [("jellyfish", 2), ("jellyfish", 5)],
        },
        monster_tokens={1: [3]},
        pearls={0: 0, 1: 0},
        council={"squids": [("squids", 2)]},
    )
    assert s.scores == (s.public_score(0), s.public_score(1)) and s.winners == ()
    assert s.scores[1] == 0  # the Monster token is hidden
    play(s, A.Recruit(30), A.PayWith("seahorses", 5), A.PayWith("squids", 4), A.FinishPayment())
    events = play(s, A.RequestSupport("squids"))
    assert s.is_over
    final = {e.seat: e for e in events if isinstance(e, E.FinalFederation)}
    assert final[0].allies == (("crabs", 3),)
    assert sorted(final[1].allies) == [("jellyfish", 2), ("squids", 2)]
    assert final[1].discarded == (("jellyfish", 5),)
    shown = {e.seat: e.values for e in events if isinstance(e, E.MonstersRevealed)}
    assert shown == {0: (), 1: (3,)}
    assert all(
        e.reveal is Reveal.EVERYONE
        for e in events
        if isinstance(e, E.FinalFederation | E.MonstersRevealed)
    )
    over = [e for e in events if isinstance(e, E.GameOver)]
    assert over[0].scores == s.scores and over[0].winners == s.winners
    assert s.scores == tuple(p["total"] for p in s.final_scores()["seats"])
    assert s.scores[1] == 2 + 2 + 3  # federated jellyfish 2, squid 2, token 3


# G13 ------------------------------------------------------------------------------------------
def test_g13_the_real_fight_reward_before_fighting():
    s = scenario(lords={1: [6]}, deck_top=[M], threat=3, pearls={1: 0})
    assert s.fight_reward(0) == (2, THREAT_REWARDS[2]) and s.fight_reward(1) == (3, ("K",))
    s = scenario(lords={0: [14], 1: [6]}, threat=3)
    assert s.fight_reward(0) == (3, ("K",))  # the Shaman protects from the Tamer


# G14 ------------------------------------------------------------------------------------------
def test_g14_once_per_turn_powers_only_before_or_after_the_action():
    s = scenario(
        lords={0: [12]},
        hands={0: [("crabs", 1)]},
        pearls={1: 0},
        deck_top=[("squids", 1), ("squids", 2)],
    )
    assert A.SellAlly("crabs", 1) in s.legal_actions()
    play(s, A.Explore())
    assert s.pending == "ally_choice"
    assert A.SellAlly("crabs", 1) not in s.legal_actions()
    try:
        s.apply(A.SellAlly("crabs", 1))
    except IllegalAction as exc:
        assert exc.code == "not_now"
    play(s, A.TakeAlly())
    assert s.pending == "finish" and A.SellAlly("crabs", 1) in s.legal_actions()
    play(s, A.SellAlly("crabs", 1))
    assert s.active == 1  # used: the turn ends by itself


# G16 ------------------------------------------------------------------------------------------
def test_g16_court_slots_keep_their_order():
    s = scenario(court=[27, 28, 29, 21], pearls={0: 3}, lord_deck_top=[31, 32])
    play(s, A.Plot())
    assert s.court == [27, 28, 29, 21, 31]
    s = scenario(court=[27, 28, 29, 30], lords={0: [21]}, lord_deck_top=[32])
    play(s, A.ReplaceCourtLord(28))
    assert s.court == [27, 32, 29, 30]
    assert s.view(1).court == (27, 32, 29, 30)


# G17 ------------------------------------------------------------------------------------------
def test_g17_short_power_texts_icons_and_the_race_of_each_guild():
    for lord in LORDS:
        if lord.timing is None:
            assert lord.id not in POWER_SHORT and lord.id not in POWER_ICON
        else:
            assert 0 < len(POWER_SHORT[lord.id]) <= 40 and POWER_ICON[lord.id].isidentifier()
        if lord.required_race is not None:
            assert RACE_GUILD[lord.required_race] == lord.guild
        else:
            assert lord.guild == "ambassador"
    assert set(RACE_GUILD) == set(RACES)


# G15 ------------------------------------------------------------------------------------------
def test_g15_a_location_reveals_something_only_when_it_came_from_the_deck():
    def controlled(draw):
        s = scenario(
            lords={0: [28, 29]},
            key_tokens={0: 1},
            face_up=[5],
            deck_top=[M],
            threat=3,
            pearls={1: 0},
        )
        play(s, A.Explore(), A.Fight())
        if draw:
            play(s, A.DrawLocations(2))
            events = play(s, A.KeepLocation(s.pending_step()["drawn"][0]))
            assert any(
                isinstance(e, E.LocationsFaceUp) and e.reveal is Reveal.EVERYONE for e in events
            )
        else:
            play(s, A.TakeLocation(5))
        events = play(s, A.PlaceLords((28, 29)))
        return [e for e in events if isinstance(e, E.LocationControlled)][0]

    assert controlled(draw=False).reveal is Reveal.NOTHING
    assert controlled(draw=True).reveal is Reveal.EVERYONE
    assert controlled(draw=True).reveals_hidden
