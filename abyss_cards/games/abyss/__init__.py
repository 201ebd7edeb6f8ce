"""Abyss: the rule engine, its data and its computer players (no Qt here).

    from abyss_cards.games import abyss
    state = abyss.new_game(["Ana", "Léo"], seed=7)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    state.final_scores()
"""

from __future__ import annotations

from abyss_cards.games.abyss.state import AbyssState


def new_game(players, seed: int | None = None) -> AbyssState:
    """A new game for ``players`` (2 to 4 names, or a count)."""
    return AbyssState.new(players, seed)


def from_json(text: str) -> AbyssState:
    return AbyssState.from_json(text)


__all__ = ["AbyssState", "from_json", "new_game"]
