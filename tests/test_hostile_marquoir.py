"""The Marquoir's history under a busy, locked, read-only or full disk: never set aside, never a
sheet lost; only what SQLite calls damaged (or foreign tables) is set aside (issue 16, items 1-2)."""

import sqlite3

import pytest
from hostile_support import fill, full_disk, read_only

from abyss_cards.storage.files import StorageProblem
from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet
from abyss_cards.ui import marquoir
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.screen import MarquoirScreen

ROWS = (("Ana", 20, 30, 12, 6, 4, 9), ("Léo", 18, 33, 10, 4, 2, 11))


def make_sheet(date="2024-05-31", rows=ROWS):
    return Sheet(played_on=date, players=tuple(PlayerScore(*r) for r in rows))


def side_files(folder):
    return sorted(p.name for p in folder.iterdir())


@pytest.fixture
def short_wait(monkeypatch):
    monkeypatch.setattr(MarquoirStore, "busy_timeout", 0.3)


def hold_write_lock(path):
    """Another window in the middle of a long import: it holds the write lock."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("UPDATE sheets SET note = note")
    return other


def test_a_busy_history_is_read_and_reported_never_set_aside(tmp_path, short_wait):
    path = tmp_path / "h.sqlite3"
    first = MarquoirStore(path)
    first.add(make_sheet())
    before = side_files(tmp_path)
    other = hold_write_lock(path)
    try:
        second = MarquoirStore(path)  # the second window opens while the first writes
        assert second.moved_aside is None
        assert len(second.sheets()) == 1
        with pytest.raises(StorageProblem) as info:
            second.add(make_sheet("2024-06-01"))
        assert info.value.kind == "busy"
    finally:
        other.execute("COMMIT")
        other.close()
    assert side_files(tmp_path) == before  # nothing moved, nothing deleted, -wal/-shm kept
    second.add(make_sheet("2024-06-01"))  # the lock is gone: the same save goes through
    assert len(first.sheets()) == 2
    first.close()
    second.close()


def test_an_exclusively_locked_history_is_not_set_aside_and_the_screen_says_so(
    tmp_path, short_wait, monkeypatch, abyss_home
):
    store = MarquoirStore()
    store.add(make_sheet())
    store.close()
    path = store.path
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    told = []
    monkeypatch.setattr(
        marquoir.QMessageBox, "warning", staticmethod(lambda parent, title, text: told.append(text))
    )
    before = side_files(path.parent)
    try:
        assert marquoir.new_screen(None) is None
        assert side_files(path.parent) == before
    finally:
        other.execute("COMMIT")
        other.close()
    assert (
        len(told) == 1 and "left untouched" in told[0] and "Another Abyss Cards window" in told[0]
    )
    assert not [p for p in path.parent.iterdir() if "corrupt" in p.name]
    assert len(MarquoirStore().sheets()) == 1


def test_a_sheet_the_disk_refuses_stays_open_with_its_draft(
    qtbot, tmp_path, short_wait, abyss_home
):
    screen = MarquoirScreen()
    qtbot.addWidget(screen)
    asked, runs = [], []
    other = hold_write_lock(screen.store.path)

    def run(dialog):
        runs.append(dialog)
        if len(runs) == 1:
            model = dialog.editor.model
            model.removeColumns(2, 2)
            for col, row in enumerate(ROWS):
                for field, value in zip(
                    ("name", "locations", "lords", "allies", "monsters", "pearls", "best_lord"),
                    row,
                    strict=True,
                ):
                    model.set_cell(col, field, str(value))
        else:
            # The player read the message, is back on the same sheet, and tries again.
            assert drafts.load_draft() is not None  # the typed sheet is kept meanwhile
            assert dialog.editor.model.cells()[0]["name"] == "Ana"
            other.execute("COMMIT")
        return True

    def after_failure(text):
        asked.append(text)
        return "retry"

    screen.run_sheet_dialog = run
    screen.ask_after_failure = after_failure
    try:
        screen.new_sheet()
    finally:
        if other.in_transaction:
            other.execute("COMMIT")
        other.close()
    assert len(runs) == 2 and len(asked) == 1
    assert "could not be saved" in asked[0] and "still open" in asked[0]
    assert screen.sheet_model.rowCount() == 1
    assert drafts.load_draft() is None
    screen.leave()


def test_export_offered_when_the_history_cannot_be_written(qtbot, tmp_path, short_wait):
    screen = MarquoirScreen()
    qtbot.addWidget(screen)
    other = hold_write_lock(screen.store.path)
    runs = []

    def run(dialog):
        runs.append(1)
        if len(runs) == 1:
            dialog.editor.model.removeColumns(2, 2)
            for col, row in enumerate(ROWS):
                for field, value in zip(
                    ("name", "locations", "lords", "allies", "monsters", "pearls", "best_lord"),
                    row,
                    strict=True,
                ):
                    dialog.editor.model.set_cell(col, field, str(value))
            return True
        return False  # closed: the draft stays for later

    out = tmp_path / "one.csv"
    screen.run_sheet_dialog = run
    screen.ask_after_failure = lambda text: "export"
    screen.choose_file = lambda *a: out
    try:
        screen.new_sheet()
    finally:
        other.execute("COMMIT")
        other.close()
    assert "Ana" in out.read_text("utf-8-sig") and "Léo" in out.read_text("utf-8-sig")
    assert drafts.load_draft() is not None and screen.banner.isVisibleTo(screen)
    screen.leave()


def test_a_full_disk_refuses_the_sheet_and_keeps_the_history(tmp_path):
    with full_disk(tmp_path / "disk", 1024) as disk:
        store = MarquoirStore(disk / "h.sqlite3")
        for day in range(1, 4):
            store.add(make_sheet(f"2024-05-0{day}"))
        fill(disk)
        with pytest.raises(StorageProblem) as info:
            for day in range(10, 29):  # the journal may take a few before the disk says full
                store.add(
                    make_sheet(
                        f"2024-05-{day}",
                        rows=(
                            ("Ana" * 10, 20, 30, 12, 6, 4, 9),
                            ("Léo" * 10, 18, 33, 10, 4, 2, 11),
                        ),
                    )
                )
        assert info.value.kind in ("full", "io")
        store.close()
        (disk / "filler.bin").unlink(missing_ok=True)
        again = MarquoirStore(disk / "h.sqlite3")
        assert again.moved_aside is None
        assert len(again.sheets()) >= 3
        assert not [p for p in disk.iterdir() if "corrupt" in p.name]
        again.close()


def test_a_full_disk_reported_in_plain_words_monkeypatched(qtbot, monkeypatch):
    screen = MarquoirScreen()
    qtbot.addWidget(screen)
    told = []
    screen.inform = lambda title, text, warning=False: told.append(text)

    def full(*_args, **_kwargs):
        exc = sqlite3.OperationalError("database or disk is full")
        exc.sqlite_errorcode = 13
        raise exc

    monkeypatch.setattr(screen.store, "_insert", full)
    asked = []
    screen.ask_after_failure = lambda text: asked.append(text) or "retry"
    calls = []

    def run(dialog):
        calls.append(1)
        if len(calls) > 1:
            return False
        dialog.editor.model.removeColumns(2, 2)
        for col, row in enumerate(ROWS):
            for field, value in zip(
                ("name", "locations", "lords", "allies", "monsters", "pearls", "best_lord"),
                row,
                strict=True,
            ):
                dialog.editor.model.set_cell(col, field, str(value))
        return True

    screen.run_sheet_dialog = run
    screen.new_sheet()
    assert len(asked) == 1 and "The disk is full." in asked[0]
    assert screen.window_ is None or "saved" not in screen.window_.statusBar().currentMessage()
    assert screen.sheet_model.rowCount() == 0 and screen.undo_stack.count() == 0
    assert drafts.load_draft() is not None
    screen.leave()


def test_a_read_only_history_file_is_read_never_moved(tmp_path):
    path = tmp_path / "h.sqlite3"
    store = MarquoirStore(path)
    store.add(make_sheet())
    store.close()
    for extra in ("-wal", "-shm"):
        (tmp_path / ("h.sqlite3" + extra)).unlink(missing_ok=True)
    before = side_files(tmp_path)
    with read_only(path):
        try:
            opened = MarquoirStore(path)
        except StorageProblem as exc:
            assert exc.kind in ("read-only", "io")
        else:
            assert opened.moved_aside is None and len(opened.sheets()) == 1
            with pytest.raises(StorageProblem) as info:
                opened.add(make_sheet("2024-06-01"))
            assert info.value.kind in ("read-only", "io")
            opened.close()
        assert [
            n for n in side_files(tmp_path) if n not in ("h.sqlite3-wal", "h.sqlite3-shm")
        ] == before


def test_a_read_only_folder_opens_the_history_without_renaming_it(tmp_path, abyss_home):
    store = MarquoirStore()
    store.add(make_sheet())
    store.close()
    folder = store.path.parent
    before = side_files(folder)
    with read_only(folder):
        try:
            opened = MarquoirStore()
        except StorageProblem as exc:
            assert exc.kind in ("read-only", "io")
        else:
            assert opened.moved_aside is None
            opened.close()
        assert side_files(folder) == before


def test_only_a_damaged_or_foreign_database_is_set_aside(tmp_path):
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"SQLite format 3\0" + b"\x13" * 4000)
    store = MarquoirStore(damaged)
    assert store.moved_aside is not None and store.moved_aside.exists()
    store.close()
    foreign = tmp_path / "foreign.sqlite3"
    db = sqlite3.connect(foreign)
    db.executescript("CREATE TABLE games (id INTEGER); PRAGMA user_version = 1;")
    db.close()
    store = MarquoirStore(foreign)
    assert store.moved_aside is not None
    assert sqlite3.connect(store.moved_aside).execute(
        "SELECT name FROM sqlite_master"
    ).fetchall() == [("games",)]
    store.close()


def test_a_read_only_data_folder_through_the_window(qtbot, monkeypatch, abyss_home):
    """The Marquoir opens on a read-only data folder, shows the history, and a new sheet that
    cannot be saved (nor kept as a draft) stays open and says so; nothing is renamed."""
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow

    store = MarquoirStore()
    store.add(make_sheet())
    store.close()
    folder = store.path.parent
    for extra in ("-wal", "-shm"):
        (folder / ("marquoir.sqlite3" + extra)).unlink(missing_ok=True)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    before = side_files(folder)
    asked, hints = [], []
    with read_only(folder, store.path):
        window.open_entry("marquoir")
        screen = window.screen_widget
        assert isinstance(screen, MarquoirScreen)
        assert screen.sheet_model.rowCount() == 1

        def run(dialog):
            if asked:
                hints.append(dialog.hint.text())
                return False
            dialog.editor.model.removeColumns(2, 2)
            for col, row in enumerate(ROWS):
                for field, value in zip(
                    ("name", "locations", "lords", "allies", "monsters", "pearls", "best_lord"),
                    row,
                    strict=True,
                ):
                    dialog.editor.model.set_cell(col, field, str(value))
            return True

        screen.run_sheet_dialog = run
        screen.ask_after_failure = lambda text: asked.append(text) or "retry"
        told = []
        screen.confirm = lambda title, text: told.append(text) or True
        screen.inform = lambda title, text, warning=False: told.append(text)
        screen.new_sheet()
        assert len(asked) == 1 and "read-only" in asked[0]
        assert hints and "cannot be kept as a draft" in hints[0]
        assert side_files(folder) == before
        window.go_home()
