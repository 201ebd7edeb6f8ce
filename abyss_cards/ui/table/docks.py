"""What the games' docks share: the features every dock has, a read-only table of rows, and the
table of a history whose long columns wrap onto more lines instead of being cut."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar, cast, overload

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QFocusEvent, QFont, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDockWidget,
    QFrame,
    QHeaderView,
    QMainWindow,
    QStyle,
    QStyleOptionDockWidget,
    QStyleOptionTab,
    QTabBar,
    QTableView,
    QWidget,
)

from abyss_cards.ui import text_size

# A dock's usual width at the usual text size (Qt's width for a table): room enough for most
# histories' lines whole.
BASE_DOCK_WIDTH = 260
# No dock is made narrower than this, however narrow the window.
MIN_DOCK_WIDTH = 120
# The docks never take more than this share of the window's width: the table keeps the rest
# (70 % of a window narrower than NARROW_WINDOW, 57 % of a wider one: eight players' scores
# whole beside a 1024-pixel table).
NARROW_WINDOW = 1000
NARROW_SHARE = 0.3
WIDE_SHARE = 0.43
# What a wrapped text cannot break: its words, a hyphen staying with the part before it.
_BREAKS = re.compile(r"[^\s-]+-?|-")
_View = TypeVar("_View", bound=QTableView)


def dock_features() -> QDockWidget.DockWidgetFeature:
    """Movable, floatable, closable (the screens' buttons open a closed dock again)."""
    f = QDockWidget.DockWidgetFeature
    return f.DockWidgetMovable | f.DockWidgetFloatable | f.DockWidgetClosable


def title_room(dock: QDockWidget, width: int | None = None) -> int:
    """The width the title bar of ``dock`` leaves its title (beside its buttons) when the dock
    is ``width`` wide (its width now by default), as the style draws it."""
    option = QStyleOptionDockWidget()
    dock.initStyleOption(option)
    width = dock.width() if width is None else width
    option.rect = QRect(0, 0, width, max(option.rect.height(), dock.fontMetrics().height()))
    return (
        dock.style()
        .subElementRect(QStyle.SubElement.SE_DockWidgetTitleBarText, option, dock)
        .width()
    )


def title_needs(dock: QDockWidget) -> int:
    """The width ``dock`` needs to show its whole title in its title bar."""
    wide = 1000
    buttons = wide - title_room(dock, wide)
    return QFontMetrics(dock.font()).horizontalAdvance(dock.windowTitle()) + buttons + 2


def tabs_needs(docks: Sequence[QDockWidget]) -> int:
    """The width a row of tabs needs to show the titles of ``docks`` whole (tabified docks)."""
    if len(docks) < 2:
        return 0
    total = 0
    for dock in docks:
        option = QStyleOptionTab()
        option.initFrom(dock)
        option.text = dock.windowTitle()
        metrics = QFontMetrics(dock.font())
        text = metrics.size(Qt.TextFlag.TextShowMnemonic, option.text)
        space = dock.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, option, dock)
        size = dock.style().sizeFromContents(
            QStyle.ContentsType.CT_TabBarTab, option, text + QSize(space, 0), dock
        )
        total += size.width()
    return total + 4


def least_width(widget: QWidget | None) -> int:
    """The width ``widget`` needs so that nothing in it is cut or scrolls sideways: the largest
    ``least_width()`` of the views in it (each view that has one says), plus the margins of the
    layouts around it."""
    if widget is None:
        return 0
    best = 0
    for view in [widget, *widget.findChildren(QWidget)]:
        measure = getattr(view, "least_width", None)
        if not callable(measure) or isinstance(view, QDockWidget):
            continue
        needs = measure()
        here: QWidget | None = view
        while here is not None and here is not widget:
            parent = here.parentWidget()
            layout = parent.layout() if parent is not None else None
            if layout is not None:
                m = layout.contentsMargins()
                needs += m.left() + m.right()
            here = parent
        best = max(best, needs)
    return best


