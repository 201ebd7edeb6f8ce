"""The last games of one kind, in the statistics dialogs: each finished game's date, players and
result, and "Review" (Enter, a double click) to look at it again move by move on its own
screen (issue 26). A game whose moves were not kept (recorded by an older version, or older
than the last ``results.KEEP_REVIEWABLE``), or whose saved moves are damaged or another game's,
is listed greyed, and says why.

The list holds the games of the person chosen beside the figures, or every player's games
(a box to tick).

``PastGamesView`` shows the list and asks ``opener(game_id)`` to open a game (the main window's
``review_past_game``: "" when shown, else why not); ``statistics_tabs`` puts it beside a
dialog's figures.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.i18n import Context
from abyss_cards.storage import results
from abyss_cards.ui.table.french import put

# How many of the last games the list shows.
SHOWN = 50


class PastGames(Context):
    """``PastGames.tr``: the list's words."""


def when(finished_at: float, long: bool = False) -> str:
    """A game's date and time in the interface's locale (``QLocale``)."""
    moment = QDateTime.fromSecsSinceEpoch(int(finished_at))
    if long:
        return QLocale().toString(moment.date(), QLocale.FormatType.LongFormat)
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def players_text(game: results.PastGame) -> str:
    """ "Ana 12 · Léo 35": each seat's name and total."""
    return " · ".join(f"{s.name} {s.total}" for s in game.seats)


def result_text(game: results.PastGame) -> str:
    """Who won, in words."""
    winners = [s.name for s in game.seats if s.winner]
    if len(winners) == 1:
        return put(PastGames.tr("%1 won"), "%1", winners[0], person=True)
    if winners:
        return PastGames.tr("Shared victory: %1").replace("%1", ", ".join(winners))
    return "—"


def problem_text(problem: str) -> str:
    """Why a game cannot be reviewed, in one sentence."""
    if problem == results.NO_MOVES:
        return PastGames.tr(
            "Its moves were not kept (a game recorded by an older version, or before the "
            "last %n games): only its result remains.",
            "",
            results.KEEP_REVIEWABLE,
        )
    if problem == results.FOREIGN:
        return PastGames.tr("Its saved moves are those of another game: it cannot be replayed.")
    if problem == "unreadable":
        return PastGames.tr("The results cannot be read just now: try again in a moment.")
    return PastGames.tr("Its saved moves are damaged: it cannot be replayed.")


def about_text(game: results.PastGame) -> str:
    """The game in one sentence: its date and its winner ("La partie du … , victoire d'Ana")."""
    winners = [s.name for s in game.seats if s.winner]
    date = when(game.finished_at, long=True)
    if len(winners) == 1:
        text = PastGames.tr("The game of %1, won by %2.").replace("%1", date)
        return put(text, "%2", winners[0], person=True)
    return PastGames.tr("The game of %1.").replace("%1", date)


