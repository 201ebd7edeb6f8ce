"""The Marquoir's CSV import on the audit's hostile files (issue 25).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/marquoir_csv_import.py [--players 125000]
        [--sheets 20000]

Three cases, each in this process, without the GUI:
- one "sheet" of ``--players`` players (3.9 MB at 125,000): seconds to read and refuse it;
- 4 MB of one-column lines: seconds, problems kept (the cap is 1,000) and peak memory;
- a file of ``--sheets`` sheets imported into an empty history, cancelled while it is being
  read, then once half of it is written: milliseconds from the cancel to the import giving up
  (target ≤ 200 ms), and the sheets left behind (target 0). A ``cancelled`` the import never
  asks while reading (older code) shows as "n/a".
"""

from __future__ import annotations

import argparse
import inspect
import os
import sys
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-bench-"))

from abyss_cards.storage import marquoir as m  # after the home is set

HEADER = "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"


def one_huge_sheet(players: int) -> str:
    return HEADER + "".join(f"big,2024-03-01,,P{i},1,1,1,1,1,1\n" for i in range(players))


def one_column_lines(size: int) -> str:
    return HEADER + "a\n" * ((size - len(HEADER)) // 2)


def many_sheets(count: int) -> str:
    return HEADER + "".join(
        f"s{i},2024-{1 + i % 12:02d}-{1 + i % 28:02d},,Ana,{i % 150},{(i // 150) % 150},2,3,4,5\n"
        f"s{i},2024-{1 + i % 12:02d}-{1 + i % 28:02d},,Léo,1,5,4,3,2,1\n"
        for i in range(count)
    )


def refused(text: str) -> tuple[float, int]:
    start = time.perf_counter()
    try:
        m.sheets_from_csv(text)
        problems = 0
    except m.SheetError as exc:
        problems = len(exc.problems)
    return time.perf_counter() - start, problems


def cancel_latency(folder: Path, sheets: int, writing: bool) -> str:
    """Cancelled while the file is read, or (``writing``) once half its sheets are written."""
    path = folder / "many.csv"
    path.write_text(many_sheets(sheets), "utf-8")
    database = folder / f"cancel-{writing}.sqlite3"
    if not writing and "cancelled" not in inspect.signature(m.sheets_from_csv).parameters:
        return "n/a (the file is read whole before any cancel is asked)"
    stop, asked, gave_up = threading.Event(), threading.Event(), []

    def cancelled() -> bool:
        if not writing:
            asked.set()
        return stop.is_set()

    def progress(done: int, total: int) -> None:
        if writing and done >= total // 2:
            asked.set()

    def run() -> None:  # as the app's ImportJob: its own connection, on its own thread
        store = m.MarquoirStore(database)
        try:
            store.import_csv(path, progress=progress, cancelled=cancelled)
        except m.ImportCancelled:
            gave_up.append(time.perf_counter())
        finally:
            store.close()

    worker = threading.Thread(target=run)
    worker.start()
    asked.wait()  # the file is being read, or half written
    pressed = time.perf_counter()
    stop.set()
    worker.join()
    store = m.MarquoirStore(database)
    left = store.sheets()
    store.close()
    return f"{(gave_up[0] - pressed) * 1000:.1f} ms, {len(left)} sheets left"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=125_000)
    parser.add_argument("--sheets", type=int, default=m.MAX_IMPORT_SHEETS)
    args = parser.parse_args()
    text = one_huge_sheet(args.players)
    seconds, problems = refused(text)
    print(
        f"one sheet of {args.players:,} players ({len(text.encode()) / 1e6:.1f} MB): "
        f"{seconds:.2f} s, {problems:,} problems"
    )
    text = one_column_lines(m.MAX_IMPORT_BYTES)
    tracemalloc.start()
    seconds, problems = refused(text)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(
        f"4 MB of one-column lines: {seconds:.2f} s, {problems:,} problems, "
        f"peak {peak / 1e6:.0f} MB"
    )
    with tempfile.TemporaryDirectory() as folder:
        print(
            f"cancel while reading {args.sheets:,} sheets: "
            f"{cancel_latency(Path(folder), args.sheets, writing=False)}"
        )
        print(
            f"cancel with half of {args.sheets:,} sheets written (taken out again): "
            f"{cancel_latency(Path(folder), args.sheets, writing=True)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
