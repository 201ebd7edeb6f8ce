"""The decisions of Abyss, one small choice at a time.

Every decision is split into small steps so that ``legal_actions()`` stays short and complete:
recruiting is ``Recruit(lord)``, then ``PayWith(race, value)`` for each Ally paid (only Allies
that still allow a valid payment are offered), then ``FinishPayment()`` (Pearls cover what the
Allies lack) or ``CancelRecruit()``; controlling a Location is ``TakeLocation``/``DrawLocations``
then ``KeepLocation`` then ``PlaceLords``. Allies are named by race and value: two cards of the
same race and value are the same choice.

Saves hold actions through ``CODEC`` (``{"kind": "pay_with", "race": "crabs", "value": 3}``):
the words below are stable, the class names are not. ``action_from_legacy`` reads the 0.1
format (``["PayWith", "crabs", 3]``) for the migration of old saves.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from abyss_cards.core.game import ActionCodec


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
class TakeBack(Action):
    """Take one Ally back out of the payment in progress."""

    race: str
    value: int

    def __str__(self) -> str:
        return f"take back {_ally(self.race, self.value)}"


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
    reward: str  # "pearl" or "monster"

    def __str__(self) -> str:
        return f"take a {self.reward} {'token' if self.reward == 'monster' else ''}".strip()


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


# Stable words for saves, one per action class (never rename a word: saves hold them).
CODEC = ActionCodec(
    "abyss",
    {
        "plot": Plot,
        "explore": Explore,
        "request_support": RequestSupport,
        "recruit": Recruit,
        "pay_with": PayWith,
        "take_back": TakeBack,
        "finish_payment": FinishPayment,
        "cancel_recruit": CancelRecruit,
        "federate": Federate,
        "buy": Buy,
        "pass": Pass,
        "take_ally": TakeAlly,
        "reveal_next": RevealNext,
        "fight": Fight,
        "pass_monster": PassMonster,
        "take_reward": TakeReward,
        "discard": Discard,
        "sell_ally": SellAlly,
        "discard_stack": DiscardStack,
        "replace_court_lord": ReplaceCourtLord,
        "take_stack": TakeStack,
        "disable_lord": DisableLord,
        "hunt_from": HuntFrom,
        "swap_location": SwapLocation,
        "second_recruit": SecondRecruit,
        "betray": Betray,
        "scheme": Scheme,
        "skip": Skip,
        "take_location": TakeLocation,
        "draw_locations": DrawLocations,
        "keep_location": KeepLocation,
        "place_lords": PlaceLords,
        "exchange_location": ExchangeLocation,
        "end_turn": EndTurn,
    },
)

# The 0.1 format named actions by class name: only the classes that existed then.
_LEGACY = {cls.__name__: (word, cls) for word, cls in CODEC.kinds.items() if cls is not TakeBack}


def action_from_legacy(data: object) -> Action:
    """An action saved by release 0.1 (``["ClassName", field, …]``); ``ValueError`` if not."""
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError(f"abyss: not a 0.1 action: {data!r:.60}")
    if data[0] not in _LEGACY:
        raise ValueError(f"abyss: unknown 0.1 action {data[0]!r:.40}")
    word, cls = _LEGACY[data[0]]
    names = [f.name for f in fields(cls)]
    if len(data) - 1 != len(names):
        raise ValueError(f"abyss: 0.1 action {data[0]} has {len(data) - 1} fields")
    as_object: dict[str, Any] = {"kind": word}
    as_object.update(zip(names, data[1:], strict=True))
    action = CODEC.decode(as_object)
    assert isinstance(action, Action)
    return action


def encode(action: Action) -> dict[str, Any]:
    return CODEC.encode(action)


def decode(data: object) -> Action:
    action = CODEC.decode(data)
    assert isinstance(action, Action)
    return action
