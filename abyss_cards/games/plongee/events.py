"""What ``apply`` returns: frozen records of what moved where and what was revealed.

A table animates them in order. Seats are indexes, slots are row × 4 + column.

- ``RoundDealt``: a round's grids were dealt face down, one card opened the discard
  (also what ``PlongeeState.deal_event()`` gives for the round on the table).
- ``CardFlipped``: a hidden card turned face up (opening, a flip turn, after discarding the
  drawn card, or the final reveal).
- ``OpenerChosen``: the opening flips are done; who opens and why (each seat's sum and best card).
- ``CardDrawn``: the top of the draw pile went to the drawer's hand (the value is the drawer's
  secret: show it only to that seat).
- ``CardPlaced``: a card from the discard or from the hand was placed at a slot, face up.
- ``CardDiscarded``: a card went face up onto the discard (replaced, or the drawn card).
- ``ColumnRemoved``: three equal face-up cards left a grid for the discard, top row first.
- ``DrawPileReshuffled``: the draw pile ran out; the discard under its top card became the draw
  pile and the discard history restarted.
- ``RoundClosing``: a seat has no hidden card left; the others play one last turn each.
- ``RoundScored``: final grids after the reveal and removals, removed columns, raw and scored
  points, whether the closer was doubled, the totals; the discard's record and the draw pile's
  size as the round left them (the next round is dealt in the same step, so a table showing
  the ended round until its summary is closed finds them nowhere else).
- ``GameOver``: a total reached the target; the winners (several on a tie).

After ``RoundScored`` comes ``RoundDealt`` for the next round, unless ``GameOver``.

What each event reveals (``Event.reveal``): a drawn card to its drawer only; a flipped card, a
hidden card replaced (it goes face up onto the discard), the card that opens a round's discard
and the round's scores to everyone; the other events nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from abyss_cards.core.game import Event, Reveal

# Why a card reached the discard pile (also the ``reason`` of each ``discard_log`` entry).
OPENING_CARD = "opening"
REPLACED = "replaced"
DRAWN = "drawn"
COLUMN = "column"

# Why a card was flipped.
FLIP_OPENING = "opening"
FLIP_TURN = "flip"
FLIP_AFTER_DISCARD = "after_discard"
FLIP_FINAL = "final_reveal"


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE  # the card that opens the discard

    round_number: int
    players: int
    discard_top: int
    draw_pile_size: int

    def __str__(self) -> str:
        return f"round {self.round_number} dealt, discard opens with {self.discard_top}"


@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE

    seat: int
    slot: int
    value: int
    reason: str

    def __str__(self) -> str:
        return f"seat {self.seat} flips {self.value} at {self.slot} ({self.reason})"


@dataclass(frozen=True, slots=True)
class OpenerChosen(Event):
    seat: int
    sums: tuple[int, ...]
    highest: tuple[int, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} opens the round"


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    reveal: ClassVar[Reveal] = Reveal.ONE_SEAT  # the drawer (``seat``) only

    seat: int
    value: int
    draw_pile_size: int

    def __str__(self) -> str:
        return f"seat {self.seat} draws"


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    seat: int
    slot: int
    value: int
    source: str  # "discard" or "draw"
    replaced: int
    replaced_was_face_up: bool

    @property
    def reveal(self) -> Reveal:  # type: ignore[override]  # a class attribute elsewhere
        """A hidden card replaced goes face up onto the discard: everyone sees it."""
        return Reveal.NOTHING if self.replaced_was_face_up else Reveal.EVERYONE

    def __str__(self) -> str:
        return f"seat {self.seat} places {self.value} at {self.slot} (from {self.source})"


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    seat: int
    value: int
    reason: str  # REPLACED or DRAWN
    slot: int | None  # where it came from in the grid, None for the drawn card

    def __str__(self) -> str:
        return f"seat {self.seat} discards {self.value} ({self.reason})"


@dataclass(frozen=True, slots=True)
class ColumnRemoved(Event):
    seat: int
    column: int
    value: int
    slots: tuple[int, int, int]

    def __str__(self) -> str:
        return f"seat {self.seat} loses column {self.column} of {self.value}s"


@dataclass(frozen=True, slots=True)
class DrawPileReshuffled(Event):
    discard_top: int
    draw_pile_size: int

    def __str__(self) -> str:
        return f"discard reshuffled into a draw pile of {self.draw_pile_size}"


@dataclass(frozen=True, slots=True)
class RoundClosing(Event):
    closer: int
    last_turns: tuple[int, ...]

    def __str__(self) -> str:
        return f"seat {self.closer} closes the round; last turns: {self.last_turns}"


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE

    round_number: int
    closer: int
    final_grids: tuple[tuple[int | None, ...], ...]  # None: removed
    removed_columns: tuple[tuple[int, ...], ...]
    raw_points: tuple[int, ...]
    scored_points: tuple[int, ...]
    doubled: bool
    totals: tuple[int, ...]
    # ``PlongeeState.discard_passages`` and ``draw_pile_size`` at the round's end.
    discard_passages: tuple[tuple[int, int | None, str, int | None], ...]
    draw_pile_size: int

    @property
    def discard_history(self) -> tuple[int, ...]:
        """The values left on the discard at the round's end, oldest first."""
        return tuple(v for v, _seat, _reason, taken_by in self.discard_passages if taken_by is None)

    @property
    def discard_top(self) -> int | None:
        history = self.discard_history
        return history[-1] if history else None

    def __str__(self) -> str:
        return f"round {self.round_number} scored: {self.scored_points}"


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def __str__(self) -> str:
        return f"game over, winners {self.winners}"


AnyEvent = (
    RoundDealt
    | CardFlipped
    | OpenerChosen
    | CardDrawn
    | CardPlaced
    | CardDiscarded
    | ColumnRemoved
    | DrawPileReshuffled
    | RoundClosing
    | RoundScored
    | GameOver
)
