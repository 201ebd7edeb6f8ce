"""The moves of Plongée. A seat's slots are numbered row × 4 + column (0…11).

During the opening each seat applies two ``Flip``. On a turn a seat plays exactly one of:
``TakeDiscard(slot)``; ``Draw()`` then ``Place(slot)`` or ``DiscardDrawn(slot)``; ``Flip(slot)``.

Saves hold them through ``CODEC`` as ``{"kind": "flip", "slot": 3}``: words, not class names.
"""

from __future__ import annotations

from dataclasses import dataclass

from abyss_cards.core.game import ActionCodec


@dataclass(frozen=True, slots=True)
class Flip:
    """Turn the hidden card at ``slot`` face up (an opening flip, or a whole turn)."""

    slot: int

    def __str__(self) -> str:
        return f"flip {self.slot}"


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Take the discard top and place it at ``slot``; the card there goes to the discard."""

    slot: int

    def __str__(self) -> str:
        return f"take discard to {self.slot}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the top card of the draw pile (only the drawer sees it)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Place:
    """Place the drawn card at ``slot``; the card there goes to the discard."""

    slot: int

    def __str__(self) -> str:
        return f"place drawn at {self.slot}"


@dataclass(frozen=True, slots=True)
class DiscardDrawn:
    """Discard the drawn card and flip the hidden card at ``slot`` (mandatory)."""

    slot: int

    def __str__(self) -> str:
        return f"discard drawn, flip {self.slot}"


Action = Flip | TakeDiscard | Draw | Place | DiscardDrawn
SlotAction = Flip | TakeDiscard | Place | DiscardDrawn

CODEC = ActionCodec(
    "plongee",
    {
        "flip": Flip,
        "take": TakeDiscard,
        "draw": Draw,
        "place": Place,
        "discard": DiscardDrawn,
    },
)

# One instance of each action, so that the hot path never builds them.
FLIPS = tuple(Flip(s) for s in range(12))
TAKES = tuple(TakeDiscard(s) for s in range(12))
PLACES = tuple(Place(s) for s in range(12))
DISCARDS = tuple(DiscardDrawn(s) for s in range(12))
DRAW = Draw()
