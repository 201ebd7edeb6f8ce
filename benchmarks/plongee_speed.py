"""Plongée speed: two-player greedy games per second through ``simulate``, and how long each
bot level takes to decide (p50 / p95 / max, in milliseconds).

    .venv/bin/python benchmarks/plongee_speed.py [--games 2000] [--decision-games 20] [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import time

from abyss_cards.core.tournament import percentile
from abyss_cards.games.plongee.bots import LEVELS, make_bot
from abyss_cards.games.plongee.simulate import tournament
from abyss_cards.games.plongee.state import new_game


def games_per_second(games: int, repeat: int) -> list[float]:
    rates = []
    for r in range(repeat):
        result = tournament(
            2, ["greedy", "greedy"], games, seed=100 + r, swap_seats=True, progress=False
        )
        rates.append(result["games_per_second"])
    return rates


def decision_times(level: str, games: int, players: int = 2) -> list[float]:
    """Milliseconds per decision of ``level`` (seat 0) against greedy players."""
    times = []
    for g in range(games):
        state = new_game(players, seed=5000 + g)
        bots = [make_bot(level, seed=g)] + [
            make_bot("greedy", seed=g + s) for s in range(1, players)
        ]
        while not state.is_over:
            seat = state.current_player
            view, legal = state.view(seat), state.legal_actions()
            if seat == 0:
                start = time.perf_counter()
                action = bots[0].choose(view, legal)
                times.append((time.perf_counter() - start) * 1000)
            else:
                action = bots[seat].choose(view, legal)
            state.apply_quietly(action)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--decision-games", type=int, default=20)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    rates = games_per_second(args.games, args.repeat)
    print(
        f"greedy 2-player games/s over {args.repeat} runs of {args.games}: "
        f"median {statistics.median(rates):.0f} (runs: {', '.join(f'{r:.0f}' for r in rates)})"
    )
    print(f"decision time, {args.players} players, ms ({args.decision_games} games vs greedy):")
    print(f"{'level':<8} {'decisions':>9} {'p50':>8} {'p95':>8} {'max':>8}")
    for level in LEVELS:
        times = decision_times(level, args.decision_games, args.players)
        print(
            f"{level:<8} {len(times):>9} {percentile(times, 50):>8.3f} "
            f"{percentile(times, 95):>8.3f} {max(times):>8.3f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
