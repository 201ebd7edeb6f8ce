"""The Abyss entry: its screen package exists (the --screenshot scene works) but the home screen
shows it "not available" while it is listed in ``ui.games.UNFINISHED``."""

from __future__ import annotations

import abyss_cards.ui.abyss as abyss_ui
from abyss_cards.ui import games
from abyss_cards.ui.games import entry


def test_abyss_has_a_screen_but_is_not_offered_while_unfinished(monkeypatch):
    game = entry("abyss")
    assert game.has_screen()
    assert callable(abyss_ui.screenshot_screen) and game.ui() is abyss_ui.GAME_UI
    assert game.available() is ("abyss" not in games.UNFINISHED)
    monkeypatch.setattr(games, "UNFINISHED", frozenset())
    assert game.available()
    monkeypatch.setattr(games, "UNFINISHED", frozenset({"abyss"}))
    assert not game.available()


def test_the_other_games_are_available_as_before():
    for key in ("plongee", "rami"):
        assert entry(key).has_screen() and entry(key).available()
