"""What every game's screen does alike, knowing no game (``GameScreen`` builds on it): the
session, the table page with its bar and status line (a refusal in front), the docks redrawn at
most a few times a second, the docks' buttons, keyboard shortcuts, the felt colour, the review
and the lessons, and the end of a game once its summary is closed."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDockWidget,
    QLabel,
    QPushButton,
    QStackedWidget,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.core.game import State
from abyss_cards.storage import results
from abyss_cards.storage.settings import ANIMATION_SECONDS, BOT_PACE_SECONDS, Settings
from abyss_cards.ui.models.session import GameSession, Seat
from abyss_cards.ui.storage_problems import result_not_saved
from abyss_cards.ui.table.animation import Animator
from abyss_cards.ui.table.end_page import EndPage
from abyss_cards.ui.table.lesson import LessonRun
from abyss_cards.ui.table.lesson_script import Lesson
from abyss_cards.ui.table.narration import FollowingList, HistoryDock
from abyss_cards.ui.table.review import GameReview, Reviewable, ReviewWords
from abyss_cards.ui.table.status_line import FixedLinesLabel
from abyss_cards.ui.table.view import TableView
from abyss_cards.ui.theme import colours as theme_colours

if TYPE_CHECKING:
    # The mixin is only ever mixed into a QWidget: the type checker sees it as one.
    _ScreenBase = QWidget
else:
    _ScreenBase = object


# While computer players move at the fastest pace, the docks are redrawn at most this often (a
# repaint of the discard history costs the GUI thread more than the move itself).
DOCK_REFRESH_MS = 150
# With computer players only, a round's (deal's) summary stays up at least this long by itself.
AUTO_NEXT_SECONDS = 4.0

# While computer players move at the fastest pace, the autosave is made at most this often (and
# always after the last move): each one serialises the whole game on the GUI thread.
AUTOSAVE_INTERVAL = 0.1  # seconds

REFUSAL_COLOUR = "#c0392b"


class _Window(Protocol):
    """What the mixin asks of the main window."""

    settings: Settings

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name


class _AnimatedTable(Protocol):
    """What the mixin asks of a game's table."""

    animator: Animator

    def finish_animations(self) -> None: ...


