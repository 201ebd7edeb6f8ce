"""The proof of the screens' contract (issue #22): the tests' toy game (``tests/toy_game.py``)
gets a whole screen from its small UI package (``tests/toy_ui/``) on the shared ``GameScreen``.
It is opened from the home screen like the built-in games, played to its end page through the
table, left in the middle and resumed from the home screen exactly where it was."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import toy_game
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFrame
from toy_ui.dialogs import ToyNewGameDialog
from toy_ui.screen import ToyScreen

from abyss_cards.games import registry
from abyss_cards.storage import autosave
from abyss_cards.storage.settings import Settings
from abyss_cards.ui import games
from abyss_cards.ui.main_window import MainWindow

TESTS = Path(__file__).parent
ROOT = TESTS.parent


@pytest.fixture
def toy_registered():
    registry.register(toy_game.GAME)
    games.register_ui("toy", "toy_ui")
    yield
    games.unregister_ui("toy")
    registry.unregister("toy")


def make_window(qtbot) -> MainWindow:
    window = MainWindow(Settings(animation_speed="off", bot_pace="instant", player_name="Ana"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def tile(window, key="toy"):
    # The tiles of the home screen before a refresh go on a later pass of the event loop.
    return window.home.findChildren(QFrame, f"tile-{key}")[-1]


def accept_new_game(kinds: list[int]) -> None:
    """When the new-game dialog is up: one seat per entry of ``kinds`` (0 a person, 1-3 a
    computer), then Play."""

    def fill() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, ToyNewGameDialog)]
        dialog = next((d for d in dialogs if d.isVisible()), None)
        if dialog is None:  # exec() has not shown it yet: look again on the next pass
            QTimer.singleShot(0, fill)
            return
        dialog.count.setValue(len(kinds))
        for i, kind in enumerate(kinds):
            dialog.kinds[i].setCurrentIndex(kind)
            dialog.names[i].setText(["Ana", "Léo", "Marin"][i])
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, fill)


def click_card(qtbot, screen, card) -> None:
    view = screen.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(card.pos()))


def press(qtbot, window, screen, key) -> None:
    """``key`` on the table, as a person at the keyboard: the window active (the offscreen
    platform does not give it back by itself after a dialog or a change of screen), the focus
    on the table (where the screen puts it on a person's turn)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: screen.view.hasFocus())
    qtbot.keyClick(screen.view, key)


def wait_for_turn(qtbot, screen, seat) -> None:
    qtbot.waitUntil(
        lambda: screen.state.current_player == seat and screen.table.seats[seat].interactive
    )


def test_the_toy_game_is_opened_from_home_and_played_to_its_end_page(qtbot, toy_registered):
    window = make_window(qtbot)
    assert tile(window).open_button.isEnabled(), "a game with a GAME_UI is available"
    accept_new_game([0, 1, 2])  # Ana, and two computer players
    qtbot.mouseClick(tile(window).open_button, Qt.MouseButton.LeftButton)
    screen = window.screen_widget
    assert type(screen) is ToyScreen
    assert [s.level for s in screen.seats[1:]] == ["random", "greedy"]  # the toy's own levels
    wait_for_turn(qtbot, screen, 0)
    assert "Your card is" in screen.status.text()
    click_card(qtbot, screen, screen.table.deck)  # swap, by a click on the deck
    assert [type(t.action) for t in screen.state.history][:1] == [toy_game.Swap]
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.end_page, timeout=20000)
    winner = screen.state.winners[0]
    title = screen.end_page.title.text()
    assert title == ("You win!" if winner == 0 else f"{screen.seats[winner].name} wins!")
    assert screen.end_page.placings[0].name == screen.seats[winner].name
    # Every card is shown at the end, the winner's the highest.
    faces = [card.face for card in screen.table.seats]
    assert faces == list(screen.state.cards) and max(faces) == faces[winner]
    assert autosave.load("toy") is None, "a finished game leaves no autosave"
    # Play again: the same seats, a new deal, on a new table of the same screen class.
    qtbot.mouseClick(screen.end_page.replay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.screen_widget is not screen)
    again = window.screen_widget
    assert type(again) is ToyScreen and again.seats == screen.seats and not again.state.history
    window.go_home()


def test_a_toy_game_left_between_two_people_resumes_from_home_where_it_was(qtbot, toy_registered):
    window = make_window(qtbot)
    accept_new_game([0, 0, 2])  # Ana and Léo at one screen, and Marin
    qtbot.mouseClick(tile(window).open_button, Qt.MouseButton.LeftButton)
    screen = window.screen_widget
    wait_for_turn(qtbot, screen, 0)
    press(qtbot, window, screen, Qt.Key.Key_K)  # Ana keeps her card, by the keyboard
    # Léo's turn: the table hides Ana's card until Léo says he is at the screen.
    assert screen.stack.currentWidget() is screen.privacy_page
    assert "Léo" in screen.privacy_page.heading.text()
    assert "Ana kept their card." in screen.privacy_page.since.text()
    screen.session.flush_autosave()
    saved = screen.state.to_json()
    assert autosave.load("toy").payload["state"] == json.loads(saved)
    window.go_home()
    assert autosave.available() == ["toy"]
    # The home screen's new tiles show on the next pass of the event loop.
    qtbot.waitUntil(lambda: tile(window).resume_button.isVisibleTo(window))
    qtbot.mouseClick(tile(window).resume_button, Qt.MouseButton.LeftButton)
    resumed = window.screen_widget
    assert type(resumed) is ToyScreen and resumed is not screen
    assert resumed.state.to_json() == saved
    assert [s.to_json() for s in resumed.seats] == [s.to_json() for s in screen.seats]
    # Resumed between two people: Léo is asked for again before the table shows.
    assert resumed.stack.currentWidget() is resumed.privacy_page
    qtbot.mouseClick(resumed.privacy_page.button, Qt.MouseButton.LeftButton)
    assert resumed.stack.currentWidget() is resumed.table_page
    wait_for_turn(qtbot, resumed, 1)
    assert resumed.table.seats[1].face == resumed.state.cards[1]
    assert resumed.table.seats[0].face is None, "Léo does not see Ana's card"
    press(qtbot, window, resumed, Qt.Key.Key_S)  # Léo swaps
    qtbot.waitUntil(lambda: resumed.stack.currentWidget() is resumed.end_page, timeout=20000)
    assert [str(t.action) for t in resumed.state.history][:2] == ["keep", "swap"]
    winner = resumed.seats[resumed.state.winners[0]].name
    assert resumed.end_page.title.text() == f"{winner} wins!"  # two people: nobody is "you"
    window.go_home()


