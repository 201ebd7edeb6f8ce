"""The view of a table: the scene always matches the viewport (layout is redone on resize, never
scaled), and the arrow keys move the keyboard focus to the nearest card in that direction.

Cards are not widgets, so a screen reader cannot see them: the view names the focused card in its
own accessible description ("7 de cœur", "carte cachée, ligne 2, colonne 3") each time the focus
moves, and tells assistive technologies that it changed."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QBrush,
    QColor,
    QKeyEvent,
    QPainter,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from abyss_cards.ui.table.card_item import CardItem

_DIRECTIONS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


FELTS_KEPT = 2  # felt pictures kept, one per view size (the table's and the end page's)


class TableView(QGraphicsView):
    resized = Signal(QSizeF)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The felt is painted once per size, not on every animation frame.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self._felt = QColor("#1d5e3a")
        # The felt painted whole per size (a radial gradient: ~15-20 ms for a large view),
        # kept for the last few sizes, and painted ahead in bands for a size to come
        # (``paint_felt_ahead``): key (width, height, dpr × 100, colour) → picture.
        self._felts: dict[tuple[int, int, int, str], QPixmap] = {}
        self._felt_ahead: tuple[tuple[int, int, int, str], QPixmap, int] | None = None
        self.set_felt("#1d5e3a")
        # Where a card lies, in words ("row 2, column 3"): the game's table may say it.
        self.card_place: Callable[[CardItem], str] | None = None
        self.setAccessibleName(self.tr("Card table"))
        self.scene().focusItemChanged.connect(self._focus_item_changed)

    def describe_card(self, card: CardItem) -> str:
        """The card in words: its face (or that it is hidden), where it lies, the pile's count,
        and what it is for (its tooltip)."""
        if card.empty:
            what = self.tr("empty place")
        elif card.face_up and card.face is not None:
            name = getattr(card.renderer, "face_name", None)
            what = name(card.face) if callable(name) else str(card.face)
        else:
            what = self.tr("face-down card")
        place = self.card_place(card) if self.card_place is not None else ""
        text = ", ".join(part for part in (what, place, card.badge) if part)
        tip = card.toolTip()
        return f"{text} — {tip}" if tip else text

    def announce_focus(self) -> None:
        """Name the focused card now (after a move changed what it shows, too)."""
        card = self.scene().focusItem()
        text = self.describe_card(card) if isinstance(card, CardItem) else ""
        if text == self.accessibleDescription():
            return
        self.setAccessibleDescription(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged)
            )

    def _focus_item_changed(
        self, new: QGraphicsItem | None, old: QGraphicsItem | None, reason: Qt.FocusReason
    ) -> None:
        self.announce_focus()

    def set_felt(self, colour: str) -> None:
        self._felt = QColor(colour)
        self.resetCachedContent()
        self.viewport().update()

    def _felt_brush(self, scene_rect: QRectF) -> QBrush:
        gradient = QRadialGradient(scene_rect.center(), max(scene_rect.width(), 1) * 0.75)
        gradient.setColorAt(0, self._felt.lighter(112))
        gradient.setColorAt(1, self._felt.darker(135))
        return QBrush(gradient)

    def _felt_key(self, size: QSize, dpr: float) -> tuple[int, int, int, str]:
        return (size.width(), size.height(), round(dpr * 100), self._felt.name())

    def _new_felt(self, size: QSize, dpr: float) -> QPixmap:
        felt = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        felt.setDevicePixelRatio(dpr)
        return felt

    def _paint_felt(self, felt: QPixmap, rect: QRectF) -> None:
        """``rect`` of the felt picture painted as the view paints its background cache (a
        painter of its own, without the view's render hints)."""
        size = felt.deviceIndependentSize()
        painter = QPainter(felt)
        painter.fillRect(rect, self._felt_brush(QRectF(0, 0, size.width(), size.height())))
        painter.end()

    def felt_picture(self, size: QSize, dpr: float) -> QPixmap:
        """The felt of a view of ``size``, painted whole (once per size and colour)."""
        key = self._felt_key(size, dpr)
        felt = self._felts.get(key)
        if felt is None:
            felt = self._new_felt(size, dpr)
            self._paint_felt(felt, QRectF(0, 0, size.width(), size.height()))
            self._keep_felt(key, felt)
        return felt

    def _keep_felt(self, key: tuple[int, int, int, str], felt: QPixmap) -> None:
        self._felts.pop(key, None)
        self._felts[key] = felt
        while len(self._felts) > FELTS_KEPT:
            del self._felts[next(iter(self._felts))]

    def paint_felt_ahead(self, size: QSize, dpr: float, rows: int) -> bool:
        """Paint ``rows`` more rows of the felt for a view of ``size`` (the size it will have
        soon: its first paint at that size then copies it); True once it is whole."""
        key = self._felt_key(size, dpr)
        if key in self._felts:
            return True
        ahead = self._felt_ahead
        if ahead is None or ahead[0] != key:
            ahead = (key, self._new_felt(size, dpr), 0)
        _, felt, done = ahead
        end = min(size.height(), done + rows)
        self._paint_felt(felt, QRectF(0, done, size.width(), end - done))
        if end >= size.height():
            self._felt_ahead = None
            self._keep_felt(key, felt)
            return True
        self._felt_ahead = (key, felt, end)
        return False

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        scene_rect = self.sceneRect()
        if painter.transform().isIdentity() and scene_rect.topLeft() == QPointF(0, 0):
            # The view's own background cache being painted: the felt copied from its
            # picture at this size, pixel for pixel as the gradient paints it.
            size = self.viewport().size()
            if scene_rect.size() == QSizeF(size):
                dpr = self.viewport().devicePixelRatioF()
                painter.drawPixmap(QPointF(0, 0), self.felt_picture(size, dpr))
                return
        painter.fillRect(rect, self._felt_brush(scene_rect))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetCachedContent()
        self.resized.emit(QSizeF(size))

    def focus_targets(self) -> list[CardItem]:
        return [
            i
            for i in self.scene().items()
            if isinstance(i, CardItem)
            and i.isVisible()
            and i.isEnabled()
            and i.flags() & i.GraphicsItemFlag.ItemIsFocusable
        ]

    def focus_card(self, card: CardItem | None) -> None:
        if card is None:
            return
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.scene().setFocusItem(card, Qt.FocusReason.OtherFocusReason)

    def move_focus(self, dx: int, dy: int) -> CardItem | None:
        """Focus the nearest card whose centre lies in direction (dx, dy) of the focused one."""
        targets = self.focus_targets()
        if not targets:
            return None
        current = self.scene().focusItem()
        if not isinstance(current, CardItem) or current not in targets:
            first = max(targets, key=lambda c: c.interactive)
            self.focus_card(first)
            return first
        here = current.scenePos()
        best: CardItem | None = None
        best_score = math.inf
        for card in targets:
            if card is current:
                continue
            d = card.scenePos() - here
            along = d.x() * dx + d.y() * dy
            if along <= 1:
                continue
            across = abs(d.x() * dy) + abs(d.y() * dx)
            # Prefer cards straight ahead; interactive ones win ties of distance.
            score = along + 2.5 * across - (0.5 if card.interactive else 0)
            if score < best_score:
                best, best_score = card, score
        if best is not None:
            self.focus_card(best)
        return best

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        direction = _DIRECTIONS.get(Qt.Key(event.key()))
        if direction is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.move_focus(*direction)
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            # Activate the focused card here rather than through the scene, which only
            # delivers keys while it has the focus itself.
            card = self.scene().focusItem()
            if isinstance(card, CardItem):
                card.activated.emit(card)
                event.accept()
                self.announce_focus()
                return
        super().keyPressEvent(event)

    def scene_to_viewport(self, point: QPointF) -> QPoint:
        return self.mapFromScene(point)
