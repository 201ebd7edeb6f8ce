"""The PDF of a sheet (issue 16, item 14): 40-character names do not overlap, a 500-character
note is printed whole, emoji are written as their names instead of boxes."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter

from abyss_cards.storage.marquoir import NAME_MAX, NOTE_MAX, PlayerScore, Sheet
from abyss_cards.ui.marquoir.pdf import export_sheet_pdf, paint_sheet, printable

NAMES = [
    "Anne-Charlotte de La Tour d'Auvergne 🎲🐙",
    "Wolfgang-Amadeus Schwarzenberger-Lindqv",
    "M" * NAME_MAX,
    "Zoé 👩‍👩‍👧 la reine des abysses et des perles",
    "Léo le Grand Capitaine du Nautilus Bleu",
    "Bastien Kraken 🦑 Dompteur de Monstres",
]


def hostile_sheet():
    players = tuple(
        PlayerScore(name[:NAME_MAX], 10 + i, 30, 12, 6, 4, 9) for i, name in enumerate(NAMES)
    )
    note = ("Réveillon chez Djamel 🎉 avec la grande extension ; " * 20)[:NOTE_MAX]
    return Sheet(played_on="2024-12-31", players=players, note=note)


def paint(sheet):
    # The PDF's page at 300 dpi: A4 less 15 mm margins.
    image = QImage(2126, 3154, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    drawn = []
    painter = QPainter(image)
    try:
        paint_sheet(painter, sheet, QRectF(0, 0, image.width(), image.height()), drawn)
    finally:
        painter.end()
    return drawn


def test_every_text_fits_its_box_and_names_do_not_overlap(qapp):
    sheet = hostile_sheet()
    drawn = paint(sheet)
    for text, box, needed in drawn:
        assert needed.width() <= box.width() + 1 and needed.height() <= box.height() + 1, text
    names = [
        (box, needed)
        for text, box, needed in drawn
        if any(printable(p.name, QFont("DejaVu Sans")) == text for p in sheet.players)
    ]
    assert len(names) == 6
    for i, (_, a) in enumerate(names):
        for _, b in names[i + 1 :]:
            assert not a.intersects(b)


def test_a_long_note_is_printed_whole_and_above_the_table(qapp):
    sheet = hostile_sheet()
    assert len(sheet.note) == NOTE_MAX
    drawn = paint(sheet)
    note = [d for d in drawn if d[0].startswith("Réveillon chez Djamel")]
    assert len(note) == 1
    text, box, needed = note[0]
    assert text.count("Réveillon") == sheet.note.count("Réveillon")  # not cut
    assert needed.height() > 3 * QFontMetricsF(QFont("DejaVu Sans", 11)).height()  # wrapped
    font = QFont("DejaVu Sans")
    names = {printable(p.name, font) for p in sheet.players}
    table_top = min(b.top() for t, b, _ in drawn if t in names)
    assert box.bottom() <= table_top + 1  # the table starts below the whole note


def test_emoji_are_written_as_names_not_boxes(qapp):
    drawn = paint(hostile_sheet())
    texts = " ".join(t for t, _, _ in drawn)
    assert "(party popper)" in texts and "(game die)" in texts and "(squid)" in texts
    assert not any(ord(c) >= 0x1F000 or c in "\u200d\ufe0f" for c in texts)
    font = QFont("DejaVu Sans")
    assert printable("Zoé 🎉", font) == "Zoé (party popper)"
    assert printable("Ana ♠ Léo", font) == "Ana ♠ Léo"  # drawn by the font: kept


def test_the_pdf_is_written(qapp, tmp_path):
    path = tmp_path / "sheet.pdf"
    export_sheet_pdf(hostile_sheet(), path)
    assert path.read_bytes().startswith(b"%PDF") and path.stat().st_size > 5000
