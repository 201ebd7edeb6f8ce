"""The Marquoir's SQLite history: persistence, corrections, deletion and undo, CSV, statistics,
a corrupt database, and two windows writing at once."""

import sqlite3

import pytest

from abyss_cards.storage import files
from abyss_cards.storage.files import StorageProblem
from abyss_cards.storage.marquoir import (
    MarquoirStore,
    PlayerScore,
    Sheet,
    SheetError,
    name_problems,
    parse_number,
    player_stats,
    sheet_problems,
    totals_over_time,
)


def sheet(date="2024-05-31", *rows, note=""):
    rows = rows or (("Ana", 20, 30, 12, 6, 4, 9), ("Léo", 18, 33, 10, 4, 2, 11))
    return Sheet(played_on=date, note=note, players=tuple(PlayerScore(*r) for r in rows))


def test_numbers_are_checked_with_reasons():
    assert parse_number("lords", "17") == (17, None)
    assert parse_number("lords", " 0 ") == (0, None)
    for text, words in [
        ("", "Not filled in"),
        ("abc", "not a whole number"),
        ("3.5", "not a whole number"),
        ("-2", "cannot be negative"),
        ("26", "more than 25"),
    ]:
        value, problem = parse_number("allies", text)
        assert value is None and words in str(problem), (text, str(problem))


def test_names_present_and_distinct():
    problems = name_problems(["Ana", "", "ana ", "Léo"])
    assert problems[0] is not None and "Two players" in str(problems[0])
    assert "Type the player's name" in str(problems[1])
    assert problems[2] is not None and problems[3] is None
    assert "Type the player" in str(
        sheet_problems(sheet("2024-01-01", ("", 1, 1, 1, 1, 1, 1), ("B", 1, 1, 1, 1, 1, 1)))[0]
    )


def test_one_player_is_not_a_sheet():
    s = Sheet("2024-01-01", (PlayerScore("Ana", 1, 1, 1, 1, 1, 1),))
    assert "2 to 6 players" in str(sheet_problems(s)[0])
    with pytest.raises(SheetError):
        MarquoirStore().add(s)


def test_sheets_survive_a_restart(abyss_home):
    store = MarquoirStore()
    saved = store.add(sheet(note="  chez Zoé "))
    store.close()
    again = MarquoirStore()
    assert again.path.is_relative_to(abyss_home)
    [loaded] = again.sheets()
    assert loaded == saved and loaded.note == "chez Zoé"
    assert loaded.winners() == ["Ana"]  # 68 against 65
    assert again.player_names() == ["Ana", "Léo"]


def test_correct_then_delete_and_restore():
    store = MarquoirStore()
    saved = store.add(sheet())
    fixed = store.update(
        Sheet(
            saved.played_on,
            (PlayerScore("Ana", 20, 30, 12, 6, 4, 9), PlayerScore("Léon", 18, 43, 10, 4, 2, 11)),
            uid=saved.uid,
            created_at=saved.created_at,
        )
    )
    assert store.get(saved.uid).players[1].name == "Léon"
    assert fixed.winners() == ["Léon"]
    store.delete(saved.uid)
    assert store.sheets() == [] and store.get(saved.uid) is None
    store.restore(saved.uid)
    assert store.get(saved.uid).players == fixed.players


def test_filter_by_player_and_statistics():
    store = MarquoirStore()
    store.add(sheet("2024-01-01"))
    store.add(
        sheet(
            "2024-02-01",
            ("Ana", 10, 10, 5, 0, 1, 5),
            ("Zoé", 30, 20, 10, 8, 3, 12),
            ("Léo", 10, 10, 5, 0, 1, 5),
        )
    )
    assert len(store.sheets("ZOÉ")) == 1 and len(store.sheets("Ana")) == 2
    stats = {s.name: s for s in player_stats(store.sheets())}
    assert (stats["Ana"].games, stats["Ana"].wins) == (2, 1)
    assert stats["Ana"].average_total == (68 + 25) / 2
    assert stats["Ana"].averages["lords"] == 20
    assert (stats["Zoé"].games, stats["Zoé"].wins) == (1, 1)
    assert totals_over_time(store.sheets(), "ana") == [
        ("2024-01-01", 68, True),
        ("2024-02-01", 25, False),
    ]


