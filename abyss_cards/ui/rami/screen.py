"""The Rami screen, on the shared ``GameScreen``: the table, the bar with the lay-down button
and its total, the docks, the privacy page's words between two people, the deal summaries and
the end of the match's notes.

The screen hands the engine actions the table chose to the ``GameSession`` (which applies
them, autosaves and paces the computer player off the GUI thread) and keeps each person's hand
arrangement in step with their hand.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, Literal, cast

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPointF,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.core.errors import IllegalAction
from abyss_cards.games import rami
from abyss_cards.games.figures import rami_figures
from abyss_cards.games.rami import (
    Discard,
    DrawPot,
    LayDown,
    LayOff,
    Open,
    TakeDiscard,
    analyse,
)
from abyss_cards.games.rami import events as ev
from abyss_cards.games.rami.bots import make_bot
from abyss_cards.games.rami.melds import IllegalMeld
from abyss_cards.games.rami.view import TakeToLay
from abyss_cards.ui.models.session import Seat, settle_garbage_soon
from abyss_cards.ui.rami import bot_process, refusals
from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.bot_process import BotProcess, ProcessBot
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.rami.dialogs import DealSummaryDialog, StatisticsDialog
from abyss_cards.ui.rami.docks import DISCARD_DOCK, SCORES_DOCK, DiscardDock, ScoresDock
from abyss_cards.ui.rami.refusals import Refusal, RefusalPlace
from abyss_cards.ui.rami.table import (
    DealSeen,
    Gesture,
    PileDrop,
    RamiTable,
)
from abyss_cards.ui.rami.zones import ZONES, Arrangement, X
from abyss_cards.ui.table.docks import DockWidth
from abyss_cards.ui.table.end_page import EndPage
from abyss_cards.ui.table.flow import BarRoom, FlowLayout, kept_together
from abyss_cards.ui.table.game_screen import GameScreen
from abyss_cards.ui.table.narration import HistoryDock
from abyss_cards.ui.table.review import ReviewMove
from abyss_cards.ui.table.statistics import load_games, record_against
from abyss_cards.ui.table.status_line import FixedLinesLabel
from abyss_cards.ui.theme import colours as theme_colours

if TYPE_CHECKING:
    from abyss_cards.core.game import Bot, State
    from abyss_cards.games.rami import RamiState
    from abyss_cards.games.rami.actions import Action
    from abyss_cards.ui.main_window import MainWindow

# The refusals of an opening the exact search can say more about.
OPENING_REFUSALS = ("opening_too_low", "no_clean_run", "taken_in_clean_run")

HISTORY_DOCK = "ramiHistoryDock"
# The room the Lay down group keeps for its total, in average characters.
TOTAL_ROOM = 22
# The least room of the hint's place, in average characters: too much to squeeze in beside
# the buttons at 1024 px, so there it flows onto the Lay down group's row.
HINT_ROOM = 34


class _OneOfTwo(QObject):
    """``other`` hides while ``first`` is shown, and comes back when it hides (two texts
    sharing one place)."""

    def __init__(self, first: QWidget, other: QWidget) -> None:
        super().__init__(first)
        self.other = other
        first.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Show:
            self.other.hide()
        elif event.type() == QEvent.Type.Hide:
            self.other.show()
        return False


def _keep_room_when_hidden(widget: QWidget) -> None:
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


# What a move does to the person's zones: the card discarded or laid off (and its zone), the
# zones a lay-down empties.
_Expect = tuple[Literal["discard", "lay_off"], str, int] | tuple[Literal["lay"], tuple[int, ...]]

SWITCH_INTERVAL = 0.001  # seconds: the interpreter lock changes hands at least this often


def make_bot_factory(seed: int, process: BotProcess | None = None) -> Callable[[str, int], Bot]:
    """The seats' computer players: thinking in ``process`` if given (the same choices as in
    a thread, with the same seeds), else in the session's worker thread."""

    def factory(level: str, seat: int) -> Bot:
        bot_seed = (seed * 1009 + seat * 7919) % (2**63)
        if process is None:
            return make_bot(level, seed=bot_seed)
        return ProcessBot(process, seat, level, bot_seed)

    return factory


class _HintRelay(QObject):
    done = Signal(int, str)


class _HintTask:
    """Works out a hint off the GUI thread (the expert may think for a while). A plain callable
    for the pool: a QRunnable object stayed referenced after it had run (see session._BotTask)."""

    def __init__(
        self,
        relay: _HintRelay,
        token: int,
        state: RamiState,
        seat: int,
        seed: int,
        process: BotProcess | None = None,
    ) -> None:
        self.relay, self.token, self.state, self.seat, self.seed = relay, token, state, seat, seed
        self.process = process

    def __call__(self) -> None:
        try:
            text = hint_for(self.state, self.seat, self.seed, self.process)
        except Exception as exc:  # noqa: BLE001 - a hint must never break the game
            text = str(exc)
        self.relay.done.emit(self.token, text)


def legacy_openings(data: object) -> list[list[int]]:
    """The opening values a release 0.1 autosave's layout holds (one pair per deal), read
    defensively: anything but a non-negative whole number counts as unknown (0)."""
    if not isinstance(data, list):
        return []
    out = []
    for pair in data[:10_000]:
        values = pair if isinstance(pair, list) and len(pair) == 2 else [0, 0]
        out.append([v if type(v) is int and 0 <= v < 10_000 else 0 for v in values])
    return out


def hint_for(state: RamiState, seat: int, seed: int, process: BotProcess | None = None) -> str:
    """One sentence: the best opening available now, or the expert's move. Worked out in
    ``process`` if given and usable (the exact search may take 100 ms), else here."""
    view, legal = state.view(seat), state.legal_actions()
    found: bot_process.OpeningHint | tuple[Literal["move"], Action] | None = None
    if process is not None and process.usable:
        try:
            found = process.hint(view, legal, seed)
        except bot_process.BotProcessError:
            if process.closed:
                raise
    if found is None:
        local = bot_process.hint_choice(view, legal, seed)
        found = ("move", legal[local[1]]) if local[0] == "move" else local
    assert found is not None  # one or the other answered
    if found[0] == "open":
        _, best, taken = found
        return d.opening_hint(best, sum(m.value for m in best), taken)
    return d.hint_sentence(found[1], state, seat)


