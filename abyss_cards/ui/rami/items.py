"""Scene items of the Rami table: a card of the hand that can be dragged, a zone of the hand
with its meld status and switch, and the glow behind a meld on the table."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

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
# A zone's header text is tried at these fractions of its size before a shorter form.
HEADER_SCALES = (1.0, 0.9, 0.8)


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
        self.short = ""  # the detail in the fewest words, for a narrow zone
        self.note = ""  # its cards or its refusal, for the tooltip (``set_note``)
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
        short: str = "",
    ) -> None:
        new = (title, detail, badge, state, switch_on, switch_enabled, short)
        if new != (
            self.title,
            self.detail,
            self.badge,
            self.state,
            self.switch_on,
            self.switch_enabled,
            self.short,
        ):
            (
                self.title,
                self.detail,
                self.badge,
                self.state,
                self.switch_on,
                self.switch_enabled,
                self.short,
            ) = new
            self._tip()
            self.update()

    def set_focused(self, on: bool, colour: QColor | None = None) -> None:
        colour = QColor(colour) if colour is not None else self.ring_colour
        if on != self.focused or colour != self.ring_colour:
            self.focused, self.ring_colour = on, colour
            self.update()

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

    def _title_box(self) -> QRectF:
        right = self.switch_rect().left() - 4 if self.has_switch else self._rect.right() - 6
        return QRectF(
            self._rect.left() + 6, self._rect.top(), right - self._rect.left() - 6, self.header
        )

    def _badge_width(self, badge: str, small: QFont) -> float:
        return QFontMetricsF(small).horizontalAdvance(badge) + self.header * 0.75 if badge else 0.0

    def text_is_cut(self) -> str:
        """The whole header when the zone shows it cut ("Suit…"), else ""."""
        shown = self.header_text(QFont())[0]
        whole = f"{self.title}  {self.detail}" if self.detail else self.title
        return whole if shown.endswith("…") else ""

    def header_text(self, base: QFont) -> tuple[str, str, QFont, QFont]:
        """What the header says, its badge, and their fonts: the longest form that fits whole
        ("1  Run 27 [clean]", then without the zone number, then a check mark for the badge,
        then the short form), each tried a little smaller before the next; cut with "…" only
        when even the short form at the smallest size does not fit."""
        room = self._title_box().width()
        forms = [(self.title, self.badge)]
        if self.detail:
            forms = [
                (f"{self.title}  {self.detail}", self.badge),
                (self.detail, self.badge),
                (self.detail, "✓" if self.badge else ""),
            ]
            if self.short:
                forms.append((self.short, "✓" if self.badge else ""))
        fonts = []
        for scale in HEADER_SCALES:
            font = QFont(base)
            font.setPixelSize(max(8, round(self.header * 0.52 * scale)))
            font.setBold(True)
            small = QFont(base)
            small.setPixelSize(max(7, round(self.header * 0.44 * scale)))
            fonts.append((font, small))
        for text, badge in forms:
            for font, small in fonts:
                width = QFontMetricsF(font).horizontalAdvance(text)
                if width + self._badge_width(badge, small) <= room:
                    return text, badge, font, small
        text, badge = forms[-1]
        font, small = fonts[-1]
        room_left = round(max(10.0, room - self._badge_width(badge, small)))
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, room_left)
        return shown, badge, font, small

    def _pill(self, shown: str, badge: str, font: QFont, small: QFont) -> QRectF | None:
        """The badge's pill after the ``shown`` title; None when there is no room for it."""
        if not badge:
            return None
        text_box = self._title_box()
        x = text_box.left() + QFontMetricsF(font).horizontalAdvance(shown) + self.header * 0.25
        pill = QRectF(
            x,
            self._rect.top() + self.header * 0.18,
            self._badge_width(badge, small) - self.header * 0.25,
            self.header * 0.64,
        )
        return pill if pill.right() <= text_box.right() + 1 else None

    # The header as a text of the table (DrawsText, ui/table/items.py).
    def text(self) -> str:
        title = f"{self.title}  {self.detail}" if self.detail else self.title
        return " ".join(part for part in (title, self.badge) if part)

    def shown_text(self) -> str:
        shown, badge, font, small = self.header_text(QFont())
        pill = self._pill(shown, badge, font, small)
        return " ".join(part for part in (shown, badge if pill is not None else "") if part)

    def text_rect(self) -> QRectF:
        shown, badge, font, small = self.header_text(QFont())
        fm = QFontMetricsF(font)
        box = self._title_box()
        line = QRectF(
            box.left(), box.center().y() - fm.height() / 2, fm.horizontalAdvance(shown), fm.height()
        )
        pill = self._pill(shown, badge, font, small)
        return line.united(pill) if pill is not None else line

    def set_note(self, note: str) -> None:
        """What the zone holds or why it is refused, said on hover."""
        if note != self.note:
            self.note = note
            self._tip()

    def _tip(self) -> None:
        """On hover: the header whole when it is shown shorter, then the note."""
        whole = self.text() if self.shown_text() != self.text() else ""
        self.setToolTip("\n".join(part for part in (whole, self.note) if part))

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
        # Header: title (kind · value), then the badge pill.
        shown, badge, font, small = self.header_text(QFont())
        painter.setFont(font)
        painter.setPen(edge if self.state != "empty" else QColor(255, 255, 255, 170))
        painter.drawText(
            self._title_box(), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown
        )
        pill = self._pill(shown, badge, font, small)
        if pill is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(120, 220, 140))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(QColor("#10361c"))
            painter.setFont(small)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, badge)
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
