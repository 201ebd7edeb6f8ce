"""Small helpers of the screen-layout tests (imported by them; not a test module)."""

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication


def settle(passes: int = 4) -> None:
    """Let queued layouts and repaints happen."""
    for _ in range(passes):
        QApplication.processEvents()


def inside_window(window, widget) -> bool:
    """``widget`` lies wholly inside ``window``."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().contains(QRect(top_left, widget.size()))
