"""Text and tokens on the Abyss table: a line of chips (words, numbers and token icons) for the
seats' headers and the zones' labels, and a space of the threat track."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from abyss_cards.ui.abyss.cards import RACE_STYLE, guild_path, paint_token, race_path
from abyss_cards.ui.table.items import centred_text_rect

# The smallest text a line of chips may shrink to before it is cut (pixels).
LEAST_PX = 9
TEXT = QColor("#f4f1e8")
ACCENT = QColor("#f2c14e")
WARNING_PILL = QColor(40, 16, 24, 232)  # under a note laid over a card (dark, nearly opaque)


def _line_font(base: str, px: int, bold: bool) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


@lru_cache(maxsize=8192)
def text_advance(base: str, px: int, bold: bool, text: str) -> float:
    """How wide ``text`` is at ``px`` pixels (``base``: the application's font, whose change
    makes new entries). The table measures its lines again after every move, most of them
    unchanged: measured once here, not on each move and each paint."""
    return QFontMetricsF(_line_font(base, px, bold)).horizontalAdvance(text)


@lru_cache(maxsize=256)
def line_height(base: str, px: int, bold: bool) -> float:
    return QFontMetricsF(_line_font(base, px, bold)).height()


def _base_font() -> str:
    return str(QGuiApplication.font().key())


class _BoxedItem(QGraphicsObject):
    """An item drawn in the box ``_rect`` the table gives it (``set_box``): the chips' and the
    threat track's spaces."""

    _rect: QRectF

    def set_box(self, rect: QRectF) -> None:
        if rect == self._rect:
            return  # nothing to repaint: the table sets every box again after each move
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def box(self) -> QRectF:
        return QRectF(self._rect)


