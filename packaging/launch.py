"""PyInstaller's entry script: the same main as ``abyss-cards`` and ``python -m abyss_cards``."""

import sys

from abyss_cards.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
