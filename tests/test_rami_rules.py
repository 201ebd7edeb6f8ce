"""One test per ruling of rules/rami.md, on stacked decks (dealer's 15, the other's 14, pot)."""

from collections import Counter

import pytest

from abyss_cards.core.errors import IllegalAction
from abyss_cards.games import rami
from abyss_cards.games.rami import (
    DirectClose,
    Discard,
    DrawPot,
    LayDown,
    LayOff,
    Open,
    TakeDiscard,
)
from abyss_cards.games.rami.cards import full_deck
from abyss_cards.games.rami.events import DealEnded, Discarded, JokerRecovered, PotRebuilt


def stack(dealer: str, other: str, pot: str = "") -> list[str]:
    dealer, other, pot = dealer.split(), other.split(), pot.split()
    assert len(dealer) == 15 and len(other) == 14
    rest = Counter(full_deck(4)) - Counter(dealer + other + pot)
    assert not Counter(dealer + other + pot) - Counter(full_deck(4))
    return dealer + other + pot + sorted(rest.elements())


def melds(*groups: str) -> tuple:
    return tuple(tuple(g.split()) for g in groups)


def meld_index(state, cards: str) -> int:
    target = cards.split()
    return next(i for i, m in enumerate(state.melds) if m.cards == target)


def refused(state, action, reason: str) -> None:
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert str(info.value) == reason
    assert state.to_json() == before


# -------------------------------------------------------------- scenario A: two openings
A_DEALER = "4H 5H 6H 7H 8H KS KH KD JK 10C JK QC 2D 3C 9D"
A_OTHER = "4S 5S 6S 7S 8S QH QD QC 7H 7D 7C 3S KC JC"
A_POT = "2C 10D 9H AD 5D"


def scenario_a(upto: int):
    state = rami.new_game(["Ana", "Léo"], seed=1, deck=stack(A_DEALER, A_OTHER, A_POT))
    steps = [
        Discard("2D"),
        DrawPot(),
        Open(melds("4S 5S 6S 7S 8S", "QH QD QC", "7H 7D 7C")),
        Discard("2C"),
        DrawPot(),
        Open(melds("4H 5H 6H 7H 8H", "KS KH KD JK", "10C JK QC")),
        Discard("3C"),
    ]
    for action in steps[:upto]:
        state.apply(action)
    return state


def test_deal_order_dealer_gets_fifteen_and_the_pot_is_top_first():
    state = scenario_a(0)
    assert state.dealer == 0 and state.deal_number == 1
    assert sorted(state.hands[0]) == sorted(A_DEALER.split())
    assert sorted(state.hands[1]) == sorted(A_OTHER.split())
    assert state.pot_size == 108 - 29
    assert state.current_player == 0
    state.apply(Discard("2D"))
    events = state.apply(DrawPot())
    assert events[0].card == "2C"
    assert "2C" in state.hands[1]


def test_the_dealer_starts_with_the_tournante():
    state = scenario_a(0)
    refused(state, DrawPot(), "The dealer starts by discarding the tournante")
    assert state.legal_actions() == [
        Discard(c) for c in state.legal_actions() if isinstance(c, Discard) for c in [c.card]
    ]
    state.apply(Discard("2D"))
    assert state.discard_pile == ["2D"] and state.tournante == "2D"
    assert TakeDiscard() in state.legal_actions()  # free: 2D fits nothing in the hand


def test_the_81_threshold():
    state = scenario_a(2)
    refused(state, Open(melds("5S 6S 7S 8S", "QH QD QC", "7H 7D 7C")), "77 / 81 points")
    state.apply(Open(melds("4S 5S 6S 7S 8S", "QH QD QC", "7H 7D 7C")))
    assert state.opened == [False, True] and state.opening_value == [0, 81]
    assert [m.owner for m in state.melds] == [1, 1, 1]
    assert {m.kind for m in state.melds} == {"run", "set"}


