"""The new-game dialog the games share: who plays (a number of players, each seat a name and who
plays it: a person or a computer player of a level), the choices of last time, the deal of the
day, and the deal number out of sight in an "Advanced" fold.

Plongée and Abyss use the dialog itself (Plongée adds the score that ends the game); Rami keeps
its own two-seat form and reuses the fold. Whatever ``settings.remembered`` holds (the settings
file is input like any other), the dialog opens with sensible choices."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.core import deals, names
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.table.lesson import offer_lesson
from abyss_cards.ui.table.persons import is_default_you

# Names offered to the computer players, seat 2 onwards.
BOT_NAMES = ("Ondine", "Marin", "Nacre", "Corail", "Perle", "Triton", "Écume", "Galet")
# (kind, level) per entry of the "Played by" list, in its order.
CHOICES = ((HUMAN, ""), (BOT, "easy"), (BOT, "medium"), (BOT, "expert"))
PERSON, MEDIUM = 0, 2  # the first seat is a person, the others medium computer players
NAME_LENGTH = 24
DEAL_DIGITS = deals.DIGITS
# What a window manager's title bar holds besides the title (the icon, three buttons, margins),
# in lines of the dialog's font: a dialog as narrow as its fields had its title cut in the
# middle ("Nouvelle partie de…ée").
TITLE_BAR_LINES = 12
# Title bars write the title in bold, often a little larger than the dialog's font.
TITLE_FONT_SCALE = 1.1


def remembered_choices(settings: object, key: str) -> dict[str, Any]:
    """``settings.remembered[key]`` if it is an object, else an empty one."""
    remembered = getattr(settings, "remembered", None)
    entry = remembered.get(key) if isinstance(remembered, dict) else None
    return entry if isinstance(entry, dict) else {}


def title_width(dialog: QWidget) -> int:
    """The least width of ``dialog`` that shows its window title whole in a title bar."""
    font = QFont(dialog.font())
    font.setBold(True)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * TITLE_FONT_SCALE)
    else:
        font.setPixelSize(round(font.pixelSize() * TITLE_FONT_SCALE))
    room = TITLE_BAR_LINES * dialog.fontMetrics().height()
    return QFontMetrics(font).horizontalAdvance(dialog.windowTitle()) + room


def whole_number(value: object, low: int, high: int, default: int) -> int:
    """``value`` if it is a whole number in [low, high] (``True`` is no number), else
    ``default``."""
    return value if type(value) is int and low <= value <= high else default


class AdvancedFold(QWidget):
    """The deal to play: a "Deal of the day" box (the same cards for everyone today), then an
    "Advanced" button with an arrow that opens, below it, the deal number, to play a deal again
    or a friend's (empty: a new one). ``game`` is the game's registry key; ``today`` gives the
    date of the deal of the day (tests fix it)."""

    toggled = Signal(bool)

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("advancedFold")
        self.game = game
        self.today: Callable[[], date] = date.today
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.daily = QCheckBox(self.tr("&Deal of the day"))
        self.daily.setObjectName("dealOfTheDay")
        self.daily.setToolTip(self.tr("Today everyone who ticks this box plays the same cards."))
        self.daily.setAccessibleDescription(self.daily.toolTip())
        self.daily.toggled.connect(self._daily_toggled)
        layout.addWidget(self.daily)
        self.button = QToolButton()
        self.button.setCheckable(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setArrowType(Qt.ArrowType.RightArrow)
        self.button.setAutoRaise(True)
        self.button.setText(self.tr("&Advanced"))
        self.button.setAccessibleDescription(self.tr("Show or hide the deal number"))
        self.button.toggled.connect(self._toggle)
        layout.addWidget(self.button)
        self.body = QWidget()
        self.form = QFormLayout(self.body)
        self.form.setContentsMargins(18, 0, 0, 0)
        self.seed = QLineEdit()
        self.seed.setMaxLength(DEAL_DIGITS)
        self.seed.setPlaceholderText(self.tr("a new deal"))
        self.seed.setToolTip(self.tr("A number replays the same deal; leave empty for a new one."))
        self.seed.setAccessibleDescription(self.seed.toolTip())
        self.seed_label = QLabel(self.tr("Deal &number:"))
        self.seed_label.setBuddy(self.seed)
        self.seed_label.setToolTip(self.seed.toolTip())
        self.form.addRow(self.seed_label, self.seed)
        self.seed.textEdited.connect(self._typed)
        self.share = QLabel(
            self.tr(
                "The same number gives the same deal: give it to a friend to play the same cards."
            )
        )
        self.share.setObjectName("dealToShare")
        self.share.setWordWrap(True)
        self.form.addRow(self.share)
        self.body.setVisible(False)
        layout.addWidget(self.body)

    def todays_deal(self) -> int:
        return deals.deal_of_the_day(self.game, self.today())

    def _daily_toggled(self, daily: bool) -> None:
        """Ticked: today's number in the field, shown; unticked: the field empty again."""
        if daily:
            self.seed.setText(str(self.todays_deal()))
            self.open()
        elif self.seed.text().strip() == str(self.todays_deal()):
            self.seed.clear()

    def _typed(self, text: str) -> None:
        """A number typed over today's is no longer the deal of the day."""
        if self.daily.isChecked() and text.strip() != str(self.todays_deal()):
            self.daily.blockSignals(True)  # the typed number stays
            self.daily.setChecked(False)
            self.daily.blockSignals(False)

    def _toggle(self, open_: bool) -> None:
        self.body.setVisible(open_)
        self.button.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.toggled.emit(open_)

    def is_open(self) -> bool:
        return self.button.isChecked()

    def open(self) -> None:
        self.button.setChecked(True)

    def seed_problem(self) -> str:
        """Why the deal number cannot be used, in plain words; empty if it can."""
        text = self.seed.text().strip()
        if text and not (text.isascii() and text.isdigit()):
            return self.tr(
                "The deal number is a whole number such as 4821; leave it empty for a new deal."
            )
        return ""

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text and not self.seed_problem() else None

    def may_start(self, error: QLabel, problem: str) -> bool:
        """Whether the game may start: ``problem`` (the dialog's reason why not, or "") is
        said in ``error``; when the deal number is the problem the fold opens on it."""
        error.setText(problem)
        error.setVisible(bool(problem))
        if problem and self.seed_problem():
            self.open()
            self.seed.setFocus()
        return not problem


