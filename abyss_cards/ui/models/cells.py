"""What the table models that docks and sheets show (Plongée's, Rami's, the Marquoir's) give
their cells alike, written once."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, Qt
from PySide6.QtGui import QFont


def bold_font() -> QFont:
    """The font of a cell or header shown in bold (a model's ``FontRole``): the application's
    font, bold."""
    font = QFont()
    font.setBold(True)
    return font


class TitledColumnsModel(QAbstractTableModel):
    """A table model whose only headers are its columns' titles and tooltips: the discard
    histories' (Plongée's, Rami's), Plongée's tally, Rami's score sheet, the Marquoir's sheet
    list and statistics. Each gives ``column_title`` (and ``column_tip``); the checks are made
    once, here."""

    def column_title(self, section: int) -> str:
        """The title of column ``section`` (one of ``columnCount()``), in the language of the
        moment."""
        raise NotImplementedError

    def column_tip(self, section: int) -> str | None:
        """The tooltip of column ``section``, if it has one."""
        return None

    def headerData(  # noqa: N802
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.column_title(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.column_tip(section)
        return None
