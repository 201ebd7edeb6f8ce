"""What happened: the events ``RamiState.apply`` returns, and the deal's public log.

Events subclass the shared ``Event`` and say what they reveal: a card drawn from the pot is
shown to the drawer only; a discard, a meld laid, a card laid off and the hands shown at the end
of a deal are shown to everyone; the rest (a card taken from the open discard, a pot rebuilt, a
joker taken back from the table) makes nothing hidden known.

``Happening`` is one line of the deal's public log (the discard dock, the bots' memory of what
the opponent threw and took): frozen, hashable and equal after a JSON round trip.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from abyss_cards.core.game import Event, Reveal


@dataclass(frozen=True)
class Dealt(Event):
    """A deal began: hands dealt face down (their sizes only are public)."""

    deal_number: int
    dealer: int
    hand_sizes: tuple[int, ...]


@dataclass(frozen=True)
class Drew(Event):
    """``seat`` drew ``card`` from the pot: only the drawer sees it."""

    reveal: ClassVar[Reveal] = Reveal.ONE_SEAT
    seat: int
    card: str


@dataclass(frozen=True)
class PotRebuilt(Event):
    """The drawn-out pot was made again from the discard, shuffled."""

    size: int


@dataclass(frozen=True)
class TookDiscard(Event):
    """``seat`` took the open discard's top card (everyone saw it already)."""

    seat: int
    card: str


@dataclass(frozen=True)
class Discarded(Event):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    # Shows only cards the mover held: no news to the mover (undo, ``ui/models/undo``).
    news_to_mover: ClassVar[bool] = False
    seat: int
    card: str
    tournante: bool = False
    automatic: bool = False


@dataclass(frozen=True)
class MeldLaid(Event):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    # Shows only cards the mover held: no news to the mover (undo, ``ui/models/undo``).
    news_to_mover: ClassVar[bool] = False
    seat: int
    meld: int
    cards: tuple[str, ...]
    opening: bool = False


@dataclass(frozen=True)
class LaidOff(Event):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    # Shows only cards the mover held: no news to the mover (undo, ``ui/models/undo``).
    news_to_mover: ClassVar[bool] = False
    seat: int
    card: str
    meld: int
    end: str


@dataclass(frozen=True)
class JokerRecovered(Event):
    """The joker of meld ``meld`` went back to ``seat``'s hand (it was on the table)."""

    seat: int
    meld: int


@dataclass(frozen=True)
class DealEnded(Event):
    """The deal is over: penalties, and both hands shown; ``melds`` the table as it stood
    ((owner, cards) of each meld), for the screen to show the end before the next deal."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    winner: int | None
    penalties: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...] = field(default=())
    melds: tuple[tuple[int, tuple[str, ...]], ...] = field(default=())


@dataclass(frozen=True)
class MatchEnded(Event):
    winner: int
    loser: int
    totals: tuple[int, ...]


# What a log line may say, with the fields it uses.
LOG_KINDS = ("discard", "draw", "take", "meld", "lay_off", "joker", "rebuild")


@dataclass(frozen=True)
class Happening:
    """One public line of the deal's log.

    ``what``: ``discard`` / ``take`` (``card``), ``draw`` (no card: it is hidden), ``meld``
    (``cards``), ``lay_off`` (``card``, ``meld``, ``end``), ``joker`` (``meld``: its joker went
    back to a hand), ``rebuild`` (``size``: the pot made again; ``seat`` is ``None``).
    """

    what: str
    seat: int | None
    card: str | None = None
    cards: tuple[str, ...] = ()
    meld: int | None = None
    end: str = ""
    size: int = 0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"what": self.what, "seat": self.seat}
        if self.card is not None:
            data["card"] = self.card
        if self.cards:
            data["cards"] = list(self.cards)
        if self.meld is not None:
            data["meld"] = self.meld
        if self.end:
            data["end"] = self.end
        if self.size:
            data["size"] = self.size
        return data


__all__ = [
    "DealEnded",
    "Dealt",
    "Discarded",
    "Drew",
    "Happening",
    "JokerRecovered",
    "LOG_KINDS",
    "LaidOff",
    "MatchEnded",
    "MeldLaid",
    "PotRebuilt",
    "TookDiscard",
]
