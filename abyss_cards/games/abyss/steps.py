"""The decision steps of Abyss, one small handler each.

A ``Decision`` knows three things about its step: the ``candidates`` (every action of its kinds
that could make sense, a superset of the legal ones), the ``problem`` with an action (an
``IllegalAction`` with a stable ``code``, or None when it is legal) and what ``apply`` does.
``legal`` keeps the candidates without a problem and ``AbyssState.apply`` raises the problem,
so the legal actions and the refusals come from one place and cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import TYPE_CHECKING, ClassVar

from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction
from abyss_cards.core.game import refuse
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as E
from abyss_cards.games.abyss.data import (
    ALCHEMIST,
    APPRENTICE,
    ASSASSIN,
    BLACK_SMOKERS,
    CORRUPTOR,
    CORRUPTOR_PRICE,
    COURT_SIZE,
    ILLUSIONIST,
    KEYS_TO_CONTROL,
    LORD_BY_ID,
    OPPORTUNIST,
    ORACLE,
    RACES,
    SCHEMER,
    SLAVER,
    THREAT_SPACES,
    TRAITOR,
    ally_of,
    card_race,
    card_value,
)

if TYPE_CHECKING:
    from abyss_cards.games.abyss.state import AbyssState, StepData

Events = list[E.AbyssEvent]

# Automatic steps, run by ``AbyssState._run`` as soon as they reach the top of the stack.
AUTOMATIC = (
    "start_turn",
    "reveal",
    "end_exploration",
    "gain_lord",
    "court_check",
    "control_check",
    "end_turn",
    "next_turn",
    "game_end",
)
SLAVER_PEARLS = 2

# One sentence per race so that translators write the race in their own language.
MISSING_RACE = {
    "crabs": QT_TRANSLATE_NOOP("Refusal", "The payment must include crabs"),
    "shellfish": QT_TRANSLATE_NOOP("Refusal", "The payment must include shellfish"),
    "squids": QT_TRANSLATE_NOOP("Refusal", "The payment must include squids"),
    "jellyfish": QT_TRANSLATE_NOOP("Refusal", "The payment must include jellyfish"),
    "seahorses": QT_TRANSLATE_NOOP("Refusal", "The payment must include seahorses"),
}


def not_now() -> IllegalAction:
    return refuse("not_now", QT_TRANSLATE_NOOP("Refusal", "That move is not possible now"))


def no_such_ally() -> IllegalAction:
    return refuse("no_such_ally", QT_TRANSLATE_NOOP("Refusal", "You have no such Ally in hand"))


def cannot_reveal() -> IllegalAction:
    return refuse(
        "cannot_reveal",
        QT_TRANSLATE_NOOP("Refusal", "The exploration deck and its discard pile are both empty"),
    )


def empty_stack() -> IllegalAction:
    return refuse("empty_stack", QT_TRANSLATE_NOOP("Refusal", "That Council stack is empty"))


def payment_problem(s: AbyssState, seat: int, lord: int, paid: list[int]) -> IllegalAction | None:
    """Why the payment ``paid`` for ``lord`` cannot be finished (None when it can)."""
    need = LORD_BY_ID[lord].races
    races = {card_race(c) for c in paid}
    if len(races) != need:
        return refuse(
            "payment_races",
            QT_TRANSLATE_NOOP(
                "Refusal", "This Lord is paid with exactly {need} races, not {count}"
            ),
            need=need,
            count=len(races),
        )
    required = s.required_race(seat, lord)
    if required is not None and required not in races:
        return refuse("payment_required_race", MISSING_RACE[required])
    value = sum(card_value(c) for c in paid)
    cost = s.recruit_cost(seat, lord)
    if value + s.pearls[seat] < cost:
        return refuse(
            "payment_short",
            QT_TRANSLATE_NOOP(
                "Refusal",
                "Allies worth {value} and {pearls} Pearls do not reach the cost of {cost}",
            ),
            value=value,
            pearls=s.pearls[seat],
            cost=cost,
        )
    return None


class Decision:
    """A decision step: its candidate actions, the problem with one, and its effect."""

    kind: ClassVar[str]
    actions: ClassVar[tuple[type, ...]]  # the action classes this step may accept

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        raise NotImplementedError

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        return None

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        raise NotImplementedError


# ----------------------------------------------------------------------- once-per-turn powers
def turn_power_candidates(s: AbyssState, seat: int) -> Iterator[A.Action]:
    # Only for the powers the player holds (the others could never be legal).
    if s._has(seat, SLAVER):
        for race, value in s.distinct(s.hands[seat]):
            yield A.SellAlly(race, value)
    if s._has(seat, ORACLE):
        for race in RACES:
            yield A.DiscardStack(race)
    if s._has(seat, OPPORTUNIST):
        for lord in s.court:
            yield A.ReplaceCourtLord(lord)


def turn_power_problem(s: AbyssState, seat: int, action: A.Action) -> IllegalAction | None:
    lord = {A.SellAlly: SLAVER, A.DiscardStack: ORACLE, A.ReplaceCourtLord: OPPORTUNIST}[
        type(action)
    ]
    if not s.turn_power_usable(seat, lord):
        return refuse(
            "power_unavailable",
            QT_TRANSLATE_NOOP("Refusal", "You cannot use that Lord's power now"),
        )
    if isinstance(action, A.SellAlly):
        if s.find_card(s.hands[seat], (action.race, action.value)) is None:
            return no_such_ally()
    elif isinstance(action, A.DiscardStack):
        if not s.council.get(action.race):
            return empty_stack()
    elif isinstance(action, A.ReplaceCourtLord):
        if action.lord not in s.court:
            return refuse(
                "lord_not_at_court", QT_TRANSLATE_NOOP("Refusal", "That Lord is not at the Court")
            )
        if not s.lord_deck:
            return refuse("lord_deck_empty", QT_TRANSLATE_NOOP("Refusal", "The Lord deck is empty"))
    return None


def apply_turn_power(s: AbyssState, seat: int, action: A.Action, ev: Events) -> None:
    if isinstance(action, A.SellAlly):
        card = s.find_card(s.hands[seat], (action.race, action.value))
        assert card is not None
        s.hands[seat].remove(card)
        s.discard.append(card)
        s.pearls[seat] += SLAVER_PEARLS
        s.used_powers.append(SLAVER)
        ev.append(E.AllySold(seat, (action.race, action.value), SLAVER_PEARLS))
    elif isinstance(action, A.DiscardStack):
        stack = s.council[action.race]
        ev.append(E.StackDiscarded(seat, action.race, len(stack)))
        s.discard.extend(stack)
        stack.clear()
        s.used_powers.append(ORACLE)
    elif isinstance(action, A.ReplaceCourtLord):
        i = s.court.index(action.lord)
        s.lord_discard.append(action.lord)
        s.court[i] = s.lord_deck.pop()  # the new Lord takes the same slot
        s.used_powers.append(OPPORTUNIST)
        ev.append(E.CourtLordReplaced(seat, action.lord, s.court[i]))


TURN_POWER_ACTIONS = (A.SellAlly, A.DiscardStack, A.ReplaceCourtLord)


# ---------------------------------------------------------------------------- the turn
class Main(Decision):
    """Plot (any number of times), a once-per-turn power, then explore, request support or
    recruit; ``EndTurn`` only when none of the three is possible."""

    kind = "main"
    actions = (A.Plot, *TURN_POWER_ACTIONS, A.Explore, A.RequestSupport, A.Recruit, A.EndTurn)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        yield A.Plot()
        yield from turn_power_candidates(s, seat)
        yield A.Explore()
        for race in RACES:
            yield A.RequestSupport(race)
        for lord in s.court:
            yield A.Recruit(lord)
        yield A.EndTurn()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.Plot):
            if s.pearls[seat] < 1:
                return refuse(
                    "plot_no_pearl",
                    QT_TRANSLATE_NOOP("Refusal", "You need a Pearl to plot at Court"),
                )
            if len(s.court) >= COURT_SIZE:
                return refuse(
                    "court_full", QT_TRANSLATE_NOOP("Refusal", "The Court has no free slot")
                )
            if not s.lord_deck:
                return refuse(
                    "lord_deck_empty", QT_TRANSLATE_NOOP("Refusal", "The Lord deck is empty")
                )
            return None
        if isinstance(action, TURN_POWER_ACTIONS):
            return turn_power_problem(s, seat, action)
        if isinstance(action, A.Explore):
            return None if s.can_reveal() else cannot_reveal()
        if isinstance(action, A.RequestSupport):
            return None if s.council.get(action.race) else empty_stack()
        if isinstance(action, A.Recruit):
            return self.recruit_problem(s, seat, action.lord)
        if isinstance(action, A.EndTurn):
            if self.has_main_action(s, seat):
                return refuse(
                    "action_first",
                    QT_TRANSLATE_NOOP(
                        "Refusal", "You must explore, request support or recruit first"
                    ),
                )
            return None
        return not_now()

    @staticmethod
    def recruit_problem(s: AbyssState, seat: int, lord: int) -> IllegalAction | None:
        if lord not in s.court:
            return refuse(
                "lord_not_at_court", QT_TRANSLATE_NOOP("Refusal", "That Lord is not at the Court")
            )
        if not s.can_afford(seat, lord):
            return refuse(
                "cannot_pay",
                QT_TRANSLATE_NOOP("Refusal", "Your Allies and Pearls cannot pay for that Lord"),
            )
        return None

    def has_main_action(self, s: AbyssState, seat: int) -> bool:
        return (
            s.can_reveal()
            or any(s.council.values())
            or any(s.can_afford(seat, lord) for lord in s.court)
        )

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        if isinstance(action, TURN_POWER_ACTIONS):
            apply_turn_power(s, seat, action, ev)
            return
        if isinstance(action, A.Plot):
            s.pearls[seat] -= 1
            lord = s.lord_deck.pop()
            s.court.append(lord)
            ev.append(E.Plotted(seat, lord))
            return
        if isinstance(action, A.Recruit):
            s.steps[-1] = {"kind": "payment", "seat": seat, "lord": action.lord, "paid": []}
            return
        s.steps.pop()
        s.steps += [{"kind": "end_turn"}, {"kind": "finish"}, {"kind": "control_check"}]
        if isinstance(action, A.Explore):
            ev.append(E.Explored(seat))
            s.steps.append({"kind": "reveal"})
        elif isinstance(action, A.RequestSupport):
            s.take_stack(seat, action.race, ev)
            if s._has(seat, ALCHEMIST) and any(s.council.values()):
                s.steps.append({"kind": "support", "seat": seat})
        else:
            ev.append(E.NoAction(seat))


class Finish(Decision):
    """After the main action: once-per-turn powers not used yet, then end the turn."""

    kind = "finish"
    actions = (*TURN_POWER_ACTIONS, A.EndTurn)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        yield from turn_power_candidates(s, seat)
        yield A.EndTurn()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, TURN_POWER_ACTIONS):
            return turn_power_problem(s, seat, action)
        return None if isinstance(action, A.EndTurn) else not_now()

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        if isinstance(action, TURN_POWER_ACTIONS):
            apply_turn_power(s, seat, action, ev)
        else:
            s.steps.pop()


# ------------------------------------------------------------------------- exploration
class Auction(Decision):
    """An opponent may buy the Ally just revealed. A purchase never ends the exploration: the
    Ally leaves the track (freeing its space) and the next card is revealed."""

    kind = "auction"
    actions = (A.Buy, A.Pass)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        yield A.Buy()
        yield A.Pass()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        return None if isinstance(action, A.Buy | A.Pass) else not_now()

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        if isinstance(action, A.Buy):
            price = int(step["price"])
            card = s.track.pop()
            s.pearls[seat] -= price
            s.pearls[s.active] += price
            s.hands[seat].append(card)
            s.purchases.append(seat)
            ev.append(E.Bought(seat, ally_of(card), price, s.active))
            s.steps.pop()
            s.steps.append({"kind": "reveal" if s.can_reveal() else "end_exploration"})
            s.push_commander_check(seat)
            return
        ev.append(E.Passed(seat))
        if step["queue"]:
            step["seat"] = step["queue"].pop(0)
        else:
            s.steps.pop()
            s.after_auction(ev)


class AllyChoice(Decision):
    kind = "ally_choice"
    actions = (A.TakeAlly, A.RevealNext)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        yield A.TakeAlly()
        yield A.RevealNext()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.TakeAlly):
            return None
        if isinstance(action, A.RevealNext):
            return None if s.can_reveal() else cannot_reveal()
        return not_now()

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        s.steps.pop()
        if isinstance(action, A.TakeAlly):
            s.take_from_track(ev, bonus=0)
        else:
            s.steps.append({"kind": "reveal"})


class MonsterChoice(Decision):
    kind = "monster_choice"
    actions = (A.Fight, A.PassMonster)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        yield A.Fight()
        yield A.PassMonster()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.Fight):
            return None
        if isinstance(action, A.PassMonster):
            return None if s.can_reveal() else cannot_reveal()
        return not_now()

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        s.steps.pop()
        if isinstance(action, A.Fight):
            s.fight(ev)
        else:
            s.threat = min(THREAT_SPACES, s.threat + 1)
            ev.append(E.MonsterPassed(seat, s.threat))
            s.steps.append({"kind": "reveal"})


class Reward(Decision):
    """A Pearl or a Monster token, one choice at a time (Pearls only once the tokens ran out)."""

    kind = "reward"
    actions = (A.TakeReward,)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        yield A.TakeReward("pearl")
        yield A.TakeReward("monster")

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if not isinstance(action, A.TakeReward) or action.reward not in ("pearl", "monster"):
            return not_now()
        if action.reward == "monster" and not s.token_pool:
            return refuse(
                "no_monster_token", QT_TRANSLATE_NOOP("Refusal", "No Monster token is left")
            )
        return None

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        assert isinstance(action, A.TakeReward)
        if action.reward == "monster":
            s.give_token(seat, ev)
        else:
            s.pearls[seat] += 1
            ev.append(E.PearlsGained(seat, 1))
        step["left"] -= 1
        if step["left"] <= 0:
            s.steps.pop()


# ------------------------------------------------------------------------------ Council
class Support(Decision):
    """The Alchemist's second stack."""

    kind = "support"
    actions: ClassVar[tuple[type, ...]] = (A.RequestSupport,)
    action: type[A.RequestSupport] | type[A.TakeStack] = A.RequestSupport

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for race in RACES:
            yield self.action(race)

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if not isinstance(action, self.action):
            return not_now()
        return None if s.council.get(action.race) else empty_stack()

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        assert isinstance(action, A.RequestSupport | A.TakeStack)
        s.steps.pop()
        s.take_stack(seat, action.race, ev)
        if self.kind == "apprentice":
            ev.append(E.PowerResolved(seat, APPRENTICE))


