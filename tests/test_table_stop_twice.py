"""A table stopped twice (its screen left, then its window closed) stops once: the second
stop neither fails nor warns (PySide warns on a second disconnect)."""

import warnings

import pytest
from test_plongee_ui_support import make_window

from abyss_cards.ui import abyss as abyss_ui
from abyss_cards.ui import plongee as plongee_ui
from abyss_cards.ui import rami as rami_ui

SCREENS = {
    "plongee": plongee_ui.screenshot_screen,
    "rami": rami_ui.screenshot_screen,
    "abyss": abyss_ui.screenshot_screen,
}


@pytest.mark.parametrize("game", sorted(SCREENS))
def test_a_table_stopped_twice_says_nothing(qtbot, game):
    window = make_window(qtbot, size=(1024, 640))
    screen = SCREENS[game](window, (1024, 640))
    window.show_screen(screen)
    screen.table.stop()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        screen.table.stop()
    window.go_home()
