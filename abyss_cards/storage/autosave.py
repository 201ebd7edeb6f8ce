"""One autosave per game, written after every applied action, offered back on the home screen."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from abyss_cards.games import registry
from abyss_cards.storage import paths
from abyss_cards.storage.files import Document, UnreadableFile

AUTOSAVE_DOC = Document(kind="abyss-cards-autosave", schema=1)


@dataclass(frozen=True)
class Autosave:
    game: str
    saved_at: float
    payload: dict


def autosave_path(game: str) -> Path:
    if game not in registry.keys():
        raise ValueError(f"unknown game {game!r}")
    return paths.autosave_dir() / f"{game}.json"


def save(game: str, payload: dict) -> None:
    AUTOSAVE_DOC.write(autosave_path(game), {"game": game, "saved_at": time.time(), "payload": payload})


def load(game: str) -> Autosave | None:
    """The game's autosave, or ``None``. A corrupt one is moved aside (see ``files``)."""
    try:
        data = AUTOSAVE_DOC.read(autosave_path(game))
    except UnreadableFile:
        return None
    if data is None:
        return None
    if data.get("game") != game or not isinstance(data.get("payload"), dict):
        return None
    return Autosave(game, float(data.get("saved_at", 0.0)), data["payload"])


def clear(game: str) -> None:
    autosave_path(game).unlink(missing_ok=True)


def available() -> list[str]:
    """Games that have an autosave file, most recent first (files are not parsed here)."""
    found = [(autosave_path(g).stat().st_mtime, g) for g in registry.keys()
             if autosave_path(g).exists()]
    return [g for _, g in sorted(found, reverse=True)]
