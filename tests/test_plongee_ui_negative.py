"""Points below zero read as numbers (Plongée totals go negative): Qt writes "%n" only for 0
and more, so a seat at -3 read "Ana · %n pt (total 0)" on the table, and the same on the end
page and in the round's captions."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel
from test_plongee_ui_support import make_window, open_screen

from abyss_cards.ui.table.end_page import placings

POINTS = {"fr": ("-3 pts", "-1 pt", "2 pts"), "en": ("-3 pts", "-1 pt", "2 pts")}
TOTAL = {"fr": "-5 points", "en": "-5 points"}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_points_below_zero_are_written_as_numbers(qtbot, language, lang):
    window = make_window(qtbot, animation_speed="off")
    language(window, lang)
    screen = open_screen(window, players=2, humans=(0,), seed=23, autostart=False)
    table = screen.table
    assert (table.points(-3), table.points(-1), table.points(2)) == POINTS[lang]
    screen.end_page.set_ranking(placings(["Ana", "Léo"], [-5, 12], [0], lower_wins=True))
    shown = [w.text() for w in screen.end_page.ranking.findChildren(QLabel)]
    assert TOTAL[lang] in shown and not any("%n" in t for t in shown)
