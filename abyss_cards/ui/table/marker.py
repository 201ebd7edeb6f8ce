"""Whose turn it is, seen from across the room: the active seat's area lit on the felt."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class SeatMarker(QGraphicsObject):
    """A lit rounded area under a seat's cards and name, with a thick accent border. It lies
    under the cards (low z) and takes no clicks."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF()
        self.accent = QColor("#f2c14e")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-10)
        self.setVisible(False)

    def set_area(self, rect: QRectF | None) -> None:
        """Light ``rect`` (scene coordinates), or nothing for ``None``."""
        if rect is None or rect.isEmpty():
            self.setVisible(False)
            return
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()
        self.setVisible(True)

    def area(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        pad = self._pen_width()
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def _pen_width(self) -> float:
        return max(3.0, min(self._rect.width(), self._rect.height()) * 0.025)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(self.accent)
        glow.setAlpha(60)
        painter.setBrush(glow)
        painter.setPen(QPen(self.accent, self._pen_width()))
        r = min(self._rect.width(), self._rect.height()) * 0.06
        painter.drawRoundedRect(self._rect, r, r)
