"""The page a game screen shows when the game is over: who won, the ranking with places (the
winners lit), the personal records this game beat, the whole score sheet, a few notes (best and
worst round, the record against these opponents), the deal number to give a friend, and what next (play again: a new deal; play this
deal again: the same cards; the game's own extra buttons; home).

It knows no game: the screen sets the title, the ranking, the notes and the scores' model, and
may rename the replay button in its own words. The score sheet is always shown whole — every
row down to the totals, no scroll bar of its own; in a window too small for the page, the page
scrolls as a whole. A win or a record brings a short celebration (``celebrate``: skippable,
never with animations off).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractItemModel, QEvent, QSize, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.core import deals
from abyss_cards.ui import text_size
from abyss_cards.ui.table.celebration import Celebration, system_reduces_motion
from abyss_cards.ui.table.numbers import points
from abyss_cards.ui.table.score_sheet import NameHeader

WINNER_BACKGROUND = "#f2c14e"
WINNER_TEXT = "#1b1b1b"


@dataclass(frozen=True)
class Placing:
    """One line of the ranking: ``place`` 1 for the winners (ties share a place)."""

    place: int
    name: str
    score: str
    winner: bool


def placings(
    names: Sequence[str], totals: Sequence[int], winners: Sequence[int], *, lower_wins: bool
) -> list[Placing]:
    """The ranking of a finished game, best first; equal totals share a place (1, 1, 3…)."""
    order = sorted(
        range(len(names)),
        key=lambda s: (0 if s in winners else 1, totals[s] if lower_wins else -totals[s]),
    )
    out: list[Placing] = []
    for rank, seat in enumerate(order):
        if seat in winners:
            place = 1
        elif out and totals[order[rank - 1]] == totals[seat] and order[rank - 1] not in winners:
            place = out[-1].place
        else:
            place = rank + 1
        out.append(Placing(place, names[seat], str(totals[seat]), seat in winners))
    return out


class WholeTableView(QTableView):
    """A table as tall as its rows (headers included): it never scrolls, never cuts a row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Players' names as in the score docks: smaller, then on two lines, before any cut.
        self._names = NameHeader(self)
        self.setHorizontalHeader(self._names)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 - Qt's name
        old = self.model()
        if old is not None:
            for signal in (old.modelReset, old.rowsInserted, old.rowsRemoved, old.layoutChanged):
                try:
                    signal.disconnect(self.fit)
                except (RuntimeError, TypeError):
                    pass
        super().setModel(model)
        if model is not None:
            for signal in (
                model.modelReset,
                model.rowsInserted,
                model.rowsRemoved,
                model.layoutChanged,
            ):
                signal.connect(self.fit)
        self.fit()

    def whole_height(self) -> int:
        rows = self.model().rowCount() if self.model() is not None else 0
        body = sum(self.verticalHeader().sectionSize(r) for r in range(rows))
        if rows and body == 0:
            body = rows * self.verticalHeader().defaultSectionSize()
        return body + self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()

    def column_needs(self) -> list[int]:
        """The width each column needs for its header (a player's whole name) and cells."""
        model = self.model()
        if model is None:
            return []
        return [
            max(self.sizeHintForColumn(c), self._names.least_section_width(c))
            for c in range(model.columnCount())
        ]

    def fit(self, *_args: object) -> None:
        """Every column whole (equal widths when they all fit so), every row shown."""
        needs = self.column_needs()
        header = self.horizontalHeader()
        if needs:
            side = (
                self.verticalHeader().sizeHint().width() if self.verticalHeader().isVisible() else 0
            )
            self.setMinimumWidth(sum(needs) + side + 2 * self.frameWidth())
            room = self.viewport().width()
            if max(needs) * len(needs) <= room:
                header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            else:
                # Equal widths would cut a long name: each column its own width, the room
                # left shared out.
                header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
                extra = max(0, room - sum(needs)) // len(needs)
                for column, need in enumerate(needs):
                    header.resizeSection(column, need + extra)
        self.resizeRowsToContents()
        self.setFixedHeight(self.whole_height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        # A larger text size makes taller rows and wider names: measured again.
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fit()

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), self.whole_height())


