"""Longest GUI-thread stall while computer players play a whole round at the fastest pace.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/plongee_ui_stall.py [--players 4]
        [--level expert] [--animation fast] [--rounds 3] [--size 1920x1080]

A 1 ms timer ticks on the GUI thread; the longest gap between two ticks is the longest time the
window could not react. Bots run off the GUI thread; the table animates, the docks refresh and the
autosave is written after every action, as in the app. Target: ≤ 50 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-bench-"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--animation", default="fast")
    parser.add_argument("--rounds", type=int, default=3, help="rounds measured (one each run)")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--verbose", action="store_true", help="where the worst gaps happened")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from abyss_cards.games import plongee
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, Seat
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    worst, all_gaps, actions = [], [], []
    for r in range(args.rounds):
        window = MainWindow(Settings(animation_speed=args.animation, bot_pace="instant"))
        window.resize(w, h)
        window.show()
        seats = [Seat(f"Bot{i}", BOT, args.level) for i in range(args.players)]
        state = plongee.new_game([s.name for s in seats], seed=100 + r)
        screen = PlongeeScreen(window, state, seats)
        window.show_screen(screen)
        for _ in range(5):
            app.processEvents()
        gaps: list[float] = []
        where: list[tuple[float, int]] = []
        clock = QElapsedTimer()
        clock.start()
        last = [clock.nsecsElapsed()]

        def tick(clock=clock, gaps=gaps, where=where, last=last, state=state) -> None:
            now = clock.nsecsElapsed()
            gaps.append((now - last[0]) / 1e6)
            where.append((gaps[-1], len(state.history)))
            last[0] = now

        timer = QTimer()
        timer.setInterval(1)
        timer.timeout.connect(tick)
        timer.start()
        start = time.perf_counter()
        while screen.summary_dialog is None and time.perf_counter() - start < 120:
            app.processEvents()
            time.sleep(0.0005)
        timer.stop()
        n_actions = len(state.history)
        screen.summary_dialog.accept() if screen.summary_dialog else None
        window.go_home()
        app.processEvents()
        window.close()
        worst.append(max(gaps))
        all_gaps += gaps
        actions.append(n_actions)
        print(f"round {r + 1}: {n_actions} actions in {time.perf_counter() - start:.1f} s, "
              f"longest stall {max(gaps):.1f} ms", file=sys.stderr)
        if args.verbose:
            print("  worst gaps (ms @ actions so far):", ", ".join(
                f"{g:.0f}@{n}" for g, n in sorted(where, reverse=True)[:8]), file=sys.stderr)
    all_gaps.sort()
    p99 = all_gaps[int(len(all_gaps) * 0.99)]
    print(f"players={args.players} level={args.level} animation={args.animation} "
          f"size={args.size} rounds={args.rounds}")
    print(f"longest stall per round (ms): {', '.join(f'{g:.1f}' for g in worst)}; "
          f"median {statistics.median(worst):.1f} ms; tick gap p99 {p99:.1f} ms; "
          f"median tick gap {statistics.median(all_gaps):.2f} ms; "
          f"actions per round {statistics.median(actions):.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
