"""Discarding from hand on the Abyss table (issue #23): the Commander's limit and the Slaver's
sale light every card that can be chosen, twins included (the same Ally twice in hand), and
the limit's sentence says how many Allies are kept."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat

# Seven Allies once the seahorse is bought, a 1 of crabs twice.
HAND = [
    ("crabs", 1),
    ("crabs", 1),
    ("squids", 1),
    ("squids", 2),
    ("squids", 3),
    ("jellyfish", 1),
]
COMMANDER = 5
SLAVER = 12


def _screen(qtbot, state, lang, person):
    window = SimpleNamespace(settings=Settings(), language=lang)
    seats = [
        Seat(name, HUMAN) if seat == person else Seat(name, BOT, "easy")
        for seat, name in enumerate(["Léo", "Ana"][: state.num_players])
    ]
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    screen._offer()
    screen.update_status()
    return screen


def _over_the_limit():
    # Léo has the Commander; Ana buys a seventh Ally during his exploration.
    state = scenario(
        lords={0: [COMMANDER]}, hands={1: HAND}, pearls={1: 3}, deck_top=[("seahorses", 5)]
    )
    state.apply(A.Explore())
    state.apply(A.Buy())
    assert state.pending == "discard_down" and state.current_player == 1
    return state


def _crabs(screen, seat=1):
    return [key for key in screen.table.choices.lit() if key[:3] == ("hand", seat, "crabs")]


def test_both_twins_are_lit_for_the_commanders_limit(qtbot):
    screen = _screen(qtbot, _over_the_limit(), "en", 1)
    assert len(_crabs(screen)) == 2
    assert all(screen.table.cards[key].highlight > 0.5 for key in _crabs(screen))
    assert {screen.table.choices.cards[key] for key in _crabs(screen)} == {A.Discard("crabs", 1)}
    screen.leave()


def test_both_twins_are_lit_for_the_slavers_sale(qtbot):
    state = scenario(lords={0: [SLAVER]}, hands={0: HAND})
    screen = _screen(qtbot, state, "en", 0)
    slaver = ("lord", 0, 0)
    assert slaver in screen.table.choices.lit()
    point = screen.table.viewport_point(slaver)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: screen.table.choices.two_step.picked == slaver)
    assert len(_crabs(screen, 0)) == 2
    seconds = screen.table.choices.two_step.seconds()
    assert {seconds[key] for key in _crabs(screen, 0)} == {A.SellAlly("crabs", 1)}
    # The second twin sells it as the first would.
    point = screen.table.viewport_point(_crabs(screen, 0)[1])
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: [t.action for t in state.history] == [A.SellAlly("crabs", 1)])
    assert sorted(state.hand(0)).count(("crabs", 1)) == 1
    screen.leave()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_limit_says_how_many_allies_are_kept(qtbot, lang_of, lang):
    lang_of(lang)
    screen = _screen(qtbot, _over_the_limit(), lang, 1)
    # "Défaussez jusqu'à 6 Alliés" would say to discard up to six of them.
    assert screen.status.text() == (
        "Ne gardez que 6 Alliés : cliquez sur ceux à défausser"
        if lang == "fr"
        else "Discard down to 6 Allies: click the ones to discard"
    )
    screen.leave()
