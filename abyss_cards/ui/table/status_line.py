"""A text in a room of a fixed number of lines (the game screens' status line): the table above
it never moves because a sentence grew from two lines to three.

A text that needs more lines than the room has is shown a little smaller, and if it still does
not fit, cut at the end with "…"; the whole text is then the tooltip. ``text()`` is the whole
text, as set; ``shown_text()`` what is drawn."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QResizeEvent, QTextCursor, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

# A text that does not fit is first tried at these fractions of the label's font size.
SMALLER = (0.9, 0.8)
ELLIPSIS = "…"


class FixedLinesLabel(QLabel):
    """A word-wrapped label exactly ``lines`` lines of its font high, whatever its text."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = max(1, lines)
        self._full = ""
        self._fitting = False
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)
        self._fix_height()

    # -- the room ------------------------------------------------------------------------------
    def room_height(self) -> int:
        """The height of ``lines`` lines of the label's font, margins included."""
        m = self.contentsMargins()
        metrics = self.fontMetrics()
        return (
            metrics.lineSpacing() * self.lines
            + metrics.descent()
            - metrics.leading()
            + m.top()
            + m.bottom()
            + 2 * self.margin()
        )

    def _fix_height(self) -> None:
        height = self.room_height()
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return False  # always ``lines`` high: the layout must not ask for more

    def heightForWidth(self, _width: int) -> int:  # noqa: N802
        return self.room_height()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        hint.setHeight(self.room_height())
        hint.setWidth(min(hint.width(), self.fontMetrics().averageCharWidth() * 12))
        return hint

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        hint.setHeight(self.room_height())
        return hint

    # -- the text ------------------------------------------------------------------------------
    def setText(self, text: str) -> None:  # noqa: N802
        self._full = text or ""
        self._fit()

    def text(self) -> str:
        return self._full

    def clear(self) -> None:
        self.setText("")

    def shown_text(self) -> str:
        return super().text()

    def is_cut(self) -> bool:
        """The whole text is not shown (it is the tooltip)."""
        return bool(self.toolTip())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fix_height()
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _document(self, font: QFont, width: int) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(font)
        if self.textFormat() == Qt.TextFormat.PlainText or not GuiQt.mightBeRichText(self._full):
            doc.setPlainText(self._full)
        else:
            doc.setHtml(self._full)
        doc.setTextWidth(width)
        return doc

    def _fit(self) -> None:
        if self._fitting:
            return
        self._fitting = True
        try:
            shown, cut = self._fitted()
            if super().text() != shown:
                super().setText(shown)
            tip = self._full if cut else ""
            if self.toolTip() != tip:
                self.setToolTip(tip)
        finally:
            self._fitting = False

    def _fitted(self) -> tuple[str, bool]:
        """What to show, and whether it is the whole text."""
        full = self._full
        width = self.contentsRect().width() - 2 * self.margin()
        if not full or width <= 0 or not self.isVisible() and self.width() <= 1:
            return full, False
        room = self.contentsRect().height() - 2 * self.margin()
        base = QFont(self.font())
        doc = self._document(base, width)
        if doc.size().height() <= room + 0.5:
            return full, False
        for fraction in SMALLER:
            font = QFont(base)
            font.setPointSizeF(
                base.pointSizeF() * fraction
            ) if base.pointSizeF() > 0 else font.setPixelSize(
                max(1, round(base.pixelSize() * fraction))
            )
            doc = self._document(font, width)
            if doc.size().height() <= room + 0.5:
                return doc.toHtml(), False
        # Still too long at the smallest size: the longest beginning that fits, and "…".
        end = doc.characterCount() - 1
        low, high = 0, end
        while low < high:
            middle = (low + high + 1) // 2
            if self._cut_height(doc, middle) <= room + 0.5:
                low = middle
            else:
                high = middle - 1
        cut = doc.clone()
        self._cut(cut, low)
        return cut.toHtml(), True

    @staticmethod
    def _cut(doc: QTextDocument, position: int) -> None:
        cursor = QTextCursor(doc)
        cursor.setPosition(position)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        cursor.insertText(ELLIPSIS)

    def _cut_height(self, doc: QTextDocument, position: int) -> float:
        trial = doc.clone()
        trial.setTextWidth(doc.textWidth())
        self._cut(trial, position)
        return trial.size().height()
