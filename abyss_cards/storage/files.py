"""Atomic writes, versioned JSON documents, and moving unreadable files aside."""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

# Problems met while reading files, in plain words, for the UI to show once it is up.
# Each entry is (path that was moved aside, where it went).
_notices: list[tuple[Path, Path]] = []


class UnreadableFile(Exception):
    """A file exists but cannot be used; it has been moved aside to ``moved_to``."""

    def __init__(self, path: Path, moved_to: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.moved_to = moved_to
        self.reason = reason


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash at any moment leaves the old or new file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    # The rename itself is made durable by syncing the folder (POSIX; not possible on Windows).
    if hasattr(os, "O_DIRECTORY"):
        dir_fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def move_aside(path: Path) -> Path:
    """Rename an unreadable file to ``<name>.corrupt-<timestamp>`` and remember the notice."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, target)
    _notices.append((path, target))
    return target


def take_notices() -> list[tuple[Path, Path]]:
    """The files moved aside since the last call (the UI tells the user about each)."""
    notices = list(_notices)
    _notices.clear()
    return notices


@dataclass(frozen=True)
class Document:
    """A versioned JSON file: ``{"kind": ..., "schema": N, "data": {...}}``."""

    kind: str
    schema: int

    def dumps(self, data: dict) -> str:
        return json.dumps(
            {"kind": self.kind, "schema": self.schema, "data": data},
            ensure_ascii=False,
            indent=1,
        )

    def write(self, path: Path, data: dict) -> None:
        atomic_write_text(path, self.dumps(data))

    def read(self, path: Path) -> dict | None:
        """The data of ``path``; ``None`` if there is no file.

        A file that is not valid JSON, not this kind, or of a newer schema is moved aside and
        ``UnreadableFile`` is raised, so the caller can carry on with defaults.
        """
        path = Path(path)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return None
        reason = None
        try:
            doc = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            reason = f"not valid JSON ({exc})"
        else:
            if not isinstance(doc, dict) or doc.get("kind") != self.kind:
                reason = f"not a {self.kind} file"
            elif not isinstance(doc.get("schema"), int) or doc["schema"] > self.schema:
                reason = f"schema {doc.get('schema')!r} is not one this version reads"
            elif not isinstance(doc.get("data"), dict):
                reason = "no data"
        if reason is not None:
            moved = move_aside(path)
            raise UnreadableFile(path, moved, reason)
        return doc["data"]
