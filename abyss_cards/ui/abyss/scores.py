"""The Scores dock: every seat's score as everyone may count it now (Locations, Lords, the best
federated Ally of each race), the viewer's projected score beside its own (its Monster tokens
and its hand's final federation counted), and the Pearls that break a tie. Each score's parts
are in its tooltip. Read from the engine."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDockWidget, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from abyss_cards.games.abyss import AbyssState
from abyss_cards.ui.abyss.reading import projected_score, seat_view

SCORES_DOCK = "abyssScoresDock"


class ScoresTable(QTableWidget):
    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(max(210, self.least_width()), self.minimumHeight())

    def least_width(self) -> int:
        """Every column whole (names, "25 → 103", the headings), the frame and a vertical
        scroll bar: nothing is cut nor scrolls sideways."""
        header = self.horizontalHeader()
        metrics = self.fontMetrics()
        widest_score = metrics.horizontalAdvance("888 → 888") + 12  # the scores grow
        columns = [
            max(self.sizeHintForColumn(c), header.sectionSizeHint(c), widest_score if c == 1 else 0)
            for c in range(self.columnCount())
        ]
        return sum(columns) + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()


class ScoresDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(SCORES_DOCK)
        self.table = ScoresTable(0, 3)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setObjectName("abyssScores")
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setWidget(self.table)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Scores"))
        self.table.setAccessibleName(self.tr("Scores"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Score"), self.tr("Pearls")]
        )
        tips = [
            self.tr("Who plays"),
            self.tr(
                "Locations + Lords + the best federated Ally of each race: what "
                "everyone can count. Yours: → with your Monster tokens and your "
                "hand's final federation"
            ),
            self.tr("Pearls break a tie"),
        ]
        for col, tip in enumerate(tips):
            item = self.table.horizontalHeaderItem(col)
            if item is not None:
                item.setToolTip(tip)

    def refresh(self, state: AbyssState, names: list[str], viewer: int) -> None:
        """``viewer`` -1: nobody's private values (the screen is changing hands)."""
        v = seat_view(state, max(viewer, 0))  # the public columns: any seat's view will do
        if self.table.rowCount() != len(v.players):
            self.table.setRowCount(len(v.players))
            # Every row whole: the Journal beside it gives way, not the scores.
            header = self.table.horizontalHeader().sizeHint().height()
            rows = self.table.verticalHeader().defaultSectionSize() * len(v.players)
            self.table.setMinimumHeight(header + rows + 2 * self.table.frameWidth() + 2)
        for seat, p in enumerate(v.players):
            parts = state.score_parts(seat)
            mine = seat == viewer
            score = str(p.public_score)
            if mine and not v.over:
                score += " → " + str(projected_score(state, seat))
            tip = (
                self.tr("Locations %1 · Lords %2 · Allies %3 · Monster tokens: %4")
                .replace("%1", str(parts["locations"]))
                .replace("%2", str(parts["lords"]))
                .replace("%3", str(parts["allies"]))
                .replace("%4", str(p.monster_count))
            )
            for col, text in enumerate((names[seat], score, str(p.pearls))):
                item = self.table.item(seat, col)
                if item is None:
                    item = QTableWidgetItem()
                    if col:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    self.table.setItem(seat, col, item)
                item.setText(text)
                item.setToolTip(tip)
                font = item.font()
                font.setBold(mine)
                item.setFont(font)

    def texts(self) -> list[list[str]]:
        return [
            [_text(self.table.item(r, c)) for c in range(self.table.columnCount())]
            for r in range(self.table.rowCount())
        ]


def _text(item: QTableWidgetItem | None) -> str:
    """A cell's text ("" for a cell not filled yet)."""
    return item.text() if item is not None else ""
