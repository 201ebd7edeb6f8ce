"""Decision time of each Rami computer player, measured in real deals against the medium bot.

    .venv/bin/python benchmarks/rami_bots.py [--deals 20] [--seed 1] [--levels greedy,easy,medium,expert]

For every decision of the measured bot, the time of ``choose(view, legal)`` is recorded (the
engine's ``legal_actions()`` is timed apart). Targets (issue 5): p95 <= 100 ms for greedy, easy
and medium, <= 1 s for expert.
"""

from __future__ import annotations

import argparse
import statistics
import time

from abyss_cards.core.tournament import percentile
from abyss_cards.games.rami.bots import make_bot
from abyss_cards.games.rami.state import new_game


def measure(level: str, deals: int, seed: int) -> tuple[list[float], list[float]]:
    choose_ms: list[float] = []
    legal_ms: list[float] = []
    for i in range(deals):
        levels = [level, "medium"] if i % 2 == 0 else ["medium", level]
        state = new_game(2, seed=seed * 1000 + i, match_limit=1, max_turns=600)
        bots = [make_bot(lv, seed=seed * 1000 + i + s) for s, lv in enumerate(levels)]
        while not state.is_over:
            seat = state.current_player
            start = time.perf_counter()
            legal = state.legal_actions()
            mid = time.perf_counter()
            action = bots[seat].choose(state.view(seat), legal)
            end = time.perf_counter()
            if levels[seat] == level:
                legal_ms.append((mid - start) * 1000)
                choose_ms.append((end - mid) * 1000)
            state.apply(action)
    return choose_ms, legal_ms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="greedy,easy,medium,expert")
    args = parser.parse_args()
    print(f"{args.deals} deals per level against medium, seed {args.seed} (ms per decision)")
    print(
        f"{'bot':<8} {'decisions':>9} {'mean':>8} {'median':>8} {'p95':>8} {'max':>8}"
        f" {'legal p95':>10}"
    )
    for level in args.levels.split(","):
        choose_ms, legal_ms = measure(level.strip(), args.deals, args.seed)
        print(
            f"{level:<8} {len(choose_ms):>9} {statistics.fmean(choose_ms):8.2f} "
            f"{statistics.median(choose_ms):8.2f} {percentile(choose_ms, 95):8.2f} "
            f"{max(choose_ms):8.2f} {percentile(legal_ms, 95):10.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
