"""The moment on screen is the moment in the game (issue 24, point 4): when a round of Plongée
ends, the engine deals the next one at once, but the round line, the status line and the draw
pile speak of the ended round while its reveal and its summary are up, and of the new round
once the summary is closed. In French and in English, words written out (a missing translation
fails here). The history's heading of the new round comes with it."""

from __future__ import annotations

import pytest
from test_plongee_ui_support import make_window, open_screen

from abyss_cards.games.plongee import events as ev
from abyss_cards.ui.plongee import screen as plongee_screen
from abyss_cards.ui.table import screen as table_screen

ROUND = {"en": "Round {} · game ends at 500 points", "fr": "Manche {} · fin de partie à 500 points"}
OVER = {
    "en": "Round 1 is over: each player's points are on the table.",
    "fr": "La manche 1 est terminée : les points de chacun sont sur la table.",
}
HEADING = {"en": "Round {}", "fr": "Manche {}"}
CARDS = {"en": "{} cards", "fr": "{} cartes"}
PLAYING = {"en": "playing", "fr": "joue"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("speed", ["off", "fast"])
def test_the_ended_round_stays_in_words_until_its_summary_is_closed(
    qtbot, monkeypatch, language, lang, speed
):
    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 3600.0)  # closed by the test
    # The ended round stays for a moment before its summary: how long is not looked at here.
    monkeypatch.setattr(plongee_screen, "ROUND_END_SECONDS", 0.1)
    window = make_window(qtbot, animation_speed=speed)
    language(window, lang)
    screen = open_screen(window, players=3, humans=(), seed=13, target=500)
    pile = {"left": None}
    seen = {}

    def after_the_screen(_seat, _action, events):
        if any(isinstance(e, ev.RoundScored) for e in events):
            if "reveal" not in seen:
                seen["reveal"] = (
                    screen.info.text(),
                    screen.status.text(),
                    screen.table.draw_pile.badge,
                    pile["left"],
                    screen.state.draw_pile_size,
                )
        else:
            pile["left"] = screen.state.draw_pile_size

    screen.session.eventsApplied.connect(after_the_screen)  # after the screen's own handling
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=120000)
    info, status, badge, ended_pile, new_pile = seen["reveal"]
    assert ended_pile != new_pile  # else the count could not tell the rounds apart
    # The summary is up: still the ended round; nobody is said to play.
    screen.finish_animations()
    summary = (screen.info.text(), screen.table.draw_pile.badge, screen.status.text())
    history = screen.history_dock.texts()
    screen.summary_dialog.accept()
    screen.finish_animations()
    got = {
        "reveal": (info, status, badge),
        "summary": summary[:2],
        "someone plays": PLAYING[lang] in summary[2],
        "next round": (screen.info.text(), screen.table.draw_pile.badge),
        "over after": screen.status.text() == OVER[lang],
        "history headings": (
            HEADING[lang].format(2) in history,
            screen.history_dock.texts()[-1] == HEADING[lang].format(2),
        ),
    }
    assert got == {
        "reveal": (ROUND[lang].format(1), OVER[lang], CARDS[lang].format(ended_pile)),
        "summary": (ROUND[lang].format(1), CARDS[lang].format(ended_pile)),
        "someone plays": False,
        "next round": (ROUND[lang].format(2), CARDS[lang].format(new_pile)),
        "over after": False,
        "history headings": (False, True),
    }