def test_the_second_opening_needs_one_more_point():
    state = scenario_a(5)
    assert state.required(0) == 82
    refused(
        state,
        Open(melds("4H 5H 6H 7H 8H", "KS KH KD JK")),
        "70 / 82 points (the opponent opened with 81)",
    )
    state.apply(Open(melds("4H 5H 6H 7H 8H", "KS KH KD JK", "10C JK QC")))
    assert state.opening_value == [100, 81]


def test_the_opening_needs_a_clean_run():
    state = scenario_a(5)
    refused(state, Open(melds("KS KH KD JK", "4H JK 6H 7H 8H")), "No clean run")
    refused(
        state,
        Open(melds("KS KH KD JK", "10C JK QC", "4H 5H JK")),
        "These cards are not in your hand: JK",
    )
    check = state.check_opening([["KS", "KH", "KD", "JK"], ["4H", "JK", "6H", "7H", "8H"]])
    assert (check.ok, check.value, check.required, check.reason) == (False, 70, 82, "No clean run")


def test_lay_offs_on_both_sides_and_run_ends():
    state = scenario_a(7)
    state.apply(DrawPot())  # 9H
    own = meld_index(state, "4S 5S 6S 7S 8S")
    theirs = meld_index(state, "4H 5H 6H 7H 8H")
    refused(state, LayOff("3S", own, "high"), "3S does not fit at this end of the run")
    state.apply(LayOff("3S", own, "low"))
    state.apply(LayOff("9H", theirs, "high"))
    assert state.melds[own].cards == "3S 4S 5S 6S 7S 8S".split()
    assert state.melds[theirs].cards == "4H 5H 6H 7H 8H 9H".split()
    assert state.melds[theirs].owner == 0


def test_joker_recovery_in_a_run():
    state = scenario_a(7)
    state.apply(DrawPot())
    run = meld_index(state, "10C JK QC")
    refused(state, LayOff("KC", run, "joker"), "Only JC takes the joker's place")
    events = state.apply(LayOff("JC", run, "joker"))
    assert JokerRecovered(1, run) in events
    assert state.melds[run].cards == ["10C", "JC", "QC"]
    assert "JK" in state.hands[1]


def test_joker_recovery_in_a_set_needs_the_four_natural_suits():
    state = scenario_a(7)
    state.apply(DrawPot())
    kings = meld_index(state, "KS KH KD JK")
    events = state.apply(LayOff("KC", kings, ""))
    assert JokerRecovered(1, kings) in events
    assert state.melds[kings].cards == ["KS", "KH", "KD", "KC"]
    assert state.hands[1].count("JK") == 1


def test_a_set_keeps_its_joker_until_the_four_natural_suits_are_in():
    dealer = "9S 9H JK AC 2C 3C 4C 5C 6C 7C KD KH KS 10D 6H"
    other = "10S JS QS KS AS 8D 8H 8S QH QD QC 9D 9C 4H"
    state = rami.new_game(2, seed=2, deck=stack(dealer, other, "3H 5S 7D"))
    state.apply(Discard("6H"))
    state.apply(DrawPot())
    refused(state, Discard("6H"), "These cards are not in your hand: 6H")
    state.apply(Discard("4H"))
    state.apply(DrawPot())
    state.apply(Open(melds("AC 2C 3C 4C 5C 6C 7C", "9S 9H JK", "KD KH KS")))
    assert state.opening_value[0] == 85
    state.apply(Discard("5S"))
    state.apply(DrawPot())
    nines = meld_index(state, "9S 9H JK")
    refused(
        state, LayOff("9D", nines, ""), "Open first: new melds and lay-offs come after the opening"
    )
    state.apply(Open(melds("10S JS QS KS AS", "8D 8H 8S", "QH QD QC")))
    events = state.apply(LayOff("9D", nines, ""))
    assert not any(isinstance(e, JokerRecovered) for e in events)
    assert state.melds[nines].cards == ["9S", "9H", "9D", "JK"]
    events = state.apply(LayOff("9C", nines, ""))
    assert JokerRecovered(1, nines) in events
    assert state.melds[nines].cards == ["9S", "9H", "9D", "9C"]
    assert state.hands[1].count("JK") == 1
    refused(state, LayOff("9C", nines, ""), "These cards are not in your hand: 9C")


