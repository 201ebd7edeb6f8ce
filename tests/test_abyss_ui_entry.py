"""The Abyss entry: its screen package exists (the --screenshot scene works) but the home screen
shows it "not available" until ``ui.abyss.PLAYABLE`` is turned on."""

from __future__ import annotations

import abyss_cards.ui.abyss as abyss_ui
from abyss_cards.ui.games import entry


def test_abyss_has_a_screen_but_is_not_offered_until_playable(monkeypatch):
    game = entry("abyss")
    assert game.has_screen()
    assert callable(abyss_ui.screenshot_screen)
    assert game.available() is bool(abyss_ui.PLAYABLE)
    monkeypatch.setattr(abyss_ui, "PLAYABLE", True)
    assert game.available()
    monkeypatch.setattr(abyss_ui, "PLAYABLE", False)
    assert not game.available()


def test_a_game_without_the_flag_is_available_as_before():
    plongee = entry("plongee")
    assert plongee.has_screen() and plongee.available()
