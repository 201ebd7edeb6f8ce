"""The registry of games: every place that lists games reads it (command line, autosave, home
screen, rules viewer, translations, sessions). A new game is one package with a ``GAME`` entry
(``abyss_cards.core.game.GameInfo``) named in ``BUILT_IN``; tests may ``register`` their own."""

from __future__ import annotations

import importlib

from abyss_cards.core.game import GameInfo

# The packages under abyss_cards/games/ that are games, in the order the app shows them.
BUILT_IN = ("plongee", "rami", "abyss")

_loaded: dict[str, GameInfo] = {}
_extra: dict[str, GameInfo] = {}


def _built_in(key: str) -> GameInfo:
    if key not in _loaded:
        module = importlib.import_module(f"abyss_cards.games.{key}")
        info = module.GAME
        if not isinstance(info, GameInfo) or info.key != key:
            raise TypeError(f"abyss_cards.games.{key}.GAME is not its GameInfo")
        _loaded[key] = info
    return _loaded[key]


def keys() -> tuple[str, ...]:
    """Every game's key, built-in ones first (no engine is imported)."""
    return BUILT_IN + tuple(_extra)


def games() -> tuple[GameInfo, ...]:
    return tuple(game(key) for key in keys())


def game(key: str) -> GameInfo:
    """The entry for ``key``; ``KeyError`` for an unknown game."""
    if key in _extra:
        return _extra[key]
    if key in BUILT_IN:
        return _built_in(key)
    raise KeyError(key)


def register(info: GameInfo) -> None:
    """Add a game that is not built in (tests do, with a toy game)."""
    if info.key in BUILT_IN or info.key in _extra:
        raise ValueError(f"a game {info.key!r} is already registered")
    _extra[info.key] = info


def unregister(key: str) -> None:
    _extra.pop(key, None)
