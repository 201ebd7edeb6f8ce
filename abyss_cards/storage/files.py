"""Atomic writes, versioned JSON documents, and moving unreadable files aside."""

from __future__ import annotations

import errno
import glob
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    # Only named in a signature: the results database imports sqlite3 when it is first opened,
    # never the start-up, which reads and writes JSON files only.
    import sqlite3

# Problems met while reading files, in plain words, for the UI to show once it is up.
# Each entry is (path that was moved aside, where it went).
# ``None`` for "where it went": the file could not be moved (a read-only folder) and is left as is.
_notices: list[tuple[Path, Path | None]] = []


class UnreadableFile(Exception):
    """A file exists but cannot be used; it has been moved aside to ``moved_to``."""

    def __init__(self, path: Path, moved_to: Path | None, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.moved_to = moved_to
        self.reason = reason


class StorageProblem(OSError):
    """A healthy file that cannot be used right now: busy (another window), read-only, a full
    disk, an input/output error. Nothing is moved or deleted because of it; ``kind`` says which
    (one of ``KINDS``) so the interface can say it in plain words."""

    KINDS = ("busy", "read-only", "full", "io")

    def __init__(self, kind: str, path: Path | None, detail: str = "") -> None:
        super().__init__(f"{path}: {kind} ({detail})" if path else f"{kind} ({detail})")
        self.kind = kind
        self.path = path
        self.strerror = detail or kind
        self.detail = detail


# SQLite's primary result codes (https://sqlite.org/rescode.html).
_SQLITE_KINDS = {
    3: "read-only",  # SQLITE_PERM
    5: "busy",  # SQLITE_BUSY
    6: "busy",  # SQLITE_LOCKED
    8: "read-only",  # SQLITE_READONLY
    10: "io",  # SQLITE_IOERR
    13: "full",  # SQLITE_FULL
    14: "io",  # SQLITE_CANTOPEN (a folder that cannot be written, a file that is a folder)
    15: "busy",  # SQLITE_PROTOCOL (WAL lock race)
    23: "read-only",  # SQLITE_AUTH
}
SQLITE_DAMAGED = (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB: the only codes that mean "broken"


def sqlite_problem(exc: sqlite3.Error, path: Path | None) -> StorageProblem | None:
    """The temporary problem behind a SQLite error, or ``None`` when SQLite says the file itself
    is damaged (only then may it be set aside)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        text = str(exc).lower()
        if "malformed" in text or "not a database" in text:
            return None
        kind = (
            "busy"
            if "locked" in text or "busy" in text
            else "read-only"
            if "readonly" in text or "read-only" in text
            else "full"
            if "full" in text
            else "io"
        )
        return StorageProblem(kind, path, str(exc))
    code &= 0xFF
    if code in SQLITE_DAMAGED:
        return None
    return StorageProblem(_SQLITE_KINDS.get(code, "io"), path, str(exc))


def os_problem(exc: OSError, path: Path | None = None) -> StorageProblem:
    """The plain kind of an operating-system error met while writing."""
    kind = {
        errno.EROFS: "read-only",
        errno.EACCES: "read-only",
        errno.EPERM: "read-only",
        errno.ENOSPC: "full",
        errno.EDQUOT: "full",
        errno.EFBIG: "full",
    }.get(exc.errno or 0, "io")
    return StorageProblem(
        kind, path or (Path(exc.filename) if exc.filename else None), exc.strerror or str(exc)
    )


# A temporary file older than this was left by a write that was killed: removed at start.
STALE_TEMP_SECONDS = 3600.0


def clean_stale_temp_files(
    folder: Path, older_than: float = STALE_TEMP_SECONDS, name: str | None = None
) -> int:
    """Remove ``.<name>.*.tmp`` files that ``atomic_write_bytes`` left when it was killed (only
    those of ``name`` when given: a folder of the person's, where a CSV export was killed); a
    recent one may belong to another window writing right now and is kept. Returns how many."""
    removed = 0
    now = time.time()
    try:
        entries = list(
            Path(folder).glob(f".{glob.escape(name)}.*.tmp") if name else Path(folder).iterdir()
        )
    except OSError:
        return 0
    for entry in entries:
        found = entry.name
        if not (found.startswith(".") and found.endswith(".tmp")) or found.count(".") < 3:
            continue
        try:
            if not entry.is_file() or entry.is_symlink():
                continue
            if now - entry.stat().st_mtime < older_than:
                continue
            entry.unlink()
            removed += 1
        except OSError:
            continue  # a read-only folder: left for a later start
    return removed


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash at any moment leaves the old or new file.

    A symbolic link is written through (its target replaced, the link kept); the file is the
    user's alone (0600, from ``mkstemp``); what a killed write left beside it is removed."""
    path = Path(path)
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_stale_temp_files(path.parent, name=path.name)
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


def create_private(path: Path) -> None:
    """Create ``path`` empty, readable by the user alone (0600), unless it exists: for the files
    others create (SQLite, which gives its journals the database's mode; the log)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def move_aside(path: Path, notice: bool = True) -> Path:
    """Rename an unreadable file to ``<name>.corrupt-<timestamp>`` and remember the notice
    (unless the caller tells the user itself)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, target)
    if notice:
        _notices.append((path, target))
    return target


def keep_unreadable(path: Path) -> None:
    """Before ``path`` is written over: a file we cannot read (another user's, left by a run
    with ``sudo``) or a folder of that name was left as it was when read; it is kept aside now,
    so that writing never destroys what we could not read."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    if target.is_dir() or (target.exists() and not os.access(target, os.R_OK)):
        move_aside(target)


def add_notice(path: Path, moved: Path | None = None) -> None:
    """A file that could not be used (``moved``: where it went, None if it stayed)."""
    _notices.append((path, moved))


def take_notices() -> list[tuple[Path, Path | None]]:
    """The files moved aside since the last call (the UI tells the user about each)."""
    notices = list(_notices)
    _notices.clear()
    return notices


@dataclass(frozen=True)
class Document:
    """A versioned JSON file: ``{"kind": ..., "schema": N, "data": {...}}``."""

    kind: str
    schema: int

    def dumps(self, data: dict[str, Any]) -> str:
        return json.dumps(
            {"kind": self.kind, "schema": self.schema, "data": data},
            ensure_ascii=False,
            indent=1,
        )

    def write(self, path: Path, data: dict[str, Any]) -> None:
        keep_unreadable(Path(path))
        atomic_write_text(path, self.dumps(data))

    def read(self, path: Path, notice: bool = True) -> dict[str, Any] | None:
        """The data of ``path``; ``None`` if there is no file.

        A file that is not valid JSON, not this kind, or of a newer schema is moved aside and
        ``UnreadableFile`` is raised, so the caller can carry on with defaults.
        """
        path = Path(path)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            # Not ours to read (another user's, a folder of that name, a link that leads
            # nowhere): maybe healthy, so left exactly as it is; the user is told.
            if notice:
                _notices.append((path, None))
            raise UnreadableFile(path, None, exc.strerror or str(exc)) from exc
        reason = None
        try:
            doc = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            reason = f"not valid JSON ({exc})"
        except RecursionError:
            reason = "not valid JSON (nested too deep)"
        else:
            if not isinstance(doc, dict) or doc.get("kind") != self.kind:
                reason = f"not a {self.kind} file"
            elif type(doc.get("schema")) is not int or not 1 <= doc["schema"] <= self.schema:
                reason = f"schema {doc.get('schema')!r} is not one this version reads"
            elif not isinstance(doc.get("data"), dict):
                reason = "no data"
        if reason is not None:
            try:
                moved: Path | None = move_aside(path, notice)
            except OSError:
                # A read-only folder: the file stays where it is, unused, and the user is told.
                moved = None
                if notice:
                    _notices.append((path, None))
            raise UnreadableFile(path, moved, reason)
        data: dict[str, Any] = doc["data"]  # checked above: a JSON object
        return data
