"""The Marquoir with a long history (issue 25): how long the GUI thread is busy.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=$PWD .venv/bin/python benchmarks/marquoir_scale.py
        [--sheets 10000] [--runs 3] [--profile open|save|refresh]

A history of ``--sheets`` sheets (2 to 6 players of a dozen families' names, over 15 years) is
written once through the CSV import; then, ``--runs`` times each, median printed:
- open: a new Marquoir screen on it, shown, until its first paint is done (a usable window);
- save: a new sheet saved the way the sheet dialog's Save does (``screen.save``), with the
  refresh that follows;
- refresh: ``screen.refresh()``, what another window's save causes here.
Each is work on the GUI thread: the time is the longest the window cannot react (the "longest
stall" line is the longest of them all). Targets: open ≤ 1 s, save ≤ 100 ms, no stall > 50 ms.
``--profile`` prints where the time of one of them goes.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-bench-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from abyss_cards.storage import marquoir as m  # noqa: E402

FAMILY = ["Ana", "Léo", "Zoé", "Bob", "Émile", "Inès", "Hugo", "Jade", "Noé", "Lina", "Paul",
          "Chloé", "Sacha", "Maël", "Rose", "Yanis", "Lou", "Timéo", "Nina", "Aaron"]


def history_csv(sheets: int, seed: int = 7) -> str:
    rng = random.Random(seed)
    lines = [",".join(m.CSV_COLUMNS)]
    for i in range(sheets):
        day = f"{2010 + rng.randrange(15)}-{1 + rng.randrange(12):02d}-{1 + rng.randrange(28):02d}"
        for name in rng.sample(FAMILY, rng.randint(2, 6)):
            numbers = [rng.randint(0, 40), rng.randint(0, 60), rng.randint(0, 20),
                       rng.randint(0, 30), rng.randint(0, 20), rng.randint(0, 15)]
            lines.append(",".join([f"h{i}", day, "", name, *map(str, numbers)]))
    return "\n".join(lines) + "\n"


def write_history(path: Path, sheets: int) -> None:
    store = m.MarquoirStore(path)
    text = history_csv(sheets)
    rows = text.splitlines()
    header, body = rows[0], rows[1:]
    # At most MAX_IMPORT_SHEETS per import: split on sheet boundaries.
    chunk: list[str] = []
    count, last = 0, None
    folder = path.parent
    for row in body:
        uid = row.split(",", 1)[0]
        if uid != last:
            count, last = count + 1, uid
            if count > m.MAX_IMPORT_SHEETS // 2:
                _import(store, folder, header, chunk)
                chunk, count = [], 1
        chunk.append(row)
    _import(store, folder, header, chunk)
    store.close()


def _import(store: m.MarquoirStore, folder: Path, header: str, rows: list[str]) -> None:
    part = folder / "part.csv"
    part.write_text("\n".join([header, *rows]) + "\n", "utf-8")
    store.import_csv(part)


def timed(action, profile: bool = False) -> float:
    app = QApplication.instance()
    app.processEvents()
    profiler = cProfile.Profile() if profile else None
    start = time.perf_counter()
    if profiler:
        profiler.enable()
    action()
    app.processEvents()  # the layout, the fits and the paint it queued
    if profiler:
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", choices=("open", "save", "refresh"))
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    from abyss_cards.ui.marquoir.screen import MarquoirScreen

    folder = Path(tempfile.mkdtemp(prefix="marquoir-scale-"))
    database = folder / m.DB_NAME
    start = time.perf_counter()
    write_history(database, args.sheets)
    print(f"{args.sheets:,} sheets written in {time.perf_counter() - start:.1f} s")

    screens: list[MarquoirScreen] = []

    def open_screen() -> None:
        screen = MarquoirScreen(store=m.MarquoirStore(database))
        screen.resize(1280, 800)
        screen.show()
        screen.repaint()
        screens.append(screen)

    figures: dict[str, list[float]] = {"open": [], "save": [], "refresh": []}
    for run in range(args.runs):
        figures["open"].append(timed(open_screen, args.profile == "open" and run == 0))
        screen = screens[-1]
        sheet = m.Sheet(f"2025-06-{1 + run:02d}", (m.PlayerScore("Ana", 20, 30, 12, 6, 4, 9),
                                                   m.PlayerScore("Léo", 18, 33, 10, 4, 2, 11)))
        figures["save"].append(timed(lambda s=sheet: screen.save(s),
                                     args.profile == "save" and run == 0))
        figures["refresh"].append(timed(screen.refresh, args.profile == "refresh" and run == 0))
        screen.leave()
        screen.close()
        screen.deleteLater()
    for name, values in figures.items():
        print(f"{name}: median {statistics.median(values) * 1000:.0f} ms "
              f"({', '.join(f'{v * 1000:.0f}' for v in values)})")
    print(f"longest stall: {max(max(v) for v in figures.values()) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
