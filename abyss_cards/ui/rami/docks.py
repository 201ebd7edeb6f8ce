"""The Rami docks: the open discard (every card discarded or taken back this deal) and the score
sheet (deals × players, penalties, who opened with how much, totals).

The Plongée discard dock counts card values of its own deck, so Rami has its own small models
here, read from the engine's public accessors and refreshed after every action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QWidget

from abyss_cards.ui.models.cells import TitledColumnsModel, bold_font
from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.table.docks import ScreenDock, WrappingTableView, dock_table
from abyss_cards.ui.table.score_sheet import ScoreSheet

if TYPE_CHECKING:
    from abyss_cards.games.rami import RamiState

DISCARD_DOCK = "ramiDiscardDock"
SCORES_DOCK = "ramiScoresDock"
_Index = QModelIndex | QPersistentModelIndex
# The history's column that wraps: who and what happened, in one cell ("Yasmine · discarded").
# Two columns would not fit the dock beside the bar of a 1024-pixel window: their longest words
# side by side ("Yasmine", "reconstitué") are wider than it is.
WHO_WHAT = 2
_BETWEEN = " · "
# A pot rebuilt from the discard holds fewer cards than the two decks: three digits at most.
_WIDEST_POT = 888


def _italic() -> QFont:
    f = QFont()
    f.setItalic(True)
    return f


class DiscardHistoryModel(TitledColumnsModel):
    """The public history of the discard this deal, oldest first: #, card, who and what."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, str, str, bool]] = []
        self._names: list[str] = []

    @staticmethod
    def rows_of(state: RamiState, names: Sequence[str]) -> list[tuple[str, str, str, bool]]:
        rows: list[tuple[str, str, str, bool]] = []
        for h in state.log:
            if h.what == "discard":
                assert h.card is not None and h.seat is not None  # the engine says both
                # The deal's log begins with the dealer's first discard.
                what = Rami.tr("tournante") if not rows else Rami.tr("discarded")
                rows.append((d.card_text(h.card), names[h.seat], what, False))
            elif h.what == "take":
                assert h.card is not None and h.seat is not None  # the engine says both
                rows.append((d.card_text(h.card), names[h.seat], Rami.tr("taken back"), True))
            elif h.what == "rebuild":
                rows.append(("—", "", d.fill(Rami.tr("pot rebuilt (%1 cards)"), h.size), True))
        return rows

    @staticmethod
    def who_what(who: str, what: str) -> str:
        return _BETWEEN.join(t for t in (who, what) if t)

    def column_texts(self, column: int) -> tuple[str | tuple[str, QFont], ...]:
        """Every text ``column`` may show this game (who and what: each name with each
        happening, in italics for a card taken back, and the pot rebuilt), whether or not a
        row shows it yet."""
        if column != WHO_WHAT:
            return ()
        texts: list[str | tuple[str, QFont]] = [
            (d.fill(Rami.tr("pot rebuilt (%1 cards)"), _WIDEST_POT), _italic())
        ]
        for name in self._names:
            texts += [
                self.who_what(name, Rami.tr("tournante")),
                self.who_what(name, Rami.tr("discarded")),
                (self.who_what(name, Rami.tr("taken back")), _italic()),
            ]
        return tuple(texts)

    def refresh(self, state: RamiState, names: Sequence[str]) -> None:
        self._names = list(names)
        rows = self.rows_of(state, names)
        old = self._rows
        if len(rows) >= len(old) and rows[: len(old)] == old:
            if len(rows) > len(old):
                self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
                self._rows = rows
                self.endInsertRows()
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 3

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        card, who, what, special = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (str(index.row() + 1), card, self.who_what(who, what))[col]
        if role == Qt.ItemDataRole.ForegroundRole and col == 1 and card[-1:] in "♥♦":
            return QBrush(QColor("#b0102a"))
        if role == Qt.ItemDataRole.FontRole and special:
            return _italic()
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def column_title(self, section: int) -> str:
        return (Rami.tr("#"), Rami.tr("Card"), Rami.tr("Player"))[section]