class ChipsItem(_BoxedItem):
    """One line of segments in a box: ("text", str), ("bold", str), ("icon", "pearl" | "key" |
    "monster" | "lords"), ("race", race). The font is as large as the box allows, smaller when
    the line is long (down to ``LEAST_PX``); ``fits()`` says whether the whole line shows.
    ``emphasis`` draws the line on a light pill (whose turn); ``align`` left or centre."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._segments: list[tuple[str, str]] = []
        self._rect = QRectF(0, 0, 100, 20)
        self._emphasis = False
        self._warning = False
        self.centred = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Painted once per change, not on every frame of the table (text and icons are dear).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_segments(self, segments: list[tuple[str, str]]) -> None:
        segments = [(k, str(v)) for k, v in segments]
        if segments != self._segments:
            self._segments = segments
            self.update()

    def segments(self) -> list[tuple[str, str]]:
        return list(self._segments)

    def plain_text(self) -> str:
        return " ".join(v for k, v in self._segments if k in ("text", "bold"))

    # The line as a text of the table (DrawsText, ui/table/items.py): a line too long for its
    # box is not shortened here but cut by the box (the table gives shorter segments instead).
    def text(self) -> str:
        return self.plain_text()

    def shown_text(self) -> str:
        return self.plain_text()

    def text_rect(self) -> QRectF:
        """The whole line, icons and pill with it, as wide as it needs even beyond the box."""
        px = self.font_px()
        total = self.natural_width(px)
        height = max(
            line_height(_base_font(), max(1, round(px)), True),
            self._rect.height() if self._pill() else 0.0,
        )
        return QRectF(self._left(total), self._rect.center().y() - height / 2, total, height)

    def _left(self, total: float) -> float:
        """Where the line starts: centred (or on a pill), else at the box's left."""
        if self.centred or self._pill():
            return self._rect.center().x() - min(total, self._rect.width()) / 2
        return self._rect.left()

    def set_emphasis(self, on: bool) -> None:
        if on != self._emphasis:
            self._emphasis = on
            self.update()

    def emphasis(self) -> bool:
        return self._emphasis

    def set_warning(self, on: bool) -> None:
        """Drawn on a dark pill (a note over a card: why a Lord cannot be recruited)."""
        if on != self._warning:
            self._warning = on
            self.update()

    def warning(self) -> bool:
        return self._warning

    def _pill(self) -> bool:
        return self._emphasis or self._warning

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self._rect)

    # -- measuring ----------------------------------------------------------------------------
    def _font(self, px: float, bold: bool) -> QFont:
        return _line_font("", max(1, round(px)), bold)

    def _widths(self, px: float, base: str | None = None) -> list[float]:
        base = _base_font() if base is None else base
        size = max(1, round(px))
        out = []
        for kind, value in self._segments:
            if kind in ("text", "bold"):
                out.append(text_advance(base, size, kind == "bold" or self._emphasis, value))
            else:
                out.append(px * 1.15)
        return out

    def _spacing(self, px: float) -> float:
        return px * 0.35

    def natural_width(self, px: float, base: str | None = None) -> float:
        widths = self._widths(px, base)
        pad = self._rect.height() if self._pill() else 4.0
        return sum(widths) + self._spacing(px) * max(0, len(widths) - 1) + pad

    def font_px(self) -> float:
        """The text size the line is drawn at (its widths measured once per size and font,
        ``text_advance``)."""
        base = _base_font()
        px = float(max(LEAST_PX, round(self._rect.height() * 0.66)))
        while px > LEAST_PX and self.natural_width(px, base) > self._rect.width():
            px -= 1
        return px

    def fits(self) -> bool:
        px = self.font_px()
        return (
            self.natural_width(px) <= self._rect.width() + 0.5
            and line_height(_base_font(), max(1, round(px)), True) <= self._rect.height() + 2
        )

    # -- painting -----------------------------------------------------------------------------
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._segments:
            return
        px = self.font_px()
        widths = self._widths(px)
        total = self.natural_width(px)
        rect = self._rect
        left = self._left(total)
        painter.save()
        painter.setClipRect(rect)
        if self._pill():
            pill = QRectF(left, rect.top(), min(total, rect.width()), rect.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ACCENT if self._emphasis else WARNING_PILL)
            painter.drawRoundedRect(pill, rect.height() / 2, rect.height() / 2)
            x = left + rect.height() / 2
            ink = QColor("#1b1b1b") if self._emphasis else TEXT
        else:
            x = left + 2
            ink = TEXT
        cy = rect.center().y()
        for (kind, value), w in zip(self._segments, widths, strict=True):
            if kind in ("text", "bold"):
                painter.setFont(self._font(px, kind == "bold" or self._emphasis))
                painter.setPen(ink)
                painter.drawText(
                    QRectF(x, rect.top(), w + 2, rect.height()),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    value,
                )
            else:
                icon = QRectF(x, cy - px * 0.55, px * 1.1, px * 1.1)
                draw_icon(painter, icon, kind, value, ink)
            x += w + self._spacing(px)
        painter.restore()


def draw_icon(painter: QPainter, rect: QRectF, kind: str, value: str, ink: QColor = TEXT) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if kind == "icon" and value in ("pearl", "key", "monster"):
        paint_token(painter, rect, value)
    elif kind == "icon" and value == "lords":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ACCENT if ink == TEXT else QColor("#6b2234"))
        painter.drawPath(guild_path("politician", rect.center(), rect.width() * 0.45))
    elif kind == "icon" and value == "hand":
        painter.setPen(QPen(QColor("#1b1b1b"), 1.0))
        for k, colour in enumerate(("#fbf8f0", "#e8e2d0")):
            card = QRectF(
                rect.left() + rect.width() * (0.1 + 0.25 * k),
                rect.top(),
                rect.width() * 0.6,
                rect.height(),
            )
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(card, 2, 2)
    elif kind == "icon" and value == "shield":
        w, h = rect.width(), rect.height()
        path = QPainterPath()
        path.moveTo(rect.left() + w * 0.15, rect.top() + h * 0.12)
        path.lineTo(rect.right() - w * 0.15, rect.top() + h * 0.12)
        path.lineTo(rect.right() - w * 0.15, rect.top() + h * 0.5)
        path.quadTo(
            rect.right() - w * 0.2,
            rect.bottom() - h * 0.15,
            rect.center().x(),
            rect.bottom() - h * 0.02,
        )
        path.quadTo(
            rect.left() + w * 0.2,
            rect.bottom() - h * 0.15,
            rect.left() + w * 0.15,
            rect.top() + h * 0.5,
        )
        path.closeSubpath()
        colour, dark = RACE_STYLE["jellyfish"][:2]
        painter.setPen(QPen(QColor(dark), 1.0))
        painter.setBrush(QColor(colour))
        painter.drawPath(path)
    elif kind == "race":
        colour, race_ink, _ = RACE_STYLE[value]
        painter.setPen(QPen(QColor(race_ink), 1.0))
        painter.setBrush(QColor(colour))
        painter.drawPath(race_path(value, rect.center(), rect.width() * 0.48))
    painter.restore()


