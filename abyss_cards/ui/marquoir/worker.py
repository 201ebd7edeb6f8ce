"""The threads the Marquoir's background jobs run on (its integrity check and its statistics):
kept between jobs. Starting a thread makes the caller wait until the new thread runs, which
under load held the GUI thread 18 to 80 ms (issue 25); an idle thread of the pool takes the
next job without it.

A job is a ``QObject`` of the GUI thread. Its last reference is always let go on the GUI
thread: the pool only holds it weakly, and says when it is done with it; Qt must not delete
an object of the GUI thread from another thread (which happens when the pool's thread drops
the last reference after the screen has dropped its own).

Not daemons: Python waits for a job still running at exit rather than stopping it mid-read."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

# A job waiting on a busy disk must not hold up the next one: a few threads, made as needed.
_MAX_THREADS = 4
_pool: ThreadPoolExecutor | None = None


class _Releases(QObject):
    """Lives on the GUI thread: the pool's word that it holds a job no more."""

    released = Signal(object)  # the job's key (an id: larger than a C int)


_releases: _Releases | None = None
_held: dict[int, QObject] = {}  # the jobs running, held by the GUI thread until released


def _release(key: int) -> None:
    _held.pop(key, None)


def run(job: Callable[[], None]) -> None:
    """Run ``job`` (a bound method of a ``QObject``, called on the GUI thread) on one of the
    pool's threads; it reports through its own signals."""
    global _pool, _releases
    if _pool is None:
        # Imported with the first job (10 ms), on a pass after the window's first paint,
        # rather than with the screen's module on the first click on the Marquoir.
        from concurrent.futures import ThreadPoolExecutor

        _pool = ThreadPoolExecutor(max_workers=_MAX_THREADS, thread_name_prefix="marquoir")
    if _releases is None:
        _releases = _Releases()
        _releases.released.connect(_release)
    owner = job.__self__  # type: ignore[attr-defined]
    key = id(owner)
    _held[key] = owner
    method = weakref.WeakMethod(job)
    releases = _releases

    def call() -> None:
        bound = method()
        if bound is not None:
            bound()
        del bound  # before saying so: the GUI thread lets go of the job last
        releases.released.emit(key)

    _pool.submit(call)
