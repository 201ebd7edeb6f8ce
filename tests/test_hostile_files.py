"""Files of the wrong shape never reach a widget (issue 16, items 4-6, 13): a Marquoir draft with
5,000 digits or the wrong types, settings with a wrong-shaped entry, autosaves whose envelope is
wrong, stale temporary files."""

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from abyss_cards.games import registry
from abyss_cards.storage import autosave, files, paths
from abyss_cards.storage.marquoir import parse_number
from abyss_cards.storage.settings import Settings, load_settings, save_settings, settings_path
from abyss_cards.ui.games import GameEntry
from abyss_cards.ui.main_window import MainWindow
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.screen import MarquoirScreen

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import fuzz_saves  # after the path is set


def write_draft(data):
    files.Document("abyss-cards-marquoir-draft", 1).write(drafts.draft_path(), data)


def good_draft(**changes):
    cells = [{"name": "Ana", "locations": "12"}, {"name": "Léo"}]
    return {
        "played_on": "2024-05-31",
        "note": "",
        "cells": cells,
        "uid": "",
        "created_at": "",
        "breakdowns": [],
        **changes,
    }


def test_five_thousand_digits_are_a_plain_problem_not_an_error():
    value, problem = parse_number("lords", "9" * 5000)
    assert value is None and "more than 150" in str(problem)
    assert len(str(problem)) < 80  # the message quotes a few digits, not 5,000
    value, problem = parse_number("lords", "-" + "9" * 5000)
    assert value is None and "negative" in str(problem)
    assert parse_number("lords", "0" * 5000 + "42") == (42, None)


