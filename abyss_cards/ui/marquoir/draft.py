"""The sheet being typed, kept on disk after every change so that a crash or an accidental close
loses nothing; offered back the next time a sheet is started."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from abyss_cards.storage import paths
from abyss_cards.storage.files import Document, UnreadableFile

DRAFT_DOC = Document(kind="abyss-cards-marquoir-draft", schema=1)


def draft_path() -> Path:
    return paths.data_dir() / "marquoir-draft.json"


@dataclass
class Draft:
    played_on: str
    note: str
    cells: list[dict]  # per player, field -> typed text
    uid: str = ""  # the saved sheet being corrected, if any
    created_at: str = ""
    breakdowns: list = field(default_factory=list)  # [[column, field, {part: count}], ...]

    def is_blank(self) -> bool:
        return not self.note.strip() and not any(
            str(v).strip() for cell in self.cells for v in cell.values())

    def player_names(self) -> list[str]:
        return [str(c.get("name", "")).strip() for c in self.cells if str(c.get("name", "")).strip()]


def save_draft(draft: Draft) -> None:
    DRAFT_DOC.write(draft_path(), {
        "played_on": draft.played_on, "note": draft.note, "cells": draft.cells,
        "uid": draft.uid, "created_at": draft.created_at, "breakdowns": draft.breakdowns,
    })


def load_draft() -> Draft | None:
    """The kept draft, or None (no draft, or an unreadable one, which is moved aside)."""
    try:
        data = DRAFT_DOC.read(draft_path())
    except UnreadableFile:
        return None
    if data is None:
        return None
    try:
        cells = [{str(k): str(v) for k, v in c.items()} for c in data["cells"]]
        return Draft(str(data["played_on"]), str(data.get("note", "")), cells,
                     str(data.get("uid", "")), str(data.get("created_at", "")),
                     list(data.get("breakdowns", [])))
    except (KeyError, TypeError, AttributeError):
        return None


def clear_draft() -> None:
    draft_path().unlink(missing_ok=True)
