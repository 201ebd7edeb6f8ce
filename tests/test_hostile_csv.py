"""Hostile CSV (issue 16, items 7 and 10): formulas neutralised on export and round-tripped on
import, control characters refused, names normalised, oversized cells and numbers refused in
words, large files imported in the background with progress and cancel, within limits."""

import builtins
import sqlite3
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton

from abyss_cards.storage import marquoir as m
from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet, SheetError
from abyss_cards.ui.marquoir.screen import MarquoirScreen

HEADER = "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"


def sheet(date="2024-05-31", names=("Ana", "Léo"), note=""):
    rows = ((20, 30, 12, 6, 4, 9), (18, 33, 10, 4, 2, 11))
    return Sheet(
        played_on=date,
        note=note,
        players=tuple(PlayerScore(n, *r) for n, r in zip(names, rows, strict=True)),
    )


def csv_of(count, start=0):
    lines = [HEADER]
    for i in range(start, start + count):
        day = f"20{10 + i % 15:02d}-{1 + i % 12:02d}-{1 + i % 28:02d}"
        # Every sheet different (else the import counts it as already there).
        lines.append(f"s{i},{day},,Ana,{i % 150},{(i // 150) % 150},2,3,4,5\n")
        lines.append(f"s{i},{day},,Léo,{(i * 7) % 100},5,4,3,2,1\n")
    return "".join(lines)


@pytest.mark.parametrize(
    "name", ['=HYPERLINK("http://x")', "+33 Zoé", "-Léo", "@home", "'=already quoted"]
)
def test_formulas_are_neutralised_on_export_and_round_trip(tmp_path, name):
    store = MarquoirStore(tmp_path / "a.sqlite3")
    store.add(sheet(names=(name, "Ana"), note="=1+1 chez Zoé"))
    path = tmp_path / "out.csv"
    store.export_csv(path)
    text = path.read_text("utf-8-sig")
    for line in text.splitlines()[1:]:
        for cell in line.split(","):
            cell = cell.strip('"')
            assert not cell.startswith(("=", "+", "-", "@")), line
    other = MarquoirStore(tmp_path / "b.sqlite3")
    other.import_csv(path)
    (back,) = other.sheets()
    assert {p.name for p in back.players} == {name, "Ana"}
    assert back.note == "=1+1 chez Zoé"


@pytest.mark.parametrize("bad", ["Ana\x00", "An\x07a", "A\x1bna"])
def test_control_characters_are_refused_in_words(tmp_path, bad):
    path = tmp_path / "in.csv"
    path.write_text(
        HEADER + f"x,2024-03-01,,{bad},1,1,1,1,1,1\nx,2024-03-01,,Bob,1,1,1,1,1,1\n", "utf-8"
    )
    with pytest.raises(SheetError) as info:
        MarquoirStore().import_csv(path)
    assert "line 2: player: holds a control character" in str(info.value)
    assert MarquoirStore().sheets() == []


def test_a_name_typed_two_ways_is_one_player(tmp_path):
    composed, decomposed = "Zoé", unicodedata.normalize("NFD", "Zoé")
    assert composed != decomposed
    path = tmp_path / "in.csv"
    path.write_text(
        HEADER + f"a,2024-03-01,,  {decomposed} ,1,1,1,1,1,1\n"
        "a,2024-03-01,,Bob,2,2,2,2,2,2\n"
        f"b,2024-03-02,,{composed},1,1,1,1,1,1\nb,2024-03-02,,Bob,2,2,2,2,2,2\n",
        "utf-8",
    )
    store = MarquoirStore()
    store.import_csv(path)
    assert sorted(store.player_names()) == ["Bob", "Zoé"]
    stats = {s.name: s.games for s in store.stats()}
    assert stats == {"Bob": 2, "Zoé": 2}
    store.add(sheet("2024-04-01", names=(decomposed, "Ana")))  # typed in the sheet dialog
    assert len(store.sheets("ZOÉ")) == 3


def test_a_cell_over_128_kib_and_a_huge_score_are_plain_problems(tmp_path):
    path = tmp_path / "in.csv"
    path.write_text(HEADER + "x,2024-03-01," + "n" * 140_000 + ",Ana,1,1,1,1,1,1\n", "utf-8")
    with pytest.raises(SheetError) as info:
        MarquoirStore().import_csv(path)
    assert "longer than 128 KiB" in str(info.value)
    path.write_text(
        HEADER + "x,2024-03-01,,Ana," + "9" * 5000 + ",1,1,1,1,1\nx,2024-03-01,,Bob,1,1,1,1,1,1\n",
        "utf-8",
    )
    with pytest.raises(SheetError) as info:
        MarquoirStore().import_csv(path)
    assert "more than 150" in str(info.value) and len(str(info.value)) < 300


