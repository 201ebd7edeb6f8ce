"""A file that cannot be used right now, in plain words: what happened, that nothing was lost,
and what to do. ``StorageProblem.kind`` chooses the sentence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from abyss_cards.storage.files import StorageProblem

translate = QCoreApplication.translate


def reason_text(problem: StorageProblem | OSError | Exception) -> str:
    """Why, in one sentence (the kind of problem, not the technical message)."""
    kind = getattr(problem, "kind", None)
    if kind is None and isinstance(problem, OSError):
        from abyss_cards.storage.files import os_problem

        kind = os_problem(problem).kind
    if kind == "busy":
        return translate(
            "Storage",
            "Another Abyss Cards window is writing to it right now (a long import, perhaps).",
        )
    if kind == "read-only":
        return translate("Storage", "The file or its folder is read-only.")
    if kind == "full":
        return translate("Storage", "The disk is full.")
    return translate("Storage", "The disk reported an error while reading or writing it.")


def advice_text(problem: StorageProblem | OSError | Exception) -> str:
    kind = getattr(problem, "kind", None)
    if kind is None and isinstance(problem, OSError):
        from abyss_cards.storage.files import os_problem

        kind = os_problem(problem).kind
    if kind == "busy":
        return translate("Storage", "Wait for it to finish, then try again.")
    if kind == "read-only":
        return translate("Storage", "Make the folder writable, then try again.")
    if kind == "full":
        return translate("Storage", "Free some space on the disk, then try again.")
    return translate("Storage", "Try again; if it keeps failing, check the disk.")


def result_not_saved(problem: Exception) -> str:
    """A finished game's result that could not be stored: the file named, then why in plain
    words (never SQLite's own text, "attempt to write a readonly database")."""
    path = getattr(problem, "path", None) or getattr(problem, "filename", None)
    if not path:
        from abyss_cards.storage import results

        try:
            path = results.database_path()
        except OSError:
            path = "results.sqlite"
    return " ".join(
        (
            translate("Storage", "The result of this game could not be saved in {file}.").format(
                file=path
            ),
            reason_text(problem),
        )
    )


def folder_of(problem: StorageProblem | OSError | Exception) -> str:
    path = getattr(problem, "path", None) or getattr(problem, "filename", None)
    return str(path) if path else ""
