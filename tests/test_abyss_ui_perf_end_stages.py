"""The pass that ends an Abyss game does only what the end page needs (issue: the end froze the
window ~130 ms at 1920 × 1080): counts of layouts and paints, never timings."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent, QObject

from abyss_cards.games import abyss
from abyss_cards.games.abyss import bots
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.models.session import BOT, Seat


@pytest.fixture
def no_reduced_motion(monkeypatch):
    monkeypatch.delenv("ABYSS_REDUCED_MOTION", raising=False)
    monkeypatch.delenv("GTK_ENABLE_ANIMATIONS", raising=False)


def _before_the_last_move(qtbot, speed: str = "off"):
    """A three-seat game of computer players on the table, played to its last move (returned,
    not applied)."""
    state = abyss.new_game(["Ana", "Léo", "Marin"], seed=500)
    seats = [Seat(n, BOT, "greedy") for n in state.names]
    window = SimpleNamespace(settings=Settings(animation_speed=speed), language="en")
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    screen.view.viewport().grab()  # the table painted once (the end's paints counted alone)
    deciders = [bots.make_bot("greedy", seed=s) for s in range(3)]
    while True:
        seat = state.current_player
        action = deciders[seat].choose(state.view(seat), state.legal_actions())
        events = state.apply(action)
        if state.is_over:
            return screen, state, (seat, action, events)
        screen.session._applied(seat, action, events)


def test_the_last_move_is_laid_out_once_at_the_end_page_s_size(qtbot, monkeypatch):
    """The move that ends the game is not laid out at the table's size first (the end page
    lays the board out again at its own, larger size in the same pass: ~15 ms at 1920)."""
    screen, state, last = _before_the_last_move(qtbot)
    sizes = []
    real = AbyssTable.sync
    monkeypatch.setattr(
        AbyssTable,
        "sync",
        lambda self: (sizes.append(self.view.viewport().size().toTuple()), real(self))[1],
    )
    screen.session._applied(*last)
    assert screen.stack.currentWidget() is screen.end_page
    assert len(sizes) == 1, sizes  # two before: the table's size, then the page's
    assert screen.table.v.over  # the final board, hands federated
    assert sizes[0] == screen.view.viewport().size().toTuple()
    assert screen.view.viewport().size() == screen.end_page.size()
    screen.leave()


def test_the_end_page_s_column_is_painted_a_pass_after_the_board(
    qtbot, monkeypatch, no_reduced_motion
):
    """The board's first paint at the page's size and the column's over it came in one pass
    (~70 ms at 1920): the board is painted first, the column shown on a later pass."""
    screen, state, last = _before_the_last_move(qtbot, "fast")
    page = screen.end_page
    painted: list[tuple[str, bool]] = []

    class Paints(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                name = "board" if obj is screen.view.viewport() else "column"
                painted.append((name, page.scroll_area.isVisible()))
            return False

    paints = Paints()
    screen.view.viewport().installEventFilter(paints)
    page.column.installEventFilter(paints)
    screen.session._applied(*last)
    assert screen.stack.currentWidget() is page
    qtbot.waitUntil(lambda: ("column", True) in painted)
    first_board = painted.index(("board", False))  # the board painted, the column not shown
    assert first_board < painted.index(("column", True))
    qtbot.waitUntil(screen.count_skip_button.isVisible)
    screen.leave()


def test_the_column_waits_for_the_board_however_late_its_paint(qtbot, no_reduced_motion):
    """On a busy machine the board's first paint can come long after the page is shown: the
    column still comes after it (a 100 ms fallback timer showed it first, in a stress run)."""
    from PySide6.QtCore import QTimer

    screen, state, last = _before_the_last_move(qtbot, "fast")
    page = screen.end_page
    board = screen.view.viewport()
    late = {"held": True, "painted": False}

    class LatePaint(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
            if obj is board and event.type() == QEvent.Type.Paint:
                if late["held"]:
                    return True  # not painted yet: the machine is busy
                late["painted"] = True
            return False

    holder = LatePaint()
    board.installEventFilter(holder)  # looked at before the screen's own filter
    screen.session._applied(*last)
    released = []
    QTimer.singleShot(300, lambda: released.append(True))  # longer than any delay of the page
    qtbot.waitUntil(lambda: bool(released))
    assert not page.scroll_area.isVisible()  # no board painted: no column over it
    late["held"] = False
    board.update()
    qtbot.waitUntil(page.scroll_area.isVisible)
    assert late["painted"]
    screen.leave()


def test_the_ranking_comes_a_pass_after_the_count_s_last_step(qtbot, no_reduced_motion):
    """The count's last step writes the whole figures; the ranking and the notes under them
    are made and measured on the next pass (both in one pass: ~25 ms of GUI work at 1920, then
    their first paints)."""
    from abyss_cards.games.abyss.scenario import scenario
    from abyss_cards.ui.models.session import HUMAN

    state = scenario(
        2,
        active=0,
        pearls={0: 4, 1: 2},
        lords={0: [9, 13], 1: [27]},
        locations={0: [(5, [])], 1: [(14, [28])]},
        federated={0: [("crabs", 3)], 1: [("squids", 4), ("crabs", 2)]},
        monster_tokens={0: [2], 1: [3]},
    )
    state.over = True
    state.names = ["Ana", "Léo"]
    window = SimpleNamespace(settings=Settings(animation_speed="normal"), language="en")
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1024, 640)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen._game_over()
    screen._count_timer.stop()  # stepped by hand
    page = screen.end_page
    while screen._count_shown < len(screen._count_steps):
        screen._count_step()
    assert page.placings == []
    screen._count_step()  # the count told whole
    assert page.title.text() == screen.end_title()
    assert page.placings == []  # not in this pass
    qtbot.waitUntil(lambda: len(page.placings) == 2)
    assert page.winner_labels()
    screen.leave()
