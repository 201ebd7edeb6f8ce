"""A short caption by a seat: what a computer player just did, or a seat's score at the end of a
round. It stays inside the box the table's layout keeps for it (free felt beside the seat), so
it covers no card, label, banner or other caption; it stays until replaced, hidden, or for its
time."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

# How long a caption stays at least, and per character beyond that (reading time).
LEAST_SECONDS = 2.5
PER_CHARACTER = 0.04
# A text too long for its box is drawn smaller, down to this size in pixels, before its end is
# cut with "…" (the whole text is then the caption's tooltip).
SMALLEST_PIXEL = 9
FLAGS = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)


def free_box(near: QRectF, avoid: Sequence[QRectF], bounds: QRectF, size: QSizeF) -> QRectF:
    """A box of ``size`` inside ``bounds`` that meets none of ``avoid``, as near ``near`` (a
    seat's area) as can be; narrower ones if none is free; at last the one that covers least.
    For a table whose free felt moves as the game goes (Rami's melds). Tried on every move:
    plain numbers, nearest first, the first free one is the answer."""
    edges = [(r.left(), r.top(), r.right(), r.bottom()) for r in avoid]
    tried: list[QRectF] = []
    for narrower in (1.0, 0.75, 0.5):
        w, h = min(size.width() * narrower, bounds.width()), min(size.height(), bounds.height())
        across = max(1, math.ceil((bounds.width() - w) / (w / 5)))
        down = max(1, math.ceil((bounds.height() - h) / (h / 2)))
        corners = [
            (
                bounds.left() + (bounds.width() - w) * i / across,
                bounds.top() + (bounds.height() - h) * j / down,
            )
            for i in range(across + 1)
            for j in range(down + 1)
        ]
        corners.sort(key=lambda c: _distance(near, c[0] + w / 2, c[1] + h / 2))
        for x, y in corners:
            if not any(x < r and left < x + w and y < b and t < y + h for left, t, r, b in edges):
                return QRectF(x, y, w, h)
        tried += [QRectF(x, y, w, h) for x, y in corners]
    return min(tried, key=lambda box: sum(_area(box.intersected(r)) for r in avoid), default=bounds)


def _distance(area: QRectF, x: float, y: float) -> float:
    """How far the point (x, y) lies from ``area`` (0 inside it)."""
    return math.hypot(
        max(area.left() - x, 0.0, x - area.right()), max(area.top() - y, 0.0, y - area.bottom())
    )


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height() if rect.isValid() else 0.0


class CaptionItem(QGraphicsObject):
    """A dark bubble of white text, as small as its text, centred in its box."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._shown = ""  # the text as it fits the box
        self._box = QRectF()
        self._pixel = 13
        self._font_pixel = 13
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(800)
        self.setVisible(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide_caption)

    def text(self) -> str:
        return self._text if self.isVisible() else ""

    def shown_text(self) -> str:
        return self._shown if self.isVisible() else ""

    def text_rect(self) -> QRectF:
        """The bubble, sized to its text as wrapped (``_measure``)."""
        return QRectF(self._rect)

    def place(self, box: QRectF, pixel_size: int) -> None:
        """Keep the caption inside ``box``; its text at ``pixel_size``, or smaller to fit."""
        self._box, self._pixel = QRectF(box), pixel_size
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

    def _font(self, pixel: int) -> QFont:
        font = QFont()
        font.setPixelSize(pixel)
        font.setBold(True)
        return font

    def _measure(self, text: str, pixel: int) -> QSizeF:
        """The bubble's size for ``text`` at ``pixel``, wrapped to the box's width."""
        pad = pixel * 0.5
        room = QRectF(0, 0, max(1.0, self._box.width() - 2 * pad), 10_000)
        box = QFontMetricsF(self._font(pixel)).boundingRect(room, FLAGS, text)
        return QSizeF(box.width() + 2 * pad, box.height() + 2 * pad * 0.8)

    def _fit(self) -> tuple[str, int]:
        """The text and its size in pixels as they fit the box: smaller first, then cut."""
        pixel = max(SMALLEST_PIXEL, self._pixel)
        if not self._text or self._box.isEmpty():
            return self._text, pixel
        while pixel > SMALLEST_PIXEL and not self._fits(self._text, pixel):
            pixel -= 1
        words = self._text.split()
        text = self._text
        while len(words) > 1 and not self._fits(text, pixel):
            words.pop()
            text = " ".join(words) + "…"
        return text, pixel

    def _fits(self, text: str, pixel: int) -> bool:
        size = self._measure(text, pixel)
        return size.width() <= self._box.width() + 0.5 and size.height() <= self._box.height() + 0.5

    def _layout(self) -> None:
        self._shown, self._font_pixel = self._fit()
        size = self._measure(self._shown, self._font_pixel)
        w, h = min(size.width(), self._box.width()), min(size.height(), self._box.height())
        self.prepareGeometryChange()
        centre = self._box.center()
        self._rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        self.setToolTip(self._text if self._shown != self._text else "")
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self._rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The pen inside the bubble: nothing is drawn out of the box.
        pen = 1.5
        painter.setPen(QPen(QColor("#f2c14e"), pen))
        painter.setBrush(QColor(20, 24, 30, 225))
        rect = self._rect.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2)
        r = min(rect.height() / 2, self._font_pixel)
        painter.drawRoundedRect(rect, r, r)
        painter.setFont(self._font(self._font_pixel))
        painter.setPen(QColor("#ffffff"))
        pad = self._font_pixel * 0.5
        painter.drawText(self._rect.adjusted(pad, 0, -pad, 0), FLAGS, self._shown)
