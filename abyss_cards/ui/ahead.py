"""The Marquoir's screen imported while the home screen waits for a click (issue 25): its
modules cost the GUI thread ~60 ms (~120 ms on the loaded 2-core machine), which the person's
first click on "Marquoir" waited for, in the same pass as the screen's first paint."""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

# The screen's modules, its heaviest dependencies first, one a pass of the event loop: each
# under ~20 ms of the GUI thread (the heaviest, section_frame, ~17 ms: PySide6 makes the
# Python types of the widgets it names). A dependency missing here is imported by a later step.
MARQUOIR_STEPS = (
    "csv",
    "datetime",
    "sqlite3",
    "abyss_cards.games.abyss.scoring",
    "abyss_cards.storage.marquoir",
    "abyss_cards.ui.marquoir",
    "abyss_cards.ui.marquoir.draft",
    "abyss_cards.ui.marquoir.check_job",
    "abyss_cards.ui.marquoir.colours",
    "abyss_cards.ui.marquoir.figures_job",
    "abyss_cards.ui.table.section_frame",
    "abyss_cards.ui.marquoir.fit",
    "abyss_cards.ui.marquoir.history_models",
    "abyss_cards.ui.marquoir.list_delegate",
    "abyss_cards.ui.marquoir.sheet_model",
    "abyss_cards.ui.table.flow",
    "abyss_cards.ui.marquoir.screen",
)

# After the home screen's first paint, this long: the window is up and answering by then (a
# start is never slowed), and no one has found the Marquoir's button yet.
DELAY_MS = 300


class ImportAhead(QObject):
    """Imports ``modules`` one a pass, from ``start()`` on, while ``wanted()`` holds (a game
    being played is not slowed: it goes on at the next ``start()``)."""

    def __init__(
        self,
        modules: tuple[str, ...],
        wanted: Callable[[], bool] = lambda: True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._left = list(modules)
        self._wanted = wanted
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self.taken: list[tuple[str, float]] = []  # (module, GUI-thread CPU seconds): benchmarks

    @property
    def done(self) -> bool:
        return not self._left

    @property
    def pending(self) -> bool:
        """Is a step waiting for its pass?"""
        return self._timer.isActive()

    def start(self, delay_ms: int = DELAY_MS) -> None:
        if self._left and not self._timer.isActive():
            self._timer.start(delay_ms)

    def _step(self) -> None:
        if not self._left or not self._wanted():
            return
        name = self._left.pop(0)
        cpu = time.thread_time()
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - said at the click, not here
            # Nothing more ahead: the click that needs it imports it again and says what failed.
            self._left.clear()
            return
        self.taken.append((name, time.thread_time() - cpu))
        if self._left:
            self._timer.start(0)  # the next one on a later pass: the window answers between
