"""Undo says itself (issue 24, point 8): greyed, its tooltip says why it cannot be used now;
used, the status line says "Move taken back." until the next move. Plongée and Rami through
their real screens, in French and in English; the reasons of the session on the toy game."""

from __future__ import annotations

import pytest
import toy_game
from PySide6.QtCore import Qt
from test_plongee_ui_flow import _opened
from test_plongee_ui_support import make_window as plongee_window
from test_plongee_ui_support import open_screen as open_plongee
from test_plongee_ui_support import settle
from test_rami_ui_follow import _before_opening
from test_rami_ui_support import OPEN_0
from test_rami_ui_support import make_window as rami_window
from test_rami_ui_support import open_screen as open_rami

from abyss_cards.games import rami
from abyss_cards.games.plongee import Draw, Place
from abyss_cards.ui.models.session import BOT, HUMAN, GameSession, Seat

# The words a person reads, written out (not looked up): a missing translation fails here.
NOTHING_YET = {"en": "Nothing to take back yet.", "fr": "Aucun coup à annuler pour l'instant."}
REVEALED = {
    "en": "A new card has been seen since the last move: it can no longer be taken back.",
    "fr": "Une nouvelle carte a été vue depuis le dernier coup : il ne peut plus être annulé.",
}
TAKEN_BACK = {
    "en": "Every move since the last card seen has been taken back.",
    "fr": "Tous les coups joués depuis la dernière carte vue ont été annulés.",
}
HELD = {"en": "Not while the scores are being shown.", "fr": "Pas pendant l'affichage des scores."}
OFF = {
    "en": "Undo is off when several people play at the same screen.",
    "fr": "L'annulation est désactivée quand plusieurs personnes jouent sur le même écran.",
}
SAID = {"en": "Move taken back.", "fr": "Coup annulé."}


def greyed_because(button, why: str) -> bool:
    """Greyed, with ``why`` as the first line of its tooltip (what it does follows)."""
    tip = button.toolTip()
    return not button.isEnabled() and tip.startswith(why + "\n") and "Ctrl+Z" in tip


def ctrl_z(qtbot, screen) -> None:
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_plongee_undo_says_why_it_is_greyed_and_that_a_move_was_taken_back(qtbot, language, lang):
    window = plongee_window(qtbot, animation_speed="off", bot_pace="slow")
    language(window, lang)
    screen = open_plongee(window, players=2, humans=(0,), seed=23)
    button = screen.undo_button
    assert greyed_because(button, NOTHING_YET[lang])
    settle(qtbot, screen, timeout=30000)
    _opened(qtbot, screen)
    screen.session.play(Draw())  # the person saw the drawn card
    assert greyed_because(button, REVEALED[lang])
    up = next(i for i, c in enumerate(screen.state.grids[0]) if c.face_up)
    screen.session.play(Place(up))  # nothing hidden shown: it may be taken back
    assert button.isEnabled() and button.toolTip().startswith(screen._undo_help)
    assert not screen.status.text().startswith(SAID[lang])
    ctrl_z(qtbot, screen)
    # Said in the status line, before what to do now; the button says why it is greyed.
    assert screen.status.text().startswith(SAID[lang] + " ")
    assert greyed_because(button, TAKEN_BACK[lang])
    # Ctrl+Z again: the same reason, in the window's status bar.
    ctrl_z(qtbot, screen)
    assert window.statusBar().currentMessage() == TAKEN_BACK[lang]
    # Not while the scores are shown; the reason goes with the summary.
    screen.session.hold()
    assert greyed_because(button, HELD[lang])
    screen.session.release()
    assert greyed_because(button, TAKEN_BACK[lang])
    # The next move: the status line says what to do, no longer what was taken back.
    screen.session.play(Place(up))
    assert not screen.status.text().startswith(SAID[lang])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_plongee_undo_between_people_says_it_is_off(qtbot, language, lang):
    window = plongee_window(qtbot, animation_speed="off")
    language(window, lang)
    screen = open_plongee(window, players=2, humans=(0, 1), seed=23)
    _opened(qtbot, screen)
    screen.session.play(Draw())
    seat = screen.state.current_player
    up = next(i for i, c in enumerate(screen.state.grids[seat]) if c.face_up)
    screen.session.play(Place(up))
    assert greyed_because(screen.undo_button, OFF[lang])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_rami_undo_says_why_it_is_greyed_and_that_a_move_was_taken_back(qtbot, language, lang):
    window = rami_window(qtbot, bot_pace="slow")
    language(window, lang)
    screen = open_rami(window, _before_opening())
    button = screen.undo_button
    assert greyed_because(button, NOTHING_YET[lang])
    screen.table.chosen.emit(rami.DrawPot())  # the drawn card reached the person
    assert greyed_because(button, REVEALED[lang])
    assert screen.session.play(OPEN_0) is not None  # only the person's own cards shown
    assert button.isEnabled() and button.toolTip().startswith(screen._undo_help)
    ctrl_z(qtbot, screen)
    assert screen.status.text().startswith(SAID[lang] + " ")
    assert greyed_because(button, TAKEN_BACK[lang])
    ctrl_z(qtbot, screen)
    assert window.statusBar().currentMessage() == TAKEN_BACK[lang]


def test_the_session_says_why_undo_cannot_be_used(qapp):
    """Every reason, and none while undo can be used."""
    state = toy_game.new_game(2, seed=4)
    session = GameSession(
        "toy",
        state,
        [Seat("Ana", HUMAN), Seat("Zoé", BOT, "random")],
        bot_factory=toy_game.make_bot,
        write_autosave=False,
    )
    assert session.undo_refusal() == "Undo is off when several people play at the same screen."
    assert session.enable_undo(toy_game.from_json)
    assert session.undo_refusal() == NOTHING_YET["en"]
    assert session.play(toy_game.Keep()) is not None  # nothing hidden shown
    assert session.can_undo() and session.undo_refusal() == ""
    session.hold()
    assert session.undo_refusal() == HELD["en"]
    session.release()
    assert session.undo()
    assert session.undo_refusal() == TAKEN_BACK["en"]
    assert session.play(toy_game.Swap()) is not None  # the person draws: they saw the card
    assert session.undo_refusal() == REVEALED["en"]
    session.stop()
    assert session.undo_refusal() == "The game is over: its moves stay played."
