"""Plongée saves: release 0.1's autosave still loads into the same game, and no impossible file
is ever taken for a game (issue 16, items 5 and 9).

The mutation test changes real saved states one field at a time (wrong types, out-of-range
values, cards added or taken away, 1.5 in the discard log…): every mutated file either loads a
state that passes ``check_invariants`` and plays on, or is refused with ``ValueError`` — never
another exception. Through the app, a refused file is set aside with one message.
``benchmarks/plongee_fuzz_saves.py`` runs many more and times each load.
"""

from __future__ import annotations

import copy
import json
import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from abyss_cards.games import plongee
from abyss_cards.games.plongee import CODEC, Place, bots, from_json
from abyss_cards.games.plongee.saves import SCHEMA

OLD_SAVE = Path(__file__).parent / "data" / "autosaves" / "plongee-0.1-round2-drawn.json"


def old_document() -> dict:
    return json.loads(OLD_SAVE.read_text("utf-8"))


def old_engine() -> str:
    return old_document()["data"]["payload"]["engine"]


# --- release 0.1 --------------------------------------------------------------------------------


def test_the_0_1_autosave_loads_into_the_same_game():
    old = json.loads(old_engine())
    assert old["schema"] == 1 and old["history"][-1] == ["draw"]
    state = from_json(old_engine())
    state.check_invariants()
    new = json.loads(state.to_json())
    assert new["schema"] == SCHEMA == 2
    # Every field but the history's format is the same: grids, the card in hand, the round,
    # the totals, the discard and its log, the draw pile, whose turn, the randomness.
    for key in old:
        if key not in ("schema", "history"):
            assert new[key] == old[key], key
    assert state.num_players == 3 and state.names == ("P0", "Bot1", "Bot2")
    assert state.round_number == 2 and state.phase == "drawn" and state.current_player == 0
    assert state.drawn == 0 and state.view(0).drawn == 0 and state.view(1).drawn is None
    assert state.scores == (32, 23, 5)
    assert state.discard_log == ((1, None, "opening"),)
    assert [[c.value for c in grid] for grid in state.grids] == old["values"]
    # The history now says who played: the same actions, in the words of the codec.
    actions = [turn.action for turn in state.history]
    assert [CODEC.encode(a)["kind"] for a in actions] == [h[0] for h in old["history"]]
    assert state.history[0].seat == 0 and state.history[-1].seat == 0
    assert [t.seat for t in state.history[:6]] == [0, 0, 1, 1, 2, 2]  # the opening flips
    # Saved again, it reads back the same; and the game goes on.
    assert from_json(state.to_json()).to_json() == state.to_json()
    state.apply(Place(0))
    state.check_invariants()


def test_a_0_1_save_whose_moves_do_not_lead_to_it_is_refused():
    old = json.loads(old_engine())
    old["history"][7] = ["flip", 11]  # another move: the replay reaches another game
    with pytest.raises(ValueError):
        from_json(json.dumps(old))
    old = json.loads(old_engine())
    old["history"].append(["bogus", 1])
    with pytest.raises(ValueError):
        from_json(json.dumps(old))


def test_the_app_resumes_the_0_1_autosave(qtbot):
    from test_plongee_ui_support import click, make_window

    from abyss_cards.storage import autosave
    from abyss_cards.ui import plongee as plongee_ui
    from abyss_cards.ui.models.entry_points import resume_screen

    window = make_window(qtbot)
    path = autosave.autosave_path("plongee")
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(OLD_SAVE, path)
    screen = resume_screen(window, autosave.load("plongee"), plongee_ui.GAME_UI)
    window.show_screen(screen)
    expected = from_json(old_engine())
    assert screen.state.to_json() == expected.to_json()
    assert [s.name for s in screen.seats] == ["P0", "Bot1", "Bot2"]
    assert screen.table.drawn.face == 0  # the person still holds the drawn 0
    click(qtbot, screen, ("slot", 0, 0))
    assert screen.state.drawn is None and screen.state.history[-1].action == Place(0)


# --- impossible states --------------------------------------------------------------------------


def game_texts() -> list[str]:
    """Real saved states: the 0.1 autosave (schema 1) and seeded games at several moments."""
    texts = [old_engine()]
    for players, seed, stop in (
        (2, 1, 0),
        (2, 3, 3),
        (3, 2, 41),
        (4, 5, 160),
        (2, 8, 700),
        (5, 4, 260),
        (8, 6, 120),
    ):
        state = plongee.new_game(players, seed=seed, target=60)
        deciders = [bots.make_bot("greedy", seed=seed + s) for s in range(players)]
        for _ in range(stop):
            if state.is_over:
                break
            seat = state.current_player
            state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
        texts.append(state.to_json())
    ended = plongee.new_game(2, seed=9, target=20)
    while not ended.is_over:  # flips only: rounds end fast
        ended.apply(ended.legal_actions()[-1])
    texts.append(ended.to_json())
    return texts


