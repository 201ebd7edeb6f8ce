"""The game contract, as code: what every engine offers and what every screen may rely on.

Three pieces, shared by Plongée, Rami and Abyss (and any game added later):

- ``State``: the protocol of a game in progress (OpenSpiel's ``State``): whose decision it is,
  the legal actions, ``apply`` that refuses with ``IllegalAction`` and leaves the state as it
  was, the seats' views, the history that replays the game, the JSON that restores it.
- ``Event``: the base of what ``apply`` returns, with a readable ``str()`` and ``reveal``: does
  the event make hidden information known to everyone, to one seat, or to no one. Undo stops at
  the last event that revealed something; a table shows a private event's details to its seat
  only.
- ``ActionCodec``: one save format for the actions of every game, independent of Python class
  names: ``{"kind": "flip", "slot": 3}``, the kinds being stable words each game declares.
- ``GameInfo``: a registry entry (its ``Listing`` — key, title, player range —, factories, bot
  levels, codec, rules).
  The registry itself is ``abyss_cards.games.registry`` (it imports the game packages; this
  module imports none).

Nothing here imports Qt.
"""

from __future__ import annotations

import enum
import random
import types
import typing
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable

from abyss_cards.core.errors import IllegalAction

# Every bot level a game may offer, weakest first. A game lists the ones it has, in this order.
BOT_LEVELS = ("random", "greedy", "easy", "medium", "expert")

# The version of the action save format written by ``ActionCodec.encode``.
ACTION_FORMAT = 1


# ------------------------------------------------------------------------------------ events


class Reveal(enum.Enum):
    """What an event makes known that was hidden before."""

    NOTHING = "nothing"  # no hidden information: anyone may see the event as it is
    EVERYONE = "everyone"  # hidden information becomes public (a card turned face up)
    ONE_SEAT = "one_seat"  # hidden information shown to one seat only (a card drawn)


class Event:
    """Base of every event an engine returns. Subclasses are frozen dataclasses.

    ``reveal`` (a class attribute, or a property where it depends on the event) says what the
    event makes known; for ``Reveal.ONE_SEAT`` the seat is ``private_to``. ``str()`` reads as a
    short English sentence for logs and tests (the screens word events themselves).
    """

    __slots__ = ()

    reveal: ClassVar[Reveal] = Reveal.NOTHING

    @property
    def private_to(self) -> int | None:
        """The one seat that may see this event's details, or ``None`` when everyone may."""
        if self.reveal is Reveal.ONE_SEAT:
            seat = getattr(self, "seat", None)
            return seat if isinstance(seat, int) else None
        return None

    @property
    def public(self) -> bool:
        """True when every seat may see this event's details."""
        return self.reveal is not Reveal.ONE_SEAT

    @property
    def reveals_hidden(self) -> bool:
        """True when the event made something known that was hidden (undo stops here)."""
        return self.reveal is not Reveal.NOTHING

    def visible_to(self, seat: int | None) -> bool:
        """May ``seat`` see this event's details? (``None``: a spectator, sees public ones.)"""
        return self.public or (seat is not None and self.private_to == seat)

    def __str__(self) -> str:
        if not is_dataclass(self):
            return type(self).__name__
        parts = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self))
        return f"{type(self).__name__}({parts})"


# ----------------------------------------------------------------------------------- actions


