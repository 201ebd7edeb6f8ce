"""The game contract (abyss_cards.core.game), checked for every registered game the same way
(OpenSpiel's random-simulation test): seeded random games with checks after every action, and
every computer-player level only ever playing legal actions.

A test-only game (tests/toy_game.py) is registered here to show that a new game needs nothing
else: the contract test, the command line and the home screen take it up.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Hashable
from dataclasses import dataclass

import pytest
import toy_game

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.game import BOT_LEVELS, Event, GameInfo, Reveal, State, Turn
from abyss_cards.games import registry

GAMES = [*registry.BUILT_IN, toy_game.GAME.key]
# Actions per random game: enough to cross a Plongée round, a Rami deal and Abyss turns.
STEPS = {"plongee": 220, "rami": 160, "abyss": 260, "toy": 10}


@pytest.fixture(autouse=True, scope="module")
def toy_registered():
    registry.register(toy_game.GAME)
    yield
    registry.unregister(toy_game.GAME.key)


def info_of(key: str) -> GameInfo:
    return registry.game(key)


def same_game(a: State, b: State) -> None:
    """``b`` is ``a``: same JSON, same decision, same views (hashable) and public figures."""
    assert b.to_json() == a.to_json()
    assert b.current_player == a.current_player
    assert b.is_over == a.is_over
    assert b.num_players == a.num_players
    assert tuple(b.scores) == tuple(a.scores)
    assert tuple(b.winners) == tuple(a.winners)
    assert list(b.history) == list(a.history)
    assert list(b.legal_actions()) == list(a.legal_actions())
    for seat in range(a.num_players):
        view = a.view(seat)
        assert isinstance(view, Hashable)
        hash(view)
        assert b.view(seat) == view


def random_game(info: GameInfo, players: int, seed: int, steps: int, check) -> State:
    """Play ``steps`` random legal actions (or to the end), calling ``check(state, before,
    seat, action, events)`` after each."""
    state = info.new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = list(state.legal_actions())
        seat = state.current_player
        action = rng.choice(legal)
        before = state.to_json()
        events = state.apply(action)
        check(state, before, seat, action, events)
    return state


def player_counts(info: GameInfo) -> list[int]:
    return sorted({info.min_players, info.max_players})


@pytest.mark.parametrize("key", GAMES)
def test_registry_entry_is_complete(key):
    info = info_of(key)
    assert info.key == key
    assert [lvl for lvl in BOT_LEVELS if lvl in info.bot_levels] == list(info.bot_levels)
    assert info.bot_levels, "every game offers computer players"
    for word, cls in info.codec.kinds.items():
        assert word.islower() and word != cls.__name__, "saved words are not class names"
    with pytest.raises(ValueError):
        info.new_game(info.max_players + 1, seed=1)


@pytest.mark.parametrize("key", GAMES)
def test_random_games_keep_the_contract_after_every_action(key):
    info = info_of(key)
    seen_actions: list = []
    resample_changed_another_view = False

    def check(state, before, seat, action, events):
        nonlocal resample_changed_another_view
        state.check_invariants()
        # Who decided and what: the history replays the game.
        assert state.history[-1] == Turn(seat, action)
        # Events: the shared base, a readable text, a seat that exists.
        for event in events:
            assert isinstance(event, Event)
            assert str(event)
            assert event.private_to is None or 0 <= event.private_to < state.num_players
            assert event.public == (event.reveal is not Reveal.ONE_SEAT)
            assert event.reveals_hidden == (event.reveal is not Reveal.NOTHING)
        # Over or not: a decision is pending exactly while the game goes on.
        legal = list(state.legal_actions())
        if state.is_over:
            assert legal == [] and state.current_player is None and state.winners
            assert set(state.winners) <= set(range(state.num_players))
        else:
            assert legal and state.current_player in range(state.num_players)
            assert state.winners == ()
        assert len(state.scores) == state.num_players
        # Legal actions are legal, and round-trip through the one save format.
        for a in legal:
            assert state.is_legal(a)
            assert info.codec.decode(json.loads(json.dumps(info.codec.encode(a)))) == a
        # A refusal says why and leaves the state unchanged.
        illegal = [a for a in seen_actions[-40:] if a not in legal][:3]
        for a in illegal:
            assert not state.is_legal(a)
            snapshot = state.to_json()
            with pytest.raises(IllegalAction) as refused:
                state.apply(a)
            assert refused.value.code and str(refused.value)
            assert state.to_json() == snapshot
        seen_actions.extend(legal[:5])
        # The JSON round trip gives the same game, as objects.
        same_game(state, info.from_json(state.to_json()))
        # A view hides what its seat may not see: dealing that again changes no view of it.
        rng = random.Random(len(state.history))
        for s in range(state.num_players):
            other = state.resample_hidden(s, rng)
            other.check_invariants()
            assert other.view(s) == state.view(s)
            if any(other.view(t) != state.view(t) for t in range(state.num_players) if t != s):
                resample_changed_another_view = True

    for players in player_counts(info):
        for seed in (1, 2):
            state = random_game(info, players, seed, STEPS.get(key, 150), check)
            # Replay from the seed and the history reaches the same state.
            replay = info.new_game(players, seed=seed)
            for turn in state.history:
                assert replay.current_player == turn.seat
                replay.apply(turn.action)
            same_game(state, replay)
    assert resample_changed_another_view, "resample_hidden never dealt anything hidden again"


def test_a_card_shown_to_one_seat_is_hidden_information_revealed():
    """Undo stops at any reveal: a card only its holder sees counts as much as one shown to all."""

    @dataclass(frozen=True)
    class Kept(Event):
        seat: int

    kept, swapped, shown = Kept(0), toy_game.Swapped(1, 3, 5), toy_game.Shown((3, 5), 1)
    assert not kept.reveals_hidden and kept.public
    assert swapped.reveals_hidden and swapped.private_to == 1 and not swapped.public
    assert swapped.visible_to(1) and not swapped.visible_to(0) and not swapped.visible_to(None)
    assert shown.reveals_hidden and shown.public


@pytest.mark.parametrize("value", [True, False, 3.0, "3", None, [3]])
def test_a_saved_whole_number_is_a_whole_number_not_a_boolean(value):
    """A save is input: JSON ``true`` is no slot 1 (in Python a bool is an int)."""
    plongee, abyss = registry.game("plongee").codec, registry.game("abyss").codec
    assert plongee.decode({"kind": "flip", "slot": 1}) == plongee.kinds["flip"](1)
    with pytest.raises(ValueError):
        plongee.decode({"kind": "flip", "slot": value})
    assert abyss.decode({"kind": "place_lords", "lords": [27, 28]}).lords == (27, 28)
    with pytest.raises(ValueError):
        abyss.decode({"kind": "place_lords", "lords": [27, value]})


@pytest.mark.parametrize("key", GAMES)
def test_every_bot_level_only_plays_legal_actions(key):
    info = info_of(key)
    for level in info.bot_levels:
        players = info.min_players
        state = info.new_game(players, seed=7)
        bots = [info.make_bot(level, seed=100 + s) for s in range(players)]
        for _ in range(STEPS.get(key, 150) // 2):
            if state.is_over:
                break
            seat = state.current_player
            legal = list(state.legal_actions())
            choice = bots[seat].choose(state.view(seat), legal)
            assert choice in legal, f"{key} {level} chose {choice!r}"
            state.apply(choice)


@pytest.mark.parametrize("key", GAMES)
def test_an_impossible_save_is_refused(key):
    info = info_of(key)
    state = info.new_game(info.min_players, seed=3)
    for bad in ("", "[]", "{}", json.dumps({"game": key}), "null", '"text"'):
        with pytest.raises(ValueError):
            info.from_json(bad)
    data = json.loads(state.to_json())
    assert isinstance(data, dict)


def test_the_command_line_lists_a_registered_game(monkeypatch, capsys):
    from abyss_cards import cli

    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["simulate", "--help"])
    listed = capsys.readouterr().out
    for key in GAMES:
        assert key in listed


def test_the_home_screen_shows_a_game_without_a_screen_as_not_available(qtbot):
    """Only the engine registered: no UI package, so the tile is greyed. With its UI package
    registered too (``ui.games.register_ui``), the toy game is played from the home screen in
    ``tests/test_toy_game_ui.py``."""
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.games import entries, entry
    from abyss_cards.ui.main_window import MainWindow

    assert [e.key for e in entries()][: len(GAMES)] == GAMES
    assert not entry("toy").available()
    assert all(entry(key).available() for key in registry.BUILT_IN)
    from PySide6.QtWidgets import QFrame

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    tiles = window.home.findChildren(QFrame, "tile-toy")
    assert len(tiles) == 1, "the home screen has a tile for the registered game"
    assert not tiles[0].open_button.isEnabled()


def test_no_other_list_of_games_remains():
    """Everything that lists games reads the registry: no tuple of the three keys elsewhere."""
    out = subprocess.run(
        ["grep", "-rnE", r"[\"']plongee[\"'], *[\"']rami[\"']", "abyss_cards"],
        capture_output=True,
        text=True,
        cwd=str(__import__("pathlib").Path(__file__).parents[1]),
        check=False,
    ).stdout
    assert [line for line in out.splitlines() if "games/registry.py" not in line] == []


def test_the_toy_game_plays_through_the_simulate_command():
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, toy_game; from abyss_cards.games import registry; "
            "registry.register(toy_game.GAME); from abyss_cards import cli; "
            "sys.exit(cli.main(['simulate', 'toy', '--games', '20', '--bots', 'random,greedy']))",
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=str(__import__("pathlib").Path(__file__).parent),
    )
    assert out.returncode == 0, out.stderr
    assert "games" in out.stdout and "random" in out.stdout


def test_listing_the_games_imports_no_engine():
    """The home screen lists the games at start-up without paying for their engines."""
    code = (
        "import sys; from abyss_cards.ui.games import entries; "
        "print([(e.title(), e.blurb(), e.available()) for e in entries()]); "
        "loaded = [m for m in sys.modules if m.split('.')[:3] in "
        f"(['abyss_cards', 'games', k] for k in {registry.BUILT_IN!r})]; "
        "sys.exit(f'engines imported: {loaded}' if loaded else 0)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