ODD_VALUES = (
    1.5,
    True,
    False,
    None,
    "x",
    "",
    -1,
    0,
    1,
    2,
    12,
    13,
    -3,
    99,
    10**30,
    -(10**30),
    [],
    {},
    [1],
    float("nan"),
)


def _paths(value, prefix=()):
    """Every place in a JSON value, as a path of keys and indexes (long lists sampled)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        indexes = range(len(value)) if len(value) <= 16 else (0, 1, len(value) // 2, len(value) - 1)
        for i in indexes:
            yield from _paths(value[i], (*prefix, i))


def _get(data, path):
    for key in path:
        data = data[key]
    return data


def mutate(text: str, rng: random.Random) -> tuple[str, str]:
    """One field of the saved game changed; the changed text and what was done."""
    data = json.loads(text)
    paths = [p for p in _paths(data) if p and p[0] not in ("game", "schema")]
    path = rng.choice(paths)
    parent, key = _get(data, path[:-1]), path[-1]
    value = parent[key]
    kind = rng.choice(("replace", "replace", "drop", "extra", "duplicate", "shift"))
    odd = copy.deepcopy(rng.choice(ODD_VALUES))
    if kind == "drop" and isinstance(value, list) and value:
        del value[rng.randrange(len(value))]
    elif kind == "extra" and isinstance(value, list):
        value.insert(rng.randrange(len(value) + 1), odd)
    elif kind == "duplicate" and isinstance(value, list) and value:
        value.append(copy.deepcopy(rng.choice(value)))
    elif kind == "shift" and type(value) is int:
        parent[key] = value + rng.choice((-2, -1, 1, 2, 13))
    elif kind == "drop" and isinstance(parent, dict):
        del parent[key]
    elif kind == "extra" and isinstance(value, dict):
        value["unexpected"] = odd
    else:
        kind = "replace"
        parent[key] = odd
    return json.dumps(data), f"{kind} at {'/'.join(map(str, path))}"


def load_or_refuse(text: str):
    """The state ``text`` holds, checked and played on, or ``None`` if refused with ValueError.
    Any other exception fails the test."""
    try:
        state = from_json(text)
    except ValueError as exc:
        assert str(exc) and "Traceback" not in str(exc)
        return None
    state.check_invariants()
    assert from_json(state.to_json()).to_json() == state.to_json()
    rng = random.Random(len(text))
    for _ in range(12):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        state.check_invariants()
    return state


def mutations(count: int, seed: int) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    texts = game_texts()
    return [mutate(texts[i % len(texts)], rng) for i in range(count)]


def test_every_mutated_save_loads_a_possible_game_or_is_refused():
    refused = loaded = 0
    for text, what in mutations(400, seed=16):
        try:
            state = load_or_refuse(text)
        except Exception as exc:  # the test reports which mutation
            raise AssertionError(f"{what}: {exc!r}") from exc
        if state is None:
            refused += 1
        else:
            loaded += 1
    # Most single changes make an impossible game; a few (a name, the seed) do not.
    assert refused > loaded > 0


def _set(*path, value):
    """A change that puts ``value`` at ``path`` (keys and indices) in the save's data."""

    def change(data):
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


def _a_third_minus_two(data):
    data["draw_pile"][0] = -2 if data["draw_pile"][0] != -2 else -1


def _three_minus_twos_face_up(data):
    # Three -2s face up in one column, as a mutant that kept such columns would leave it:
    # the cards are conserved (swapped with -2s from elsewhere), only the rule is broken.
    grid = data["values"][1]
    pool = [("draw_pile", i) for i, v in enumerate(data["draw_pile"]) if v == -2]
    pool += [("discard", i) for i, v in enumerate(data["discard"]) if v == -2]
    for seat, vals in enumerate(data["values"]):
        pool += [
            (seat, s) for s, v in enumerate(vals) if v == -2 and not (seat == 1 and s % 4 == 0)
        ]
    assert len(pool) + sum(1 for s in (0, 4, 8) if grid[s] == -2) >= 3
    for slot in (0, 4, 8):
        if data["removed"][1][slot]:
            pytest.skip("column removed in this state")
        if grid[slot] != -2:
            where, i = pool.pop()
            holder = data[where] if isinstance(where, str) else data["values"][where]
            holder[i], grid[slot] = grid[slot], -2
        data["face_up"][1][slot] = True


