"""Text on the table: names, counts and the banner that announces a moment of the game."""

from __future__ import annotations

from functools import lru_cache
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from abyss_cards.ui.table.animation import repainting_float

# A label too long for its box is drawn down to this fraction of its size before a shorter
# form of it (or, last, an ellipsis) is used.
SMALLEST = 0.8


@runtime_checkable
class DrawsText(Protocol):
    """A canvas item that paints a text, as the screen checks (tests/ui_checks.py) read it: the
    whole text, what is painted of it (cut with "…" only when the whole text is the item's
    tooltip), and the rect the painted text covers in the item's coordinates (inside its
    ``boundingRect``; beyond it, the text is cut)."""

    def text(self) -> str: ...

    def shown_text(self) -> str: ...

    def text_rect(self) -> QRectF: ...


def centred_text_rect(box: QRectF, font: QFont, text: str, pad: float = 0.0) -> QRectF:
    """The rect a line of ``text`` in ``font`` covers when centred in ``box`` (with ``pad``
    on each side: a pill's ends), as wide as it needs even beyond the box."""
    width = QFontMetricsF(font).horizontalAdvance(text) + 2 * pad
    height = QFontMetricsF(font).height()
    centre = box.center()
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


@lru_cache(maxsize=4096)
def _advance(base: str, px: int, bold: bool, text: str) -> float:
    """How wide ``text`` is at ``px`` pixels (``base``: the application's font, whose change
    makes new entries): a label is measured after every move and at each paint, mostly the
    same text in the same box."""
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return QFontMetricsF(font).horizontalAdvance(text)


def elided_line(text: str, font: QFont, room: float) -> str:
    """``text`` whole if it fits ``room`` pixels in ``font``, else cut with "…"."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, room)


class LabelItem(QGraphicsObject):
    """A line of text centred in a box; ``emphasis`` draws it on a light pill (whose turn).
    A text too long for the box is drawn smaller, then in its shorter forms (``set_text``),
    and only then cut with "…"; the whole text is then the item's tooltip."""

    def __init__(self, text: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self._shorter: tuple[str, ...] = ()
        self._rect = QRectF(0, 0, 100, 20)
        self._emphasis = False
        self.colour = QColor("#f4f1e8")
        self.accent = QColor("#f2c14e")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str, *shorter: str) -> None:
        """``text``, and shorter forms of it (most to least said) for a narrow box."""
        if text != self._text or shorter != self._shorter:
            self._text = text
            self._shorter = shorter
            self._tip()
            self.update()

    def _tip(self) -> None:
        self.setToolTip("" if self.shown()[0] == self._text else self._text)

    def shown(self) -> tuple[str, float]:
        """The text as drawn in the box and its font size as a fraction of the usual."""
        # A pill's round ends (half its height each) stay inside the box.
        room = self._rect.width() - (self._rect.height() if self._emphasis else 8)
        base = str(QGuiApplication.font().key())
        for text in (self._text, *self._shorter):
            for fraction in (1.0, 0.9, SMALLEST):
                if _advance(base, self._px(fraction), self._emphasis, text) <= room:
                    return text, fraction
        last = (self._text, *self._shorter)[-1]
        return elided_line(last, self._font(SMALLEST), room), SMALLEST

    def shown_text(self) -> str:
        return self.shown()[0]

    def _px(self, fraction: float) -> int:
        return max(8, round(max(9, round(self._rect.height() * 0.7)) * fraction))

    def _font(self, fraction: float) -> QFont:
        font = QFont()
        font.setPixelSize(self._px(fraction))
        font.setBold(self._emphasis)
        return font

    def text_rect(self) -> QRectF:
        text, fraction = self.shown()
        pad = self._rect.height() / 2 if self._emphasis else 0.0
        return centred_text_rect(self._rect, self._font(fraction), text, pad)

    def set_emphasis(self, on: bool) -> None:
        if on != self._emphasis:
            self._emphasis = on
            self._tip()
            self.update()

    def set_box(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.setPos(0, 0)
        self._tip()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self._rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        text, fraction = self.shown()
        painter.setFont(self._font(fraction))
        if self._emphasis:
            pill = self.text_rect()
            pill.setTop(self._rect.top())
            pill.setHeight(self._rect.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.accent)
            r = self._rect.height() / 2
            painter.drawRoundedRect(pill, r, r)
            painter.setPen(QColor("#1b1b1b"))
        else:
            painter.setPen(self.colour)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, text)


class BannerItem(QGraphicsObject):
    """A wide ribbon across the table ("Last round"); its ``opacity`` is animatable. A text too
    long for the ribbon is cut with "…", the whole text then its tooltip."""

    def __init__(self, text: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self._rect = QRectF(0, 0, 200, 30)
        self._pulse = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(900)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        self._text = text
        self._tip()
        self.update()

    def set_box(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._tip()
        self.update()

    def _tip(self) -> None:
        self.setToolTip("" if self.shown_text() == self._text else self._text)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(10, round(self._rect.height() * 0.58)))
        font.setBold(True)
        return font

    def shown_text(self) -> str:
        # The ribbon's round ends stay clear of the text.
        return elided_line(self._text, self._font(), self._rect.width() - self._rect.height())

    def text_rect(self) -> QRectF:
        return centred_text_rect(self._rect, self._font(), self.shown_text())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self._rect)

    pulse = repainting_float("_pulse")

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(QColor(150, 28, 40, 225))
        r = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, r, r)
        painter.setFont(self._font())
        painter.setPen(QColor("#ffffff"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.shown_text())