class Apprentice(Support):
    kind = "apprentice"
    actions = (A.TakeStack,)
    action = A.TakeStack


# ---------------------------------------------------------------------------- recruiting
class Payment(Decision):
    """Allies paid one at a time (only those that keep a valid payment possible), taken back
    one at a time, then finished (Pearls cover the rest) or cancelled."""

    kind = "payment"
    actions = (A.PayWith, A.TakeBack, A.FinishPayment, A.CancelRecruit)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        paid = step["paid"]
        for race, value in s.distinct(c for c in s.hands[seat] if c not in paid):
            yield A.PayWith(race, value)
        for race, value in s.distinct(paid):
            yield A.TakeBack(race, value)
        yield A.FinishPayment()
        yield A.CancelRecruit()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        lord, paid = int(step["lord"]), list(step["paid"])
        if isinstance(action, A.PayWith):
            card = s.find_card(s.hands[seat], (action.race, action.value), paid)
            if card is None:
                return refuse(
                    "no_such_ally",
                    QT_TRANSLATE_NOOP("Refusal", "You have no such Ally left to pay with"),
                )
            races = {card_race(c) for c in paid} | {action.race}
            need = LORD_BY_ID[lord].races
            if len(races) > need:
                return refuse(
                    "payment_races",
                    QT_TRANSLATE_NOOP(
                        "Refusal", "This Lord is paid with exactly {need} races, not {count}"
                    ),
                    need=need,
                    count=len(races),
                )
            required = s.required_race(seat, lord)
            if required is not None and required not in races and len(races) == need:
                return refuse("payment_required_race", MISSING_RACE[required])
            if not s.can_complete(seat, lord, [*paid, card]):
                return refuse(
                    "payment_dead_end",
                    QT_TRANSLATE_NOOP(
                        "Refusal", "With that Ally the payment could no longer reach the cost"
                    ),
                )
            return None
        if isinstance(action, A.TakeBack):
            if s.find_card(paid, (action.race, action.value)) is None:
                return refuse(
                    "not_paid", QT_TRANSLATE_NOOP("Refusal", "That Ally is not in the payment")
                )
            return None
        if isinstance(action, A.FinishPayment):
            return payment_problem(s, seat, lord, paid)
        return None if isinstance(action, A.CancelRecruit) else not_now()

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        if isinstance(action, A.PayWith):
            card = s.find_card(s.hands[seat], (action.race, action.value), step["paid"])
            step["paid"].append(card)
        elif isinstance(action, A.TakeBack):
            # The last one paid of that race and value goes back.
            for i in range(len(step["paid"]) - 1, -1, -1):
                if ally_of(step["paid"][i]) == (action.race, action.value):
                    del step["paid"][i]
                    break
        elif isinstance(action, A.CancelRecruit):
            s.steps[-1] = {"kind": "main", "seat": seat}
        else:
            s.finish_payment(seat, int(step["lord"]), list(step["paid"]), ev)


