"""The seeded demonstration games (screenshots, test positions) are played once per process and
handed out as copies: each caller may play on without changing what the next one gets."""

from __future__ import annotations

import pytest

from abyss_cards.core.demo import played_once
from abyss_cards.ui import abyss as abyss_ui
from abyss_cards.ui import plongee as plongee_ui
from abyss_cards.ui import rami as rami_ui


def test_a_demonstration_is_played_once_per_set_of_arguments():
    calls = []

    @played_once
    def play(names, seed=1):
        calls.append((tuple(names), seed))
        return {"names": list(names), "seed": seed}

    first = play(["Ana", "Léo"], seed=3)
    first["names"].append("Marin")
    assert play(("Ana", "Léo"), seed=3) == {"names": ["Ana", "Léo"], "seed": 3}
    assert play(["Ana", "Léo"], seed=4)["seed"] == 4
    assert calls == [(("Ana", "Léo"), 3), (("Ana", "Léo"), 4)]


@pytest.mark.parametrize(
    "demo",
    [
        lambda: plongee_ui.demo_state(2, seed=2, actions=4),
        lambda: rami_ui.demo_state(["Ana", "Yasmine"]),
        lambda: abyss_ui.demo_state(2, turns=1),
    ],
    ids=["plongee", "rami", "abyss"],
)
def test_each_caller_gets_a_game_of_its_own(demo):
    first = demo()
    before = first.to_json()
    first.apply(first.legal_actions()[0])
    second = demo()
    assert second is not first
    assert second.to_json() == before
    second.check_invariants()
