"""CSV import at scale (issue 25): linear in its size, the problem cap always applied, parsed off
the GUI thread, and stopped between two rows when cancelled."""

import threading

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from abyss_cards.storage import marquoir as m
from abyss_cards.storage.marquoir import ImportCancelled, MarquoirStore, SheetError
from abyss_cards.ui.marquoir.screen import MarquoirScreen

HEADER = "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"


def one_sheet_of(players: int) -> str:
    return HEADER + "".join(f"big,2024-03-01,,P{i},1,1,1,1,1,1\n" for i in range(players))


def sheets(count: int) -> str:
    return HEADER + "".join(
        f"s{i},2024-03-{1 + i % 28:02d},,Ana,{i % 150},1,1,1,1,1\n"
        f"s{i},2024-03-{1 + i % 28:02d},,Léo,1,{i // 150},1,1,1,1\n"
        for i in range(count)
    )


def problems_of(text: str) -> list:
    with pytest.raises(SheetError) as info:
        m.sheets_from_csv(text)
    return info.value.problems


class Counted(str):
    """A name that counts how often it is compared with another (the audit's 125,000-player
    sheet took 214 s: each name was compared with every other)."""

    comparisons = 0

    def __eq__(self, other):
        Counted.comparisons += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__

    def casefold(self):
        return Counted(str.casefold(self))


def test_the_names_of_a_huge_sheet_are_compared_a_few_times_each_not_with_every_other(monkeypatch):
    tidy = m.tidy_name
    monkeypatch.setattr(m, "tidy_name", lambda name: Counted(tidy(name)))
    players = 1000
    Counted.comparisons = 0
    found = problems_of(one_sheet_of(players))
    assert [p.template for p in found] == [m.count_problem(players).template]
    assert Counted.comparisons <= 4 * players  # was players², a million


def test_every_kind_of_bad_line_stops_at_the_cap():
    # A line of one column is refused and skipped: it used to skip the cap with it.
    found = problems_of(HEADER + "a\n" * 5000)
    assert len(found) == m.MAX_PROBLEMS
    assert found[-1].line == m.MAX_PROBLEMS + 1
    # Sheets of one player each: refused once every line is read, still no more than the cap.
    found = problems_of(
        HEADER + "".join(f"s{i},2024-03-01,,Ana,1,1,1,1,1,1\n" for i in range(3000))
    )
    assert len(found) == m.MAX_PROBLEMS
    # One sheet of thousands of players, all called the same.
    found = problems_of(HEADER + "big,2024-03-01,,Ana,1,1,1,1,1,1\n" * 3000)
    assert len(found) == m.MAX_PROBLEMS


def test_a_cancel_stops_the_reading_at_the_next_row(monkeypatch, tmp_path):
    path = tmp_path / "in.csv"
    path.write_text(sheets(2000), "utf-8")
    rows_read = []
    parse = m.parse_number
    monkeypatch.setattr(m, "parse_number", lambda f, text: (rows_read.append(f), parse(f, text))[1])
    pressed = threading.Event()

    def cancelled() -> bool:
        if len(rows_read) >= 10 * len(m.NUMBER_FIELDS):  # the person presses Cancel at row 10
            pressed.set()
        return pressed.is_set()

    store = MarquoirStore(tmp_path / "h.sqlite3")
    with pytest.raises(ImportCancelled):
        store.import_csv(path, cancelled=cancelled)
    assert len(rows_read) <= 11 * len(m.NUMBER_FIELDS)  # not the 4,000 rows of the file
    assert store.sheets() == []


def test_a_cancel_between_two_sheets_of_the_check_stops_there_too(monkeypatch, tmp_path):
    path = tmp_path / "in.csv"
    path.write_text(sheets(2000), "utf-8")
    checked = []
    clean = m.clean_sheet
    monkeypatch.setattr(m, "clean_sheet", lambda s: (checked.append(s), clean(s))[1])
    store = MarquoirStore(tmp_path / "h.sqlite3")
    with pytest.raises(ImportCancelled):
        store.import_csv(path, cancelled=lambda: len(checked) >= 5)
    assert len(checked) == 5
    assert store.sheets() == []


