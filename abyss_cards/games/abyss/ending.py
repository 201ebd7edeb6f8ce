"""The game as it would stand if it ended now: each hand's weakest Ally of each race federated,
the rest discarded, the Monster tokens revealed (the end's own step). The table uses it to paint
the final board's cards ahead, in the last round; the state itself is left alone."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from abyss_cards.games.abyss.events import AbyssEvent
    from abyss_cards.games.abyss.state import AbyssState
    from abyss_cards.games.abyss.view import AbyssView


def as_if_over(state: AbyssState) -> AbyssState:
    """A copy of ``state`` ended now (``state`` itself if it is over already)."""
    if state.over:
        return state
    ended = state.copy()
    events: list[AbyssEvent] = []
    ended._step_game_end({"kind": "game_end"}, events)
    return ended


def final_view(state: AbyssState, seat: int) -> AbyssView:
    """What ``seat`` would see of the board if the game ended now: ``as_if_over(state)``'s
    view as far as the table's cards go (federated Allies, empty hands, Lords, Locations),
    without copying the state (~4 ms for a game of four): read after each move of the last
    round."""
    view = state.view(seat)
    if state.over:
        return view
    players = tuple(
        replace(
            p,
            hand=(),
            hand_size=0,
            federated=p.federated + tuple(state._final_federation(i)[0]),
            monster_tokens=tuple(state.monster_tokens[i]),
        )
        for i, p in enumerate(view.players)
    )
    return replace(view, players=players, pending=None, over=True)
