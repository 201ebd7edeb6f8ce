"""The new-match dialog and the summary shown at the end of each deal."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.table.lesson import offer_lesson
from abyss_cards.ui.table.new_game import NAME_LENGTH, AdvancedFold, remembered_choices
from abyss_cards.ui.table.persons import is_default_you

if TYPE_CHECKING:
    from abyss_cards.games.rami.events import DealEnded
    from abyss_cards.ui.table.renderer import CardRenderer

LEVELS = ("easy", "medium", "expert")


def level_text(level: str) -> str:
    return {"easy": Rami.tr("easy"), "medium": Rami.tr("medium"), "expert": Rami.tr("expert")}.get(
        level, level
    )


class NewGameDialog(QDialog):
    """You against the computer, or two people on one screen; the deal number in the shared
    "Advanced" fold."""

    def __init__(self, settings: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(Rami.tr("New Rami match"))
        self.setObjectName("ramiNewGame")
        remembered = remembered_choices(settings, "rami_new_game")
        form = QFormLayout()
        name = getattr(settings, "player_name", "")
        self.name = QLineEdit(
            (name.strip() if isinstance(name, str) else "")[:NAME_LENGTH] or Rami.tr("You")
        )
        self.name.setMaxLength(NAME_LENGTH)
        self.opponent = QComboBox()
        self.opponent.addItem(Rami.tr("The computer"), BOT)
        self.opponent.addItem(Rami.tr("Another person, on this screen"), HUMAN)
        self.opponent.setCurrentIndex(1 if remembered.get("opponent") == HUMAN else 0)
        self.level = QComboBox()
        for lvl in LEVELS:
            self.level.addItem(level_text(lvl), lvl)
        level = remembered.get("level")
        self.level.setCurrentIndex(LEVELS.index(level) if level in LEVELS else 1)
        other = remembered.get("other_name")
        self.other_name = QLineEdit(
            other.strip()[:NAME_LENGTH] if isinstance(other, str) and other.strip() else "Yasmine"
        )
        self.other_name.setMaxLength(NAME_LENGTH)
        form.addRow(Rami.tr("Your name"), self.name)
        form.addRow(Rami.tr("Opponent"), self.opponent)
        form.addRow(Rami.tr("Computer level"), self.level)
        form.addRow(Rami.tr("Opponent's name"), self.other_name)
        rules = QLabel(
            Rami.tr(
                "81 points to open with a clean run; the first to reach 500 points loses the match."
            )
        )
        rules.setWordWrap(True)
        self.advanced_fold = AdvancedFold("rami")
        self.advanced_fold.toggled.connect(lambda _open: self.adjustSize())
        self.seed = self.advanced_fold.seed
        self.error = QLabel()
        self.error.setObjectName("newGameProblem")
        self.error.setStyleSheet("color: #b03030")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(Rami.tr("Play"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        col = QVBoxLayout(self)
        col.addLayout(form)
        col.addWidget(rules)
        col.addWidget(self.advanced_fold)
        col.addWidget(self.error)
        col.addWidget(buttons)
        offer_lesson(self, col, settings, "rami")
        self._renamed = ""  # the default name "Player 1" stands for, between two people
        self.opponent.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        against_computer = self.opponent.currentData() == BOT
        self.level.setEnabled(against_computer)
        # Between two people nobody is "you": the default name gives way to "Player 1" while
        # they share the screen, and comes back against the computer.
        player = d.fill(Rami.tr("Player %1"), 1)
        if not against_computer and is_default_you(self.name.text()):
            self._renamed = self.name.text()
            self.name.setText(player)
        elif against_computer and self._renamed and self.name.text() == player:
            self.name.setText(self._renamed)
            self._renamed = ""

    def seats(self) -> list[Seat]:
        me = self.name.text().strip() or Rami.tr("You")
        other = self.other_name.text().strip() or Rami.tr("Opponent")
        if self.opponent.currentData() == BOT:
            return [Seat(me, HUMAN), Seat(other, BOT, self.level.currentData())]
        return [Seat(me, HUMAN), Seat(other, HUMAN)]

    def seed_value(self) -> int | None:
        return self.advanced_fold.seed_value()

    def problem(self) -> str:
        """Why the match cannot start with these choices, in plain words; empty if it can."""
        me, other = (s.name for s in self.seats())
        if me.casefold() == other.casefold():
            return d.fill(Rami.tr("Both players are called %1: give each a name of their own."), me)
        return self.advanced_fold.seed_problem()

    def _accept(self) -> None:
        if self.advanced_fold.may_start(self.error, self.problem()):
            self.accept()
        else:
            self.adjustSize()

    def remember(self) -> dict[str, Any]:
        return {
            "opponent": self.opponent.currentData(),
            "level": self.level.currentData(),
            "other_name": self.other_name.text().strip(),
        }


class DealSummaryDialog(QDialog):
    """Who won the deal, then one row per player: the cards left in hand drawn as cards, the
    penalty and the new total. The next deal starts only when the person presses the button.
    ``you``: the seat told in the second person (the person at the screen), or ``None``."""

    CARD_WIDTH = 34

    def __init__(
        self,
        ended: DealEnded,
        names: Sequence[str],
        totals: Sequence[int],
        over: bool,
        parent: QWidget | None = None,
        *,
        you: int | None = None,
        renderer: CardRenderer | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(Rami.tr("End of the deal"))
        self.setObjectName("ramiDealSummary")
        self.setModal(True)
        lines = []
        if ended.winner is None:
            lines.append(Rami.tr("The deal is void."))
        else:
            lines.append(d.deal_won_sentence(names[ended.winner], ended.winner == you))
        col = QVBoxLayout(self)
        self.heading = QLabel(lines[0])
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        col.addWidget(self.heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        self.card_labels: list[list[QLabel]] = []
        for seat, name in enumerate(names):
            left = ended.hands[seat] if seat < len(ended.hands) else ()
            penalty = ended.penalties[seat]
            if ended.winner == seat:
                what = Rami.tr("went out: no penalty")
            elif not left:
                what = Rami.tr("no card left")
            else:
                what = d.fill(Rami.tr("%1 penalty points"), penalty)
            who = QLabel(f"<b>{escape(name)}</b>")
            grid.addWidget(who, seat, 0)
            cards = self._left_cards(left, renderer)
            grid.addLayout(cards, seat, 1)
            grid.addWidget(QLabel(what), seat, 2)
            grid.addWidget(QLabel(d.fill(Rami.tr("total %1 points"), totals[seat])), seat, 3)
            template = (
                Rami.tr("Your penalty: %2 points (left in hand: %3) — total %4.")
                if seat == you
                else Rami.tr("%1: %2 penalty points (left in hand: %3) — total %4.")
            )
            lines.append(
                d.fill(
                    template,
                    name,
                    penalty,
                    d.cards_text(left) if left else Rami.tr("no card"),
                    totals[seat],
                )
            )
        grid.setColumnStretch(1, 1)
        col.addLayout(grid)
        if over:
            lines.append(Rami.tr("The match is over."))
            end = QLabel(lines[-1])
            col.addWidget(end)
        # The same facts as words: for screen readers and for copying.
        self.summary_text = "\n".join(lines)
        self.setAccessibleDescription(self.summary_text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(Rami.tr("See the result") if over else Rami.tr("Next deal"))
        buttons.accepted.connect(self.accept)
        col.addWidget(buttons)
        self.resize(560, 220)

    def _left_cards(self, left: Sequence[str], renderer: CardRenderer | None) -> QHBoxLayout:
        """A player's cards left in hand, drawn (or named) in a row."""
        cards = QHBoxLayout()
        cards.setSpacing(2)
        row_labels = []
        for code in left:
            label = QLabel()
            label.setObjectName("summaryCard")
            label.setToolTip(d.card_text(code))
            label.setAccessibleName(d.card_text(code))
            if renderer is not None:
                w = self.CARD_WIDTH
                dpr = self.devicePixelRatioF()
                label.setPixmap(renderer.pixmap(code, w, w * 1.45, dpr))
            else:
                label.setText(d.card_text(code))
            cards.addWidget(label)
            row_labels.append(label)
        cards.addStretch(1)
        self.card_labels.append(row_labels)
        return cards


class StatisticsDialog(QDialog):
    """A person's Rami record from the results database: games, wins, the win rate per opponent
    level, the best and average totals (the lowest total wins the match) and the trend."""

    def __init__(self, parent: QWidget | None = None, person: str | None = None) -> None:
        from abyss_cards.ui.table.statistics import StatisticsView

        super().__init__(parent)
        self.setObjectName("ramiStatistics")
        self.setWindowTitle(Rami.tr("Rami statistics"))
        col = QVBoxLayout(self)
        self.person_view = StatisticsView("rami", person=person)
        from abyss_cards.ui.table.past_games import statistics_tabs

        # The figures, and the last matches to review.
        self.tabs, self.past_games = statistics_tabs(self, "rami", self.person_view)
        col.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        from abyss_cards.ui.table.statistics import size_dialog

        size_dialog(self, 620, 520)