def test_one_card_in_hand_must_draw():
    state = scenario_a(7)
    state.apply(DrawPot())
    state.apply(LayOff("3S", meld_index(state, "4S 5S 6S 7S 8S"), "low"))
    state.apply(LayOff("9H", meld_index(state, "4H 5H 6H 7H 8H"), "high"))
    state.apply(LayOff("JC", meld_index(state, "10C JK QC"), "joker"))
    state.apply(LayOff("KC", meld_index(state, "KS KH KD JK"), ""))
    assert sorted(state.hands[1]) == ["JK", "JK"]
    state.apply(Discard("JK"))
    state.apply(DrawPot())  # dealer: AD
    state.apply(Discard("AD"))
    assert state.hands[1] == ["JK"]
    assert not any(isinstance(a, TakeDiscard) for a in state.legal_actions())
    refused(state, TakeDiscard(LayOff("AD", 0, "low")), "One card in hand: draw from the pot")


def test_the_first_empty_hand_wins_and_the_loser_who_opened_pays_ten_per_card():
    state = _state_with_one_card()
    state.apply(DrawPot())  # 5D
    events = state.apply(LayOff("JK", meld_index(state, "3S 4S 5S 6S 7S 8S"), "high"))
    # The last card (5D) is discarded automatically and the deal is won.
    assert Discarded(1, "5D", automatic=True) in events
    ended = next(e for e in events if isinstance(e, DealEnded))
    assert ended.winner == 1
    assert state.round_scores == [[20, 0]]  # 9D 10D left in the dealer's hand
    assert state.scores == (20, 0)
    # The dealer alternates.
    assert state.deal_number == 2 and state.dealer == 1
    assert len(state.hands[1]) == 15 and len(state.hands[0]) == 14
    assert state.current_player == 1 and state.melds == [] and state.opened == [False, False]


def _state_with_one_card():
    state = scenario_a(7)
    state.apply(DrawPot())
    state.apply(LayOff("3S", meld_index(state, "4S 5S 6S 7S 8S"), "low"))
    state.apply(LayOff("9H", meld_index(state, "4H 5H 6H 7H 8H"), "high"))
    state.apply(LayOff("JC", meld_index(state, "10C JK QC"), "joker"))
    state.apply(LayOff("KC", meld_index(state, "KS KH KD JK"), ""))
    state.apply(Discard("JK"))
    state.apply(DrawPot())
    state.apply(Discard("AD"))
    return state


# ------------------------------------------------------ scenario B: taking before opening
B_DEALER = "5H 6H 7H 8H QS QH QD 10S 10H 2S 4C 9D 3C 7D AC"
B_OTHER = "10C 9H KD 2H 4S 6C 8S JD 3D 5C 9S JC AS 6D"


def scenario_b(discard: str):
    state = rami.new_game(2, seed=3, deck=stack(B_DEALER, B_OTHER, "2D"))
    state.apply(Discard("2S"))
    state.apply(DrawPot())
    state.apply(Discard(discard))
    return state


def test_taking_before_opening_only_with_the_opening_it_makes():
    state = scenario_b("10C")
    refused(state, TakeDiscard(), "The taken card must be played at once")
    refused(state, TakeDiscard(Open(melds("5H 6H 7H 8H", "10S 10H 10C"))), "56 / 81 points")
    refused(
        state,
        TakeDiscard(Open(melds("5H 6H 7H 8H", "QS QH QD", "10S 10H 4C"))),
        "A run cannot mix suits",
    )
    refused(
        state,
        TakeDiscard(Open(melds("5H 6H 7H 8H", "QS QH QD"))),
        "The taken card must be played at once",
    )
    refused(
        state,
        TakeDiscard(LayDown(("10S", "10H", "10C"))),
        "Before opening, take the discard only to open or to close",
    )
    good = TakeDiscard(Open(melds("5H 6H 7H 8H", "QS QH QD", "10S 10H 10C")))
    assert good in state.legal_actions()
    state.apply(good)
    assert state.opening_value[0] == 86 and "10C" not in state.hands[0]
    assert state.discard_pile == ["2S"]


