"""The new-game dialog of Abyss: the shared one (``ui/table/new_game.py``) with two to four
seats."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from abyss_cards.ui.table import new_game

MAX_SEATS = 4


class NewGameDialog(new_game.NewGameDialog):
    """2–4 seats (a person or a computer player of a level), names, a deal number if asked."""

    def __init__(self, settings: object = None, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent, game="abyss", seats=(2, MAX_SEATS), players=2)
        self.setWindowTitle(self.tr("New game of Abyss"))
        self.setObjectName("abyssNewGame")
