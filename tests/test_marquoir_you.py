"""The Marquoir's winner and tie sentences read right when a player is "Vous"/"You" (the name
the new-game dialogs give the person at the screen, so the name a game of the app is written
under): « Vous gagnez », « Vous et Léo avez tous deux », never « Vous gagne » or « Vous passe
devant »; and numbers with real plurals (« 1 perle », « 0 point »)."""

from __future__ import annotations

import re

import pytest

from abyss_cards.games.abyss.scoring import rank
from abyss_cards.ui.marquoir.texts import headline, tie_explanations

FORBIDDEN = {
    "fr": re.compile(
        r"\bVous (gagne|a|ont|passe|partagent)\b|\bvous (passe|ont|partagent)\b|"
        r"\bet vous (ont|partagent)\b|\b1 perles\b|\b[01] points\b"
    ),
    "en": re.compile(
        r"\bYou (wins|has|is|shares)\b|\byou (is|has)\b|\band you (has|shares)\b|"
        r"\b1 Pearls\b|\b1 points\b"
    ),
}
YOU = {"fr": "Vous", "en": "You"}


def _entry(name, total, pearls, best_lord):
    return {
        "name": name,
        "locations": total,
        "lords": 0,
        "allies": 0,
        "monsters": 0,
        "pearls": pearls,
        "best_lord": best_lord,
    }


# (first's Pearls and strongest Lord, second's): what separates the two tied players.
TIES = {
    "pearls": ((3, 8), (1, 8)),
    "lord": ((1, 9), (1, 7)),
    "shared": ((1, 7), (1, 7)),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("tie", sorted(TIES))
@pytest.mark.parametrize("you_first", [True, False, None])
def test_ties_and_winners_read_right_with_you(lang_of, lang, tie, you_first):
    lang_of(lang)
    you = YOU[lang]
    (p1, l1), (p2, l2) = TIES[tie]
    first = you if you_first else "Léo"
    second = you if you_first is False else "Ana"
    entries = [_entry(first, 1, p1, l1), _entry(second, 1, p2, l2), _entry("Zoé", 0, 0, 1)]
    ranked = rank(entries)
    lines = [headline(ranked), *tie_explanations(entries, ranked)]
    lines += [headline(rank([entry])) for entry in entries[:2]]  # each alone wins
    lines.append(headline(rank([_entry("Zoé", 0, 0, 1)])))
    text = "\n".join(lines)
    assert len(lines) >= 3 and not FORBIDDEN[lang].search(text), text
    assert first.casefold() in text.casefold() and second.casefold() in text.casefold()
    if you_first is not None:
        assert {
            "fr": "Vous gagnez avec 1 point",
            "en": "You win with 1 point",
        }[lang] in text
    if tie == "lord":
        assert ("1 perle" if lang == "fr" else "1 Pearl") in text
    assert ("0 point" if lang == "fr" else "0 points") in text
