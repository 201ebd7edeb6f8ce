"""The game as it would stand if it ended now: the end's own step run on a copy (each hand's
weakest Ally of each race federated, the rest discarded, the Monster tokens revealed). The table
uses it to paint the final board's cards ahead, in the last round; the state itself is left
alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from abyss_cards.games.abyss.events import AbyssEvent
    from abyss_cards.games.abyss.state import AbyssState


def as_if_over(state: AbyssState) -> AbyssState:
    """A copy of ``state`` ended now (``state`` itself if it is over already)."""
    if state.over:
        return state
    ended = state.copy()
    events: list[AbyssEvent] = []
    ended._step_game_end({"kind": "game_end"}, events)
    return ended