def test_the_taken_card_cannot_count_in_the_clean_run():
    state = scenario_b("9H")
    refused(
        state,
        TakeDiscard(Open(melds("5H 6H 7H 8H 9H", "QS QH QD", "10S 10H JK"))),
        "These cards are not in your hand: JK",
    )
    refused(
        state,
        TakeDiscard(Open(melds("5H 6H 7H 8H 9H", "QS QH QD"))),
        "The taken card cannot count in the clean run",
    )
    check = state.check_opening([["5H", "6H", "7H", "8H", "9H"], ["QS", "QH", "QD"]], take=True)
    assert not check.ok and check.value == 65 and check.required == 81


def test_take_the_tournante_freely_and_it_stays_clean():
    dealer = "9C KD 2H 4S 6C 8S JD 3D 5C 9S JC AS 6D 10H 3S"
    other = "7C 8C KS KH KD KC QS QH QD 2D 4H 6S 10D AH"
    state = rami.new_game(2, seed=4, deck=stack(dealer, other))
    state.apply(Discard("9C"))
    assert state.legal_actions()[:2] == [DrawPot(), TakeDiscard()]
    refused(
        state,
        TakeDiscard(Open(melds("7C 8C 9C", "KS KH KD KC", "QS QH QD"))),
        "Take the tournante on its own, then play",
    )
    state.apply(TakeDiscard())
    assert "9C" in state.hands[1] and state.discard_pile == []
    state.apply(Open(melds("7C 8C 9C", "KS KH KD KC", "QS QH QD")))
    assert state.opening_value[1] == 94


def test_drawing_forfeits_the_tournante():
    dealer = "9C KD 2H 4S 6C 8S JD 3D 5C 9S JC AS 6D 10H 3S"
    other = "7C 8C KS KH KD KC QS QH QD 2D 4H 6S 10D AH"
    state = rami.new_game(2, seed=4, deck=stack(dealer, other))
    state.apply(Discard("9C"))
    state.apply(DrawPot())
    assert not state.tournante_open
    refused(state, TakeDiscard(), "You have already taken a card this turn")


# ------------------------------------------------------------- direct close, end of match
D_DEALER = "2C 3C 4C 5C 2D 3D 4D 6S 6H 6D 7S 7H 7C KC 9H"
D_OTHER = "5D 10S JH 2S 4H 8C QD AS 9C KH 3S 10H 8D QS"


def test_direct_close_with_the_taken_discard_whatever_its_value():
    state = rami.new_game(2, seed=5, deck=stack(D_DEALER, D_OTHER, "AH"))
    state.apply(Discard("9H"))
    state.apply(DrawPot())
    state.apply(Discard("5D"))
    close = TakeDiscard(DirectClose(melds("2C 3C 4C 5C", "2D 3D 4D 5D", "6S 6H 6D", "7S 7H 7C")))
    assert close in state.legal_actions()
    refused(
        state,
        TakeDiscard(DirectClose(melds("2C 3C 4C 5C", "2D 3D 4D 5D", "6S 6H 6D"))),
        "A direct close places all your cards but one: 4 left",
    )
    events = state.apply(close)
    assert any(isinstance(e, DealEnded) and e.winner == 0 for e in events)
    # The 15th card (KC) was discarded automatically; the loser never opened: 100.
    assert state.round_scores == [[0, 100]]


def test_direct_close_after_drawing():
    state = rami.new_game(2, seed=5, deck=stack(D_DEALER, D_OTHER, "AH 5D"))
    state.apply(Discard("9H"))
    state.apply(DrawPot())
    state.apply(Discard("AH"))
    state.apply(DrawPot())  # 5D
    found = rami.direct_close(state.hands[0])
    assert found is not None
    state.apply(DirectClose(tuple(m.cards for m in found)))
    assert state.round_scores == [[0, 100]]


