"""Large tournaments stream: the games are made and summed as they go, so the memory a
tournament takes does not grow with the number of games (a fake, instant game stands in for
the real one so that the test plays 20,000 of them in a few seconds)."""

from __future__ import annotations

import tracemalloc

from abyss_cards.games.abyss import simulate as abyss_sim
from abyss_cards.games.plongee import simulate as plongee_sim
from abyss_cards.games.rami import simulate as rami_sim

GAMES = 20_000
# A list of 20,000 jobs or results alone takes far more than this (each job a tuple of at least
# 56 bytes with its fields, each result a dict of over 200); a streamed tournament peaks at a few
# kilobytes (Abyss keeps each decision's time for its percentiles: 0.75 MB for 10,000 games).
MOST_BYTES = 1024 * 1024


def peak_of(run) -> int:
    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_plongee_tournament_streams(monkeypatch):
    monkeypatch.setattr(
        plongee_sim,
        "play_game",
        lambda players, levels, seed, target: {
            "winners": [0],
            "raw": [[1, 2]],
            "scored": [[1, 2]],
            "turns": [3],
            "closers": [0],
        },
    )
    peak = peak_of(
        lambda: plongee_sim.tournament(
            2, ["greedy", "random"], GAMES, swap_seats=True, progress=False
        )
    )
    assert peak < MOST_BYTES, peak


def test_rami_tournament_streams(monkeypatch):
    monkeypatch.setattr(
        rami_sim,
        "play_match",
        lambda *job: {
            "winner": 0,
            "deal_winners": [0],
            "deal_scores": [[0, 20]],
            "deal_opened": [[True, False]],
            "decisions": 10,
        },
    )
    peak = peak_of(
        lambda: rami_sim.tournament(["greedy", "random"], GAMES, swap_seats=True, progress=False)
    )
    assert peak < MOST_BYTES, peak


def test_abyss_tournament_streams(monkeypatch):
    parts = dict.fromkeys(abyss_sim.PARTS, 1)
    monkeypatch.setattr(
        abyss_sim,
        "play_game",
        lambda job: {
            "levels": job[1],
            "scores": [parts, parts],
            "winners": [0],
            "turns": 40,
            "decisions": 2,
            "decision_times": [0.001, 0.002],
        },
    )
    peak = peak_of(
        lambda: abyss_sim.tournament(
            2, ["greedy", "random"], GAMES // 2, 1, swap_seats=True, progress=False
        )
    )
    assert peak < MOST_BYTES, peak
