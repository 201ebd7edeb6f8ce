"""Taking moves back, for every game: back to the last moment hidden information reached a
person at the screen, never past it.

A person may undo their latest move (and the computer players' moves made since) as long as
nothing hidden was revealed to any person at the screen since: not a card they drew, not a card
turned face up for everyone, not a stack taken. What a computer player alone learnt (its own
draw) does not stop undo: no person saw it, and replaying restores the same draw. The rule
comes from the events' ``reveal`` (``abyss_cards.core.game.Event``), so it holds for any game
of the registry.

The ledger keeps the saved state (``to_json``) before each of the persons' moves since the last
reveal; ``undo`` gives the latest back. It knows no Qt; the session drives it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any

from abyss_cards.core.game import Event, Reveal

# Why there is nothing to take back (``UndoLedger.empty_because``).
NOTHING_YET = "nothing yet"  # no move of a person kept yet
REVEALED = "revealed"  # a card reached a person since their last move
TAKEN_BACK = "taken back"  # every move since the last reveal was taken back


def reveals_to(event: Event, people: Collection[int]) -> bool:
    """Did ``event`` make something hidden known to one of the seats in ``people``?"""
    if event.reveal is Reveal.EVERYONE:
        if not getattr(event, "news_to_mover", True):
            # The event shows only cards its mover held (a Rami discard, a meld laid from the
            # hand): news to everyone but the mover.
            mover = getattr(event, "seat", None)
            return any(p != mover for p in people)
        return True
    return event.reveal is Reveal.ONE_SEAT and event.private_to in people


class UndoLedger:
    """The points a person may go back to. ``people``: the seats played at the screen."""

    # More than enough for a long turn taken back move by move; older points are dropped.
    LIMIT = 200

    def __init__(self, people: Iterable[int]) -> None:
        self.people = frozenset(people)
        self._points: list[tuple[int, str]] = []  # (seat that moved, state before its move)
        self.empty_because = NOTHING_YET  # what emptied the points last (read when empty)

    def before_move(self, seat: int, state: Any) -> None:
        """Call before applying a move of ``seat``; only the persons' moves are kept."""
        if seat in self.people:
            self.keep(seat, state.to_json())

    def keep(self, seat: int, saved: str) -> None:
        """Keep ``saved`` (the state's ``to_json`` before a move of ``seat`` that the rules
        accepted): a refused move must leave no point to go back to."""
        if seat in self.people:
            self._points.append((seat, saved))
            del self._points[: -self.LIMIT]

    def after_events(self, events: Iterable[object]) -> None:
        """Call with what a move (anyone's) returned: a reveal to a person closes the past."""
        if any(isinstance(e, Event) and reveals_to(e, self.people) for e in events):
            self._points.clear()
            self.empty_because = REVEALED

    def can_undo(self) -> bool:
        return bool(self._points)

    def undo(self, from_json: Callable[[str], Any]) -> Any:
        """The state before the persons' latest move still open to undo."""
        if not self._points:
            raise LookupError("nothing to undo")
        _, saved = self._points.pop()
        if not self._points:
            self.empty_because = TAKEN_BACK
        return from_json(saved)

    def clear(self) -> None:
        self._points.clear()
