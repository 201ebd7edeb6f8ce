"""What each Location is worth to its owner at the end of the game."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from abyss_cards.games.abyss.data import LOCATION_BY_ID, LORD_BY_ID, RACES


def location_points(
    location_id: int,
    lords: Sequence[int],
    federated: Sequence[tuple[str, int]],
    opponent_locations: Iterable[int] = (),
) -> int:
    """Points of one Location for a player owning ``lords`` (every Lord, wherever it lies) and
    ``federated`` Allies. City of Mirrors copies the best of ``opponent_locations``."""
    kind, *params = LOCATION_BY_ID[location_id].scoring
    numbers = [p for p in params if isinstance(p, int)]
    if kind == "guild":
        base, per = numbers
        guild = params[2]
        return base + per * sum(1 for lord in lords if LORD_BY_ID[lord].guild == guild)
    if kind == "federated":
        base, per = numbers
        race = params[2]
        return base + per * sum(1 for r, _ in federated if r == race)
    factor = numbers[0] if numbers else 0
    if kind == "guilds":
        return factor * len({LORD_BY_ID[lord].guild for lord in lords})
    if kind == "mirror":
        copies = [
            location_points(other, lords, federated)
            for other in opponent_locations
            if LOCATION_BY_ID[other].scoring[0] != "mirror"
        ]
        return max(copies, default=0)
    rule = _BY_FACTOR.get(kind) if isinstance(kind, str) else None
    if rule is None:
        raise ValueError(f"unknown scoring {kind!r}")
    return rule(lords, federated, factor)


def _weakest_allies(federated: Sequence[tuple[str, int]]) -> int:
    """The weakest federated Ally of each race, added up."""
    weakest = 0
    for race in RACES:
        values = [v for r, v in federated if r == race]
        if values:
            weakest += min(values)
    return weakest


# The scorings worked out from the owner's Lords, federated Allies and the Location's number.
_BY_FACTOR: dict[str, Callable[[Sequence[int], Sequence[tuple[str, int]], int], int]] = {
    "zero": lambda lords, federated, factor: 0,
    "weakest_lord": lambda lords, federated, factor: (
        factor * min((LORD_BY_ID[lord].ip for lord in lords), default=0)
    ),
    "strongest_lord": lambda lords, federated, factor: max(
        (LORD_BY_ID[lord].ip for lord in lords), default=0
    ),
    "minus_lords": lambda lords, federated, factor: max(0, factor - len(lords)),
    "keyed": lambda lords, federated, factor: (
        factor * sum(1 for lord in lords if LORD_BY_ID[lord].keys)
    ),
    "unkeyed": lambda lords, federated, factor: (
        factor * sum(1 for lord in lords if not LORD_BY_ID[lord].keys)
    ),
    "weakest_allies": lambda lords, federated, factor: factor + _weakest_allies(federated),
    "minus_federated": lambda lords, federated, factor: max(0, factor - len(federated)),
}
