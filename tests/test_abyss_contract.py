"""Abyss on the shared game contract: its registry entry, the save format (and the 0.1
migration), the frozen view, typed events and what they reveal, the invariants, resampling."""

import json
import random
from pathlib import Path

import pytest

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.game import Event, Reveal, State, Turn
from abyss_cards.games import abyss
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as E
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.games.abyss.steps import DECISION_KINDS, decision
from abyss_cards.games.abyss.view import AbyssView

SAVE_01 = Path(__file__).parent / "data" / "autosaves" / "abyss-0.1-engine-mid-game.json"


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def test_registry_entry():
    g = abyss.GAME
    assert (g.key, g.title, g.min_players, g.max_players) == ("abyss", "Abyss", 2, 4)
    assert g.blurb == ("The deep-sea board game: recruit Lords, control Locations. 2 to 4 players.")
    assert g.bot_levels == ("random", "greedy", "easy", "medium", "expert")
    assert g.seed_document == "004_f0a6b63961d76a06.txt" and g.rulings == "abyss"
    assert g.simulate == "abyss_cards.games.abyss.simulate"
    assert g.codec is A.CODEC
    assert isinstance(g.new_game(3, seed=1), State)


def test_action_words_are_stable_snake_case():
    for word, cls in A.CODEC.kinds.items():
        assert word == word.lower() and " " not in word and word != cls.__name__
    assert A.CODEC.encode(A.PayWith("crabs", 3)) == {
        "kind": "pay_with",
        "race": "crabs",
        "value": 3,
    }
    assert A.CODEC.encode(A.TakeReward("monster")) == {"kind": "take_reward", "reward": "monster"}
    assert A.CODEC.decode({"kind": "place_lords", "lords": [27, 28]}) == A.PlaceLords((27, 28))
    with pytest.raises(ValueError):
        A.CODEC.decode({"kind": "PayWith", "race": "crabs", "value": 3})
    assert A.action_from_legacy(["PayWith", "crabs", 3]) == A.PayWith("crabs", 3)
    assert A.action_from_legacy(["PlaceLords", [27]]) == A.PlaceLords((27,))
    with pytest.raises(ValueError):
        A.action_from_legacy(["Launch", 3])


def test_release_0_1_save_loads_into_the_same_game():
    text = SAVE_01.read_text(encoding="utf-8")
    old = json.loads(text)
    s = abyss.from_json(text)
    for name in (
        "deck",
        "discard",
        "track",
        "council",
        "hands",
        "federated",
        "pearls",
        "monster_tokens",
        "token_pool",
        "court",
        "lord_deck",
        "lords",
        "face_up",
        "location_deck",
        "active",
        "turn",
        "steps",
        "threat",
    ):
        assert getattr(s, name) == old[name], name
    assert s.rng.getstate() == abyss.from_json(text).rng.getstate()
    # The history got its seats back by replay, and replays to this very position.
    assert len(s.history) == len(old["history"]) == 150
    assert all(isinstance(t, Turn) for t in s.history)
    replay = abyss.new_game(old["names"], seed=old["seed"])
    for turn in s.history:
        assert replay.current_player == turn.seat
        replay.apply(turn.action)
    assert replay.to_json() == s.to_json()
    # It saves in the new schema and goes on.
    again = abyss.from_json(s.to_json())
    assert json.loads(again.to_json())["schema"] == 2 and again.view(0) == s.view(0)
    assert s.legal_actions() == [A.Buy(), A.Pass()]
    s.apply(A.Pass())


def test_view_is_frozen_hashable_and_survives_a_round_trip():
    s = abyss.new_game(3, seed=5)
    rng = random.Random(5)
    for _ in range(120):
        s.apply(rng.choice(s.legal_actions()))
    copy = abyss.from_json(s.to_json())
    for seat in range(3):
        view = s.view(seat)
        assert isinstance(view, AbyssView)
        assert hash(view) == hash(copy.view(seat)) and view == copy.view(seat)
        with pytest.raises(AttributeError):
            view.seat = 2  # type: ignore[misc]


def test_pending_decision_shows_its_public_part_to_everyone():
    s = scenario(3, deck_top=[("crabs", 1)], pearls={1: 4, 2: 4})
    play(s, A.Explore())
    for seat in range(3):
        pending = s.view(seat).pending
        assert (pending.kind, pending.seat, pending.price, pending.queue) == ("auction", 1, 1, (2,))
    # A payment in progress: the Lord is public, the Allies paid only for the payer.
    s = scenario(court=[30, 27, 28], hands={0: [("seahorses", 5), ("squids", 4)]})
    play(s, A.Recruit(30), A.PayWith("seahorses", 5))
    assert s.view(0).pending.paid == (("seahorses", 5),) and s.view(0).pending.lord == 30
    assert s.view(1).pending.paid == () and s.view(1).pending.lord == 30


def test_refusals_carry_a_stable_code_and_change_nothing():
    s = scenario(court=[30, 27], hands={0: [("seahorses", 1)]}, pearls={0: 0})
    for action, code in [
        (A.Recruit(1), "lord_not_at_court"),
        (A.Recruit(30), "cannot_pay"),
        (A.Plot(), "plot_no_pearl"),
        (A.Buy(), "not_now"),
        (A.RequestSupport("crabs"), "empty_stack"),
        (A.EndTurn(), "action_first"),
    ]:
        before = s.to_json()
        assert not s.is_legal(action)
        with pytest.raises(IllegalAction) as info:
            s.apply(action)
        assert info.value.code == code and s.to_json() == before
    s2 = abyss.new_game(2, seed=1)
    rng = random.Random(1)
    while not s2.is_over:
        s2.apply(
            rng.choice(
                [a for a in s2.legal_actions() if not isinstance(a, A.CancelRecruit | A.TakeBack)]
            )
        )
    with pytest.raises(IllegalAction) as info:
        s2.apply(A.Explore())
    assert info.value.code == "game_over"


