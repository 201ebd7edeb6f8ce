"""The page a game screen shows when the game is over: who won, the score sheet, and what next
(play again, the game's own extra buttons, home). It knows no game: the screen sets the title
and the scores' model, and may rename the replay button in its own words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)


class EndPage(QWidget):
    """``title``, ``scores`` and the buttons ``replay_button``, ``extra_buttons``…,
    ``home_button`` in a centred column."""

    def __init__(self, object_name: str, on_replay, on_home, *,
                 extra_buttons: tuple[QPushButton, ...] = (), replay_default: bool = True,
                 parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        col = QVBoxLayout(self)
        col.addStretch(1)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        col.addWidget(self.title)
        self.scores = QTableView()
        self.scores.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.scores.setMaximumHeight(420)
        col.addWidget(self.scores)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.replay_button = QPushButton()
        self.replay_button.setDefault(replay_default)
        self.replay_button.clicked.connect(on_replay)
        self.home_button = QPushButton()
        self.home_button.clicked.connect(lambda: on_home())
        for b in (self.replay_button, *extra_buttons, self.home_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        col.addLayout(buttons)
        col.addStretch(2)
        self.retranslate()

    def retranslate(self) -> None:
        self.replay_button.setText(self.tr("Play again"))
        self.home_button.setText(self.tr("Home"))
