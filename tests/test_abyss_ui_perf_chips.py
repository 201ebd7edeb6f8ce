"""The Abyss table's lines of chips are measured once, not after every move (issue 23, point
10): counts of measurements, never timings."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from abyss_cards.ui.abyss import items as chips_module
from abyss_cards.ui.abyss.items import ChipsItem


def _paint(item: ChipsItem) -> None:
    image = QImage(400, 60, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    item.paint(painter, None, None)
    painter.end()


def test_a_line_of_chips_is_measured_once_not_after_every_move(qtbot, monkeypatch):
    """The table sets every line again after each move and asks whether it fits; an unchanged
    line in an unchanged box is not measured again, nor when painted."""
    made = []

    class Counting(chips_module.QFontMetricsF):  # type: ignore[misc]
        def __init__(self, *args: object) -> None:
            made.append(args)
            super().__init__(*args)

    monkeypatch.setattr(chips_module, "QFontMetricsF", Counting)
    for cache in ("text_advance", "line_height"):
        clear = getattr(getattr(chips_module, cache, None), "cache_clear", None)
        if clear is not None:
            clear()
    item = ChipsItem()
    item.set_box(QRectF(0, 0, 120, 22))
    segments = [("bold", "3→2 ✓"), ("icon", "pearl"), ("text", "Lord deck 12")]
    item.set_segments(segments)
    item.fits()
    _paint(item)
    assert made, "the first time the line is measured"
    made.clear()
    for _ in range(3):  # three moves later, the same line in the same box
        item.set_box(QRectF(0, 0, 120, 22))
        item.set_segments(list(segments))
        item.fits()
        item.font_px()
        _paint(item)
    assert made == []
    # Another box: measured again (the memo is not stale).
    item.set_box(QRectF(0, 0, 40, 22))
    small = item.font_px()
    assert small < ChipsItem().font_px() or not item.fits()


def test_a_label_is_measured_once_not_after_every_move_and_paint(qtbot, monkeypatch):
    """An opponent's Lord named under its thumbnail: set again after every move and painted on
    every frame, the same name in the same box is not measured again."""
    from abyss_cards.ui.table import items as labels_module

    made = []

    class Counting(labels_module.QFontMetricsF):  # type: ignore[misc]
        def __init__(self, *args: object) -> None:
            made.append(args)
            super().__init__(*args)

    monkeypatch.setattr(labels_module, "QFontMetricsF", Counting)
    clear = getattr(getattr(labels_module, "_advance", None), "cache_clear", None)
    if clear is not None:
        clear()
    label = labels_module.LabelItem()
    label.set_box(QRectF(0, 0, 70, 14))
    label.set_text("Le Boutiquier", "Boutiquier")
    label.shown()
    assert made
    made.clear()
    for _ in range(3):  # three moves later
        label.set_box(QRectF(0, 0, 70, 14))
        label.set_text("Le Boutiquier", "Boutiquier")
        label.shown()
    assert made == []
