"""How much better the Rami expert could do against greedy if it saw more than a player may see.

    .venv/bin/python benchmarks/rami_expert_bounds.py --deals 2000 --seed 1 --processes 2

Issue 5 asks the expert to win at least 70 % of deals against greedy. This script measures how
far that is from what information alone could buy. It plays the same deals (one deal per match,
the seats swapped every deal, the very seeds of ``abyss-cards simulate rami --match-limit 1
--swap-seats``, so the first row equals that command's figure) with three players against greedy:

- ``expert``: the computer player of the app; it sees only its view.
- ``foresight``: the expert that, before it opens, knows the order of the pot, so its own next
  eight draws while greedy draws too (every other card), and discards so as to open (or close)
  soonest with them.
- ``foresight+hand``: the same, and it also sees greedy's hand, so that it never discards a card
  that greedy could take to open or close while another discard is possible.

The two seeing players are not in the app and could not be (they cheat); they only bound what a
better reading of the hidden cards could add. The last columns say how greedy won its deals: by a
direct close taking the discard or from the pot, or by going out after opening. A second table
says how often each player opened first, how often it then won, and how many of its own turns it
needed, when it won so, from its opening to going out (``--players expert`` for the first row
only).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from abyss_cards.core.tournament import Progress, run_jobs, wilson_interval
from abyss_cards.games.rami import melds as M
from abyss_cards.games.rami.actions import DirectClose, Discard, TakeDiscard
from abyss_cards.games.rami.bots import (
    ExpertBot,
    discard_candidates,
    make_bot,
    unseen_counts,
)
from abyss_cards.games.rami.cards import JOKER, hand_value, rank_of, suit_of
from abyss_cards.games.rami.state import new_game

PLAYERS = ("expert", "foresight", "foresight+hand")
FORESIGHT_DRAWS = 8


def _links(card: str, hand: list[str]) -> int:
    """Cards of ``hand`` that could make a meld with ``card`` (same rank, or same suit near)."""
    if card == JOKER:
        return 99
    r, s = rank_of(card), suit_of(card)
    return sum(
        1
        for o in hand
        if o != JOKER
        and o != card
        and (
            (rank_of(o) == r and suit_of(o) != s) or (suit_of(o) == s and abs(rank_of(o) - r) <= 2)
        )
    )


def _plain_discard(hand: list[str]) -> str:
    """The discard used inside the foresight: a card out of the best melds with the fewest links,
    then the lowest value (high cards help to reach 81)."""
    _, _, melds = M.best_cover(hand)
    loose = list((Counter(hand) - Counter(c for m in melds for c in m)).elements())
    pool = [c for c in loose if c != JOKER] or [c for c in hand if c != JOKER] or list(hand)
    return min(pool, key=lambda c: (_links(c, hand) * 12 + hand_value(c), c))


class SeeingExpert(ExpertBot):
    """The expert with a look at the real state (``self.state``, set before each choice)."""

    sees_hand = False
    state = None

    def _feeds(self, card: str) -> bool:
        st, opp = self.state, 1 - self.state.current_player
        if not self.sees_hand or st.opened[opp]:
            return False
        hand = st.hands[opp]
        return (
            M.direct_close(hand, taken=card) is not None
            or M.best_opening(hand, st.required(opp), taken=card) is not None
        )

    def risk(self, view, card: str) -> float:
        return super().risk(view, card) + (1000.0 if self._feeds(card) else 0.0)

    def discard(self, view, discards):
        if view.opened[view.seat]:
            return super().discard(view, discards)
        # The opponent draws the next pot card, this seat the one after, and so on.
        draws = self.state.pot[1::2][:FORESIGHT_DRAWS]
        unseen = unseen_counts(view)
        total = max(1, sum(unseen.values()))
        best = None
        for card, rest in discard_candidates(view.hand):
            hand, wait = list(rest), FORESIGHT_DRAWS + 1
            for k, drawn in enumerate(draws):
                hand.append(drawn)
                if (
                    M.best_opening(hand, view.required) is not None
                    or M.direct_close(hand) is not None
                ):
                    wait = k
                    break
                hand.remove(_plain_discard(hand))
            key = (self._feeds(card), wait, -self.evaluate(rest, view, unseen, total))
            if best is None or key < best[0]:
                best = (key, card)
        return Discard(best[1])


def _player(name: str, seed: int):
    if name == "expert":
        return make_bot("expert", seed=seed)
    bot = SeeingExpert(seed)
    bot.sees_hand = name == "foresight+hand"
    return bot


def play_deal(item) -> tuple[str, int, int | None, str | None, int | None, int | None]:
    """One deal as ``simulate rami`` plays match ``i``; returns (player, seat of the player,
    winner, how greedy won, the seat that opened first, the player's turns from its opening to
    the end of the deal)."""
    name, seed, i = item
    match_seed = seed * 1_000_003 + i
    names = [name, "greedy"] if i % 2 == 0 else ["greedy", name]
    state = new_game(2, seed=match_seed, match_limit=1, threshold=81, max_turns=600)
    bots = [
        make_bot("greedy", seed=match_seed * 16 + s)
        if n == "greedy"
        else _player(n, match_seed * 16 + s)
        for s, n in enumerate(names)
    ]
    closed = {}
    first = None
    opened_at = [None, None]
    while not state.is_over:
        seat = state.current_player
        bot = bots[seat]
        if isinstance(bot, SeeingExpert):
            bot.state = state
        action = bot.choose(state.view(seat), state.legal_actions())
        inner = action.then if isinstance(action, TakeDiscard) else action
        if isinstance(inner, DirectClose):
            closed[seat] = (
                "close (taking the discard)"
                if isinstance(action, TakeDiscard)
                else "close (from the pot)"
            )
        turn = state.turn
        state.apply(action)
        if opened_at[seat] is None and state.opened[seat]:
            opened_at[seat] = turn
            first = seat if first is None else first
    me = names.index(name)
    winner = state.deal_winners[0]
    how = None
    if winner is not None and winner != me:
        how = closed.get(winner, "out after opening")
    # Turns count both players' turns: half of them are this player's own.
    to_end = None if opened_at[me] is None else (state.turn - opened_at[me]) // 2
    return name, me, winner, how, first, to_end


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--players", default=",".join(PLAYERS))
    args = parser.parse_args()
    players = [p for p in args.players.split(",") if p]
    items = [(p, args.seed, i) for p in players for i in range(args.deals)]
    wins, losses, firsts, first_wins = Counter(), Counter(), Counter(), Counter()
    to_end: dict[str, list[int]] = {name: [] for name in players}
    bar = Progress(len(items), "deals")
    start = time.perf_counter()
    for name, me, winner, how, first, turns in run_jobs(play_deal, items, processes=args.processes):
        wins[name] += 1 if winner == me else (0.5 if winner is None else 0)
        if how:
            losses[(name, how)] += 1
        if first == me:
            firsts[name] += 1
            first_wins[name] += winner == me
            if winner == me:
                to_end[name].append(turns)
        bar.advance()
    bar.close()
    hows = ("close (taking the discard)", "close (from the pot)", "out after opening")
    print(
        f"Rami against greedy, {args.deals} deals, seed {args.seed}, seats swapped "
        f"({time.perf_counter() - start:.0f} s)"
    )
    print(
        f"{'player':<16} {'deals won':>9} {'95% interval':>17}   greedy won by: " + ", ".join(hows)
    )
    for name in players:
        low, high = wilson_interval(wins[name], args.deals)
        lost = "  ".join(f"{losses[(name, h)] / args.deals:6.1%}" for h in hows)
        print(f"{name:<16} {wins[name] / args.deals:>9.1%}  [{low:6.1%}, {high:6.1%}]   {lost}")
    print(
        f"\n{'player':<16} {'opens first':>11} {'then wins':>9}   own turns from opening to "
        "going out when it opened first and won (median)"
    )
    for name in players:
        n = firsts[name]
        median = statistics.median(to_end[name]) if to_end[name] else float("nan")
        print(
            f"{name:<16} {n / args.deals:>11.1%} {first_wins[name] / max(1, n):>9.1%}   {median:g}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
