"""A lesson's move lit on the Abyss screen (``AbyssScreen.lesson_target``, for
``ui/table/lesson.py``): the cards to click for it lit alone on the table (the lit cards' own
gold frame, the keyboard's focus on the first), or its button in the bar, or its Location in the
tray, glowing in that same gold. What lights it is read from the choices the screen offers now
(``Choices.keys_for``): nothing here knows a rule."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsDropShadowEffect, QPushButton, QWidget

from abyss_cards.games.abyss import actions as A
from abyss_cards.ui.abyss.decisions import Choices
from abyss_cards.ui.abyss.layout import Key

if TYPE_CHECKING:
    from abyss_cards.games.abyss import AbyssState
    from abyss_cards.ui.abyss.table import AbyssTable
    from abyss_cards.ui.abyss.tray import LocationTray

GOLD = "#ffd34d"  # a lit card's frame (``CardItem.paint``)
BUTTON = "border-radius: 5px; padding: 4px 12px;"


def placed_lords(table: AbyssTable, action: A.Action) -> list[Key]:
    """The Lords' cards of a set placed under a Location, when the screen places it itself (a
    single set possible: no card offered)."""
    if not isinstance(action, A.PlaceLords) or table.plan is None:
        return []
    seat = table.viewer
    lords = list(table.v.players[seat].lords)
    return [("lord", seat, lords.index(lord)) for lord in action.lords if lord in lords]


class LessonLight:
    """The move lit (``action``; ``None``: none, every choice lit as in a game), its cards
    (``keys``) and the widgets glowing for it (``widgets``)."""

    def __init__(self) -> None:
        self.action: object | None = None
        self.keys: list[Key] = []
        self.widgets: list[QWidget] = []

    def show(
        self,
        state: AbyssState,
        choices: Choices,
        table: AbyssTable,
        buttons: Sequence[tuple[QWidget, A.Action]],
        tray: LocationTray,
    ) -> None:
        """Lights ``action`` among what the screen offers now (again after each change of its
        choices). A move that is not legal now lights nothing."""
        self._unglow()
        action = self.action
        if action is None:
            self.keys = []
            if table.lesson is not None:  # as in a game (nothing to do after each move then)
                table.set_lesson(None)
            return
        if not isinstance(action, A.Action) or not state.is_legal(action):
            self.keys = []
            table.set_lesson(self.keys)
            return
        self.keys = choices.keys_for(action) or placed_lords(table, action)
        self._glow([w for w, played in buttons if played == action])
        self._glow([card for card in tray.legal_cards() if card.entry.action == action])
        table.set_lesson(self.keys)
        if tray.focus_action(action):
            return  # the Location's card in the tray, over the table
        item = table.cards.get(self.keys[0]) if self.keys else None
        if item is not None and item.isVisible():
            table.view.focus_card(item)

    def _glow(self, widgets: list[QWidget]) -> None:
        """A gold frame and a gold glow around each of ``widgets``."""
        for widget in widgets:
            effect = QGraphicsDropShadowEffect(widget)
            effect.setColor(QColor(GOLD))
            effect.setBlurRadius(18)
            effect.setOffset(0, 0)
            widget.setGraphicsEffect(effect)
            if isinstance(widget, QPushButton):  # a tray's Location: its focus frame is gold
                widget.setStyleSheet(f"QPushButton {{ border: 2px solid {GOLD}; {BUTTON} }}")
            self.widgets.append(widget)

    def _unglow(self) -> None:
        for widget in self.widgets:  # (none, outside a lesson)
            if shiboken6.isValid(widget):
                widget.setGraphicsEffect(None)  # type: ignore[arg-type]
                widget.setStyleSheet("")
        self.widgets = []
