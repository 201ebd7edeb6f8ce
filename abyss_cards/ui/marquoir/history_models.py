"""Read-only table models of the history: the saved sheets, and statistics per player."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import (
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from abyss_cards.games.abyss.scoring import CATEGORIES
from abyss_cards.storage.files import StorageProblem
from abyss_cards.storage.marquoir import PlayerStats, Sheet
from abyss_cards.ui.marquoir.dates import long_date, short_date
from abyss_cards.ui.marquoir.texts import field_label, join_names
from abyss_cards.ui.models.cells import TitledColumnsModel, bold_font

NO_PARENT = QModelIndex()
Index = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
UID_ROLE = Qt.ItemDataRole.UserRole + 2
# Looked up once: a Qt enum's member costs a Python call each time it is named.
DISPLAY, TOOLTIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CHOOSABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable  # asked for at each cell


class SheetSource(Protocol):
    """The sheets a list shows, newest game first (``storage.marquoir.Listing``)."""

    def count(self) -> int: ...

    def page(self, after: Sheet | None, limit: int) -> list[Sheet]: ...

    def position(self, uid: str) -> int: ...


class NoSheets:
    def count(self) -> int:
        return 0

    def page(self, after: Sheet | None, limit: int) -> list[Sheet]:
        return []

    def position(self, uid: str) -> int:
        return -1


class SheetListModel(TitledColumnsModel):
    """One row per saved sheet, newest game first (the order is the history's: no proxy sorts
    ten thousand rows).

    A windowed model: it knows how many sheets there are, and reads them a page at a time as
    the view scrolls down to them (``canFetchMore`` / ``fetchMore``): what a row shows, and
    the list's measuring of its height, cost nothing for the thousands of sheets nobody
    scrolls to."""

    COLUMNS = ("date", "players", "winners", "total", "note")
    PAGE = 50  # a screenful and more
    MORE = 20  # sheets per read while scrolling down: a frame's share of the reading
    CATCH_UP = 500  # sheets per read when going down to a row far below (``row_of``)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source: SheetSource = NoSheets()
        self._count = 0
        self._sheets: list[Sheet] = []  # those of the rows shown so far
        # What each row shows, worked out the first time it is asked for.
        self._rows: dict[int, tuple[str, ...]] = {}
        self._dates: dict[str, str] = {}  # ISO date -> as shown (read again with each history)

    def set_history(self, source: SheetSource) -> None:
        """The sheets of ``source``, read when shown; the first page at once
        (``StorageProblem`` then, and the list is left as it was)."""
        count = source.count()
        first = source.page(None, self.PAGE)
        self.beginResetModel()
        self._source, self._sheets, self._rows, self._dates = source, first, {}, {}
        self._count = count if len(first) == min(count, self.PAGE) else len(first)
        self.endResetModel()

    def sheet_count(self) -> int:
        """Every sheet of the list, shown yet or not."""
        return self._count

    def _row(self, row: int) -> tuple[str, ...]:
        if row not in self._rows:
            sheet = self._sheets[row]
            # The winners are those of the best rank key (``scoring.rank``'s first place), in
            # their seats' order: the whole ranking of each sheet was a fifth of a page read
            # while scrolling.
            keys = [(p.total, p.pearls, p.best_lord) for p in sheet.players]
            best = max(keys, default=(0, 0, 0))
            winners = [p.name for p, key in zip(sheet.players, keys, strict=True) if key == best]
            day = self._dates.get(sheet.played_on)
            if day is None:
                day = self._dates[sheet.played_on] = short_date(sheet.played_on)
            self._rows[row] = (
                day,
                ", ".join(p.name for p in sheet.players),
                join_names(winners),
                str(best[0]),
                sheet.note,
            )
        return self._rows[row]

    def sheet_at(self, row: int) -> Sheet | None:
        return self._sheets[row] if 0 <= row < len(self._sheets) else None

    def row_of(self, uid: str) -> int:
        """The row of sheet ``uid`` (the rows down to it are read and shown), or -1."""
        try:
            row = self._source.position(uid)
        except (StorageProblem, sqlite3.Error):
            return -1
        if row < 0:
            return -1
        self._show(row + 1)
        found = self.sheet_at(row)
        return row if found is not None and found.uid == uid else -1

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> bool:  # noqa: N802
        return not parent.isValid() and len(self._sheets) < self._count

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> None:  # noqa: N802
        if not parent.isValid():
            self._show(len(self._sheets) + self.MORE)

    def _show(self, rows: int) -> None:
        """Read and show the rows down to ``rows``; if the history cannot be read just now
        (another window writing), they wait for the next scroll or refresh."""
        shown = len(self._sheets)
        more: list[Sheet] = []
        wanted = min(rows, self._count) - shown
        try:
            while len(more) < wanted:
                after = (more or self._sheets)[-1] if more or self._sheets else None
                ask = min(self.CATCH_UP, wanted - len(more))
                page = self._source.page(after, ask)
                more += page
                if len(page) < ask:
                    # Fewer than counted: another window deleted some since (its refresh
                    # follows).
                    self._count = shown + len(more)
                    break
        except (StorageProblem, sqlite3.Error):
            pass
        if more:
            self.beginInsertRows(NO_PARENT, shown, shown + len(more) - 1)
            self._sheets += more
            self.endInsertRows()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._sheets)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.COLUMNS)

    def column_title(self, section: int) -> str:
        return {
            "date": self.tr("Date"),
            "players": self.tr("Players"),
            "winners": self.tr("Winner"),
            "total": self.tr("Points"),
            "note": self.tr("Note"),
        }[self.COLUMNS[section]]

    def texts(self, row: int) -> tuple[str, ...]:
        """What row ``row`` shows, column by column (for fitting the list to its names)."""
        return self._row(row)

    def data(self, index: Index, role: int = DISPLAY) -> object:
        # Asked a dozen times per cell at each paint: plain comparisons, no Qt calls.
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._sheets) and 0 <= column < len(self.COLUMNS)):
            return None
        if role == DISPLAY:
            return self._row(row)[column]
        sheet = self._sheets[row]
        if role == UID_ROLE:
            return sheet.uid
        if role == TOOLTIP:
            return "\n".join(
                [long_date(sheet.played_on)]
                + [f"{p.name}: {p.total}" for p in sheet.players]
                + ([sheet.note] if sheet.note else [])
            )
        if role == ALIGNMENT and self.COLUMNS[column] == "total":
            return RIGHT
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return CHOOSABLE if index.isValid() else Qt.ItemFlag.NoItemFlags


class StatsModel(TitledColumnsModel):
    """Per player: games, wins, share of wins, average total and average per category."""

    COLUMNS = ("name", "games", "wins", "rate", "total", *CATEGORIES)

    def __init__(self, parent: QObject | None = None) -> None:
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

    def column_title(self, section: int) -> str:
        column = self.COLUMNS[section]
        if column in CATEGORIES:
            return self.tr("ø {category}").format(category=field_label(column))
        return {
            "name": self.tr("Player"),
            "games": self.tr("Games"),
            "wins": self.tr("Wins"),
            "rate": self.tr("Won"),
            "total": self.tr("ø Total"),
        }[column]

    def column_tip(self, section: int) -> str | None:
        column = self.COLUMNS[section]
        if column in CATEGORIES or column == "total":
            return self.tr("Average per game")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not self.checkIndex(index):
            return None
        stats = self._stats[index.row()]
        column = self.COLUMNS[index.column()]
        if role not in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            return self._look(column, role)
        if column == "name":
            return stats.name if role == Qt.ItemDataRole.DisplayRole else stats.name.casefold()
        value: float = (
            stats.averages[column]
            if column in CATEGORIES
            else stats.win_rate
            if column == "rate"
            else stats.average_total
            if column == "total"
            else int(getattr(stats, column))
        )  # games, wins
        if role != Qt.ItemDataRole.DisplayRole:
            return float(value)  # SORT_ROLE
        if column == "rate":
            return f"{round(100 * value)} %"
        if isinstance(value, float):
            return QLocale().toString(value, "f", 1)  # 72,8 in French
        return str(value)

    @staticmethod
    def _look(column: str, role: int) -> object:
        """How a cell of ``column`` looks (the same on every row)."""
        if role == Qt.ItemDataRole.TextAlignmentRole and column != "name":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column in ("name", "wins"):
            return bold_font()
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
