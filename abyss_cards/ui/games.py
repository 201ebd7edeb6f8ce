"""The entries of the home screen, and the small interface each game's UI package provides.

Each entry names a package ``abyss_cards.ui.<key>``; an entry whose package is not installed yet
is shown as "not available yet". The package defines:

``new_screen(window) -> QWidget | None``
    Ask what the user wants (a new-game dialog for a game, the sheet list for the Marquoir) and
    return the screen to show, or ``None`` if the user cancelled.
``resume_screen(window, autosave) -> QWidget``  (games only)
    Rebuild the screen from ``autosave.payload`` (a ``storage.autosave.Autosave``). Raise
    ``ValueError`` (or ``KeyError``/``TypeError``) if the payload is unusable: the window then
    moves the file aside and tells the user in plain words.
``screenshot_screen(window, size) -> QWidget``
    A seeded, representative screen for ``--screenshot --scene <key>`` (``size`` = (w, h)).

A screen widget may also define ``leave()`` (called before the window leaves it, e.g. to stop
computer players), ``retranslate()`` (called after a language change), ``apply_settings()``
(called after the settings changed; read ``window.settings``), ``finish_animations()`` (used by
``--screenshot``) and ``game_key`` (its entry's key, for the title and the rules viewer). It adds its docks with
``window.add_screen_dock(dock, area, owner=self)``; they are removed when the window leaves that
screen, and their positions are remembered by object name.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication


@dataclass(frozen=True)
class GameEntry:
    key: str
    is_game: bool  # False for the Marquoir (no autosave, no computer players)

    @property
    def module_name(self) -> str:
        return f"abyss_cards.ui.{self.key}"

    def title(self) -> str:
        return {
            "plongee": QCoreApplication.translate("Games", "Plongée"),
            "rami": QCoreApplication.translate("Games", "Rami"),
            "abyss": QCoreApplication.translate("Games", "Abyss"),
            "marquoir": QCoreApplication.translate("Games", "Marquoir"),
        }[self.key]

    def blurb(self) -> str:
        return {
            "plongee": QCoreApplication.translate(
                "Games", "Twelve cards face down, the lowest total wins. 2 to 8 players."
            ),
            "rami": QCoreApplication.translate(
                "Games", "Tunisian rummy for two: 81 points to open, 500 to lose the match."
            ),
            "abyss": QCoreApplication.translate(
                "Games", "The deep-sea board game: recruit Lords, control Locations. 2 to 4 players."
            ),
            "marquoir": QCoreApplication.translate(
                "Games", "Enter the scores of your Abyss games at the table and see who wins over time."
            ),
        }[self.key]

    def available(self) -> bool:
        try:
            return importlib.util.find_spec(self.module_name) is not None
        except ModuleNotFoundError:
            return False

    def load(self):
        return importlib.import_module(self.module_name)


ENTRIES = (
    GameEntry("plongee", True),
    GameEntry("rami", True),
    GameEntry("abyss", True),
    GameEntry("marquoir", False),
)


def entry(key: str) -> GameEntry:
    for e in ENTRIES:
        if e.key == key:
            return e
    raise KeyError(key)
