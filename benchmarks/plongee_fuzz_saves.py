"""Plongée saves under mutation (issue 16): many more mutated real saves than the test suite
runs, each timed. Every file must load a state that passes the invariants (and plays on) or be
refused with ``ValueError``; the script prints the counts and the slowest loads.

    .venv/bin/python benchmarks/plongee_fuzz_saves.py [--count 5000] [--seed 1]

The mutations are those of ``tests/test_plongee_saves.py`` (one field changed: wrong types,
out-of-range values, cards added or taken away, entries dropped or duplicated).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_plongee_saves import load_or_refuse, mutations


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    refused = loaded = failed = 0
    times: list[tuple[float, str]] = []
    for text, what in mutations(args.count, args.seed):
        start = time.perf_counter()
        try:
            state = load_or_refuse(text)
        except Exception as exc:  # noqa: BLE001 - counted and shown: the point of the script
            failed += 1
            print(f"FAILED {what}: {exc!r}")
            continue
        times.append((time.perf_counter() - start, what))
        if state is None:
            refused += 1
        else:
            loaded += 1
    seconds = sorted(t for t, _ in times)
    print(
        f"{args.count} mutated saves (seed {args.seed}): {refused} refused with ValueError, "
        f"{loaded} loaded a possible game, {failed} other outcomes"
    )
    if seconds:
        print(
            f"load + check: median {statistics.median(seconds) * 1e3:.2f} ms, "
            f"p99 {seconds[int(0.99 * (len(seconds) - 1))] * 1e3:.2f} ms, "
            f"max {seconds[-1] * 1e3:.2f} ms"
        )
        for t, what in sorted(times, reverse=True)[:3]:
            print(f"  slowest: {t * 1e3:.1f} ms ({what})")
    return 1 if failed or (seconds and seconds[-1] > 1.0) else 0


if __name__ == "__main__":
    sys.exit(main())
