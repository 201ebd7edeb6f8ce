"""The Marquoir with a long history (issue 25): how long the GUI thread is busy.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=$PWD .venv/bin/python benchmarks/marquoir_scale.py
        [--sheets 10000] [--runs 3] [--profile open|save|refresh] [--whole-import]

A history of ``--sheets`` sheets (2 to 6 players of a dozen families' names, over 15 years) is
written once through the CSV import; then, ``--runs`` times each, median printed:
- open: a new Marquoir screen on it, shown and painted, until its statistics are in;
- save: a new sheet saved the way the sheet dialog's Save does (``screen.save``), with the
  refresh that follows, until its statistics are in; and, apart, until the sheet is saved and
  chosen in the list (what the person waits for: the statistics follow from a thread);
- refresh: ``screen.refresh()``, what another window's save causes here;
- scroll: the history list scrolled down 120 frames of three rows, each painted at once: the
  frames' times (60 fps is 16.7 ms a frame).
For each: the time until everything is shown, and the longest stall of the GUI thread on the
way (a 1 ms timer's longest gap: the longest the window could not react; and the GUI-thread
CPU time of the busiest gap), and the GUI-thread CPU time of its first pass (less swayed by
other jobs than wall times). The first open of the process, the cold one (the app's first
click on the Marquoir), is printed apart too, and the import of the screen's module before
it: in the steps the app takes while the home screen waits (``--whole-import``: at once, as
the first click did). Targets: open ≤ 1 s, save ≤ 100 ms, no stall over 50 ms, scrolling at
60 frames a second.
``--profile`` prints where the time of one of them goes (``PROFILE_SORT=tottime``: by own
time).
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-bench-"))

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from abyss_cards.storage import marquoir as m

if TYPE_CHECKING:
    from abyss_cards.ui.marquoir.screen import MarquoirScreen

FAMILY = [
    "Ana",
    "Léo",
    "Zoé",
    "Bob",
    "Émile",
    "Inès",
    "Hugo",
    "Jade",
    "Noé",
    "Lina",
    "Paul",
    "Chloé",
    "Sacha",
    "Maël",
    "Rose",
    "Yanis",
    "Lou",
    "Timéo",
    "Nina",
    "Aaron",
]


def history_csv(sheets: int, seed: int = 7) -> str:
    rng = random.Random(seed)
    lines = [",".join(m.CSV_COLUMNS)]
    for i in range(sheets):
        day = f"{2010 + rng.randrange(15)}-{1 + rng.randrange(12):02d}-{1 + rng.randrange(28):02d}"
        for name in rng.sample(FAMILY, rng.randint(2, 6)):
            numbers = [
                rng.randint(0, 40),
                rng.randint(0, 60),
                rng.randint(0, 20),
                rng.randint(0, 30),
                rng.randint(0, 20),
                rng.randint(0, 15),
            ]
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


def ready(screen) -> bool:
    """The statistics are in and the history is checked (both off the GUI thread; at once in
    older versions)."""
    return all(getattr(screen, job, None) is None for job in ("figures_job", "check_job"))


def scrolled(screen, steps: int = 120) -> list[tuple[float, float]]:
    """The history list scrolled down three rows a frame, each frame painted at once: the
    seconds each frame took, and its GUI-thread CPU seconds (reading the next page of sheets
    when the view reaches it)."""
    view = screen.sheet_view
    bar = view.verticalScrollBar()
    app = QApplication.instance()
    app.processEvents()
    times = []
    for _ in range(steps):
        start, cpu = time.perf_counter(), time.thread_time()
        bar.setValue(bar.value() + 3 * bar.singleStep())
        app.processEvents()  # a page read when the view asks for more
        view.viewport().repaint()
        times.append((time.perf_counter() - start, time.thread_time() - cpu))
    return times


def listed(screen, sheet: m.Sheet) -> bool:
    chosen = screen.current_sheet()
    return chosen is not None and chosen.played_on == sheet.played_on


class Ticks:
    """A 1 ms timer on the GUI thread: the longest gap between two ticks is the longest time
    the window could not react; and the GUI-thread CPU time of the busiest gap (what the
    stall would be without the other jobs on the machine)."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(1)
        self.timer.timeout.connect(self.tick)
        self.reset()
        self.timer.start()

    def tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.longest = max(self.longest, now - self.last)
        self.longest_cpu = max(self.longest_cpu, cpu - self.last_cpu)
        self.last, self.last_cpu = now, cpu

    def reset(self) -> None:
        self.last, self.longest = time.perf_counter(), 0.0
        self.last_cpu, self.longest_cpu = time.thread_time(), 0.0


