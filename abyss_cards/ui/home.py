"""The home screen: the three games and the Marquoir, and "Resume the game" when a save exists."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.storage import autosave
from abyss_cards.ui.emblems import Emblem
from abyss_cards.ui.games import GameEntry, entries, entry

# Below this page width (two tiles of about 360 px) the tiles go compact: smaller margins, the
# picture gets a quarter of the tile rather than 2/5 (so the text needs fewer lines) and the
# tile's buttons stack, so that two tiles still fit side by side in a 640 px window.
COMPACT_PAGE = 900


class GameTile(QFrame):
    """One entry of the home screen: title, one line about it, and its buttons."""

    def __init__(self, game: GameEntry, has_save: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName(f"tile-{game.key}")
        self.setProperty("tile", True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        outer = QHBoxLayout(self)
        self._outer = outer
        layout = QVBoxLayout()
        outer.addLayout(layout, 3)
        self.emblem = Emblem(game.key)
        outer.addWidget(self.emblem, 2)
        title = QLabel(game.title())
        title.setProperty("role", "tile-title")
        blurb = QLabel(game.blurb())
        blurb.setWordWrap(True)
        blurb.setProperty("role", "tile-blurb")
        blurb.setObjectName("tile-blurb")
        self.blurb = blurb
        # Title, words and buttons together, in the middle of the tile's height: in a large
        # window the tile is tall, and a gap between the words and their button read as empty.
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(blurb)
        layout.addSpacing(10)
        self._build_buttons(layout, game, has_save)
        layout.addStretch(1)
        self.compact: bool | None = None
        self.set_compact(False)

    def _build_buttons(self, layout: QVBoxLayout, game: GameEntry, has_save: bool) -> None:
        # Two buttons a row: New game beside Resume, or beside Learn by playing when there is
        # nothing to resume (three do not fit side by side in French at 1024 px). A compact
        # tile stacks them all.
        buttons = QVBoxLayout()
        buttons.setSpacing(6)
        self._rows = (QHBoxLayout(), QHBoxLayout())
        self.open_button = QPushButton()
        self.resume_button = QPushButton(self.tr("Resume"))
        # Every game has its lesson on its own table (issue 26).
        self.learn_button = QPushButton(self.tr("Learn by playing"))
        self.learn_button.setObjectName(f"learn-{game.key}")
        self.learn_button.setToolTip(
            self.tr("A short guided deal on the real table: one sentence at each step.")
        )
        if not (game.is_game and game.available()):
            self.learn_button.hide()
        resumable = has_save and game.is_game
        if not resumable:
            self.resume_button.hide()
        if not game.available():
            self.open_button.setText(self.tr("Not available yet"))
            self.open_button.setEnabled(False)
            self.open_button.setToolTip(self.tr("This part of Abyss Cards is still being built."))
        elif game.is_game:
            self.open_button.setText(self.tr("New game"))
        else:
            self.open_button.setText(self.tr("Open"))
        left = Qt.AlignmentFlag.AlignLeft
        first, second = self._rows
        first.addWidget(self.open_button, 0, left)
        first.addWidget(self.resume_button, 0, left)
        (second if resumable else first).addWidget(self.learn_button, 0, left)
        for row in self._rows:
            row.setSpacing(6)
            row.addStretch(1)
            buttons.addLayout(row)
        layout.addLayout(buttons)

    def set_compact(self, compact: bool) -> None:
        if compact == self.compact:
            return
        self.compact = compact
        self._outer.setContentsMargins(*((12, 12, 12, 12) if compact else (18, 16, 18, 16)))
        self._outer.setStretch(1, 1 if compact else 2)
        for row in self._rows:
            row.setDirection(
                QHBoxLayout.Direction.TopToBottom if compact else QHBoxLayout.Direction.LeftToRight
            )


class HomePage(QWidget):
    openRequested = Signal(str)
    resumeRequested = Signal(str)
    learnRequested = Signal(str)
    # Once, when the page is first on screen: what can wait for the click is prepared after.
    firstPainted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.tiles: dict[str, GameTile] = {}
        # The page scrolls when the window is too small for every tile's whole text; the
        # content is never narrower than the window, so only a vertical bar can appear.
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("home-scroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setStyleSheet(
            "QScrollArea#home-scroll, QWidget#home-content { background: transparent; }"
        )
        # A viewport of our own, which paints no background, rather than the default one
        # reached by ``viewport()``: PySide6 would resolve every QtWidgets class to name the
        # type of the widget Qt returns (~75 enums made, ~30 ms before the window shows).
        self.scroll_area.setViewport(QWidget())
        self.content = QWidget()
        self.content.setObjectName("home-content")
        self.scroll_area.setWidget(self.content)
        self.content.setAutoFillBackground(False)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll_area)
        self._layout = QVBoxLayout(self.content)
        self._layout.setContentsMargins(32, 24, 32, 24)
        self._painted = False
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the page (after a language change, or when saves appear or go)."""
        _clear(self._layout)
        self.tiles.clear()

        title = QLabel(self.tr("Abyss Cards"))
        title.setProperty("role", "home-title")
        self.scroll_area.setAccessibleName(self.tr("Games and score sheets"))
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
            self.resume_button.setText(
                self.tr("Resume the game — {game}").format(game=latest.title())
            )
            self.resume_button.clicked.connect(lambda: self.resumeRequested.emit(latest.key))
        row = QHBoxLayout()
        row.addWidget(self.resume_button)
        self.resume_button.setVisible(bool(saves))
        row.addStretch(1)
        self._layout.addLayout(row)

        grid = QGridLayout()
        grid.setSpacing(16)
        for i, game in enumerate(entries()):
            tile = GameTile(game, game.key in saves)
            tile.open_button.clicked.connect(lambda _=False, k=game.key: self.openRequested.emit(k))
            tile.resume_button.clicked.connect(
                lambda _=False, k=game.key: self.resumeRequested.emit(k)
            )
            tile.learn_button.clicked.connect(
                lambda _=False, k=game.key: self.learnRequested.emit(k)
            )
            self.tiles[game.key] = tile
            grid.addWidget(tile, i // 2, i % 2)
        self._layout.addLayout(grid, 1)
        hint = QLabel(self.tr("Rules of each game: Help menu → Rules (F1)."))
        hint.setProperty("role", "home-hint")
        hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        self._layout.addWidget(hint)
        self._apply_width()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._apply_width()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()

    def _apply_width(self) -> None:
        # Decided on the page's width (the window's), never on the tiles' (they follow it).
        compact = self.width() < COMPACT_PAGE
        margin = 16 if compact else 32
        self._layout.setContentsMargins(margin, 24, margin, 24)
        for tile in self.tiles.values():
            tile.set_compact(compact)


def _clear(layout: QLayout) -> None:
    """Empty ``layout``: its widgets deleted, its inner layouts emptied."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.deleteLater()
        elif inner is not None:
            _clear(inner)