class ActionCodec:
    """Writes and reads a game's actions as JSON objects: ``{"kind": word, field: value, …}``.

    ``kinds`` maps a stable word to each action class (frozen dataclasses whose fields are ints,
    strings, booleans, ``None``, tuples of those, or other actions of the same game). The words,
    not the class names, are what saves hold, so renaming a class never breaks a save. Reading
    checks every field against its annotation and raises ``ValueError`` on anything else: a save
    file is input.
    """

    def __init__(self, game: str, kinds: Mapping[str, type]) -> None:
        self.game = game
        self.kinds: dict[str, type] = dict(kinds)
        self._words: dict[type, str] = {cls: word for word, cls in self.kinds.items()}
        if len(self._words) != len(self.kinds):
            raise ValueError(f"{game}: one word per action class")
        # Each class's field names, read once: every autosave encodes the whole history.
        self._names: dict[type, tuple[str, ...]] = {
            cls: tuple(f.name for f in fields(cls)) for cls in self._words
        }
        self._hints: dict[type, dict[str, Any]] = {}

    def word(self, action: object) -> str:
        try:
            return self._words[type(action)]
        except KeyError:
            raise TypeError(f"not a {self.game} action: {action!r}") from None

    def encode(self, action: object) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.word(action)}
        for name in self._names[type(action)]:
            data[name] = self._encode_value(getattr(action, name))
        return data

    def _encode_value(self, value: object) -> Any:
        if type(value) in self._words:
            return self.encode(value)
        if isinstance(value, tuple | list):
            return [self._encode_value(v) for v in value]
        if value is None or isinstance(value, bool | int | str):
            return value
        raise TypeError(f"{self.game}: cannot save {value!r} in an action")

    def decode(self, data: object) -> Any:
        """The action ``data`` describes; ``ValueError`` if it is not one of this game's."""
        if not isinstance(data, dict):
            raise ValueError(f"{self.game}: an action must be an object, not {data!r:.60}")
        word = data.get("kind")
        cls = self.kinds.get(word) if isinstance(word, str) else None
        if cls is None:
            raise ValueError(f"{self.game}: unknown action kind {word!r:.60}")
        hints = self._field_hints(cls)
        extra = set(data) - {"kind"} - set(hints)
        if extra:
            raise ValueError(f"{self.game}: unexpected fields {sorted(extra)} in {word}")
        values = {}
        for name, hint in hints.items():
            if name not in data:
                raise ValueError(f"{self.game}: {word} lacks its field {name!r}")
            values[name] = self._decode_value(data[name], hint, f"{word}.{name}")
        try:
            return cls(**values)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"{self.game}: {word}: {exc}") from None

    def _field_hints(self, cls: type) -> dict[str, Any]:
        if cls not in self._hints:
            hints = typing.get_type_hints(cls)
            self._hints[cls] = {f.name: hints[f.name] for f in fields(cls) if f.init}
        return self._hints[cls]

    def _decode_value(self, value: object, hint: Any, where: str) -> Any:
        if hint is Any:
            raise ValueError(f"{self.game}: {where} has no declared type")
        origin = typing.get_origin(hint)
        if origin in (typing.Union, types.UnionType):
            return self._decode_union(value, hint, where)
        if hint in _SCALAR_TESTS:
            if _SCALAR_TESTS[hint](value):
                return value
        elif origin is tuple:
            decoded = self._decode_tuple(value, typing.get_args(hint), where)
            if decoded is not None:
                return decoded
        elif self._is_action_type(hint):
            decoded = self.decode(value)
            if isinstance(decoded, hint):
                return decoded
        else:
            raise ValueError(f"{self.game}: {where}: unsupported field type {hint!r}")
        raise ValueError(f"{self.game}: {where}: unexpected {value!r:.60}")

    def _decode_union(self, value: object, hint: Any, where: str) -> Any:
        """The first of the union's options ``value`` reads as."""
        for option in typing.get_args(hint):
            try:
                return self._decode_value(value, option, where)
            except ValueError:
                continue
        raise ValueError(f"{self.game}: {where}: unexpected {value!r:.60}")

    def _decode_tuple(
        self, value: object, args: tuple[Any, ...], where: str
    ) -> tuple[Any, ...] | None:
        """``value`` read as ``tuple[args]``, or ``None`` when it has not that shape."""
        if not isinstance(value, list):
            return None
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(self._decode_value(v, args[0], where) for v in value)
        if len(args) == len(value):
            return tuple(self._decode_value(v, a, where) for v, a in zip(value, args, strict=True))
        return None

    def _is_action_type(self, hint: Any) -> bool:
        """Is ``hint`` one of the game's action classes, or a base class of some of them (a
        field typed with the game's action base class)?"""
        return isinstance(hint, type) and (
            hint in self._words or any(issubclass(c, hint) for c in self._words)
        )


# What a JSON value must be to stand for a field of each plain type (a bool is not an int).
_SCALAR_TESTS: dict[Any, Callable[[object], bool]] = {
    type(None): lambda value: value is None,
    bool: lambda value: isinstance(value, bool),
    int: lambda value: isinstance(value, int) and not isinstance(value, bool),
    str: lambda value: isinstance(value, str),
}


# ------------------------------------------------------------------------------------ states


@dataclass(frozen=True)
class Turn:
    """One entry of a game's history: the seat that decided and the action it took."""

    seat: int
    action: Hashable


