"""The Qt models behind the Plongée docks: the open discard (history and tally) and the scores.

They read a ``PlongeeState`` through its public accessors and are refreshed by the table after
every applied action; they never change the game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from abyss_cards.games.plongee import COMPOSITION, PlongeeState, unseen_among
from abyss_cards.ui.models.cells import TitledColumnsModel, bold_font

VALUES = tuple(range(-2, 13))
_Index = QModelIndex | QPersistentModelIndex


class DiscardHistoryModel(TitledColumnsModel):
    """Every card that went onto the discard since the last reshuffle, oldest first: who put it
    there and why; a card taken back stays, marked with who took it (greyed: it now lies in
    that player's grid)."""

    COLUMNS = 4  # order, value, who, why

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, int | None, str, int | None]] = []
        self._names: list[str] = []
        self._reasons: dict[str, str] = {}
        self._nobody = ""

    def reason_text(self, reason: str) -> str:
        return {
            "opening": self.tr("opened the discard"),
            "replaced": self.tr("replaced in a grid"),
            "drawn": self.tr("drawn and discarded"),
            "column": self.tr("column removed"),
        }.get(reason, reason)

    def taken_text(self, seat: int) -> str:
        name = self._names[seat] if 0 <= seat < len(self._names) else "?"
        return self.tr("taken back by %1").replace("%1", name)

    def refresh(self, log: Iterable[Sequence[Any]], names: Iterable[str]) -> None:
        """``log``: ``(value, seat, reason)`` or ``(value, seat, reason, taken_by)`` rows
        (``PlongeeState.discard_passages``)."""
        rows = [(int(e[0]), e[1], str(e[2]), e[3] if len(e) > 3 else None) for e in log]
        self._names = list(names)
        self._reasons = {r: self.reason_text(r) for r in ("opening", "replaced", "drawn", "column")}
        self._nobody = self.tr("the deal")
        old = self._rows
        # Cards come and go at the top of the discard (a taken card leaves it): the rows below
        # stay, and only the changed end is removed and inserted, so views redraw only that.
        same = 0
        for a, b in zip(old, rows, strict=False):
            if a != b:
                break
            same += 1
        if same == 0 and old and rows:
            # A reshuffle or a new round: the history starts again.
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        if same < len(old):
            self.beginRemoveRows(QModelIndex(), same, len(old) - 1)
            self._rows = old[:same]
            self.endRemoveRows()
        if same < len(rows):
            self.beginInsertRows(QModelIndex(), same, len(rows) - 1)
            self._rows = rows
            self.endInsertRows()

    def column_texts(self, column: int) -> tuple[str, ...]:
        """Every text ``column`` may show in this game (who: the names and the deal; why: the
        reasons), whether or not a row shows it yet."""
        if column == 2:
            return (*self._names, self._nobody)
        if column == 3:
            reasons = tuple(self._reasons.values())
            return reasons + tuple(
                f"{r} · {self.taken_text(s)}" for r in reasons for s in range(len(self._names))
            )
        return ()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self.COLUMNS

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        value, seat, reason, taker = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.ToolTipRole and col in (2, 3):
            role = Qt.ItemDataRole.DisplayRole  # the whole text, when the column is narrow
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return str(index.row() + 1)
            if col == 1:
                return str(value)
            if col == 2:
                if seat is None or not 0 <= seat < len(self._names):
                    return self._nobody
                return self._names[seat]
            if col == 3:
                why = self._reasons.get(reason, reason)
                return why if taker is None else f"{why} · {self.taken_text(taker)}"
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and col == 1:
            return bold_font()
        # Greyed, not in another font: a cell's width depends on its text and column only
        # (``AppendOnlyTableView`` measures each text once).
        if role == Qt.ItemDataRole.ForegroundRole and taker is not None:
            return QBrush(QColor("#808080"))
        if role == Qt.ItemDataRole.UserRole:
            return value
        return None

    def column_title(self, section: int) -> str:
        return (self.tr("#"), self.tr("Card"), self.tr("Who"), self.tr("Why"))[section]


