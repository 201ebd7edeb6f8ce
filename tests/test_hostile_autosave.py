"""Autosaves that cannot be written (issue 16, item 3): the player is told once, in the status
area; play goes on; saving is tried after every move and works again as soon as it can."""

from __future__ import annotations

import errno
import json

from hostile_support import read_only
from PySide6.QtCore import QCoreApplication
from test_plongee_ui_support import click, hidden_slots, make_window, open_screen

from abyss_cards.storage import autosave, paths


def messages_of(window, monkeypatch):
    shown = []
    original = window.statusBar().showMessage

    def record(text, msecs=0):
        shown.append(text)
        original(text, msecs)

    monkeypatch.setattr(window.statusBar(), "showMessage", record)
    return shown


def play(qtbot, screen, moves):
    for _ in range(moves):
        seat = screen.state.current_player
        click(qtbot, screen, ("slot", seat, hidden_slots(screen.state, seat)[0]))
        screen.session.flush_autosave()
        # The writer's thread signals a failure before the flush returns: deliver it.
        QCoreApplication.sendPostedEvents()


def test_a_read_only_autosave_folder_is_told_once_and_saving_resumes(qtbot, monkeypatch):
    window = make_window(qtbot)
    screen = open_screen(window, players=2, humans=(0, 1), seed=2)
    shown = messages_of(window, monkeypatch)
    folder = paths.autosave_dir()
    with read_only(folder):
        play(qtbot, screen, 3)
        assert autosave.load("plongee") is None  # nothing could be written
    told = [m for m in shown if "cannot be saved as you play" in m]
    assert len(told) == 1 and "read-only" in told[0]
    play(qtbot, screen, 1)  # the folder is writable again: the next move is saved
    assert autosave.load("plongee").payload["state"] == json.loads(screen.state.to_json())
    assert len([m for m in shown if "cannot be saved as you play" in m]) == 1


def test_a_full_disk_is_told_once_then_again_after_a_recovery(qtbot, monkeypatch):
    window = make_window(qtbot)
    screen = open_screen(window, players=2, humans=(0, 1), seed=3)
    shown = messages_of(window, monkeypatch)
    real_save = autosave.save
    full = [True]

    def save(game, payload):
        if full[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_save(game, payload)

    monkeypatch.setattr(autosave, "save", save)
    play(qtbot, screen, 3)
    assert [m for m in shown if "The disk is full." in m] and len(
        [m for m in shown if "cannot be saved as you play" in m]
    ) == 1
    full[0] = False
    play(qtbot, screen, 1)
    assert autosave.load("plongee").payload["state"] == json.loads(screen.state.to_json())
    full[0] = True
    play(qtbot, screen, 1)
    assert len([m for m in shown if "cannot be saved as you play" in m]) == 2
