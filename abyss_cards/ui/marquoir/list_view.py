"""The sheet list's rows painted once, then copied: scrolling the history repaints the same
rows at new places, and Qt lays out each wrapped name again at every paint (issue 25: 60
frames a second). A row is kept whole, so a frame makes one Python call, not one per cell."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QRegion,
)
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem, QTableView, QWidget

# Enough for a few screenfuls of rows of a tall window.
KEPT_ROWS = 150
# Rows painted into pictures in one paint, the others painted by Qt: a wheel's scroll brings
# three rows; a whole list changed (a sheet saved above it) took twice as long into pictures.
KEPT_A_PAINT = 4


@dataclass(frozen=True, slots=True)
class Looks:
    """What the rows' pixels depend on besides their texts and places, at one paint."""

    shared: tuple[object, ...]  # the same for every row: widths, focus, activation, palette
    chosen: set[int]  # rows chosen whole
    partly: set[int]  # rows chosen in part (painted by Qt)
    current_row: int
    current_column: int
    hovered: int  # the row under the pointer, or -1


class SheetListView(QTableView):
    """Each row painted as ``QTableView`` paints it (the viewport's base, each cell's row panel
    and delegate, the grid lines), into a picture of the whole row, copied after: the same
    pixels, without laying out its text or asking the model for each cell again."""

    def __init__(self, text: Callable[[int], tuple[str, ...]], parent: QWidget | None = None):
        super().__init__(parent)
        self._text = text  # row -> what its cells show
        self._rows: dict[tuple[object, ...], QPixmap] = {}
        self._seen: set[tuple[object, ...]] = set()  # painted once, not kept yet
        # The rows' font and the screen's pixels per point: others paint them all again.
        self._font = QFont()
        self._ratio = 1.0
        self._last_looks: tuple[object, ...] = ()
        self.keep_rows = True  # False: every paint is QTableView's own (tests compare)
        self.painted = 0  # rows painted rather than copied (tests)
        self.kept = 0  # of which into pictures

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange):
            self._forget()

    def _forget(self) -> None:
        self._rows.clear()
        self._seen.clear()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if not self.keep_rows:
            super().paintEvent(event)
            return
        port = self.viewport()
        ratio = port.devicePixelRatioF()
        font = self.font()
        if font != self._font or ratio != self._ratio:  # (a font's key: a tenth of a frame)
            self._forget()
            self._font, self._ratio = QFont(font), ratio
        region = event.region()
        bounds = region.boundingRect()
        first, last = self.rowAt(bounds.top()), self.rowAt(bounds.bottom())
        if first < 0:
            super().paintEvent(event)
            return
        if last < 0:
            last = self.model().rowCount() - 1
        looks = self._looks()
        # Only scrolled (or new rows) since the last paint: a row coming into view is kept at
        # once. Otherwise (the first paint, new widths) it is kept from its second paint on:
        # the list's first paint, into pictures, took twice as long.
        scrolled, self._last_looks = looks.shared == self._last_looks, looks.shared
        budget = KEPT_A_PAINT
        width = port.width()
        copies: list[tuple[int, QPixmap]] = []
        left = QRegion(region)  # what QTableView paints itself
        for row in range(first, last + 1):
            key = self._key(row, looks)
            if key is None:
                continue
            top = self.rowViewportPosition(row)
            picture = self._rows.get(key)
            if picture is None:
                if budget == 0 or (not scrolled and key not in self._seen):
                    self._seen_once(key)
                    continue
                budget -= 1
                picture = self._keep(key, self._painted(row, top, looks))
            copies.append((top, picture))
            left -= QRegion(0, top, width, self.rowHeight(row))
        if not left.isEmpty():
            super().paintEvent(QPaintEvent(left))
        if copies:
            _copy_rows(port, region, copies)

    def _seen_once(self, key: tuple[object, ...]) -> None:
        """A row painted by QTableView this time: kept from its next paint on."""
        if len(self._seen) > 4 * KEPT_ROWS:
            self._seen.clear()
        self._seen.add(key)
        self.painted += 1

    def _keep(self, key: tuple[object, ...], picture: QPixmap) -> QPixmap:
        self._rows[key] = picture
        if len(self._rows) > KEPT_ROWS:
            del self._rows[next(iter(self._rows))]  # the oldest
        return picture

    def _looks(self) -> Looks:
        """What else changes the rows' pixels, asked once a paint."""
        header = self.horizontalHeader()
        columns = header.count()
        chosen: set[int] = set()
        partly: set[int] = set()
        selection = self.selectionModel().selection()
        for part in (selection.at(i) for i in range(selection.count())):
            whole = part.left() == 0 and part.right() == columns - 1
            (chosen if whole else partly).update(range(part.top(), part.bottom() + 1))
        current = self.currentIndex()
        return Looks(
            (
                self.viewport().width(),
                tuple(header.sectionViewportPosition(c) for c in range(columns)),
                self.hasFocus(),
                self.isActiveWindow(),
                self.isEnabled(),
                self.palette().cacheKey(),
                self.showGrid(),
            ),
            chosen - partly,
            partly,
            current.row() if current.isValid() else -1,
            current.column(),
            self._hovered_row(),
        )

    def _key(self, row: int, looks: Looks) -> tuple[object, ...] | None:
        """What row ``row``'s picture depends on; ``None`` if Qt paints it every time."""
        if (
            row == looks.hovered  # a style may light the cell under the pointer
            or row in looks.partly  # part of it chosen
            or self.isRowHidden(row)
            or self.isRightToLeft()
        ):
            return None
        return (
            self._text(row),
            row % 2,  # the alternating background
            self.rowHeight(row),
            row in looks.chosen,
            looks.current_column if row == looks.current_row else -1,
            looks.shared,
        )

    def _hovered_row(self) -> int:
        """The row under the pointer."""
        port = self.viewport()
        if not port.underMouse():
            return -1
        return self.rowAt(port.mapFromGlobal(QCursor.pos()).y())

    def _painted(self, row: int, top: int, looks: Looks) -> QPixmap:
        """Row ``row`` painted as ``QTableView.paintEvent`` paints it (Qt 6), into a picture."""
        self.painted += 1
        self.kept += 1
        port = self.viewport()
        ratio = self._ratio
        width, height = port.width(), self.rowHeight(row)
        picture = QPixmap(QSize(width, height) * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(port.palette().color(port.backgroundRole()))  # the viewport's own fill
        painter = QPainter(picture)
        try:
            # What a painter on the viewport starts with.
            painter.setPen(QPen(port.palette().brush(port.foregroundRole()), 1))
            painter.setFont(port.font())
            painter.translate(0, -top)
            option = QStyleOptionViewItem()
            self.initViewItemOption(option)
            grid = 1 if self.showGrid() else 0
            if self.alternatingRowColors() and row % 2:
                option.features |= QStyleOptionViewItem.ViewItemFeature.Alternate
            model, header = self.model(), self.horizontalHeader()
            style = self.style()
            columns = [c for c in range(header.count()) if not header.isSectionHidden(c)]
            for column in columns:
                index = model.index(row, column, self.rootIndex())
                cell = QStyleOptionViewItem(option)
                cell.rect = QRect(
                    self.columnViewportPosition(column),
                    top,
                    self.columnWidth(column) - grid,
                    height - grid,
                )
                # QTableViewPrivate::drawCell
                if row in looks.chosen:
                    cell.state |= QStyle.StateFlag.State_Selected
                if cell.state & QStyle.StateFlag.State_Enabled:
                    if model.flags(index) & Qt.ItemFlag.ItemIsEnabled:
                        cell.palette.setCurrentColorGroup(QPalette.ColorGroup.Normal)
                    else:
                        cell.state &= ~QStyle.StateFlag.State_Enabled
                        cell.palette.setCurrentColorGroup(QPalette.ColorGroup.Disabled)
                if row == looks.current_row and column == looks.current_column:
                    if self.hasFocus() or port.hasFocus():
                        cell.state |= QStyle.StateFlag.State_HasFocus
                style.drawPrimitive(
                    QStyle.PrimitiveElement.PE_PanelItemViewRow, cell, painter, self
                )
                self.itemDelegateForIndex(index).paint(painter, cell, index)
            if grid and columns:
                hint = style.styleHint(QStyle.StyleHint.SH_Table_GridLineColor, option, self)
                painter.setPen(QPen(QColor.fromRgba(hint & 0xFFFFFFFF), 1, self.gridStyle()))
                right = min(width - 1, header.length() - header.offset() - 1)
                painter.drawLine(0, top + height - grid, right, top + height - grid)
                for column in columns:
                    x = self.columnViewportPosition(column) + self.columnWidth(column) - grid
                    painter.drawLine(x, top, x, top + height - 1)
        finally:
            painter.end()
        return picture


def _copy_rows(port: QWidget, region: QRegion, copies: list[tuple[int, QPixmap]]) -> None:
    """The kept rows' pictures copied onto the list, each at its top."""
    painter = QPainter(port)
    try:
        painter.setClipRegion(region)
        for top, picture in copies:
            painter.drawPixmap(QPoint(0, top), picture)
    finally:
        painter.end()