def test_even_a_small_file_is_read_off_the_gui_thread(qtbot, monkeypatch, tmp_path):
    readers = []
    read = m.sheets_from_csv
    monkeypatch.setattr(
        m,
        "sheets_from_csv",
        lambda *args: (readers.append(threading.current_thread()), read(*args))[1],
    )
    screen = MarquoirScreen(store=MarquoirStore(tmp_path / "h.sqlite3"))
    qtbot.addWidget(screen)
    told = []
    screen.inform = lambda title, text, warning=False: told.append(text)
    path = tmp_path / "small.csv"
    path.write_text(sheets(3), "utf-8")
    job = screen.import_csv(path)
    assert job is not None
    qtbot.waitUntil(lambda: screen.import_job is None, timeout=30_000)
    assert readers and threading.main_thread() not in readers
    assert len(told) == 1 and told[0].startswith("3 sheet") and screen.sheet_model.rowCount() == 3
    screen.leave()


def test_a_result_still_queued_when_the_screen_is_left_is_dropped(qtbot, tmp_path):
    screen = MarquoirScreen(store=MarquoirStore(tmp_path / "h.sqlite3"))
    qtbot.addWidget(screen)
    told = []
    screen.inform = lambda title, text, warning=False: told.append(text)
    path = tmp_path / "small.csv"
    path.write_text(sheets(3), "utf-8")
    job = screen.import_csv(path)
    assert job.wait(30.0)  # done
    job._thread.join(30.0)  # its result sent too (after "done"): queued for the GUI thread
    screen.leave()
    QCoreApplication.sendPostedEvents()  # the queued result is dropped, not shown
    assert told == [] and screen.import_job is None


def test_a_cancel_while_writing_stops_at_the_next_sheet_and_shows_nothing(monkeypatch, tmp_path):
    path = tmp_path / "in.csv"
    path.write_text(sheets(3 * m.IMPORT_BATCH), "utf-8")
    store = MarquoirStore(tmp_path / "h.sqlite3")
    written = []
    insert = MarquoirStore._insert
    monkeypatch.setattr(
        MarquoirStore,
        "_insert",
        lambda self, sheet, deleted_at=None: (
            written.append(sheet.uid),
            insert(self, sheet, deleted_at),
        )[1],
    )
    pressed_at = []

    def cancelled() -> bool:
        # Pressed in the middle of the second batch, when half the file is written.
        if not pressed_at and len(written) >= m.IMPORT_BATCH + m.IMPORT_BATCH // 2:
            pressed_at.append(len(written))
        return bool(pressed_at)

    with pytest.raises(ImportCancelled) as info:
        store.import_csv(path, cancelled=cancelled)
    assert len(written) == pressed_at[0]  # not one sheet more, nor the rest of the batch
    # Nothing shown, at once: the first batch (committed) is hidden, the second rolled back.
    assert store.sheets() == [] and store.listing().count() == 0
    assert info.value.hidden == tuple(written)
    assert store._db.execute("SELECT count(*) FROM sheets").fetchone()[0] == m.IMPORT_BATCH
    store.take_out(info.value.hidden)
    assert store._db.execute("SELECT count(*) FROM sheets").fetchone()[0] == 0
    assert store._db.execute("SELECT count(*) FROM scores").fetchone()[0] == 0
    store.close()


def test_a_cancelled_job_is_told_before_its_sheets_are_taken_out(monkeypatch, tmp_path):
    from abyss_cards.ui.marquoir.import_job import ImportJob

    path = tmp_path / "in.csv"
    path.write_text(sheets(2 * m.IMPORT_BATCH), "utf-8")
    database = tmp_path / "h.sqlite3"
    MarquoirStore(database).close()
    job = ImportJob(database, path)
    events = []
    take_out = MarquoirStore.take_out
    monkeypatch.setattr(
        MarquoirStore,
        "take_out",
        lambda self, uids: (events.append(("taken out", len(uids))), take_out(self, uids))[1],
    )
    job.done.connect(
        lambda result: events.append(("told", type(result).__name__)),
        Qt.ConnectionType.DirectConnection,
    )
    job.progressed.connect(lambda done, total: job.cancel(), Qt.ConnectionType.DirectConnection)
    job.start()
    assert job.wait(60.0)
    assert events == [("told", "ImportCancelled"), ("taken out", m.IMPORT_BATCH)]
    store = MarquoirStore(database)
    assert store._db.execute("SELECT count(*) FROM sheets").fetchone()[0] == 0
    store.close()
