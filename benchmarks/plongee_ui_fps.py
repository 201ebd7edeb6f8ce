"""Animation frame rate of the Plongée table: 8 players at 1920×1080, docks open.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/plongee_ui_fps.py [--players 8]
        [--size 1920x1080] [--speed slow] [--repeat 3]

Plays the deal animation (every card flies from the draw pile to its slot) and a run of turn
animations (draw, place, discard, flips), counting the frames the table's viewport paints and the
intervals between them. Target: 60 frames per second (Qt's animation clock ticks at 60 Hz).
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


def _measured(app, table, counter, label: str, start) -> tuple[float, float, float]:
    """``start`` run, and the table's animations waited for: the frames painted meanwhile (fps,
    the 95th percentile of the intervals between frames, ms) and how long it took."""
    counter.times.clear()
    t0 = time.perf_counter()
    start()
    while table.animator.busy and time.perf_counter() - t0 < 30:
        app.processEvents()
    t1 = time.perf_counter()
    frames = [t for t in counter.times if t0 <= t <= t1]
    fps = (len(frames) - 1) / (frames[-1] - frames[0]) if len(frames) > 1 else 0.0
    gaps = sorted((b - a) * 1000 for a, b in zip(frames, frames[1:], strict=False))
    p95 = gaps[int(len(gaps) * 0.95)] if gaps else 0.0
    print(
        f"  {label}: {len(frames)} frames in {t1 - t0:.2f} s, {fps:.1f} fps, "
        f"frame interval p95 {p95:.1f} ms",
        file=sys.stderr,
    )
    return fps, p95, t1 - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--speed", default="slow")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from abyss_cards.games import plongee
    from abyss_cards.games.plongee import bots
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    class PaintCounter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.times: list[float] = []

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                self.times.append(time.perf_counter())
            return False

    window = MainWindow(Settings(animation_speed=args.speed, bot_pace="instant"))
    window.resize(w, h)
    window.show()
    seats = [Seat("You", HUMAN)] + [Seat(f"Bot{i}", BOT, "greedy") for i in range(1, args.players)]
    state = plongee.new_game([s.name for s in seats], seed=9)
    screen = PlongeeScreen(window, state, seats, autostart=False, write_autosave=False)
    window.show_screen(screen)
    for _ in range(10):
        app.processEvents()
    counter = PaintCounter()
    screen.view.viewport().installEventFilter(counter)
    table = screen.table
    greedy = [bots.make_bot("greedy", seed=s) for s in range(args.players)]

    deal, turns = [], []
    for _ in range(args.repeat):
        deal.append(_measured(app, table, counter, "deal", lambda: table.animate_deal())[0])

        def play_some() -> None:
            # Eight actions of the game, animated one after the other as the session would.
            for _ in range(8):
                seat = state.current_player
                action = greedy[seat].choose(state.view(seat), state.legal_actions())
                before = table._discard_shown
                events = state.apply(action)
                table.sync()
                table.animate_events(seat, events, before)
                t = time.perf_counter()
                while time.perf_counter() - t < 0.12:
                    app.processEvents()

        turns.append(_measured(app, table, counter, "turns", play_some)[0])
    print(f"players={args.players} size={args.size} speed={args.speed} docks open")
    print(
        f"deal animation: median {statistics.median(deal):.1f} fps over {args.repeat} runs; "
        f"turn animations: median {statistics.median(turns):.1f} fps"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
