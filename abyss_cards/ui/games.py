"""The entries of the home screen, and the small contract each entry's UI package keeps.

Each entry names a package ``abyss_cards.ui.<key>``; an entry whose package is not installed yet
is shown as "not available yet". A game's package (one registered in
``abyss_cards.games.registry``) defines:

``GAME_UI``  (an ``abyss_cards.ui.models.entry_points.GameUI``)
    Its screen class, its new-game dialog, and the few functions where games differ (the
    engine's extra new-game arguments, the screen's options read back from an autosave). The
    generic ``new_screen``/``resume_screen`` of ``entry_points`` open and resume every game
    with it: the dialog (``None`` if the person cancelled), the engine's ``new_game``, the
    screen; or the autosave checked (``ValueError``/``KeyError``/``TypeError`` if it is
    unusable: the window then moves the file aside and tells the user in plain words).
``screenshot_screen(window, size) -> QWidget``
    A seeded, representative screen for ``--screenshot --scene <key>`` (``size`` = (w, h)).

The Marquoir is no game (no engine, no autosave): its package defines ``new_screen(window)``
(the sheet list) and ``screenshot_screen``. ``GameEntry.new_screen``/``resume_screen`` hide
the difference from the main window.

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
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from abyss_cards.games import registry

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from abyss_cards.storage.autosave import Autosave
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.entry_points import GameUI

MARQUOIR = "marquoir"
# Screens still being built: they render (``--screenshot``) but the home screen does not offer
# them yet. A key leaves this set once its game can be played from start to end on screen.
UNFINISHED: frozenset[str] = frozenset()
# UI packages found elsewhere than ``abyss_cards.ui.<key>``: a game registered from outside the
# app (the tests' toy game) names its UI module here with ``register_ui``.
_ui_modules: dict[str, str] = {}


def register_ui(key: str, module_name: str) -> None:
    """Find the UI package of game ``key`` at ``module_name`` (a game registered with
    ``registry.register`` from outside ``abyss_cards``)."""
    _ui_modules[key] = module_name


def unregister_ui(key: str) -> None:
    _ui_modules.pop(key, None)


@dataclass(frozen=True)
class GameEntry:
    key: str
    is_game: bool  # False for the Marquoir (no engine, no autosave, no computer players)

    @property
    def module_name(self) -> str:
        return _ui_modules.get(self.key, f"abyss_cards.ui.{self.key}")

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

    def ui(self) -> GameUI:
        """The game's ``GAME_UI``; ``TypeError`` if its package does not describe it."""
        # entry_points, like the game packages, is imported when a game is opened: the home
        # window shows without it.
        from abyss_cards.ui.models.entry_points import GameUI

        game_ui = getattr(self.load(), "GAME_UI", None)
        if not isinstance(game_ui, GameUI) or game_ui.key != self.key:
            raise TypeError(f"{self.module_name}.GAME_UI is not the GameUI of {self.key!r}")
        return game_ui

    def new_screen(self, window: MainWindow) -> QWidget | None:
        """The screen the person asked for (a new game, or the sheet list); ``None`` if they
        cancelled."""
        if not self.is_game:
            screen: QWidget | None = self.load().new_screen(window)
            return screen
        from abyss_cards.ui.models import entry_points

        return entry_points.new_screen(window, self.ui())

    def lesson_screen(self, window: MainWindow, again: bool = False) -> QWidget | None:
        """The game's "learn by playing" lesson on its table, where it was left; ``None`` if
        the game has no lesson."""
        if not self.is_game:
            return None
        game_ui = self.ui()
        if not game_ui.lesson:
            return None
        from abyss_cards.ui.models import entry_points

        return entry_points.lesson_screen(window, game_ui, again=again)

    def resume_screen(self, window: MainWindow, autosave: Autosave) -> QWidget:
        """A game's table as autosaved; ``ValueError``/``KeyError``/``TypeError`` if the save
        cannot be used."""
        from abyss_cards.ui.models import entry_points

        return entry_points.resume_screen(window, autosave, self.ui())


def entries() -> tuple[GameEntry, ...]:
    """The home screen's entries: every registered game, then the Marquoir."""
    return (*(GameEntry(key, True) for key in registry.keys()), GameEntry(MARQUOIR, False))


def entry(key: str) -> GameEntry:
    for e in entries():
        if e.key == key:
            return e
    raise KeyError(key)