def timed(
    action, done, profile: bool = False, first=None
) -> tuple[float, float, float, float, float]:
    """(seconds until ``done()``, longest stall on the way, seconds until ``first()``: what
    the person waits for, the rest coming from threads, GUI-thread CPU seconds of ``action()``
    itself: its first pass, less swayed by the other jobs' load, the GUI-thread CPU seconds of
    the busiest stall) for ``action()``."""
    app = QApplication.instance()
    ticks = Ticks()
    app.processEvents()
    profiler = cProfile.Profile() if profile else None
    ticks.reset()
    start = time.perf_counter()
    if profiler:
        profiler.enable()
    cpu = time.thread_time()
    action()
    cpu = time.thread_time() - cpu
    app.processEvents()  # the layout, the fits and the paint it queued
    seen = time.perf_counter() if first is not None and first() else None
    while not done():
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)
        if seen is None and first is not None and first():
            seen = time.perf_counter()
    if profiler:
        profiler.disable()
        pstats.Stats(profiler).sort_stats(os.environ.get("PROFILE_SORT", "cumulative")).print_stats(
            25
        )
    elapsed = time.perf_counter() - start
    ticks.tick()
    ticks.timer.stop()
    seen_after = (seen - start) if seen is not None else elapsed
    return elapsed, ticks.longest, seen_after, cpu, ticks.longest_cpu


