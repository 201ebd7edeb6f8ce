"""Reading Abyss games saved by release 0.1 (schema 1).

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
from abyss_cards.games.abyss.state import AbyssState

# The position fields shared by schema 1 and the current schema.
_SHARED = ("seed", "names", "n", "deck", "discard", "track", "council", "hands", "federated",
           "pearls", "key_tokens", "monster_tokens", "token_pool", "threat", "lord_deck",
           "court", "lord_discard", "lords", "disabled", "locations", "location_deck",
           "face_up", "drawn_locations", "active", "turn", "purchases", "used_powers",
           "extra_turns", "end_trigger", "final_turns", "over", "steps", "version")


def from_schema_1(data: dict[str, Any]) -> AbyssState:
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
