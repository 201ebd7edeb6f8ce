"""Every sentence of the Rami table that names a player reads right when that player is the
person at the screen, called by the default name "Vous"/"You" (issue 14, point 1): the second
person is used ("Vous piochez", "You win the deal"), never the name with a third-person verb
("Vous pioche", "You wins", "the score of You"). The same sentences for a named player keep
the name."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication
from test_rami_ui_support import DEALER, OTHER, POT, make_window, stacked_deck

from abyss_cards import i18n
from abyss_cards.games import rami
from abyss_cards.games.rami import events as ev
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.rami.dialogs import DealSummaryDialog
from abyss_cards.ui.rami.screen import RamiScreen

FORBIDDEN = {
    "fr": [
        r"\bVous (a|gagne|pioche|défausse|dépose|ferme|ajoute|pose|prend|joue|récupère|"
        r"donne)\b",
        r"\b[dD]e Vous\b",
        r"\b[àÀ] Vous\b",
        r"Vous, vous",
        r"\bVous :",
    ],
    "en": [
        r"\bYou (wins|draws|discards|opens|closes|lays|takes|is|has|deals|plays)\b",
        r"\bof You\b",
        r"\bYou's\b",
        r"You, you",
        r"\bYou:",
    ],
}

ACTIONS = [
    rami.DrawPot(),
    rami.Discard("4S"),
    rami.Open((("10H", "JH", "QH"), ("9S", "9D", "9C"))),
    rami.DirectClose((("10H", "JH", "QH"),)),
    rami.LayDown(("5C", "6C", "7C")),
    rami.LayOff("8C", 0, "high"),
    rami.LayOff("5D", 0, "joker"),
    rami.TakeDiscard(),
    rami.TakeDiscard(rami.LayDown(("5C", "6C", "7C"))),
]


@pytest.fixture
def switch_language(qapp):
    app = QApplication.instance()
    locale_before = QLocale()

    def switch(lang: str) -> None:
        for translator in getattr(app, "_abyss_translators", []):
            app.removeTranslator(translator)
        app._abyss_translators = i18n.install(app, lang)
        QCoreApplication.processEvents()

    yield switch
    switch("en")
    QLocale.setDefault(locale_before)


def _screen_sentences(qtbot, you: str, other: str) -> list[str]:
    """What the real screen says at the moments of a deal: the person ``you`` (seat 0) deals
    against the computer ``other``, draws, opens; the computer's moves narrated."""
    window = make_window(qtbot, player_name=you)
    state = rami.new_game([you, other], deck=stacked_deck(DEALER, OTHER, POT))
    screen = RamiScreen(
        window,
        state,
        [Seat(you, HUMAN), Seat(other, BOT, "greedy")],
        autostart=False,
        write_autosave=False,
    )
    window.show_screen(screen)
    out = [
        screen.status.text(),
        screen.table.opponent_label.text(),
        *(label.text() for label in screen.table.meld_labels),
    ]
    for action in (
        rami.Discard("2S"),
        rami.DrawPot(),
        rami.Open((("10S", "JS", "QS", "KS"), ("KD", "KC", "KH"), ("4D", "JK", "6D"))),
        rami.Discard("2C"),
    ):
        seat = state.current_player
        events = state.apply(action)
        screen._events_applied(seat, action, events)
        out += [
            screen.status.text(),
            screen.table.opponent_label.text(),
            *(label.text() for label in screen.table.meld_labels),
        ]
    # The summary and the end of the match, as the screen words them.
    for winner in (0, 1):
        ended = ev.DealEnded(
            winner,
            (0, 100) if winner == 0 else (100, 0),
            (("4S",), ()) if winner == 1 else ((), ("4S",)),
        )
        dialog = DealSummaryDialog(
            ended, screen.names, (10, 100), False, screen, you=0, renderer=screen.table.renderer
        )
        out.append(dialog.summary_text)
        screen._deal_end = ended
        screen.session.hold()
        out.append(screen.status_sentence())
        screen.session.release()
        screen._deal_end = None
        out.append(
            d.match_won_sentence(
                screen.names[winner], screen.names[1 - winner], 512, winner == 0, winner == 1
            )
        )
    screen.leave()
    return out


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_sentences_for_the_person_at_the_screen_use_the_second_person(qtbot, switch_language, lang):
    switch_language(lang)
    you = Rami.tr("You")
    assert you == {"fr": "Vous", "en": "You"}[lang]
    texts = [d.action_sentence(you, a, None, you=True) for a in ACTIONS]
    texts += [d.deal_won_sentence(you, True)]
    texts += _screen_sentences(qtbot, you, "Léa")
    bad = [(t, p) for t in texts for p in FORBIDDEN[lang] if re.search(p, t)]
    assert not bad, bad
    # The person's own moves are told in the second person, in their language.
    second = {"fr": "Vous piochez", "en": "You draw"}[lang]
    assert d.action_sentence(you, rami.DrawPot(), None, you=True).startswith(second)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_sentences_for_a_named_player_keep_the_name(qtbot, switch_language, lang):
    switch_language(lang)
    for action in ACTIONS:
        text = d.action_sentence("Léa", action, None, you=False)
        assert text.startswith("Léa "), text
    texts = _screen_sentences(qtbot, "Ana", "Léa")
    narrated = [t for t in texts if "Léa" in t]
    assert narrated  # the computer's moves and the labels name it
    for t in texts:
        assert not re.search(r"Ana, (vous|you)", t), t
        assert not re.search(r"Léa, (vous|you)", t), t
