"""The UI contract of a game (issue 22): every registered game's UI package describes itself
once in a ``GameUI``, and the window opens and resumes every game through the one generic
``new_screen``/``resume_screen`` (``abyss_cards.ui.models.entry_points``)."""

import json
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from abyss_cards.games import registry
from abyss_cards.storage import autosave
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.games import GameEntry, entry
from abyss_cards.ui.main_window import MainWindow
from abyss_cards.ui.models.entry_points import GameUI

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import fuzz_saves  # after the path is set

# Every release-0.1 save of every game, as a case of its own.
SAVES = [
    pytest.param(key, i, id=f"{key}-{i}")
    for key in registry.keys()
    for i in range(len(fuzz_saves.stored_saves(key)))
]


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(GameEntry, "available", lambda self: True)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    win = MainWindow(Settings(player_name="Ana"))
    qtbot.addWidget(win)
    win.show()
    win.warnings = shown
    yield win
    win.go_home()  # the screen leaves (its computer players stop) before the window goes


@pytest.mark.parametrize("key", registry.keys())
def test_every_game_describes_its_screen_once(key):
    game_ui = entry(key).ui()
    assert isinstance(game_ui, GameUI) and game_ui.key == key
    assert issubclass(game_ui.screen_class(), QWidget)
    assert issubclass(game_ui.dialog_class(), QDialog)
    assert game_ui.noun


@pytest.mark.parametrize("module", [SimpleNamespace(), SimpleNamespace(GAME_UI="plongee")])
def test_a_package_without_its_game_ui_is_refused(monkeypatch, module):
    monkeypatch.setattr(GameEntry, "load", lambda self: module)
    with pytest.raises(TypeError):
        entry("plongee").ui()


def test_a_game_ui_of_another_game_is_refused(monkeypatch):
    rami = entry("rami").load()
    monkeypatch.setattr(GameEntry, "load", lambda self: rami)
    with pytest.raises(TypeError):
        entry("plongee").ui()


@pytest.mark.parametrize(("key", "index"), SAVES)
def test_every_saved_game_resumes_through_the_window(window, key, index):
    doc = fuzz_saves.stored_saves(key)[index]
    autosave.autosave_path(key).write_text(json.dumps(doc), "utf-8")
    window.resume_game(key)
    screen = window.screen_widget
    assert window.warnings == []
    assert type(screen) is entry(key).ui().screen_class()
    saved_names = [seat["name"] for seat in doc["data"]["payload"]["seats"]]
    assert [seat.name for seat in screen.seats] == saved_names
    screen.state.check_invariants()


@pytest.mark.parametrize(("key", "index"), SAVES)
def test_a_computer_player_of_an_unknown_level_is_refused_for_every_game(window, key, index):
    doc = fuzz_saves.stored_saves(key)[index]
    bots = [seat for seat in doc["data"]["payload"]["seats"] if seat["kind"] == "bot"]
    bots[0]["level"] = "grandmaster"
    path = autosave.autosave_path(key)
    path.write_text(json.dumps(doc), "utf-8")
    window.resume_game(key)
    assert window.screen_widget is None
    assert len(window.warnings) == 1 and "set aside" in window.warnings[0]
    assert not path.exists()


@pytest.mark.parametrize("key", registry.keys())
def test_a_new_game_asks_its_dialog_and_keeps_its_choices(window, monkeypatch, key):
    dialog_class = entry(key).ui().dialog_class()

    def accept(dialog):
        dialog.seed.setText("4821")  # the deal number typed in the Advanced fold
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialog_class, "exec", accept)
    window.open_entry(key)
    screen = window.screen_widget
    assert type(screen) is entry(key).ui().screen_class()
    assert screen.state.seed == 4821
    assert screen.state.num_players == len(screen.seats)
    assert f"{key}_new_game" in window.settings.remembered


@pytest.mark.parametrize("key", registry.keys())
def test_a_cancelled_new_game_stays_home(window, monkeypatch, key):
    dialog_class = entry(key).ui().dialog_class()
    monkeypatch.setattr(dialog_class, "exec", lambda self: QDialog.DialogCode.Rejected)
    window.open_entry(key)
    assert window.screen_widget is None and window.stack.currentWidget() is window.home
    assert f"{key}_new_game" not in window.settings.remembered


def test_plongee_gives_the_engine_the_target_chosen(window, monkeypatch):
    dialog_class = entry("plongee").ui().dialog_class()

    def accept(dialog):
        dialog.target.setValue(150)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialog_class, "exec", accept)
    window.open_entry("plongee")
    assert window.screen_widget.state.target == 150


@pytest.mark.parametrize("key", registry.keys())
def test_no_key_is_bound_twice_on_a_game_s_screen(window, key):
    """A key given two shortcuts on one screen is "ambiguous" to Qt, which then does neither:
    Rami's T (take the discard) did nothing that way."""
    from PySide6.QtGui import QShortcut

    doc = fuzz_saves.stored_saves(key)[0]
    autosave.autosave_path(key).write_text(json.dumps(doc), "utf-8")
    window.resume_game(key)
    screen = window.screen_widget
    assert screen is not None
    keys = [
        s.key().toString()
        for s in screen.findChildren(QShortcut)
        if s.parent() is screen and not s.key().isEmpty()
    ]
    assert len(keys) >= 3  # the screen's own keys were found
    assert sorted(k for k in set(keys) if keys.count(k) > 1) == []
