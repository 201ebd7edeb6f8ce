"""Longest GUI-thread stall while two expert computer players play whole Rami deals.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/rami_ui_stall.py [--deals 3]
        [--level expert] [--animation fast] [--size 1920x1080]

A 1 ms timer ticks on the GUI thread; the longest gap between two ticks is the longest time the
window could not react. The bots think off the GUI thread (``GameSession``); the table syncs and
animates, the docks refresh and the autosave is written after every action, as in the app. Each
deal is measured until its summary opens. Target: ≤ 50 ms. The GUI thread's own CPU time during
the longest gap is printed too (on a shared machine a gap much longer than it was spent waiting
for a core, not working). The computer players think in a process of their own, as in the app;
``--thread`` makes them think in the session's worker thread instead (as before).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time


def _timed_deal(app, args, r: int) -> tuple[list[float], list[float], float, int]:
    """Deal ``r`` played by the computer players through the screen until its summary opens:
    the gaps between the 1 ms timer's ticks and the GUI thread's CPU in each (ms), how long
    it took (s) and how many actions were played."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    from abyss_cards.games import rami
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, Seat
    from abyss_cards.ui.rami.screen import RamiScreen

    w, h = (int(v) for v in args.size.split("x"))
    window = MainWindow(Settings(animation_speed=args.animation, bot_pace="instant"))
    window.resize(w, h)
    window.show()
    seats = [Seat(f"Bot{i}", BOT, args.level) for i in range(2)]
    state = rami.new_game([s.name for s in seats], seed=300 + r)
    screen = RamiScreen(window, state, seats)
    window.show_screen(screen)
    for _ in range(5):
        app.processEvents()
    gaps: list[float] = []
    cpu_in: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed(), time.thread_time()]
    counted = [0]
    screen.session.eventsApplied.connect(lambda *a, c=counted: c.__setitem__(0, c[0] + 1))

    def tick(clock=clock, gaps=gaps, cpu_in=cpu_in, last=last) -> None:
        now, cpu = clock.nsecsElapsed(), time.thread_time()
        gaps.append((now - last[0]) / 1e6)
        cpu_in.append((cpu - last[1]) * 1e3)
        last[0], last[1] = now, cpu

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    timer.start()
    start = time.perf_counter()
    while screen.summary_dialog is None and time.perf_counter() - start < 300:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    elapsed = time.perf_counter() - start
    if screen.summary_dialog is not None:
        screen.summary_dialog.accept()
    window.go_home()
    app.processEvents()
    window.close()
    return gaps, cpu_in, elapsed, counted[0]


def main() -> int:
    # Here, not at import: the bots' spawned process imports this script too.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if "ABYSS_CARDS_HOME" not in os.environ:
        os.environ["ABYSS_CARDS_HOME"] = tempfile.mkdtemp(prefix="abyss-bench-")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--animation", default="fast")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument(
        "--thread", action="store_true", help="the bots think in a worker thread, not in a process"
    )
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from abyss_cards.ui.rami.screen import RamiScreen

    RamiScreen.think_in_process = not args.thread

    worst, worst_cpu, all_gaps, actions, think, gui_cpu = [], [], [], [], [], []
    for r in range(args.deals):
        gaps, cpu_in, elapsed, count = _timed_deal(app, args, r)
        k = max(range(len(gaps)), key=gaps.__getitem__)
        worst.append(gaps[k])
        worst_cpu.append(cpu_in[k])
        all_gaps += gaps
        gui_cpu.append(sum(cpu_in))
        actions.append(count)
        think.append(elapsed / max(1, count) * 1000)
        print(
            f"deal {r + 1}: {count} actions in {elapsed:.1f} s "
            f"({think[-1]:.0f} ms per action, thinking included), longest stall "
            f"{gaps[k]:.1f} ms (GUI thread CPU in it {cpu_in[k]:.1f} ms)",
            file=sys.stderr,
        )
    all_gaps.sort()
    p99 = all_gaps[int(len(all_gaps) * 0.99)]
    print(
        f"level={args.level} animation={args.animation} size={args.size} deals={args.deals} "
        f"thinking in {'a thread' if args.thread else 'a process'}"
    )
    print(
        f"longest stall per deal (ms): {', '.join(f'{g:.1f}' for g in worst)}; "
        f"median {statistics.median(worst):.1f}, worst {max(worst):.1f}; "
        f"GUI CPU in the longest gap: median {statistics.median(worst_cpu):.1f} ms; "
        f"tick gap p99 {p99:.1f} ms, median {statistics.median(all_gaps):.2f} ms; "
        f"GUI thread CPU per deal: median {statistics.median(gui_cpu):.0f} ms; "
        f"actions per deal {statistics.median(actions):.0f}, "
        f"{statistics.median(think):.0f} ms per action"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