class Federate(Decision):
    kind = "federate"
    actions = (A.Federate,)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for race, value in step["options"]:
            yield A.Federate(race, value)

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if not isinstance(action, A.Federate):
            return not_now()
        if [action.race, action.value] not in step["options"]:
            return refuse(
                "federate_weakest",
                QT_TRANSLATE_NOOP("Refusal", "Only the weakest Ally paid with can be federated"),
            )
        return None

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        assert isinstance(action, A.Federate)
        s.steps.pop()
        chosen = s.find_card(step["paid"], (action.race, action.value))
        assert chosen is not None
        s.federate_paid(seat, list(step["paid"]), chosen, ev)


class DiscardDown(Decision):
    """The Commander's limit: discard one Ally at a time down to ``limit``."""

    kind = "discard_down"
    actions = (A.Discard,)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for race, value in s.distinct(s.hands[seat]):
            yield A.Discard(race, value)

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if not isinstance(action, A.Discard):
            return not_now()
        if s.find_card(s.hands[seat], (action.race, action.value)) is None:
            return no_such_ally()
        return None

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        assert isinstance(action, A.Discard)
        card = s.find_card(s.hands[seat], (action.race, action.value))
        assert card is not None
        s.hands[seat].remove(card)
        s.discard.append(card)
        ev.append(E.AllyDiscarded(seat, (action.race, action.value)))
        if self.kind == "jail" or len(s.hands[seat]) <= step["limit"]:
            s.steps.pop()


