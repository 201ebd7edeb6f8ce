"""Abyss cards of our own design (we have no right to the published game's art).

Five races in colours of the Okabe–Ito colour-blind-safe palette, each with its own shape so that
a race reads without its colour too: crabs (vermillion, triangle), shellfish (bluish green,
circle), squids (blue, diamond), jellyfish (reddish purple, dome), seahorses (yellow, star). A
guild takes the colour of its race and has an icon of its own; Ambassadors are silver.

Faces are small tuples (hashable, the renderer's cache key):
    ("ally", race, value)      an Ally            ("monster",)             a Monster card
    ("lord", id)               a Lord             ("location", id)         a Location tile
    ("token", "monster", v)    a Monster token (v None: face down)
    ("token", "key") / ("token", "pearl")
    ("back", "exploration" | "lord" | "location")
    ("council", race, count)   a Council stack seen from above, its size on it
A Lord shows its power text only when the card is large enough; otherwise numbers and icons.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from abyss_cards.games.abyss.data import LOCATION_BY_ID, LORD_BY_ID, POWER_SHORT, RACES, Lord
from abyss_cards.ui.table.renderer import CardRenderer, add_diamond, add_triangle

# race: (colour, ink on light, shape)
RACE_STYLE = {
    "crabs": ("#D55E00", "#7d2c00", "triangle"),
    "shellfish": ("#009E73", "#00573f", "circle"),
    "squids": ("#0072B2", "#003a5c", "diamond"),
    "jellyfish": ("#CC79A7", "#6e2f55", "dome"),
    "seahorses": ("#F0E442", "#5e5700", "star"),
}
GUILD_RACE = {
    "military": "crabs",
    "merchant": "shellfish",
    "politician": "squids",
    "mage": "jellyfish",
    "farmer": "seahorses",
}
AMBASSADOR_COLOUR = ("#9aa3ad", "#3b434c")
MONSTER_COLOUR = ("#2d1b3d", "#e9dcf5")

PLACEHOLDER = ("placeholder",)  # the face of an empty place, cached like the cards
# Below this width (logical pixels) a Lord shows no power text.
LORD_TEXT_WIDTH = 110
CONDENSED = 78  # QFont stretch of the narrow letters used when normal ones do not fit
# The smallest text size drawn on a card; smaller text is left out rather than unreadable.
MIN_TEXT_PX = 8

# A face's parts after its kind: races and words, numbers, None (a Monster token face down).
FacePart = str | int | None
Face = tuple[FacePart, ...]


def face_parts(face: Hashable) -> Face:
    """``face`` as the tuple every Abyss face is (the shared renderer knows it as hashable)."""
    return cast(Face, face)


def _word(part: FacePart) -> str:
    """A part of a face that is a word (a race, a kind of back)."""
    return cast(str, part)


def _number(part: FacePart) -> int:
    """A part of a face that is a number (an id, a value, a count)."""
    return cast(int, part)


def guild_colours(guild: str) -> tuple[str, str]:
    if guild in GUILD_RACE:
        colour, ink, _ = RACE_STYLE[GUILD_RACE[guild]]
        return colour, ink
    return AMBASSADOR_COLOUR


def light_ink(colour: str) -> bool:
    """Is a light colour (yellow) better inked in dark than in white?"""
    c = QColor(colour)
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF() > 0.7


# ------------------------------------------------------------------------------- shapes
def race_path(race: str, centre: QPointF, r: float) -> QPainterPath:
    """The race's shape, of radius ``r`` around ``centre``."""
    shape = RACE_STYLE[race][2]
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if shape == "triangle":
        add_triangle(path, centre, r)
    elif shape == "circle":
        path.addEllipse(centre, r * 0.9, r * 0.9)
    elif shape == "diamond":
        add_diamond(path, centre, r, r * 0.8)
    elif shape == "dome":
        # A jellyfish bell: half a disc with three short tentacles.
        path.moveTo(x - r, y + r * 0.1)
        path.arcTo(QRectF(x - r, y - r * 0.9, 2 * r, 2 * r), 180, -180)
        path.lineTo(x + r, y + r * 0.1)
        for k in (0.55, 0.0, -0.55):
            tx = x + k * r
            path.addRect(QRectF(tx - r * 0.13, y + r * 0.1, r * 0.26, r * 0.75))
    else:  # star
        points = []
        for i in range(11):
            angle = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            points.append(QPointF(x + rr * math.cos(angle), y + rr * math.sin(angle)))
        path.addPolygon(QPolygonF(points))
    return path


