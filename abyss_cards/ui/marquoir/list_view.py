"""The sheet list's rows painted once, then copied: scrolling the history repaints the same
rows at new places, and Qt lays out each wrapped name again at every paint (issue 25: 60
frames a second). A row is kept whole, so a frame makes one Python call, not one per cell."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QRect, QTimer
from PySide6.QtGui import QCursor, QFont, QPainter, QPaintEvent, QPixmap, QRegion
from PySide6.QtWidgets import QTableView, QWidget

# Enough for a few screenfuls of rows of a tall window.
KEPT_ROWS = 150


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
    """Each row painted by ``QTableView`` the first times it is shown at its size and state;
    seen again, it is painted into a picture of the whole row on a pass of its own (a widget
    cannot be painted into a picture while it paints), copied after: the same pixels (the
    viewport's base, the row's cells, its grid lines) without laying out its text or asking
    the model for each cell again."""

    def __init__(self, text: Callable[[int], tuple[str, ...]], parent: QWidget | None = None):
        super().__init__(parent)
        self._text = text  # row -> what its cells show
        self._rows: dict[tuple[object, ...], QPixmap] = {}
        self._seen: set[tuple[object, ...]] = set()  # painted once, not kept yet
        self._wanted: dict[int, tuple[object, ...]] = {}  # row -> its key, kept on the next pass
        self._keep = QTimer(self)
        self._keep.setSingleShot(True)
        self._keep.setInterval(0)
        self._keep.timeout.connect(self._keep_wanted)
        # The rows' font and the screen's pixels per point: others paint them all again.
        self._font = QFont()
        self._ratio = 1.0
        self._rendering = False  # a row being painted into its picture: by QTableView
        self._last_looks: tuple[object, ...] = ()
        self.keep_rows = True  # False: every paint is QTableView's own (tests compare)
        self.painted = 0  # rows painted by Qt rather than copied (tests)

    @property
    def keeping(self) -> bool:
        """Are rows waiting to be painted into their pictures?"""
        return self._keep.isActive()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange):
            self._forget()

    def _forget(self) -> None:
        self._rows.clear()
        self._seen.clear()
        self._wanted.clear()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if self._rendering or not self.keep_rows:
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
        width = port.width()
        copies: list[tuple[int, QPixmap]] = []
        left = QRegion(region)  # what Qt paints itself
        for row in range(first, last + 1):
            key = self._key(row, looks)
            if key is None:
                continue
            picture = self._rows.get(key)
            if picture is None:
                if scrolled or key in self._seen:
                    self._wanted[row] = key
                    self._keep.start()
                else:
                    if len(self._seen) > 4 * KEPT_ROWS:
                        self._seen.clear()
                    self._seen.add(key)
                self.painted += 1
                continue
            top = self.rowViewportPosition(row)
            copies.append((top, picture))
            left -= QRegion(0, top, width, self.rowHeight(row))
        if not left.isEmpty():
            super().paintEvent(QPaintEvent(left))
        if copies:
            painter = QPainter(port)
            try:
                painter.setClipRegion(region)
                for top, picture in copies:
                    painter.drawPixmap(QPoint(0, top), picture)
            finally:
                painter.end()

    def _looks(self) -> Looks:
        """What else changes the rows' pixels, asked once a paint."""
        header = self.horizontalHeader()
        columns = header.count()
        chosen: set[int] = set()
        partly: set[int] = set()
        for part in self.selectionModel().selection():
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

    def _keep_wanted(self) -> None:
        """The rows seen twice, whole in view and unchanged since, painted into pictures."""
        wanted, self._wanted = self._wanted, {}
        port = self.viewport()
        height, looks = port.height(), self._looks()
        for row, key in wanted.items():
            if key in self._rows or row >= self.model().rowCount() or self._key(row, looks) != key:
                continue
            top = self.rowViewportPosition(row)
            rect = QRect(0, top, port.width(), self.rowHeight(row))
            if top < 0 or rect.bottom() >= height:
                continue  # cut by the viewport's edge
            self._rows[key] = self._painted(rect)
            if len(self._rows) > KEPT_ROWS:
                del self._rows[next(iter(self._rows))]  # the oldest

    def _painted(self, rect: QRect) -> QPixmap:
        self.painted += 1
        ratio = self._ratio
        picture = QPixmap(rect.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        self._rendering = True
        try:
            # The viewport's own paint, into the picture: its base, the cells, the grid.
            self.viewport().render(picture, QPoint(), QRegion(rect))
        finally:
            self._rendering = False
        return picture
