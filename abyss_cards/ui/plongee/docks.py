"""The open-discard dock and the scores dock."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDockWidget,
    QFrame,
    QHeaderView,
    QLabel,
    QSplitter,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.ui.models.plongee_models import DiscardHistoryModel, ScoresModel, TallyModel
from abyss_cards.ui.table.docks import dock_features, dock_table

DISCARD_DOCK = "plongeeDiscardDock"
# What a wrapped text cannot break: its words, a hyphen staying with the part before it.
_BREAKS = re.compile(r"[^\s-]+-?|-")
SCORES_DOCK = "plongeeScoresDock"


class _DockTableView(QTableView):
    """A dock's table. Item views redraw all their cells when their window is activated or
    deactivated, or when they lose the focus (a round summary opening over the table): only
    what looks different is redrawn when there is no selection and the inactive colours are
    the active ones — nothing, or the current cell whose focus frame goes."""

    _ACTIVATION = (QEvent.Type.WindowActivate, QEvent.Type.WindowDeactivate)

    def event(self, event) -> bool:
        if event.type() in self._ACTIVATION and self._same_when_inactive():
            return QFrame.event(self, event)  # past QAbstractItemView's repaint of every cell
        return super().event(event)

    def viewportEvent(self, event) -> bool:  # noqa: N802
        if event.type() in self._ACTIVATION and self._same_when_inactive():
            return False  # the viewport's own handling, which repaints only what changes
        return super().viewportEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: N802
        # Qt redraws every cell when an item view loses the focus (a dialog opening over the
        # window takes it); only the current cell's focus frame goes.
        if self._same_when_inactive():
            QAbstractScrollArea.focusOutEvent(self, event)
            current = self.currentIndex()
            if current.isValid():
                self.viewport().update(self.visualRect(current))
            return
        super().focusOutEvent(event)

    def _same_when_inactive(self) -> bool:
        selection = self.selectionModel()
        return ((selection is None or not selection.hasSelection())
                and self.palette().isEqual(QPalette.ColorGroup.Active,
                                           QPalette.ColorGroup.Inactive))


class _AppendOnlyTableView(_DockTableView):
    """A table whose model mostly changes at its end (the discard history): the width hints
    of its columns sized to contents are kept row by row, where Qt would measure every row
    again after each insertion or removal, and a text already measured in a column is not
    measured again (after a reshuffle the history starts over with the same texts). This holds
    because a cell's other roles (font, alignment) depend on its column only, as in the
    history. The widths are the ones Qt computes, to the pixel."""

    def __init__(self) -> None:
        super().__init__()
        self._widths: dict[int, list[int]] = {}  # column: width hint of rows 0, 1, …
        self._by_text: dict[tuple[int, str], int] = {}  # (column, text): width hint

    def setModel(self, model) -> None:  # noqa: N802 - Qt's name
        old = self.model()
        if old is not None:
            for signal in self._invalidating(old):
                signal.disconnect(self._forget)
            old.modelReset.disconnect(self._reset)
            old.rowsInserted.disconnect(self._rows_changed)
            old.rowsRemoved.disconnect(self._rows_changed)
        super().setModel(model)
        for signal in self._invalidating(model):
            signal.connect(self._forget)
        model.modelReset.connect(self._reset)
        model.rowsInserted.connect(self._rows_changed)
        model.rowsRemoved.connect(self._rows_changed)
        self._forget()

    @staticmethod
    def _invalidating(model):
        return (model.rowsMoved, model.layoutChanged, model.dataChanged,
                model.headerDataChanged, model.columnsInserted, model.columnsRemoved)

    def _forget(self, *_args) -> None:
        self._widths.clear()
        self._by_text.clear()

    def _reset(self) -> None:
        self._widths.clear()  # new rows, but texts measured before keep their widths

    def _rows_changed(self, parent, first: int, _last: int) -> None:
        # Rows from ``first`` on moved or went: measure them again when asked.
        if not parent.isValid():
            for widths in self._widths.values():
                del widths[first:]

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._forget()
        super().changeEvent(event)

    def sizeHintForColumn(self, column: int) -> int:  # noqa: N802
        model = self.model()
        if model is None:
            return -1
        root = self.rootIndex()
        rows = model.rowCount(root)
        widths = self._widths.setdefault(column, [])
        precision = self.verticalHeader().resizeContentsPrecision()
        if len(widths) > rows or self.verticalHeader().count() != rows or root.isValid() \
                or 0 < precision < rows or any(self.isRowHidden(r) for r in range(rows)):
            widths.clear()
            return super().sizeHintForColumn(column)  # not the simple case: Qt's own way
        self.ensurePolished()
        by_text = self._by_text
        for row in range(len(widths), rows):
            index = model.index(row, column, root)
            key = (column, str(index.data()))
            width = by_text.get(key)
            if width is None:
                width = by_text[key] = self.sizeHintForIndex(index).width()
            widths.append(width)
        hint = max(widths, default=0)
        return hint + 1 if self.showGrid() else hint


class _HistoryView(_AppendOnlyTableView):
    """The discard history, whose who and why wrap onto more lines instead of being cut: no
    text is ever cut, nor hidden sideways, however narrow the dock. ``fit`` sets the widths —
    order and card to their texts, who to its names but at most half of what is left, why the
    rest — then each row's height to what its texts need. Heights are kept row by row and per
    texts, as the widths are: a row is measured again only when the widths change."""

    WHO, WHY = 2, 3

    def __init__(self) -> None:
        super().__init__()
        self._heights: list[int] = []  # height hint of rows 0, 1, … at the present widths
        self._by_texts: dict[tuple, int] = {}  # (who, why, their widths): height hint
        self._text_widths: dict[str, tuple[int, int]] = {}  # text: its width, its longest word's
        self._fitting = False
        self.setWordWrap(True)

    def setModel(self, model) -> None:  # noqa: N802 - Qt's name
        super().setModel(model)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)

    def _forget(self, *_args) -> None:
        super()._forget()
        self._heights = []
        self._by_texts = {}
        self._text_widths = {}

    def _reset(self) -> None:
        super()._reset()
        self._heights = []

    def _rows_changed(self, parent, first: int, last: int) -> None:
        super()._rows_changed(parent, first, last)
        if not parent.isValid():
            del self._heights[first:]

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fit()

    def viewportEvent(self, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self.fit()  # the dock was resized, or the vertical scroll bar came or went
        return super().viewportEvent(event)

    def fit(self) -> None:
        """The columns to the width there is, then the rows to their texts."""
        model = self.model()
        if model is None or self._fitting:
            return
        self._fitting = True
        try:
            self._fit_columns()
            self._fit_rows()
        finally:
            self._fitting = False

    def _fit_columns(self) -> None:
        header = self.horizontalHeader()
        order, card = (max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in (0, 1))
        room = self.viewport().width() - order - card
        who_whole, who_least = self._needs(self.WHO)
        why_whole, why_least = self._needs(self.WHY)
        if who_whole + why_whole <= room:
            who = who_whole  # every text on one line
        else:
            who = min(who_whole, room // 2, room - why_least)
        who = max(who, who_least)
        # Only a dock too narrow for the longest words scrolls sideways.
        widths = (order, card, who, max(why_least, room - who))
        if any(self.columnWidth(c) != w for c, w in enumerate(widths)):
            for c, w in enumerate(widths):
                self.setColumnWidth(c, w)
            self._heights = []  # the texts wrap elsewhere now

    def _needs(self, column: int) -> tuple[int, int]:
        """The widths ``column`` needs to show all the texts it may show on one line each, and
        to show them wrapped (their longest word). Every text it may show, not only the rows
        there are: the columns keep their widths all game long."""
        style = self.style()
        padding = (2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
                        + 1) + (1 if self.showGrid() else 0) + 1)
        whole = least = self.horizontalHeader().sectionSizeHint(column)
        for text in self.model().column_texts(column):
            widths = self._text_widths.get(text)
            if widths is None:
                metrics = self.fontMetrics()
                widths = self._text_widths[text] = (
                    metrics.horizontalAdvance(text),
                    max((metrics.horizontalAdvance(w) for w in _BREAKS.findall(text)), default=0))
            whole = max(whole, widths[0] + padding)
            least = max(least, widths[1] + padding)
        return whole, least

    def _fit_rows(self) -> None:
        rows = self.verticalHeader()
        for row in range(self.model().rowCount()):
            height = self.sizeHintForRow(row)
            if rows.sectionSize(row) != height:
                rows.resizeSection(row, height)

    def sizeHintForRow(self, row: int) -> int:  # noqa: N802
        model = self.model()
        if model is None or not 0 <= row < model.rowCount():
            return super().sizeHintForRow(row)
        heights = self._heights
        if len(heights) > model.rowCount():
            heights.clear()
        least = self.verticalHeader().defaultSectionSize()
        for r in range(len(heights), row + 1):
            key = (str(model.index(r, self.WHO).data()), str(model.index(r, self.WHY).data()),
                   self.columnWidth(self.WHO), self.columnWidth(self.WHY))
            height = self._by_texts.get(key)
            if height is None:
                # Wrapped lines get a little air, as one-line rows have.
                height = self._by_texts[key] = max(least, super().sizeHintForRow(r) + 3)
            heights.append(height)
        return heights[row]


def _table(model, view: QTableView | None = None) -> QTableView:
    return dock_table(model, _DockTableView() if view is None else view)


class DiscardDock(QDockWidget):
    """The whole discard since the last reshuffle, oldest first, and the count of each value."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(DISCARD_DOCK)
        self.setFeatures(dock_features())
        self.history_model = DiscardHistoryModel(self)
        self.tally_model = TallyModel(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("background: #fff3c4; color: #4a3b00; padding: 4px;"
                                  " border-radius: 4px;")
        self.notice.setVisible(False)
        layout.addWidget(self.notice)
        split = QSplitter(Qt.Orientation.Vertical)
        self.history = _table(self.history_model, _HistoryView())
        self.history.verticalHeader().setVisible(False)
        self.tally = _table(self.tally_model)
        self.tally.verticalHeader().setVisible(False)
        self.tally.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        split.addWidget(self.history)
        split.addWidget(self.tally)
        layout.addWidget(split)
        self.setWidget(body)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open discard"))

    def refresh(self, state, viewer: int) -> None:
        self.history_model.refresh(state.discard_log, state.names)
        self.history.fit()
        self.tally_model.refresh(state, viewer)
        self.history.scrollToBottom()

    def show_reshuffle(self, round_number: int) -> None:
        self.notice.setText(self.tr("Round %1: the draw pile ran out. The discard was shuffled "
                                    "into a new draw pile; the history and the count start again "
                                    "from its top card.").replace("%1", str(round_number)))
        self.notice.setVisible(True)

    def clear_notice(self) -> None:
        self.notice.setVisible(False)


class ScoresDock(QDockWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(SCORES_DOCK)
        self.setFeatures(dock_features())
        self.model = ScoresModel(self)
        self.table = _table(self.model)
        # Names stay whole; with many players the table scrolls sideways instead.
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.setWidget(self.table)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Scores"))

    def refresh(self, state) -> None:
        self.model.refresh(state)
