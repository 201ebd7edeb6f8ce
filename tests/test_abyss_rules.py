"""Abyss turn rules: set-up, plotting, exploring and its auction, Monsters and the threat track,
support, recruiting and federation, Court refill, Locations, end of game, tie-breaks."""

import pytest

from abyss_cards.core.errors import IllegalAction
from abyss_cards.games import abyss
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import EXPLORATION_CARDS
from abyss_cards.games.abyss.scenario import scenario

M = ("monster", 0)


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def refused(state, action, fragment):
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert fragment in str(info.value)
    assert state.to_json() == before
    return info.value


def test_new_game_setup():
    s = abyss.new_game(["Ana", "Léo", "Zoé"], seed=3)
    assert len(s.deck) == 71 and len(s.court) == 6 and s.lord_deck_size == 29
    assert len(s.face_up) == 1 and s.location_deck_size == 19
    assert s.pearls == [1, 1, 1] and s.threat == 1
    assert s.current_player == s.active and s.pending == "main"
    assert sorted(s.token_pool) == sorted([2] * 9 + [3] * 9 + [4] * 2)
    with pytest.raises(ValueError):
        abyss.new_game(5)


def test_plot_pays_a_pearl_per_lord_and_needs_a_free_slot():
    s = scenario(court=[1, 2, 3, 4], pearls={0: 2})
    play(s, A.Plot())
    assert len(s.court) == 5 and s.pearls[0] == 1
    play(s, A.Plot())
    assert len(s.court) == 6 and s.pearls[0] == 0
    refused(s, A.Plot(), "Pearl")
    s = scenario(pearls={0: 3})
    refused(s, A.Plot(), "no free slot")


def test_auction_prices_and_one_purchase_per_opponent():
    s = scenario(
        4,
        deck_top=[("crabs", 1), ("squids", 2), ("jellyfish", 3), ("crabs", 5)],
        pearls={0: 0, 1: 5, 2: 5, 3: 5},
    )
    play(s, A.Explore())
    assert s.pending == "auction" and s.current_player == 1
    assert s.pending_step()["price"] == 1
    play(s, A.Buy())  # seat 1 buys the first one for 1 Pearl
    assert s.pearls[0] == 1 and s.pearls[1] == 4 and s.hand(1) == [("crabs", 1)]
    # Second card: seat 1 already bought this turn, so seat 2 is asked first, price 2.
    assert s.current_player == 2 and s.pending_step()["price"] == 2
    play(s, A.Pass())
    assert s.current_player == 3
    play(s, A.Buy())
    assert s.pearls[0] == 3 and s.pearls[3] == 3
    assert s.current_player == 2 and s.pending_step()["price"] == 3
    play(s, A.Buy())
    assert s.pearls[0] == 6 and s.pearls[2] == 2
    # Everyone has bought: the fourth card goes straight to the active player's choice.
    assert s.pending == "ally_choice" and s.current_player == 0
    play(s, A.TakeAlly())
    assert s.hand(0) == [("crabs", 5)]


def test_opponent_without_enough_pearls_is_not_asked():
    s = scenario(3, deck_top=[("crabs", 1)], pearls={1: 0, 2: 1})
    play(s, A.Explore())
    assert s.current_player == 2


def test_unbought_allies_go_to_the_council_at_the_end():
    s = scenario(deck_top=[("crabs", 1), ("squids", 2), ("crabs", 3)], pearls={1: 0})
    play(s, A.Explore(), A.RevealNext(), A.RevealNext(), A.TakeAlly())
    assert s.hand(0) == [("crabs", 3)]
    assert s.council_sizes() == {
        "crabs": 1,
        "shellfish": 0,
        "squids": 1,
        "jellyfish": 0,
        "seahorses": 0,
    }
    assert s.current_player == 1 and s.track_cards() == []


def test_fifth_space_ally_is_taken_with_a_pearl():
    cards = [("crabs", 1), ("crabs", 2), ("squids", 1), ("squids", 2), ("seahorses", 4)]
    s = scenario(deck_top=cards, pearls={0: 0, 1: 0})
    play(s, A.Explore(), A.RevealNext(), A.RevealNext(), A.RevealNext())
    play(s, A.RevealNext())
    assert s.hand(0) == [("seahorses", 4)] and s.pearls[0] == 1
    assert sum(s.council_sizes().values()) == 4