def _import_the_screen(app: QApplication, whole: bool) -> type[MarquoirScreen]:
    """The Marquoir's screen imported at once (``whole``), or ahead as the app does; how long
    it took, printed."""
    if whole:
        # What the first click on the Marquoir did before its screen was imported ahead.
        wall, cpu = time.perf_counter(), time.thread_time()
        from abyss_cards.ui.marquoir.screen import MarquoirScreen

        wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
        print(f"import of the screen: {wall * 1000:.0f} ms ({cpu * 1000:.0f} ms GUI-thread CPU)")
    else:
        # As the app imports it while the home screen waits: a few steps a pass (``ui.ahead``).
        from abyss_cards.ui.ahead import ImportAhead, marquoir_steps

        ahead = ImportAhead(marquoir_steps())
        ahead.start(0)
        while not ahead.done:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)
        steps, longest = max(ahead.passes, key=lambda taken: taken[1])
        print(
            f"import of the screen ahead: {len(ahead.passes)} passes, "
            f"{sum(cpu for _, cpu in ahead.passes) * 1000:.0f} ms GUI-thread CPU in all, the "
            f"longest {longest * 1000:.0f} ms ({', '.join(steps)})"
        )
        from abyss_cards.ui.marquoir.screen import MarquoirScreen
    return MarquoirScreen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", choices=("open", "save", "refresh"))
    parser.add_argument(
        "--whole-import", action="store_true", help="the screen imported at once, not ahead"
    )
    args = parser.parse_args()
    _app = QApplication.instance() or QApplication(sys.argv)  # kept: the screens need it
    from abyss_cards.ui import collector

    collector.install(_app)  # Python's cycle collector as the app runs it (ui/app.py)
    # What the home window has imported before (PySide6's Qt namespace with it, ~30 ms).
    import abyss_cards.ui.main_window  # noqa: F401

    screen_class = _import_the_screen(_app, args.whole_import)

    folder = Path(tempfile.mkdtemp(prefix="marquoir-scale-"))
    database = folder / m.DB_NAME
    start = time.perf_counter()
    write_history(database, args.sheets)
    print(f"{args.sheets:,} sheets written in {time.perf_counter() - start:.1f} s")

    screens: list[MarquoirScreen] = []

    def open_screen() -> None:
        # As the app opens it (``ui.marquoir.new_screen``): checked on a thread of its own.
        screen = screen_class(store=m.MarquoirStore(database, check_later=True))
        screen.resize(1280, 800)
        screen.show()
        screen.repaint()
        screens.append(screen)

    figures: dict[str, list[tuple[float, float, float, float, float]]] = {
        "open": [],
        "save": [],
        "refresh": [],
    }
    scrolls: list[list[tuple[float, float]]] = []
    for run in range(args.runs):
        figures["open"].append(
            timed(open_screen, lambda: ready(screens[-1]), args.profile == "open" and run == 0)
        )
        screen = screens[-1]

        sheet = m.Sheet(
            f"2025-06-{1 + run:02d}",
            (m.PlayerScore("Ana", 20, 30, 12, 6, 4, 9), m.PlayerScore("Léo", 18, 33, 10, 4, 2, 11)),
        )
        figures["save"].append(
            timed(
                functools.partial(screen.save, sheet),
                functools.partial(ready, screen),
                args.profile == "save" and run == 0,
                # Saved: written, in the list and chosen there, the sheet shown beside it
                # (the statistics follow from a thread).
                first=functools.partial(listed, screen, sheet),
            )
        )
        figures["refresh"].append(
            timed(
                screen.refresh,
                functools.partial(ready, screen),
                args.profile == "refresh" and run == 0,
            )
        )
        scrolls.append(scrolled(screen))
        screen.leave()
        screen.close()
        screen.deleteLater()
    # The first open in a process is the slowest: Qt and PySide6 make what its widgets use the
    # first time (the app's first click on the Marquoir).
    done, stall, _seen, cpu, stall_cpu = figures["open"][0]
    print(
        f"first open: all shown in {done * 1000:.0f} ms; longest stall {stall * 1000:.0f} ms "
        f"(the busiest {stall_cpu * 1000:.0f} ms GUI-thread CPU); first pass {cpu * 1000:.0f} "
        "ms GUI-thread CPU"
    )
    for name, values in figures.items():
        done = [v[0] * 1000 for v in values]
        stalls = [v[1] * 1000 for v in values]
        print(
            f"{name}: all shown in median {statistics.median(done):.0f} ms "
            f"({', '.join(f'{v:.0f}' for v in done)}); longest stall median "
            f"{statistics.median(stalls):.0f} ms ({', '.join(f'{v:.0f}' for v in stalls)}), "
            f"busiest CPU median {statistics.median(v[4] * 1000 for v in values):.0f} ms "
            f"({', '.join(f'{v[4] * 1000:.0f}' for v in values)}); "
            f"first pass CPU median {statistics.median(v[3] * 1000 for v in values):.0f} ms"
        )
        if name == "save":
            saved = [v[2] * 1000 for v in values]
            print(
                f"save: saved and chosen in the list in median {statistics.median(saved):.0f} ms "
                f"({', '.join(f'{v:.0f}' for v in saved)})"
            )
    frames = sorted(f[0] * 1000 for run in scrolls for f in run)
    cpus = sorted(f[1] * 1000 for run in scrolls for f in run)
    p95 = frames[int(0.95 * (len(frames) - 1))]
    print(
        f"scroll: {len(frames)} frames, median {statistics.median(frames):.1f} ms "
        f"({1000 / statistics.median(frames):.0f} fps), 95th percentile {p95:.1f} ms, "
        f"longest {frames[-1]:.1f} ms; GUI-thread CPU median {statistics.median(cpus):.1f} ms, "
        f"95th percentile {cpus[int(0.95 * (len(cpus) - 1))]:.1f} ms"
    )
    print(f"longest stall: {max(v[1] for vs in figures.values() for v in vs) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
