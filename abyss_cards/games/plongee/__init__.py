"""Plongée: twelve face-down cards from -2 to 12, three equal cards in a column vanish, the
lowest total wins. Rule engine (``state``), phases (``phases``), moves (``actions``), what moves
return (``events``), saves (``saves``), computer players (``bots``) and the ``simulate``
command. ``GAME`` is its entry in the registry of games.

    from abyss_cards.games import plongee
    state = plongee.new_game(["Ana", "Léo"], seed=7)
    state.apply(plongee.Flip(0))
"""

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.game import GameInfo
from abyss_cards.games import registry
from abyss_cards.games.plongee.actions import (
    CODEC,
    Action,
    DiscardDrawn,
    Draw,
    Flip,
    Place,
    TakeDiscard,
)
from abyss_cards.games.plongee.bots import LEVELS, make_bot
from abyss_cards.games.plongee.cards import COMPOSITION, DECK, REMOVED, Card
from abyss_cards.games.plongee.counting import unseen_among, unseen_counts, unseen_list
from abyss_cards.games.plongee.saves import from_json
from abyss_cards.games.plongee.state import PlongeeState, new_game
from abyss_cards.games.plongee.view import PlongeeView

GAME = GameInfo(
    listing=registry.listing("plongee"),
    new_game=new_game,
    from_json=from_json,
    make_bot=make_bot,
    bot_levels=LEVELS,
    codec=CODEC,
    seed_document="000_30b90ec493f5590e.txt",
    rulings="plongee",
    simulate="abyss_cards.games.plongee.simulate",
)

__all__ = [
    "CODEC",
    "COMPOSITION",
    "DECK",
    "GAME",
    "REMOVED",
    "Action",
    "Card",
    "DiscardDrawn",
    "Draw",
    "Flip",
    "IllegalAction",
    "Place",
    "PlongeeState",
    "PlongeeView",
    "TakeDiscard",
    "from_json",
    "new_game",
    "unseen_among",
    "unseen_counts",
    "unseen_list",
]