class GameScreenMixin(_ScreenBase):
    """Mixed into a game screen (a QWidget) that has ``state``, ``session`` (a GameSession),
    ``table`` (with ``finish_animations``), ``view`` (a TableView), ``status`` (a QLabel),
    ``_refusal``, ``summary_dialog``, ``_summary_pending`` and the methods ``refresh_docks``,
    ``update_status``, ``_record_results`` and ``_show_end``."""

    # What the screen sets (annotations only: the screen's own ``__init__`` gives the values).
    window_: _Window
    state: State
    seats: list[Seat]
    session: GameSession
    table: _AnimatedTable
    view: TableView
    status: FixedLinesLabel
    undo_button: QAbstractButton
    _undo_help: str  # what Undo does, in the language of the moment
    summary_dialog: QDialog | None
    discard_dock: QDockWidget
    scores_dock: QDockWidget
    _refusal: str
    _summary_pending: bool
    _recorded: bool
    _results_write: results.PendingRecord | None  # the results being written, if any
    _recorded_id: int | None  # the game's row in the results, once written
    _felt: str
    end_page: EndPage
    table_page: QWidget
    stack: QStackedWidget
    review: GameReview | None  # made at the first "Review the game"
    reviewing: bool
    # The History keeps each line in the language it was told in (Plongée's, Rami's); the
    # Abyss Journal is told again in the new language.
    history_retold = False

    if TYPE_CHECKING:
        # What the screen defines.
        def refresh_docks(self) -> None: ...
        def update_status(self) -> None: ...
        def show_hint(self) -> None: ...
        def _record_results(self) -> None: ...
        def _show_end(self) -> None: ...
        def _ui_payload(self) -> dict[str, Any]: ...
        def _events_applied(self, seat: int, action: Any, events: Any) -> None: ...
        def _turn_changed(self, seat: int | None) -> None: ...
        def _review_closed(self) -> None: ...
        def review_refusal(self) -> str: ...  # why a game that does not replay has no review

    # -- a lesson (learn by playing) ---------------------------------------------------------
    lesson: LessonRun | None = None

    def start_lesson(
        self,
        lesson: Lesson,
        at: int,
        on_progress: Callable[[int, bool], None] | None = None,
        on_leave: Callable[[], None] | None = None,
    ) -> None:
        """This game is ``lesson``, from its step ``at`` (its moves before are played): the
        lesson's bar over the table. A lesson is never recorded in the statistics."""
        self._recorded = True
        self.lesson = LessonRun(
            cast(Any, self), lesson, at=at, on_progress=on_progress, on_leave=on_leave
        )

    def lesson_target(self, action: object | None) -> None:
        """Light on the table what to click for ``action`` (a lesson's step); ``None``: nothing
        lit. Each game's screen says how."""

    def _lesson_hint(self) -> bool:
        """Hint during a lesson: the step's move lit again (the lesson's bar says it), never
        another move the lesson would refuse. False when no lesson step is the learner's."""
        if self.lesson is None or self.lesson.finished:
            return False
        self.lesson.show()
        return True

    # -- the game reviewed -------------------------------------------------------------------
    def review_game(self) -> None:
        """The finished game move by move on the table (the end page's "Review the game")."""
        review = self._prepared_review()
        if review is not None:
            self.reviewing = True
            review.open()

    def _prepared_review(self) -> GameReview | None:
        """The game's review, made and replayed at the first look; ``None`` (and why, in the
        status bar) when the game does not replay from its deal."""
        if self.review is None:
            review = GameReview(
                cast(Reviewable, self),
                self.table_page,
                self.state.history,
                final_json=self.state.to_json(),
                on_close=self._review_closed,
                parent=self,
            )
            if not review.prepare():
                review.deleteLater()
                self._tell(self.review_refusal())
                return None
            self.review = review
        return self.review

    def _follow_history(self, lines: FollowingList) -> None:
        """The History's (Journal's) ``lines``: a line activated opens the review there."""
        lines.line_chosen.connect(self.review_from_line)

    # The History dock of a game that tells its moves in one (Plongée's, Rami's: set by
    # ``_keep_history``); Abyss tells them in its Journal and maps its lines itself.
    history_dock: HistoryDock

    def _keep_history(self, dock: HistoryDock) -> None:
        """``dock`` is the game's History: each line told with the number of moves played, a
        line activated opening the review there."""
        self.history_dock = dock
        dock.played = lambda: len(self.state.history)
        self._follow_history(dock.lines)

    def review_line_played(self, row: int) -> int | None:
        """How many of the game's actions were played when line ``row`` of the History
        (Journal) was told (``None``: it does not say)."""
        return self.history_dock.played_at(row)

    def review_from_line(self, row: int, text: str) -> None:
        """A line of the History (Journal) activated (a double click, Enter): once the game is
        over (its end page or its review in front), the review at the step that line tells
        (the game's ``review_line_played`` maps the line to its move); during the game, a
        sentence in the status bar (a review never opens in the middle of a game)."""
        ended = self.state.is_over and self.stack.currentWidget() is self.end_page
        if not (self.reviewing or ended):
            self._tell(
                ReviewWords.tr(
                    "Once the game is over, this line will let you review it from its move."
                )
            )
            return
        review = self._prepared_review()
        if review is None:
            return
        played = self.review_line_played(row)
        step = None
        if played is not None:
            # Its place among the lines told at the same point of the game, which says whose
            # line it is when its words do not (told in another language than the review's).
            rank = 0
            while (
                not self.history_retold
                and rank < row
                and self.review_line_played(row - rank - 1) == played
            ):
                rank += 1
            step = review.step_of_line(played, text, None if self.history_retold else rank)
        if self.reviewing:
            review.go(review.count if step is None else step)
        else:
            self.reviewing = True
            review.open(step)

    def review_stored_game(self) -> None:
        """A game already in the results (the statistics' Review): its end page as it ended,
        never recorded again, then its review at once."""
        self._recorded = True
        self._show_end()
        self.end_page.celebration.skip()  # an old win: no celebration again
        self.review_game()

    # -- building ----------------------------------------------------------------------------
    def _make_session(
        self, game: str, bot_factory: Callable[..., Any], meta: dict[str, Any], write_autosave: bool
    ) -> None:
        """``self.session`` for ``self.state`` and ``self.seats``, paced by the settings; the
        autosave carries ``self._ui_payload()``."""
        self.session = GameSession(
            game,
            self.state,
            self.seats,
            bot_factory=bot_factory,
            pace=BOT_PACE_SECONDS.get(self.window_.settings.bot_pace, 0.7),
            meta=meta,
            parent=self,
            write_autosave=write_autosave,
        )
        self.session.extra_payload = self._ui_payload
        self.session.autosave_interval = AUTOSAVE_INTERVAL

    def _make_stack(self) -> None:
        """``self.stack``: the screen's pages, filling the screen."""
        self.stack = QStackedWidget()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)

    def _table_page(self, bar_name: str) -> tuple[QWidget, QWidget]:
        """A page with the table (``self.view``) over a bar named ``bar_name``, for the caller
        to fill."""
        page = QWidget()
        col = QVBoxLayout(page)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.view = TableView()
        col.addWidget(self.view, 1)
        bar = QWidget()
        bar.setObjectName(bar_name)
        col.addWidget(bar)
        return page, bar

    def _status_label(self, object_name: str, scale: float = 1.0, lines: int = 2) -> QLabel:
        """``self.status``: the bold status line, ``scale`` times the usual size, always
        ``lines`` lines high (a longer text is shown smaller, then cut with its tooltip): the
        table above never moves because a sentence grew."""
        self.status = FixedLinesLabel(lines)
        self.status.setObjectName(object_name)
        font = self.status.font()
        if scale != 1.0:
            font.setPointSizeF(font.pointSizeF() * scale)
        font.setBold(True)
        self.status.setFont(font)
        return self.status

    def _dock_buttons(self) -> tuple[QPushButton, QPushButton, QPushButton]:
        """``hint_button``, ``discard_button`` and ``scores_button`` (the last two show or hide
        ``discard_dock`` and ``scores_dock``); they never take the focus from the table."""
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.show_hint)
        self.discard_button = QPushButton()
        self.discard_button.clicked.connect(lambda: self._toggle(self.discard_dock))
        self.scores_button = QPushButton()
        self.scores_button.clicked.connect(lambda: self._toggle(self.scores_dock))
        buttons = (self.hint_button, self.discard_button, self.scores_button)
        for b in buttons:
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return buttons

    # -- running -----------------------------------------------------------------------------

    def _make_dock_timer(self) -> None:
        self._dock_timer = QTimer(self)
        self._dock_timer.setSingleShot(True)
        self._dock_timer.timeout.connect(self.refresh_docks)
        self._dock_clock = QElapsedTimer()

    def _dock_refreshed(self) -> None:
        """Call at the start of ``refresh_docks``: the next queued refresh counts from now."""
        self._dock_timer.stop()
        self._dock_clock.start()

    def _queue_dock_refresh(self) -> None:
        """Refresh the docks on a later pass of the event loop, at most every DOCK_REFRESH_MS:
        a person's move shows at once, a burst of computer moves is drawn a few times a second."""
        if self._dock_timer.isActive():
            return
        since = self._dock_clock.elapsed() if self._dock_clock.isValid() else DOCK_REFRESH_MS
        self._dock_timer.start(max(0, DOCK_REFRESH_MS - since))

    def finish_animations(self) -> None:
        """Jump every running animation to its end (screenshots, tests, impatient people)."""
        self.table.finish_animations()
        if self._dock_timer.isActive():
            self.refresh_docks()

    def _add_shortcuts(
        self, keys: Iterable[tuple[str | QKeySequence.StandardKey, Callable[[], object]]]
    ) -> None:
        """``keys``: (key sequence, slot) pairs, active while the focus is in this screen."""
        self._shortcuts: list[QShortcut] = []
        for seq, slot in keys:
            sc = QShortcut(QKeySequence(seq), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
            self._shortcuts.append(sc)

    def _connect_session(self) -> None:
        self.session.eventsApplied.connect(self._events_applied)
        self.session.turnChanged.connect(self._turn_changed)
        self.session.gameOver.connect(self._game_over)
        self.session.refused.connect(self._refused)
        self.session.botFailed.connect(self._refused)

    def _apply_table_settings(self, animation_scale: float = 1.0) -> Settings:
        """The window's animation speed (times ``animation_scale``), computer players' pace and
        table theme, taken now; returns the settings for the game's own."""
        settings = self.window_.settings
        self.table.animator.set_seconds(
            ANIMATION_SECONDS.get(settings.animation_speed, 0.25) * animation_scale
        )
        self.session.set_pace(BOT_PACE_SECONDS.get(settings.bot_pace, 0.7))
        felt = theme_colours(settings.table_theme)[0]
        if felt != getattr(self, "_felt", None):
            self._felt = felt
            self.view.set_felt(felt)
        return settings

    def _show_status(self, text: str) -> None:
        """The status line: ``text``, after the last refusal if there is one."""
        if self._refusal:
            self.status.setText(
                f"<span style='color:{REFUSAL_COLOUR}'>{self._refusal}</span> — {text}"
            )
        else:
            self.status.setText(text)

    def _refused(self, text: str) -> None:
        self._refusal = text
        self.update_status()

    # -- undo ----------------------------------------------------------------------------------
    def _undo_changed(self, possible: bool) -> None:
        """Undo lit or greyed; greyed, its tooltip says first why it cannot be used now."""
        self.undo_button.setEnabled(possible)
        why = self.session.undo_refusal()
        self.undo_button.setToolTip(f"{why}\n{self._undo_help}" if why else self._undo_help)

    def _take_back(self) -> None:
        """Undo now, or say why not in the window's status bar."""
        if not self.session.undo():
            self._tell(self.session.undo_refusal(), 6000)

    # -- the window's status bar ---------------------------------------------------------------
    # What the screen said there last (``_tell``), taken away when the game moves on.
    _told = ""

    def _tell(self, text: str, msecs: int = 8000) -> None:
        """``text`` in the window's status bar, about the moment of the game now: the next
        phase (a round's end, its summary, the next round, the end page) takes it away."""
        self._told = text
        self.window_.statusBar().showMessage(text, msecs)

    def _new_phase(self) -> None:
        """The game moves on: what the screen told of the phase before goes. What the window
        told (a game that cannot be saved) and a result that could not be saved stay."""
        bar = self.window_.statusBar()
        if self._told and bar.currentMessage() == self._told:
            bar.clearMessage()
        self._told = ""

    def _toggle(self, dock: QWidget) -> None:
        dock.setVisible(not dock.isVisible())

    def _dock_toggled(self, _visible: bool) -> None:
        if not self.state.is_over and self.session.actions_applied:
            self.session.save_now()

    def _open_summary_dialog(self, dialog: QDialog) -> None:
        """Open a round's (deal's) summary; the game goes on when it is closed. With computer
        players only, nobody is there to close it: the next round (deal) comes by itself after
        the pace delay (never sooner than ``AUTO_NEXT_SECONDS``, time to read it)."""
        self._new_phase()
        self.summary_dialog = dialog
        dialog.finished.connect(self._summary_closed)
        self.update_status()
        dialog.open()
        if not self.session.humans() and not self.state.is_over:

            def accept_if_open() -> None:
                # A summary closed by hand, accepted again when its delay ends, would say
                # "closed" once more and release the game during a later summary.
                if dialog.isVisible():
                    dialog.accept()

            # A timer the dialog owns (not a bare single shot): a test can find and fire it.
            auto_next = QTimer(dialog)
            auto_next.setObjectName("auto_next")
            auto_next.setSingleShot(True)
            auto_next.timeout.connect(accept_if_open)
            auto_next.start(round(max(2 * self.session.pace, AUTO_NEXT_SECONDS) * 1000))

    def _summary_closed(self, _result: int = 0) -> None:
        self.summary_dialog = None
        self._new_phase()
        self.session.release()
        if self.state.is_over:
            self._show_end()
        else:
            self._next_round()
            self._turn_changed(self.state.current_player)

    def _next_round(self) -> None:
        """The next round (deal) begins, its summary closed: for the table to show it."""

    def _player_results(
        self, winners: Collection[int], round_scores: Sequence[Sequence[int]]
    ) -> list[results.PlayerResult] | None:
        """Each seat's line of the results, the first time only (``None`` after): ``winners``
        the winning seats, ``round_scores`` a row of every seat's score per round."""
        if self._recorded:
            return None
        self._recorded = True
        totals = self.state.scores
        return [
            results.PlayerResult(
                name=seat.name,
                total=totals[i],
                winner=i in winners,
                round_scores=tuple(r[i] for r in round_scores),
                kind=seat.kind,
                level=seat.level if seat.is_bot else "",
                extra=self.player_figures(i),
            )
            for i, seat in enumerate(self.seats)
        ]

    def player_figures(self, seat: int) -> dict[str, Any]:
        """What the statistics keep of ``seat``'s game besides its total (a game's own
        figures: Rami's deals opened, Abyss's points by category); none by default."""
        return {}

    def _wait_for_writes(self) -> None:
        """The results and the autosave's removal are on disk (before showing them)."""
        self.session.flush_autosave()
        pending, self._results_write = self._results_write, None
        if pending is None:
            return
        pending.wait(5.0)
        self._recorded_id = pending.game_id if pending.done else None
        if pending.error is not None:  # a read-only disk must not spoil the end of a game
            # Not ``_tell``: no phase of the game takes this away.
            self.window_.statusBar().showMessage(result_not_saved(pending.error), 8000)

    def _announce_records(self, game: str, game_id: int | None, winners: Collection[int]) -> None:
        """On the end page: the personal records of the person at the screen (the only person
        at the table) this game beat, once the game ``game_id`` is in the results (None: it is
        not), and the celebration for a person's win or a record, unless animations are off."""
        from abyss_cards.ui.table.statistics import record_sentences, records_of_game

        humans = [i for i, s in enumerate(self.seats) if not s.is_bot]
        records = (
            records_of_game(game, self.seats[humans[0]].name, game_id) if len(humans) == 1 else []
        )
        self.end_page.set_records(
            lambda: record_sentences(game, records)
        )  # said again in a new language
        if records or any(i in winners for i in humans):
            self.end_page.celebrate(self.table.animator.seconds > 0)

    def _game_over(self) -> None:
        self._record_results()
        if self.summary_dialog is None and not self._summary_pending:
            self._show_end()
