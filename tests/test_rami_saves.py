"""Rami saves: release 0.1 autosaves still load into the same match (engine and zones), and
every impossible save is refused with a plain ``ValueError`` — never another exception, never a
search on an impossible hand — and set aside by the app with a message."""

from __future__ import annotations

import copy
import json
import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from test_rami_ui_support import make_window

from abyss_cards.games import rami
from abyss_cards.games.rami.bots import make_bot
from abyss_cards.games.rami.cards import CODES
from abyss_cards.games.rami.events import Happening
from abyss_cards.storage import autosave, paths
from abyss_cards.ui import rami as rami_ui
from abyss_cards.ui.models.entry_points import resume_screen

DATA = Path(__file__).parent / "data" / "autosaves"
OLD_SAVES = ["rami-0.1-both-opened.json", "rami-0.1-third-deal.json"]


def old_payload(name: str) -> dict:
    return json.loads((DATA / name).read_text("utf-8"))["data"]["payload"]


def install(name: str) -> None:
    """Put a save file where the app looks for the Rami autosave."""
    path = autosave.autosave_path("rami")
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(DATA / name, path)


def old_log(entry: list) -> Happening:
    what, rest = entry[0], entry[1:]
    if what == "rebuild":
        return Happening("rebuild", None, size=rest[0])
    if what in ("discard", "take"):
        return Happening(what, rest[0], rest[1])
    if what == "meld":
        return Happening("meld", rest[0], cards=tuple(rest[1]))
    if what == "lay_off":
        return Happening("lay_off", rest[0], rest[1], meld=rest[2], end=rest[3])
    if what == "joker":
        return Happening("joker", rest[0], meld=rest[1])
    return Happening("draw", rest[0])


@pytest.mark.parametrize("name", OLD_SAVES)
def test_a_release_0_1_save_loads_into_the_same_match(name):
    engine = old_payload(name)["engine"]
    old = json.loads(engine)
    assert old["schema"] == 1
    state = rami.from_json(engine)
    state.check_invariants()
    for field in (
        "players",
        "seed",
        "dealer",
        "deal_number",
        "deal_winners",
        "deal_opened",
        "hands",
        "pot",
        "discard_pile",
        "opened",
        "opening_value",
        "phase",
        "tournante",
        "tournante_open",
        "turn",
    ):
        assert getattr(state, field) == old[field], field
    assert state.round_scores == old["deal_scores"] and list(state.scores) == old["totals"]
    assert state.winners == (() if old["winner"] is None else (old["winner"],))
    assert state.current_player == old["current"]
    assert [{"owner": m.owner, "cards": m.cards} for m in state.melds] == old["melds"]
    assert state.log == [old_log(h) for h in old["history"]]
    assert (state.threshold, state.match_limit, state.jokers) == (81, 500, 4)
    assert state.rng.getstate()[1] == tuple(old["rng"][1])
    # Saved again in the new format, it reads back equal, view included (and hashable).
    again = rami.from_json(state.to_json())
    assert again.to_json() == state.to_json()
    seat = state.current_player
    assert again.view(seat) == state.view(seat) and hash(again.view(seat)) == hash(state.view(seat))
    assert json.loads(state.to_json())["schema"] == 2
    # The match goes on: a bot plays a few turns from it.
    bot = make_bot("greedy", seed=1)
    for _ in range(20):
        if state.is_over:
            break
        seat = state.current_player
        state.apply(bot.choose(state.view(seat), state.legal_actions()))
        state.check_invariants()


@pytest.mark.parametrize("name", OLD_SAVES)
def test_a_release_0_1_save_resumes_in_the_app_with_its_zones(qtbot, name):
    payload = old_payload(name)
    install(name)
    window = make_window(qtbot)
    saved = autosave.load("rami")
    assert saved is not None
    screen = resume_screen(window, saved, rami_ui.GAME_UI)
    window.show_screen(screen)
    assert screen.state.to_json() == rami.from_json(payload["engine"]).to_json()
    for seat, data in payload["ui"]["arrangements"].items():
        arr = screen.arrangements[int(seat)]
        assert arr.zones == data["zones"]
        assert arr.switches == data["switches"]
    screen.leave()


# ------------------------------------------------------------------ impossible saves


def saved_states() -> list[str]:
    """Real states: the two 0.1 saves and seeded matches stopped at every phase."""
    texts = [old_payload(name)["engine"] for name in OLD_SAVES]
    for seed in range(3):
        state = rami.new_game(["Ana", "Léo"], seed=seed, match_limit=200)
        bots = [make_bot("greedy", seed=seed), make_bot("medium", seed=seed + 1)]
        steps = 0
        while not state.is_over and steps < 400:
            if steps % 37 == 0:
                texts.append(state.to_json())
            seat = state.current_player
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
            steps += 1
        texts.append(state.to_json())
    return texts


