"""A new game's table shows the cards painted for the last one (no repainting them all in its
first frame at "Play again"), and only renderers that paint alike share them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from abyss_cards.ui.table import renderer as renderer_module
from abyss_cards.ui.table.french_deck import FrenchDeckRenderer
from abyss_cards.ui.table.renderer import CardRenderer


@pytest.fixture
def app():
    return QApplication.instance() or QApplication([])


def test_the_next_game_s_renderer_reuses_the_painted_cards(app):
    first = FrenchDeckRenderer("fr")
    face = first.pixmap("AH", 70, 98, 1.0)
    back = first.pixmap(None, 70, 98, 1.0)
    del first
    again = FrenchDeckRenderer("fr")  # "Play again": a new table, a new renderer
    assert again.pixmap("AH", 70, 98, 1.0) is face
    assert again.pixmap(None, 70, 98, 1.0) is back
    # What changes a face changes the key: never a wrong card.
    assert FrenchDeckRenderer("en").pixmap("AH", 70, 98, 1.0) is not face
    assert FrenchDeckRenderer("fr", four_colours=True).pixmap("AH", 70, 98, 1.0) is not face
    other_back = FrenchDeckRenderer("fr")
    other_back.back_colours = ("#000000", "#111111", "#222222")
    assert other_back.pixmap(None, 70, 98, 1.0) is not back
    assert again.pixmap("AH", 71, 98, 1.0) is not face
    again.clear()
    assert FrenchDeckRenderer("fr").pixmap("AH", 70, 98, 1.0) is not face


def test_renderers_that_do_not_share_keep_their_own_cards(app):
    a, b = CardRenderer(), CardRenderer()
    assert a.pixmap(5, 60, 84, 1.0) is a.pixmap(5, 60, 84, 1.0)
    assert a.pixmap(5, 60, 84, 1.0) is not b.pixmap(5, 60, 84, 1.0)


def test_the_shared_cache_is_bounded(app, monkeypatch):
    monkeypatch.setattr(renderer_module, "SHARED_CAPACITY", 5)
    r = FrenchDeckRenderer("fr")
    r.clear()
    for width in range(40, 60):
        r.pixmap("2C", width, 98, 1.0)
    assert len(renderer_module._shared) == 5
