"""The Plongée screen, on the shared ``GameScreen``: its bar, docks, round summaries and end."""

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
from abyss_cards.ui.models.session import settle_garbage_soon
from abyss_cards.ui.plongee import describe
from abyss_cards.ui.plongee.describe import (
    closing_sentence,
    hint_keys,
    hint_sentence,
    move_caption,
    opener_sentence,
    refusal_sentence,
)
from abyss_cards.ui.plongee.dialogs import RoundSummaryDialog, StatisticsDialog
from abyss_cards.ui.plongee.docks import DISCARD_DOCK, SCORES_DOCK, DiscardDock, ScoresDock
from abyss_cards.ui.plongee.table import PlongeeTable
from abyss_cards.ui.table.docks import DockWidth
from abyss_cards.ui.table.end_page import EndPage
from abyss_cards.ui.table.flow import BarRoom, FlowLayout, kept_together
from abyss_cards.ui.table.game_screen import GameScreen
from abyss_cards.ui.table.narration import HistoryDock
from abyss_cards.ui.table.numbers import points
from abyss_cards.ui.table.review import ReviewMove
from abyss_cards.ui.table.screen import DOCK_REFRESH_MS
from abyss_cards.ui.table.statistics import load_games, record_against
from abyss_cards.ui.table.status_line import FixedLinesLabel

if TYPE_CHECKING:
    from abyss_cards.core.errors import IllegalAction
    from abyss_cards.core.game import State
    from abyss_cards.games.plongee import PlongeeState
    from abyss_cards.games.plongee.actions import Action

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


