"""Text on the table: names, counts and the banner that announces a moment of the game."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from abyss_cards.ui.table.animation import repainting_float


class LabelItem(QGraphicsObject):
    """A line of text centred in a box; ``emphasis`` draws it on a light pill (whose turn)."""

    def __init__(self, text: str = "", parent=None) -> None:
        super().__init__(parent)
        self._text = text
        self._rect = QRectF(0, 0, 100, 20)
        self._emphasis = False
        self.colour = QColor("#f4f1e8")
        self.accent = QColor("#f2c14e")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.update()

    def set_emphasis(self, on: bool) -> None:
        if on != self._emphasis:
            self._emphasis = on
            self.update()

    def set_box(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.setPos(0, 0)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        font = QFont(painter.font())
        font.setPixelSize(max(9, round(self._rect.height() * 0.7)))
        font.setBold(self._emphasis)
        painter.setFont(font)
        text = painter.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight,
                                                round(self._rect.width() - 8))
        if self._emphasis:
            width = painter.fontMetrics().horizontalAdvance(text) + self._rect.height()
            pill = QRectF(self._rect.center().x() - width / 2, self._rect.top(), width,
                          self._rect.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.accent)
            r = self._rect.height() / 2
            painter.drawRoundedRect(pill, r, r)
            painter.setPen(QColor("#1b1b1b"))
        else:
            painter.setPen(self.colour)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, text)


class BannerItem(QGraphicsObject):
    """A wide ribbon across the table ("Last round"); its ``opacity`` is animatable."""

    def __init__(self, text: str = "", parent=None) -> None:
        super().__init__(parent)
        self._text = text
        self._rect = QRectF(0, 0, 200, 30)
        self._pulse = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(900)

    def set_text(self, text: str) -> None:
        self._text = text
        self.update()

    def set_box(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self._rect)

    pulse = repainting_float("_pulse")

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(QColor(150, 28, 40, 225))
        r = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, r, r)
        font = QFont(painter.font())
        font.setPixelSize(max(10, round(self._rect.height() * 0.58)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)
