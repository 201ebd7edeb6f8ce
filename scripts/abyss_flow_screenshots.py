"""Play whole games of Abyss through the real window and grab the moments a player must read:
the first time each Lord power or Location choice is asked of a person (its targets on the
table), a Court Lord refused with its reason, the privacy page between two people, and the
end over the final board (during the count and when it is done).

Each person's decisions are taken by the expert computer player, sent through the screen as a
click would be; the others are computer players. Files: OUTDIR/abyss_LANG_SIZE_PLAYERS_*.png.

    python scripts/abyss_flow_screenshots.py fr 1024x640 OUTDIR [--players 4] [--people 1]
        [--seed 7]

``--people 3 --players 3``: three people share the screen (hot seat), nobody is "you".
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

# The engine actions a Lord's power or a Location asks for (a screenshot at the first of each).
ASKED = (
    "Discard",
    "SellAlly",
    "DiscardStack",
    "ReplaceCourtLord",
    "TakeStack",
    "DisableLord",
    "HuntFrom",
    "SwapLocation",
    "SecondRecruit",
    "Betray",
    "Scheme",
    "TakeLocation",
    "DrawLocations",
    "KeepLocation",
    "PlaceLords",
    "ExchangeLocation",
)


def _pump(ms: int = 30) -> None:
    """The app's events handled for ``ms`` milliseconds."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _open_the_game(args: argparse.Namespace):
    """The window, the game, its screen, its seats and the people among them."""
    from abyss_cards.games import abyss
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat

    w, h = map(int, args.size.split("x"))
    you = "Vous" if args.lang == "fr" else "You"
    people = ["Ana", "Bruno", "Chloé", "Dario"][: args.people] if args.people > 1 else [you]
    others = ["Léo", "Marin", "Nacre", "Ondine", "Perle"]
    names = people + others[: args.players - len(people)]
    seats = [Seat(n, HUMAN) for n in people] + [
        Seat(n, BOT, "expert") for n in names[len(people) :]
    ]
    window = MainWindow(
        Settings(animation_speed="fast", bot_pace="fast", player_name=people[0]), args.lang
    )
    window.resize(w, h)
    window.show()
    state = abyss.new_game(names, seed=args.seed)
    screen = AbyssScreen(window, state, seats, write_autosave=False)
    window.show_screen(screen)
    return window, state, screen, seats, people


def _pass_the_privacy_page(screen, state, seat: int, shot, got: set[str]) -> None:
    """The privacy page (its first sight, and a purchase offered out of turn) shot; passed."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    if "privacy" not in got or (state.active != seat and "privacy-offer" not in got):
        _pump(100)
        shot("privacy" if "privacy" not in got else "privacy-offer")
        got.add("privacy" if "privacy" not in got else "privacy-offer")
    QTest.keyClick(screen.privacy_page, Qt.Key.Key_Return)
    _pump(30)


def _try_a_refused_lord(screen, state, legal, shot, got: set[str]) -> None:
    """Once: a Court Lord the person cannot afford clicked, its refusal shot."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from abyss_cards.games.abyss import actions as A

    court = list(state.court)
    refusable = [i for i, lord in enumerate(court) if A.Recruit(lord) not in legal]
    if "refused" not in got and any(isinstance(a, A.Explore) for a in legal) and refusable:
        screen.finish_animations()
        point = screen.table.viewport_point(("court", refusable[0]))
        QTest.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        _pump(150)
        shot("refused")
        got.add("refused")


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("lang")
    parser.add_argument("size")
    parser.add_argument("outdir")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--people", type=int, default=1)
    parser.add_argument("--seed", type=int, default=7)
    return parser.parse_args(argv)


def main(argv: list[str]) -> None:
    args = _arguments(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # A throwaway data folder: the game's result never reaches the person's own statistics.
    os.environ["ABYSS_CARDS_HOME"] = tempfile.mkdtemp()
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from abyss_cards import i18n

    app._abyss_translators = i18n.install(app, args.lang)  # type: ignore[attr-defined]
    from abyss_cards.games.abyss.bots import make_bot
    from abyss_cards.ui.abyss.reading import seat_view

    os.makedirs(args.outdir, exist_ok=True)
    out = os.path.join(args.outdir, f"abyss_{args.lang}_{args.size}_{args.players}p{args.people}")

    def shot(name: str) -> None:
        window.grab().save(f"{out}_{name}.png")
        print("shot", f"{out}_{name}.png", flush=True)

    window, state, screen, seats, people = _open_the_game(args)
    _pump(300)
    experts = {i: make_bot("expert", seed=i) for i in range(len(people))}
    got: set[str] = set()
    for _ in range(40000):
        if state.is_over:
            break
        seat = state.current_player
        if seat is None or seats[seat].is_bot or screen.session.thinking or screen.autoplaying:
            _pump(15)
            continue
        if screen.stack.currentWidget() is screen.privacy_page:
            _pass_the_privacy_page(screen, state, seat, shot, got)
            continue
        legal = state.legal_actions()
        kinds = {type(a).__name__ for a in legal}
        asked = sorted(k for k in kinds if k in ASKED and k not in got)
        if asked:
            screen.finish_animations()
            _pump(150)
            shot("asked-" + "-".join(asked))
            got.update(asked)
        _try_a_refused_lord(screen, state, legal, shot, got)
        action = experts[seat].choose(seat_view(state, seat), legal)
        screen.finish_animations()
        screen._play(action)
        _pump(10)
    _pump(400)
    shot("end-counting")
    for _ in range(200):
        _pump(50)
    shot("end")
    print("over", state.is_over, "moves", len(state.history), "shots", sorted(got))
    screen.leave()
    window.close()


if __name__ == "__main__":
    main(sys.argv[1:])
