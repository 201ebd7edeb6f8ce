"""A standard French-suited deck painted with QPainter: corner indices (R D V A in French, K Q J A
in English), pips laid out as on real cards, court cards and a joker of our own design, and an
optional four-colour deck (♦ blue, ♣ green) for readability.

Faces are card codes: rank + suit (``AS``, ``10H``, ``QD``, ``KC``) and ``JK`` for the joker.
Everything is painted at the exact device size (see ``CardRenderer``), so cards stay crisp; below
a small width the face keeps only what still reads (a big index and one suit).
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QTransform

from abyss_cards.ui.table.renderer import CardRenderer

SUITS = "SHDC"
INDICES = {
    "fr": {"A": "A", "J": "V", "Q": "D", "K": "R"},
    "en": {"A": "A", "J": "J", "Q": "Q", "K": "K"},
}
TWO_COLOURS = {"S": "#1b1b1f", "C": "#1b1b1f", "H": "#c8102e", "D": "#c8102e"}
FOUR_COLOURS = {"S": "#1b1b1f", "C": "#17803a", "H": "#c8102e", "D": "#1c5fc4"}

# Pip centres as (x, y) fractions of the pip area; y > 0.5 is drawn upside down, as on real cards.
_L, _C, _R = 0.0, 0.5, 1.0
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, 0.0), (_C, 1.0)),
    3: ((_C, 0.0), (_C, 0.5), (_C, 1.0)),
    4: ((_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)),
    5: ((_L, 0.0), (_R, 0.0), (_C, 0.5), (_L, 1.0), (_R, 1.0)),
    6: ((_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    7: ((_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    8: ((_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1.0), (_R, 1.0)),
    9: (
        (_L, 0.0),
        (_R, 0.0),
        (_L, 1 / 3),
        (_R, 1 / 3),
        (_C, 0.5),
        (_L, 2 / 3),
        (_R, 2 / 3),
        (_L, 1.0),
        (_R, 1.0),
    ),
    10: (
        (_L, 0.0),
        (_R, 0.0),
        (_C, 1 / 6),
        (_L, 1 / 3),
        (_R, 1 / 3),
        (_L, 2 / 3),
        (_R, 2 / 3),
        (_C, 5 / 6),
        (_L, 1.0),
        (_R, 1.0),
    ),
}


def split_code(code: str) -> tuple[str, str]:
    """``("10", "H")`` for ``10H``; ``("JK", "")`` for the joker."""
    if code == "JK":
        return "JK", ""
    return code[:-1], code[-1]


def suit_path(suit: str, centre: QPointF, size: float) -> QPainterPath:
    """The suit symbol, ``size`` tall, centred on ``centre`` (our own outlines)."""
    s = size / 2
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if suit == "D":
        path.moveTo(x, y - s)
        path.quadTo(x + s * 0.32, y - s * 0.3, x + s * 0.78, y)
        path.quadTo(x + s * 0.32, y + s * 0.3, x, y + s)
        path.quadTo(x - s * 0.32, y + s * 0.3, x - s * 0.78, y)
        path.quadTo(x - s * 0.32, y - s * 0.3, x, y - s)
    elif suit == "H":
        path.moveTo(x, y + s)
        path.cubicTo(
            x - s * 0.5, y + s * 0.45, x - s * 1.0, y + s * 0.05, x - s * 0.92, y - s * 0.42
        )
        path.cubicTo(x - s * 0.82, y - s * 1.02, x - s * 0.1, y - s * 1.0, x, y - s * 0.48)
        path.cubicTo(
            x + s * 0.1, y - s * 1.0, x + s * 0.82, y - s * 1.02, x + s * 0.92, y - s * 0.42
        )
        path.cubicTo(x + s * 1.0, y + s * 0.05, x + s * 0.5, y + s * 0.45, x, y + s)
    elif suit == "S":
        top = y - s
        path.moveTo(x, top)
        path.cubicTo(
            x + s * 0.45, y - s * 0.45, x + s * 0.98, y - s * 0.12, x + s * 0.9, y + s * 0.3
        )
        path.cubicTo(
            x + s * 0.82, y + s * 0.72, x + s * 0.25, y + s * 0.7, x + s * 0.06, y + s * 0.38
        )
        path.quadTo(x + s * 0.12, y + s * 0.8, x + s * 0.42, y + s)
        path.lineTo(x - s * 0.42, y + s)
        path.quadTo(x - s * 0.12, y + s * 0.8, x - s * 0.06, y + s * 0.38)
        path.cubicTo(
            x - s * 0.25, y + s * 0.7, x - s * 0.82, y + s * 0.72, x - s * 0.9, y + s * 0.3
        )
        path.cubicTo(x - s * 0.98, y - s * 0.12, x - s * 0.45, y - s * 0.45, x, top)
    else:  # clubs: three leaves and a flared stem
        r = s * 0.42
        path.addEllipse(QPointF(x, y - s * 0.5), r, r)
        path.addEllipse(QPointF(x - s * 0.5, y + s * 0.12), r, r)
        path.addEllipse(QPointF(x + s * 0.5, y + s * 0.12), r, r)
        stem = QPainterPath()
        stem.moveTo(x - s * 0.08, y)
        stem.quadTo(x - s * 0.1, y + s * 0.75, x - s * 0.42, y + s)
        stem.lineTo(x + s * 0.42, y + s)
        stem.quadTo(x + s * 0.1, y + s * 0.75, x + s * 0.08, y)
        stem.closeSubpath()
        path = path.united(stem)
        path.addRect(QRectF(x - s * 0.2, y - s * 0.2, s * 0.4, s * 0.4))
        path = path.simplified()
    return path


class FrenchDeckRenderer(CardRenderer):
    """Faces are card codes. ``language`` picks the corner indices; ``four_colours`` the inks."""

    share_pixmaps = True  # a face is its code, ``options_key`` and the back colours

    def __init__(self, language: str = "fr", four_colours: bool = False) -> None:
        super().__init__(capacity=900)
        self.language = language if language in INDICES else "en"
        self.four_colours = four_colours
        self.back_colours = ("#7a1f2b", "#3d0c14", "#e8c66a")

    def options_key(self) -> Hashable:
        return (self.language, self.four_colours)

    def set_language(self, language: str) -> None:
        self.language = language if language in INDICES else "en"

    def ink(self, suit: str) -> QColor:
        table = FOUR_COLOURS if self.four_colours else TWO_COLOURS
        return QColor(table.get(suit, "#1b1b1f"))

    def index_text(self, rank: str) -> str:
        return INDICES[self.language].get(rank, rank)

    def face_background(self, face: Hashable) -> QColor:
        return QColor("#fdfbf5")

    def face_name(self, face: Hashable) -> str:
        """The card in words, for screen readers ("7 de cœur", "dame de pique", "joker")."""
        rank, suit = split_code(str(face))
        if rank == "JK":
            return QCoreApplication.translate("FrenchDeck", "joker")
        names = {
            "A": QCoreApplication.translate("FrenchDeck", "ace"),
            "J": QCoreApplication.translate("FrenchDeck", "jack"),
            "Q": QCoreApplication.translate("FrenchDeck", "queen"),
            "K": QCoreApplication.translate("FrenchDeck", "king"),
            "S": QCoreApplication.translate("FrenchDeck", "spades"),
            "H": QCoreApplication.translate("FrenchDeck", "hearts"),
            "D": QCoreApplication.translate("FrenchDeck", "diamonds"),
            "C": QCoreApplication.translate("FrenchDeck", "clubs"),
        }
        return (
            QCoreApplication.translate("FrenchDeck", "%1 of %2")
            .replace("%1", names.get(rank, rank))
            .replace("%2", names.get(suit, suit))
        )

    # -- faces ------------------------------------------------------------------------------
    def paint_face(self, painter: QPainter, rect: QRectF, face: Hashable) -> None:
        code = str(face)
        rank, suit = split_code(code)
        if rank == "JK":
            self._paint_joker(painter, rect)
            return
        ink = self.ink(suit)
        w, h = rect.width(), rect.height()
        small = w < 44
        self._paint_index(painter, rect, rank, suit, ink, small)
        if small:
            # Tiny cards: one large suit in the lower middle, so rank and suit both read.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(
                suit_path(
                    suit, QPointF(rect.center().x() + w * 0.08, rect.top() + h * 0.66), w * 0.5
                )
            )
            return
        if rank in ("J", "Q", "K"):
            self._paint_court(painter, rect, rank, suit, ink)
        elif rank == "A":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(suit_path(suit, rect.center(), w * 0.42))
        else:
            self._paint_pips(painter, rect, int(rank), suit, ink)

    def _paint_index(
        self, painter: QPainter, rect: QRectF, rank: str, suit: str, ink: QColor, small: bool
    ) -> None:
        w, h = rect.width(), rect.height()
        text = self.index_text(rank)
        font = QFont()
        font.setBold(True)
        font.setFamilies(
            [
                "DejaVu Sans Condensed",
                "Arial Narrow",
                "Liberation Sans Narrow",
                "Helvetica",
                "Sans Serif",
            ]
        )
        if small:
            font.setPixelSize(max(7, round(h * (0.34 if len(text) == 1 else 0.26))))
        else:
            font.setPixelSize(max(7, round(h * 0.14 if len(text) == 1 else h * 0.12)))
        if len(text) > 1:
            font.setStretch(QFont.Stretch.Condensed)
        painter.setFont(font)
        painter.setPen(ink)
        box_w = w * (0.36 if small else 0.2)
        box_h = h * (0.4 if small else 0.16)
        corners = [QTransform()]
        if not small:
            corners.append(
                QTransform()
                .translate(rect.center().x(), rect.center().y())
                .rotate(180)
                .translate(-rect.center().x(), -rect.center().y())
            )
        for t in corners:
            painter.save()
            painter.setTransform(t, True)
            box = QRectF(rect.left() + w * 0.015, rect.top() + h * 0.02, box_w, box_h)
            painter.setPen(ink)
            painter.drawText(
                box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, text
            )
            if not small:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(ink)
                painter.drawPath(
                    suit_path(suit, QPointF(box.center().x(), box.bottom() + h * 0.045), h * 0.075)
                )
            painter.restore()

    def _paint_pips(self, painter: QPainter, rect: QRectF, n: int, suit: str, ink: QColor) -> None:
        w, h = rect.width(), rect.height()
        area = QRectF(rect.left() + w * 0.33, rect.top() + h * 0.19, w * 0.34, h * 0.62)
        size = h * (0.14 if n <= 8 else 0.125)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for fx, fy in PIPS[n]:
            centre = QPointF(area.left() + area.width() * fx, area.top() + area.height() * fy)
            path = suit_path(suit, QPointF(0, 0), size)
            painter.save()
            painter.translate(centre)
            if fy > 0.5:
                painter.rotate(180)
            painter.drawPath(path)
            painter.restore()

    def _paint_court(
        self, painter: QPainter, rect: QRectF, rank: str, suit: str, ink: QColor
    ) -> None:
        """A framed double-headed portrait: a crown (king), a diadem (queen) or a plumed cap
        (knave) above the suit, mirrored top and bottom."""
        w, h = rect.width(), rect.height()
        frame = QRectF(rect.left() + w * 0.23, rect.top() + h * 0.1, w * 0.54, h * 0.8)
        tint = QColor(ink)
        tint.setAlphaF(0.08)
        painter.setPen(QPen(ink, max(1.0, w * 0.012)))
        painter.setBrush(tint)
        painter.drawRoundedRect(frame, w * 0.04, w * 0.04)
        gold = QColor("#d9a62e")
        line = max(1.0, w * 0.014)
        painter.setPen(QPen(ink, line))
        painter.drawLine(
            QPointF(frame.left() + w * 0.05, frame.center().y()),
            QPointF(frame.right() - w * 0.05, frame.center().y()),
        )
        for flip in (False, True):
            painter.save()
            if flip:
                painter.translate(frame.center())
                painter.rotate(180)
                painter.translate(-frame.center())
            half = QRectF(frame.left(), frame.top(), frame.width(), frame.height() / 2)
            cx = half.center().x()
            head_y = half.top() + half.height() * 0.52
            head_r = half.width() * 0.16
            # Shoulders: a robe in the suit's ink with a gold hem.
            robe = QPainterPath()
            robe.moveTo(half.left() + half.width() * 0.12, half.bottom())
            robe.quadTo(cx - half.width() * 0.3, head_y + head_r * 1.2, cx, head_y + head_r * 1.1)
            robe.quadTo(
                cx + half.width() * 0.3,
                head_y + head_r * 1.2,
                half.right() - half.width() * 0.12,
                half.bottom(),
            )
            robe.closeSubpath()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(robe)
            painter.setPen(QPen(gold, line * 1.4))
            painter.drawLine(QPointF(cx, head_y + head_r * 1.15), QPointF(cx, half.bottom()))
            # Face.
            painter.setPen(QPen(QColor("#3a2a1a"), line * 0.8))
            painter.setBrush(QColor("#f6dcc0"))
            painter.drawEllipse(QPointF(cx, head_y), head_r, head_r * 1.1)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#3a2a1a"))
            eye = head_r * 0.12
            painter.drawEllipse(QPointF(cx - head_r * 0.38, head_y - head_r * 0.1), eye, eye)
            painter.drawEllipse(QPointF(cx + head_r * 0.38, head_y - head_r * 0.1), eye, eye)
            # Headwear.
            self._paint_headwear(painter, rank, cx, head_y - head_r * 1.05, head_r, ink, line)
            # The suit, held at the side.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(
                suit_path(
                    suit,
                    QPointF(half.left() + half.width() * 0.2, half.top() + half.height() * 0.2),
                    half.width() * 0.2,
                )
            )
            painter.restore()

    def _paint_headwear(
        self,
        painter: QPainter,
        rank: str,
        cx: float,
        top: float,
        head_r: float,
        ink: QColor,
        line: float,
    ) -> None:
        """A crown (king), a diadem and its pearl (queen) or a plumed cap (knave) over a head
        of radius ``head_r`` centred on ``cx``, its top at ``top``."""
        gold = QColor("#d9a62e")
        hat = QPainterPath()
        if rank == "K":
            base = top + head_r * 0.1
            hat.moveTo(cx - head_r * 1.05, base)
            for i, (dx, dy) in enumerate(
                (
                    (-1.05, -1.0),
                    (-0.5, -0.45),
                    (0, -1.25),
                    (0.5, -0.45),
                    (1.05, -1.0),
                    (1.05, 0),
                )
            ):
                hat.lineTo(cx + head_r * dx, base + head_r * dy)
                del i
            hat.closeSubpath()
        elif rank == "Q":
            hat.moveTo(cx - head_r * 0.95, top + head_r * 0.15)
            hat.quadTo(cx, top - head_r * 1.1, cx + head_r * 0.95, top + head_r * 0.15)
            hat.quadTo(cx, top - head_r * 0.2, cx - head_r * 0.95, top + head_r * 0.15)
        else:
            hat.moveTo(cx - head_r * 1.15, top + head_r * 0.25)
            hat.quadTo(
                cx - head_r * 0.2, top - head_r * 0.9, cx + head_r * 1.15, top + head_r * 0.2
            )
            hat.closeSubpath()
        painter.setBrush(gold if rank != "J" else ink)
        painter.setPen(QPen(QColor("#6b4a10"), line * 0.6))
        painter.drawPath(hat)
        if rank == "Q":
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(QPointF(cx, top - head_r * 0.42), head_r * 0.18, head_r * 0.18)
        elif rank == "J":
            plume = QPainterPath()
            plume.moveTo(cx + head_r * 0.6, top)
            plume.cubicTo(
                cx + head_r * 1.6,
                top - head_r * 1.0,
                cx + head_r * 2.0,
                top - head_r * 0.2,
                cx + head_r * 1.9,
                top + head_r * 0.5,
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(gold, line * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(plume)

    def _paint_joker(self, painter: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        colours = [QColor("#c8102e"), QColor("#1c5fc4"), QColor("#17803a"), QColor("#d9a62e")]
        small = w < 44
        font = QFont()
        font.setBold(True)
        if small:
            font.setPixelSize(max(7, round(h * 0.2)))
            painter.setFont(font)
            painter.setPen(colours[0])
            painter.drawText(
                rect.adjusted(0, h * 0.05, 0, 0),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                "J",
            )
        else:
            # "JOKER" down both corners.
            font.setPixelSize(max(6, round(h * 0.072)))
            painter.setFont(font)
            for flip in (False, True):
                painter.save()
                if flip:
                    painter.translate(rect.center())
                    painter.rotate(180)
                    painter.translate(-rect.center())
                painter.setPen(colours[0])
                step = h * 0.075
                for i, letter in enumerate("JOKER"):
                    painter.drawText(
                        QRectF(
                            rect.left() + w * 0.03, rect.top() + h * 0.03 + i * step, w * 0.16, step
                        ),
                        Qt.AlignmentFlag.AlignCenter,
                        letter,
                    )
                painter.restore()
        # A jester's cap of three points with bells, our own emblem.
        self._paint_jester_cap(painter, rect, colours, small)

    def _paint_jester_cap(
        self, painter: QPainter, rect: QRectF, colours: list[QColor], small: bool
    ) -> None:
        """The joker's emblem: a jester's cap of three points with bells, a star below."""
        w, h = rect.width(), rect.height()
        cx, cy = rect.center().x(), rect.center().y() + h * 0.04
        size = w * (0.62 if not small else 0.7)
        brim = QRectF(cx - size * 0.45, cy, size * 0.9, size * 0.16)
        tips = [(-0.55, -0.5), (0.0, -0.75), (0.55, -0.5)]
        for (tx, ty), colour in zip(tips, colours, strict=False):
            point = QPainterPath()
            point.moveTo(cx - size * 0.38 + (tx + 0.55) * size * 0.18, cy)
            point.quadTo(
                cx + tx * size * 0.35, cy - size * 0.15, cx + tx * size * 0.7, cy + ty * size
            )
            point.quadTo(
                cx + tx * size * 0.12,
                cy - size * 0.3,
                cx + size * 0.38 - (0.55 - tx) * size * 0.18,
                cy,
            )
            point.closeSubpath()
            painter.setPen(QPen(QColor("#2a1b0c"), max(1.0, w * 0.01)))
            painter.setBrush(colour)
            painter.drawPath(point)
            painter.setBrush(colours[3])
            r = size * 0.06
            painter.drawEllipse(QPointF(cx + tx * size * 0.7, cy + ty * size), r, r)
        painter.setBrush(colours[3])
        painter.drawRoundedRect(brim, brim.height() / 2, brim.height() / 2)
        # A little star below the cap.
        star = QPainterPath()
        sr = size * 0.16
        sy = cy + size * 0.45
        for k in range(10):
            radius = sr if k % 2 == 0 else sr * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            p = QPointF(cx + radius * math.cos(angle), sy + radius * math.sin(angle))
            if k == 0:
                star.moveTo(p)
            else:
                star.lineTo(p)
        star.closeSubpath()
        painter.setBrush(colours[1])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(star)
