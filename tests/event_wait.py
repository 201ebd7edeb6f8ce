"""Waiting for a condition that Qt's events bring about, without a sleep between two looks.

``wait_for`` runs the event loop and blocks until the next event (a computer player's answer
posted from its thread, an animation's timer, a deferred deletion…), then looks again. A
heartbeat timer wakes it now and then, so that a condition changed outside Qt's events (a
worker thread letting go of an object) and the deadline are looked at too."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

_FLAGS = QEventLoop.ProcessEventsFlag.AllEvents | QEventLoop.ProcessEventsFlag.WaitForMoreEvents


def wait_for(
    condition: Callable[[], object],
    *,
    timeout: float = 60.0,
    message: str = "the condition was not met in time",
    heartbeat_ms: int = 20,
    between: Callable[[], None] | None = None,
) -> None:
    """Run Qt's events until ``condition()`` is true; ``AssertionError(message)`` after
    ``timeout`` seconds (a ceiling a busy machine does not reach, not a claim). ``between`` runs
    before each look (a dialog to close, objects to collect)."""
    deadline = time.monotonic() + timeout
    heartbeat = QTimer()
    heartbeat.start(heartbeat_ms)
    try:
        while True:
            if between is not None:
                between()
            if condition():
                return
            assert time.monotonic() < deadline, message
            QCoreApplication.processEvents(_FLAGS)
    finally:
        heartbeat.stop()