class Jail(DiscardDown):
    """The Jailer's victim discards one Ally of its choice."""

    kind = "jail"


# ---------------------------------------------------------------------------- Lord powers
class Assassin(Decision):
    kind = "assassin"
    actions = (A.DisableLord,)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for lord in s.active_lords(step["target"]):
            yield A.DisableLord(step["target"], lord)

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if not isinstance(action, A.DisableLord):
            return not_now()
        if action.seat != step["target"] or action.lord not in s.active_lords(action.seat):
            return refuse(
                "not_a_target",
                QT_TRANSLATE_NOOP("Refusal", "That Lord cannot be chosen for this power"),
            )
        return None

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        assert isinstance(action, A.DisableLord)
        s.steps.pop()
        s.disabled[action.seat].append(action.lord)
        ev.append(E.LordDisabled(action.seat, action.lord, seat))
        ev.append(E.PowerResolved(seat, ASSASSIN, (action.seat,)))


class Hunter(Decision):
    kind = "hunter"
    actions = (A.HuntFrom,)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for o in step["targets"]:
            yield A.HuntFrom(o)

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if not isinstance(action, A.HuntFrom):
            return not_now()
        if action.seat not in step["targets"]:
            return refuse(
                "not_a_target",
                QT_TRANSLATE_NOOP("Refusal", "That player cannot be chosen for this power"),
            )
        return None

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        assert isinstance(action, A.HuntFrom)
        s.steps.pop()
        s.hunt(seat, action.seat, ev)


