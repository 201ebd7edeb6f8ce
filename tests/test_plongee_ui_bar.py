"""The Plongée bar keeps its status, its round line and every button whole from a 640 px
window up, in French and English: the buttons flow onto a row of their own and the docks give
way. Measured with the widgets' own size hints and geometry, no pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from test_plongee_ui_support import make_window
from ui_checks import inside_window, settle

from abyss_cards.ui import plongee as plongee_ui
from abyss_cards.ui.plongee.screen import STATUS_LINES
from abyss_cards.ui.table.flow import FlowLayout

SIZES = [(640, 480), (800, 560), (1024, 640), (1920, 1080)]


def open_bar(qtbot, language, lang, size):
    window = make_window(qtbot, size=size)
    language(window, lang)
    screen = plongee_ui.screenshot_screen(window, size)
    window.show_screen(screen)
    window.resize(*size)
    screen.table.finish_animations()
    settle()
    return window, screen, screen.findChild(QWidget, "plongeeBar")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_every_bar_label_and_button_whole(qtbot, language, lang, size):
    window, screen, bar = open_bar(qtbot, language, lang, size)
    buttons = bar.findChildren(QPushButton)
    assert len(buttons) == 5  # undo, hint, discard, scores, statistics
    tops = {b.mapTo(bar, QPoint(0, 0)).y() for b in buttons}
    assert len(tops) == 1  # the buttons move as one
    if size[0] >= 1024:  # as before: the texts beside the buttons, on one row
        assert screen.status.mapTo(bar, QPoint(0, 0)).x() < buttons[0].mapTo(bar, QPoint()).x()
        texts_top = screen.status.mapTo(bar, QPoint(0, 0)).y()
        texts_bottom = screen.info.mapTo(bar, QPoint(0, 0)).y() + screen.info.height()
        assert texts_top < min(tops) < texts_bottom
    # A refusal before the status: the longest status the bar shows in play.
    screen._refusal = "Il faut d'abord piocher une carte ou prendre celle de la défausse."
    screen.update_status()
    settle()
    for b in buttons:
        assert b.isVisible() and b.text(), b.text()
        assert b.width() >= b.sizeHint().width(), (b.text(), b.width())
        assert b.width() >= b.fontMetrics().horizontalAdvance(b.text()), b.text()
        assert inside_window(window, b), (b.text(), b.geometry())
    for label in (screen.status, screen.info):
        assert label.text() and label.wordWrap() and inside_window(window, label)
        assert label.height() >= label.heightForWidth(label.width()), label.objectName()
        # Wrapped at word boundaries only: the longest word fits on a line.
        longest = max(label.text().split(), key=label.fontMetrics().horizontalAdvance)
        if "<" not in longest:
            assert label.width() >= label.fontMetrics().horizontalAdvance(longest)
    # No two of them overlap.
    shown = [w for w in (*buttons, *bar.findChildren(QLabel)) if w.isVisible() and w.text()]
    assert len(shown) == 7
    rects = [QRect(w.mapTo(window, QPoint(0, 0)), w.size()) for w in shown]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b)
    # The docks give way: the table keeps most of the width, and most of the height.
    assert screen.view.width() >= size[0] * 0.7
    assert screen.view.height() >= bar.height() * 2


def test_buttons_take_their_own_row_when_narrow(qtbot, language):
    """At 640 px the texts get the whole width (a few lines at most) over the buttons."""
    window, screen, bar = open_bar(qtbot, language, "fr", (640, 480))
    button = screen.hint_button
    assert (
        button.mapTo(bar, QPoint(0, 0)).y()
        >= screen.info.mapTo(bar, QPoint(0, 0)).y() + screen.info.height()
    )
    assert screen.status.width() >= bar.width() * 0.8
    # Its room is a few lines, whatever the text (the table above never moves).
    assert screen.status.height() == screen.status.room_height()
    assert screen.status.height() <= screen.status.fontMetrics().lineSpacing() * (STATUS_LINES + 1)


def test_flexible_widget_takes_room_left():
    """A widget added with a stretch counts at its least width to make the rows, then takes
    the room left on its row; a plain one keeps its hint."""
    flow = FlowLayout(spacing=6)
    flow.setContentsMargins(0, 0, 0, 0)
    host = QWidget()
    host.setLayout(flow)
    texts, button = QLabel("x " * 80), QPushButton("Go")
    texts.setWordWrap(True)
    texts.setMinimumWidth(200)
    flow.addWidget(texts, 1)
    flow.addWidget(button)
    hint = button.sizeHint().width()
    assert flow.sizeHint().width() == 200 + 6 + hint
    flow.setGeometry(QRect(0, 0, 600, flow.heightForWidth(600)))
    assert texts.geometry().width() == 600 - 6 - hint
    assert button.geometry().x() == 600 - hint
    narrow = 200 + hint  # too narrow for both: the button goes below, the text takes the row
    flow.setGeometry(QRect(0, 0, narrow, flow.heightForWidth(narrow)))
    assert texts.geometry().width() == narrow
    assert button.geometry().y() >= texts.geometry().bottom()
