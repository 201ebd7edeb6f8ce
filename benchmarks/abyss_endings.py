"""Abyss: every computer-player game ends (no stalled table).

    .venv/bin/python benchmarks/abyss_endings.py [--games 2000] [--seed 20000]

Plays at least ``--games`` games split over 2, 3 and 4 players (each deal once per rotation of the
seats), with the greedy, expert, medium and easy players at the table. A game that reaches the
``simulate`` guard (``MAX_DECISIONS``) is listed with its seed and seats; the exit status is 1
if any did not end.
"""

from __future__ import annotations

import argparse
import math
import sys

from abyss_cards.games.abyss.simulate import MAX_DECISIONS, tournament

LEVELS = ["greedy", "expert", "medium", "easy"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=20000)
    args = parser.parse_args()
    # A third of the games at each player count (at least), with their seat rotations.
    plan = [(players, max(1, math.ceil(args.games / 3 / players))) for players in (2, 3, 4)]
    ended, errors = 0, []
    for players, deals in plan:
        report = tournament(players, LEVELS, deals, args.seed, swap_seats=True, progress=False)
        ended += report["games"]
        errors += report["errors"]
        print(
            f"{players} players: {report['games']} games ended, {len(report['errors'])} did "
            f"not; {report['decisions_per_game']:.0f} decisions and "
            f"{report['turns_per_game']:.1f} turns per game, decision p95 "
            f"{report['decision_p95_ms']:.2f} ms",
            flush=True,
        )
    print(
        f"total: {ended + len(errors)} games, {len(errors)} did not end within "
        f"{MAX_DECISIONS} decisions"
    )
    for error in errors:
        print("  ", error)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
