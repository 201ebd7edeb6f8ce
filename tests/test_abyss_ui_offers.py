"""Every kind of Abyss action has its own offer on the table (cards to click, a button in its
own words): none falls back to the engine's English ``str()``."""

from abyss_cards.games.abyss import actions as A
from abyss_cards.ui.abyss.decisions import OFFERS


def test_every_action_class_has_an_offer():
    kinds = [
        c
        for c in vars(A).values()
        if isinstance(c, type) and issubclass(c, A.Action) and c is not A.Action
    ]
    assert len(kinds) > 25
    missing = sorted(c.__name__ for c in kinds if c not in OFFERS)
    assert not missing, missing
