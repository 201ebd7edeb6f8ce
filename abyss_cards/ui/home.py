"""The home screen: the three games and the Marquoir, and "Resume the game" when a save exists."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.storage import autosave
from abyss_cards.ui.emblems import Emblem
from abyss_cards.ui.games import ENTRIES, GameEntry, entry


class GameTile(QFrame):
    """One entry of the home screen: title, one line about it, and its buttons."""

    def __init__(self, game: GameEntry, has_save: bool, parent=None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName(f"tile-{game.key}")
        self.setProperty("tile", True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(18, 16, 18, 16)
        layout = QVBoxLayout()
        outer.addLayout(layout, 3)
        outer.addWidget(Emblem(game.key), 2)
        title = QLabel(game.title())
        title.setProperty("role", "tile-title")
        blurb = QLabel(game.blurb())
        blurb.setWordWrap(True)
        blurb.setProperty("role", "tile-blurb")
        layout.addWidget(title)
        layout.addWidget(blurb)
        layout.addStretch(1)
        buttons = QHBoxLayout()
        self.open_button = QPushButton()
        self.resume_button = QPushButton(self.tr("Resume"))
        if not (has_save and game.is_game):
            self.resume_button.hide()
        if not game.available():
            self.open_button.setText(self.tr("Not available yet"))
            self.open_button.setEnabled(False)
            self.open_button.setToolTip(self.tr("This part of Abyss Cards is still being built."))
        elif game.is_game:
            self.open_button.setText(self.tr("New game"))
        else:
            self.open_button.setText(self.tr("Open"))
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.resume_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)


class HomePage(QWidget):
    openRequested = Signal(str)
    resumeRequested = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.tiles: dict[str, GameTile] = {}
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(32, 24, 32, 24)
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the page (after a language change, or when saves appear or go)."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
            elif item.layout():
                _clear(item.layout())
        self.tiles.clear()

        title = QLabel(self.tr("Abyss Cards"))
        title.setProperty("role", "home-title")
        subtitle = QLabel(self.tr("Card games and score sheets, offline, for the family table."))
        subtitle.setProperty("role", "home-subtitle")
        subtitle.setWordWrap(True)
        self._layout.addWidget(title)
        self._layout.addWidget(subtitle)

        saves = [g for g in autosave.available() if entry(g).available()]
        self.resume_button = QPushButton()
        self.resume_button.setProperty("role", "resume")
        if saves:
            latest = entry(saves[0])
            self.resume_button.setText(self.tr("Resume the game — {game}").format(game=latest.title()))
            self.resume_button.clicked.connect(lambda: self.resumeRequested.emit(latest.key))
        row = QHBoxLayout()
        row.addWidget(self.resume_button)
        self.resume_button.setVisible(bool(saves))
        row.addStretch(1)
        self._layout.addLayout(row)

        grid = QGridLayout()
        grid.setSpacing(16)
        for i, game in enumerate(ENTRIES):
            tile = GameTile(game, game.key in saves)
            tile.open_button.clicked.connect(lambda _=False, k=game.key: self.openRequested.emit(k))
            tile.resume_button.clicked.connect(
                lambda _=False, k=game.key: self.resumeRequested.emit(k)
            )
            self.tiles[game.key] = tile
            grid.addWidget(tile, i // 2, i % 2)
        self._layout.addLayout(grid, 1)
        hint = QLabel(self.tr("Rules of each game: Help menu → Rules (F1)."))
        hint.setProperty("role", "home-hint")
        hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        self._layout.addWidget(hint)


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget():
            item.widget().deleteLater()
        elif item.layout():
            _clear(item.layout())
