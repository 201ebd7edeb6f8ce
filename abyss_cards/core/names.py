"""Players' names as people read them: one way to write each, nothing invisible in them, and a
warning when two of them look alike.

A name is kept in NFC (so "Zoé" typed with a combining accent is the same player) with single
spaces. It may not hold a character that prints nothing or prints something else: control
characters, format characters (zero-width space and joiner, the byte order mark, the soft hyphen,
tag characters, the right-to-left override that makes "\u202eevil" print as "live"), private-use
or unassigned code points. Two names that differ but look the same ("Zoé" and "Ζoé" with a Greek
capital zeta) share a *skeleton* (Unicode UTS #39, with a small table of the lookalikes a
keyboard can produce: Cyrillic, Greek and fullwidth letters); the UI warns, it does not refuse.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

# General categories a name may not hold: control, format, surrogate, private use, unassigned.
_FORBIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})

# Lookalikes of Latin letters (after NFKD, which already turns the fullwidth forms into plain
# ones): a modest part of Unicode's confusables.txt, the letters a keyboard layout switch brings
# in. Capitals first (Greek "Ν" is an N, its small "ν" a v), then small letters once casefolded.
_CAPITALS = str.maketrans(
    {
        # Cyrillic
        "А": "A",
        "В": "B",
        "Е": "E",
        "Ѕ": "S",
        "І": "I",
        "Ј": "J",
        "К": "K",
        "М": "M",
        "Н": "H",
        "О": "O",
        "Р": "P",
        "С": "C",
        "Т": "T",
        "У": "Y",
        "Х": "X",
        # Greek
        "Α": "A",
        "Β": "B",
        "Ε": "E",
        "Ζ": "Z",
        "Η": "H",
        "Ι": "I",
        "Κ": "K",
        "Μ": "M",
        "Ν": "N",
        "Ο": "O",
        "Ρ": "P",
        "Τ": "T",
        "Υ": "Y",
        "Χ": "X",
    }
)
_SMALL = str.maketrans(
    {
        # Cyrillic
        "а": "a",
        "с": "c",
        "ԁ": "d",
        "е": "e",
        "һ": "h",
        "і": "i",
        "ј": "j",
        "ӏ": "l",
        "о": "o",
        "р": "p",
        "ԛ": "q",
        "ѕ": "s",
        "у": "y",
        "х": "x",
        "ԝ": "w",
        # Greek
        "α": "a",
        "η": "n",
        "ι": "i",
        "κ": "k",
        "ν": "v",
        "ο": "o",
        "ρ": "p",
        "τ": "t",
        "υ": "u",
        "χ": "x",
        "ϲ": "c",
        # Digits and signs read as letters
        "0": "o",
        "1": "l",
        "|": "l",
    }
)


def tidy(name: str) -> str:
    """``name`` as it is kept: NFC, spaces trimmed and single."""
    return " ".join(unicodedata.normalize("NFC", str(name)).split())


def hidden_character(name: str) -> str | None:
    """The first character of ``name`` that a name may not hold, or None."""
    for char in name:
        if unicodedata.category(char) in _FORBIDDEN:
            return char
    return None


def code_point(char: str) -> str:
    """How a character is named to a person who cannot see it: "U+200B"."""
    return f"U+{ord(char):04X}"


def skeleton(name: str) -> str:
    """What ``name`` looks like: equal for two names a reader cannot tell apart."""
    latin = unicodedata.normalize("NFKD", tidy(name)).translate(_CAPITALS)
    return unicodedata.normalize("NFD", latin.casefold().translate(_SMALL))


def lookalikes(names: Iterable[str]) -> list[tuple[str, str]]:
    """Pairs of different names (not just in capitals) that look the same, each pair once, in
    the order the second of them comes; linear in the number of names."""
    first: dict[str, str] = {}  # skeleton -> the first name seen with it
    spellings: set[str] = set()
    pairs = []
    for name in names:
        folded = tidy(name).casefold()
        if folded in spellings:
            continue
        spellings.add(folded)
        look = skeleton(name)
        if look in first:
            pairs.append((first[look], name))
        else:
            first[look] = name
    return pairs
