"""Actions (what a player decides) and events (what happened), as small frozen values.

Melds inside actions are tuples of codes. They are put in their canonical order when the action
is built (a run low end first, a set by suit, the joker in its place), so that an action built by
a player and the same action listed by ``legal_actions()`` compare equal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from abyss_cards.games.rami.melds import IllegalMeld, analyse


def _canonical(cards) -> tuple[str, ...]:
    cards = tuple(cards)
    try:
        return analyse(cards).cards
    except (IllegalMeld, TypeError):
        return cards


def _canonical_melds(melds) -> tuple[tuple[str, ...], ...]:
    return tuple(sorted(_canonical(m) for m in melds))


def _show(melds) -> str:
    return " + ".join("[" + " ".join(m) + "]" for m in melds)


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


def action_to_json(action: Action) -> dict:
    if isinstance(action, DrawPot):
        return {"type": "draw"}
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card}
    if isinstance(action, Open | DirectClose):
        kind = "open" if isinstance(action, Open) else "close"
        return {"type": kind, "melds": [list(m) for m in action.melds]}
    if isinstance(action, LayDown):
        return {"type": "lay_down", "meld": list(action.meld)}
    if isinstance(action, LayOff):
        return {"type": "lay_off", "card": action.card, "meld": action.meld, "end": action.end}
    if isinstance(action, TakeDiscard):
        then = None if action.then is None else action_to_json(action.then)
        return {"type": "take", "then": then}
    raise TypeError(f"not a Rami action: {action!r}")


def action_from_json(data: dict) -> Action:
    kind = data["type"]
    if kind == "draw":
        return DrawPot()
    if kind == "discard":
        return Discard(data["card"])
    if kind == "open":
        return Open(tuple(tuple(m) for m in data["melds"]))
    if kind == "close":
        return DirectClose(tuple(tuple(m) for m in data["melds"]))
    if kind == "lay_down":
        return LayDown(tuple(data["meld"]))
    if kind == "lay_off":
        return LayOff(data["card"], int(data["meld"]), data.get("end", ""))
    if kind == "take":
        then = data.get("then")
        return TakeDiscard(None if then is None else action_from_json(then))
    raise ValueError(f"unknown Rami action type {kind!r}")


# ---------------------------------------------------------------------------------- events


@dataclass(frozen=True)
class Dealt:
    deal_number: int
    dealer: int
    hand_sizes: tuple[int, ...]


@dataclass(frozen=True)
class Drew:
    seat: int
    card: str


@dataclass(frozen=True)
class PotRebuilt:
    size: int


@dataclass(frozen=True)
class TookDiscard:
    seat: int
    card: str


@dataclass(frozen=True)
class Discarded:
    seat: int
    card: str
    tournante: bool = False
    automatic: bool = False


@dataclass(frozen=True)
class MeldLaid:
    seat: int
    meld: int
    cards: tuple[str, ...]
    opening: bool = False


@dataclass(frozen=True)
class LaidOff:
    seat: int
    card: str
    meld: int
    end: str


@dataclass(frozen=True)
class JokerRecovered:
    seat: int
    meld: int


@dataclass(frozen=True)
class DealEnded:
    winner: int | None
    penalties: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...] = field(default=())


@dataclass(frozen=True)
class MatchEnded:
    winner: int
    loser: int
    totals: tuple[int, ...]
