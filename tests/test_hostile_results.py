"""The results database of finished games (issue 16, item 4): damaged or foreign files are set
aside with a message and later results kept; busy, read-only or full files are never moved;
statistics never crash."""

import sqlite3

import pytest
from hostile_support import read_only

from abyss_cards.storage import files, results
from abyss_cards.storage.files import StorageProblem

ANA = [
    results.PlayerResult("Ana", 80, True, (30, 50)),
    results.PlayerResult("Léo", 95, False, (40, 55)),
]


def others(folder, name):
    return sorted(p.name for p in folder.iterdir() if p.name != name)


def test_foreign_tables_at_schema_one_are_set_aside_and_later_results_kept():
    path = results.database_path()
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE scores (x INTEGER); INSERT INTO scores VALUES (1);PRAGMA user_version = 1;"
    )
    db.close()
    files.take_notices()
    assert results.player_statistics("plongee") == []  # no "no such table: games"
    results.record_game("plongee", ANA)
    stats = results.player_statistics("plongee")
    assert [(s.name, s.games, s.wins) for s in stats] == [("Ana", 1, 1), ("Léo", 1, 0)]
    notices = files.take_notices()
    assert len(notices) == 1 and notices[0][0] == path
    kept = sqlite3.connect(notices[0][1]).execute("SELECT x FROM scores").fetchall()
    assert kept == [(1,)]  # the foreign file is kept as it was


def test_an_unreadable_results_file_is_set_aside_with_a_notice():
    path = results.database_path()
    path.write_bytes(b"this is not a database at all" * 100)
    files.take_notices()
    results.record_game("rami", ANA)
    notices = files.take_notices()
    assert len(notices) == 1 and notices[0][1].read_bytes().startswith(b"this is not")
    assert results.player_statistics("rami")[0].games == 1


def test_rows_of_the_wrong_shape_are_left_out_of_the_statistics():
    results.record_game("plongee", ANA)
    db = sqlite3.connect(results.database_path())
    db.execute("UPDATE players SET round_scores = 'not json' WHERE name = 'Léo'")
    db.commit()
    db.close()
    assert [s.name for s in results.player_statistics("plongee")] == ["Ana"]


def test_a_busy_results_file_is_reported_and_left_alone(monkeypatch):
    monkeypatch.setattr(results, "BUSY_TIMEOUT", 0.2)
    results.record_game("plongee", ANA)
    path = results.database_path()
    before = others(path.parent, "")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StorageProblem) as info:
            results.record_game("plongee", ANA)
        assert info.value.kind == "busy"
    finally:
        other.execute("COMMIT")
        other.close()
    assert others(path.parent, "") == before
    results.record_game("plongee", ANA)
    assert results.player_statistics("plongee")[0].games == 2


def test_a_read_only_results_file_is_reported_and_left_alone():
    results.record_game("plongee", ANA)
    path = results.database_path()
    before = others(path.parent, "")
    with read_only(path, path.parent):
        with pytest.raises(OSError) as info:  # a StorageProblem is an OSError for the screens
            results.record_game("plongee", ANA)
        assert getattr(info.value, "kind", "read-only") in ("read-only", "io")
        assert results.player_statistics("plongee")[0].games == 1
    assert others(path.parent, "") == before
    assert not files.take_notices()


def test_the_statistics_dialog_opens_on_a_foreign_results_file(qtbot):
    from abyss_cards.ui.plongee.dialogs import StatisticsDialog

    db = sqlite3.connect(results.database_path())
    db.executescript("CREATE TABLE games (id INTEGER); PRAGMA user_version = 1;")
    db.close()
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 0
