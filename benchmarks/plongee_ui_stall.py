"""Longest GUI-thread stall while computer players play a whole round at the fastest pace.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/plongee_ui_stall.py [--players 4]
        [--level expert] [--animation fast] [--rounds 3] [--size 1920x1080] [--target 100]
        [--tail-ms 300] [--status-bar] [--second-round] [--verbose]

A 1 ms timer ticks on the GUI thread; the longest gap between two ticks is the longest time the
window could not react. Bots run off the GUI thread; the table animates, the docks refresh and the
autosave is written after every action, as in the app. Ticks go on for ``--tail-ms`` after the
round summary opens, so its first paint counts too; a low ``--target`` makes the measured round
the last one of its game (results written, autosave cleared). Target: ≤ 50 ms.

The machine may be shared: the GUI thread's own CPU time during the longest gap is printed too
(a gap far longer than that CPU time was spent waiting for a core, not working), with the most
CPU the GUI thread spent between two ticks and its CPU time per round: figures that the other
programs running on the machine change much less than the wall-clock gaps.
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


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--animation", default="fast")
    parser.add_argument("--rounds", type=int, default=3, help="rounds measured (one each run)")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--target", type=int, default=100, help="game's target score")
    parser.add_argument(
        "--tail-ms",
        type=float,
        default=300.0,
        help="keep measuring this long after the round summary opens",
    )
    parser.add_argument(
        "--status-bar",
        action="store_true",
        help="the window's status bar already shown, as after the first message "
        "of a session (its first appearance re-lays the whole window out)",
    )
    parser.add_argument(
        "--second-round",
        action="store_true",
        help="measure round 2 instead, from the click that deals it (its deal animation included)",
    )
    parser.add_argument("--verbose", action="store_true", help="where the worst gaps happened")
    return parser.parse_args()


def _open_the_round(app, args: argparse.Namespace, r: int):
    """The window, game ``r`` between the computer players and its screen, round 1 starting."""
    from abyss_cards.games import plongee
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, Seat
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    w, h = (int(v) for v in args.size.split("x"))
    window = MainWindow(Settings(animation_speed=args.animation, bot_pace="instant"))
    window.resize(w, h)
    if args.status_bar:
        window.statusBar()
    window.show()
    seats = [Seat(f"Bot{i}", BOT, args.level) for i in range(args.players)]
    state = plongee.new_game([s.name for s in seats], seed=100 + r, target=args.target)
    screen = PlongeeScreen(window, state, seats)
    window.show_screen(screen)
    for _ in range(5):
        app.processEvents()
    return window, state, screen


def _round_one_played(app, window, state, screen, r: int) -> bool:
    """Round 1 played unmeasured, to its summary; False (the window closed) if it ended the
    game."""
    # Round 1 unmeasured; round 2 is measured from its summary's "Deal" click on.
    wait = time.perf_counter()
    while screen.summary_dialog is None and time.perf_counter() - wait < 120:
        app.processEvents()
        time.sleep(0.0005)
    for _ in range(50):
        app.processEvents()
        time.sleep(0.001)
    if state.is_over:
        print(f"round {r + 1}: the game ended in round 1, skipped", file=sys.stderr)
        screen.summary_dialog.accept()
        window.go_home()
        window.close()
        return False
    return True


def _measured_round(
    app, args: argparse.Namespace, state, screen
) -> tuple[list[float], list[tuple[float, int, float]], float]:
    """The round played to its summary (and ``--tail-ms`` on): the gaps between the 1 ms
    timer's ticks; each with the actions so far and the GUI thread's CPU in it; its start."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    gaps: list[float] = []
    where: list[tuple[float, int, float]] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed(), time.thread_time()]

    def tick(clock=clock, gaps=gaps, where=where, last=last, state=state) -> None:
        now, cpu = clock.nsecsElapsed(), time.thread_time()
        gaps.append((now - last[0]) / 1e6)
        where.append((gaps[-1], len(state.history), (cpu - last[1]) * 1e3))
        last[0], last[1] = now, cpu

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    timer.start()
    start = time.perf_counter()
    if args.second_round:
        for _ in range(3):
            app.processEvents()
            time.sleep(0.001)
        screen.summary_dialog.accept()  # as the click on "Deal the next round" does
    while screen.summary_dialog is None and time.perf_counter() - start < 120:
        app.processEvents()
        time.sleep(0.0005)
    tail = time.perf_counter() + args.tail_ms / 1000
    while screen.summary_dialog is not None and time.perf_counter() < tail:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    return gaps, where, start


def main() -> int:
    args = _arguments()

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)

    worst, worst_cpu, max_cpu, round_cpu, all_gaps, actions = [], [], [], [], [], []
    for r in range(args.rounds):
        window, state, screen = _open_the_round(app, args, r)
        if args.second_round and not _round_one_played(app, window, state, screen, r):
            continue
        gaps, where, start = _measured_round(app, args, state, screen)
        n_actions = len(state.history)
        screen.summary_dialog.accept() if screen.summary_dialog else None
        window.go_home()
        app.processEvents()
        window.close()
        worst.append(max(gaps))
        worst_cpu.append(max(where)[2])
        max_cpu.append(max(c for _, _, c in where))
        round_cpu.append(sum(c for _, _, c in where))
        all_gaps += gaps
        actions.append(n_actions)
        print(
            f"round {r + 1}: {n_actions} actions in {time.perf_counter() - start:.1f} s, "
            f"longest stall {max(gaps):.1f} ms (GUI thread CPU in it {worst_cpu[-1]:.1f} ms)"
            + (", game over" if state.is_over else ""),
            file=sys.stderr,
        )
        if args.verbose:
            print(
                "  worst gaps (ms @ actions so far):",
                ", ".join(f"{g:.0f}@{n}" for g, n, _ in sorted(where, reverse=True)[:8]),
                file=sys.stderr,
            )
    if not worst:
        print("no round was measured: every game ended in its first round", file=sys.stderr)
        return 1
    all_gaps.sort()
    p99 = all_gaps[int(len(all_gaps) * 0.99)]
    print(
        f"players={args.players} level={args.level} animation={args.animation} "
        f"size={args.size} rounds={args.rounds} target={args.target} tail={args.tail_ms:.0f}ms"
        + (" status-bar" if args.status_bar else "")
        + (" second-round" if args.second_round else "")
    )
    print(
        f"longest stall per round (ms): {', '.join(f'{g:.1f}' for g in worst)}; "
        f"median {statistics.median(worst):.1f} ms, worst {max(worst):.1f} ms; "
        f"GUI CPU in the longest gap: median {statistics.median(worst_cpu):.1f} ms; "
        f"most GUI CPU between two ticks: median {statistics.median(max_cpu):.1f} ms, "
        f"worst {max(max_cpu):.1f} ms; GUI CPU per round {statistics.median(round_cpu):.0f} ms; "
        f"tick gap p99 {p99:.1f} ms; "
        f"median tick gap {statistics.median(all_gaps):.2f} ms; "
        f"actions per round {statistics.median(actions):.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