def test_csv_round_trip_and_duplicates(tmp_path):
    store = MarquoirStore()
    first = store.add(sheet("2024-01-01", note='dit "la revanche", enfin'))
    second = store.add(
        sheet(
            "2024-03-05",
            ("Ana", 1, 2, 3, 4, 5, 6),
            ("Bea", 6, 5, 4, 3, 2, 1),
            ("Céline", 0, 0, 0, 0, 0, 0),
        )
    )
    path = tmp_path / "out.csv"
    assert store.export_csv(path) == 5
    other = MarquoirStore(tmp_path / "other.sqlite3")
    report = other.import_csv(path)
    assert len(report.added) == 2 and report.duplicates == 0
    assert [(s.played_on, s.note, s.players) for s in other.sheets()] == [
        (first.played_on, first.note, first.players),
        (second.played_on, "", second.players),
    ]
    # The same file again: both sheets recognised, nothing added.
    again = other.import_csv(path)
    assert again.added == () and again.duplicates == 2
    assert len(other.sheets()) == 2


def test_semicolon_csv_from_a_spreadsheet(tmp_path):
    path = tmp_path / "excel.csv"
    path.write_text(
        "sheet;date;note;player;locations;lords;allies;monsters;pearls;best_lord\n"
        "g1;2024-06-01;;Ana;10;20;5;4;3;9\ng1;2024-06-01;;Léo;10;20;5;4;5;7\n",
        encoding="utf-8-sig",
    )
    store = MarquoirStore()
    store.import_csv(path)
    [loaded] = store.sheets()
    assert loaded.winners() == ["Léo"]


@pytest.mark.parametrize(
    "body, words",
    [
        ("name,score\nAna,3\n", "missing"),
        (
            "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
            "a,2024-01-01,,Ana,10,x,0,0,0,0\na,2024-01-01,,Léo,1,1,1,1,1,1\n",
            "not a whole number",
        ),
        (
            "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
            "a,2024-13-01,,Ana,1,1,1,1,1,1\na,2024-13-01,,Léo,1,1,1,1,1,1\n",
            "not a date",
        ),
        (
            "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
            "a,2024-01-01,,Ana,1,1,1,1,1,1\n",
            "2 to 6 players",
        ),
        (
            "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
            "a,2024-01-01,,Ana,1,1,1,1,1,1\na,2024-01-01,,Ana,1,1,1,1,1,1\n",
            "Two players",
        ),
        (
            "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
            "a,2024-01-01,,Ana,1,1\n",
            "columns instead of",
        ),
        ("", "empty"),
    ],
)
def test_malformed_csv_is_rejected_whole(tmp_path, body, words):
    store = MarquoirStore()
    store.add(sheet())
    path = tmp_path / "bad.csv"
    # A good sheet first: it must not be imported either.
    good = (
        "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
        "ok,2020-01-01,,X,1,1,1,1,1,1\nok,2020-01-01,,Y,1,1,1,1,1,1\n"
    )
    path.write_text(body + (good.split("\n", 1)[1] if body.startswith("sheet") else ""))
    with pytest.raises(SheetError) as caught:
        store.import_csv(path)
    assert words in str(caught.value)
    assert len(store.sheets()) == 1


