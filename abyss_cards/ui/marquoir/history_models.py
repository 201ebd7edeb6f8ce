"""Read-only table models of the history: the saved sheets, and statistics per player."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from abyss_cards.games.abyss.scoring import CATEGORIES
from abyss_cards.storage.marquoir import PlayerStats, Sheet
from abyss_cards.ui.marquoir.dates import long_date, short_date
from abyss_cards.ui.marquoir.texts import field_label, join_names

NO_PARENT = QModelIndex()
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
UID_ROLE = Qt.ItemDataRole.UserRole + 2


class SheetListModel(QAbstractTableModel):
    """One row per saved sheet, newest game first."""

    COLUMNS = ("date", "players", "winners", "total", "note")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._sheets: list[Sheet] = []
        self._winners: list[tuple[list[str], int]] = []
        self._texts: list[tuple[str, ...]] = []

    def set_sheets(self, sheets: Sequence[Sheet]) -> None:
        self.beginResetModel()
        self._sheets = sorted(sheets, key=lambda s: (s.played_on, s.created_at), reverse=True)
        self._winners = []
        # What each row shows, worked out once (the list measures every row to fit them).
        self._texts: list[tuple[str, ...]] = []
        for sheet in self._sheets:
            ranked = sheet.ranking()
            winners = [r.name for r in ranked if r.place == 1]
            self._winners.append((winners, ranked[0].total))
            self._texts.append((short_date(sheet.played_on),
                                ", ".join(p.name for p in sheet.players), join_names(winners),
                                str(ranked[0].total), sheet.note))
        self.endResetModel()

    def sheet_at(self, row: int) -> Sheet | None:
        return self._sheets[row] if 0 <= row < len(self._sheets) else None

    def row_of(self, uid: str) -> int:
        for i, sheet in enumerate(self._sheets):
            if sheet.uid == uid:
                return i
        return -1

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._sheets)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < len(self.COLUMNS):
            return None
        return {
            "date": self.tr("Date"), "players": self.tr("Players"),
            "winners": self.tr("Winner"), "total": self.tr("Points"), "note": self.tr("Note"),
        }[self.COLUMNS[section]]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not self.checkIndex(index):
            return None
        sheet = self._sheets[index.row()]
        column = self.COLUMNS[index.column()]
        winners, best = self._winners[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[index.row()][index.column()]
        if role == SORT_ROLE:
            # Dates sort by their ISO form, not by the day-first text a French user reads.
            if column == "date":
                return sheet.played_on
            return best if column == "total" else self.data(index)
        if role == UID_ROLE:
            return sheet.uid
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join([long_date(sheet.played_on)]
                             + [f"{p.name}: {p.total}" for p in sheet.players]
                             + ([sheet.note] if sheet.note else []))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "total":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class StatsModel(QAbstractTableModel):
    """Per player: games, wins, share of wins, average total and average per category."""

    COLUMNS = ("name", "games", "wins", "rate", "total", *CATEGORIES)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._stats: list[PlayerStats] = []

    def set_stats(self, stats: Sequence[PlayerStats]) -> None:
        self.beginResetModel()
        self._stats = list(stats)
        self.endResetModel()

    def name_at(self, row: int) -> str:
        return self._stats[row].name if 0 <= row < len(self._stats) else ""

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._stats)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.COLUMNS):
            return None
        column = self.COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            if column in CATEGORIES:
                return self.tr("ø {category}").format(category=field_label(column))
            return {"name": self.tr("Player"), "games": self.tr("Games"),
                    "wins": self.tr("Wins"), "rate": self.tr("Won"),
                    "total": self.tr("ø Total")}[column]
        if role == Qt.ItemDataRole.ToolTipRole and (column in CATEGORIES or column == "total"):
            return self.tr("Average per game")
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not self.checkIndex(index):
            return None
        stats = self._stats[index.row()]
        column = self.COLUMNS[index.column()]
        value = {
            "name": stats.name, "games": stats.games, "wins": stats.wins,
            "rate": stats.win_rate, "total": stats.average_total,
            **stats.averages,
        }[column]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == "name":
                return value
            if column == "rate":
                return f"{round(100 * value)} %"
            if isinstance(value, float):
                return QLocale().toString(value, "f", 1)  # 72,8 in French
            return str(value)
        if role == SORT_ROLE:
            return value.casefold() if column == "name" else float(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != "name":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column in ("name", "wins"):
            font = QFont()
            font.setBold(True)
            return font
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
