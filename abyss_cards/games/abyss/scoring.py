"""Abyss final ranking, shared by the Marquoir (scores typed by hand) and the Abyss engine.

Highest total wins (Locations + Lords + federated Allies + Monster tokens); a tie goes to the most
Pearls, then to the owner of the strongest Lord (highest IP); players still tied share the place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

CATEGORIES = ("locations", "lords", "allies", "monsters")
TIE_BREAKS = ("pearls", "best_lord")


@dataclass(frozen=True)
class Ranked:
    place: int  # 1-based; players tied on total, Pearls and strongest Lord share a place
    name: str
    total: int
    index: int  # position of the entry in the list given to ``rank``
    # What separates this player from another with the same total: None (the totals differ, or
    # nobody has the same total), "pearls", "best_lord", or "shared" (still tied after both).
    decided_by: str | None


def total(entry: Mapping[str, Any]) -> int:
    return sum(int(entry[c]) for c in CATEGORIES)


def _key(entry: Mapping[str, Any]) -> tuple[int, int, int]:
    return (total(entry), int(entry["pearls"]), int(entry["best_lord"]))


def _separation(ka: tuple[int, int, int], kb: tuple[int, int, int]) -> str | None:
    """What tells apart two players of keys ``ka`` and ``kb`` (see ``Ranked.decided_by``)."""
    if ka[0] != kb[0]:
        return None
    if ka[1] != kb[1]:
        return "pearls"
    if ka[2] != kb[2]:
        return "best_lord"
    return "shared"


def rank(entries: Sequence[Mapping[str, Any]]) -> list[Ranked]:
    """The players best first. Each entry maps ``name``, ``locations``, ``lords``, ``allies``,
    ``monsters``, ``pearls`` and ``best_lord`` to whole numbers (name to text)."""
    keys = [_key(entry) for entry in entries]  # once each: a history ranks thousands of sheets
    order = sorted(range(len(entries)), key=keys.__getitem__, reverse=True)
    result: list[Ranked] = []
    for pos, i in enumerate(order):
        if pos > 0 and keys[order[pos - 1]] == keys[i]:
            place = result[-1].place
        else:
            place = pos + 1
        # The strongest reason among the neighbours with the same total ("shared" is weakest).
        reasons = [
            _separation(keys[i], keys[order[j]]) for j in (pos - 1, pos + 1) if 0 <= j < len(order)
        ]
        decided_by = None
        for candidate in ("shared", "best_lord", "pearls"):
            if candidate in reasons:
                decided_by = candidate
                break
        result.append(Ranked(place, str(entries[i]["name"]), keys[i][0], i, decided_by))
    return result