def test_a_draft_with_five_thousand_digits_opens_in_a_real_dialog(abyss_home):
    """A subprocess: on the release this was a segmentation fault (Resume, then New sheet)."""
    write_draft(
        good_draft(
            cells=[{"name": "Ana", "lords": "9" * 5000}, {"name": "Léo", "locations": "1" * 5000}]
        )
    )
    script = textwrap.dedent("""
        from PySide6.QtWidgets import QApplication
        from abyss_cards.ui.marquoir.screen import MarquoirScreen
        app = QApplication([])
        screen = MarquoirScreen()
        screen.show()
        seen = []
        def run(dialog):
            dialog.show()
            app.processEvents()
            model = dialog.editor.model
            seen.append(model.data(model.index(2, 0)))
            seen.append(dialog.editor.problems_label.text())
            seen.append(dialog.save_button.isEnabled())
            return False
        screen.run_sheet_dialog = run
        screen.resume_draft()
        screen.new_sheet()
        assert len(seen[0]) == 5000, len(seen[0])
        assert "more than 150" in seen[1], seen[1]
        assert seen[2] is False
        print("fine", len(seen))
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ABYSS_CARDS_HOME=str(abyss_home))
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "fine 6" in result.stdout


@pytest.mark.parametrize(
    "bad",
    [
        {"cells": "Ana"},
        {"cells": [1, 2]},
        {"cells": [{"name": ["Ana"]}, {"name": "Léo"}]},
        {"cells": [{"name": "Ana", "lords": 12}, {"name": "Léo"}]},
        {"cells": [{"name": "x" * 20_000}, {"name": "Léo"}]},
        {"cells": [{"name": "Ana"}] * 40},
        {"played_on": 20240531},
        {"note": {"text": "chez Zoé"}},
        {"breakdowns": "allies"},
    ],
)
def test_a_wrong_shaped_draft_is_set_aside_and_the_screen_says_so(qtbot, bad):
    write_draft(good_draft(**bad))
    screen = MarquoirScreen()
    qtbot.addWidget(screen)
    assert not screen.banner.isVisibleTo(screen)  # nothing offered that cannot be resumed
    assert screen.notice.isVisibleTo(screen)
    assert "could not be read back" in screen.notice.text()
    assert not drafts.draft_path().exists()
    kept = list(drafts.draft_path().parent.glob("marquoir-draft.json.corrupt-*"))
    assert (
        len(kept) == 1
        and json.loads(kept[0].read_text("utf-8"))["data"]["cells"] == good_draft(**bad)["cells"]
    )
    screen.leave()


def test_an_unreadable_draft_file_is_told_not_silent(qtbot):
    drafts.draft_path().write_text("{ half a draft", "utf-8")
    screen = MarquoirScreen()
    qtbot.addWidget(screen)
    assert "could not be read back" in screen.notice.text()
    assert files.take_notices() == []  # told once, by the screen, not again at the next start
    screen.leave()


def test_helper_sums_of_the_wrong_shape_are_ignored(qtbot):
    write_draft(
        good_draft(
            breakdowns=[
                [0, "allies", {"kraken": 10**40}],
                [7, "allies", {"kraken": 1}],
                [0, "name", {"kraken": 1}],
                [1, "monsters", {"2": 3}],
            ]
        )
    )
    screen = MarquoirScreen()
    qtbot.addWidget(screen)
    dialogs = []
    screen.run_sheet_dialog = lambda dialog: dialogs.append(dialog.editor.model.breakdowns) or False
    screen.resume_draft()
    assert dialogs == [{(1, "monsters"): {"2": 3}}]
    screen.leave()


# --- settings -----------------------------------------------------------------------------------

WRONG_REMEMBERED = [
    {"plongee_new_game": ["players", 4], "rami_new_game": "expert"},
    {
        "plongee_new_game": {"players": [4], "target": "100", "seats": {"name": "Ana"}},
        "rami_new_game": {"other_name": 12, "level": ["expert"], "opponent": None},
    },
    {
        "plongee_new_game": {"seats": [{"name": ["Ana"], "choice": "2"}, 7]},
        "rami_new_game": {"other_name": "x" * 5000},
    },
    ["not", "an", "object"],
]


@pytest.mark.parametrize("remembered", WRONG_REMEMBERED)
def test_wrong_shaped_remembered_choices_give_working_new_game_dialogs(qtbot, remembered):
    from abyss_cards.ui.plongee.dialogs import NewGameDialog as PlongeeNewGame
    from abyss_cards.ui.rami.dialogs import NewGameDialog as RamiNewGame

    files.Document("abyss-cards-settings", 1).write(
        settings_path(), {"language": "en", "remembered": remembered, "player_name": "Zoé"}
    )
    settings = load_settings()
    assert settings.player_name == "Zoé" and settings.language == "en"  # the rest is kept
    for make in (PlongeeNewGame, RamiNewGame):
        dialog = make(settings)
        qtbot.addWidget(dialog)
        dialog.show()
        assert isinstance(dialog.remember(), dict)
    save_settings(settings)
    written = json.loads(settings_path().read_text("utf-8"))["data"]["remembered"]
    assert written == load_settings().remembered
    assert json.dumps(written).find("x" * 100) == -1


def test_a_wrong_shaped_setting_is_never_written_back():
    bad = Settings()
    bad.remembered = {"rami_new_game": {"other_name": ["Ana"]}, "other": {"ok": 1}}
    bad.table_theme = 3
    bad.four_colour_cards = "yes"
    save_settings(bad)
    data = json.loads(settings_path().read_text("utf-8"))["data"]
    assert data["table_theme"] == "green" and data["four_colour_cards"] is False
    assert data["remembered"] == {"rami_new_game": {}, "other": {"ok": 1}}


def test_stale_settings_temp_files_are_cleaned_at_start(abyss_home):
    from abyss_cards.ui.startup import prepare_folders

    folder = paths.config_dir()
    stale = [folder / f".settings.json.{i}abc.tmp" for i in range(25)]
    for path in stale:
        path.write_text("half a write", "utf-8")
        old = time.time() - 2 * files.STALE_TEMP_SECONDS
        os.utime(path, (old, old))
    fresh = folder / ".settings.json.now.tmp"  # another window is writing it this very moment
    fresh.write_text("being written", "utf-8")
    keep = folder / "notes.tmp"
    keep.write_text("not ours", "utf-8")
    (paths.autosave_dir() / ".rami.json.x1.tmp").write_text("", "utf-8")
    os.utime(paths.autosave_dir() / ".rami.json.x1.tmp", (old, old))
    assert prepare_folders() is None
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and keep.exists()
    assert not (paths.autosave_dir() / ".rami.json.x1.tmp").exists()


# --- autosaves ----------------------------------------------------------------------------------


def real_save(game):
    """The game's first release-0.1 file (Abyss's engine save wrapped as an autosave)."""
    return fuzz_saves.stored_saves(game)[0]


def mutate(game, how):
    doc = real_save(game)
    data = doc["data"]
    other = next(key for key in registry.keys() if key != game)
    if how == "saved_at as text":
        data["saved_at"] = "yesterday"
    elif how == "engine as a list":
        payload = data["payload"]
        payload["state" if payload["format"] == 2 else "engine"] = [1, 2, 3]
    elif how == "ui of the wrong type":
        data["payload"]["ui"] = ["docks"]
    elif how == "payload not an object":
        data["payload"] = "a game"
    elif how == "payload of another game":
        data["payload"] = real_save(other)["data"]["payload"]
    elif how == "seats not a list":
        data["payload"]["seats"] = {"name": "Ana"}
    return doc


MUTATIONS = [
    "saved_at as text",
    "engine as a list",
    "ui of the wrong type",
    "payload not an object",
    "payload of another game",
    "seats not a list",
]


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(GameEntry, "available", lambda self: True)
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.mark.parametrize("game", registry.keys())
@pytest.mark.parametrize("how", MUTATIONS)
def test_a_wrong_shaped_autosave_is_set_aside_and_resume_is_no_longer_offered(
    window, monkeypatch, qtbot, game, how
):
    path = autosave.autosave_path(game)
    path.write_text(json.dumps(mutate(game, how)), "utf-8")
    window.home.refresh()
    # Widgets added to a visible layout are shown on a later pass of the event loop.
    qtbot.waitUntil(lambda: window.home.tiles[game].resume_button.isVisibleTo(window))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[1:3]))
    window.resume_game(game)
    if how == "ui of the wrong type":
        # The screen's own layout is a companion of the game: the game resumes, laid out afresh.
        assert window.screen_widget is not None and not shown
        window.screen_widget.state.check_invariants()
        window.go_home()
        return
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "Saved game unreadable" and "set aside" in text and "Traceback" not in text
    assert not path.exists() and list(path.parent.glob(f"{game}.json.corrupt-*"))
    assert window.stack.currentWidget() is window.home
    qtbot.waitUntil(lambda: not window.home.tiles[game].resume_button.isVisibleTo(window))
    assert not window.home.resume_button.isVisibleTo(window)


@pytest.mark.parametrize("game", registry.keys())
def test_a_real_autosave_still_passes_the_envelope_check(game):
    data = real_save(game)["data"]
    assert autosave.shape_problem(game, data) is None
