"""Rami on screen: its ``GAME_UI`` and its screenshot scene (see ``abyss_cards.ui.games``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from abyss_cards.core.demo import play_to_end, played_once
from abyss_cards.games import rami
from abyss_cards.ui.models.entry_points import GameUI

if TYPE_CHECKING:
    from abyss_cards.games.rami import RamiState
    from abyss_cards.games.rami.actions import Action
    from abyss_cards.games.rami.bots import GreedyBot, RandomBot
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.rami.screen import RamiScreen

# No Qt at import: the computer players' process imports this package (``bot_process``).

SCREENSHOT_SEED = 18


GAME_UI = GameUI(
    key="rami",
    screen="abyss_cards.ui.rami.screen.RamiScreen",
    dialog="abyss_cards.ui.rami.dialogs.NewGameDialog",
    noun="match",
    lesson="abyss_cards.ui.rami.lesson.lesson",
)


def _keeper_choice(state: RamiState, greedy: RandomBot | GreedyBot) -> Action:
    """Seat 0 of the demo: opens with as few cards as it can and keeps the rest in hand, so
    that the screenshot shows a hand worth arranging."""
    from abyss_cards.games.rami import Discard, DrawPot, Open

    legal = state.legal_actions()
    opens = [a for a in legal if isinstance(a, Open)]
    if opens:
        return min(opens, key=lambda a: (sum(len(m) for m in a.melds), a.melds))
    simple = [a for a in legal if isinstance(a, DrawPot | Discard)]
    return greedy.choose(state.view(0), simple)


@played_once
def demo_state(
    names: Sequence[str], seed: int = SCREENSHOT_SEED, limit: int = 600
) -> RamiState | None:
    """A seeded match played until both players have opened, stopped where seat 0 (the person)
    is about to draw with at least five cards in hand; ``None`` if this seed never gets there."""
    from abyss_cards.games.rami.bots import make_bot

    state = rami.new_game(list(names), seed=seed)
    greedy = make_bot("greedy", seed=seed)
    expert = make_bot("expert", seed=seed + 1)
    for _ in range(limit):
        if state.is_over:
            return None
        seat = state.current_player
        if (
            all(state.opened)
            and seat == 0
            and state.to_take
            and len(state.hands[0]) >= 5
            and len(state.melds) >= 4
        ):
            return state
        if seat == 0:
            action = _keeper_choice(state, greedy)
        else:
            action = expert.choose(state.view(1), state.legal_actions())
        state.apply(action)
    return None


def screenshot_screen(window: MainWindow, size: tuple[int, int]) -> RamiScreen:
    """A seeded deal after both players opened, melds on the table, a hand arranged in zones."""
    from PySide6.QtCore import QCoreApplication

    from abyss_cards.ui.models.session import BOT, HUMAN, Seat
    from abyss_cards.ui.rami.screen import RamiScreen

    names = [window.settings.player_name or QCoreApplication.translate("Rami", "You"), "Yasmine"]
    state = None
    seed = SCREENSHOT_SEED
    while state is None:
        state = demo_state(names, seed)
        seed += 1
    seats = [Seat(names[0], HUMAN), Seat(names[1], BOT, "expert")]
    screen = RamiScreen(
        window, state, seats, meta={"seed": state.seed}, autostart=False, write_autosave=False
    )
    arr = screen.arrangement
    arr.arrange_melds(state.hands[0], None)
    for z in range(5):
        if arr.zones[z] and arr.status(z).meld is not None:
            arr.switches[z] = True
            break
    screen.table.relayout()
    screen.update_total()
    return screen


def review_screenshot_screen(window: MainWindow, size: tuple[int, int]) -> RamiScreen:
    """A seeded match of two computer players to 100 points, played to its end, for
    ``--screenshot --scene rami-review`` (the scene then opens its review at its middle
    move)."""
    from abyss_cards.games.rami.bots import make_bot
    from abyss_cards.ui.models.session import BOT, Seat
    from abyss_cards.ui.rami.screen import RamiScreen

    names = ["Yasmine", "Marin"]
    state = rami.new_game(names, seed=SCREENSHOT_SEED, match_limit=100)
    deciders = [make_bot("greedy", seed=SCREENSHOT_SEED + s) for s in range(len(names))]
    play_to_end(state, deciders)
    seats = [Seat(n, BOT, "greedy") for n in names]
    return RamiScreen(
        window, state, seats, meta={"seed": state.seed}, autostart=False, write_autosave=False
    )
