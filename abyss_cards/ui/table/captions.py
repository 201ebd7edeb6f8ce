"""A short caption near a seat: what a computer player just did, or a seat's score at the end
of a round. It stays until replaced or for its time, then fades."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

# How long a caption stays at least, and per character beyond that (reading time).
LEAST_SECONDS = 2.5
PER_CHARACTER = 0.04


class CaptionItem(QGraphicsObject):
    """A dark bubble of white text, at most ``width`` wide, centred on ``anchor``."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._anchor = QPointF()
        self._width = 200.0
        self._pixel = 13
        self._rect = QRectF()
        self._bounds = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(800)
        self.setVisible(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide_caption)

    def text(self) -> str:
        return self._text if self.isVisible() else ""

    def place(
        self, anchor: QPointF, width: float, pixel_size: int, bounds: QRectF | None = None
    ) -> None:
        """Centre on ``anchor``, at most ``width`` wide, kept inside ``bounds`` (the view)."""
        self._anchor, self._width, self._pixel = QPointF(anchor), max(60.0, width), pixel_size
        self._bounds = QRectF() if bounds is None else QRectF(bounds)
        self._layout()

    def show_caption(self, text: str, seconds: float | None = None) -> None:
        """Show ``text``; it hides after ``seconds`` (by default a reading time; 0: stays)."""
        self._text = text
        self._layout()
        self.setVisible(bool(text))
        if seconds is None:
            seconds = LEAST_SECONDS + PER_CHARACTER * len(text)
        if seconds > 0:
            self._timer.start(round(seconds * 1000))
        else:
            self._timer.stop()

    def hide_caption(self) -> None:
        self._timer.stop()
        self.setVisible(False)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self._pixel)
        font.setBold(True)
        return font

    def _layout(self) -> None:
        metrics = QFontMetricsF(self._font())
        pad = self._pixel * 0.5
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        box = metrics.boundingRect(QRectF(0, 0, self._width - 2 * pad, 10_000), flags, self._text)
        w, h = box.width() + 2 * pad, box.height() + 2 * pad * 0.8
        self.prepareGeometryChange()
        rect = QRectF(self._anchor.x() - w / 2, self._anchor.y() - h / 2, w, h)
        if not self._bounds.isEmpty():
            rect.moveBottom(min(rect.bottom(), self._bounds.bottom() - 2))
            rect.moveTop(max(rect.top(), self._bounds.top() + 2))
        self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#f2c14e"), 1.5))
        painter.setBrush(QColor(20, 24, 30, 225))
        r = min(self._rect.height() / 2, self._pixel)
        painter.drawRoundedRect(self._rect, r, r)
        painter.setFont(self._font())
        painter.setPen(QColor("#ffffff"))
        pad = self._pixel * 0.5
        painter.drawText(
            self._rect.adjusted(pad, 0, -pad, 0),
            int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter),
            self._text,
        )
