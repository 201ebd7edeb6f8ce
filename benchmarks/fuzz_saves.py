"""Mutate real saved games and check that every mutated file is either a game that holds
together or refused in words and set aside — never a crash, never a hang.

    python benchmarks/fuzz_saves.py --games plongee,rami,abyss --count 2000 --seed 1

The saves: release 0.1's autosaves kept under tests/data/autosaves (autosave format 1, the state
as JSON text; engine schema 1, migrated on load; Abyss's engine save wrapped as an autosave of
the current format) and fresh ones of the current format and schema (the state as an object),
written from seeded computer-player games stopped at several points. Each mutation (seeded) changes one thing: a value swapped for another type or an
impossible number (1.5, -1, 10**12, text, a list, null…), a list element duplicated, dropped or
swapped, a key removed, the envelope bent (date as text, payload not an object…), or the file's
bytes cut or flipped. Then the file goes through the app's own path: ``autosave.load`` (which
sets aside a wrong envelope), then the engine's ``from_json`` (whose refusal the window turns
into a message and sets the file aside). A game without a screen would be fuzzed through
``from_json`` of its engine text alone. A state that loads must pass ``check_invariants`` and
answer ``legal_actions()`` and every ``view(seat)``. Every case must finish within ``--limit``
seconds (1 s).

Prints one line per game (and a JSON summary with ``--json``); exits 1 if any case crashed
(an exception other than a refusal), hung, or loaded a state that does not hold together.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT / "tests" / "data" / "autosaves"

from abyss_cards.games import registry  # noqa: E402 - after the path is set

# Every built-in game has a screen, hence autosaves; a registered one may have neither.
SCREEN_GAMES = registry.BUILT_IN
# What a refusal may be: the engines raise ValueError (IllegalAction is one) for a state they
# refuse; a missing key or a wrong type can surface as KeyError/TypeError/IndexError, which the
# window also turns into a message (and sets the file aside).
REFUSALS = (ValueError, KeyError, TypeError, IndexError)
ODD_VALUES = [1.5, -1, 0, 10**12, -(10**12), "x", "", [], {}, None, True, [0] * 40, {"a": 1}]


def stored_saves(game: str) -> list[dict]:
    """The release-0.1 files as autosave documents (Abyss's, an engine save from before it had
    a screen, is wrapped as the session wraps one)."""
    out = []
    for path in sorted(DATA.glob(f"{game}-*.json")):
        doc = json.loads(path.read_text("utf-8"))
        if "kind" not in doc:
            doc = _envelope(game, json.dumps(doc), seed=0)
        out.append(doc)
    return out


def _envelope(game: str, engine: str, seed: int) -> dict:
    """An autosave of the current format holding the engine's save ``engine``."""
    from abyss_cards.games import registry
    from abyss_cards.storage import autosave

    players = registry.game(game).from_json(engine).num_players
    seats = [
        {"name": f"P{s}", "kind": "human" if s == 0 else "bot", "level": "medium"}
        for s in range(players)
    ]
    return {
        "kind": "abyss-cards-autosave",
        "schema": 1,
        "data": {
            "game": game,
            "saved_at": 1_700_000_000.0,
            "payload": {
                "format": autosave.FORMAT,
                "state": json.loads(engine),
                "seats": seats,
                "meta": {"seed": seed},
                "ui": {},
            },
        },
    }


def fresh_saves(game: str, seed: int, stops=(5, 25, 60)) -> list[dict]:
    """Autosave documents of the current schema, as the session writes them."""
    from abyss_cards.games import registry

    info = registry.game(game)
    out = []
    for i, stop in enumerate(stops):
        players = max(info.min_players, min(3, info.max_players))
        state = info.new_game(players, seed=seed + i)
        level = info.bot_levels[min(1, len(info.bot_levels) - 1)]
        bots = [info.make_bot(level, seed=seed + i * 10 + s) for s in range(players)]
        for _ in range(stop):
            if state.is_over or state.current_player is None:
                break
            seat = state.current_player
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        if state.is_over:
            continue
        engine = state.to_json()
        if game not in SCREEN_GAMES:
            out.append(json.loads(engine))
            continue
        out.append(_envelope(game, engine, seed + i))
    return out


def _paths(value, prefix=()):
    """Every (path, value) inside a JSON value."""
    yield prefix, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def _set(root, path, value):
    target = root
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value


def mutate_engine(engine: dict, rng: random.Random) -> tuple[dict, str]:
    """One change to the engine's JSON object."""
    doc = copy.deepcopy(engine)
    paths = [(p, v) for p, v in _paths(doc) if p and p[0] not in ("rng",)]
    if not paths:
        return doc, "nothing"
    path, value = rng.choice(paths)
    kind = rng.random()
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    if kind < 0.45:
        new = rng.choice(ODD_VALUES)
        if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
            new = value + rng.choice((-1, 1, 52, -52))
        _set(doc, path, copy.deepcopy(new))
        return doc, f"{'/'.join(map(str, path))} = {str(new)[:20]}"
    if kind < 0.6:
        other = rng.choice(paths)[1]
        _set(doc, path, copy.deepcopy(other))
        return doc, f"{'/'.join(map(str, path))} = another value"
    lists = [(p, v) for p, v in paths if isinstance(v, list) and v]
    if kind < 0.75 and lists:
        lpath, items = rng.choice(lists)
        items.append(copy.deepcopy(rng.choice(items)))
        return doc, f"{'/'.join(map(str, lpath))} duplicated an element"
    if kind < 0.85 and lists:
        lpath, items = rng.choice(lists)
        items.pop(rng.randrange(len(items)))
        return doc, f"{'/'.join(map(str, lpath))} lost an element"
    if kind < 0.92 and lists:
        lpath, items = rng.choice(lists)
        i, j = rng.randrange(len(items)), rng.randrange(len(items))
        items[i], items[j] = items[j], items[i]
        return doc, f"{'/'.join(map(str, lpath))} swapped two elements"
    if isinstance(parent, dict):
        del parent[path[-1]]
        return doc, f"{'/'.join(map(str, path))} removed"
    _set(doc, path, None)
    return doc, f"{'/'.join(map(str, path))} = None"


