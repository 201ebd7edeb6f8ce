"""The points badge of a Location tile (what it is worth to the viewer) never covers the
tile's title: it rests on the tile's top edge, or beside it, at 1024×640 and 1920×1080, however
many Locations lie face up (issue #23: at 1920×1080 the "+n" hid part of a small tile's
title)."""

from __future__ import annotations

import pytest

from abyss_cards.games.abyss.data import LOCATIONS
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.table import TableView
from tests.ui_checks import canvas_problems

NAMES = ["Ana", "Léo", "Marin", "Nacre"]
# The table's view in a window of 1024×640 and of 1920×1080 (the bar and the docks aside).
SIZES = [(1024, 640 - 90), (1920 - 260, 1080 - 90)]
# The Locations with the longest names in each language first: the titles that fill a tile.
LONGEST = {
    lang: sorted(
        (loc.id for loc in LOCATIONS),
        key=lambda i, lang=lang: (
            -len(
                next(x for x in LOCATIONS if x.id == i).name_fr
                if lang == "fr"
                else next(x for x in LOCATIONS if x.id == i).name_en
            )
        ),
    )
    for lang in ("en", "fr")
}


def _table(qtbot, state, size, lang, players):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    table = AbyssTable(view, state, NAMES[:players], 0, lang)
    table.sync()
    return table


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("face_up", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tiles_points_badge_leaves_its_title_whole(qtbot, lang_of, size, face_up, lang):
    lang_of(lang)
    ids = LONGEST[lang]
    own = ids[face_up : face_up + 2]  # the viewer's own Locations carry a badge too
    state = scenario(4, active=0, face_up=ids[:face_up], locations={0: [(loc, []) for loc in own]})
    table = _table(qtbot, state, size, lang, 4)
    renderer = table.renderer
    tiles = [(("face_up", i), loc) for i, loc in enumerate(ids[:face_up])]
    tiles += [(("loc", 0, j), loc) for j, loc in enumerate(own)]
    titles = [renderer.location_title_rect(table.plan.cards[key].rect(), loc) for key, loc in tiles]
    if size[0] > 1500 or face_up <= 2:
        assert all(not t.isEmpty() for t in titles)  # a title written on every tile
    titles = [t for t in titles if not t.isEmpty()]  # too small a tile: no title to cover
    badges = 0
    for key, _ in tiles:
        chip = table.chips.get(("points", *key))
        if chip is None or not chip.isVisible():
            continue
        badges += 1
        badge = chip.mapRectToScene(chip.boundingRect())
        for title in titles:  # its own tile's title, and its neighbours'
            assert not badge.intersects(title), (key, badge, title)
    if face_up <= 4:  # the tiles are large enough to carry their points
        assert badges == len(tiles)
    assert canvas_problems(table.view) == []
