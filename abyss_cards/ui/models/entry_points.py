"""The games' entry points, written once: a game's UI package describes itself with a
``GameUI`` (see ``abyss_cards.ui.games``) and ``new_screen``/``resume_screen`` below do the
rest for every game: a fresh seed, the new-game dialog whose choices are remembered, an
autosave checked and unpacked. No Qt at import: the Rami computer players' process imports its
package, and the home screen lists the games without paying for their screens."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

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

    def seats(self) -> list[Seat]: ...

    def seed_value(self) -> int | None: ...

    def property(self, name: str) -> object: ...


D = TypeVar("D", bound=_NewGameDialog)
W = TypeVar("W", bound=_Window)

# A game's screen class: ``Screen(window, state, seats, **options)``.
ScreenClass = Callable[..., "QWidget"]
# The saved ``meta`` and ``ui`` (objects, else empty) and the seats -> the screen's options.
ResumeOptions = Callable[[dict[str, Any], dict[str, Any], list["Seat"]], dict[str, Any]]


def _no_options(dialog: Any) -> dict[str, Any]:
    return {}


def _as_saved(meta: dict[str, Any], ui: dict[str, Any], seats: list[Seat]) -> dict[str, Any]:
    return {"meta": meta, "ui": ui}


@dataclass(frozen=True)
class GameUI:
    """A game's screen, as its UI package ``abyss_cards.ui.<key>`` describes it in ``GAME_UI``.

    ``screen`` and ``dialog`` are dotted paths (``"package.module.Class"``), imported only when
    a game is opened (see the module's docstring). Only what differs from game to game is a
    function here: ``new_options(dialog)`` gives the engine's ``new_game`` its extra arguments
    from the accepted dialog (Plongée's target); ``resume_options(meta, ui, seats)`` gives the
    screen its keyword arguments from what it saved beside the game, each value taken only if
    it has the expected shape (by default ``meta`` and ``ui`` as they are)."""

    key: str
    screen: str
    dialog: str
    noun: str = "game"  # what a refusal calls the saved thing ("match" for Rami)
    # "package.module.function" giving the game's "learn by playing" lesson (a
    # ``ui.table.lesson_script.Lesson``); "" for a game that has none.
    lesson: str = ""
    new_options: Callable[[Any], dict[str, Any]] = _no_options
    resume_options: ResumeOptions = _as_saved

    def screen_class(self) -> ScreenClass:
        return cast("ScreenClass", _imported(self.screen))

    def dialog_class(self) -> Callable[[Settings, Any], _NewGameDialog]:
        return cast("Callable[[Settings, Any], _NewGameDialog]", _imported(self.dialog))


def _imported(path: str) -> object:
    module, _, name = path.rpartition(".")
    return getattr(importlib.import_module(module), name)


def new_screen(window: _Window, game: GameUI) -> QWidget | None:
    """Ask for the players (the game's dialog), then the table; ``None`` if the person
    cancelled."""
    from abyss_cards.games import registry

    dialog = ask_new_game(window, game.dialog_class(), f"{game.key}_new_game")
    if dialog is None:
        return None
    if dialog.property("learn") and game.lesson:  # the dialog's "Learn by playing"
        return lesson_screen(window, game)
    seats = dialog.seats()
    seed = dialog.seed_value()
    if seed is None:
        seed = new_seed()
    names = [s.name for s in seats]
    state = registry.game(game.key).new_game(names, seed=seed, **game.new_options(dialog))
    return game.screen_class()(window, state, seats, meta={"seed": seed})


def resume_screen(window: _Window, autosave: Autosave, game: GameUI) -> QWidget:
    """The table of an autosaved game, exactly as it was. ``ValueError``/``KeyError``/
    ``TypeError`` if the payload cannot be used (the window then sets the file aside)."""
    from abyss_cards.games import registry

    info = registry.game(game.key)
    state, seats, meta, ui = unpack_autosave(
        autosave, info.from_json, game=info.title, noun=game.noun
    )
    for seat in seats:
        if seat.is_bot and seat.level not in info.bot_levels:
            raise ValueError(f"unknown computer player level {seat.level!r:.40}")
    return game.screen_class()(window, state, seats, **game.resume_options(meta, ui, seats))


def lesson_screen(window: _Window, game: GameUI, *, again: bool = False) -> QWidget:
    """The table of ``game``'s lesson, at the step where it was left (from its start if it was
    finished or ``again``): the learner is the person named in the settings (else "You"), the
    other seats computer players whose moves the lesson plays. Never autosaved, never
    recorded."""
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat
    from abyss_cards.ui.table.lesson import LessonWords, keep_progress, progress
    from abyss_cards.ui.table.lesson_script import Lesson, replayed, seat_names

    lesson = cast("Callable[[], Lesson]", _imported(game.lesson))()
    kept = progress(window.settings, game.key)
    at = kept["step"]
    if again or kept["done"] or at >= len(lesson.steps()):
        at = 0
    you = window.settings.player_name or LessonWords.tr("You")
    names = seat_names(lesson, you)
    try:
        state = replayed(lesson, names, at)
    except Exception:  # noqa: BLE001 - kept progress that no longer fits the lesson: start it
        at, state = 0, lesson.start(names)
    seats = [
        Seat(name, HUMAN if i == lesson.learner else BOT, "expert") for i, name in enumerate(names)
    ]
    seed = getattr(state, "seed", 0)
    screen = game.screen_class()(window, state, seats, meta={"seed": seed}, write_autosave=False)

    def keep(step: int, done: bool) -> None:
        keep_progress(window.settings, game.key, step=0 if done else step, done=done, offered=True)
        try:
            window.save_settings()
        except OSError:
            pass

    leave = getattr(window, "go_home", None)
    keep(at, False)
    cast(Any, screen).start_lesson(lesson, at, keep, leave)
    return screen


def screenshot_seats(names: list[str]) -> list[Seat]:
    """A screenshot scene's seats (Plongée's, Abyss's): the person at the first, computer
    players at the others, easy, medium then expert (as many as there are names)."""
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat

    levels = ("easy", "medium", "expert")
    return [Seat(names[0], HUMAN)] + [
        Seat(n, BOT, lvl) for n, lvl in zip(names[1:], levels, strict=False)
    ]


def new_seed() -> int:
    from abyss_cards.core import deals

    return deals.random_deal()


def ask_new_game(
    window: W, dialog_class: Callable[[Settings, W], D], remember_key: str
) -> D | None:
    """Open ``dialog_class(settings, window)``; ``None`` if the person cancelled, else the
    accepted dialog, its choices kept in ``settings.remembered[remember_key]`` (and saved if
    the disk allows)."""
    from PySide6.QtWidgets import QDialog

    dialog = dialog_class(window.settings, window)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    if dialog.property("lessonOffered"):
        # The game's lesson was offered at the top of the dialog: once is enough.
        from abyss_cards.ui.table.lesson import keep_progress

        keep_progress(window.settings, remember_key.removesuffix("_new_game"), offered=True)
        try:
            window.save_settings()
        except OSError:
            pass
    if dialog.property("learn"):
        return dialog
    if not accepted:
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
    """``(state, seats, meta, ui)`` of an autosave (format 2, or 1 of older releases); ``meta``
    and ``ui`` are empty unless saved as objects. ``ValueError``/``KeyError`` if it cannot be
    used; the reason (shown to the person) names the ``game`` and the ``noun`` ("game",
    "match")."""
    from abyss_cards.ui.models.session import Seat

    payload = autosave.payload
    state = from_json(engine_text(payload, game, noun))
    seats = [Seat.from_json(s) for s in payload["seats"]]
    if len(seats) != state.num_players:
        raise ValueError(f"the saved seats do not match the saved {noun}")
    if state.is_over:
        raise ValueError(f"the saved {noun} is already over")
    return state, seats, _object(payload.get("meta")), _object(payload.get("ui"))


def _object(saved: object) -> dict[str, Any]:
    """What the screen kept beside the game, if it kept an object; else nothing (its
    defaults)."""
    return saved if isinstance(saved, dict) else {}


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
