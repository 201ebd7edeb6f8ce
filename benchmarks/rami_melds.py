"""Speed of the exact meld search on random 15-card hands (cold caches for every hand).

    .venv/bin/python benchmarks/rami_melds.py [--hands 3000] [--seed 1]

Like ``timeit``, the garbage collector is paused during each timed call, and each call is timed
``--repeat`` times (caches cleared each time) keeping the fastest, so that the figures measure
the search rather than the other jobs of a shared machine (``--repeat 1`` for single shots).

Target (issue 5): mean <= 1 ms and p99 <= 5 ms per call for a 15-card hand.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time

from abyss_cards.core.tournament import percentile
from abyss_cards.games.rami import melds as M
from abyss_cards.games.rami.cards import full_deck


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    deck = full_deck(4)
    timings: dict[str, list[float]] = {
        "best_opening": [],
        "direct_close": [],
        "best_opening+taken": [],
        "all_openings": [],
    }
    found = {k: 0 for k in timings}
    for _ in range(args.hands):
        rng.shuffle(deck)
        hand, taken = list(deck[:15]), deck[15]
        for name, call in (
            ("best_opening", lambda h=hand: M.best_opening(h, 81)),
            ("direct_close", lambda h=hand: M.direct_close(h)),
            ("best_opening+taken", lambda h=hand, t=taken: M.best_opening(h[:14], 81, taken=t)),
            ("all_openings", lambda h=hand: M.all_openings(h, 81)),
        ):
            fastest = float("inf")
            for _ in range(max(1, args.repeat)):
                M._candidates.cache_clear()
                gc.disable()
                start = time.perf_counter()
                result = call()
                fastest = min(fastest, time.perf_counter() - start)
                gc.enable()
            timings[name].append(fastest * 1000)
            found[name] += bool(result)
    print(
        f"{args.hands} random 15-card hands, seed {args.seed} "
        f"(ms per call, cold cache, best of {args.repeat})"
    )
    print(f"{'call':<20} {'mean':>7} {'median':>7} {'p99':>7} {'max':>7} {'found':>6}")
    for name, values in timings.items():
        print(
            f"{name:<20} {statistics.fmean(values):7.3f} {statistics.median(values):7.3f} "
            f"{percentile(values, 99):7.3f} {max(values):7.3f} {found[name]:6d}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
