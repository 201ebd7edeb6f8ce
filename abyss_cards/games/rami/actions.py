"""Actions: what a player decides, as small frozen values, and their save format (``CODEC``).

Melds inside actions are tuples of codes. They are put in their canonical order when the action
is built (a run low end first, a set by suit, the joker in its place), so that an action built by
a player and the same action listed by ``legal_actions()`` compare equal.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from abyss_cards.core.game import ActionCodec
from abyss_cards.games.rami.melds import IllegalMeld, analyse


def _canonical(cards: Iterable[str]) -> tuple[str, ...]:
    cards = tuple(cards)
    try:
        return analyse(cards).cards
    except (IllegalMeld, TypeError):
        return cards


def _canonical_melds(melds: Iterable[Iterable[str]]) -> tuple[tuple[str, ...], ...]:
    canonical = [_canonical(m) for m in melds]
    try:
        return tuple(sorted(canonical))
    except TypeError:  # not codes: kept as given, refused by the engine
        return tuple(canonical)


def _show(melds: Iterable[Iterable[str]]) -> str:
    return " + ".join("[" + " ".join(map(str, m)) + "]" for m in melds)


@dataclass(frozen=True)
class DrawPot:
    """Take the top card of the pot."""

    def __str__(self) -> str:
        return "draw from the pot"


@dataclass(frozen=True)
class Discard:
    """End the turn by discarding ``card`` (the dealer's first discard is the tournante)."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Open:
    """The first lay-down of the deal: 1 to 4 melds at once."""

    melds: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "melds", _canonical_melds(self.melds))

    def __str__(self) -> str:
        return f"open {_show(self.melds)}"


@dataclass(frozen=True)
class DirectClose:
    """Lay down every card but one at most in up to 4 melds, without having opened."""

    melds: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "melds", _canonical_melds(self.melds))

    def __str__(self) -> str:
        return f"close {_show(self.melds)}"


@dataclass(frozen=True)
class LayDown:
    """After opening: lay one new meld."""

    meld: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "meld", _canonical(self.meld))

    def __str__(self) -> str:
        return f"lay down {_show([self.meld])}"


@dataclass(frozen=True)
class LayOff:
    """After opening: add ``card`` to the visible meld number ``meld`` (either player's).

    ``end`` is ``"low"`` or ``"high"`` for a run, ``"joker"`` to put the natural card in place of
    the run's joker (which goes to the player's hand), and ``""`` for a set.
    """

    card: str
    meld: int
    end: str = ""

    def __str__(self) -> str:
        where = f" ({self.end})" if self.end else ""
        return f"lay off {self.card} on meld {self.meld}{where}"


@dataclass(frozen=True)
class TakeDiscard:
    """Take the opponent's last discard.

    The tournante is taken on its own (``then=None``). Any other discard is taken together with
    what uses it at once: ``Open`` or ``DirectClose`` before opening, ``LayDown`` or ``LayOff``
    after; the taken card is then part of that action's cards.
    """

    then: Open | DirectClose | LayDown | LayOff | None = None

    def __str__(self) -> str:
        return "take the discard" + (f", {self.then}" if self.then is not None else "")


Action = DrawPot | Discard | Open | DirectClose | LayDown | LayOff | TakeDiscard
ACTION_TYPES = (DrawPot, Discard, Open, DirectClose, LayDown, LayOff, TakeDiscard)

# The stable words saves hold for each action (never the class names).
CODEC = ActionCodec(
    "rami",
    {
        "draw": DrawPot,
        "discard": Discard,
        "open": Open,
        "close": DirectClose,
        "lay_down": LayDown,
        "lay_off": LayOff,
        "take": TakeDiscard,
    },
)


def action_to_json(action: Action) -> dict[str, Any]:
    return CODEC.encode(action)


def action_from_json(data: object) -> Action:
    """The action ``data`` describes; ``ValueError`` for anything else (a save is input)."""
    action: Action = CODEC.decode(data)
    return action