def optional(
    s: AbyssState, step: StepData, action: A.Action, kinds: tuple[type, ...]
) -> IllegalAction | None:
    """Skip, or one of ``kinds`` (checked by the caller), else not now."""
    if isinstance(action, A.Skip):
        return None
    return None if isinstance(action, kinds) else not_now()


def not_a_target() -> IllegalAction:
    return refuse(
        "not_a_target", QT_TRANSLATE_NOOP("Refusal", "That choice is not possible for this power")
    )


class Illusionist(Decision):
    kind = "illusionist"
    actions = (A.SwapLocation, A.Skip)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for mine, _ in s.locations[seat]:
            for up in s.face_up:
                yield A.SwapLocation(mine, up)
        yield A.Skip()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.SwapLocation):
            owned = [loc for loc, _ in s.locations[seat]]
            if action.mine not in owned or action.face_up not in s.face_up:
                return not_a_target()
        return optional(s, step, action, (A.SwapLocation,))

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        s.steps.pop()
        if isinstance(action, A.SwapLocation):
            for entry in s.locations[seat]:
                if entry[0] == action.mine:
                    entry[0] = action.face_up
                    break
            s.face_up[s.face_up.index(action.face_up)] = action.mine
            ev.append(E.LocationSwapped(seat, action.mine, action.face_up))
            ev.append(E.PowerResolved(seat, ILLUSIONIST))


