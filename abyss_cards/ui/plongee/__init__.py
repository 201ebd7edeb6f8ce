"""Plongée on screen: its ``GAME_UI`` and its screenshot scene (see ``abyss_cards.ui.games``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from abyss_cards.core.demo import play_to_end, played_once
from abyss_cards.games import plongee
from abyss_cards.games.plongee import bots
from abyss_cards.games.plongee.actions import Action
from abyss_cards.games.plongee.phases import TURN
from abyss_cards.ui.models.entry_points import GameUI, screenshot_seats
from abyss_cards.ui.models.session import BOT, Seat

if TYPE_CHECKING:
    from abyss_cards.games.plongee import PlongeeState
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.plongee.dialogs import NewGameDialog
    from abyss_cards.ui.plongee.screen import PlongeeScreen


def _target(dialog: NewGameDialog) -> dict[str, Any]:
    return {"target": dialog.target.value()}


def _resume_options(meta: dict[str, Any], ui: dict[str, Any], seats: list[Seat]) -> dict[str, Any]:
    """The seed and target shown, taken only if they are whole numbers (else the game's)."""
    kept = {k: v for k, v in meta.items() if k in ("seed", "target") and type(v) is int}
    return {"meta": kept, "ui": ui}


GAME_UI = GameUI(
    key="plongee",
    screen="abyss_cards.ui.plongee.screen.PlongeeScreen",
    dialog="abyss_cards.ui.plongee.dialogs.NewGameDialog",
    new_options=_target,
    resume_options=_resume_options,
    lesson="abyss_cards.ui.plongee.lesson.lesson",
)


@played_once
def demo_state(
    players: int = 4, seed: int = 2024, actions: int = 40, human: int = 0
) -> PlongeeState:
    """A seeded game played ``actions`` moves in by expert players, stopped where ``human`` is
    about to choose a turn (not in the middle of a draw)."""
    state = plongee.new_game(players, seed=seed)
    deciders = [bots.make_bot("expert", seed=seed + s) for s in range(players)]
    done = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None  # a game not over has a player to decide
        if done >= actions and seat == human and state.phase == TURN:
            break
        state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
        done += 1
    return state


def screenshot_screen(window: MainWindow, size: tuple[int, int]) -> PlongeeScreen:
    """A seeded four-player game in progress, docks open, for ``--screenshot``."""
    from PySide6.QtCore import QCoreApplication

    from abyss_cards.ui.plongee.screen import PlongeeScreen

    names = [
        window.settings.player_name or QCoreApplication.translate("PlongeeScreen", "You"),
        "Ondine",
        "Marin",
        "Nacre",
    ]
    state = demo_state(4, seed=2024, actions=40)
    fresh = plongee.new_game(names, seed=state.seed)
    for turn in state.history:
        fresh.apply(cast(Action, turn.action))  # a Plongée game's own actions
    seats = screenshot_seats(names)
    return PlongeeScreen(
        window, fresh, seats, meta={"seed": state.seed}, autostart=False, write_autosave=False
    )


def review_screenshot_screen(window: MainWindow, size: tuple[int, int]) -> PlongeeScreen:
    """A seeded game of four computer players, played to its end, for ``--screenshot --scene
    plongee-review`` (the scene then opens its review at its middle move)."""
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    names = ["Ondine", "Marin", "Nacre", "Perle"]
    levels = ("easy", "medium", "expert", "medium")
    state = plongee.new_game(names, seed=2024, target=60)
    deciders = [bots.make_bot(level, seed=2024 + s) for s, level in enumerate(levels)]
    play_to_end(state, deciders)
    seats = [Seat(n, BOT, level) for n, level in zip(names, levels, strict=True)]
    return PlongeeScreen(
        window, state, seats, meta={"seed": state.seed}, autostart=False, write_autosave=False
    )