def guild_path(guild: str, centre: QPointF, r: float) -> QPainterPath:
    """The guild's icon (not a race shape: a Lord shows both)."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if guild == "military":  # a sword
        path.addRect(QRectF(x - r * 0.13, y - r, r * 0.26, r * 1.3))
        path.addRect(QRectF(x - r * 0.55, y + r * 0.28, r * 1.1, r * 0.2))
        path.addRect(QRectF(x - r * 0.13, y + r * 0.48, r * 0.26, r * 0.5))
    elif guild == "merchant":  # a coin
        path.addEllipse(centre, r * 0.9, r * 0.9)
        path.addEllipse(centre, r * 0.5, r * 0.5)
    elif guild == "mage":  # a four-pointed sparkle
        pts = []
        for i in range(9):
            angle = -math.pi / 2 + i * math.pi / 4
            rr = r if i % 2 == 0 else r * 0.3
            pts.append(QPointF(x + rr * math.cos(angle), y + rr * math.sin(angle)))
        path.addPolygon(QPolygonF(pts))
    elif guild == "politician":  # a crown
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x - r, y + r * 0.6),
                    QPointF(x - r, y - r * 0.5),
                    QPointF(x - r * 0.5, y),
                    QPointF(x, y - r * 0.8),
                    QPointF(x + r * 0.5, y),
                    QPointF(x + r, y - r * 0.5),
                    QPointF(x + r, y + r * 0.6),
                    QPointF(x - r, y + r * 0.6),
                ]
            )
        )
    elif guild == "farmer":  # a leaf
        path.moveTo(x, y + r)
        path.cubicTo(
            QPointF(x - r * 1.1, y + r * 0.2), QPointF(x - r * 0.6, y - r * 0.8), QPointF(x, y - r)
        )
        path.cubicTo(
            QPointF(x + r * 0.6, y - r * 0.8), QPointF(x + r * 1.1, y + r * 0.2), QPointF(x, y + r)
        )
    else:  # ambassador: a globe
        path.addEllipse(centre, r * 0.9, r * 0.9)
        path.addEllipse(centre, r * 0.35, r * 0.9)
        path.addRect(QRectF(x - r * 0.9, y - r * 0.06, r * 1.8, r * 0.12))
    return path


def key_path(centre: QPointF, r: float) -> QPainterPath:
    """A key lying flat: a ring, a shaft and two teeth."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    path.addEllipse(QPointF(x - r * 0.55, y), r * 0.42, r * 0.42)
    path.addEllipse(QPointF(x - r * 0.55, y), r * 0.18, r * 0.18)
    path.addRect(QRectF(x - r * 0.15, y - r * 0.1, r * 1.15, r * 0.2))
    path.addRect(QRectF(x + r * 0.55, y, r * 0.16, r * 0.38))
    path.addRect(QRectF(x + r * 0.82, y, r * 0.16, r * 0.3))
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path


def timing_path(timing: str, centre: QPointF, r: float) -> QPainterPath:
    """A power's timing: on recruit (an arrow down), always (a loop), once per turn (a circular
    arrow)."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if timing == "once":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x - r * 0.22, y - r),
                    QPointF(x + r * 0.22, y - r),
                    QPointF(x + r * 0.22, y),
                    QPointF(x + r * 0.7, y),
                    QPointF(x, y + r),
                    QPointF(x - r * 0.7, y),
                    QPointF(x - r * 0.22, y),
                    QPointF(x - r * 0.22, y - r),
                ]
            )
        )
    elif timing == "always":
        for dx in (-0.45, 0.45):
            path.addEllipse(QPointF(x + dx * r, y), r * 0.5, r * 0.38)
            path.addEllipse(QPointF(x + dx * r, y), r * 0.28, r * 0.18)
        path.setFillRule(Qt.FillRule.OddEvenFill)
    else:  # turn
        outer = QRectF(x - r, y - r, 2 * r, 2 * r)
        inner = QRectF(x - r * 0.58, y - r * 0.58, r * 1.16, r * 1.16)
        path.arcMoveTo(outer, 90)
        path.arcTo(outer, 90, 270)
        path.arcTo(inner, 0, -270)
        path.closeSubpath()
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x - r * 0.05, y - r * 1.25),
                    QPointF(x + r * 0.55, y - r * 0.79),
                    QPointF(x - r * 0.05, y - r * 0.33),
                    QPointF(x - r * 0.05, y - r * 1.25),
                ]
            )
        )
    return path


def monster_path(centre: QPointF, r: float) -> QPainterPath:
    """A deep-sea creature's head: a wide bell with an eye cut out and four tentacles."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    path.addEllipse(QPointF(x, y - r * 0.2), r * 0.85, r * 0.65)
    for k in (-0.6, -0.2, 0.2, 0.6):
        tx = x + k * r
        tentacle = QPainterPath()
        tentacle.moveTo(tx - r * 0.12, y + r * 0.2)
        tentacle.cubicTo(
            QPointF(tx - r * 0.3, y + r * 0.6),
            QPointF(tx + r * 0.25, y + r * 0.7),
            QPointF(tx + r * 0.05, y + r),
        )
        tentacle.lineTo(tx + r * 0.14, y + r * 0.2)
        tentacle.closeSubpath()
        path.addPath(tentacle)
    eye = QPainterPath()
    eye.addEllipse(QPointF(x, y - r * 0.25), r * 0.32, r * 0.22)
    eye.addEllipse(QPointF(x, y - r * 0.25), r * 0.1, r * 0.14)
    return path.subtracted(eye).united(_dot(QPointF(x, y - r * 0.25), r * 0.1))


