"""The command line: open the app (default), render a scene to PNG, or run ``simulate``.

``abyss-cards simulate <game> …`` is offered for every registered game that names a ``simulate``
module (``GameInfo.simulate``), which defines ``add_arguments(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from abyss_cards import __version__

# The smallest and largest picture --screenshot makes (the window's minimum is 640x480).
SIZE_RANGE = (160, 8192)


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d{2,5})x(\d{2,5})", text)
    low, high = SIZE_RANGE
    if not match or not all(low <= int(n) <= high for n in match.groups()):
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT from {low} to {high} pixels each, e.g. 1280x800"
        )
    return int(match.group(1)), int(match.group(2))


def _check_paths(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Paths that cannot work are usage errors, said in one sentence before anything starts."""
    if args.home:
        home = os.path.abspath(args.home)
        blocked = next(
            (
                p
                for p in (home, *map(str, Path(home).parents))
                if os.path.exists(p) and not os.path.isdir(p)
            ),
            None,
        )
        if blocked is not None:
            parser.error(f"--home {args.home}: {blocked} is a file, not a folder")
    if args.screenshot:
        target = Path(os.path.abspath(args.screenshot))
        if target.is_dir():
            parser.error(f"--screenshot {args.screenshot}: this is a folder; give a file name")
        blocked = next((p for p in target.parents if p.exists() and not p.is_dir()), None)
        if blocked is not None:
            parser.error(f"--screenshot {args.screenshot}: {blocked} is a file, not a folder")
        if not target.parent.is_dir():
            parser.error(
                f"--screenshot {args.screenshot}: the folder {target.parent} does not exist"
            )


def _simulate_modules() -> dict[str, ModuleType]:
    from abyss_cards.games import registry

    # A game without a tournament of its own gets the one that knows only the contract.
    return {
        info.key: importlib.import_module(info.simulate or "abyss_cards.games.any_simulate")
        for info in registry.games()
    }


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; given the ``argv`` it will parse, without ``simulate`` in it, the
    games' tournaments are left out (importing them imports every engine, a few hundred
    milliseconds the window does not need). ``--help`` reads the same either way."""
    parser = argparse.ArgumentParser(
        prog="abyss-cards",
        description="Plongée, Rami and Abyss, offline; the Marquoir for Abyss score sheets.",
    )
    parser.add_argument("--version", action="version", version=f"abyss-cards {__version__}")
    parser.add_argument("--lang", choices=("fr", "en"), help="interface language for this run")
    parser.add_argument(
        "--home", metavar="DIR", help="keep every file under DIR (ABYSS_CARDS_HOME)"
    )
    unattended = parser.add_mutually_exclusive_group()
    unattended.add_argument(
        "--smoke-test", action="store_true", help="open the main window, process events, exit 0"
    )
    unattended.add_argument(
        "--first-paint",
        action="store_true",
        help="open the main window and quit once it has painted, exit 0 (for benchmarks)",
    )
    parser.add_argument(
        "--screenshot", metavar="PATH", help="render a scene to a PNG file and exit"
    )
    parser.add_argument("--scene", default="home", help="scene for --screenshot (default: home)")
    parser.add_argument(
        "--size", type=_size, default=(1280, 800), metavar="WxH", help="size for --screenshot"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    simulate = commands.add_parser("simulate", help="computer-player tournaments")
    games = simulate.add_subparsers(dest="game", metavar="GAME", required=True)
    if argv is not None and "simulate" not in argv:
        return parser
    for game, module in _simulate_modules().items():
        game_parser = games.add_parser(game, help=f"{game} tournament")
        module.add_arguments(game_parser)
        game_parser.set_defaults(simulate_run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    _check_paths(parser, args)
    if args.home:
        os.environ["ABYSS_CARDS_HOME"] = os.path.abspath(args.home)
    if args.command == "simulate":
        return int(args.simulate_run(args) or 0)

    from abyss_cards.ui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
