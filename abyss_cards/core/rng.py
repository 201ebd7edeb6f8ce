"""A seeded ``random.Random`` that can be saved in JSON and restored exactly."""

from __future__ import annotations

import random


def new_rng(seed: int | None) -> random.Random:
    """A generator for ``seed``; with ``None`` a fresh seed is drawn (and can be read back)."""
    return random.Random(seed if seed is not None else random.SystemRandom().randrange(2**63))


def rng_to_json(rng: random.Random) -> list[object]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: object) -> random.Random:
    """The generator saved by ``rng_to_json``; ``ValueError`` if ``data`` is not one (a save
    file is input: a wrong state must be refused here, not crash later)."""
    if not (isinstance(data, list) and len(data) == 3):
        raise ValueError("the random generator's state is not [version, words, gauss]")
    version, internal, gauss = data
    if (
        type(version) is not int
        or not isinstance(internal, list)
        or len(internal) != 625
        or not all(type(w) is int and 0 <= w < 2**32 for w in internal)
        or internal[-1] > 624
        or not (gauss is None or type(gauss) is float)
    ):
        raise ValueError("the random generator's state is malformed")
    rng = random.Random()
    try:
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the random generator's state is malformed: {exc}") from None
    return rng