def test_the_match_ends_at_the_limit():
    state = rami.new_game(2, seed=5, deck=stack(D_DEALER, D_OTHER, "AH"), match_limit=100)
    state.apply(Discard("9H"))
    state.apply(DrawPot())
    state.apply(Discard("5D"))
    state.apply(
        TakeDiscard(DirectClose(melds("2C 3C 4C 5C", "2D 3D 4D 5D", "6S 6H 6D", "7S 7H 7C")))
    )
    assert state.is_over and state.winners == (0,) and state.loser == 1
    assert state.current_player is None and state.legal_actions() == []
    refused(state, DrawPot(), "The match is over")


def test_the_stock_is_rebuilt_from_the_discard_pile():
    state = rami.new_game(2, seed=6)
    state.apply(Discard(state.hands[0][0]))
    rebuilt = None
    for _ in range(79):
        events = state.apply(DrawPot())
        drawn = events[0].card
        if any(isinstance(e, PotRebuilt) for e in events):
            rebuilt = events
            assert state.discard_pile == [] and state.pot_size == 79
        state.apply(Discard(drawn))
    assert rebuilt is not None
    assert state.discard_pile == [drawn]  # the current player's discard is the new visible one
    total = sum(map(len, state.hands)) + state.pot_size + len(state.discard_pile)
    assert total == 108


def test_after_opening_a_taken_card_is_laid_at_once():
    state = scenario_a(7)
    # Seat 1 opened; the top discard 3C fits nowhere.
    refused(state, TakeDiscard(), "The taken card must be played at once")
    refused(state, TakeDiscard(LayOff("3C", 0, "low")), "3C does not fit at this end of the run")
    refused(state, TakeDiscard(Open(melds("3C 3S JK"))), "You have already opened")
    assert not any(isinstance(a, TakeDiscard) for a in state.legal_actions())
    state.apply(DrawPot())
    state.apply(LayOff("JC", meld_index(state, "10C JK QC"), "joker"))
    state.apply(Discard("JK"))
    # The dealer takes the joker and lays it at the high end of a run at once.
    run = meld_index(state, "4S 5S 6S 7S 8S")
    refused(state, TakeDiscard(LayDown(("8D", "9D", "JK"))), "These cards are not in your hand: 8D")
    take = TakeDiscard(LayOff("JK", run, "high"))
    assert take in state.legal_actions()
    state.apply(take)
    assert state.melds[run].cards == "4S 5S 6S 7S 8S JK".split()
    assert "JK" not in state.hands[0]
    refused(state, LayOff("9S", run, "high"), "These cards are not in your hand: 9S")


def test_an_ace_goes_at_either_end_of_a_two_to_king_run():
    from abyss_cards.games.rami.state import TableMeld, _laid_off

    meld = TableMeld(0, "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH".split())
    low, _ = _laid_off(meld.cards, "AH", "low")
    high, _ = _laid_off(meld.cards, "AH", "high")
    assert len(low) == len(high) == 13
    full, _ = _laid_off(high, "AH", "low")
    assert len(full) == 14
    assert _laid_off(full, "JK", "low") is None


def test_house_rule_options_are_kept_with_the_match():
    state = rami.new_game(2, seed=8, jokers=2, threshold=71, match_limit=300, dealer=1)
    cards = sum(map(len, state.hands)) + state.pot_size
    assert cards == 106 and state.dealer == 1 and len(state.hands[1]) == 15
    assert state.required(0) == 71
    copy = rami.from_json(state.to_json())
    assert (copy.jokers, copy.threshold, copy.match_limit, copy.dealer) == (2, 71, 300, 1)
    with pytest.raises(ValueError):
        rami.new_game(2, deck=full_deck(4)[:-1])
    with pytest.raises(ValueError):
        rami.new_game(3)


