"""The new-game dialog of Abyss: two to four seats, each a person or a computer player of a
level, their names; the seed out of sight in an "Advanced" fold. The choices are remembered."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.ui.models.session import BOT, HUMAN, Seat

BOT_NAMES = ("Ondine", "Marin", "Nacre")
MAX_SEATS = 4
# (kind, level) per choice of the "Played by" list, in its order.
CHOICES = ((HUMAN, ""), (BOT, "easy"), (BOT, "medium"), (BOT, "expert"))


class NewGameDialog(QDialog):
    """2–4 seats (a person or a computer player of a level), names, an optional seed."""

    def __init__(self, settings=None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game of Abyss"))
        self.setObjectName("abyssNewGame")
        remembered = (getattr(settings, "remembered", {}) or {}).get("abyss_new_game", {})
        if not isinstance(remembered, dict):
            remembered = {}
        person = (getattr(settings, "player_name", "") or "").strip() or self.tr("You")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, MAX_SEATS)
        players = remembered.get("players", 2)
        self.count.setValue(players if isinstance(players, int) and 2 <= players <= 4 else 2)
        form.addRow(self.tr("Players:"), self.count)
        layout.addLayout(form)
        self.grid = QGridLayout()
        self.grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        self.grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        saved_seats = remembered.get("seats") if isinstance(remembered.get("seats"), list) else []
        for i in range(MAX_SEATS):
            label = QLabel(self.tr("Seat %1").replace("%1", str(i + 1)))
            name = QLineEdit()
            name.setMaxLength(24)
            kind = QComboBox()
            kind.addItem(self.tr("A person"))
            kind.addItem(self.tr("Computer: easy"))
            kind.addItem(self.tr("Computer: medium"))
            kind.addItem(self.tr("Computer: expert"))
            saved = saved_seats[i] if i < len(saved_seats) and isinstance(saved_seats[i], dict) \
                else {}
            name.setText(str(saved.get("name") or (person if i == 0 else BOT_NAMES[i - 1])))
            choice = saved.get("choice", 0 if i == 0 else 2)
            kind.setCurrentIndex(choice if isinstance(choice, int) and 0 <= choice < 4 else 2)
            label.setBuddy(name)
            # Each seat's two fields, named for a screen reader ("Seat 2: played by").
            name.setAccessibleName(self.tr("Seat %1: name").replace("%1", str(i + 1)))
            kind.setAccessibleName(self.tr("Seat %1: played by").replace("%1", str(i + 1)))
            self.grid.addWidget(label, i + 1, 0)
            self.grid.addWidget(name, i + 1, 1)
            self.grid.addWidget(kind, i + 1, 2)
            self.names.append(name)
            self.kinds.append(kind)
        layout.addLayout(self.grid)
        # The seed, for replaying a deal: out of sight unless asked for.
        self.advanced = QToolButton()
        self.advanced.setCheckable(True)
        self.advanced.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced.setText(self.tr("Advanced"))
        self.advanced.toggled.connect(self._fold)
        layout.addWidget(self.advanced)
        self.fold = QWidget()
        fold_form = QFormLayout(self.fold)
        fold_form.setContentsMargins(16, 0, 0, 0)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("A number replays the same deal; leave empty for a new one."))
        fold_form.addRow(self.tr("Seed:"), self.seed)
        self.fold.setVisible(False)
        layout.addWidget(self.fold)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b03030")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows()

    def _fold(self, open_: bool) -> None:
        self.fold.setVisible(open_)
        self.advanced.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.adjustSize()

    def _show_rows(self) -> None:
        n = self.count.value()
        for i in range(MAX_SEATS):
            for col in range(3):
                self.grid.itemAtPosition(i + 1, col).widget().setVisible(i < n)
        self.adjustSize()

    def seats(self) -> list[Seat]:
        out = []
        for i in range(self.count.value()):
            kind, level = CHOICES[self.kinds[i].currentIndex()]
            name = self.names[i].text().strip() or self.tr("Player %1").replace("%1", str(i + 1))
            out.append(Seat(name, kind, level or "medium"))
        return out

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def _accept(self) -> None:
        text = self.seed.text().strip()
        if text and not text.isdigit():
            self.error.setText(self.tr("The seed must be a whole number (or empty)."))
            self.advanced.setChecked(True)
            return
        names = [s.name.casefold() for s in self.seats()]
        if len(set(names)) != len(names):
            self.error.setText(self.tr("Each seat needs a name of its own."))
            return
        self.accept()

    def remember(self) -> dict:
        return {
            "players": self.count.value(),
            "seats": [{"name": self.names[i].text(), "choice": self.kinds[i].currentIndex()}
                      for i in range(MAX_SEATS)],
        }
