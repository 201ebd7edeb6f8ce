"""A large CSV import on a thread of its own, with its own connection to the history, so the
window stays responsive; it reports its progress and can be cancelled (nothing of it is kept)."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from abyss_cards.storage.marquoir import ImportCancelled, MarquoirStore, SheetError

# Up to this size a file is imported at once (a fraction of a second); beyond, in the background.
IMPORT_AT_ONCE_BYTES = 256 * 1024


class ImportJob(QObject):
    progressed = Signal(int, int)  # sheets written, sheets in the file
    done = Signal(object)  # the ImportReport, or the exception that stopped it

    def __init__(self, database: Path, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database, self.path = database, path
        self._cancel = threading.Event()
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._run, name="marquoir-import", daemon=True)

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
            result = store.import_csv(self.path, progress=self.progressed.emit,
                                      cancelled=self._cancel.is_set)
        except (OSError, SheetError, ImportCancelled) as exc:
            result = exc
        except Exception as exc:  # noqa: BLE001 - shown on the GUI thread, never lost here
            result = exc
        finally:
            if store is not None:
                store.close()
        self._finished.set()
        self.done.emit(result)
