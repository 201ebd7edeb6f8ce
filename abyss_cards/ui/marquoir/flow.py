"""A row of controls that flows onto more lines when the window is too narrow for it, so every
button keeps its whole text; on one line it looks like a box layout with a stretch in it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class FlowRow(QLayout):
    """Widgets left to right, each at its size hint, starting a new line when the next one does
    not fit. Widgets added after ``add_stretch()`` are pushed to the right end of their line, as
    a box layout's stretch would; ``add_spacing()`` leaves a gap unless a line starts there."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gaps: list[int] = []  # extra room before each item
        self._right_from: int | None = None
        self._next_gap = 0
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    # -- building --------------------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)
        self._gaps.append(self._next_gap)
        self._next_gap = 0

    def add_widget(self, widget: QWidget) -> None:
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))

    def add_spacing(self, size: int) -> None:
        self._next_gap += size

    def add_stretch(self) -> None:
        self._right_from = len(self._items)

    # -- QLayout ---------------------------------------------------------------------------

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        if not 0 <= index < len(self._items):
            return None
        del self._gaps[index]
        if self._right_from is not None and index < self._right_from:
            self._right_from -= 1
        return self._items.pop(index)

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt's name
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # One line: what a box layout would want.
        shown = self._shown()
        m = self.contentsMargins()
        width = sum(self._items[i].sizeHint().width() + self._gaps[i] for i in shown)
        width += self.spacing() * max(0, len(shown) - 1)
        height = max((self._items[i].sizeHint().height() for i in shown), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt's name
        # As narrow as the widest control: every other one can go onto another line.
        m = self.contentsMargins()
        width = max((self._items[i].sizeHint().width() for i in self._shown()), default=0)
        return QSize(width + m.left() + m.right(), self.heightForWidth(width))

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt's name
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    # -- layout ----------------------------------------------------------------------------

    def _shown(self) -> list[int]:
        return [i for i, item in enumerate(self._items) if not item.isEmpty()]

    def lines(self, width: int) -> list[list[int]]:
        """The indexes of the shown items on each line, for a row ``width`` wide."""
        m = self.contentsMargins()
        room = width - m.left() - m.right()
        lines: list[list[int]] = []
        used = 0
        for i in self._shown():
            w = self._items[i].sizeHint().width()
            needed = w if not lines or not lines[-1] else used + self.spacing() + self._gaps[i] + w
            if lines and lines[-1] and needed > room:
                lines.append([])
                needed = w
            if not lines:
                lines.append([])
            lines[-1].append(i)
            used = needed
        return lines

    def _arrange(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        left, right = rect.x() + m.left(), rect.right() - m.right()
        y = rect.y() + m.top()
        lines = self.lines(rect.width())
        for n, line in enumerate(lines):
            height = max(self._items[i].sizeHint().height() for i in line)
            if move:
                self._place_line(line, left, right, y, height)
            y += height + (self.spacing() if n + 1 < len(lines) else 0)
        return y - rect.y() + m.bottom()

    def _place_line(self, line: list[int], left: int, right: int, y: int, height: int) -> None:
        sizes = {i: self._items[i].sizeHint() for i in line}
        total = sum(sizes[i].width() for i in line) + self.spacing() * (len(line) - 1)
        total += sum(self._gaps[i] for i in line[1:])
        free = max(0, right - left + 1 - total)
        x = left
        for k, i in enumerate(line):
            if k:
                x += self.spacing() + self._gaps[i]
            if self._right_from is not None and i >= self._right_from and (
                    k == 0 or line[k - 1] < self._right_from):
                x += free  # the stretch: what follows goes to the right end of the line
            w = min(sizes[i].width(), right - x + 1)  # only a control wider than the row
            h = min(height, max(sizes[i].height(), self._items[i].minimumSize().height()))
            self._items[i].setGeometry(QRect(QPoint(x, y + (height - h) // 2), QSize(w, h)))
            x += sizes[i].width()
