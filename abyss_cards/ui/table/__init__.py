"""A card table that knows no game: card items, piles, a renderer, layout in card units,
animations that can be finished at once, and keyboard focus among the cards.

The game packages (``ui/plongee``, ``ui/rami``, …) give it a renderer for their faces and decide
where each card goes; this package only draws, moves and reports clicks.
"""

from abyss_cards.ui.table.animation import Animator
from abyss_cards.ui.table.card_item import CardItem
from abyss_cards.ui.table.items import BannerItem, LabelItem
from abyss_cards.ui.table.layout import CARD_RATIO, grid_centers
from abyss_cards.ui.table.renderer import CardRenderer
from abyss_cards.ui.table.view import TableView

__all__ = [
    "Animator",
    "BannerItem",
    "CARD_RATIO",
    "CardItem",
    "CardRenderer",
    "LabelItem",
    "TableView",
    "grid_centers",
]
