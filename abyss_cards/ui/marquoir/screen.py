"""The Marquoir screen: the saved sheets (filter by player), the chosen sheet with its picture,
statistics per player with their totals over time; new sheets, corrections, deletion with undo,
CSV import/export and a PDF of a sheet."""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QIdentityProxyModel,
    QObject,
    QRect,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QKeySequence,
    QPaintEvent,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QStyle,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.storage.files import StorageProblem
from abyss_cards.storage.marquoir import (
    ImportCancelled,
    ImportReport,
    MarquoirStore,
    Sheet,
    SheetError,
    clean_sheet,
)
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.check_job import CheckJob
from abyss_cards.ui.marquoir.colours import (
    BANNER_BG,
    BANNER_BORDER,
    BANNER_TEXT,
    NOTICE_BG,
    NOTICE_BORDER,
    NOTICE_TEXT,
)
from abyss_cards.ui.marquoir.colours import style_sheet as marquoir_style_sheet
from abyss_cards.ui.marquoir.dates import long_date, short_date
from abyss_cards.ui.marquoir.figures_job import Figures, FiguresJob, figures
from abyss_cards.ui.marquoir.fit import NameHeader, name_header
from abyss_cards.ui.marquoir.history_models import SORT_ROLE, SheetListModel, StatsModel
from abyss_cards.ui.marquoir.list_view import SheetListView
from abyss_cards.ui.marquoir.sheet_model import ROWS, ScoreSheetModel
from abyss_cards.ui.marquoir.texts import headline, join_names, problem_text, tie_explanations
from abyss_cards.ui.storage_problems import advice_text, reason_text
from abyss_cards.ui.table.flow import FlowLayout, kept_together
from abyss_cards.ui.table.scrolling import downward_scroll_area

if TYPE_CHECKING:
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.marquoir.charts import SheetChart, TotalsChart
    from abyss_cards.ui.marquoir.import_job import ImportJob
    from abyss_cards.ui.marquoir.sheet_editor import SheetDialog

# The sheet dialog, the import, the PDF and the charts are imported when first used (the charts
# on the passes after the window's first paint): the first click on the Marquoir imports
# this module.

translate = QCoreApplication.translate


# --- undoable changes ---------------------------------------------------------------------------


class SheetCommand(QUndoCommand):
    """An undoable change whose text (shown in the Undo button) follows the interface
    language: ``describe()`` is asked again when the language changes.

    The change itself is made by the screen before the command is pushed (so that a busy or
    full disk is reported and nothing is pushed); the first ``redo`` only refreshes. Later undos
    and redos that the disk refuses are reported in plain words."""

    def __init__(self, screen: MarquoirScreen) -> None:
        super().__init__()
        self.screen = screen
        self._done = True  # made by the screen already

    def describe(self) -> str:
        raise NotImplementedError

    def retranslate(self) -> None:
        self.setText(self.describe())

    def apply(self) -> str:
        """Make the change again; returns the uid to select."""
        raise NotImplementedError

    def revert(self) -> str:
        raise NotImplementedError

    def redo(self) -> None:
        select: str | None
        if self._done:
            self._done = False
            # Written by the screen just now: listed on the next pass (``refresh_soon``).
            self.screen.refresh_soon(select=self.selected())
            return
        select = self.screen.guarded(self.apply)
        self.screen.refresh(select=select or "")

    def undo(self) -> None:
        select = self.screen.guarded(self.revert)
        self.screen.refresh(select=select or "")

    def selected(self) -> str:
        return ""


class AddSheet(SheetCommand):
    def __init__(self, screen: MarquoirScreen, sheet: Sheet) -> None:
        super().__init__(screen)
        self.sheet = sheet  # saved, with its uid
        self.retranslate()

    def describe(self) -> str:
        return translate("MarquoirScreen", "adding the sheet of {date}").format(
            date=short_date(self.sheet.played_on)
        )

    def selected(self) -> str:
        return self.sheet.uid

    def apply(self) -> str:
        self.screen.store.restore(self.sheet.uid)
        return self.sheet.uid

    def revert(self) -> str:
        self.screen.store.delete(self.sheet.uid)
        return ""


class CorrectSheet(SheetCommand):
    def __init__(self, screen: MarquoirScreen, before: Sheet, after: Sheet) -> None:
        super().__init__(screen)
        self.before, self.after = before, after
        self.retranslate()

    def describe(self) -> str:
        return translate("MarquoirScreen", "correcting the sheet of {date}").format(
            date=short_date(self.before.played_on)
        )

    def selected(self) -> str:
        return self.after.uid

    def apply(self) -> str:
        self.screen.store.update(self.after)
        return self.after.uid

    def revert(self) -> str:
        self.screen.store.update(self.before)
        return self.before.uid


class DeleteSheet(SheetCommand):
    def __init__(self, screen: MarquoirScreen, sheet: Sheet) -> None:
        super().__init__(screen)
        self.sheet = sheet
        self.retranslate()

    def describe(self) -> str:
        return translate("MarquoirScreen", "deleting the sheet of {date}").format(
            date=short_date(self.sheet.played_on)
        )

    def apply(self) -> str:
        self.screen.store.delete(self.sheet.uid)
        return ""

    def revert(self) -> str:
        self.screen.store.restore(self.sheet.uid)
        return self.sheet.uid


class ImportSheets(SheetCommand):
    """The sheets are added by the import before the command is pushed; undo hides them."""

    def __init__(self, screen: MarquoirScreen, uids: tuple[str, ...]) -> None:
        super().__init__(screen)
        self.uids = uids
        self.retranslate()

    def describe(self) -> str:
        return self.screen.importing_text(len(self.uids))

    def apply(self) -> str:
        self.screen.store.restore_many(self.uids)
        return ""

    def revert(self) -> str:
        self.screen.store.delete_many(self.uids)
        return ""


# --- the screen ---------------------------------------------------------------------------------


