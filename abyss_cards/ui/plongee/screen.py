"""The Plongée screen: the table, the status line, the docks, the round summaries and the end."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.games import plongee
from abyss_cards.games.plongee import bots
from abyss_cards.games.plongee import events as ev
from abyss_cards.storage import results
from abyss_cards.ui.models.entry_points import new_seed
from abyss_cards.ui.models.session import Seat, settle_garbage_soon
from abyss_cards.ui.plongee.describe import (
    closing_sentence,
    end_title,
    hint_keys,
    hint_sentence,
    move_caption,
    opener_sentence,
    refusal_sentence,
    status_sentence,
)
from abyss_cards.ui.plongee.dialogs import RoundSummaryDialog, StatisticsDialog
from abyss_cards.ui.plongee.docks import DISCARD_DOCK, SCORES_DOCK, DiscardDock, ScoresDock
from abyss_cards.ui.plongee.table import PlongeeTable
from abyss_cards.ui.storage_problems import result_not_saved
from abyss_cards.ui.table.docks import DockWidth
from abyss_cards.ui.table.end_page import EndPage, placings
from abyss_cards.ui.table.flow import BarRoom, FlowLayout, kept_together
from abyss_cards.ui.table.narration import HistoryDock
from abyss_cards.ui.table.numbers import points
from abyss_cards.ui.table.persons import Persons
from abyss_cards.ui.table.review import GameReview, ReviewMove
from abyss_cards.ui.table.screen import DOCK_REFRESH_MS, GameScreenMixin
from abyss_cards.ui.table.statistics import game_lower_wins, load_games, record_against
from abyss_cards.ui.table.status_line import FixedLinesLabel

if TYPE_CHECKING:
    from abyss_cards.core.errors import IllegalAction
    from abyss_cards.core.game import Bot, State
    from abyss_cards.games.plongee import PlongeeState
    from abyss_cards.games.plongee.actions import Action
    from abyss_cards.ui.main_window import MainWindow

HISTORY_DOCK = "plongeeHistoryDock"
# After the last card of a round is turned, the table shows the scores this long before the
# summary opens (with animations on).
ROUND_END_SECONDS = 1.5
# In the autosave's ``ui``: the round whose summary is open (the game was left there).
SUMMARY_KEY = "round_summary"
# The status and round lines keep at least this width beside the buttons (about three short
# lines of status); narrower, the buttons go onto a row of their own.
TEXTS_LEAST_WIDTH = 300
# The status line's room: three lines of instructions at that width, and a short hint.
STATUS_LINES = 4


def make_bot_factory(seed: int) -> Callable[[str, int], Bot]:
    def factory(level: str, seat: int) -> Bot:
        return bots.make_bot(level, seed=(seed * 1009 + seat * 7919) % (2**63))

    return factory


class PlongeeScreen(GameScreenMixin, QWidget):
    """One game of Plongée on screen. ``session`` drives the game; ``table`` shows it."""

    game_key = "plongee"  # the home entry: the window titles itself and opens these rules

    # The mixin's attributes, as this screen has them.
    window_: MainWindow
    state: PlongeeState
    table: PlongeeTable
    discard_dock: DiscardDock
    scores_dock: ScoresDock
    summary_dialog: RoundSummaryDialog | None

    def __init__(
        self,
        window: MainWindow,
        state: PlongeeState,
        seats: list[Seat],
        *,
        meta: dict[str, Any] | None = None,
        ui: dict[str, Any] | None = None,
        autostart: bool = True,
        write_autosave: bool = True,
    ) -> None:
        super().__init__()
        self.setObjectName("plongeeScreen")
        self.window_ = window
        self.state = state
        self.seats = list(seats)
        meta = dict(meta or {})
        meta.setdefault("seed", state.seed)
        meta.setdefault("target", state.target)
        self._make_session("plongee", make_bot_factory(int(state.seed)), meta, write_autosave)
        self.persons = Persons([s.name for s in self.seats], self.session.humans())
        self.session.describe_refusal = self._refusal_sentence
        self.session.enable_undo(
            plongee.from_json,
            between_people=bool(getattr(window.settings, "undo_between_people", False)),
        )
        self._hint = ""
        self.summary_dialog = None
        self._summary_pending = False
        # Rounds whose summary was read (closed): a later scored round's summary is open or
        # about to open, and the autosave says so (``_ui_payload``).
        self._summaries_read = len(state.round_scores)
        reopen = unread_summary(state, ui)
        if reopen is not None:
            self._summaries_read -= 1
        self._recorded = False
        self._recorded_id: int | None = None  # the game's row in the results, once written
        self._results_write: results.PendingRecord | None = None
        self._refusal = ""
        self._taken_back = False  # an undo was the last thing done

        self._make_stack()
        page, bar = self._table_page("plongeeBar")
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(8, 4, 8, 4)
        # The texts take the room the buttons leave on their row; in a narrow window the
        # buttons flow onto a row of their own and the texts wrap over the whole width.
        row = FlowLayout()
        texts = QWidget()
        lines = QVBoxLayout(texts)
        lines.setContentsMargins(0, 0, 0, 0)
        # Room for the instructions and a hint below them; the round line is one line.
        self._status_label("plongeeStatus", 1.1, lines=STATUS_LINES)
        self.info = FixedLinesLabel(1)
        self.info.setObjectName("plongeeInfo")
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lines.addWidget(self.status)
        lines.addWidget(self.info)
        texts.setMinimumWidth(TEXTS_LEAST_WIDTH)
        row.addWidget(texts, 1)
        self.stats_button = QPushButton()
        self.stats_button.clicked.connect(self.show_statistics)
        self.stats_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button.setEnabled(False)
        row.addWidget(kept_together(self.undo_button, *self._dock_buttons(), self.stats_button))
        rows.addLayout(row)
        self.bar_room = BarRoom(page, bar, row, window)
        self.table_page = page
        self.stack.addWidget(page)
        # The finished game looked at again (``review_game``): made once, at the first look.
        self.review: GameReview | None = None
        self.reviewing = False
        self.end_page = self._build_end_page()
        self.stack.addWidget(self.end_page)

        self.table = PlongeeTable(
            self.view, state, [s.name for s in self.seats], self.session.humans(), self
        )
        self.table.chosen.connect(self._person_chose)
        self.table.modeChanged.connect(self.update_status)
        self._apply_settings()

        self._make_dock_timer()
        self.discard_dock = DiscardDock(window)
        self.scores_dock = ScoresDock(window)
        window.add_screen_dock(self.discard_dock, Qt.DockWidgetArea.RightDockWidgetArea, owner=self)
        window.add_screen_dock(self.scores_dock, Qt.DockWidgetArea.RightDockWidgetArea, owner=self)
        self.history_dock = HistoryDock(HISTORY_DOCK, window)
        self.history_dock.played = lambda: len(self.state.history)
        self._follow_history(self.history_dock.lines)
        window.add_screen_dock(self.history_dock, Qt.DockWidgetArea.RightDockWidgetArea, owner=self)
        window.tabifyDockWidget(self.scores_dock, self.history_dock)
        self.scores_dock.raise_()
        docks = (ui or {}).get("docks")
        if not isinstance(docks, dict):
            docks = {}
        for dock in (self.discard_dock, self.scores_dock, self.history_dock):
            visible = docks.get(dock.objectName(), True)
            dock.setVisible(bool(visible))
            dock.visibilityChanged.connect(self._dock_toggled)

        self._add_shortcuts(
            (
                ("P", self.table.act_draw),
                ("D", self.table.act_discard),
                ("H", self.show_hint),
                ("Esc", self.table.cancel),
                ("Ctrl+Z", self.undo),
            )
        )
        self.session.stateReplaced.connect(self._state_replaced)
        self.session.undoChanged.connect(self._undo_changed)
        self._round_heading(state.round_number if reopen is None else reopen.round_number)

        self._connect_session()
        self.retranslate()
        self.refresh_docks()
        # The docks keep one width, worked out from the font and what they must show whole;
        # the bar leaves them that room.
        self.dock_width = DockWidth(
            window,
            (self.discard_dock, self.scores_dock, self.history_dock),
            tabs=((self.scores_dock, self.history_dock),),
            parent=self,
            least=self.bar_room.least,
        )
        self.bar_room.reserve = self.dock_width.reserve
        self.dock_width.changed.connect(self.bar_room.update)
        if reopen is not None:
            # The game was left with this summary open: the same summary comes up again,
            # over the ended round's table and discard.
            self._hold_for_summary(reopen)
            self.refresh_docks()
        self._turn_changed(state.current_player)
        settle_garbage_soon()
        if autostart:
            QTimer.singleShot(0, self.session.start)

    # -- the window's interface -------------------------------------------------------------
    def leave(self) -> None:
        self._dock_timer.stop()
        self.session.stop()
        if self._results_write is not None:
            self._results_write.wait(5.0)
        self.table.stop()

    @property
    def summary_pending(self) -> bool:
        """A round was just scored and its summary is about to open."""
        return self._summary_pending

    def apply_settings(self) -> None:
        """Take the window's settings into account now (theme, colours, speeds)."""
        self._apply_settings()
        self.view.viewport().update()

    def retranslate(self) -> None:
        self.undo_button.setText(self.tr("Undo"))
        self._undo_help = self.tr(
            "Take back your last move, as long as no hidden card was shown since (Ctrl+Z)"
        )
        self._undo_changed(self.session.can_undo())
        self.history_dock.retranslate()
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What the expert computer player would do (H)"))
        # Named for the panel it shows: "Discard" alone read like the move.
        self.discard_button.setText(self.tr("Discards"))
        self.discard_button.setToolTip(
            self.tr(
                "Show or hide the discard history: the cards thrown away since the last shuffle"
            )
        )
        self.scores_button.setText(self.tr("Scores"))
        self.scores_button.setToolTip(self.tr("Show or hide the scores"))
        self.stats_button.setText(self.tr("Statistics"))
        self.table.draw_pile.setToolTip(self.tr("Draw pile: draw a card (P)"))
        self.table.discard.setToolTip(
            self.tr("Discard: take its top card, or throw away the card you drew (D)")
        )
        self.table.drawn.setToolTip(self.tr("The card just drawn"))
        self.discard_dock.retranslate()
        self.scores_dock.retranslate()
        self.end_page.retranslate()
        if self.review is not None:
            self.review.retranslate()
        self.end_stats_button.setText(self.tr("Statistics"))
        self.table.sync()
        self.update_status()

    # -- reacting to the game ---------------------------------------------------------------
    def _refusal_sentence(self, exc: IllegalAction) -> str:
        return refusal_sentence(exc, self.persons)

    def _apply_settings(self) -> None:
        settings = self._apply_table_settings()
        strong = bool(getattr(settings, "four_colour_cards", False))
        if strong != self.table.renderer.strong_colours:
            self.table.renderer.strong_colours = strong
            self.view.viewport().update()

    def _person_chose(self, action: Action) -> None:
        if self.reviewing:
            return  # the review is read-only: nothing a click does is played
        self._refusal = ""
        self._taken_back = False
        self.session.play(action)

    def _events_applied(self, seat: int, action: Any, events: Any) -> None:
        self._apply_settings()
        self._hint = ""
        self._taken_back = False
        self.table.hint = set()
        scored = next((e for e in events if isinstance(e, ev.RoundScored)), None)
        before = self.table._discard_shown
        if scored is not None:
            # Before the sync that ends the animations: the engine has dealt the next round
            # already, and the piles must keep the ended round's count until its summary
            # is closed.
            self.table.show_round_end(scored)
        self.table.finish_animations()  # ends with a sync: the items show the state now
        reveal = self.table.animate_events(seat, events, before)
        self._narrate(seat, events)
        if any(isinstance(e, ev.DrawPileReshuffled) for e in events):
            # In the round shown: the ended one, if this move closed it.
            self.discard_dock.show_reshuffle(
                self.state.round_number if scored is None else scored.round_number
            )
            self._tell(self.tr("The draw pile ran out: the discard was reshuffled."))
        self._queue_dock_refresh()
        if scored is not None:
            # The docks change all over at a round's end: redraw them after the summary's
            # first paint, not in the same pass of the event loop.
            self._dock_timer.start(DOCK_REFRESH_MS)
            self._hold_for_summary(scored, reveal)

    def _narrate(self, seat: int, events: Sequence[Any]) -> None:
        """Every move in the history; a computer player's also in a caption near its seat;
        who opens a round and why; each seat's points when a round is scored (the next
        round's heading comes when its summary is closed, ``_next_round``)."""
        self.table.hide_captions()  # the last move's said: its captions leave the table
        for line in self._move_lines(seat, events):
            self.history_dock.add(line)
        said = move_caption(seat, None, events, self.persons)
        if said and self.seats[seat].is_bot:
            self.table.caption(seat, said)
        for e in events:
            if isinstance(e, ev.OpenerChosen):
                text = opener_sentence(e, self.persons)
                self.table.caption(e.seat, text)
                self._tell(text)
            elif isinstance(e, ev.RoundScored):
                for s, scored in enumerate(e.scored_points):
                    self.table.caption(s, points(scored), 0)

    def _move_lines(self, seat: int, events: Sequence[Any]) -> list[str]:
        """A move's lines in the history (the review reads the same): what the seat did, who
        opens the round and why, the round's closing."""
        lines = [move_caption(seat, None, events, self.persons)]
        for e in events:
            if isinstance(e, ev.OpenerChosen):
                lines.append(opener_sentence(e, self.persons))
            elif isinstance(e, ev.RoundScored):
                lines.append(closing_sentence(e, self.persons))
        return [line for line in lines if line]

    def _round_heading(self, round_number: int) -> None:
        self.history_dock.add(self.tr("Round %1").replace("%1", str(round_number)), heading=True)

    def _hold_for_summary(self, scored: ev.RoundScored, reveal: float = 0.0) -> None:
        """Hold the computer players now; the round's end stays on the table (every card
        turned, the scores) for a moment, then the summary is built on a later pass of the
        event loop, so that the window repaints in between."""
        self.session.hold()
        self._new_phase()
        self.table.set_interactive(False)
        if self.table.round_end is None:
            self.table.show_round_end(scored)
        self._summary_pending = True
        self.update_status()  # the round is over: nobody plays until its summary is closed
        pause = (
            0 if self.table.animator.seconds <= 0 else round((reveal + ROUND_END_SECONDS) * 1000)
        )
        QTimer.singleShot(pause, self, lambda: self._show_summary(scored))

    def _turn_changed(self, seat: int | None) -> None:
        human = seat is not None and not self.seats[seat].is_bot
        if seat is not None and human and seat != self.table.focus_seat:
            self.table.set_focus_seat(seat)
            self.refresh_docks()
        self.table.set_interactive(human and not self.session.held)
        self.update_status()
        if human and not self.session.held:
            self.table.focus_default()

    def update_status(self) -> None:
        # The ended round stays on screen until its summary is closed, though the engine has
        # dealt the next one: the lines speak of the round shown.
        ended = self.table.round_end
        if ended is not None and self.summary_dialog is None and not self.state.is_over:
            text = self.tr("Round %1 is over: each player's points are on the table.").replace(
                "%1", str(ended.round_number)
            )
        else:
            text = status_sentence(
                self.state, self.persons, self.seats, self.table.mode, self.session.held
            )
        if self._taken_back:
            text = self.tr("Move taken back.") + " " + text
        if self._hint:  # the instructions stay; the hint and its reason come below
            text = html.escape(text) + "<br>" + html.escape(self._hint)
        self._show_status(text)
        # Player words only: the deal number (the seed) stays out of the status line.
        self.info.setText(
            self.tr("Round %1 · game ends at %2 points")
            .replace("%1", str(self.state.round_number if ended is None else ended.round_number))
            .replace("%2", str(self.state.target))
        )

    def refresh_docks(self) -> None:
        self._dock_refreshed()
        viewer = self.state.current_player
        if viewer is None or self.seats[viewer].is_bot:
            viewer = self.table.focus_seat
        ended = self.table.round_end
        if ended is None:
            self.discard_dock.refresh(self.state, viewer)
        else:  # the ended round's discard stays until its summary is closed
            self.discard_dock.show_round_end(ended, self.state.names)
        self.scores_dock.refresh(self.state)
        self.end_scores.resizeColumnsToContents()

    def _show_summary(self, scored: ev.RoundScored) -> None:
        """The round summary comes up over three passes of the event loop, so that the window
        keeps answering in between: the dialog is built, then styled and laid out while still
        hidden, then opened."""
        if self.session.stopped:
            self._summary_pending = False
            return
        self.table.finish_animations()
        dialog = RoundSummaryDialog(scored, self.persons, self.state.is_over, self)
        QTimer.singleShot(0, self, lambda: self._polish_summary(dialog))

    def _polish_summary(self, dialog: RoundSummaryDialog) -> None:
        if self.session.stopped:
            self._summary_pending = False
            return
        dialog.ensurePolished()  # the dialog and every widget in it
        layout = dialog.layout()
        if layout is not None:
            layout.activate()
        QTimer.singleShot(0, self, lambda: self._open_summary(dialog))

    def _open_summary(self, dialog: RoundSummaryDialog) -> None:
        self._summary_pending = False
        if self.session.stopped:
            return
        self._open_summary_dialog(dialog)  # with computer players only it closes by itself
        if self._dock_timer.isActive():
            self._dock_timer.start(DOCK_REFRESH_MS)

    def _next_round(self) -> None:
        self._summaries_read = len(self.state.round_scores)
        # The autosave must forget the summary now: the game may be left before the next move.
        self.session.save_soon()
        self.table.clear_round_end()
        # Only now: the history spoke of the ended round while its summary was up.
        self._round_heading(self.state.round_number)
        self.discard_dock.clear_notice()  # a reshuffle of the ended round
        self.refresh_docks()
        self.table.animate_deal()

    def _record_results(self) -> None:
        state = self.state
        players = self._player_results(state.winners, state.round_scores)
        if players is None:
            return
        # Written on a background thread: the end of a game never waits for the disk.
        self._results_write = results.record_game_later(
            "plongee",
            players,
            seed=self.session.meta.get("seed"),
            target=state.target,
            rounds=len(state.round_scores),
            saved_game=state.to_json(),  # what a review from the statistics replays
        )

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

    # -- end of the game -------------------------------------------------------------------
    def _build_end_page(self) -> EndPage:
        self.end_stats_button = QPushButton()
        self.end_stats_button.clicked.connect(self.show_statistics)
        page = EndPage(
            "plongeeEnd",
            self.replay,
            lambda: self.window_.go_home(),
            on_replay_deal=self.replay,
            on_review=self.review_game,
            extra_buttons=(self.end_stats_button,),
        )
        self.end_title, self.end_scores = page.title, page.scores
        self.replay_button, self.home_button = page.replay_button, page.home_button
        return page

    def _show_end(self) -> None:
        self._wait_for_writes()
        state = self.state
        self.end_title.setText(end_title(state, self.persons))
        self.end_page.set_ranking(
            placings(
                [s.name for s in self.seats],
                state.scores,
                state.winners,
                lower_wins=game_lower_wins(self.game_key),
            )
        )
        self.scores_dock.refresh(state)
        self.end_scores.setModel(self.scores_dock.model)
        self.end_page.set_notes(self._end_notes())
        self.end_page.set_deal(self.session.meta.get("seed"))
        # The docks stay as the person left them: the window remembers them for the next game.
        self.stack.setCurrentWidget(self.end_page)
        self._announce_records("plongee", self._recorded_id, state.winners)
        self.replay_button.setFocus()
        self.update_status()

    def _end_notes(self) -> list[str]:
        """The best and worst rounds of the person at the screen (else of the winner), and
        that person's record against these same opponents."""
        state, persons = self.state, self.persons
        seat = persons.you if persons.you is not None else state.winners[0]
        mine = [r[seat] for r in state.round_scores]
        notes = []
        if mine:
            best = min(range(len(mine)), key=lambda r: (mine[r], r))
            worst = max(range(len(mine)), key=lambda r: (mine[r], -r))
            notes.append(
                persons.say(
                    seat,
                    self.tr("Your best round: round %2 (%3); your worst: round %4 (%5)."),
                    self.tr("Best round of %1: round %2 (%3); worst: round %4 (%5)."),
                )
                .replace("%2", str(best + 1))
                .replace("%3", points(mine[best]))
                .replace("%4", str(worst + 1))
                .replace("%5", points(mine[worst]))
            )
        if persons.you is not None:
            try:
                games = load_games("plongee")
            except Exception:  # noqa: BLE001 - a damaged database must not spoil the end
                games = []
            others = [
                (s.name, s.level if s.is_bot else "")
                for i, s in enumerate(self.seats)
                if i != persons.you
            ]
            played, won = record_against(games, self.seats[persons.you].name, others)
            if played:
                notes.append(
                    self.tr("Against these opponents: %n game(s), %1.", "", played).replace(
                        "%1", self.tr("%n won", "", won)
                    )
                )
        return notes

    def replay(self, deal: int | None = None) -> None:
        """The same seats and target, a new deal (or ``deal`` again). The new table is built in
        one pass of the event loop and shown in the next, so the window never freezes for both
        at once."""
        seed = new_seed() if deal is None else deal
        state = plongee.new_game([s.name for s in self.seats], seed=seed, target=self.state.target)
        window, seats = self.window_, self.seats

        def build() -> None:
            screen = PlongeeScreen(window, state, seats)
            QTimer.singleShot(0, lambda: window.show_screen(screen))

        QTimer.singleShot(0, build)

    # -- the game reviewed -------------------------------------------------------------------
    def review_refusal(self) -> str:
        return self.tr("This game cannot be reviewed: it does not replay from its deal.")

    def review_new_game(self) -> State:
        state = self.state
        return plongee.new_game(list(state.names), seed=state.seed, target=state.target)

    def review_lines(
        self, seat: int, action: Any, events: Sequence[Any], after: State
    ) -> list[str]:
        return self._move_lines(seat, events)

    def review_boundary(self, events: Sequence[Any]) -> bool:
        return any(isinstance(e, ev.RoundScored) for e in events)

    def review_line_played(self, row: int) -> int | None:
        return self.history_dock.played_at(row)

    def review_round_words(self) -> tuple[str, str]:
        return (
            self.tr("Previous end of a round (Page Up)"),
            self.tr("Next end of a round (Page Down)"),
        )

    def review_viewer_note(self) -> str:
        # Plongée hides only the card a player holds after drawing it. Against the computer the
        # review shows the table as the person saw it (their drawn card, not the computer's);
        # with several people at the screen, as they all saw it: nobody's drawn card (the same
        # rule as Rami's and Abyss's reviews: the public table, said so).
        if len(self.session.humans()) > 1:
            return self.tr("The table as every player saw it: a card just drawn stays hidden.")
        return ""

    def review_enter(self) -> None:
        self.table.finish_animations()
        self.table.hide_captions()
        self.table.set_hint(())
        self._review_kept = (self.table.round_end, list(self.table.humans))
        people = self.session.humans()
        self.table.humans = people if len(people) == 1 else []
        self.stack.setCurrentWidget(self.table_page)
        self.view.setFocus()

    def review_show(self, state: State, move: ReviewMove | None) -> None:
        # A move that scored a round shows that round's end (every card turned, the points),
        # not the next deal the engine has already made.
        scored = None
        if move is not None:
            scored = next((e for e in move.events if isinstance(e, ev.RoundScored)), None)
        self.table.round_end = scored
        self.table.state = cast("PlongeeState", state)
        self.table.set_interactive(False)
        self.table.sync()
        # The discard panel as it was then too (the scores stay the game's: the end page
        # shows the same sheet).
        if scored is None:
            self.discard_dock.refresh(self.table.state, self.table.focus_seat)
        else:
            self.discard_dock.show_round_end(scored, self.state.names)

    def review_leave(self) -> None:
        self.table.round_end, self.table.humans = self._review_kept
        self.table.state = self.state
        self.table.set_interactive(False)
        self.table.sync()
        self.refresh_docks()

    def _review_closed(self) -> None:
        self.reviewing = False
        self.stack.setCurrentWidget(self.end_page)
        self.end_page.review_button.setFocus()

    # -- helpers -----------------------------------------------------------------------------
    def lesson_target(self, action: object | None) -> None:
        """A lesson's step: its move's card and target lit, as a hint lights them."""
        lit = hint_keys(cast("Action", action), self.state) if action is not None else set()
        self.table.set_hint(lit)

    def show_hint(self) -> None:
        if self._lesson_hint():
            return
        state = self.state
        seat = state.current_player
        if seat is None or self.seats[seat].is_bot or self.session.held:
            return
        expert = bots.make_bot("expert", seed=state.seed)
        action = expert.choose(state.view(seat), state.legal_actions())
        self._refusal = ""
        self._hint = hint_sentence(action, state)
        self.table.set_hint(hint_keys(action, state))
        self.update_status()

    def undo(self) -> None:
        """Ctrl+Z: back to before your last move, unless a hidden card was shown since."""
        if self.summary_dialog is not None or self._summary_pending:
            return
        self._take_back()

    def _state_replaced(self, state: PlongeeState) -> None:
        self.state = state
        self.table.finish_animations()
        self.table.state = state
        self.table.hint = set()
        self._hint = ""
        self._refusal = ""
        self.table.mode = "none"
        self.table.sync()
        self.history_dock.add(self.tr("Move taken back."))
        self._taken_back = True  # said in the status line until the next move
        self.refresh_docks()
        self.update_status()

    def show_statistics(self) -> None:
        self._wait_for_writes()
        you = self.persons.you
        dialog = StatisticsDialog(self, None if you is None else self.seats[you].name)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _ui_payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "docks": {
                DISCARD_DOCK: not self.discard_dock.isHidden(),
                SCORES_DOCK: not self.scores_dock.isHidden(),
            },
            "focus_seat": self.table.focus_seat,
        }
        # Made right after the move that scored a round, before the screen hears of it: the
        # count of scored rounds tells that this summary is still to be read.
        scored = len(self.state.round_scores)
        if scored > self._summaries_read:
            payload[SUMMARY_KEY] = scored
        return payload


