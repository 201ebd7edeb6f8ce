"""A table's lifetime: stopped twice (its screen left, then its window closed) it stops once,
neither failing nor warning (PySide warns on a second disconnect); made without a screen (as
tests and demos do) it belongs to its view and is deleted with it, not later by Python's cycle
collector in the middle of another table's paint."""

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


def _bare_tables(view):
    from abyss_cards.games import abyss, rami
    from abyss_cards.ui.abyss.table import AbyssTable
    from abyss_cards.ui.plongee import demo_state
    from abyss_cards.ui.plongee.table import PlongeeTable
    from abyss_cards.ui.rami.table import RamiTable

    names = ["Ana", "Léo"]
    return {
        "plongee": lambda: PlongeeTable(view, demo_state(2, seed=2, actions=4), names, [0]),
        "rami": lambda: RamiTable(view, rami.new_game(names, seed=5), names, 0),
        "abyss": lambda: AbyssTable(view, abyss.new_game(names, seed=5), names, 0),
    }


@pytest.mark.parametrize("game", sorted(SCREENS))
def test_a_table_made_without_a_screen_goes_with_its_view(qtbot, game):
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    from abyss_cards.ui.table import TableView

    view = TableView()
    view.resize(800, 500)
    view.show()
    table = _bare_tables(view)[game]()
    assert table.parent() is view
    view.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert not shiboken6.isValid(table)


def test_abyss_docks_without_a_main_window_go_with_their_screen(qtbot):
    """A screen shown without the main window (tests, demos) keeps its docks as hidden children:
    deleted with it, never left to Python's cycle collector."""
    from types import SimpleNamespace

    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    from abyss_cards.games import abyss
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.models.session import HUMAN, Seat

    window = SimpleNamespace(settings=Settings(animation_speed="off"), language="en")
    seats = [Seat("Ana", HUMAN), Seat("Léo", HUMAN)]
    screen = AbyssScreen(
        window,
        abyss.new_game(["Ana", "Léo"], seed=5),
        seats,
        autostart=False,
        write_autosave=False,
    )
    screen.show()
    docks = (screen.journal, screen.scores_dock)
    assert all(d.parent() is screen and not d.isVisible() for d in docks)
    screen.leave()
    screen.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert not any(shiboken6.isValid(d) for d in docks)
