"""The history's integrity check, on a thread of its own with its own connection: at fifty
thousand sheets SQLite reads the whole file for it (a tenth of a second and more), which the
window spends showing the sheets instead. Saving waits for its verdict (``MarquoirScreen``).

Like ``FiguresJob``, the job has no Qt parent and reaches the screen through a bound method:
a verdict still queued when the screen goes is dropped by Qt."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from abyss_cards.storage.marquoir import check_history, tidy_history
from abyss_cards.ui.marquoir import worker


class CheckJob(QObject):
    # The job, and SQLite's verdict ("ok" or what is damaged) or the exception that stopped
    # the check (a busy or failing disk: no verdict).
    done = Signal(object, object)

    def __init__(self, database: Path) -> None:
        super().__init__()
        self.database = database

    def start(self) -> None:
        worker.run(self._run)

    def _run(self) -> None:
        result: object
        try:
            result = check_history(self.database)
        except Exception as exc:  # noqa: BLE001 - no verdict: the screen checks again later
            result = exc
        if result == "ok":
            # The purge of old deletions, here too rather than on the GUI thread (a tenth of
            # the open's budget at fifty thousand sheets); nothing is written there before
            # this verdict.
            tidy_history(self.database)
        self.done.emit(self, result)