def unread_summary(state: PlongeeState, ui: dict[str, Any] | None) -> ev.RoundScored | None:
    """The ``RoundScored`` of the round whose summary was open when the game was saved (the
    autosave's ``ui`` says so), or ``None``. The next round must be untouched: its grids all
    face down. The summary's grids come from replaying the game from its seed; a game that
    does not replay to the same state (a stacked deck) gets none."""
    rounds = len(state.round_scores)
    if not rounds or (ui or {}).get(SUMMARY_KEY) != rounds or state.is_over:
        return None
    if state.round_number != rounds + 1 or any(
        card is not None and card.face_up for grid in state.grids for card in grid
    ):
        return None
    return replayed_round(state, rounds)


def replayed_round(state: PlongeeState, round_number: int) -> ev.RoundScored | None:
    """The ``RoundScored`` event of ``round_number``, from ``state``'s actions applied again to
    a new game of the same names, seed and target; ``None`` if that is not ``state``."""
    again = plongee.new_game(list(state.names), seed=state.seed, target=state.target)
    found = None
    try:
        for turn in state.history:
            for event in again.apply(cast("Action", turn.action)):  # a Plongée game's actions
                if isinstance(event, ev.RoundScored) and event.round_number == round_number:
                    found = event
    except plongee.IllegalAction:
        return None
    return found if again.to_json() == state.to_json() else None
