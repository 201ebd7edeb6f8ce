"""The Rami docks show every text whole, in French and English, at 1024 × 640 and 1920 × 1080:
the discard history's who and what wrap onto more lines and its rows grow, the score sheet's
columns wrap too; never a cut text nor a sideways scroll. Measured with the fonts' metrics."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_rami_ui_support import make_window
from ui_checks import assert_cells_whole, settle

from abyss_cards.games.rami.events import Happening
from abyss_cards.ui import rami as rami_ui
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.rami.docks import WHO_WHAT

LONG_NAME = "Anaïs-Marguerite Dupont"  # 23 characters: the new-game dialog allows 24
# Every happening of the history: the tournante, discards, a card taken back, a pot rebuilt.
EVERY_HAPPENING = [
    Happening("discard", 0, "KS"),
    Happening("discard", 1, "8D"),
    Happening("take", 0, "8D"),
    Happening("discard", 0, "10H"),
    Happening("rebuild", None, size=93),
    Happening("discard", 1, "JK"),
]


def open_scene(qtbot, language, lang, size):
    window = make_window(qtbot, size=size)
    language(window, lang)
    window.show_screen(rami_ui.screenshot_screen(window, size))
    window.screen_widget.finish_animations()
    settle()
    return window, window.screen_widget


def assert_whole(view) -> int:
    """Every cell's text fits its cell once wrapped (see ``ui_checks.assert_cells_whole``)."""
    return assert_cells_whole(view)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_scene_shows_every_text_whole(qtbot, language, lang, size):
    window, screen = open_scene(qtbot, language, lang, size)
    for dock in (screen.discard_dock, screen.scores_dock):
        assert dock.isVisible()
        assert_whole(dock.table)
    assert_whole(screen.scores_dock.sheet.footer)  # the totals, under the deals
    history = screen.discard_dock.table
    assert history.model().index(0, WHO_WHAT).data().endswith(Rami.tr("tournante"))
    # The history stays at its end: its last row is in sight.
    last = history.model().index(history.model().rowCount() - 1, 0)
    assert history.viewport().rect().contains(history.visualRect(last))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_happening_and_a_long_name_fit_at_1024(qtbot, language, lang):
    window, screen = open_scene(qtbot, language, lang, (1024, 640))
    dock = screen.discard_dock
    state = SimpleNamespace(log=EVERY_HAPPENING)
    dock.refresh(state, [LONG_NAME, "Yasmine"])
    settle()
    view = dock.table
    # Not a test that cannot fail: these texts do not fit the dock on one line.
    assert view.fontMetrics().horizontalAdvance(
        view.model().index(2, WHO_WHAT).data()
    ) > view.columnWidth(WHO_WHAT)
    assert assert_whole(view) > 0
    texts = [view.model().index(r, WHO_WHAT).data() for r in range(view.model().rowCount())]
    for happening in ("tournante", "discarded", "taken back"):
        assert any(t.endswith(Rami.tr(happening)) for t in texts), happening
    assert texts[4] == Rami.tr("pot rebuilt (%1 cards)").replace("%1", "93")


def test_a_narrower_or_wider_dock_rewraps_its_rows(qtbot, language):
    window, screen = open_scene(qtbot, language, "fr", (1024, 640))
    dock = screen.discard_dock
    dock.setFloating(True)
    one_line = dock.table.verticalHeader().defaultSectionSize()
    for width in (170, 260, 200):
        dock.resize(width, 600)
        settle()
        assert_whole(dock.table)
    dock.resize(400, 600)
    settle()
    assert_whole(dock.table)
    # With room enough, every row is one line high again.
    rows = dock.table.model().rowCount()
    assert {dock.table.rowHeight(r) for r in range(rows)} == {one_line}
