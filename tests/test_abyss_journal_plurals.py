"""The Journal counts Pearls and cards in words that agree with the number, in both languages:
"1 Pearl", "2 Pearls", « 1 perle », « 0 perle », never "Pearl(s)"."""

import pytest

from abyss_cards.games.abyss import events as ev
from abyss_cards.ui.abyss.journal import sentence

NAMES = ["Léo", "Ana"]
EXPECTED = {
    # (event, viewer seat told as "you" or None): {lang: text}
    "gain 1": (
        ev.PearlsGained(seat=0, amount=1, lord=1),
        None,
        {"en": "Léo gains 1 Pearl (", "fr": "Léo gagne 1 perle ("},
    ),
    "gain 3 you": (
        ev.PearlsGained(seat=0, amount=3, lord=1),
        0,
        {"en": "You gain 3 Pearls (", "fr": "Vous gagnez 3 perles ("},
    ),
    "stack of 1": (
        ev.StackTaken(seat=1, race="jellyfish", count=1),
        None,
        {"en": "stack (1 card)", "fr": "(1 carte)"},
    ),
    "stack of 0": (
        ev.StackTaken(seat=1, race="jellyfish", count=0),
        None,
        {"en": "stack (0 cards)", "fr": "(0 carte)"},
    ),
    "sell 1": (
        ev.AllySold(seat=1, ally=("crab", 2), pearls=1),
        None,
        {"en": "for 1 Pearl", "fr": "pour 1 perle"},
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_numbers_agree_with_their_words(lang_of, lang, case):
    lang_of(lang)
    event, you, texts = EXPECTED[case]
    text = sentence(event, NAMES, viewer=0, language=lang, you=you)
    assert texts[lang] in text, text
    assert "(s)" not in text and "%" not in text, text
