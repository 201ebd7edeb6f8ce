"""Abyss on screen: its ``GAME_UI`` and its screenshot scene (see ``abyss_cards.ui.games``).

A whole game can be played through the table (every decision asked, hot seat behind a privacy
page, the Journal, the end page, the Marquoir sheet); ``abyss_cards.ui.games.UNFINISHED``
keeps the home screen saying "not available yet" until the lead opens it. No engine is imported here at start-up
(the home screen lists the games without paying for them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from abyss_cards.core.demo import play_to_end, played_once
from abyss_cards.ui.models.entry_points import GameUI, screenshot_seats

if TYPE_CHECKING:
    from abyss_cards.games.abyss import AbyssState
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import Seat


def _resume_options(meta: dict[str, Any], ui: dict[str, Any], seats: list[Seat]) -> dict[str, Any]:
    """Whose eyes the table was seen through, and each person's auto-pass rule, as they left
    them (the Journal is rebuilt from the game's history)."""
    viewer = ui.get("viewer")
    if not isinstance(viewer, int) or not 0 <= viewer < len(seats):
        viewer = None
    rules: dict[int, int] = {}
    saved = ui.get("auto_pass")
    if isinstance(saved, dict):
        for seat, limit in saved.items():
            if (
                str(seat).isdigit()
                and int(seat) < len(seats)
                and isinstance(limit, int)
                and 0 <= limit <= 3
                and not seats[int(seat)].is_bot
            ):
                rules[int(seat)] = limit
    return {
        "meta": meta,
        "viewer": viewer,
        "resumed": True,
        "auto_pass": rules,
        "passes": ui.get("passes"),  # checked by ``ExplorationPasses.from_json``
    }


GAME_UI = GameUI(
    key="abyss",
    screen="abyss_cards.ui.abyss.screen.AbyssScreen",
    dialog="abyss_cards.ui.abyss.dialogs.NewGameDialog",
    resume_options=_resume_options,
    lesson="abyss_cards.ui.abyss.lesson.lesson",
)


@played_once
def demo_state(
    players: int = 4,
    seed: int = 2026,
    turns: int = 7,
    viewer: int = 0,
    stop_at: tuple[str, ...] = ("main",),
) -> AbyssState:
    """A seeded game played by computer players (expert, greedy…) until ``viewer`` is asked
    one of the decisions ``stop_at`` in the ``turns``-th round or later (or, should the game
    end first, as far as it went)."""
    from abyss_cards.games import abyss
    from abyss_cards.games.abyss import bots

    state = abyss.new_game(players, seed=seed)
    levels = ("expert", "greedy", "expert", "greedy")
    deciders = [bots.make_bot(levels[s], seed=seed + s) for s in range(players)]
    while not state.is_over:
        seat = state.current_player
        if seat is None:  # nobody to decide: the game is over
            break
        view = state.view(seat)
        asked = view.pending.kind if view.pending is not None else None
        if seat == viewer and asked in stop_at and view.turn >= turns * players:
            break
        state.apply(deciders[seat].choose(view, state.legal_actions()))
    return state


def screenshot_screen(window: MainWindow, size: tuple[int, int], players: int = 4) -> AbyssScreen:
    """A seeded game of four in progress, seen by the first seat, asked whether it buys the
    Ally an opponent just revealed, for ``--screenshot``."""
    from abyss_cards.ui.abyss.screen import AbyssScreen

    # A name, not "You": the Journal's sentences name every player alike ("Ana takes…").
    names = [window.settings.player_name or "Ana", "Ondine", "Marin", "Nacre"][:players]
    state = demo_state(players, stop_at=("auction",))
    state.names = list(names)
    seats = screenshot_seats(names)
    return AbyssScreen(
        window, state, seats, meta={"seed": state.seed}, autostart=False, write_autosave=False
    )


def review_screenshot_screen(window: MainWindow, size: tuple[int, int]) -> AbyssScreen:
    """A seeded game of three computer players, played to its end, for ``--screenshot --scene
    abyss-review`` (the scene then opens its review at its middle move)."""
    from abyss_cards.games import abyss
    from abyss_cards.games.abyss import bots
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.models.session import BOT, Seat

    names = ["Ondine", "Marin", "Nacre"]
    state = abyss.new_game(names, seed=2026)
    deciders = [bots.make_bot("greedy", seed=2026 + s) for s in range(len(names))]
    play_to_end(state, deciders)
    seats = [Seat(n, BOT, "greedy") for n in names]
    return AbyssScreen(
        window, state, seats, meta={"seed": state.seed}, autostart=False, write_autosave=False
    )
