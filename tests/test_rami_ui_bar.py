"""The Rami bar keeps every button and label whole from a 640 px window up, in French and
English: the buttons flow onto more rows and the docks give way. Measured with the widgets'
own size hints and geometry, no pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QPushButton
from test_rami_ui_support import make_window
from ui_checks import inside_window, settle

from abyss_cards.ui import rami as rami_ui
from abyss_cards.ui.rami.refusals import Refusal

SIZES = [(640, 480), (800, 560), (1024, 640), (1920, 1080)]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_every_bar_button_whole(qtbot, language, lang, size):
    window = make_window(qtbot, size=size)
    language(window, lang)
    screen = rami_ui.screenshot_screen(window, size)
    window.show_screen(screen)
    window.resize(*size)
    screen.finish_animations()
    settle()
    bar = screen.status.parentWidget()
    if size[0] > 1024:  # the usual bar stays on one row there (at 1024 the docks' titles
        # are whole beside it, and the French buttons flow onto two rows)
        tops = {
            b.mapTo(bar, QPoint(0, 0)).y() for b in bar.findChildren(QPushButton) if b.isVisible()
        }
        assert len(tops) == 1
    # A refusal beside the button, and the card taken back: every widget the bar can show.
    screen._refuse(Refusal("Il faut d'abord allumer les zones à déposer.", "La règle."))
    screen.cancel_button.setVisible(True)
    settle()
    buttons = bar.findChildren(QPushButton)
    assert len(buttons) == 8
    for b in buttons:
        assert b.isVisible(), b.text()
        assert b.width() >= b.sizeHint().width(), (b.text(), b.width())
        assert b.width() >= b.fontMetrics().horizontalAdvance(b.text()), b.text()
        assert inside_window(window, b), (b.text(), b.geometry())
        assert b.toolTip()
    assert screen.refusal_place.why_button.isVisible()
    assert inside_window(window, screen.refusal_place.why_button)
    for label in (screen.total_label, screen.refusal_label, screen.status):
        assert label.text() and inside_window(window, label), label.objectName()
        needed = (
            label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        )
        assert label.height() >= needed, label.objectName()
        if not label.wordWrap():
            assert label.width() >= label.sizeHint().width(), label.objectName()
    # No two of them overlap.
    shown = [w for w in (*buttons, *bar.findChildren(QLabel)) if w.isVisible() and w.text()]
    rects = [QRect(w.mapTo(window, QPoint(0, 0)), w.size()) for w in shown]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b)
    # The docks give way: the table keeps most of the width.
    assert screen.view.width() >= size[0] * 0.7


def test_shortcuts_still_work(qtbot, language):
    window = make_window(qtbot, size=(640, 480))
    language(window, "fr")
    screen = rami_ui.screenshot_screen(window, (640, 480))
    window.show_screen(screen)
    settle()
    keys = {sc.key().toString() for sc in screen._shortcuts}
    assert {"S", "R", "M", "L", "H"} <= keys
