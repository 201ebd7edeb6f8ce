"""Counts in words for any whole number, negative ones included (Plongée's points go below 0).

Qt's ``tr(text, "", n)`` picks the plural form and writes ``n`` for "%n" only when ``n`` is 0 or
more: for -3 the player read "%n pts". The call sites translate for the number's size
(``tr("%n pt(s)", "", abs(n))``, which lupdate still finds) and ``signed`` gives the number its
sign back: "-3 pts", "-1 pt"."""

from __future__ import annotations


def signed(text: str, n: int) -> str:
    """``text``, translated for ``abs(n)``, with that number written as ``n``."""
    return text if n >= 0 else text.replace(str(-n), str(n), 1)