class _List(QTableWidget):
    """The list: Enter opens the game chosen (a double click too)."""

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entered.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class PastGamesView(QWidget):
    """The last ``SHOWN`` games of ``game``, newest first, and the Review button: those
    ``person`` played (``set_person``), unless "Every player's games" is ticked (all of them
    when there is no person)."""

    def __init__(
        self,
        game: str,
        opener: Callable[[int], str] | None = None,
        parent: QWidget | None = None,
        person: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pastGames")
        self.game = game
        self.opener = opener
        self.person = person or None
        # Found not reviewable when opened (the first look saw nothing wrong): game id, why.
        self.refused: dict[int, str] = {}
        col = QVBoxLayout(self)
        self.everyone = QCheckBox()
        self.everyone.setObjectName("pastGamesEveryone")
        col.addWidget(self.everyone)
        self.games = self._load()
        self.list = _List()
        self.list.setObjectName("pastGamesList")
        self.list.setAlternatingRowColors(True)
        self.list.setColumnCount(3)
        self.list.setShowGrid(False)
        self.list.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.list.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.list.setTabKeyNavigation(False)
        # Long names wrap onto a second line of their row, never cut.
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.verticalHeader().setVisible(False)
        self.list.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.list.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        col.addWidget(self.list, 1)
        self.about = QLabel()
        self.about.setObjectName("pastGamesAbout")
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.PlainText)
        col.addWidget(self.about)
        row = QHBoxLayout()
        row.addStretch(1)
        self.review_button = QPushButton()
        self.review_button.setObjectName("pastGamesReview")
        self.review_button.clicked.connect(self.review_chosen)
        row.addWidget(self.review_button)
        col.addLayout(row)
        self.list.entered.connect(self.review_chosen)
        self.list.itemDoubleClicked.connect(lambda *_: self.review_chosen())
        self.list.currentCellChanged.connect(lambda *_: self._chosen_changed())
        self._set_everyone_box()
        self.everyone.toggled.connect(lambda _on: self._reload())
        self.retranslate()
        self._choose_first()

    def _load(self) -> list[results.PastGame]:
        """The games to list: the person's, or everyone's."""
        mine = self.person is not None and not self.everyone.isChecked()
        return results.past_games(self.game, SHOWN, player=self.person if mine else None)

    def _set_everyone_box(self) -> None:
        """Without a person, everyone's games, the box ticked and greyed."""
        if self.person is None:
            self.everyone.setChecked(True)
        self.everyone.setEnabled(self.person is not None)

    def set_person(self, person: str | None) -> None:
        """The games of ``person`` now (the person chosen beside the figures)."""
        person = person or None
        if person != self.person:
            self.person = person
            self.everyone.blockSignals(True)
            self._set_everyone_box()
            self.everyone.blockSignals(False)
            self._reload()

    def _reload(self) -> None:
        self.games = self._load()
        self.list.clearContents()
        self.list.setCurrentCell(-1, -1)
        self._fill()
        self._choose_first()

    def _choose_first(self) -> None:
        first = next((i for i, g in enumerate(self.games) if self.problem(g) == ""), 0)
        self._choose(first)

    def problem(self, game: results.PastGame) -> str:
        return self.refused.get(game.game_id, game.problem)

    def retranslate(self) -> None:
        self.list.setHorizontalHeaderLabels(
            [PastGames.tr("Date"), PastGames.tr("Players"), PastGames.tr("Result")]
        )
        self.list.setAccessibleName(PastGames.tr("Last games"))
        self.review_button.setText(PastGames.tr("Review"))
        self.everyone.setText(PastGames.tr("Every player's games"))
        self._fill()

    def _fill(self) -> None:
        current = self.list.currentRow()
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        self.list.setRowCount(len(self.games))
        for row, game in enumerate(self.games):
            why = self.problem(game)
            texts = (when(game.finished_at), players_text(game), result_text(game))
            for c, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, game.game_id)
                if why:
                    item.setForeground(grey)
                    item.setToolTip(problem_text(why))
                else:
                    item.setToolTip(PastGames.tr("Review this game move by move (Enter)"))
                self.list.setItem(row, c, item)
        if not self.games and self.person is not None and not self.everyone.isChecked():
            text = PastGames.tr("%1 has not finished a game yet.")
            self.about.setText(put(text, "%1", self.person, person=True))
        elif not self.games:
            self.about.setText(PastGames.tr("No finished game yet."))
        self._choose(current)
        self._chosen_changed()

    def _choose(self, row: int) -> None:
        if 0 <= row < len(self.games):
            self.list.setCurrentCell(row, 0)

    def chosen(self) -> results.PastGame | None:
        row = self.list.currentRow()
        return self.games[row] if 0 <= row < len(self.games) else None

    def _chosen_changed(self) -> None:
        game = self.chosen()
        if game is None:
            self.review_button.setEnabled(False)
            self.review_button.setToolTip("")
            return
        why = self.problem(game)
        about = about_text(game)
        self.about.setText(f"{about} {problem_text(why)}" if why else about)
        self.review_button.setEnabled(not why and self.opener is not None)
        self.review_button.setToolTip(
            problem_text(why) if why else PastGames.tr("Review this game move by move (Enter)")
        )

    def review_chosen(self) -> None:
        """Open the chosen game in review; if it cannot be, it is greyed and says why."""
        game = self.chosen()
        if game is None or self.problem(game) or self.opener is None:
            return
        why = self.opener(game.game_id)
        if why:
            self.refused[game.game_id] = why
            self._fill()


def statistics_tabs(
    dialog: QDialog, game: str, figures: QWidget
) -> tuple[QTabWidget, PastGamesView]:
    """``figures`` (the dialog's statistics) and the last games, each a tab. Review closes the
    dialog and opens the game on the main window that holds the dialog's parent."""

    parent = dialog.parentWidget()
    window = parent.window() if parent is not None else None
    opener = getattr(window, "review_past_game", None)

    def open_game(game_id: int) -> str:
        assert callable(opener)
        dialog.hide()  # the window's keys go to the review, not to the dialog
        why = str(opener(game, game_id))
        if why:
            dialog.show()
        else:
            dialog.accept()
        return why

    from abyss_cards.ui.table.statistics import StatisticsView

    # The person chosen beside the figures: the last games are theirs (unless everyone's).
    chooser = figures if isinstance(figures, StatisticsView) else figures.findChild(StatisticsView)
    person = chooser.chooser.currentText() if chooser is not None else None
    tabs = QTabWidget()
    tabs.setObjectName("statisticsTabs")
    past = PastGamesView(game, open_game if callable(opener) else None, person=person)
    if chooser is not None:
        chooser.chooser.currentTextChanged.connect(past.set_person)
    tabs.addTab(figures, PastGames.tr("Figures"))
    tabs.addTab(past, PastGames.tr("Last games"))
    return tabs, past
