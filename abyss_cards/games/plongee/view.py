"""What one seat may see of a game of Plongée: what a bot decides from."""

from __future__ import annotations

from abyss_cards.games.plongee.cards import REMOVED, SLOTS, Card

_PHASES = ("opening", "turn", "drawn", "over")


class PlongeeView:
    """A snapshot of the public table for ``seat``, plus the card that seat holds.

    ``visible[s][slot]`` is the value of a face-up card, ``None`` for a face-down card (whoever
    owns it) and ``REMOVED`` for a removed one. ``discard_history`` is oldest first; ``drawer``
    is the seat holding a drawn card (everyone knows that much), ``turns`` the turns played in
    this round.
    """

    __slots__ = (
        "seat", "players", "current_player", "_phase", "visible", "discard_history", "drawn",
        "drawer", "draw_pile_size", "round_number", "opener", "closer", "totals", "target",
        "opening_flips", "turns",
    )

    def __init__(self, seat, players, current_player, phase, visible, discard_history, drawn,
                 drawer, draw_pile_size, round_number, opener, closer, totals, target,
                 opening_flips, turns=0):
        self.seat = seat
        self.players = players
        self.current_player = current_player
        self._phase = phase
        self.visible = visible
        self.discard_history = discard_history
        self.drawn = drawn
        self.drawer = drawer
        self.draw_pile_size = draw_pile_size
        self.round_number = round_number
        self.opener = opener
        self.closer = closer
        self.totals = totals
        self.target = target
        self.opening_flips = opening_flips
        self.turns = turns  # turns played in this round

    @property
    def phase(self) -> str:
        """"opening", "turn", "drawn" (the current player holds a drawn card) or "over"."""
        return _PHASES[self._phase]

    @property
    def discard_top(self) -> int | None:
        return self.discard_history[-1] if self.discard_history else None

    @property
    def grids(self) -> tuple[tuple[Card | None, ...], ...]:
        """Like ``PlongeeState.grids``, with ``value`` None for every face-down card."""
        return tuple(
            tuple(None if v is REMOVED else Card(v, v is not None) for v in grid)
            for grid in self.visible
        )

    def hidden_slots(self, seat: int) -> list[int]:
        grid = self.visible[seat]
        return [s for s in range(SLOTS) if grid[s] is None]

    def hidden_count(self, seat: int) -> int:
        return sum(1 for v in self.visible[seat] if v is None)