class ScreenDock(QDockWidget):
    """A game screen's dock (Plongée's and Rami's discard and scores, their History): named,
    so that the window keeps its place, and movable, floatable, closable."""

    def __init__(self, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setFeatures(dock_features())


class DockWidth(QObject):
    """Keeps a screen's docks (all in one side area) at one width that does not depend on what
    they show now: the width their titles need whole (in their title bars, and side by side in
    the tabs of ``tabs``, groups of tabified docks), what their contents need (``least_width``)
    and ``extra()`` if given. It is worked out again when the font (text size) or a title
    (language) changes, never after a move.

    Only a window too narrow for both the screen (``parent``, at its least width: its bar's
    buttons whole) and the docks makes the docks narrower, and only by what it lacks — a width
    that changes with the window's, never with a move (``least()`` tells the screen's least
    width when its minimum size hint would not: a bar kept on one row by ``BarRoom``).
    ``changed`` tells the bar (``BarRoom``)
    to leave the docks their room. The docks are given their width each time the screen is
    shown (after the window put them where they were last left)."""

    changed = Signal()

    def __init__(
        self,
        window: QWidget,
        docks: Sequence[QDockWidget],
        *,
        tabs: Sequence[Sequence[QDockWidget]] = (),
        extra: Callable[[], int] | None = None,
        parent: QWidget | None = None,
        least: Callable[[], int] | None = None,
    ) -> None:
        super().__init__(window if parent is None else parent)
        self.window = window
        self.screen = parent
        self.least = least
        self.docks = list(docks)
        self.tabs = [list(group) for group in tabs]
        self.extra = extra
        self.wanted = 0  # what the docks need whole
        self.width = 0  # what they are given: ``wanted``, unless the window lacks the room
        self._sized = False  # the docks were given ``width`` since it last changed
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.apply)
        for dock in self.docks:
            dock.installEventFilter(self)
            dock.visibilityChanged.connect(self._dock_moved)
            dock.topLevelChanged.connect(self._dock_moved)
        window.installEventFilter(self)
        if parent is not None:
            parent.installEventFilter(self)
        self.apply()

    def needed(self) -> int:
        # The usual width of a dock's table at this text size, then what must be whole.
        widths = [round(BASE_DOCK_WIDTH * text_size.scale())]
        widths += [title_needs(d) for d in self.docks]
        widths += [tabs_needs(group) for group in self.tabs]
        widths += [least_width(d.widget()) for d in self.docks]
        if self.extra is not None:
            widths.append(self.extra())
        return max(widths, default=0)

    def _separator(self) -> int:
        return self.window.style().pixelMetric(
            QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self.window
        )

    def room(self) -> int:
        """The most the docks may take: the window's width less the screen's least width
        (``least()``, else the screen's minimum size hint), and at most a share of it."""
        if self.least is not None:
            least = self.least()
        else:
            least = self.screen.minimumSizeHint().width() if self.screen is not None else 320
        window = self.window.width()
        share = NARROW_SHARE if window < NARROW_WINDOW else WIDE_SHARE
        return min(window - max(0, least), int(window * share)) - self._separator() - 2

    def apply(self) -> None:
        """Work out what the docks need again, then give it to them."""
        self.wanted = self.needed()
        self._sized = False
        self.fit()

    def fit(self) -> None:
        """The docks' width for the window's width now."""
        width = max(MIN_DOCK_WIDTH, min(self.wanted, self.room()))
        if width != self.width:
            self.width = width
            self._sized = False
            for dock in self.docks:
                self._hold(dock)
        if not self._sized:
            self._resize()
        self.changed.emit()

    def _resize(self) -> None:
        window = self.window
        if not isinstance(window, QMainWindow) or not window.isVisible():
            return
        shown = [
            d
            for d in self.docks
            if not d.isHidden()
            and not d.isFloating()
            and window.dockWidgetArea(d) != Qt.DockWidgetArea.NoDockWidgetArea
        ]
        if shown:
            window.resizeDocks(shown, [self.width] * len(shown), Qt.Orientation.Horizontal)
            self._sized = True
        self._show_tabs()

    def _show_tabs(self) -> None:
        """The window places the tabs of tabified docks, but leaves them hidden until its
        size changes when the docks were tabified before it showed them: shown here."""
        titles = {d.windowTitle() for group in self.tabs for d in group if not d.isHidden()}
        for bar in self.window.findChildren(QTabBar):
            if (
                bar.parentWidget() is self.window
                and bar.isHidden()
                and bar.count() > 1
                and all(bar.tabText(i) in titles for i in range(bar.count()))
                and self.window.rect().contains(bar.geometry())
            ):
                bar.show()

    def _hold(self, dock: QDockWidget) -> None:
        """A docked dock keeps at least the width; a floating one is sized by hand."""
        width = 0 if dock.isFloating() else self.width
        if dock.minimumWidth() != width:
            dock.setMinimumWidth(width)

    def _dock_moved(self, _value: bool) -> None:
        for dock in self.docks:
            self._hold(dock)
        self.changed.emit()

    def reserve(self) -> int:
        """The room the docks take beside the table: their width and the separator, or
        nothing while they are all hidden or floating."""
        shown = [d for d in self.docks if not d.isHidden() and not d.isFloating()]
        if not shown:
            return 0
        return max([self.width, *(d.width() for d in shown)]) + self._separator()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if watched is self.window:
            resize = cast(QResizeEvent, event)
            if kind == QEvent.Type.Resize and resize.size().width() != resize.oldSize().width():
                self.fit()
        elif kind in (
            QEvent.Type.FontChange,
            QEvent.Type.WindowTitleChange,
            QEvent.Type.StyleChange,
            QEvent.Type.LanguageChange,
        ):
            self._timer.start(0)
        elif kind == QEvent.Type.Show and (watched is self.screen or not self._sized):
            self._sized = False
            self._timer.start(0)
        return False


