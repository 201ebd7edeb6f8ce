"""The Abyss final count's rows are measured once (issue 23, point 10): counts, never timings."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.table.end_page import WholeTableView


@pytest.fixture
def no_reduced_motion(monkeypatch):
    monkeypatch.delenv("ABYSS_REDUCED_MOTION", raising=False)
    monkeypatch.delenv("GTK_ENABLE_ANIMATIONS", raising=False)


def test_the_final_count_s_rows_are_measured_once_not_once_a_row(
    qtbot, monkeypatch, no_reduced_motion
):
    """The count's rows come in one insertion: the end page measures its columns for them
    once (each row appended alone made it measure every column again, in the pass that ends
    the game)."""
    fits = []
    real_fit = WholeTableView.fit
    monkeypatch.setattr(
        WholeTableView, "fit", lambda self, *a: (fits.append(1), real_fit(self, *a))[1]
    )
    state = scenario(
        4,
        active=0,
        pearls={0: 4, 1: 2, 2: 1, 3: 0},
        lords={0: [9, 13], 1: [27]},
        federated={0: [("crabs", 3)], 1: [("squids", 4), ("crabs", 2)]},
    )
    state.over = True
    state.names = ["Ana", "Léo", "Marin", "Zoé"]
    seats = [Seat("Ana", HUMAN)] + [Seat(n, BOT, "easy") for n in state.names[1:]]
    window = SimpleNamespace(settings=Settings(animation_speed="fast"), language="en")
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.end_scores.clear()  # as before the game's end (a finished game shows them at once)
    fits.clear()
    screen._fill_end_page(0)  # the count's first step: its rows made
    assert screen.end_scores.rowCount() == 4
    assert len(fits) <= 2  # the model emptied, then its rows inserted (five fits before)
