"""``abyss-cards simulate plongee``: tournaments between computer players.

    abyss-cards simulate plongee --players 2 --bots expert,greedy --games 2000 --seed 1 --swap-seats

The bots are given to the seats in turn (cycling through ``--bots``); with ``--swap-seats``
game ``i`` shifts them by ``i`` seats so that every bot plays every seat equally often. A win
counts 1, a shared victory 1/k for each of the k winners.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from abyss_cards.core.tournament import (
    Progress,
    bot_levels,
    game_count,
    process_count,
    run_jobs,
    whole_number,
    wilson_interval,
)
from abyss_cards.games.plongee.bots import LEVELS, make_bot
from abyss_cards.games.plongee.state import new_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players",
        type=whole_number(2, 8, "the number of players"),
        default=2,
        help="players per game (2-8)",
    )
    parser.add_argument(
        "--bots",
        default="expert,greedy",
        type=bot_levels(LEVELS),
        help=f"comma-separated levels, given to the seats in turn ({', '.join(LEVELS)})",
    )
    parser.add_argument("--games", type=game_count, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--swap-seats", action="store_true", help="rotate the bots over the seats")
    parser.add_argument("--processes", type=process_count, default=1)
    parser.add_argument(
        "--target",
        type=whole_number(1, 100_000, "the target"),
        default=100,
        help="end-of-game total (default 100)",
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


# No rule stops a round whose players never close; the bots make sure they do. This only
# turns a bot bug into an error instead of a tournament that never ends.
MAX_ROUND_TURNS = 3000


def play_game(players: int, levels: list[str], seed: int, target: int = 100) -> dict[str, Any]:
    """Play one game; ``levels[seat]`` is the bot of each seat. Returns what the statistics need."""
    state = new_game(players, seed=seed, target=target)
    bots = [make_bot(level, seed=seed * 16 + seat) for seat, level in enumerate(levels)]
    chooses = [b.choose for b in bots]
    view, legal, apply = state.view, state.legal_actions, state.apply_quietly
    while (seat := state.current_player) is not None:
        apply(chooses[seat](view(seat), legal()))
        if state.turns > MAX_ROUND_TURNS:
            raise RuntimeError(f"a round of {levels} (seed {seed}) did not end")
    return {
        "winners": list(state.winners),
        "raw": state.raw_scores,
        "scored": state.round_scores,
        "turns": state.round_turns,
        "closers": state.round_closers,
    }


def _job(item: tuple[int, list[str], int, int]) -> dict[str, Any]:
    players, levels, seed, target = item
    return play_game(players, levels, seed, target)


def tournament(
    players: int,
    bots: list[str],
    games: int,
    seed: int = 1,
    *,
    swap_seats: bool = False,
    processes: int = 1,
    target: int = 100,
    progress: bool = True,
) -> dict[str, Any]:
    """Run ``games`` games; statistics per entry of ``bots`` (an entry may repeat a level)."""
    if not 2 <= players <= 8:
        raise ValueError("Plongée is played by 2 to 8 players")
    for level in bots:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
    entries = len(bots)

    def entries_of(i: int) -> list[int]:
        shift = i if swap_seats else 0
        return [(seat + shift) % entries for seat in range(players)]

    # Generators, not lists: a million games cost the memory of the few in flight.
    seat_entries = (entries_of(i) for i in range(games))
    items = (
        (players, [bots[e] for e in entries_of(i)], seed * 1_000_003 + i, target)
        for i in range(games)
    )
    wins = [0.0] * entries
    seats_played = [0] * entries
    raw = [0] * entries
    scored = [0] * entries
    doubled = [0] * entries
    closes = [0] * entries
    rounds = turns = 0
    bar = Progress(games, "plongee") if progress else None
    start = time.perf_counter()
    for entry_of_seat, outcome in zip(
        seat_entries, run_jobs(_job, items, processes=processes), strict=True
    ):
        result: dict[str, Any] = outcome  # type: ignore[assignment]  # what _job returns
        share = 1.0 / len(result["winners"])
        for s in result["winners"]:
            wins[entry_of_seat[s]] += share
        rounds += len(result["raw"])
        turns += sum(result["turns"])
        for r, (raw_r, scored_r) in enumerate(zip(result["raw"], result["scored"], strict=True)):
            closer = result["closers"][r]
            for seat in range(players):
                e = entry_of_seat[seat]
                raw[e] += raw_r[seat]
                scored[e] += scored_r[seat]
                seats_played[e] += 1
            closes[entry_of_seat[closer]] += 1
            if scored_r[closer] != raw_r[closer]:
                doubled[entry_of_seat[closer]] += 1
        if bar:
            bar.advance()
    elapsed = time.perf_counter() - start
    if bar:
        bar.close()
    # Games in which each entry sat at the table.
    present = [sum(1 for i in range(games) if e in entries_of(i)) for e in range(entries)]
    rows = []
    for e, level in enumerate(bots):
        low, high = wilson_interval(wins[e], present[e])
        rows.append(
            {
                "bot": level,
                "games": present[e],
                "wins": wins[e],
                "win_rate": wins[e] / max(1, present[e]),
                "interval": [low, high],
                "raw_per_round": raw[e] / max(1, seats_played[e]),
                "scored_per_round": scored[e] / max(1, seats_played[e]),
                "closed": closes[e],
                "doubled": doubled[e],
            }
        )
    return {
        "players": players,
        "games": games,
        "seed": seed,
        "swap_seats": swap_seats,
        "bots": rows,
        "rounds_per_game": rounds / max(1, games),
        "turns_per_round": turns / max(1, rounds),
        "seconds": elapsed,
        "games_per_second": games / elapsed if elapsed > 0 else float("inf"),
    }


def run(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        result = tournament(
            args.players,
            bots,
            args.games,
            args.seed,
            swap_seats=args.swap_seats,
            processes=args.processes,
            target=args.target,
        )
    except ValueError as exc:
        print(f"simulate plongee: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"Plongée, {result['players']} players, {result['games']} games, seed {result['seed']}"
        f"{', seats swapped' if result['swap_seats'] else ''}"
    )
    print(
        f"{'bot':<8} {'games':>6} {'win rate':>9} {'95% interval':>17} "
        f"{'raw/round':>10} {'scored/round':>13} {'closed':>7} {'doubled':>8}"
    )
    for row in result["bots"]:
        low, high = row["interval"]
        print(
            f"{row['bot']:<8} {row['games']:>6} {row['win_rate']:>8.1%} "
            f"  [{low:6.1%}, {high:6.1%}] {row['raw_per_round']:>10.2f} "
            f"{row['scored_per_round']:>13.2f} {row['closed']:>7} {row['doubled']:>8}"
        )
    print(
        f"rounds per game {result['rounds_per_game']:.2f}, "
        f"turns per round {result['turns_per_round']:.1f}, "
        f"{result['games_per_second']:.0f} games/s"
    )
    return 0
