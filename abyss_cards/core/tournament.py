"""Statistics and plumbing shared by the ``simulate`` commands of the three games."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import TextIO, TypeVar

T = TypeVar("T")


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate (``wins`` may hold halves for ties)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], pct: float) -> float:
    """Nearest-rank percentile (``pct`` in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, math.ceil(pct / 100 * len(ordered)))
    return ordered[rank - 1]


class Progress:
    """A one-line progress bar on stderr, shown only for runs long enough to need it."""

    def __init__(
        self, total: int, label: str, *, stream: TextIO | None = None, min_seconds: float = 1.0
    ) -> None:
        self.total = total
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.perf_counter()
        self.min_seconds = min_seconds
        self.done = 0
        self._shown = False
        self._last = 0.0

    def advance(self, n: int = 1) -> None:
        self.done += n
        now = time.perf_counter()
        if now - self.start < self.min_seconds or now - self._last < 0.2:
            return
        self._last = now
        self._draw(now)

    def _draw(self, now: float) -> None:
        self._shown = True
        width = 30
        filled = int(width * self.done / max(1, self.total))
        rate = self.done / (now - self.start)
        self.stream.write(
            f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
            f"{self.done}/{self.total} ({rate:.0f}/s)"
        )
        self.stream.flush()

    def close(self) -> None:
        if self._shown:
            self._draw(time.perf_counter())  # end on the final count, not the last redraw
            self.stream.write("\n")
            self.stream.flush()


def run_jobs(
    job: Callable[[T], object], items: Iterable[T], *, processes: int = 1
) -> Iterator[object]:
    """Yield ``job(item)`` for each item, in order, in this process or in a pool of processes.

    ``job`` must be a module-level function so that it can be sent to another process.
    """
    if processes <= 1:
        for item in items:
            yield job(item)
        return
    with ProcessPoolExecutor(max_workers=processes) as pool:
        yield from pool.map(job, items, chunksize=16)
