"""The open-discard dock and the scores dock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.ui.models.plongee_models import DiscardHistoryModel, ScoresModel, TallyModel
from abyss_cards.ui.table.docks import (
    HeadedTableView,
    ScreenDock,
    WrappingTableView,
    dock_table,
)
from abyss_cards.ui.table.score_sheet import ScoreSheet, SharedColumnsView

if TYPE_CHECKING:
    from collections.abc import Sequence

    from abyss_cards.games.plongee import PlongeeState
    from abyss_cards.games.plongee.events import RoundScored

DISCARD_DOCK = "plongeeDiscardDock"
SCORES_DOCK = "plongeeScoresDock"
# The history's columns that wrap: who, and why.
WHO, WHY = 2, 3


class DiscardDock(ScreenDock):
    """The whole discard since the last reshuffle, oldest first, and the count of each value."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(DISCARD_DOCK, parent)
        self.history_model = DiscardHistoryModel(self)
        self.tally_model = TallyModel(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(
            "background: #fff3c4; color: #4a3b00; padding: 4px; border-radius: 4px;"
        )
        self.notice.setVisible(False)
        layout.addWidget(self.notice)
        split = QSplitter(Qt.Orientation.Vertical)
        self.history = dock_table(self.history_model, WrappingTableView(wrap=(WHO, WHY)))
        self.history.verticalHeader().setVisible(False)
        # Its headings are wider than its numbers: each column is at least its heading's width.
        self.tally = dock_table(self.tally_model, HeadedTableView())
        self.tally.verticalHeader().setVisible(False)
        split.addWidget(self.history)
        split.addWidget(self.tally)
        layout.addWidget(split)
        self.setWidget(body)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open discard"))

    def refresh(self, state: PlongeeState, viewer: int) -> None:
        self.tally_model.refresh(state, viewer)
        self._show_history(state.discard_passages, state.names)

    def show_round_end(self, scored: RoundScored, names: Sequence[str]) -> None:
        """The discard as the scored round left it, every card of its grids face up (the
        state has dealt the next round already)."""
        self.tally_model.show(scored.final_grids, scored.discard_history, None)
        self._show_history(scored.discard_passages, names)

    def _show_history(
        self, passages: Sequence[tuple[int, int | None, str, int | None]], names: Sequence[str]
    ) -> None:
        self.history_model.refresh(passages, names)
        self.history.fit()
        self.history.scrollToBottom()

    def show_reshuffle(self, round_number: int) -> None:
        self.notice.setText(
            self.tr(
                "Round %1: the draw pile ran out. The discard was shuffled "
                "into a new draw pile; the history and the count start again "
                "from its top card."
            ).replace("%1", str(round_number))
        )
        self.notice.setVisible(True)

    def clear_notice(self) -> None:
        self.notice.setVisible(False)


class ScoresDock(ScreenDock):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SCORES_DOCK, parent)
        self.model = ScoresModel(self)
        # The rounds scroll over the totals, which stay in sight; every player's column fits
        # the dock's width (names on two lines, smaller, or cut with their tooltip).
        self.table = SharedColumnsView()
        self.sheet = ScoreSheet(self.model, self.table)
        # The widest values a column may show, so that its width never waits for them.
        self.table.samples = ("-888", self.model.doubled_text(-88))
        self.setWidget(self.sheet)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Scores"))

    def refresh(self, state: PlongeeState) -> None:
        self.model.refresh(state)
