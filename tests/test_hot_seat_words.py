"""Two people at one screen (hot seat) are each named, never "you" (issue 24, point 1).

A two-person Plongée and a two-person Rami are set up through their new-game dialogs with
the dialogs' own defaults (no player name in the settings: the first seat's name is the
dialog's), then played to the end through the real screens, in French and in English. Every
text shown on the way is collected — the status line, the table's captions and labels, the
docks, the summaries, the hot-seat page and the end page — and checked:

- no name takes a third-person verb with "Vous"/"You" ("Vous a joué", "You discards");
- what the game tells (history, captions, labels, summaries, the end page, what happened since
  a person last looked) is read by both people: it names every player and says "you" to
  nobody. Only the lines addressed to the person called to the screen (the status line, a
  refusal, the hot-seat page's heading and buttons) may say "you".
"""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QLabel,
    QWidget,
)
from test_plongee_ui_flow import FORBIDDEN as PLONGEE_FORBIDDEN
from test_plongee_ui_support import make_window as plongee_window
from test_rami_ui_support import make_window as rami_window
from test_rami_ui_you import FORBIDDEN as RAMI_FORBIDDEN

from abyss_cards.games import plongee, rami
from abyss_cards.games.plongee import bots as plongee_bots
from abyss_cards.games.rami import bots as rami_bots
from abyss_cards.ui.models.session import HUMAN
from abyss_cards.ui.plongee.dialogs import NewGameDialog as PlongeeDialog
from abyss_cards.ui.plongee.screen import PlongeeScreen
from abyss_cards.ui.rami.dialogs import NewGameDialog as RamiDialog
from abyss_cards.ui.rami.screen import RamiScreen
from abyss_cards.ui.table.new_game import PERSON

# The third person given to "Vous"/"You", in either game's words.
THIRD_PERSON = {
    lang: re.compile("|".join([PLONGEE_FORBIDDEN[lang].pattern, *RAMI_FORBIDDEN[lang]]))
    for lang in ("fr", "en")
}
# "You" in any form: nobody is "you" in what both people read.
SECOND_PERSON = re.compile(r"\b(Vous|vous|Votre|votre|Vos|vos|You|you|Your|your)\b")
# The default names the dialogs fill in for the person at the screen.
YOU_NAMES = {"vous", "you"}
PLAYER_1 = {"fr": "Joueur 1", "en": "Player 1"}


def plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", text)).strip()


class Texts:
    """Every text on show, gathered at each moment of the game: ``told`` what the game tells
    both people, ``addressed`` what is said to the person called to the screen."""

    def __init__(self, window, screen) -> None:
        self.window, self.screen = window, screen
        self.told: set[str] = set()
        self.addressed: set[str] = set()

    def _addressed_widgets(self) -> set[QWidget]:
        screen = self.screen
        widgets = {screen.status}
        for name in ("refusal_label", "total_label"):
            if hasattr(screen, name):
                widgets.add(getattr(screen, name))
        page = getattr(screen, "privacy_page", None)
        if page is not None:
            widgets |= {page.heading, page.reason, page.since_title}
        return widgets

    def look(self, *_args: object) -> None:
        addressed = self._addressed_widgets()
        for top in QApplication.topLevelWidgets():
            if not top.isVisible():
                continue
            for widget in (top, *top.findChildren(QWidget)):
                if not widget.isVisible():
                    continue
                if isinstance(widget, QLabel):
                    text = widget.text()
                    (self.addressed if widget in addressed else self.told).add(plain(text))
                elif isinstance(widget, QAbstractButton):
                    self.addressed.add(plain(widget.text()))
                elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
                    self._look_at_model(widget.model())
        self.addressed.add(self.window.statusBar().currentMessage())
        # The table's own texts: captions, seat labels, banners, bubbles.
        for item in self.screen.view.scene().items():
            text = getattr(item, "text", None)
            if item.isVisible() and callable(text):
                value = text()
                if isinstance(value, str):
                    self.told.add(plain(value))

    def _look_at_model(self, model) -> None:
        """Every text of a list's or a table's cells."""
        for row in range(model.rowCount()):
            column = 0  # (a list model keeps its column count to itself)
            while (index := model.index(row, column)).isValid():
                value = index.data()
                if isinstance(value, str):
                    self.told.add(plain(value))
                column += 1

    def check(self, lang: str, names: list[str]) -> None:
        told, addressed = self.told - {""}, self.addressed - {""}
        assert len(told) > 20
        assert any(n in t for t in told for n in names)  # the players are named
        wrong = sorted(t for t in told | addressed if THIRD_PERSON[lang].search(t))
        assert not wrong, wrong
        spoken_to = sorted(t for t in told if SECOND_PERSON.search(t))
        assert not spoken_to, spoken_to


