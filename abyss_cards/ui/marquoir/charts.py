"""Two small pictures drawn with QPainter: a sheet as stacked bars (the four categories of each
player), and one player's totals game after game. The painting functions also serve the PDF."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from abyss_cards.games.abyss.scoring import CATEGORIES
from abyss_cards.storage.marquoir import Sheet
from abyss_cards.ui.marquoir.colours import (
    CATEGORY_COLOURS,
    GOLD,
    GOLD_TEXT,
    GRID,
    INK,
    PAPER,
    text_on,
)
from abyss_cards.ui.marquoir.dates import short_date
from abyss_cards.ui.marquoir.fit import fitted, needed
from abyss_cards.ui.marquoir.texts import field_label

translate = QCoreApplication.translate

# (text, its colour, the colour under it) of every text a picture paints, for the contrast test.
Drawn = list[tuple[str, QColor, QColor]]


def _text(
    painter: QPainter,
    rect: QRectF,
    flags: Qt.AlignmentFlag | Qt.TextFlag | int,
    text: str,
    under: QColor,
    drawn: Drawn | None,
) -> None:
    painter.drawText(rect, int(flags), text)
    if drawn is not None:
        drawn.append((text, QColor(painter.pen().color()), QColor(under)))


@dataclass(frozen=True)
class Bar:
    name: str
    parts: tuple[int, ...]  # per category, in CATEGORIES order
    winner: bool

    @property
    def total(self) -> int:
        return sum(self.parts)


def bars_of(sheet: Sheet) -> list[Bar]:
    winners = {r.index for r in sheet.ranking() if r.place == 1}
    return [
        Bar(p.name, tuple(getattr(p, c) for c in CATEGORIES), i in winners)
        for i, p in enumerate(sheet.players)
    ]


def _nice_max(value: float) -> tuple[int, int]:
    """An axis top at or above ``value`` and a step that gives 4 to 6 grid lines."""
    value = max(value, 1)
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200):
        if value / step <= 6:
            top = int(-(-value // step) * step)
            return top, step
    return int(value), int(value)


def _nice_range(low: float, high: float) -> tuple[int, int, int]:
    """(bottom, top, step) around the values, so that changes from game to game show."""
    span = max(high - low, 20)
    for step in (1, 2, 5, 10, 20, 25, 50, 100):
        if span / step <= 5:
            break
    bottom = max(0, int((low - step / 2) // step * step))
    top = int(-(-(high + step / 2) // step) * step)
    return bottom, max(top, bottom + step), step


def _axis(
    painter: QPainter,
    plot: QRectF,
    top: int,
    step: int,
    metrics: QFontMetricsF,
    bottom: int = 0,
    drawn: Drawn | None = None,
) -> None:
    painter.setPen(QPen(GRID, 1))
    for v in range(bottom, top + 1, step):
        y = plot.bottom() - plot.height() * (v - bottom) / (top - bottom)
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(INK)
        label = str(v)
        _text(
            painter,
            QRectF(
                plot.left() - metrics.horizontalAdvance(label) - 6,
                y - metrics.height() / 2,
                metrics.horizontalAdvance(label) + 2,
                metrics.height(),
            ),
            Qt.AlignmentFlag.AlignRight,
            label,
            PAPER,
            drawn,
        )
        painter.setPen(QPen(GRID, 1))


def name_block(
    font: QFont, width: float, names: Sequence[str], device: QPaintDevice | None = None
) -> list[tuple[QFont, Qt.TextFlag, float]]:
    """(font, flags, height) of each name under its bar: whole, wrapped or smaller."""
    out = []
    for name in names:
        fit, flags = fitted(font, width, name, smallest=0.65, device=device, max_lines=3)
        out.append((fit, flags, needed(fit, width, flags, name, device).height()))
    return out


def bar_names(
    font: QFont, width: float, bars: Sequence[Bar], device: QPaintDevice | None = None
) -> tuple[float, list[tuple[QFont, Qt.TextFlag, float]]]:
    """(the width of a bar's slot, how each name under a bar is drawn) in a picture ``width``
    wide (its margins taken off); the winners' names are bold."""
    metrics = QFontMetricsF(font, device) if device is not None else QFontMetricsF(font)
    top, _step = _nice_max(max(b.total for b in bars))
    slot = (width - metrics.horizontalAdvance(str(top)) - 10) / len(bars)
    bold = QFont(font)
    bold.setBold(True)
    return slot, [
        name_block(bold if b.winner else font, slot - 4, [b.name], device)[0] for b in bars
    ]


def paint_sheet_bars(
    painter: QPainter, rect: QRectF, bars: Sequence[Bar], drawn: Drawn | None = None
) -> None:
    """Stacked bars on white paper, a legend on top, the names whole under the bars, the
    winners' names and totals in bold dark gold."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, PAPER)
    rect = rect.adjusted(6, 6, -6, -6)
    font = QFont(painter.font())
    metrics = QFontMetricsF(font, painter.device())
    line = metrics.height()
    if not bars:
        painter.setPen(INK)
        _text(
            painter,
            rect,
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            translate("Marquoir", "Choose a sheet to see it here"),
            PAPER,
            drawn,
        )
        painter.restore()
        return
    # Legend.
    y = _paint_legend(painter, rect, metrics, drawn)
    top_y = y + line * 1.6
    top, step = _nice_max(max(b.total for b in bars))
    label_width = metrics.horizontalAdvance(str(top)) + 10
    slot, names = bar_names(font, rect.width(), bars, painter.device())
    bold = QFont(font)
    bold.setBold(True)
    names_h = max(h for _f, _fl, h in names)
    plot = QRectF(
        rect.left() + label_width,
        top_y + line,
        rect.width() - label_width,
        rect.bottom() - top_y - line * 1.4 - names_h,
    )
    if plot.height() < line * 2 or plot.width() < 20:
        painter.restore()
        return
    _axis(painter, plot, top, step, metrics, drawn=drawn)
    width = min(slot * 0.6, line * 5)
    for i, bar in enumerate(bars):
        cx = plot.left() + slot * (i + 0.5)
        y = plot.bottom()
        for category, value in zip(CATEGORIES, bar.parts, strict=True):
            h = plot.height() * value / top
            colour = CATEGORY_COLOURS[category]
            painter.fillRect(QRectF(cx - width / 2, y - h, width, h), colour)
            if h >= line and width >= metrics.horizontalAdvance("888"):
                painter.setPen(text_on(colour))
                _text(
                    painter,
                    QRectF(cx - width / 2, y - h, width, h),
                    Qt.AlignmentFlag.AlignCenter,
                    str(value),
                    colour,
                    drawn,
                )
            y -= h
        painter.setFont(bold)
        painter.setPen(GOLD_TEXT if bar.winner else INK)
        total = ("★ " if bar.winner else "") + str(bar.total)
        _text(
            painter,
            QRectF(cx - slot / 2, y - line * 1.1, slot, line),
            Qt.AlignmentFlag.AlignCenter,
            total,
            PAPER,
            drawn,
        )
        name_font, flags, name_h = names[i]
        painter.setFont(name_font)
        _text(
            painter,
            QRectF(cx - slot / 2 + 2, plot.bottom() + line * 0.2, slot - 4, name_h),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | flags,
            bar.name,
            PAPER,
            drawn,
        )
        painter.setFont(font)
    painter.setPen(QPen(INK, 1))
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.restore()


def _paint_legend(
    painter: QPainter, rect: QRectF, metrics: QFontMetricsF, drawn: Drawn | None
) -> float:
    """The categories' colours and names along the top of ``rect``, on as many lines as they
    need; the top of the last line."""
    line = metrics.height()
    x, y = rect.left(), rect.top()
    for category in CATEGORIES:
        label = field_label(category)
        width = line * 0.8 + 4 + metrics.horizontalAdvance(label) + line
        if x + width > rect.right() and x > rect.left():
            x, y = rect.left(), y + line * 1.2
        painter.fillRect(
            QRectF(x, y + line * 0.15, line * 0.8, line * 0.7), CATEGORY_COLOURS[category]
        )
        painter.setPen(INK)
        _text(
            painter,
            QRectF(x + line * 0.8 + 4, y, width, line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            label,
            PAPER,
            drawn,
        )
        x += width
    return y


def paint_totals(
    painter: QPainter,
    rect: QRectF,
    name: str,
    points: Sequence[tuple[str, int, bool]],
    drawn: Drawn | None = None,
) -> None:
    """A player's totals on white paper, oldest game on the left; gold dots are wins, the
    dashed line the average."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, PAPER)
    rect = rect.adjusted(6, 6, -6, -6)
    metrics = QFontMetricsF(painter.font())
    line = metrics.height()
    painter.setPen(INK)
    if not name or not points:
        _text(
            painter,
            rect,
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            translate("Marquoir", "Choose a player to see their totals over time"),
            PAPER,
            drawn,
        )
        painter.restore()
        return
    title_h = _paint_title(painter, rect, name, drawn)
    bottom, top, step = _nice_range(min(p[1] for p in points), max(p[1] for p in points))
    label_width = metrics.horizontalAdvance(str(top)) + 10
    plot = QRectF(
        rect.left() + label_width,
        rect.top() + title_h + line * 0.8,
        rect.width() - label_width - line,
        rect.height() - title_h - line * 2.2,
    )
    if plot.height() < line * 2 or plot.width() < 20:
        painter.restore()
        return
    _axis(painter, plot, top, step, metrics, bottom, drawn)
    n = len(points)

    def at(i: int, value: float) -> QPointF:
        x = plot.left() + (plot.width() * (i + 0.5) / n)
        return QPointF(x, plot.bottom() - plot.height() * (value - bottom) / (top - bottom))

    average = sum(p[1] for p in points) / n
    pen = QPen(INK.lighter(160), 1.5, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    ay = at(0, average).y()
    painter.drawLine(QPointF(plot.left(), ay), QPointF(plot.right(), ay))
    words = "ø " + QLocale().toString(average, "f", 1)  # 72,8 in French
    room = metrics.horizontalAdvance("ø 888.8")
    _text(
        painter,
        QRectF(plot.right() - room, ay - 3 - line, room + line, line),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
        words,
        PAPER,
        drawn,
    )
    path = QPainterPath(at(0, points[0][1]))
    for i, (_d, value, _w) in enumerate(points[1:], start=1):
        path.lineTo(at(i, value))
    painter.setPen(QPen(CATEGORY_COLOURS["locations"], 2))
    painter.drawPath(path)
    radius = max(3.0, min(line * 0.35, plot.width() / n / 3))
    for i, (_d, value, won) in enumerate(points):
        painter.setPen(QPen(GOLD.darker(140) if won else CATEGORY_COLOURS["locations"], 1.5))
        painter.setBrush(GOLD if won else PAPER)
        painter.drawEllipse(at(i, value), radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    # Dates under the axis (the user's way of writing them), as many as fit.
    painter.setPen(INK)
    dates = [short_date(p[0]) for p in points]
    label = max(metrics.horizontalAdvance(d) for d in dates) + 8
    every = max(1, int(-(-label // (plot.width() / n))))
    for i in range(0, n, every):
        x = at(i, bottom).x()
        _text(
            painter,
            QRectF(x - label / 2, plot.bottom() + 2, label, line),
            Qt.AlignmentFlag.AlignCenter,
            dates[i],
            PAPER,
            drawn,
        )
    painter.restore()


def _paint_title(painter: QPainter, rect: QRectF, name: str, drawn: Drawn | None) -> float:
    """The totals' title along the top of ``rect``, in bold (smaller if it must be); its
    height. The painter's font is left as it was."""
    title = translate("Marquoir", "{name}: totals game after game").format(name=name)
    base = QFont(painter.font())
    bold = QFont(base)
    bold.setBold(True)
    title_font, flags = fitted(bold, rect.width(), title)
    title_h = needed(title_font, rect.width(), flags, title).height()
    painter.setFont(title_font)
    _text(
        painter,
        QRectF(rect.left(), rect.top(), rect.width(), title_h),
        Qt.AlignmentFlag.AlignLeft | flags,
        title,
        PAPER,
        drawn,
    )
    painter.setFont(base)
    return title_h


class SheetChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("marquoir-sheet-chart")
        self.bars: list[Bar] = []
        self.setMinimumSize(220, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Picture of the sheet"))
        self.update()  # the legend and the empty-picture words are painted in the language

    def set_sheet(self, sheet: Sheet | None) -> None:
        self.bars = bars_of(sheet) if sheet else []
        self.setAccessibleDescription("; ".join(f"{b.name} {b.total}" for b in self.bars))
        self._fit_height()
        self.update()

    def _fit_height(self) -> None:
        """Tall enough for the bars above names that take several lines (the sheet scrolls)."""
        least = 160
        if self.bars:
            line = self.fontMetrics().height()
            _slot, names = bar_names(self.font(), self.width() - 28, self.bars)
            least = max(least, round(max(h for _f, _fl, h in names) + line * 9 + 28))
        if least != self.minimumHeight():
            self.setMinimumHeight(least)
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_height()

    def sizeHint(self) -> QSize:  # noqa: N802
        # Only as high as its minimum: the sheet's scroll area asks the tab for its preferred
        # height, and the picture takes whatever room is left anyway (it is the stretch).
        return QSize(420, self.minimumHeight())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        paint_sheet_bars(painter, QRectF(self.rect()).adjusted(8, 8, -8, -8), self.bars)


class TotalsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("marquoir-totals-chart")
        self.name = ""
        self.points: list[tuple[str, int, bool]] = []
        self.setMinimumSize(220, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Totals over time"))
        self.update()  # the legend and the empty-picture words are painted in the language

    def set_points(self, name: str, points: Sequence[tuple[str, int, bool]]) -> None:
        self.name, self.points = name, list(points)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(420, 260)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        paint_totals(painter, QRectF(self.rect()).adjusted(8, 8, -8, -8), self.name, self.points)
