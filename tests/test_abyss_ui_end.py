"""The Abyss end page once the count is told: the ranking with the winners lit, and the tie-break
explained in the Marquoir's words (the same rule ranks both)."""

from __future__ import annotations

from types import SimpleNamespace

from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat


def test_the_end_page_ranks_lights_the_winner_and_explains_a_tie(qtbot):
    from abyss_cards.games.abyss.scenario import scenario

    # Same points (the same federated Allies), Ana with more Pearls.
    state = scenario(
        2, active=0, pearls={0: 4, 1: 2}, federated={0: [("crabs", 3)], 1: [("squids", 3)]}
    )
    state.over = True
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    window = SimpleNamespace(settings=Settings(animation_speed="off"), language="en")
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    assert state.winners == (0,)
    screen._fill_end_page()
    page = screen.end_page
    assert [(p.place, p.name, p.winner) for p in page.placings] == [
        (1, "Ana", True),
        (2, "Léo", False),
    ]
    assert [w.text() for w in page.winner_labels()][1] == "Ana"
    assert "Ana is ahead with more Pearls (4 against 2)" in page.notes.text()
    # While the count is being told: no ranking yet, nothing given away.
    screen._fill_end_page(2)
    assert page.placings == [] and not page.notes.isVisibleTo(page)
    screen.leave()


def test_a_result_that_cannot_be_saved_is_told_in_plain_words(qtbot, monkeypatch):
    """It was not told at all (issue 25); like Plongée and Rami: the file, then why."""
    from PySide6.QtWidgets import QStatusBar

    from abyss_cards.games.abyss.scenario import scenario
    from abyss_cards.storage import results
    from abyss_cards.storage.files import StorageProblem

    def refuse(*_args, **_kwargs):
        raise StorageProblem("read-only", None, "attempt to write a readonly database")

    monkeypatch.setattr(results, "record_game", refuse)
    state = scenario(2, active=0)
    state.over = True
    bar = QStatusBar()
    qtbot.addWidget(bar)
    window = SimpleNamespace(
        settings=Settings(animation_speed="off"), language="en", statusBar=lambda: bar
    )
    screen = AbyssScreen(
        window,
        state,
        [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")],
        autostart=False,
        write_autosave=False,
    )
    qtbot.addWidget(screen)
    screen._record_results()
    qtbot.waitUntil(lambda: bar.currentMessage() != "")
    assert bar.currentMessage() == (
        f"The result of this game could not be saved in {results.database_path()}."
        " The file or its folder is read-only."
    )
    screen.leave()