def test_monster_pass_raises_threat_and_fight_pays_reward():
    s = scenario(deck_top=[M, M, M], pearls={1: 0})
    play(s, A.Explore(), A.PassMonster())
    assert s.threat == 2
    play(s, A.PassMonster())
    assert s.threat == 3
    play(s, A.Fight())  # space 3: a Key token
    assert s.key_tokens[0] == 1 and s.threat == 1 and s.current_player == 1
    assert len(s.discard) == 3  # the Monsters are discarded at the end


@pytest.mark.parametrize(
    "space,keys,choices", [(1, 0, 1), (2, 0, 2), (3, 1, 0), (4, 1, 1), (5, 1, 2), (6, 2, 0)]
)
def test_threat_rewards_by_space(space, keys, choices):
    s = scenario(deck_top=[M], threat=space, pearls={0: 0})
    play(s, A.Explore(), A.Fight())
    assert s.key_tokens[0] == keys
    for _ in range(choices):
        assert s.pending == "reward"
        play(s, A.TakeReward("monster"))
    assert s.pending != "reward"
    assert len(s.monster_tokens[0]) == choices


def test_reward_choice_pearl_or_monster_and_pearls_once_tokens_run_out():
    s = scenario(deck_top=[M], threat=2, pearls={0: 0})
    play(s, A.Explore(), A.Fight(), A.TakeReward("pearl"))
    s.token_pool.clear()
    s._legal_cache = None
    refused(s, A.TakeReward("monster"), "No Monster token")
    play(s, A.TakeReward("pearl"))
    assert s.pearls[0] == 2


def test_fifth_space_monster_must_be_fought_with_a_bonus_pearl():
    cards = [("crabs", 1), ("crabs", 2), ("squids", 1), ("squids", 2), M]
    s = scenario(deck_top=cards, pearls={0: 0, 1: 0}, threat=3)
    play(s, A.Explore(), A.RevealNext(), A.RevealNext(), A.RevealNext(), A.RevealNext())
    assert s.key_tokens[0] == 1 and s.pearls[0] == 1 and s.threat == 1


def test_threat_marker_stays_on_six():
    s = scenario(deck_top=[M, ("crabs", 1)], threat=6, pearls={1: 0})
    play(s, A.Explore(), A.PassMonster())
    assert s.threat == 6


def test_request_support_takes_a_whole_stack_and_refuses_an_empty_one():
    s = scenario(council={"squids": [("squids", 1), ("squids", 4)]})
    refused(s, A.RequestSupport("crabs"), "Council stack is empty")
    play(s, A.RequestSupport("squids"))
    assert s.hand(0) == [("squids", 1), ("squids", 4)]
    assert s.council_sizes()["squids"] == 0


def test_exploration_deck_reshuffles_its_discard():
    s = scenario(deck_top=[("crabs", 1)], pearls={1: 0})
    s.discard = s.deck[:-1]
    s.deck = s.deck[-1:]
    play(s, A.Explore(), A.RevealNext())
    assert len(s.deck) == 69 and s.discard == [] and len(s.track) == 2


def test_explore_refused_when_deck_and_discard_are_empty():
    s = scenario(council={"crabs": [("crabs", 1)]})
    s.discard.extend(s.deck)
    s.deck.clear()
    s.discard.clear()  # cards out of play only for this check
    s._legal_cache = None
    refused(s, A.Explore(), "both empty")


# --------------------------------------------------------------------------- recruiting
def recruit_state(**kw):
    # Lord 30, the Miller: cost 8, 2 races, seahorses required.
    base = dict(
        court=[30, 27, 28, 29, 31, 32],
        hands={0: [("seahorses", 3), ("seahorses", 1), ("crabs", 2), ("squids", 4), ("squids", 1)]},
        pearls={0: 1},
    )
    base.update(kw)
    return scenario(**base)


def test_recruit_pays_with_exact_races_and_federates_the_weakest():
    s = recruit_state()
    play(s, A.Recruit(30), A.PayWith("seahorses", 3), A.PayWith("squids", 4))
    # 7 of 8: one Pearl covers the missing point.
    play(s, A.FinishPayment())
    assert s.lords[0] == [30] and s.pearls[0] == 0
    assert s.federated_allies(0) == [("seahorses", 3)]
    assert s.hand(0) == [("crabs", 2), ("seahorses", 1), ("squids", 1)]


def test_recruit_refusals_are_precise_and_leave_the_state_unchanged():
    s = recruit_state(pearls={0: 0})
    play(s, A.Recruit(30), A.PayWith("squids", 4))
    refused(s, A.FinishPayment(), "exactly 2 races, not 1")
    refused(s, A.PayWith("crabs", 2), "must include seahorses")
    play(s, A.PayWith("seahorses", 1))
    refused(s, A.FinishPayment(), "do not reach the cost of 8")
    refused(s, A.PayWith("jellyfish", 5), "no such Ally")
    play(s, A.CancelRecruit())
    assert s.pending == "main" and s.lords[0] == []


