"""A sheet as a one-page PDF: the table of scores, the ranking in words, and the bar picture."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from abyss_cards.games.abyss.scoring import CATEGORIES, TIE_BREAKS
from abyss_cards.storage.marquoir import Sheet
from abyss_cards.ui.marquoir.charts import bars_of, paint_sheet_bars
from abyss_cards.ui.marquoir.dates import long_date
from abyss_cards.ui.marquoir.texts import field_label, headline, ordinal, tie_explanations

translate = QCoreApplication.translate


def export_sheet_pdf(sheet: Sheet, path: Path) -> None:
    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle(translate("Marquoir", "Abyss sheet of {date}").format(date=long_date(sheet.played_on)))
    writer.setCreator("Abyss Cards")
    painter = QPainter(writer)
    try:
        _paint(painter, sheet, QRectF(0, 0, writer.width(), writer.height()))
    finally:
        painter.end()


def _paint(painter: QPainter, sheet: Sheet, page: QRectF) -> None:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(11)
    painter.setFont(font)
    line = painter.fontMetrics().height() * 1.5
    title = QFont(font)
    title.setPointSizeF(18)
    title.setBold(True)
    painter.setFont(title)
    y = page.top()
    painter.drawText(QRectF(page.left(), y, page.width(), line * 1.6), Qt.AlignmentFlag.AlignLeft,
                     translate("Marquoir", "Abyss — sheet of {date}").format(
                         date=long_date(sheet.played_on)))
    y += line * 1.8
    painter.setFont(font)
    if sheet.note:
        painter.drawText(QRectF(page.left(), y, page.width(), line), Qt.AlignmentFlag.AlignLeft,
                         sheet.note)
        y += line
    ranked = sheet.ranking()
    winners = {r.index for r in ranked if r.place == 1}
    places = {r.index: r.place for r in ranked}
    rows = [("name", None), *[(c, c) for c in CATEGORIES], ("total", None),
            *[(t, t) for t in TIE_BREAKS], ("place", None)]
    label_w = page.width() * 0.28
    col_w = (page.width() - label_w) / len(sheet.players)
    bold = QFont(font)
    bold.setBold(True)
    for r, (row, field) in enumerate(rows):
        top = y + r * line
        if row in ("name", "total", "place"):
            painter.fillRect(QRectF(page.left(), top, page.width(), line), QColor("#eceff1"))
        painter.setFont(bold if row in ("name", "total", "place") else font)
        painter.setPen(QColor("#263238"))
        if row != "name":
            painter.drawText(QRectF(page.left() + 8, top, label_w - 8, line),
                             Qt.AlignmentFlag.AlignVCenter, field_label(row))
        for i, player in enumerate(sheet.players):
            cell = QRectF(page.left() + label_w + i * col_w, top, col_w, line)
            if i in winners and row in ("name", "total", "place"):
                painter.fillRect(cell, QColor("#f2c14e"))
            text = {
                "name": player.name, "total": str(player.total),
                "place": ordinal(places[i]),
            }.get(row, str(getattr(player, field)) if field else "")
            painter.drawText(cell.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(QPen(QColor("#90a4ae"), 2))
        painter.drawLine(page.left(), top + line, page.right(), top + line)
    y += len(rows) * line + line * 0.8
    painter.setFont(bold)
    painter.setPen(QColor("#263238"))
    painter.drawText(QRectF(page.left(), y, page.width(), line), Qt.AlignmentFlag.AlignLeft,
                     headline(ranked))
    y += line
    painter.setFont(font)
    for sentence in tie_explanations([p.entry() for p in sheet.players], ranked):
        box = painter.boundingRect(QRectF(page.left(), y, page.width(), page.height()),
                                   Qt.TextFlag.TextWordWrap, sentence)
        painter.drawText(box, Qt.TextFlag.TextWordWrap, sentence)
        y += box.height() + line * 0.3
    y += line * 0.5
    chart = QRectF(page.left(), y, page.width(), min(page.bottom() - y, page.width() * 0.6))
    if chart.height() > line * 5:
        paint_sheet_bars(painter, chart, bars_of(sheet))