def _play(qtbot, screen, texts: Texts, make_bot, *, reveal=None) -> None:
    """Both people's moves chosen by a computer player and played through the session, as a
    click would; summaries closed, the hot-seat page passed; every moment looked at."""
    players = {}
    # Every move is played here, so each moment is looked at on the next pass, once the
    # screen's deferred updates are done (a look on each of the session's signals as well
    # doubled the test's time and saw only what was replaced before anyone could read it).

    def step():
        texts.look()
        if screen.summary_dialog is not None:
            screen.summary_dialog.accept()
            return False
        if screen.stack.currentWidget() is screen.end_page:
            return True
        if reveal is not None and reveal(screen):
            return False
        state, session = screen.state, screen.session
        seat = state.current_player
        if (
            seat is not None
            and session.is_human_turn()
            and not session.held
            and not screen._summary_pending
        ):
            bot = players.setdefault(seat, make_bot(seat))
            session.play(bot.choose(state.view(seat), state.legal_actions()))
        return False

    qtbot.waitUntil(step, timeout=180000)
    texts.look()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_two_people_at_plongee_are_each_named(qtbot, language, lang):
    window = plongee_window(qtbot, animation_speed="off", player_name="")
    language(window, lang)
    dialog = PlongeeDialog(window.settings, window)
    dialog.count.setValue(2)
    dialog.kinds[1].setCurrentIndex(PERSON)
    seats = dialog.seats()
    dialog.close()
    assert [s.kind for s in seats] == [HUMAN, HUMAN]
    names = [s.name for s in seats]
    assert not {n.casefold() for n in names} & YOU_NAMES, names
    assert names[0] == PLAYER_1[lang]
    state = plongee.new_game(names, seed=12, target=20)
    screen = PlongeeScreen(window, state, seats, write_autosave=False)
    window.show_screen(screen)
    texts = Texts(window, screen)
    _play(qtbot, screen, texts, lambda seat: plongee_bots.make_bot("expert", seed=seat))
    texts.check(lang, names)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_two_people_at_rami_are_each_named(qtbot, language, lang):
    window = rami_window(qtbot, player_name="")
    language(window, lang)
    dialog = RamiDialog(window.settings, window)
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(HUMAN))
    seats = dialog.seats()
    dialog.close()
    assert [s.kind for s in seats] == [HUMAN, HUMAN]
    names = [s.name for s in seats]
    assert not {n.casefold() for n in names} & YOU_NAMES, names
    assert names[0] == PLAYER_1[lang]
    state = rami.new_game(names, seed=5, match_limit=150)
    screen = RamiScreen(window, state, seats, write_autosave=False)
    screen.deal_end_pause_ms = 0
    window.show_screen(screen)
    texts = Texts(window, screen)

    def reveal(s):
        if s.stack.currentWidget() is s.privacy_page:
            s.privacy_button.click()
            return True
        return False

    _play(qtbot, screen, texts, lambda seat: rami_bots.make_bot("greedy", seed=seat), reveal=reveal)
    texts.check(lang, names)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_default_you_gives_way_only_while_people_share_the_screen(qtbot, language, lang):
    window = plongee_window(qtbot, player_name="")
    language(window, lang)
    you = {"fr": "Vous", "en": "You"}[lang]
    dialog = PlongeeDialog(window.settings, window)
    dialog.count.setValue(3)
    assert dialog.names[0].text() == you  # alone against the computer: "you"
    dialog.kinds[2].setCurrentIndex(PERSON)
    assert dialog.names[0].text() == PLAYER_1[lang]
    dialog.kinds[2].setCurrentIndex(1)  # a computer player again
    assert dialog.names[0].text() == you
    # A name typed by hand stays as typed.
    dialog.names[0].setText("Ana")
    dialog.kinds[1].setCurrentIndex(PERSON)
    assert dialog.names[0].text() == "Ana"
    dialog.close()
    rami_dialog = RamiDialog(window.settings, window)
    assert rami_dialog.name.text() == you
    rami_dialog.opponent.setCurrentIndex(rami_dialog.opponent.findData(HUMAN))
    assert rami_dialog.name.text() == PLAYER_1[lang]
    assert [s.name for s in rami_dialog.seats()][0] == PLAYER_1[lang]
    rami_dialog.opponent.setCurrentIndex(0)
    assert rami_dialog.name.text() == you
    rami_dialog.close()