class PlongeeScreen(GameScreen):
    """One game of Plongée on screen: the shared ``GameScreen`` (session, undo, end page,
    results, replay) with Plongée's bar (Hint, Discards, Scores, Statistics, the round line),
    docks, round summaries, narration and review. People at one screen share it with no privacy
    page: every grid is open to all, and the table turns to the seat whose turn it is."""

    game_key = "plongee"  # the home entry: the window titles itself and opens these rules
    # Not the base's focus on the table when shown: Plongée's screen leaves the focus where the
    # window puts it (its look, kept as it was before it moved onto the base).
    focus_page_on_show = False
    hidden_hands = False

    # The base's attributes, as this screen has them.
    state: PlongeeState
    table: PlongeeTable
    discard_dock: DiscardDock
    scores_dock: ScoresDock
    summary_dialog: RoundSummaryDialog | None

    _hint = ""  # the hint's sentence, until the next move
    _taken_back = False  # an undo was the last thing done

    # -- building: the base's steps -------------------------------------------------------------
    def meta_defaults(self) -> dict[str, Any]:
        return {**super().meta_defaults(), "target": self.state.target}

    def prepare(self, ui: dict[str, Any]) -> None:
        self.session.describe_refusal = self._refusal_sentence
        # Rounds whose summary was read (closed): a later scored round's summary is open or
        # about to open, and the autosave says so (``_ui_payload``).
        self._summaries_read = len(self.state.round_scores)
        self._reopen = unread_summary(self.state, ui)
        if self._reopen is not None:
            self._summaries_read -= 1
        docks = ui.get("docks")
        self._docks_shown: dict[str, object] = docks if isinstance(docks, dict) else {}

    def build_bar(self, bar: QWidget) -> None:
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
        undo = self._make_undo_button()
        row.addWidget(kept_together(undo, *self._dock_buttons(), self.stats_button))
        rows.addLayout(row)
        self.bar_room = BarRoom(self.table_page, bar, row, self.window_)

    def make_end_page(self) -> EndPage:
        self.end_stats_button = QPushButton()
        self.end_stats_button.clicked.connect(self.show_statistics)
        page = self.reviewable_end_page(self.end_stats_button)
        self.end_scores = page.scores
        self.replay_button, self.home_button = page.replay_button, page.home_button
        return page

    def make_table(self) -> PlongeeTable:
        table = PlongeeTable(
            self.view, self.state, [s.name for s in self.seats], self.session.humans(), self
        )
        table.modeChanged.connect(self.update_status)
        return table

    def build_docks(self) -> None:
        window = self.window_
        self.discard_dock = DiscardDock(window)
        self.scores_dock = ScoresDock(window)
        window.add_screen_dock(self.discard_dock, Qt.DockWidgetArea.RightDockWidgetArea, owner=self)
        window.add_screen_dock(self.scores_dock, Qt.DockWidgetArea.RightDockWidgetArea, owner=self)
        self._keep_history(HistoryDock(HISTORY_DOCK, window))
        window.add_screen_dock(self.history_dock, Qt.DockWidgetArea.RightDockWidgetArea, owner=self)
        window.tabifyDockWidget(self.scores_dock, self.history_dock)
        self.scores_dock.raise_()
        for dock in (self.discard_dock, self.scores_dock, self.history_dock):
            dock.setVisible(bool(self._docks_shown.get(dock.objectName(), True)))
            dock.visibilityChanged.connect(self._dock_toggled)
        reopen = self._reopen
        self._round_heading(self.state.round_number if reopen is None else reopen.round_number)

    def shortcuts(self) -> list[tuple[str, Callable[[], object]]]:
        table = self.table
        return [
            ("P", table.act_draw),
            ("D", table.act_discard),
            ("H", self.show_hint),
            ("Esc", table.cancel),
        ]

    def finish_building(self) -> None:
        self.refresh_docks()
        # The docks keep one width, worked out from the font and what they must show whole;
        # the bar leaves them that room.
        self.dock_width = DockWidth(
            self.window_,
            (self.discard_dock, self.scores_dock, self.history_dock),
            tabs=((self.scores_dock, self.history_dock),),
            parent=self,
            least=self.bar_room.least,
        )
        self.bar_room.reserve = self.dock_width.reserve
        self.dock_width.changed.connect(self.bar_room.update)
        reopen, self._reopen = self._reopen, None
        if reopen is not None:
            # The game was left with this summary open: the same summary comes up again,
            # over the ended round's table and discard.
            self._hold_for_summary(reopen)
            self.refresh_docks()
        settle_garbage_soon()

    # -- the window's interface -------------------------------------------------------------
    def leave(self) -> None:
        super().leave()
        self.table.stop()

    def undo_help(self) -> str:
        return self.tr(
            "Take back your last move, as long as no hidden card was shown since (Ctrl+Z)"
        )

    def retranslate(self) -> None:
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
        if self.review is not None:
            self.review.retranslate()
        self.end_stats_button.setText(self.tr("Statistics"))
        super().retranslate()  # Undo, the end page, the table and the status line
        if self.state.is_over and self.end_page.title.text():
            self.end_page.set_notes(self._end_notes())

    # -- reacting to the game ---------------------------------------------------------------
    def _refusal_sentence(self, exc: IllegalAction) -> str:
        return refusal_sentence(exc, self.persons)

    def _apply_settings(self) -> None:
        settings = self._apply_table_settings()
        strong = bool(getattr(settings, "four_colour_cards", False))
        if strong != self.table.renderer.strong_colours:
            self.table.renderer.strong_colours = strong
            self.view.viewport().update()

    def _person_chose(self, action: object) -> None:
        if not self.reviewing:
            self._taken_back = False
        super()._person_chose(action)

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

    def _sync(self) -> None:
        """Plongée's table draws the game itself (every grid, the drawn card of the seat shown)."""
        self.table.sync()
        self.update_status()

    def status_sentence(self) -> str:
        # The ended round stays on screen until its summary is closed, though the engine has
        # dealt the next one: the lines speak of the round shown.
        ended = self.table.round_end
        if ended is not None and self.summary_dialog is None and not self.state.is_over:
            text = self.tr("Round %1 is over: each player's points are on the table.").replace(
                "%1", str(ended.round_number)
            )
        else:
            text = describe.status_sentence(
                self.state, self.persons, self.seats, self.table.mode, self.session.held
            )
        if self._taken_back:
            text = self.tr("Move taken back.") + " " + text
        if self._hint:  # the instructions stay; the hint and its reason come below
            text = html.escape(text) + "<br>" + html.escape(self._hint)
        return text

    def update_status(self) -> None:
        super().update_status()
        ended = self.table.round_end
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

    # -- end of the game -------------------------------------------------------------------
    def round_scores(self) -> list[Sequence[int]]:
        return list(self.state.round_scores)

    def record_options(self) -> dict[str, Any]:
        state = self.state
        return {"target": state.target, "saved_game": state.to_json()}  # the review replays it

    def end_title(self) -> str:
        return describe.end_title(self.state, self.persons)

    def fill_end_page(self) -> None:
        self.scores_dock.refresh(self.state)
        self.end_scores.setModel(self.scores_dock.model)
        self.end_page.set_notes(self._end_notes())
        # The docks stay as the person left them: the window remembers them for the next game.
        self._announce_records(self.game_key, self._recorded_id, self.state.winners)

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

    def replay_options(self) -> dict[str, Any]:
        return {"target": self.state.target}  # the same target, a new deal

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
        """Ctrl+Z: back to before your last move, unless a hidden card was shown since (on the
        end page too, where it says why not); never while a round's end is shown."""
        if self.summary_dialog is None and not self._summary_pending:
            self._take_back()

    def _state_replaced(self, state: PlongeeState) -> None:
        self.table.finish_animations()
        self.table.state = state
        self.table.hint = set()
        self._hint = ""
        self.table.mode = "none"
        self._taken_back = True  # said in the status line until the next move
        super()._state_replaced(state)  # the table and the status line drawn again
        self.history_dock.add(self.tr("Move taken back."))
        self.refresh_docks()

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
