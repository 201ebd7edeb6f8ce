"""The keyboard's focus frame round a pile never crosses the pile's count ("78 cartes") written
under it, and the count stays in view (issue 24, point 6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from test_rami_ui_laydown import _state
from test_rami_ui_support import make_window, open_screen


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_focus_frame_stays_clear_of_the_piles_counts(qtbot, language, size):
    window = make_window(qtbot, size=size)
    language(window, "fr")
    screen = open_screen(window, _state(before_take=True))
    table = screen.table
    visible = screen.view.mapToScene(screen.view.viewport().rect()).boundingRect()
    for pile in (table.pot, table.discard):
        pile.setFocus()
        assert pile.hasFocus() and pile.badge
        frame, pen = pile.focus_frame()
        below = pile.badge_rect()
        assert below.top() >= frame.bottom() + pen / 2  # the frame's line ends above the count
        # The count, centred in its place, never reaches back up into the frame.
        metrics = QFontMetricsF(pile.badge_font(screen.view.font()))
        assert metrics.height() <= below.height()
        width = metrics.horizontalAdvance(pile.badge)
        text = QRectF(below.center().x() - width / 2, below.top(), width, below.height())
        assert below.contains(text)
        assert visible.contains(pile.mapRectToScene(text)), pile.badge
