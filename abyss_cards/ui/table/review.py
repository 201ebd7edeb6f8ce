"""A finished game looked at again, move by move, on the real table (issue 26).

``GameReview`` is the controller the three game screens share: it replays the game from its
seed (a new game with the same seed and options given the first ``k`` actions of ``history``,
as the ``State`` contract promises) at each step, and drives a ``ReviewBar`` under the table: the move
in one sentence (the History's or the Journal's own words for it, written once by the screen),
"Move k of N", first / previous / next / last, the previous / next round (deal, exploration)
and "Back to the results". Left/Right, Home/End, PageUp/PageDown and Escape do the same.

A screen gives small hooks (``Reviewable``): the fresh game, what a move says, where a round
(deal, exploration) begins, how to show a state read-only, and how to put everything back. The
table shows the replayed state and takes no click: the screen's own keys are off while the
review is up, and its ``chosen`` handler refuses anything while ``review`` is set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.core.game import State
from abyss_cards.i18n import Context
from abyss_cards.ui.table.status_line import FixedLinesLabel

# Each step replays the game from its seed: measured, a whole two-player game replays in 1 ms
# (Plongée, 123 moves; Rami, 70) to 6 ms (Abyss, 214 moves), less than restoring a copy from its
# JSON (2-5 ms): no copies are kept.


class ReviewWords(Context):
    """The review's words (``ReviewWords.tr``)."""


@dataclass(frozen=True)
class ReviewMove:
    """One step of the review: a move that the History (Journal) tells, with the moves before
    it that it does not (an Abyss payment's Allies chosen one by one, a pass in an
    exploration), which the told line sums up: who decided, what, what it all did, how it
    reads, and how many of the game's actions are played once it is shown."""

    seat: int
    action: Any
    events: tuple[Any, ...]
    lines: tuple[str, ...]  # the History's (Journal's) lines for this move
    boundary: bool  # a round (deal, exploration) ends with this move: PageUp/PageDown stop
    played: int  # the game's actions played up to and with this move


class Reviewable(Protocol):
    """What a screen gives the review."""

    def review_new_game(self) -> State:
        """A new game with the finished game's seed, names and options."""
        ...

    def review_lines(
        self, seat: int, action: Any, events: Sequence[Any], after: State
    ) -> list[str]:
        """The History's (Journal's) sentences for this move (``after``: the state it left)."""
        ...

    def review_boundary(self, events: Sequence[Any]) -> bool:
        """Does a round (deal, exploration or turn) end with these events?"""
        ...

    def review_enter(self) -> None:
        """The table page in front, read-only, the game's own bar set aside."""
        ...

    def review_show(self, state: State, move: ReviewMove | None) -> None:
        """Draw ``state`` (after ``move``) on the table, read-only."""
        ...

    def review_leave(self) -> None:
        """Everything as it was before ``review_enter`` (the real final state on the table)."""
        ...

    def review_round_words(self) -> tuple[str, str]:
        """The tooltips of PageUp and PageDown ("Previous round (Page Up)"…), translated."""
        ...

    def review_viewer_note(self) -> str:
        """Whose cards the table shows, in a few words ("" when it goes without saying)."""
        ...


def replay(new_game: Callable[[], State], actions: Sequence[Any], count: int) -> State:
    """The game after its first ``count`` actions, from a new game."""
    state = new_game()
    for action in actions[:count]:
        state.apply(action)
    return state


