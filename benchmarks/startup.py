"""Start-up time: from launching the process to the home window's first paint.

    python benchmarks/startup.py [--runs 15] [--exe dist/abyss-cards/abyss-cards] [--platform xcb]

Prints the median and quartiles over the runs, next to a bare PySide6 window measured the same
way (the floor on this machine). With --platform xcb it runs under xvfb-run's X server.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print("shown", flush=True); o.removeEventFilter(self)
        return False
f = F(); w.installEventFilter(f); w.show()
app.exec()
"""


def time_to_shown(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    watchdog = threading.Timer(60, proc.kill)  # a program that never shows must not hang us
    watchdog.start()
    try:
        for line in proc.stdout:
            if line.strip() == "shown":
                return time.perf_counter() - start
        raise RuntimeError(f"{cmd[0]} exited without showing its window")
    finally:
        watchdog.cancel()
        proc.kill()
        proc.wait()


def measure(label: str, cmd: list[str], env: dict, runs: int) -> list[float]:
    time_to_shown(cmd, env)  # warm the disk cache
    times = sorted(time_to_shown(cmd, env) for _ in range(runs))
    q1, med, q3 = statistics.quantiles(times, n=4)
    print(
        f"{label:<28} median {med * 1000:6.0f} ms   (quartiles {q1 * 1000:.0f}–{q3 * 1000:.0f} ms, {runs} runs)"
    )
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--exe", help="also time the packaged executable")
    parser.add_argument("--platform", default="offscreen", choices=("offscreen", "xcb"))
    args = parser.parse_args()
    if args.platform == "xcb" and "DISPLAY" not in os.environ:
        # Re-run ourselves under a private X server.
        return subprocess.call(
            ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, *sys.argv]
        )
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM=args.platform,
            ABYSS_CARDS_HOME=home,
            ABYSS_CARDS_STARTUP_PROBE="1",
        )
        print(f"platform {args.platform}, {os.cpu_count()} cores")
        bare = measure("bare PySide6 window", [sys.executable, "-c", BARE], env, args.runs)
        app = measure(
            "abyss-cards (python -m)", [sys.executable, "-m", "abyss_cards"], env, args.runs
        )
        print(f"ratio app / bare window: {statistics.median(app) / statistics.median(bare):.2f}")
        if args.exe:
            measure("packaged executable", [str(Path(args.exe).resolve())], env, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