@runtime_checkable
class State(Protocol):
    """A game in progress. Every engine's state class satisfies this protocol.

    - ``apply`` mutates the state and returns the events; an illegal action raises
      ``IllegalAction`` (a ``ValueError`` with a player-facing, translatable message and a
      ``code``) and leaves the state exactly as it was.
    - ``legal_actions()`` is empty only when the game is over; ``is_legal(a)`` agrees with it.
    - ``view(seat)`` is a frozen, hashable value holding only what that seat may see; bots get
      nothing else.
    - ``history`` replays the game: a new game with the same seed (and deal options) given the
      same actions reaches an equal state.
    - ``resample_hidden(seat, rng)`` deals again what ``seat`` cannot see (same view).
    - ``check_invariants()`` raises ``ValueError`` when the state is impossible (cards not
      conserved, shapes, ranges, phase); ``from_json`` runs the same check.
    """

    @property
    def num_players(self) -> int: ...

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over (several on a shared win), else ``()``."""
        ...

    @property
    def scores(self) -> tuple[int, ...]:
        """Running totals, one per seat, in the game's own sense (lower wins in Plongée and
        Rami, higher in Abyss). Public information only."""
        ...

    @property
    def history(self) -> Sequence[Turn]: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def is_legal(self, action: Any) -> bool: ...

    def apply(self, action: Any) -> list[Any]: ...

    def view(self, seat: int) -> Hashable: ...

    def to_json(self) -> str: ...

    def check_invariants(self) -> None: ...

    def resample_hidden(self, seat: int, rng: random.Random) -> State:
        """A copy of this state in which everything ``seat`` cannot see is dealt again at random
        (OpenSpiel's ``resample_from_infostate``): ``view(seat)`` is unchanged, the invariants
        hold, the game can go on. The contract test uses it to show that a view hides what it
        must; a bot may use it to sample worlds."""
        ...


class Bot(Protocol):
    """A computer player: it sees one seat's view and the legal actions, returns one of them."""

    def choose(self, view: Any, legal: Sequence[Any]) -> Any: ...


# ---------------------------------------------------------------------------------- registry


@dataclass(frozen=True)
class Listing:
    """What the app shows of a game before it plays it (the home screen, the menus): known
    without importing the engine, so that listing the games costs nothing at start-up.
    ``title`` and ``blurb`` are English, marked for translation in the "Games" context.
    ``lower_wins``: the lowest total wins (Plongée, Rami), else the highest (Abyss) — which
    score the statistics call the best."""

    key: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    lower_wins: bool = True


@dataclass(frozen=True)
class GameInfo:
    """Everything the app needs to know of a game, in one place.

    ``new_game(players, seed)`` takes a list of names or a player count. ``seed_document`` is
    the user's rule document in ``seeds/`` and ``rulings`` the stem of our rulings in
    ``resources/rules/<stem>_<lang>.md`` (``None`` for a game without them). ``simulate`` names
    the module that provides ``add_arguments(parser)`` and ``run(args)`` for the command line.
    """

    listing: Listing
    new_game: Callable[..., State]
    from_json: Callable[[str], State]
    make_bot: Callable[..., Bot]
    bot_levels: tuple[str, ...]
    codec: ActionCodec
    seed_document: str | None = None
    rulings: str | None = None
    simulate: str | None = None

    @property
    def key(self) -> str:
        return self.listing.key

    @property
    def title(self) -> str:
        return self.listing.title

    @property
    def blurb(self) -> str:
        return self.listing.blurb

    @property
    def min_players(self) -> int:
        return self.listing.min_players

    @property
    def max_players(self) -> int:
        return self.listing.max_players

    def __post_init__(self) -> None:
        if [lvl for lvl in BOT_LEVELS if lvl in self.bot_levels] != list(self.bot_levels):
            raise ValueError(f"{self.key}: bot levels must be in the order {BOT_LEVELS}")
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"{self.key}: bad player range")

    def players_ok(self, count: int) -> bool:
        return self.min_players <= count <= self.max_players


def refuse(code: str, template: str, **params: object) -> IllegalAction:
    """An ``IllegalAction`` with a stable ``code`` (what a screen compares) and its message."""
    return IllegalAction(template, code=code, **params)


__all__ = [
    "ACTION_FORMAT",
    "ActionCodec",
    "BOT_LEVELS",
    "Bot",
    "Event",
    "GameInfo",
    "Listing",
    "Reveal",
    "State",
    "Turn",
    "refuse",
]
