"""Plongée: twelve face-down cards from -2 to 12, three equal cards in a column vanish, the
lowest total wins. Rule engine (``state``), moves (``actions``), what moves return (``events``),
computer players (``bots``) and the ``simulate`` command.

    from abyss_cards.games import plongee
    state = plongee.new_game(["Ana", "Léo"], seed=7)
    state.apply(plongee.Flip(0))
"""

from abyss_cards.core.errors import IllegalAction
from abyss_cards.games.plongee.actions import Action, DiscardDrawn, Draw, Flip, Place, TakeDiscard
from abyss_cards.games.plongee.cards import COMPOSITION, DECK, REMOVED, Card
from abyss_cards.games.plongee.counting import unseen_counts, unseen_list
from abyss_cards.games.plongee.state import PlongeeState, from_json, new_game
from abyss_cards.games.plongee.view import PlongeeView

__all__ = [
    "COMPOSITION", "DECK", "REMOVED", "Action", "Card", "DiscardDrawn", "Draw", "Flip",
    "IllegalAction", "Place", "PlongeeState", "PlongeeView", "TakeDiscard", "from_json",
    "new_game", "unseen_counts", "unseen_list",
]
