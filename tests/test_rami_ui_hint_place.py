"""The hint (H) is shown beside the instructions, never in their place, both whole at
1024×640 and 1920×1080 (issue 24, point 6)."""

from __future__ import annotations

import pytest
from test_rami_ui_laydown import _state
from test_rami_ui_support import make_window, open_screen
from ui_checks import cut_texts

from abyss_cards.ui.rami.describe import Rami


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_hint_leaves_the_instructions_in_place(qtbot, language, lang, size):
    window = make_window(qtbot, size=size)
    language(window, lang)
    state = _state(before_take=False)
    screen = open_screen(window, state)
    instructions = screen.status.text()
    bar_height = screen.status.parentWidget().height()
    assert instructions and not screen.hint_label.isVisible()
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen._hint not in ("", Rami.tr("Thinking…")), timeout=60000)
    hint = screen.hint_label
    assert hint.isVisible() and hint.text() == screen._hint
    assert screen.status.text() == instructions  # the instructions stay
    assert not hint.is_cut() and not screen.status.is_cut()  # both read whole
    assert cut_texts(window) == []
    assert screen.status.parentWidget().height() == bar_height  # the table does not move
    # Gone with the next move.
    screen.sort_by_rank()
    screen.table.arranged.emit()
    assert not hint.isVisible() and screen.status.text()
