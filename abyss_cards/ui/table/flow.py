"""A layout that lays its items out in a row and flows onto more rows when the row is too
narrow: the game screens' bottom bars keep every button whole from a 640 px window up.

Stretches (``addStretch``) share out the room left on their row, as in a ``QHBoxLayout``; a
stretch that would begin a row is dropped, so a new row starts at the left edge. An item wider
than the whole row (a long wrapped text) gets the row and grows downwards (height for width).
A widget added with a stretch (``addWidget(texts, 1)``: a wrapped status beside the buttons)
counts at its least width when the rows are made, then takes its share of the room left on
its row, as in a ``QHBoxLayout``.

A stretch added with ``each_row=True`` also leads every row that the items after it begin
(up to the next stretch): a group pushed to the right edge stays at the right edge on the
rows it flows onto. ``addSpacing`` leaves a fixed gap on top of the spacing, dropped where a
row begins or ends there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QSizePolicy,
    QSpacerItem,
    QWidget,
)


class FlowLayout(QLayout):
    """Items left to right, onto a new row when the next one does not fit."""

    def __init__(
        self, parent: QWidget | None = None, spacing: int = 6, row_spacing: int = 4
    ) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._stretch: list[int] = []  # per item: 0, or a stretch's share of the room left
        self._each_row: list[bool] = []  # per item: a stretch that leads its items' new rows
        self._spacing = spacing
        self._row_spacing = row_spacing

    # -- filling -------------------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)
        self._stretch.append(0)
        self._each_row.append(False)

    def addWidget(self, widget: QWidget, stretch: int = 0) -> None:  # noqa: N802 - Qt's name
        """As ``QBoxLayout.addWidget``: with a ``stretch``, the widget is flexible (its least
        width to make the rows, then a share of the room left on its row)."""
        super().addWidget(widget)  # calls addItem
        self._stretch[-1] = max(0, stretch)
        self.invalidate()

    def addStretch(self, stretch: int = 1, *, each_row: bool = False) -> None:  # noqa: N802
        """As ``QBoxLayout.addStretch``; with ``each_row``, the stretch also begins every row
        that an item after it (up to the next stretch) begins, pushing those rows right."""
        self._items.append(
            QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        )
        self._stretch.append(max(1, stretch))
        self._each_row.append(each_row)
        self.invalidate()

    def addSpacing(self, size: int) -> None:  # noqa: N802 - as QBoxLayout's
        """A fixed gap of ``size`` pixels on top of the spacing, unless a row begins or ends
        there (then there is no gap at all)."""
        self.addItem(
            QSpacerItem(max(0, size), 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
        )
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        if not 0 <= index < len(self._items):
            return None
        self._stretch.pop(index)
        self._each_row.pop(index)
        return self._items.pop(index)

    # -- sizes ---------------------------------------------------------------------------------
    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def sizeHint(self) -> QSize:  # noqa: N802
        """Everything on one row, a flexible widget at its least width (it takes the room its
        row has left)."""
        shown = [
            (i, s) for i, s in zip(self._items, self._stretch, strict=True) if self._counts(i, s)
        ]
        widths = [
            self._least(i) if s else i.sizeHint().width() for i, s in shown if not self._spacer(i)
        ]
        gaps = sum(i.sizeHint().width() for i, s in shown if self._spacer(i) and not s)
        width = sum(widths) + self._spacing * max(0, len(widths) - 1) + gaps
        height = max((i.sizeHint().height() for i, _ in shown), default=0)
        return QSize(width, height) + self._margins()

    def minimumSize(self) -> QSize:  # noqa: N802
        """The widest item: every item whole, one a row at worst."""
        size = QSize()
        for item, stretch in zip(self._items, self._stretch, strict=True):
            if self._counts(item, stretch):
                size = size.expandedTo(item.minimumSize())
        return size + self._margins()

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    # -- the work --------------------------------------------------------------------------------
    def _margins(self) -> QSize:
        m = self.contentsMargins()
        return QSize(m.left() + m.right(), m.top() + m.bottom())

    @staticmethod
    def _spacer(item: QLayoutItem) -> bool:
        return item.spacerItem() is not None

    @staticmethod
    def _least(item: QLayoutItem) -> int:
        """A flexible widget's least width: its minimum size, or its minimum size hint."""
        return max(item.minimumSize().width(), 0)

    @classmethod
    def _counts(cls, item: QLayoutItem, stretch: int) -> bool:
        """Hidden widgets and empty texts take no room (nor spacing)."""
        if cls._spacer(item):
            return True
        widget = item.widget()
        if isinstance(widget, QLabel) and not widget.text():
            return False
        return not item.isEmpty() and item.sizeHint().width() > 0

    def _rows(self, width: int) -> list[list[tuple[QLayoutItem, int, int]]]:
        """The rows for ``width``: (item, its least width, its stretch) each, stretches and
        gaps kept where an item follows them on their row."""
        rows: list[list[tuple[QLayoutItem, int, int]]] = [[]]
        used = 0
        leading: tuple[QLayoutItem, int] | None = None  # an each_row stretch in force
        for item, stretch, each_row in zip(self._items, self._stretch, self._each_row, strict=True):
            if not self._counts(item, stretch):
                continue
            row = rows[-1]
            if self._spacer(item):
                if stretch:
                    leading = (item, stretch) if each_row else None
                gap = 0 if stretch else item.sizeHint().width()
                if any(not self._spacer(i) for i, _, _ in row):
                    row.append((item, gap, stretch))
                    used += gap
                continue
            if stretch:
                w = min(self._least(item), width)
            else:
                w = min(item.sizeHint().width(), width)
                w = max(w, min(item.minimumSize().width(), width))
            needed = w + (self._spacing if used else 0)
            if used and used + needed > width:
                while row and self._spacer(row[-1][0]):
                    row.pop()  # a stretch does not end a row
                rows.append([])
                row, used, needed = rows[-1], 0, w
                if leading is not None:
                    row.append((leading[0], 0, leading[1]))
            row.append((item, w, stretch))
            used += needed
        for row in rows:
            while row and self._spacer(row[-1][0]):
                row.pop()
        return [row for row in rows if row]

    def _widths(self, row: list[tuple[QLayoutItem, int, int]], width: int) -> list[int]:
        """Each item's width on its row: the room left shared out by stretch between the
        stretches and the flexible widgets (the last share takes the rounding)."""
        widgets = sum(1 for i, _, _ in row if not self._spacer(i))
        fixed = sum(w for _, w, _ in row) + self._spacing * max(0, widgets - 1)  # w + gaps
        room = max(0, width - fixed)
        shares = sum(s for _, _, s in row)
        out, given, seen = [], 0, 0
        for _item, w, stretch in row:
            extra = 0
            if stretch:
                seen += stretch
                extra = room * seen // shares - given
                given += extra
            out.append(w + extra)
        return out

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lays the items out in ``rect`` (if ``place``); returns the height they take."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        width = max(1, area.width())
        y = area.y()
        rows = self._rows(width)
        for r, row in enumerate(rows):
            if r:
                y += self._row_spacing
            widths = self._widths(row, width)
            placed = [
                (item, w)
                for (item, _, _), w in zip(row, widths, strict=True)
                if not self._spacer(item)
            ]
            heights = [
                item.heightForWidth(w) if item.hasHeightForWidth() else item.sizeHint().height()
                for item, w in placed
            ]
            height = max(heights, default=0)
            x = area.x()
            first = True
            for (item, _, _), w in zip(row, widths, strict=True):
                if self._spacer(item):
                    x += w
                    continue
                if not first:
                    x += self._spacing
                first = False
                if place:
                    h = (
                        item.heightForWidth(w)
                        if item.hasHeightForWidth()
                        else min(height, max(item.sizeHint().height(), item.minimumSize().height()))
                    )
                    top = y + (height - h) // 2
                    item.setGeometry(QRect(QPoint(x, top), QSize(w, h)))
                x += w
            y += height
        return y - rect.y() + m.bottom()


