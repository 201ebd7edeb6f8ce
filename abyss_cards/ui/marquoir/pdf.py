"""A sheet as a one-page PDF: the table of scores, the ranking in words, and the bar picture."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
)

from abyss_cards.games.abyss.scoring import CATEGORIES, TIE_BREAKS, Ranked
from abyss_cards.storage.marquoir import Sheet
from abyss_cards.ui.marquoir.charts import Drawn, bars_of, paint_sheet_bars
from abyss_cards.ui.marquoir.colours import COMPUTED_BG, INK, PAPER, WINNER
from abyss_cards.ui.marquoir.dates import long_date
from abyss_cards.ui.marquoir.fit import fitted
from abyss_cards.ui.marquoir.fit import needed as needed_room
from abyss_cards.ui.marquoir.texts import field_label, headline, ordinal, tie_explanations

translate = QCoreApplication.translate

RULE = QColor("#90a4ae")  # the lines between the rows
NAME_SMALLEST = 0.7  # a name too long for its column is printed down to 70 % of the size


# Characters the PDF's font has no picture for that are emoji (or parts of one): written as
# their name in brackets, "Réveillon 🎉" -> "Réveillon (party popper)", rather than boxes. (No
# colour emoji font is embedded: most systems have none that a PDF can carry.)
_JOINERS = {0x200D, 0xFE0E, 0xFE0F, *range(0x1F3FB, 0x1F400)}  # ZWJ, variation, skin tones


def printable(text: str, font: QFont) -> str:
    """``text`` with every emoji the font cannot draw replaced by its name."""
    metrics = QFontMetricsF(font)
    out = []
    for char in text:
        code = ord(char)
        if code in _JOINERS:
            continue
        if metrics.inFontUcs4(code) or not _is_emoji(char):
            out.append(char)
            continue
        name = unicodedata.name(char, "").lower()
        out.append(f"({name})" if name else "?")
    return "".join(out)


def _is_emoji(char: str) -> bool:
    code = ord(char)
    return (
        unicodedata.category(char) in ("So", "Sk", "Cn", "Co")
        or 0x1F000 <= code <= 0x1FAFF
        or 0x2600 <= code <= 0x27BF
    )


def export_sheet_pdf(sheet: Sheet, path: Path) -> None:
    writer = QPdfWriter(str(path))
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setResolution(300)
    writer.setTitle(
        translate("Marquoir", "Abyss sheet of {date}").format(date=long_date(sheet.played_on))
    )
    writer.setCreator("Abyss Cards")
    painter = QPainter(writer)
    try:
        paint_sheet(painter, sheet, QRectF(0, 0, writer.width(), writer.height()))
    finally:
        painter.end()


@dataclass
class _SheetText:
    """Texts painted whole in their boxes on the sheet (``paint_sheet``): wrapped between
    words, or smaller down to ``smallest``; each noted in ``drawn`` and ``inks`` if given."""

    painter: QPainter
    device: QPaintDevice
    drawn: list[tuple[str, QRectF, QRectF]] | None
    inks: Drawn | None

    def fit(self, width: float, value: str, smallest: float = 1.0) -> tuple[QFont, Qt.TextFlag]:
        font = self.painter.font()
        return fitted(font, width, printable(value, font), smallest, self.device)

    def text(
        self,
        rect: QRectF,
        align: Qt.AlignmentFlag,
        value: str,
        under: QColor = PAPER,
        smallest: float = 1.0,
    ) -> QRectF:
        painter = self.painter
        value = printable(value, painter.font())
        font, flags = self.fit(rect.width(), value, smallest)
        painter.save()
        painter.setFont(font)
        needed = painter.boundingRect(rect, align | flags, value)
        painter.drawText(rect, align | flags, value)
        painter.restore()
        if self.drawn is not None:
            self.drawn.append((value, QRectF(rect), needed))
        if self.inks is not None:
            self.inks.append((value, QColor(painter.pen().color()), QColor(under)))
        return needed

    def height_of(self, width: float, value: str, smallest: float = 1.0) -> float:
        value = printable(value, self.painter.font())
        font, flags = self.fit(width, value, smallest)
        return needed_room(font, width, flags, value, self.device).height()

    def paragraph(self, page: QRectF, y: float, value: str, line: float) -> float:
        """``value`` across the page from ``y``; where the next one goes."""
        box = QRectF(page.left(), y, page.width(), self.height_of(page.width(), value))
        self.text(box, Qt.AlignmentFlag.AlignLeft, value)
        return box.bottom() + line * 0.3


def paint_sheet(
    painter: QPainter,
    sheet: Sheet,
    page: QRectF,
    drawn: list[tuple[str, QRectF, QRectF]] | None = None,
    inks: Drawn | None = None,
) -> None:
    """Paint the sheet on ``page``. Every text is whole in its box, wrapped between words (a
    name too long for its column in a smaller font), the box as tall as the text needs.
    ``drawn`` (tests) receives (text, box, the space the text took); ``inks`` (text, its
    colour, the colour under it)."""
    writer = _SheetText(painter, painter.device(), drawn, inks)
    font = QFont("DejaVu Sans")
    font.setPointSizeF(11)
    painter.setFont(font)
    line = painter.fontMetrics().height() * 1.5
    title = QFont(font)
    title.setPointSizeF(18)
    title.setBold(True)
    painter.setFont(title)
    painter.setPen(INK)
    y = page.top()
    heading = translate("Marquoir", "Abyss — sheet of {date}").format(
        date=long_date(sheet.played_on)
    )
    y = writer.paragraph(page, y, heading, line)
    painter.setFont(font)
    if sheet.note:
        y = writer.paragraph(page, y, sheet.note, line)
    ranked = sheet.ranking()
    bold = QFont(font)
    bold.setBold(True)
    y = _paint_rows(writer, sheet, ranked, page, y, line, font, bold)
    y += line * 0.8
    painter.setFont(bold)
    painter.setPen(INK)
    y = writer.paragraph(page, y, headline(ranked), line)
    painter.setFont(font)
    for sentence in tie_explanations([p.entry() for p in sheet.players], ranked):
        y = writer.paragraph(page, y, sentence, line)
    y += line * 0.5
    chart = QRectF(page.left(), y, page.width(), min(page.bottom() - y, page.width() * 0.6))
    if chart.height() > line * 5:
        paint_sheet_bars(
            painter,
            chart,
            [replace(bar, name=printable(bar.name, font)) for bar in bars_of(sheet)],
            inks,
        )


def _paint_rows(
    writer: _SheetText,
    sheet: Sheet,
    ranked: list[Ranked],
    page: QRectF,
    y: float,
    line: float,
    font: QFont,
    bold: QFont,
) -> float:
    """The table of scores from ``y``, a row for the names, each category, the total, each
    tie-break and the place; where it ends."""
    painter = writer.painter
    text = writer.text
    height_of = writer.height_of
    winners = {r.index for r in ranked if r.place == 1}
    places = {r.index: r.place for r in ranked}
    rows = [
        ("name", None),
        *[(c, c) for c in CATEGORIES],
        ("total", None),
        *[(t, t) for t in TIE_BREAKS],
        ("place", None),
    ]
    label_w = page.width() * 0.28
    col_w = (page.width() - label_w) / len(sheet.players)
    centre = Qt.AlignmentFlag.AlignCenter
    for row, field in rows:
        painter.setFont(bold if row in ("name", "total", "place") else font)
        if row == "name":
            # As tall as the longest name needs, wrapped (or smaller) within its column.
            row_h = max(
                line,
                max(height_of(col_w - 12, p.name, NAME_SMALLEST) for p in sheet.players)
                + line * 0.4,
            )
        else:
            row_h = line
        top = y
        shaded = row in ("name", "total", "place")
        if shaded:
            painter.fillRect(QRectF(page.left(), top, page.width(), row_h), COMPUTED_BG)
        painter.setPen(INK)
        if row != "name":
            text(
                QRectF(page.left() + 8, top, label_w - 8, row_h),
                Qt.AlignmentFlag.AlignVCenter,
                field_label(row),
                COMPUTED_BG if shaded else PAPER,
            )
        for i, player in enumerate(sheet.players):
            cell = QRectF(page.left() + label_w + i * col_w, top, col_w, row_h)
            under = COMPUTED_BG if shaded else PAPER
            if i in winners and shaded:
                painter.fillRect(cell, WINNER)
                under = WINNER
            value = {
                "name": player.name,
                "total": str(player.total),
                "place": ordinal(places[i]),
            }.get(row, str(getattr(player, field)) if field else "")
            painter.setPen(INK)
            text(
                cell.adjusted(6, 0, -6, 0),
                centre,
                value,
                under,
                NAME_SMALLEST if row == "name" else 1.0,
            )
        painter.setPen(QPen(RULE, 2))
        painter.drawLine(QPointF(page.left(), top + row_h), QPointF(page.right(), top + row_h))
        y += row_h
    return y
