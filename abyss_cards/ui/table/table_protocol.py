"""What a game's screen needs from its table, written once for the three games.

A table turns clicks, drags and keys into one thing only: ``chosen(action)``, emitted with an
engine action (``abyss_cards.games.<game>.actions``) the person picked. The screen hands it to the
engine (which may refuse it, with its reason); a table never decides a rule. Gestures that are no
engine action (arranging a Rami hand, selecting a card, opening an opponent's panel) stay inside
the table, or leave it by a signal of their own named for what it is, never by ``chosen``.

``ChoosingTable`` is what every table is; ``Table`` adds the methods the three built-in tables
have in common, which is what their screens may ask of any of them (each has more, which its own
screen uses); ``GameTable`` is what the generic ``GameScreen`` (``game_screen.py``) asks of a
new game's table: it draws the engine's ``view(seat)`` (Plongée's, on ``GameScreen`` too, is an
``AnimatedTable`` its screen draws itself).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint, SignalInstance
    from PySide6.QtWidgets import QGraphicsItem

    from abyss_cards.ui.table.animation import Animator
    from abyss_cards.ui.table.card_item import CardItem

# The one name of the signal that carries an engine action out of a table.
CHOSEN = "chosen"


class ChoosingTable(Protocol):
    """Every game's table: it says what the person chose, and its animations can be ended."""

    @property
    def chosen(self) -> SignalInstance:
        """Emitted with the engine action the person picked (the only way out of a table)."""
        ...

    def finish_animations(self) -> None:
        """End every running animation now, each item at its place."""
        ...


class AnimatedTable(ChoosingTable, Protocol):
    """A table whose animations follow the window's speed (``GameScreen``'s ``table``)."""

    animator: Animator


class GameTable(AnimatedTable, Protocol):
    """What ``GameScreen`` asks of a game's table: it draws ``view`` (the engine's
    ``view(seat)``) and lets the person choose only while ``interactive``."""

    def show_view(self, view: Any, interactive: bool) -> None: ...


class Table(ChoosingTable, Protocol):
    """A built-in game's table as its screen sees it (``PlongeeTable``, ``RamiTable``,
    ``AbyssTable``)."""

    def relayout(self) -> None:
        """Place everything again for the view's size."""
        ...

    def sync(self) -> None:
        """Show the state as it is now."""
        ...

    def update_highlights(self) -> None:
        """Light what a click may play now."""
        ...

    def focus_default(self) -> None:
        """Give the keyboard focus to the card a person most likely wants."""
        ...

    def all_cards(self) -> list[CardItem]:
        """Every card item on the table."""
        ...

    def item_for(self, key: Any) -> QGraphicsItem:
        """The item shown for ``key`` (its keys are the game's own)."""
        ...

    def viewport_point(self, key: Any) -> QPoint:
        """Where the item of ``key`` is, in the view's coordinates (tests click there)."""
        ...

    def stop(self) -> None:
        """Stop timers and animations for good (the screen goes away)."""
        ...