def kept_together(*widgets: QWidget, spacing: int = 4) -> QWidget:
    """A plain widget holding ``widgets`` in a row: a ``FlowLayout`` moves them as one (a
    total beside its button, a set of buttons that belong together)."""
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(spacing)
    for w in widgets:
        row.addWidget(w)
    return box


class BarRoom(QObject):
    """Keeps a game page wide enough for its bar's buttons on one row while the window can
    spare the width, the docks beside it keeping at least ``reserve`` pixels: the docks give
    way first, then the bar flows onto more rows. Without it the docks would take their full
    width and the table would shrink in a narrow window.

    ``reserve`` is a number of pixels, or a function that tells it (``DockWidth.reserve``: the
    docks' own width, so that they never give way below it); call ``update`` when it changes."""

    def __init__(
        self,
        page: QWidget,
        bar: QWidget,
        flow: FlowLayout,
        window: QWidget,
        reserve: int | Callable[[], int] = 150,
    ) -> None:
        super().__init__(page)
        self.page, self.bar, self.flow, self.window, self.reserve = (
            page,
            bar,
            flow,
            window,
            reserve,
        )
        window.installEventFilter(self)
        bar.installEventFilter(self)
        self.update()

    def wanted(self) -> int:
        """The page's least width: the bar on one row, or what the window can spare."""
        one_row = self.flow.sizeHint().width() + self._bar_margins()
        reserve = self.reserve() if callable(self.reserve) else self.reserve
        return max(0, min(one_row, self.window.width() - reserve))

    def least(self) -> int:
        """The page's least width: its bar's widest item whole, every item on a row of its
        own at worst."""
        return self.flow.minimumSize().width() + self._bar_margins()

    def _bar_margins(self) -> int:
        """The left and right margins of the bar's layout."""
        layout = self.bar.layout()
        m = layout.contentsMargins() if layout is not None else QMargins()
        return m.left() + m.right()

    def update(self) -> None:
        try:
            width = self.wanted()
        except RuntimeError:  # the page is being deleted (its layout's items already are)
            return
        if width != self.page.minimumWidth():
            self.page.setMinimumWidth(width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.update()
        return False
