"""Soak: computer players only, game after game in one real window, at the fastest pace.

    .venv/bin/python benchmarks/soak.py [--game plongee|rami|both] [--games 30]
        [--players 8] [--level expert] [--animation normal] [--target 100]
        [--size 1280x800] [--platform offscreen|xcb] [--counts-every 1]

Each game is played to its end page, its round (deal) summaries closed as soon as they open,
then "Play again" is clicked, as a family leaving the app open for an evening would do. After
every game it prints the resident memory (from /proc/self/statm), the number of Python objects,
how many bot tasks, animations, views, bots, sessions and screens are still alive, and the
longest stall of the window at "Play again" (a 1 ms timer ticks on the GUI thread: the longest
gap between two ticks from the click until the old screen is deleted and the new game has made
its first move), with the GUI thread's own CPU time in that gap: on a shared machine a gap far
longer than its CPU time was spent waiting for a core. At the end the window is closed and the
time until the process has exited is measured from outside (each game kind runs in a child
process).

Targets: resident memory flat within 10 % from the 5th game to the last; no stall over 50 ms
at "Play again"; the process gone well under a second after the window is closed.

With ``--platform xcb`` the window is shown by a real X server (run under ``xvfb-run`` if there
is no display).
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Objects that belong to one game and must go with it (type names, counted with gc).
WATCHED = (
    "_BotTask",
    "QPropertyAnimation",
    "QSequentialAnimationGroup",
    "QPauseAnimation",
    "PlongeeView",
    "RamiView",
    "ExpertBot",
    "MediumBot",
    "GameSession",
    "PlongeeScreen",
    "RamiScreen",
    "PlongeeTable",
    "RamiTable",
    "TableView",
    "CardItem",
)
SHORT = {
    "_BotTask": "tasks",
    "QPropertyAnimation": "anims",
    "QSequentialAnimationGroup": "groups",
    "QPauseAnimation": "pauses",
    "PlongeeView": "views",
    "RamiView": "views",
    "ExpertBot": "experts",
    "MediumBot": "mediums",
    "GameSession": "sessions",
    "PlongeeScreen": "screens",
    "RamiScreen": "screens",
    "PlongeeTable": "tables",
    "RamiTable": "tables",
    "TableView": "tableviews",
    "CardItem": "cards",
}


def resident_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def object_counts() -> tuple[int, Counter]:
    """Every Python object still alive after a full collection (garbage is no leak), and the
    watched ones by short name. The app freezes what survives a collection at every new screen
    (``settle_garbage``): the same is done here, after looking."""
    gc.unfreeze()
    gc.collect()
    objects = gc.get_objects()
    counts: Counter = Counter()
    for obj in objects:
        name = type(obj).__name__
        if name in SHORT:
            counts[SHORT[name]] += 1
    total = len(objects)
    del objects
    gc.freeze()
    return total, counts


class StallClock:
    """A 1 ms timer ticking on the GUI thread. It keeps the longest gap between two ticks (wall
    clock), the GUI thread's CPU time in it, and the most CPU the GUI thread spent between two
    ticks: on a shared machine a gap far longer than its CPU time was spent waiting for a core,
    not working."""

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer, QTimer

        self.clock = QElapsedTimer()
        self.clock.start()
        self.reset()
        self.timer = QTimer()
        self.timer.setInterval(1)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def reset(self) -> None:
        self.last, self.cpu = self.clock.nsecsElapsed(), time.thread_time()
        self.worst = self.worst_cpu = self.most_cpu = 0.0

    def tick(self) -> None:
        now, cpu = self.clock.nsecsElapsed(), time.thread_time()
        gap, used = (now - self.last) / 1e6, (cpu - self.cpu) * 1e3
        if gap > self.worst:
            self.worst, self.worst_cpu = gap, used
        self.most_cpu = max(self.most_cpu, used)
        self.last, self.cpu = now, cpu


def pump(app, until, limit: float) -> bool:
    """Process events until ``until()`` is true (``True``) or ``limit`` seconds have passed."""
    deadline = time.perf_counter() + limit
    while not until():
        if time.perf_counter() > deadline:
            return False
        app.processEvents()
        time.sleep(0.0005)
    return True


def open_window(args):
    """The application, its main window and the first game's screen, shown."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], "-platform", args.platform])
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, Seat

    window = MainWindow(Settings(animation_speed=args.animation, bot_pace="instant"))
    w, h = (int(v) for v in args.size.split("x"))
    window.resize(w, h)
    window.show()
    if args.game == "plongee":
        from abyss_cards.games import plongee
        from abyss_cards.ui.plongee.screen import PlongeeScreen

        seats = [Seat(f"Bot{i}", BOT, args.level) for i in range(args.players)]
        state = plongee.new_game([s.name for s in seats], seed=args.seed, target=args.target)
        screen = PlongeeScreen(window, state, seats)
    else:
        from abyss_cards.games import rami
        from abyss_cards.ui.rami.screen import RamiScreen

        seats = [Seat(f"Bot{i}", BOT, args.level) for i in range(2)]
        state = rami.new_game([s.name for s in seats], seed=args.seed, match_limit=args.match_limit)
        screen = RamiScreen(window, state, seats)
    window.show_screen(screen)
    return app, window, screen


