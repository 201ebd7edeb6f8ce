"""Computer players: their choices on stacked positions, and the simulate command."""

import json

import pytest

from abyss_cards.games import rami
from abyss_cards.games.rami import DirectClose, Discard, DrawPot, Open, TakeDiscard
from abyss_cards.games.rami.bots import make_bot, unseen_counts
from abyss_cards.games.rami.melds import opening_distance
from abyss_cards.games.rami.simulate import tournament
from tests.test_rami_rules import D_DEALER, D_OTHER, scenario_a, stack


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster")


@pytest.mark.parametrize("level", ["greedy", "easy", "medium", "expert"])
def test_every_level_closes_when_it_can(level):
    state = rami.new_game(2, seed=5, deck=stack(D_DEALER, D_OTHER, "AH"))
    state.apply(Discard("9H"))
    state.apply(DrawPot())
    state.apply(Discard("5D"))
    action = make_bot(level, seed=1).choose(state.view(0), state.legal_actions())
    assert isinstance(action, TakeDiscard) and isinstance(action.then, DirectClose)


@pytest.mark.parametrize("level", ["greedy", "medium", "expert"])
def test_opens_as_soon_as_it_can(level):
    state = scenario_a(2)  # seat 1 drew and can open with 81
    action = make_bot(level, seed=1).choose(state.view(1), state.legal_actions())
    assert isinstance(action, Open)


def test_greedy_discards_its_highest_unmatched_card():
    state = scenario_a(5)  # seat 1 opened; the dealer drew 10D
    state.apply(
        Open((("4H", "5H", "6H", "7H", "8H"), ("KS", "KH", "KD", "JK"), ("10C", "JK", "QC")))
    )
    assert sorted(state.hands[0]) == ["10D", "3C", "9D"]
    action = make_bot("greedy").choose(state.view(0), state.legal_actions())
    assert action == Discard("10D")


def test_unseen_counts_use_only_public_information():
    state = scenario_a(3)
    view = state.view(0)
    unseen = unseen_counts(view)
    assert unseen["QH"] == 1  # one copy laid by seat 1
    assert unseen["2D"] == 1  # one in the discard pile (the tournante)
    assert sum(unseen.values()) == 108 - len(view.hand) - sum(
        len(m.cards) for m in view.melds
    ) - len(view.discard_pile)


def test_opening_distance():
    assert opening_distance("AS 2S 3S 4S 5S KH KD KC QH JK 9D 9C 9H 7C".split(), 81)[0] == 0
    missing, outs, _ = opening_distance("AS 2S 3S KH KD QH QS 9D 9C 9H 7C 2D 5H 8C".split(), 81)
    assert missing == 2 and outs == 8


def test_simulate_counts_deals_and_matches(capsys):
    result = tournament(
        ["greedy", "random"], 4, seed=3, swap_seats=True, match_limit=1, progress=False
    )
    assert result["deals"] == 4 and result["games"] == 4
    rows = {r["bot"]: r for r in result["bots"]}
    assert rows["greedy"]["deals_won"] + rows["random"]["deals_won"] == 4
    assert rows["greedy"]["matches_won"] + rows["random"]["matches_won"] == 4
    assert 0 <= rows["greedy"]["deal_interval"][0] <= rows["greedy"]["deal_win_rate"]
    json.dumps(result)
    with pytest.raises(ValueError):
        tournament(["greedy"], 1)


def test_expert_minds_the_direct_close_of_an_opponent_who_has_not_opened():
    state = scenario_a(3)  # seat 1 opened, the dealer has not
    view = state.view(1)
    careful, careless = make_bot("expert", seed=1), make_bot("expert", seed=1)
    careful.safety_opened, careless.safety_opened = 10.0, 0.0
    card = "KC"  # mates of KC are unseen by seat 1: the dealer may hold two of them
    assert careful.risk(view, card) > careless.risk(view, card)
    # Once the opponent has opened too, that care no longer applies.
    opened = scenario_a(6).view(1)
    assert careful.risk(opened, card) == careless.risk(opened, card)


def test_expert_counts_a_gap_next_to_a_run_on_the_table_after_opening():
    state = scenario_a(3)  # seat 1 opened 4S-8S; 10S waits for 9S
    view = state.view(1)
    bot = make_bot("expert", seed=1)
    unseen = unseen_counts(view)
    total = sum(unseen.values())
    hand = ["10S", "2H"]
    bot.table_partials = False
    without = bot.evaluate(hand, view, unseen, total)
    bot.table_partials = True
    assert bot.evaluate(hand, view, unseen, total) > without
