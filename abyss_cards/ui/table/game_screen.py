"""A whole game screen, knowing no game: what a new game gets without writing it.

``GameScreen`` builds on ``GameScreenMixin`` the parts every game's screen has: the session
(computer players from the registry's ``make_bot``, paced by the settings, autosaved after
every move, undo), the table page with its status line and Undo button, the privacy page
between two people at one screen, the end page (ranking, the deal number, play again) and the
results written to the statistics database. A game subclasses it and gives its ``game_key``,
its table (``make_table``) and its words (``status_sentence``, ``move_sentence``, and
``end_title`` if "… wins" is not enough). A bigger game plugs its own parts into the building
steps (``prepare``, ``build_bar``, ``make_end_page``, ``build_docks``, ``finish_building``)
and the end (``fill_end_page``, ``record_options``, ``replay_options``): Plongée's, Rami's and
Abyss's screens do, each overriding what is its own (see ``docs/adding-a-game.md``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from abyss_cards.games import registry
from abyss_cards.i18n import Context
from abyss_cards.storage import results
from abyss_cards.ui.models.entry_points import new_seed
from abyss_cards.ui.models.session import Seat
from abyss_cards.ui.table.end_page import EndPage, placings
from abyss_cards.ui.table.persons import Persons
from abyss_cards.ui.table.privacy import PrivacyPage
from abyss_cards.ui.table.review import GameReview
from abyss_cards.ui.table.screen import GameScreenMixin
from abyss_cards.ui.table.statistics import game_lower_wins
from abyss_cards.ui.table.table_protocol import AnimatedTable, GameTable

if TYPE_CHECKING:
    from abyss_cards.core.game import Bot
    from abyss_cards.ui.main_window import MainWindow


class GameScreenWords(Context):
    """The base's words: ``GameScreenWords.tr(text)`` (``self.tr`` would look them up in each
    game's subclass)."""


# In the autosave's ``ui``: the seat whose view the table showed (the privacy page's person).
SHOWN_SEAT = "shown_seat"


