"""The Abyss screen, on the shared ``GameScreen`` (session, undo, the privacy page, the end page,
the results, a new game): Abyss's own parts are its bar (the status line, the buttons of the
decision asked, each person's auto-pass rule), the Journal and Scores docks, its privacy page's
words (whose turn; what is asked out of turn), and the end page over the final table, with the
final count told item by item (``final_count``: each card lit while its points go into its
column). A person's decision is asked on the table (the cards a click plays are lit, the
Locations to choose in the ``tray``) and in the bar; computer players move through the shared
``GameSession``.

A finished game goes into the statistics and, when the setting says so, into the Marquoir
(``marquoir_sheet``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject, QSize, QSizeF, Qt, QTimer
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.games.abyss import AbyssState
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as ev
from abyss_cards.games.abyss.events import AbyssEvent
from abyss_cards.games.figures import abyss_figures
from abyss_cards.ui.abyss import hint, marquoir_sheet
from abyss_cards.ui.abyss.cards import Face
from abyss_cards.ui.abyss.decisions import Button, Choices, choices
from abyss_cards.ui.abyss.describe import prompt, waiting_sentence
from abyss_cards.ui.abyss.exploration_passes import (
    WHOLE_PASS_KEY,
    ExplorationPasses,
    passed_line,
    privacy_heading,
    whole_pass_text,
    whole_pass_tip,
)
from abyss_cards.ui.abyss.exploration_record import last_exploration
from abyss_cards.ui.abyss.exploration_replay import REPLAY_KEY, ExplorationReplay
from abyss_cards.ui.abyss.final_count import COLUMNS, CountLights, CountStep, count_steps, figures
from abyss_cards.ui.abyss.journal import (
    JournalDock,
    council_known,
    replayed_events,
    replayed_moves,
    sentence,
)
from abyss_cards.ui.abyss.lesson_light import LessonLight
from abyss_cards.ui.abyss.reading import seat_view
from abyss_cards.ui.abyss.scores import ScoresDock
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.abyss.tray import LocationTray
from abyss_cards.ui.models.session import Seat
from abyss_cards.ui.storage_problems import result_not_saved
from abyss_cards.ui.table.celebration import system_reduces_motion
from abyss_cards.ui.table.docks import DockWidth
from abyss_cards.ui.table.end_page import EndPage, Placing
from abyss_cards.ui.table.flow import FlowLayout
from abyss_cards.ui.table.french import put
from abyss_cards.ui.table.game_screen import GameScreen
from abyss_cards.ui.table.review import ReviewMove
from abyss_cards.ui.table.statistics import abyss_statistics_title, statistics_button_text

if TYPE_CHECKING:
    from abyss_cards.core.game import State
    from abyss_cards.games.abyss.view import AbyssView
    from abyss_cards.ui.main_window import MainWindow


# Decisions that, with a single legal answer, are not asked (nothing to choose).
FORCED_KINDS = ("reward", "federate", "keep", "place", "support")
AHEAD_PER_PASS = 0.004  # seconds of painting the final board ahead, per pass of the event loop
AHEAD_FELT_ROWS = 128  # rows of the end page's felt painted ahead per pass (~2 ms at 1920)


class _FirstPaint(QObject):
    """Calls ``then`` once after the first paint of ``widget`` that follows ``arm()``."""

    def __init__(self, widget: QWidget, then: Callable[[], object]) -> None:
        super().__init__(widget)
        self._then = then
        self._armed = False
        widget.installEventFilter(self)

    def arm(self) -> None:
        self._armed = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if self._armed and event.type() == QEvent.Type.Paint:
            self._armed = False
            self._then()
        return False


class AbyssScreen(GameScreen):
    """One game of Abyss on screen, seen from ``viewer`` (the first human seat by default; the
    person who decides, when it is a person). Its privacy page is its own (``_ask_privacy``):
    the table turns to the viewer called, and a purchase out of turn is asked by name."""

    game_key = "abyss"
    # Not the base's focus on the page in front when shown: the turn gave it (a card, the
    # tray's Location, the count's Skip), and showing the screen must not take it away.
    focus_page_on_show = False
    history_retold = True  # the Journal is told again in a new language

    # The base's attributes, as this screen has them.
    state: AbyssState
    table: AbyssTable
    scores_dock: ScoresDock

    def __init__(
        self,
        window: MainWindow,
        state: AbyssState,
        seats: list[Seat],
        *,
        meta: dict[str, Any] | None = None,
        viewer: int | None = None,
        autostart: bool = True,
        write_autosave: bool = True,
        resumed: bool = False,
        auto_pass: dict[int, int] | None = None,
        passes: object = None,
    ) -> None:
        meta = dict(meta or {})
        if not isinstance(meta.get("game_id"), str) or not meta["game_id"].isalnum():
            # The game's own id: its Marquoir sheet's, so that it is never saved twice.
            meta["game_id"] = marquoir_sheet.new_game_id()
        # What the autosave kept (``_resume_options`` read it), for ``prepare``.
        ui = {"viewer": viewer, "resumed": resumed, "auto_pass": auto_pass, "passes": passes}
        super().__init__(
            window,
            state,
            seats,
            meta=meta,
            ui=ui,
            autostart=autostart,
            write_autosave=write_autosave,
        )

    # -- building: the base's steps -------------------------------------------------------------
    def prepare(self, ui: dict[str, Any]) -> None:
        self._hint = ""
        self.choices = Choices()
        self.lesson_light = LessonLight()  # a lesson's move, lit (``lesson_target``)
        self.autoplaying = False  # a move is about to be played for a person (auto-pass…)
        # Each person's rule for purchases out of turn: never be asked about small Allies.
        self.auto_pass: dict[int, int] = dict(ui.get("auto_pass") or {})
        # Who passed for the whole exploration going on (``exploration_passes``).
        persons = [i for i, s in enumerate(self.seats) if not s.is_bot]
        self.passes = ExplorationPasses.from_json(ui.get("passes"), persons)
        self.hot_seat = len(persons) > 1
        viewer = ui.get("viewer")
        self._first_viewer: int = viewer if viewer is not None else (persons or [0])[0]
        # Resumed between people: whoever sits at the screen is called before any hand shows.
        self._call_first = bool(ui.get("resumed")) and self.hot_seat and not self.state.is_over
        self._prepare_count()
        self._read_events(self.state)

    def build_bar(self, bar: QWidget) -> None:
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(8, 4, 8, 4)
        self._status_label("abyssStatus", 1.1)
        rows.addWidget(self.status)
        line = QHBoxLayout()
        self.buttons_row = FlowLayout()
        line.addLayout(self.buttons_row, 1)
        # A two-part choice's first card picked: Cancel (Esc) puts it back.
        self.step_cancel = QPushButton()
        self.step_cancel.setObjectName("abyssStepCancel")
        self.step_cancel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.step_cancel.clicked.connect(self._step_back)
        self.step_cancel.hide()
        self.buttons_row.addWidget(self.step_cancel)
        self.auto_pass_box = QComboBox()
        self.auto_pass_box.setObjectName("abyssAutoPass")
        self.auto_pass_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.auto_pass_box.currentIndexChanged.connect(self._auto_pass_chosen)
        line.addWidget(self.auto_pass_box, 0, Qt.AlignmentFlag.AlignTop)
        self.hint_button = QPushButton()
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.show_hint)
        line.addWidget(self._make_undo_button(), 0, Qt.AlignmentFlag.AlignTop)
        self.undo_button.setObjectName("abyssUndo")
        line.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignTop)
        rows.addLayout(line)
        self.decision_buttons: list[QPushButton] = []
        # The Locations' choices are the tray's: one button brings it back once set aside.
        self.tray_button = QPushButton(bar)
        self.tray_button.setObjectName("abyssTrayButton")
        self.tray_button.hide()
        self.whole_pass_button = QPushButton(bar)
        self.whole_pass_button.setObjectName("abyssWholePass")
        self.whole_pass_button.hide()
        self.whole_pass_button.clicked.connect(self.pass_whole_exploration)

    def make_end_page(self) -> EndPage:
        self.end_stats_button = QPushButton()
        self.end_stats_button.setObjectName("abyssEndStatistics")
        self.end_stats_button.clicked.connect(self.show_statistics)
        page = self.reviewable_end_page(self.end_stats_button)
        self.end_scores = QStandardItemModel(self)
        page.scores.setModel(self.end_scores)
        # The end page will lie over the final board: styled so a while after the screen is
        # up, not in the pass that ends the game (nor in a resume's first paint).
        # A timer of the page's own: it goes with the page, whatever ends first.
        self._see_through_timer = QTimer(page)
        self._see_through_timer.setSingleShot(True)
        self._see_through_timer.setInterval(2000)
        self._see_through_timer.timeout.connect(page.see_through)
        self._see_through_timer.start()
        # The page's column shown a pass after the board beneath is painted (``_show_end``).
        self._column_timer = QTimer(page)
        self._column_timer.setSingleShot(True)
        self._column_timer.timeout.connect(page.scroll_area.show)
        self._board_painted = _FirstPaint(self.view.viewport(), lambda: self._column_timer.start(0))
        page.scores.verticalHeader().setVisible(False)  # the Place column numbers them
        # Under the count: whether the game went into the Marquoir.
        self.marquoir_note = QLabel()
        self.marquoir_note.setObjectName("abyssMarquoirNote")
        self.marquoir_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.marquoir_note.setWordWrap(True)
        column = cast(QVBoxLayout, page.column.layout())  # the end page's column
        column.insertWidget(column.indexOf(page.notes) + 1, self.marquoir_note)
        # Over the count while it is told: Skip (Space with the focus on it, or Escape).
        self.count_skip_button = QPushButton()
        self.count_skip_button.setObjectName("abyssCountSkip")
        self.count_skip_button.clicked.connect(self.skip_count)
        self.count_skip_button.setVisible(False)
        column.insertWidget(
            column.indexOf(page.scores),
            self.count_skip_button,
            0,
            Qt.AlignmentFlag.AlignRight,
        )
        return page

    def _prepare_count(self) -> None:
        self._marquoir_outcome: tuple[str, str] | None = None
        self.sheet_writer: marquoir_sheet.SheetWriter | None = None
        self._announced = False
        # The results are written on a thread of their own: looked at until the write ends
        # (the end page does not wait for them, as the base's does).
        self._results_check = QTimer(self)
        self._results_check.setInterval(100)
        self._results_check.timeout.connect(self._check_results_write)
        self._count_shown = 0
        self._count_steps: list[CountStep] = []
        self._count_timer = QTimer(self)
        self._count_timer.timeout.connect(self._count_step)
        self._ranking_timer = QTimer(self)  # the ranking a pass after the count's last step
        self._ranking_timer.setSingleShot(True)
        self._ranking_timer.setInterval(0)
        self._ranking_timer.timeout.connect(self._show_ranking)
        # The final board's cards, painted ahead in the last round (``_paint_end_board_ahead``).
        self._ahead: list[tuple[Face | None, QSizeF]] = []
        self._ahead_felt: QSize | None = None  # the end page's felt, painted after the cards
        self._ahead_due = False
        self._ahead_timer = QTimer(self)
        self._ahead_timer.setInterval(0)
        self._ahead_timer.timeout.connect(self._paint_ahead_step)

    def _read_events(self, state: AbyssState) -> None:
        # The Journal: every event of the game, told to the viewer; what each person had seen
        # when they last left the screen (the privacy page lists what happened since).
        self.events: list[AbyssEvent] = []
        self._exploration_ended = False  # one has, among self.events (the replay's button)
        self._seen: dict[int, int] = {}
        self._calling: int | None = None  # the person the privacy page is calling
        if state.history:
            rebuilt = replayed_events(state, self._new_game)
            self.events = [e for _, e in rebuilt] if rebuilt is not None else []

    def make_table(self) -> AbyssTable:
        self.table = AbyssTable(
            self.view,
            self.state,
            [s.name for s in self.seats],
            self._first_viewer,
            getattr(self.window_, "language", "en"),
            self,
        )
        self._count_lights = CountLights(self.table)
        self.table.step_changed.connect(self._step_changed)
        # The Locations to choose from, large, over the table (the table keeps its size).
        self.tray = LocationTray(self.view)
        self.tray.chosen.connect(self._person_chose)
        self.tray_button.clicked.connect(self._tray_back)
        self.table.council_known = council_known(self.events)
        return self.table

    def build_docks(self) -> None:
        window = self.window_
        # Without a main window (tests, demos) the docks are the screen's own, hidden: they go
        # with it, not later whenever Python's cycle collector frees them (in another paint).
        holder: QWidget = window if isinstance(window, QWidget) else self
        self.journal = JournalDock(holder)
        self._follow_history(self.journal.list)
        self.scores_dock = ScoresDock(holder)
        if holder is not window:
            self.journal.hide()
            self.scores_dock.hide()
        add_dock = getattr(window, "add_screen_dock", None)
        if callable(add_dock):
            add_dock(self.journal, Qt.DockWidgetArea.RightDockWidgetArea, owner=self)
            add_dock(self.scores_dock, Qt.DockWidgetArea.RightDockWidgetArea, owner=self)
            # One width for both, from the font and what they must show whole.
            self.dock_width = DockWidth(window, (self.journal, self.scores_dock), parent=self)
        self.replay_dialog: ExplorationReplay | None = None
        self.journal.replay_button.clicked.connect(self.show_exploration_replay)
        self._show_replay_button()
        humans = [i for i, seat in enumerate(self.seats) if not seat.is_bot]
        self.journal.you_seat = humans[0] if len(humans) == 1 else None
        self.journal.persons = frozenset(humans)
        self._seen = {seat: len(self.events) for seat in humans}
        # How many events the Journal held after each move (by the history's length): an undo
        # cuts the Journal back to the move it returns to.
        self._event_marks: dict[int, int] = {len(self.state.history): len(self.events)}

    def shortcuts(self) -> list[tuple[str, Callable[[], object]]]:
        # H for a hint; the digits press the decision's buttons (Ctrl+Z is the base's).
        return [
            ("H", self.show_hint),
            (WHOLE_PASS_KEY, self.pass_whole_exploration),
            (REPLAY_KEY, self.show_exploration_replay),
            ("Esc", self._escape),
            *((str(n), lambda n=n: self._press(n)) for n in range(1, 10)),
        ]

    # -- the window's interface -------------------------------------------------------------
    def leave(self) -> None:
        super().leave()
        if self.sheet_writer is not None:
            self.sheet_writer.wait(5.0)
        self.table.stop()

    def undo_help(self) -> str:
        return self.tr(
            "Take your last move back (Ctrl+Z), as long as nothing hidden was shown since"
        )

    def _undo_changed(self, possible: bool) -> None:
        # Greyed, the tooltip stays the same (Abyss's never said why: kept as it was).
        self.undo_button.setEnabled(possible)
        self.undo_button.setToolTip(self._undo_help)

    def retranslate(self) -> None:
        self.auto_pass_box.blockSignals(True)
        self.auto_pass_box.clear()
        self.auto_pass_box.addItems(
            [
                self.tr("Ask me about every purchase"),
                self.tr("Pass on Allies worth 1"),
                self.tr("Pass on Allies worth 1 or 2"),
                self.tr("Pass on Allies worth 3 or less"),
            ]
        )
        self.auto_pass_box.setToolTip(
            self.tr("When an opponent explores: which Allies you never want to be asked about")
        )
        self.auto_pass_box.setAccessibleName(self.tr("Purchases out of turn"))
        self.auto_pass_box.blockSignals(False)
        self._show_auto_pass()
        self.hint_button.setText(self.tr("Hint"))
        self.step_cancel.setText(self.tr("Cancel"))
        self.step_cancel.setToolTip(self.tr("Put the card back and choose another one (Esc)"))
        self.hint_button.setToolTip(self.tr("What the expert computer player would do (H)"))
        self.table.set_language(getattr(self.window_, "language", "en"))
        self.journal.retranslate()
        self.scores_dock.retranslate()
        self.refresh_docks()
        if self.review is not None:
            self.review.retranslate()
        self.end_stats_button.setText(statistics_button_text())
        self.count_skip_button.setText(self.tr("Skip the count"))
        self.count_skip_button.setToolTip(self.tr("Show the final figures at once (Escape)"))
        self._show_journal()
        super().retranslate()  # Undo, the end page, the decision asked and the status line
        self.undo_button.setText(self.tr("Undo"))  # Abyss's own word ("Annuler le coup")
        if self._calling is not None:
            self._ask_privacy(self._calling)  # the page waiting for its person, said again
        if self.state.is_over:
            self._fill_end_page(self._count_shown if self._count_timer.isActive() else None)
        self._show_marquoir_note()

    def _sync(self) -> None:
        """The decision asked of the viewer now, in the bar and on the table, and the status
        line."""
        self._offer()

    def finish_animations(self) -> None:
        """The shared one (the table's animations ended, the docks' refresh still due made
        now), then the final count's figures at once."""
        super().finish_animations()
        self.skip_count()

    def skip_count(self) -> None:
        """The final count's figures at once (the Skip button, Escape)."""
        if self._count_timer.isActive():
            self._count_timer.stop()
            self._fill_end_page()
            self._count_told()

    def _escape(self) -> None:
        """Esc: the final count at once; else a two-part choice's first card put back; else
        the Location tray, set aside, back over the table; else an opponent's panel folded."""
        if self._count_timer.isActive():
            self.skip_count()
        elif not self.table.step_back() and not self.tray.come_back():
            self.table.set_expanded(None)

    def _count_told(self) -> None:
        """The count is told: Skip goes, the focus on Play again, the records may come."""
        self._count_lights.clear()
        focused = self.count_skip_button.hasFocus()
        self.count_skip_button.setVisible(False)
        if focused:
            self.end_page.replay_button.setFocus()
        self._announce_when_counted()

    def refresh_docks(self) -> None:
        """The Scores dock, seen by the viewer (nothing private while the screen changes
        hands: the privacy page's person is not the viewer yet)."""
        self._dock_refreshed()
        viewer = self._docks_viewer() if self._calling is None else -1
        self.scores_dock.refresh(self.state, self._names(), viewer)

    def _docks_viewer(self) -> int:
        """Whose private view the Journal and the Scores show: the table's viewer; nobody's (-1)
        once a game of several people at one screen is over (``_public_end``)."""
        return -1 if self.hot_seat and self.state.is_over else self.table.viewer

    # -- reacting to the game ---------------------------------------------------------------
    def _events_applied(self, seat: int, action: A.Action, events: list[AbyssEvent]) -> None:
        self._hint = ""
        self.passes.after(list(events))
        self.events += list(events)
        self._event_marks[len(self.state.history)] = len(self.events)
        if self.stack.currentWidget() is self.table_page:
            self._seen[self.table.viewer] = len(self.events)
        self.journal.add(events, self._names(), self._docks_viewer(), self._language())
        # Laid out again just below (sync sets every card's highlight and place).
        self.table.finish_animations(highlights=False)
        snap = self.table.snapshot()
        self._apply_table_settings()
        # Only the new events read (the rest of the game's are already in what it knows).
        self.table.council_known = council_known(events, self.table.council_known)
        # The last move: the end page lays the board out again at its own size in this same
        # pass (its animations ended): laid out here at the table's size it was wasted.
        if not self.state.is_over:
            self.table.sync()
            self.table.animate_events(events, snap)
        self._queue_dock_refresh()
        self._show_replay_button(list(events))
        self._paint_end_board_ahead()

    # -- the final board painted ahead --------------------------------------------------------
    def _paint_end_board_ahead(self) -> None:
        """In the last round: the final board's cards painted ahead at the size the end page
        will show them (the board fills the page there, larger than the table's view; the
        hands federated at the end change the seats' rows), a few per pass of the event loop,
        so the pass that ends the game does not paint them all at once (~50 cards, ~1 ms each
        at 1920 × 1080). What is painted is the game as if it ended now, after each move."""
        v = self.table.v if self.table.plan is not None else None
        self._ahead = []
        self._ahead_felt = None
        if v is None or v.end_trigger is None or self.state.is_over:
            self._ahead_due = False
            self._ahead_timer.stop()
            return
        self._ahead_due = True  # the final board worked out on the timer's first pass
        self._ahead_timer.start()

    def _paint_ahead_step(self) -> None:
        if self._ahead_due:
            # Worked out again after each move, and painted in the same pass: at the fastest
            # pace the next move comes before the timer's next pass.
            self._ahead_due = False
            page = self.stack.contentsRect()  # the end page's size once shown (hidden: none)
            frame = 2 * self.view.frameWidth()
            size = QSizeF(page.width() - frame, page.height() - frame)
            final = self.state.final_view(self.table.viewer)
            self._ahead = self.table.cards_at(size, final)
            self._ahead_felt = size.toSize()
        renderer = self.table.renderer
        dpr = self.view.viewport().devicePixelRatioF()
        # A few milliseconds of the GUI thread's own time per pass (cards already painted cost
        # next to nothing: a move in the last round starts the list again).
        until = time.thread_time() + AHEAD_PER_PASS
        # A band of the felt beneath at the page's size (whole: ~15-20 ms at 1920 × 1080),
        # then cards: both go on together (the last round can be short).
        felt = self._ahead_felt
        if felt is not None and (
            felt.isEmpty() or self.view.paint_felt_ahead(felt, dpr, AHEAD_FELT_ROWS)
        ):
            self._ahead_felt = None
        while self._ahead and time.thread_time() < until:
            face, size = self._ahead.pop()
            renderer.pixmap(face, size.width(), size.height(), dpr)
        if not self._ahead and self._ahead_felt is None:
            self._ahead_timer.stop()

    # -- the last exploration replayed -------------------------------------------------------
    def _show_replay_button(self, new: list[AbyssEvent] | None = None) -> None:
        """The replay offered once an exploration has ended (``new``: only these events came
        since the last call: they alone are read, not the whole game's again)."""
        if new is None:
            self._exploration_ended = last_exploration(self.events) is not None
        elif not self._exploration_ended:
            self._exploration_ended = any(isinstance(e, ev.ExplorationEnded) for e in new)
        self.journal.replay_button.setEnabled(self._exploration_ended)

    def show_exploration_replay(self) -> None:
        """The last exploration that ended, card by card (R, or the Journal's button)."""
        exploration = last_exploration(self.events)
        if exploration is None:
            self._refused(self.tr("No exploration has ended yet."))
            return
        if self.replay_dialog is not None:
            self.replay_dialog.close()
        dialog = ExplorationReplay(
            exploration, self._names(), self._language(), self.journal.you_seat, self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "replay_dialog", None))
        dialog.resize(min(900, round(self.width() * 0.9)), min(560, round(self.height() * 0.9)))
        self.replay_dialog = dialog
        dialog.open()

    def _turn_changed(self, seat: int | None) -> None:
        if self._call_first:
            self._call_first = False
            self._ask_privacy(
                seat if seat is not None and not self.seats[seat].is_bot else self.table.viewer
            )
            return
        # The person to decide now (None: a computer player, or nobody once the game is over).
        person = seat if seat is not None and not self.seats[seat].is_bot else None
        if person is not None and (self._auto_pass_now(person) or self._forced_now(person)):
            # Played for them on the next pass of the event loop: nothing to offer meanwhile
            # (the next decision comes with the next turnChanged).
            self.autoplaying = True
            self._offer()
            self.update_status()
            return
        self.autoplaying = False
        if person is not None and person != self.table.viewer:
            if self.hot_seat:
                # Another person's private cards: the screen is passed to them first.
                self._ask_privacy(person)
                return
            self.table.set_viewer(person)
            self._viewer_changed()
        self._offer()
        self.update_status()
        if person is not None and not self.session.held:
            if self.tray.offered:
                self.tray.focus_first()
            else:
                self.table.focus_default()

    # -- auto-pass ---------------------------------------------------------------------------
    def _auto_pass_now(self, seat: int) -> bool:
        """A purchase ``seat``'s person asked never to be asked about (an Ally worth at most
        their limit): passed at once, on the next pass of the event loop."""
        limit = self.auto_pass.get(seat, 0)
        whole = self.passes.answers(self.state, seat)  # passed for this whole exploration
        if not (limit or whole) or self.session.held or self.state.pending != "auction":
            return False
        track = seat_view(self.state, seat).track
        small = bool(track) and track[-1][1] <= limit
        if not (whole or small) or A.Pass() not in self.state.legal_actions():
            return False
        QTimer.singleShot(0, self, lambda: self._auto_pass(seat))
        return True

    def _forced_now(self, seat: int) -> bool:
        """A choice with a single answer (one reward left possible, one Ally to federate…)
        applies itself."""
        if self.session.held or self.state.pending not in FORCED_KINDS:
            return False
        legal = self.state.legal_actions()
        if len(legal) != 1:
            return False
        action = legal[0]
        QTimer.singleShot(0, self, lambda: self._play_forced(seat, action))
        return True

    def _play_forced(self, seat: int, action: A.Action) -> None:
        if (
            not self.session.stopped
            and self.state.current_player == seat
            and self.state.legal_actions() == [action]
        ):
            self.session.play(action)
        else:
            self._autoplay_missed()

    def _autoplay_missed(self) -> None:
        """The state moved on before the move played for a person: ask again as usual."""
        if self.autoplaying:
            self.autoplaying = False
            self._turn_changed(self.state.current_player)

    def _auto_pass(self, seat: int) -> None:
        if (
            self.session.stopped
            or self.state.current_player != seat
            or self.state.pending != "auction"
        ):
            self._autoplay_missed()
            return
        self.session.play(A.Pass())

    def pass_whole_exploration(self) -> None:
        """The person offered an Ally passes on it and on every other one of this exploration
        (P, or the button)."""
        seat = self.state.current_player
        if (
            seat is None
            or seat != self.table.viewer
            or self.seats[seat].is_bot
            or self.session.held
            or self.autoplaying
            or self.state.pending != "auction"
        ):
            return
        self.passes.remember(self.state, seat)
        self._play(A.Pass())
        self.session.save_soon()

    def _offer_tray_button(self) -> None:
        """While Locations are to choose: one button for the tray, which holds their choices
        (it brings the tray back once set aside to see the table)."""
        button = self.tray_button
        self.buttons_row.removeWidget(button)
        if self.tray.offered:
            button.setText(self.tr("Locations (Esc)"))
            button.setToolTip(self.tr("The Locations you may take, over the table"))
            self.buttons_row.addWidget(button)
            button.setVisible(True)
        else:
            button.setVisible(False)

    def _tray_back(self) -> None:
        if not self.tray.come_back():
            self.tray.focus_first()

    def _offer_whole_pass(self) -> None:
        """After Buy and Pass: pass for the whole exploration (P presses it)."""
        button = self.whole_pass_button
        self.buttons_row.removeWidget(button)
        button.setText(whole_pass_text())
        button.setToolTip(f"{whole_pass_tip()} ({WHOLE_PASS_KEY})")
        if any(b.action == A.Pass() for b in self.choices.buttons):
            self.buttons_row.addWidget(button)  # last in the row
            button.setVisible(True)
        else:
            button.setVisible(False)

    def _auto_pass_chosen(self, index: int) -> None:
        seat = self.table.viewer
        if not self.seats[seat].is_bot:
            self.auto_pass[seat] = max(0, index)
            self.session.save_soon()

    def _show_auto_pass(self) -> None:
        """The viewer's own rule in the bar (a person's only)."""
        seat = self.table.viewer
        person = not self.seats[seat].is_bot
        self.auto_pass_box.setVisible(person)
        self.auto_pass_box.blockSignals(True)
        self.auto_pass_box.setCurrentIndex(self.auto_pass.get(seat, 0))
        self.auto_pass_box.blockSignals(False)

    # -- hot seat -----------------------------------------------------------------------------
    def _ask_privacy(self, seat: int) -> None:
        """The privacy page, calling ``seat``'s person; nothing private shows until they are
        there (the table is hidden, its choices off, the computer players wait). The base's
        page, with Abyss's words: whose turn, or what is asked of whom out of turn."""
        if self._calling is None:
            self.session.hold()
        self._calling = seat
        self._offer()  # held: no card lit, no button (the digits press nothing either)
        # The Journal dock stays in view: only what everyone may know, until they are there.
        self.journal.show_events(self.events, self._names(), -1, self._language())
        self.refresh_docks()
        view = seat_view(self.state, seat)
        reason = prompt(self.state, view, self._names(), self._language())
        # Out of turn, the heading says what is asked of whom ("Bruno: Ana explores — buy?").
        heading = privacy_heading(self.state, self._names(), seat)
        since = [
            line
            for line in (
                sentence(e, self._names(), seat, self._language(), persons=self.journal.persons)
                for e in self.events[self._seen.get(seat, 0) :]
            )
            if line
        ]
        self.privacy_page.show_for(
            heading or put(self.tr("%1's turn"), "%1", self.seats[seat].name, person=True),
            reason,
            since,
            self.tr("I am %1: show my cards").replace("%1", self.seats[seat].name),
            self.tr("Since you last looked:"),
        )
        self.stack.setCurrentWidget(self.privacy_page)
        self.privacy_page.setFocus()
        self.update_status()

    def reveal(self) -> None:
        seat, self._calling = self._calling, None
        if seat is None:
            return
        self.table.set_viewer(seat)
        self._seen[seat] = len(self.events)
        self._viewer_changed()
        self.refresh_docks()
        self.stack.setCurrentWidget(self.table_page)
        self.session.release()
        self._turn_changed(self.state.current_player)

    def _viewer_changed(self) -> None:
        self._show_journal()
        self._show_auto_pass()

    def _show_journal(self) -> None:
        self.journal.show_events(self.events, self._names(), self._docks_viewer(), self._language())

    def _names(self) -> list[str]:
        return [s.name for s in self.seats]

    def _offer(self) -> None:
        """The cards and buttons of the decision asked of a person now (none otherwise)."""
        state = self.state
        seat = state.current_player
        person = (
            seat is not None
            and not self.seats[seat].is_bot
            and not self.session.held
            and seat == self.table.viewer
            and not self.autoplaying
        )
        view = seat_view(state, seat) if person and seat is not None else None
        self.choices = choices(state, view, self._language()) if view is not None else Choices()
        self.table.set_choices(self.choices)
        # Several persons at the screen: the points are said to each by name, never "you".
        named = self.seats[seat].name if self.hot_seat and seat is not None else None
        self.tray.offer(state, view, self.choices, self._language(), named)
        self._show_buttons()

    def _show_buttons(self) -> None:
        """The bar's buttons for the choices now (a click on the table may change them)."""
        for button in self.decision_buttons:
            self.buttons_row.removeWidget(button)
            button.hide()  # at once: it is deleted later, when Qt is back in its event loop
            button.deleteLater()
        self.decision_buttons = []
        for n, offer in enumerate(self.bar_offers(), start=1):
            button = QPushButton(offer.text)
            tip = offer.tip
            if n <= 9:  # the digits press the buttons, in their order (``_press``)
                tip = (tip + " " if tip else "") + f"({n})"
            button.setToolTip(tip)
            button.setDefault(offer.default)
            button.setEnabled(offer.enabled)
            button.clicked.connect(lambda _=False, o=offer: self._play(o.action, o.then))
            self.buttons_row.addWidget(button)
            if self.isVisible():
                button.show()  # now, not on Qt's next pass
            self.decision_buttons.append(button)
        self._offer_tray_button()
        self._offer_whole_pass()  # last in the row
        self.step_cancel.setVisible(self.choices.two_step.picked is not None)
        self._light_lesson()
        self.update_status()

    def lesson_target(self, action: object | None) -> None:
        """The move a lesson asks for now, lit alone (``ui/table/lesson.py``): the cards to
        click for it, or its button, or its Location in the tray (``lesson_light``); ``None``:
        none, every choice lit again as in a game. Lit again as the choices change (a first
        card picked, a Lord taken), and only while the move is legal."""
        self.lesson_light.action = action
        self._light_lesson()

    def _light_lesson(self) -> None:
        # A button playing more than one move (the suggested payment) is never the one lit.
        buttons = [
            (button, offer.action)
            for button, offer in zip(self.decision_buttons, self.bar_offers(), strict=False)
            if not offer.then
        ]
        self.lesson_light.show(self.state, self.choices, self.table, buttons, self.tray)

    def bar_offers(self) -> list[Button]:
        """The decision's buttons in the bar: the choices' own, but those the Location tray
        offers (``LocationTray.covers``)."""
        return [o for o in self.choices.bar() if not self.tray.covers(o.action)]

    def _step_changed(self) -> None:
        """A two-part choice's first card picked or put back, a Lord taken in or out of the
        set to place: the bar (its Cancel, the set's button) and the prompt."""
        self._show_buttons()

    def _step_back(self) -> None:
        self.table.step_back()

    def _press(self, number: int) -> None:
        """The keyboard pressed the ``number``-th button of the decision."""
        if 0 < number <= len(self.decision_buttons):
            button = self.decision_buttons[number - 1]
            if button.isVisible() and button.isEnabled():
                button.click()

    def _language(self) -> str:
        return getattr(self.window_, "language", "en")

    def _person_chose(self, action: object) -> None:
        # Not the base's play: a Lord that cannot be recruited says why, and ``_play``.
        action = cast(A.Action, action)
        if self.reviewing:
            return  # the review is read-only: nothing a click does is played
        if isinstance(action, A.Recruit) and not self.state.is_legal(action):
            # A Court Lord that cannot be recruited now: why, in the player's words (the
            # races or Pearls missing, or whose turn it is), where they look.
            court = self.state.court
            why = self.table.court_refusal(court.index(action.lord)) if action.lord in court else ""
            if why:
                self._refused(why)
                return
        self._play(action)

    def _play(self, action: A.Action, then: tuple[A.Action, ...] = ()) -> None:
        self._refusal = ""
        self.table.finish_animations()
        if self.session.play(action) is None:
            return
        for more in then:  # each one checked by the engine; a refusal stops the rest
            seat = self.state.current_player
            if seat is None or self.seats[seat].is_bot or self.session.play(more) is None:
                return

    def status_sentence(self) -> str:
        state = self.state
        view = seat_view(state, self.table.viewer)
        pending = view.pending
        if state.is_over or pending is None:  # a view asks nothing once the game is over
            return self.end_title()
        mine = pending.seat == self.table.viewer and not self.seats[pending.seat].is_bot
        if mine:
            text = self.choices.two_step.prompt() or prompt(
                state, view, [s.name for s in self.seats], self._language()
            )
        else:
            text = waiting_sentence(pending.kind, self.seats[pending.seat].name)
        if self._hint:
            text = self._hint + " — " + text
        passed = passed_line(self._names(), self.passes.current(state), self.journal.you_seat)
        if passed:  # who is not asked again during this exploration
            text += " · " + passed
        if view.end_trigger is not None:
            # The last round: who still plays (the one playing now included).
            left = ([view.active] if view.active != view.end_trigger else []) + list(
                view.final_turns
            )
            text = (
                self.tr("Last round — still to play: %1").replace(
                    "%1", ", ".join(self.seats[s].name for s in left) or "—"
                )
                + " · "
                + text
            )
        return text

    def end_title(self) -> str:
        """Who won; how a tie on points was broken (the engine's ranking says)."""
        winners = [self.seats[w].name for w in self.state.winners]
        scores = self.state.scores
        best = max(scores) if scores else 0
        if len(winners) > 1:
            return (
                self.tr("Shared victory: %1, with %2 points each!")
                .replace("%1", ", ".join(winners))
                .replace("%2", str(best))
            )
        if self.state.winners[0] == self.journal.you_seat:  # the only person here: "you"
            text = self.tr("You win with %2 points!")
        else:
            text = put(self.tr("%1 wins with %2 points!"), "%1", winners[0], person=True)
        text = text.replace("%2", str(best))
        first = self.state.final_scores()["ranking"][0]
        if first.decided_by == "pearls":
            text += " " + self.tr("(a tie on points, won with more Pearls)")
        elif first.decided_by == "best_lord":
            text += " " + self.tr("(a tie on points and Pearls, won with the strongest Lord)")
        return text

    def _show_end(self) -> None:
        """The end page over the final board, its count told item by item. Not the base's:
        the results are not waited for (``_check_results_write``), the Marquoir sheet is
        written, and the column comes a pass after the board's first paint."""
        self.table.set_choices(None)
        self.tray.offer(self.state, None, Choices(), self._language())
        self.update_status()
        self._record_sheet()
        if self.hot_seat:
            self._public_end()
        # The page over the final table: the board stays in view beneath the count.
        self.end_page.set_board(self.view)
        # The count, one item at a time (at once with animations off or reduced motion), at
        # the pace of the animation setting: a step about an animation's length, the whole
        # count at most forty of them (a table of four players holds some seventy items).
        self._count_steps = count_steps(self.state)
        self._count_shown = 0
        seconds = self.table.animator.seconds
        counting = seconds > 0 and not system_reduces_motion() and bool(self._count_steps)
        if counting:
            self._fill_end_page(0)
            step = min(seconds * 1200, seconds * 40_000 / len(self._count_steps))
            self._count_timer.start(max(30, round(step)))
        else:
            self._fill_end_page()
        self.count_skip_button.setVisible(counting)
        self.end_page.set_deal(self.session.meta.get("seed"))
        if self.stack.currentWidget() is not self.end_page:
            # The board's first paint at the page's size in this pass, the column's over it in
            # the next: together they froze the window ~70 ms at 1920 × 1080. (The focus given
            # below waits for the column to show.)
            self.end_page.scroll_area.hide()
            if self.isVisible():
                # No timer beside it: on a busy machine the board's paint can come later than
                # any delay, and the column would come first after all. A window shown later
                # (or uncovered) paints the board first then too.
                self._board_painted.arm()
            else:
                self._column_timer.start(0)  # a hidden screen paints nothing
        self.stack.setCurrentWidget(self.end_page)
        if self.table.plan is not None and not self.table.v.over:
            self.table.sync()  # the page is the table's size: no resize laid the end out
        (self.count_skip_button if counting else self.end_page.replay_button).setFocus()

    def _public_end(self) -> None:
        """Several people at one screen: once the game is over nothing is private any more,
        and the final board is no one person's. Left as it was, it stayed as the last person
        to look left it — their seat at the foot with their hand's lines, their Journal with
        their own secrets, their row of the scores in bold — as if the end were theirs, while
        everyone gathers round the screen to read it. What they expect is the table as
        everyone may see it: turned back to the first person's seat, as it was dealt (not the
        winner's: that would give the winner away before the count is told), no one's hand or
        "worth to you" on it, and the Journal and the Scores in everyone's words."""
        first = next((i for i, s in enumerate(self.seats) if not s.is_bot), 0)
        self.table.set_viewer(first)
        self._show_journal()
        self.refresh_docks()

    def round_scores(self) -> list[Sequence[int]]:
        return []  # no rounds: the totals alone

    def record_options(self) -> dict[str, Any]:
        return {"saved_game": self.state.to_json()}  # what a review from the statistics replays

    def player_figures(self, seat: int) -> dict[str, Any]:
        return abyss_figures(self.state, seat)  # points by category, the Lords owned

    def _record_results(self) -> None:
        super()._record_results()
        if self._results_write is not None:
            self._results_check.start()

    def show_statistics(self) -> None:
        """The person's Abyss statistics (the results written first: this game is in them)."""
        from abyss_cards.ui.table.statistics import StatisticsDialog

        if self._results_write is not None:
            self._results_write.wait(5.0)
        humans = [s.name for s in self.seats if not s.is_bot]
        dialog = StatisticsDialog(
            "abyss", abyss_statistics_title(), self, humans[0] if len(humans) == 1 else None
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _check_results_write(self) -> None:
        """A result that could not be stored is told in the status bar, as in the other games."""
        pending = self._results_write
        if pending is None or not pending.done:
            return
        self._results_check.stop()
        if pending.error is not None:
            self.window_.statusBar().showMessage(result_not_saved(pending.error), 8000)
        else:
            self._recorded_id = pending.game_id
        self._announce_when_counted()

    def _announce_when_counted(self) -> None:
        """The records and the celebration, once: when the result is written (or failed) and
        the final count is told (the winner is not given away before)."""
        pending = self._results_write
        if self._announced or pending is None or not pending.done or self._count_timer.isActive():
            return
        self._announced = True
        self._announce_records("abyss", self._recorded_id, self.state.winners)

    def _record_sheet(self) -> None:
        """The game in the Marquoir's history, once, when the setting asks for it."""
        if (
            self.sheet_writer is not None
            or self.stored_game
            or self.lesson is not None  # a lesson's game is no game of the person's
            or not self.state.is_over
            or not getattr(self.window_.settings, "save_to_marquoir", True)
        ):
            return
        sheet = marquoir_sheet.game_sheet(
            self.state, self.seats, game_id=self.session.meta["game_id"]
        )
        self.sheet_writer = marquoir_sheet.SheetWriter(self)
        self.sheet_writer.done.connect(self._sheet_saved)
        self.sheet_writer.write(sheet)

    def _sheet_saved(self, outcome: str, reason: str) -> None:
        self._marquoir_outcome = (outcome, reason)
        self._show_marquoir_note()

    def _show_marquoir_note(self) -> None:
        outcome, reason = self._marquoir_outcome or ("", "")
        text = {
            marquoir_sheet.SAVED: self.tr("The game is in the Marquoir's history."),
            marquoir_sheet.ALREADY: self.tr("This game was already in the Marquoir."),
            marquoir_sheet.FAILED: self.tr(
                "The game could not be saved in the Marquoir: %1"
            ).replace("%1", reason),
        }.get(outcome, "")
        self.marquoir_note.setText(text)
        self.marquoir_note.setVisible(bool(text))

    def _fill_end_page(self, shown: int | None = None, *, ranking_later: bool = False) -> None:
        """Who won and why, and each seat's count read from the engine's final count, best
        first once told: ``shown`` items so far (the count is told one item at a time, the
        rows in seat order until it is done: the winner is not given away before). The ranking
        and the notes on the next pass with ``ranking_later`` (``_count_step``)."""
        final = self.state.final_scores()
        parts, ranking = final["seats"], final["ranking"]
        if not self._count_steps:  # the items read once (the page may be filled first)
            self._count_steps = count_steps(self.state)
        steps = self._count_steps
        # Told whole one step after its last item (that item is lit a while first).
        done = shown is None or shown > len(steps)
        told = figures(steps, len(steps) if shown is None else shown, len(parts))
        self.end_page.title.setText(self.end_title() if done else self.tr("The final count…"))
        headers = [
            self.tr("Place"),
            self.tr("Player"),
            self.tr("Locations"),
            self.tr("Lords"),
            self.tr("Allies"),
            self.tr("Monsters"),
            self.tr("Total"),
            self.tr("Pearls"),
        ]
        rows = []
        order = [r.index for r in ranking] if done else range(len(parts))
        for seat in order:
            p = parts[seat]
            place = next(r.place for r in ranking if r.index == seat)
            cells = [str(place) if done else "", self.seats[seat].name]
            if done:  # the engine's own figures
                cells += [str(p[k]) for k in COLUMNS]
                running = int(p["total"])
            else:
                counted = [told[seat][k] for k in COLUMNS]
                cells += ["" if n is None else str(n) for n in counted]
                running = sum(n or 0 for n in counted)
            rows.append([*cells, str(running), str(p["pearls"])])
        self._show_count(headers, rows)
        if done:
            self.end_page.scores.fit()  # the columns measured once, for the whole figures
        if ranking_later:
            self._ranking_timer.start()
        else:
            self._ranking_timer.stop()
            self._show_ranking(done)

    def _show_ranking(self, done: bool = True) -> None:
        """Once the count is told: the ranking, winners lit, and what decided each tie (in the
        Marquoir's words: the same rule ranks both)."""
        final = self.state.final_scores()
        parts, ranking = final["seats"], final["ranking"]
        self.end_page.set_ranking(
            [
                Placing(r.place, self.seats[r.index].name, str(r.total), r.place == 1)
                for r in ranking
            ]
            if done
            else []
        )
        if done:
            from abyss_cards.games.abyss.scoring import rank
            from abyss_cards.ui.marquoir.texts import tie_explanations

            # Ranked again under the seats' names (the same rule, the same order).
            entries = [dict(p, name=self.seats[i].name) for i, p in enumerate(parts)]
            self.end_page.set_notes(tie_explanations(entries, rank(entries)))
        else:
            self.end_page.set_notes([])

    def _show_count(self, headers: list[str], rows: list[list[str]]) -> None:
        """The count's table: its rows made once, then only their texts changed at each step
        of the count (a new row set makes the page measure every column again, and the board
        beneath is painted again with it)."""
        model = self.end_scores
        if model.rowCount() != len(rows) or model.columnCount() != len(headers):
            model.clear()
            model.setColumnCount(len(headers))
            # Every row inserted at once: the page measures its columns once (each row appended
            # alone made it measure them all again, ~25 ms a row at 1920 in the pass that ends
            # the game).
            model.setRowCount(len(rows))
            # Its empty cells given their items quietly: each setItem told as a change of
            # layout would measure the columns again (the texts, written below, are told).
            model.blockSignals(True)
            try:
                for r in range(len(rows)):
                    for c in range(len(headers)):
                        item = QStandardItem()
                        item.setEditable(False)
                        model.setItem(r, c, item)
            finally:
                model.blockSignals(False)
        model.setHorizontalHeaderLabels(headers)
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                item = model.item(r, c)
                if item is not None and item.text() != text:
                    item.setText(text)

    def _count_step(self) -> None:
        """The next item of the final count, its points added into its column."""
        self._count_shown += 1
        done = self._count_shown > len(self._count_steps)
        if done:
            self._count_timer.stop()
        # The whole figures in this pass, the ranking under them in the next: measuring both
        # at once froze the window (~25 ms of GUI work at 1920, and their first paints).
        self._fill_end_page(self._count_shown, ranking_later=done)
        if done:
            self._count_told()
        else:
            # On the board beneath: the card whose points were just added.
            self._count_lights.show(self._count_steps, self._count_shown)

    # -- the game reviewed -------------------------------------------------------------------
    def review_game(self) -> None:
        self.skip_count()  # the final count told at once: the review starts from the end
        super().review_game()

    def review_refusal(self) -> str:
        return self.tr("This game cannot be reviewed: it does not replay from its deal.")

    # A game already in the results, opened from the statistics: never written again.
    stored_game = False

    def review_stored_game(self) -> None:
        self.stored_game = True  # nor put in the Marquoir
        super().review_stored_game()

    def review_new_game(self) -> State:
        return self._new_game(self._names(), self.session.meta.get("seed"))

    def review_lines(
        self, seat: int, action: Any, events: Sequence[Any], after: State
    ) -> list[str]:
        # The Journal's own lines for the move, told as the Journal tells them now (to nobody
        # in particular once a game of several people is over); a turn's heading apart.
        lines = self.journal.lines_for(
            events, self._names(), self._docks_viewer(), self._language()
        )
        return [line for line in lines if not line.startswith("—")] or lines

    def review_boundary(self, events: Sequence[Any]) -> bool:
        return any(isinstance(e, ev.TurnStarted | ev.ExplorationEnded) for e in events)

    def review_line_played(self, row: int) -> int | None:
        # The Journal's line tells an event: the move that made it, the game replayed.
        event = self.journal.event_at(row)
        moves = replayed_moves(self.state, self._new_game)
        if event is None or moves is None or not 0 <= event < len(moves):
            return None
        return moves[event][0]

    def review_round_words(self) -> tuple[str, str]:
        return (
            self.tr("Previous end of a turn or exploration (Page Up)"),
            self.tr("Next end of a turn or exploration (Page Down)"),
        )

    def review_viewer_note(self) -> str:
        # Against the computer the review shows the person's seat as they saw it (their hand,
        # their Monster tokens); with several people at the screen nobody's hand, as the end
        # of such a game does (``_public_end``): the public table, said so (Plongée's and
        # Rami's reviews do the same).
        if self.hot_seat:
            return self.tr("The table as every player saw it: the hands stay hidden.")
        return ""

    def review_enter(self) -> None:
        self.table.finish_animations()
        self.table.set_choices(None)
        self.tray.hide()
        self._review_kept = (self.table.state, self.table.council_known)
        # The final board lies under the end page (``set_board``): back on the table's page.
        layout = cast(QVBoxLayout, self.table_page.layout())
        if layout.indexOf(self.view) < 0:
            layout.insertWidget(0, self.view, 1)
        self.view.show()
        self.stack.setCurrentWidget(self.table_page)
        self.view.setFocus()

    def review_show(self, state: State, move: ReviewMove | None) -> None:
        shown = cast(AbyssState, state)
        review = self.review
        known = review.moves[: review.index] if review is not None else []
        self.table.council_known = council_known([e for m in known for e in m.events])
        self.table.state = cast(AbyssState, _PublicState(shown)) if self.hot_seat else shown
        self.table.set_choices(None)
        self.table.sync()
        self.scores_dock.refresh(shown, self._names(), self._docks_viewer())  # the scores then

    def review_leave(self) -> None:
        self.table.state, self.table.council_known = self._review_kept
        self.table.set_choices(None)
        self.table.sync()
        self.refresh_docks()

    def _review_closed(self) -> None:
        # The final board under the end page again, as it was.
        self.end_page.set_board(self.view)
        super()._review_closed()

    @staticmethod
    def _new_game(names: list[str], seed: int | None) -> AbyssState:
        from abyss_cards.games import abyss

        return abyss.new_game(names, seed=seed)

    def show_hint(self) -> None:
        """The expert computer player's choice, shown on the table and in words, with a
        one-line reason (``hint.reason``)."""
        state = self.state
        seat = state.current_player
        if seat is None or self.seats[seat].is_bot or not self.choices.actions():
            return
        from abyss_cards.games.abyss import bots

        action = bots.make_bot("expert", seed=state.seed).choose(
            state.view(seat), state.legal_actions()
        )
        words = next((b.text for b in self.choices.buttons if b.action == action), None)
        sets = self.choices.lord_set.sets.values()  # a set of Lords to place: its words
        words = words or next((w for a, w in sets if a == action), None)
        key = next((k for k, a in self.choices.cards.items() if a == action), None)
        pair = self.choices.two_step.pair_of(action)
        if key is None and pair is not None:  # two clicks: the first card, the pair's words
            key = pair.first
            words = words or pair.words
        if self.tray.focus_action(action):
            pass  # the Location's card in the tray, over the table
        elif key is not None:
            self.table.view.focus_card(self.table.item_for(key))
        if key is not None:
            words = words or self.table.item_for(key).toolTip().split("\n")[0]
        self._hint = self.tr("Hint: %1").replace("%1", words or str(action))
        why = hint.reason(state, seat_view(state, seat), action, self._language())
        if why:
            self._hint += " (" + why + ")"
        self.update_status()

    # -- undo ---------------------------------------------------------------------------------
    def undo(self) -> None:
        """Ctrl+Z: back to before your last move, unless something hidden was shown since
        (a card revealed, a stack taken, a Lord recruited…)."""
        if self._calling is not None or self.state.is_over:
            return
        self.table.finish_animations()
        if not self.session.undo():
            self._refused(
                self.tr("Nothing to undo: something hidden was shown since your last move.")
            )

    def _state_replaced(self, state: AbyssState) -> None:
        """The game as it was before the move taken back: the table, the Journal and the
        docks show it (the session then says whose turn it is)."""
        self.state = state
        self.table.finish_animations()
        self.table.state = state
        n = len(state.history)
        kept = self._event_marks.get(n)
        if kept is None:  # not seen by this screen: the Journal from the seed
            rebuilt = replayed_events(state, self._new_game)
            self.events = [e for _, e in rebuilt] if rebuilt is not None else []
        else:
            self.events = self.events[:kept]
        self._event_marks = {k: v for k, v in self._event_marks.items() if k <= n}
        self._event_marks[n] = len(self.events)
        self._seen = {seat: min(seen, len(self.events)) for seat, seen in self._seen.items()}
        self.table.council_known = council_known(self.events)
        self._hint = ""
        self._refusal = ""
        self.autoplaying = False
        self.passes.forget()  # a Pass taken back: asked again rather than passed for them
        self.table.sync()
        self._show_journal()
        self._show_replay_button()
        self.refresh_docks()
        self.update_status()

    def _ui_payload(self) -> dict[str, Any]:
        return {
            "viewer": self.table.viewer if hasattr(self, "table") else 0,
            "auto_pass": {str(seat): limit for seat, limit in self.auto_pass.items()},
            "passes": self.passes.to_json(),
        }


class _PublicState:
    """A replayed state as everyone saw it (a review between several people at one screen):
    its ``view`` of any seat holds no hand, no Monster tokens, no private decision; the rest is
    the state's own."""

    def __init__(self, state: AbyssState) -> None:
        self._state = state

    def __getattr__(self, name: str) -> Any:
        return getattr(self._state, name)

    def view(self, seat: int) -> AbyssView:
        return replace(self._state.view(-1), seat=seat)
