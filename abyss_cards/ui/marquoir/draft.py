"""The sheet being typed, kept on disk after every change so that a crash or an accidental close
loses nothing; offered back the next time a sheet is started."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from abyss_cards.storage import paths
from abyss_cards.storage.files import Document, UnreadableFile, move_aside

DRAFT_DOC = Document(kind="abyss-cards-marquoir-draft", schema=1)


def draft_path() -> Path:
    return paths.data_dir() / "marquoir-draft.json"


@dataclass
class Draft:
    played_on: str
    note: str
    cells: list[dict[str, str]]  # per player, field -> typed text
    uid: str = ""  # the saved sheet being corrected, if any
    created_at: str = ""
    # [[column, field, {part: count}], ...], as read back from JSON (checked when used).
    breakdowns: list[Any] = field(default_factory=list)

    def is_blank(self) -> bool:
        return not self.note.strip() and not any(
            str(v).strip() for cell in self.cells for v in cell.values()
        )

    def player_names(self) -> list[str]:
        return [
            str(c.get("name", "")).strip() for c in self.cells if str(c.get("name", "")).strip()
        ]


def save_draft(draft: Draft) -> None:
    DRAFT_DOC.write(
        draft_path(),
        {
            "played_on": draft.played_on,
            "note": draft.note,
            "cells": draft.cells,
            "uid": draft.uid,
            "created_at": draft.created_at,
            "breakdowns": draft.breakdowns,
        },
    )


# Far longer than the sheet's editors let one type (a long cell is kept and shown in red with
# its problem); beyond this the file was not written by the app.
CELL_MAX = 10_000
FIELDS = ("name", "locations", "lords", "allies", "monsters", "pearls", "best_lord")

# Where the last unreadable draft went (None: it could not be moved), for the screen to say so.
_set_aside: list[Path | None] = []


def take_set_aside() -> list[Path | None]:
    """The drafts found unreadable (and set aside) since the last call."""
    found = list(_set_aside)
    _set_aside.clear()
    return found


def _text(value: object, limit: int) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{type(value).__name__} where text was expected")
    if len(value) > limit:
        raise ValueError(f"{len(value)} characters where at most {limit} fit")
    return value


def _parse(data: dict[str, Any]) -> Draft:
    """The draft in ``data``, every value checked for its type and size (TypeError,
    ValueError, KeyError otherwise): nothing of the wrong type reaches a widget."""
    from abyss_cards.storage.marquoir import MAX_PLAYERS, NOTE_MAX

    cells_data = data["cells"]
    if not isinstance(cells_data, list) or not 1 <= len(cells_data) <= MAX_PLAYERS:
        raise ValueError("the players are not a list of 1 to 6")
    cells = []
    for cell in cells_data:
        if not isinstance(cell, dict) or not set(cell) <= set(FIELDS):
            raise ValueError("a player is not a set of known cells")
        cells.append({field: _text(cell.get(field, ""), CELL_MAX) for field in FIELDS})
    breakdowns = data.get("breakdowns", [])
    if not isinstance(breakdowns, list) or len(breakdowns) > 2 * MAX_PLAYERS:
        raise ValueError("the helpers' sums are not a short list")
    return Draft(
        _text(data["played_on"], 32),
        _text(data.get("note", ""), NOTE_MAX),
        cells,
        _text(data.get("uid", ""), 64),
        _text(data.get("created_at", ""), 64),
        breakdowns,
    )


def load_draft() -> Draft | None:
    """The kept draft, or None: no draft, or an unreadable one, which is moved aside and
    reported through ``take_set_aside()``."""
    path = draft_path()
    try:
        data = DRAFT_DOC.read(path, notice=False)
    except UnreadableFile as exc:
        if isinstance(exc.__cause__, OSError):
            return None  # not readable just now (permissions): nothing to offer, nothing moved
        _set_aside.append(exc.moved_to)
        return None
    if data is None:
        return None
    try:
        return _parse(data)
    except (KeyError, TypeError, ValueError):
        try:
            _set_aside.append(move_aside(path, notice=False))
        except OSError:
            _set_aside.append(None)
        return None


def clear_draft() -> None:
    draft_path().unlink(missing_ok=True)
