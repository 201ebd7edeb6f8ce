"""What the table models that docks and sheets show (Plongée's, Rami's, the Marquoir's) give
their cells alike, written once."""

from __future__ import annotations

from PySide6.QtGui import QFont


def bold_font() -> QFont:
    """The font of a cell or header shown in bold (a model's ``FontRole``): the application's
    font, bold."""
    font = QFont()
    font.setBold(True)
    return font