def test_after_opening_a_taken_card_can_never_be_discarded():
    # As scenario A, but the dealer ends with 3S, a card the opponent (who opened) also holds.
    dealer = A_DEALER.replace("3C", "3S")
    state = rami.new_game(["Ana", "Léo"], seed=1, deck=stack(dealer, A_OTHER, A_POT))
    other_copy = "3S"
    for action in [
        Discard("2D"),
        DrawPot(),
        Open(melds("4S 5S 6S 7S 8S", "QH QD QC", "7H 7D 7C")),
        Discard("2C"),
        DrawPot(),
        Open(melds("4H 5H 6H 7H 8H", "KS KH KD JK", "10C JK QC")),
        Discard(other_copy),
    ]:
        state.apply(action)
    assert state.current_player == 1 and state.opened[1]
    assert other_copy in state.hands[1]  # the second copy of the discard
    refused(state, TakeDiscard(Discard(other_copy)), "The taken card must be played at once")
    assert not any(
        isinstance(a, TakeDiscard) and isinstance(a.then, Discard) for a in state.legal_actions()
    )


def test_deal_opening_values_are_kept_per_finished_deal():
    state = _state_with_one_card()
    opened_with = list(state.opening_value)
    assert state.opened == [True, True] and opened_with[0] != opened_with[1]
    assert state.deal_opening_values == []
    state.apply(DrawPot())
    state.apply(LayOff("JK", meld_index(state, "3S 4S 5S 6S 7S 8S"), "high"))
    assert state.deal_opening_values == [opened_with]
    assert rami.from_json(state.to_json()).deal_opening_values == [opened_with]


def test_deal_opening_values_are_none_for_a_seat_that_never_opened():
    state = rami.new_game(2, seed=5, deck=stack(D_DEALER, D_OTHER, "AH"))
    state.apply(Discard("9H"))
    state.apply(DrawPot())
    state.apply(Discard("5D"))
    state.apply(
        TakeDiscard(DirectClose(melds("2C 3C 4C 5C", "2D 3D 4D 5D", "6S 6H 6D", "7S 7H 7C")))
    )
    assert state.deal_opening_values == [[None, None]]
    assert rami.from_json(state.to_json()).deal_opening_values == [[None, None]]


def test_tournante_takeable_only_for_the_first_take_of_the_other_player():
    dealer = "9C KD 2H 4S 6C 8S JD 3D 5C 9S JC AS 6D 10H 3S"
    other = "7C 8C KS KH KD KC QS QH QD 2D 4H 6S 10D AH"
    state = rami.new_game(2, seed=4, deck=stack(dealer, other))
    assert not state.tournante_takeable  # the dealer has not discarded yet
    state.apply(Discard("9C"))
    assert state.tournante_takeable
    assert rami.from_json(state.to_json()).tournante_takeable
    state.apply(DrawPot())
    assert not state.tournante_takeable
    state.apply(Discard("2D"))
    assert not state.tournante_takeable  # the dealer never takes it back


# --------------------------------------- taking the discard before opening: the engine's query
def test_the_take_before_opening_query_agrees_with_the_engines_legality():
    """``view.take_to_lay()`` (what the screen asks before letting a closed seat take the
    discard) answers exactly when the engine accepts a take of it to open or to close, and what
    it offers is accepted. Seeded games of greedy bots; at each take of a seat that has not
    opened, the real top discard and a few others put in its place."""
    import random

    from abyss_cards.games.rami.bots import make_bot

    codes = sorted(set(full_deck(4)))
    rng = random.Random(22)
    seen = Counter()
    for seed in range(8):
        state = rami.new_game(2, seed=seed, match_limit=100)
        bots = [make_bot("greedy", seed), make_bot("greedy", seed + 7)]
        for _ in range(300):
            if state.is_over:
                break
            seat = state.current_player
            if state.phase == "take":
                tops = [state.top_discard] + rng.sample(codes, 6)
                for top in tops if not state.opened[seat] else [state.top_discard]:
                    position = state.copy()
                    if top is not None and position.discard_pile:
                        position.discard_pile[-1] = top
                    lay = position.view(seat).take_to_lay()
                    takes = [
                        a
                        for a in position.legal_actions()
                        if isinstance(a, TakeDiscard) and isinstance(a.then, Open | DirectClose)
                    ]
                    closed = not position.opened[seat]
                    assert (lay is not None) == (closed and bool(takes)), (seed, state.turn, top)
                    if lay is not None:
                        groups = tuple(m.cards for m in lay.melds)
                        action = TakeDiscard(DirectClose(groups) if lay.close else Open(groups))
                        assert position.refusal(action) is None
                        assert not lay.close or not any(isinstance(a.then, Open) for a in takes)
                    seen[lay is not None] += 1
                # And never for the seat that is not to take.
                assert state.view(1 - seat).take_to_lay() is None
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    assert seen[True] >= 10 and seen[False] >= 100, seen


