"""The 150 cards of Plongée and how a grid slot is shown."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

VALUES = tuple(range(-2, 13))
LOWEST, HIGHEST = VALUES[0], VALUES[-1]
COMPOSITION = {-2: 5, -1: 10, 0: 15, **{v: 10 for v in range(1, 13)}}
DECK = tuple(v for v in VALUES for _ in range(COMPOSITION[v]))
DECK_SIZE = len(DECK)  # 150
MEAN = sum(DECK) / DECK_SIZE
SLOTS = 12
COLUMNS = 4


class _Removed:
    """The mark of a slot whose column was removed (in views' ``visible`` grids)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "REMOVED"

    def __reduce__(self) -> str:
        return "REMOVED"


REMOVED: Final = _Removed()

# What a seat sees at a slot: a face-up value, None (face down) or REMOVED.
Seen = int | None | _Removed


@dataclass(frozen=True, slots=True)
class Card:
    """A card in a grid. ``value`` is ``None`` in a view when the card is face down."""

    value: int | None
    face_up: bool


def is_deck(values: Iterable[int]) -> bool:
    values = list(values)
    return len(values) == DECK_SIZE and Counter(values) == Counter(DECK)
