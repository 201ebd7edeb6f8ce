"""The phases of a round of Plongée: the one place they are named (the state, its views, the
bots and the screens read them from here)."""

from __future__ import annotations

OPENING = "opening"  # every seat flips two cards, in seat order
TURN = "turn"  # the current player takes the discard, draws, or flips
DRAWN = "drawn"  # the current player holds a drawn card: place it or discard it and flip
OVER = "over"  # a total reached the target

PHASES = (OPENING, TURN, DRAWN, OVER)
