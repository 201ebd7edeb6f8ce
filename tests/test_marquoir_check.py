"""The history's integrity check off the GUI thread (issue 25): the screen shows and answers
before it ends, a change made meanwhile is written after it, and only a check that really fails
sets the file aside (a busy file is checked again, never moved)."""

import sqlite3
import threading

import pytest
from PySide6.QtCore import Qt

from abyss_cards.storage import marquoir as storage
from abyss_cards.storage.files import StorageProblem
from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet, check_history
from abyss_cards.ui import marquoir
from abyss_cards.ui.marquoir import check_job
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.screen import MarquoirScreen

ROWS = (("Ana", 20, 30, 12, 6, 4, 9), ("Léo", 18, 33, 10, 4, 2, 11))
FIELDS = ("name", "locations", "lords", "allies", "monsters", "pearls", "best_lord")


def make_sheet(date="2024-05-31", note=""):
    return Sheet(played_on=date, note=note, players=tuple(PlayerScore(*r) for r in ROWS))


class SlowCheck:
    """Stands in for ``check_history`` on the job's thread: waits for ``gate``, then gives
    each of ``verdicts`` in turn (an exception is raised), the real check's once they run out."""

    def __init__(self, monkeypatch, *verdicts):
        self.gate = threading.Event()
        self.threads: list[int] = []
        self.verdicts = list(verdicts)
        monkeypatch.setattr(check_job, "check_history", self)

    def __call__(self, path):
        self.threads.append(threading.get_ident())
        self.gate.wait(30)
        verdict = self.verdicts.pop(0) if self.verdicts else check_history(path)
        if isinstance(verdict, Exception):
            raise verdict
        return verdict


@pytest.fixture
def history(abyss_home):
    store = MarquoirStore()
    store.add(make_sheet("2024-05-01"))
    store.add(make_sheet("2024-05-02"))
    store.close()
    return store.path


def saved(path):
    store = MarquoirStore(path)
    try:
        return store.sheets()
    finally:
        store.close()


def open_screen(qtbot, path):
    screen = MarquoirScreen(store=MarquoirStore(path, check_later=True))
    qtbot.addWidget(screen)
    screen.resize(1000, 640)
    screen.show()
    return screen


def type_a_sheet(screen):
    def run(dialog):
        dialog.editor.model.removeColumns(2, 2)
        for col, row in enumerate(ROWS):
            for field, value in zip(FIELDS, row, strict=True):
                dialog.editor.model.set_cell(col, field, str(value))
        dialog.editor.model.set_cell(0, "pearls", "7")  # not a copy of a saved sheet
        return True

    screen.run_sheet_dialog = run
    screen.new_sheet()


def test_the_check_runs_on_its_own_thread_while_the_screen_answers(qtbot, monkeypatch, history):
    slow = SlowCheck(monkeypatch)
    screen = open_screen(qtbot, history)
    try:
        qtbot.waitUntil(lambda: bool(slow.threads))
        assert slow.threads[0] != threading.get_ident()  # not the GUI thread
        assert not screen.store.checked
        # Shown with its sheets, and answering the keyboard, while the check still runs.
        assert screen.isVisible() and screen.sheet_model.rowCount() == 2
        screen.sheet_view.setFocus()
        assert screen.sheet_view.currentIndex().row() == 0
        qtbot.keyClick(screen.sheet_view, Qt.Key.Key_Down)
        assert screen.sheet_view.currentIndex().row() == 1
        assert screen.check_job is not None
        # The statistics wait for it: one thread at a time beside the window's.
        assert screen.figures_job is not None and not screen.figures_job.started
    finally:
        slow.gate.set()
    qtbot.waitUntil(lambda: screen.check_job is None)
    assert screen.store.checked and screen.store.moved_aside is None
    qtbot.waitUntil(lambda: screen.figures_job is None)
    assert screen.stats_model.rowCount() == 2
    screen.leave()


def test_a_sheet_saved_during_the_check_is_kept_then_written_after_it(qtbot, monkeypatch, history):
    slow = SlowCheck(monkeypatch)
    screen = open_screen(qtbot, history)
    try:
        type_a_sheet(screen)
        assert len(saved(history)) == 2  # not written yet…
        assert drafts.load_draft() is not None  # …and kept meanwhile
        assert not screen.banner.isVisible()  # not offered back: it is being saved
    finally:
        slow.gate.set()
    qtbot.waitUntil(lambda: screen.store.checked)
    assert len(saved(history)) == 3
    assert screen.sheet_model.rowCount() == 3
    assert drafts.load_draft() is None  # written: its draft goes
    assert screen.undo_stack.count() == 1  # and it can be undone like any other
    screen.leave()


