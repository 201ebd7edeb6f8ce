"""PyInstaller's entry script: the same main as ``abyss-cards`` and ``python -m abyss_cards``."""

import multiprocessing
import sys

from abyss_cards.__main__ import main

if __name__ == "__main__":
    # The Rami table lets computer players think in a process of their own; in the frozen
    # executable that process starts from this same program and must stop here.
    multiprocessing.freeze_support()
    sys.exit(main())