def paths_of(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths_of(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths_of(v, prefix + (i,))


def mutate(data: dict, rng: random.Random, paths: list | None = None) -> dict:
    """One random change to a copy of ``data``. Given ``paths`` (``data``'s ``paths_of`` but its
    root, worked out once for many copies of the same text), ``data`` is changed in place: it
    must be the caller's own fresh copy."""
    if paths is None:
        data = copy.deepcopy(data)
        paths = [p for p in paths_of(data) if p]
    where = rng.choice(paths)
    parent = data
    for key in where[:-1]:
        parent = parent[key]
    key = where[-1]
    value = parent[key]
    how = rng.randrange(8)
    if how == 0 and isinstance(parent, dict):
        del parent[key]
    elif how == 1 and isinstance(value, list):
        value.extend(rng.choice([value[:1] * 3, [rng.choice(CODES)], list(CODES[:26])]))
    elif how == 2 and isinstance(value, list) and value:
        value.pop(rng.randrange(len(value)))
    elif how == 3 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice([-1, 1, -1000, 10**6])
    else:
        parent[key] = rng.choice(
            [
                0,
                -1,
                1,
                1.5,
                True,
                None,
                "JK",
                "AS",
                "x",
                [],
                {},
                [0],
                ["AS", "AS", "AS"],
                10**12,
                "play",
                "over",
            ]
        )
    return data


def test_mutated_saves_are_refused_or_possible():
    rng = random.Random(16)
    texts = saved_states()
    # Each text's paths once, not again for each of its ~70 mutants (the same mutants: the same
    # draws from rng, in the same order).
    paths = {text: [p for p in paths_of(json.loads(text)) if p] for text in texts}
    refused = accepted = 0
    for _ in range(1500):
        text = rng.choice(texts)
        data = mutate(json.loads(text), rng, paths[text])
        text = json.dumps(data)
        try:
            state = rami.from_json(text)
        except ValueError as exc:
            assert str(exc) and "Traceback" not in str(exc)
            refused += 1
            continue
        accepted += 1
        state.check_invariants()
        if not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            assert legal
            state.view(seat)
            state.apply(legal[0])
    print(refused, accepted)
    assert refused > 1200 and accepted >= 10, (refused, accepted)


@pytest.mark.parametrize(
    "change",
    [
        "third copy",
        "extra joker",
        "three players",
        "forty cards",
        "negative total",
        "threshold -1",
        "invalid meld",
        "zero in the discard",
        "float in a hand",
        "bad phase",
        "threshold true",
        "first dealer false",
    ],
)
def test_the_impossible_states_of_the_review_are_refused(change):
    state = rami.from_json(old_payload("rami-0.1-both-opened.json")["engine"])
    data = json.loads(state.to_json())
    if change == "third copy":
        data["hands"][0].extend(["AS", "AS"])
    elif change == "extra joker":
        data["pot"].append("JK")
    elif change == "three players":
        data["players"].append("Zoé")
    elif change == "forty cards":
        data["hands"][0] = (data["pot"] + data["hands"][0])[:40]
        data["pot"] = data["pot"][40 - len(state.hands[0]) :]
    elif change == "negative total":
        data["totals"][0] = -10
    elif change == "threshold -1":
        data["options"]["threshold"] = -1
    elif change == "invalid meld":
        first, second = data["melds"][0]["cards"], data["melds"][1]["cards"]
        first[0], second[0] = second[0], first[0]
    elif change == "zero in the discard":
        data["discard_pile"].append(0)
    elif change == "float in a hand":
        data["hands"][1][0] = 1.5
    elif change == "bad phase":
        data["phase"] = "tournante"
    # JSON's true and false are no numbers (a Python bool is an int: 1 and 0 would load).
    elif change == "threshold true":
        data["options"]["threshold"] = True
    elif change == "first dealer false":
        data["options"]["first_dealer"] = False
    with pytest.raises(ValueError) as info:
        rami.from_json(json.dumps(data))
    assert "Traceback" not in str(info.value)


def test_the_app_sets_an_impossible_save_aside_with_a_message(qtbot, monkeypatch):
    window = make_window(qtbot)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    payload = old_payload("rami-0.1-both-opened.json")
    engine = json.loads(payload["engine"])
    engine["discard_pile"].append(0)  # the value that crashed the app with a segfault
    payload["engine"] = json.dumps(engine)
    autosave.save("rami", payload)
    window.resume_game("rami")
    assert autosave.load("rami") is None
    assert list(paths.autosave_dir().glob("rami.json.corrupt-*"))
    assert len(shown) == 1 and "set aside" in shown[0] and "Traceback" not in shown[0]
    assert window.stack.currentWidget() is window.home


@pytest.mark.parametrize(
    "ui",
    [
        [],
        "zones",
        {"arrangements": [1, 2]},
        {"arrangements": {"0": {"deal": 1, "zones": 3}}},
        {"arrangements": {"0": {"deal": 3, "zones": [[0]] * 6, "switches": 5}}},
        {"shown": [0]},
        {"shown": 7},
        {"docks": ["a"]},
        {"openings": [[1.5, "x"], 3]},
    ],
)
def test_a_wrong_shaped_layout_keeps_the_match_with_fresh_zones(qtbot, ui):
    payload = old_payload("rami-0.1-third-deal.json")
    payload["ui"] = ui
    autosave.save("rami", payload)
    window = make_window(qtbot)
    screen = resume_screen(window, autosave.load("rami"), rami_ui.GAME_UI)
    window.show_screen(screen)
    assert screen.state.to_json() == rami.from_json(payload["engine"]).to_json()
    assert sorted(screen.arrangement.cards()) == sorted(screen.state.hands[screen.shown])
    screen.leave()


def test_the_score_sheet_reads_the_engines_opening_values():
    from abyss_cards.ui.rami.docks import ScoreSheetModel

    state = rami.new_game(["Ana", "Bot"], seed=4, match_limit=2000)
    bots = [make_bot("greedy", seed=1), make_bot("greedy", seed=2)]
    # Play until a deal is lost by a player who had opened.
    while not any(
        w is not None and opened[1 - w]
        for w, opened in zip(state.deal_winners, state.deal_opened, strict=True)
    ):
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    k, winner = next(
        (k, w)
        for k, (w, opened) in enumerate(zip(state.deal_winners, state.deal_opened, strict=True))
        if w is not None and opened[1 - w]
    )
    value = state.deal_opening_values[k][1 - winner]
    model = ScoreSheetModel()
    model.refresh(state, ["Ana", "Bot"], [])  # nothing recorded by the screen
    assert f"(opened {value})" in model.index(k, 2 - winner).data()