def test_the_take_before_opening_query_names_the_opening_or_the_close():
    """The rule (rules/rami.md, "Taking the discard"): before opening, only to open (reaching
    the target) or to close directly at once, the card in the melds but not in the clean run."""
    from dataclasses import replace

    view = rami.new_game(2, seed=3).view(0)
    taking = replace(view, phase="take", current_player=0, tournante_open=False)

    def lay(hand: str, top: str):
        return replace(taking, hand=tuple(hand.split()), discard_pile=("5D", top)).take_to_lay()

    opening = "9S 10S JS QS KS AH AD 7C 7D 7H 2C 3D 5H 6C"
    got = lay(opening, "AC")
    assert got is not None and not got.close
    assert {m.cards for m in got.melds} == set(melds("9S 10S JS QS KS", "AH AD AC", "7H 7D 7C"))
    assert lay(opening, "4D") is None  # fits nothing
    closing = "2H 3H 4H 2S 2D 2C 3S 3D 4C 5C 6C 9D"  # 39 points: far from 81, but all placed
    got = lay(closing, "3C")
    assert got is not None and got.close
    assert sum(len(m.cards) for m in got.melds) == 12  # 9D left over
    assert ("3S", "3D", "3C") in {m.cards for m in got.melds}
    assert lay(closing, "7C") is None  # 4C-7C would leave 3S 3D and 9D
    # The taken card may not be the one that makes the only clean run.
    assert lay("2H 3H 2S 2D 2C 3S 3D 3C 9D 9S 9C 5D", "4H") is None
    # The same cards, the run in hand and the taken card in a set: it closes.
    assert lay("2H 3H 4H 2S 2D 2C 3S 3D 9D 9S 9C 5D", "3C") is not None
    # The question does not arise for a seat that has opened, or not to take, or the tournante.
    assert (
        replace(
            taking, opened=(True, False), hand=tuple(opening.split()), discard_pile=("AC",)
        ).take_to_lay()
        is None
    )
    assert (
        replace(
            taking, phase="play", hand=tuple(opening.split()), discard_pile=("AC",)
        ).take_to_lay()
        is None
    )


def test_the_best_opening_query_is_an_opening_the_engine_accepts():
    """``view.best_opening()`` (what "Arrange in melds" lays out, switched on) exists exactly
    when the engine lists an opening for the seat, and the engine accepts it; with ``take`` it
    is the opening the taken discard allows."""
    from abyss_cards.games.rami.bots import make_bot

    seen = Counter()
    for seed in range(10):
        state = rami.new_game(2, seed=seed, match_limit=100)
        bots = [make_bot("greedy", seed), make_bot("greedy", seed + 7)]
        for _ in range(300):
            if state.is_over:
                break
            seat = state.current_player
            view = state.view(seat)
            if state.phase == "play":
                best = view.best_opening()
                opens = [a for a in state.legal_actions() if isinstance(a, Open)]
                assert (best is not None) == bool(opens), (seed, state.turn)
                if best is not None:
                    assert state.refusal(Open(tuple(m.cards for m in best))) is None
                    assert sum(m.value for m in best) == max(
                        sum(rami.analyse(m).value for m in a.melds) for a in opens
                    )
                seen[best is not None] += 1
            elif state.phase == "take" and not state.tournante_takeable:
                best = view.best_opening(take=True)
                lay = view.take_to_lay()
                assert best == (lay.melds if lay is not None and not lay.close else None) or (
                    best is None and lay is not None and lay.close
                )
            state.apply(bots[seat].choose(view, state.legal_actions()))
    assert seen[True] >= 2 and seen[False] >= 50, seen
