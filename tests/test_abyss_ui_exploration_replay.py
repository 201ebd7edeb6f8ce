"""Replay this exploration (issue 23): from the Journal's button or R, the last exploration that
ended is shown card by card — the cards revealed in order, who declined, who bought and for
how many Pearls paid to whom, what the explorer took, what went to the Council — stepped
with the buttons and the arrow keys, in French and in English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_abyss_ui_play import _screen

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.ui.abyss.exploration_record import last_exploration
from abyss_cards.ui.abyss.exploration_replay import ExplorationReplay
from abyss_cards.ui.models.session import HUMAN, Seat

PEOPLE = [Seat("Ana", HUMAN), Seat("Bruno", HUMAN), Seat("Carla", HUMAN)]


def _explored(qtbot):
    """Ana explores five cards: Bruno buys the Crab 3 (1 Pearl), Carla declines the Squid 2,
    Ana lets the Monster go, Carla buys the Shellfish 4 (2 Pearls), Ana takes the Jellyfish 1;
    the Squid 2 goes to the Council."""
    state = scenario(
        3,
        active=0,
        pearls={0: 1, 1: 3, 2: 3},
        deck_top=[("crabs", 3), ("squids", 2), ("monster", 0), ("shellfish", 4), ("jellyfish", 1)],
    )
    screen = _screen(qtbot, state, PEOPLE)
    play = screen.session.play
    for action in (A.Explore(), A.Buy(), A.Pass(), A.RevealNext(), A.PassMonster()):
        assert play(action) is not None, action
    for action in (A.Buy(), A.TakeAlly()):
        assert play(action) is not None, action
    return state, screen


def _open_by_key(qtbot, screen):
    qtbot.keyClick(screen.stack.currentWidget(), Qt.Key.Key_R)
    qtbot.waitUntil(lambda: screen.replay_dialog is not None and screen.replay_dialog.isVisible())
    dialog = screen.replay_dialog
    dialog.activateWindow()  # the keys go where the focus is: in the dialog, as for a person
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


EXPECTED = {
    "en": {
        "heading": "Ana's exploration: 5 cards revealed",
        "captions": ["Bruno", "Council", "Let go", "Carla", "Ana"],
        0: ["Crab 3, space 1", "Bruno buys Crab 3 for 1 Pearl, paid to Ana"],
        1: [
            "Squid 2, space 1",
            "Declined by: Carla",
            "Left on the track: to the Council at the end",
        ],
        2: ["a Monster, space 2", "Ana lets the Monster go: threat 2"],
        3: ["Shellfish 4, space 3", "Carla buys Shellfish 4 for 2 Pearls, paid to Ana"],
        4: ["Jellyfish 1, space 3", "Ana takes Jellyfish 1", "To the Council: Squid 2"],
        "position": "Card 2 of 5",
    },
    "fr": {
        "heading": "Exploration d'Ana : 5 cartes révélées",
        "captions": ["Bruno", "Conseil", "Laissé", "Carla", "Ana"],
        0: ["Crabe 3, case 1", "Bruno achète Crabe 3 pour 1 perle, payée à Ana"],
        1: [
            "Poulpe 2, case 1",
            "Refusé par : Carla",
            "Resté sur la piste : au Conseil à la fin",
        ],
        2: ["un Monstre, case 2", "Ana laisse passer le Monstre : menace 2"],
        3: ["Coquillage 4, case 3", "Carla achète Coquillage 4 pour 2 perles, payées à Ana"],
        4: ["Méduse 1, case 3", "Ana prend Méduse 1", "Au Conseil : Poulpe 2"],
        "position": "Carte 2 sur 5",
    },
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_shows_each_card_with_its_buyer_and_price_stepped_by_keys(qtbot, lang_of, lang):
    lang_of(lang)
    state, screen = _explored(qtbot)
    expected = EXPECTED[lang]
    assert screen.journal.replay_button.isEnabled()
    dialog = _open_by_key(qtbot, screen)
    assert dialog.heading.text() == expected["heading"]
    assert dialog.strip.captions == expected["captions"]
    assert [f[0] for f in dialog.strip.faces] == ["ally", "ally", "monster", "ally", "ally"]
    assert dialog.index == 0 and dialog.lines() == expected[0]
    assert not dialog.previous.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.index == 1 and dialog.lines() == expected[1]
    assert dialog.position.text() == expected["position"]
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.lines() == expected[2]
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.index == 4 and dialog.lines() == expected[4]
    assert not dialog.next.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.lines() == expected[3]
    dialog.previous.click()
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.index == 0
    dialog.next.click()
    assert dialog.index == 1
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: screen.replay_dialog is None)
    screen.leave()


def test_the_journal_button_opens_it_and_is_off_before_any_exploration_ends(qtbot):
    state = scenario(3, active=0, deck_top=[("crabs", 3)])
    screen = _screen(qtbot, state, PEOPLE)
    assert not screen.journal.replay_button.isEnabled()
    screen.show_exploration_replay()
    assert screen.replay_dialog is None
    screen.leave()
    state, screen = _explored(qtbot)
    screen.journal.replay_button.click()
    qtbot.waitUntil(lambda: screen.replay_dialog is not None and screen.replay_dialog.isVisible())
    screen.replay_dialog.reject()
    qtbot.waitUntil(lambda: screen.replay_dialog is None)
    screen.leave()


def test_the_only_person_at_the_screen_is_told_you(qtbot, lang_of):
    lang_of("en")  # the plural forms
    state, screen = _explored(qtbot)
    exploration = last_exploration(screen.events)
    dialog = ExplorationReplay(exploration, ["Ana", "Bruno", "Carla"], "en", 1, screen)
    qtbot.addWidget(dialog)
    assert dialog.strip.captions[0] == "You"
    assert dialog.lines()[1] == "You buy Crab 3 for 1 Pearl, paid to Ana"
    dialog.show_card(1)
    assert dialog.lines()[1] == "Declined by: Carla"
    mine = ExplorationReplay(exploration, ["Ana", "Bruno", "Carla"], "en", 0, screen)
    qtbot.addWidget(mine)
    assert mine.heading.text() == "Your exploration: 5 cards revealed"
    assert mine.lines()[1] == "Bruno buys Crab 3 from you for 1 Pearl"
    screen.leave()
