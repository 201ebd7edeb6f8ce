"""The history dock: every move told in a sentence, newest last, with the round it belongs to.
The screen adds the sentences (a game's own ``describe``); the dock only lists them."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget

from abyss_cards.ui.table.docks import dock_features

# Older lines are dropped past this many: a long game must not grow the list for ever.
KEPT_LINES = 400


class FollowingList(QListWidget):
    """A list of sentences, newest last, that keeps its end in sight whenever it is laid out
    again (first shown, resized, its wrapped lines measured after a resumed game filled it at
    once), unless the person scrolled up to read older lines: then it stays there until they
    come back to the end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._following = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._range_changed)

    def _moved(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self._following:
            self.verticalScrollBar().setValue(high)


class HistoryDock(QDockWidget):
    def __init__(self, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setFeatures(dock_features())
        self.lines = FollowingList()
        self._scroll_due = False  # a scroll to the newest line is on its way
        self.lines.setWordWrap(True)
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lines.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setWidget(self.lines)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.lines.setAccessibleName(self.windowTitle())

    def add(self, text: str, *, heading: bool = False) -> None:
        if not text:
            return
        item = QListWidgetItem(text)
        if heading:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.lines.addItem(item)
        while self.lines.count() > KEPT_LINES:
            self.lines.takeItem(0)
        # Once per pass, however many lines came: each scroll lays out the whole wrapped list
        # (3 ms at a few hundred lines, on the GUI thread, for every line of a move).
        if not self._scroll_due:
            self._scroll_due = True
            QTimer.singleShot(0, self, self._scroll_to_newest)

    def _scroll_to_newest(self) -> None:
        self._scroll_due = False
        self.lines.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.lines.item(i).text() for i in range(self.lines.count())]

    def clear(self) -> None:
        self.lines.clear()
