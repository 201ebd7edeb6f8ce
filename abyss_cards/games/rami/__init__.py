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
``refusal(action)`` (the ``IllegalAction``, with its ``code``, or ``None``), ``is_legal(action)``,
``lay_off_targets(card)``, ``lay_down_action(melds, take=...)``, ``take_refusal()``,
``tournante_takeable`` and ``analyse(cards)`` (the meld, or ``IllegalMeld``) validate arbitrary
zone contents and say why not.

On the shared contract (``abyss_cards.core.game``): ``GAME`` is the registry entry, ``CODEC`` the
actions' save format, ``RamiState.history`` the match's decisions (``Turn``), ``RamiState.log``
the deal's public log, events say what they ``reveal``; ``from_json`` validates (``saves``).
"""

from abyss_cards.core.game import GameInfo
from abyss_cards.games import registry
from abyss_cards.games.rami.actions import (
    CODEC,
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
from abyss_cards.games.rami.bots import make_bot
from abyss_cards.games.rami.melds import (
    IllegalMeld,
    Meld,
    analyse,
    best_opening,
    direct_close,
)
from abyss_cards.games.rami.saves import from_json
from abyss_cards.games.rami.state import (
    RamiState,
    TableMeld,
    new_game,
    taken_card_refusal,
    tournante_takeable,
)
from abyss_cards.games.rami.view import RamiView

GAME = GameInfo(
    listing=registry.listing("rami"),
    new_game=new_game,
    from_json=from_json,
    make_bot=make_bot,
    bot_levels=("random", "greedy", "easy", "medium", "expert"),
    codec=CODEC,
    seed_document="003_32d6725aef7dfcd9.txt",
    rulings="rami",
    simulate="abyss_cards.games.rami.simulate",
)

__all__ = [
    "CODEC",
    "GAME",
    "DirectClose",
    "Discard",
    "DrawPot",
    "IllegalMeld",
    "LayDown",
    "LayOff",
    "Meld",
    "Open",
    "RamiState",
    "RamiView",
    "TableMeld",
    "TakeDiscard",
    "action_from_json",
    "action_to_json",
    "analyse",
    "best_opening",
    "direct_close",
    "from_json",
    "make_bot",
    "new_game",
    "taken_card_refusal",
    "tournante_takeable",
]