class ReviewBar(QWidget):
    """The bar under the table while a game is reviewed: the move's sentence, where it is in
    the game, and the buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewBar")
        rows = QVBoxLayout(self)
        rows.setContentsMargins(8, 4, 8, 4)
        rows.setSpacing(2)
        top = QHBoxLayout()
        self.position = QLabel()
        self.position.setObjectName("reviewPosition")
        font = self.position.font()
        font.setBold(True)
        self.position.setFont(font)
        top.addWidget(self.position)
        self.viewer_note = QLabel()
        self.viewer_note.setObjectName("reviewViewer")
        top.addWidget(self.viewer_note, 1)
        rows.addLayout(top)
        # Two lines always: the table above never moves because a sentence grew.
        self.sentence = FixedLinesLabel(2)
        self.sentence.setObjectName("reviewSentence")
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        rows.addWidget(self.sentence)
        buttons = QHBoxLayout()
        self.first_button = QPushButton()
        self.previous_round_button = QPushButton()
        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.next_round_button = QPushButton()
        self.last_button = QPushButton()
        self.back_button = QPushButton()
        self.back_button.setObjectName("reviewBack")
        # The buttons that step through the game, first to last (named by their tooltips).
        self.step_buttons = (
            self.first_button,
            self.previous_round_button,
            self.previous_button,
            self.next_button,
            self.next_round_button,
            self.last_button,
        )
        for b in (*self.step_buttons, self.back_button):
            # The keys stay with the table's page: Left/Right step, never move a button's focus.
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for b in self.step_buttons:
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        rows.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        # Drawn with the two triangles every font has (the media symbols ⏮ ⏪ were boxes in
        # the default fonts of some systems).
        self.first_button.setText("|◀")
        self.first_button.setToolTip(ReviewWords.tr("First move (Home)"))
        self.previous_round_button.setText("◀◀")
        self.previous_button.setText("◀")
        self.previous_button.setToolTip(ReviewWords.tr("Previous move (Left)"))
        self.next_button.setText("▶")
        self.next_button.setToolTip(ReviewWords.tr("Next move (Right)"))
        self.next_round_button.setText("▶▶")
        self.last_button.setText("▶|")
        self.last_button.setToolTip(ReviewWords.tr("Last move (End)"))
        self.back_button.setText(ReviewWords.tr("Back to the results"))
        self.back_button.setToolTip(ReviewWords.tr("The end page, as it was (Escape)"))
        for b in self.step_buttons:
            b.setAccessibleName(b.toolTip())


class GameReview(QObject):
    """The review of ``screen``'s finished game, shown in ``page`` (the table's page, whose
    layout holds the table's view and the game's bar): ``open()`` replays the game and shows its
    last move; ``close()`` gives the end page back. A screen keeps it (``screen.review``, made
    at the first look) and says ``screen.reviewing`` while it is up."""

    moved = Signal(int)  # the move now shown
    closed = Signal()

    def __init__(
        self,
        screen: Reviewable,
        page: QWidget,
        history: Sequence[Any],
        *,
        final_json: str,
        on_close: Callable[[], object],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.screen = screen
        self.page = page
        self.actions = [turn.action for turn in history]
        self.seats = [turn.seat for turn in history]
        self.final_json = final_json
        self.moves: list[ReviewMove] = []
        self.index = 0  # the move shown (1 … N)
        self.state: State | None = None  # the game replayed to that move
        self._on_close = on_close
        self.bar = ReviewBar(page)
        self.bar.hide()
        self.bar.first_button.clicked.connect(self.first)
        self.bar.previous_button.clicked.connect(self.previous)
        self.bar.next_button.clicked.connect(self.next)
        self.bar.last_button.clicked.connect(self.last)
        self.bar.previous_round_button.clicked.connect(self.previous_round)
        self.bar.next_round_button.clicked.connect(self.next_round)
        self.bar.back_button.clicked.connect(self.close)
        self._shortcuts: list[QShortcut] = []
        self._set_aside: list[QWidget] = []
        self._keys_off: list[QShortcut] = []
        self.retranslate()

    # -- replaying ----------------------------------------------------------------------------
    def prepare(self) -> bool:
        """Replay the whole game once: each move's events and sentences. False when the replay
        is not the game (a stacked deck, a game from an older version): nothing to review."""
        state = self.screen.review_new_game()
        moves: list[ReviewMove] = []
        untold: tuple[Any, ...] = ()  # the events of the moves not told yet
        try:
            for played, (seat, action) in enumerate(zip(self.seats, self.actions, strict=True)):
                events = tuple(state.apply(action))
                lines = self.screen.review_lines(seat, action, events, state)
                untold += events
                # A move that says nothing is no step of its own (a bar with no sentence):
                # the next told move shows it done, unless it ends a round.
                boundary = self.screen.review_boundary(untold)
                if lines or boundary:
                    moves.append(
                        ReviewMove(seat, action, untold, tuple(lines), boundary, played + 1)
                    )
                    untold = ()
        except ValueError:  # IllegalAction: not this game
            return False
        if state.to_json() != self.final_json:
            return False
        if untold and moves:  # the game's last moves, told by none: shown with the last one
            last = moves[-1]
            moves[-1] = replace(last, events=last.events + untold, played=len(self.actions))
        elif untold:
            moves.append(
                ReviewMove(self.seats[-1], self.actions[-1], untold, (), True, len(self.actions))
            )
        if moves:  # the game's end ends its last round (deal, turn) too
            moves[-1] = replace(moves[-1], boundary=True, played=len(self.actions))
        self.moves = moves
        return bool(moves)

    @property
    def count(self) -> int:
        return len(self.moves)

    def state_at(self, k: int) -> State:
        """The game after its ``k``-th step (``k`` of the review's moves), replayed from its
        seed."""
        return replay(
            self.screen.review_new_game, self.actions, self.moves[k - 1].played if k else 0
        )

    def state_before(self, k: int) -> State:
        """The game just before the last action of step ``k`` (the move it tells)."""
        return replay(self.screen.review_new_game, self.actions, self.moves[k - 1].played - 1)

    def step_of_line(self, played: int, text: str, rank: int | None = None) -> int:
        """The step a History (Journal) line told once ``played`` of the game's actions were
        played shows: the step whose sentence is that line (``text``), or the nearest told
        step after it (a round's heading, "Move taken back."). ``rank``: how many lines were
        told at that point before it; the History keeps each line in the language it was told
        in, so a line whose words are not the move's own (after a change of language) is the
        move's when the move has more lines than that (None: lines told in today's words)."""
        for k, move in enumerate(self.moves, 1):
            if move.played < played:
                continue
            own = text in move.lines or (rank is not None and rank < len(move.lines))
            if move.played == played and not own:
                return min(k + 1, self.count)  # a line after the move's own: the next step
            return k
        return self.count

    def sentence(self, k: int) -> str:
        """What move ``k`` says: the History's lines for it, one after the other (the
        Journal's lines end with no full stop: a "·" between them)."""
        if not 1 <= k <= self.count:
            return ""
        said = ""
        for line in self.moves[k - 1].lines:
            if said:
                said += " " if said.endswith((".", "!", "?", "…")) else " · "
            said += line
        return said

    # -- showing ------------------------------------------------------------------------------
    def open(self, step: int | None = None) -> None:
        """The review in front, at ``step`` (the last by default)."""
        layout = self.page.layout()
        assert isinstance(layout, QVBoxLayout)
        self.screen.review_enter()
        # The game's own bar set aside, the review's in its place.
        self._set_aside = []
        for i in range(layout.count()):
            item = layout.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.bar and not _holds_view(widget):
                if widget.isVisibleTo(self.page):
                    self._set_aside.append(widget)
                    widget.hide()
        if layout.indexOf(self.bar) < 0:
            layout.addWidget(self.bar)
        self.bar.show()
        # The screen's keys would play (or refuse) moves: off until the review closes.
        owner = self.screen if isinstance(self.screen, QWidget) else self.page
        self._keys_off = [
            sc
            for sc in owner.findChildren(QShortcut)
            if sc.isEnabled() and sc not in self._shortcuts
        ]
        for sc in self._keys_off:
            sc.setEnabled(False)
        if not self._shortcuts:
            for key, slot in (
                (Qt.Key.Key_Left, self.previous),
                (Qt.Key.Key_Right, self.next),
                (Qt.Key.Key_Home, self.first),
                (Qt.Key.Key_End, self.last),
                (Qt.Key.Key_PageUp, self.previous_round),
                (Qt.Key.Key_PageDown, self.next_round),
                (Qt.Key.Key_Escape, self.close),
            ):
                sc = QShortcut(QKeySequence(key), owner)
                sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                sc.activated.connect(slot)
                self._shortcuts.append(sc)
        for sc in self._shortcuts:
            sc.setEnabled(True)
        self.bar.viewer_note.setText(self.screen.review_viewer_note())
        self.go(self.count if step is None else step)

    def close(self) -> None:
        """Back to the end page, exactly as it was."""
        for sc in self._shortcuts:
            sc.setEnabled(False)
        for sc in self._keys_off:
            sc.setEnabled(True)
        self._keys_off = []
        self.bar.hide()
        for widget in self._set_aside:
            widget.show()
        self._set_aside = []
        self.screen.review_leave()
        self._on_close()
        self.closed.emit()

    def go(self, k: int) -> None:
        """Show the game after move ``k`` (kept within 1 … N)."""
        if not self.moves:
            return
        k = max(1, min(self.count, k))
        self.index = k
        self.state = self.state_at(k)
        self.screen.review_show(self.state, self.moves[k - 1])
        self._say()
        self.moved.emit(k)

    def first(self) -> None:
        self.go(1)

    def last(self) -> None:
        self.go(self.count)

    def previous(self) -> None:
        self.go(self.index - 1)

    def next(self) -> None:
        self.go(self.index + 1)

    def previous_round(self) -> None:
        """The last move of the round before (its end), or the first move."""
        ends = [k for k in range(1, self.index) if self.moves[k - 1].boundary]
        self.go(ends[-1] if ends else 1)

    def next_round(self) -> None:
        """The last move of this round (its end), or of the next one when at an end."""
        ends = [k for k in range(self.index + 1, self.count + 1) if self.moves[k - 1].boundary]
        self.go(ends[0] if ends else self.count)

    def _say(self) -> None:
        k, n = self.index, self.count
        self.bar.position.setText(ReviewWords.tr("Move %1 of %n", "", n).replace("%1", str(k)))
        self.bar.sentence.setText(self.sentence(k))
        self.bar.first_button.setEnabled(k > 1)
        self.bar.previous_button.setEnabled(k > 1)
        self.bar.previous_round_button.setEnabled(k > 1)
        self.bar.next_button.setEnabled(k < n)
        self.bar.next_round_button.setEnabled(k < n)
        self.bar.last_button.setEnabled(k < n)

    def retranslate(self) -> None:
        self.bar.retranslate()
        before, after = self.screen.review_round_words()
        self.bar.previous_round_button.setToolTip(before)
        self.bar.next_round_button.setToolTip(after)
        self.bar.previous_round_button.setAccessibleName(before)
        self.bar.next_round_button.setAccessibleName(after)
        if self.moves:
            self.prepare()  # each move's lines again, in the new language
        if self.moves and self.bar.isVisible():
            self.bar.viewer_note.setText(self.screen.review_viewer_note())
            self.go(self.index)  # the table's and the docks' words too


def _holds_view(widget: QWidget) -> bool:
    """The table's view (the page's first widget, with its stretch): never set aside."""
    from abyss_cards.ui.table.view import TableView

    return isinstance(widget, TableView)
