"""Reading the Abyss table (issue #23, point 7): the exploration deck's count is never crossed
by the frame that lights the deck when a click on it explores."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker

from abyss_cards.games.abyss import actions as A
from abyss_cards.ui.abyss import demo_state
from abyss_cards.ui.abyss.decisions import Choices
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.table import TableView

NAMES = ["Ana", "Léo", "Marin", "Nacre"]
SIZES = [(1024 - 220, 640 - 90), (1920 - 220, 1080 - 90)]


def _table(qtbot, size, players=4):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    table = AbyssTable(view, demo_state(players), NAMES[:players], 0, "en")
    table.sync()
    return table


def lit_frame(item) -> QPainterPath:
    """The outline the highlight pen paints round a lit card, in scene coordinates (as
    CardItem.paint draws it: a rounded rectangle one pixel out, a pen 6 % of the width)."""
    rect = item.rect()
    path = QPainterPath()
    r = rect.width() * 0.1
    path.addRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)
    stroker = QPainterPathStroker()
    stroker.setWidth(max(2.0, rect.width() * 0.06))
    return item.mapToScene(stroker.createStroke(path))


@pytest.mark.parametrize("size", SIZES)
def test_the_deck_count_is_clear_of_the_lit_frame(qtbot, size):
    table = _table(qtbot, size)
    key = ("exploration_deck",)
    table.set_choices(Choices(cards={key: A.Explore()}))
    deck = table.cards[key]
    assert deck.highlight > 0.5
    count = table.chips[key]
    assert count.isVisible() and count.fits()
    text = count.mapRectToScene(count.text_rect())
    frame = lit_frame(deck)
    assert not frame.intersects(QRectF(text)), (text, frame.boundingRect())
