"""Scene items of the Rami table: a card of the hand that can be dragged, a zone of the hand
with its meld status and switch, the glow behind a meld on the table, and a message bubble."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from abyss_cards.ui.table import CardItem, CardRenderer
from abyss_cards.ui.table.animation import repainting_float

_CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache
_WRAPPED = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


class DragCard(CardItem):
    """A card that can be clicked or dragged. While dragged it follows the pointer (its own
    position, nothing else is repainted); ``dropped`` tells where it was let go."""

    dragStarted = Signal(object)
    dragMoved = Signal(object, QPointF)
    dropped = Signal(object, QPointF)

    # The Rami table names its cards ("hand", zone, i), ("meld", m, i), ("pot",), ("discard",)
    # (a card made for the hand has None until _sync_hand places it).
    key: tuple[Any, ...]

    def __init__(
        self, renderer: CardRenderer, key: Hashable = None, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(renderer, key, parent)
        self.draggable = False
        self.code: str | None = None
        self.home = QPointF()
        self._press: QPointF | None = None
        self._grab = QPointF()
        self.dragging = False

    @property
    def card(self) -> str:
        """The code of a card of the hand (the piles' items may have none)."""
        assert self.code is not None
        return self.code

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._grab = event.scenePos() - self.pos()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None or not self.draggable:
            return
        if not self.dragging:
            if (
                event.scenePos() - self._press
            ).manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = True
            self.setZValue(1000)
            self.dragStarted.emit(self)
        self.setPos(event.scenePos() - self._grab)
        self.dragMoved.emit(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self._press = None
        if self.dragging:
            self.dragging = False
            self.dropped.emit(self, event.scenePos())
            event.accept()
            return
        super().mouseReleaseEvent(event)


class _Header(NamedTuple):
    """A zone's header as drawn: its fonts, the box of its text, the text shown, the badge and
    its pill (None: no room for it), and the whole header."""

    font: QFont
    small: QFont
    box: QRectF
    shown: str
    badge: str
    pill: QRectF | None
    whole: str

    @property
    def said(self) -> str:
        """The text shown and the badge: what is read of the header."""
        return " ".join(part for part in (self.shown, self.badge) if part)


class ZoneItem(QGraphicsObject):
    """A zone of the hand: a frame, a header (meld kind and value, clean-run badge, or what is
    wrong) and a switch. ``clicked`` on the frame, ``switchClicked`` on the switch."""

    clicked = Signal(int)
    switchClicked = Signal(int)

    def __init__(self, index: int, has_switch: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.has_switch = has_switch
        self._rect = QRectF(0, 0, 100, 100)
        self.header = 20.0
        self.title = ""
        self.detail = ""
        self.badge = ""
        self.state = "empty"  # empty | meld | wrong | taken
        self.switch_on = False
        self.switch_enabled = True
        self._hover = 0.0
        self.focused = False  # the zone the keyboard acts on: drawn with a ring
        self.ring_colour = QColor("#f2c14e")
        self.setZValue(-10)
        # Painted once per change, not on every frame of a card gliding over it.
        self.setCacheMode(_CACHED)

    def set_box(self, rect: QRectF, header: float) -> None:
        if rect == self._rect and header == self.header:
            return
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.header = header
        self._tip()
        self.update()

    def set_status(
        self,
        title: str,
        detail: str,
        badge: str,
        state: str,
        switch_on: bool,
        switch_enabled: bool = True,
    ) -> None:
        new = (title, detail, badge, state, switch_on, switch_enabled)
        if new != (
            self.title,
            self.detail,
            self.badge,
            self.state,
            self.switch_on,
            self.switch_enabled,
        ):
            self.title, self.detail, self.badge, self.state, self.switch_on, self.switch_enabled = (
                new
            )
            self._tip()
            self.update()

    def set_focused(self, on: bool, colour: QColor | None = None) -> None:
        colour = QColor(colour) if colour is not None else self.ring_colour
        if on != self.focused or colour != self.ring_colour:
            self.focused, self.ring_colour = on, colour
            self.update()

    def _header(self) -> _Header:
        """The header as it fits: the longest form of "1  Run 27 [clean]", then without the
        zone number, then with a check mark for the badge, then cut with "…"."""
        font = QFont()
        font.setPixelSize(max(9, round(self.header * 0.52)))
        font.setBold(True)
        small = QFont(font)
        small.setPixelSize(max(8, round(self.header * 0.44)))
        fm, sfm = QFontMetricsF(font), QFontMetricsF(small)
        right = self.switch_rect().left() - 4 if self.has_switch else self._rect.right() - 6
        box = QRectF(
            self._rect.left() + 6, self._rect.top(), right - self._rect.left() - 6, self.header
        )
        forms = [(self.title, self.badge)]
        if self.detail:
            forms = [
                (f"{self.title}  {self.detail}", self.badge),
                (self.detail, self.badge),
                (self.detail, "✓" if self.badge else ""),
            ]

        def badge_width(b: str) -> float:
            return sfm.horizontalAdvance(b) + self.header * 0.75 if b else 0.0

        title, badge = next(
            ((t, b) for t, b in forms if fm.horizontalAdvance(t) + badge_width(b) <= box.width()),
            forms[-1],
        )
        shown = fm.elidedText(
            title, Qt.TextElideMode.ElideRight, round(max(10.0, box.width() - badge_width(badge)))
        )
        pill = None
        if badge:
            x = box.left() + fm.horizontalAdvance(shown) + self.header * 0.25
            pill = QRectF(
                x,
                self._rect.top() + self.header * 0.18,
                badge_width(badge) - self.header * 0.25,
                self.header * 0.64,
            )
            if pill.right() > right + 1:
                pill, badge = None, ""
        whole = " ".join(part for part in forms[0] if part)
        return _Header(font, small, box, shown, badge, pill, whole)

    # The header as a text of the table (DrawsText, ui/table/items.py).
    def text(self) -> str:
        return self._header().whole

    def shown_text(self) -> str:
        return self._header().said

    def text_rect(self) -> QRectF:
        header = self._header()
        width = QFontMetricsF(header.font).horizontalAdvance(header.shown)
        height = QFontMetricsF(header.font).height()
        line = QRectF(header.box.left(), header.box.center().y() - height / 2, width, height)
        return line.united(header.pill) if header.pill is not None else line

    def _tip(self) -> None:
        header = self._header()
        self.setToolTip("" if header.said == header.whole else header.whole)

    def ring_pad(self) -> float:
        """How far the focus ring lies outside the frame (within the gap between zones)."""
        return max(2.5, self.header * 0.12)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def card_area(self) -> QRectF:
        return QRectF(
            self._rect.left(),
            self._rect.top() + self.header,
            self._rect.width(),
            self._rect.height() - self.header,
        )

    def switch_rect(self) -> QRectF:
        h = self.header * 0.72
        w = h * 1.8
        return QRectF(
            self._rect.right() - w - self.header * 0.2,
            self._rect.top() + (self.header - h) / 2,
            w,
            h,
        )

    hover = repainting_float("_hover")

    def boundingRect(self) -> QRectF:  # noqa: N802
        pad = self.ring_pad() + 3
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.focused:
            self._paint_ring(painter)
        colours = {
            "meld": QColor(120, 220, 140),
            "wrong": QColor(240, 150, 120),
            "taken": QColor(255, 211, 77),
            "empty": QColor(255, 255, 255),
        }
        edge = colours.get(self.state, QColor(255, 255, 255))
        fill = QColor(0, 0, 0, 60 + round(50 * self._hover))
        if self._hover > 0.01:
            edge = QColor("#ffd34d")
        pen = QPen(edge, 1.5 + 1.5 * self._hover)
        if self.state == "empty" and self._hover <= 0.01:
            pen.setColor(QColor(255, 255, 255, 90))
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill)
        r = self.header * 0.4
        painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), r, r)
        header = self._header()
        painter.setFont(header.font)
        painter.setPen(edge if self.state != "empty" else QColor(255, 255, 255, 170))
        painter.drawText(
            header.box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, header.shown
        )
        if header.pill is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(120, 220, 140))
            painter.drawRoundedRect(header.pill, header.pill.height() / 2, header.pill.height() / 2)
            painter.setPen(QColor("#10361c"))
            painter.setFont(header.small)
            painter.drawText(header.pill, Qt.AlignmentFlag.AlignCenter, header.badge)
        if self.has_switch:
            sw = self.switch_rect()
            on = self.switch_on
            track = QColor("#f2c14e") if on else QColor(255, 255, 255, 70)
            if not self.switch_enabled and not on:
                track = QColor(255, 255, 255, 30)
            painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
            painter.setBrush(track)
            painter.drawRoundedRect(sw, sw.height() / 2, sw.height() / 2)
            knob = sw.height() * 0.8
            kx = sw.right() - knob - sw.height() * 0.1 if on else sw.left() + sw.height() * 0.1
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(QRectF(kx, sw.top() + sw.height() * 0.1, knob, knob))

    def _paint_ring(self, painter: QPainter) -> None:
        """A solid ring in the theme's accent over a dark halo, outside the frame: it reads on
        every felt and never looks like the dashed frame of an empty zone or the hover glow."""
        pad = self.ring_pad()
        box = self._rect.adjusted(-pad, -pad, pad, pad)
        r = self.header * 0.4 + pad
        width = max(2.0, self.header * 0.1)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 150), width + 2.5))
        painter.drawRoundedRect(box, r, r)
        painter.setPen(QPen(self.ring_colour, width))
        painter.drawRoundedRect(box, r, r)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.has_switch and self.switch_rect().adjusted(-4, -4, 4, 4).contains(event.pos()):
            self.switchClicked.emit(self.index)
        elif self._rect.contains(event.pos()):
            self.clicked.emit(self.index)