def game_over(screen) -> bool:
    """Is the game on its end page? Its round (deal) summaries are closed as they open."""
    dialog = screen.summary_dialog
    if dialog is not None and dialog.isVisible():
        dialog.accept()  # "Next round" / "See the result", at once
    return screen.stack.currentWidget() is screen.end_page


def play_again(app, window, screen, stalls: StallClock):
    """Click "Play again"; the new screen and whether the old one was deleted. ``stalls`` then
    holds the longest gap of the ticks from the click until the old screen is deleted and the
    new game has made its first move."""
    from PySide6.QtCore import QTimer

    old = screen
    gone: list[bool] = []
    old.destroyed.connect(lambda *_, gone=gone: gone.append(True))
    for _ in range(3):
        app.processEvents()
    stalls.reset()
    QTimer.singleShot(0, old.replay_button.click)
    pump(app, lambda old=old: window.screen_widget is not old, 10)
    screen = window.screen_widget
    pump(app, lambda gone=gone, new=screen: bool(gone) and len(new.state.history) > 0, 10)
    return screen, bool(gone)


def print_summary(rss, stalls, stall_cpu, most_cpu, seconds) -> None:
    if len(rss) >= 5:
        base = rss[4]
        growth = (max(rss[4:]) - base) / base * 100
        print(
            f"resident: game 1 {rss[0]:.1f} MB, game 5 {base:.1f} MB, last {rss[-1]:.1f} MB, "
            f"max from game 5 on {max(rss[4:]):.1f} MB (+{growth:.1f} % over game 5)",
            flush=True,
        )
    if stalls:
        print(
            f"play-again stall: median {statistics.median(stalls):.1f} ms, "
            f"worst {max(stalls):.1f} ms; first five median "
            f"{statistics.median(stalls[:5]):.1f} ms, last five median "
            f"{statistics.median(stalls[-5:]):.1f} ms; GUI CPU in the longest gap: median "
            f"{statistics.median(stall_cpu):.1f} ms, worst {max(stall_cpu):.1f} ms; most GUI "
            f"CPU between two ticks: median {statistics.median(most_cpu):.1f} ms, worst "
            f"{max(most_cpu):.1f} ms",
            flush=True,
        )
    print(f"game length: median {statistics.median(seconds):.1f} s", flush=True)


