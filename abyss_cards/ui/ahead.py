"""The Marquoir's screen imported while the home screen waits for a click (issue 25): its
modules cost the GUI thread 40 to 65 ms on the shared 2-core machine, which the person's first
click on "Marquoir" waited for, in the same pass as the screen's build."""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

# The screen's modules, its heaviest dependencies first. A dependency missing here is imported
# with a later one.
MARQUOIR_MODULES = (
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
    "abyss_cards.ui.marquoir.list_view",
    "abyss_cards.ui.marquoir.sheet_model",
    "abyss_cards.ui.table.flow",
    "abyss_cards.ui.marquoir.screen",
)

# GUI-thread time a pass may take (a step started within it finishes: the longest, the Python
# type of QCommonStyle, ~15 ms), so that the window answers between passes, every ~20 ms at
# worst.
PASS_SECONDS = 0.004

# After the home screen's first paint, this long: the window is up and answering by then (a
# start is never slowed), and no one has found the Marquoir's button yet.
DELAY_MS = 300


def marquoir_steps() -> tuple[str, ...]:
    """What the Marquoir's first open would make: first the Python types of QtWidgets' classes,
    which PySide6 makes when a module names them, and all at once at a process's first
    ``viewport()`` (~25 ms of the screen's second pass); then its modules; then a first table
    view, whose first making in a process costs Qt ~8 ms more than the next ones."""
    from PySide6 import QtWidgets

    types = sorted(name for name in dir(QtWidgets) if name.startswith("Q"))
    return (
        *(f"PySide6.QtWidgets:{name}" for name in types),
        *MARQUOIR_MODULES,
        "PySide6.QtWidgets:QTableView()",
    )


def take(step: str) -> None:
    """Import module ``step``, get ``module:name``, or make ``module:name()`` and drop it."""
    module, _, name = step.partition(":")
    loaded = importlib.import_module(module)
    if name.endswith("()"):
        getattr(loaded, name[:-2])()
    elif name:
        getattr(loaded, name)


class ImportAhead(QObject):
    """Takes ``steps`` (``take``) a few a pass, from ``start()`` on, while ``wanted()`` holds (a
    game being played is not slowed: it goes on at the next ``start()``)."""

    def __init__(
        self,
        steps: tuple[str, ...],
        wanted: Callable[[], bool] = lambda: True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.steps = steps
        self._left = list(steps)
        self._wanted = wanted
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pass)
        # Each pass's steps and GUI-thread CPU seconds (benchmarks, tests).
        self.passes: list[tuple[tuple[str, ...], float]] = []

    @property
    def done(self) -> bool:
        return not self._left

    @property
    def pending(self) -> bool:
        """Is a pass waiting for its turn?"""
        return self._timer.isActive()

    def start(self, delay_ms: int = DELAY_MS) -> None:
        if self._left and not self._timer.isActive():
            self._timer.start(delay_ms)

    def _pass(self) -> None:
        if not self._left or not self._wanted():
            return
        start = time.thread_time()
        taken: list[str] = []
        while self._left and time.thread_time() - start < PASS_SECONDS:
            step = self._left.pop(0)
            try:
                take(step)
            except Exception:  # noqa: BLE001 - said at the click, not here
                # Nothing more ahead: the click that needs it imports it again and says what
                # failed.
                self._left.clear()
                break
            taken.append(step)
        self.passes.append((tuple(taken), time.thread_time() - start))
        if self._left:
            self._timer.start(0)  # the rest on a later pass: the window answers between
