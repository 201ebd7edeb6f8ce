"""Numbers as the player reads them, in the interface's language.

Counts in words for any whole number, negative ones included (Plongée's points go below 0).
Qt's ``tr(text, "", n)`` picks the plural form and writes ``n`` for "%n" only when ``n`` is 0 or
more: for -3 the player read "%n pts". The call sites translate for the number's size
(``tr("%n pt(s)", "", abs(n))``, which lupdate still finds) and ``signed`` gives the number its
sign back: "-3 pts", "-1 pt".

Decimals and percentages go through the interface locale (``QLocale()``, set by
``i18n.install``): "136,0" and "50 %" in French, "136.0" and "50%" in English."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from abyss_cards.i18n import Context


class Numbers(Context):
    """``Numbers.tr``: the number formats that differ between languages."""


def signed(text: str, n: int) -> str:
    """``text``, translated for ``abs(n)``, with that number written as ``n``."""
    return text if n >= 0 else text.replace(str(-n), str(n), 1)


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals: "136,0" in French."""
    return QLocale().toString(float(value), "f", places)


def percent(fraction: float) -> str:
    """``fraction`` (0 to 1) as a whole percentage: "67 %" in French, "67%" in English."""
    return Numbers.tr("%1%").replace("%1", QLocale().toString(round(100 * fraction)))


def points(n: int) -> str:
    """A score in words, whatever its sign: "1 point", "-3 points", « 0 point »."""
    return signed(Numbers.tr("%n point(s)", "", abs(n)), n)