def test_problem_lines_are_numbered(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text(
        "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
        "a,2024-01-01,,Ana,1,1,1,1,1,1\na,2024-01-01,,Léo,1,1,99,1,1,1\n"
    )
    with pytest.raises(SheetError) as caught:
        MarquoirStore().import_csv(path)
    [problem] = caught.value.problems
    assert (problem.line, problem.column) == (3, "allies")


def test_corrupt_database_is_moved_aside_and_a_fresh_one_started(abyss_home):
    store = MarquoirStore()
    store.add(sheet())
    path = store.path
    store.close()
    files.take_notices()
    path.write_bytes(b"this is not a database at all" * 100)
    fresh = MarquoirStore()
    assert fresh.moved_aside is not None and fresh.moved_aside.exists()
    assert fresh.moved_aside.name.startswith("marquoir.sqlite3.corrupt-")
    assert fresh.sheets() == []
    fresh.add(sheet())
    assert len(fresh.sheets()) == 1
    assert [n[0] for n in files.take_notices()] == [path]


def test_foreign_tables_count_as_unreadable(abyss_home):
    path = abyss_home / "data" / "marquoir.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE something (x)")
    db.commit()
    db.close()
    store = MarquoirStore()
    assert store.moved_aside is not None and store.sheets() == []


def test_two_windows_writing_lose_no_sheet():
    first, second = MarquoirStore(), MarquoirStore()
    before = second.data_version()
    for i in range(5):
        first.add(sheet(f"2024-01-{i + 1:02d}"))
        second.add(sheet(f"2024-02-{i + 1:02d}"))
    assert second.data_version() != before  # the other window sees there is something new
    assert len(first.sheets()) == len(second.sheets()) == 10
    second.close()
    first.close()
    assert len(MarquoirStore().sheets()) == 10


def test_a_save_in_the_middle_of_an_import_waits_its_turn_and_the_import_goes_through(tmp_path):
    """Writers queue from the first statement of their transaction (``BEGIN IMMEDIATE``).

    A plain ``BEGIN`` would take the write lock only at the import's first write, after its
    duplicate check has read the history: another window saving in between would make that
    write fail at once as busy (SQLite cannot wait there: what the import read is stale), and
    the whole import would be refused. Here the other window saves while the import is between
    its check and its write: it is the one told to wait (it gives up at once, so the test never
    waits), then saves once the import is done."""
    source = MarquoirStore(tmp_path / "source.sqlite3")
    source.add(sheet("2024-01-01"))
    source.add(sheet("2024-01-02"))
    path = tmp_path / "sheets.csv"
    source.export_csv(path)
    source.close()

    class Impatient(MarquoirStore):
        busy_timeout = 0.0  # gives up at once where a window would wait its turn

    importing, other = MarquoirStore(), Impatient()
    tried = []

    def save_in_the_middle(sql):
        # The import has read (its duplicate check) and is about to write.
        if sql.startswith("DELETE FROM sheets WHERE uid") and not tried:
            try:
                other.add(sheet("2024-06-01"))
            except StorageProblem as problem:
                tried.append(problem.kind)
            else:
                tried.append("saved")

    importing._db.set_trace_callback(save_in_the_middle)
    report = importing.import_csv(path)
    importing._db.set_trace_callback(None)
    assert len(report.added) == 2
    assert tried == ["busy"]  # the other window's save had to wait for the import's batch
    other.add(sheet("2024-06-01"))  # its turn: the same save goes through
    assert [s.played_on for s in importing.sheets()] == ["2024-01-01", "2024-01-02", "2024-06-01"]
    other.close()
    importing.close()


def test_names_offered_back_fold_ascii_case_only_and_come_with_the_statistics(tmp_path):
    store = MarquoirStore(tmp_path / "h.sqlite3")
    for day, (first, second) in enumerate(
        (("ana", "Bob"), ("Ana", "Bob"), ("ANA", "Zoé"), ("ZOÉ", "bob"), ("Ana", "Zoé")), 1
    ):
        store.add(
            Sheet(
                played_on=f"2024-01-0{day}",
                players=(
                    PlayerScore(first, 1, 2, 3, 4, 5, 6),
                    PlayerScore(second, 2, 2, 3, 4, 5, 6),
                ),
            )
        )
    # As SQLite's NOCASE: "ana", "Ana" and "ANA" are one name (written as most often), "Zoé"
    # and "ZOÉ" two; the most games first, then the latest played.
    assert store.player_names() == ["Ana", "Bob", "Zoé", "ZOÉ"]
    assert store.stats_and_names() == (store.stats(), store.player_names())
    store.close()
