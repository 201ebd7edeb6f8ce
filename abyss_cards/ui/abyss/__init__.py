"""Abyss on screen: the entry points the main window calls (see ``abyss_cards.ui.games``).

The table shows a game but its decisions are not all wired yet: ``PLAYABLE`` keeps the home
screen saying "not available yet" until a whole game can be played through it."""

from __future__ import annotations

PLAYABLE = False