class MarquoirScreen(QWidget):
    def __init__(
        self, window: MainWindow | None = None, store: MarquoirStore | None = None
    ) -> None:
        super().__init__()
        self.setObjectName("marquoir-screen")
        # The history is read on the pass after the window's first paint (``_read_history``).
        self._unread = True
        self._painted = False
        # Built after the window's first paint (``_build_stats``).
        self._stats_view: QTableView | None = None
        self._stats_port: QWidget | None = None
        self._totals_chart: TotalsChart | None = None
        # Qt's palettes fall short of 4.5:1 for the selected row's text and the placeholders.
        self.setStyleSheet(marquoir_style_sheet(self.palette()))
        self.window_ = window
        self.store = store or MarquoirStore()
        self.undo_stack = QUndoStack(self)
        self._seen_version = self.store.data_version()

        self._build_top_row()
        self._build_banners()
        self._build_sheet_list()
        self._build_list_fitting()
        self._build_list_pane()
        self._build_sheet_tab()
        self._build_stats_tab()
        self._build_tabs()
        self._add_shortcuts()
        self._prepare_jobs()
        self.retranslate_ui()
        self._tell_store_state()
        self._read_soon()
        self._sized = False
        self._build_pass_timers()
        self.tabs.installEventFilter(self)
        self._check_soon()

    def _build_top_row(self) -> None:
        # Top bar.
        # Every text is set by retranslate_ui(), again when the language changes.
        self.new_button = QPushButton()
        self.new_button.setObjectName("marquoir-new")
        self.correct_button = QPushButton()
        self.delete_button = QPushButton()
        # Short fixed words on the buttons, the change they take back or make again in their
        # tooltips: a long "Undo adding the sheet of …" would push the row onto two lines.
        self.undo_button = QToolButton()
        self.redo_button = QToolButton()
        for button, step, can, changed in (
            (
                self.undo_button,
                self.undo_stack.undo,
                self.undo_stack.canUndoChanged,
                self.undo_stack.undoTextChanged,
            ),
            (
                self.redo_button,
                self.undo_stack.redo,
                self.undo_stack.canRedoChanged,
                self.undo_stack.redoTextChanged,
            ),
        ):
            action = QAction(self)
            action.setEnabled(False)
            action.triggered.connect(step)
            can.connect(action.setEnabled)
            changed.connect(self._describe_undo)  # a method: let go with the screen
            button.setDefaultAction(action)
        self.filter_combo = QComboBox()
        self.filter_combo.setObjectName("marquoir-filter")
        self.filter_combo.setMinimumContentsLength(12)
        self.filter_combo.addItem("", "")  # everyone; the names come with the statistics
        self.player_label = QLabel()
        self.player_label.setBuddy(self.filter_combo)  # names the combo for screen readers
        self.import_button = QPushButton()
        self.export_button = QPushButton()
        self.pdf_button = QPushButton()
        self.new_button.clicked.connect(self.new_sheet)
        self.correct_button.clicked.connect(self.correct_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.filter_combo.currentIndexChanged.connect(lambda _i: self.refresh())
        self.import_button.clicked.connect(self.ask_import_csv)
        self.export_button.clicked.connect(self.ask_export_csv)
        self.pdf_button.clicked.connect(self.ask_export_pdf)
        # The label stays next to its list when the row flows onto a second line.
        self.player_filter = kept_together(self.player_label, self.filter_combo, spacing=6)
        # Flows onto more lines in a narrow window rather than cutting the buttons' texts; the
        # file buttons keep to the right end on every line they take.
        top = self.top_row = FlowLayout(spacing=6, row_spacing=6)
        top.setContentsMargins(0, 0, 0, 0)
        for w in (
            self.new_button,
            self.correct_button,
            self.delete_button,
            self.undo_button,
            self.redo_button,
        ):
            top.addWidget(w)
        top.addSpacing(12)
        top.addWidget(self.player_filter)
        top.addStretch(1, each_row=True)
        for w in (self.import_button, self.export_button, self.pdf_button):
            top.addWidget(w)

    def _build_banners(self) -> None:
        # Banners: a draft to resume, a database that had to be set aside.
        self.banner = QFrame()
        self.banner.setObjectName("marquoir-banner")
        self.banner.setStyleSheet(
            f"QFrame#marquoir-banner {{ background: {BANNER_BG.name()}; "
            f"border: 1px solid {BANNER_BORDER.name()}; border-radius: 6px; }} "
            f"QFrame#marquoir-banner QLabel {{ color: {BANNER_TEXT.name()}; }}"
        )
        self.banner_label = QLabel()
        self.banner_label.setWordWrap(True)
        self.resume_button = QPushButton()
        self.discard_button = QPushButton()
        self.resume_button.clicked.connect(self.resume_draft)
        self.discard_button.clicked.connect(self.discard_draft)
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.addWidget(self.banner_label, 1)
        banner_layout.addWidget(self.resume_button)
        banner_layout.addWidget(self.discard_button)
        self.notice = QLabel()
        self.notice.setObjectName("marquoir-notice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(
            f"QLabel#marquoir-notice {{ background: {NOTICE_BG.name()}; "
            f"color: {NOTICE_TEXT.name()}; border: 1px solid {NOTICE_BORDER.name()}; "
            "border-radius: 6px; padding: 6px; }"
        )
        self.notice.hide()

    def _build_sheet_list(self) -> None:
        # Left: the list of sheets.
        self._sheet_model = SheetListModel(self)
        # Each row painted once at its size, then copied while the list scrolls.
        self.sheet_view = SheetListView(self._sheet_model.texts)
        self.sheet_view.setObjectName("marquoir-sheets")
        # Newest game first: the model's own order (no header sorting: its arrows cost the
        # width the players' names need at 1024 px).
        self.sheet_proxy = QIdentityProxyModel(self)
        self.sheet_proxy.setSourceModel(self._sheet_model)
        # Titles wrap too when the list is narrow.
        self.sheet_view.setHorizontalHeader(NameHeader(self.sheet_view))
        self.sheet_view.setModel(self.sheet_proxy)
        self._table_defaults(self.sheet_view)
        # The players' and winners' names are shown whole, on as many lines as they need; the
        # note gets what room is left (all of it in the tooltip).
        self.sheet_view.setWordWrap(True)
        self.sheet_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.sheet_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.sheet_view.horizontalHeader()
        header.setStretchLastSection(False)
        # Every width set by ``_fit_list``: sized to their contents, the date and the points
        # would be measured again over every row read, at each change of the list.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)

    def _build_list_fitting(self) -> None:
        self._list_heights: dict[tuple[str, int, bool], int] = {}
        self._widest: dict[int, int] = {}  # the widest word of each wrapped column, fitted to
        self._list_fit = QTimer(self)
        self._list_fit.setSingleShot(True)
        self._list_fit.setInterval(0)
        self._list_fit.timeout.connect(self._fit_list)
        # The statistics are fitted on their own changes only: a saved sheet changes the list
        # at once, the statistics a moment later.
        self._stats_fit = QTimer(self)
        self._stats_fit.setSingleShot(True)
        self._stats_fit.setInterval(0)
        self._stats_fit.timeout.connect(self._fit_stats)
        # Watched from the pass after the window's first paint (``_watch_list``): the first
        # ``viewport()`` of a process costs PySide6 25 ms (it makes the Python types of most
        # of QtWidgets), a third of the first pass.
        self._list_port: QWidget | None = None
        self._watch_later = QTimer(self)
        self._watch_later.setSingleShot(True)
        self._watch_later.setInterval(0)
        self._watch_later.timeout.connect(self._watch_then_read)
        self.sheet_proxy.modelReset.connect(self._list_fit.start)
        self.sheet_proxy.layoutChanged.connect(self._list_fit.start)
        # A page more, scrolled to: its rows' heights (the columns' widths only if one of its
        # names needs more room).
        self.sheet_proxy.rowsInserted.connect(
            lambda _parent, first, last: self._fit_rows(first, last)
        )
        self.sheet_view.selectionModel().currentRowChanged.connect(lambda *_: self._show_current())
        self.sheet_view.doubleClicked.connect(lambda *_: self.correct_selected())

    def _build_list_pane(self) -> None:
        self.count_label = QLabel()
        left = self._list_pane = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.sheet_view, 1)
        left_layout.addWidget(self.count_label)

    def _build_sheet_tab(self) -> None:
        # Right, tab 1: the chosen sheet, in a scroll area filled after the window's first
        # paint (``_build_sheet``): its table, header and picture were a fifth of the first
        # pass, for a tab painted after the list anyway.
        self.detail_model = ScoreSheetModel(2, read_only=True, parent=self)
        self._detail_view: QTableView | None = None
        self._detail_title: QLabel | None = None
        self._detail_text: QLabel | None = None
        self._sheet_chart: SheetChart | None = None
        # In a low window the sheet scrolls rather than its parts overlapping.
        sheet_scroll = downward_scroll_area("marquoir-sheet-scroll")
        self.sheet_scroll = sheet_scroll

    def _build_stats_tab(self) -> None:
        # Right, tab 2: statistics.
        self.stats_model = StatsModel(self)
        self.stats_proxy = QSortFilterProxyModel(self)
        self.stats_proxy.setSourceModel(self.stats_model)
        self.stats_proxy.setSortRole(SORT_ROLE)
        # Sorted here, not by its view: the view and the chart are built after the window's
        # first paint (``_build_stats``), the figures may come before.
        self.stats_proxy.sort(2, Qt.SortOrder.DescendingOrder)
        self.stats_proxy.modelReset.connect(self._stats_fit.start)
        # The statistics tab's page, empty until ``_build_stats`` fills it: built with the rest,
        # its table and chart made the window's first pass too long for a tab not shown.
        self.stats_page = QWidget()
        self.stats_page.setObjectName("marquoir-stats-page")
        stats_page_layout = QVBoxLayout(self.stats_page)
        stats_page_layout.setContentsMargins(0, 0, 0, 0)
        self._stats_later = QTimer(self)
        self._stats_later.setSingleShot(True)
        self._stats_later.setInterval(0)
        self._stats_later.timeout.connect(self._build_stats)

    def _build_tabs(self) -> None:
        self.tabs = QTabWidget()
        self.tabs.addTab(self.sheet_scroll, "")
        self.tabs.addTab(self.stats_page, "")
        self.tabs.currentChanged.connect(lambda _i: self._build_stats())

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self._list_pane)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setChildrenCollapsible(False)
        # Both sides fit side by side in the narrowest window (640 px).
        self._list_pane.setMinimumWidth(200)
        self.tabs.setMinimumWidth(400)

        layout = QVBoxLayout(self)
        layout.addLayout(self.top_row)
        layout.addWidget(self.banner)
        layout.addWidget(self.notice)
        layout.addWidget(self.splitter, 1)

    def _add_shortcuts(self) -> None:
        for keys, slot in (
            (QKeySequence.StandardKey.Undo, self.undo_stack.undo),
            (QKeySequence.StandardKey.Redo, self.undo_stack.redo),
            (QKeySequence.StandardKey.New, self.new_sheet),
            (QKeySequence.StandardKey.Delete, self.delete_selected),
        ):
            shortcut = QShortcut(keys, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    def _prepare_jobs(self) -> None:
        # Another window may add sheets: look for its commits now and then (a cheap pragma).
        self._poll = QTimer(self)
        self._poll.setInterval(2000)
        self._poll.timeout.connect(self._check_other_windows)
        self._poll.start()

        self.dialog: SheetDialog | None = None  # the sheet dialog while it is open
        self.import_job: ImportJob | None = None  # an import running in the background
        self._refreshes = 0
        self.figures_job: FiguresJob | None = None  # statistics being worked out
        self._known_names: list[str] | None = None  # the history's names, with them
        self._figures_start = QTimer(self)
        self._figures_start.setSingleShot(True)
        self._figures_start.setInterval(0)
        self._figures_start.timeout.connect(self._start_figures)
        self._charted: tuple[str, int] | None = None  # the chart's player, as of which refresh
        self.import_progress: QProgressDialog | None = None
        self._notice: Callable[[], str] | None = None
        # The history's integrity check, while it runs on its thread (``CheckJob``), and the
        # changes made meanwhile: written, in order, once it says the file is sound.
        self.check_job: CheckJob | None = None
        self._held: list[Callable[[], object]] = []
        self._held_sheet = False  # one of them is a sheet, kept as a draft until written
        self._check_start = QTimer(self)
        self._check_start.setSingleShot(True)
        self._check_start.timeout.connect(self._start_check)

    def _tell_store_state(self) -> None:
        if self.store.moved_aside is not None:
            self._tell_set_aside()
        elif self.store.read_only:
            self.show_notice(
                lambda: self.tr(
                    "The score history is in a folder that cannot be written: you can look at "
                    "every sheet, but new sheets and corrections cannot be saved for now."
                )
            )

    def _read_soon(self) -> None:
        # The sheets are read on the pass after the window's first paint (or at once, when
        # asked for before: ``sheet_model``): their count and first page were a quarter of
        # that pass at fifty thousand sheets (issue 25). Until then the list is empty.
        self.count_label.setText("…")  # holds the label's line: no jump once counted
        for unread in (
            self.correct_button,
            self.delete_button,
            self.pdf_button,
            self.export_button,
        ):
            unread.setEnabled(False)
        self._read_later = QTimer(self)
        self._read_later.setSingleShot(True)
        self._read_later.setInterval(0)
        self._read_later.timeout.connect(self._read_history)
        self._read_later.start()  # waits for the first paint if the window is shown first
        # Asked for now, as the read would: waited for until the window is shown, list and all.
        self._work_out_figures("", with_stats=True)
        self._update_banner()

    def _build_pass_timers(self) -> None:
        # The window's first paint leaves the list and the chosen sheet out: the list is
        # read, fitted and painted on the passes after, then the sheet (``showEvent``); all in
        # one pass held the GUI thread too long (issue 25).
        self._list_shown = QTimer(self)
        self._list_shown.setSingleShot(True)
        self._list_shown.setInterval(0)
        self._list_shown.timeout.connect(lambda: self.sheet_view.setUpdatesEnabled(True))
        self._tabs_shown = QTimer(self)
        self._tabs_shown.setSingleShot(True)
        self._tabs_shown.setInterval(0)
        self._tabs_shown.timeout.connect(self._show_sheet_tab)
        # A change of the chosen sheet, in a shown window: the list painted on one pass, the
        # sheet (table, text, picture) on the next. A saved sheet changes the whole list; with
        # the sheet too, that pass held the GUI thread ~45 ms with a long history (issue 25).
        self._detail_later = QTimer(self)
        self._detail_later.setSingleShot(True)
        self._detail_later.setInterval(0)
        self._detail_later.timeout.connect(self._show_detail)
        # A sheet saved (or deleted) in a shown window: written on one pass, listed on the next
        # (``refresh_soon``), the sheet shown on the one after.
        self._refresh_later = QTimer(self)
        self._refresh_later.setSingleShot(True)
        self._refresh_later.setInterval(0)
        self._refresh_later.timeout.connect(lambda: self.refresh())
        self._select_later = ""

    def _check_soon(self) -> None:
        if not self.store.checked:
            self.check_job = CheckJob(self.store.path)  # the statistics wait for it
            self._check_start.start(0)  # started once the window has shown the sheets

    # -- the list, read after the window's first paint -----------------------------------

    @property
    def sheet_model(self) -> SheetListModel:
        """The list's sheets; read now if the window has not read them yet."""
        if self._unread:
            self.refresh()
        return self._sheet_model

    def _read_history(self) -> None:
        if not self._unread or (self.isVisible() and not self._painted):
            return  # read already, or after the window's first paint (``paintEvent``)
        self.refresh()
        self._list_fit.start()  # (by the model's reset too, unless the read failed)

    # -- the chosen sheet's tab, built after the window's first paint -------------------

    @property
    def detail_view(self) -> QTableView:
        self._build_sheet()
        self._detail_now()
        assert self._detail_view is not None
        return self._detail_view

    @property
    def detail_title(self) -> QLabel:
        self._build_sheet()
        self._detail_now()
        assert self._detail_title is not None
        return self._detail_title

    @property
    def detail_text(self) -> QLabel:
        self._build_sheet()
        self._detail_now()
        assert self._detail_text is not None
        return self._detail_text

    @property
    def sheet_chart(self) -> SheetChart:
        self._build_sheet()
        self._detail_now()
        assert self._sheet_chart is not None
        return self._sheet_chart

    def sheet_built(self) -> bool:
        return self._detail_view is not None

    def _build_sheet(self) -> None:
        """The chosen sheet's title, table, text and picture, on the pass after the list is
        painted (or at once, when they are asked for before), showing the chosen sheet."""
        if self._detail_view is not None:
            return
        title = self._detail_title = QLabel()
        title.setObjectName("marquoir-detail-title")
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        title.setFont(font)
        title.setWordWrap(True)  # a long note must not widen the sheet past the tab
        view = self._detail_view = QTableView()
        view.setObjectName("marquoir-detail")
        # Long names wrap (or shrink) in their column, the header as tall as they need.
        view.setHorizontalHeader(NameHeader(view))
        view.setModel(self.detail_model)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        row_h = self.fontMetrics().height() + 8
        view.verticalHeader().setDefaultSectionSize(row_h)
        view.setRowHidden(ROWS.index("name"), True)  # the names head the columns
        self._detail_rows_h = row_h * (len(ROWS) - 1)
        self._fit_detail_height(view.horizontalHeader().sizeHint().height())
        name_header(view).heightChanged.connect(self._fit_detail_height)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        text = self._detail_text = QLabel()
        text.setObjectName("marquoir-detail-text")
        text.setWordWrap(True)
        from abyss_cards.ui.marquoir.charts import SheetChart

        self._sheet_chart = SheetChart()
        sheet_tab = QWidget()
        sheet_layout = QVBoxLayout(sheet_tab)
        sheet_layout.addWidget(title)
        sheet_layout.addWidget(view)
        sheet_layout.addWidget(text)
        sheet_layout.addWidget(self._sheet_chart, 1)
        self.sheet_scroll.setWidget(sheet_tab)
        self._retranslate_sheet()
        self._show_detail()

    def _show_sheet_tab(self) -> None:
        """Once the list is painted: the chosen sheet's tab built (one pass), then painted
        (the next)."""
        if self._detail_view is None:
            self._build_sheet()
            self._tabs_shown.start()
        else:
            self.tabs.setUpdatesEnabled(True)

    # -- the statistics tab, built after the window's first paint ------------------------

    @property
    def stats_view(self) -> QTableView:
        self._build_stats()
        assert self._stats_view is not None
        return self._stats_view

    @property
    def totals_chart(self) -> TotalsChart:
        self._build_stats()
        assert self._totals_chart is not None
        return self._totals_chart

    def stats_built(self) -> bool:
        return self._stats_view is not None

    def _build_stats(self) -> None:
        """The statistics' table and chart, on the pass after the window's first paint (or at
        once, when they are asked for before: their tab opened, their figures come)."""
        if self._stats_view is not None:
            return
        self._stats_later.stop()
        view = self._stats_view = QTableView()
        view.setObjectName("marquoir-stats")
        # Every column in view, no sideways scrolling: titles and names wrap.
        view.setHorizontalHeader(NameHeader(view))
        view.setModel(self.stats_proxy)
        self._table_defaults(view)
        view.setWordWrap(True)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        stats_header = view.horizontalHeader()
        stats_header.setStretchLastSection(False)
        stats_header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        stats_header.sortIndicatorChanged.connect(lambda *_: self._stats_fit.start())
        # Each row as tall as its player's name needs (``_fit_stats``): sized to their
        # contents, every cell of every row would be measured again at each selection.
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._stats_port = view.viewport()
        self._stats_port.installEventFilter(self)
        # The proxy's order, kept (sorting by another column first would reorder the ties).
        stats_header.setSortIndicator(self.stats_proxy.sortColumn(), self.stats_proxy.sortOrder())
        view.setSortingEnabled(True)
        from abyss_cards.ui.marquoir.charts import TotalsChart

        self._totals_chart = TotalsChart()
        stats_tab = QSplitter(Qt.Orientation.Vertical)
        stats_tab.addWidget(view)
        stats_tab.addWidget(self._totals_chart)
        stats_tab.setStretchFactor(0, 1)
        stats_tab.setStretchFactor(1, 1)
        layout = self.stats_page.layout()
        assert layout is not None
        layout.addWidget(stats_tab)
        self._figures_start.start()  # waited for the window (``_start_figures``)
        view.selectionModel().currentRowChanged.connect(lambda *_: self._show_player())
        self._stats_fit.start()

    def at_rest(self) -> bool:
        """Whole on screen: the list and the chosen sheet drawn, the statistics in and the
        history checked (the passes after the first paint, and their threads, are done)."""
        return (
            self.sheet_view.updatesEnabled()
            and self.tabs.updatesEnabled()
            and self.figures_job is None
            and self.check_job is None
        )

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._painted:
            self.sheet_view.setUpdatesEnabled(False)  # until fitted (``_fit_list``)
            self.tabs.setUpdatesEnabled(False)  # until the list is painted (``eventFilter``)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self._watch_later.start()  # then the read, or the fit (``_watch_then_read``)

    def _watch_list(self) -> QWidget:
        """The list's viewport, watched for its size and its paints."""
        if self._list_port is None:
            self._list_port = self.sheet_view.viewport()
            self._list_port.installEventFilter(self)
        return self._list_port

    def _watch_then_read(self) -> None:
        self._watch_list()
        # Held back until now: the read (then the fit, by the model's reset), or the fit.
        (self._read_later if self._unread else self._list_fit).start()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if not self._sized and self.width() > 0:
            self._sized = True  # first layout: 40 % list, 60 % sheet; then the user's choice
            self.splitter.setSizes([int(self.width() * 0.4), int(self.width() * 0.6)])

    # Shares of the room left by the date and the points: players, winners, note.
    LIST_SHARES = (0.45, 0.30, 0.25)
    WRAPPED = (1, 2)  # the columns shown whole, on several lines if need be

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize:
            if obj is self._list_port:
                self._list_fit.start()
            elif obj is self._stats_port:
                self._stats_fit.start()
        elif event.type() == QEvent.Type.Paint:
            if obj is self._list_port and not self.tabs.updatesEnabled():
                self._tabs_shown.start()  # once the sheets are painted: the chosen sheet
            elif obj is self.tabs and self._stats_view is None:
                self._stats_later.start()  # then the statistics tab
        return False

    def _fit_stats(self) -> None:
        """Every column of the statistics in view, no sideways scrolling: each number column
        as wide as its values and the widest word of its title (in a slightly smaller font if
        need be), the players' column as wide as its widest word; what is left is shared."""
        if self._stats_view is None:
            return  # fitted when built
        view = self._stats_view
        header = name_header(view)
        model = view.model()
        if header.count() == 0:
            return

        def widest_word(font: QFont, text: str) -> int:
            # Wrapped within 1 px, a text is as wide as its widest word.
            return (
                QFontMetrics(font)
                .boundingRect(QRect(0, 0, 1, 100_000), Qt.TextFlag.TextWordWrap, text)
                .width()
            )

        margin = header.margin()
        title_font = QFont(header.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 0.85)
        cells = view.fontMetrics()
        bold = QFont(view.font())
        bold.setBold(True)
        numbers = []
        for column in range(1, header.count()):
            values = max(
                (
                    cells.horizontalAdvance(str(model.index(row, column).data() or ""))
                    for row in range(model.rowCount())
                ),
                default=0,
            )
            numbers.append(
                max(
                    values + 12,
                    widest_word(title_font, header.section_text(column)) + 2 * margin + 2,
                )
                + header.arrow_room(column)
            )
        players = (
            max(
                (
                    widest_word(bold, self.stats_model.name_at(row))
                    for row in range(self.stats_model.rowCount())
                ),
                default=0,
            )
            + 12
        )
        players = max(players, widest_word(header.font(), header.section_text(0)) + 2 * margin)
        room = view.viewport().width()
        extra = room - players - sum(numbers)
        if extra > 0:
            # Names on one line if they can be, then the rest shared by the numbers.
            whole = (
                max(
                    (
                        QFontMetrics(bold).horizontalAdvance(self.stats_model.name_at(row))
                        for row in range(self.stats_model.rowCount())
                    ),
                    default=0,
                )
                + 12
            )
            more = max(0, min(whole - players, extra // 2))
            players += more
            share = (extra - more) // len(numbers)
            numbers = [n + share for n in numbers]
        elif players > room // 4:  # too narrow: long names wrap at a quarter of the table
            players = max(room // 4, room - sum(numbers))
        for column, width in enumerate([players, *numbers]):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        rows = view.verticalHeader()
        least = max(rows.defaultSectionSize(), cells.height() + 8)
        room = max(
            1,
            players
            - 2
            * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1),
        )
        for row in range(model.rowCount()):
            name = str(model.index(row, 0).data() or "")
            height = max(
                least,
                QFontMetrics(bold)
                .boundingRect(QRect(0, 0, room, 100_000), Qt.TextFlag.TextWordWrap, name)
                .height()
                + 8,
            )
            if rows.sectionSize(row) != height:
                rows.resizeSection(row, height)

    def _fit_list(self) -> None:
        """Give the date and the points the room they need and the players, winners and note
        their shares of what is left, then make each row as tall as its players' and winners'
        names need."""
        if self._unread or (not self._painted and self.isVisible()):
            return  # after the window's first paint (``paintEvent``) and the read
        view = self.sheet_view
        header = name_header(view)
        metrics = view.fontMetrics()
        margin = self._cell_margin()
        # The digits of a UI font are all as wide: any date shows as wide as this one.
        for column, widest in ((0, short_date("2088-12-28")), (3, "888")):
            title = QFontMetricsF(header.section_font(column)).horizontalAdvance(
                header.section_text(column)
            )
            width = max(
                metrics.horizontalAdvance(widest) + 2 * margin + 8,
                math.ceil(title) + 2 * header.margin() + 2 + header.arrow_room(column),
            )
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        room = self._watch_list().width() - header.sectionSize(0) - header.sectionSize(3)
        least = header.minimumSectionSize()
        room = max(room, 3 * least)
        # A column of names is at least as wide as its widest word (up to a cap), so that
        # "d'Auvergne" is never cut for want of a pixel.
        self._widest = {
            column: self._widest_word(column, 0, self.sheet_proxy.rowCount() - 1)
            for column in self.WRAPPED
        }
        players, winners = (
            max(int(room * share), min(self._widest[column] + 2 * margin + 1, int(room * cap)))
            for column, share, cap in ((1, self.LIST_SHARES[0], 0.6), (2, self.LIST_SHARES[1], 0.4))
        )
        note = max(least, room - players - winners)
        players = max(least, min(players, room - winners - note))
        for column, width in ((1, players), (2, winners), (4, note)):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        self._fit_rows(0, self.sheet_proxy.rowCount() - 1)
        if not self.sheet_view.updatesEnabled():
            # Shown on the next pass, after the table's own timers that follow a resize: one
            # paint of the fitted list rather than two.
            self._list_shown.start()

    def _cell_margin(self) -> int:
        view = self.sheet_view
        return view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1

    def _fit_rows(self, first: int, last: int) -> None:
        """Rows ``first`` to ``last`` as tall as their players' and winners' names need (the
        whole list again if one of them has a word wider than the columns were fitted to)."""
        if any(
            self._widest_word(column, first, last) > self._widest.get(column, 0)
            for column in self.WRAPPED
        ):
            self._list_fit.start()
            return
        view = self.sheet_view
        header = view.horizontalHeader()
        rows = view.verticalHeader()
        margin = self._cell_margin()
        least = max(rows.defaultSectionSize(), view.fontMetrics().height() + 8)
        for row in range(first, last + 1):
            height = least
            texts = self.sheet_model.texts(row)  # the list's rows are the model's
            for column in self.WRAPPED:
                text = texts[column]
                # The cell is a grid line narrower than its column.
                width = header.sectionSize(column) - int(view.showGrid()) - 2 * margin
                key = (text, width, False)
                if key not in self._list_heights:
                    if len(self._list_heights) > 20_000:
                        self._list_heights.clear()
                    self._list_heights[key] = (
                        view.fontMetrics()
                        .boundingRect(
                            QRect(0, 0, max(width, 1), 100_000), Qt.TextFlag.TextWordWrap, text
                        )
                        .height()
                        + 8
                    )
                height = max(height, self._list_heights[key])
            if rows.sectionSize(row) != height:
                rows.resizeSection(row, height)

    def _widest_word(self, column: int, first: int, last: int) -> int:
        """The widest word (or hyphen-joined part) of the list's ``column`` in rows ``first``
        to ``last``, in pixels."""
        widest = 0
        metrics = self.sheet_view.fontMetrics()
        for row in range(first, last + 1):
            text = self.sheet_model.texts(row)[column]
            key = (text, 0, True)
            if key not in self._list_heights:
                # Wrapped within 1 px, the text is as wide as its widest unbreakable part.
                self._list_heights[key] = metrics.boundingRect(
                    QRect(0, 0, 1, 100_000), Qt.TextFlag.TextWordWrap, text
                ).width()
            widest = max(widest, self._list_heights[key])
        return widest

    def _fit_detail_height(self, header_height: int) -> None:
        """The whole sheet shows, however many lines its names take (no scrolling inside)."""
        assert self._detail_view is not None
        self._detail_view.setFixedHeight(self._detail_rows_h + header_height + 4)

    @staticmethod
    def _table_defaults(view: QTableView) -> None:
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setAlternatingRowColors(True)
        view.verticalHeader().hide()
        # Every column's width set by the screen (``_fit_list``, ``_fit_stats``): none sized
        # to its title first (measured for nothing, and the header's height with it).
        header = view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)

    # -- what other code calls ------------------------------------------------------------

    def leave(self) -> None:
        self.figures_job = self.check_job = None  # their results, if still to come, are dropped
        self._check_start.stop()
        self._read_later.stop()
        self._watch_later.stop()
        self._detail_later.stop()
        self._refresh_later.stop()
        self._unread = False  # nothing read from a closed store
        job, self.import_job = self.import_job, None  # likewise
        if job is not None:
            job.cancel()
            job.wait(30.0)  # within a row; its additions are taken out again
        self._poll.stop()
        self.store.close()

    def retranslate(self) -> None:
        """The language changed (the app has installed it): every text again, and the dates
        and numbers in the new locale; the sheet dialog too if it is open."""
        self.retranslate_ui()
        for i in range(self.undo_stack.count()):
            command = self.undo_stack.command(i)
            if isinstance(command, SheetCommand):
                command.retranslate()
        self._describe_undo()  # the commands' texts changed without the stack saying so
        self.refresh(select=self.current_uid())  # lists, headers, title, ranking, counts
        self._update_banner()
        if self._notice is not None:
            self.notice.setText(self._notice())
        if self.dialog is not None:
            self.dialog.retranslate()

    def retranslate_ui(self) -> None:
        self.new_button.setText(self.tr("New sheet…"))
        self.new_button.setToolTip(self.tr("Type the scores of a new game (Ctrl+N)"))
        self.correct_button.setText(self.tr("Correct…"))
        self.correct_button.setToolTip(self.tr("Open the chosen sheet to correct it"))
        self.delete_button.setText(self.tr("Delete"))
        self.delete_button.setToolTip(self.tr("Delete the chosen sheet; Undo brings it back"))
        self.player_label.setText(self.tr("Player:"))
        self.filter_combo.setItemText(0, self.tr("Everyone"))
        self.filter_combo.setToolTip(self.tr("Show only the sheets of one player"))
        self.import_button.setText(self.tr("Import CSV…"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.pdf_button.setText(self.tr("Sheet as PDF…"))
        self.resume_button.setText(self.tr("Resume it"))
        self.discard_button.setText(self.tr("Discard it"))
        self.tabs.setTabText(0, self.tr("Sheet"))
        self.sheet_view.setAccessibleName(self.tr("Score sheets"))
        self.sheet_scroll.setAccessibleName(self.tr("Sheet"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self._retranslate_sheet()
        if self._totals_chart is not None:
            self._totals_chart.retranslate()
        self._describe_undo()

    def _retranslate_sheet(self) -> None:
        if self._detail_view is not None and self._sheet_chart is not None:
            self._detail_view.setAccessibleName(self.tr("Sheet"))
            self._sheet_chart.retranslate()

    def _describe_undo(self, *_text: object) -> None:
        """The buttons say "Undo"/"Redo"; their tooltips and screen readers say what they would
        do ("Undo adding the sheet of 12/28/24")."""
        for button, word, change in (
            (self.undo_button, self.tr("Undo"), self.undo_stack.undoText()),
            (self.redo_button, self.tr("Redo"), self.undo_stack.redoText()),
        ):
            action = button.defaultAction()
            whole = f"{word} {change}" if change else word
            action.setText(word)
            action.setToolTip(whole)
            button.setAccessibleDescription(whole)

    def importing_text(self, count: int) -> str:
        # Here rather than in ImportSheets: lupdate sees a plural only in a QObject's tr().
        return self.tr("importing %n sheet(s)", "", count)

    def show_notice(self, text: Callable[[], str]) -> None:
        """A lasting notice; ``text`` is asked again when the language changes."""
        self._notice = text
        self.notice.setText(text())
        self.notice.show()

    def guarded(self, change: Callable[[], str]) -> str | None:
        """Run a change of the history; a disk that refuses it is reported (None returned)."""
        try:
            return change()
        except StorageProblem as exc:
            self.report_problem(exc)
            return None

    def problem_text(self, exc: StorageProblem | OSError, first: str) -> str:
        return " ".join((first, reason_text(exc), advice_text(exc)))

    def report_problem(self, exc: StorageProblem | OSError) -> None:
        self.inform(
            self.tr("The score history was not changed"),
            self.problem_text(
                exc,
                self.tr(
                    "The score history could not be written, so this change was not made; "
                    "every sheet saved before is still there."
                ),
            ),
            warning=True,
        )

    def status(self, text: str) -> None:
        if self.window_ is not None and hasattr(self.window_, "statusBar"):
            self.window_.statusBar().showMessage(text, 6000)

    # Dialog hooks (tests replace them).
    def confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def inform(self, title: str, text: str, warning: bool = False) -> None:
        (QMessageBox.warning if warning else QMessageBox.information)(self, title, text)

    def run_sheet_dialog(self, dialog: SheetDialog) -> bool:
        return dialog.exec() == QDialog.DialogCode.Accepted

    def choose_file(self, save: bool, title: str, name: str, pattern: str) -> Path | None:
        start = str(Path.home() / name)
        if save:
            path, _ = QFileDialog.getSaveFileName(self, title, start, pattern)
        else:
            path, _ = QFileDialog.getOpenFileName(self, title, str(Path.home()), pattern)
        return Path(path) if path else None

    # -- list, detail, statistics ---------------------------------------------------------

    def current_player(self) -> str:
        return self.filter_combo.currentData() or ""

    def current_uid(self) -> str:
        sheet = self.current_sheet()
        return sheet.uid if sheet else ""

    def current_sheet(self) -> Sheet | None:
        if self._refresh_later.isActive():
            self.refresh()  # asked for before its pass: listed now
        model = self.sheet_model  # first: read now, if not yet, with the newest chosen
        return model.sheet_at(self.sheet_proxy.mapToSource(self.sheet_view.currentIndex()).row())

    def refresh_soon(self, select: str = "") -> None:
        """``refresh`` on the next pass if the window is shown (a sheet just written there: the
        write, the list and the sheet each a pass of their own), else at once."""
        if not self.isVisible():
            self.refresh(select)
            return
        self._select_later = select or self._select_later
        self._refresh_later.start()

    def refresh(self, select: str = "") -> None:
        self._refresh_later.stop()  # (if it was to come: this is it)
        select, self._select_later = select or self._select_later, ""
        try:
            self._refresh(select)
        except StorageProblem as exc:
            # Reading can wait for another window too: keep what is shown, say why.
            self.status(
                self.problem_text(exc, self.tr("The score history could not be read just now."))
            )
        except sqlite3.DatabaseError:
            if self.store.checked:
                raise
            # A damaged file, read before its check ended: the check sets it aside.
            self.status(self.tr("The score history could not be read just now."))

    def _refresh(self, select: str = "") -> None:
        self._unread = False
        self._read_later.stop()
        self._refreshes += 1
        select = select or self.current_uid()
        player = self.current_player()
        self.sheet_model.set_history(self.store.listing(player or None))
        count = self.sheet_model.sheet_count()
        row = self.sheet_model.row_of(select) if select else -1
        if row >= 0:
            row = self.sheet_proxy.mapFromSource(self.sheet_model.index(row, 0)).row()
        elif count:
            row = 0  # the newest game
        if row >= 0:
            self.sheet_view.selectRow(row)
        self.count_label.setText(self.tr("%n sheet(s)", "", count))
        chosen = player or (
            self.stats_model.name_at(
                self.stats_proxy.mapToSource(self._stats_view.currentIndex()).row()
            )
            if self._stats_view is not None
            else ""  # no statistics shown yet
        )
        self._work_out_figures(chosen, with_stats=True)  # shown when ready
        self._show_current()
        self._seen_version = self.store.data_version()
        has = self.current_sheet() is not None
        for button in (self.correct_button, self.delete_button, self.pdf_button):
            button.setEnabled(has)
        self.export_button.setEnabled(bool(count))

    def _fill_players(self, names: list[str]) -> None:
        """The filter's names: those of the statistics (worked out off the GUI thread, with
        them). A player filtered on whose sheets are all gone: back to everyone's."""
        player = self.current_player()
        self.filter_combo.blockSignals(True)
        while self.filter_combo.count() > 1:
            self.filter_combo.removeItem(1)
        for name in sorted(names, key=str.casefold):
            self.filter_combo.addItem(name, name)
        found = self.filter_combo.findData(player) if player else 0
        self.filter_combo.setCurrentIndex(max(found, 0))
        self.filter_combo.blockSignals(False)
        if player and found < 0:
            self.refresh()

    def _select_player(self, name: str) -> None:
        for row in range(self.stats_model.rowCount()):
            if self.stats_model.name_at(row).casefold() == name.casefold():
                index = self.stats_proxy.mapFromSource(self.stats_model.index(row, 0))
                self.stats_view.selectRow(index.row())
                return
        if self.stats_model.rowCount():
            self.stats_view.selectRow(0)

    def _show_current(self) -> None:
        sheet = self.current_sheet()
        for button in (self.correct_button, self.delete_button, self.pdf_button):
            button.setEnabled(sheet is not None)
        if self._sheet_chart is None:
            return  # shown when the sheet's tab is built (``_build_sheet``)
        if self.isVisible():
            self._detail_later.start()  # on the pass after the list's
            return
        self._show_detail()

    def _detail_now(self) -> None:
        """The chosen sheet shown now if it was to be on the next pass (asked for first)."""
        if self._refresh_later.isActive():
            self.refresh()  # the sheet just saved chosen first
        if self._detail_later.isActive():
            self._show_detail()

    def _show_detail(self) -> None:
        """The chosen sheet's title, table, text and picture."""
        self._detail_later.stop()
        sheet = self.current_sheet()
        self.sheet_chart.set_sheet(sheet)
        if sheet is None:
            self.detail_title.setText(self.tr("No sheet yet: start one with “New sheet…”"))
            self.detail_model.load_cells([{}, {}])
            self.detail_text.setText("")
            return
        title = self.tr("Game of {date}").format(date=long_date(sheet.played_on))
        if sheet.note:
            title += " — " + sheet.note
        self.detail_title.setText(title)
        self.detail_model.load_sheet(sheet)
        ranked = sheet.ranking()
        lines = [headline(ranked)]
        lines += tie_explanations([p.entry() for p in sheet.players], ranked)
        self.detail_text.setText("\n".join(lines))

    def _show_player(self) -> None:
        index = self.stats_proxy.mapToSource(self.stats_view.currentIndex())
        name = self.stats_model.name_at(index.row())
        if (name, self._refreshes) == self._charted:
            return  # charted already since the last refresh
        self._charted = (name, self._refreshes)
        if name:
            self._work_out_figures(name, with_stats=False)
        else:
            self.totals_chart.set_points("", [])

    def _work_out_figures(self, player: str, with_stats: bool) -> None:
        """The statistics (if ``with_stats``) and ``player``'s totals over time, on a thread of
        their own; a later request replaces an earlier one (still with the statistics, if the
        earlier one was to bring them)."""
        earlier = self.figures_job
        with_stats = with_stats or (earlier is not None and earlier.with_stats)
        job = self.figures_job = FiguresJob(self.store.path, player, with_stats)
        job.done.connect(self._figures_done)
        # Started once the window has shown the change: while the job's thread runs Python,
        # each of the window's calls into Python (a cell painted) may wait for it.
        self._figures_start.start()

    def _start_figures(self) -> None:
        job = self.figures_job
        # The latest request only; after the check, if it runs: one thread working beside the
        # window's (on two cores, a third would take turns with the window).
        if job is None or job.started or self.check_job is not None:
            return
        if self.isVisible() and self._stats_view is None:
            return  # once the window is shown, list and all (``_build_stats`` starts it)
        job.start()

    def _figures_done(self, job: FiguresJob, result: object) -> None:
        if job is not self.figures_job:
            return  # asked again since (or the screen was left)
        self.figures_job = None
        if not isinstance(result, Figures):
            # The thread could not read (a read-only folder, say): this connection can.
            try:
                result = figures(self.store, job.player, job.with_stats)
            except (StorageProblem, sqlite3.Error) as exc:
                text = self.tr("The score history could not be read just now.")
                self.status(
                    self.problem_text(exc, text) if isinstance(exc, StorageProblem) else text
                )
                return
        if result.names is not None:
            self._known_names = result.names
        if result.stats is not None:
            self._fill_players([s.name for s in result.stats])
            self.stats_model.set_stats(result.stats)
            self._charted = (result.player, self._refreshes)
            self._select_player(result.player)
        self.totals_chart.set_points(result.player, result.totals)
        self._show_player()  # the row selected is another one if the list is sorted otherwise

    def _check_other_windows(self) -> None:
        if self.import_job is not None:
            return  # our own import commits batch by batch: shown once it is whole
        try:
            version = self.store.data_version()
        except StorageProblem:
            return  # busy for now: the next tick looks again
        except Exception:  # noqa: BLE001 - a closed store: nothing to watch any more
            self._poll.stop()
            return
        if version != self._seen_version:
            self.refresh()

    # -- the integrity check ----------------------------------------------------------------

    check_again_after = 2000  # ms, after a check that could not give a verdict

    def _start_check(self) -> None:
        job = self.check_job
        if job is None:  # checked again, after no verdict
            job = self.check_job = CheckJob(self.store.path)
        job.done.connect(self._checked)  # a method: dropped if the screen goes first
        job.start()

    def _checked(self, job: CheckJob, verdict: object) -> None:
        if job is not self.check_job:
            return  # left meanwhile
        self.check_job = None
        try:
            if verdict == "ok":
                self.store.checked_ok(tidied=True)  # by the job
            elif isinstance(verdict, str):
                self.store.set_aside_damaged(verdict)
                self._tell_set_aside()
                self.refresh()
        except (StorageProblem, sqlite3.Error) as exc:
            verdict = exc  # the file could not be moved: it stays, and is checked again
        if not isinstance(verdict, str):
            # Busy, locked or failing: no verdict on the file, which is left as it is; the
            # changes made meanwhile wait (a sheet in its draft) for the next check.
            text = self.tr("The score history could not be checked just now; changes wait.")
            self.status(
                self.problem_text(verdict, text) if isinstance(verdict, StorageProblem) else text
            )
            self._check_start.start(self.check_again_after)
        else:
            self._write_held()
        self._figures_start.start()  # the statistics waited for the check (below)

    def _tell_set_aside(self) -> None:
        assert self.store.moved_aside is not None
        kept = self.store.moved_aside.name
        self.show_notice(
            lambda: self.tr(
                "The score history could not be read. It was kept aside as {file} and a new, "
                "empty history was started. Sheets you saved before are in that file."
            ).format(file=kept)
        )

    def _when_checked(self, change: Callable[[], object]) -> bool:
        """Make ``change`` now (True), or once the integrity check says the file is sound: a
        damaged file is set aside as it was found, and the change goes into the new one."""
        if self.store.checked:
            change()
            return True
        self._held.append(change)
        self.status(self.tr("The change will be saved in a moment, once the history is checked."))
        return False

    def _write_held(self) -> None:
        held, self._held = self._held, []
        written = True
        for change in held:  # each one tried, even after one the disk refused
            try:
                change()
            except StorageProblem as exc:
                self.report_problem(exc)
                written = False
        if self._held_sheet and written and self.dialog is None:
            # The draft file holds the sheet now written (an open dialog's is its own).
            try:
                drafts.clear_draft()
            except OSError:
                pass  # a read-only folder: the banner offers it back, Discard removes it
        self._held_sheet = False
        self._update_banner()

    # -- new sheets, drafts, corrections, deletion ----------------------------------------

    def known_names(self) -> list[str]:
        """The names the sheet dialog offers, most used first: those read with the last
        statistics (off the GUI thread), else read now."""
        if self._known_names is None:
            self._known_names = self.store.player_names()
        return self._known_names

    def _load_draft(self) -> drafts.Draft | None:
        """The kept draft; one that cannot be read is set aside and the user told so."""
        draft = drafts.load_draft()
        for moved in drafts.take_set_aside():
            if moved is None:
                self.show_notice(
                    lambda: self.tr(
                        "The sheet you were typing last time could not be read back, and its file "
                        "could not be set aside (the folder is read-only)."
                    )
                )
            else:
                kept = moved.name

                def kept_aside(file: str = kept) -> str:  # this file, not the loop's last one
                    return self.tr(
                        "The sheet you were typing last time could not be read back. Its file "
                        "was kept aside as {file}; you can type the sheet again."
                    ).format(file=file)

                self.show_notice(kept_aside)
        return draft

    def _update_banner(self) -> None:
        draft = self._load_draft()
        if draft is None or draft.is_blank() or self._held_sheet:
            self.banner.hide()  # (a sheet held until the check: saved in a moment)
            return
        names = join_names(draft.player_names()) or self.tr("no names yet")
        if draft.uid:
            text = self.tr("A correction of the sheet of {date} ({names}) was not saved.")
        else:
            text = self.tr("A sheet you were typing ({date}, {names}) was not saved.")
        self.banner_label.setText(text.format(date=short_date(draft.played_on), names=names))
        self.banner.show()

    def new_sheet(self) -> None:
        draft = self._load_draft()
        if draft is not None and not draft.is_blank():
            self.resume_draft()
            return
        # Families replay with the same people: start with the players of the latest game.
        latest = self.store.latest_sheet()
        players = [p.name for p in latest.players] if latest is not None else []
        from abyss_cards.ui.marquoir.sheet_editor import SheetDialog

        self._open_dialog(
            SheetDialog(self.known_names(), players=players, parent=self), before=None
        )

    def resume_draft(self) -> None:
        draft = self._load_draft()
        if draft is None:
            self._update_banner()
            return
        before = self.store.get(draft.uid) if draft.uid else None
        if draft.uid and before is None:
            draft.uid = ""  # the sheet was deleted meanwhile: save the draft as a new one
        from abyss_cards.ui.marquoir.sheet_editor import SheetDialog

        self._open_dialog(SheetDialog(self.known_names(), draft=draft, parent=self), before=before)

    def discard_draft(self) -> None:
        if self.confirm(
            self.tr("Discard the unsaved sheet"),
            self.tr("Throw away the sheet that was not saved? This cannot be undone."),
        ):
            try:
                drafts.clear_draft()
            except OSError as exc:
                self.report_problem(exc)
        self._update_banner()

    def correct_selected(self) -> None:
        sheet = self.current_sheet()
        if sheet is None:
            return
        from abyss_cards.ui.marquoir.sheet_editor import SheetDialog

        self._open_dialog(SheetDialog(self.known_names(), sheet=sheet, parent=self), before=sheet)

    def _open_dialog(self, dialog: SheetDialog, before: Sheet | None) -> None:
        self.dialog = dialog
        saved = written = False
        try:
            while self.run_sheet_dialog(dialog):
                sheet = dialog.sheet()
                try:
                    if (
                        before is None
                        and self.store.contains(sheet)
                        and not self.confirm(
                            self.tr("Same sheet already saved"),
                            self.tr(
                                "A sheet with the same date, players and scores is already "
                                "saved. Save this one too?"
                            ),
                        )
                    ):
                        continue
                    written = self.save(sheet, before)
                except SheetError as exc:
                    self.inform(
                        self.tr("The sheet cannot be saved"),
                        "\n".join(problem_text(p) for p in exc.problems),
                        warning=True,
                    )
                    continue
                except StorageProblem as exc:
                    # The sheet stays open, as typed, and its draft is kept: try again later,
                    # or put it in a file of its own.
                    dialog.keep_draft()
                    if (
                        self.ask_after_failure(
                            self.problem_text(
                                exc,
                                self.tr(
                                    "The sheet could not be saved in the score history. It is still "
                                    "open, as you typed it."
                                ),
                            )
                        )
                        == "export"
                    ):
                        self.export_one(sheet)
                    continue
                saved = True
                break
        finally:
            self.dialog = None
            # A change typed in the last 300 ms is still waiting for the draft timer: write it
            # now, before the dialog goes (its timer would otherwise fire later, or never). A
            # sheet held until the history is checked stays in its draft until written.
            if saved and not written:
                dialog.keep_draft()
            dialog.flush_draft(keep=not written)
            if written:
                try:
                    drafts.clear_draft()
                except OSError:
                    pass  # a read-only folder: the banner offers it back, Discard removes it
            dialog.deleteLater()
            self._update_banner()

    def ask_after_failure(self, text: str) -> str:
        """ "retry" (back to the sheet) or "export" (write it to a CSV file first)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("The sheet was not saved"), text, parent=self
        )
        retry = box.addButton(self.tr("Back to the sheet"), QMessageBox.ButtonRole.AcceptRole)
        export = box.addButton(self.tr("Export it as CSV…"), QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(retry)
        box.exec()
        return "export" if box.clickedButton() is export else "retry"

    def export_one(self, sheet: Sheet) -> None:
        path = self.choose_file(
            True,
            self.tr("Export the sheet as CSV"),
            f"abyss-{sheet.played_on}.csv",
            self.tr("CSV files (*.csv)"),
        )
        if path is None:
            return
        try:
            self.store.export_csv(path, [sheet])
        except OSError as exc:
            self.inform(
                self.tr("Export failed"),
                self.problem_text(exc, self.tr("Could not write {file}.").format(file=path)),
                warning=True,
            )
            return
        self.status(self.tr("Sheet written to {file}.").format(file=path.name))

    def save(self, sheet: Sheet, before: Sheet | None = None) -> bool:
        """Write the sheet, then push the undoable change. ``StorageProblem`` (nothing written,
        nothing pushed) or ``SheetError``. False: written once the history is checked."""
        if not self.store.checked:
            clean_sheet(sheet)  # a mistake in it is said now, the sheet still open
            self._held_sheet = True
            return self._when_checked(lambda: self._save_held(sheet, before))
        if before is not None and before.uid:
            after = self.store.update(sheet)
            self.undo_stack.push(CorrectSheet(self, before, after or sheet))
            self.status(self.tr("Sheet corrected."))
        else:
            added = self.store.add(sheet)
            self.undo_stack.push(AddSheet(self, added))
            self.status(self.tr("Sheet saved."))
        return True

    def _save_held(self, sheet: Sheet, before: Sheet | None) -> None:
        if before is not None and self.store.get(before.uid) is None:
            before = None  # the history was set aside meanwhile: a new sheet of the new one
        self.save(sheet, before)

    def delete_selected(self) -> None:
        sheet = self.current_sheet()
        if sheet is None:
            return
        if not self.confirm(
            self.tr("Delete a sheet"),
            self.tr("Delete the sheet of {date} ({names})? You can undo it with Ctrl+Z.").format(
                date=short_date(sheet.played_on), names=join_names([p.name for p in sheet.players])
            ),
        ):
            return
        self._when_checked(lambda: self._delete(sheet))

    def _delete(self, sheet: Sheet) -> None:
        try:
            self.store.delete(sheet.uid)
        except StorageProblem as exc:
            self.report_problem(exc)
            return
        self.undo_stack.push(DeleteSheet(self, sheet))
        self.status(self.tr("Sheet deleted. Undo brings it back."))

    # -- files ----------------------------------------------------------------------------

    def ask_export_csv(self) -> None:
        path = self.choose_file(
            True, self.tr("Export the sheets as CSV"), "marquoir.csv", self.tr("CSV files (*.csv)")
        )
        if path is not None:
            self.export_csv(path)

    def export_csv(self, path: Path) -> None:
        player = self.current_player()
        try:
            lines = self.store.export_csv(path, self.store.sheets(player or None))
        except OSError as exc:
            self.inform(
                self.tr("Export failed"),
                self.tr("Could not write {file}: {reason}").format(
                    file=path, reason=exc.strerror or exc
                ),
                warning=True,
            )
            return
        self.status(self.tr("%n line(s) written to {file}.", "", lines).format(file=path.name))

    def ask_import_csv(self) -> None:
        path = self.choose_file(
            False,
            self.tr("Import sheets from CSV"),
            "",
            self.tr("CSV files (*.csv);;All files (*)"),
        )
        if path is not None:
            self.import_csv(path)

    def import_csv(self, path: Path) -> ImportJob | None:
        """Import a CSV file in the background, with a progress dialog that can cancel it
        (shown at once for a large file, after a moment for a small one); returns its job
        (None: not started, or once the history is checked)."""
        if not self.store.checked:
            self._when_checked(lambda: self.import_csv(path))
            return None
        try:
            size = Path(path).stat().st_size
        except OSError as exc:
            self._import_done(path, exc)
            return None
        from abyss_cards.ui.marquoir.import_job import QUICK_IMPORT_BYTES, ImportJob

        job = self.import_job = ImportJob(self.store.path, Path(path))
        progress = self.import_progress = QProgressDialog(
            self.tr("Importing {file}…").format(file=Path(path).name), self.tr("Cancel"), 0, 0, self
        )
        progress.setObjectName("marquoir-import-progress")
        progress.setWindowTitle(self.tr("Import"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0 if size > QUICK_IMPORT_BYTES else 400)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(job.cancel)
        # Bound methods, not lambdas: Qt drops what is still queued if this screen goes first.
        job.progressed.connect(self._import_progressed)
        job.done.connect(self._import_finished)
        self.import_button.setEnabled(False)
        if size > QUICK_IMPORT_BYTES:
            progress.show()
        job.start()
        return job

    def _import_progressed(self, done: int, total: int) -> None:
        progress = self.import_progress
        if progress is not None:
            progress.setMaximum(max(total, 1))
            progress.setValue(done)
            progress.setLabelText(
                self.tr("%n sheet(s) of {total} imported…", "", done).format(total=total)
            )

    def _import_finished(self, result: object) -> None:
        job, self.import_job = self.import_job, None
        if job is None:
            return  # left meanwhile (``leave``): nothing to show
        path = job.path
        if self.import_progress is not None:
            self.import_progress.close()
            self.import_progress.deleteLater()
            self.import_progress = None
        self.import_button.setEnabled(True)
        self._import_done(path, result)

    def _import_done(self, path: Path, result: object) -> None:
        path = Path(path)
        if isinstance(result, ImportCancelled):
            self.refresh()
            self.status(self.tr("Import cancelled: nothing was imported."))
            return
        if isinstance(result, StorageProblem):
            self.refresh()
            self.inform(
                self.tr("Import failed"),
                self.problem_text(
                    result, self.tr("Nothing was imported from {file}.").format(file=path.name)
                ),
                warning=True,
            )
            return
        if isinstance(result, OSError):
            self.inform(
                self.tr("Import failed"),
                self.tr("Could not read {file}: {reason}").format(
                    file=path, reason=result.strerror or result
                ),
                warning=True,
            )
            return
        if isinstance(result, SheetError):
            shown = [problem_text(p) for p in result.problems[:8]]
            if len(result.problems) > 8:
                shown.append(self.tr("… and %n more problem(s).", "", len(result.problems) - 8))
            self.inform(
                self.tr("Import refused"),
                self.tr("Nothing was imported from {file}, because:").format(file=path.name)
                + "\n\n"
                + "\n".join(shown),
                warning=True,
            )
            return
        if isinstance(result, Exception):
            raise result
        report = result
        assert isinstance(report, ImportReport)
        if report.added:
            self.undo_stack.push(ImportSheets(self, report.added))
        else:
            self.refresh()
        text = self.tr("%n sheet(s) imported.", "", len(report.added))
        if report.duplicates:
            text += " " + self.tr("%n already in the history, skipped.", "", report.duplicates)
        self.inform(self.tr("Import"), text)
        self.status(text)

    def ask_export_pdf(self) -> None:
        sheet = self.current_sheet()
        if sheet is None:
            return
        path = self.choose_file(
            True,
            self.tr("Save the sheet as PDF"),
            f"abyss-{sheet.played_on}.pdf",
            self.tr("PDF files (*.pdf)"),
        )
        if path is not None:
            self.export_pdf(sheet, path)

    def export_pdf(self, sheet: Sheet, path: Path) -> None:
        from abyss_cards.ui.marquoir.pdf import export_sheet_pdf

        export_sheet_pdf(sheet, path)
        if not path.exists() or path.stat().st_size == 0:
            self.inform(
                self.tr("Export failed"),
                self.tr("Could not write {file}.").format(file=path),
                warning=True,
            )
            return
        self.status(self.tr("Sheet written to {file}.").format(file=path.name))
