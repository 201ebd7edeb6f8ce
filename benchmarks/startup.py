"""Start-up time: from launching the process to the window on screen, next to a bare PySide6
window (alone, and importing Qt's namespace) and AisleRiot (``sol``) measured in the same run.

    python benchmarks/startup.py [--runs 15] [--platform offscreen|xcb] [--exe PATH]

The programs are run in turn (one run of each, then the next round), so that a machine whose
load changes during the benchmark slows them alike; it prints each one's median and quartiles,
and the app's ratio to the others (of the medians, and the median of the per-round ratios).

Offscreen (the default) times each Qt program to its first paint (the app runs with
``--first-paint`` and ``ABYSS_CARDS_STARTUP_PROBE``, and says "shown"). With ``--platform xcb``
every program is timed to its first mapped window on a private X server (xvfb-run; ``xev``
watches the root window), the same measure for all, AisleRiot included; offscreen, AisleRiot (a
GTK program) cannot run and is left out. ``--exe`` also times an installed or packaged command
(e.g. ``--exe /usr/bin/abyss-cards`` for the .deb, or ``dist/abyss-cards/abyss-cards``). Every
program gets a throwaway home folder.
"""

from __future__ import annotations

import argparse
import os
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field

WINDOW = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer{qt}
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print("shown", flush=True); o.removeEventFilter(self)
            QTimer.singleShot(0, app.quit)
        return False
f = F(); w.installEventFilter(f); w.show()
app.exec()
"""
BARE = WINDOW.format(qt="")
# The same window importing Qt's namespace, as any widget code does (alignments, flags…):
# PySide6 makes its ~90 enums into Python enums at that import. The floor of a real app.
BARE_QT = WINDOW.format(qt=", Qt")

# A program that never shows its window must not hang the benchmark.
CEILING_S = 60


@dataclass
class Program:
    label: str
    cmd: list[str]
    times: list[float] = field(default_factory=list)


class MapWatcher:
    """The moments windows are mapped on the X display, from ``xev`` watching the root."""

    def __init__(self) -> None:
        self._proc = subprocess.Popen(
            ["xev", "-root", "-event", "substructure"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self._maps: queue.Queue[float] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self._proc.stdout is not None
        for line in self._proc.stdout:
            if line.startswith("MapNotify"):
                self._maps.put(time.perf_counter())

    def clear(self) -> None:
        while not self._maps.empty():
            self._maps.get_nowait()

    def next_map(self) -> float:
        return self._maps.get(timeout=CEILING_S)

    def close(self) -> None:
        self._proc.kill()
        self._proc.wait()


def time_to_shown(cmd: list[str], env: dict[str, str], watcher: MapWatcher | None) -> float:
    """Seconds from launching ``cmd`` to its window: mapped (``watcher``) or painted ("shown")."""
    if watcher is not None:
        watcher.clear()
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    timer = threading.Timer(CEILING_S, proc.kill)
    timer.start()
    try:
        if watcher is not None:
            return watcher.next_map() - start
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip() == "shown":
                return time.perf_counter() - start
        raise RuntimeError(f"{cmd[0]} exited without showing its window")
    finally:
        timer.cancel()
        proc.kill()
        proc.wait()


def quartiles(times: list[float]) -> tuple[float, float, float]:
    q1, med, q3 = statistics.quantiles(times, n=4)
    return q1, med, q3


def programs(args: argparse.Namespace) -> tuple[list[Program], list[Program], list[str]]:
    """The app's commands, the programs it is compared with, and notes on the ones left out."""
    apps = [Program("abyss-cards (python -m)", [sys.executable, "-m", "abyss_cards"])]
    if args.exe:
        apps.append(Program(f"abyss-cards ({args.exe})", [args.exe]))
    for app in apps:
        app.cmd.append("--first-paint")
    found = [
        Program("bare PySide6 window", [sys.executable, "-c", BARE]),
        Program("bare window + Qt namespace", [sys.executable, "-c", BARE_QT]),
    ]
    notes = []
    sol = shutil.which("sol")
    if sol is None:
        notes.append("AisleRiot (sol) is not installed: not timed")
    elif args.platform != "xcb":
        notes.append("AisleRiot (sol) needs a display: timed with --platform xcb only")
    else:
        found.append(Program("AisleRiot (sol)", [sol]))
    return apps, found, notes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument(
        "--exe", help="also time this command: the installed or packaged abyss-cards"
    )
    parser.add_argument("--platform", default="offscreen", choices=("offscreen", "xcb"))
    args = parser.parse_args()
    if args.platform == "xcb" and "DISPLAY" not in os.environ:
        # Re-run ourselves under a private X server.
        return subprocess.call(
            ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, *sys.argv]
        )
    if args.exe:
        args.exe = shutil.which(args.exe) or os.path.abspath(args.exe)
    apps, others, notes = programs(args)
    timed = apps + others
    watcher = MapWatcher() if args.platform == "xcb" else None
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM=args.platform,
            ABYSS_CARDS_HOME=os.path.join(home, "abyss-cards"),
            ABYSS_CARDS_STARTUP_PROBE="1",
            # AisleRiot keeps its settings under the home folder: a throwaway one.
            HOME=home,
            XDG_CONFIG_HOME=os.path.join(home, "config"),
            XDG_DATA_HOME=os.path.join(home, "data"),
            XDG_CACHE_HOME=os.path.join(home, "cache"),
        )
        print(f"platform {args.platform}, {os.cpu_count()} cores, {args.runs} rounds")
        try:
            for program in timed:
                time_to_shown(program.cmd, env, watcher)  # warm the disk cache
            for _ in range(args.runs):
                for program in timed:
                    program.times.append(time_to_shown(program.cmd, env, watcher))
        finally:
            if watcher is not None:
                watcher.close()
    what = "first mapped window" if watcher else "first paint"
    for program in timed:
        q1, med, q3 = quartiles(program.times)
        print(
            f"{program.label:<34} median {med * 1000:6.0f} ms   (quartiles"
            f" {q1 * 1000:.0f}–{q3 * 1000:.0f} ms) to the {what}"
        )
    for app in apps:
        for other in others:
            ratio = statistics.median(app.times) / statistics.median(other.times)
            rounds = (a / o for a, o in zip(app.times, other.times, strict=True))
            print(
                f"ratio {app.label} / {other.label}: {ratio:.2f} (medians),"
                f" {statistics.median(rounds):.2f} (median of the rounds' ratios)"
            )
    for note in notes:
        print(note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
