"""Deal numbers: the number a person types in the new-game dialog, reads on the end page and
gives a friend, who then plays the same cards. It is the engines' seed under a player's name.

The deal of the day is the same for everyone on a date: it comes from the game and the date
through SHA-256, never Python's ``hash()``, which is salted afresh in every process."""

from __future__ import annotations

import hashlib
import random
from datetime import date
from typing import TypeGuard

DIGITS = 9  # what the dialog accepts: nine digits leave room above the numbers drawn
# Drawn numbers (fresh deals, the deal of the day) have six digits at most: easy to read out.
FIRST, LAST = 1, 999_999


def is_deal(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a deal number a person could type (``True`` is no number)."""
    return type(value) is int and 0 <= value < 10**DIGITS


def random_deal() -> int:
    """A fresh deal number."""
    return random.SystemRandom().randint(FIRST, LAST)


def deal_of_the_day(game: str, day: date) -> int:
    """The deal number of ``game`` (its registry key) on ``day``: the same for everyone."""
    digest = hashlib.sha256(f"{game}:{day.isoformat()}".encode()).digest()
    return FIRST + int.from_bytes(digest[:8], "big") % (LAST - FIRST + 1)
