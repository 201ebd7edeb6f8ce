"""Each game's statistics after whole games played by computer players, as a person sees them:
the figures tab and the "Last games" tab of the Plongée, Rami and Abyss statistics, in each
language, over the main window at each size (issue 26).

    python scripts/statistics_screenshots.py OUTDIR [--games 20] [--sizes 1024x640,1920x1080]
        [--langs fr,en] [--seed 1]

In a throwaway home (``ABYSS_CARDS_HOME``, ``HOME`` and the ``XDG_*`` folders, set before the
app is imported: the person's own results are never read nor written), ``--games`` whole games
of each kind are played between "Ana" (a person's seat, her moves chosen by the medium
computer player) and computer players of the app's names whose strongest level goes easy,
medium, expert in turn (Plongée and Abyss: one to three of them, of mixed levels). Each game is
recorded as its screen records it (``_record_results``: the same ``PlayerResult`` fields, the
game's own figures, its saved moves, its deal number), the games a few hours apart over the
last days (the screens record the moment the game ends). Then, for each size, a child process
whose offscreen screen is that size opens the three statistics dialogs on the main window
(the dialog as big as it opens there) and saves:

    OUTDIR/statistics_<game>_<lang>_<W>x<H>_<1_figures|2_last_games>.png

The window behind, the dialog centred on it under a title bar drawn with its title.
Twenty games of each kind and the 24 pictures take about a minute and a half on one core
(95 s here: Rami 83 s, most of it its expert, Plongée 2 s, Abyss 3 s, the pictures 8 s).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QDialog, QWidget

GAMES = ("plongee", "rami", "abyss")
LEVELS = ("easy", "medium", "expert")  # the strongest opponent of game i: LEVELS[i % 3]
PERSON = "Ana"
PERSON_BOT = "medium"  # who chooses Ana's moves
HOURS_APART = 7.0
SHOOT = "--shoot"  # the child process's flag: screenshots at one size


def isolate_home() -> Path:
    """A throwaway home for everything the app (and Qt) reads or writes; set in the
    environment, so that the child processes have it too. Before the app is imported."""
    home = Path(tempfile.mkdtemp(prefix="stats-home-"))
    folders = {
        "ABYSS_CARDS_HOME": home / "app",
        "HOME": home,
        "XDG_CONFIG_HOME": home / "config",
        "XDG_DATA_HOME": home / "data",
        "XDG_CACHE_HOME": home / "cache",
        "XDG_STATE_HOME": home / "state",
        "XDG_RUNTIME_DIR": home / "runtime",
    }
    for name, folder in folders.items():
        folder.mkdir(mode=0o700, exist_ok=True)
        os.environ[name] = str(folder)
    return home


def opponents(game: str, i: int) -> list[str]:
    """The computer players' levels in game ``i``: the strongest first, the others weaker."""
    top = i % len(LEVELS)
    count = 1 if game == "rami" else 1 + (i // len(LEVELS)) % 3
    return [LEVELS[max(0, top - j)] for j in range(count)]


def play(game: str, i: int, seed: int) -> tuple[Any, list[tuple[str, str, str]]]:
    """Game ``i`` of ``game`` played to its end: the finished state and its seats (name, kind,
    level), as the new-game dialog names them (the person, then the computer players)."""
    from abyss_cards.games import registry
    from abyss_cards.ui.table.new_game import BOT_NAMES

    info = registry.game(game)
    levels = opponents(game, i)
    seats = [(PERSON, "human", "")] + [
        (BOT_NAMES[j], "bot", level) for j, level in enumerate(levels)
    ]
    state = info.new_game([s[0] for s in seats], seed=seed)  # the dialogs' default options
    bots = [
        info.make_bot(PERSON_BOT if kind == "human" else level, seed=seed * 16 + n)
        for n, (_, kind, level) in enumerate(seats)
    ]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None  # a game not over has someone to play
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state, seats


def record(
    game: str, state: Any, seats: Sequence[tuple[str, str, str]], seed: int, at: float
) -> int:
    """The finished game in the results, as its screen's ``_record_results`` puts it."""
    from dataclasses import replace

    from abyss_cards.games.figures import abyss_figures, rami_figures
    from abyss_cards.storage import results

    rows = [] if game == "abyss" else state.round_scores
    players = [
        results.PlayerResult(
            name=name,
            total=state.scores[n],
            winner=n in state.winners,
            round_scores=tuple(r[n] for r in rows),
            kind=kind,
            level=level,
        )
        for n, (name, kind, level) in enumerate(seats)
    ]
    options: dict[str, Any] = {}
    if game == "plongee":
        options = {"target": state.target, "rounds": len(rows)}
    elif game == "rami":
        players = [replace(p, extra=rami_figures(state, n)) for n, p in enumerate(players)]
        options = {"target": state.match_limit, "rounds": len(rows)}
    else:
        players = [replace(p, extra=abyss_figures(state, n)) for n, p in enumerate(players)]
    return results.record_game(
        game,
        players,
        seed=seed,
        saved_game=state.to_json(),
        finished_at=at,
        **options,
    )


def play_and_record(games: int, seed: int) -> dict[str, float]:
    """``games`` games of each kind in the results; the seconds each kind took."""
    from abyss_cards.core import deals
    from abyss_cards.storage import results

    start = time.time() - games * HOURS_APART * 3600
    took: dict[str, float] = {}
    for game in GAMES:
        began = time.perf_counter()
        for i in range(games):
            draw = random.Random(f"{seed}-{game}-{i}")  # each game its own deal, whatever --games
            deal = draw.randint(deals.FIRST, deals.LAST)
            state, seats = play(game, i, deal)
            at = start + (i + draw.random() * 0.5) * HOURS_APART * 3600
            game_id = record(game, state, seats, deal, at)
            results.stored_game(game, game_id)  # what Review replays: it must restore
        took[game] = time.perf_counter() - began
    return took


def screen_config(folder: Path, width: int, height: int) -> str:
    """An offscreen platform whose one screen is ``width`` × ``height``."""
    import json

    path = folder / f"screen-{width}x{height}.json"
    screen = {"name": "shot", "x": 0, "y": 0, "width": width, "height": height}
    screen.update(logicalDpi=96, logicalBaseDpi=96, dpr=1)
    path.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    return f"offscreen:configfile={path}"


def _picture(window: QWidget, dialog: QDialog) -> QPixmap:
    """The window, and the dialog centred on it under a title bar with its title."""
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtGui import QFont, QPainter

    image = window.grab()
    inside = dialog.grab()
    bar = 28
    x = max(0, (image.width() - inside.width()) // 2)
    y = max(0, (image.height() - inside.height() - bar) // 2)
    painter = QPainter(image)
    painter.fillRect(QRect(x, y, inside.width(), bar), dialog.palette().dark())
    font = QFont(dialog.font())
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(dialog.palette().brightText().color())
    painter.drawText(
        QRect(x, y, inside.width(), bar), Qt.AlignmentFlag.AlignCenter, dialog.windowTitle()
    )
    painter.drawPixmap(QPoint(x, y + bar), inside)
    painter.end()
    return image


def shoot(outdir: Path, width: int, height: int, langs: Sequence[str]) -> list[Path]:
    """Every statistics dialog's tabs at one size (this process's screen), in each language."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from abyss_cards import i18n
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.plongee.dialogs import StatisticsDialog as PlongeeStatistics
    from abyss_cards.ui.rami.dialogs import StatisticsDialog as RamiStatistics
    from abyss_cards.ui.table.statistics import StatisticsDialog, abyss_statistics_title

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    def dialog_of(
        game: str, window: QWidget
    ) -> PlongeeStatistics | RamiStatistics | StatisticsDialog:
        """The game's statistics for Ana, as its screen opens them."""
        if game == "plongee":
            return PlongeeStatistics(window, PERSON)
        if game == "rami":
            return RamiStatistics(window, PERSON)
        return StatisticsDialog("abyss", abyss_statistics_title(), window, PERSON)

    saved: list[Path] = []
    outdir.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        i18n.replace_translators(app, lang)  # kept on the app, the previous ones removed
        window = MainWindow(Settings(player_name=PERSON, language=lang), language=lang)
        window.resize(width, height)
        window.show()
        settle()
        for game in GAMES:
            dialog = dialog_of(game, window)
            dialog.show()
            settle()
            for index, tab in enumerate(("1_figures", "2_last_games")):
                dialog.tabs.setCurrentIndex(index)
                settle()
                path = outdir / f"statistics_{game}_{lang}_{width}x{height}_{tab}.png"
                _picture(window, dialog).save(str(path))
                print(f"{path}  (dialog {dialog.width()}x{dialog.height()})", flush=True)
                saved.append(path)
            dialog.close()
            dialog.deleteLater()
        window.close()
        window.deleteLater()
        settle()
    return saved


def sizes_of(text: str) -> list[tuple[int, int]]:
    return [(int(w), int(h)) for w, h in (s.split("x") for s in text.split(",") if s)]


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--games", type=int, default=20, help="games of each kind (20)")
    parser.add_argument("--sizes", default="1024x640,1920x1080")
    parser.add_argument("--langs", default="fr,en")
    parser.add_argument("--seed", type=int, default=1, help="draws the deal numbers")
    parser.add_argument(SHOOT, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    langs = [lang for lang in args.langs.split(",") if lang]
    if args.shoot:  # the child: the home and the results are its parent's
        ((width, height),) = sizes_of(args.sizes)
        shoot(args.outdir, width, height, langs)
        return 0
    began = time.perf_counter()
    home = isolate_home()
    try:
        return _play_then_shoot(args, langs, home, began)
    finally:
        shutil.rmtree(home, ignore_errors=True)  # the throwaway home, results and all


def _play_then_shoot(
    args: argparse.Namespace, langs: Sequence[str], home: Path, began: float
) -> int:
    took = play_and_record(args.games, args.seed)
    print(
        f"{args.games} games of each kind played and recorded in "
        + ", ".join(f"{game} {seconds:.1f} s" for game, seconds in took.items()),
        flush=True,
    )
    for width, height in sizes_of(args.sizes):
        env = dict(os.environ, QT_QPA_PLATFORM=screen_config(home, width, height))
        command = [sys.executable, __file__, str(args.outdir), SHOOT]
        command += ["--sizes", f"{width}x{height}", "--langs", ",".join(langs)]
        done = subprocess.run(command, env=env, check=False)
        if done.returncode:
            return done.returncode
    print(f"done in {time.perf_counter() - began:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