def _dot(centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(centre, r, r)
    return path


# ------------------------------------------------------------------------------- text helpers
def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


def fitted_font(
    text: str,
    box: QRectF,
    largest: float,
    bold: bool = False,
    wrap: bool = False,
    least: float = MIN_TEXT_PX,
) -> QFont | None:
    """The largest font (at most ``largest`` px) in which ``text`` fits ``box`` (on one line, or
    word-wrapped); ``None`` if even ``least`` px does not fit."""
    flags = int(Qt.TextFlag.TextWordWrap) if wrap else 0
    # Normal width first; then condensed letters (a long one-word name on a small card).
    for stretch in (100, CONDENSED):
        px = math.floor(largest)
        while px >= least:
            font = _font(px, bold)
            font.setStretch(stretch)
            metrics = QFontMetricsF(font)
            if wrap:
                need = metrics.boundingRect(box, flags, text)
                if need.width() <= box.width() + 0.5 and need.height() <= box.height() + 0.5:
                    return font
            elif (
                metrics.horizontalAdvance(text) <= box.width()
                and metrics.height() <= box.height() + 1
            ):
                return font
            px -= 1
    return None


def draw_fitted(
    painter: QPainter,
    box: QRectF,
    text: str,
    largest: float,
    colour: str,
    bold: bool = False,
    wrap: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> bool:
    """Draw ``text`` in the largest font that fits ``box``; ``False`` (nothing drawn) if it
    cannot be read at any size."""
    font = fitted_font(text, box, largest, bold, wrap)
    if font is None:
        return False
    painter.setFont(font)
    painter.setPen(QColor(colour))
    flags = align | (Qt.TextFlag.TextWordWrap if wrap else 0)
    painter.drawText(box, flags, text)
    return True


# ------------------------------------------------------------------------------- the renderer
class AbyssCardRenderer(CardRenderer):
    """Paints every Abyss card, token and back. ``language`` ("en"/"fr") picks the Lords' and
    Locations' names and texts (written in both languages in the game data)."""

    def __init__(self, language: str = "en") -> None:
        super().__init__(capacity=900)
        self.language = language

    def options_key(self) -> Hashable:
        return (self.language,)

    def set_language(self, language: str) -> None:
        if language != self.language:
            self.language = language  # the cache key changes with it: no stale face

    # -- names and texts in the chosen language ----------------------------------------------
    def lord_name(self, lord: int) -> str:
        data = LORD_BY_ID[lord]
        return data.name_fr if self.language == "fr" else data.name_en

    def lord_power(self, lord: int) -> str:
        data = LORD_BY_ID[lord]
        return data.power_fr if self.language == "fr" else data.power_en

    def lord_text(self, lord: int, width: float) -> str:
        """What a Lord card ``width`` pixels wide says of its power: "full" (its whole text),
        "short" (a few words) or "none" (a Farmer)."""
        if self.lord_power(lord) and width >= LORD_TEXT_WIDTH:
            return "full"
        return "short" if self.lord_short(lord) else "none"

    def lord_short(self, lord: int) -> str:
        """The power in a few words (the engine's ``POWER_SHORT``, translated), "" if none."""
        short = POWER_SHORT.get(lord, "")
        return QCoreApplication.translate("AbyssLord", short) if short else ""

    def location_name(self, location: int) -> str:
        data = LOCATION_BY_ID[location]
        return data.name_fr if self.language == "fr" else data.name_en

    def location_text(self, location: int) -> str:
        data = LOCATION_BY_ID[location]
        return data.text_fr if self.language == "fr" else data.text_en

    # -- the card outline: tokens are round, not cards ------------------------------------------
    def paint_card(self, painter: QPainter, rect: QRectF, face: Hashable | None) -> None:
        parts = face_parts(face) if face is not None else None
        if parts is not None and parts[0] == "token":
            self.paint_token(painter, rect, parts)
            return
        if parts is not None and parts[0] == "council":
            self.paint_council(painter, rect, _word(parts[1]), _number(parts[2]))
            return
        if parts is not None and parts[0] == "slot":
            self.paint_race_slot(painter, rect, _word(parts[1]))
            return
        if face == PLACEHOLDER:
            super().paint_placeholder(painter, rect)
            return
        super().paint_card(painter, rect, face)

    def face_background(self, face: Hashable) -> QColor:
        parts = face_parts(face)
        kind = parts[0]
        if kind == "monster":
            return QColor(MONSTER_COLOUR[0])
        if kind == "back":
            return QColor("#10263d")
        if kind == "lord":
            colour = QColor(guild_colours(LORD_BY_ID[_number(parts[1])].guild)[0])
            return QColor.fromHsvF(
                colour.hsvHueF(), 0.10 if colour.hsvSaturationF() > 0.2 else 0.0, 0.99
            )
        if kind == "location":
            return QColor("#e6f1f3")
        return QColor("#fbf8f0")

    def paint_face(self, painter: QPainter, rect: QRectF, face: Hashable) -> None:
        parts = face_parts(face)
        kind = parts[0]
        if kind == "ally":
            self.paint_ally(
                painter,
                rect,
                _word(parts[1]),
                _number(parts[2]),
                len(parts) > 3 and parts[3] == "best",
            )
        elif kind == "monster":
            self.paint_monster(painter, rect)
        elif kind == "lord":
            self.paint_lord(painter, rect, _number(parts[1]))
        elif kind == "location":
            self.paint_location(painter, rect, _number(parts[1]))
        elif kind == "back":
            self.paint_named_back(painter, rect, _word(parts[1]))
        else:
            super().paint_face(painter, rect, face)

    def paint_placeholder(self, painter: QPainter, rect: QRectF) -> None:
        """An empty place, from the cache (a dashed outline costs a lot to draw each frame)."""
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        painter.drawPixmap(
            rect.topLeft(), self.pixmap(PLACEHOLDER, rect.width(), rect.height(), dpr)
        )

    # -- Allies and Monsters ------------------------------------------------------------------
    def paint_ally(
        self, painter: QPainter, rect: QRectF, race: str, value: int, best: bool = False
    ) -> None:
        colour, ink, _ = RACE_STYLE[race]
        w, h = rect.width(), rect.height()
        band = h * 0.2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawRect(QRectF(rect.left(), rect.top(), w, band))
        painter.drawRect(QRectF(rect.left(), rect.bottom() - band, w, band))
        mark = QColor("#1b1b1b") if light_ink(colour) else QColor("#ffffff")
        painter.setBrush(mark)
        r = band * 0.34
        count = 1 if w < 44 else 3
        for i in range(count):
            x = rect.left() + w * (i + 1) / (count + 1)
            for y in (rect.top() + band / 2, rect.bottom() - band / 2):
                painter.drawPath(race_path(race, QPointF(x, y), r))
        middle = QRectF(rect.left(), rect.top() + band, w, h - 2 * band)
        # The race's shape faint behind the value: the race reads even in the middle.
        watermark = QColor(colour)
        watermark.setAlphaF(0.28)
        painter.setBrush(watermark)
        painter.drawPath(
            race_path(race, middle.center(), min(middle.width(), middle.height()) * 0.44)
        )
        font = _font(max(8, min(middle.height() * 0.62, w * 0.6)), bold=True)
        painter.setFont(font)
        painter.setPen(QColor(ink) if not light_ink(colour) else QColor("#3d3800"))
        painter.drawText(middle, Qt.AlignmentFlag.AlignCenter, str(value))
        if best:
            # The federated Ally that scores for its race: a gold star in the corner.
            star = QPointF(rect.right() - w * 0.17, middle.bottom() - w * 0.17)
            painter.setPen(QPen(QColor("#5a4300"), max(0.8, w * 0.015)))
            painter.setBrush(QColor("#f2c14e"))
            painter.drawPath(race_path("seahorses", star, w * 0.15))

    def paint_race_slot(self, painter: QPainter, rect: QRectF, race: str) -> None:
        """An empty column of a race (no federated Ally yet): a dashed outline and the race's
        shape, faint."""
        colour = QColor(RACE_STYLE[race][0])
        w = rect.width()
        pen = QPen(colour, max(1.0, w * 0.025))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 35))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), w * 0.1, w * 0.1)
        colour.setAlphaF(0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(race_path(race, rect.center(), w * 0.22))

    def paint_monster(self, painter: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor("#4a2d63"))
        gradient.setColorAt(1, QColor("#150b1f"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRect(rect)
        painter.setBrush(QColor(MONSTER_COLOUR[1]))
        centre = QPointF(rect.center().x(), rect.top() + h * 0.45)
        painter.drawPath(monster_path(centre, min(w, h) * 0.36))
        if w >= 46:
            box = QRectF(rect.left() + w * 0.05, rect.bottom() - h * 0.2, w * 0.9, h * 0.16)
            draw_fitted(
                painter,
                box,
                QCoreApplication.translate("AbyssCards", "Monster"),
                h * 0.12,
                MONSTER_COLOUR[1],
                bold=True,
            )

    # -- Lords --------------------------------------------------------------------------------
    def paint_lord(self, painter: QPainter, rect: QRectF, lord: int) -> None:
        data = LORD_BY_ID[lord]
        colour, ink = guild_colours(data.guild)
        mark = QColor("#1b1b1b") if light_ink(colour) else QColor("#ffffff")
        w, h = rect.width(), rect.height()
        band = h * 0.19
        self._paint_lord_band(painter, rect, data, band, (colour, ink, mark))
        # The races to pay with: the required one in its colour and shape, the others any.
        y = rect.top() + band + h * 0.085
        slot = min(w / 6.2, h * 0.11)
        self._paint_lord_races(painter, rect, data, y, slot)
        # The name, then the power's text when there is room for it.
        top = y + slot * 0.55
        bottom_band = h * 0.2
        self._paint_lord_words(painter, rect, lord, top, bottom_band)
        # Bottom: influence points in a shell, keys, the power's timing.
        self._paint_lord_foot(painter, rect, data, ink, bottom_band)

    def _paint_lord_band(
        self,
        painter: QPainter,
        rect: QRectF,
        data: Lord,
        band: float,
        inks: tuple[str, str, QColor],
    ) -> None:
        """The guild's band: its icon on the left, the cost in a disc on the right."""
        colour, ink, mark = inks
        w = rect.width()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawRect(QRectF(rect.left(), rect.top(), w, band))
        # Guild icon on the left of the band, the cost in a disc on the right.
        painter.setBrush(mark)
        painter.drawPath(
            guild_path(
                data.guild, QPointF(rect.left() + band * 0.6, rect.top() + band / 2), band * 0.34
            )
        )
        disc = QRectF(
            rect.right() - band * 1.08, rect.top() + band * 0.08, band * 0.84, band * 0.84
        )
        painter.setBrush(QColor("#ffffff"))
        painter.setPen(QPen(QColor(ink), max(1.0, w * 0.012)))
        painter.drawEllipse(disc)
        painter.setFont(_font(band * 0.56, bold=True))
        painter.setPen(QColor(ink))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(data.cost))

    def _paint_lord_races(
        self, painter: QPainter, rect: QRectF, data: Lord, y: float, slot: float
    ) -> None:
        races = (
            list(RACES)
            if data.required_race is None
            else ([data.required_race] + [None] * (data.races - 1))
        )
        left = rect.center().x() - slot * len(races) / 2
        for i, race in enumerate(races):
            c = QPointF(left + slot * (i + 0.5), y)
            if race is None:
                painter.setPen(QPen(QColor("#6b6b6b"), max(1.0, slot * 0.09)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(c, slot * 0.3, slot * 0.3)
            else:
                painter.setPen(QPen(QColor(RACE_STYLE[race][1]), max(0.8, slot * 0.05)))
                painter.setBrush(QColor(RACE_STYLE[race][0]))
                painter.drawPath(race_path(race, c, slot * 0.4))

    def _paint_lord_words(
        self, painter: QPainter, rect: QRectF, lord: int, top: float, bottom_band: float
    ) -> None:
        w, h = rect.width(), rect.height()
        name = self.lord_name(lord)
        power = self.lord_power(lord)
        with_text = self.lord_text(lord, w) == "full"
        align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        if with_text:
            name_box = QRectF(rect.left() + w * 0.04, top, w * 0.92, h * 0.13)
            if not draw_fitted(
                painter, name_box, name, h * 0.085, "#1b1b1b", bold=True, align=align
            ):
                draw_fitted(
                    painter,
                    name_box.adjusted(0, 0, 0, h * 0.08),
                    name,
                    h * 0.085,
                    "#1b1b1b",
                    bold=True,
                    wrap=True,
                    align=align,
                )
        else:
            # No room for the power's text: the name as large as it reads, and the power in a
            # few words under it when they fit (the whole text is in the tooltip).
            short = self.lord_short(lord)
            middle = rect.bottom() - h * 0.21 - top
            name_box = QRectF(
                rect.left() + w * 0.04, top, w * 0.92, middle * (0.45 if short else 1.0)
            )
            for box in (name_box, QRectF(name_box.left(), top, name_box.width(), middle)):
                # Too long for its place above the power's few words ("The Opportunist" on a
                # small card): the name takes the whole room, the few words stay in the tip.
                named = draw_fitted(
                    painter, box, name, h * 0.1, "#1b1b1b", bold=True, align=align
                ) or draw_fitted(
                    painter, box, name, h * 0.1, "#1b1b1b", bold=True, wrap=True, align=align
                )
                if named or not short:
                    break
                short = ""
            if short:
                short_box = QRectF(
                    rect.left() + w * 0.05, name_box.bottom(), w * 0.9, middle * 0.55
                )
                draw_fitted(
                    painter,
                    short_box,
                    short,
                    h * 0.075,
                    "#2b2b2b",
                    wrap=True,
                    align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                )
        if with_text:
            text_box = QRectF(
                rect.left() + w * 0.07,
                top + h * 0.13,
                w * 0.86,
                rect.bottom() - bottom_band - (top + h * 0.13) - h * 0.01,
            )
            draw_fitted(
                painter,
                text_box,
                power,
                h * 0.058,
                "#2b2b2b",
                wrap=True,
                align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            )

    def _paint_lord_foot(
        self, painter: QPainter, rect: QRectF, data: Lord, ink: str, bottom_band: float
    ) -> None:
        w = rect.width()
        base = rect.bottom() - bottom_band / 2
        r = bottom_band * 0.42
        shield = QRectF(rect.left() + w * 0.06, base - r, 2 * r, 2 * r)
        painter.setPen(QPen(QColor(ink), max(1.0, w * 0.015)))
        painter.setBrush(QColor("#fff4d6"))
        painter.drawRoundedRect(shield, r * 0.45, r * 0.45)
        painter.setFont(_font(r * 1.25, bold=True))
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(shield, Qt.AlignmentFlag.AlignCenter, str(data.ip))
        painter.setPen(QPen(QColor("#5a4300"), max(0.8, w * 0.008)))
        painter.setBrush(QColor("#e8b923"))
        for k in range(data.keys):
            painter.drawPath(key_path(QPointF(rect.center().x() + k * r * 1.6, base), r * 0.9))
        if data.timing is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(ink))
            painter.drawPath(
                timing_path(data.timing, QPointF(rect.right() - w * 0.06 - r, base), r * 0.8)
            )

    # -- Locations --------------------------------------------------------------------------
    def _location_band(self, rect: QRectF, location: int) -> tuple[float, float, bool]:
        """The title band's height, the name's largest size, and whether it wraps."""
        w, h = rect.width(), rect.height()
        band = h * 0.26
        largest = band * 0.62
        name = self.location_name(location)
        wrap = fitted_font(name, QRectF(0, 0, w * 0.92, band), largest, bold=True) is None
        if wrap:  # a long name: a taller band, on two lines
            band = h * 0.4
        return band, largest, wrap

    def location_title_rect(self, rect: QRectF, location: int) -> QRectF:
        """Where the Location's name is written on a tile painted in ``rect`` (the ink's box:
        what must stay readable, e.g. clear of the points badge the table puts by it)."""
        band, largest, wrap = self._location_band(rect, location)
        w = rect.width()
        box = QRectF(rect.left() + w * 0.04, rect.top(), w * 0.92, band)
        name = self.location_name(location)
        font = fitted_font(name, box, largest, bold=True, wrap=wrap)
        if font is None:
            return QRectF()
        flags = int(Qt.AlignmentFlag.AlignCenter) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
        return QFontMetricsF(font).boundingRect(box, flags, name)

    def paint_location(self, painter: QPainter, rect: QRectF, location: int) -> None:
        w, h = rect.width(), rect.height()
        name = self.location_name(location)
        band, largest, wrap = self._location_band(rect, location)
        gradient = QLinearGradient(rect.topLeft(), rect.topRight())
        gradient.setColorAt(0, QColor("#0b4f6c"))
        gradient.setColorAt(1, QColor("#127a8a"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRect(QRectF(rect.left(), rect.top(), w, band))
        name_box = QRectF(rect.left() + w * 0.04, rect.top(), w * 0.92, band)
        draw_fitted(painter, name_box, name, largest, "#ffffff", bold=True, wrap=wrap)
        body = QRectF(
            rect.left() + w * 0.05, rect.top() + band + h * 0.03, w * 0.9, h - band - h * 0.06
        )
        text = self.location_text(location)
        if draw_fitted(painter, body, text, h * 0.15, "#14323b", wrap=True):
            return
        if not self.paint_formula(painter, body, location):
            # Too small to read the rule: a wave, so the tile still reads as a Location.
            painter.setPen(QPen(QColor("#127a8a"), max(1.0, h * 0.04)))
            pts = [
                QPointF(
                    body.left() + body.width() * k / 10,
                    body.center().y() + math.sin(k / 10 * 2 * math.pi) * body.height() * 0.2,
                )
                for k in range(11)
            ]
            painter.drawPolyline(QPolygonF(pts))

    def paint_formula(self, painter: QPainter, box: QRectF, location: int) -> bool:
        """The Location's points in short (numbers and an icon) when its text does not fit."""
        scoring = LOCATION_BY_ID[location].scoring
        kind = scoring[0]
        icon: tuple[str, str] | None = None  # ("guild" | "race", which)
        if kind == "guild":
            text, icon = f"{scoring[1]} + {scoring[2]}×", ("guild", str(scoring[3]))
        elif kind == "federated":
            text, icon = f"{scoring[1]} + {scoring[2]}×", ("race", str(scoring[3]))
        else:
            text = short_location_text(scoring)
        font = fitted_font(
            text,
            box.adjusted(0, 0, -(box.height() * 0.8 if icon else 0), 0),
            box.height() * 0.5,
            bold=True,
        )
        if font is None:
            return False
        painter.setFont(font)
        painter.setPen(QColor("#14323b"))
        width = QFontMetricsF(font).horizontalAdvance(text)
        r = min(box.height() * 0.32, font.pixelSize() * 0.75)
        total = width + (r * 2.4 if icon else 0)
        left = box.center().x() - total / 2
        painter.drawText(
            QRectF(left, box.top(), width + 2, box.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            text,
        )
        if icon is not None:
            centre = QPointF(left + width + r * 1.3, box.center().y())
            if icon[0] == "guild":
                colour, ink = guild_colours(icon[1])
                painter.setPen(QPen(QColor(ink), max(0.8, r * 0.1)))
                painter.setBrush(QColor(colour))
                painter.drawPath(guild_path(icon[1], centre, r))
            else:
                colour, ink, _ = RACE_STYLE[icon[1]]
                painter.setPen(QPen(QColor(ink), max(0.8, r * 0.1)))
                painter.setBrush(QColor(colour))
                painter.drawPath(race_path(icon[1], centre, r))
        return True

    # -- backs ----------------------------------------------------------------------------------
    def paint_named_back(self, painter: QPainter, rect: QRectF, which: str) -> None:
        if which == "exploration":
            self.paint_back(painter, rect)
            return
        w, h = rect.width(), rect.height()
        if which == "lord":
            top, bottom, accent = "#6b2234", "#2a0d16", "#e8c66a"
        else:
            top, bottom, accent = "#127a8a", "#0b3344", "#bfe6ec"
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor(top))
        gradient.setColorAt(1, QColor(bottom))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRect(rect)
        pen = QPen(QColor(accent), max(1.0, min(w, h) * 0.025))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = min(w, h) * 0.08
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(accent))
        r = min(w, h) * 0.26
        if which == "lord":
            painter.drawPath(guild_path("politician", rect.center(), r))
        else:  # a compass rose
            x, y = rect.center().x(), rect.center().y()
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(x, y - r),
                        QPointF(x + r * 0.25, y),
                        QPointF(x, y + r),
                        QPointF(x - r * 0.25, y),
                    ]
                )
            )
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(x - r, y),
                        QPointF(x, y - r * 0.25),
                        QPointF(x + r, y),
                        QPointF(x, y + r * 0.25),
                    ]
                )
            )

    def paint_council(self, painter: QPainter, rect: QRectF, race: str, count: int) -> None:
        """A face-down stack in its race's colour and shape, its size in the middle; an empty
        stack is an outline."""
        colour, ink, _ = RACE_STYLE[race]
        w, h = rect.width(), rect.height()
        radius = w * 0.1
        layers = 0 if count == 0 else min(3, count)
        step = w * 0.035
        body = QRectF(
            rect.left() + 0.5, rect.top() + 0.5 + step * 2, w - 1 - step * 2, h - 1 - step * 2
        )
        if layers == 0:
            pen = QPen(QColor(colour), max(1.0, w * 0.03))
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(body, radius, radius)
            painter.setBrush(QColor(colour))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(race_path(race, body.center(), w * 0.2))
            return
        for i in reversed(range(layers)):
            card = body.translated(step * i, -step * i)
            painter.setPen(QPen(QColor(0, 0, 0, 150), 1.0))
            painter.setBrush(QColor(colour).darker(100 + 25 * i))
            painter.drawRoundedRect(card, radius, radius)
        top = body.translated(0, 0)
        mark = QColor("#1b1b1b") if light_ink(colour) else QColor("#ffffff")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mark)
        painter.drawPath(
            race_path(race, QPointF(top.center().x(), top.top() + top.height() * 0.3), w * 0.17)
        )
        disc = QRectF(0, 0, w * 0.56, w * 0.56)
        disc.moveCenter(QPointF(top.center().x(), top.top() + top.height() * 0.66))
        painter.setBrush(QColor("#ffffff"))
        painter.setPen(QPen(QColor(ink), max(1.0, w * 0.02)))
        painter.drawEllipse(disc)
        painter.setFont(_font(disc.height() * 0.6, bold=True))
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(count))

    # -- tokens ---------------------------------------------------------------------------------
    def paint_token(self, painter: QPainter, rect: QRectF, face: Face) -> None:
        paint_token(painter, rect, _word(face[1]), face[2] if len(face) > 2 else None)


