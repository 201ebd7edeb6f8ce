"""Hot seat, purchases out of turn (issue 23): a person offered an Ally may pass for the whole
exploration (a button and P), so that an exploration costs at most one hand-over per person
who can buy; persons who cannot pay are never called; the privacy page says what is asked of
whom ("Bruno: Ana explores — buy?")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from test_abyss_ui_play import _screen

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.ui.models.session import HUMAN, Seat

PEOPLE = [Seat("Ana", HUMAN), Seat("Bruno", HUMAN), Seat("Carla", HUMAN)]


def _exploration(qtbot):
    """Ana explores three Allies; Bruno can buy (5 Pearls), Carla cannot (none)."""
    state = scenario(
        3,
        active=0,
        pearls={1: 5, 2: 0},
        deck_top=[("crabs", 1), ("squids", 2), ("shellfish", 3)],
    )
    screen = _screen(qtbot, state, PEOPLE)
    calls: list[int | None] = []  # each hand-over: the person the privacy page calls
    screen.stack.currentChanged.connect(
        lambda _: (
            calls.append(screen._calling)
            if screen.stack.currentWidget() is screen.privacy_page
            else None
        )
    )
    return state, screen, calls


def _settled(screen, state):
    return lambda: (
        not screen.autoplaying
        and not screen.session.thinking
        and (
            screen.stack.currentWidget() is screen.privacy_page
            or screen.table.viewer == state.current_player
        )
    )


def _come(qtbot, screen, state):
    """The person called says they are at the screen."""
    qtbot.waitUntil(_settled(screen, state))
    if screen.stack.currentWidget() is screen.privacy_page:
        qtbot.keyClick(screen.privacy_page, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.table_page)


def test_passing_for_the_whole_exploration_costs_one_hand_over_per_person_who_can_buy(qtbot):
    state, screen, calls = _exploration(qtbot)
    screen._play(A.Explore())  # Crab 1: Bruno is asked (Carla cannot pay)
    qtbot.waitUntil(_settled(screen, state))
    assert calls == [1]
    _come(qtbot, screen, state)
    assert state.current_player == 1 and state.pending == "auction"
    whole = screen.findChild(QPushButton, "abyssWholePass")
    assert whole is not None and whole.isVisible()
    assert whole.text() == "Pass all"
    qtbot.keyClick(screen.view, Qt.Key.Key_P)  # the key, as the button
    _come(qtbot, screen, state)  # back to Ana, who explores on
    assert state.pending == "ally_choice" and calls == [1, 0]
    assert "No purchase for the rest of this exploration: Bruno" in screen.status.text()
    for _ in range(2):  # Squid 2, Shellfish 3: Bruno's Pass is played for him, no hand-over
        screen._play(A.RevealNext())
        qtbot.waitUntil(
            lambda: state.pending == "ally_choice" and _settled(screen, state)(), timeout=10000
        )
        assert screen.stack.currentWidget() is screen.table_page
    # Carla (no Pearl) is never called; the Journal says why, for each Ally.
    short = "Not enough Pearls to buy it (price 1): Carla"
    assert screen.journal.lines().count(short) == 3
    passes = [t.seat for t in state.history if t.action == A.Pass()]
    assert passes == [1, 1, 1]  # one engine Pass per offer, each Bruno's
    assert calls == [1, 0]  # one hand-over to the one person who could buy, one back
    screen._play(A.TakeAlly())  # the exploration ends (then Bruno's own turn is called)
    assert screen.passes.current(state) == []  # forgotten with the exploration
    assert "No purchase" not in screen.status.text()
    screen.leave()


def test_a_pass_for_the_exploration_survives_a_resume(qtbot):
    from test_abyss_ui_play import _window

    from abyss_cards.ui.abyss import GAME_UI
    from abyss_cards.ui.models.entry_points import resume_screen

    state, screen, calls = _exploration(qtbot)
    screen._play(A.Explore())
    _come(qtbot, screen, state)
    screen.pass_whole_exploration()
    _come(qtbot, screen, state)
    payload = screen.session.payload()
    screen.leave()
    again = resume_screen(_window(), SimpleNamespace(payload=payload), GAME_UI)
    qtbot.addWidget(again)
    again.session.stop()
    assert again.passes.current(again.state) == [1]
    again.leave()


def test_the_next_exploration_asks_again(qtbot):
    state, screen, calls = _exploration(qtbot)
    screen._play(A.Explore())
    _come(qtbot, screen, state)
    screen.pass_whole_exploration()
    _come(qtbot, screen, state)
    screen._play(A.TakeAlly())
    assert screen.passes.current(state) == []
    assert screen.passes.turn is None
    screen.leave()


@pytest.mark.parametrize(
    ("lang", "heading", "button"),
    [
        ("fr", "Bruno : Ana explore — acheter\u00a0?", "Tout passer"),
        ("en", "Bruno: Ana explores — buy?", "Pass all"),
    ],
)
def test_the_privacy_page_says_what_is_asked_of_whom(qtbot, lang_of, lang, heading, button):
    lang_of(lang)
    state, screen, calls = _exploration(qtbot)
    screen._play(A.Explore())
    qtbot.waitUntil(_settled(screen, state))
    assert screen.privacy_page.heading.text() == heading
    _come(qtbot, screen, state)
    assert screen.findChild(QPushButton, "abyssWholePass").text() == button
    screen.leave()


def test_two_people_who_can_buy_each_take_the_screen_once(qtbot):
    """Bruno and Carla can both buy; each passes for the whole exploration when first asked:
    three cards cost one hand-over to each, and one back to Ana."""
    state = scenario(
        3,
        active=0,
        pearls={1: 5, 2: 5},
        deck_top=[("crabs", 1), ("squids", 2), ("shellfish", 3)],
    )
    screen = _screen(qtbot, state, PEOPLE)
    calls: list[int | None] = []
    screen.stack.currentChanged.connect(
        lambda _: (
            calls.append(screen._calling)
            if screen.stack.currentWidget() is screen.privacy_page
            else None
        )
    )
    screen._play(A.Explore())
    for person in (1, 2):
        _come(qtbot, screen, state)
        assert state.current_player == person and state.pending == "auction"
        screen.whole_pass_button.click()
    _come(qtbot, screen, state)
    assert "No purchase for the rest of this exploration: Bruno, Carla" in screen.status.text()
    for _ in range(2):
        screen._play(A.RevealNext())
        qtbot.waitUntil(lambda: state.pending == "ally_choice" and _settled(screen, state)())
    assert [t.seat for t in state.history if t.action == A.Pass()] == [1, 2, 1, 2, 1, 2]
    assert calls == [1, 2, 0]
    screen.leave()


def test_a_computer_player_who_cannot_pay_gets_no_line_in_the_journal(qtbot):
    """Only a person could wonder why they were not asked: of a computer player short of
    Pearls, a line on every card revealed would only hide the rest of the Journal (the
    exploration's replay still says it)."""
    from abyss_cards.ui.models.session import BOT

    state = scenario(
        3,
        active=0,
        pearls={1: 0, 2: 0},
        deck_top=[("crabs", 1), ("squids", 2), ("shellfish", 3)],
    )
    seats = [Seat("Ana", HUMAN), Seat("Bruno", BOT, "medium"), Seat("Carla", HUMAN)]
    screen = _screen(qtbot, state, seats)
    screen._play(A.Explore())
    qtbot.waitUntil(_settled(screen, state))
    lines = [line for line in screen.journal.lines() if line.startswith("Not enough Pearls")]
    assert lines == ["Not enough Pearls to buy it (price 1): Carla"]
    screen.leave()


def test_a_change_of_language_on_the_privacy_page_says_it_again(qtbot, lang_of):
    """The language changed while the screen waits for Bruno: the page reads in the new
    language (it kept the old one), and the Journal stays everyone's until he is there."""
    state, screen, calls = _exploration(qtbot)
    screen._play(A.Explore())
    qtbot.waitUntil(_settled(screen, state))
    assert screen.stack.currentWidget() is screen.privacy_page and screen._calling == 1
    names = [s.name for s in PEOPLE]
    lang_of("fr")
    screen.window_.language = "fr"
    screen.retranslate()
    page = screen.privacy_page
    assert screen.stack.currentWidget() is page
    assert page.heading.text() == "Bruno : Ana explore — acheter\u00a0?"
    assert page.button.text() == "Je suis Bruno : montrer mes cartes"
    assert screen.journal.lines() == screen.journal.lines_for(screen.events, names, -1, "fr")
    _come(qtbot, screen, state)  # Bruno at the screen: his own view, in French
    assert screen.journal.lines() == screen.journal.lines_for(screen.events, names, 1, "fr")
    lang_of("en")
    screen.leave()