class ScoreSheetModel(TitledColumnsModel):
    """One row per deal (the deal in progress last), a column per player, then totals.

    A cell reads "10 (opened 84)", "100 (not opened)" or "0 — won"; the opening values of past
    deals are the engine's (``deal_opening_values``), or for deals saved by release 0.1 the ones
    its screen recorded (``openings``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._rows: list[tuple[str, ...]] = []
        self._bold: set[int] = set()

    def refresh(
        self,
        state: RamiState,
        names: Sequence[str],
        openings: list[list[int]],
        current: bool = True,
    ) -> None:
        """The deals played, and with ``current`` the deal being played (none while an ended
        deal is still on the table)."""
        self.beginResetModel()
        self._names = list(names)
        rows: list[tuple[str, ...]] = []
        for k, penalties in enumerate(state.round_scores):
            winner = state.deal_winners[k] if k < len(state.deal_winners) else None
            opened = state.deal_opened[k] if k < len(state.deal_opened) else [False, False]
            kept = (
                state.deal_opening_values[k] if k < len(state.deal_opening_values) else [None, None]
            )
            legacy = openings[k] if k < len(openings) else [0, 0]
            values = [legacy[i] if kept[i] is None else kept[i] for i in range(2)]
            cells = [str(k + 1)]
            for seat in range(2):
                if winner == seat:
                    text = d.fill(Rami.tr("%1 — won"), penalties[seat])
                elif opened[seat]:
                    text = (
                        d.fill(Rami.tr("%1 (opened %2)"), penalties[seat], values[seat])
                        if values[seat]
                        else d.fill(Rami.tr("%1 (opened)"), penalties[seat])
                    )
                else:
                    text = d.fill(Rami.tr("%1 (not opened)"), penalties[seat])
                cells.append(text)
            rows.append(tuple(cells))
        if current and not state.is_over:
            cells = [d.fill(Rami.tr("%1 (now)"), state.deal_number)]
            for seat in range(2):
                cells.append(
                    d.fill(Rami.tr("opened %1"), state.opening_value[seat])
                    if state.opened[seat]
                    else "…"
                )
            rows.append(tuple(cells))
        rows.append((Rami.tr("Total"), *(str(t) for t in state.scores)))
        self._rows = rows
        self._bold = {len(rows) - 1}
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 3

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.FontRole and index.row() in self._bold:
            return bold_font()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def column_title(self, section: int) -> str:
        if section == 0:
            return Rami.tr("Deal")
        return self._names[section - 1] if section - 1 < len(self._names) else ""


def _table(model: QAbstractTableModel, wrap: tuple[int, ...]) -> WrappingTableView:
    """A table whose ``wrap`` columns wrap onto more lines rather than being cut or scrolled."""
    view = dock_table(model, WrappingTableView(wrap))
    view.verticalHeader().setVisible(False)
    return view


class DiscardDock(ScreenDock):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(DISCARD_DOCK, parent)
        self.model = DiscardHistoryModel(self)
        self.table = _table(self.model, (WHO_WHAT,))
        self.setWidget(self.table)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(Rami.tr("Open discard"))

    def refresh(self, state: RamiState, names: Sequence[str]) -> None:
        self.model.refresh(state, names)
        self.table.fit()
        self.table.scrollToBottom()


class ScoresDock(ScreenDock):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SCORES_DOCK, parent)
        self.model = ScoreSheetModel(self)
        # Every column may wrap: "100 (not opened)" beside two names is wider than the dock.
        self.table = _table(self.model, (0, 1, 2))
        # The deals scroll over the totals, which stay in sight.
        self.sheet = ScoreSheet(self.model, self.table)
        self.setWidget(self.sheet)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(Rami.tr("Score sheet"))

    def refresh(
        self,
        state: RamiState,
        names: Sequence[str],
        openings: list[list[int]],
        current: bool = True,
    ) -> None:
        self.model.refresh(state, names, openings, current)
        self.table.fit()
