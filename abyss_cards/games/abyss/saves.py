"""Reading a saved Abyss game: ``from_json`` takes what ``AbyssState.to_json`` wrote, or a game
saved by release 0.1 (schema 1), and refuses a state that breaks an invariant (``integrity``).

Schema 1 held the same position fields, a ``track_pos`` (now the number of cards on the track)
and a history of actions by class name without seats. The position is taken as saved. The
history is replayed under the current rules from the game's seed to recover each decision's seat;
when the replay reaches the saved position, the game keeps its full history. When it does not
(the game crossed one of the situations whose rules were corrected since: a purchase on the fifth
space, a forced take with fewer than five cards on the track, Black Smokers exchanged), the
position is kept with an empty history: the game goes on, but cannot be replayed from its seed.
"""

from __future__ import annotations

import json
from typing import Any

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.game import Turn
from abyss_cards.core.rng import rng_from_json
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.state import SCHEMA, AbyssState

# The position fields shared by schema 1 and the current schema: all but the Locations taken
# out of the game, which schema 1 did not keep.
_SHARED = tuple(name for name in AbyssState._FIELDS if name != "removed_locations")


def from_json(text: str) -> AbyssState:
    """The game ``text`` holds. ``ValueError`` when the text is not an Abyss game or describes
    an impossible one."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"not an Abyss save: {exc}") from None
    if not isinstance(data, dict) or data.get("game") != "abyss":
        raise ValueError("not an Abyss save")
    schema = data.get("schema")
    if schema == 1:
        return _from_schema_1(data)
    if schema != SCHEMA:
        raise ValueError(f"an Abyss save of an unknown version ({schema!r:.20})")
    s = AbyssState()
    try:
        for name in AbyssState._FIELDS:
            setattr(s, name, data[name])
        s.rng = rng_from_json(data["rng"])
        s._history = [Turn(int(t["seat"]), A.decode(t["action"])) for t in data["history"]]
        s.locations = [[[int(loc), list(under)] for loc, under in locs] for locs in s.locations]
        s.check_invariants()
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"a damaged Abyss save ({type(exc).__name__}: {exc})") from None
    return s


def _from_schema_1(data: dict[str, Any]) -> AbyssState:
    s = AbyssState()
    try:
        for name in _SHARED:
            setattr(s, name, data[name])
        s.removed_locations = []
        s.rng = rng_from_json(data["rng"])
        s.locations = [[[int(loc), list(under)] for loc, under in locs] for locs in s.locations]
        actions = [A.action_from_legacy(entry) for entry in data["history"]]
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"a damaged Abyss save ({type(exc).__name__}: {exc})") from None
    s._history = []
    s.check_invariants()
    s._history = _seats_by_replay(s, actions)
    return s


def _position(state: AbyssState) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(state.to_json())
    for name in ("history", "version", "rng"):
        data.pop(name)
    return data


def _seats_by_replay(saved: AbyssState, actions: list[A.Action]) -> list[Turn]:
    """The history with seats if the current rules replay it to the saved position, else []."""
    try:
        replayed = AbyssState.new(saved.names, saved.seed)
        for action in actions:
            replayed.apply(action)
    except IllegalAction:
        return []
    if _position(replayed) != _position(saved) or replayed.rng.getstate() != saved.rng.getstate():
        return []
    return list(replayed.history)