def test_resumed_between_people_on_a_computers_turn_the_table_stays_hidden(qtbot, toy_registered):
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat

    window = make_window(qtbot)
    seats = [Seat("Marin", BOT, "greedy"), Seat("Ana", HUMAN), Seat("Léo", HUMAN)]
    state = toy_game.new_game([s.name for s in seats], seed=5)
    screen = ToyScreen(window, state, seats, ui={"shown_seat": 2}, autostart=False)
    window.show_screen(screen)
    assert screen.stack.currentWidget() is screen.privacy_page  # Marin's turn: Léo's card hid
    screen.session.start()
    qtbot.waitUntil(lambda: screen.state.current_player == 1)
    assert screen.stack.currentWidget() is screen.privacy_page
    assert "Ana" in screen.privacy_page.heading.text()
    assert "Marin" in screen.privacy_page.since.text()
    qtbot.mouseClick(screen.privacy_page.button, Qt.MouseButton.LeftButton)
    assert screen.stack.currentWidget() is screen.table_page
    assert screen.table.seats[1].face == screen.state.cards[1] and screen.table.seats[1].interactive
    window.go_home()


def test_the_shared_undo_says_why_not_once_every_card_is_shown(qtbot, toy_registered):
    window = make_window(qtbot)
    accept_new_game([0, 1])  # Ana, then a computer player whose move ends the game
    qtbot.mouseClick(tile(window).open_button, Qt.MouseButton.LeftButton)
    screen = window.screen_widget
    wait_for_turn(qtbot, screen, 0)
    assert not screen.undo_button.isEnabled()  # nothing played yet
    click_card(qtbot, screen, screen.table.seats[0])  # Ana keeps, by a click on her card
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.end_page)
    assert str(screen.state.history[0].action) == "keep"
    assert not screen.undo_button.isEnabled()
    assert screen.undo_button.toolTip().endswith("Take back your last move (Ctrl+Z)")
    assert screen.session.undo_refusal(), "the greyed Undo says first why"
    window.go_home()


def test_a_game_without_its_ui_registered_is_not_available(toy_registered):
    games.unregister_ui("toy")
    assert not games.entry("toy").available()
    games.register_ui("toy", "toy_ui")
    assert games.entry("toy").available()
    assert games.entry("toy").ui() is __import__("toy_ui").GAME_UI


def test_the_toy_screenshot_screen_draws_the_persons_card(qtbot, toy_registered):
    import toy_ui

    window = make_window(qtbot)
    screen = toy_ui.screenshot_screen(window, (1024, 640))
    window.show_screen(screen)
    assert screen.table.seats[0].face == screen.state.cards[0]
    assert screen.table.seats[1].face is None, "the computer player's card stays hidden"
    assert screen.table.deck.badge == str(len(screen.state.deck))
    window.go_home()


# -- docs/adding-a-game.md -----------------------------------------------------------------


def listed_files() -> list[str]:
    text = (ROOT / "docs" / "adding-a-game.md").read_text("utf-8")
    block = re.search(r"```text\n(.*?)```", text, re.S)
    assert block, "the doc lists the files in a ```text block"
    return [line.split()[0] for line in block.group(1).splitlines() if line.strip()]


def test_the_doc_lists_at_most_twelve_files_all_in_the_games_own_places():
    files = listed_files()
    assert len(files) <= 12
    own = ("abyss_cards/games/<key>/", "abyss_cards/ui/<key>/", "resources/")
    for path in files:
        assert path.startswith(own) or path == "abyss_cards/games/registry.py", path


@pytest.mark.parametrize("kind", range(12))
def test_each_file_the_doc_lists_exists_for_a_real_game_or_the_toy(kind):
    files = listed_files()
    if kind >= len(files):
        pytest.skip("fewer files listed")
    path = files[kind]
    toy = {
        "abyss_cards/games/<key>/__init__.py": TESTS / "toy_game.py",
        "abyss_cards/ui/<key>/__init__.py": TESTS / "toy_ui" / "__init__.py",
        "abyss_cards/ui/<key>/table.py": TESTS / "toy_ui" / "table.py",
        "abyss_cards/ui/<key>/screen.py": TESTS / "toy_ui" / "screen.py",
        "abyss_cards/ui/<key>/dialogs.py": TESTS / "toy_ui" / "dialogs.py",
    }
    if path in toy:
        assert toy[path].exists()
        return
    real = [ROOT / path.replace("<key>", key) for key in registry.BUILT_IN]
    assert any(p.exists() for p in real), f"no game has {path}"


def test_the_toy_ui_is_at_most_three_hundred_lines():
    lines = sum(len(p.read_text("utf-8").splitlines()) for p in (TESTS / "toy_ui").glob("*.py"))
    assert lines <= 300