class RamiScreen(GameScreen):
    """One Rami match on screen: the shared ``GameScreen`` (session, undo, end page, results,
    replay) with Rami's bar (sorting, the Lay down group, the hint), docks, hand arrangements,
    privacy page ("since you last looked"), deal summaries, narration, computer players
    thinking in a process of their own, and review."""

    game_key = "rami"
    # How long the end of a deal stays on the table before its summary opens (none with the
    # animations off: as Plongée's round, the summary comes at once over the ended deal).
    deal_end_pause_ms = 1800
    # The computer players think in a process of their own (see ``bot_process``); off: in the
    # session's worker thread, sharing the interpreter lock with the window.
    think_in_process = True
    # Not the base's focus on the page in front when shown: Rami's screen leaves the focus where
    # the window and the privacy page put it (as it did before it moved onto the base).
    focus_page_on_show = False
    bot_process: BotProcess | None = None

    # The base's attributes, as this screen has them.
    state: RamiState
    table: RamiTable
    discard_dock: DiscardDock
    scores_dock: ScoresDock
    summary_dialog: DealSummaryDialog | None

    def __init__(
        self,
        window: MainWindow,
        state: RamiState,
        seats: list[Seat],
        *,
        meta: dict[str, Any] | None = None,
        ui: dict[str, Any] | None = None,
        autostart: bool = True,
        write_autosave: bool = True,
    ) -> None:
        # Known before the base makes the session (``_bot_factory``): only a match that
        # starts by itself gets a process.
        self._thinks_apart = autostart and self.think_in_process
        # The layout part of an autosave is input too: a part of the wrong shape is dropped
        # (the match itself is the engine's, checked by ``from_json``).
        super().__init__(
            window,
            state,
            seats,
            meta=meta,
            ui=ui if isinstance(ui, dict) else None,
            autostart=autostart,
            write_autosave=write_autosave,
        )

    # -- building: the base's steps -------------------------------------------------------------
    def _bot_factory(self, seed: object) -> Callable[[str, int], Bot]:
        """The computer players, thinking in a process of their own if the match starts by
        itself (else in the session's worker thread), seeded by the match's deal."""
        if self._thinks_apart and bot_process.available() and any(s.is_bot for s in self.seats):
            self.bot_process = BotProcess()
        return make_bot_factory(int(self.state.seed or 0), self.bot_process)

    def prepare(self, ui: dict[str, Any]) -> None:
        self.names = [s.name for s in self.seats]
        humans = self.session.humans() or [0]
        self._restore_arrangements(self.state, ui, humans)
        # Opening values release 0.1 recorded here, for its deals (the engine keeps them now).
        self.openings = legacy_openings(ui.get("openings"))
        shown = ui.get("shown", humans[0])
        self._first_shown = (
            shown if type(shown) is int and shown in self.arrangements else humans[0]
        )
        self._prepare_play()
        docks = ui.get("docks")
        self._docks_wanted = (
            {name: bool(v) for name, v in docks.items() if isinstance(name, str)}
            if isinstance(docks, dict)
            else {}
        )
        self._docks_added = False
        self._switch_interval: float | None = None

    def _restore_arrangements(
        self, state: RamiState, ui: dict[str, Any], humans: list[int]
    ) -> None:
        self.arrangements: dict[int, Arrangement] = {}
        self.arranged_deal: dict[int, int] = {}
        saved = ui.get("arrangements")
        saved = saved if isinstance(saved, dict) else {}
        for seat in humans:
            data = saved.get(str(seat))
            arr = None
            if isinstance(data, dict) and data.get("deal") == state.deal_number:
                try:
                    arr = Arrangement.from_json(data)
                except (KeyError, TypeError, ValueError):
                    arr = None  # a fresh arrangement of the same hand
                else:
                    arr.reconcile(state.hands[seat])
            self.arrangements[seat] = arr or Arrangement.dealt(state.hands[seat])
            self.arranged_deal[seat] = state.deal_number

    def _prepare_play(self) -> None:
        self._deal_end: ev.DealEnded | None = None
        # Every move of the match, for the privacy page ("since you last looked"): a resumed
        # match takes them from the engine's history, each person having seen the table up to
        # their own last move (the autosave keeps no more).
        self._moves: list[tuple[int, object]] = [(t.seat, t.action) for t in self.state.history]
        self._seen_upto: dict[int, int] = {
            turn.seat: k for k, turn in enumerate(self.state.history, 1)
        }
        self._privacy_seat: int | None = None  # the person the privacy page waits for
        self._last_move = ""
        self._hint = ""
        # What the move being played does to the zones, for ``_events_applied``.
        self._expect: _Expect | None = None
        self._drop: PileDrop | None = None  # where a card dragged from a pile was let go
        self._before_take: Arrangement | None = None
        self._guide = ""
        self._hint_token = 0
        self._hint_pool = QThreadPool(self)
        self._hint_pool.setMaxThreadCount(1)
        self._hint_relay = _HintRelay(self)
        self._hint_relay.done.connect(self._hint_done)

    def make_table(self) -> RamiTable:
        shown = self._first_shown
        table = RamiTable(self.view, self.state, self.names, shown, self)
        table.arrangement = self.arrangements[shown]
        table.arranged.connect(self._hand_arranged)
        return table

    def build_docks(self) -> None:
        # The docks join the window when this screen is shown: the window removes the docks of
        # the screen it leaves, and a screen may be built while another is still on show.
        self.discard_dock = DiscardDock()
        self.scores_dock = ScoresDock()
        self._keep_history(HistoryDock(HISTORY_DOCK))
        self.history_dock.add(d.fill(Rami.tr("Deal %1"), self.state.deal_number), heading=True)

    def shortcuts(self) -> list[tuple[str, Callable[[], object]]]:
        keys: list[tuple[str, Callable[[], object]]] = [
            ("P", lambda: self._person_chose(DrawPot())),
            ("T", lambda: self._person_chose(TakeDiscard())),
            ("D", self.table.key_discard),
            ("L", self.lay_down),
            ("H", self.show_hint),
            ("Esc", self.cancel),
            ("S", self.sort_by_suit),
            ("R", self.sort_by_rank),
            ("M", self.arrange_melds),
            ("X", lambda: self.table.key_zone(X)),
        ]
        for z in range(ZONES):
            keys.append((str(z + 1), partial(self.table.key_zone, z)))
            keys.append((f"Alt+{z + 1}", partial(self.table.key_switch, z)))
        return keys

    def finish_building(self) -> None:
        self.refresh_docks()
        self.table.relayout()
        if self.two_people() and self.state.current_player is not None:
            # Two people at one screen: nobody's hand is shown before they say they are there.
            self.show_privacy(self.state.current_player)
        settle_garbage_soon()  # a quiet moment: no full collection walks the table mid-game

    def build_bar(self, bar: QWidget) -> None:
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(8, 4, 8, 4)
        rows.setSpacing(3)
        # The status line, and at its end Undo (kept off the buttons' row, which must stay one
        # row at 1024 px).
        status_row = QHBoxLayout()
        status_row.addWidget(self._status_label("ramiStatus"), 1)
        self.undo_button = QToolButton()
        self.undo_button.setObjectName("ramiUndo")
        status_row.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignTop)
        rows.addLayout(status_row)
        # The buttons flow onto a second (third) row when the window is narrow: all whole. The
        # Lay down group comes last, so that a narrow window gives it a row of its own: room
        # for its total and refusals to be read whole.
        row = FlowLayout()
        self.suit_button = QPushButton()
        self.suit_button.clicked.connect(self.sort_by_suit)
        self.rank_button = QPushButton()
        self.rank_button.clicked.connect(self.sort_by_rank)
        self.melds_button = QPushButton()
        self.melds_button.clicked.connect(self.arrange_melds)
        row.addWidget(kept_together(self.suit_button, self.rank_button, self.melds_button))
        # The total and the refusal keep two lines, whatever they say (a longer refusal is
        # shown smaller, then cut, with "Why?" for the whole): the buttons' rows, and the
        # table above, never change with them.
        self.total_label = FixedLinesLabel(2)
        self.total_label.setObjectName("ramiTotal")
        # Every refusal is said here, beside the Lay down button in the total's place (the
        # total comes back when the refusal goes): never over a card on the table.
        self.refusal_place = RefusalPlace()
        self.refusal_label = self.refusal_place.label
        self.refusal_place.hide()
        self.lay_button = QPushButton()
        self.lay_button.setObjectName("ramiLayDown")
        self.lay_button.clicked.connect(self.lay_down)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self._build_lay_group()
        self.undo_button.clicked.connect(self.undo)
        self.undo_button.setEnabled(False)
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.addWidget(kept_together(*self._dock_buttons()))
        # The hint (H) in a place of its own, below the instructions it adds to; its room is
        # kept while there is none, so that a hint never moves the bar.
        self.hint_label = FixedLinesLabel(2)
        self.hint_label.setObjectName("ramiHint")
        self.hint_label.setMinimumWidth(
            self.hint_label.fontMetrics().averageCharWidth() * HINT_ROOM
        )
        _keep_room_when_hidden(self.hint_label)
        self.hint_label.hide()
        row.addWidget(self.hint_label, 2)
        row.addWidget(self.lay_group, 3)  # most of the room its row has left
        for b in (
            self.suit_button,
            self.rank_button,
            self.melds_button,
            self.lay_button,
            self.cancel_button,
        ):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        rows.addLayout(row)
        self.bar_room = BarRoom(self.table_page, bar, row, self.window_)

    def _build_lay_group(self) -> None:
        """The Lay down group: the total (or the refusal in its place), Lay down, Cancel."""
        said = QWidget()
        place = QGridLayout(said)
        place.setContentsMargins(0, 0, 0, 0)
        place.addWidget(self.total_label, 0, 0)
        place.addWidget(self.refusal_place, 0, 0)
        self._refusal_place_keeper = _OneOfTwo(self.refusal_place, self.total_label)
        lay_group = kept_together(said, self.lay_button, self.cancel_button)
        cast(QHBoxLayout, lay_group.layout()).setStretch(0, 1)
        _keep_room_when_hidden(self.cancel_button)
        # Flexible: the rows are made with its least width, which no text changes.
        lay_group.setMinimumWidth(self._lay_group_least())
        self.lay_group = lay_group

    def _lay_group_least(self) -> int:
        """The Lay down group's least width: its buttons, and room for a total of about
        TOTAL_ROOM characters."""
        buttons = self.lay_button.sizeHint().width() + self.cancel_button.sizeHint().width()
        return buttons + self.total_label.fontMetrics().averageCharWidth() * TOTAL_ROOM + 8

    @property
    def privacy_label(self) -> QLabel:
        return self.privacy_page.heading

    @property
    def privacy_button(self) -> QPushButton:
        return self.privacy_page.button

    def make_end_page(self) -> EndPage:
        self.stats_button = QPushButton()
        self.stats_button.setObjectName("ramiStatisticsButton")
        self.stats_button.clicked.connect(self.show_statistics)
        page = self.reviewable_end_page(self.stats_button, replay_default=False)
        self.end_scores = page.scores
        self.replay_button, self.home_button = page.replay_button, page.home_button
        return page

    # -- the window's interface ------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._add_docks()

    def _add_docks(self) -> None:
        if self._docks_added:
            return
        self._docks_added = True
        # The computer thinks in Python on a worker thread; every paint of ours calls back into
        # Python and must win the interpreter lock from it first. A shorter switch interval (5 ms
        # by default) bounds each of those waits, which made the longest stalls of the window.
        # Set when shown (after the previous screen has left), given back when left.
        self._switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(min(self._switch_interval, SWITCH_INTERVAL))
        for dock in (self.discard_dock, self.scores_dock, self.history_dock):
            self.window_.add_screen_dock(dock, Qt.DockWidgetArea.RightDockWidgetArea)
            dock.setVisible(self._docks_wanted.get(dock.objectName(), True))
            dock.visibilityChanged.connect(self._dock_toggled)
        self.window_.tabifyDockWidget(self.scores_dock, self.history_dock)
        self.scores_dock.raise_()
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

    def _dock_shown(self, dock: QDockWidget) -> bool:
        if not self._docks_added:
            return self._docks_wanted.get(dock.objectName(), True)
        return not dock.isHidden()

    def leave(self) -> None:
        if self._switch_interval is not None:
            sys.setswitchinterval(self._switch_interval)
            self._switch_interval = None
        self._hint_token += 1
        if self.bot_process is not None:
            self.bot_process.close()  # a choice being made is given up at once
        if self.summary_dialog is not None:
            self.summary_dialog.finished.disconnect(self._summary_closed)
            self.summary_dialog.close()
            self.summary_dialog = None
        super().leave()  # the docks' timer, the session, the results being written
        self.table.stop()
        self._hint_pool.waitForDone(3000)
        # The window deletes these docks later; until then their names must not make the next
        # screen's docks lose their place when the window restores the dock layout.
        for dock in (self.discard_dock, self.scores_dock, self.history_dock):
            if not dock.objectName().endswith("-left"):
                dock.setObjectName(dock.objectName() + "-left")

    def undo_help(self) -> str:
        return Rami.tr(
            "Take back your last moves, as long as no hidden card reached you since (Ctrl+Z)"
        )

    def retranslate(self) -> None:
        self.suit_button.setText(Rami.tr("By suit"))
        self.suit_button.setToolTip(Rami.tr("Sort the hand by suit, runs in order (S)"))
        self.rank_button.setText(Rami.tr("By rank"))
        self.rank_button.setToolTip(Rami.tr("Sort the hand by rank, sets together (R)"))
        self.melds_button.setText(Rami.tr("Arrange in melds"))
        self.melds_button.setToolTip(Rami.tr("Place the best melds in the zones (M)"))
        self.lay_button.setText(Rami.tr("Lay down"))
        self.lay_button.setToolTip(Rami.tr("Lay down the switched-on zones (L)"))
        self.cancel_button.setText(Rami.tr("Put the card back"))
        self.cancel_button.setToolTip(Rami.tr("Give the taken discard back (Esc)"))
        self.stats_button.setText(Rami.tr("Statistics"))
        self.history_dock.retranslate()
        self.hint_button.setText(Rami.tr("Hint"))
        self.hint_button.setToolTip(Rami.tr("The best opening now, or the expert's move (H)"))
        # Named for the panel it shows: "Discard" alone read like the move.
        self.discard_button.setText(Rami.tr("Discards"))
        self.discard_button.setToolTip(
            Rami.tr("Show or hide the discard history: who threw away which card")
        )
        self.scores_button.setText(Rami.tr("Score sheet"))
        self.scores_button.setToolTip(Rami.tr("Show or hide the score sheet"))
        if self.review is not None:
            self.review.retranslate()
        self.refusal_place.retranslate()
        self.discard_dock.retranslate()
        self.scores_dock.retranslate()
        self.table.renderer.set_language(d.language())
        self.table.pot.setToolTip(Rami.tr("The pot: draw a card (P), or drag it onto your hand"))
        self.table.discard.setToolTip(
            Rami.tr(
                "The discard: take its top card (T) or drag it onto your hand; drop a card here to "
                "discard it (D)"
            )
        )
        self.table.sync(animate=False)
        super().retranslate()  # Undo's tooltip, the end page, the status line
        # Rami's own words for Undo (an arrow on a tool button) and the end page's buttons.
        self.undo_button.setText(Rami.tr("↶ Undo"))
        self.undo_button.setAccessibleName(Rami.tr("Undo"))
        self.replay_button.setText(Rami.tr("New match"))
        # The deal number deals the whole match: its every deal comes again.
        self.end_page.replay_deal_button.setText(Rami.tr("Play this match again"))
        self.end_page.set_deal_words(
            Rami.tr("Match number %1 — give it to a friend to play the same match.")
        )
        if self.state.is_over and self.end_page.title.text():
            self.end_page.set_notes(self._end_notes())  # said again, in the new language
        self._update_privacy_text()
        self.refresh_docks()
        self.view.viewport().update()
        self.lay_group.setMinimumWidth(self._lay_group_least())  # the buttons' new words

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "lay_group"):
            self.lay_group.setMinimumWidth(self._lay_group_least())  # a new text size

    def _apply_settings(self) -> None:
        settings = self._apply_table_settings(animation_scale=0.8)
        self.table.set_ring_colour(theme_colours(settings.table_theme)[2])  # the accent
        four = bool(getattr(settings, "four_colour_cards", False))
        if four != self.table.renderer.four_colours:
            self.table.renderer.four_colours = four
            self.view.viewport().update()

    # -- who is looking --------------------------------------------------------------------------
    @property
    def shown(self) -> int:
        return self.table.shown

    @property
    def arrangement(self) -> Arrangement:
        return self.table.arrangement

    def is_you(self, seat: int | None) -> bool:
        """Is ``seat`` the person at the screen (told "you", never by name)? Against the
        computer, the person's seat; between two people nobody: both read what is told."""
        return self.persons.is_you(seat)

    def two_people(self) -> bool:
        return len(self.session.humans()) == 2

    def _update_privacy_text(self) -> None:
        seat = self._privacy_seat
        if seat is None:
            return
        other = 1 - seat
        since = self._moves[self._seen_upto.get(seat, 0) :]
        if not self._seen_upto.get(seat) and not since:
            reason = d.fill(
                Rami.tr("Deal %1 begins. %2, only you should see the screen now."),
                self.state.deal_number,
                self.names[seat],
            )
        elif self._seen_upto.get(seat, 0) == 0 and self.state.deal_number == 1:
            reason = d.fill(
                Rami.tr("%1 has played the first turn. Pass the screen to %2."),
                self.names[other],
                self.names[seat],
            )
        else:
            reason = d.fill(
                Rami.tr("%1 has played. Pass the screen to %2: only %2 should see it now."),
                self.names[other],
                self.names[seat],
            )
        # What the other did since this person last looked (their own moves are no news),
        # each player named: between two people nobody is "you".
        happenings = [d.action_sentence(self.names[s], a, None) for s, a in since if s != seat]
        self.privacy_page.show_for(
            d.fill(Rami.tr("%1's turn"), self.names[seat]),
            reason,
            happenings,
            Rami.tr("Show my hand"),
            Rami.tr("Since you last looked:"),
        )

    def show_privacy(self, seat: int) -> None:
        self._privacy_seat = seat
        self.table.hand_hidden = True
        self.table.set_interactive(False)
        self.table.sync(animate=False)
        self._update_privacy_text()
        self.stack.setCurrentWidget(self.privacy_page)
        self.privacy_button.setFocus()

    def reveal(self) -> None:
        seat = self._privacy_seat
        if seat is None:
            return
        self._privacy_seat = None
        self._seen_upto[seat] = len(self._moves)
        self._sync_arrangement(seat)
        self.table.hand_hidden = False
        self.table.set_shown(seat, self.arrangements[seat])
        self.stack.setCurrentWidget(self.table_page)
        self._turn_changed(self.state.current_player)
        self.refresh_docks()

    # -- what the table says -----------------------------------------------------------------------
    def _hand_arranged(self) -> None:
        """The person arranged the hand (a card moved, a zone switched): no engine action."""
        if self.reviewing:
            return  # a replayed hand: nothing of it is kept
        self._drop_hint()
        self._clear_refusal()  # a refusal stays until the next action
        self.table.judging = True  # the person arranges: zone titles may now say "no"
        self.update_total()
        self.session.save_now()

    def _person_chose(self, action: object) -> None:
        """The person chose ``action`` on the table (``table.gesture`` says how): the engine
        applies it or says why not. A discard taken this turn and not played yet is the one
        thing the table holds back: until it is played, only the action that plays it goes."""
        if self.reviewing:
            return  # the review is read-only: nothing a click does is played
        gesture = self.table.gesture
        self._drop_hint()
        self._clear_refusal()  # a refusal stays until the next action
        pending = self.table.pending_take
        if isinstance(action, DrawPot):
            if pending is not None:
                self._refuse_engine(rami.taken_card_refusal())
                return
            self._drop = gesture.drop  # the pot's card dragged onto the hand, else None
            self._play(action)
            self._drop = None
        elif isinstance(action, TakeDiscard) and action.then is None:
            self.take_discard(gesture.drop)
        elif isinstance(action, Discard):
            if pending is not None:
                self._refuse_engine(rami.taken_card_refusal())
                return
            self._expect = ("discard", action.card, self._zone_played(action.card, gesture))
            self._play(action)
        elif isinstance(action, LayOff):
            code = action.card
            zone = self._zone_played(code, gesture)
            if pending is not None:
                if code != pending or zone != self.arrangement.zone_of(pending, X):
                    self._refuse_engine(rami.taken_card_refusal())
                    return
            self._expect = ("lay_off", code, zone)
            self._play(action if pending is None else TakeDiscard(action))
        else:
            self._play(action)

    def _zone_played(self, card: str, gesture: Gesture) -> int:
        """The hand zone ``card`` was played from: the gesture's, else where it is."""
        if gesture.zone is not None:
            return gesture.zone
        zone = self.arrangement.zone_of(card, X)
        return X if zone is None else zone

    def _play(self, action: object) -> list[Any] | None:
        self._clear_refusal()
        if self.table.my_turn():
            try:
                self.state.check(action)  # the same refusal, with cards written as cards
            except IllegalAction as exc:
                self._expect = None
                self._refuse_engine(exc)
                return None
        events = self.session.play(action)
        if events is None:
            self._expect = None
        return events

    def _refuse(self, refusal: Refusal) -> None:
        """Show a refusal in its one place, beside the Lay down button, until the next
        action."""
        self._refusal = refusal.text
        self.refusal_place.show_refusal(refusal)
        self.update_status()

    def _refuse_engine(self, exc: IllegalAction) -> None:
        self._refuse(refusals.from_engine(exc, self.state.required(self.shown)))

    def _refused(self, text: str) -> None:
        """A refusal from the session (not the person's turn, a computer player that failed)."""
        self._refuse(Refusal(text))

    def _clear_refusal(self) -> None:
        self._refusal = ""
        self.refusal_place.clear()

    def _show_status(self, text: str) -> None:
        # The refusal is shown in its one place (see ``_refuse``), not again here.
        self.status.setText(text)

    # -- taking the discard ----------------------------------------------------------------------
    def take_discard(self, drop: PileDrop | None = None) -> None:
        """Take the discard's top card (a click, T, or a drag onto the hand: ``drop``)."""
        state = self.state
        seat = self.shown
        if self.table.pending_take is not None:
            return
        if not self.table.my_turn():
            self._play(TakeDiscard())  # the session says whose turn it is
            return
        refused = state.take_refusal()
        if refused is not None:
            self._refuse_engine(refused)
            return
        if state.is_legal(TakeDiscard()):
            self._drop = drop
            self._play(TakeDiscard())  # the first discard, taken on its own
            self._drop = None
            return
        top = state.top_discard
        assert top is not None  # else take_refusal said why not
        hand = list(state.hands[seat])
        if not state.opened[seat]:
            required = state.required(seat)
            # The engine says whether, and for what, the seat may take it before opening.
            lay: TakeToLay | None = state.view(seat).take_to_lay()
            if lay is None:
                self._refuse(refusals.take_refused_before_opening(top, required))
                return
            self._begin_take(top)
            if not lay.close:
                self.arrangement.arrange_melds(hand + [top], [m.cards for m in lay.melds])
                self._guide = d.fill(
                    Rami.tr(
                        "You took %1: lay down now. The switched-on zones make %2 / %3 points "
                        "(the clean run does not use the taken card). Press Lay down, or put "
                        "the card back."
                    ),
                    d.card_text(top),
                    sum(m.value for m in lay.melds),
                    required,
                )
            else:
                self._place_melds([m.cards for m in lay.melds])
                self._guide = d.fill(
                    Rami.tr(
                        "You took %1: close directly now with the switched-on zones (Lay down), or "
                        "put the card back."
                    ),
                    d.card_text(top),
                )
        else:
            if not any(isinstance(a, TakeDiscard) for a in state.legal_actions()):
                self._refuse(refusals.take_refused_after_opening(top))
                return
            self._begin_take(top)
            if drop is not None and drop.zone != X:
                # Dragged into a zone: it waits there (to build a meld with it) instead of X.
                self.arrangement.move(top, X, drop.zone, drop.index)
            self._guide = d.fill(
                Rami.tr(
                    "You took %1: play it now. Drag it onto a highlighted meld, or build a zone "
                    "with it, switch it on and press Lay down."
                ),
                d.card_text(top),
            )
            self.table.sync(animate=False)
            zone = self.arrangement.zone_of(top, X)
            taken_items = [
                it
                for it in self.table.hand_items
                if it.isVisible() and it.code == top and it.key[1] == zone
            ]
            if taken_items:
                self.table.selected = taken_items[0]
        self.table.sync(source=drop.point if drop is not None else None)
        self.update_total()
        self.update_status()
        self.session.save_now()

    def _begin_take(self, top: str) -> None:
        self._before_take = self.arrangement.copy()
        self.table.pending_take = top
        self.arrangement.reconcile(list(self.state.hands[self.shown]) + [top])

    def _place_melds(self, melds: Sequence[Sequence[str]]) -> None:
        arr = self.arrangement
        hand = arr.cards()
        from collections import Counter

        rest = Counter(hand)
        for m in melds:
            rest -= Counter(m)
        zones = [list(m) for m in melds][: ZONES - 1]
        while len(zones) < ZONES:
            zones.append([])
        zones[ZONES - 1] = list(rest.elements())
        zones.append([])
        arr.zones = zones
        arr.switches = [i < len(melds) for i in range(ZONES)]
        arr.tidy()

    def cancel(self) -> None:
        """Esc: drop the selection, or give back a taken discard (nothing was played yet)."""
        self.table.cancel()
        if self.table.pending_take is not None:
            self.table.pending_take = None
            if self._before_take is not None:
                self.table.arrangement.zones = self._before_take.zones
                self.table.arrangement.switches = self._before_take.switches
            self._before_take = None
            self.arrangement.reconcile(self.state.hands[self.shown])
            self._guide = ""
            self.table.sync()
            self.update_total()
            self.update_status()
            self.session.save_now()

    # -- laying down -----------------------------------------------------------------------------
    def lay_down(self) -> None:
        """Lay down the switched-on zones: the opening (or direct close) before opening, new
        melds after. A refusal shows the engine's reason beside the button; nothing moves."""
        self._clear_refusal()
        state = self.state
        seat = self.shown
        arr = self.arrangement
        zones = arr.switched()
        if not zones:
            self._refuse(Refusal(Rami.tr("Switch on the zones to lay down first.")))
            return
        melds = [tuple(m) for m in arr.switched_melds()]
        pending = self.table.pending_take
        if not self.table.my_turn():
            self._play(Open(tuple(melds)))
            return
        steps: list[tuple[object, tuple[int, ...]]] = []  # (action, the zones it empties)
        if not state.opened[seat]:
            # The engine says whether these melds open or close the deal directly.
            steps.append((state.lay_down_action(melds, take=pending is not None), tuple(zones)))
        else:
            more = self._new_melds(melds, zones, pending)
            if more is None:
                return
            steps.extend(more)
        try:
            state.check(steps[0][0])
        except IllegalAction as exc:
            self._refuse(self._lay_down_refusal(exc, zones, pending))
            return
        for action, emptied in steps:
            self._expect = ("lay", emptied)
            if self._play(action) is None:
                break
        self.update_total()

    def _new_melds(
        self, melds: list[tuple[str, ...]], zones: list[int], pending: str | None
    ) -> list[tuple[object, tuple[int, ...]]] | None:
        """Melds laid down after opening, each with the zone it empties (the taken discard's
        meld first); None once a refusal is said."""
        steps: list[tuple[object, tuple[int, ...]]] = []
        for m in melds:
            try:
                analyse(m)
            except IllegalMeld as exc:
                self._refuse_engine(exc)
                return None
        ordered = list(zip(melds, zones, strict=True))
        if pending is not None:
            holding = [mz for mz in ordered if pending in mz[0]]
            if not holding:
                self._refuse_engine(rami.taken_card_refusal())
                return None
            ordered.remove(holding[0])
            steps.append((TakeDiscard(LayDown(holding[0][0])), (holding[0][1],)))
        steps.extend((LayDown(m), (z,)) for m, z in ordered)
        return steps

    def _lay_down_refusal(
        self, exc: IllegalAction, zones: list[int], pending: str | None
    ) -> Refusal:
        state = self.state
        seat = self.shown
        arr = self.arrangement
        refusal = refusals.from_engine(exc, state.required(seat))
        if isinstance(exc, IllegalMeld):
            # Say which switched-on zone is not a meld.
            wrong = next((z for z in zones if arr.status(z).meld is None), None)
            if wrong is not None:
                refusal = Refusal(
                    d.fill(Rami.tr("Zone %1: %2"), wrong + 1, refusal.text), refusal.detail
                )
        if not state.opened[seat] and (
            exc.code in OPENING_REFUSALS or isinstance(exc, IllegalMeld)
        ):
            # Said constructively, from the exact search: what would open.
            facts = state.opening_facts(take=pending is not None)
            refusal = refusal.then(d.opening_advice(facts, arr.zones[:ZONES]))
        return refusal

    # -- sorting ---------------------------------------------------------------------------------
    def _arranging_allowed(self) -> bool:
        return not self.table.hand_hidden and self.stack.currentWidget() is self.table_page

    def sort_by_suit(self) -> None:
        if self._arranging_allowed():
            self.arrangement.sort_by_suit()
            self._arranged()

    def sort_by_rank(self) -> None:
        if self._arranging_allowed():
            self.arrangement.sort_by_rank()
            self._arranged()

    def arrange_melds(self) -> None:
        if not self._arranging_allowed():
            return
        state, seat = self.state, self.shown
        # The engine's best opening now (with the discard if one is being taken), if any.
        opening = state.view(seat).best_opening(take=self.table.pending_take is not None)
        self.arrangement.arrange_melds(
            self.arrangement.cards(), None if opening is None else [m.cards for m in opening]
        )
        self._arranged()

    def _arranged(self) -> None:
        self.table.selected = None
        self.table.sync()
        self._hand_arranged()

    # -- reacting to the game ----------------------------------------------------------------------
    def _sync_arrangement(self, seat: int) -> None:
        """Bring ``seat``'s zones in step with their hand (a new deal starts a fresh one)."""
        state = self.state
        arr = self.arrangements[seat]
        if self.arranged_deal.get(seat) != state.deal_number:
            fresh = Arrangement.dealt(state.hands[seat])
            arr.zones, arr.switches = fresh.zones, fresh.switches
            self.arranged_deal[seat] = state.deal_number
            return
        extra = (
            [self.table.pending_take] if (self.table.pending_take and seat == self.shown) else []
        )
        arr.reconcile(list(state.hands[seat]) + extra)

    def _events_applied(self, seat: int, action: Any, events: Any) -> None:
        state = self.state
        self._moves.append((seat, action))
        if seat == self.shown and not self.seats[seat].is_bot:
            self._clear_refusal()  # the person's next move: an old refusal is gone
        self._apply_settings()
        self._drop_hint()
        new_deal = any(isinstance(e, ev.Dealt) for e in events)
        ended = next((e for e in events if isinstance(e, ev.DealEnded)), None)
        self._end_take(seat, action)
        self._follow_expected_move(state, seat, new_deal)
        final_arr = self._ended_arrangement(ended)
        final_seen = self._ended_seen(events)
        for s in self.arrangements:
            self._sync_arrangement(s)
        drop = self._land_drop(seat, events, new_deal)
        source = self._move_source(seat, action, drop)
        self.table.finish_animations()
        if new_deal:
            self.table.judging = False
            self.table.relayout()
        else:
            self.table.sync(animate=True, source=source)
        self._tell_move(state, seat, action)
        self._tell_deal(state, ended, new_deal)
        if ended is not None:
            self._end_deal(state, ended, final_arr, final_seen)
        if self.session.seats[seat].is_bot and ended is None:
            self._queue_dock_refresh()
        else:
            self.refresh_docks()
        self.update_total()
        self.update_status()
        if ended is not None:
            # The table as the deal ended is seen first (hands face up, melds, penalties),
            # then the summary opens over it.
            pause = self.deal_end_pause_ms if self.table.animator.seconds > 0 else 0
            QTimer.singleShot(pause, lambda: self._show_summary(ended))

    def _end_take(self, seat: int, action: Any) -> None:
        """Any move of the shown seat but taking the discard alone ends the taking."""
        took = isinstance(action, TakeDiscard)
        if took and action.then is not None or not took:
            if seat == self.shown:
                self.table.pending_take = None
                self._guide = ""
                self._before_take = None

    def _follow_expected_move(self, state: RamiState, seat: int, new_deal: bool) -> None:
        """Take the cards that left the shown hand out of the zones the person played them from."""
        expect, self._expect = self._expect, None
        if seat in self.arrangements and seat == self.shown and not new_deal:
            arr = self.arrangements[seat]
            if expect and expect[0] == "discard":
                arr.remove(expect[1], expect[2], fill_from_x=True)
            elif expect and expect[0] == "lay":
                arr.reconcile(state.hands[seat], prefer_removing=list(expect[1]))
            elif expect and expect[0] == "lay_off":
                arr.reconcile(state.hands[seat], prefer_removing=[expect[2]])

    def _ended_arrangement(self, ended: ev.DealEnded | None) -> Arrangement | None:
        """The shown zones as the deal ended, before the next deal's hand replaces them."""
        if ended is None or self.shown not in self.arrangements:
            return None
        final_arr = self.arrangements[self.shown].copy()
        final_arr.reconcile(list(ended.hands[self.shown]))
        return final_arr

    def _ended_seen(self, events: Any, seen: DealSeen | None = None) -> DealSeen:
        """The piles and the discards' log as the deal ended: as the table showed them before
        this move (or ``seen``), changed by the move's own events (the next deal's come after
        ``DealEnded``). A closing move draws nothing: only the discard changes."""
        seen = self.table.deal_seen if seen is None else seen
        pile, log = list(seen.discard_pile), list(seen.log)
        for event in events:
            if isinstance(event, ev.DealEnded):
                break
            if isinstance(event, ev.TookDiscard) and pile:
                pile.pop()
                log.append(ev.Happening("take", event.seat, event.card))
            elif isinstance(event, ev.Discarded):
                pile.append(event.card)
                log.append(ev.Happening("discard", event.seat, event.card))
        return DealSeen(seen.pot_size, tuple(pile), tuple(log))

    def _land_drop(self, seat: int, events: Any, new_deal: bool) -> PileDrop | None:
        """The pile drop this move answered (now forgotten); a card dragged from a pile onto a
        zone lands there, where it was let go."""
        drop, self._drop = self._drop, None
        drawn = next(
            (e.card for e in events if isinstance(e, ev.Drew | ev.TookDiscard) and e.seat == seat),
            None,
        )
        if (
            drop is not None
            and drawn is not None
            and seat == self.shown
            and not new_deal
            and drop.zone != X
        ):
            self.arrangements[seat].move(drawn, X, drop.zone, drop.index)
        return drop

    def _move_source(self, seat: int, action: Any, drop: PileDrop | None) -> QPointF | None:
        """Where the cards of the move fly from: where a dragged card was let go, an opponent's
        hand, the pot or the discard."""
        plan = self.table.plan
        if drop is not None and seat == self.shown:
            return drop.point
        if plan is None:
            return None
        if seat != self.shown:
            return plan.back_centres[0] if plan.back_centres else plan.opponent_label.center()
        if isinstance(action, DrawPot):
            return plan.pot
        if isinstance(action, TakeDiscard):
            return plan.discard
        return None

    def _tell_move(self, state: RamiState, seat: int, action: Any) -> None:
        """The move in the history; a bot's or another seat's also as the last move."""
        self.table.hide_captions()  # the last move's said: its caption leaves the table
        said = d.action_sentence(self.names[seat], action, state, self.is_you(seat))
        self.history_dock.add(said)
        if self.session.seats[seat].is_bot or seat != self.shown:
            self._last_move = said
            if self.session.seats[seat].is_bot:
                # Told by the seat too, for as long as the pace lets it be read.
                self.table.caption(seat, said)
        else:
            self._last_move = ""

    def _tell_deal(self, state: RamiState, ended: ev.DealEnded | None, new_deal: bool) -> None:
        """Who won the deal that ended, and the heading of the new one, in the history."""
        if ended is not None:
            self.history_dock.add(self._deal_won_line(ended))
        if new_deal:
            self.history_dock.add(d.fill(Rami.tr("Deal %1"), state.deal_number), heading=True)

    def _deal_won_line(self, ended: ev.DealEnded) -> str:
        """Who won the deal, in the history (the review reads the same)."""
        if ended.winner is None:
            return Rami.tr("The deal is void.")
        return d.deal_won_sentence(self.names[ended.winner], self.is_you(ended.winner))

    def _end_deal(
        self,
        state: RamiState,
        ended: ev.DealEnded,
        final_arr: Arrangement | None,
        seen: DealSeen,
    ) -> None:
        """Hold the game at the deal's end and show the table as it ended: hands, melds and
        piles (the moment on screen is the moment in the game until the summary closes)."""
        self.session.hold()
        self._new_phase()
        self.table.set_interactive(False)
        self._summary_pending = True
        self._deal_end = ended
        if final_arr is not None:
            final = self._deal_end_state(state, ended, seen)
            self.table.show_deal_end(ended, final, final_arr, state.scores)

    @staticmethod
    def _deal_end_state(state: RamiState, ended: ev.DealEnded, seen: DealSeen) -> RamiState:
        """A copy of ``state`` holding the ended deal's final hands, melds and piles."""
        final = state.copy()
        final.hands = [list(h) for h in ended.hands]
        final.melds = [rami.TableMeld(owner, list(cards)) for owner, cards in ended.melds]
        # The pot's cards are never seen: its size is what counts.
        final.pot = final.pot[: seen.pot_size]
        final.discard_pile, final.log = list(seen.discard_pile), list(seen.log)
        return final

    def _turn_changed(self, seat: int | None) -> None:
        if self._privacy_seat is not None and self._privacy_seat == seat:
            self.update_status()  # the hand stays hidden until its person says they are there
            return
        human = seat is not None and not self.seats[seat].is_bot
        if (
            human
            and self.two_people()
            and seat != self.shown
            and self.summary_dialog is None
            and not self._summary_pending
            and not self.state.is_over
        ):
            assert seat is not None  # a person's seat
            self.show_privacy(seat)
            self.update_status()
            return
        self.table.set_interactive(human and not self.session.held and seat == self.shown)
        self.update_total()
        self.update_status()

    def update_total(self) -> None:
        state, seat = self.state, self.shown
        arr = self.arrangement
        value = arr.switched_value()
        if state.is_over or self.table.deal_end is not None:
            self.total_label.clear()
            return
        if not state.opened[seat]:
            required = state.required(seat)
            other = 1 - seat
            if state.opened[other]:
                text = d.fill(
                    Rami.tr("To open: %1 / %2 points (the opponent opened with %3)"),
                    value,
                    required,
                    state.opening_value[other],
                )
            else:
                text = d.fill(Rami.tr("To open: %1 / %2 points with a clean run"), value, required)
            ok = value >= required
        else:
            # What the switched-on zones would lay down (the opening is behind).
            text = d.fill(Rami.tr("To lay down: %1 points"), value) if arr.switched() else ""
            ok = True
        if ok and value:
            self.total_label.setText(f"<b style='color:#1e7b34'>{text}</b>")
        else:
            self.total_label.setText(f"<b>{text}</b>" if text else "")
        self.lay_button.setEnabled(bool(arr.switched()))
        self.cancel_button.setVisible(self.table.pending_take is not None)

    def status_sentence(self) -> str:
        state = self.state
        seat = state.current_player
        if state.is_over:
            return Rami.tr("The match is over.")
        ended = self._deal_end
        if self.session.held and ended is not None:
            # (A lesson also holds the game, while a sentence is read: its turn is told.)
            if ended.winner is not None:
                return d.fill(
                    Rami.tr("End of the deal: %1"),
                    d.deal_won_sentence(self.names[ended.winner], self.is_you(ended.winner)),
                )
            return Rami.tr("End of the deal.")
        assert seat is not None  # the match goes on: someone is to play
        name = self.names[seat]
        if self.seats[seat].is_bot:
            text = d.fill(Rami.tr("%1 is playing…"), name)
            return f"{self._last_move} {text}" if self._last_move else text
        if seat != self.shown:
            return d.fill(Rami.tr("%1's turn."), name)
        guide: str = getattr(self, "_guide", "")
        if self.table.pending_take is not None and guide:
            return self._guide
        # The person at the screen is spoken to, never named: "Vous, vous donnez" read wrong.
        before = f"{self._last_move} " if self._last_move else ""
        if state.dealer_to_discard:
            return before + Rami.tr("You deal: discard a card, it is the tournante.")
        if state.to_take:
            if state.is_legal(TakeDiscard()):  # the first discard, free to take
                assert state.top_discard is not None  # the one to take
                return before + d.fill(
                    Rami.tr("Your turn: take the tournante %1 freely, or draw from the pot."),
                    d.card_text(state.top_discard),
                )
            return before + Rami.tr(
                "Your turn: draw from the pot, or take the discard if you can play it at once."
            )
        if not state.opened[seat]:
            return before + d.fill(
                Rami.tr(
                    "Arrange your zones, switch on the melds to open (%1 points with a clean "
                    "run) and press Lay down; then discard."
                ),
                state.required(seat),
            )
        return before + Rami.tr(
            "Lay down melds, lay off cards on any meld (drag them), then discard."
        )

    def _drop_hint(self) -> None:
        """A hint holds until the next move, the person's or the other's."""
        self._hint = ""
        self.hint_label.clear()
        self.hint_label.hide()

    def _sync(self) -> None:
        """Rami's table follows each move itself (``_events_applied``): the status line only."""
        self.update_status()

    def update_status(self) -> None:
        super().update_status()
        self.hint_label.setText(self._hint)
        self.hint_label.setVisible(bool(self._hint))

    def refresh_docks(self) -> None:
        self._dock_refreshed()
        if self.table.deal_end is not None:
            # The ended deal's discards stay listed until its summary is closed, and the score
            # sheet has no row yet for the next deal.
            self.discard_dock.refresh(self.table.state, self.names)
            self.scores_dock.refresh(self.state, self.names, self.openings, current=False)
            return
        self.discard_dock.refresh(self.state, self.names)
        self.scores_dock.refresh(self.state, self.names, self.openings)

    # -- deals and the end -----------------------------------------------------------------------
    def _show_summary(self, ended: ev.DealEnded) -> None:
        self._summary_pending = False
        if self.session.stopped:
            return
        self.table.finish_animations()
        you = next((s for s in range(len(self.seats)) if self.is_you(s)), None)
        dialog = DealSummaryDialog(
            ended,
            self.names,
            self.state.scores,
            self.state.is_over,
            self,
            you=you,
            renderer=self.table.renderer,
        )
        self._open_summary_dialog(dialog)

    def round_scores(self) -> list[Sequence[int]]:
        return list(self.state.round_scores)

    def player_figures(self, seat: int) -> dict[str, Any]:
        return rami_figures(self.state, seat)  # each deal opened or not, turns to open

    def record_options(self) -> dict[str, Any]:
        # The match replayed by a review from the statistics.
        return {"target": self.state.match_limit, "saved_game": self.state.to_json()}

    def end_title(self) -> str:
        state = self.state
        (winner,) = state.winners
        assert state.loser is not None  # set with the winner
        return d.match_won_sentence(
            self.names[winner],
            self.names[state.loser],
            state.scores[state.loser],
            self.is_you(winner),
            self.is_you(state.loser),
        )

    def fill_end_page(self) -> None:
        self.scores_dock.refresh(self.state, self.names, self.openings)
        self.end_scores.setModel(self.scores_dock.model)
        self.end_page.set_notes(self._end_notes())
        # The docks stay as they are: hiding them here would be remembered by the window and
        # the next match would start without them.
        self._announce_records(self.game_key, self._recorded_id, self.state.winners)

    def _end_notes(self) -> list[str]:
        """Who reached the limit, the best and worst deals of the person at the screen (else
        of the winner), and that person's record against this opponent and level."""
        state = self.state
        notes = []
        if state.loser is not None:
            notes.append(
                d.reached_sentence(
                    self.names[state.loser],
                    state.scores[state.loser],
                    state.match_limit,
                    self.is_you(state.loser),
                )
            )
        you = next((s for s in range(len(self.seats)) if self.is_you(s)), None)
        seat = you if you is not None else next(iter(state.winners), None)
        if seat is not None and state.round_scores:
            notes.append(
                d.best_worst_sentence(
                    self.names[seat], [r[seat] for r in state.round_scores], seat == you
                )
            )
        if you is not None:
            try:
                games = load_games("rami")
            except Exception:  # noqa: BLE001 - a damaged database must not spoil the end
                games = []
            others = [
                (s.name, s.level if s.is_bot else "") for i, s in enumerate(self.seats) if i != you
            ]
            played, won = record_against(games, self.names[you], others)
            if played:
                notes.append(d.record_sentence(played, won))
        return notes

    def _next_round(self) -> None:
        self._deal_end = None
        self.table.end_deal_view()
        self.refresh_docks()

    def replay_options(self) -> dict[str, Any]:
        # The same rules: the opening's threshold and the match's limit.
        return {"threshold": self.state.threshold, "match_limit": self.state.match_limit}

    # -- the match reviewed ---------------------------------------------------------------------
    def review_refusal(self) -> str:
        return Rami.tr("This match cannot be reviewed: it does not replay from its deal.")

    def review_new_game(self) -> State:
        return rami.new_game(
            self.names,
            seed=self.state.seed,
            threshold=self.state.threshold,
            match_limit=self.state.match_limit,
        )

    def review_lines(
        self, seat: int, action: Any, events: Sequence[Any], after: State
    ) -> list[str]:
        # The History's own lines for the move: what was done, then who won the deal it ended.
        lines = [
            d.action_sentence(self.names[seat], action, cast("RamiState", after), self.is_you(seat))
        ]
        ended = next((e for e in events if isinstance(e, ev.DealEnded)), None)
        if ended is not None:
            lines.append(self._deal_won_line(ended))
        return lines

    def review_boundary(self, events: Sequence[Any]) -> bool:
        return any(isinstance(e, ev.DealEnded) for e in events)

    def review_round_words(self) -> tuple[str, str]:
        return (
            Rami.tr("Previous end of a deal (Page Up)"),
            Rami.tr("Next end of a deal (Page Down)"),
        )

    def review_viewer_note(self) -> str:
        # Against the computer the review shows the person's hand as they held it; between two
        # people at one screen nobody's hand (each kept it from the other): the public table,
        # said so (Plongée's and Abyss's reviews do the same).
        if self.two_people():
            return Rami.tr("The table as both players saw it: the hands stay hidden.")
        return ""

    def review_enter(self) -> None:
        t = self.table
        t.finish_animations()
        t.hide_captions()
        self._review_kept = (
            t.state,
            t.arrangement,
            t.deal_end,
            t._live,
            list(t.totals_after),
            t.hand_hidden,
            t.deal_seen,
            t.pending_take,
        )
        t.deal_end, t._live, t.pending_take = None, None, None
        t.hand_hidden = self.two_people()
        t.set_interactive(False)
        self.stack.setCurrentWidget(self.table_page)
        self.view.setFocus()

    def review_show(self, state: State, move: ReviewMove | None) -> None:
        t = self.table
        shown = cast("RamiState", state)
        t.deal_end, t._live, t.selected = None, None, None
        t.set_interactive(False)
        ended = None
        if move is not None:
            ended = next((e for e in move.events if isinstance(e, ev.DealEnded)), None)
        if ended is not None and self.review is not None:
            # A move that ended a deal shows the deal as it ended (both hands, the melds, the
            # penalties), not the next deal the engine has already made.
            before = cast("RamiState", self.review.state_before(self.review.index))
            seen = self._ended_seen(
                move.events if move is not None else (),
                DealSeen(before.pot_size, tuple(before.discard_pile), tuple(before.log)),
            )
            final = self._deal_end_state(shown, ended, seen)
            t.show_deal_end(ended, final, Arrangement.dealt(ended.hands[t.shown]), shown.scores)
            t._live = None
        else:
            t.state = shown
            t.arrangement = Arrangement.dealt(shown.hands[t.shown])
            t.relayout()
        # The discards as they were then too (the score sheet stays the match's: the end page
        # shows the same sheet).
        self.discard_dock.refresh(t.state, self.names)

    def review_leave(self) -> None:
        t = self.table
        (
            t.state,
            t.arrangement,
            t.deal_end,
            t._live,
            t.totals_after,
            t.hand_hidden,
            t.deal_seen,
            t.pending_take,
        ) = self._review_kept
        t.selected = None
        t.set_interactive(False)
        t.relayout()
        self.refresh_docks()

    # -- helpers -----------------------------------------------------------------------------------
    def lesson_target(self, action: object | None) -> None:
        """A lesson's step: the cards its move plays lit on the table (the hand's cards, the
        pot or the discard, the meld to drop a card on, a joker to take back); ``None`` clears.
        The table's clicks follow the step too: the lesson holds the game while a sentence is
        read and lets it go again with no turn changing, so they are set anew here."""
        self._turn_changed(self.state.current_player)
        self.table.set_lesson(action)

    def show_hint(self) -> None:
        state = self.state
        seat = state.current_player
        if seat is None or seat != self.shown or self.seats[seat].is_bot or self.session.held:
            return
        self._hint_token += 1
        self._hint = Rami.tr("Thinking…")
        self.update_status()
        task = _HintTask(
            self._hint_relay,
            self._hint_token,
            state.copy(),
            seat,
            int(self.session.meta.get("seed") or 0),
            self.bot_process,
        )
        self._hint_pool.start(task)

    def _hint_done(self, token: int, text: str) -> None:
        if token != self._hint_token:
            return
        self._hint = text
        self._refusal = ""
        self.update_status()

    def undo(self) -> None:
        """Ctrl+Z: back to before your last move, unless a hidden card reached you since."""
        if (
            self.summary_dialog is not None
            or self._summary_pending
            or self._privacy_seat is not None
        ):
            return
        self._take_back()

    def _state_replaced(self, state: RamiState) -> None:
        """The session went back (undo): show that state, the zones kept where they can be."""
        self.state = state
        self.table.finish_animations()
        self.table.hide_captions()
        self.table.state = state
        self.table.pending_take = None
        self._before_take = None
        self._guide = ""
        self._drop_hint()
        self._last_move = Rami.tr("Move taken back.")  # in the status line until the next move
        self._clear_refusal()
        for seat in self.arrangements:
            self._sync_arrangement(seat)
        self.history_dock.add(Rami.tr("Move taken back."))
        self.table.relayout()
        self.refresh_docks()
        self.update_total()
        self.update_status()

    def show_statistics(self) -> None:
        self._wait_for_writes()  # the match just ended is in them
        you = next((s for s in range(len(self.seats)) if self.is_you(s)), None)
        dialog = StatisticsDialog(self, None if you is None else self.names[you])
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _ui_payload(self) -> dict[str, Any]:
        arrangements = {}
        for seat, arr in self.arrangements.items():
            copy = arr.copy()
            if self.arranged_deal.get(seat) == self.state.deal_number:
                copy.reconcile(self.state.hands[seat])
            else:
                copy = Arrangement.dealt(self.state.hands[seat])
            data = copy.to_json()
            data["deal"] = self.state.deal_number
            arrangements[str(seat)] = data
        return {
            "arrangements": arrangements,
            "shown": self.shown,
            "openings": self.openings,
            "docks": {
                DISCARD_DOCK: self._dock_shown(self.discard_dock),
                SCORES_DOCK: self._dock_shown(self.scores_dock),
                HISTORY_DOCK: self._dock_shown(self.history_dock),
            },
        }