class EndPage(QWidget):
    """``title``, ``ranking``, ``scores``, ``notes``, the deal number and the buttons
    ``replay_button``, ``replay_deal_button``, ``review_button`` (with ``on_review``),
    ``extra_buttons``…, ``home_button`` in a centred
    column. ``on_replay()`` starts a new deal, ``on_replay_deal(number)`` deal ``number`` again
    (the one ``set_deal`` gave); either button starts one new game per click."""

    def __init__(
        self,
        object_name: str,
        on_replay: Callable[[], object],
        on_home: Callable[[], object],
        *,
        on_replay_deal: Callable[[int], object] | None = None,
        on_review: Callable[[], object] | None = None,
        extra_buttons: tuple[QPushButton, ...] = (),
        replay_default: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        col = self._build_column(object_name)
        self._build_results(col)
        self._build_deal_label(col)
        self._build_buttons(
            col, on_replay, on_home, on_replay_deal, on_review, extra_buttons, replay_default
        )
        self.celebration = Celebration(self)
        self.board: QWidget | None = None  # the final table beneath the page (``set_board``)
        self._see_through = False
        # The records beaten, as a function that says them in today's language.
        self._records_said: Callable[[], Sequence[str]] | None = None
        self._deal_words: str | None = None  # the game's own sentence (``set_deal_words``)
        self._apply_scale()
        self.retranslate()

    def _build_column(self, object_name: str) -> QVBoxLayout:
        """The page's scroll area and its centred column; the column's layout."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll)
        self.scroll_area = scroll
        body = QWidget()
        body.setObjectName(object_name + "Body")
        scroll.setWidget(body)
        row = QHBoxLayout(body)
        row.addStretch(1)
        column = QWidget()
        column.setMaximumWidth(900)
        column.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        row.addWidget(column, 8)
        row.addStretch(1)
        self.column = column
        col = QVBoxLayout(column)
        col.addStretch(1)
        return col

    def _build_results(self, col: QVBoxLayout) -> None:
        self.title = QLabel()
        self.title.setObjectName("endTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        col.addWidget(self.title)
        self.ranking = QWidget()
        self.ranking.setObjectName("endRanking")
        self._ranking_grid = QGridLayout(self.ranking)
        self._ranking_grid.setHorizontalSpacing(16)
        self._ranking_grid.setVerticalSpacing(2)
        col.addWidget(self.ranking, 0, Qt.AlignmentFlag.AlignHCenter)
        self.placings: list[Placing] = []
        self.records = QLabel()
        self.records.setObjectName("endRecords")
        self.records.setWordWrap(True)
        self.records.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.records.setTextFormat(Qt.TextFormat.RichText)
        self.records.setStyleSheet(
            f"background: {WINNER_BACKGROUND}; color: {WINNER_TEXT}; padding: 6px 12px;"
            " border-radius: 6px;"
        )
        self.records.setVisible(False)
        self.record_lines: list[str] = []
        # The column's width (a word-wrapped label centred by the layout would be given its
        # narrowest width and a height too short for its wrapped lines).
        col.addWidget(self.records)
        self.scores = WholeTableView()
        col.addWidget(self.scores)
        self.notes = QLabel()
        self.notes.setObjectName("endNotes")
        self.notes.setWordWrap(True)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notes.setTextFormat(Qt.TextFormat.RichText)
        col.addWidget(self.notes)

    def _build_deal_label(self, col: QVBoxLayout) -> None:
        self.deal: int | None = None
        # A lesson's end (``for_lesson``): its closing sentence under the sheet, and no deal
        # number (a lesson's game is no deal to give a friend).
        self.lesson_closing: str | None = None
        self._notes: list[str] = []
        self.deal_label = QLabel()
        self.deal_label.setObjectName("endDeal")
        self.deal_label.setWordWrap(True)
        self.deal_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deal_label.setTextFormat(Qt.TextFormat.PlainText)
        # Selectable, to copy the number into a message to a friend.
        self.deal_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.deal_label.setVisible(False)
        col.addWidget(self.deal_label)

    def _build_buttons(
        self,
        col: QVBoxLayout,
        on_replay: Callable[[], object],
        on_home: Callable[[], object],
        on_replay_deal: Callable[[int], object] | None,
        on_review: Callable[[], object] | None,
        extra_buttons: tuple[QPushButton, ...],
        replay_default: bool,
    ) -> None:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.replay_button = QPushButton()
        self.replay_button.setDefault(replay_default)
        self.replay_button.clicked.connect(lambda: self._start(on_replay))
        self.replay_deal_button = QPushButton()
        self.replay_deal_button.setObjectName("endReplayDeal")
        self.replay_deal_button.setVisible(False)
        self._on_replay_deal = on_replay_deal
        self.replay_deal_button.clicked.connect(self._replay_deal)
        # The game looked at again, move by move (``ui/table/review.py``).
        self.review_button = QPushButton()
        self.review_button.setObjectName("endReview")
        if on_review is None:
            self.review_button.setVisible(False)
        else:
            # Not setVisible(True): a button with no parent yet would open as a window of
            # its own (and take the activation from the main window).
            self.review_button.clicked.connect(lambda: on_review())
        self.home_button = QPushButton()
        self.home_button.clicked.connect(lambda: on_home())
        self._buttons = (
            self.replay_button,
            self.replay_deal_button,
            self.review_button,
            *extra_buttons,
            self.home_button,
        )
        for b in self._buttons:
            buttons.addWidget(b)
        buttons.addStretch(1)
        col.addLayout(buttons)
        col.addStretch(2)

    def set_board(self, board: QWidget) -> None:
        """Lay the page over ``board`` (the game's final table, taken from its page): the
        board fills the page beneath, seen at the sides of the column and faintly through it."""
        self.board = board
        board.setParent(self)
        board.setGeometry(self.rect())
        board.lower()
        board.show()
        self.see_through()

    def see_through(self) -> None:
        """The page made to lie over a board (``set_board``), once. A game may ask for it
        early, at a quiet moment: restyling the page cost ~20 ms at the end of a game, when
        the final count starts."""
        if self._see_through:
            return
        self._see_through = True
        # See-through around the column; the column on a veil of the window's colour, opaque
        # enough for its text to read as on the page alone.
        self.scroll_area.setStyleSheet("QScrollArea { background: transparent; }")
        self.scroll_area.viewport().setAutoFillBackground(False)
        body = self.scroll_area.widget()
        if body is not None:
            body.setAutoFillBackground(False)
            body.setStyleSheet(f"#{body.objectName()} {{ background: transparent; }}")
        # As tall as its content, centred: the board shows above and below it too.
        layout = body.layout() if body is not None else None
        if layout is not None:
            layout.setAlignment(self.column, Qt.AlignmentFlag.AlignVCenter)
        veil = self.palette().color(self.backgroundRole())
        self.column.setObjectName("endColumn")
        self.column.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.column.setStyleSheet(
            f"#endColumn {{ background: rgba({veil.red()}, {veil.green()}, {veil.blue()}, 226);"
            " border-radius: 10px; }"
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_width()

    def _apply_scale(self) -> None:
        """Sizes relative to the application's text (``ui/text_size.py``: larger in a larger
        window, or as the person chose): the title 1.8 times the text. A later change of the
        text size scales the title and the ranking by itself."""
        title = QFont(self.font())
        title.setPointSizeF(title.pointSizeF() * 1.8)
        title.setBold(True)
        self.title.setFont(title)
        self._fit_width()

    def _fit_width(self) -> None:
        """The column grows with the text, and is never narrower than the whole score sheet."""
        self.scores.fit()
        self.column.setMaximumWidth(
            max(round(900 * text_size.scale()), self.scores.minimumWidth() + 24)
        )

    def _start(self, new_game: Callable[[], object]) -> None:
        """One new game per click: both buttons rest while it is being made."""
        self.replay_button.setEnabled(False)
        self.replay_deal_button.setEnabled(False)
        new_game()

    def _replay_deal(self) -> None:
        deal, again = self.deal, self._on_replay_deal
        if deal is not None and again is not None:
            self._start(lambda: again(deal))

    def set_deal(self, number: object) -> None:
        """The game's deal number, shown to give a friend, and "Play this deal again"; nothing
        of it when ``number`` is none a person could type (a damaged save's)."""
        self.deal = number if deals.is_deal(number) and self.lesson_closing is None else None
        shown = self.deal is not None
        self.deal_label.setVisible(shown)
        self.replay_deal_button.setVisible(shown and self._on_replay_deal is not None)
        self._say_deal()

    def retranslate(self) -> None:
        self.replay_button.setText(self.tr("Play again"))
        self.replay_button.setToolTip(self.tr("The same players, a new deal"))
        self.replay_deal_button.setText(self.tr("Play this deal again"))
        self.replay_deal_button.setToolTip(self.tr("The same players and the same cards"))
        self.review_button.setText(self.tr("Review the game"))
        self.review_button.setToolTip(self.tr("Every move again, as the cards were"))
        self.home_button.setText(self.tr("Home"))
        self._say_deal()
        if self._records_said is not None:
            self.set_records(self._records_said)
        if self.placings:
            self.set_ranking(self.placings)

    def set_deal_words(self, words: str) -> None:
        """The game's own sentence for its number, translated, with %1 for it (Rami's deals
        a whole match); by default "Deal number %1 — …"."""
        self._deal_words = words
        self._say_deal()

    def _say_deal(self) -> None:
        if self.deal is not None:
            words = self._deal_words or self.tr(
                "Deal number %1 — give it to a friend to play the same deal."
            )
            # The bare digits, as the new-game dialog reads them (no thousands separator).
            self.deal_label.setText(words.replace("%1", str(self.deal)))

    def set_ranking(self, placings: Sequence[Placing]) -> None:
        """One line per player: place, name, score; the winners on a lit background."""
        self.placings = list(placings)
        grid = self._ranking_grid
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for row, p in enumerate(self.placings):
            place = (
                self.tr("1st")
                if p.place == 1
                else self.tr("%1th").replace("%1", str(p.place))
                if p.place > 3
                else (self.tr("2nd") if p.place == 2 else self.tr("3rd"))
            )
            # A total is points: "45 points", never a bare number.
            score = points(int(p.score)) if p.score.lstrip("-").isdigit() else p.score
            cells = (place, p.name, score)
            for col, text in enumerate(cells):
                label = QLabel(html.escape(text))
                label.setObjectName("endWinner" if p.winner else "endPlace")
                font = QFont(self.font())
                font.setPointSizeF(font.pointSizeF() * (1.35 if p.winner else 1.1))
                font.setBold(p.winner or col == 0)
                label.setFont(font)
                label.setAlignment(
                    Qt.AlignmentFlag.AlignRight if col != 1 else Qt.AlignmentFlag.AlignLeft
                )
                if p.winner:
                    label.setStyleSheet(
                        f"background: {WINNER_BACKGROUND}; color: {WINNER_TEXT}; padding: 3px 8px;"
                    )
                else:
                    label.setStyleSheet("padding: 2px 8px;")
                grid.addWidget(label, row, col)

    def set_records(self, lines: Sequence[str] | Callable[[], Sequence[str]]) -> None:
        """The personal records this game beat, one per line, under a heading; none: hidden.
        Given as a function, they are said again in a new language (``retranslate``)."""
        self._records_said = lines if callable(lines) else None
        told = lines() if callable(lines) else lines
        self.record_lines = [line for line in told if line]
        if self.record_lines:
            heading = self.tr("New personal record!", "", len(self.record_lines))
            self.records.setText(
                f"<b>{html.escape(heading)}</b><br>"
                + "<br>".join(html.escape(line) for line in self.record_lines)
            )
        self.records.setVisible(bool(self.record_lines))

    def celebrate(self, allowed: bool) -> bool:
        """The short celebration, when ``allowed`` (the animation speed is not "off") and the
        system does not ask for reduced motion; returns whether it plays."""
        if not allowed or system_reduces_motion():
            return False
        self.celebration.start()
        return True

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.board is not None:
            self.board.setGeometry(self.rect())
        if self.celebration.isVisible():
            self.celebration.setGeometry(self.rect())

    def set_notes(self, lines: Sequence[str]) -> None:
        """Short remarks under the sheet (plain text, one per line); a lesson's closing
        sentence after them."""
        self._notes = list(lines)
        lines = [*lines, self.lesson_closing or ""]
        self.notes.setText("<br>".join(html.escape(line) for line in lines if line))
        self.notes.setVisible(any(lines))

    def for_lesson(self, closing: str) -> None:
        """This game is a lesson: ``closing`` said under the sheet, no deal number."""
        self.lesson_closing = closing
        self.set_deal(None)
        self.set_notes(self._notes)

    def winner_labels(self) -> list[QLabel]:
        return [w for w in self.ranking.findChildren(QLabel) if w.objectName() == "endWinner"]
