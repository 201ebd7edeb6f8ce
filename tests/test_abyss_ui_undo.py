"""Undo on the Abyss table against computer players: Ctrl+Z and the Undo button take a
person's moves back (the computer players' since too), the table, the Journal and the docks
with them, and stop at the last thing hidden shown to a person."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat

HAND = [("shellfish", 3), ("crabs", 2), ("squids", 2), ("crabs", 1)]


def _screen(qtbot, state, seats, **settings):
    window = SimpleNamespace(
        settings=Settings(animation_speed="off", bot_pace="instant", **settings), language="en"
    )
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.table.sync()
    screen._offer()
    return screen


def test_undo_takes_a_payment_back_and_stops_at_a_reveal(qtbot):
    state = scenario(
        2,
        active=0,
        court=[13, 9],
        pearls={0: 1},
        hands={0: HAND},
        deck_top=[("crabs", 4), ("squids", 5)],
    )
    screen = _screen(qtbot, state, [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")])
    assert not screen.undo_button.isEnabled()
    start = state.to_json()
    journal = screen.journal.lines()
    # Recruit the Shopkeeper and pay with one Ally: nothing hidden is shown yet.
    qtbot.mouseClick(
        screen.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=screen.table.viewport_point(("court", 0)),
    )
    assert state.history[-1].action == A.Recruit(13)
    assert screen.undo_button.isEnabled()
    paying = state.to_json()
    screen._play(A.PayWith("shellfish", 3))
    assert screen.state.pending == "payment"
    # Ctrl+Z: one move back, then the other; the table and the Journal follow.
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.state.to_json() == paying and screen.table.state is screen.state
    assert screen.session.state is screen.state
    screen.undo_button.click()
    assert screen.state.to_json() == start
    assert not screen.undo_button.isEnabled()
    assert screen.journal.lines() == journal
    assert ("court", 0) in screen.choices.cards  # asked again, on the state taken back
    # Exploring turns a card face up: that cannot be taken back.
    screen._play(A.Explore())
    assert screen.state.history[-1].action == A.Explore()
    assert not screen.undo_button.isEnabled() and not screen.session.undo()
    revealed = screen.state.to_json()
    screen.undo()
    assert screen.state.to_json() == revealed
    assert "Nothing to undo" in screen.status.text()
    screen.leave()


def test_undo_takes_the_computer_players_moves_since_back_too(qtbot):
    """Ana passes on a purchase out of turn (nothing shown); the computer player then takes
    the Ally (nothing shown either) and Ana's turn begins: undo goes back before Ana's pass,
    the computer's moves since undone too, and Ana is asked again."""
    state = scenario(2, active=1, pearls={0: 3}, deck_top=[("crabs", 5), ("squids", 1)])
    state.apply(A.Explore())
    assert state.current_player == 0 and state.pending == "auction"
    screen = _screen(qtbot, state, [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")])
    before = state.to_json()
    screen.session.start()
    screen._play(A.Pass())
    qtbot.waitUntil(
        lambda: screen.state.current_player == 0 and not screen.session.thinking, timeout=60000
    )
    assert A.TakeAlly() in [t.action for t in screen.state.history][-3:]
    assert screen.state.pending == "main"  # Ana's own turn now
    assert screen.undo_button.isEnabled()
    screen.undo()
    assert screen.state.to_json() == before
    assert screen.state.current_player == 0 and screen.state.pending == "auction"
    assert A.Pass() in [b.action for b in screen.choices.buttons]
    screen.leave()


@pytest.mark.parametrize("allowed", [False, True])
def test_between_persons_only_when_they_agreed(qtbot, allowed):
    state = scenario(2, active=0, court=[13, 9], pearls={0: 1}, hands={0: HAND})
    screen = _screen(
        qtbot, state, [Seat("Ana", HUMAN), Seat("Léo", HUMAN)], undo_between_people=allowed
    )
    screen._play(A.Recruit(13))
    assert screen.undo_button.isEnabled() is allowed
    assert screen.session.undo() is allowed
    screen.leave()
