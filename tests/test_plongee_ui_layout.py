"""Every card stays inside the view, whatever the size and the number of players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from test_plongee_ui_support import bare_table, make_window, open_screen

from abyss_cards.ui.plongee import demo_state
from abyss_cards.ui.plongee.layout import plan_table
from abyss_cards.ui.plongee.table import PlongeeTable
from abyss_cards.ui.table import TableView


def _assert_inside(table, view):
    area = QRectF(view.viewport().rect())
    for item in table.all_cards():
        if not item.isVisible():
            continue
        rect = item.mapRectToScene(item.rect())
        assert area.contains(rect), f"{item.key} at {rect} outside {area}"
    for label in table.labels:
        assert area.contains(label.sceneBoundingRect()), label.text()


def _no_overlap(table):
    rects = [
        (item.key, item.mapRectToScene(item.rect()))
        for item in table.all_cards()
        if item.isVisible()
    ]
    for i, (ka, a) in enumerate(rects):
        for kb, b in rects[i + 1 :]:
            overlap = a.intersected(b)
            assert overlap.width() < 1 or overlap.height() < 1, f"{ka} overlaps {kb}"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 8])
def test_every_card_inside_the_view_in_the_window(qtbot, size, players):
    window = make_window(qtbot, size=size)
    screen = open_screen(window, players=players, autostart=False, write_autosave=False)
    window.resize(*size)
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 300)
    screen.finish_animations()
    _assert_inside(screen.table, screen.view)
    _no_overlap(screen.table)
    # The person's own grid is the largest.
    own = screen.table.slots[0][0].size().width()
    assert all(screen.table.slots[s][0].size().width() < own for s in range(1, players))


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (600, 420)])
@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_every_card_inside_a_bare_view_of_that_size(qtbot, size, players):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    state = demo_state(players, seed=players, actions=4 * players)
    table = PlongeeTable(view, state, [f"P{i}" for i in range(players)], [0])
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    table.relayout()
    table.sync()
    _assert_inside(table, view)
    _no_overlap(table)
    # A drawn card is shown inside too.
    assert view.viewport().rect().contains(table.viewport_point(("drawn",)))


def test_the_focus_grid_follows_the_person_whose_turn_it_is(qtbot):
    from PySide6.QtCore import QSizeF

    plan_a = plan_table(QSizeF(1024, 600), 4, 0)
    plan_b = plan_table(QSizeF(1024, 600), 4, 2)
    assert plan_a.seats[0].unit == plan_a.big_unit
    assert plan_b.seats[2].unit == plan_b.big_unit
    assert plan_b.seats[0].unit < plan_b.big_unit


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 8])
def test_seat_labels_are_never_cut_short_of_a_name(qtbot, size, players):
    """A seat's label is whole, or smaller, or without its total (the Scores dock has it), or
    the name alone; never "Marin · 15 pts (total…". A shortened one has the whole as its tip."""
    window = make_window(qtbot, size=size)
    screen = open_screen(window, players=players, autostart=False, write_autosave=False)
    window.resize(*size)
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 300)
    screen.finish_animations()
    for seat, label in enumerate(screen.table.labels):
        shown, _fraction = label.shown()
        assert not shown.endswith("…"), shown
        assert shown.startswith(screen.table.names[seat]), shown
        assert label.toolTip() == ("" if shown == label.text() else label.text())
    if players == 2 or size == (1920, 1080):  # room enough: every total on the table
        assert all(label.shown()[0] == label.text() for label in screen.table.labels)


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_two_players_sit_face_to_face(size):
    """The only opponent sits across the table, top centre, its cards near the person's size
    (not small in a corner over an empty top half)."""
    from PySide6.QtCore import QSizeF

    plan = plan_table(QSizeF(*size), 2, 0)
    mine, theirs = plan.seats[0], plan.seats[1]
    middle = sum(p.x() for p in theirs.slots) / len(theirs.slots)
    assert abs(middle - size[0] / 2) < size[0] * 0.03
    assert max(p.y() for p in theirs.slots) < mine.label.top()
    assert theirs.unit >= 0.6 * plan.big_unit


def _widest_empty_band(rects: list[QRectF], height: float) -> float:
    """The tallest stretch of the view's height that no rectangle reaches."""
    widest, reached = 0.0, 0.0
    for rect in sorted(rects, key=lambda r: r.top()):
        widest = max(widest, rect.top() - reached)
        reached = max(reached, rect.bottom())
    return max(widest, height - reached)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", range(2, 9))
def test_no_empty_band_across_the_felt(qtbot, size, players):
    """The grids use the felt: no band across the table over a fifth of its height is left
    bare (the caption boxes and the banner's line, empty between moves, are most of that)."""
    view, table = bare_table(qtbot, size, players)
    table.relayout()
    table.sync()
    rects = [item.mapRectToScene(item.rect()) for item in table.all_cards() if item.isVisible()]
    rects += [label.sceneBoundingRect() for label in table.labels]
    height = view.viewport().height()
    assert _widest_empty_band(rects, height) < 0.22 * height
    table.stop()


def test_a_table_laid_out_again_at_the_same_size_is_not_searched_again(monkeypatch):
    # The search for the grids' scales takes ~14 ms; each deal and screen lays the table out
    # again at the same size.
    from PySide6.QtCore import QSizeF

    from abyss_cards.ui.plongee import layout

    layout._choose.cache_clear()
    searched = []
    capacity = layout._capacity

    def counted(*args):
        searched.append(args)
        return capacity(*args)

    monkeypatch.setattr(layout, "_capacity", counted)
    first = plan_table(QSizeF(1000, 620), 5, 0)
    once = len(searched)
    again = plan_table(QSizeF(1000, 620), 5, 3)
    assert once > 1000  # a search: thousands of tries
    assert len(searched) - once < 10  # the same size: not searched again
    assert again.big_unit == first.big_unit
    plan_table(QSizeF(1001, 620), 5, 0)
    assert len(searched) - once > 1000  # another size is
