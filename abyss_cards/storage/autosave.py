"""One autosave per game, written after every applied action, offered back on the home screen."""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from abyss_cards.games import registry
from abyss_cards.storage import paths
from abyss_cards.storage.files import Document, UnreadableFile, move_aside
from abyss_cards.storage.files import add_notice as files_notice

AUTOSAVE_DOC = Document(kind="abyss-cards-autosave", schema=1)


@dataclass(frozen=True)
class Autosave:
    game: str
    saved_at: float
    payload: dict[str, Any]


def autosave_path(game: str) -> Path:
    if game not in registry.keys():
        raise ValueError(f"unknown game {game!r}")
    return paths.autosave_dir() / f"{game}.json"


def save(game: str, payload: dict[str, Any]) -> None:
    AUTOSAVE_DOC.write(
        autosave_path(game), {"game": game, "saved_at": time.time(), "payload": payload}
    )


# What ``payload["format"]`` says: 2 holds the engine's state as a JSON object under "state";
# 1 (release 0.1 and until issue 22) held it as JSON text under "engine", a string inside the
# JSON read twice. Both are read; only 2 is written.
FORMAT = 2
# The largest engine text a format-1 autosave may hold: a long Rami match is about 100 KiB.
ENGINE_MAX_CHARS = 8_000_000


def shape_problem(game: str, data: dict[str, Any]) -> str | None:
    """Why the data of an autosave cannot be a saved ``game`` (None if its envelope is right).

    Only the envelope is checked here; the game's ``resume_screen`` checks the payload's fields
    and the engine its own state (``from_json``), and the window sets aside what they refuse."""
    saved_at = data.get("saved_at")
    if data.get("game") != game:
        return f"an autosave of {str(data.get('game'))[:20]!r}, not of {game!r}"
    if (
        not isinstance(saved_at, (int, float))
        or isinstance(saved_at, bool)
        or not math.isfinite(saved_at)
    ):
        return "its date is not a number"
    payload = data.get("payload")
    if not isinstance(payload, dict):
        return "its game is not an object"
    state = payload.get("state")
    engine = payload.get("engine")
    if isinstance(engine, str) and len(engine) > ENGINE_MAX_CHARS:
        return "its game is far larger than any game"
    if isinstance(engine, str) and engine.startswith("{"):
        try:
            state = json.loads(engine)
        except (ValueError, RecursionError):
            return "its game is not valid JSON"
    if isinstance(state, dict) and "game" in state and state["game"] != game:
        return f"it holds a game of {str(state['game'])[:20]!r}"
    return None


def load(game: str) -> Autosave | None:
    """The game's autosave, or ``None``. One that is not JSON, or whose envelope has the wrong
    shape (a date that is text, a game that is not text, another game's save…) is moved aside and
    the notice reaches the user through ``files.take_notices()``; "Resume" is then no longer
    offered."""
    path = autosave_path(game)
    try:
        data = AUTOSAVE_DOC.read(path)
    except UnreadableFile:
        return None
    if data is None:
        return None
    reason = shape_problem(game, data)
    if reason is not None:
        try:
            move_aside(path)
        except OSError:
            files_notice(path)
        return None
    return Autosave(game, float(data["saved_at"]), data["payload"])


def clear(game: str) -> None:
    autosave_path(game).unlink(missing_ok=True)


def available() -> list[str]:
    """Games that have an autosave file, most recent first (files are not parsed here)."""
    found = [
        (autosave_path(g).stat().st_mtime, g) for g in registry.keys() if autosave_path(g).exists()
    ]
    return [g for _, g in sorted(found, reverse=True)]
