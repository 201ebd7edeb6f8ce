"""What the table models that docks and sheets show (Plongée's, Rami's, the Marquoir's) give
their cells alike, written once."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, Qt
from PySide6.QtGui import QFont


def bold_font() -> QFont:
    """The font of a cell or header shown in bold (a model's ``FontRole``): the application's
    font, bold."""
    font = QFont()
    font.setBold(True)
    return font


class TitledColumnsModel(QAbstractTableModel):
    """A table model whose headers are its columns' titles (``column_titles``), and nothing
    else: the discard histories' (Plongée's, Rami's) and the Marquoir's list of sheets."""

    def column_titles(self) -> Sequence[str]:
        """Each column's title, in the language of the moment."""
        raise NotImplementedError

    def headerData(  # noqa: N802
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = self.column_titles()
        return titles[section] if 0 <= section < len(titles) else None
