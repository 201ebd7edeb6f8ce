"""Plongée cards of our own design: the value large in the middle; five colour families
(negative, zero, low, middle, high) from the Okabe–Ito colour-blind-safe palette, each with its
own shape, so the family reads without colour too."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from abyss_cards.ui.table.renderer import CardRenderer, add_diamond, add_triangle

# family: (band colour, ink for the value, shape)
FAMILIES = {
    "negative": ("#0072B2", "#003a5c", "wave"),
    "zero": ("#56B4E9", "#1d5f85", "ring"),
    "low": ("#009E73", "#00573f", "diamond"),
    "middle": ("#E69F00", "#7a4f00", "square"),
    "high": ("#D55E00", "#7d2c00", "triangle"),
}


def family(value: int) -> str:
    if value < 0:
        return "negative"
    if value == 0:
        return "zero"
    if value <= 4:
        return "low"
    if value <= 8:
        return "middle"
    return "high"


def _shape_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if shape == "ring":
        path.addEllipse(centre, r, r)
        path.addEllipse(centre, r * 0.5, r * 0.5)
    elif shape == "diamond":
        add_diamond(path, centre, r, r)
    elif shape == "square":
        path.addRect(QRectF(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6))
    elif shape == "triangle":
        add_triangle(path, centre, r)
    else:  # wave: a downward chevron, "below zero"
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x - r, y - r * 0.6),
                    QPointF(x, y + r * 0.7),
                    QPointF(x + r, y - r * 0.6),
                    QPointF(x + r * 0.55, y - r * 0.6),
                    QPointF(x, y + r * 0.05),
                    QPointF(x - r * 0.55, y - r * 0.6),
                    QPointF(x - r, y - r * 0.6),
                ]
            )
        )
    return path


def _value(face: Hashable) -> int:
    """The card value a face stands for (a Plongée face is its value)."""
    return int(cast(int, face))


class PlongeeCardRenderer(CardRenderer):
    """Faces are the card values (ints)."""

    share_pixmaps = True  # a face is its value and ``strong_colours`` (``options_key``)

    def __init__(self) -> None:
        super().__init__()
        self.strong_colours = False  # the "four-colour cards" setting: tint the whole face

    def options_key(self) -> Hashable:
        return (self.strong_colours,)

    def face_background(self, face: Hashable) -> QColor:
        if self.strong_colours:
            tint = QColor(FAMILIES[family(_value(face))][0])
            return QColor.fromHsvF(tint.hsvHueF(), 0.22, 1.0)
        return QColor("#fbf8f0")

    def paint_face(self, painter: QPainter, rect: QRectF, face: Hashable) -> None:
        value = _value(face)
        band_colour, ink, shape = FAMILIES[family(value)]
        w, h = rect.width(), rect.height()
        band = h * 0.17
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(band_colour))
        painter.drawRect(QRectF(rect.left(), rect.top(), w, band))
        painter.drawRect(QRectF(rect.left(), rect.bottom() - band, w, band))
        # The family's shape in both bands (white on the colour: readable without the colour).
        painter.setBrush(QColor("#ffffff"))
        r = band * 0.32
        count = 1 if w < 40 else 3
        for i in range(count):
            x = rect.left() + w * (i + 1) / (count + 1)
            for y in (rect.top() + band / 2, rect.bottom() - band / 2):
                painter.drawPath(_shape_path(shape, QPointF(x, y), r))
        if value < 0 and w >= 60:
            # Negative cards carry a faint wave texture behind the number.
            painter.setPen(QPen(QColor(band_colour).lighter(150), max(1.0, w * 0.02)))
            steps = 12
            for row in (0.1, 0.9):
                y0 = (rect.top() + band) + (h - 2 * band) * row
                pts = [
                    QPointF(
                        rect.left() + w * k / steps,
                        y0 + math.sin(k / steps * 2 * math.pi) * h * 0.02,
                    )
                    for k in range(steps + 1)
                ]
                painter.drawPolyline(QPolygonF(pts))
        # The value, as large as the middle allows; a minus sign never gets lost.
        text = str(value).replace("-", "\u2212")
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(min(h * 0.46, w * (0.62 if len(text) == 1 else 0.5)))))
        painter.setFont(font)
        middle = QRectF(rect.left(), rect.top() + band, w, h - 2 * band)
        painter.setPen(QColor(ink))
        painter.drawText(middle, Qt.AlignmentFlag.AlignCenter, text)
        if value in (6, 9):
            # Underline 6 and 9 so that a card seen upside down is not misread.
            fm = painter.fontMetrics()
            tw = fm.horizontalAdvance(text)
            y = middle.center().y() + fm.ascent() * 0.42
            painter.setPen(QPen(QColor(ink), max(1.0, h * 0.02)))
            painter.drawLine(
                QPointF(middle.center().x() - tw / 2, y), QPointF(middle.center().x() + tw / 2, y)
            )
