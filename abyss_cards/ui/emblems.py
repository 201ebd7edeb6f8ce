"""Small pictures for the home screen's tiles, painted by the app (no image files)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

INK = QColor("#0b2236")
PAPER = QColor("#f4f1e8")


def _card(
    p: QPainter, rect: QRectF, fill: QColor, text: str, ink: QColor, angle: float, corner: str = ""
) -> None:
    p.save()
    p.translate(rect.center())
    p.rotate(angle)
    r = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
    p.setPen(QPen(INK, max(1.0, rect.width() / 28)))
    p.setBrush(fill)
    p.drawRoundedRect(r, rect.width() / 8, rect.width() / 8)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(rect.width() * (0.3 if corner else 0.5))))
    p.setFont(font)
    p.setPen(ink)
    if corner:
        inner = r.adjusted(rect.width() * 0.1, rect.width() * 0.06, 0, 0)
        p.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, corner)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def paint_plongee(p: QPainter, r: QRectF) -> None:
    w, h = r.width() * 0.44, r.height() * 0.66
    _card(
        p,
        QRectF(r.center().x() - w * 0.95, r.top() + r.height() * 0.16, w, h),
        QColor("#4fa3c7"),
        "−2",
        PAPER,
        -12,
    )
    _card(
        p,
        QRectF(r.center().x() - w * 0.05, r.top() + r.height() * 0.12, w, h),
        QColor("#f2c14e"),
        "12",
        INK,
        9,
    )


def paint_rami(p: QPainter, r: QRectF) -> None:
    w, h = r.width() * 0.34, r.height() * 0.5
    red = QColor("#c0392b")
    cards = (
        ("7", "♥", red, -18),
        ("8", "♥", red, -6),
        ("9", "♥", red, 6),
        ("J", "★", QColor("#1d5e3a"), 18),
    )
    for i, (corner, suit, ink, angle) in enumerate(cards):
        x = r.center().x() - w * 1.3 + i * w * 0.55
        _card(p, QRectF(x, r.top() + r.height() * 0.22, w, h), PAPER, suit, ink, angle, corner)


def paint_abyss(p: QPainter, r: QRectF) -> None:
    # A shell over three waves.
    c = QPointF(r.center().x(), r.top() + r.height() * 0.45)
    radius = r.height() * 0.34
    shell = QPainterPath()
    shell.moveTo(c.x(), c.y() + radius)
    shell.arcTo(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), 200, -220)
    shell.closeSubpath()
    p.setPen(QPen(INK, 2))
    p.setBrush(QColor("#e8a0b4"))
    p.drawPath(shell)
    for i in range(5):
        angle_x = c.x() + (i - 2) * radius * 0.38
        p.drawLine(QPointF(c.x(), c.y() + radius), QPointF(angle_x, c.y() - radius * 0.55))
    p.setPen(QPen(QColor("#bfe9f2"), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for row in range(2):
        y = r.bottom() - r.height() * (0.14 + 0.12 * row)
        wave = QPainterPath(QPointF(r.center().x() - radius * 1.6, y))
        for k in range(4):
            x0 = r.center().x() - radius * 1.6 + k * radius * 0.8
            wave.quadTo(QPointF(x0 + radius * 0.2, y - 6), QPointF(x0 + radius * 0.4, y))
            wave.quadTo(QPointF(x0 + radius * 0.6, y + 6), QPointF(x0 + radius * 0.8, y))
        p.drawPath(wave)


def paint_marquoir(p: QPainter, r: QRectF) -> None:
    w, h = r.height() * 0.7, r.height() * 0.86
    sheet = QRectF(r.center().x() - w / 2, r.top() + r.height() * 0.07, w, h)
    p.setPen(QPen(INK, 2))
    p.setBrush(PAPER)
    p.drawRoundedRect(sheet, 4, 4)
    p.setPen(QPen(QColor("#7a8a99"), 1))
    for i in range(1, 5):
        y = sheet.top() + sheet.height() * i / 5
        p.drawLine(QPointF(sheet.left() + 4, y), QPointF(sheet.right() - 4, y))
    p.drawLine(
        QPointF(sheet.left() + w * 0.4, sheet.top() + 4),
        QPointF(sheet.left() + w * 0.4, sheet.bottom() - 4),
    )
    heights = (0.45, 0.7, 0.55)
    bar_w = w * 0.13
    for i, fraction in enumerate(heights):
        bar = QRectF(
            sheet.left() + w * 0.48 + i * bar_w * 1.3,
            sheet.bottom() - 6 - h * fraction * 0.7,
            bar_w,
            h * fraction * 0.7,
        )
        p.fillRect(bar, QColor(("#1f6f8b", "#7b4fa0", "#e0a030")[i]))


def paint_any_game(p: QPainter, r: QRectF) -> None:
    """A registered game without a picture of its own: three plain cards."""
    w, h = r.width() * 0.36, r.height() * 0.56
    for i, angle in enumerate((-14, 0, 14)):
        left = r.left() + r.width() * 0.12 + i * w * 0.55
        _card(p, QRectF(left, r.top() + r.height() * 0.2, w, h), PAPER, "", INK, angle)


PAINTERS = {
    "plongee": paint_plongee,
    "rami": paint_rami,
    "abyss": paint_abyss,
    "marquoir": paint_marquoir,
}


class Emblem(QWidget):
    """The picture of one home-screen entry; it scales with the tile."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._paint = PAINTERS.get(key, paint_any_game)
        self.setMinimumSize(QSize(56, 56))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(140, 110)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width() * 0.8, self.height())
        r = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        self._paint(p, r)
        p.end()
