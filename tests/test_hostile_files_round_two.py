"""Every reader of every file the app owns survives any bytes (issue 25): 100,000 levels of
nested JSON, a settings file that cannot be opened (another user's, a folder of that name), a
schema of -1; links that lead nowhere or in a circle; what the app writes is the user's alone
(0600 files, 0700 folders); temporary files cleaned where the app wrote them; a linked
settings file written through; a foreign SQLite file set aside untouched."""

import hashlib
import json
import os
import sqlite3
import stat
import time
from pathlib import Path

import pytest
from hostile_support import run_app
from PySide6.QtWidgets import QMessageBox

from abyss_cards.storage import autosave, files, paths, results
from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet
from abyss_cards.storage.settings import Settings, load_settings, save_settings, settings_path
from abyss_cards.ui import startup
from abyss_cards.ui.main_window import MainWindow
from abyss_cards.ui.marquoir import draft as drafts

NESTED = b'{"kind": "x", "data": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"


def sheet():
    return Sheet(
        played_on="2024-05-31",
        players=(PlayerScore("Ana", 1, 2, 3, 4, 5, 6), PlayerScore("Léo", 6, 5, 4, 3, 2, 1)),
    )


def corrupt_copies(path):
    return list(path.parent.glob(path.name + ".corrupt-*"))


def test_nested_settings_are_set_aside_and_defaults_used():
    settings_path().write_bytes(NESTED)
    assert load_settings() == Settings()
    assert not settings_path().exists()
    assert corrupt_copies(settings_path())[0].read_bytes() == NESTED  # kept, not deleted


def test_a_nested_autosave_is_set_aside_and_resume_no_longer_offered():
    path = autosave.autosave_path("plongee")
    path.write_bytes(NESTED)
    assert autosave.load("plongee") is None
    assert "plongee" not in autosave.available()
    assert corrupt_copies(path)[0].read_bytes() == NESTED


def test_a_nested_marquoir_draft_is_set_aside_and_told():
    drafts.draft_path().write_bytes(NESTED)
    assert drafts.load_draft() is None
    moved = drafts.take_set_aside()
    assert len(moved) == 1 and moved[0].read_bytes() == NESTED


def test_settings_of_schema_minus_one_are_refused():
    settings_path().write_text(
        json.dumps({"kind": "abyss-cards-settings", "schema": -1, "data": {"language": "fr"}}),
        "utf-8",
    )
    assert load_settings() == Settings()
    assert corrupt_copies(settings_path())


def refuse_reading(monkeypatch, path):
    """``path`` as another user's file (root reads everything: the refusal is simulated)."""
    read_bytes, access = Path.read_bytes, os.access

    def refuse(self):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return read_bytes(self)

    monkeypatch.setattr(Path, "read_bytes", refuse)
    monkeypatch.setattr(os, "access", lambda p, mode, **k: Path(p) != path and access(p, mode))


def test_settings_that_cannot_be_opened_are_kept_and_told_in_one_sentence(monkeypatch, qtbot):
    """Root ignores file modes: the refusal of another user's file is simulated."""
    path = settings_path()
    save_settings(Settings(language="fr"))
    before = path.read_bytes()
    with monkeypatch.context() as patch:
        refuse_reading(patch, path)
        assert load_settings() == Settings()
    assert path.read_bytes() == before and not corrupt_copies(path)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.report_moved_files()
    shown = [box.text() for box in window.findChildren(QMessageBox, "file-notice")]
    assert len(shown) == 1 and "settings.json" in shown[0] and "left as it is" in shown[0]
    assert "Permission" not in shown[0] and "Traceback" not in shown[0]


def test_a_folder_named_settings_json_does_not_stop_the_app(abyss_home):
    (abyss_home / "config" / "settings.json").mkdir(parents=True)
    done = run_app("--smoke-test", home=abyss_home)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    # Kept: in place, or aside once the settings were written at close.
    path = abyss_home / "config" / "settings.json"
    assert path.is_dir() or [p for p in corrupt_copies(path) if p.is_dir()]


@pytest.mark.parametrize("kind", ["dangling-link", "link-loop"])
def test_a_data_folder_that_is_a_broken_link_is_named_as_such(tmp_path, monkeypatch, kind):
    home = tmp_path / "home"
    if kind == "dangling-link":
        home.symlink_to(tmp_path / "unplugged-drive")
    else:
        home.symlink_to(tmp_path / "other")
        (tmp_path / "other").symlink_to(home)
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    problem = startup.prepare_folders()
    assert problem is not None and problem.fatal and problem.kind == kind
    assert problem.folder == home
    assert "is a file" not in problem.sentence() and str(home) in problem.sentence()


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_what_the_app_writes_is_the_users_alone():
    store = MarquoirStore()
    store.add(sheet())
    results.record_game("plongee", [results.PlayerResult("Ana", 3, True)])
    from abyss_cards.ui import errors

    errors.log_problem("a line")
    for folder in (paths.config_dir(), paths.data_dir(), paths.autosave_dir()):
        assert mode(folder) == 0o700, folder
    db = store.path
    for path in (db, db.with_name(db.name + "-wal"), results.database_path(), paths.log_file()):
        assert mode(path) == 0o600, path
    store.close()


def test_a_killed_export_leaves_nothing_in_the_persons_folder(tmp_path):
    folder = tmp_path / "Documents"
    folder.mkdir()
    left = folder / ".export.csv.k1ll3d.tmp"  # what a killed export left, an hour ago
    left.write_text("half", "utf-8")
    old = time.time() - 2 * files.STALE_TEMP_SECONDS
    os.utime(left, (old, old))
    other = folder / ".notes.txt.x.tmp"  # someone else's: not the app's to remove
    other.write_text("keep", "utf-8")
    os.utime(other, (old, old))
    store = MarquoirStore()
    store.add(sheet())
    store.export_csv(folder / "export.csv")
    store.close()
    assert sorted(p.name for p in folder.iterdir()) == [".notes.txt.x.tmp", "export.csv"]


def test_a_linked_settings_file_is_written_through(tmp_path):
    target = tmp_path / "dotfiles" / "abyss-settings.json"
    target.parent.mkdir()
    save_settings(Settings(language="en"))
    settings_path().rename(target)
    settings_path().symlink_to(target)
    save_settings(Settings(language="fr"))
    assert settings_path().is_symlink() and settings_path().resolve() == target
    assert load_settings().language == "fr"
    assert json.loads(target.read_text("utf-8"))["data"]["language"] == "fr"


def test_a_foreign_sqlite_file_is_set_aside_untouched():
    path = paths.data_dir() / "marquoir.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('far');")
    db.close()
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    store = MarquoirStore(path)
    assert store.moved_aside is not None
    assert hashlib.sha256(store.moved_aside.read_bytes()).hexdigest() == before  # not WAL'd
    store.close()


@pytest.mark.parametrize("how", ["another user's file", "a folder"])
def test_settings_that_could_not_be_read_are_kept_aside_before_being_written_over(monkeypatch, how):
    path = settings_path()
    with monkeypatch.context() as patch:
        if how == "a folder":
            path.mkdir()
            (path / "inside.txt").write_text("mine", "utf-8")
        else:
            path.write_bytes(b"written by a run with sudo")
            refuse_reading(patch, path)
        assert load_settings() == Settings()
        save_settings(Settings(language="fr"))
    assert load_settings().language == "fr"
    kept = corrupt_copies(path)
    assert len(kept) == 1
    if how == "a folder":
        assert (kept[0] / "inside.txt").read_text("utf-8") == "mine"
    else:
        assert kept[0].read_bytes() == b"written by a run with sudo"