def test_recruit_refused_when_unaffordable():
    s = recruit_state(hands={0: [("seahorses", 1), ("crabs", 1)]}, pearls={0: 0})
    refused(s, A.Recruit(30), "cannot pay for that Lord")
    refused(s, A.Recruit(1), "not at the Court")


def test_federation_choice_among_equal_weakest():
    s = recruit_state(hands={0: [("seahorses", 4), ("squids", 4)]}, pearls={0: 0})
    play(s, A.Recruit(30), A.PayWith("seahorses", 4), A.PayWith("squids", 4), A.FinishPayment())
    assert s.pending == "federate"
    assert set(s.legal_actions()) == {A.Federate("seahorses", 4), A.Federate("squids", 4)}
    play(s, A.Federate("squids", 4))
    assert s.federated_allies(0) == [("squids", 4)]
    assert EXPLORATION_CARDS[s.discard[-1]] == ("seahorses", 4)


def test_court_refill_gives_two_pearls():
    s = scenario(court=[30, 27, 28], hands={0: [("seahorses", 5), ("squids", 4)]}, pearls={0: 0})
    play(s, A.Recruit(30), A.PayWith("seahorses", 5), A.PayWith("squids", 4), A.FinishPayment())
    assert len(s.court) == 6 and s.pearls[0] == 2


def test_no_refill_above_two_lords():
    s = scenario(
        court=[30, 27, 28, 29], hands={0: [("seahorses", 5), ("squids", 4)]}, pearls={0: 0}
    )
    play(s, A.Recruit(30), A.PayWith("seahorses", 5), A.PayWith("squids", 4), A.FinishPayment())
    assert len(s.court) == 3 and s.pearls[0] == 0


# --------------------------------------------------------------------------- Locations
def test_three_keys_force_a_location_face_up_or_drawn():
    s = scenario(
        court=[27, 30],
        lords={0: [28, 29]},
        face_up=[5],
        hands={0: [("seahorses", 5), ("squids", 2), ("crabs", 1)]},
        pearls={0: 0},
    )
    play(
        s,
        A.Recruit(27),
        A.PayWith("seahorses", 5),
        A.PayWith("squids", 2),
        A.PayWith("crabs", 1),
        A.FinishPayment(),
    )
    assert s.pending == "control" and s.current_player == 0
    assert A.TakeLocation(5) in s.legal_actions()
    assert A.DrawLocations(4) in s.legal_actions()
    play(s, A.DrawLocations(3))
    drawn = s.pending_step()["drawn"]
    play(s, A.KeepLocation(drawn[0]))
    assert set(drawn[1:]) <= set(s.face_up)
    assert s.legal_actions() == [A.PlaceLords((28, 29, 27))]
    play(s, A.PlaceLords((28, 29, 27)))
    assert s.controlled_locations(0) == [(drawn[0], [28, 29, 27])]
    assert s.lords[0] == [] and s.keys(0) == 0 and s.current_player == 1


def test_key_tokens_choose_which_lords_go_under():
    s = scenario(
        lords={0: [28, 29]}, key_tokens={0: 1}, face_up=[5], deck_top=[M], threat=3, pearls={1: 0}
    )
    play(s, A.Explore(), A.Fight())  # a Key token: 4 keys now
    assert s.pending == "control"
    play(s, A.TakeLocation(5))
    assert set(s.legal_actions()) == {
        A.PlaceLords((28, 29)),
        A.PlaceLords((28,)),
        A.PlaceLords((29,)),
    }
    play(s, A.PlaceLords((29,)))
    assert s.key_tokens[0] == 0 and s.lords[0] == [28]
    assert s.controlled_locations(0) == [(5, [29])]


# --------------------------------------------------------------------------- end of game
def seventh_lord_state(players=3):
    return scenario(
        players,
        court=[30, 27, 28, 31],
        lords={0: [1, 2, 3, 4, 6, 7]},
        hands={0: [("seahorses", 5), ("squids", 4)]},
        pearls={0: 0},
    )


def test_seventh_lord_triggers_the_end_and_every_other_player_plays_once():
    s = seventh_lord_state()
    play(s, A.Recruit(30), A.PayWith("seahorses", 5), A.PayWith("squids", 4), A.FinishPayment())
    assert s.end_trigger == 0 and s.current_player == 1 and not s.is_over
    play(s, A.RequestSupport("crabs") if s.council["crabs"] else s.legal_actions()[0])
    while s.active == 1 and not s.is_over:
        play(s, s.legal_actions()[-1])
    assert s.active == 2 and not s.is_over
    while not s.is_over:
        assert s.active == 2
        play(s, s.legal_actions()[-1])
    assert s.current_player is None and s.legal_actions() == []


