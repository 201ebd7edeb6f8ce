"""Longest GUI-thread stall, and the animations' frame rate, while computer players play whole
games of Abyss on the table at the fastest pace.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/abyss_ui_stall.py [--games 3]
        [--players 4] [--levels expert,medium,easy,greedy] [--animation fast]
        [--size 1920x1080] [--tail-ms 300] [--verbose] [--profile N]

A 1 ms timer ticks on the GUI thread; the longest gap between two ticks is the longest time the
window could not react. Bots run off the GUI thread; the table animates each move, the Journal
and Scores docks are open and refresh, the autosave is written, and at the end the results,
the Marquoir sheet (in a throwaway data folder) and the end page with its count, as in the app.
Ticks go on for ``--tail-ms`` after the game ends, so the end page's first paint counts too.
Target: no stall over 50 ms.

Frame rate: the table's viewport paints counted while an animation runs (the pace is instant,
so the next move often comes before an animation ends: this is the rate of the table under
load). Qt's animation clock ticks at 60 Hz.

The machine may be shared: the GUI thread's own CPU time during the longest gap is printed too
(a gap far longer than that CPU time was spent waiting for a core, not working), and its CPU
time over the whole game per action (the table's work per move, less sensitive to load).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-bench-"))

from PySide6.QtCore import QEvent, QObject


class PassProfiler:
    """``--profile N``: the GUI thread profiled pass by pass (between two ticks); the N passes
    that used the most CPU kept, printed by cumulative time (the profiler slows the GUI thread:
    where the time goes, not how much)."""

    def __init__(self, keep: int) -> None:
        self.keep = keep
        self.passes: list[tuple[float, int, pstats.Stats]] = []  # (CPU ms, actions, stats)
        self.profile = cProfile.Profile()

    def resume(self) -> None:
        self.profile.enable()

    def pass_ended(self, used: float, actions: int) -> None:
        if not self.keep:
            return
        self.profile.disable()
        self.profile.create_stats()
        busiest = len(self.passes) < self.keep or used > self.passes[-1][0]
        if busiest and self.profile.stats:  # type: ignore[attr-defined]
            self.passes.append((used, actions, pstats.Stats(self.profile)))
            self.passes.sort(key=lambda p: -p[0])
            del self.passes[self.keep :]
        self.profile = cProfile.Profile()

    def report(self) -> None:
        for used, actions, stats in self.passes:
            print(f"--- a pass of {used:.1f} ms of GUI CPU @ {actions} actions", file=sys.stderr)
            stats.stream = sys.stderr  # type: ignore[attr-defined]
            stats.sort_stats("cumulative").print_stats(35)


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.frames = 0

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.frames += 1
        return False


@dataclass
class _Game:
    """A game measured: the gaps between ticks (ms); each with the actions so far and the GUI
    thread's CPU in it (ms); the seconds with an animation running and the frames painted
    meanwhile; how long it took (s), the GUI thread's CPU per action (ms), its actions."""

    gaps: list[float]
    where: list[tuple[float, int, float]]
    busy: list[float]
    took: float
    cpu_per_action: float
    actions: int
    over: bool
    profiler: PassProfiler


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument(
        "--levels",
        default="expert,medium,easy,greedy",
        help="the seats' levels, in seat order (repeated if short)",
    )
    parser.add_argument("--animation", default="fast")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seed", type=int, default=500, help="the first game's seed")
    parser.add_argument(
        "--tail-ms", type=float, default=300.0, help="keep measuring this long after the game ends"
    )
    parser.add_argument("--limit-s", type=float, default=600.0, help="give up a game after")
    parser.add_argument("--verbose", action="store_true", help="where the worst gaps happened")
    parser.add_argument(
        "--profile",
        type=int,
        default=0,
        metavar="N",
        help="profile the GUI thread pass by pass and print where the N busiest passes went",
    )
    return parser.parse_args()


def _open_the_game(app, args: argparse.Namespace, g: int):
    """The window, game ``g`` between the computer players, its screen with the docks open."""
    from abyss_cards.games import abyss
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, Seat

    w, h = (int(v) for v in args.size.split("x"))
    levels = args.levels.split(",")
    window = MainWindow(Settings(animation_speed=args.animation, bot_pace="instant"))
    window.resize(w, h)
    window.show()
    seats = [Seat(f"Bot{i}", BOT, levels[i % len(levels)]) for i in range(args.players)]
    state = abyss.new_game([s.name for s in seats], seed=args.seed + g)
    screen = AbyssScreen(window, state, seats, autostart=False)
    window.show_screen(screen)
    for dock in (screen.journal, screen.scores_dock):
        dock.show()
    for _ in range(10):
        app.processEvents()
    return window, state, screen


