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

from abyss_cards import __version__


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d{2,5})x(\d{2,5})", text)
    if not match:
        raise argparse.ArgumentTypeError("expected WIDTHxHEIGHT, e.g. 1280x800")
    return int(match.group(1)), int(match.group(2))


def _simulate_modules() -> dict[str, object]:
    from abyss_cards.games import registry

    # A game without a tournament of its own gets the one that knows only the contract.
    return {info.key: importlib.import_module(info.simulate or "abyss_cards.games.any_simulate")
            for info in registry.games()}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="abyss-cards",
        description="Plongée, Rami and Abyss, offline; the Marquoir for Abyss score sheets.",
    )
    parser.add_argument("--version", action="version", version=f"abyss-cards {__version__}")
    parser.add_argument("--lang", choices=("fr", "en"), help="interface language for this run")
    parser.add_argument("--home", metavar="DIR", help="keep every file under DIR (ABYSS_CARDS_HOME)")
    parser.add_argument(
        "--smoke-test", action="store_true", help="open the main window, process events, exit 0"
    )
    parser.add_argument("--screenshot", metavar="PATH", help="render a scene to a PNG file and exit")
    parser.add_argument("--scene", default="home", help="scene for --screenshot (default: home)")
    parser.add_argument(
        "--size", type=_size, default=(1280, 800), metavar="WxH", help="size for --screenshot"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    simulate = commands.add_parser("simulate", help="computer-player tournaments")
    games = simulate.add_subparsers(dest="game", metavar="GAME", required=True)
    for game, module in _simulate_modules().items():
        game_parser = games.add_parser(game, help=f"{game} tournament")
        module.add_arguments(game_parser)
        game_parser.set_defaults(simulate_run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.home:
        os.environ["ABYSS_CARDS_HOME"] = os.path.abspath(args.home)
    if args.command == "simulate":
        return int(args.simulate_run(args) or 0)

    from abyss_cards.ui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
