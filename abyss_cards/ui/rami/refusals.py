"""Rami refusals as the person reads them: a sentence a first-time player understands (what is
wrong, what to do), with the rule behind it in the expert's words one click away; and the one
place in the bar where they are shown, two lines high with a "Why?" button that opens the whole
reason (issue 24, point 3). Never on the table: a refusal must not cover the pot or the discard
the person is to click next."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QToolButton, QWidget

from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.table.status_line import FixedLinesLabel

if TYPE_CHECKING:
    from abyss_cards.core.errors import IllegalAction


@dataclass(frozen=True)
class Refusal:
    text: str  # for a first-time player: what is wrong and what to do
    detail: str = ""  # the rule behind it, for whoever asks "why?"

    def then(self, advice: str) -> Refusal:
        """The refusal followed by what to do instead (one sentence after the other)."""
        return Refusal(f"{self.text.rstrip('.')}. {advice}", self.detail)


def _taken_at_once() -> str:
    return Rami.tr(
        "A discard you take must be played in the same turn: in a new meld or on a meld of the "
        "table. Otherwise draw from the pot."
    )


def _opening_rule(required: object) -> str:
    return d.fill(
        Rami.tr(
            "Before your first lay-down you may take the discard only to lay down with it at "
            "once: melds worth at least %1 points, one of them a clean run (a run without a "
            "joker) that does not use the taken card; or a direct close (all your cards in melds "
            "at once)."
        ),
        required,
    )


def from_engine(exc: IllegalAction, required: object = "") -> Refusal:
    """The engine's refusal: for the reasons written in the rules' own words, a plain sentence
    with those words as the detail; the others as the engine says them. ``required``: the
    points the person's opening needs (for the opening rule's detail)."""
    said = d.refusal_text(exc)
    code = getattr(exc, "code", "")
    if code in ("taken_card_unplayed", "tournante_not_takeable"):
        return Refusal(Rami.tr("Play the card you took now, or put it back."), _taken_at_once())
    if code == "take_to_open_or_close":
        return Refusal(
            Rami.tr("You can take the discard only to lay down with it now."),
            _opening_rule(required),
        )
    if code == "no_clean_run":
        return Refusal(
            Rami.tr("Your first lay-down needs a run without a joker."),
            d.fill(
                Rami.tr("%1: a clean run is a run of three or more cards without a joker."), said
            ),
        )
    if code == "taken_in_clean_run":
        return Refusal(
            Rami.tr("The card you took cannot be in your run without a joker."),
            _opening_rule(required),
        )
    return Refusal(said)


def take_refused_before_opening(card: str, required: int) -> Refusal:
    """The discard gives no lay-down now (the person has not opened yet)."""
    return Refusal(
        d.fill(Rami.tr("%1 does not let you lay down now: draw from the pot."), d.card_text(card)),
        _opening_rule(required),
    )


def take_refused_after_opening(card: str) -> Refusal:
    """The discard fits nowhere at once (the person has opened)."""
    return Refusal(
        d.fill(Rami.tr("%1 cannot be played right now: draw from the pot."), d.card_text(card)),
        _taken_at_once(),
    )


class RefusalPlace(QWidget):
    """The refusal, two lines high (a longer one shown smaller, then cut), and "Why?" beside
    it while there is more to read: the rule behind it, or the end of a cut sentence."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.refusal = Refusal("")
        self.label = FixedLinesLabel(2)
        self.label.setObjectName("ramiRefusal")
        self.label.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.why_button = QToolButton()
        self.why_button.setObjectName("ramiRefusalWhy")
        self.why_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
        self.why_button.clicked.connect(self.show_whole)
        self.why_button.hide()
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(self.label, 1)
        self.row.addWidget(self.why_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.dialog: QMessageBox | None = None
        self.retranslate()
        # Whether the sentence is cut depends on the room it gets: asked again on each resize.
        self.label.installEventFilter(self)

    def retranslate(self) -> None:
        self.why_button.setText(Rami.tr("Why?"))
        self.why_button.setToolTip(Rami.tr("The whole reason, and the rule behind it"))

    def show_refusal(self, refusal: Refusal) -> None:
        self.refusal = refusal
        self.label.setText(refusal.text)
        self.setVisible(bool(refusal.text))
        self._update_button()

    def clear(self) -> None:
        self.show_refusal(Refusal(""))

    def has_more(self) -> bool:
        return bool(self.refusal.detail) or self.label.is_cut()

    def whole_text(self) -> str:
        return "\n\n".join(t for t in (self.refusal.text, self.refusal.detail) if t)

    def show_whole(self) -> None:
        if self.dialog is None:
            self.dialog = QMessageBox(self)
            self.dialog.setObjectName("ramiRefusalDialog")
            self.dialog.setIcon(QMessageBox.Icon.Information)
        self.dialog.setWindowTitle(Rami.tr("Why?"))
        self.dialog.setText(self.refusal.text)
        self.dialog.setInformativeText(self.refusal.detail)
        self.dialog.open()  # window-modal, without a nested event loop: the game goes on

    def _update_button(self) -> None:
        shown = bool(self.refusal.text) and self.has_more()
        if shown != self.why_button.isVisibleTo(self):
            self.why_button.setVisible(shown)
            self.row.activate()  # placed at once, not at the next pass of the event loop

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._update_button()
        return False
