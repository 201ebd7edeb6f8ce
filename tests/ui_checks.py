"""Small helpers of the screen-layout tests (imported by them; not a test module)."""

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle


def settle(passes: int = 4) -> None:
    """Let queued layouts and repaints happen."""
    for _ in range(passes):
        QApplication.processEvents()


def inside_window(window, widget) -> bool:
    """``widget`` lies wholly inside ``window``."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().contains(QRect(top_left, widget.size()))


def assert_cells_whole(view, columns=None, sideways: bool = False) -> int:
    """Every cell's text of ``columns`` (all by default) fits its cell once wrapped as Qt wraps
    it, in the cell's own font; no sideways scroll unless ``sideways`` (a dock narrower than the
    longest words). Hidden rows (a score sheet's totals, shown in its footer) are left out.
    Returns how many cells needed more than one line."""
    model = view.model()
    assert model.rowCount() > 0
    if not sideways:
        assert not view.horizontalScrollBar().isVisible()
        assert sum(view.columnWidth(c) for c in range(model.columnCount())) \
            <= view.viewport().width()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    wrapped = 0
    for row in range(model.rowCount()):
        if view.isRowHidden(row):
            continue
        for col in range(model.columnCount()) if columns is None else columns:
            index = model.index(row, col)
            text = index.data()
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(view.font() if font is None
                                   else QFont(font).resolve(view.font()))
            cell = view.visualRect(index)
            room = cell.width() - 2 * margin
            need = metrics.boundingRect(QRect(0, 0, room, 100_000),
                                        Qt.TextFlag.TextWordWrap, text)
            assert need.width() <= room, (row, col, text, need, room)
            assert need.height() <= cell.height(), (row, col, text, need, cell)
            wrapped += need.height() > metrics.height()
    return wrapped
