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
from types import ModuleType

from PySide6.QtCore import QCoreApplication

from abyss_cards.games import registry

MARQUOIR = "marquoir"
# Screens still being built: they render (``--screenshot``) but the home screen does not offer
# them yet. A key leaves this set once its game can be played from start to end on screen.
UNFINISHED: frozenset[str] = frozenset()


@dataclass(frozen=True)
class GameEntry:
    key: str
    is_game: bool  # False for the Marquoir (no engine, no autosave, no computer players)

    @property
    def module_name(self) -> str:
        return f"abyss_cards.ui.{self.key}"

    def title(self) -> str:
        if not self.is_game:
            return QCoreApplication.translate("Games", "Marquoir")
        return QCoreApplication.translate("Games", registry.listing(self.key).title)

    def blurb(self) -> str:
        if not self.is_game:
            return QCoreApplication.translate(
                "Games",
                "Enter the scores of your Abyss games at the table and see who wins over time.",
            )
        return QCoreApplication.translate("Games", registry.listing(self.key).blurb)

    def has_screen(self) -> bool:
        """Is there a UI package for this entry (playable or not yet)?"""
        try:
            return importlib.util.find_spec(self.module_name) is not None
        except ModuleNotFoundError:
            return False

    def available(self) -> bool:
        """Can it be played? A registered game without a screen, or whose table is still being
        built (``UNFINISHED``), is shown "not available"."""
        return self.key not in UNFINISHED and self.has_screen()

    def load(self) -> ModuleType:
        return importlib.import_module(self.module_name)


def entries() -> tuple[GameEntry, ...]:
    """The home screen's entries: every registered game, then the Marquoir."""
    return (*(GameEntry(key, True) for key in registry.keys()), GameEntry(MARQUOIR, False))


def entry(key: str) -> GameEntry:
    for e in entries():
        if e.key == key:
            return e
    raise KeyError(key)