class _SeatsArea(QScrollArea):
    """The seat rows; as tall as they are while the screen has room, scrolled beyond (eight
    seats with large text on a small screen)."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        inner = self.widget()
        return super().sizeHint() if inner is None else inner.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        seats = self.widget()
        if seats is None:
            return super().minimumSizeHint()
        inner = seats.minimumSizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar, min(inner.height(), 3 * self.fontMetrics().height()))


class NewGameDialog(QDialog):
    """``seats`` (low, high) seats, each a person or a computer player of a level, and their
    names; an optional deal number. ``game``: the game's registry key; ``settings.remembered``
    holds last time's choices under ``<game>_new_game`` (``remember()`` gives the new ones). A game adds its own fields to
    ``self.form`` (below the number of players)."""

    def __init__(
        self,
        settings: object,
        parent: QWidget | None = None,
        *,
        game: str,
        seats: tuple[int, int],
        players: int,
    ) -> None:
        super().__init__(parent)
        self.remembered = remembered_choices(settings, f"{game}_new_game")
        self.lowest, self.most = seats
        name = getattr(settings, "player_name", "")
        person = (name.strip() if isinstance(name, str) else "")[:NAME_LENGTH] or self.tr("You")
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(self.lowest, self.most)
        self.count.setValue(
            whole_number(self.remembered.get("players"), self.lowest, self.most, players)
        )
        self.count.setAccessibleName(self.tr("Number of players"))
        self.form.addRow(self.tr("&Players:"), self.count)
        layout.addLayout(self.form)

        self._build_seats(layout, person)
        self.advanced_fold = AdvancedFold(game)
        self.advanced_fold.toggled.connect(lambda _open: self._fit())
        # The names the games' code and tests use.
        self.advanced, self.fold, self.seed = (
            self.advanced_fold.button,
            self.advanced_fold.body,
            self.advanced_fold.seed,
        )
        layout.addWidget(self.advanced_fold)
        self.error = QLabel()
        self.error.setObjectName("newGameProblem")
        self.error.setStyleSheet("color: #b03030")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        layout.addWidget(self.error)
        offer_lesson(self, layout, settings, game)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        # Seats renamed "Player N" from the default "You" (``_name_the_people``): their name.
        self._renamed: dict[int, str] = {}
        self.count.valueChanged.connect(self._name_the_people)
        for kind in self.kinds:
            kind.currentIndexChanged.connect(self._name_the_people)
        self._show_rows()
        self._name_the_people()

    def _build_seats(self, layout: QVBoxLayout, person: str) -> None:
        rows = QWidget()
        self.grid = QGridLayout(rows)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        self.grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        self.grid.setColumnStretch(1, 1)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        saved_seats = self.remembered.get("seats")
        if not isinstance(saved_seats, list):
            saved_seats = []
        for i in range(self.most):
            number = str(i + 1)
            label = QLabel(self.tr("Seat %1").replace("%1", number))
            field = QLineEdit()
            field.setMaxLength(NAME_LENGTH)
            kind = QComboBox()
            for text in (
                self.tr("A person"),
                self.tr("Computer: easy"),
                self.tr("Computer: medium"),
                self.tr("Computer: expert"),
            ):
                kind.addItem(text)
            saved = (
                saved_seats[i] if i < len(saved_seats) and isinstance(saved_seats[i], dict) else {}
            )
            saved_name = saved.get("name")
            field.setText(
                saved_name.strip()[:NAME_LENGTH]
                if isinstance(saved_name, str) and saved_name.strip()
                else (person if i == 0 else BOT_NAMES[i - 1])
            )
            kind.setCurrentIndex(
                whole_number(saved.get("choice"), 0, len(CHOICES) - 1, PERSON if i == 0 else MEDIUM)
            )
            label.setBuddy(field)
            # Each seat's two fields, named for a screen reader ("Seat 2: played by").
            field.setAccessibleName(self.tr("Seat %1: name").replace("%1", number))
            kind.setAccessibleName(self.tr("Seat %1: played by").replace("%1", number))
            self.grid.addWidget(label, i + 1, 0)
            self.grid.addWidget(field, i + 1, 1)
            self.grid.addWidget(kind, i + 1, 2)
            self.names.append(field)
            self.kinds.append(kind)
        self.seats_area = _SeatsArea()
        self.seats_area.setWidget(rows)
        self.seats_area.setWidgetResizable(True)
        self.seats_area.setFrameShape(QFrame.Shape.NoFrame)
        self.seats_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seats_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.seats_area, 1)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.WindowTitleChange, QEvent.Type.FontChange):
            self._keep_title_whole()

    def _keep_title_whole(self) -> None:
        """Wide enough for the window title whole, as long as the screen is."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            self.setMinimumWidth(min(title_width(self), screen.availableGeometry().width() - 48))

    def _fit(self) -> None:
        """Never taller than the screen: the seat rows scroll instead."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            # Room for the window's title bar and frame, which the dialog's height leaves out.
            self.setMaximumHeight(max(240, screen.availableGeometry().height() - 48))
        self._keep_title_whole()
        self.seats_area.updateGeometry()
        self.adjustSize()

    def _show_rows(self) -> None:
        n = self.count.value()
        for i in range(self.most):
            for col in range(3):
                item = self.grid.itemAtPosition(i + 1, col)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.setVisible(i < n)
        self._fit()

    def _name_the_people(self) -> None:
        """Between two people or more nobody is "you": a person's seat still called "You" (the
        default) reads "Player N" while they share the screen, and "You" again once alone."""
        people = {
            i
            for i in range(self.count.value())
            if CHOICES[self.kinds[i].currentIndex()][0] == HUMAN
        }
        for i, field in enumerate(self.names):
            player = self.tr("Player %1").replace("%1", str(i + 1))
            if len(people) > 1 and i in people and is_default_you(field.text()):
                self._renamed[i] = field.text()
                field.setText(player)
            elif i in self._renamed and (len(people) < 2 or i not in people):
                name = self._renamed.pop(i)
                if field.text() == player:  # not typed over since
                    field.setText(name)

    def seats(self) -> list[Seat]:
        out = []
        for i in range(self.count.value()):
            kind, level = CHOICES[self.kinds[i].currentIndex()]
            name = names.tidy(self.names[i].text()) or self.tr("Player %1").replace(
                "%1", str(i + 1)
            )
            out.append(Seat(name, kind, level or "medium"))
        return out

    def seed_value(self) -> int | None:
        return self.advanced_fold.seed_value()

    def problem(self) -> str:
        """Why the game cannot start with these choices, in plain words; empty if it can."""
        seen: dict[str, str] = {}
        seats = self.seats()
        for seat in seats:
            if (hidden := names.hidden_character(seat.name)) is not None:
                return self.tr(
                    "A name cannot hold an invisible or special character (%1): type "
                    "it again without it."
                ).replace("%1", names.code_point(hidden))
            key = seat.name.casefold()
            if key in seen:
                return self.tr("Two players are called %1: give each a name of their own.").replace(
                    "%1", seat.name
                )
            seen[key] = seat.name
        alike = names.lookalikes(seat.name for seat in seats)
        if alike:  # at the table, nothing would tell them apart
            first, second = alike[0]
            return (
                self.tr("“%1” and “%2” look alike: give each a name of their own.")
                .replace("%1", first)
                .replace("%2", second)
            )
        return self.advanced_fold.seed_problem()

    def _accept(self) -> None:
        if self.advanced_fold.may_start(self.error, self.problem()):
            self.accept()
        else:
            self._fit()

    def remember(self) -> dict[str, Any]:
        return {
            "players": self.count.value(),
            "seats": [
                {"name": self.names[i].text().strip(), "choice": self.kinds[i].currentIndex()}
                for i in range(self.most)
            ],
        }
