"""The decisions of Abyss, one small choice at a time, and the events that ``apply`` returns.

Every decision is split into small steps so that ``legal_actions()`` stays short and complete:
recruiting is ``Recruit(lord)``, then ``PayWith(race, value)`` for each Ally paid (only Allies
that still allow a valid payment are offered), then ``FinishPayment()`` (Pearls cover what the
Allies lack) or ``CancelRecruit()``; controlling a Location is ``TakeLocation``/``DrawLocations``
then ``KeepLocation`` then ``PlaceLords``. Allies are named by race and value: two cards of the
same race and value are the same choice.
"""

from __future__ import annotations

from dataclasses import dataclass


class Action:
    """Base of every Abyss action."""

    __slots__ = ()


def _ally(race: str, value: int) -> str:
    return f"{race} {value}"


@dataclass(frozen=True)
class Plot(Action):
    """Pay 1 Pearl to reveal a Lord of the deck into a free Court slot."""

    def __str__(self) -> str:
        return "plot at Court"


@dataclass(frozen=True)
class Explore(Action):
    def __str__(self) -> str:
        return "explore"


@dataclass(frozen=True)
class RequestSupport(Action):
    race: str

    def __str__(self) -> str:
        return f"request support: {self.race} stack"


@dataclass(frozen=True)
class Recruit(Action):
    lord: int

    def __str__(self) -> str:
        return f"recruit Lord {self.lord}"


@dataclass(frozen=True)
class PayWith(Action):
    race: str
    value: int

    def __str__(self) -> str:
        return f"pay with {_ally(self.race, self.value)}"


@dataclass(frozen=True)
class FinishPayment(Action):
    def __str__(self) -> str:
        return "finish payment"


@dataclass(frozen=True)
class CancelRecruit(Action):
    def __str__(self) -> str:
        return "cancel recruit"


@dataclass(frozen=True)
class Federate(Action):
    race: str
    value: int

    def __str__(self) -> str:
        return f"federate {_ally(self.race, self.value)}"


@dataclass(frozen=True)
class Buy(Action):
    """An opponent buys the Ally just revealed."""

    def __str__(self) -> str:
        return "buy"


@dataclass(frozen=True)
class Pass(Action):
    """An opponent lets the Ally just revealed go."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class TakeAlly(Action):
    def __str__(self) -> str:
        return "take the Ally"


@dataclass(frozen=True)
class RevealNext(Action):
    def __str__(self) -> str:
        return "reveal the next card"


@dataclass(frozen=True)
class Fight(Action):
    def __str__(self) -> str:
        return "fight the Monster"


@dataclass(frozen=True)
class PassMonster(Action):
    def __str__(self) -> str:
        return "let the Monster go"


@dataclass(frozen=True)
class TakeReward(Action):
    kind: str  # "pearl" or "monster"

    def __str__(self) -> str:
        return f"take a {self.kind} {'token' if self.kind == 'monster' else ''}".strip()


@dataclass(frozen=True)
class Discard(Action):
    """Discard an Ally from hand (the Jailer, the Commander)."""

    race: str
    value: int

    def __str__(self) -> str:
        return f"discard {_ally(self.race, self.value)}"


@dataclass(frozen=True)
class SellAlly(Action):
    """The Slaver: discard an Ally from hand for 2 Pearls."""

    race: str
    value: int

    def __str__(self) -> str:
        return f"sell {_ally(self.race, self.value)} for 2 Pearls"


@dataclass(frozen=True)
class DiscardStack(Action):
    """The Oracle: discard a Council stack."""

    race: str

    def __str__(self) -> str:
        return f"discard the {self.race} Council stack"


@dataclass(frozen=True)
class ReplaceCourtLord(Action):
    """The Opportunist: discard a Court Lord, the top of the deck replaces it."""

    lord: int

    def __str__(self) -> str:
        return f"replace Court Lord {self.lord}"


@dataclass(frozen=True)
class TakeStack(Action):
    """The Apprentice: take a Council stack."""

    race: str

    def __str__(self) -> str:
        return f"take the {self.race} Council stack"


@dataclass(frozen=True)
class DisableLord(Action):
    """The Assassin: disable a free Lord of an opponent."""

    seat: int
    lord: int

    def __str__(self) -> str:
        return f"disable Lord {self.lord} of seat {self.seat}"


@dataclass(frozen=True)
class HuntFrom(Action):
    """The Hunter: take a random Monster token from this seat."""

    seat: int

    def __str__(self) -> str:
        return f"hunt a Monster token from seat {self.seat}"


@dataclass(frozen=True)
class SwapLocation(Action):
    """The Illusionist: one of your Locations for a face-up one."""

    mine: int
    face_up: int

    def __str__(self) -> str:
        return f"swap Location {self.mine} for {self.face_up}"


@dataclass(frozen=True)
class SecondRecruit(Action):
    """The Corruptor: a second Lord from the Court for 5 Pearls."""

    lord: int

    def __str__(self) -> str:
        return f"recruit Lord {self.lord} for 5 Pearls"


@dataclass(frozen=True)
class Betray(Action):
    """The Traitor: discard one of your free Lords, take a Court Lord in its place."""

    discard: int
    take: int

    def __str__(self) -> str:
        return f"discard Lord {self.discard}, take Lord {self.take}"


@dataclass(frozen=True)
class Scheme(Action):
    """The Schemer: discard one of your free Lords, the top of the deck replaces it."""

    discard: int

    def __str__(self) -> str:
        return f"discard Lord {self.discard} for the top of the deck"


@dataclass(frozen=True)
class Skip(Action):
    """Decline an optional effect (Illusionist, Corruptor, Traitor, Schemer, Black Smokers)."""

    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True)
class TakeLocation(Action):
    location: int

    def __str__(self) -> str:
        return f"take Location {self.location}"


@dataclass(frozen=True)
class DrawLocations(Action):
    count: int

    def __str__(self) -> str:
        return f"draw {self.count} Location(s)"


@dataclass(frozen=True)
class KeepLocation(Action):
    location: int

    def __str__(self) -> str:
        return f"keep Location {self.location}"


@dataclass(frozen=True)
class PlaceLords(Action):
    """Which Lords' keys close the Location (Key tokens make up the rest of the 3 keys)."""

    lords: tuple[int, ...]

    def __str__(self) -> str:
        names = ", ".join(str(lord) for lord in self.lords) or "none"
        return f"place Lords {names} under the Location"


