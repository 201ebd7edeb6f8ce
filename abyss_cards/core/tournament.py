"""Statistics and plumbing shared by the ``simulate`` commands of the three games."""

from __future__ import annotations

import argparse
import math
import re
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
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

    ``job`` must be a module-level function so that it can be sent to another process. Items
    are taken from ``items`` as results come back (a few per process ahead), never all at once:
    a generator of a million games costs the memory of a handful.
    """
    if processes <= 1:
        for item in items:
            yield job(item)
        return
    ahead = processes * 4
    with ProcessPoolExecutor(max_workers=processes) as pool:
        waiting: deque[Future[object]] = deque()
        for item in items:
            waiting.append(pool.submit(job, item))
            if len(waiting) >= ahead:
                yield waiting.popleft().result()
        while waiting:
            yield waiting.popleft().result()


# --- command-line values, checked by argparse: a bad one is a usage error (exit 2) -------------

# The most games one command runs: a night of computer time, and a size every result fits.
MAX_GAMES = 1_000_000
MAX_PROCESSES = 256


def whole_number(low: int, high: int, what: str = "a number") -> Callable[[str], int]:
    """An argparse type: a plain whole number from ``low`` to ``high`` (no sign tricks, no
    ``10^12``, no 5,000 digits)."""

    def parse(text: str) -> int:
        raw = text.strip()
        if not re.fullmatch(r"[+-]?[0-9]{1,19}", raw) or not low <= int(raw) <= high:
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number from {low:,} to {high:,}, not {text[:30]!r}"
            )
        return int(raw)

    parse.__name__ = what  # argparse names the type in its message
    return parse


def game_count(text: str) -> int:
    return whole_number(1, MAX_GAMES, "the number of games")(text)


def process_count(text: str) -> int:
    return whole_number(1, MAX_PROCESSES, "the number of processes")(text)


def bot_levels(levels: Sequence[str], count: int | None = None) -> Callable[[str], str]:
    """An argparse type: comma-separated bot levels, each one of ``levels`` (exactly ``count``
    of them if given); returns the cleaned text."""

    def parse(text: str) -> str:
        chosen = [level.strip() for level in text.split(",") if level.strip()]
        if not chosen:
            raise argparse.ArgumentTypeError(f"give at least one bot level ({', '.join(levels)})")
        unknown = [level for level in chosen if level not in levels]
        if unknown:
            raise argparse.ArgumentTypeError(
                f"unknown bot level {unknown[0][:30]!r}; choose from {', '.join(levels)}"
            )
        if count is not None and len(chosen) != count:
            raise argparse.ArgumentTypeError(
                f"give {count} bot levels separated by a comma, e.g. expert,greedy"
            )
        return ",".join(chosen)

    parse.__name__ = "bot levels"
    return parse
