"""Plongée on screen: the entry points the main window calls (see ``abyss_cards.ui.games``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from abyss_cards.games import plongee
from abyss_cards.games.plongee import bots
from abyss_cards.games.plongee.actions import Action
from abyss_cards.games.plongee.phases import TURN
from abyss_cards.ui.models.entry_points import ask_new_game, new_seed, unpack_autosave
from abyss_cards.ui.models.session import BOT, HUMAN, Seat

if TYPE_CHECKING:
    from abyss_cards.games.plongee import PlongeeState
    from abyss_cards.storage.autosave import Autosave
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.plongee.screen import PlongeeScreen


def new_screen(window: MainWindow) -> PlongeeScreen | None:
    """Ask for the players, then the table; ``None`` if the person cancelled."""
    from abyss_cards.ui.plongee.dialogs import NewGameDialog
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    dialog = ask_new_game(window, NewGameDialog, "plongee_new_game")
    if dialog is None:
        return None
    seats = dialog.seats()
    seed = dialog.seed_value()
    if seed is None:
        seed = new_seed()
    state = plongee.new_game([s.name for s in seats], seed=seed, target=dialog.target.value())
    return PlongeeScreen(window, state, seats)


def resume_screen(window: MainWindow, autosave: Autosave) -> PlongeeScreen:
    """The table of an autosaved game, exactly as it was. ``ValueError``/``KeyError`` if the
    payload cannot be used."""
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    state, seats, meta, ui = unpack_autosave(
        autosave, plongee.from_json, game="Plongée", noun="game"
    )
    for seat in seats:
        if seat.is_bot and seat.level not in bots.LEVELS:
            raise ValueError(f"unknown computer player level {seat.level!r:.40}")
    # What the screen kept beside the game: taken only where it has the expected shape (the
    # seed and target shown, the docks' visibility), else left to the defaults.
    meta = {
        key: value
        for key, value in (meta.items() if isinstance(meta, dict) else ())
        if key in ("seed", "target") and type(value) is int
    }
    ui = ui if isinstance(ui, dict) else {}
    return PlongeeScreen(window, state, seats, meta=meta, ui=ui)


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
    seats = [Seat(names[0], HUMAN)] + [
        Seat(n, BOT, lvl) for n, lvl in zip(names[1:], ("easy", "medium", "expert"), strict=True)
    ]
    return PlongeeScreen(
        window, fresh, seats, meta={"seed": state.seed}, autostart=False, write_autosave=False
    )