def child(args) -> int:
    """Play the games in this process; print a line per game; close the window at the end."""
    os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-soak-"))
    from PySide6.QtCore import QTimer

    app, window, screen = open_window(args)
    ticks = StallClock()
    print(
        f"{args.game}: {args.games} games, "
        + (
            f"{args.players} players, target {args.target}, "
            if args.game == "plongee"
            else f"match limit {args.match_limit}, "
        )
        + f"level {args.level}, animation {args.animation}, platform {args.platform}, "
        f"{args.size}",
        flush=True,
    )
    rss, stalls, stall_cpu, most_cpu, seconds = [], [], [], [], []
    for number in range(1, args.games + 1):
        started = time.perf_counter()
        if not pump(app, lambda screen=screen: game_over(screen), args.game_timeout):
            print(f"game {number}: not over after {args.game_timeout:.0f} s", flush=True)
            return 1
        seconds.append(time.perf_counter() - started)
        rss.append(resident_mb())
        line = f"game {number:3d}: {seconds[-1]:5.1f} s, resident {rss[-1]:7.1f} MB"
        if args.counts_every and number % args.counts_every == 0:
            total, counts = object_counts()
            line += (
                f", objects {total:8d} ("
                + " ".join(f"{k} {counts[k]}" for k in dict.fromkeys(SHORT.values()))
                + ")"
            )
        if number == args.games:
            print(line, flush=True)
            break
        screen, gone = play_again(app, window, screen, ticks)
        stalls.append(ticks.worst)
        stall_cpu.append(ticks.worst_cpu)
        most_cpu.append(ticks.most_cpu)
        line += (
            f", play-again stall {stalls[-1]:6.1f} ms (GUI CPU in it {stall_cpu[-1]:5.1f} "
            f"ms, most GUI CPU between ticks {most_cpu[-1]:5.1f} ms)"
        )
        if not gone:
            line += " (old screen not deleted)"
        print(line, flush=True)

    ticks.timer.stop()
    print_summary(rss, stalls, stall_cpu, most_cpu, seconds)
    # Quit as the person does: the window is closed, the event loop ends, the process exits.
    print(f"closing {time.monotonic():.6f}", flush=True)
    window.close()
    QTimer.singleShot(0, app.quit)
    app.exec()
    return 0


def parent(args) -> int:
    games = ("plongee", "rami") if args.game == "both" else (args.game,)
    env = dict(os.environ)
    env.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-soak-"))
    env["PYTHONUNBUFFERED"] = "1"
    failed = 0
    for game in games:
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", "--game", game]
        for name in (
            "games",
            "players",
            "level",
            "animation",
            "target",
            "match_limit",
            "size",
            "platform",
            "seed",
            "counts_every",
            "game_timeout",
        ):
            cmd += [f"--{name.replace('_', '-')}", str(getattr(args, name))]
        if args.platform == "xcb" and not os.environ.get("DISPLAY"):
            if shutil.which("xvfb-run") is None:
                print("--platform xcb needs a display or xvfb-run", file=sys.stderr)
                return 2
            cmd = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24"] + cmd
        proc = subprocess.Popen(
            cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT
        )
        closing = None
        for line in proc.stdout:
            if line.startswith("closing "):
                closing = float(line.split()[1])
                continue
            if "propagateSizeHints" in line:
                continue  # the offscreen platform's word about every dialog shown
            print(line, end="", flush=True)
        code = proc.wait()
        exited = time.monotonic()
        if closing is not None:
            print(
                f"quit: the process exited {(exited - closing) * 1000:.0f} ms after the "
                f"window was closed (exit code {code})",
                flush=True,
            )
        else:
            print(f"{game}: the soak stopped early (exit code {code})", flush=True)
        failed |= code != 0 or closing is None
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("plongee", "rami", "both"), default="both")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=8, help="Plongée seats (2-8)")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--animation", default="normal", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--target", type=int, default=100, help="Plongée: the game ends at")
    parser.add_argument("--match-limit", type=int, default=500, help="Rami: the match ends at")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--platform", default="offscreen", choices=("offscreen", "xcb"))
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument(
        "--counts-every",
        type=int,
        default=1,
        help="count Python objects after every Nth game (0: never)",
    )
    parser.add_argument("--game-timeout", type=float, default=600.0)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.games < 1 or not 2 <= args.players <= 8:
        parser.error("--games must be at least 1 and --players between 2 and 8")
    if args.child:
        return child(args)
    return parent(args)


if __name__ == "__main__":
    sys.exit(main())
