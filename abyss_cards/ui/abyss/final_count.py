"""The final count told on the board: while the end page fills a column of the count, the cards
of the final table that column counts are lit (every Location; every Lord, free or under a
Location; the strongest federated Ally of each race), so the eye goes from the figure to what
made it. Monster tokens are no cards: nothing is lit for them."""

from __future__ import annotations

from abyss_cards.games.abyss import AbyssView
from abyss_cards.games.abyss.data import RACES
from abyss_cards.ui.abyss.layout import Key
from abyss_cards.ui.abyss.table import AbyssTable

COLUMNS = ("locations", "lords", "allies", "monsters")  # in the order the count tells them
LIT = 1.0


def counted_keys(view: AbyssView, column: str) -> set[Key]:
    """The table's cards that the count's ``column`` adds up, for every seat."""
    keys: set[Key] = set()
    for seat, p in enumerate(view.players):
        if column == "locations":
            keys |= {("loc", seat, j) for j in range(len(p.locations))}
        elif column == "lords":
            keys |= {("lord", seat, k) for k in range(len(p.lords))}
            keys |= {
                ("under", seat, j, k)
                for j, (_, under) in enumerate(p.locations)
                for k in range(len(under))
            }
        elif column == "allies":
            for race in RACES:
                count = sum(1 for r, _ in p.federated if r == race)
                if count:  # laid out weakest first: the last one scores
                    keys.add(("fed", seat, race, count - 1))
    return keys


def light_counted(table: AbyssTable, column: str | None) -> None:
    """Light the cards ``column`` counts (``None``: the table as its choices show it)."""
    table.update_highlights()
    if column is None:
        return
    for key in counted_keys(table.v, column):
        item = table.cards.get(key)
        if item is not None and item.isVisible():
            item.highlight = LIT