def test_a_damaged_history_is_set_aside_after_the_check_with_the_sheet_typed_meanwhile(
    qtbot, monkeypatch, abyss_home
):
    store = MarquoirStore()
    for day in range(1, 29):
        store.add(make_sheet(f"2024-02-{day:02d}", note="x" * 400))
    store.close()
    path = store.path
    size = path.stat().st_size
    with open(path, "r+b") as file:  # pages in the middle of the file overwritten
        file.seek(size // 2)
        file.write(b"\xff" * 4096)
    damaged = path.read_bytes()
    slow = SlowCheck(monkeypatch)
    screen = open_screen(qtbot, path)
    try:
        assert screen.store.moved_aside is None  # opened as it is, unjudged yet
        type_a_sheet(screen)
    finally:
        slow.gate.set()
    qtbot.waitUntil(lambda: screen.check_job is None)
    moved = screen.store.moved_aside
    assert moved is not None and moved.read_bytes() == damaged  # kept as it was found
    assert screen.notice.isVisible() and moved.name in screen.notice.text()
    assert "kept aside" in screen.notice.text()
    # The sheet typed meanwhile is in the new history.
    assert len(saved(path)) == 1
    assert screen.sheet_model.rowCount() == 1
    screen.leave()


def test_a_busy_check_sets_nothing_aside_and_is_made_again(qtbot, monkeypatch, history):
    slow = SlowCheck(monkeypatch, StorageProblem("busy", history, "database is locked"))
    screen = open_screen(qtbot, history)
    screen.check_again_after = 10
    try:
        type_a_sheet(screen)
    finally:
        slow.gate.set()
    qtbot.waitUntil(lambda: len(slow.threads) == 2)  # tried again
    qtbot.waitUntil(lambda: screen.store.checked)
    assert screen.store.moved_aside is None and not screen.notice.isVisible()
    assert not [p for p in history.parent.iterdir() if "corrupt" in p.name]
    assert len(saved(history)) == 3  # the held sheet, written
    screen.leave()


def test_the_check_gives_a_verdict_only_on_what_sqlite_calls_damaged(tmp_path, monkeypatch):
    monkeypatch.setattr(MarquoirStore, "busy_timeout", 0.2)
    path = tmp_path / "h.sqlite3"
    store = MarquoirStore(path)
    store.add(make_sheet())
    store.close()
    assert check_history(path) == "ok"
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StorageProblem) as info:
            check_history(path)
        assert info.value.kind == "busy"
    finally:
        other.execute("COMMIT")
        other.close()
    again = MarquoirStore(path)
    assert again.moved_aside is None
    again.close()
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"SQLite format 3\0" + b"\x13" * 4000)
    assert check_history(garbage) != "ok"


def test_the_app_opens_the_marquoir_with_the_check_left_to_the_screen(qtbot, monkeypatch, history):
    slow = SlowCheck(monkeypatch)
    screen = marquoir.new_screen(None)
    assert isinstance(screen, MarquoirScreen)
    qtbot.addWidget(screen)
    try:
        assert not screen.store.checked
        qtbot.waitUntil(lambda: bool(slow.threads))
    finally:
        slow.gate.set()
    qtbot.waitUntil(lambda: screen.store.checked)
    screen.leave()


def test_a_correction_made_during_a_check_that_fails_is_kept_as_a_new_sheet(
    qtbot, monkeypatch, history
):
    slow = SlowCheck(monkeypatch, "*** in database main ***\nPage 5: btreeInitPage() error 11")
    screen = open_screen(qtbot, history)
    try:

        def run(dialog):
            dialog.editor.model.set_cell(0, "pearls", "9")
            return True

        screen.run_sheet_dialog = run
        screen.correct_selected()  # the newest sheet, 2024-05-02
    finally:
        slow.gate.set()
    qtbot.waitUntil(lambda: screen.check_job is None)
    assert screen.store.moved_aside is not None
    [kept] = saved(history)
    assert kept.played_on == "2024-05-02" and kept.players[0].pearls == 9
    assert drafts.load_draft() is None
    screen.leave()


def test_a_damaged_history_that_cannot_be_moved_stays_and_the_sheet_waits(
    qtbot, monkeypatch, history
):
    def refused(path):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(storage, "move_aside", refused)
    # Damaged by the first check's word, sound by the second's (the real one).
    slow = SlowCheck(monkeypatch, "*** in database main ***\nPage 5: btreeInitPage() error 11")
    screen = open_screen(qtbot, history)
    screen.check_again_after = 10
    try:
        type_a_sheet(screen)
    finally:
        slow.gate.set()
    qtbot.waitUntil(lambda: len(slow.threads) == 2)  # not moved: checked again
    qtbot.waitUntil(lambda: screen.store.checked)
    assert screen.store.moved_aside is None and history.exists()
    assert len(saved(history)) == 3  # the sheet typed meanwhile, written once it was sound
    screen.leave()
