"""Rami on the shared game contract: what its events reveal, its refusal codes, the queries the
table asks (the tournante, a direct close, where a card may be laid off), views equal after a
save, history that replays the match, and hidden cards dealt again without touching a view."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from test_rami_rules import A_DEALER, A_OTHER, A_POT, D_DEALER, D_OTHER, melds, stack

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.game import Reveal, Turn
from abyss_cards.games import rami
from abyss_cards.games.rami import (
    CODEC,
    GAME,
    DirectClose,
    Discard,
    DrawPot,
    LayDown,
    Open,
    TakeDiscard,
)
from abyss_cards.games.rami.bots import make_bot
from abyss_cards.games.rami.cards import full_deck
from abyss_cards.games.rami.events import (
    DealEnded,
    Discarded,
    Drew,
    MeldLaid,
    TookDiscard,
)
from abyss_cards.games.rami.view import RamiView


def code_of(state, action) -> str:
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    return info.value.code


def test_the_registry_entry():
    assert GAME.key == "rami" and (GAME.min_players, GAME.max_players) == (2, 2)
    assert GAME.bot_levels == ("random", "greedy", "easy", "medium", "expert")
    assert GAME.codec is CODEC
    state = GAME.new_game(["Ana", "Léo"], seed=4, match_limit=300)
    assert state.players == ["Ana", "Léo"] and state.match_limit == 300
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()


def test_actions_are_saved_with_words_and_read_strictly():
    action = TakeDiscard(Open(melds("4S 5S 6S", "QH QD QC")))
    data = CODEC.encode(action)
    assert data["kind"] == "take" and data["then"]["kind"] == "open"
    assert CODEC.decode(json.loads(json.dumps(data))) == action
    for bad in (
        {"kind": "discard", "card": 0},
        {"kind": "discard"},
        {"kind": "Discard", "card": "AS"},
        {"kind": "take", "then": {"kind": "draw"}},
        {"kind": "lay_off", "card": "AS", "meld": "0", "end": ""},
    ):
        with pytest.raises(ValueError):
            CODEC.decode(bad)


def test_what_each_event_reveals():
    state = rami.new_game(["Ana", "Léo"], seed=1, deck=stack(A_DEALER, A_OTHER, A_POT))
    (discarded,) = state.apply(Discard("2D"))
    assert isinstance(discarded, Discarded) and discarded.reveal is Reveal.EVERYONE
    events = state.apply(DrawPot())
    drew = next(e for e in events if isinstance(e, Drew))
    assert drew.reveal is Reveal.ONE_SEAT and drew.private_to == 1
    assert drew.visible_to(1) and not drew.visible_to(0)
    events = state.apply(Open(melds("4S 5S 6S 7S 8S", "QH QD QC", "7H 7D 7C")))
    assert all(isinstance(e, MeldLaid) and e.reveal is Reveal.EVERYONE for e in events)
    state.apply(Discard("2C"))
    drew = next(e for e in state.apply(DrawPot()) if isinstance(e, Drew))
    assert drew.private_to == 0 and drew.card == "10D"
    # Taking the open discard shows nothing new; the end of a deal shows both hands.
    assert TookDiscard.reveal is Reveal.NOTHING and DealEnded.reveal is Reveal.EVERYONE


def test_refusals_carry_stable_codes_and_change_nothing():
    state = rami.new_game(["Ana", "Léo"], seed=1, deck=stack(A_DEALER, A_OTHER, A_POT))
    before = state.to_json()
    assert code_of(state, DrawPot()) == "tournante_first"
    assert code_of(state, Discard("AS")) == "not_in_hand"
    assert code_of(state, Discard(0)) == "not_an_action"  # a wrong type is refused, not a crash
    assert code_of(state, "draw") == "not_an_action"
    assert state.to_json() == before
    state.apply(Discard("2D"))
    assert code_of(state, TakeDiscard(Open(melds("4S 5S 6S")))) == "tournante_alone"
    assert code_of(state, Discard("9C")) == "take_first"
    state.apply(DrawPot())
    assert code_of(state, Open(melds("QH QD QC"))) == "no_clean_run"
    assert code_of(state, Open(melds("4S 5S 6S"))) == "opening_too_low"
    assert code_of(state, Open((("4S", "6S", "8S"),))) == "not_a_meld"
    assert code_of(state, LayDown(("QH", "QD", "QC"))) == "open_first"
    assert code_of(state, DrawPot()) == "already_took"
    refusal = state.refusal(Open(melds("4S 5S 6S")))
    assert refusal is not None and refusal.code == "opening_too_low"
    assert str(refusal) == "15 / 81 points"
    assert state.refusal(Discard("3S")) is None


def test_the_tournante_is_offered_by_one_rule_for_the_state_and_the_view():
    dealer = "9C KD 2H 4S 6C 8S JD 3D 5C 9S JC AS 6D 10H 3S"
    other = "7C 8C KS KH KD KC QS QH QD 2D 4H 6S 10D AH"
    state = rami.new_game(2, seed=4, deck=stack(dealer, other))
    assert not state.tournante_takeable and not state.view(1).tournante_takeable
    state.apply(Discard("9C"))
    assert state.tournante_takeable and state.view(1).tournante_takeable
    assert state.is_legal(TakeDiscard())  # what the table asks to show the badge
    assert state.view(0).tournante_takeable  # public: the dealer sees it offered too
    state.apply(TakeDiscard())
    assert not state.tournante_takeable and not state.is_legal(TakeDiscard())
    state.apply(Discard("KD"))
    assert state.refusal(TakeDiscard()).code == "tournante_not_takeable"
    # Taken to be played at once it may be: the table then asks what it could be used for.
    assert state.take_refusal() is None
    state.apply(DrawPot())
    assert state.take_refusal().code == "already_took"


def test_lay_down_action_chooses_a_direct_close_when_it_is_one():
    state = rami.new_game(2, seed=5, deck=stack(D_DEALER, D_OTHER, "AH"))
    groups = melds("2C 3C 4C 5C", "2D 3D 4D 5D", "6S 6H 6D", "7S 7H 7C")
    state.apply(Discard("9H"))
    state.apply(DrawPot())
    state.apply(Discard("5D"))
    # With the 5D taken, these four melds place every card but KC: a direct close.
    assert state.lay_down_action(groups, take=True) == TakeDiscard(DirectClose(groups))
    assert state.lay_down_action(groups[:2], take=True) == TakeDiscard(Open(groups[:2]))
    state.apply(state.lay_down_action(groups, take=True))
    assert state.deal_winners == [0]


def test_lay_off_targets_follow_whose_turn_and_what_was_taken():
    state = rami.new_game(["Ana", "Léo"], seed=1, deck=stack(A_DEALER, A_OTHER, A_POT))
    for action in (Discard("2D"), DrawPot(), Open(melds("4S 5S 6S 7S 8S", "QH QD QC", "7H 7D 7C"))):
        state.apply(action)
    assert state.current_player == 1 and state.phase == "play"
    hand = state.hands[1]
    for card in set(hand):
        targets = state.lay_off_targets(card)
        assert targets == [o for o in state.lay_off_options(card) if state.is_legal(o)]
    # The dealer has not opened: nothing to lay off for them, wherever a card fits.
    state.apply(Discard("2C"))
    state.apply(DrawPot())
    assert state.current_player == 0 and not state.opened[0]
    assert all(state.lay_off_targets(c) == [] for c in state.hands[0])
    assert state.lay_off_targets("not a card") == []


@pytest.mark.parametrize("seed", [3, 8])
def test_views_saves_replays_and_hidden_cards(seed):
    state = rami.new_game(["Ana", "Léo"], seed=seed, match_limit=150, max_turns=120)
    bots = [make_bot("medium", seed=seed), make_bot("greedy", seed=seed + 1)]
    rng = random.Random(seed)
    steps = 0
    while not state.is_over and steps < 500:
        seat = state.current_player
        action = bots[seat].choose(state.view(seat), state.legal_actions())
        state.apply(action)
        assert state.history[-1] == Turn(seat, action)
        steps += 1
        if steps % 25:
            continue
        state.check_invariants()
        again = rami.from_json(state.to_json())
        for s in (0, 1):
            assert again.view(s) == state.view(s)
            as_json = json.loads(json.dumps(state.view(s).to_json()))
            assert RamiView.from_json(as_json) == state.view(s)
            assert hash(again.view(s)) == hash(state.view(s))
            other = state.resample_hidden(s, rng)
            other.check_invariants()
            assert other.view(s) == state.view(s)
            assert Counter(other.hands[1 - s] + other.pot) == Counter(
                state.hands[1 - s] + state.pot
            )
    replay = rami.new_game(["Ana", "Léo"], seed=seed, match_limit=150, max_turns=120)
    for turn in state.history:
        assert turn.seat == replay.current_player
        replay.apply(turn.action)
    assert replay.to_json() == state.to_json()
    assert state.scores == tuple(sum(row[seat] for row in state.round_scores) for seat in (0, 1))
    assert state.winners == ((1 - state.loser,) if state.is_over else ())


def test_a_save_whose_history_does_not_lead_to_it_is_refused():
    state = rami.new_game(2, seed=2)
    bot = make_bot("greedy", seed=2)
    for _ in range(30):
        state.apply(bot.choose(state.view(state.current_player), state.legal_actions()))
    data = json.loads(state.to_json())
    data["history"] = data["history"][:-2]
    with pytest.raises(ValueError):
        rami.from_json(json.dumps(data))


def test_a_stacked_first_deal_is_kept_so_the_match_replays():
    deck = full_deck(4)
    random.Random(9).shuffle(deck)
    state = rami.new_game(2, seed=9, deck=deck)
    state.apply(Discard(state.hands[0][0]))
    assert rami.from_json(state.to_json()).to_json() == state.to_json()
