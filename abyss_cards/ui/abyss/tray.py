"""The Location tray: when a person may take a Location, the Locations to choose from (face up,
drawn, or the deck for Black Smokers) as large cards over the table, each with its name, its
scoring text and what it would give that person now (the engine's ``location_points``).

A card plays the legal action it stands for (``chosen``); a Location that cannot be taken now
is shown dimmed with the engine's reason. Keyboard: the arrows walk the cards, Enter or Space
plays one, a digit plays the n-th, Escape skips (when skipping is legal) or hides the tray.
The tray lies over the table's view: the table keeps its whole size beneath."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.games.abyss import AbyssState, AbyssView
from abyss_cards.games.abyss import actions as A
from abyss_cards.i18n import translate_refusal
from abyss_cards.ui.abyss.decisions import Choices, location_name
from abyss_cards.ui.abyss.reading import location_points
from abyss_cards.ui.table.french import put
from abyss_cards.ui.table.scrolling import SEE_THROUGH, downward_scroll_area

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

LocationAction = A.TakeLocation | A.KeepLocation | A.ExchangeLocation
# The bar's other answers to the same decision, repeated under the cards.
FOOTER_ACTIONS = (A.DrawLocations, A.Skip)
DIMMED_OPACITY = 0.5
STYLE = """
QFrame#abyssLocationTray { background: rgba(8, 24, 40, 230); border-radius: 10px; }
QLabel#trayTitle { color: #f4ecd8; }
QFrame#trayCard { background: #f4ecd8; border: 2px solid #8a6d3b; border-radius: 8px; }
QFrame#trayCard:focus { border: 4px solid #f2c14e; }
QFrame#trayCard QLabel { color: #1b1b1b; background: transparent; }
QLabel#trayPoints { color: #0b5d2a; }
QLabel#trayWhy { color: #8b1a1a; }
"""


@dataclass(frozen=True)
class TrayEntry:
    """One Location of the tray: ``action`` the legal action it plays (``None``: not now,
    ``why`` says why), ``points`` what it would give the deciding seat now."""

    location: int
    action: LocationAction | None
    points: int
    why: str = ""


def _location_of(action: A.Action) -> int | None:
    if isinstance(action, A.TakeLocation | A.KeepLocation | A.ExchangeLocation):
        return action.location
    return None


def tray_entries(state: AbyssState, view: AbyssView, choices: Choices) -> list[TrayEntry]:
    """The Locations to show for the decision of ``view.seat``: one per legal Location action
    offered, then (while keeping one of those drawn) the face-up ones, dimmed, with the engine's
    reason. Nothing when no Location can be chosen now."""
    offered = [*choices.cards.values(), *(b.action for b in choices.buttons)]
    actions = [a for a in dict.fromkeys(offered) if _location_of(a) is not None]
    if not actions:
        return []
    seat = view.seat
    out: list[TrayEntry] = []
    for action in actions:
        location = _location_of(action)
        assert location is not None and isinstance(action, LocationAction)
        out.append(TrayEntry(location, action, location_points(state, seat, location)))
    shown = {entry.location for entry in out}
    for location in view.face_up:
        if location in shown:
            continue
        refusal = state.refusal(A.TakeLocation(location))
        why = translate_refusal(refusal) if refusal is not None else ""
        out.append(TrayEntry(location, None, location_points(state, seat, location), why))
    return out


class TrayCard(QFrame):
    """One Location, large: a click (or Enter, Space) plays its action when it has one."""

    activated = Signal(object)

    def __init__(self, entry: TrayEntry, number: int, tray: LocationTray) -> None:
        # A child of the tray's body from the start, not only once placed in its grid: a
        # parentless card is a top-level widget that Python's cycle collector may delete at
        # any moment (a worker crashed in the middle of Qt's list of top-level widgets).
        super().__init__(tray.body)
        self.setObjectName("trayCard")
        self.entry = entry
        self._tray = tray
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if entry.action else Qt.FocusPolicy.NoFocus)
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if entry.action else Qt.CursorShape.ArrowCursor
        )
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 8, 10, 8)
        column.setSpacing(4)
        name = location_name(entry.location, tray.language)
        self.name_label = QLabel((f"{number}. " if number else "") + name)
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.1)
        self.name_label.setFont(bold)
        self.name_label.setWordWrap(True)
        column.addWidget(self.name_label)
        self.text_label = QLabel(tray.location_text(entry.location))
        self.text_label.setWordWrap(True)
        column.addWidget(self.text_label, 1)
        self.points_label = QLabel(tray.points_words(entry.points))
        self.points_label.setObjectName("trayPoints")
        big = QFont(bold)
        big.setPointSizeF(self.font().pointSizeF() * 1.15)
        self.points_label.setFont(big)
        self.points_label.setWordWrap(True)
        column.addWidget(self.points_label)
        self.why_label = QLabel(entry.why)
        self.why_label.setObjectName("trayWhy")
        self.why_label.setWordWrap(True)
        self.why_label.setVisible(bool(entry.why))
        column.addWidget(self.why_label)
        self.setAccessibleName(name)
        self.setAccessibleDescription(
            " ".join(t for t in (self.text_label.text(), self.points_label.text(), entry.why) if t)
        )
        self.setToolTip(entry.why or self.points_label.text())
        if entry.action is None:
            effect = QGraphicsOpacityEffect(self)
            effect.setOpacity(DIMMED_OPACITY)
            self.setGraphicsEffect(effect)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.play()
        super().mouseReleaseEvent(event)

    def play(self) -> None:
        if self.entry.action is not None:
            self.activated.emit(self.entry.action)


class LocationTray(QFrame):
    """Over ``view`` (the table's), hidden until ``offer`` has Locations to show. ``chosen`` is
    emitted with the engine action of the card or button the person chose."""

    chosen = Signal(object)

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.setObjectName("abyssLocationTray")
        self.setStyleSheet(STYLE)
        self.language = "en"
        self.cards: list[TrayCard] = []
        self.footer_buttons: list[QPushButton] = []
        self.skip: A.Action | None = None
        self.offered = False  # Locations to choose now (the tray may be hidden by Escape)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 10, 12, 10)
        self.title = QLabel()
        self.title.setObjectName("trayTitle")
        self.title.setWordWrap(True)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        outer.addWidget(self.title)
        self.scroller = downward_scroll_area()
        self.scroller.setStyleSheet(SEE_THROUGH)
        self.body = QWidget()
        self.grid = QGridLayout(self.body)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(10)
        self.scroller.setWidget(self.body)
        outer.addWidget(self.scroller, 1)
        self.footer = QHBoxLayout()
        self.footer.addStretch(1)
        outer.addLayout(self.footer)
        self.hide_button = QPushButton(self)  # the tray's own before it is in the footer
        self.hide_button.clicked.connect(self.step_aside)
        view.installEventFilter(self)
        self.setVisible(False)

    # -- what to show -------------------------------------------------------------------------
    def location_text(self, location: int) -> str:
        from abyss_cards.games.abyss.data import LOCATION_BY_ID

        data = LOCATION_BY_ID[location]
        return data.text_fr if self.language == "fr" else data.text_en

    def points_words(self, points: int) -> str:
        """ "+3 for you now", or with the person's name when several share the screen."""
        if self._name is None:
            return translate("AbyssTray", "+%1 for you now").replace("%1", str(points))
        return put(
            translate("AbyssTray", "+%1 for %2 now").replace("%1", str(points)),
            "%2",
            self._name,
            person=True,
        )

    _name: str | None = None

    def offer(
        self,
        state: AbyssState,
        view: AbyssView | None,
        choices: Choices,
        language: str,
        name: str | None = None,
    ) -> None:
        """The Locations of the decision ``choices`` offers to ``view.seat`` (``None``, or no
        Location among them: the tray goes). ``name``: the person's, when the screen is shared
        (the points are then said for them by name, not "you")."""
        self.language = language
        self._name = name
        entries = tray_entries(state, view, choices) if view is not None else []
        self._clear()
        self.offered = bool(entries)
        if not entries:
            self.setVisible(False)
            return
        assert view is not None and view.pending is not None
        self.title.setText(self._title(view.pending.kind))
        number = 0
        for entry in entries:
            if entry.action is not None:
                number += 1
            card = TrayCard(entry, number if entry.action and number <= 9 else 0, self)
            card.activated.connect(self.chosen.emit)
            card.installEventFilter(self)
            self.cards.append(card)
        self.skip = None
        for button in choices.buttons:
            if isinstance(button.action, FOOTER_ACTIONS):
                self._footer_button(button.text, button.action)
                if isinstance(button.action, A.Skip):
                    self.skip = button.action
        self.hide_button.setText(translate("AbyssTray", "See the table (Esc)"))
        self.hide_button.setToolTip(
            translate("AbyssTray", "Escape again brings these Locations back over the table")
        )
        self.footer.addWidget(self.hide_button)
        self.setVisible(True)
        self.raise_()
        self.place()

    def _title(self, kind: str) -> str:
        return {
            "control": translate(
                "AbyssTray", "Take a face-up Location, or draw from the deck and keep one"
            ),
            "keep": translate("AbyssTray", "Keep one of the Locations drawn"),
            "smokers": translate(
                "AbyssTray", "Black Smokers: exchange it for a Location of the deck, or skip"
            ),
        }.get(kind, translate("AbyssTray", "Choose a Location"))

    def _footer_button(self, text: str, action: A.Action) -> None:
        button = QPushButton(text)
        button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
        self.footer.insertWidget(self.footer.count() - 1, button)
        self.footer_buttons.append(button)

    def _clear(self) -> None:
        for card in self.cards:
            self.grid.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = []
        for button in self.footer_buttons:
            self.footer.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.footer_buttons = []
        self.footer.removeWidget(self.hide_button)

    def covers(self, action: A.Action) -> bool:
        """Is ``action`` offered here (a Location's card, a button of the tray's foot)? The
        bar then leaves it to the tray: four "Keep…" or "Draw…" buttons sent the bar to a
        second row, and the table shrank for them."""
        return self.offered and (
            _location_of(action) is not None or isinstance(action, FOOTER_ACTIONS)
        )

    def legal_cards(self) -> list[TrayCard]:
        return [card for card in self.cards if card.entry.action is not None]

    # -- where it lies ------------------------------------------------------------------------
    def place(self) -> None:
        """Centred over the table, the cards in as many columns as fit (the rest scrolls)."""
        host = self.parentWidget()
        if host is None or not self.cards:
            return
        area = host.rect()
        if area.width() < 200 or area.height() < 150:
            return  # not laid out yet: placed again when the view gets its size
        margin = max(8, area.width() // 40)
        line = self.fontMetrics().height()
        card_width = max(150, min(16 * line, area.width() // 3))
        room = area.width() - 2 * margin - 24
        columns = max(1, min(len(self.cards), (room + 10) // (card_width + 10)))
        for k, card in enumerate(self.cards):
            self.grid.addWidget(card, k // columns, k % columns)
            card.setFixedWidth(card_width)
        width = min(room + 24, columns * (card_width + 10) + 24)
        width = min(max(width, self.footer.sizeHint().width() + 24), area.width() - 2 * margin)
        # The cards' wrapped text decides their height: each row as tall as its tallest card.
        rows = [
            max(card.heightForWidth(card_width) for card in self.cards[k : k + columns])
            for k in range(0, len(self.cards), columns)
        ]
        body = sum(rows) + self.grid.spacing() * (len(rows) - 1)
        chrome = self.title.heightForWidth(width - 24) + self.footer.sizeHint().height() + 44
        height = min(area.height() - 2 * margin, body + chrome)
        self.setGeometry(
            QRect(
                area.left() + (area.width() - width) // 2,
                area.top() + (area.height() - height) // 2,
                width,
                height,
            )
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            if self.isVisible():
                self.place()
            return False
        if isinstance(watched, TrayCard) and isinstance(event, QKeyEvent):
            # The tray's keys before the screen's shortcuts (the digits press the bar's buttons).
            if event.type() == QEvent.Type.ShortcutOverride and self._handles(event):
                event.accept()
                return True
            if event.type() == QEvent.Type.KeyPress and self._handles(event):
                self._key(watched, event)
                return True
        return False

    def step_aside(self) -> None:
        """Hidden to see the table beneath; the focus on the table (Escape there brings the
        tray back: ``come_back``)."""
        self.hide()
        host = self.parentWidget()
        if host is not None:
            host.setFocus(Qt.FocusReason.OtherFocusReason)

    def come_back(self) -> bool:
        """Shown again after ``step_aside`` while its Locations are still to choose."""
        if not self.offered or self.isVisible():
            return False
        self.setVisible(True)
        self.raise_()
        self.place()
        self.focus_first()
        return True

    # -- the keyboard -------------------------------------------------------------------------
    def focus_first(self) -> None:
        cards = self.legal_cards()
        if cards and self.isVisible():
            cards[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_action(self, action: A.Action) -> bool:
        """The keyboard focus on the card that plays ``action`` (the hint); whether there is one
        in view."""
        for card in self.legal_cards():
            if card.entry.action == action and self.isVisible():
                card.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return False

    @staticmethod
    def _handles(event: QKeyEvent) -> bool:
        key = event.key()
        return (
            Qt.Key.Key_1 <= key <= Qt.Key.Key_9
            or key
            in (
                Qt.Key.Key_Left,
                Qt.Key.Key_Right,
                Qt.Key.Key_Up,
                Qt.Key.Key_Down,
                Qt.Key.Key_Return,
                Qt.Key.Key_Enter,
                Qt.Key.Key_Space,
                Qt.Key.Key_Escape,
            )
        ) and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier

    def _key(self, card: TrayCard, event: QKeyEvent) -> None:
        key = event.key()
        cards = self.legal_cards()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            n = int(key) - int(Qt.Key.Key_1)
            if n < len(cards):
                cards[n].play()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            card.play()
        elif key == Qt.Key.Key_Escape:
            if self.skip is not None:
                self.chosen.emit(self.skip)
            else:
                self.step_aside()
        elif card in cards:
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            cards[(cards.index(card) + step) % len(cards)].setFocus(Qt.FocusReason.OtherFocusReason)
