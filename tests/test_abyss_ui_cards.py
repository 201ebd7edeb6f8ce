"""The Abyss card renderer draws every face without error, at every size, and caches per size,
pixel ratio and language."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from abyss_cards.games.abyss.data import LOCATIONS, LORDS
from abyss_cards.ui.abyss.cards import (
    LORD_TEXT_WIDTH,
    AbyssCardRenderer,
    every_face,
    fitted_font,
    short_location_text,
)


def _size(face, unit):
    if face[0] == "lord":
        return 1.4 * unit, 1.96 * unit
    if face[0] == "location":
        return 2 * unit, 1.4 * unit
    return unit, 1.4 * unit


def _ink_pixels(pixmap) -> int:
    """How many pixels differ from the card's most common colour (something was drawn)."""
    image = pixmap.toImage()
    colours = {}
    step = max(1, image.width() // 40)
    for x in range(0, image.width(), step):
        for y in range(0, image.height(), step):
            c = image.pixel(x, y)
            colours[c] = colours.get(c, 0) + 1
    return sum(colours.values()) - max(colours.values())


@pytest.mark.parametrize("unit", [24, 51, 61, 95])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_face_is_drawn_at_every_size(qtbot, unit, lang):
    renderer = AbyssCardRenderer(lang)
    faces = every_face()
    assert len([f for f in faces if f[0] == "lord"]) == len(LORDS)
    assert len([f for f in faces if f[0] == "location"]) == len(LOCATIONS)
    for face in faces:
        w, h = _size(face, unit)
        pm = renderer.pixmap(face, w, h, 1.0)
        assert (pm.width(), pm.height()) == (round(w), round(h))
        assert _ink_pixels(pm) > 0, face


def test_the_cache_keeps_one_pixmap_per_size_ratio_and_language(qtbot):
    renderer = AbyssCardRenderer("en")
    face = ("lord", 8)
    first = renderer.pixmap(face, 86, 120, 1.0)
    assert renderer.pixmap(face, 86, 120, 1.0).cacheKey() == first.cacheKey()
    bigger = renderer.pixmap(face, 129, 180, 1.0)
    assert bigger.cacheKey() != first.cacheKey()
    hidpi = renderer.pixmap(face, 86, 120, 2.0)
    assert (hidpi.width(), hidpi.height()) == (172, 240)
    assert hidpi.devicePixelRatio() == 2.0
    renderer.set_language("fr")
    french = renderer.pixmap(face, 86, 120, 1.0)
    assert french.cacheKey() != first.cacheKey()
    assert french.toImage() != first.toImage()  # the name is written in French


def test_a_lord_shows_its_whole_power_text_only_when_large_enough(qtbot):
    renderer = AbyssCardRenderer("en")
    commander = 5
    assert renderer.lord_text(commander, LORD_TEXT_WIDTH) == "full"
    assert renderer.lord_text(commander, LORD_TEXT_WIDTH - 1) in ("short", "none")
    assert renderer.lord_text(27, 400) == "none"  # the Keeper, a Farmer: no power

    def middle_ink(width):
        """Dark pixels in the card's lower middle (where the whole text goes)."""
        pm = renderer.pixmap(("lord", commander), width, width * 1.4, 1.0)
        image = pm.toImage()
        dark = 0
        for x in range(int(width * 0.1), int(width * 0.9)):
            for y in range(int(width * 1.4 * 0.55), int(width * 1.4 * 0.75)):
                if QColor(image.pixel(x, y)).lightness() < 120:
                    dark += 1
        return dark / (width * width)

    assert middle_ink(LORD_TEXT_WIDTH + 20) > 0.01
    # A Farmer's middle stays empty at any size.
    pm = renderer.pixmap(("lord", 27), 200, 280, 1.0).toImage()
    assert not any(
        QColor(pm.pixel(x, y)).lightness() < 120
        for x in range(20, 180, 3)
        for y in range(160, 210, 3)
    )


def test_locations_have_a_short_formula_for_small_tiles(qtbot):
    for location in LOCATIONS:
        if location.scoring[0] not in ("guild", "federated"):
            assert short_location_text(location.scoring), location.name_en


def test_fitted_font_refuses_what_cannot_be_read(qtbot):
    from PySide6.QtCore import QRectF

    assert fitted_font("A long sentence that cannot fit", QRectF(0, 0, 20, 10), 12) is None
    font = fitted_font("7", QRectF(0, 0, 40, 30), 20)
    assert font is not None and font.pixelSize() <= 20


@pytest.mark.parametrize("unit", [44, 47, 51])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_lord_shows_its_name_on_a_small_card(qtbot, monkeypatch, lang, unit):
    """At the size of the table at 1024×640, a long name ("The Opportunist", "Le Maître de
    magie") was left out when it did not fit above the power's few words: the name comes
    first, the few words stay in the tooltip."""
    from abyss_cards.ui.abyss import cards

    drawn: list[str] = []
    draw = cards.draw_fitted

    def recorded(painter, box, text, *args, **kwargs):
        ok = draw(painter, box, text, *args, **kwargs)
        if ok:
            drawn.append(text)
        return ok

    monkeypatch.setattr(cards, "draw_fitted", recorded)
    renderer = AbyssCardRenderer(lang)
    missing = []
    for lord in LORDS:
        drawn.clear()
        renderer.pixmap(("lord", lord.id), 1.4 * unit, 1.96 * unit, 1.0)
        if renderer.lord_name(lord.id) not in drawn:
            missing.append(renderer.lord_name(lord.id))
    assert missing == []
