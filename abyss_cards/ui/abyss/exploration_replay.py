"""Replay the last exploration: its cards turned one by one as they were revealed, each with
what became of it (declined by whom, bought by whom for how many Pearls paid to whom, taken,
fought, let go, sent to the Council). Opened from the Journal's button or R on the screen;
Left/Right (and the buttons) step card by card, Home/End go to the first/last card.

Read from the events the Journal tells (``exploration_record``); the sentences of a purchase,
a fight, an Ally taken are the Journal's own. Only what everyone saw at the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.games.abyss import events as ev
from abyss_cards.games.abyss.events import AbyssEvent
from abyss_cards.i18n import Context
from abyss_cards.ui.abyss.cards import AbyssCardRenderer
from abyss_cards.ui.abyss.decisions import ally_words
from abyss_cards.ui.abyss.exploration_record import (
    BOUGHT,
    COUNCIL,
    FOUGHT,
    LET_GO,
    TAKEN,
    Exploration,
    RevealedCard,
)
from abyss_cards.ui.abyss.journal import sentence
from abyss_cards.ui.table.french import put

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

REPLAY_KEY = "R"  # on the Abyss screen: opens the replay
CARD_RATIO = 1.4  # an Ally's height over its width, as on the table
MAX_CARD_WIDTH = 110.0
FELT = "#0f3b47"
GOLD = "#f2c14e"


class AbyssReplay(Context):
    """Sentences of the replay: ``AbyssReplay.tr(text, "", n)``."""


class Telling:
    """The players' ``names``, the ``language`` and, when one person alone plays against the
    computer, their seat ``you`` (told "you", never by their name)."""

    def __init__(self, names: list[str], language: str, you: int | None) -> None:
        self.names = names
        self.language = language
        self.you = you

    def who(self, seat: int) -> str:
        """A seat as the object of a sentence ("declined by Bruno", "… by you")."""
        return translate("AbyssReplay", "you") if seat == self.you else self.names[seat]

    def subject(self, seat: int) -> str:
        """A seat as a caption's whole text ("Bruno", "You")."""
        return translate("AbyssReplay", "You") if seat == self.you else self.names[seat]

    def told(self, event: AbyssEvent) -> str:
        """The Journal's sentence of ``event`` (public events: any viewer reads the same)."""
        return sentence(event, self.names, -1, self.language, self.you) or ""


def card_name(revealed: RevealedCard) -> str:
    if revealed.monster:
        return translate("AbyssReplay", "a Monster")
    return ally_words(*revealed.card)


def caption(revealed: RevealedCard, exploration: Exploration, telling: Telling) -> str:
    """Under a card: who got it (or where it went)."""
    purchase = revealed.purchase
    fate = revealed.fate
    if fate == BOUGHT and purchase is not None:
        return telling.subject(purchase.seat)
    if fate == TAKEN:
        return telling.subject(exploration.explorer)
    return {
        FOUGHT: translate("AbyssReplay", "Fought"),
        LET_GO: translate("AbyssReplay", "Let go"),
        COUNCIL: translate("AbyssReplay", "Council"),
    }.get(fate, "")


def card_lines(revealed: RevealedCard, telling: Telling) -> list[str]:
    """What happened to one card, in sentences."""
    lines = [
        translate("AbyssReplay", "%1, space %2")
        .replace("%1", card_name(revealed))
        .replace("%2", str(revealed.space))
    ]
    short = [e for e in revealed.events if isinstance(e, ev.CannotPay)]
    lines += [telling.told(e) for e in short]  # not offered to them: too few Pearls
    if revealed.declined:
        lines.append(
            translate("AbyssReplay", "Declined by: %1").replace(
                "%1", ", ".join(telling.who(s) for s in revealed.declined)
            )
        )
    lines += [telling.told(e) for e in revealed.events if e not in short]
    fate = revealed.fate
    if fate == COUNCIL:
        lines.append(translate("AbyssReplay", "Left on the track: to the Council at the end"))
    elif fate == LET_GO and not revealed.events:
        lines.append(translate("AbyssReplay", "Left on the track: discarded at the end"))
    return lines


def heading(exploration: Exploration, telling: Telling) -> str:
    count = len(exploration.cards)
    if exploration.explorer == telling.you:
        return AbyssReplay.tr("Your exploration: %n card(s) revealed", "", count)
    text = AbyssReplay.tr("%1's exploration: %n card(s) revealed", "", count)
    return put(text, "%1", telling.names[exploration.explorer], person=True)


