"""The sheet list's cells painted once, then copied: scrolling the history repaints the same
cells at new places, and Qt lays out each wrapped name again at every paint (issue 25: 60
frames a second)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QFont, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

# Enough for a few screenfuls of cells of a tall window.
CACHED_CELLS = 600


class CachedCellDelegate(QStyledItemDelegate):
    """Each cell painted by ``QStyledItemDelegate``, and from the second time its text is
    shown at its size and state into a picture, copied after: the same pixels (the row's
    background under it, as the view paints it), without laying out its text again."""

    def __init__(self, view: QWidget, text: Callable[[int, int], str]) -> None:
        super().__init__(view)
        self._view = view
        self._text = text  # (row, column) -> what the cell shows
        self._cells: dict[tuple[object, ...], QPixmap] = {}
        self._seen: set[tuple[object, ...]] = set()  # painted once, not kept yet
        # The cells' font and the screen's pixels per point: others paint them all again.
        self._font = QFont()
        self._ratio = 1.0
        self.painted = 0  # cells painted by Qt rather than copied (tests)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        rect = option.rect
        state = option.state
        key = (
            self._text(index.row(), index.column()),
            index.column(),
            rect.width(),
            rect.height(),
            state,
            option.features,
            option.palette.cacheKey(),
        )
        font = option.font
        ratio = self._view.devicePixelRatioF()
        if font != self._font or ratio != self._ratio:  # (a font's key: a tenth of a frame)
            self._cells.clear()
            self._seen.clear()
            self._font, self._ratio = QFont(font), ratio
        cell = self._cells.get(key)
        if cell is None:
            if key not in self._seen:
                # Painted as Qt paints it the first time, copied from its second paint on: the
                # list's first paint, in a picture each, took twice as long (60 ms the first
                # time in a process).
                if len(self._seen) > 4 * CACHED_CELLS:
                    self._seen.clear()
                self._seen.add(key)
                self.painted += 1
                super().paint(painter, option, index)
                return
            cell = self._cells[key] = self._painted(option, index)
            if len(self._cells) > CACHED_CELLS:
                del self._cells[next(iter(self._cells))]  # the oldest
        painter.drawPixmap(rect.topLeft(), cell)

    def _painted(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QPixmap:
        self.painted += 1
        rect = option.rect
        ratio = self._ratio
        cell = QPixmap(rect.size() * ratio)
        cell.setDevicePixelRatio(ratio)
        # What lies under the cell in the view: the viewport's base, the row's background.
        cell.fill(option.palette.color(QPalette.ColorRole.Base))
        at = QStyleOptionViewItem(option)
        at.rect = rect.translated(-rect.topLeft())
        painter = QPainter(cell)
        try:
            style = self._view.style()
            style.drawPrimitive(
                QStyle.PrimitiveElement.PE_PanelItemViewRow, at, painter, self._view
            )
            super().paint(painter, at, index)
        finally:
            painter.end()
        return cell
