"""Abyss: the rule engine, its data and its computer players (no Qt here).

from abyss_cards.games import abyss
state = abyss.new_game(["Ana", "Léo"], seed=7)
while not state.is_over:
    state.apply(state.legal_actions()[0])
state.winners, state.scores
"""

from __future__ import annotations

from collections.abc import Sequence

from abyss_cards.core.game import GameInfo
from abyss_cards.games import registry
from abyss_cards.games.abyss.actions import CODEC, Action
from abyss_cards.games.abyss.bots import LEVELS, make_bot
from abyss_cards.games.abyss.events import AbyssEvent
from abyss_cards.games.abyss.saves import from_json
from abyss_cards.games.abyss.state import AbyssState, PaymentGap, PaymentStatus, RecruitCheck
from abyss_cards.games.abyss.view import AbyssView, PendingView, PlayerView


def new_game(players: int | Sequence[str], seed: int | None = None) -> AbyssState:
    """A new game for ``players`` (2 to 4 names, or a count)."""
    return AbyssState.new(players, seed)


GAME = GameInfo(
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

__all__ = [
    "CODEC",
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
