"""What the games' entry points (``new_screen``, ``resume_screen``; see ``abyss_cards.ui.games``)
share: a fresh seed, the new-game dialog whose choices are remembered, and an autosave checked
and unpacked. No Qt at import: the Rami computer players' process imports its package."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from abyss_cards.core.game import State
    from abyss_cards.storage.autosave import Autosave
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.models.session import Seat

    # A game's state, as its ``from_json`` gives it back.
    S = TypeVar("S", bound=State)


class _Window(Protocol):
    """What a new game asks of the main window."""

    settings: Settings

    def save_settings(self) -> object: ...


class _NewGameDialog(Protocol):
    """What a game's new-game dialog offers."""

    def exec(self) -> int: ...

    def remember(self) -> dict[str, Any]: ...


D = TypeVar("D", bound=_NewGameDialog)
W = TypeVar("W", bound=_Window)


def new_seed() -> int:
    import random

    return random.SystemRandom().randrange(1, 10**6)


def ask_new_game(
    window: W, dialog_class: Callable[[Settings, W], D], remember_key: str
) -> D | None:
    """Open ``dialog_class(settings, window)``; ``None`` if the person cancelled, else the
    accepted dialog, its choices kept in ``settings.remembered[remember_key]`` (and saved if
    the disk allows)."""
    from PySide6.QtWidgets import QDialog

    dialog = dialog_class(window.settings, window)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    window.settings.remembered[remember_key] = dialog.remember()
    try:
        window.save_settings()
    except OSError:
        pass
    return dialog


def unpack_autosave(
    autosave: Autosave, from_json: Callable[[str], S], *, game: str, noun: str
) -> tuple[S, list[Seat], dict[str, Any], dict[str, Any]]:
    """``(state, seats, meta, ui)`` of an autosave (format 2, or 1 of older releases).
    ``ValueError``/``KeyError`` if it cannot be used; the reason (shown to the person) names the ``game`` and the ``noun``
    ("game", "match")."""
    from abyss_cards.ui.models.session import Seat

    payload = autosave.payload
    state = from_json(engine_text(payload, game, noun))
    seats = [Seat.from_json(s) for s in payload["seats"]]
    if len(seats) != state.num_players:
        raise ValueError(f"the saved seats do not match the saved {noun}")
    if state.is_over:
        raise ValueError(f"the saved {noun} is already over")
    return state, seats, payload.get("meta") or {}, payload.get("ui") or {}


def engine_text(payload: dict[str, Any], game: str, noun: str = "game") -> str:
    """The engine's state in ``payload`` as the text its ``from_json`` reads (see
    ``storage.autosave.FORMAT``); ``ValueError`` if it has the wrong type or format."""
    import json

    match payload.get("format"):
        case 2:
            state = payload["state"]
            if not isinstance(state, dict):
                raise ValueError(f"the saved {noun} is not an object")
            return json.dumps(state)
        case 1:
            engine = payload["engine"]
            if not isinstance(engine, str):
                raise ValueError(f"the saved {noun} is not text")
            return engine
        case other:
            raise ValueError(f"unknown {game} autosave format {other!r:.20}")
