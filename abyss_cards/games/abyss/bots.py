"""Computer players for Abyss: ``random``, ``greedy`` and ``expert`` (``easy``/``medium`` are
aliases of random/greedy). A bot sees only ``state.view(seat)`` and returns one of the legal
actions it was given.

The greedy player recruits the Lord with the most points it can pay for, buys strong Allies,
fights once the threat is high and federates its best Ally. The expert values each Lord against
the table (points, keys towards Locations, its power now), prices payments in Allies and Pearls,
takes Council stacks when they beat exploring, buys Allies when the price is right, denies big
Council stacks with the Oracle, and times the end: it recruits its 7th Lord (or empties the
Court) only when it expects to win, and hurries when it is ahead.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import (
    AMBASSADOR_DRAWS,
    DIPLOMAT,
    END_LORDS,
    LORD_BY_ID,
    MASTER_OF_MAGIC,
    PEARL_GAINS,
    RACES,
    RECRUITER,
    SHAMAN,
    THREAT_REWARDS,
    TREASURER,
)
from abyss_cards.games.abyss.locations import location_points
from abyss_cards.games.abyss.view import AbyssView, PlayerView

Ally = tuple[str, int]
Plan = tuple[list[Ally], int, float]  # Allies to pay with, Pearls, weighted cost
Legal = Sequence[A.Action]

MONSTER_TOKEN_MEAN = (9 * 2 + 9 * 3 + 2 * 4) / 20


# ---------------------------------------------------------------------------- view helpers
def active_lords(player: PlayerView) -> list[int]:
    return list(player.active_lords)


def owned_lords(player: PlayerView) -> list[int]:
    return list(player.owned_lords)


def recruit_cost(view: AbyssView, seat: int, lord: int) -> int:
    me = view.players[seat]
    cost = LORD_BY_ID[lord].cost
    if SHAMAN not in active_lords(me) and any(
            RECRUITER in active_lords(p) for i, p in enumerate(view.players) if i != seat):
        cost += 2
    if TREASURER in active_lords(me):
        cost -= 2
    return max(0, cost)


def plan_payment(view: AbyssView, seat: int, lord: int,
                 pearl_weight: float = 1.3) -> Plan | None:
    """The cheapest payment for ``lord``: (Allies as (race, value) list, Pearls, cost) or None.
    Cost = value of the Allies given + ``pearl_weight`` per Pearl."""
    me = view.players[seat]
    hand = me.hand or ()
    spec = LORD_BY_ID[lord]
    required = None if DIPLOMAT in active_lords(me) else spec.required_race
    cost = recruit_cost(view, seat, lord)
    by_race: dict[str, list[int]] = {}
    for race, value in hand:
        by_race.setdefault(race, []).append(value)
    present = sorted(by_race)
    if required is not None and required not in by_race:
        return None
    others = [r for r in present if r != required]
    need_others = spec.races - (1 if required is not None else 0)
    if len(others) < need_others:
        return None
    best: Plan | None = None
    for combo in combinations(others, need_others):
        races = ([required] if required is not None else []) + list(combo)
        # One smallest Ally per race is compulsory; top up with a subset of the rest.
        base = [(r, min(by_race[r])) for r in races]
        base_value = sum(v for _, v in base)
        extras: list[Ally] = []
        for r in races:
            values = sorted(by_race[r])
            extras += [(r, v) for v in values[1:]]
        gap = cost - base_value
        chosen: list[Ally] = []
        if gap > 0:
            chosen = _best_topup(extras, gap, pearl_weight)
        value = base_value + sum(v for _, v in chosen)
        pearls = max(0, cost - value)
        if pearls > me.pearls:
            # Not enough Pearls: use every extra Ally of these races.
            chosen = extras
            value = base_value + sum(v for _, v in chosen)
            pearls = max(0, cost - value)
            if pearls > me.pearls:
                continue
        total = value + pearl_weight * pearls
        if best is None or total < best[2]:
            best = (base + chosen, pearls, total)
    return best


def _best_topup(extras: list[Ally], gap: int, pearl_weight: float) -> list[Ally]:
    """Subset of ``extras`` minimising value given + Pearls for what is still missing."""
    reach: dict[int, list[Ally]] = {0: []}
    for card in sorted(extras, key=lambda c: -c[1]):
        for total, cards in list(reach.items()):
            new = total + card[1]
            if new not in reach and new <= gap + 5:
                reach[new] = [*cards, card]
    best: list[Ally] = []
    best_cost = pearl_weight * gap
    for total, cards in reach.items():
        cost = total + pearl_weight * max(0, gap - total)
        if cost < best_cost:
            best, best_cost = cards, cost
    return best


def estimated_score(view: AbyssView, seat: int) -> float:
    p = view.players[seat]
    lords = owned_lords(p)
    fed = list(p.federated)
    best: dict[str, int] = {}
    for race, value in fed:
        best[race] = max(value, best.get(race, 0))
    locs = sum(location_points(loc, lords, fed) for loc, _ in p.locations)
    monsters = (sum(p.monster_tokens) if p.monster_tokens is not None
                else MONSTER_TOKEN_MEAN * p.monster_count)
    hand_bonus = 0.0
    if p.hand is not None:
        races: dict[str, int] = {}
        for race, value in p.hand:
            races[race] = min(value, races.get(race, 9))
        hand_bonus = sum(max(0, v - best.get(r, 0)) for r, v in races.items())
    else:
        hand_bonus = min(p.hand_size, 5) * 1.0
    return (sum(LORD_BY_ID[lord].ip for lord in lords) + locs + sum(best.values()) + monsters
            + hand_bonus)


class RandomBot:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: AbyssView, legal: Sequence[A.Action]) -> A.Action:
        # Cancelling a recruit just loops: prefer anything else.
        options = [a for a in legal if not isinstance(a, A.CancelRecruit)] or legal
        return self.rng.choice(options)


class GreedyBot:
    """Takes what looks best right now, no planning."""

    pearl_weight = 1.3

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    # -- shared decisions, refined by the expert
    def choose(self, view: AbyssView, legal: Sequence[A.Action]) -> A.Action:
        kind = view.pending.kind
        handler = getattr(self, "on_" + kind, None)
        action: A.Action | None = handler(view, legal) if handler else None
        if action is None or action not in legal:
            non_skip = [a for a in legal if not isinstance(a, A.Skip | A.CancelRecruit)]
            action = (non_skip or legal)[0]
        return action

    def lord_value(self, view: AbyssView, lord: int) -> float:
        spec = LORD_BY_ID[lord]
        return spec.ip + 2 * spec.keys

    def on_main(self, view: AbyssView, legal: Legal) -> A.Action | None:
        seat = view.seat
        recruits = [a for a in legal if isinstance(a, A.Recruit)]
        if recruits:
            return max(recruits, key=lambda a: (self.lord_value(view, a.lord), -a.lord))
        stacks = [a for a in legal if isinstance(a, A.RequestSupport)]
        if stacks:
            best = max(stacks, key=lambda a: view.council_size(a.race))
            if view.council_size(best.race) >= 2:
                return best
        if A.Explore() in legal:
            return A.Explore()
        del seat
        return None

    def on_payment(self, view: AbyssView, legal: Legal) -> A.Action | None:
        seat = view.seat
        lord = view.pending.lord
        plan = plan_payment(view, seat, lord, self.pearl_weight)
        if plan is None:
            return A.FinishPayment() if A.FinishPayment() in legal else A.CancelRecruit()
        todo = list(plan[0])
        for paid in view.pending.paid:
            if tuple(paid) in todo:
                todo.remove(tuple(paid))
        for race, value in todo:
            action = A.PayWith(race, value)
            if action in legal:
                return action
        if A.FinishPayment() in legal:
            return A.FinishPayment()
        return A.CancelRecruit()

    def on_auction(self, view: AbyssView, legal: Legal) -> A.Action | None:
        race, value = view.track[-1]
        price = (view.pending.price or 3)
        if value >= 4 or (value >= 3 and price == 1):
            return A.Buy()
        return A.Pass()

    def on_ally_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        race, value = view.track[-1]
        if value >= 3 or view.track_pos >= 3 or A.RevealNext() not in legal:
            return A.TakeAlly()
        return A.RevealNext()

    def on_monster_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return A.Fight() if view.threat >= 3 or A.PassMonster() not in legal else \
            A.PassMonster()

    def on_reward(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return A.TakeReward("monster") if A.TakeReward("monster") in legal else legal[0]

    def on_federate(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return max(legal, key=lambda a: a.value)

    def on_discard_down(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return min(legal, key=lambda a: a.value)

    on_jail = on_discard_down

    def on_finish(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return A.EndTurn()

    def on_control(self, view: AbyssView, legal: Legal) -> A.Action | None:
        seat = view.seat
        me = view.players[seat]
        lords, fed = owned_lords(me), [tuple(f) for f in me.federated]
        takes = [a for a in legal if isinstance(a, A.TakeLocation)]
        if takes:
            best = max(takes, key=lambda a: location_points(a.location, lords, fed))
            if location_points(best.location, lords, fed) >= 8 or len(legal) == len(takes):
                return best
        draws = [a for a in legal if isinstance(a, A.DrawLocations)]
        return max(draws, key=lambda a: a.count) if draws else None

    def on_keep(self, view: AbyssView, legal: Legal) -> A.Action | None:
        me = view.me
        lords, fed = owned_lords(me), [tuple(f) for f in me.federated]
        return max(legal, key=lambda a: location_points(a.location, lords, fed))

    def on_place(self, view: AbyssView, legal: Legal) -> A.Action | None:
        # Keep Lords with lasting powers free; Key tokens and plain Lords go first.
        def loss(action):
            return sum(2 if LORD_BY_ID[lord].timing in ("always", "turn") else 0.5
                       for lord in action.lords)
        return min(legal, key=loss)

    def on_smokers(self, view: AbyssView, legal: Legal) -> A.Action | None:
        me = view.me
        lords, fed = owned_lords(me), [tuple(f) for f in me.federated]
        swaps = [a for a in legal if isinstance(a, A.ExchangeLocation)]
        if not swaps:
            return A.Skip()
        return max(swaps, key=lambda a: location_points(a.location, lords, fed))

    def on_assassin(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return max(legal, key=lambda a: LORD_BY_ID[a.lord].keys * 3 + (
            3 if LORD_BY_ID[a.lord].timing in ("always", "turn") else 0))

    def on_hunter(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return max(legal, key=lambda a: view.players[a.seat].monster_count)

    def on_apprentice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return max(legal, key=lambda a: view.council_size(a.race))

    on_support = on_apprentice

    def on_illusionist(self, view: AbyssView, legal: Legal) -> A.Action | None:
        me = view.me
        lords, fed = owned_lords(me), [tuple(f) for f in me.federated]
        best, gain = A.Skip(), 0
        for a in legal:
            if isinstance(a, A.SwapLocation):
                delta = (location_points(a.face_up, lords, fed)
                         - location_points(a.mine, lords, fed))
                if delta > gain:
                    best, gain = a, delta
        return best

    def on_corruptor(self, view: AbyssView, legal: Legal) -> A.Action | None:
        options = [a for a in legal if isinstance(a, A.SecondRecruit)]
        if not options:
            return A.Skip()
        return max(options, key=lambda a: self.lord_value(view, a.lord))

    def on_traitor(self, view: AbyssView, legal: Legal) -> A.Action | None:
        best, gain = A.Skip(), 0.0
        for a in legal:
            if isinstance(a, A.Betray):
                delta = self.lord_value(view, a.take) - self.lord_value(view, a.discard)
                if delta > gain:
                    best, gain = a, delta
        return best

    def on_schemer(self, view: AbyssView, legal: Legal) -> A.Action | None:
        options = [a for a in legal if isinstance(a, A.Scheme)]
        weakest = min(options, key=lambda a: self.lord_value(view, a.discard), default=None)
        if weakest is not None and self.lord_value(view, weakest.discard) < 6:
            return weakest
        return A.Skip()


# Value of a fight on each threat space, Monster tokens at their mean, a Key token ~3 points.
FIGHT_VALUE = {space: sum(3.0 if r == "K" else MONSTER_TOKEN_MEAN for r in reward)
               for space, reward in THREAT_REWARDS.items()}

POWER_BONUS = {
    1: 2.0, 2: 2.0, 3: 2.5, 4: 2.0, 5: 1.0, 6: 1.0, 7: 0.0, 8: 3.0, 11: 0.0, 12: 3.0,
    14: 1.0, 15: 5.0, 16: 0.0, 17: 2.0, 18: 3.0, 19: 0.5, 20: 1.0, 21: 0.5, 22: 2.0,
    23: 1.0, 24: 2.0, 25: 3.0, 26: 0.5,
}


class ExpertBot(GreedyBot):
    pearl_weight = 1.4

    def lord_value(self, view: AbyssView, lord: int) -> float:
        spec = LORD_BY_ID[lord]
        seat = view.seat
        me = view.players[seat]
        n = view.n
        locations_left = len(view.face_up) + view.location_deck
        value = spec.ip + (3.0 * spec.keys if locations_left else 0.0)
        turns_left = self.turns_left(view)
        value += POWER_BONUS.get(lord, 0.0) * min(1.0, turns_left / 6)
        value += 1.2 * PEARL_GAINS.get(lord, 0)
        if lord == 11:  # Landlord: a Pearl a turn
            value += 1.0 + 0.9 * min(turns_left, 10)
        if lord == 7:
            value += MONSTER_TOKEN_MEAN * any(
                view.players[o].monster_count for o in range(n) if o != seat)
        if lord == 16:
            value += 2.0 * max(view.council, default=0)
        if lord in AMBASSADOR_DRAWS:
            value += 7.0 + AMBASSADOR_DRAWS[lord]
        if lord == 4:
            value += 1.5 * sum(1 for o in range(n) if o != seat
                               for lo in view.players[o].active_lords
                               if LORD_BY_ID[lo].keys)
        # Synergy with the guild Locations we hold.
        lords = owned_lords(me)
        fed = list(me.federated)
        for loc, _ in me.locations:
            value += (location_points(loc, [*lords, lord], fed)
                      - location_points(loc, lords, fed))
        if lord == MASTER_OF_MAGIC:
            value += 0.5
        return value

    def turns_left(self, view: AbyssView) -> int:
        if view.end_trigger is not None:
            return 0
        most = max(len(owned_lords(p)) for p in view.players)
        return max(1, 2 * (END_LORDS - most) + 2) if most else 14

    def margin(self, view: AbyssView) -> float:
        seat = view.seat
        mine = estimated_score(view, seat)
        others = max(estimated_score(view, o) for o in range(view.n) if o != seat)
        return mine - others

    def on_main(self, view: AbyssView, legal: Legal) -> A.Action | None:
        seat = view.seat
        me = view.players[seat]
        best_action, best_value = None, -1e9
        n_lords = len(owned_lords(me))
        final = view.end_trigger is not None
        # Refusing to end the game only while it is young: two careful players must not stall.
        stall = 20 if view.turn < 45 + 5 * view.n else -4
        for action in legal:
            if isinstance(action, A.Recruit):
                # Pearls are cheap when plentiful.
                weight = self.pearl_weight if me.pearls < 8 else 0.8
                plan = plan_payment(view, seat, action.lord, weight)
                if plan is None:
                    continue
                gain = self.lord_value(view, action.lord)
                value = gain - 0.55 * plan[2] + 0.3 * max(0, me.hand_size - 7)
                if view.turn > 80:
                    value += 10  # never stall a game
                if len(view.court) <= 3:
                    value += 2.5  # the refill Pearls
                    if view.lord_deck < 6 - (len(view.court) - 1) and not final:
                        value += 4 if self.margin(view) + gain > 2 else -stall
                if n_lords + 1 >= END_LORDS and not final:
                    # The 7th Lord ends the game: only when ahead.
                    value += 4 if self.margin(view) + gain > 3 else -stall
                if final:
                    value += 10  # last turn: points now are all that count
            elif isinstance(action, A.RequestSupport):
                size = view.council_size(action.race)
                value = 1.9 * size - (0.6 * max(0, me.hand_size + size - 8))
            elif isinstance(action, A.Explore):
                value = 3.2 + 0.4 * (view.n - 1) - 0.25 * max(0, me.hand_size - 7)
            elif isinstance(action, A.SellAlly):
                value = 5 if action.value <= 1 and me.hand_size > 4 else -1
            elif isinstance(action, A.DiscardStack):
                value = -1  # used at the end of the turn (denial)
            elif isinstance(action, A.Plot):
                value = -1
            else:
                value = -5
            if value > best_value:
                best_action, best_value = action, value
        return best_action

    def on_finish(self, view: AbyssView, legal: Legal) -> A.Action | None:
        stacks = [a for a in legal if isinstance(a, A.DiscardStack)]
        if stacks:
            big = max(stacks, key=lambda a: view.council_size(a.race))
            if view.council_size(big.race) >= 3:
                return big
        sells = [a for a in legal if isinstance(a, A.SellAlly)]
        if sells:
            low = min(sells, key=lambda a: a.value)
            if low.value <= 1:
                return low
        return A.EndTurn()

    def on_auction(self, view: AbyssView, legal: Legal) -> A.Action | None:
        # An Ally is worth its value; the Pearls paid go to the active player, so only a
        # margin of two makes it a good deal (tuned by tournament against greedy).
        race, value = view.track[-1]
        price = (view.pending.price or 3)
        if view.end_trigger is not None:
            value -= 1
        return A.Buy() if value >= price + 2 else A.Pass()

    def on_ally_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        race, value = view.track[-1]
        pos = view.track_pos
        need = {1: 5, 2: 4, 3: 3, 4: 3}.get(pos, 1)
        if value >= need or A.RevealNext() not in legal:
            return A.TakeAlly()
        return A.RevealNext()

    def on_monster_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        if A.PassMonster() not in legal:
            return A.Fight()
        space = view.threat
        if view.me.pearls <= 0 and space <= 2:
            return A.Fight()
        return A.Fight() if FIGHT_VALUE[space] >= 5 or view.track_pos >= 4 else \
            A.PassMonster()

    def on_reward(self, view: AbyssView, legal: Legal) -> A.Action | None:
        me = view.me
        if me.pearls <= 1 and A.TakeReward("pearl") in legal and self.turns_left(view) > 4:
            return A.TakeReward("pearl")
        return super().on_reward(view, legal)

    def on_federate(self, view: AbyssView, legal: Legal) -> A.Action | None:
        me = view.me
        best: dict[str, int] = {}
        for race, value in me.federated:
            best[race] = max(value, best.get(race, 0))
        lords = owned_lords(me)
        fed = list(me.federated)

        def gain(a):
            loc = sum(location_points(loc, lords, [*fed, (a.race, a.value)])
                      for loc, _ in me.locations)
            return max(0, a.value - best.get(a.race, 0)) + loc, a.value
        return max(legal, key=gain)


def make_bot(level: str, seed=None):
    level = {"easy": "random", "medium": "greedy"}.get(level, level)
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot(seed)
    if level == "expert":
        return ExpertBot(seed)
    raise ValueError(f"unknown Abyss bot level {level!r}")


LEVELS = ("random", "greedy", "easy", "medium", "expert")
__all__ = ["LEVELS", "ExpertBot", "GreedyBot", "RandomBot", "make_bot", "plan_payment", "RACES"]
