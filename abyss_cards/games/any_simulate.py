"""``abyss-cards simulate <game>`` for a registered game that has no tournament of its own: the
bots given to the seats in turn, win rates with 95 % intervals. It knows only the contract."""

from __future__ import annotations

import argparse
import json
import sys

from abyss_cards.core.tournament import game_count, whole_number, wilson_interval
from abyss_cards.games import registry


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players",
        type=whole_number(1, 64, "the number of players"),
        default=None,
        help="players per game",
    )
    parser.add_argument("--bots", default=None, help="comma-separated levels, given to the seats")
    parser.add_argument("--games", type=game_count, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--swap-seats", action="store_true", help="rotate the bots over the seats")
    parser.add_argument(
        "--max-actions",
        type=whole_number(1, 10_000_000, "the most actions"),
        default=100_000,
        help="stop a game that has not ended after this many actions",
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


def run(args: argparse.Namespace) -> int:
    info = registry.game(args.game)
    players = args.players or info.min_players
    bots = [b.strip() for b in (args.bots or ",".join(info.bot_levels[-2:])).split(",")]
    if not info.players_ok(players) or not bots or any(b not in info.bot_levels for b in bots):
        print(
            f"abyss-cards: {info.key} takes {info.min_players} to {info.max_players} players "
            f"and the levels {', '.join(info.bot_levels)}",
            file=sys.stderr,
        )
        return 2
    wins = [0.0] * len(bots)
    unfinished = 0
    for i in range(args.games):
        shift = i if args.swap_seats else 0
        entry_of_seat = [(seat + shift) % len(bots) for seat in range(players)]
        seed = args.seed * 1_000_003 + i
        state = info.new_game(players, seed=seed)
        deciders = [info.make_bot(bots[e], seed=seed * 16 + s) for s, e in enumerate(entry_of_seat)]
        for _ in range(args.max_actions):
            seat = state.current_player
            if seat is None:
                break
            state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
        if not state.is_over:
            unfinished += 1
            continue
        for seat in state.winners:
            wins[entry_of_seat[seat]] += 1 / len(state.winners)
    played = args.games - unfinished
    rows = [
        {
            "bot": b,
            "wins": w,
            "rate": w / played if played else 0.0,
            "interval": wilson_interval(w, played),
        }
        for b, w in zip(bots, wins, strict=True)
    ]
    if args.json:
        print(
            json.dumps({"game": info.key, "games": played, "unfinished": unfinished, "bots": rows})
        )
        return 0
    print(
        f"{info.key}: {played} games, {players} players"
        + (f", {unfinished} stopped unfinished" if unfinished else "")
    )
    for bot, won in zip(bots, wins, strict=True):
        low, high = wilson_interval(won, played)
        rate = won / played if played else 0.0
        print(f"  {bot:>8}: {100 * rate:5.1f} % wins [{100 * low:.1f}-{100 * high:.1f}]")
    return 0