class ThreatSpaceItem(_BoxedItem):
    """One space of the threat track: its number, its reward (P/M = a Pearl or a Monster token,
    K = a Key token) and, on the space where it stands, the marker."""

    def __init__(
        self, number: int, reward: tuple[str, ...], parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.number = number
        self.reward = reward
        self._rect = QRectF(0, 0, 60, 40)
        self._marked = False
        self._pays = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_pays(self, on: bool) -> None:
        """This space, not the marker's, is what a fight by the viewer would pay (a Tamer)."""
        if on != self._pays:
            self._pays = on
            self.update()

    @property
    def pays(self) -> bool:
        return self._pays

    def set_marked(self, on: bool) -> None:
        if on != self._marked:
            self._marked = on
            self.update()

    @property
    def marked(self) -> bool:
        return self._marked

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    # The space's number as a text of the table (DrawsText, ui/table/items.py).
    def text(self) -> str:
        return str(self.number)

    def shown_text(self) -> str:
        return str(self.number)

    def text_rect(self) -> QRectF:
        return centred_text_rect(self._number_box(), self._number_font(), str(self.number))

    def _number_box(self) -> QRectF:
        h = self._rect.height()
        return QRectF(self._rect.left() + 3, self._rect.top(), h * 0.5, h)

    def _number_font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(LEAST_PX, round(self._rect.height() * 0.42)))
        font.setBold(True)
        return font

    def icons(self) -> list[str]:
        out = []
        for part in self.reward:
            out.append("key" if part == "K" else "pm")
        return out

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(
            QPen(
                ACCENT if self._marked else QColor(255, 255, 255, 110), 3.0 if self._marked else 1.0
            )
        )
        painter.setBrush(QColor(0, 0, 0, 110 if self._marked else 60))
        r = rect.height() * 0.18
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r)
        h = rect.height()
        number = self._number_box()
        painter.setFont(self._number_font())
        painter.setPen(ACCENT if self._marked else TEXT)
        painter.drawText(number, Qt.AlignmentFlag.AlignCenter, str(self.number))
        # The reward: a key for K, a Pearl over a Monster token for "a Pearl or a Monster".
        icons = self.icons()
        size = min(h * 0.48, (rect.width() - number.width() - 6) / max(1, len(icons)) * 0.95)
        x = number.right() + 2
        for icon in icons:
            if icon == "key":
                paint_token(painter, QRectF(x, rect.center().y() - size / 2, size, size), "key")
            else:
                small = size * 0.72
                paint_token(
                    painter, QRectF(x, rect.center().y() - small * 0.95, small, small), "pearl"
                )
                paint_token(
                    painter,
                    QRectF(x + size - small, rect.center().y() - small * 0.05, small, small),
                    "monster",
                )
            x += size * 1.02
        if self._pays:
            pen = QPen(ACCENT, 2.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), r, r)
        if self._marked:
            # The marker: a bright ring in the top right corner.
            painter.setPen(QPen(QColor("#1b1b1b"), 1.0))
            painter.setBrush(ACCENT)
            painter.drawEllipse(
                QPointF(rect.right() - h * 0.16, rect.top() + h * 0.16), h * 0.11, h * 0.11
            )
