"""A heading section's frame drawn by the style, its text left to the caller (the score sheets'
and the Marquoir's name headings). A module of its own: the Marquoir draws it without importing
the game tables' docks."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader


def draw_section_frame(
    header: QHeaderView, painter: QPainter, rect: QRect, logical: int
) -> QStyleOptionHeader:
    """The style's frame of heading section ``logical`` in ``rect``, without its text (the
    caller draws the name its own way); returns the style option it was drawn with."""
    option = QStyleOptionHeader()
    header.initStyleOptionForIndex(option, logical)
    option.rect = rect
    option.text = ""
    header.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, header)
    return option
