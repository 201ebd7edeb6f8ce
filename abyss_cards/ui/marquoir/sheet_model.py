"""The score sheet being typed: one column per player, one row per line of the paper sheet.

Cells keep exactly what was typed (text), so nothing is ever lost: a cell that is not a whole
number in range is shown in red and says why; the totals and the ranking follow live.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush

from abyss_cards.games.abyss import scoring
from abyss_cards.storage.marquoir import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NUMBER_FIELDS,
    PlayerScore,
    Problem,
    Sheet,
    name_problems,
    parse_number,
)
from abyss_cards.ui.marquoir.colours import (
    CELL_TEXT,
    COMPUTED_BG,
    EMPTY,
    INVALID,
    WINNER,
    WINNER_SOFT,
)
from abyss_cards.ui.marquoir.texts import field_label, ordinal, problem_text
from abyss_cards.ui.models.cells import bold_font

ROWS = ("name", "locations", "lords", "allies", "monsters", "total", "pearls", "best_lord", "place")
EDITABLE = ("name", *NUMBER_FIELDS)
COMPUTED = ("total", "place")
# The order Tab / Enter visits in a column: the order of the paper sheet.
ENTRY_ORDER = tuple(r for r in ROWS if r in EDITABLE)


ValidIndex = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()


def blank_player() -> dict[str, str]:
    return {f: "" for f in EDITABLE}


# Asked of the storage rules rather than copied: "Two players are called …".
_DUPLICATE_NAME = name_problems(["A", "A"])[0]


def is_duplicate_name(problem: Problem) -> bool:
    """Is this the problem of a name given to two players?"""
    return _DUPLICATE_NAME is not None and problem.template == _DUPLICATE_NAME.template


class ScoreSheetModel(QAbstractTableModel):
    """Rows: ``ROWS``; columns: players (2 to 6). Edit role data is the typed text."""

    sheetChanged = Signal()

    def __init__(
        self, players: int = 4, read_only: bool = False, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.read_only = read_only
        self._cells: list[dict[str, str]] = [blank_player() for _ in range(players)]
        self._ranked: tuple[object, list[scoring.Ranked] | None] = (None, None)
        # What a helper last summed for a cell: {(column, field): {part: count}} (kept in drafts).
        self.breakdowns: dict[tuple[int, str], dict[str, int]] = {}

    # -- Qt model interface ---------------------------------------------------------------

    def rowCount(self, parent: ValidIndex = NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(ROWS)

    def columnCount(self, parent: ValidIndex = NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._cells)

    def flags(self, index: ValidIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not self.read_only and ROWS[index.row()] in EDITABLE:
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def headerData(  # noqa: N802
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(ROWS):
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                return field_label(ROWS[section])
            if role == Qt.ItemDataRole.FontRole and ROWS[section] in COMPUTED:
                return bold_font()
            return None
        if not 0 <= section < len(self._cells):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            name = " ".join(self._cells[section]["name"].split())
            return name or self.numbered(section)
        if role == Qt.ItemDataRole.FontRole and section in self.winner_columns():
            return bold_font()
        return None

    def data(self, index: ValidIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not self.checkIndex(index):
            return None
        row, col = ROWS[index.row()], index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._cell_text(row, col, role)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if row == "name":
                return int(Qt.AlignmentFlag.AlignCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(row, col)
        if role == Qt.ItemDataRole.ForegroundRole:
            if self._background(row, col) is not None:
                return QBrush(CELL_TEXT)  # readable on the light backgrounds
            return None
        if role == Qt.ItemDataRole.FontRole and row in COMPUTED:
            return bold_font()
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(index.row(), col)
        return None

    def _cell_text(self, row: str, col: int, role: int) -> str | None:
        """What a cell shows (or edits): the typed text, or the computed one (not editable)."""
        if row in EDITABLE:
            return self._cells[col][row]
        if role == Qt.ItemDataRole.EditRole:
            return None
        return self._computed_text(row, col)

    def _tooltip(self, index_row: int, col: int) -> str | None:
        """The cell's problem, or where its helper is."""
        row = ROWS[index_row]
        problem = self.cell_problem(index_row, col)
        if problem is not None:
            return problem_text(problem)
        if row in ("allies", "monsters") and not self.read_only:
            return self.tr("F4 opens a helper that adds it up for you")
        return None

    def setData(  # noqa: N802
        self,
        index: ValidIndex,
        value: object,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if (
            role != Qt.ItemDataRole.EditRole
            or not index.isValid()
            or self.read_only
            or ROWS[index.row()] not in EDITABLE
        ):
            return False
        text = "" if value is None else str(value)
        cell = self._cells[index.column()]
        field = ROWS[index.row()]
        if cell[field] == text:
            return True
        cell[field] = text
        self.breakdowns.pop((index.column(), field), None)  # typed over: the helper's sum is gone
        self._everything_changed()
        return True

    def insertColumns(  # noqa: N802
        self,
        column: int,
        count: int,
        parent: ValidIndex = NO_PARENT,
    ) -> bool:
        if parent.isValid() or count < 1 or len(self._cells) + count > MAX_PLAYERS:
            return False
        if not 0 <= column <= len(self._cells):
            return False
        self.beginInsertColumns(QModelIndex(), column, column + count - 1)
        for _ in range(count):
            self._cells.insert(column, blank_player())
        self._shift_breakdowns(column, count)
        self.endInsertColumns()
        self._everything_changed()
        return True

    def removeColumns(  # noqa: N802
        self,
        column: int,
        count: int,
        parent: ValidIndex = NO_PARENT,
    ) -> bool:
        if parent.isValid() or count < 1 or len(self._cells) - count < MIN_PLAYERS:
            return False
        if column < 0 or column + count > len(self._cells):
            return False
        self.beginRemoveColumns(QModelIndex(), column, column + count - 1)
        del self._cells[column : column + count]
        self.breakdowns = {
            (c if c < column else c - count, f): v
            for (c, f), v in self.breakdowns.items()
            if not column <= c < column + count
        }
        self.endRemoveColumns()
        self._everything_changed()
        return True

    def retranslate(self) -> None:
        """The language changed: row names, "Player 2", places and tooltips are asked again."""
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(ROWS) - 1)
        self._everything_changed()

    def _shift_breakdowns(self, column: int, count: int) -> None:
        self.breakdowns = {
            (c if c < column else c + count, f): v for (c, f), v in self.breakdowns.items()
        }

    def _everything_changed(self) -> None:
        # One cell can change every total's place, and a name can make another name a duplicate.
        if self._cells:
            self.dataChanged.emit(self.index(0, 0), self.index(len(ROWS) - 1, len(self._cells) - 1))
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._cells) - 1)
        self.sheetChanged.emit()

    # -- what the sheet says --------------------------------------------------------------

    @property
    def player_count(self) -> int:
        return len(self._cells)

    def numbered(self, column: int) -> str:
        """A column named by its place, "Player 2": for a blank name, or one that is wrong."""
        return self.tr("Player {n}").format(n=column + 1)

    def cell_text(self, column: int, field: str) -> str:
        return self._cells[column][field]

    def set_cell(self, column: int, field: str, text: str) -> None:
        self.setData(self.index(ROWS.index(field), column), text)

    def cell_problem(self, row: int, column: int) -> Problem | None:
        field = ROWS[row]
        if field == "name":
            return name_problems([c["name"] for c in self._cells])[column]
        if field in NUMBER_FIELDS:
            return parse_number(field, self._cells[column][field])[1]
        return None

    def problems(self) -> list[tuple[int, int, Problem]]:
        """(row, column, problem) of every cell that stops the sheet from being saved, in the
        order a player types them."""
        found = []
        for col in range(len(self._cells)):
            for field in ENTRY_ORDER:
                row = ROWS.index(field)
                problem = self.cell_problem(row, col)
                if problem is not None:
                    found.append((row, col, problem))
        return found

    def numbers(self, column: int) -> dict[str, int] | None:
        values = {}
        for field in NUMBER_FIELDS:
            value, _problem = parse_number(field, self._cells[column][field])
            if value is None:
                return None
            values[field] = value
        return values

    def total(self, column: int) -> int | None:
        values = [parse_number(f, self._cells[column][f])[0] for f in scoring.CATEGORIES]
        return sum(v for v in values if v is not None) if None not in values else None

    def entries(self) -> list[dict[str, str | int]] | None:
        """Entries for ``scoring.rank`` once every number is valid (names may still be blank)."""
        entries: list[dict[str, str | int]] = []
        for col in range(len(self._cells)):
            numbers = self.numbers(col)
            if numbers is None:
                return None
            name = " ".join(self._cells[col]["name"].split())
            entries.append({"name": name or self.numbered(col)})
            entries[-1].update(numbers)
        return entries

    def ranking(self) -> list[scoring.Ranked] | None:
        # Asked by most cells at each paint: worked out again only when the sheet changed.
        key = (self.tr("Player {n}"), tuple(tuple(cell.values()) for cell in self._cells))
        if key != self._ranked[0]:
            entries = self.entries()
            self._ranked = (key, None if entries is None else scoring.rank(entries))
        return self._ranked[1]

    def winner_columns(self) -> set[int]:
        ranked = self.ranking()
        return {r.index for r in ranked if r.place == 1} if ranked else set()

    def _computed_text(self, row: str, col: int) -> str:
        if row == "total":
            total = self.total(col)
            return "" if total is None else str(total)
        ranked = self.ranking()
        if not ranked:
            return ""
        place = next(r.place for r in ranked if r.index == col)
        return ordinal(place)

    def _background(self, row: str, col: int) -> QBrush | None:
        if row in COMPUTED:
            if col in self.winner_columns():
                return QBrush(WINNER)
            return QBrush(COMPUTED_BG)
        if self.read_only:
            return QBrush(WINNER_SOFT) if col in self.winner_columns() else None
        text = self._cells[col][row].strip()
        problem = self.cell_problem(ROWS.index(row), col)
        if problem is not None:
            return QBrush(INVALID if text else EMPTY)
        return None

    # -- whole sheets ---------------------------------------------------------------------

    def sheet(self, played_on: str, note: str = "", uid: str = "", created_at: str = "") -> Sheet:
        """The sheet typed so far; only valid when ``problems()`` is empty."""
        if self.problems():
            raise ValueError("the sheet still has problems")
        players = tuple(
            PlayerScore(" ".join(c["name"].split()), **(self.numbers(i) or {}))
            for i, c in enumerate(self._cells)
        )
        return Sheet(
            played_on=played_on, note=note, players=players, uid=uid, created_at=created_at
        )

    def load_sheet(self, sheet: Sheet) -> None:
        self.load_cells(
            [
                {"name": p.name, **{f: str(getattr(p, f)) for f in NUMBER_FIELDS}}
                for p in sheet.players
            ]
        )

    def load_cells(
        self,
        cells: Sequence[Mapping[str, object]],
        breakdowns: Mapping[tuple[int, str], dict[str, int]] | None = None,
    ) -> None:
        self.beginResetModel()
        self._cells = [{f: str(c.get(f, "")) for f in EDITABLE} for c in cells][:MAX_PLAYERS]
        while len(self._cells) < MIN_PLAYERS:
            self._cells.append(blank_player())
        self.breakdowns = dict(breakdowns or {})
        self.endResetModel()
        self.sheetChanged.emit()

    def cells(self) -> list[dict[str, str]]:
        return [dict(c) for c in self._cells]
