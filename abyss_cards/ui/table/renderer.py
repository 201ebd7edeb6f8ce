"""Card faces and backs painted with QPainter into pixmaps cached per size and pixel ratio.

A pixmap is painted at the exact device size it is shown at (never a scaled bitmap), so cards
stay crisp at every size and on HiDPI screens. Subclasses say what a face looks like.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

BACK_KEY = ("__back__",)

# Pixmaps of the renderers that share them (``share_pixmaps``), least recently used first out:
# a new game's table ("Play again") shows cards already painted for the last one instead of
# painting them all again in its first frame (25-35 ms of a stall for a Rami deal).
SHARED_CAPACITY = 1500
_shared: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


class CardRenderer:
    """Paints cards; ``pixmap`` caches them (least recently used first out)."""

    # True in a subclass whose cards depend on nothing but its class, ``back_colours`` and
    # ``options_key()``: its pixmaps are then kept for every renderer of the class (the tables
    # of later games), in one cache of ``SHARED_CAPACITY``.
    share_pixmaps = False

    def __init__(self, capacity: int = 600) -> None:
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._capacity = capacity
        self.back_colours = ("#24476b", "#10263d", "#e8c66a")

    # -- what subclasses change -------------------------------------------------------------
    def paint_face(self, painter: QPainter, rect: QRectF, face: Hashable) -> None:
        """Paint ``face`` inside ``rect`` (the card's outline is already drawn)."""
        painter.setPen(QColor("#222"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(face))

    def face_background(self, face: Hashable) -> QColor:
        return QColor("#fbf8f0")

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        light, dark, accent = (QColor(c) for c in self.back_colours)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, light)
        gradient.setColorAt(1, dark)
        inner = rect.adjusted(
            rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08
        )
        radius = rect.width() * 0.08
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRoundedRect(inner, radius, radius)
        # Concentric waves: a pattern of our own that reads as "face down" at any size.
        pen = QPen(accent, max(1.0, rect.width() * 0.018))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        centre = inner.center()
        for i in range(1, 4):
            r = inner.width() * 0.13 * i
            painter.drawEllipse(centre, r, r * 1.0)
        painter.drawRoundedRect(inner.adjusted(2, 2, -2, -2), radius * 0.8, radius * 0.8)

    def options_key(self) -> Hashable:
        """Anything that changes every face (theme, colour options): part of the cache key."""
        return ()

    # -- the cache ------------------------------------------------------------------------
    def clear(self) -> None:
        self._cache.clear()
        if self.share_pixmaps:
            for key in [k for k in _shared if k[0] is type(self)]:
                del _shared[key]

    def pixmap(self, face: Hashable | None, width: float, height: float, dpr: float) -> QPixmap:
        """The card (``face`` ``None`` = its back) at ``width`` × ``height`` logical pixels."""
        w, h = max(2, round(width)), max(2, round(height))
        key: tuple[object, ...] = (
            BACK_KEY if face is None else face,
            w,
            h,
            round(dpr * 100),
            self.options_key(),
        )
        cache, capacity = self._cache, self._capacity
        if self.share_pixmaps:
            key = (type(self), self.back_colours, *key)
            cache, capacity = _shared, SHARED_CAPACITY
        cached = cache.get(key)
        if cached is not None:
            cache.move_to_end(key)
            return cached
        pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint_card(painter, QRectF(0, 0, w, h), face)
        painter.end()
        cache[key] = pm
        while len(cache) > capacity:
            cache.popitem(last=False)
        return pm

    def paint_card(self, painter: QPainter, rect: QRectF, face: Hashable | None) -> None:
        radius = rect.width() * 0.1
        outline = QPainterPath()
        body = rect.adjusted(0.5, 0.5, -0.5, -0.5)
        outline.addRoundedRect(body, radius, radius)
        painter.setPen(QPen(QColor(0, 0, 0, 150), 1.0))
        painter.setBrush(QColor("#fbf8f0") if face is None else self.face_background(face))
        painter.drawPath(outline)
        painter.save()
        painter.setClipPath(outline)
        if face is None:
            self.paint_back(painter, body)
        else:
            self.paint_face(painter, body, face)
        painter.restore()

    def paint_placeholder(self, painter: QPainter, rect: QRectF) -> None:
        """An empty place (a removed card, an empty pile): a dashed outline."""
        pen = QPen(QColor(255, 255, 255, 90), max(1.0, rect.width() * 0.02))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 35))
        r = rect.width() * 0.1
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r)


def centre_of(rect: QRectF) -> QPointF:
    return rect.center()


# The marks Plongée's families and Abyss's races draw alike, written once.
def add_triangle(path: QPainterPath, centre: QPointF, r: float) -> None:
    """An upward triangle of radius ``r`` around ``centre``, its base 0.8 ``r`` below it."""
    x, y = centre.x(), centre.y()
    top = QPointF(x, y - r)
    path.addPolygon(QPolygonF([top, QPointF(x + r, y + r * 0.8), QPointF(x - r, y + r * 0.8), top]))


def add_diamond(path: QPainterPath, centre: QPointF, r: float, half_width: float) -> None:
    """A diamond ``2 r`` high and ``2 half_width`` wide around ``centre``."""
    x, y = centre.x(), centre.y()
    top = QPointF(x, y - r)
    path.addPolygon(
        QPolygonF(
            [top, QPointF(x + half_width, y), QPointF(x, y + r), QPointF(x - half_width, y), top]
        )
    )
