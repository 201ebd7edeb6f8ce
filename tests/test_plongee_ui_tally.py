"""The discard dock's count table (Card / Discard / Table / Unseen / Total) shows every heading
whole, in French and English, at 1024 × 640 and 1920 × 1080; a narrower dock scrolls sideways
rather than cut a heading."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyle
from test_plongee_ui_dock import open_scene, settle

HEADINGS = {
    "fr": ["Carte", "Défausse", "Table", "Reste", "Total"],
    "en": ["Card", "Discard", "Table", "Unseen", "Total"],
}


def headings_whole(view) -> list[str]:
    """The headings, each checked to fit its section with the header's margins."""
    header = view.horizontalHeader()
    metrics = header.fontMetrics()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    model = view.model()
    texts = []
    for c in range(model.columnCount()):
        text = model.headerData(c, Qt.Orientation.Horizontal)
        need = metrics.horizontalAdvance(text) + 2 * margin
        assert need <= header.sectionSize(c), (text, need, header.sectionSize(c))
        # The numbers fit too.
        assert view.sizeHintForColumn(c) <= header.sectionSize(c)
        texts.append(text)
    return texts


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_heading_fits_its_column(qtbot, language, lang, size):
    window, dock = open_scene(qtbot, language, lang, size)
    view = dock.tally
    assert view.isVisible()
    assert headings_whole(view) == HEADINGS[lang]
    # The whole width is used, and no sideways scroll.
    header = view.horizontalHeader()
    widths = [header.sectionSize(c) for c in range(view.model().columnCount())]
    assert sum(widths) == view.viewport().width()
    assert not view.horizontalScrollBar().isVisible()
    # The numbers' columns are not stretched alike: the longest heading has the widest column.
    longest = max(
        range(len(widths)), key=lambda c: header.fontMetrics().horizontalAdvance(HEADINGS[lang][c])
    )
    assert widths[longest] == max(widths)


def test_a_narrow_dock_scrolls_sideways_rather_than_cut_a_heading(qtbot, language):
    window, dock = open_scene(qtbot, language, "fr", (1024, 640))
    dock.setFloating(True)
    dock.resize(160, 500)
    settle(qtbot, window)
    view = dock.tally
    headings_whole(view)
    assert view.horizontalScrollBar().maximum() > 0
    dock.resize(400, 500)  # wider again: the room is shared out, no scroll
    settle(qtbot, window)
    headings_whole(view)
    assert view.horizontalScrollBar().maximum() == 0
    assert sum(view.columnWidth(c) for c in range(5)) == view.viewport().width()
    QApplication.processEvents()
