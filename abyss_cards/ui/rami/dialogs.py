"""The new-match dialog and the summary shown at the end of each deal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.describe import Rami

LEVELS = ("easy", "medium", "expert")


def level_text(level: str) -> str:
    return {"easy": Rami.tr("easy"), "medium": Rami.tr("medium"), "expert": Rami.tr("expert")}.get(
        level, level)


class NewGameDialog(QDialog):
    """You against the computer, or two people on one screen."""

    def __init__(self, settings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(Rami.tr("New Rami match"))
        remembered = dict(settings.remembered.get("rami_new_game") or {})
        form = QFormLayout()
        self.name = QLineEdit(settings.player_name or Rami.tr("You"))
        self.opponent = QComboBox()
        self.opponent.addItem(Rami.tr("The computer"), BOT)
        self.opponent.addItem(Rami.tr("Another person, on this screen"), HUMAN)
        self.opponent.setCurrentIndex(1 if remembered.get("opponent") == HUMAN else 0)
        self.level = QComboBox()
        for lvl in LEVELS:
            self.level.addItem(level_text(lvl), lvl)
        self.level.setCurrentIndex(LEVELS.index(remembered.get("level", "medium"))
                                   if remembered.get("level") in LEVELS else 1)
        self.other_name = QLineEdit(remembered.get("other_name") or "Yasmine")
        self.seed = QSpinBox()
        self.seed.setRange(0, 10**6)
        self.seed.setSpecialValueText(Rami.tr("random"))
        form.addRow(Rami.tr("Your name"), self.name)
        form.addRow(Rami.tr("Opponent"), self.opponent)
        form.addRow(Rami.tr("Computer level"), self.level)
        form.addRow(Rami.tr("Opponent's name"), self.other_name)
        form.addRow(Rami.tr("Deal number (seed)"), self.seed)
        rules = QLabel(Rami.tr("81 points to open with a clean run; the first to reach 500 points "
                            "loses the match."))
        rules.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        col = QVBoxLayout(self)
        col.addLayout(form)
        col.addWidget(rules)
        col.addWidget(buttons)
        self.opponent.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.opponent.currentData() == BOT)

    def seats(self) -> list[Seat]:
        me = self.name.text().strip() or Rami.tr("You")
        other = self.other_name.text().strip() or Rami.tr("Opponent")
        if self.opponent.currentData() == BOT:
            return [Seat(me, HUMAN), Seat(other, BOT, self.level.currentData())]
        return [Seat(me, HUMAN), Seat(other, HUMAN)]

    def seed_value(self) -> int | None:
        return self.seed.value() or None

    def remember(self) -> dict:
        return {"opponent": self.opponent.currentData(), "level": self.level.currentData(),
                "other_name": self.other_name.text().strip()}


class DealSummaryDialog(QDialog):
    """Who won the deal, the penalties, the cards left in hand and the totals."""

    def __init__(self, ended, names, totals, over: bool, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(Rami.tr("End of the deal"))
        self.setModal(True)
        lines = []
        if ended.winner is None:
            lines.append(Rami.tr("The deal is void."))
        else:
            lines.append(d.fill(Rami.tr("%1 wins the deal."), names[ended.winner]))
        for seat, name in enumerate(names):
            left = ended.hands[seat] if seat < len(ended.hands) else ()
            cards = d.cards_text(left) if left else Rami.tr("no card")
            lines.append(d.fill(Rami.tr("%1: %2 penalty points (left in hand: %3) — total %4."),
                                name, ended.penalties[seat], cards, totals[seat]))
        if over:
            lines.append(Rami.tr("The match is over."))
        self.summary_text = "\n".join(lines)
        label = QLabel(self.summary_text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(Rami.tr("See the result") if over else Rami.tr("Next deal"))
        buttons.accepted.connect(self.accept)
        col = QVBoxLayout(self)
        col.addWidget(label)
        col.addWidget(buttons)
        self.resize(460, 200)
