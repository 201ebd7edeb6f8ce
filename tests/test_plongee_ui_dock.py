"""The discard dock's history shows who and why whole, in French and English, at 1024 × 640 and
1920 × 1080: texts wrap onto more lines and rows grow, never a cut text nor a sideways scroll."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_plongee_ui_support import make_window
from ui_checks import assert_cells_whole

from abyss_cards.ui import plongee as plongee_ui

WHO, WHY = 2, 3
LONG_NAME = "Anaïs-Marguerite Dupont"  # 23 characters: the new-game dialog allows 24
EVERY_REASON = [
    (5, None, "opening"),
    (3, 0, "replaced"),
    (7, 1, "drawn"),
    (7, 2, "column"),
    (7, 2, "column"),
    (7, 2, "column"),
    (1, 3, "replaced"),
    (12, 0, "drawn"),
]


def settle(qtbot, window):
    for _ in range(3):
        QApplication.processEvents()
    window.screen_widget.finish_animations()
    QApplication.processEvents()


def open_scene(qtbot, language, lang, size):
    window = make_window(qtbot, size=size)
    language(window, lang)
    window.show_screen(plongee_ui.screenshot_screen(window, size))
    settle(qtbot, window)
    return window, window.screen_widget.discard_dock


def assert_whole(view, sideways: bool = False) -> int:
    """Every who and why fits its cell once wrapped (see ``ui_checks.assert_cells_whole``)."""
    return assert_cells_whole(view, (WHO, WHY), sideways)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_scene_shows_every_reason_whole(qtbot, language, lang, size):
    window, dock = open_scene(qtbot, language, lang, size)
    assert dock.isVisible()
    history = dock.history
    assert history.model().index(0, WHY).data() == history.model().reason_text("opening")
    assert_whole(history)
    # Rows whose texts need one line stay one line high: only the long ones grow.
    one_line = history.verticalHeader().defaultSectionSize()
    heights = [history.rowHeight(r) for r in range(history.model().rowCount())]
    assert one_line in heights


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_reason_and_a_long_name_fit_at_1024(qtbot, language, lang):
    window, dock = open_scene(qtbot, language, lang, (1024, 640))
    names = [LONG_NAME, "Ondine", "Marin", "Nacre"]
    dock.history_model.refresh(EVERY_REASON, names)
    dock.history.fit()
    QApplication.processEvents()
    view = dock.history
    # Not a test that cannot fail: these texts do not fit the dock on one line.
    assert view.fontMetrics().horizontalAdvance(LONG_NAME) > view.columnWidth(WHO)
    assert assert_whole(view) > 0
    reasons = {view.model().index(r, WHY).data() for r in range(view.model().rowCount())}
    assert reasons == {
        view.model().reason_text(r) for r in ("opening", "replaced", "drawn", "column")
    }


def test_a_narrower_or_wider_dock_rewraps_its_rows(qtbot, language):
    window, dock = open_scene(qtbot, language, "fr", (1024, 640))
    dock.history_model.refresh(EVERY_REASON, [LONG_NAME, "Ondine", "Marin", "Nacre"])
    dock.history.fit()
    dock.setFloating(True)
    for width in (240, 520, 300):
        dock.resize(width, 600)
        settle(qtbot, window)
        assert_whole(dock.history)
    dock.resize(150, 600)  # narrower than its longest words: it scrolls, nothing is cut
    settle(qtbot, window)
    assert_whole(dock.history, sideways=True)
    dock.resize(900, 600)
    settle(qtbot, window)
    assert_whole(dock.history)
    # With room enough, every row is one line high again.
    one_line = dock.history.verticalHeader().defaultSectionSize()
    assert {dock.history.rowHeight(r) for r in range(len(EVERY_REASON))} == {one_line}


def test_a_played_card_keeps_the_rows_whole(qtbot, language):
    """The dock as the game refreshes it (a discard appended), not only as first built."""
    window, dock = open_scene(qtbot, language, "fr", (1024, 640))
    screen = window.screen_widget
    state = screen.state
    before = dock.history_model.rowCount()
    seat = state.current_player
    draw = next(a for a in state.legal_actions() if type(a).__name__ == "Draw")
    screen.session.play(draw)
    discard = next(a for a in state.legal_actions() if type(a).__name__ == "DiscardDrawn")
    screen.session.play(discard)
    screen.finish_animations()
    settle(qtbot, window)
    assert dock.history_model.rowCount() == before + 1
    assert dock.history_model.index(before, WHO).data() == screen.seats[seat].name
    assert_whole(dock.history)
