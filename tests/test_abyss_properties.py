"""Properties over many seeds: conservation, Pearls, ends, legal bots, views, JSON, replay."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from abyss_cards.core.errors import IllegalAction
from abyss_cards.games import abyss
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.bots import make_bot
from abyss_cards.games.abyss.data import EXPLORATION_SIZE, LOCATIONS, LORDS

MAX_DECISIONS = 20000


def check_conservation(s):
    cards = (
        s.deck
        + s.discard
        + s.track
        + [c for st_ in s.council.values() for c in st_]
        + [c for h in s.hands for c in h]
        + [c for f in s.federated for c in f]
    )
    assert sorted(cards) == list(range(EXPLORATION_SIZE))
    lords = (
        s.court
        + s.lord_deck
        + s.lord_discard
        + [lo for ls in s.lords for lo in ls]
        + [lo for locs in s.locations for _, under in locs for lo in under]
    )
    assert sorted(lords) == [lord.id for lord in LORDS]
    for seat in range(s.n):
        assert set(s.disabled[seat]) <= set(s.lords[seat])
    locations = (
        s.location_deck
        + s.face_up
        + s.drawn_locations
        + s.removed_locations
        + [loc for ls in s.locations for loc, _ in ls]
    )
    assert sorted(locations) == [loc.id for loc in LOCATIONS]
    assert len(s.court) <= 6 and len(s.track) <= 5
    assert all(p >= 0 for p in s.pearls) and all(k >= 0 for k in s.key_tokens)
    assert len(s.token_pool) + sum(len(t) for t in s.monster_tokens) == 20


def play_out(s, levels, seed, check_every=1):
    bots = [make_bot(levels[i % len(levels)], seed + i) for i in range(s.n)]
    decisions = 0
    while not s.is_over:
        seat = s.current_player
        legal = s.legal_actions()
        assert legal
        view = s.view(seat)
        for other in range(s.n):
            if other != seat:
                assert view.players[other].hand is None
                assert view.players[other].monster_tokens is None
        action = bots[seat].choose(view, legal)
        assert action in legal
        s.apply(action)
        decisions += 1
        if decisions % check_every == 0:
            check_conservation(s)
        assert decisions < MAX_DECISIONS
    check_conservation(s)
    s.check_invariants()
    assert s.legal_actions() == [] and s.current_player is None
    return decisions


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 4))
def test_random_games_conserve_everything_and_end(seed, players):
    s = abyss.new_game(players, seed=seed)
    play_out(s, ["random"], seed)
    scores = s.final_scores()
    for entry in scores["seats"]:
        assert entry["total"] == sum(entry[k] for k in ("locations", "lords", "allies", "monsters"))
    assert {r.index for r in scores["ranking"]} == set(range(players))
    assert all(not h for h in s.hands)


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    players=st.integers(2, 4),
    levels=st.lists(st.sampled_from(["greedy", "expert", "random"]), min_size=1, max_size=4),
)
def test_bot_games_only_legal_actions(seed, players, levels):
    s = abyss.new_game(players, seed=seed)
    play_out(s, levels, seed, check_every=5)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**9), steps=st.integers(0, 300))
def test_json_round_trip_and_replay_anywhere(seed, steps):
    s = abyss.new_game(3, seed=seed)
    bot = make_bot("random", seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(bot.choose(s.view(s.current_player), s.legal_actions()))
    text = s.to_json()
    copy = abyss.from_json(text)
    assert copy.to_json() == text
    assert copy.legal_actions() == s.legal_actions()
    replay = abyss.new_game(3, seed=seed)
    for turn in s.history:
        assert turn.seat == replay.current_player
        replay.apply(turn.action)
    assert replay.to_json() == text


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_refused_actions_leave_the_state_unchanged(seed):
    s = abyss.new_game(2, seed=seed)
    bot = make_bot("greedy", seed)
    probes = [
        A.Plot(),
        A.Explore(),
        A.Buy(),
        A.TakeAlly(),
        A.Fight(),
        A.FinishPayment(),
        A.RequestSupport("crabs"),
        A.Recruit(1),
        A.PayWith("squids", 5),
        A.TakeLocation(3),
        A.PlaceLords((1, 2, 3)),
        A.EndTurn(),
        A.Skip(),
    ]
    refusals = Counter()
    for _ in range(120):
        if s.is_over:
            break
        legal = s.legal_actions()
        before = s.to_json()
        for probe in probes:
            if probe not in legal:
                try:
                    s.apply(probe)
                except IllegalAction as exc:
                    refusals[exc.template] += 1
                else:
                    raise AssertionError(f"{probe} accepted though not legal")
                assert s.to_json() == before
        s.apply(bot.choose(s.view(s.current_player), legal))
    assert refusals