def _two_drawn_cards(data):
    data["drawn"] = data["draw_pile"].pop()


# Changes that each make the save an impossible game, by name.
IMPOSSIBLE_CHANGES = {
    "discard_log_1.5": _set("discard_log", 0, 0, value=1.5),
    "discard_1.5": _set("discard", -1, value=1.5),
    "a_151st_card": lambda data: data["draw_pile"].append(5),
    "a_missing_card": lambda data: data["draw_pile"].pop(),
    "a_third_minus_two": _a_third_minus_two,
    "bool_for_int": _set("turns", value=True),
    "negative_total": _set("totals", 0, value=-5),
    "target_minus_one": _set("target", value=-1),
    "three_minus_twos_face_up": _three_minus_twos_face_up,
    "nine_players": lambda data: data["names"].append("Ninth"),
    "two_drawn_cards": _two_drawn_cards,
    "face_up_removed": _set("removed", 1, 0, value=True),
}


@pytest.mark.parametrize("change", list(IMPOSSIBLE_CHANGES))
def test_named_impossible_states_are_refused(change):
    data = json.loads(game_texts()[4])  # four players, 160 moves in
    IMPOSSIBLE_CHANGES[change](data)
    with pytest.raises(ValueError) as refused:
        from_json(json.dumps(data))
    if change == "three_minus_twos_face_up":
        # Refused by the invariants themselves, before the replay would also disagree.
        assert "three equal face-up cards" in str(refused.value)


def test_the_app_sets_aside_a_refused_save_with_a_message_and_opens_a_possible_one(
    qtbot, monkeypatch
):
    from test_plongee_ui_support import make_window

    from abyss_cards.storage import autosave, paths
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    window = make_window(qtbot)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    payload = old_document()["data"]["payload"]
    seats = payload["seats"]
    # The crash of issue 16: 1.5 in the discard log of a real autosave.
    bad_log = json.loads(payload["engine"])
    bad_log["discard_log"][0][0] = 1.5
    cases = [json.dumps(bad_log)]
    cases += [text for text, _ in mutations(60, seed=5)][:24]
    aside = 0
    for text in cases:
        try:
            state = load_or_refuse(text)
        except AssertionError:
            raise
        playable = state is not None and not state.is_over and state.num_players == len(seats)
        before = len(shown)
        autosave.save("plongee", {**payload, "engine": text})
        window.resume_game("plongee")
        if playable:
            assert isinstance(window.screen_widget, PlongeeScreen), shown[before:]
            assert len(shown) == before
            window.go_home()
            autosave.clear("plongee")
        else:
            assert len(shown) == before + 1 and "Traceback" not in shown[-1]
            assert autosave.load("plongee") is None
            assert window.stack.currentWidget() is window.home
            aside += 1
    assert aside >= 1 + 10
    assert len(list(paths.autosave_dir().glob("plongee.json.corrupt-*"))) == aside


@pytest.mark.parametrize(
    ("change", "opens"),
    [
        ({"ui": [1]}, True),
        ({"ui": {"docks": "all", "round_summary": 1.5}}, True),
        ({"meta": [["seed", [1]]]}, True),
        ({"meta": {"seed": "many", "target": 1.5}}, True),
        ({"seats": "P0"}, False),
        (
            {
                "seats": [
                    {"name": "P0", "kind": "human"},
                    {"name": "B", "kind": "bot", "level": "grandmaster"},
                    {"name": "C", "kind": "bot", "level": "medium"},
                ]
            },
            False,
        ),
        ({"engine": ["not", "text"]}, False),
    ],
)
def test_the_app_takes_only_well_shaped_companions_of_a_save(qtbot, monkeypatch, change, opens):
    """The screen's own part of an autosave (docks, seed shown, seats) is input too."""
    from test_plongee_ui_support import make_window

    from abyss_cards.storage import autosave
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    window = make_window(qtbot)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    payload = {**old_document()["data"]["payload"], **change}
    autosave.save("plongee", payload)
    window.resume_game("plongee")
    if opens:
        screen = window.screen_widget
        assert isinstance(screen, PlongeeScreen) and not shown
        assert screen.state.to_json() == from_json(old_engine()).to_json()
        assert type(screen.session.meta["seed"]) is int
        window.go_home()
    else:
        assert len(shown) == 1 and autosave.load("plongee") is None
        assert window.stack.currentWidget() is window.home
