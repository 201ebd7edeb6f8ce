"""The threads the Marquoir's background jobs run on (its integrity check and its statistics):
kept between jobs. Starting a thread makes the caller wait until the new thread runs, which
under load held the GUI thread 18 to 80 ms (issue 25); an idle thread of the pool takes the
next job without it.

Not daemons: Python waits for a job still running at exit rather than stopping it mid-read."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

# A job waiting on a busy disk must not hold up the next one: a few threads, made as needed.
_MAX_THREADS = 4
_pool: ThreadPoolExecutor | None = None


def run(job: Callable[[], None]) -> None:
    """Run ``job`` on one of the pool's threads (it reports through its own signals)."""
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(max_workers=_MAX_THREADS, thread_name_prefix="marquoir")
    _pool.submit(job)