class Corruptor(Decision):
    kind = "corruptor"
    actions = (A.SecondRecruit, A.Skip)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for lord in s.court:
            yield A.SecondRecruit(lord)
        yield A.Skip()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.SecondRecruit):
            if action.lord not in s.court or s.pearls[seat] < CORRUPTOR_PRICE:
                return not_a_target()
        return optional(s, step, action, (A.SecondRecruit,))

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        s.steps.pop()
        if isinstance(action, A.SecondRecruit):
            s.pearls[seat] -= CORRUPTOR_PRICE
            s.court.remove(action.lord)
            ev.append(E.Recruited(seat, action.lord, CORRUPTOR_PRICE, ()))
            ev.append(E.PowerResolved(seat, CORRUPTOR))
            s.steps.append({"kind": "gain_lord", "seat": seat, "lord": action.lord})


class Traitor(Decision):
    kind = "traitor"
    actions = (A.Betray, A.Skip)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for own in s.lords[seat]:
            if own != TRAITOR:
                for lord in s.court:
                    yield A.Betray(own, lord)
        yield A.Skip()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.Betray):
            if (
                action.discard == TRAITOR
                or action.discard not in s.lords[seat]
                or action.take not in s.court
            ):
                return not_a_target()
        return optional(s, step, action, (A.Betray,))

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        s.steps.pop()
        if isinstance(action, A.Betray):
            s.discard_own_lord(seat, action.discard)
            s.court.remove(action.take)
            ev.append(E.Betrayed(seat, action.discard, action.take))
            ev.append(E.PowerResolved(seat, TRAITOR))
            s.steps.append({"kind": "gain_lord", "seat": seat, "lord": action.take})


