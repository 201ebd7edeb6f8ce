"""The pieces the engines share: refusals, seeded RNG round-trip, tournament statistics."""

import io
import json
import random

import pytest

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.rng import new_rng, rng_from_json, rng_to_json
from abyss_cards.core.tournament import Progress, percentile, run_jobs, wilson_interval


def test_refusal_formats_its_template_and_keeps_it_for_translation():
    exc = IllegalAction("Slot {slot} is already face up", slot=3)
    assert isinstance(exc, ValueError)
    assert str(exc) == "Slot 3 is already face up"
    assert exc.template == "Slot {slot} is already face up" and exc.params == {"slot": 3}


def test_rng_survives_json_exactly():
    rng = new_rng(42)
    rng.random()
    restored = rng_from_json(json.loads(json.dumps(rng_to_json(rng))))
    assert [restored.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    assert new_rng(7).random() == random.Random(7).random()


def test_wilson_interval_matches_known_values():
    low, high = wilson_interval(70, 100)
    assert low == pytest.approx(0.6041, abs=1e-3) and high == pytest.approx(0.7810, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and 0.2 < high < 0.35


def test_percentile_is_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 95) == 95
    assert percentile(values, 100) == 100
    assert percentile([5.0], 50) == 5.0


def _square(x):
    return x * x


def test_run_jobs_keeps_order_in_one_or_several_processes():
    assert list(run_jobs(_square, range(10))) == [x * x for x in range(10)]
    assert list(run_jobs(_square, range(40), processes=2)) == [x * x for x in range(40)]


def test_progress_ends_on_the_final_count():
    stream = io.StringIO()
    progress = Progress(10, "games", stream=stream, min_seconds=0.0)
    for _ in range(10):
        progress.advance()
    progress.close()
    assert (
        stream.getvalue().rstrip("\n").endswith(")")
        and "10/10" in stream.getvalue().splitlines()[-1]
    )
