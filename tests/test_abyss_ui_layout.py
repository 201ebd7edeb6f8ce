"""Every zone of the Abyss table whole, inside the view and apart from the others; every card
inside its zone; every line of text whole in its box at a readable size — at 1024×640,
1280×800 and 1920×1080, two and four players, in French and in English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF

from abyss_cards.games.abyss.data import RACES
from abyss_cards.ui.abyss import demo_state
from abyss_cards.ui.abyss.items import LEAST_PX
from abyss_cards.ui.abyss.layout import SeatContent, plan_table
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.table import TableView

# The window's sizes, and the table's share of them (the menu, the bar and the status bar take
# about 90 pixels of height).
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
BARS = 90
DOCK = 220  # the Journal dock beside the table
BOARD_ZONES = ("court", "locations", "exploration", "council", "threat")
EPS = 0.5


def _inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-EPS, -EPS, EPS, EPS).contains(inner)


def _apart(a: QRectF, b: QRectF) -> bool:
    overlap = a.intersected(b)
    return overlap.width() < 1 or overlap.height() < 1


def _zone_of(key: tuple, plan) -> QRectF:
    """The zone a card belongs to."""
    kind = key[0]
    if kind in ("lord_deck", "court"):
        return plan.zones[("court",)]
    if kind in ("location_deck", "face_up"):
        return plan.zones[("locations",)]
    if kind in ("exploration_deck", "track"):
        return plan.zones[("exploration",)]
    if kind == "council":
        return plan.zones[("council",)]
    return plan.zones[("seat", key[1])]


def check_plan(plan, size: QSizeF, players: int) -> None:
    area = QRectF(0, 0, size.width(), size.height())
    tops = [plan.zones[(z,)] for z in BOARD_ZONES]
    seats = [s for s in range(players) if ("seat", s) in plan.zones]
    tops += [plan.zones[("seat", s)] for s in seats]
    for rect in tops:
        assert _inside(area, rect), rect
    for i, a in enumerate(tops):
        for b in tops[i + 1 :]:
            assert _apart(a, b), (a, b)
    for seat in seats:
        seat_zone = plan.zones[("seat", seat)]
        parts = [
            r for k, r in plan.zones.items() if len(k) == 2 and k[1] == seat and k[0] != "seat"
        ]
        for rect in parts:
            assert _inside(seat_zone, rect)
        for i, a in enumerate(parts):
            for b in parts[i + 1 :]:
                assert _apart(a, b)
    for key, place in plan.cards.items():
        assert _inside(_zone_of(key, plan), place.rect()), key
    for key, box in plan.texts.items():
        assert _inside(area, box), key


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_full_table_fits(size, players):
    """The most a seat can hold: seven Lords, four Locations with Lords under them, a big hand
    of every race, federated Allies in every column."""
    crowded = SeatContent(
        hand=(6, 5, 4, 3, 2), federated=(4, 3, 2, 1, 5), lords=7, locations=(3, 2, 1, 0)
    )
    contents = {
        seat: crowded
        if seat == 0
        else SeatContent(federated=crowded.federated, lords=7, locations=crowded.locations)
        for seat in range(players)
    }
    view = QSizeF(size[0], size[1] - BARS)
    plan = plan_table(view, players, 0, contents, face_up=5)
    check_plan(plan, view, players)
    # The viewer's seat is drawn larger than any other.
    own = plan.cards[("lord", 0, 0)].size.width()
    assert all(plan.cards[("lord", s, 0)].size.width() < own for s in range(1, players))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("dock", [0, DOCK])
def test_a_game_in_progress_is_whole_and_readable(qtbot, lang_of, size, players, lang, dock):
    lang_of(lang)
    view = TableView()
    qtbot.addWidget(view)
    width = size[0] - dock
    view.resize(width, size[1] - BARS)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() == width)
    state = demo_state(players)
    table = AbyssTable(view, state, [f"Player {i}" for i in range(players)], 0, lang)
    table.sync()
    plan = table.plan
    vp = QSizeF(view.viewport().size())
    check_plan(plan, vp, players)
    area = QRectF(view.viewport().rect())
    for item in table.all_cards():
        assert _inside(area, item.scene_rect()), item.key
    texts = table.visible_texts()
    assert any("Σ" in t.plain_text() for t in texts)  # the hand's sums
    for text in texts:
        assert text.fits(), (text.plain_text(), text.box())
        assert text.font_px() >= LEAST_PX
        assert _inside(area, text.box())
    threat = plan.zones[("threat",)]
    for space in table.threat_spaces:
        assert _inside(threat, space.box())
    assert sum(space.marked for space in table.threat_spaces) == 1
    # Council stacks and exploration track all there.
    for race in RACES:
        assert table.cards[("council", race)].isVisible()
    assert all(table.cards[("track", i)].isVisible() for i in range(5))


def test_the_layout_follows_a_resize(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1024, 560)
    view.show()
    table = AbyssTable(view, demo_state(2), ["A", "B"], 0)
    qtbot.waitUntil(lambda: table.plan is not None)
    small = table.plan.unit
    view.resize(1900, 990)
    qtbot.waitUntil(lambda: table.plan.unit > small)
    area = QRectF(view.viewport().rect())
    for item in table.all_cards():
        assert _inside(area, item.scene_rect()), item.key


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_an_opponent_opened_in_full_takes_the_top_strip(size, players):
    crowded = SeatContent(federated=(4, 3, 2, 1, 5), lords=7, locations=(3, 2, 1))
    contents = {seat: crowded for seat in range(players)}
    view = QSizeF(size[0] - DOCK, size[1] - BARS)
    compact = plan_table(view, players, 0, contents, face_up=3)
    opened = plan_table(view, players, 0, contents, face_up=3, expanded=2)
    check_plan(opened, view, players)
    assert opened.compact[2] is False and ("seat", 1) not in opened.zones
    assert opened.cards[("lord", 2, 0)].size.width() > compact.cards[("lord", 2, 0)].size.width()
    # The viewer's own seat and the board do not move.
    assert opened.cards[("lord", 0, 0)].centre == compact.cards[("lord", 0, 0)].centre
    assert opened.zones[("court",)] == compact.zones[("court",)]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_inspector_shows_a_small_lord_large_and_inside_the_view(qtbot, size):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(size[0] - DOCK, size[1] - BARS)
    view.show()
    view.activateWindow()  # the keyboard focus goes to the active window only
    qtbot.waitUntil(lambda: view.viewport().width() == size[0] - DOCK and view.isActiveWindow())
    state = demo_state(4)
    table = AbyssTable(view, state, ["A", "B", "C", "D"], 0)
    table.sync()
    area = QRectF(view.viewport().rect())
    lords = [
        k for k in table.plan.cards if k[0] in ("court", "lord") and table.cards[k].face is not None
    ]
    assert lords
    for key in lords:
        item = table.cards[key]
        view.focus_card(item)
        assert table.inspector.isVisible(), key
        shown = table.inspector.scene_rect()
        assert _inside(area, shown), (key, shown)
        assert shown.width() > item.size().width()
        assert table.renderer.lord_text(item.face[1], shown.width()) in ("full", "none")
        assert not shown.intersects(item.scene_rect()), key  # beside, not over it
    view.scene().setFocusItem(None)
    assert not table.inspector.isVisible()
