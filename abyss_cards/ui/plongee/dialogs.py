"""The new-game dialog, the round summary and the statistics page of Plongée."""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.storage import results
from abyss_cards.ui.plongee.cards import FAMILIES, family
from abyss_cards.ui.plongee.describe import closing_sentence, removed_sentence
from abyss_cards.ui.table import new_game
from abyss_cards.ui.table.numbers import decimal, points, signed
from abyss_cards.ui.table.past_games import statistics_tabs
from abyss_cards.ui.table.statistics import RowsTable, StatisticsView

if TYPE_CHECKING:
    from abyss_cards.games.plongee import events as ev
    from abyss_cards.ui.table.persons import Persons

TARGETS = (10, 1000)


class NewGameDialog(new_game.NewGameDialog):
    """2–8 seats (a person or a computer player of a level), names, the score that ends the game,
    a deal number if asked."""

    def __init__(self, settings: object = None, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent, game="plongee", seats=(2, 8), players=4)
        self.setWindowTitle(self.tr("New game of Plongée"))
        self.setObjectName("plongeeNewGame")
        self.target = QSpinBox()
        self.target.setRange(*TARGETS)
        self.target.setSingleStep(10)
        # The unit in the field itself: "100 points", never a bare number.
        self.target.setSuffix(self.tr(" points"))
        self.target.setValue(new_game.whole_number(self.remembered.get("target"), *TARGETS, 100))
        self.target.setToolTip(
            self.tr(
                "The game ends after the round in which a player reaches "
                "this score; the lowest total wins."
            )
        )
        self.form.addRow(self.tr("Game &ends at:"), self.target)
        QWidget.setTabOrder(self.count, self.target)
        QWidget.setTabOrder(self.target, self.names[0])

    def remember(self) -> dict[str, Any]:
        return {**super().remember(), "target": self.target.value()}


class MiniGrid(QWidget):
    """A player's final grid, small: values in their family colour, removed cards as dots."""

    def __init__(
        self,
        values: Iterable[int | None],
        removed_columns: Iterable[int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.values = list(values)
        self.removed = set(removed_columns)
        self._cache: tuple[tuple[int, int, float, str], QPixmap] | None = None
        self.setFixedSize(4 * 30 + 3 * 3, 3 * 26 + 2 * 3)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        # Drawn once into a pixmap: a dialog that opens is painted more than once (shown, then
        # activated) while the table behind it is busy too.
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr, self.font().key())
        if self._cache is None or self._cache[0] != key:
            pixmap = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
            pixmap.setDevicePixelRatio(dpr)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setFont(self.font())
            self._paint(painter)
            painter.end()
            self._cache = (key, pixmap)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._cache[1])
        painter.end()

    def _paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        for slot, v in enumerate(self.values):
            r, c = divmod(slot, 4)
            cell = QRectF(c * 33, r * 29, 30, 26)
            if v is None or c in self.removed:
                painter.setPen(QPen(QColor("#999"), 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(cell.adjusted(1, 1, -1, -1), 4, 4)
                continue
            band, ink, _ = FAMILIES[family(v)]
            painter.setPen(QPen(QColor(band), 2))
            painter.setBrush(QColor("#fbf8f0"))
            painter.drawRoundedRect(cell.adjusted(1, 1, -1, -1), 4, 4)
            painter.setPen(QColor(ink))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(v).replace("-", "\u2212"))


class RoundSummaryDialog(QDialog):
    """The final reveal of a round, the removed columns and the doubling, in words."""

    def __init__(
        self,
        scored: ev.RoundScored,
        persons: Persons,
        game_over: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("plongeeRoundSummary")
        self.setWindowTitle(self.tr("Round %1").replace("%1", str(scored.round_number)))
        layout = QVBoxLayout(self)
        names = persons.names
        closer = scored.closer
        doubling = html.escape(closing_sentence(scored, persons))
        removed = []
        for seat, cols in enumerate(scored.removed_columns):
            if cols:
                removed.append(html.escape(removed_sentence(seat, len(cols), persons)))
        heading = QLabel(
            "<h3>"
            + self.tr("Round %1 is over").replace("%1", str(scored.round_number))
            + "</h3><p>"
            + doubling
            + "</p>"
            + ("<p>" + " ".join(removed) + "</p>" if removed else "")
        )
        heading.setWordWrap(True)
        heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(heading)
        body = QWidget()
        grid = QGridLayout(body)
        for seat, name in enumerate(names):
            mark = " ×2" if scored.doubled and seat == closer else ""
            who = QLabel(name)
            font = who.font()
            font.setBold(True)
            who.setFont(font)
            scored_points, total = scored.scored_points[seat], scored.totals[seat]
            score = QLabel(
                points(scored_points)
                + mark
                + "\n"
                + signed(self.tr("total %n point(s)", "", abs(total)), total)
            )
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(who, seat // 2, (seat % 2) * 3)
            grid.addWidget(
                MiniGrid(scored.final_grids[seat], scored.removed_columns[seat]),
                seat // 2,
                (seat % 2) * 3 + 1,
            )
            grid.addWidget(score, seat // 2, (seat % 2) * 3 + 2)
        layout.addWidget(body)
        # A button of its own, not the standard OK renamed: styles that give OK an icon drew
        # it over this longer text.
        buttons = QDialogButtonBox()
        self.next_button = buttons.addButton(
            self.tr("See the result") if game_over else self.tr("Deal the next round"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.next_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.summary_text = heading.text()


class StatisticsDialog(QDialog):
    """A person's record (games, wins, win rate per opponent level, best and average scores, a
    trend chart), then every name's games, wins and average round score."""

    def __init__(self, parent: QWidget | None = None, person: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("plongeeStatistics")
        self.setWindowTitle(self.tr("Plongée statistics"))
        outer = QVBoxLayout(self)
        figures = QWidget()
        layout = QVBoxLayout(figures)
        layout.setContentsMargins(0, 0, 0, 0)
        self.person_view = StatisticsView("plongee", person=person)
        layout.addWidget(self.person_view, 2)
        stats = results.player_statistics("plongee")
        # No taller than its rows: the room left goes to the chart above.
        self.table = RowsTable(len(stats), 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Average round score")]
        )
        for row, st in enumerate(stats):
            avg = "—" if st.average_round_score is None else decimal(st.average_round_score)
            for col, text in enumerate((st.name, str(st.games), str(st.wins), avg)):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName(self.windowTitle())
        if not stats:
            layout.addWidget(QLabel(self.tr("No finished game yet.")))
        layout.addWidget(self.table, 1)
        # The figures, and the last games to review.
        self.tabs, self.past_games = statistics_tabs(self, "plongee", figures)
        outer.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        outer.addWidget(buttons)
        from abyss_cards.ui.table.statistics import size_dialog

        size_dialog(self, 620, 600)