class MeldGlow(QGraphicsObject):
    """Drawn behind a meld on the table: a soft outline, bright when the meld is a valid target
    for the card being moved."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF()
        self._level = 0.0
        self.owner_colour = QColor(255, 255, 255, 40)
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(_CACHED)

    def set_box(self, rect: QRectF) -> None:
        if rect == self._rect:
            return
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    level = repainting_float("_level")

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = min(self._rect.width(), self._rect.height()) * 0.12
        if self._level > 0.01:
            colour = QColor("#ffd34d")
            colour.setAlphaF(min(1.0, 0.35 + 0.65 * self._level))
            painter.setPen(QPen(colour, 3))
            fill = QColor("#ffd34d")
            fill.setAlphaF(0.18 * self._level)
            painter.setBrush(fill)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 35))
        painter.drawRoundedRect(self._rect, r, r)


class BubbleItem(QGraphicsObject):
    """A short message shown where the person is looking (a refusal beside the cards)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._rect = QRectF()
        self._px = 14
        self.setZValue(1500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def text(self) -> str:
        return self._text

    def shown_text(self) -> str:
        return self._text

    def text_rect(self) -> QRectF:
        """The text as wrapped in the bubble (inside its padding)."""
        inner = self._rect.adjusted(self._px * 0.8, 0, -self._px * 0.8, 0)
        return QFontMetricsF(self._font()).boundingRect(inner, _WRAPPED, self._text)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self._px)
        font.setBold(True)
        return font

    def show_text(self, text: str, anchor: QPointF, bounds: QRectF, px: int) -> None:
        self.prepareGeometryChange()
        self._text = text
        self._px = max(11, px)
        fm = QFontMetricsF(self._font())
        pad = self._px * 1.6
        width = min(bounds.width() * 0.9, fm.horizontalAdvance(text) + pad)
        # As many lines as the words wrap to in that width.
        lines = fm.boundingRect(QRectF(0, 0, max(1.0, width - pad), 10_000), _WRAPPED, text)
        height = lines.height() + self._px * 0.9
        x = min(max(bounds.left() + 4, anchor.x() - width / 2), bounds.right() - width - 4)
        y = min(max(bounds.top() + 4, anchor.y() - height), bounds.bottom() - height - 4)
        self._rect = QRectF(x, y, width, height)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(QColor(150, 28, 40, 235))
        r = self._px * 0.6
        painter.drawRoundedRect(self._rect, r, r)
        painter.setFont(self._font())
        painter.setPen(QColor("#ffffff"))
        painter.drawText(
            self._rect.adjusted(self._px * 0.8, 0, -self._px * 0.8, 0), _WRAPPED, self._text
        )
