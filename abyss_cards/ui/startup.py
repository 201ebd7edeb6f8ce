"""Before the window: the app's folders exist, are folders, can be written; what killed writes
left behind is cleaned. A folder that cannot be used stops the app with one sentence (and a
non-zero exit); one that cannot be written lets it start read-only, saying so."""

from __future__ import annotations

import argparse
import errno
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from PySide6.QtCore import QCoreApplication

from abyss_cards.storage import files, paths

translate = QCoreApplication.translate


@dataclass(frozen=True)
class FolderProblem:
    folder: Path
    # "not-a-folder", "dangling-link", "link-loop", "cannot-create", "read-only", "full", "io"
    kind: str
    detail: str = ""

    @property
    def fatal(self) -> bool:
        return self.kind in ("not-a-folder", "dangling-link", "link-loop", "cannot-create")

    def sentence(self) -> str:
        folder, detail = self.folder, self.detail
        if self.kind == "not-a-folder":
            text = translate(
                "Startup",
                "Abyss Cards cannot start: {folder} should be a folder, but it is a file.",
            )
        elif self.kind == "dangling-link":
            text = translate(
                "Startup",
                "Abyss Cards cannot start: {folder} is a link to "
                "{detail}, which does not exist (a disk that is not "
                "connected?).",
            )
        elif self.kind == "link-loop":
            text = translate(
                "Startup", "Abyss Cards cannot start: {folder} is a link that leads back to itself."
            )
        elif self.kind == "cannot-create":
            text = translate(
                "Startup",
                "Abyss Cards cannot start: it cannot create its folder {folder} ({detail}).",
            )
        elif self.kind == "full":
            text = translate(
                "Startup",
                "The disk holding {folder} is full: Abyss Cards works, "
                "but nothing (games, settings, score sheets) can be "
                "saved until some space is freed.",
            )
        elif self.kind == "read-only":
            text = translate(
                "Startup",
                "The folder {folder} is read-only: Abyss Cards works, "
                "but nothing (games, settings, score sheets) can be "
                "saved until it can be written.",
            )
        else:
            text = translate(
                "Startup",
                "Abyss Cards cannot write to {folder} ({detail}): nothing can be saved for now.",
            )
        return text.format(folder=folder, detail=detail)


# What the window shows once it is up: the folder that cannot be written, if any.
_read_only: list[FolderProblem] = []


def take_read_only() -> FolderProblem | None:
    """The folder problem the app started with, for the window to show (once)."""
    found = _read_only[0] if _read_only else None
    _read_only.clear()
    return found


def _probe(folder: Path) -> FolderProblem | None:
    """Write, sync and remove a small file: a read-only folder or a full disk shows here."""
    try:
        fd, name = tempfile.mkstemp(prefix=".write-check.", suffix=".tmp", dir=folder)
    except OSError as exc:
        return FolderProblem(folder, files.os_problem(exc).kind, exc.strerror or str(exc))
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(b"\0" * 4096)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        return FolderProblem(folder, files.os_problem(exc).kind, exc.strerror or str(exc))
    finally:
        try:
            os.unlink(name)
        except OSError:
            pass
    return None


def _link_problem(where: Path) -> FolderProblem | None:
    """A link on the way to ``where`` that leads nowhere (an unmounted drive) or in a circle."""
    for part in (*reversed(where.parents), where):
        if not part.is_symlink():
            continue
        try:
            part.resolve(strict=True)
        except RuntimeError:  # Python 3.11's word for a loop of links
            return FolderProblem(part, "link-loop")
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                return FolderProblem(part, "link-loop")
            return FolderProblem(part, "dangling-link", os.readlink(part))
    return None


def _folder(make: Callable[[], Path]) -> tuple[Path | None, FolderProblem | None]:
    try:
        return make(), None
    except OSError as exc:
        where = Path(exc.filename) if exc.filename else Path("?")
        link = _link_problem(where)
        if link is not None:
            return None, link
        if not isinstance(exc, (FileExistsError, NotADirectoryError)):
            return None, FolderProblem(where, "cannot-create", exc.strerror or str(exc))
        # The first part of the path that is a file is the one to name.
        for parent in (where, *where.parents):
            if parent.exists() and not parent.is_dir():
                where = parent
                break
        return None, FolderProblem(where, "not-a-folder")


def prepare_folders() -> FolderProblem | None:
    """Make the folders, clean stale temporary files, check that they can be written.

    Returns the first problem (fatal or read-only), or None when all is well."""
    problem = None
    for make in (paths.config_dir, paths.data_dir, paths.autosave_dir):
        folder, trouble = _folder(make)
        if trouble is not None:
            return trouble
        assert folder is not None
        files.clean_stale_temp_files(folder)
        if problem is None:
            problem = _probe(folder)
    return problem


def check_home(args: argparse.Namespace) -> int | None:
    """Called by ``run_app`` first: an exit code when the app cannot start (the sentence is
    printed, and shown in a box unless it runs unattended), else None."""
    problem = prepare_folders()
    if problem is None:
        return None
    if problem.fatal or _unattended(args):
        return refuse(problem.sentence(), args)
    _read_only.append(problem)
    return None


def not_answering_sentence(folder: Path, lock: Path) -> str:
    """Another copy holds the data folder and does not answer: what to do, the lock named."""
    return translate(
        "Startup",
        "Another copy of Abyss Cards is using the data folder {folder} "
        "but does not answer. Close it (or end its process) and start "
        "again; if no copy is running, delete the file {lock}.",
    ).format(folder=folder, lock=lock)


def refuse(text: str, args: argparse.Namespace) -> int:
    """Abyss Cards cannot start: the sentence on stderr and, unless it runs unattended, in a
    box (a start from a menu shows no terminal). The exit code."""
    sys.stderr.write(f"abyss-cards: {text}\n")
    if not _unattended(args):
        show_and_wait(text)
    return 1


def _unattended(args: argparse.Namespace) -> bool:
    return any(getattr(args, name, None) for name in ("smoke_test", "first_paint", "screenshot"))


def show_and_wait(text: str) -> None:
    try:
        from PySide6.QtWidgets import QApplication, QMessageBox

        # The app made here, or the one running (the app's, or the tests': a QApplication).
        app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
        if app.platformName() in ("offscreen", "minimal"):
            return
        QMessageBox.critical(None, "Abyss Cards", text)
    except Exception:  # noqa: BLE001 - the sentence is already on stderr
        pass