def test_court_that_cannot_be_refilled_triggers_the_end():
    s = scenario(
        court=[30, 27, 28],
        hands={0: [("seahorses", 5), ("squids", 4)]},
        pearls={0: 0},
        lord_deck_size=2,
    )
    play(s, A.Recruit(30), A.PayWith("seahorses", 5), A.PayWith("squids", 4), A.FinishPayment())
    assert s.end_trigger == 0 and len(s.court) == 4 and s.lord_deck_size == 0
    assert s.final_turns == [] and s.current_player == 1


def test_final_federation_keeps_the_weakest_of_each_race():
    s = scenario(
        court=[30, 27, 28, 31],
        lords={0: [1, 2, 3, 4, 6, 7]},
        hands={
            0: [("seahorses", 5), ("squids", 4), ("crabs", 3), ("crabs", 1)],
            1: [("jellyfish", 2), ("jellyfish", 5)],
        },
        pearls={0: 0, 1: 0},
        council={"squids": [("squids", 2)]},
    )
    play(s, A.Recruit(30), A.PayWith("seahorses", 5), A.PayWith("squids", 4), A.FinishPayment())
    play(s, A.RequestSupport("squids"))
    assert s.is_over
    # The squid 4 was federated by the recruit, the crab 1 at the end.
    assert sorted(s.federated_allies(0)) == [("crabs", 1), ("squids", 4)]
    assert sorted(s.federated_allies(1)) == [("jellyfish", 2), ("squids", 2)]
    assert s.hand(1) == []


def test_final_scores_parts_and_ranking():
    s = scenario(
        lords={0: [30, 31], 1: [32]},
        locations={0: [(14, [29])]},
        federated={0: [("crabs", 3), ("crabs", 1), ("squids", 2)]},
        monster_tokens={1: [4, 3]},
        pearls={0: 2, 1: 5},
    )
    scores = s.final_scores()
    a, b = scores["seats"]
    assert a["lords"] == 10 + 11 + 6 and a["locations"] == 15 - 3 and a["allies"] == 5
    assert a["monsters"] == 0 and a["total"] == 27 + 12 + 5 and a["best_lord"] == 11
    assert b["lords"] == 12 and b["monsters"] == 7 and b["total"] == 19 and b["pearls"] == 5
    assert [r.index for r in scores["ranking"]] == [0, 1]


def test_tie_broken_by_pearls_then_best_lord_then_shared():
    s = scenario(lords={0: [30], 1: [30 - 1, 28, 27]}, pearls={0: 3, 1: 3})
    # 10 against 6 + 6 + 6 = 18: give seat 0 eight points of Monsters.
    s.monster_tokens[0] = [4, 4]
    ranking = s.final_scores()["ranking"]
    assert ranking[0].index == 0 and ranking[0].decided_by == "best_lord"
    s.pearls[1] = 4
    ranking = s.final_scores()["ranking"]
    assert ranking[0].index == 1 and ranking[0].decided_by == "pearls"
    s = scenario(lords={0: [27], 1: [28]}, pearls={0: 1, 1: 1})
    ranking = s.final_scores()["ranking"]
    assert ranking[0].place == ranking[1].place == 1 and ranking[0].decided_by == "shared"


def test_view_hides_other_hands_and_monster_tokens():
    s = scenario(hands={0: [("crabs", 1)], 1: [("squids", 3)]}, monster_tokens={1: [3]})
    view = s.view(0)
    assert view.players[0].hand == (("crabs", 1),)
    assert view.players[1].hand is None and view.players[1].hand_size == 1
    assert view.players[1].monster_tokens is None
    assert view.players[1].monster_count == 1


def test_json_round_trip_and_replay():
    import random

    s = abyss.new_game(3, seed=11)
    rng = random.Random(5)
    for _ in range(150):
        s.apply(rng.choice(s.legal_actions()))
    copy = abyss.from_json(s.to_json())
    assert copy.to_json() == s.to_json()
    replay = abyss.new_game(3, seed=11)
    for turn in s.history:
        replay.apply(turn.action)
    assert replay.to_json() == s.to_json()
    for _ in range(50):
        action = rng.choice(s.legal_actions())
        s.apply(action)
        copy.apply(action)
    assert copy.to_json() == s.to_json()
