"""Zone titles are whole at 1024×640 and 1920×1080, in French and English: a longer form
gives way to a shorter one, or a little smaller, before anything is cut ("Suit…", "pas une
co…"; issue 24, point 6)."""

from __future__ import annotations

import pytest
from test_rami_ui_laydown import _put, _state
from test_rami_ui_support import make_window, open_screen
from ui_checks import cut_canvas_texts

ZONES_SEEN = [
    # three of a kind, a clean run of three, two zones of three that are not melds, and the
    # rest (five cards, not a meld) in the fifth
    [["KS", "KD", "KC"], ["JH", "QH", "KH"], ["9S", "3D", "4S"], ["9D", "9C", "5C"]],
    # the longest: a clean run of four beside two sets
    [["KS", "KD", "KC"], ["10H", "JH", "QH", "KH"], ["9S", "9D", "9C"]],
]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_zone_title_is_whole(qtbot, language, lang, size):
    window = make_window(qtbot, size=size)
    language(window, lang)
    screen = open_screen(window, _state(before_take=False))
    screen.table.judging = True  # the person arranged: "not a meld" may be said
    # Every zone can tell the walker whether its title is cut: none is skipped.
    assert all(hasattr(z, "text_is_cut") for z in screen.table.zone_items)
    for zones in ZONES_SEEN:
        _put(screen, zones)
        states = {z.state for z in screen.table.zone_items}
        assert {"meld", "wrong"} <= states
        assert cut_canvas_texts(screen.view) == []


def test_a_hidden_hand_says_nothing_of_its_zones_on_hover(qtbot):
    """Behind the privacy page the zones are emptied: their tooltips too (they listed the
    melds' cards of the person who just played)."""
    window = make_window(qtbot, size=(1024, 640))
    screen = open_screen(window, _state(before_take=False))
    _put(screen, ZONES_SEEN[1])
    assert any(z.toolTip() for z in screen.table.zone_items)
    screen.show_privacy(0)
    assert [z.toolTip() for z in screen.table.zone_items] == [""] * len(screen.table.zone_items)
