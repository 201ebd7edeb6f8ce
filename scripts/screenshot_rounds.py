"""Screenshots of a game table after several rounds (a Plongée of up to 8 players, a Rami of
several deals, an Abyss of 2–4 players), to look at the docks and the score sheet:

    .venv/bin/python scripts/screenshot_rounds.py --game plongee --players 8 --rounds 5 \\
        --size 1024x640 --lang fr /tmp/p8.png

The rounds are played by computer players (engine only), then the screen is shown at rest."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

NAMES = ["Ondine", "Marin", "Nacre", "Émilie-Françoise", "Corail", "Perle", "Abysse"]


def played_plongee(players: int, rounds: int, seed: int):
    from abyss_cards.games import plongee
    from abyss_cards.games.plongee import bots

    state = plongee.new_game(["Ana", *NAMES[: players - 1]], seed=seed, target=10_000)
    robots = [bots.make_bot("easy", seed=seed + s) for s in range(players)]
    while len(state.round_scores) < rounds:
        seat = state.current_player
        state.apply(robots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("path", type=Path)
    parser.add_argument("--game", default="plongee", choices=("plongee",))
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--size", default="1024x640")
    parser.add_argument("--lang", default="fr")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--text-size", type=int, default=0)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="rounds-"))
    from PySide6.QtWidgets import QApplication

    from abyss_cards import i18n
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    app = QApplication.instance() or QApplication(sys.argv)
    app._abyss_translators = i18n.install(app, args.lang)
    width, height = (int(v) for v in args.size.split("x"))
    settings = Settings(player_name="Ana", text_size=args.text_size)
    window = MainWindow(settings, language=args.lang)
    window.resize(width, height)
    window.show()
    state = played_plongee(args.players, args.rounds, args.seed)
    seats = [Seat(state.names[0], HUMAN)] + [Seat(n, BOT, "easy") for n in state.names[1:]]
    screen = PlongeeScreen(window, state, seats, autostart=False, write_autosave=False)
    window.show_screen(screen)
    window.resize(width, height)
    for _ in range(6):
        app.processEvents()
    screen.finish_animations()
    app.processEvents()
    if args.game == "plongee":  # what the scores dock was given, and what it needs
        dock = screen.scores_dock
        print(
            f"docks {screen.dock_width.width} px (need {screen.dock_width.wanted}); "
            f"scores columns {[dock.table.columnWidth(c) for c in range(args.players)]} "
            f"in {dock.table.viewport().width()} px"
        )
    image = window.grab()
    args.path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(args.path), "PNG")
    print(f"{args.path} ({image.width()}x{image.height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
