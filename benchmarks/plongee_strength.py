"""Plongée strength: the tournaments behind the issue's targets, in one table.

    .venv/bin/python benchmarks/plongee_strength.py [--games 2000] [--processes 2]

Each line is ``simulate plongee --players 2 --bots A,B --games N --seed 1 --swap-seats``: the
win rate of A (ties count half) with its 95 % Wilson interval, and the points per round.
"""

from __future__ import annotations

import argparse

from abyss_cards.games.plongee.simulate import tournament

MATCHES = (
    ("expert", "greedy", "expert >= 70 % vs greedy"),
    ("medium", "greedy", "medium >= 55 % vs greedy"),
    ("expert", "medium", "expert > medium"),
    ("medium", "easy", "medium > easy"),
    ("easy", "greedy", "(for information)"),
    ("greedy", "greedy", "self-play: about 19-20 scored points a round"),
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        f"{'match':<18} {'win rate of A':>13} {'95% interval':>17} "
        f"{'A scored/round':>15} {'B scored/round':>15}  target"
    )
    for a, b, target in MATCHES:
        result = tournament(
            2, [a, b], args.games, args.seed, swap_seats=True, processes=args.processes
        )
        first, second = result["bots"]
        low, high = first["interval"]
        print(
            f"{a + ' vs ' + b:<18} {first['win_rate']:>13.1%}   [{low:6.1%}, {high:6.1%}] "
            f"{first['scored_per_round']:>15.2f} {second['scored_per_round']:>15.2f}  {target}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
