"""A card table that knows no game: card items, piles, a renderer, layout in card units,
animations that can be finished at once, and keyboard focus among the cards.

The game packages (``ui/plongee``, ``ui/rami``, …) give it a renderer for their faces and decide
where each card goes; this package only draws, moves and reports clicks.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from abyss_cards.ui.table.animation import Animator
    from abyss_cards.ui.table.card_item import CardItem
    from abyss_cards.ui.table.items import BannerItem, LabelItem
    from abyss_cards.ui.table.layout import CARD_RATIO, grid_centers
    from abyss_cards.ui.table.renderer import CardRenderer
    from abyss_cards.ui.table.view import TableView

# Each name's module is imported when the name is first asked for, not with the package: the
# Marquoir and the dialogs use one module of it (``flow``, ``numbers``…), and importing every
# card module with them was part of the wait on the person's first click.
_WHERE = {
    "Animator": "animation",
    "CardItem": "card_item",
    "BannerItem": "items",
    "LabelItem": "items",
    "CARD_RATIO": "layout",
    "grid_centers": "layout",
    "CardRenderer": "renderer",
    "TableView": "view",
}


def __getattr__(name: str) -> object:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    globals()[name] = value  # asked once
    return value


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