class TallyModel(TitledColumnsModel):
    """Per value: in the discard, face up on the table, still unseen, out of the deck's total."""

    COLUMNS = 5  # value, discard, table, unseen, total

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._counts = {v: (0, 0, COMPOSITION[v], COMPOSITION[v]) for v in VALUES}

    def refresh(self, state: PlongeeState, viewer: int) -> None:
        """Counts as ``viewer`` sees them (the card that seat holds counts as seen)."""
        view = state.view(viewer)
        self.show(view.visible, view.discard_history, view.drawn)

    def show(
        self, grids: Iterable[Iterable[object]], discard: Sequence[int], drawn: int | None
    ) -> None:
        """Counts of a table given by its grids (an int is a face-up card), its discard
        history and the card held (``None``: none, or not seen)."""
        grids = [tuple(grid) for grid in grids]
        in_discard = dict.fromkeys(VALUES, 0)
        for v in discard:
            in_discard[v] += 1
        on_table = dict.fromkeys(VALUES, 0)
        for grid in grids:
            for value in grid:
                if isinstance(value, int):
                    on_table[value] += 1
        unseen = unseen_among(grids, discard, drawn)
        counts = {v: (in_discard[v], on_table[v], unseen[v + 2], COMPOSITION[v]) for v in VALUES}
        old, self._counts = self._counts, counts
        # Only the rows that changed: a repaint of the dock costs the GUI thread time.
        for row, v in enumerate(VALUES):
            if old[v] != counts[v]:
                self.dataChanged.emit(self.index(row, 1), self.index(row, self.COLUMNS - 1))

    def counts(self, value: int) -> tuple[int, int, int, int]:
        return self._counts[value]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(VALUES)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self.COLUMNS

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(VALUES):
            return None
        value = VALUES[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole):
            if col == 0:
                return str(value) if role == Qt.ItemDataRole.DisplayRole else value
            n = self._counts[value][col - 1]
            return str(n) if role == Qt.ItemDataRole.DisplayRole else n
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and col in (0, 3):
            return bold_font()
        if role == Qt.ItemDataRole.ForegroundRole and col == 3 and self._counts[value][2] == 0:
            return QBrush(QColor("#b03030"))
        return None

    def column_tip(self, section: int) -> str:
        return (
            self.tr("Card value"),
            self.tr("Copies in the discard since the last reshuffle"),
            self.tr("Copies face up in the grids"),
            self.tr("Copies not seen yet: in the draw pile or face down"),
            self.tr("Copies in the whole deck"),
        )[section]

    def column_title(self, section: int) -> str:
        return (
            self.tr("Card"),
            self.tr("Discard"),
            self.tr("Table"),
            self.tr("Unseen"),
            self.tr("Total"),
        )[section]


class ScoresModel(QAbstractTableModel):
    """Rounds × players, then the totals; doubled scores marked, the leader highlighted."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._scores: list[list[int]] = []
        self._raw: list[list[int]] = []
        self._closers: list[int] = []
        self._totals: list[int] = []

    def refresh(self, state: PlongeeState) -> None:
        names = list(state.names)
        scores = [list(r) for r in state.round_scores]
        shape_changes = len(names) != len(self._names) or len(scores) != len(self._scores)
        if shape_changes:
            self.beginResetModel()
        self._names = names
        self._scores = scores
        self._raw = [list(r) for r in getattr(state, "raw_scores", state.round_scores)]
        self._closers = list(getattr(state, "round_closers", []))
        totals = list(state.scores)
        unchanged = not shape_changes and totals == self._totals
        self._totals = totals
        if shape_changes:
            self.endResetModel()
        elif self._names and not unchanged:
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def is_doubled(self, rnd: int, seat: int) -> bool:
        return (
            rnd < len(self._raw)
            and rnd < len(self._closers)
            and self._closers[rnd] == seat
            and self._scores[rnd][seat] != self._raw[rnd][seat]
        )

    def leaders(self) -> list[int]:
        if not self._totals:
            return []
        low = min(self._totals)
        return [s for s, t in enumerate(self._totals) if t == low]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._scores) + 1

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._names)

    def doubled_text(self, value: int) -> str:
        """A doubled round's score: "70 (×2)"."""
        return self.tr("%1 (×2)").replace("%1", str(value))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row, seat = index.row(), index.column()
        if not 0 <= row <= len(self._scores) or not 0 <= seat < len(self._names):
            return None
        is_total = row == len(self._scores)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole):
            value = self._totals[seat] if is_total else self._scores[row][seat]
            if role == Qt.ItemDataRole.UserRole:
                return value
            if not is_total and self.is_doubled(row, seat):
                return self.doubled_text(value)
            return str(value)
        if role == Qt.ItemDataRole.ToolTipRole and not is_total:
            if self.is_doubled(row, seat):
                return (
                    self.tr(
                        "Doubled: %1 closed the round without the strictly lowest score "
                        "(%2 points before doubling)"
                    )
                    .replace("%1", self._names[seat])
                    .replace("%2", str(self._raw[row][seat]))
                )
            if row < len(self._closers) and self._closers[row] == seat:
                return self.tr("%1 closed this round").replace("%1", self._names[seat])
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and (is_total or self.is_doubled(row, seat)):
            return bold_font()
        if role == Qt.ItemDataRole.ForegroundRole and not is_total and self.is_doubled(row, seat):
            return QBrush(QColor("#b03030"))
        if role == Qt.ItemDataRole.BackgroundRole and is_total and seat in self.leaders():
            return QBrush(QColor("#f2d675"))
        return None

    def headerData(  # noqa: N802
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            if (
                role == Qt.ItemDataRole.FontRole
                and orientation == Qt.Orientation.Horizontal
                and section in self.leaders()
            ):
                return bold_font()
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._names[section] if 0 <= section < len(self._names) else None
        if 0 <= section < len(self._scores):
            return self.tr("Round %1").replace("%1", str(section + 1))
        if section == len(self._scores):
            return self.tr("Total")
        return None
