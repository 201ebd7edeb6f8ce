"""A CSV import on a thread of its own, with its own connection to the history, so the window
stays responsive: even a small file is read there (a dense quarter of a megabyte is seconds of
work). It reports its progress and can be cancelled between any two rows (nothing of it is kept).

The job has no Qt parent: the window may be deleted while the thread still runs, and the thread
must never emit from a deleted object. Its signals reach the window through the window's own
methods, so a result still queued when the window goes is dropped by Qt, not delivered to it."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from abyss_cards.storage.marquoir import ImportCancelled, MarquoirStore

# Up to this size a file imports in a blink: its progress dialog shows only if it lasts.
QUICK_IMPORT_BYTES = 256 * 1024


class ImportJob(QObject):
    progressed = Signal(int, int)  # sheets written, sheets in the file
    done = Signal(object)  # the ImportReport, or the exception that stopped it

    def __init__(self, database: Path, path: Path) -> None:
        super().__init__()
        self.database, self.path = database, path
        self._cancel = threading.Event()
        self._finished = threading.Event()
        # Not a daemon: at exit Python waits for it (a cancelled import ends within a row and
        # takes its sheets out again) instead of stopping it in the middle of a Qt call.
        self._thread = threading.Thread(target=self._run, name="marquoir-import")

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def finished(self) -> bool:
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._finished.wait(timeout)

    def _run(self) -> None:
        result: object
        store = None
        try:
            store = MarquoirStore(self.database)
            result = store.import_csv(
                self.path, progress=self.progressed.emit, cancelled=self._cancel.is_set
            )
        except Exception as exc:  # noqa: BLE001 - shown on the GUI thread, never lost here
            result = exc
        hidden = result.hidden if isinstance(result, ImportCancelled) else ()
        # Told at once (what a cancelled import wrote is hidden already), then taken out;
        # ``finished`` (what ``wait`` and the app's exit wait for) only once the result is on
        # its way to the window and the sheets are out: whoever sees it set finds both done.
        self.done.emit(result)
        if store is not None:
            store.take_out(hidden)
            store.close()
        self._finished.set()
