"""French contractions and elisions, done once for every sentence that puts a name after a
preposition ("de", "à", "que"): "du Traître" (never "de Le Traître"), "au Meunier", "des
Abysses", "de la Chamanesse", "de l'Assassin", "d'Ana", "d'hippocampes", "qu'Inès".

The sentences are translated templates with markers (``%1``…); ``put`` replaces a marker with
its value, looking at the word the (translated) template puts just before it. English templates
hold no French preposition, so nothing else changes in English. Inside a sentence, a name's
article is written in lower case, in French ("Vous recrutez le Traître") as in English ("You
recruit the Traitor", "Cannot recruit the Keeper"). A Lord, a Location or a race is a
common noun with its article ("Le Traître" → "du Traître"); a person's name is not
(``person=True``: "de Le Gall" stays, only "de Ana" becomes "d'Ana"). No Qt here.
"""

from __future__ import annotations

import re
import unicodedata

APOSTROPHE = "'"

# The French articles a Lord's or a Location's name starts with.
_ARTICLE = re.compile(r"^(Les|Le|La|L['’])\s*(.*)$", re.DOTALL)
# The English one ("The Traitor"): only ever put in lower case, never joined to a word.
_THE = re.compile(r"^The\s")

# Words starting with an aspirated h: no elision before them ("de haricots", "le héros"). Every
# other word starting with an h elides ("d'hippocampes", "d'Hélène", "d'Hugo").
H_ASPIRE = frozenset(
    {
        "hache",
        "haine",
        "halle",
        "hall",
        "hamac",
        "hameau",
        "hamster",
        "hanche",
        "handicap",
        "hangar",
        "hardi",
        "hareng",
        "haricot",
        "haricots",
        "harpe",
        "hasard",
        "hâte",
        "haut",
        "hautbois",
        "hauteur",
        "héron",
        "hérisson",
        "héros",
        "hibou",
        "hiboux",
        "hiérarchie",
        "hockey",
        "hollande",
        "homard",
        "homards",
        "hongrie",
        "honte",
        "hors",
        "houle",
        "housse",
        "huit",
        "huitième",
        "hurlement",
        "hutte",
    }
)

_VOWELS = frozenset("aeiouæœ")
# The prepositions (and articles) a value may follow in a template, and their elided forms.
_ELIDED = {"de": "d'", "que": "qu'", "le": "l'", "la": "l'", "jusque": "jusqu'"}
_CONTRACTED = {
    ("de", "le"): "du",
    ("de", "les"): "des",
    ("à", "le"): "au",
    ("à", "les"): "aux",
}
# A marker with the word before it (when that word is one ``put`` joins to its value).
_BEFORE = r"(?:(?<![\w'’])(de|De|à|À|que|Que|jusque|le|Le|la|La) )?"


def _bare(letter: str) -> str:
    """A letter without its accent, in lower case ("É" → "e")."""
    return unicodedata.normalize("NFD", letter)[0].casefold()


def elides(word: str) -> bool:
    """Does "de", "que", "le" or "la" lose its vowel before ``word``? Before a vowel (accented
    or not), a mute h, and a "y" sounded as a vowel (Yves, not Yann)."""
    word = word.strip()
    if not word:
        return False
    first = _bare(word[0])
    if first in _VOWELS:
        return True
    if first == "y":
        return len(word) > 1 and _bare(word[1]) not in _VOWELS
    if first == "h":
        head = re.split(r"[\s\-'’]", word, maxsplit=1)[0].casefold()
        return head not in H_ASPIRE
    return False


def join(word: str, value: str, person: bool = False) -> str:
    """``word`` ("de", "à", "que", "le", "la", any case) followed by ``value``, contracted or
    elided as French writes it. A ``person``'s name keeps its article ("de La Fontaine")."""
    lower = word.casefold()
    capital = word[:1].isupper()
    out = f"{word} {value}"
    article = None if person else _ARTICLE.match(value)
    if article is not None and lower in ("de", "à"):
        art, rest = article.group(1).casefold(), article.group(2)
        if (lower, art) in _CONTRACTED:
            out = f"{_CONTRACTED[(lower, art)]} {rest}"
        elif art == "la":
            out = f"{lower} la {rest}"
        else:  # l'
            out = f"{lower} l{APOSTROPHE}{rest}"
    elif lower in _ELIDED and elides(value):
        out = f"{_ELIDED[lower]}{value}"
    if capital:
        out = out[:1].upper() + out[1:]
    return out


def de(value: str, person: bool = False) -> str:
    """ "de" + ``value``: "du Traître", "des Abysses", "de l'Oracle", "d'Ana", "de Léo"."""
    return join("de", value, person)


def a(value: str, person: bool = False) -> str:
    """ "à" + ``value``: "au Meunier", "aux Geôles", "à la Bergère", "à l'Oracle", "à Ana"."""
    return join("à", value, person)


def put(text: str, marker: str, value: str, person: bool = False) -> str:
    """``text`` with every ``marker`` ("%1") replaced by ``value``, joined to the French word
    before it ("Pouvoir de %1" + "Le Traître" → "Pouvoir du Traître"). ``person``: ``value`` is
    a person's name (elided, never contracted)."""
    pattern = re.compile(_BEFORE + re.escape(marker))

    def replace(match: re.Match[str]) -> str:
        word = match.group(1)
        if word:
            return join(word, value, person)
        if person or _starts_sentence(text[: match.start()]):
            return value
        return lower_articles(value)

    return pattern.sub(replace, text)


def _starts_sentence(before: str) -> bool:
    """Does a sentence start after ``before`` (nothing, or the end of a sentence)?"""
    before = before.rstrip()
    return not before or before[-1] in ".!?—•"


def lower_articles(value: str) -> str:
    """The article of each name of ``value`` (names joined by ", ") in lower case, as inside
    a sentence: "Vous recrutez le Traître", "Vous piochez les Abysses, la Caserne", "You
    recruit the Traitor"."""
    out = []
    for name in value.split(", "):
        if _ARTICLE.match(name) is not None or _THE.match(name) is not None:
            name = name[:1].lower() + name[1:]
        out.append(name)
    return ", ".join(out)


def put_all(text: str, values: dict[str, str], persons: frozenset[str] = frozenset()) -> str:
    """Every marker of ``values`` put in ``text`` (``persons``: the markers that name a
    person)."""
    for marker, value in values.items():
        text = put(text, marker, value, marker in persons)
    return text
