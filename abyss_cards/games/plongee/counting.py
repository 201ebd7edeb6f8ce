"""The unseen cards: what a player (or a bot) may still meet in the draw pile or face down.

Shared by the bots and the table's "remaining cards" tally: 150 minus every face-up card on the
table, minus the discard history (since the last reshuffle), minus the card held in hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from abyss_cards.games.plongee.cards import COMPOSITION
from abyss_cards.games.plongee.view import PlongeeView


def unseen_list(view: PlongeeView) -> list[int]:
    """Unseen count of each value, indexed by value + 2 (so -2…12 → 0…14)."""
    return unseen_among(view.visible, view.discard_history, view.drawn)


def unseen_among(
    grids: Iterable[Iterable[object]], discard: Sequence[int], drawn: int | None
) -> list[int]:
    """Like ``unseen_list``, from the grids (an int is a face-up card, anything else a hidden
    or removed one), the discard history and the card held: also for a table that is not a
    view (a round's end, ``RoundScored``)."""
    counts = [COMPOSITION[v] for v in range(-2, 13)]
    for grid in grids:
        for v in grid:
            if isinstance(v, int):
                counts[v + 2] -= 1
    for d in discard:
        counts[d + 2] -= 1
    if drawn is not None:
        counts[drawn + 2] -= 1
    return counts


def unseen_counts(view: PlongeeView) -> dict[int, int]:
    """``{value: unseen count}`` for -2…12, from what ``view`` shows."""
    return {v - 2: n for v, n in enumerate(unseen_list(view))}
