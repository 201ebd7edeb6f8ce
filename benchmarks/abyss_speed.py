"""Abyss speed: games per second (one process) and decision-time percentiles per bot level.

    .venv/bin/python benchmarks/abyss_speed.py [--games 300] [--seed 1]

Targets: expert decision p95 <= 100 ms (issue 13); two-player greedy games per second in one
process as high as the engine allows (a tournament of thousands of games must stay short).
Run it three times and quote the median: the machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import time

from abyss_cards.core.tournament import percentile
from abyss_cards.games.abyss.bots import make_bot
from abyss_cards.games.abyss.state import AbyssState


def bench(levels: list[str], games: int, seed: int) -> dict[str, float]:
    times: list[float] = []
    start = time.perf_counter()
    for g in range(games):
        state = AbyssState.new(len(levels), seed + g)
        bots = [make_bot(level, seed + g * 7 + i) for i, level in enumerate(levels)]
        while not state.is_over:
            if len(times) > 10**7:
                raise RuntimeError("a game did not end")
            seat = state.current_player
            assert seat is not None
            t0 = time.perf_counter()
            action = bots[seat].choose(state.view(seat), state.legal_actions())
            times.append(time.perf_counter() - t0)
            state.apply(action)
    elapsed = time.perf_counter() - start
    return {
        "games_per_second": games / elapsed,
        "decision_p50_ms": 1000 * percentile(times, 50),
        "decision_p95_ms": 1000 * percentile(times, 95),
        "decision_max_ms": 1000 * max(times),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for levels in (
        ["greedy", "greedy"],
        ["easy", "medium"],
        ["expert", "expert"],
        ["expert", "medium", "easy", "greedy"],
    ):
        r = bench(levels, args.games, args.seed)
        print(
            f"{'+'.join(levels):28} {r['games_per_second']:7.1f} games/s   decision "
            f"p50 {r['decision_p50_ms']:.3f} ms, p95 {r['decision_p95_ms']:.3f} ms, "
            f"max {r['decision_max_ms']:.1f} ms"
        )


if __name__ == "__main__":
    main()