def test_files_beyond_the_limits_are_refused_at_once(tmp_path, monkeypatch):
    path = tmp_path / "big.csv"
    with path.open("w", encoding="utf-8") as handle:
        handle.write(HEADER)
        line = "s,2024-03-01,,Ana,1,1,1,1,1,1\n"
        handle.write(line * (m.MAX_IMPORT_BYTES // len(line) + 10))
    # Refused at once: from its size alone, without reading a line of it.
    with monkeypatch.context() as patch:
        path_open, builtin_open = Path.open, builtins.open

        def never_this_file(opener):
            def checked(file, *args, **kwargs):
                assert Path(file) != path, "the oversized file was read"
                return opener(file, *args, **kwargs)

            return checked

        patch.setattr(Path, "open", never_this_file(path_open))
        patch.setattr(builtins, "open", never_this_file(builtin_open))
        with pytest.raises(SheetError) as info:
            MarquoirStore().import_csv(path)
    assert "at most 4 MB" in str(info.value)
    path.write_text(csv_of(m.MAX_IMPORT_SHEETS + 1), "utf-8")
    assert path.stat().st_size < m.MAX_IMPORT_BYTES
    with pytest.raises(SheetError) as info:
        MarquoirStore().import_csv(path)
    assert "more than 20,000 sheets" in str(info.value)


# In a process of its own, so the high-water mark of its memory is this import's alone.
# (tracemalloc measured the same but made the import three times slower.)
_PEAK_OF_AN_IMPORT = """
import sys
from pathlib import Path
from abyss_cards.storage.marquoir import MarquoirStore

def kib(field):
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise LookupError(field)

store = MarquoirStore(Path(sys.argv[2]))
before = kib("VmRSS")
report = store.import_csv(Path(sys.argv[1]))
print(len(report.added), (kib("VmHWM") - before) * 1024)
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads Linux's /proc")
def test_the_largest_file_imports_within_bounded_memory(tmp_path):
    path = tmp_path / "max.csv"
    path.write_text(csv_of(m.MAX_IMPORT_SHEETS), "utf-8")
    done = subprocess.run(
        [sys.executable, "-c", _PEAK_OF_AN_IMPORT, str(path), str(tmp_path / "h.sqlite3")],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    added, peak = (int(word) for word in done.stdout.split())
    assert added == m.MAX_IMPORT_SHEETS
    assert 0 < peak < 120 * 1024 * 1024, peak


@pytest.fixture
def screen(qtbot):
    widget = MarquoirScreen()
    qtbot.addWidget(widget)
    widget.show()
    told = []
    widget.inform = lambda title, text, warning=False: told.append(text)
    widget.told = told
    yield widget
    widget.leave()


def test_a_large_file_imports_in_the_background_with_progress(qtbot, screen, tmp_path):
    path = tmp_path / "large.csv"
    path.write_text(csv_of(4000), "utf-8")
    steps = []
    job = screen.import_csv(path)
    assert job is not None and not screen.import_button.isEnabled()
    job.progressed.connect(lambda done, total: steps.append((done, total)))
    assert screen.import_progress.isVisible()
    # Meanwhile another window saves a sheet: it waits a batch, not the whole import.
    other = MarquoirStore(screen.store.path)
    other.add(sheet("1999-01-01"))
    other.close()
    qtbot.waitUntil(lambda: job.finished and screen.import_job is None, timeout=60_000)
    assert steps and steps[-1] == (4000, 4000) and len(steps) > 2
    assert screen.told[-1].startswith("4000 sheet") and "skipped" not in screen.told[-1]
    assert screen.sheet_model.sheet_count() == 4001
    assert screen.import_progress is None and screen.import_button.isEnabled()
    screen.undo_stack.undo()
    assert screen.sheet_model.rowCount() == 1


def test_a_cancelled_import_keeps_nothing(qtbot, screen, tmp_path):
    path = tmp_path / "large.csv"
    path.write_text(csv_of(8000), "utf-8")
    job = screen.import_csv(path)
    screen.import_progress.findChild(QPushButton).click()  # the Cancel button
    # The window hears of the cancel first; the job finishes once what it wrote is taken out.
    qtbot.waitUntil(lambda: screen.import_job is None and job.finished, timeout=60_000)
    assert screen.sheet_model.rowCount() == 0
    assert sqlite3.connect(screen.store.path).execute("SELECT count(*) FROM sheets").fetchone() == (
        0,
    )
    assert job.finished and not screen.told  # no box: the status bar says it was cancelled


def test_a_refused_large_file_is_explained(qtbot, screen, tmp_path):
    path = tmp_path / "large.csv"
    path.write_text(csv_of(4000) + "zz,2024-01-01,,Ana,1,1,many,1,1,1\n", "utf-8")
    screen.import_csv(path)
    qtbot.waitUntil(lambda: screen.import_job is None, timeout=60_000)
    assert (
        "Nothing was imported" in screen.told[-1]
        and '"many" is not a whole number' in screen.told[-1]
    )
    assert screen.sheet_model.rowCount() == 0
