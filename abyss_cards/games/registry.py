"""The registry of games: every place that lists games reads it (command line, autosave, home
screen, rules viewer, translations, sessions). A new game is one package with a ``GAME`` entry
(``abyss_cards.core.game.GameInfo``) named in ``BUILT_IN``; tests may ``register`` their own."""

from __future__ import annotations

import importlib

from abyss_cards.core.errors import QT_TRANSLATE_NOOP
from abyss_cards.core.game import GameInfo, Listing

# The packages under abyss_cards/games/ that are games, in the order the app shows them. Each
# package's ``GAME`` takes its listing from here (the home screen reads it without importing
# the engines, which would cost the start-up a few hundred milliseconds).
LISTINGS = (
    Listing(
        "plongee",
        QT_TRANSLATE_NOOP("Games", "Plongée"),
        QT_TRANSLATE_NOOP(
            "Games", "Twelve cards face down, the lowest total wins. 2 to 8 players."
        ),
        2,
        8,
    ),
    Listing(
        "rami",
        QT_TRANSLATE_NOOP("Games", "Rami"),
        QT_TRANSLATE_NOOP(
            "Games", "Tunisian rummy for two: 81 points to open, 500 to lose the match."
        ),
        2,
        2,
    ),
    Listing(
        "abyss",
        QT_TRANSLATE_NOOP("Games", "Abyss"),
        QT_TRANSLATE_NOOP(
            "Games", "The deep-sea board game: recruit Lords, control Locations. 2 to 4 players."
        ),
        2,
        4,
        lower_wins=False,
    ),
)
BUILT_IN = tuple(listing.key for listing in LISTINGS)

_loaded: dict[str, GameInfo] = {}
_extra: dict[str, GameInfo] = {}


def _built_in(key: str) -> GameInfo:
    if key not in _loaded:
        module = importlib.import_module(f"abyss_cards.games.{key}")
        info = module.GAME
        if not isinstance(info, GameInfo) or info.listing is not listing(key):
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


def listing(key: str) -> Listing:
    """What the app shows of ``key`` (no engine imported for a built-in game)."""
    if key in _extra:
        return _extra[key].listing
    for entry in LISTINGS:
        if entry.key == key:
            return entry
    raise KeyError(key)


def register(info: GameInfo) -> None:
    """Add a game that is not built in (tests do, with a toy game)."""
    if info.key in BUILT_IN or info.key in _extra:
        raise ValueError(f"a game {info.key!r} is already registered")
    _extra[info.key] = info


def unregister(key: str) -> None:
    _extra.pop(key, None)