def test_legal_actions_and_refusals_come_from_one_place():
    # Every candidate of every decision reached in random games: legal exactly when its
    # handler finds no problem.
    for seed in range(4):
        s = abyss.new_game(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        seen = set()
        while not s.is_over:
            step = s.steps[-1]
            d = decision(step["kind"])
            seen.add(step["kind"])
            seat = s.current_player
            legal = s.legal_actions()
            for action in d.candidates(s, step, seat):
                assert (d.problem(s, step, seat, action) is None) == (action in legal)
            s.apply(rng.choice([a for a in legal if not isinstance(a, A.CancelRecruit)]))
        assert {"main", "auction"} <= seen
    assert set(DECISION_KINDS) >= {"main", "payment", "smokers"}


def test_events_say_what_they_reveal():
    s = scenario(
        deck_top=[("squids", 2)],
        pearls={1: 0},
        council={"crabs": [("crabs", 1), ("crabs", 1), ("crabs", 2)]},
    )
    events = play(s, A.Explore())
    revealed = [e for e in events if isinstance(e, E.Revealed)]
    assert revealed and revealed[0].reveal is Reveal.EVERYONE and revealed[0].space == 1
    assert str(revealed[0]) == "seat 0 reveals squids 2 on space 1"
    for event in events:
        assert isinstance(event, Event) and str(event)
    # G5: a stack's exact contents, duplicates kept, to the taker only.
    s = scenario(council={"crabs": [("crabs", 1), ("crabs", 1), ("crabs", 2)]})
    events = play(s, A.RequestSupport("crabs"))
    contents = [e for e in events if isinstance(e, E.StackContents)]
    assert contents[0].allies == (("crabs", 1), ("crabs", 1), ("crabs", 2))
    assert contents[0].reveal is Reveal.ONE_SEAT and contents[0].private_to == 0
    assert contents[0].visible_to(0) and not contents[0].visible_to(1)
    taken = [e for e in events if isinstance(e, E.StackTaken)]
    assert taken[0].count == 3 and taken[0].public


def test_which_cards_went_to_which_council_stack():
    cards = [("crabs", 1), ("squids", 2), ("monster", 0), ("crabs", 3), ("jellyfish", 4)]
    s = scenario(deck_top=cards, pearls={1: 0})
    events = play(
        s, A.Explore(), A.RevealNext(), A.RevealNext(), A.PassMonster(), A.RevealNext()
    )  # the jellyfish 4 on the fifth space is taken
    ended = [e for e in events if isinstance(e, E.ExplorationEnded)]
    assert ended[0].council == (("crabs", (1, 3)), ("squids", (2,)))
    assert ended[0].monsters == 1


def test_history_holds_the_seat_of_every_decision():
    s = scenario(3, deck_top=[("crabs", 1)], pearls={1: 4, 2: 4})
    play(s, A.Explore(), A.Pass(), A.Buy())
    assert [(t.seat, t.action) for t in s.history] == [
        (0, A.Explore()),
        (1, A.Pass()),
        (2, A.Buy()),
    ]


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d["hands"][0].append(d["deck"][0]),  # a card twice
        lambda d: d["deck"].pop(),  # a card lost
        lambda d: d["court"].append(d["court"][0]),  # a Lord twice
        lambda d: d["pearls"].__setitem__(0, -1),
        lambda d: d["key_tokens"].__setitem__(1, -1),
        # JSON's true and false and a fraction are no counts nor seats (a Python bool is an int).
        lambda d: d["pearls"].__setitem__(0, True),
        lambda d: d.__setitem__("threat", 2.5),
        lambda d: d.__setitem__("active", d["active"] == 1),
        lambda d: d.__setitem__("threat", 7),
        lambda d: d["token_pool"].append(4),
        lambda d: d["location_deck"].pop(),
        lambda d: d["council"]["crabs"].append(d["council"]["squids"].pop()),
        lambda d: d.__setitem__("steps", [{"kind": "warp"}]),
        lambda d: d.__setitem__("active", 5),
        lambda d: d["history"].append({"seat": 0, "action": {"kind": "launch"}}),
        lambda d: d.__setitem__("hands", [[]]),
    ],
)
def test_impossible_saves_are_refused(damage):
    s = scenario(council={"squids": [("squids", 2)]}, hands={0: [("crabs", 1)]})
    data = json.loads(s.to_json())
    damage(data)
    with pytest.raises(ValueError):
        abyss.from_json(json.dumps(data))


def test_resample_hidden_keeps_the_view_and_the_races_of_the_stacks():
    s = abyss.new_game(4, seed=9)
    rng = random.Random(9)
    for _ in range(200):
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(4):
        other = s.resample_hidden(seat, random.Random(seat))
        other.check_invariants()
        assert other.view(seat) == s.view(seat)
        assert other.hands[seat] == s.hands[seat]
        assert other.monster_tokens[seat] == s.monster_tokens[seat]
        changed = [
            p
            for p in range(4)
            if p != seat and sorted(other.hands[p]) != sorted(s.hands[p]) and s.hands[p]
        ]
        assert changed or not any(s.hands[p] for p in range(4) if p != seat)
        # The game goes on from the resampled state.
        while not other.is_over and len(other.history) < len(s.history) + 30:
            other.apply(rng.choice(other.legal_actions()))