def mutate_autosave(doc: dict, rng: random.Random) -> tuple[bytes, str]:
    """A mutated autosave file: mostly its engine, sometimes its envelope or its bytes."""
    doc = copy.deepcopy(doc)
    data = doc["data"]
    roll = rng.random()
    if roll < 0.08:
        field, value = rng.choice(
            [
                ("saved_at", "yesterday"),
                ("saved_at", None),
                ("game", "rami" if data["game"] == "plongee" else "plongee"),
                ("payload", "a game"),
                ("payload", [1, 2]),
            ]
        )
        data[field] = value
        return json.dumps(doc).encode(), f"envelope {field} = {value!r}"
    if roll < 0.16:
        payload = data["payload"]
        field = rng.choice(
            ["state" if "state" in payload else "engine", "seats", "ui", "meta", "format"]
        )
        payload[field] = copy.deepcopy(rng.choice(ODD_VALUES))
        return json.dumps(doc).encode(), f"payload {field} = {str(payload[field])[:20]}"
    if roll < 0.2:
        raw = json.dumps(doc).encode()
        if rng.random() < 0.5:
            return raw[: rng.randrange(len(raw))], "file cut short"
        i = rng.randrange(len(raw))
        return raw[:i] + bytes([raw[i] ^ (1 << rng.randrange(8))]) + raw[i + 1 :], "a bit flipped"
    payload = data["payload"]
    if "state" in payload:  # the current format: the state as an object
        payload["state"], what = mutate_engine(payload["state"], rng)
    else:  # format 1: the state as JSON text
        engine, what = mutate_engine(json.loads(payload["engine"]), rng)
        payload["engine"] = json.dumps(engine)
    return json.dumps(doc).encode(), "engine: " + what


def check_state(state) -> None:
    """A loaded state holds together and answers what the screen will ask."""
    state.check_invariants()
    if not state.is_over:
        state.legal_actions()
    for seat in range(state.num_players):
        state.view(seat)


def run_case(game: str, raw: bytes) -> str:
    """'loaded', 'refused' (set aside with a message) or raises what went wrong."""
    from abyss_cards.games import registry
    from abyss_cards.storage import autosave, files
    from abyss_cards.ui.models.entry_points import engine_text

    info = registry.game(game)
    if game not in SCREEN_GAMES:
        try:
            state = info.from_json(raw.decode("utf-8"))
        except REFUSALS:
            return "refused"
        check_state(state)
        return "loaded"
    path = autosave.autosave_path(game)
    path.write_bytes(raw)
    files.take_notices()
    save = autosave.load(game)
    if save is None:
        if path.exists() or not files.take_notices():
            raise AssertionError("refused without being set aside and told")
        return "refused"
    try:
        state = info.from_json(engine_text(save.payload, game))
    except REFUSALS:
        # The window does this (MainWindow.resume_game): set aside, then a message.
        files.move_aside(path, notice=False)
        return "refused"
    check_state(state)
    path.unlink()
    return "loaded"


def fuzz(game: str, count: int, seed: int, limit: float = 1.0) -> dict:
    rng = random.Random(f"{game}:{seed}")
    if game in SCREEN_GAMES:
        bases = [d for d in stored_saves(game)] + fresh_saves(game, seed)
    else:
        bases = stored_saves(game) + fresh_saves(game, seed)
    outcome = {"loaded": 0, "refused": 0}
    problems, slowest = [], 0.0
    for case in range(count):
        base = bases[case % len(bases)]
        if game in SCREEN_GAMES:
            raw, what = mutate_autosave(base, rng)
        else:
            engine, what = mutate_engine(base, rng)
            raw = json.dumps(engine).encode()
        start = time.perf_counter()
        try:
            outcome[run_case(game, raw)] += 1
        except Exception as exc:  # noqa: BLE001 - every other end is a finding
            problems.append(f"case {case} ({what}): {type(exc).__name__}: {str(exc)[:160]}")
        took = time.perf_counter() - start
        slowest = max(slowest, took)
        if took > limit:
            problems.append(f"case {case} ({what}): took {took:.2f} s")
    return {
        "game": game,
        "cases": count,
        "seed": seed,
        **outcome,
        "slowest_seconds": round(slowest, 3),
        "problems": problems,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(registry.BUILT_IN))
    parser.add_argument("--count", type=int, default=500, help="mutated files per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=float, default=1.0, help="seconds a case may take")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not os.environ.get("ABYSS_CARDS_HOME"):
        os.environ["ABYSS_CARDS_HOME"] = tempfile.mkdtemp(prefix="abyss-fuzz-")
    reports = [
        fuzz(g.strip(), args.count, args.seed, args.limit)
        for g in args.games.split(",")
        if g.strip()
    ]
    if args.json:
        print(json.dumps(reports, indent=1))
    else:
        for r in reports:
            print(
                f"{r['game']}: {r['cases']} mutated saves, {r['loaded']} loaded and whole, "
                f"{r['refused']} refused and set aside, {len(r['problems'])} problems, "
                f"slowest {r['slowest_seconds']:.3f} s"
            )
            for line in r["problems"][:20]:
                print("   ", line)
    return 1 if any(r["problems"] for r in reports) else 0


if __name__ == "__main__":
    sys.exit(main())