def _timed_game(app, args: argparse.Namespace, g: int) -> _Game:
    """Game ``g`` played by the computer players on the table, measured."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    window, state, screen = _open_the_game(app, args, g)
    counter = PaintCounter()
    screen.view.viewport().installEventFilter(counter)
    animator = screen.table.animator
    gaps: list[float] = []
    where: list[tuple[float, int, float]] = []
    busy = [0.0, 0]  # seconds with an animation running, frames painted meanwhile
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed(), time.thread_time(), animator.busy, counter.frames]
    profiler = PassProfiler(args.profile)

    def tick(
        clock=clock,
        gaps=gaps,
        where=where,
        last=last,
        state=state,
        busy=busy,
        animator=animator,
        counter=counter,
        profiler=profiler,
    ) -> None:
        now, cpu = clock.nsecsElapsed(), time.thread_time()
        gap = (now - last[0]) / 1e6
        profiler.pass_ended((cpu - last[1]) * 1e3, len(state.history))
        gaps.append(gap)
        where.append((gap, len(state.history), (cpu - last[1]) * 1e3))
        if last[2]:  # an animation ran through this gap
            busy[0] += gap / 1000
            busy[1] += counter.frames - last[3]
        last[:] = [now, cpu, animator.busy, counter.frames]
        if profiler.keep:
            last[1] = time.thread_time()  # the profiler's own bookkeeping left out
            profiler.resume()

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    timer.start()
    start = time.perf_counter()
    cpu_start = time.thread_time()
    screen.session.start()
    while not state.is_over and time.perf_counter() - start < args.limit_s:
        app.processEvents()
        time.sleep(0.0005)
    tail = time.perf_counter() + args.tail_ms / 1000
    while time.perf_counter() < tail:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    profiler.profile.disable()
    took = time.perf_counter() - start
    cpu_per_action = (time.thread_time() - cpu_start) * 1e3 / max(1, len(state.history))
    n_actions = len(state.history)
    over = state.is_over
    window.go_home()
    app.processEvents()
    window.close()
    return _Game(gaps, where, busy, took, cpu_per_action, n_actions, over, profiler)


def _print_worst_passes(where: list[tuple[float, int, float]]) -> None:
    print(
        "  worst gaps (ms @ actions so far):",
        ", ".join(f"{gap:.0f}@{n}" for gap, n, _ in sorted(where, reverse=True)[:8]),
        file=sys.stderr,
    )
    print(
        "  most GUI CPU between two ticks (ms @ actions so far):",
        ", ".join(f"{cpu:.0f}@{n}" for _, n, cpu in sorted(where, key=lambda x: -x[2])[:8]),
        file=sys.stderr,
    )


def main() -> int:
    args = _arguments()

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from abyss_cards.ui import collector

    collector.install(app)  # Python's cycle collector as the app runs it (ui/app.py)

    worst, worst_cpu, max_cpu, all_gaps, actions, fps_runs = [], [], [], [], [], []
    per_action: list[float] = []  # the GUI thread's CPU over the game, per action (ms)
    for g in range(args.games):
        run = _timed_game(app, args, g)
        gaps, where, busy, n_actions, over, profiler = (
            run.gaps,
            run.where,
            run.busy,
            run.actions,
            run.over,
            run.profiler,
        )
        per_action.append(run.cpu_per_action)
        worst.append(max(gaps))
        worst_cpu.append(max(where)[2])
        max_cpu.append(max(c for _, _, c in where))
        all_gaps += gaps
        actions.append(n_actions)
        fps = busy[1] / busy[0] if busy[0] > 0 else 0.0
        fps_runs.append(fps)
        print(
            f"game {g + 1}: {n_actions} actions in {run.took:.1f} s, longest stall "
            f"{max(gaps):.1f} ms (GUI thread CPU in it {worst_cpu[-1]:.1f} ms), "
            f"animations {fps:.1f} fps over {busy[0]:.1f} s, "
            f"GUI CPU {per_action[-1]:.1f} ms per action" + ("" if over else ", NOT FINISHED"),
            file=sys.stderr,
        )
        if args.verbose:
            _print_worst_passes(where)
        profiler.report()
    all_gaps.sort()
    p99 = all_gaps[int(len(all_gaps) * 0.99)]
    print(
        f"players={args.players} levels={args.levels} animation={args.animation} "
        f"size={args.size} games={args.games} seed={args.seed} tail={args.tail_ms:.0f}ms"
    )
    print(
        f"longest stall per game (ms): {', '.join(f'{gap:.1f}' for gap in worst)}; "
        f"median {statistics.median(worst):.1f} ms, worst {max(worst):.1f} ms; "
        f"GUI CPU in the longest gap: median {statistics.median(worst_cpu):.1f} ms; "
        f"GUI CPU per action: median {statistics.median(per_action):.1f} ms; "
        f"most GUI CPU between two ticks: median {statistics.median(max_cpu):.1f} ms, "
        f"worst {max(max_cpu):.1f} ms; tick gap p99 {p99:.1f} ms; "
        f"actions per game {statistics.median(actions):.0f}; "
        f"animation frame rate: median {statistics.median(fps_runs):.1f} fps, "
        f"lowest {min(fps_runs):.1f} fps"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
