"""Negative checks ("nothing more is played", "the summary stays up") without waiting a fixed
time, which passes on a slow machine whatever the code does: every timer still pending on the
given objects is fired by hand, and a computer player it started is let finish, so what would
happen however long one waited happens now."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer

ROUNDS = 20  # were the bug back, several moves in a row are played: enough to see it


def _own(owner: QObject, kind: type) -> list:
    found = owner.findChildren(kind)
    return [owner, *found] if isinstance(owner, kind) else found


def run_out_the_clock(*owners: QObject | None) -> None:
    """Fire the pending timers of ``owners`` (and of their children) until none is left, waiting
    for their thread pools in between (a session's computer player thinks in one)."""
    alive = [o for o in owners if o is not None]
    for _ in range(ROUNDS):
        # What is already queued: zero-delay single shots, a computer player's answer.
        QCoreApplication.processEvents()
        due = [t for o in alive for t in _own(o, QTimer) if t.isActive()]
        pools = [p for o in alive for p in _own(o, QThreadPool)]
        if not due and not any(p.activeThreadCount() for p in pools):
            return
        for timer in due:
            timer.stop()
            timer.timeout.emit()
        for pool in pools:
            pool.waitForDone()
