"""The history dock: every move told in a sentence, newest last, with the round it belongs to.
The screen adds the sentences (a game's own ``describe``); the dock only lists them.

A line activated (a double click, Enter) says so (``FollowingList.line_chosen``): once the game
is over, the screens open its review at that line's move (``GameScreenMixin``). Each line of
the History keeps how many of the game's actions were played when it was told
(``HistoryDock.played_at``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from abyss_cards.ui.table.docks import ScreenDock
from abyss_cards.ui.table.review import ReviewWords

# Older lines are dropped past this many: a long game must not grow the list for ever.
KEPT_LINES = 400
# The data role of a line that holds what it was told after (the History: the count of the
# game's actions played; the Journal: the index of its event).
PLAYED_ROLE = Qt.ItemDataRole.UserRole + 1


class FollowingList(QListWidget):
    """A list of sentences, newest last, that keeps its end in sight whenever it is laid out
    again (first shown, resized, its wrapped lines measured after a resumed game filled it at
    once), unless the person scrolled up to read older lines: then it stays there until they
    come back to the end.

    A line activated (a double click, Enter) is told by ``line_chosen`` (its row, its text)."""

    line_chosen = Signal(int, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.activated.connect(self._activated)
        self.retranslate()
        self._following = True
        self._scroll_due = False  # a scroll to the newest line is on its way
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._range_changed)

    def scroll_to_newest_soon(self) -> None:
        """Scrolled to the newest line on the next pass, once however many lines came (the
        History's and the Journal's): each scroll lays out the whole wrapped list again (3 ms
        at a few hundred lines, on the GUI thread), not in the pass that plays the move."""
        if not self._scroll_due:
            self._scroll_due = True
            QTimer.singleShot(0, self, self._scroll_to_newest)

    def _scroll_to_newest(self) -> None:
        self._scroll_due = False
        self.scrollToBottom()

    def _moved(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self._following:
            self.verticalScrollBar().setValue(high)

    def retranslate(self) -> None:
        """What a line does once the game is over, in the language of the moment."""
        self.setToolTip(
            ReviewWords.tr(
                "Once the game is over, a double click on a line (or Enter) reviews the game "
                "from its move."
            )
        )

    def _activated(self, index: QModelIndex | QPersistentModelIndex) -> None:
        if index.isValid():
            self.line_chosen.emit(index.row(), str(index.data() or ""))

    def told_after(self, row: int) -> int | None:
        """What line ``row`` was told after (``PLAYED_ROLE``), if it says."""
        item = self.item(row)
        value = item.data(PLAYED_ROLE) if item is not None else None
        return value if isinstance(value, int) else None


class HistoryDock(ScreenDock):
    def __init__(self, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(object_name, parent)
        self.lines = FollowingList()
        # How many of the game's actions are played now (the screen says): kept on each line.
        self.played: Callable[[], int] | None = None
        self.lines.setWordWrap(True)
        # A click leaves the keys with the table; Tab reaches the lines (Enter opens a review).
        self.lines.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.lines.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setWidget(self.lines)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.lines.setAccessibleName(self.windowTitle())
        self.lines.retranslate()

    def add(self, text: str, *, heading: bool = False) -> None:
        if not text:
            return
        item = QListWidgetItem(text)
        if heading:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        if self.played is not None:
            item.setData(PLAYED_ROLE, self.played())
        self.lines.addItem(item)
        while self.lines.count() > KEPT_LINES:
            self.lines.takeItem(0)
        self.lines.scroll_to_newest_soon()

    def played_at(self, row: int) -> int | None:
        """How many of the game's actions were played when line ``row`` was told."""
        return self.lines.told_after(row)

    def texts(self) -> list[str]:
        return [self.lines.item(i).text() for i in range(self.lines.count())]

    def clear(self) -> None:
        # Taken out one by one, each freed with its wrapper: ``QListWidget.clear()`` deletes in
        # C++ items Python made, under wrappers Python may still count.
        while self.lines.count():
            self.lines.takeItem(self.lines.count() - 1)
