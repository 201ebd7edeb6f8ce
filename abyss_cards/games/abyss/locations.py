"""What each Location is worth to its owner at the end of the game."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

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
    if kind == "zero":
        return 0
    if kind == "weakest_lord":
        return factor * min((LORD_BY_ID[lord].ip for lord in lords), default=0)
    if kind == "strongest_lord":
        return max((LORD_BY_ID[lord].ip for lord in lords), default=0)
    if kind == "minus_lords":
        return max(0, factor - len(lords))
    if kind == "keyed":
        return factor * sum(1 for lord in lords if LORD_BY_ID[lord].keys)
    if kind == "unkeyed":
        return factor * sum(1 for lord in lords if not LORD_BY_ID[lord].keys)
    if kind == "weakest_allies":
        weakest = 0
        for race in RACES:
            values = [v for r, v in federated if r == race]
            if values:
                weakest += min(values)
        return factor + weakest
    if kind == "minus_federated":
        return max(0, factor - len(federated))
    raise ValueError(f"unknown scoring {kind!r}")
