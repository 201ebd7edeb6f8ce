"""Seeded demonstration games (the screenshots' scenes, the tests' positions), played once.

A demonstration is a game played by computer players up to an interesting moment; every move is
thought over, so playing one takes up to a second (Rami's expert). The position is the same
every time for the same arguments, so it is played once per process and each later caller gets
its own copy of it, free to play on or rename its players."""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, ParamSpec, Protocol, TypeVar

if TYPE_CHECKING:
    from abyss_cards.core.game import State

_P = ParamSpec("_P")
_S = TypeVar("_S")


def played_once(play: Callable[_P, _S]) -> Callable[_P, _S]:
    """``play`` run once per set of arguments (lists count as tuples); every call returns a
    deep copy of that first result."""
    played: dict[Hashable, _S] = {}

    def hashable(value: object) -> Hashable:
        if isinstance(value, list | tuple):
            return tuple(hashable(v) for v in value)
        assert isinstance(value, Hashable), value
        return value

    @functools.wraps(play)
    def replay(*args: _P.args, **kwargs: _P.kwargs) -> _S:
        key = (hashable(args), hashable(tuple(sorted(kwargs.items()))))
        if key not in played:
            played[key] = play(*args, **kwargs)
        return copy.deepcopy(played[key])

    return replay


class _Decider(Protocol):
    def choose(self, view: Any, legal: Sequence[Any]) -> Any: ...


def play_to_end(state: State, deciders: Sequence[_Decider]) -> State:
    """``state`` played on by ``deciders`` (one per seat) until the game is over; returned."""
    while not state.is_over:
        seat = state.current_player
        if seat is None:  # nobody to decide: the game is over
            break
        state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
    return state