def _frame_and_bars(view: QTableView) -> int:
    """What a table's width holds besides its columns: the row headings, the frame, and a
    vertical scroll bar (counted always: the rows may grow)."""
    rows = view.verticalHeader()
    heads = 0 if rows.isHidden() else rows.sizeHint().width()
    return heads + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width()


@overload
def dock_table(model: QAbstractItemModel, view: None = None) -> QTableView: ...


@overload
def dock_table(model: QAbstractItemModel, view: _View) -> _View: ...


def dock_table(model: QAbstractItemModel, view: QTableView | None = None) -> QTableView:
    """``view`` (a new QTableView if ``None``) showing ``model``: whole rows selected, nothing
    editable, rows a line high with alternating colours."""
    view = QTableView() if view is None else view
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
    view.setAlternatingRowColors(True)
    return view


class DockTableView(QTableView):
    """A dock's table. Item views redraw all their cells when their window is activated or
    deactivated, or when they lose the focus (a round summary opening over the table): only
    what looks different is redrawn when there is no selection and the inactive colours are
    the active ones — nothing, or the current cell whose focus frame goes."""

    _ACTIVATION = (QEvent.Type.WindowActivate, QEvent.Type.WindowDeactivate)

    def event(self, event: QEvent) -> bool:
        if event.type() in self._ACTIVATION and self._same_when_inactive():
            return QFrame.event(self, event)  # past QAbstractItemView's repaint of every cell
        if event.type() == QEvent.Type.Show:
            self._name_after_dock()
        return super().event(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # Qt's default width (256 px) suits the usual text size; the dock grows with the text.
        hint = super().sizeHint()
        hint.setWidth(round(hint.width() * text_size.scale()))
        return hint

    def _name_after_dock(self) -> None:
        """A screen reader names the table by its dock's title ("Scores"), unless it was given
        a name of its own."""
        dock = self.parentWidget()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parentWidget()
        if dock is not None and self.accessibleName() in ("", getattr(self, "_dock_name", "")):
            self._dock_name = dock.windowTitle()
            self.setAccessibleName(self._dock_name)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() in self._ACTIVATION and self._same_when_inactive():
            return False  # the viewport's own handling, which repaints only what changes
        if event.type() == QEvent.Type.Resize:
            self.fit()  # the dock was resized, or the vertical scroll bar came or went
        return super().viewportEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fit()

    def fit(self, *_args: object) -> None:
        """Lay the table out for the width there is (its columns, its rows): on a resize of
        the viewport and a change of font or style. Nothing here; the tables that size their
        columns say how."""

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        # Qt redraws every cell when an item view loses the focus (a dialog opening over the
        # window takes it); only the current cell's focus frame goes.
        if self._same_when_inactive():
            QAbstractScrollArea.focusOutEvent(self, event)
            current = self.currentIndex()
            if current.isValid():
                self.viewport().update(self.visualRect(current))
            return
        super().focusOutEvent(event)

    def _same_when_inactive(self) -> bool:
        selection = self.selectionModel()
        return (selection is None or not selection.hasSelection()) and self.palette().isEqual(
            QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive
        )


class AppendOnlyTableView(DockTableView):
    """A table whose model mostly changes at its end (the discard history): the width hints
    of its columns sized to contents are kept row by row, where Qt would measure every row
    again after each insertion or removal, and a text already measured in a column is not
    measured again (after a reshuffle the history starts over with the same texts). This holds
    because a cell's other roles (font, alignment) depend on its column only, as in the
    history. The widths are the ones Qt computes, to the pixel."""

    def __init__(self) -> None:
        super().__init__()
        self._widths: dict[int, list[int]] = {}  # column: width hint of rows 0, 1, …
        self._by_text: dict[tuple[int, str], int] = {}  # (column, text): width hint

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 - Qt's name
        old = self.model()
        if old is not None:
            for signal in self._invalidating(old):
                signal.disconnect(self._forget)
            old.modelReset.disconnect(self._reset)
            old.rowsInserted.disconnect(self._rows_changed)
            old.rowsRemoved.disconnect(self._rows_changed)
        super().setModel(model)
        if model is not None:
            for signal in self._invalidating(model):
                signal.connect(self._forget)
            model.modelReset.connect(self._reset)
            model.rowsInserted.connect(self._rows_changed)
            model.rowsRemoved.connect(self._rows_changed)
        self._forget()

    @staticmethod
    def _invalidating(model: QAbstractItemModel) -> tuple[SignalInstance, ...]:
        return (
            model.rowsMoved,
            model.layoutChanged,
            model.dataChanged,
            model.headerDataChanged,
            model.columnsInserted,
            model.columnsRemoved,
        )

    def _forget(self, *_args: object) -> None:
        self._widths.clear()
        self._by_text.clear()

    def _reset(self) -> None:
        self._widths.clear()  # new rows, but texts measured before keep their widths

    def _rows_changed(
        self, parent: QModelIndex | QPersistentModelIndex, first: int, _last: int
    ) -> None:
        # Rows from ``first`` on moved or went: measure them again when asked.
        if not parent.isValid():
            for widths in self._widths.values():
                del widths[first:]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._forget()
        super().changeEvent(event)

    def sizeHintForColumn(self, column: int) -> int:  # noqa: N802
        model = self.model()
        if model is None:
            return -1
        root = self.rootIndex()
        rows = model.rowCount(root)
        widths = self._widths.setdefault(column, [])
        precision = self.verticalHeader().resizeContentsPrecision()
        if (
            len(widths) > rows
            or self.verticalHeader().count() != rows
            or root.isValid()
            or 0 < precision < rows
            or any(self.isRowHidden(r) for r in range(rows))
        ):
            widths.clear()
            return super().sizeHintForColumn(column)  # not the simple case: Qt's own way
        self.ensurePolished()
        by_text = self._by_text
        for row in range(len(widths), rows):
            index = model.index(row, column, root)
            key = (column, str(index.data()))
            width = by_text.get(key)
            if width is None:
                width = by_text[key] = self.sizeHintForIndex(index).width()
            widths.append(width)
        hint = max(widths, default=0)
        return hint + 1 if self.showGrid() else hint


class WrappingTableView(AppendOnlyTableView):
    """A history whose long columns (``wrap``, in order) wrap onto more lines instead of being
    cut: no text is ever cut, nor hidden sideways, however narrow the dock (unless it is
    narrower than the longest words). ``fit`` sets the widths — the other columns to their
    texts; the wrapping ones to all their texts on one line if there is room, else each but the
    last to at most its share of what is left, the last the rest — then each row's height to
    what its texts need. Heights are kept row by row and per texts, as the widths are: a row is
    measured again only when the widths change.

    The texts a wrapping column is sized by are ``model.column_texts(column)`` if the model has
    it — every text the column may show in this game, so the columns keep their widths all game
    long — else the texts of its rows. An item of ``column_texts`` is a text, or a pair (text,
    font) for a text shown in a font of its own (the model's FontRole)."""

    def __init__(self, wrap: tuple[int, ...]) -> None:
        super().__init__()
        self.wrap = tuple(wrap)
        self._heights: list[int] = []  # height hint of rows 0, 1, … at the present widths
        self._by_texts: dict[
            tuple[tuple[str, str, int], ...], int
        ] = {}  # (wrapped texts, their widths): height hint
        # (text, font key): its width, its longest word's
        self._text_widths: dict[tuple[str, str], tuple[int, int]] = {}
        self._fitting = False
        self.setWordWrap(True)

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 - Qt's name
        super().setModel(model)
        self.horizontalHeader().setStretchLastSection(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)

    def _forget(self, *_args: object) -> None:
        super()._forget()
        self._heights = []
        self._by_texts = {}
        self._text_widths = {}

    def _reset(self) -> None:
        super()._reset()
        self._heights = []

    def _rows_changed(
        self, parent: QModelIndex | QPersistentModelIndex, first: int, last: int
    ) -> None:
        super()._rows_changed(parent, first, last)
        if not parent.isValid():
            del self._heights[first:]

    def fit(self, *_args: object) -> None:
        """The columns to the width there is, then the rows to their texts."""
        model = self.model()
        if model is None or self._fitting:
            return
        self._fitting = True
        bar = self.verticalScrollBar()
        at_end = bar.value() == bar.maximum()
        try:
            self._fit_columns()
            self._fit_rows()
        finally:
            self._fitting = False
        if at_end:  # the latest rows stay in sight when the rows grow
            self.updateGeometries()  # the scroll bar's range now, not after Qt's timer
            self.scrollToBottom()

    def _fit_columns(self) -> None:
        header = self.horizontalHeader()
        columns = self.model().columnCount()
        widths = [0] * columns
        for c in range(columns):
            if c not in self.wrap:
                widths[c] = max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
        room = self.viewport().width() - sum(widths)
        needs = [self._needs(c) for c in self.wrap]
        if sum(whole for whole, _ in needs) <= room:
            for c, (whole, _) in zip(self.wrap[:-1], needs[:-1], strict=True):
                widths[c] = whole  # every text on one line
                room -= whole
        else:
            for k, c in enumerate(self.wrap[:-1]):
                whole, least = needs[k]
                later = sum(least for _, least in needs[k + 1 :])
                widths[c] = max(least, min(whole, room // (len(self.wrap) - k), room - later))
                room -= widths[c]
        # Only a dock too narrow for the longest words scrolls sideways.
        widths[self.wrap[-1]] = max(needs[-1][1], room)
        if any(self.columnWidth(c) != w for c, w in enumerate(widths)):
            for c, w in enumerate(widths):
                self.setColumnWidth(c, w)
            self._heights = []  # the texts wrap elsewhere now

    def least_width(self) -> int:
        """The width at which nothing is cut nor scrolls sideways: the other columns to
        their texts, the wrapping ones to their longest words, the row headings, the frame
        and a vertical scroll bar."""
        model = self.model()
        if model is None:
            return 0
        header = self.horizontalHeader()
        width = 0
        for c in range(model.columnCount()):
            if c in self.wrap:
                width += self._needs(c)[1]
            else:
                width += max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
        return width + _frame_and_bars(self)

    def _texts(self, column: int) -> Sequence[str | tuple[str, QFont | None]]:
        model = self.model()
        if hasattr(model, "column_texts"):
            texts: Sequence[str | tuple[str, QFont | None]] = model.column_texts(column)
            return texts
        return [
            (
                str(model.index(r, column).data() or ""),
                model.index(r, column).data(Qt.ItemDataRole.FontRole),
            )
            for r in range(model.rowCount())
        ]

    def _needs(self, column: int) -> tuple[int, int]:
        """The widths ``column`` needs to show all its texts on one line each, and to show them
        wrapped (their longest word)."""
        style = self.style()
        padding = (
            2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1)
            + (1 if self.showGrid() else 0)
            + 1
        )
        whole = least = self.horizontalHeader().sectionSizeHint(column)
        for item in self._texts(column):
            text, font = (item, None) if isinstance(item, str) else item
            font = self.font() if font is None else QFont(font).resolve(self.font())
            key = (text, font.key())
            widths = self._text_widths.get(key)
            if widths is None:
                metrics = QFontMetrics(font)
                widths = self._text_widths[key] = (
                    metrics.horizontalAdvance(text),
                    max((metrics.horizontalAdvance(w) for w in _BREAKS.findall(text)), default=0),
                )
            whole = max(whole, widths[0] + padding)
            least = max(least, widths[1] + padding)
        return whole, least

    def _fit_rows(self) -> None:
        rows = self.verticalHeader()
        for row in range(self.model().rowCount()):
            height = self.sizeHintForRow(row)
            if rows.sectionSize(row) != height:
                rows.resizeSection(row, height)

    def sizeHintForRow(self, row: int) -> int:  # noqa: N802
        model = self.model()
        if model is None or not 0 <= row < model.rowCount():
            return super().sizeHintForRow(row)
        heights = self._heights
        if len(heights) > model.rowCount():
            heights.clear()
        least = self.verticalHeader().defaultSectionSize()
        font = Qt.ItemDataRole.FontRole
        for r in range(len(heights), row + 1):
            key = tuple(
                (
                    str(model.index(r, c).data()),
                    str(model.index(r, c).data(font)),
                    self.columnWidth(c),
                )
                for c in self.wrap
            )
            height = self._by_texts.get(key)
            if height is None:
                # Wrapped lines get a little air, as one-line rows have.
                height = self._by_texts[key] = max(least, super().sizeHintForRow(r) + 3)
            heights.append(height)
        return heights[row]


class HeadedTableView(DockTableView):
    """A small table of short values (counts) whose headings are longer than its cells: each
    column is as wide as its heading or its widest cell, whichever is wider, and the room left
    is shared out evenly, so no heading is cut. A dock too narrow for all the headings scrolls
    sideways rather than cut one."""

    def __init__(self) -> None:
        super().__init__()
        self._fitting = False
        # The least widths, kept until the model, the font or the style changes: a table being
        # built and shown is fitted many times over (every resize), and measuring every cell
        # each time cost a "Play again" 10 ms.
        self._least: list[int] | None = None

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 - Qt's name
        super().setModel(model)
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._least = None
        if model is not None:
            # Forgotten first (connected first), then fitted again.
            for signal in (
                model.dataChanged,
                model.headerDataChanged,
                model.modelReset,
                model.layoutChanged,
                model.rowsInserted,
                model.rowsRemoved,
                model.columnsInserted,
                model.columnsRemoved,
            ):
                signal.connect(self._forget_widths)
            model.headerDataChanged.connect(self.fit)
            model.modelReset.connect(self.fit)
        self.fit()

    def _forget_widths(self, *_args: object) -> None:
        self._least = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
            QEvent.Type.LanguageChange,
        ):
            self._least = None  # the headings' widths change with the font and the words
        super().changeEvent(event)  # refits on a font or style change
        if event.type() == QEvent.Type.LanguageChange:
            self.fit()

    def least_widths(self) -> list[int]:
        """Each column's width for its heading and its cells, nothing to spare."""
        if self._least is None:
            header = self.horizontalHeader()
            self._least = [
                max(header.sectionSizeHint(c), self.sizeHintForColumn(c))
                for c in range(self.model().columnCount())
            ]
        return list(self._least)

    def least_width(self) -> int:
        """Every heading whole, the frame and a vertical scroll bar: nothing scrolls sideways."""
        if self.model() is None:
            return 0
        return sum(self.least_widths()) + _frame_and_bars(self)

    def fit(self, *_args: object) -> None:
        """The columns to their headings, then the room left shared out."""
        if self.model() is None or self._fitting:
            return
        self._fitting = True
        try:
            widths = self.least_widths()
            if not widths:
                return
            spare = max(0, self.viewport().width() - sum(widths))
            share, extra = divmod(spare, len(widths))
            for c, w in enumerate(widths):
                width = w + share + (1 if c < extra else 0)
                if self.columnWidth(c) != width:
                    self.setColumnWidth(c, width)
        finally:
            self._fitting = False
