"""The page between two people sharing one screen (hot seat): it hides every private card until
the right person says they are at the screen. It knows no game: the screen gives the name of
the person to call, why they are called, and what happened since they last looked (sentences
the game's journal already wrote).

The page is a card on the table's felt: a heading ("Au tour de Léa", "Au tour d'Ana": the
screens put the name with ``french.put``), the reason, a short list of what happened, and one
default button (Enter or Space presses it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.ui.table.scrolling import SEE_THROUGH, downward_scroll_area

# At most this many of the latest happenings are listed; older ones are in the journal dock.
SHOWN_HAPPENINGS = 8
MAX_CARD_WIDTH = 680


class PrivacyPage(QWidget):
    """Shown instead of the table while the screen passes to another person.

    ``show_for(heading, reason, happenings, button_text)`` fills it; ``on_ready`` is called
    when the person presses the button."""

    def __init__(
        self, object_name: str, on_ready: Callable[[], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setProperty("role", "privacy-page")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # In a small window the card scrolls rather than squeezing its text.
        self.scroll_area = downward_scroll_area("privacyScroll")
        self.scroll_area.setStyleSheet(SEE_THROUGH)
        content = QWidget()
        self.scroll_area.setWidget(content)
        page_layout = QVBoxLayout(self)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.addWidget(self.scroll_area)
        outer = QVBoxLayout(content)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.card = QFrame()
        self.card.setObjectName("privacyCard")
        self.card.setProperty("privacy", True)
        self.card.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
        col = QVBoxLayout(self.card)
        col.setContentsMargins(28, 24, 28, 24)
        col.setSpacing(12)

        self._build_texts(col)
        self._build_button(col, on_ready)
        row.addWidget(self.card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(2)
        self.setFocusProxy(self.button)
        self.button.installEventFilter(self)

    def _build_texts(self, col: QVBoxLayout) -> None:
        self.heading = QLabel()
        self.heading.setObjectName("privacyHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.heading.setFont(font)
        col.addWidget(self.heading)

        self.reason = QLabel()
        self.reason.setObjectName("privacyReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        body = self.reason.font()
        body.setPointSizeF(body.pointSizeF() * 1.15)  # read from a step back, across the table
        self.reason.setFont(body)
        col.addWidget(self.reason)

        self.since_title = QLabel()
        self.since_title.setObjectName("privacySinceTitle")
        bold = self.since_title.font()
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        bold.setBold(True)
        self.since_title.setFont(bold)
        col.addWidget(self.since_title)
        self.since = QLabel()
        self.since.setObjectName("privacySince")
        self.since.setWordWrap(True)
        self.since.setTextFormat(Qt.TextFormat.PlainText)
        self.since.setFont(body)
        col.addWidget(self.since)

    def _build_button(self, col: QVBoxLayout, on_ready: Callable[[], None]) -> None:
        self.button = QPushButton()
        self.button.setObjectName("privacyButton")
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.clicked.connect(on_ready)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.button)
        buttons.addStretch(1)
        col.addLayout(buttons)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        # A fixed width lets the wrapped texts ask for the height they need (Qt's layouts do
        # not pass height-for-width through nested boxes reliably).
        room = self.scroll_area.viewport().width() - 32
        self.card.setFixedWidth(max(200, min(MAX_CARD_WIDTH, room)))
        super().resizeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.button and event.type() == event.Type.FocusIn:
            # Keyboard users see what they press.
            self.scroll_area.ensureWidgetVisible(self.button)
        return super().eventFilter(watched, event)

    def show_for(
        self,
        heading: str,
        reason: str,
        happenings: Sequence[str],
        button_text: str,
        since_title: str = "",
    ) -> None:
        """Fill the page. ``happenings`` are whole sentences, oldest first; only the latest few
        are listed (the journal keeps them all)."""
        self.heading.setText(heading)
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        latest = list(happenings)[-SHOWN_HAPPENINGS:]
        self.since.setText("\n".join(f"• {line}" for line in latest))
        self.since_title.setText(since_title)
        self.since_title.setVisible(bool(latest and since_title))
        self.since.setVisible(bool(latest))
        self.button.setText(button_text)
        self.button.setAccessibleName(button_text)
        self.setAccessibleName(heading)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.button.click()
            return
        super().keyPressEvent(event)
