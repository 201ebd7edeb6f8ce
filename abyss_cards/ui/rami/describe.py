"""Rami in words: card names, meld kinds, what a player did, what to do now, and hints."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from abyss_cards.games.rami import (
    DirectClose,
    Discard,
    DrawPot,
    LayDown,
    LayOff,
    Open,
    TakeDiscard,
)
from abyss_cards.i18n import Context
from abyss_cards.ui.table.french import put
from abyss_cards.ui.table.french_deck import INDICES, split_code
from abyss_cards.ui.table.numbers import points

if TYPE_CHECKING:
    from abyss_cards.core.errors import IllegalAction
    from abyss_cards.games.rami import Meld, RamiState
    from abyss_cards.games.rami.melds import OpeningFacts

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


class Rami(Context):
    """``Rami.tr("…")``: the strings of the Rami table (lupdate files them under "Rami")."""


def tr(text: str) -> str:
    return Rami.tr(text)


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1``, ``%2``… replaced by ``values``, each joined to the French word
    before it as a name is ("de %1" → "d'Ana", ``ui/table/french.py``)."""
    for i, v in enumerate(values, start=1):
        template = put(template, f"%{i}", str(v), person=True)
    return template


def count_cards(n: int) -> str:
    """ "1 card", "12 cards"; in French 0 and 1 are singular ("0 carte")."""
    one = n == 1 or (n == 0 and language() == "fr")
    return fill(Rami.tr("%1 card") if one else Rami.tr("%1 cards"), n)


def language() -> str:
    """The corner letters follow the interface language (R D V in French)."""
    return "fr" if Rami.tr("K") == "R" else "en"


def card_text(code: str) -> str:
    rank, suit = split_code(code)
    if rank == "JK":
        return Rami.tr("joker")
    return INDICES[language()].get(rank, rank) + SUIT_SYMBOLS[suit]


def cards_text(codes: Iterable[str]) -> str:
    return " ".join(card_text(c) for c in codes)


def kind_text(kind: str) -> str:
    return Rami.tr("Run") if kind == "run" else Rami.tr("Set")


def action_sentence(
    name: str, action: object, state: RamiState | None = None, you: bool = False
) -> str:
    """What ``name`` did, in one short sentence (computer moves, the history). ``you``: the
    player is the person at the screen, told in the second person ("You draw from the pot.")."""
    if isinstance(action, DrawPot):
        return (
            Rami.tr("You draw from the pot.")
            if you
            else fill(Rami.tr("%1 draws from the pot."), name)
        )
    if isinstance(action, Discard):
        return (
            fill(Rami.tr("You discard %2."), name, card_text(action.card))
            if you
            else fill(Rami.tr("%1 discards %2."), name, card_text(action.card))
        )
    if isinstance(action, Open):
        value = _value(action.melds)
        template = (
            Rami.tr("You open with %2 points: %3.")
            if you
            else Rami.tr("%1 opens with %2 points: %3.")
        )
        return fill(template, name, value, _melds_text(action.melds))
    if isinstance(action, DirectClose):
        template = Rami.tr("You close directly: %2.") if you else Rami.tr("%1 closes directly: %2.")
        return fill(template, name, _melds_text(action.melds))
    if isinstance(action, LayDown):
        template = Rami.tr("You lay down %2.") if you else Rami.tr("%1 lays down %2.")
        return fill(template, name, cards_text(action.meld))
    if isinstance(action, LayOff):
        if action.end == "joker":
            template = (
                Rami.tr("You lay %2 in place of a joker and take the joker back.")
                if you
                else Rami.tr("%1 lays %2 in place of a joker and takes the joker back.")
            )
            return fill(template, name, card_text(action.card))
        template = Rami.tr("You lay off %2.") if you else Rami.tr("%1 lays off %2.")
        return fill(template, name, card_text(action.card))
    if isinstance(action, TakeDiscard):
        if action.then is None:
            return (
                Rami.tr("You take the tournante.")
                if you
                else fill(Rami.tr("%1 takes the tournante."), name)
            )
        template = (
            Rami.tr("You take the discard: %2") if you else Rami.tr("%1 takes the discard: %2")
        )
        return fill(template, name, action_sentence(name, action.then, state, you))
    return str(action)


def deal_won_sentence(name: str, you: bool) -> str:
    return Rami.tr("You win the deal.") if you else fill(Rami.tr("%1 wins the deal."), name)


def match_won_sentence(winner: str, loser: str, points: int, you_won: bool, you_lost: bool) -> str:
    """The end page's title: who won, who reached the limit (the second person for the
    person at the screen)."""
    if you_won:
        return fill(Rami.tr("You win the match! %2 reached %3 points."), winner, loser, points)
    if you_lost:
        return fill(Rami.tr("%1 wins the match. You reached %3 points."), winner, loser, points)
    return fill(Rami.tr("%1 wins the match! %2 reached %3 points."), winner, loser, points)


def _value(melds: Iterable[Iterable[str]]) -> int:
    from abyss_cards.games.rami import analyse

    return sum(analyse(m).value for m in melds)


def _melds_text(melds: Iterable[Iterable[str]]) -> str:
    return " + ".join(cards_text(m) for m in melds)


