"""A seeded ``random.Random`` that can be saved in JSON and restored exactly."""

from __future__ import annotations

import random


def new_rng(seed: int | None) -> random.Random:
    """A generator for ``seed``; with ``None`` a fresh seed is drawn (and can be read back)."""
    return random.Random(seed if seed is not None else random.SystemRandom().randrange(2**63))


def rng_to_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng
