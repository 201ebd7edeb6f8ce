"""Entry point for ``python -m abyss_cards`` and the ``abyss-cards`` command."""

import sys


def main(argv: list[str] | None = None) -> int:
    from abyss_cards.cli import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
