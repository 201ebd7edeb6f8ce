"""Resuming an Abyss game: from its autosave to the table's first paint.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/abyss_resume.py [--actions 400]
        [--players 4] [--runs 5] [--size 1920x1080]

A seeded game is played by greedy computer players up to ``--actions`` moves (or its last move
before the end), saved as the screen saves it, then resumed as the home screen does
(``resume_screen``: the save checked and read, the Journal rebuilt by replaying the game from
its seed, the table, docks and scores built) and painted once. Prints each run and the median,
in milliseconds, with the GUI thread's own CPU time (a wall time far above it waited for a
core on a busy machine). Target (issue #23): 300 ms to the first paint for 400 moves.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-bench-"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from abyss_cards.games import abyss
    from abyss_cards.games.abyss import bots
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.abyss import GAME_UI
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.entry_points import resume_screen
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat

    names = ["Ana", "Ondine", "Marin", "Nacre", "Perle"][: args.players]
    state = abyss.new_game(names, seed=args.seed)
    deciders = [bots.make_bot("greedy", seed=s) for s in range(args.players)]
    while len(state.history) < args.actions:
        seat = state.current_player
        assert seat is not None
        action = deciders[seat].choose(state.view(seat), state.legal_actions())
        trial = abyss.from_json(state.to_json())
        trial.apply(action)
        if trial.is_over:  # a save is of a game still going on
            break
        state.apply(action)
    seats = [Seat(names[0], HUMAN)] + [Seat(n, BOT, "easy") for n in names[1:]]
    window = MainWindow(Settings(animation_speed="off", bot_pace="normal"))
    window.resize(w, h)
    window.show()
    app.processEvents()
    saver = AbyssScreen(window, state, seats, meta={"seed": args.seed}, write_autosave=False)
    payload = saver.session.payload()
    saver.session.stop()
    saver.deleteLater()
    app.processEvents()

    walls, cpus = [], []
    for _ in range(args.runs):
        wall, cpu = time.perf_counter(), time.thread_time()
        screen = resume_screen(window, SimpleNamespace(payload=payload), GAME_UI)
        window.show_screen(screen)
        screen.view.viewport().repaint()
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.thread_time() - cpu) * 1000)
        screen.session.stop()
        app.processEvents()
    print(
        f"Abyss resume, {len(state.history)} moves, {args.players} players, {w}x{h}: "
        + ", ".join(f"{v:.0f}" for v in walls)
        + f" ms; median {statistics.median(walls):.0f} ms"
        + f" (GUI thread CPU median {statistics.median(cpus):.0f} ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
