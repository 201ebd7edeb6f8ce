"""A game of Plongée as JSON text, and back.

A save is input like any other file: ``from_json`` reads every field with its exact type (an int
is an int, never a float or a bool), shape and range, rebuilds the state and runs
``PlongeeState.check_invariants``; then it replays the saved moves from the seed (and stacked
deck, if any), which must reach the saved game exactly. Anything else raises ``ValueError`` with
a plain sentence.

Schema 2 saves the history as ``[seat, {"kind": word, …}]`` (``actions.CODEC``). Schema 1,
written by release 0.1, saved the actions without their seats (``["flip", 3]``): it is migrated
by replaying those actions from the seed, which must give back the saved game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from abyss_cards.core.rng import rng_to_json
from abyss_cards.games.plongee import events as ev
from abyss_cards.games.plongee.actions import (
    CODEC,
    Action,
    DiscardDrawn,
    Draw,
    Flip,
    Place,
    TakeDiscard,
)
from abyss_cards.games.plongee.cards import DECK_SIZE, HIGHEST, LOWEST, REMOVED, SLOTS, Seen
from abyss_cards.games.plongee.phases import PHASES
from abyss_cards.games.plongee.state import (
    MAX_PLAYERS,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
    REASONS,
    PlongeeState,
    new_game,
)

SCHEMA = 2
RELEASE_0_1_SCHEMA = 1
_FIELDS = (
    "game",
    "schema",
    "names",
    "seed",
    "target",
    "deck",
    "rng",
    "round_number",
    "opener",
    "previous_opener",
    "round_scores",
    "raw_scores",
    "round_closers",
    "round_turns",
    "totals",
    "winners",
    "history",
    "values",
    "face_up",
    "removed",
    "discard",
    "discard_log",
    "draw_pile",
    "drawn",
    "phase",
    "current",
    "opening_flips",
    "closer",
    "last_turns_left",
    "turns",
)
# Longer than any real game (a game ends at the target): a bound on what a file may ask for.
MAX_HISTORY = 100_000
MAX_ROUNDS = 10_000
MAX_NAME = 1_000

T = TypeVar("T")


def state_to_json(state: PlongeeState) -> str:
    data = {
        "game": "plongee",
        "schema": SCHEMA,
        "names": list(state.names),
        "seed": state.seed,
        "target": state.target,
        "deck": None if state.stacked_deck is None else list(state.stacked_deck),
        "rng": rng_to_json(state._rng),
        "round_number": state.round_number,
        "opener": state.opener,
        "previous_opener": state._previous_opener,
        "round_scores": state._round_scores,
        "raw_scores": state._raw_scores,
        "round_closers": state._round_closers,
        "round_turns": state._round_turns,
        "totals": state._totals,
        "winners": list(state._winners),
        "history": [[seat, CODEC.encode(action)] for seat, action in state._history],
        "values": state._vals,
        "face_up": [[isinstance(v, int) for v in vis] for vis in state._vis],
        "removed": [[v is REMOVED for v in vis] for vis in state._vis],
        "discard": state._discard,
        "discard_log": [list(entry) for entry in state._log],
        "discard_taken": [list(entry) for entry in state._taken],
        "draw_pile": state._draw,
        "drawn": state._drawn,
        "phase": state._phase,
        "current": state._current,
        "opening_flips": state._opening_flips,
        "closer": state.closer,
        "last_turns_left": state._last_turns_left,
        "turns": state.turns,
    }
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def from_json(text: str) -> PlongeeState:
    """The game saved in ``text`` (schema 2, or release 0.1's schema 1); ``ValueError`` with a
    plain message if it is not a possible game of Plongée."""
    if not isinstance(text, str):
        raise ValueError("a saved game of Plongée is JSON text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ValueError("the saved game of Plongée is not readable JSON") from None
    if not isinstance(data, dict) or data.get("game") != "plongee":
        raise ValueError("not a saved game of Plongée")
    schema = data.get("schema")
    if type(schema) is int and schema == RELEASE_0_1_SCHEMA:
        return _from_release_0_1(data)
    if not (type(schema) is int and schema == SCHEMA):
        raise ValueError(f"unknown Plongée save schema {schema!r:.40}")
    # Saves made before the discard kept the cards taken back lack that record: the replay
    # gives it (and checks it when it is there).
    taken = data.pop("discard_taken", None)
    read = _Reader(data)
    n = len(read.names())
    history = read.items("history", lambda v, w: _turn(v, w, n), most=MAX_HISTORY)
    state = _build(read, history)
    deck = read.data["deck"]
    if deck is not None:
        state.stacked_deck = tuple(_list(deck, "deck", _card, length=DECK_SIZE, most=DECK_SIZE))
    again = _replay(state, [action for _, action in history])
    if again._history != state._history:
        raise ValueError("the saved moves are not those of the players whose turn it was")
    state._taken = (
        list(again._taken)
        if taken is None
        else _list(taken, "discard_taken", lambda v, w: _taken_entry(v, w, n))
    )
    state.check_invariants()
    if state_to_json(again) != state_to_json(state):
        raise ValueError("the saved moves do not lead to the saved game")
    return state


def _replay(state: PlongeeState, actions: Sequence[Any]) -> PlongeeState:
    """A new game of ``state``'s names, seed, target and deck, given ``actions``."""
    try:
        again = new_game(
            list(state.names), seed=state.seed, deck=state.stacked_deck, target=state.target
        )
        for action in actions:
            again.apply_quietly(action)
    except ValueError:  # IllegalAction, or a deck that is not the 150 cards
        raise ValueError("the saved moves do not replay from the saved seed") from None
    return again


# --- reading fields ---------------------------------------------------------------------------


class _Reader:
    """Reads the fields of a saved game, each with its exact type and range."""

    def __init__(self, data: dict[str, Any], fields: tuple[str, ...] = _FIELDS) -> None:
        extra = sorted(set(data) - set(fields))
        if extra:
            raise ValueError(
                f"unexpected fields in the saved game: {', '.join(map(str, extra))}"[:200]
            )
        missing = [f for f in fields if f not in data]
        if missing:
            raise ValueError(f"the saved game lacks {', '.join(missing)}")
        self.data = data
        self._names: tuple[str, ...] | None = None

    def names(self) -> tuple[str, ...]:
        if self._names is None:
            names = self.items("names", _name)
            if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
                raise ValueError(f"a saved game of {len(names)} players (Plongée: 2 to 8)")
            self._names = tuple(names)
        return self._names

    @property
    def n(self) -> int:
        return len(self.names())

    def integer(self, key: str, low: int, high: int) -> int:
        return _int(self.data[key], key, low, high)

    def seat_or_none(self, key: str) -> int | None:
        value = self.data[key]
        return None if value is None else _int(value, key, 0, self.n - 1)

    def items(
        self,
        key: str,
        item: Callable[[Any, str], T],
        *,
        length: int | None = None,
        most: int = MAX_ROUNDS,
    ) -> list[T]:
        return _list(self.data[key], key, item, length=length, most=most)


def _int(value: object, where: str, low: int, high: int) -> int:
    if type(value) is not int:
        raise ValueError(f"{where} must be a whole number, not {value!r:.40}")
    if not low <= value <= high:
        raise ValueError(f"{where} is {value}, out of its range {low} to {high}")
    return value


def _list(
    value: object,
    where: str,
    item: Callable[[Any, str], T],
    *,
    length: int | None = None,
    most: int = MAX_ROUNDS,
) -> list[T]:
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list, not {value!r:.40}")
    if length is not None and len(value) != length:
        raise ValueError(f"{where} must hold {length} entries, not {len(value)}")
    if len(value) > most:
        raise ValueError(f"{where} is too long ({len(value)} entries)")
    return [item(v, f"{where}[{i}]") for i, v in enumerate(value)]


def _name(value: object, where: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_NAME:
        raise ValueError(f"{where} must be a player's name, not {value!r:.40}")
    return value


def _card(value: object, where: str) -> int:
    return _int(value, where, LOWEST, HIGHEST)


def _bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where} must be true or false, not {value!r:.40}")
    return value


def _points(value: object, where: str) -> int:
    return _int(value, where, -(10**9), 10**9)


def _turn(value: object, where: str, n: int) -> tuple[int, Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{where} must be a seat and an action")
    seat = _int(value[0], f"{where} seat", 0, n - 1)
    action = CODEC.decode(value[1])
    slot = getattr(action, "slot", 0)
    _int(slot, f"{where} slot", 0, SLOTS - 1)
    return seat, action


def _rng(value: object) -> random.Random:
    """Python's Mersenne Twister state as ``rng_to_json`` writes it."""
    if not (
        isinstance(value, list)
        and len(value) == 3
        and type(value[0]) is int
        and value[0] == 3
        and isinstance(value[1], list)
        and len(value[1]) == 625
        and (value[2] is None or type(value[2]) is float)
    ):
        raise ValueError("the saved random generator is not one")
    internal = value[1]
    if not all(type(x) is int and 0 <= x < 2**32 for x in internal) or internal[-1] > 624:
        raise ValueError("the saved random generator is not one")
    rng = random.Random()
    try:
        rng.setstate((3, tuple(internal), value[2]))
    except (TypeError, ValueError, OverflowError):
        raise ValueError("the saved random generator is not one") from None
    return rng


# --- building the state -----------------------------------------------------------------------


def _build(read: _Reader, history: list[tuple[int, Any]]) -> PlongeeState:
    names = read.names()
    n = len(names)
    seed = read.data["seed"]
    if type(seed) is not int:
        raise ValueError(f"seed must be a whole number, not {seed!r:.40}")
    state = PlongeeState(names, seed, read.integer("target", MIN_TARGET, MAX_TARGET))
    state._rng = _rng(read.data["rng"])
    state.round_number = read.integer("round_number", 1, MAX_ROUNDS)
    state.opener = read.seat_or_none("opener")
    state._previous_opener = read.seat_or_none("previous_opener")
    row = lambda v, w: _list(v, w, _points, length=n)  # noqa: E731
    state._round_scores = read.items("round_scores", row)
    state._raw_scores = read.items("raw_scores", row)
    state._round_closers = read.items("round_closers", lambda v, w: _int(v, w, 0, n - 1))
    state._round_turns = read.items("round_turns", lambda v, w: _int(v, w, 0, 10**9))
    state._totals = read.items("totals", _points, length=n)
    state._winners = tuple(read.items("winners", lambda v, w: _int(v, w, 0, n - 1), most=n))
    state._history = history

    _read_grids(read, state, n)
    state._discard = read.items("discard", _card, most=1000)
    state._log = read.items("discard_log", lambda v, w: _log_entry(v, w, n), most=1000)
    state._draw = read.items("draw_pile", _card, most=1000)
    drawn = read.data["drawn"]
    state._drawn = None if drawn is None else _card(drawn, "drawn")
    phase = read.data["phase"]
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r:.40}")
    state._phase = PHASES[PHASES.index(phase)]  # the module's own string: compared with ``is``
    state._current = read.seat_or_none("current")
    state._opening_flips = read.integer("opening_flips", 0, 1)
    state.closer = read.seat_or_none("closer")
    state._last_turns_left = read.integer("last_turns_left", 0, MAX_PLAYERS - 1)
    state.turns = read.integer("turns", 0, 10**9)
    state.check_invariants()
    return state


def _read_grids(read: _Reader, state: PlongeeState, n: int) -> None:
    """Each player's grid: its cards, which are face up, which columns are gone."""

    def grid_of(item: Callable[[Any, str], T]) -> Callable[[Any, str], list[T]]:
        return lambda v, w: _list(v, w, item, length=SLOTS)

    values = read.items("values", grid_of(_card_or_none), length=n)
    face_up = read.items("face_up", grid_of(_bool), length=n)
    removed = read.items("removed", grid_of(_bool), length=n)
    state._vals = values
    state._vis = []
    for seat in range(n):
        vis: list[Seen] = []
        for slot in range(SLOTS):
            value, up, gone = values[seat][slot], face_up[seat][slot], removed[seat][slot]
            if gone:
                if up or value is not None:
                    raise ValueError(f"a removed card of player {seat + 1} is still in the grid")
                vis.append(REMOVED)
            elif value is None:
                raise ValueError(f"a card is missing from player {seat + 1}'s grid")
            else:
                vis.append(value if up else None)
        state._vis.append(vis)
    state._hidden = [sum(1 for v in vis if v is None) for vis in state._vis]
    state._mask = [
        sum(1 << s for s in range(SLOTS) if vis[s] is None)
        | sum(1 << (12 + s) for s in range(SLOTS) if vis[s] is REMOVED)
        for vis in state._vis
    ]


def _card_or_none(value: object, where: str) -> int | None:
    return None if value is None else _card(value, where)


def _taken_entry(value: object, where: str, n: int) -> tuple[int, int, int | None, str, int]:
    if not isinstance(value, list) or len(value) != 5:
        raise ValueError(f"{where} must be a place, a card, a player, a reason and a taker")
    seat, reason = _log_entry(value[2:4], where, n)
    return (
        _int(value[0], f"{where} place", 0, 1000),
        _card(value[1], where),
        seat,
        reason,
        _int(value[4], f"{where} taker", 0, n - 1),
    )


def _log_entry(value: object, where: str, n: int) -> tuple[int | None, str]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{where} must be a player and a reason")
    seat, reason = value
    if reason not in REASONS:
        raise ValueError(f"{where}: unknown reason {reason!r:.40}")
    reason = REASONS[REASONS.index(reason)]
    if seat is None:
        if reason != ev.OPENING_CARD:
            raise ValueError(f"{where}: a discarded card without its player")
        return None, reason
    return _int(seat, f"{where} player", 0, n - 1), reason


# --- release 0.1 ------------------------------------------------------------------------------

_OLD_KINDS: dict[str, type] = {
    "flip": Flip,
    "take": TakeDiscard,
    "place": Place,
    "discard": DiscardDrawn,
}


def _old_action(value: object, where: str) -> Action:
    """An action as release 0.1 saved it: ``["draw"]`` or ``[kind, slot]``."""
    if isinstance(value, list) and value == ["draw"]:
        return Draw()
    if (
        isinstance(value, list)
        and len(value) == 2
        and isinstance(value[0], str)
        and value[0] in _OLD_KINDS
    ):
        slot = _int(value[1], f"{where} slot", 0, SLOTS - 1)
        action: Action = _OLD_KINDS[value[0]](slot)
        return action
    raise ValueError(f"{where} is not a move of Plongée: {value!r:.40}")


def _from_release_0_1(data: dict[str, Any]) -> PlongeeState:
    """A game saved by release 0.1: its actions, replayed from the seed, give their seats; the
    replay must reach the saved game exactly."""
    read = _Reader(data, tuple(f for f in _FIELDS if f != "deck"))  # 0.1 had no stacked decks
    names = read.names()
    actions = read.items("history", _old_action, most=MAX_HISTORY)
    seed, target = data["seed"], read.integer("target", MIN_TARGET, MAX_TARGET)
    if type(seed) is not int:
        raise ValueError(f"seed must be a whole number, not {seed!r:.40}")
    again = _replay(PlongeeState(names, seed, target), actions)
    state = _build(read, list(again._history))
    state._taken = list(again._taken)
    if state_to_json(again) != state_to_json(state):
        raise ValueError("the saved game's moves do not lead to the saved game")
    return state