class Schemer(Decision):
    kind = "schemer"
    actions = (A.Scheme, A.Skip)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for own in s.lords[seat]:
            if own != SCHEMER:
                yield A.Scheme(own)
        yield A.Skip()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.Scheme):
            if action.discard == SCHEMER or action.discard not in s.lords[seat]:
                return not_a_target()
        return optional(s, step, action, (A.Scheme,))

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        s.steps.pop()
        if isinstance(action, A.Scheme):
            s.discard_own_lord(seat, action.discard)
            lord = s.lord_deck.pop()
            ev.append(E.Schemed(seat, action.discard, lord))
            ev.append(E.PowerResolved(seat, SCHEMER))
            s.steps.append({"kind": "gain_lord", "seat": seat, "lord": lord})


# ---------------------------------------------------------------------------- Locations
class Control(Decision):
    """Three keys: a face-up Location, or draw 1 to 4 and keep one."""

    kind = "control"
    actions = (A.TakeLocation, A.DrawLocations)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for loc in s.face_up:
            yield A.TakeLocation(loc)
        for count in range(1, 5):
            yield A.DrawLocations(count)

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.TakeLocation):
            return (
                None
                if action.location in s.face_up
                else refuse(
                    "not_face_up", QT_TRANSLATE_NOOP("Refusal", "That Location is not face up")
                )
            )
        if isinstance(action, A.DrawLocations):
            if not 1 <= action.count <= min(4, len(s.location_deck)):
                return refuse(
                    "draw_count",
                    QT_TRANSLATE_NOOP("Refusal", "You may draw from 1 to {most} Locations"),
                    most=min(4, len(s.location_deck)),
                )
            return None
        return not_now()

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        s.steps.pop()
        if isinstance(action, A.TakeLocation):
            s.face_up.remove(action.location)
            # Held by the player while the keys are chosen (nothing is ever in limbo).
            s.locations[seat].append([action.location, []])
            s.steps.append({"kind": "place", "seat": seat, "location": action.location})
        else:
            assert isinstance(action, A.DrawLocations)
            drawn = [s.location_deck.pop() for _ in range(action.count)]
            s.drawn_locations = list(drawn)
            ev.append(E.LocationsDrawn(seat, tuple(drawn)))
            s.steps.append({"kind": "keep", "seat": seat, "drawn": drawn, "lord": None})


class Keep(Decision):
    kind = "keep"
    actions = (A.KeepLocation,)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for loc in step["drawn"]:
            yield A.KeepLocation(loc)

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if not isinstance(action, A.KeepLocation):
            return not_now()
        return (
            None
            if action.location in step["drawn"]
            else refuse("not_drawn", QT_TRANSLATE_NOOP("Refusal", "That Location was not drawn"))
        )

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        assert isinstance(action, A.KeepLocation)
        s.steps.pop()
        others = [loc for loc in step["drawn"] if loc != action.location]
        s.face_up.extend(others)
        s.drawn_locations = []
        if others:
            ev.append(E.LocationsFaceUp(tuple(others)))
        lord = step["lord"]
        if lord is None:
            s.locations[seat].append([action.location, []])
            s.steps.append(
                {"kind": "place", "seat": seat, "location": action.location, "from_deck": True}
            )
        else:
            s.lords[seat].remove(lord)
            s.add_location(seat, action.location, [lord], ev, drawn=True)
            ev.append(E.PowerResolved(seat, lord))