class GameScreen(GameScreenMixin, QWidget):
    """One game on screen: ``GameScreen(window, state, seats, meta=…, ui=…)``, as
    ``entry_points.new_screen``/``resume_screen`` build it."""

    game_key = ""  # the registry key: set by each game
    # Each person's cards are hidden from the others: between two people at one screen, the
    # privacy page. A game whose table hides nothing from the person next to you says False.
    hidden_hands = True

    window_: MainWindow
    table: AnimatedTable  # the mixin's, which also chooses

    # -- what a game gives --------------------------------------------------------------------
    def make_table(self) -> AnimatedTable:
        """The game's table, drawing into ``self.view`` (a ``GameTable`` unless the game
        draws it itself, ``_sync``)."""
        raise NotImplementedError

    def status_sentence(self) -> str:
        """The status line now (whose turn, what to do), translated."""
        raise NotImplementedError

    def move_sentence(self, seat: int, action: Any, events: Sequence[Any]) -> str:
        """A move in words, for the privacy page's "since your last turn"."""
        return f"{self.persons.name(seat)}: {action}"

    def shortcuts(self) -> list[tuple[str, Callable[[], object]]]:
        """The game's own keys, besides Ctrl+Z (undo)."""
        return []

    def end_title(self) -> str:
        winner = self.state.winners[0]
        return self.persons.say(
            winner, GameScreenWords.tr("You win!"), GameScreenWords.tr("%1 wins!")
        )

    # -- where a bigger game plugs in (by default: the toy's screen) ---------------------------
    def meta_defaults(self) -> dict[str, Any]:
        """What the autosave's ``meta`` says of the game unless given (the deal number)."""
        return {"seed": getattr(self.state, "seed", None)}

    def prepare(self, ui: dict[str, Any]) -> None:
        """The game's own state, before the pages are built (``ui``: what its
        ``_ui_payload`` kept in the autosave, else empty)."""

    def build_bar(self, bar: QWidget) -> None:
        """The bar under the table: the status line and Undo."""
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self._status_label(f"{self.game_key}Status"), 1)
        row.addWidget(self._make_undo_button())

    def make_end_page(self) -> EndPage:
        """The end page: the ranking says it all (a game may fill its score table)."""
        page = EndPage(
            f"{self.game_key}End",
            self.replay,
            lambda: self.window_.go_home(),
            on_replay_deal=self.replay,
        )
        page.scores.hide()
        return page

    def reviewable_end_page(
        self, stats_button: QPushButton, *, replay_default: bool = True
    ) -> EndPage:
        """The end page of a game that offers its review (Plongée's, Rami's, Abyss's), with
        ``stats_button`` (its statistics) beside Play again and Home."""
        return EndPage(
            f"{self.game_key}End",
            self.replay,
            lambda: self.window_.go_home(),
            on_replay_deal=self.replay,
            on_review=self.review_game,
            extra_buttons=(stats_button,),
            replay_default=replay_default,
        )

    def build_docks(self) -> None:
        """The game's docks, once its table is made: none by default."""

    def finish_building(self) -> None:
        """The last step of building, its words set, before the first turn is shown."""

    def fill_end_page(self) -> None:
        """The game's part of the end page (score table, notes), the page in front."""

    def record_options(self) -> dict[str, Any]:
        """What the results keep of this game besides the players (``record_game``'s)."""
        return {}

    def replay_options(self) -> dict[str, Any]:
        """The new game's options at "Play again" (``new_game``'s), besides the names."""
        return {}

    def undo_help(self) -> str:
        """Undo's tooltip: what it takes back."""
        return GameScreenWords.tr("Take back your last move (Ctrl+Z)")

    def _apply_settings(self) -> None:
        """The window's settings for the table, taken now (a game adds its own)."""
        self._apply_table_settings()

    # -- building ------------------------------------------------------------------------------
    def __init__(
        self,
        window: MainWindow,
        state: Any,
        seats: list[Seat],
        *,
        meta: dict[str, Any] | None = None,
        ui: dict[str, Any] | None = None,
        autostart: bool = True,
        write_autosave: bool = True,
    ) -> None:
        super().__init__()
        key = self.game_key
        self.setObjectName(f"{key}Screen")
        self.window_, self.state, self.seats = window, state, list(seats)
        self.game_info = registry.game(key)
        meta = dict(meta or {})
        for name, value in self.meta_defaults().items():
            meta.setdefault(name, value)
        self._make_session(key, self._bot_factory(meta["seed"]), meta, write_autosave)
        humans = self.session.humans()
        self.persons = Persons([s.name for s in self.seats], humans)
        self.session.enable_undo(
            self.game_info.from_json,
            between_people=bool(getattr(window.settings, "undo_between_people", False)),
        )
        self.summary_dialog, self._summary_pending, self._recorded = None, False, False
        self._refusal = ""
        self._results_write = None
        self._recorded_id = None
        self.review: GameReview | None = None  # made at the first look (``review_game``)
        self.reviewing = False
        self.happenings: list[str] = []  # every move in words, oldest first
        self._seen_up_to: dict[int, int] = {}  # each person's count of happenings seen
        shown = (ui or {}).get(SHOWN_SEAT)
        self.shown_seat = shown if type(shown) is int and shown in humans else min(humans or [0])
        self.prepare(ui or {})
        self._make_stack()
        page, bar = self._table_page(f"{key}Bar")
        self.table_page = page
        self.build_bar(bar)
        self.stack.addWidget(page)
        if self.hidden_hands:
            self.privacy_page = PrivacyPage(f"{key}Privacy", self.reveal)
            self.stack.addWidget(self.privacy_page)
        self.end_page = self.make_end_page()
        self.stack.addWidget(self.end_page)
        self.table = self.make_table()
        self.table.chosen.connect(self._person_chose)
        self._apply_settings()
        self._make_dock_timer()
        self.build_docks()
        self._add_shortcuts([("Ctrl+Z", self.undo), *self.shortcuts()])
        self.session.stateReplaced.connect(self._state_replaced)
        self.session.undoChanged.connect(self._undo_changed)
        self._connect_session()
        # Resumed between two people: the next one is asked to come to the screen first.
        self._private = self.hidden_hands and len(humans) > 1 and ui is not None
        self.retranslate()
        self.finish_building()
        self._turn_changed(state.current_player)
        if autostart:
            QTimer.singleShot(0, self.session.start)

    def _make_undo_button(self) -> QPushButton:
        """``self.undo_button``, never taking the focus from the table."""
        self.undo_button = QPushButton()
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button.clicked.connect(self.undo)
        return self.undo_button

    def _bot_factory(self, seed: object) -> Callable[[str, int], Bot]:
        base = seed if type(seed) is int else 0

        def factory(level: str, seat: int) -> Bot:
            return self.game_info.make_bot(level, seed=(base * 1009 + seat * 7919) % (2**63))

        return factory

    # -- the window's interface ----------------------------------------------------------------
    def leave(self) -> None:
        self._dock_timer.stop()
        self.session.stop()
        if self._results_write is not None:
            self._results_write.wait(5.0)

    # Whether showing the screen gives the keys to the page in front (``showEvent``); Plongée,
    # Rami and Abyss leave the focus where the window (and their turn) put it.
    focus_page_on_show = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """Shown by the window: the keys go to the page in front (the table, or the privacy
        page's button), unless the game says otherwise (``focus_page_on_show``)."""
        super().showEvent(event)
        if not self.focus_page_on_show:
            return
        page = self.stack.currentWidget()
        (self.view if page is self.table_page or page is None else page).setFocus()

    @property
    def summary_pending(self) -> bool:
        """A round was just scored and its summary is about to open."""
        return self._summary_pending

    def apply_settings(self) -> None:
        self._apply_settings()
        self.view.viewport().update()

    def retranslate(self) -> None:
        self.undo_button.setText(GameScreenWords.tr("Undo"))
        self._undo_help = self.undo_help()
        self._undo_changed(self.session.can_undo())
        self.end_page.retranslate()
        if self.state.is_over and self.end_page.title.text():
            # The end page already said: its title again, in the new language.
            self.end_page.title.setText(self.end_title())
        self._sync()

    # -- the game going on ---------------------------------------------------------------------
    def _person_chose(self, action: object) -> None:
        if self.reviewing:
            return  # the review is read-only: nothing a click does is played
        self._refusal = ""
        self.session.play(action)

    def _events_applied(self, seat: int, action: Any, events: Any) -> None:
        self._apply_settings()
        self.table.finish_animations()
        self.happenings.append(self.move_sentence(seat, action, events))
        self._sync()

    def _turn_changed(self, seat: int | None) -> None:
        people = self.session.humans()
        human = seat is not None and seat in people
        if (
            seat is not None
            and human
            and len(people) > 1
            and (seat != self.shown_seat or self._private)
        ):
            self._ask_privacy(seat)
            return
        if self._private and seat is not None:
            # Resumed between people on a computer player's turn: nobody has said who is at
            # the screen, so the last person's cards stay hidden until the next person's turn.
            if self.stack.currentWidget() is not self.privacy_page:
                self._ask_privacy(self.shown_seat)
            return
        if self.stack.currentWidget() is self.privacy_page:
            self.stack.setCurrentWidget(self.table_page)
        self._sync()
        if human:
            self.view.setFocus()

    def _ask_privacy(self, seat: int) -> None:
        """Hide the table until ``seat``'s person says they are at the screen."""
        self._private, self.shown_seat = True, seat
        name = self.persons.name(seat)
        since = self.happenings[self._seen_up_to.get(seat, 0) :]
        self.privacy_page.show_for(
            GameScreenWords.tr("Pass the screen to %1").replace("%1", name),
            GameScreenWords.tr("The table is hidden so that nobody else sees %1's cards.").replace(
                "%1", name
            ),
            since,
            GameScreenWords.tr("I am %1: show the table").replace("%1", name),
            GameScreenWords.tr("Since your last turn:"),
        )
        self.stack.setCurrentWidget(self.privacy_page)
        self.privacy_page.setFocus()
        self.update_status()

    def reveal(self) -> None:
        """The person asked for is at the screen: their table."""
        self._private = False
        self._seen_up_to[self.shown_seat] = len(self.happenings)
        self.stack.setCurrentWidget(self.table_page)
        self._sync()
        self.view.setFocus()

    def _sync(self) -> None:
        """The table from the view of the seat shown, choosing only on a person's turn."""
        if not hasattr(self, "table"):
            return  # still being built
        # The seat shown changes only through the privacy page (``_ask_privacy``).
        mine = (
            self.state.current_player == self.shown_seat
            and not self._private
            and not self.session.held
        )
        table = cast("GameTable", self.table)  # a game drawing its table itself has its own
        table.show_view(self.state.view(self.shown_seat), mine and not self.state.is_over)
        self.update_status()

    def update_status(self) -> None:
        self._show_status(self.status_sentence())

    def refresh_docks(self) -> None:
        self._dock_refreshed()  # no docks of its own: a game adds them

    def show_hint(self) -> None:
        """No hint unless the game gives one."""

    def undo(self) -> None:
        if self.stack.currentWidget() is self.table_page:
            self._take_back()

    def _state_replaced(self, state: Any) -> None:
        self.state = state
        self._refusal = ""
        self.happenings.append(GameScreenWords.tr("Move taken back."))
        self._sync()

    def _ui_payload(self) -> dict[str, Any]:
        return {SHOWN_SEAT: self.shown_seat}

    # -- the end ------------------------------------------------------------------------------
    def round_scores(self) -> list[Sequence[int]]:
        """Each round's scores of every seat (one row: the game's totals)."""
        return [self.state.scores]

    def _record_results(self) -> None:
        rows = self.round_scores()
        players = self._player_results(self.state.winners, rows)
        if players is not None:
            # Written on a background thread: the end of a game never waits for the disk.
            self._results_write = results.record_game_later(
                self.game_key,
                players,
                seed=self.session.meta.get("seed"),
                rounds=len(rows),
                **self.record_options(),
            )

    def _show_end(self) -> None:
        self._wait_for_writes()
        state = self.state
        self.end_page.title.setText(self.end_title())
        names = [s.name for s in self.seats]
        self.end_page.set_ranking(
            placings(names, state.scores, state.winners, lower_wins=game_lower_wins(self.game_key))
        )
        self.end_page.set_deal(self.session.meta.get("seed"))
        self.stack.setCurrentWidget(self.end_page)
        self.fill_end_page()
        self.end_page.replay_button.setFocus()
        self._sync()

    def _review_closed(self) -> None:
        """The review closed (a game whose end page offers it): back to the end page."""
        self.reviewing = False
        self.stack.setCurrentWidget(self.end_page)
        self.end_page.review_button.setFocus()

    def replay(self, deal: int | None = None) -> None:
        """The same seats, a new deal (or ``deal`` again). The new table is built in one pass of
        the event loop and shown in the next, so the window never freezes for both at once."""
        seed = new_seed() if deal is None else deal
        names = [s.name for s in self.seats]
        state = self.game_info.new_game(names, seed=seed, **self.replay_options())
        window, seats, cls = self.window_, self.seats, type(self)

        def build() -> None:
            screen = cls(window, state, seats, meta={"seed": seed})
            QTimer.singleShot(0, lambda: window.show_screen(screen))

        QTimer.singleShot(0, build)
