"""The scroll area of a page or panel too tall for a small window, written once (the privacy
page's, the Marquoir's sheet, Abyss's tray; the home screen keeps its own: it imports nothing of
``ui.table``, for a fast start)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea

# A scroll area and its content that let the page's background show through.
SEE_THROUGH = "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"


def downward_scroll_area(object_name: str = "") -> QScrollArea:
    """A frameless scroll area whose content is as wide as it is: only a vertical bar can
    appear, the content scrolling rather than squeezing its text."""
    area = QScrollArea()
    if object_name:
        area.setObjectName(object_name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area
