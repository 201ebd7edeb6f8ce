"""A finished game's own figures for the results database (``PlayerResult.extra``), read from
the engine's state: what the statistics show beyond totals and round scores.

Rami: the deals played, the deals the seat opened in, and on which of its own turns it opened
(one number per deal opened). Abyss: the points of each scoring category (as the engine's final
count gives them) and the Lords the seat owned at the end (recruited and kept).
"""

from __future__ import annotations

from typing import Any

ABYSS_CATEGORIES = ("locations", "lords", "allies", "monsters")


def rami_figures(state: Any, seat: int) -> dict[str, Any]:
    """``deals``, ``opened`` and ``open_turns`` of ``seat`` in a Rami match."""
    opened = [bool(pair[seat]) for pair in state.deal_opened]
    turns = [pair[seat] for pair in getattr(state, "deal_open_turns", [])]
    return {
        "deals": len(opened),
        "opened": sum(opened),
        "open_turns": [t for t in turns if isinstance(t, int)],
    }


def abyss_figures(state: Any, seat: int) -> dict[str, Any]:
    """``parts`` (points per category) and ``lords`` (ids) of ``seat`` in an Abyss game."""
    parts = state.score_parts(seat)
    return {
        "parts": {k: int(parts[k]) for k in ABYSS_CATEGORIES},
        "lords": sorted(int(lord) for lord in state.owned_lords(seat)),
    }