def hint_sentence(action: object, state: RamiState, seat: int) -> str:
    """The expert's move, as advice."""
    if isinstance(action, DrawPot):
        return Rami.tr("Hint: draw from the pot.")
    if isinstance(action, Discard):
        return fill(Rami.tr("Hint: discard %1."), card_text(action.card))
    if isinstance(action, Open):
        return fill(
            Rami.tr("Hint: open now with %1 (%2 points)."),
            _melds_text(action.melds),
            _value(action.melds),
        )
    if isinstance(action, DirectClose):
        return fill(Rami.tr("Hint: close directly with %1."), _melds_text(action.melds))
    if isinstance(action, LayDown):
        return fill(Rami.tr("Hint: lay down %1."), cards_text(action.meld))
    if isinstance(action, LayOff):
        meld = state.melds[action.meld]
        return fill(
            Rami.tr("Hint: lay %1 off on %2."), card_text(action.card), cards_text(meld.cards)
        )
    if isinstance(action, TakeDiscard):
        top = state.top_discard or ""
        if action.then is None:
            return fill(Rami.tr("Hint: take the tournante %1."), card_text(top))
        then = action.then
        if isinstance(then, Open):
            return fill(
                Rami.tr("Hint: take %1 and open with %2 (%3 points)."),
                card_text(top),
                _melds_text(then.melds),
                _value(then.melds),
            )
        if isinstance(then, DirectClose):
            return fill(
                Rami.tr("Hint: take %1 and close directly with %2."),
                card_text(top),
                _melds_text(then.melds),
            )
        if isinstance(then, LayDown):
            return fill(
                Rami.tr("Hint: take %1 and lay down %2."), card_text(top), cards_text(then.meld)
            )
        return fill(Rami.tr("Hint: take %1 and lay it off at once."), card_text(top))
    return str(action)


def opening_hint(melds: Iterable[Meld], value: int, taken: str | None = None) -> str:
    if taken is not None:
        return fill(
            Rami.tr("Hint: take %1 and open with %2 (%3 points)."),
            card_text(taken),
            _melds_text([m.cards for m in melds]),
            value,
        )
    return fill(
        Rami.tr("Hint: open now with %1 (%2 points)."), _melds_text([m.cards for m in melds]), value
    )


def refusal_text(exc: IllegalAction) -> str:
    """An engine refusal in the interface language, its card codes written as cards (4♠)."""
    from abyss_cards.core.errors import IllegalAction
    from abyss_cards.games.rami.cards import is_card
    from abyss_cards.i18n import translate_refusal

    params = {}
    for key, value in getattr(exc, "params", {}).items():
        if isinstance(value, str) and value and all(is_card(c) for c in value.split()):
            value = cards_text(value.split())
        params[key] = value
    template = getattr(exc, "template", None)
    if template is None:
        return translate_refusal(exc)
    return translate_refusal(IllegalAction(template, **params))


def opening_advice(facts: OpeningFacts, zones: Sequence[Iterable[str]]) -> str:
    """What would open, from the exact search's ``facts`` (``OpeningFacts``): the zones to
    switch on when the best opening is already arranged (``zones``: the cards of each zone),
    else that Arrange in melds finds it, or what is missing."""
    from collections import Counter

    if facts.best is None:
        if not facts.clean_run:
            return Rami.tr("You lack a clean run: no opening yet, draw and keep building.")
        return fill(
            Rami.tr("With a clean run your hand makes at most %1 / %2 points: not enough yet."),
            facts.most,
            facts.required,
        )
    found = []
    free = list(range(len(zones)))
    for meld in facts.best:
        z = next((z for z in free if Counter(zones[z]) == Counter(meld.cards)), None)
        if z is None:
            return fill(
                Rami.tr(
                    "Your hand opens with %1 of %2 points: press Arrange in melds (M), "
                    "then Lay down."
                ),
                facts.most,
                facts.required,
            )
        free.remove(z)
        found.append(z)
    numbers = ", ".join(str(z + 1) for z in sorted(found))
    template = (
        Rami.tr("Switch on zone %1: %2 of %3 points.")
        if len(found) == 1
        else Rami.tr("Switch on zones %1: %2 of %3 points.")
    )
    return fill(template, numbers, facts.most, facts.required)


def reached_sentence(name: str, total: int, limit: int, you: bool) -> str:
    template = (
        Rami.tr("You reached %2 points (the limit is %3): you lose the match.")
        if you
        else Rami.tr("%1 reached %2 points (the limit is %3) and loses the match.")
    )
    return fill(template, name, total, limit)


def best_worst_sentence(name: str, penalties: Sequence[int], you: bool) -> str:
    """The deals with the fewest and the most penalty points (the first of equals), numbered
    from 1."""
    best = min(range(len(penalties)), key=lambda k: (penalties[k], k))
    worst = max(range(len(penalties)), key=lambda k: (penalties[k], -k))
    template = (
        Rami.tr("Your best deal: deal %2 (%3); your worst: deal %4 (%5).")
        if you
        else Rami.tr("Best deal of %1: deal %2 (%3); worst: deal %4 (%5).")
    )
    return fill(
        template, name, best + 1, points(penalties[best]), worst + 1, points(penalties[worst])
    )


def record_sentence(played: int, won: int) -> str:
    return fill(Rami.tr("Against this opponent at this level, matches won: %2 of %1."), played, won)