class CardStrip(QWidget):
    """The cards revealed, in order: those up to the shown one face up with their caption
    (who got them), the shown one outlined in gold, the later ones still face down."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("abyssReplayCards")
        self.faces: list[tuple[str | int, ...]] = []
        self.captions: list[str] = []
        self.shown = 0
        self.renderer = AbyssCardRenderer(language)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_cards(self, faces: list[tuple[str | int, ...]], captions: list[str]) -> None:
        self.faces, self.captions = faces, captions
        self.update()

    def show_card(self, index: int) -> None:
        self.shown = index
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        line = QFontMetricsF(self.font()).height()
        return QSize(640, round(MAX_CARD_WIDTH * CARD_RATIO + 2 * line + 24))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        line = QFontMetricsF(self.font()).height()
        return QSize(320, round(60 * CARD_RATIO + 2 * line + 24))

    def _card_width(self, line: float) -> float:
        n = max(1, len(self.faces))
        gap = 12.0
        by_width = (self.width() - gap * (n + 1)) / n
        by_height = (self.height() - 2 * line - 24) / CARD_RATIO
        return max(24.0, min(MAX_CARD_WIDTH * self.scale(), by_width, by_height))

    def scale(self) -> float:
        """Larger cards when the font is larger (the automatic text size at 1920×1080)."""
        return max(1.0, QFontMetricsF(self.font()).height() / 17)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(FELT))
        painter.drawRoundedRect(QRectF(self.rect()), 10, 10)
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        w = self._card_width(line)
        h = w * CARD_RATIO
        n = max(1, len(self.faces))
        # Each card in a slot as wide as the room allows: its caption (a long name) fits.
        slot = max(w + 12.0, min((self.width() - 24) / n, w * 1.9))
        left = (self.width() - n * slot) / 2
        top = (self.height() - h - line - 8) / 2
        dpr = self.devicePixelRatioF()
        font = QFont(self.font())
        for i, face in enumerate(self.faces):
            rect = QRectF(left + i * slot + (slot - w) / 2, top, w, h)
            shown = i <= self.shown
            pixmap = self.renderer.pixmap(face if shown else ("back", "exploration"), w, h, dpr)
            painter.drawPixmap(rect.topLeft(), pixmap)
            if i == self.shown:
                painter.setPen(QPen(QColor(GOLD), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)
                painter.setPen(Qt.PenStyle.NoPen)
            if shown and i < len(self.captions):
                font.setBold(i == self.shown)
                painter.setFont(font)
                painter.setPen(QColor("#ffffff"))
                box = QRectF(left + i * slot + 2, rect.bottom() + 6, slot - 4, line)
                text = QFontMetricsF(font).elidedText(
                    self.captions[i], Qt.TextElideMode.ElideRight, box.width()
                )
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
                painter.setPen(Qt.PenStyle.NoPen)
        painter.end()


class ExplorationReplay(QDialog):
    """The last exploration, card by card."""

    def __init__(
        self,
        exploration: Exploration,
        names: list[str],
        language: str,
        you: int | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("abyssExplorationReplay")
        self.exploration = exploration
        self.telling = Telling(names, language, you)
        self.index = 0
        self.setWindowTitle(translate("AbyssReplay", "Replay of the last exploration"))
        column = QVBoxLayout(self)
        self.heading = QLabel(heading(exploration, self.telling))
        self.heading.setObjectName("abyssReplayHeading")
        self.heading.setWordWrap(True)
        bold = self.heading.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.2)
        self.heading.setFont(bold)
        column.addWidget(self.heading)
        self.strip = CardStrip(language)
        self.strip.setAccessibleName(translate("AbyssReplay", "The cards revealed, in order"))
        self.strip.set_cards(
            [face_of(c) for c in exploration.cards],
            [caption(c, exploration, self.telling) for c in exploration.cards],
        )
        column.addWidget(self.strip, 1)
        self.position = QLabel()
        self.position.setObjectName("abyssReplayPosition")
        column.addWidget(self.position)
        self.details = QLabel()
        self.details.setObjectName("abyssReplayDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        body = self.details.font()
        body.setPointSizeF(body.pointSizeF() * 1.1)  # the point of the view: read at a glance
        self.details.setFont(body)
        column.addWidget(self.details)
        row = QHBoxLayout()
        self.previous = QPushButton(translate("AbyssReplay", "◀ Previous card"))
        self.previous.setToolTip(translate("AbyssReplay", "Left arrow; Home: the first card"))
        self.previous.clicked.connect(lambda: self.step(-1))
        self.next = QPushButton(translate("AbyssReplay", "Next card ▶"))
        self.next.setToolTip(translate("AbyssReplay", "Right arrow; End: the last card"))
        self.next.clicked.connect(lambda: self.step(1))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        row.addWidget(self.previous)
        row.addWidget(self.next)
        row.addStretch(1)
        row.addWidget(close)
        column.addLayout(row)
        # The arrows step the cards (a focused button would take them to move the focus):
        # the strip keeps the focus, the keys reach the dialog.
        for button in (self.previous, self.next):
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.strip.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.strip.setFocus()
        self.show_card(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        moves = {
            Qt.Key.Key_Left: self.index - 1,
            Qt.Key.Key_Right: self.index + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self.exploration.cards) - 1,
        }
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self.show_card(target)

    def step(self, by: int) -> None:
        self.show_card(self.index + by)

    def show_card(self, index: int) -> None:
        cards = self.exploration.cards
        if not cards:
            return
        self.index = max(0, min(index, len(cards) - 1))
        self.strip.show_card(self.index)
        self.position.setText(
            translate("AbyssReplay", "Card %1 of %2")
            .replace("%1", str(self.index + 1))
            .replace("%2", str(len(cards)))
        )
        lines = card_lines(cards[self.index], self.telling)
        end = self.exploration.end
        if self.index == len(cards) - 1 and end is not None:
            lines.append(self.telling.told(end))  # "To the Council: …" (nothing sent: no line)
        self.details.setText("\n".join(line for line in lines if line))
        self.previous.setEnabled(self.index > 0)
        self.next.setEnabled(self.index < len(cards) - 1)

    def lines(self) -> list[str]:
        """The shown card's sentences (for tests and screen readers)."""
        return self.details.text().split("\n")


def face_of(revealed: RevealedCard) -> tuple[str | int, ...]:
    """The card's face as the table's renderer knows it."""
    if revealed.monster:
        return ("monster",)
    return ("ally", revealed.card[0], revealed.card[1])
