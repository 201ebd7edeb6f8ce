"""Rami (Tunisian rummy, 81 to open) for two players: rules, exact meld search, computer players.

Design of the decisions (the engine contract asks ``legal_actions()`` to list every legal action
of the pending decision). Laying down many melds in one go has large combinatorics, so a turn is
a short sequence of small decisions, each enumerable:

1. ``take``: ``DrawPot()``, or ``TakeDiscard(then)``. The tournante is taken on its own
   (``TakeDiscard()``); any other discard is taken *bundled* with the action that uses it —
   ``Open`` or ``DirectClose`` before opening, ``LayDown`` or ``LayOff`` after — so a take that
   cannot be honoured is refused at once and the card never stays in hand.
2. ``play``: before opening, ``Open(melds)`` (1–4 melds in one action), ``DirectClose(melds)``
   or ``Discard``; after opening, any number of ``LayDown(meld)`` (one meld each) and
   ``LayOff(card, meld, end)`` then ``Discard``. The deal ends when a hand is empty.

The openings listed by ``legal_actions()`` come from the exact search of ``melds`` (every packing
of at most four melds of the hand that reaches the required value with a clean run), the same
routine that serves hints and bots. For the table, ``RamiState.check_opening(melds, take=...)``,
``check(action)``, ``is_legal(action)``, ``lay_off_options(card)`` and ``check_meld(cards)``
validate arbitrary zone contents and say why not.
"""

from abyss_cards.games.rami.actions import (
    DirectClose,
    Discard,
    DrawPot,
    LayDown,
    LayOff,
    Open,
    TakeDiscard,
    action_from_json,
    action_to_json,
)
from abyss_cards.games.rami.melds import (
    IllegalMeld,
    Meld,
    analyse,
    best_opening,
    direct_close,
)
from abyss_cards.games.rami.state import RamiState, TableMeld, from_json, new_game

__all__ = [
    "DirectClose",
    "Discard",
    "DrawPot",
    "IllegalMeld",
    "LayDown",
    "LayOff",
    "Meld",
    "Open",
    "RamiState",
    "TableMeld",
    "TakeDiscard",
    "action_from_json",
    "action_to_json",
    "analyse",
    "best_opening",
    "direct_close",
    "from_json",
    "new_game",
]
