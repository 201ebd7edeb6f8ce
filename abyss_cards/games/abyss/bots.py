"""Computer players for Abyss, weakest first: ``random``, ``greedy``, ``easy``, ``medium`` and
``expert``. A bot sees only ``state.view(seat)`` (an ``AbyssView``) and returns one of the legal
actions it was given.

- random: any legal action (never a cancelled or undone payment, which only loops).
- greedy: takes what looks best right now: the Lord with the most points it can pay for, strong
  Allies, fights once the threat is high, federates its best Ally.
- easy: a beginner who knows the prices: buys an Ally only when it is worth two more than its
  price, asks the Council for a stack when what went into it is worth an exploration, values
  Lords by points, keys and Pearls; it does not weigh what a payment costs it.
- medium: weighs each Lord against the Allies and Pearls it costs, the table (keys towards
  Locations, its power now, the Court refill), takes Council stacks when they beat exploring,
  sells and fights on the expert's tables; it does not time the end of the game.
- expert: the medium player, plus Location synergies, the Oracle's denial of big stacks, and the
  timing of the end: it recruits its seventh Lord (or empties the Court) only when it expects to
  win, and hurries when it is ahead.

Every level but random plots when the Court offers it nothing it can pay for and it has Pearls
to spare: a table of careful players cannot stall on a Court nobody can buy from.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import (
    AMBASSADOR_DRAWS,
    APPRENTICE,
    ASSASSIN,
    END_LORDS,
    HUNTER,
    LANDLORD,
    LORD_BY_ID,
    MASTER_OF_MAGIC,
    PEARL_GAINS,
    RACES,
    THREAT_REWARDS,
)
from abyss_cards.games.abyss.locations import location_points
from abyss_cards.games.abyss.view import AbyssView, PlayerView

Ally = tuple[str, int]
Legal = Sequence[A.Action]
T = TypeVar("T", bound=A.Action)

MONSTER_TOKEN_MEAN = (9 * 2 + 9 * 3 + 2 * 4) / 20
LEVELS = ("random", "greedy", "easy", "medium", "expert")


# ---------------------------------------------------------------------------- view helpers
def of(legal: Legal, cls: type[T]) -> list[T]:
    return [a for a in legal if isinstance(a, cls)]


def estimated_score(view: AbyssView, seat: int) -> float:
    """A seat's score as ``view`` shows it: Monster tokens of others at their mean, the hand's
    federation guessed."""
    p = view.players[seat]
    lords = list(p.owned_lords)
    fed = list(p.federated)
    best: dict[str, int] = {}
    for race, value in fed:
        best[race] = max(value, best.get(race, 0))
    locs = sum(location_points(loc, lords, fed) for loc, _ in p.locations)
    monsters = (
        sum(p.monster_tokens)
        if p.monster_tokens is not None
        else MONSTER_TOKEN_MEAN * p.monster_count
    )
    hand_bonus = 0.0
    if p.hand is not None:
        races: dict[str, int] = {}
        for race, value in p.hand:
            races[race] = min(value, races.get(race, 9))
        hand_bonus = sum(max(0, v - best.get(r, 0)) for r, v in races.items())
    else:
        hand_bonus = min(p.hand_size, 5) * 1.0
    return (
        sum(LORD_BY_ID[lord].ip for lord in lords)
        + locs
        + sum(best.values())
        + monsters
        + hand_bonus
    )


def location_gain(me: PlayerView, location: int) -> int:
    return location_points(location, list(me.owned_lords), list(me.federated))


class RandomBot:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: AbyssView, legal: Legal) -> A.Action:
        # Cancelling or undoing a payment only loops: prefer anything else.
        options = [a for a in legal if not isinstance(a, A.CancelRecruit | A.TakeBack)] or legal
        return self.rng.choice(list(options))


class GreedyBot:
    """Takes what looks best right now, no planning."""

    pearl_weight = 1.3
    plot_reserve = 2  # plots only when it keeps this many Pearls after

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        # The decisions, by kind, this bot has a way of its own for (bound here, so that the
        # stronger levels' versions are the ones called); any other takes the usual move.
        self.handlers: dict[str, Callable[[AbyssView, Legal], A.Action | None]] = {
            "main": self.on_main,
            "payment": self.on_payment,
            "auction": self.on_auction,
            "ally_choice": self.on_ally_choice,
            "monster_choice": self.on_monster_choice,
            "reward": self.on_reward,
            "federate": self.on_federate,
            "discard_down": self.on_discard_down,
            "finish": self.on_finish,
            "control": self.on_control,
            "keep": self.on_keep,
            "place": self.on_place,
            "smokers": self.on_smokers,
            "assassin": self.on_assassin,
            "hunter": self.on_hunter,
            "apprentice": self.on_apprentice,
            "illusionist": self.on_illusionist,
            "corruptor": self.on_corruptor,
            "traitor": self.on_traitor,
            "schemer": self.on_schemer,
        }

    # -- shared decisions, refined by the stronger levels
    def choose(self, view: AbyssView, legal: Legal) -> A.Action:
        assert view.pending is not None
        handler = self.handlers.get(view.pending.kind)
        action: A.Action | None = handler(view, legal) if handler else None
        if action is None or action not in legal:
            usual = [a for a in legal if not isinstance(a, A.Skip | A.CancelRecruit | A.TakeBack)]
            action = (usual or list(legal))[0]
        return action

    def lord_value(self, view: AbyssView, lord: int) -> float:
        spec = LORD_BY_ID[lord]
        return spec.ip + 2 * spec.keys

    def should_plot(self, view: AbyssView, legal: Legal) -> bool:
        """Plot when the Court offers nothing to pay for and Pearls are to spare."""
        return A.Plot() in legal and not of(legal, A.Recruit) and view.me.pearls > self.plot_reserve

    def on_main(self, view: AbyssView, legal: Legal) -> A.Action | None:
        recruits = of(legal, A.Recruit)
        if recruits:
            return max(recruits, key=lambda a: (self.lord_value(view, a.lord), -a.lord))
        if self.should_plot(view, legal):
            return A.Plot()
        stacks = of(legal, A.RequestSupport)
        if stacks:
            best = max(stacks, key=lambda a: view.council_size(a.race))
            if view.council_size(best.race) >= 2:
                return best
        if A.Explore() in legal:
            return A.Explore()
        return None

    def on_payment(self, view: AbyssView, legal: Legal) -> A.Action | None:
        assert view.pending is not None and view.pending.lord is not None
        plan = view.cheapest_payment(view.pending.lord, self.pearl_weight)
        if plan is None:
            return A.FinishPayment() if A.FinishPayment() in legal else A.CancelRecruit()
        todo = list(plan[0])
        for paid in view.pending.paid:
            if paid in todo:
                todo.remove(paid)
        for race, value in todo:
            action = A.PayWith(race, value)
            if action in legal:
                return action
        if A.FinishPayment() in legal:
            return A.FinishPayment()
        return A.CancelRecruit()

    def on_auction(self, view: AbyssView, legal: Legal) -> A.Action | None:
        assert view.pending is not None
        race, value = view.track[-1]
        price = view.pending.price or 3
        if value >= 4 or (value >= 3 and price == 1):
            return A.Buy()
        return A.Pass()

    def on_ally_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        race, value = view.track[-1]
        if value >= 3 or view.track_pos >= 3 or A.RevealNext() not in legal:
            return A.TakeAlly()
        return A.RevealNext()

    def on_monster_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        if view.threat >= 3 or A.PassMonster() not in legal:
            return A.Fight()
        return A.PassMonster()

    def on_reward(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return A.TakeReward("monster") if A.TakeReward("monster") in legal else legal[0]

    def on_federate(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return max(of(legal, A.Federate), key=lambda a: a.value)

    def on_discard_down(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return min(of(legal, A.Discard), key=lambda a: a.value)

    on_jail = on_discard_down

    def on_finish(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return A.EndTurn()

    def on_control(self, view: AbyssView, legal: Legal) -> A.Action | None:
        me = view.me
        takes = of(legal, A.TakeLocation)
        if takes:
            best = max(takes, key=lambda a: location_gain(me, a.location))
            if location_gain(me, best.location) >= 8 or len(legal) == len(takes):
                return best
        draws = of(legal, A.DrawLocations)
        return max(draws, key=lambda a: a.count) if draws else None

    def on_keep(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return max(of(legal, A.KeepLocation), key=lambda a: location_gain(view.me, a.location))

    def on_place(self, view: AbyssView, legal: Legal) -> A.Action | None:
        # Keep Lords with lasting powers free; Key tokens and plain Lords go first.
        def loss(action: A.PlaceLords) -> float:
            return sum(
                2 if LORD_BY_ID[lord].timing in ("always", "turn") else 0.5 for lord in action.lords
            )

        return min(of(legal, A.PlaceLords), key=loss)

    def on_smokers(self, view: AbyssView, legal: Legal) -> A.Action | None:
        swaps = of(legal, A.ExchangeLocation)
        if not swaps:
            return A.Skip()
        return max(swaps, key=lambda a: location_gain(view.me, a.location))

    def on_assassin(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return max(
            of(legal, A.DisableLord),
            key=lambda a: (
                LORD_BY_ID[a.lord].keys * 3
                + (3 if LORD_BY_ID[a.lord].timing in ("always", "turn") else 0)
            ),
        )

    def on_hunter(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return max(of(legal, A.HuntFrom), key=lambda a: view.players[a.seat].monster_count)

    def on_apprentice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        stacks: list[A.TakeStack | A.RequestSupport] = [
            *of(legal, A.TakeStack),
            *of(legal, A.RequestSupport),
        ]
        return max(stacks, key=lambda a: view.council_size(a.race))

    on_support = on_apprentice

    def on_illusionist(self, view: AbyssView, legal: Legal) -> A.Action | None:
        best: A.Action = A.Skip()
        gain = 0
        for a in of(legal, A.SwapLocation):
            delta = location_gain(view.me, a.face_up) - location_gain(view.me, a.mine)
            if delta > gain:
                best, gain = a, delta
        return best

    def on_corruptor(self, view: AbyssView, legal: Legal) -> A.Action | None:
        options = of(legal, A.SecondRecruit)
        if not options:
            return A.Skip()
        return max(options, key=lambda a: self.lord_value(view, a.lord))

    def on_traitor(self, view: AbyssView, legal: Legal) -> A.Action | None:
        best: A.Action = A.Skip()
        gain = 0.0
        for a in of(legal, A.Betray):
            delta = self.lord_value(view, a.take) - self.lord_value(view, a.discard)
            if delta > gain:
                best, gain = a, delta
        return best

    def on_schemer(self, view: AbyssView, legal: Legal) -> A.Action | None:
        options = of(legal, A.Scheme)
        weakest = min(options, key=lambda a: self.lord_value(view, a.discard), default=None)
        if weakest is not None and self.lord_value(view, weakest.discard) < 6:
            return weakest
        return A.Skip()


# Value of a fight on each threat space, Monster tokens at their mean, a Key token ~3 points.
FIGHT_VALUE = {
    space: sum(3.0 if r == "K" else MONSTER_TOKEN_MEAN for r in reward)
    for space, reward in THREAT_REWARDS.items()
}


def fight_or_pass(view: AbyssView, legal: Legal, worth: float) -> A.Action:
    """Fight when the reward is worth ``worth`` points, late on the track, or when poor."""
    if A.PassMonster() not in legal:
        return A.Fight()
    space = view.threat
    if view.me.pearls <= 0 and space <= 2:
        return A.Fight()
    if FIGHT_VALUE[space] >= worth or view.track_pos >= 4:
        return A.Fight()
    return A.PassMonster()


class EasyBot(GreedyBot):
    """Greedy, with the prices known: fair purchases, rich Council stacks, Lords that pay,
    Monsters fought when their reward is worth it."""

    plot_reserve = 2
    stack_worth = 3  # the values seen going into a stack that make it worth a turn
    fight_value = 5.0

    def on_monster_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return fight_or_pass(view, legal, self.fight_value)

    def lord_value(self, view: AbyssView, lord: int) -> float:
        spec = LORD_BY_ID[lord]
        return spec.ip + 2 * spec.keys + 1.2 * PEARL_GAINS.get(lord, 0)

    def on_main(self, view: AbyssView, legal: Legal) -> A.Action | None:
        recruits = of(legal, A.Recruit)
        if recruits:
            return max(recruits, key=lambda a: (self.lord_value(view, a.lord), -a.lord))
        if self.should_plot(view, legal):
            return A.Plot()
        # A Council stack when what was seen going into it is worth an exploration.
        stacks = of(legal, A.RequestSupport)
        if stacks:
            best = max(stacks, key=lambda a: sum(view.council_values[RACES.index(a.race)]))
            if sum(view.council_values[RACES.index(best.race)]) >= self.stack_worth:
                return best
        return A.Explore() if A.Explore() in legal else None

    def on_auction(self, view: AbyssView, legal: Legal) -> A.Action | None:
        assert view.pending is not None
        race, value = view.track[-1]
        return A.Buy() if value >= (view.pending.price or 3) + 2 else A.Pass()


POWER_BONUS = {
    1: 2.0,
    2: 2.0,
    3: 2.5,
    4: 2.0,
    5: 1.0,
    6: 1.0,
    7: 0.0,
    8: 3.0,
    11: 0.0,
    12: 3.0,
    14: 1.0,
    15: 5.0,
    16: 0.0,
    17: 2.0,
    18: 3.0,
    19: 0.5,
    20: 1.0,
    21: 0.5,
    22: 2.0,
    23: 1.0,
    24: 2.0,
    25: 3.0,
    26: 0.5,
}


class MediumBot(GreedyBot):
    """Prices each recruit, Council stack and exploration; does not time the end."""

    pearl_weight = 1.4
    plot_reserve = 2
    # Tuned by tournament (see the README's figures).
    cost_weight = 0.55  # points of Lord per point of Allies and Pearls paid
    explore_value = 3.2
    explore_per_opponent = 0.4
    support_per_card = 1.9
    support_per_point = 0.0  # the values seen going into the stack, when known
    federation_weight = 0.0  # the points the federated Ally of a payment adds
    buy_margin = 2  # an Ally is bought when worth this much more than its price
    ally_need = (5, 4, 3, 3)  # the value to take on spaces 1 to 4
    fight_value = 5.0  # fight when the reward is worth this much
    plot_below = 0.0  # plots while no recruit is worth this much
    urgency_bonus = 0.0  # recruit faster as the end nears (the others' seventh Lord)
    urgency_turns = 8
    # Other values for a two-player game: there the Pearls of a purchase go to the only rival.
    two_players: dict[str, float] = {}
    times_the_end = False  # the expert's refusal to end a game it would lose, and its hurry
    synergy = False  # Lords weighed against the Locations held
    denies = False  # the Oracle discards big stacks the others would take

    def lord_value(self, view: AbyssView, lord: int) -> float:
        spec = LORD_BY_ID[lord]
        seat = view.seat
        me = view.me
        n = view.n
        locations_left = len(view.face_up) + view.location_deck
        value = spec.ip + (3.0 * spec.keys if locations_left else 0.0)
        turns_left = self.turns_left(view)
        value += POWER_BONUS.get(lord, 0.0) * min(1.0, turns_left / 6)
        value += 1.2 * PEARL_GAINS.get(lord, 0)
        if lord == LANDLORD:  # a Pearl a turn
            value += 1.0 + 0.9 * min(turns_left, 10)
        if lord == HUNTER:
            value += MONSTER_TOKEN_MEAN * any(
                view.players[o].monster_count for o in range(n) if o != seat
            )
        if lord == APPRENTICE:
            value += 2.0 * max(view.council, default=0)
        if lord in AMBASSADOR_DRAWS:
            value += 7.0 + AMBASSADOR_DRAWS[lord]
        if lord == ASSASSIN:
            value += 1.5 * sum(
                1
                for o in range(n)
                if o != seat
                for lo in view.players[o].active_lords
                if LORD_BY_ID[lo].keys
            )
        if self.synergy:  # with the guild Locations held
            lords = list(me.owned_lords)
            fed = list(me.federated)
            for loc, _ in me.locations:
                value += location_points(loc, [*lords, lord], fed) - location_points(
                    loc, lords, fed
                )
        if lord == MASTER_OF_MAGIC:
            value += 0.5
        return value

    def tuned(self, name: str, view: AbyssView) -> float:
        if view.n == 2 and name in self.two_players:
            return self.two_players[name]
        value = getattr(self, name)
        assert isinstance(value, int | float)
        return value

    def turns_left(self, view: AbyssView) -> int:
        if view.end_trigger is not None:
            return 0
        most = max(len(p.owned_lords) for p in view.players)
        return max(1, 2 * (END_LORDS - most) + 2) if most else 14

    def margin(self, view: AbyssView) -> float:
        mine = estimated_score(view, view.seat)
        others = max(estimated_score(view, o) for o in range(view.n) if o != view.seat)
        return mine - others

    def recruit_value(self, view: AbyssView, lord: int) -> float | None:
        me = view.me
        # Pearls are cheap when plentiful.
        weight = self.pearl_weight if me.pearls < 8 else 0.8
        plan = view.cheapest_payment(lord, weight)
        if plan is None:
            return None
        gain = self.lord_value(view, lord)
        # Near the end, Allies and Pearls are worth little: points on the table now count.
        urgency = max(0.0, 1 - self.turns_left(view) / self.urgency_turns)
        if not self.urgency_bonus:
            urgency = 0.0
        value = (
            gain
            - self.cost_weight * (1 - 0.6 * urgency) * plan[2]
            + 0.3 * max(0, me.hand_size - 7)
            + self.urgency_bonus * urgency
        )
        if self.federation_weight and plan[0]:
            best: dict[str, int] = {}
            for race, v in me.federated:
                best[race] = max(v, best.get(race, 0))
            if MASTER_OF_MAGIC in me.active_lords:
                gains = [v - best.get(r, 0) for r, v in plan[0]]
            else:
                low = min(v for _, v in plan[0])
                gains = [v - best.get(r, 0) for r, v in plan[0] if v == low]
            value += self.federation_weight * max(0, *gains)
        final = view.end_trigger is not None
        if view.turn > 80:
            value += 10  # never stall a game
        if len(view.court) <= 3:
            value += 2.5  # the refill Pearls
        if final:
            value += 10  # last turn: points now are all that count
        if self.times_the_end and not final:
            # Refusing to end the game only while it is young: careful players must not stall.
            stall = 20 if view.turn < 45 + 5 * view.n else -4
            if len(view.court) <= 3 and view.lord_deck < 6 - (len(view.court) - 1):
                value += 4 if self.margin(view) + gain > 2 else -stall
            if len(me.owned_lords) + 1 >= END_LORDS:
                # The 7th Lord ends the game: only when ahead.
                value += 4 if self.margin(view) + gain > 3 else -stall
        return value

    def on_main(self, view: AbyssView, legal: Legal) -> A.Action | None:
        if self.should_plot(view, legal):
            return A.Plot()  # plotting comes before the action, which is chosen next
        me = view.me
        best_action: A.Action | None = None
        best_value = -1e9
        for action in legal:
            value: float
            if isinstance(action, A.Recruit):
                found = self.recruit_value(view, action.lord)
                if found is None:
                    continue
                value = found
            elif isinstance(action, A.RequestSupport):
                size = view.council_size(action.race)
                value = self.tuned("support_per_card", view) * size - 0.6 * max(
                    0, me.hand_size + size - 8
                )
                if self.support_per_point:
                    seen = view.council_values[RACES.index(action.race)]
                    value += self.support_per_point * sum(seen)
            elif isinstance(action, A.Explore):
                value = (
                    self.tuned("explore_value", view)
                    + self.explore_per_opponent * (view.n - 1)
                    - 0.25 * max(0, me.hand_size - 7)
                )
            elif isinstance(action, A.SellAlly):
                value = 5 if action.value <= 1 and me.hand_size > 4 else -1
            else:  # DiscardStack is used at the end of the turn; EndTurn only when forced
                value = -5
            if value > best_value:
                best_action, best_value = action, value
        return best_action

    def should_plot(self, view: AbyssView, legal: Legal) -> bool:
        if A.Plot() not in legal or view.me.pearls <= self.plot_reserve:
            return False
        values = [self.recruit_value(view, a.lord) for a in of(legal, A.Recruit)]
        return all(v is None or v < self.plot_below for v in values)

    def on_finish(self, view: AbyssView, legal: Legal) -> A.Action | None:
        stacks = of(legal, A.DiscardStack)
        if stacks and self.denies:
            big = max(stacks, key=lambda a: view.council_size(a.race))
            if view.council_size(big.race) >= 3:
                return big
        sells = of(legal, A.SellAlly)
        if sells:
            low = min(sells, key=lambda a: a.value)
            if low.value <= 1:
                return low
        return A.EndTurn()

    def on_auction(self, view: AbyssView, legal: Legal) -> A.Action | None:
        # An Ally is worth its value; the Pearls paid go to the active player, so only a
        # margin of two makes it a good deal (tuned by tournament against greedy).
        assert view.pending is not None
        race, value = view.track[-1]
        price = view.pending.price or 3
        if view.end_trigger is not None:
            value -= 1
        return A.Buy() if value >= price + self.tuned("buy_margin", view) else A.Pass()

    def on_ally_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        race, value = view.track[-1]
        need = self.ally_need[view.track_pos - 1] if view.track_pos <= 4 else 1
        if value >= need or A.RevealNext() not in legal:
            return A.TakeAlly()
        return A.RevealNext()

    def on_monster_choice(self, view: AbyssView, legal: Legal) -> A.Action | None:
        return fight_or_pass(view, legal, self.fight_value)

    def on_reward(self, view: AbyssView, legal: Legal) -> A.Action | None:
        if view.me.pearls <= 1 and A.TakeReward("pearl") in legal and self.turns_left(view) > 4:
            return A.TakeReward("pearl")
        return super().on_reward(view, legal)

    def on_federate(self, view: AbyssView, legal: Legal) -> A.Action | None:
        me = view.me
        best: dict[str, int] = {}
        for race, value in me.federated:
            best[race] = max(value, best.get(race, 0))
        lords = list(me.owned_lords)
        fed = list(me.federated)

        def gain(a: A.Federate) -> tuple[int, int]:
            loc = sum(
                location_points(loc, lords, [*fed, (a.race, a.value)]) for loc, _ in me.locations
            )
            return max(0, a.value - best.get(a.race, 0)) + loc, a.value

        return max(of(legal, A.Federate), key=gain)


class ExpertBot(MediumBot):
    """The medium player with the end timed, Location synergies, the Oracle's denial, tuned
    face to face, and plotting for a better Court when Pearls are plentiful."""

    times_the_end = True
    synergy = True
    denies = True
    # Face to face: dearer purchases, Council stacks sooner (tuned by tournament).
    two_players = {"buy_margin": 3, "explore_value": 2.5, "support_per_card": 2.4}
    plot_below = 2.0
    plot_reserve = 4


def make_bot(level: str, seed: int | None = None) -> RandomBot | GreedyBot:
    """A computer player of ``level`` (one of ``LEVELS``)."""
    kinds: dict[str, type[RandomBot] | type[GreedyBot]] = {
        "random": RandomBot,
        "greedy": GreedyBot,
        "easy": EasyBot,
        "medium": MediumBot,
        "expert": ExpertBot,
    }
    if level not in kinds:
        raise ValueError(f"unknown Abyss bot level {level!r}")
    return kinds[level](seed)


__all__ = [
    "LEVELS",
    "EasyBot",
    "ExpertBot",
    "GreedyBot",
    "MediumBot",
    "RACES",
    "RandomBot",
    "make_bot",
]