def paint_token(painter: QPainter, rect: QRectF, kind: str, value: FacePart = None) -> None:
    """A round token (a Monster token, its value or "?", a Key token, a Pearl) filling the
    largest disc of ``rect``; used on cards and in the seats' headers."""
    d = min(rect.width(), rect.height())
    disc = QRectF(0, 0, d * 0.94, d * 0.94)
    disc.moveCenter(rect.center())
    r = disc.width() / 2
    c = disc.center()
    if kind == "pearl":
        gradient = QLinearGradient(disc.topLeft(), disc.bottomRight())
        gradient.setColorAt(0, QColor("#ffffff"))
        gradient.setColorAt(1, QColor("#c9b8d6"))
        painter.setPen(QPen(QColor("#6d5d7a"), max(0.8, d * 0.05)))
        painter.setBrush(gradient)
        painter.drawEllipse(disc)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 220))
        painter.drawEllipse(QPointF(c.x() - r * 0.3, c.y() - r * 0.3), r * 0.22, r * 0.22)
    elif kind == "key":
        painter.setPen(QPen(QColor("#5a4300"), max(0.8, d * 0.04)))
        painter.setBrush(QColor("#3a2c10"))
        painter.drawEllipse(disc)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e8b923"))
        painter.drawPath(key_path(c, r * 0.78))
    else:  # a Monster token: a hexagon
        pts = [
            QPointF(
                c.x() + r * math.cos(math.pi / 6 + k * math.pi / 3),
                c.y() + r * math.sin(math.pi / 6 + k * math.pi / 3),
            )
            for k in range(7)
        ]
        painter.setPen(QPen(QColor("#e9dcf5"), max(0.8, d * 0.05)))
        painter.setBrush(QColor("#4a2d63"))
        painter.drawPolygon(QPolygonF(pts))
        if value is None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(MONSTER_COLOUR[1]))
            painter.drawPath(monster_path(c, r * 0.62))
        else:
            painter.setFont(_font(r * 1.05, bold=True))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(value))


