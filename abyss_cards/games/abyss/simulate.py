"""``abyss-cards simulate abyss``: computer-player tournaments.

    abyss-cards simulate abyss --players 2 --bots expert,greedy --games 1000 --seed 1 \
        --swap-seats --processes 2 [--json]

Bots are given per seat (the last one repeats). With ``--swap-seats`` each deal is played once
per rotation of the seats, so every bot plays every seat on the same cards.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterable, Iterator
from typing import Any

from abyss_cards.core.tournament import (
    Progress,
    bot_levels,
    game_count,
    percentile,
    process_count,
    run_jobs,
    wilson_interval,
)
from abyss_cards.games.abyss.bots import LEVELS, make_bot
from abyss_cards.games.abyss.state import AbyssState

# Far above any real game (a few hundred decisions): a game that reaches it is reported as an
# error with its seed and seats, never counted as finished.
MAX_DECISIONS = 20000
PARTS = ("locations", "lords", "allies", "monsters", "total")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument(
        "--bots",
        default="expert,greedy",
        type=bot_levels(LEVELS),
        help=f"comma-separated levels per seat: {', '.join(LEVELS)}",
    )
    parser.add_argument("--games", type=game_count, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--swap-seats", action="store_true", help="play each deal once per rotation of the seats"
    )
    parser.add_argument("--processes", type=process_count, default=1)
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


Job = tuple[int, list[str], int]


def play_game(job: Job) -> dict[str, Any]:
    """One game: (seed, bot level per seat, rotation) -> per-seat results."""
    seed, levels, rotation = job
    n = len(levels)
    seat_levels = [levels[(i + rotation) % n] for i in range(n)]
    state = AbyssState.new(n, seed)
    bots = [make_bot(level, seed * 31 + i) for i, level in enumerate(seat_levels)]
    times: list[float] = []
    decisions = 0
    while not state.is_over and decisions < MAX_DECISIONS:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        start = time.perf_counter()
        action = bots[seat].choose(state.view(seat), legal)
        times.append(time.perf_counter() - start)
        state.apply(action)
        decisions += 1
    if not state.is_over:
        return {
            "error": f"game {seed} (seats {','.join(seat_levels)}) did not end after "
            f"{MAX_DECISIONS} decisions (turn {state.turn})",
            "levels": seat_levels,
        }
    scores = state.final_scores()
    winners = state.winners
    return {
        "levels": seat_levels,
        "scores": [{k: s[k] for k in PARTS} for s in scores["seats"]],
        "winners": sorted(winners),
        "turns": state.turn,
        "decision_times": times,
        "decisions": decisions,
    }


def tournament(
    players: int,
    levels: list[str],
    games: int,
    seed: int,
    swap_seats: bool = False,
    processes: int = 1,
    progress: bool = True,
) -> dict[str, Any]:
    levels = (levels + [levels[-1]] * players)[:players]
    rotations = range(players) if swap_seats else range(1)
    # A generator, not a list, and results summed as they come: a million games cost the
    # memory of the few in flight.
    jobs = ((seed + g, levels, r) for g in range(games) for r in rotations)
    bar = Progress(games * len(rotations), "abyss") if progress else None
    start = time.perf_counter()

    def results() -> Iterator[dict[str, Any]]:
        for result in run_jobs(play_game, jobs, processes=processes):
            assert isinstance(result, dict)
            yield result
            if bar:
                bar.advance()

    summary = summarise(results(), levels)
    if bar:
        bar.close()
    summary["seconds"] = elapsed = time.perf_counter() - start
    summary["games_per_second"] = summary["games"] / elapsed if elapsed else 0.0
    return summary


# Decision times kept for the percentile: all of them up to this many, then a uniform sample.
TIMES_KEPT = 200_000


def summarise(results: Iterable[dict[str, Any]], levels: list[str]) -> dict[str, Any]:
    """The tournament's figures, read in one pass over the games' results."""
    errors: list[str] = []
    per_level: dict[str, dict[str, float]] = {}
    for level in dict.fromkeys(levels):
        per_level[level] = {"seats": 0, "wins": 0.0, **dict.fromkeys(PARTS, 0.0)}
    tail_times: list[float] = []
    seen_times = 0
    sampler = random.Random(0)
    longest = 0.0
    games = turns = decisions = 0
    for r in results:
        if "error" in r:
            errors.append(r["error"])
            continue
        games += 1
        turns += r["turns"]
        decisions += r["decisions"]
        for t in r["decision_times"]:  # reservoir sampling: every time equally likely kept
            seen_times += 1
            longest = max(longest, t)
            if len(tail_times) < TIMES_KEPT:
                tail_times.append(t)
            else:
                k = sampler.randrange(seen_times)
                if k < TIMES_KEPT:
                    tail_times[k] = t
        share = 1 / len(r["winners"])
        for seat, level in enumerate(r["levels"]):
            entry = per_level[level]
            entry["seats"] += 1
            if seat in r["winners"]:
                entry["wins"] += share
            for part in PARTS:
                entry[part] += r["scores"][seat][part]
    levels_report: dict[str, dict[str, Any]] = {}
    report: dict[str, Any] = {"games": games, "errors": errors, "levels": levels_report}
    for level, entry in per_level.items():
        seats = max(1, int(entry["seats"]))
        # Win rate per game played by this level (a game with the level twice counts twice).
        low, high = wilson_interval(entry["wins"], seats)
        levels_report[level] = {
            "seats": entry["seats"],
            "win_rate": entry["wins"] / seats,
            "interval95": [low, high],
            **{f"mean_{part}": entry[part] / seats for part in PARTS},
        }
    report["turns_per_game"] = turns / max(1, games)
    report["decisions_per_game"] = decisions / max(1, games)
    report["decision_p95_ms"] = 1000 * percentile(tail_times, 95) if tail_times else 0.0
    report["decision_max_ms"] = 1000 * longest
    return report


def run(args: argparse.Namespace) -> int:
    levels = [lv.strip() for lv in args.bots.split(",") if lv.strip()]
    for level in levels:
        make_bot(level)  # refuse an unknown level before starting
    report = tournament(
        args.players,
        levels,
        args.games,
        args.seed,
        args.swap_seats,
        args.processes,
        progress=not args.json,
    )
    if args.json:
        print(json.dumps(report, indent=2))
        return 0 if not report["errors"] else 1
    stalled = f", {len(report['errors'])} did not end" if report["errors"] else ""
    print(
        f"Abyss, {args.players} players, {report['games']} games"
        f"{' (seats swapped)' if args.swap_seats else ''}, seed {args.seed}{stalled}"
    )
    for level, entry in report["levels"].items():
        low, high = entry["interval95"]
        print(
            f"  {level:8} win {100 * entry['win_rate']:5.1f} % "
            f"[{100 * low:.1f}–{100 * high:.1f}]  score {entry['mean_total']:.1f} = "
            f"locations {entry['mean_locations']:.1f} + lords {entry['mean_lords']:.1f} + "
            f"allies {entry['mean_allies']:.1f} + monsters {entry['mean_monsters']:.1f}"
        )
    print(
        f"  turns/game {report['turns_per_game']:.1f}, decisions/game "
        f"{report['decisions_per_game']:.0f}, {report['games_per_second']:.1f} games/s, "
        f"decision p95 {report['decision_p95_ms']:.2f} ms"
    )
    for error in report["errors"]:
        print("  error:", error, file=sys.stderr)
    return 0 if not report["errors"] else 1
