"""Abyss: the rule engine, its data and its computer players (no Qt here).

from abyss_cards.games import abyss
state = abyss.new_game(["Ana", "Léo"], seed=7)
while not state.is_over:
    state.apply(state.legal_actions()[0])
state.winners, state.scores
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from abyss_cards.core.game import GameInfo
    from abyss_cards.games.abyss.actions import CODEC, Action
    from abyss_cards.games.abyss.bots import LEVELS, make_bot
    from abyss_cards.games.abyss.events import AbyssEvent
    from abyss_cards.games.abyss.saves import from_json
    from abyss_cards.games.abyss.state import (
        AbyssState,
        PaymentGap,
        PaymentStatus,
        RecruitCheck,
    )
    from abyss_cards.games.abyss.view import AbyssView, PendingView, PlayerView

    GAME: GameInfo

# The engine is imported when one of its names is first asked for, not with the package: the
# Marquoir reads ``games.abyss.scoring`` alone, and importing the rules, the bots and the events
# with it cost the person's first click on the Marquoir about 100 ms of a frozen window.
_WHERE = {
    "CODEC": "actions",
    "Action": "actions",
    "LEVELS": "bots",
    "make_bot": "bots",
    "AbyssEvent": "events",
    "from_json": "saves",
    "AbyssState": "state",
    "PaymentGap": "state",
    "PaymentStatus": "state",
    "RecruitCheck": "state",
    "AbyssView": "view",
    "PendingView": "view",
    "PlayerView": "view",
}


def new_game(players: int | Sequence[str], seed: int | None = None) -> AbyssState:
    """A new game for ``players`` (2 to 4 names, or a count)."""
    from abyss_cards.games.abyss.state import AbyssState

    return AbyssState.new(players, seed)


def _game() -> GameInfo:
    from abyss_cards.core.game import GameInfo
    from abyss_cards.games import registry
    from abyss_cards.games.abyss.actions import CODEC
    from abyss_cards.games.abyss.bots import LEVELS, make_bot
    from abyss_cards.games.abyss.saves import from_json

    return GameInfo(
        listing=registry.listing("abyss"),
        new_game=new_game,
        from_json=from_json,
        make_bot=make_bot,
        bot_levels=LEVELS,
        codec=CODEC,
        seed_document="004_f0a6b63961d76a06.txt",
        rulings="abyss",
        simulate="abyss_cards.games.abyss.simulate",
    )


def __getattr__(name: str) -> object:
    if name == "GAME":
        value: object = _game()
    elif name in _WHERE:
        value = getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value  # asked once
    return value


__all__ = [
    "CODEC",
    "LEVELS",
    "GAME",
    "AbyssEvent",
    "AbyssState",
    "AbyssView",
    "Action",
    "PaymentGap",
    "PaymentStatus",
    "RecruitCheck",
    "PendingView",
    "PlayerView",
    "from_json",
    "make_bot",
    "new_game",
]