def every_face() -> list[Face]:
    """Every face the renderer knows (tests draw them all)."""
    from abyss_cards.games.abyss.data import ALLY_VALUES, LOCATIONS, LORDS

    faces: list[Face] = [("ally", race, v) for race in RACES for v in sorted(set(ALLY_VALUES))]
    faces.append(("monster",))
    faces += [("lord", lord.id) for lord in LORDS]
    faces += [("location", loc.id) for loc in LOCATIONS]
    faces += [("token", "monster", v) for v in (None, 2, 3, 4)]
    faces += [("token", "key"), ("token", "pearl")]
    faces += [("back", b) for b in ("exploration", "lord", "location")]
    faces += [("council", race, n) for race in RACES for n in (0, 1, 12)]
    return faces


def short_location_text(scoring: tuple[str | int, ...]) -> str:
    """A Location's points in a few words, for tiles too small for its whole text."""
    kind = str(scoring[0])  # the kind of scoring, then its numbers
    n = scoring[1] if len(scoring) > 1 else 0
    words = {
        "guilds": QCoreApplication.translate("AbyssCards", "%1 × guilds"),
        "mirror": QCoreApplication.translate("AbyssCards", "best opponent tile"),
        "zero": QCoreApplication.translate("AbyssCards", "0 · swap"),
        "weakest_lord": QCoreApplication.translate("AbyssCards", "%1 × weakest Lord"),
        "strongest_lord": QCoreApplication.translate("AbyssCards", "strongest Lord"),
        "minus_lords": QCoreApplication.translate("AbyssCards", "%1 − Lords"),
        "keyed": QCoreApplication.translate("AbyssCards", "%1 × Lords with key"),
        "unkeyed": QCoreApplication.translate("AbyssCards", "%1 × keyless Lords"),
        "weakest_allies": QCoreApplication.translate("AbyssCards", "%1 + weakest Allies"),
        "minus_federated": QCoreApplication.translate("AbyssCards", "%1 − federated"),
    }
    return words.get(kind, "").replace("%1", str(n))