@dataclass(frozen=True)
class ExchangeLocation(Action):
    """Black Smokers: swap it for a Location of the draw pile."""

    location: int

    def __str__(self) -> str:
        return f"exchange Black Smokers for Location {self.location}"


@dataclass(frozen=True)
class EndTurn(Action):
    def __str__(self) -> str:
        return "end turn"


ACTION_TYPES = {
    cls.__name__: cls
    for cls in (
        Plot, Explore, RequestSupport, Recruit, PayWith, FinishPayment, CancelRecruit, Federate,
        Buy, Pass, TakeAlly, RevealNext, Fight, PassMonster, TakeReward, Discard, SellAlly,
        DiscardStack, ReplaceCourtLord, TakeStack, DisableLord, HuntFrom, SwapLocation,
        SecondRecruit, Betray, Scheme, Skip, TakeLocation, DrawLocations, KeepLocation,
        PlaceLords, ExchangeLocation, EndTurn,
    )
}


def action_to_json(action: Action) -> list:
    fields = [getattr(action, name) for name in action.__dataclass_fields__]
    return [type(action).__name__, *[list(f) if isinstance(f, tuple) else f for f in fields]]


def action_from_json(data: list) -> Action:
    cls = ACTION_TYPES[data[0]]
    args = [tuple(a) if isinstance(a, list) else a for a in data[1:]]
    return cls(*args)


@dataclass(frozen=True)
class Event:
    """Something that happened: ``kind`` (e.g. "reveal", "buy", "recruit", "federate",
    "monster_token"), the seat concerned (or None) and details as (name, value) pairs.
    ``private`` events hold what only ``seat`` may see (a Monster token's value, a stack's
    content); a table shows the others only that something happened."""

    kind: str
    seat: int | None = None
    details: tuple = ()
    private: bool = False

    def get(self, name: str, default=None):
        for key, value in self.details:
            if key == name:
                return value
        return default

    def __str__(self) -> str:
        who = "" if self.seat is None else f"seat {self.seat}: "
        detail = ", ".join(f"{k}={v}" for k, v in self.details)
        return f"{who}{self.kind}" + (f" ({detail})" if detail else "")
