"""``abyss-cards simulate rami``: tournaments between computer players.

    abyss-cards simulate rami --bots expert,greedy --games 2000 --seed 1 --swap-seats

``--games`` matches are played, each to ``--match-limit`` points (500; ``--match-limit 1`` makes
every match a single deal). Results are counted in deals and in matches. With ``--swap-seats``
match ``i`` swaps the two bots when ``i`` is odd, so each plays each seat (and deals first)
equally often. A void deal (only with ``--max-turns``) counts half a win to each.
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
from abyss_cards.games.rami.bots import LEVELS, make_bot
from abyss_cards.games.rami.state import new_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--bots",
        default="expert,greedy",
        type=bot_levels(LEVELS, 2),
        help=f"two comma-separated levels, seat 0 then seat 1 ({', '.join(LEVELS)})",
    )
    parser.add_argument("--games", type=game_count, default=200, help="matches to play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--swap-seats", action="store_true", help="swap the bots every match")
    parser.add_argument("--processes", type=process_count, default=1)
    parser.add_argument(
        "--match-limit",
        type=whole_number(1, 100_000, "the match limit"),
        default=500,
        help="points that lose a match (default 500; 1 = one deal per match)",
    )
    parser.add_argument(
        "--threshold",
        type=whole_number(0, 1000, "the threshold"),
        default=81,
        help="opening value (default 81)",
    )
    parser.add_argument(
        "--max-turns",
        type=whole_number(0, 1_000_000, "the turn limit"),
        default=600,
        help="turns after which a deal is void (a safety net; default 600)",
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


def play_match(
    levels: list[str],
    seed: int,
    match_limit: int = 500,
    threshold: int = 81,
    max_turns: int | None = 600,
) -> dict[str, Any]:
    """Play one match; ``levels[seat]`` is the bot of each seat."""
    state = new_game(
        2, seed=seed, match_limit=match_limit, threshold=threshold, max_turns=max_turns
    )
    bots = [make_bot(level, seed=seed * 16 + seat) for seat, level in enumerate(levels)]
    decisions = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        decisions += 1
    return {
        "winner": state.winners[0],
        "deal_winners": state.deal_winners,
        "deal_scores": state.round_scores,
        "deal_opened": state.deal_opened,
        "decisions": decisions,
    }


Job = tuple[list[str], int, int, int, int | None]


def _job(item: Job) -> dict[str, Any]:
    return play_match(*item)


def tournament(
    bots: list[str],
    games: int,
    seed: int = 1,
    *,
    swap_seats: bool = False,
    processes: int = 1,
    match_limit: int = 500,
    threshold: int = 81,
    max_turns: int | None = 600,
    progress: bool = True,
) -> dict[str, Any]:
    if len(bots) != 2:
        raise ValueError("Rami is played by two: give two bot levels, e.g. expert,greedy")
    for level in bots:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")

    def entries_of(i: int) -> list[int]:
        return [1, 0] if swap_seats and i % 2 else [0, 1]

    # Generators, not lists: a million matches cost the memory of the few in flight.
    seat_entries = (entries_of(i) for i in range(games))
    items = (
        ([bots[e] for e in entries_of(i)], seed * 1_000_003 + i, match_limit, threshold, max_turns)
        for i in range(games)
    )
    match_wins = [0, 0]
    deal_wins = [0.0, 0.0]
    penalties = [0, 0]
    openings = [0, 0]
    deals = decisions = 0
    bar = Progress(games, "rami") if progress else None
    start = time.perf_counter()
    for entry_of_seat, outcome in zip(
        seat_entries, run_jobs(_job, items, processes=processes), strict=True
    ):
        result: dict[str, Any] = outcome  # type: ignore[assignment]  # what _job returns
        match_wins[entry_of_seat[result["winner"]]] += 1
        decisions += result["decisions"]
        for winner, scores, opened in zip(
            result["deal_winners"], result["deal_scores"], result["deal_opened"], strict=True
        ):
            deals += 1
            for seat in range(2):
                e = entry_of_seat[seat]
                penalties[e] += scores[seat]
                openings[e] += opened[seat]
                if winner is None:
                    deal_wins[e] += 0.5
                elif winner == seat:
                    deal_wins[e] += 1
        if bar:
            bar.advance()
    elapsed = time.perf_counter() - start
    if bar:
        bar.close()
    rows = []
    for e, level in enumerate(bots):
        d_low, d_high = wilson_interval(deal_wins[e], deals)
        m_low, m_high = wilson_interval(match_wins[e], games)
        rows.append(
            {
                "bot": level,
                "deals_won": deal_wins[e],
                "deal_win_rate": deal_wins[e] / max(1, deals),
                "deal_interval": [d_low, d_high],
                "matches_won": match_wins[e],
                "match_win_rate": match_wins[e] / max(1, games),
                "match_interval": [m_low, m_high],
                "penalty_per_deal": penalties[e] / max(1, deals),
                "openings_per_deal": openings[e] / max(1, deals),
            }
        )
    return {
        "games": games,
        "deals": deals,
        "seed": seed,
        "swap_seats": swap_seats,
        "match_limit": match_limit,
        "bots": rows,
        "deals_per_match": deals / max(1, games),
        "decisions": decisions,
        "seconds": elapsed,
        "games_per_second": games / elapsed if elapsed > 0 else float("inf"),
        "deals_per_second": deals / elapsed if elapsed > 0 else float("inf"),
    }


def run(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        result = tournament(
            bots,
            args.games,
            args.seed,
            swap_seats=args.swap_seats,
            processes=args.processes,
            match_limit=args.match_limit,
            threshold=args.threshold,
            max_turns=args.max_turns or None,
        )
    except ValueError as exc:
        print(f"simulate rami: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"Rami, {result['games']} matches to {result['match_limit']} ({result['deals']} deals), "
        f"seed {result['seed']}{', seats swapped' if result['swap_seats'] else ''}"
    )
    print(
        f"{'bot':<8} {'deals won':>10} {'95% interval':>17} {'matches won':>12} "
        f"{'95% interval':>17} {'penalty/deal':>13} {'openings/deal':>14}"
    )
    for row in result["bots"]:
        dl, dh = row["deal_interval"]
        ml, mh = row["match_interval"]
        print(
            f"{row['bot']:<8} {row['deal_win_rate']:>9.1%}  [{dl:6.1%}, {dh:6.1%}] "
            f"{row['match_win_rate']:>11.1%}  [{ml:6.1%}, {mh:6.1%}] "
            f"{row['penalty_per_deal']:>13.1f} {row['openings_per_deal']:>14.2f}"
        )
    print(
        f"{result['deals_per_match']:.2f} deals per match, {result['games_per_second']:.2f} "
        f"matches/s, {result['deals_per_second']:.1f} deals/s"
    )
    return 0
