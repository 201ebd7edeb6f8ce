"""pytest-qt's model tester on every model of the Abyss screen's docks (the Journal, the
Scores) and of its end page, watched through a whole game: every insertion, removal, reset and
change the screen makes must keep the model consistent."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from abyss_cards.games import abyss
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat


@pytest.fixture
def watch(request, qtmodeltester):
    """``watch(model)``: pytest-qt's model tester on ``model`` (once: it then checks the model
    again at each of its signals until the test ends), one tester per model (a tester follows
    the model it checked last only)."""
    from pytestqt.modeltest import ModelTester

    testers = {}

    def check(model) -> None:
        if not testers:
            testers[id(model)] = qtmodeltester
        tester = testers.setdefault(id(model), ModelTester(request.config))
        tester.check(model, force_py=True)

    yield check
    for tester in testers.values():
        if tester is not qtmodeltester:
            tester._cleanup()


def test_the_dock_and_end_page_models_stay_consistent_through_a_game(qtbot, watch):
    seats = [Seat("Ana", BOT, "expert"), Seat("Léo", BOT, "medium"), Seat("Marin", BOT, "easy")]
    state = abyss.new_game([s.name for s in seats], seed=2024)
    window = SimpleNamespace(
        settings=Settings(bot_pace="instant", animation_speed="off"), language="en"
    )
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    models = {
        "journal": screen.journal.list.model(),
        "scores": screen.scores_dock.table.model(),
        "end page": screen.end_page.scores.model(),
    }
    # Watched from now on: the tester checks the model again at each signal it sends.
    for model in models.values():
        watch(model)
    screen.session.set_pace(0)
    screen.session.start()
    qtbot.waitUntil(lambda: state.is_over, timeout=120000)
    screen.finish_animations()
    screen.refresh_docks()
    assert models["journal"].rowCount() > 50
    assert models["scores"].rowCount() == 3
    assert models["end page"].rowCount() == 3
    # A new viewer and language redraw them all (the testers still watching).
    screen.table.set_viewer(1)
    screen._viewer_changed()
    screen.retranslate()
    screen.leave()


def test_the_docks_models_while_a_person_plays(qtbot, watch):
    """The Scores dock seen by a person, its projection included, and the Journal's private
    lines: the models checked as they change move after move."""
    import random

    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = abyss.new_game([s.name for s in seats], seed=77)
    window = SimpleNamespace(
        settings=Settings(bot_pace="instant", animation_speed="off"), language="en"
    )
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    for model in (screen.journal.list.model(), screen.scores_dock.table.model()):
        watch(model)
    screen.session.set_pace(0)
    screen.session.start()
    rng = random.Random(1)
    for _ in range(40):
        qtbot.waitUntil(
            lambda: (
                state.is_over
                or (
                    state.current_player == 0
                    and not screen.session.thinking
                    and not screen.autoplaying
                )
            ),
            timeout=60000,
        )
        if state.is_over:
            break
        offers = screen.choices.actions()  # cards, pairs of cards, sets of Lords, buttons
        screen._play(rng.choice(offers))
        screen.refresh_docks()
    assert screen.journal.list.model().rowCount() > 10
    screen.leave()
