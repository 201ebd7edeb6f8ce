"""One card on the table: position, flip and highlight are animatable Qt properties."""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QFont, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from abyss_cards.ui.table.animation import repainting_float
from abyss_cards.ui.table.items import centred_text_rect
from abyss_cards.ui.table.renderer import CardRenderer


class CardItem(QGraphicsObject):
    """A card drawn by a ``CardRenderer``; its origin is its centre (so flips turn on the spot).

    ``face`` is what the renderer paints when the card shows its face; ``flip`` goes from 0 (back)
    to 1 (face) and is what animations move; ``highlight`` (0–1) marks a legal target; an ``empty``
    card is a dashed place where a card could be. ``clicked``/``activated`` (Enter, Space) are how
    the game adapters learn that the person chose this card; ``key`` is theirs to name it.
    """

    clicked = Signal(object)
    activated = Signal(object)

    def __init__(
        self, renderer: CardRenderer, key: Hashable = None, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.key = key
        self._face: Hashable | None = None
        self._flip = 0.0
        self._highlight = 0.0
        self._size = QSizeF(50, 70)
        self._empty = False
        self._interactive = False
        self.badge: str = ""
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setAcceptHoverEvents(True)

    # -- state ----------------------------------------------------------------------------
    @property
    def face(self) -> Hashable | None:
        return self._face

    def set_face(self, face: Hashable | None, face_up: bool | None = None) -> None:
        """Set what the face shows; ``face_up`` (if given) also sets the flip at once."""
        flip = self._flip if face_up is None else (1.0 if face_up else 0.0)
        if face == self._face and flip == self._flip:
            return  # nothing to repaint: syncing a whole table touches only what changed
        self._face = face
        self._flip = flip
        self.update()

    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    @property
    def empty(self) -> bool:
        return self._empty

    def set_empty(self, empty: bool) -> None:
        if empty != self._empty:
            self._empty = empty
            self.update()

    def set_interactive(self, interactive: bool) -> None:
        """Whether a click/Enter on this card means something now (the cursor tells)."""
        if interactive == self._interactive:
            return
        self._interactive = interactive
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor
        )

    @property
    def interactive(self) -> bool:
        return self._interactive

    def set_badge(self, text: str) -> None:
        """A small label drawn under the card (a pile's count)."""
        if text != self.badge:
            self.prepareGeometryChange()
            self.badge = text
            self.update()

    # The badge as a text of the table (DrawsText, ui/table/items.py).
    def text(self) -> str:
        return self.badge

    def shown_text(self) -> str:
        return self.badge

    def text_rect(self) -> QRectF:
        return centred_text_rect(self.badge_rect(), self.badge_font(QFont()), self.badge)

    def size(self) -> QSizeF:
        return QSizeF(self._size)

    def set_size(self, size: QSizeF) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(size)
            self.update()

    def rect(self) -> QRectF:
        """The card's outline in item coordinates (centred on the origin)."""
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2, -h / 2, w, h)

    def scene_rect(self) -> QRectF:
        return self.mapRectToScene(self.rect())

    # -- animatable properties --------------------------------------------------------------
    flip = repainting_float("_flip")
    highlight = repainting_float("_highlight")

    # -- painting -------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        pad = max(3.0, self._size.width() * 0.08)
        r = self.rect().adjusted(-pad, -pad, pad, pad)
        return r.united(self.badge_rect()) if self.badge else r

    def focus_frame(self) -> tuple[QRectF, float]:
        """The dashed frame drawn round the card with the keyboard focus, and its pen's width."""
        rect = self.rect()
        pad = max(3.0, rect.width() * 0.07)
        return rect.adjusted(-pad, -pad, pad, pad), max(2.0, rect.width() * 0.04)

    def badge_font(self, base: QFont) -> QFont:
        font = QFont(base)
        font.setPixelSize(max(9, round(self._size.height() * 0.16)))
        font.setBold(True)
        return font

    def badge_rect(self) -> QRectF:
        """Where the badge is written: under the focus frame, which never crosses it."""
        rect = self.rect()
        frame, pen = self.focus_frame()
        return QRectF(
            rect.left() - rect.width() * 0.2,
            frame.bottom() + pen / 2,
            rect.width() * 1.4,
            self._size.height() * 0.2,
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.rect()
        if self._empty:
            self.renderer.paint_placeholder(painter, rect)
        else:
            # A flip squeezes the card horizontally to nothing and opens it on the other side.
            squeeze = abs(math.cos(self._flip * math.pi))
            showing_face = self._flip >= 0.5 and self._face is not None
            dpr = (
                widget.devicePixelRatioF()
                if widget is not None
                else painter.device().devicePixelRatioF()
            )
            pm = self.renderer.pixmap(
                self._face if showing_face else None, rect.width(), rect.height(), dpr
            )
            if squeeze > 0.999:
                painter.drawPixmap(rect.topLeft(), pm)
            elif squeeze > 0.02:
                painter.save()
                painter.scale(squeeze, 1.0)
                painter.drawPixmap(rect.topLeft(), pm)
                painter.restore()
        if self._highlight > 0.01:
            colour = QColor("#ffd34d")
            colour.setAlphaF(min(1.0, self._highlight))
            pen = QPen(colour, max(2.0, rect.width() * 0.06))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = rect.width() * 0.1
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)
        if self.hasFocus():
            frame, width = self.focus_frame()
            painter.setPen(QPen(QColor("#ffffff"), width, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = rect.width() * 0.12
            painter.drawRoundedRect(frame, r, r)
        if self.badge:
            painter.setFont(self.badge_font(QFont()))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(self.badge_rect(), Qt.AlignmentFlag.AlignCenter, self.badge)

    # -- input ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.pos()):
            self.clicked.emit(self)
            event.accept()
        else:
            super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit(self)
            event.accept()
        else:
            event.ignore()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)

    def centre(self) -> QPointF:
        return self.pos()