class Place(Decision):
    """Which free Lords' keys close the Location (Key tokens make up the rest of the 3)."""

    kind = "place"
    actions = (A.PlaceLords,)

    @staticmethod
    def keyed(s: AbyssState, seat: int) -> list[int]:
        return [lord for lord in s.active_lords(seat) if LORD_BY_ID[lord].keys]

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        keyed = self.keyed(s, seat)
        for j in range(min(KEYS_TO_CONTROL, len(keyed)), -1, -1):
            for chosen in combinations(keyed, j):
                yield A.PlaceLords(tuple(chosen))

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if not isinstance(action, A.PlaceLords):
            return not_now()
        keyed = self.keyed(s, seat)
        order = [keyed.index(lord) if lord in keyed else -1 for lord in action.lords]
        # One spelling per choice: the Lords in the order of the player's Lords.
        valid = -1 not in order and order == sorted(set(order))
        if (
            not valid
            or len(action.lords) > KEYS_TO_CONTROL
            or KEYS_TO_CONTROL - len(action.lords) > s.key_tokens[seat]
        ):
            return refuse(
                "place_keys",
                QT_TRANSLATE_NOOP(
                    "Refusal", "Exactly 3 keys are needed, from your free Lords and Key tokens"
                ),
            )
        return None

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        assert isinstance(action, A.PlaceLords)
        s.steps.pop()
        for lord in action.lords:
            s.lords[seat].remove(lord)
        tokens = KEYS_TO_CONTROL - len(action.lords)
        s.key_tokens[seat] -= tokens
        s.locations[seat].pop()  # the entry held while choosing
        s.add_location(
            seat,
            int(step["location"]),
            list(action.lords),
            ev,
            tokens=tokens,
            drawn=bool(step.get("from_deck")),
        )


class Smokers(Decision):
    """Black Smokers may be exchanged for any Location of the deck; it then leaves the game."""

    kind = "smokers"
    actions = (A.ExchangeLocation, A.Skip)

    def candidates(self, s: AbyssState, step: StepData, seat: int) -> Iterator[A.Action]:
        for loc in sorted(s.location_deck):
            yield A.ExchangeLocation(loc)
        yield A.Skip()

    def problem(
        self, s: AbyssState, step: StepData, seat: int, action: A.Action
    ) -> IllegalAction | None:
        if isinstance(action, A.ExchangeLocation) and action.location not in s.location_deck:
            return refuse(
                "not_in_deck",
                QT_TRANSLATE_NOOP("Refusal", "That Location is not in the Location deck"),
            )
        return optional(s, step, action, (A.ExchangeLocation,))

    def apply(self, s: AbyssState, step: StepData, seat: int, action: A.Action, ev: Events) -> None:
        s.steps.pop()
        if isinstance(action, A.ExchangeLocation):
            for entry in s.locations[seat]:
                if entry[0] == BLACK_SMOKERS:
                    entry[0] = action.location
                    break
            s.location_deck.remove(action.location)
            s.removed_locations.append(BLACK_SMOKERS)
            s.rng.shuffle(s.location_deck)  # the chooser has looked through it
            ev.append(E.LocationExchanged(seat, action.location))


# ---------------------------------------------------------------------------- registry
_DECISIONS: dict[str, Decision] = {
    d.kind: d
    for d in (
        Main(),
        Finish(),
        Auction(),
        AllyChoice(),
        MonsterChoice(),
        Reward(),
        Support(),
        Apprentice(),
        Payment(),
        Federate(),
        DiscardDown(),
        Jail(),
        Assassin(),
        Hunter(),
        Illusionist(),
        Corruptor(),
        Traitor(),
        Schemer(),
        Control(),
        Keep(),
        Place(),
        Smokers(),
    )
}
DECISION_KINDS = tuple(_DECISIONS)


def decision(kind: str) -> Decision:
    return _DECISIONS[kind]


def legal(s: AbyssState, step: StepData) -> list[A.Action]:
    """The candidates of the pending step that have no problem, without repeats."""
    d = _DECISIONS[step["kind"]]
    seat = step.get("seat", s.active)
    out: list[A.Action] = []
    for action in d.candidates(s, step, seat):
        if d.problem(s, step, seat, action) is None and action not in out:
            out.append(action)
    return out


def problem(s: AbyssState, step: StepData | None, action: object) -> IllegalAction:
    """Why ``action`` is refused (it is not in the legal list)."""
    if step is None:
        return refuse("game_over", QT_TRANSLATE_NOOP("Refusal", "The game is over"))
    if not isinstance(action, A.Action):
        return not_now()
    d = _DECISIONS[step["kind"]]
    found = d.problem(s, step, step.get("seat", s.active), action)
    return found if found is not None else not_now()
