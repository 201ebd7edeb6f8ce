"""Deals to share (issue 26): the same deal number typed in the new-game dialog deals the same
cards in every game; the "Deal of the day" box fills today's number (the date fixed here); the
end page shows the number to give a friend, and "Play this deal again" deals the same cards
while "Play again" deals new ones."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QWidget
from test_plongee_ui_support import open_screen as open_plongee
from test_rami_ui_support import open_screen as open_rami
from ui_checks import settle

from abyss_cards.core import deals
from abyss_cards.games import rami, registry
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.games import GameEntry, entry
from abyss_cards.ui.main_window import MainWindow
from abyss_cards.ui.models.session import BOT
from abyss_cards.ui.table import screen as table_screen
from abyss_cards.ui.table.end_page import EndPage

DAY = date(2026, 3, 14)
PERSON = 0  # "A person" in a seat's "Played by" list


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(GameEntry, "available", lambda self: True)
    # Computer players slower than the test reads the first state of a game.
    win = MainWindow(Settings(player_name="Ana", animation_speed="off", bot_pace="slow"))
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    yield win
    win.go_home()  # the screen leaves (its computer players stop) before the window goes


def _new_game(window, monkeypatch, key: str, choose) -> QWidget:
    """The game ``key`` as the home screen opens it, ``choose(dialog)`` filling its dialog."""
    dialog_class = entry(key).ui().dialog_class()

    def accept(dialog):
        choose(dialog)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialog_class, "exec", accept)
    window.open_entry(key)
    screen = window.screen_widget
    assert screen is not None
    return screen


def _people_only(dialog) -> None:
    """Every seat a person: nobody moves before the test reads the first state."""
    for kind in getattr(dialog, "kinds", []):
        kind.setCurrentIndex(PERSON)
    if hasattr(dialog, "opponent"):  # Rami: the other player on this screen
        dialog.opponent.setCurrentIndex(dialog.opponent.findData("human"))


def _typed(number: str):
    def choose(dialog):
        _people_only(dialog)
        dialog.seed.setText(number)

    return choose


@pytest.mark.parametrize("key", registry.keys())
def test_the_same_deal_number_deals_the_same_cards(window, monkeypatch, key):
    first = _new_game(window, monkeypatch, key, _typed("4821")).state.to_json()
    window.go_home()
    again = _new_game(window, monkeypatch, key, _typed("4821")).state.to_json()
    window.go_home()
    other = _new_game(window, monkeypatch, key, _typed("4822")).state.to_json()
    assert again == first
    assert other != first


@pytest.mark.parametrize("key", registry.keys())
def test_the_deal_of_the_day_box_fills_todays_number(window, monkeypatch, key, qtbot):
    todays = deals.deal_of_the_day(key, DAY)

    def choose(dialog):
        fold = dialog.advanced_fold
        fold.today = lambda: DAY
        assert fold.daily.isVisibleTo(dialog) and not fold.is_open()
        fold.daily.click()
        # The number shown where it is typed, for the person to read.
        assert dialog.seed.text() == str(todays) and fold.is_open()
        assert dialog.seed_value() == todays
        fold.daily.click()  # unticked: a new deal again
        assert dialog.seed.text() == "" and dialog.seed_value() is None
        fold.daily.click()
        # A number typed over today's is a deal of the person's own.
        dialog.seed.selectAll()
        QTest.keyClicks(dialog.seed, "77")
        assert not fold.daily.isChecked() and dialog.seed_value() == 77
        fold.daily.click()

    screen = _new_game(window, monkeypatch, key, choose)
    assert screen.state.seed == todays
    assert screen.session.meta["seed"] == todays


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_deal_of_the_day_is_ticked_with_the_keyboard(window, language, lang, qtbot):
    if lang != "en":
        language(window, lang)
    dialog = entry("plongee").ui().dialog_class()(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.advanced_fold.today = lambda: DAY
    dialog.show()
    settle()
    dialog.activateWindow()
    settle()
    QTest.keyClick(dialog, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # "&Donne du jour"
    qtbot.waitUntil(dialog.advanced_fold.daily.isChecked)
    assert dialog.seed_value() == deals.deal_of_the_day("plongee", DAY)
    dialog.close()


def test_the_end_page_shows_the_deal_and_plays_it_again(qtbot):
    started: list[str] = []
    page = EndPage(
        "testEnd", lambda: started.append("new"), lambda: None, on_replay_deal=started.append
    )
    qtbot.addWidget(page)
    page.show()
    assert not page.deal_label.isVisible() and not page.replay_deal_button.isVisible()
    page.set_deal(776817)
    assert page.deal_label.isVisible() and page.replay_deal_button.isVisible()
    assert page.deal_label.text().startswith("Deal number 776817 — give it to a friend")
    assert page.deal_label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    assert page.replay_deal_button.text() == "Play this deal again"
    page.replay_deal_button.click()
    assert started == [776817]
    # One new game per click.
    assert not page.replay_deal_button.isEnabled() and not page.replay_button.isEnabled()
    for damaged in (None, -4, True, "776817", 10**12):
        page.set_deal(damaged)
        assert page.deal is None and not page.deal_label.isVisible()
        assert not page.replay_deal_button.isVisible()


def _deal_shown(screen, number: int) -> None:
    page = screen.end_page
    assert screen.stack.currentWidget() is page
    assert str(number) in page.deal_label.text() and page.deal_label.isVisible()
    assert page.replay_deal_button.isVisible()
    assert page.findChildren(QLabel, "endDeal") == [page.deal_label]
    assert isinstance(page.replay_deal_button, QPushButton)


def _column_shown(qtbot, screen) -> None:
    # The Abyss end page's column shows a pass after the final board beneath is painted.
    qtbot.waitUntil(lambda: screen.end_page.scroll_area.isVisible())


def _played_again(qtbot, window, screen, button) -> QWidget:
    window.settings.bot_pace = "slow"  # the next game waits: its first state can be read
    button.click()
    qtbot.waitUntil(lambda: window.screen_widget is not screen)  # built, then shown
    return window.screen_widget


def test_plongee_plays_the_same_deal_again_from_its_end_page(qtbot, window):
    window.settings.bot_pace = "instant"
    screen = open_plongee(window, players=3, humans=(), seed=12, target=15)
    first = screen.state.to_json()  # before any computer player moved

    def over():
        if screen.summary_dialog is not None:
            screen.summary_dialog.accept()
        return screen.stack.currentWidget() is screen.end_page

    qtbot.waitUntil(over, timeout=60000)
    _deal_shown(screen, 12)
    again = _played_again(qtbot, window, screen, screen.end_page.replay_deal_button)
    assert again.state.to_json() == first
    assert again.state.target == 15
    window.go_home()


def test_rami_plays_the_same_match_again_from_its_end_page(qtbot, window, monkeypatch):
    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 3600.0)  # the test closes them
    window.settings.bot_pace = "instant"
    state = rami.new_game(["Ana", "Bot"], seed=5, match_limit=150)
    first = state.to_json()
    screen = open_rami(window, state, kinds=(BOT, BOT))
    while not (state.is_over and screen.summary_dialog is None):
        qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
        screen.summary_dialog.accept()
    _deal_shown(screen, 5)
    # Rami's own words: its number deals the whole match.
    assert screen.end_page.replay_deal_button.text() == "Play this match again"
    said = "Match number 5 — give it to a friend to play the same match."
    assert screen.end_page.deal_label.text() == said
    assert screen.replay_button.text() == "New match"
    again = _played_again(qtbot, window, screen, screen.end_page.replay_deal_button)
    assert again.state.to_json() == first


def test_abyss_plays_the_same_deal_again_and_play_again_deals_anew(qtbot, window, monkeypatch):
    def choose(dialog):
        dialog.seed.setText("4821")

    screen = _new_game(window, monkeypatch, "abyss", choose)
    first = screen.state.to_json()
    screen.state.over = True  # the end, as far as the end page is concerned
    screen._game_over()
    _column_shown(qtbot, screen)
    _deal_shown(screen, 4821)
    again = _played_again(qtbot, window, screen, screen.end_page.replay_deal_button)
    assert again.state.to_json() == first
    again.state.over = True
    again._game_over()
    _column_shown(qtbot, again)
    _deal_shown(again, 4821)
    fresh = _played_again(qtbot, window, again, again.end_page.replay_button)
    assert fresh.state.to_json() != first
