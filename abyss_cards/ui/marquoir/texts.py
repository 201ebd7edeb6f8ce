"""Words the Marquoir shows in several places: row names, problems, the tie-break explanation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.abyss.scoring import Ranked
from abyss_cards.i18n import Context
from abyss_cards.storage.marquoir import CONTEXT, Problem
from abyss_cards.ui.table.numbers import points

translate = QCoreApplication.translate


class Marquoir(Context):
    """The Marquoir's sentences with a number: ``Marquoir.tr("%n Pearl(s)", "", n)``."""


def field_label(name: str) -> str:
    """A row of the sheet, or a column of a CSV file, named as the sheet shows it."""
    return {
        "sheet": translate("Marquoir", "Sheet"),
        "date": translate("Marquoir", "Date"),
        "note": translate("Marquoir", "Note"),
        "player": translate("Marquoir", "Player"),
        "name": translate("Marquoir", "Player"),
        "locations": translate("Marquoir", "Locations"),
        "lords": translate("Marquoir", "Lords"),
        "allies": translate("Marquoir", "Federated Allies"),
        "monsters": translate("Marquoir", "Monsters"),
        "total": translate("Marquoir", "Total"),
        "pearls": translate("Marquoir", "Pearls"),
        "best_lord": translate("Marquoir", "Strongest Lord"),
        "place": translate("Marquoir", "Place"),
    }[name]


def column_title(column: str) -> str:
    """A CSV column as the sheet names it, in the interface language; an unknown one as is."""
    try:
        return field_label(column)
    except KeyError:
        return column


def csv_column(column: str) -> str:
    """A column the first line of a CSV file must name: its title on the sheet, and the word
    the file needs (kept in English so that every export imports anywhere)."""
    return translate("Marquoir", "“{title}” ({name})").format(
        title=column_title(column), name=column
    )


def problem_text(problem: Problem) -> str:
    """A problem in the interface language, with its CSV row and column (named as the sheet
    shows it) if it has them."""
    text = translate(CONTEXT, problem.template)
    params = {
        key: ", ".join(csv_column(c) for c in value) if key == "columns" else value
        for key, value in problem.params.items()
    }
    try:
        text = text.format(**params)
    except (KeyError, IndexError, ValueError):
        text = str(problem)
    if problem.column is not None and problem.line is not None:
        return translate("Marquoir", "Row {line}, “{column}” column: {problem}").format(
            line=problem.line, column=column_title(problem.column), problem=text
        )
    if problem.column is not None:
        return translate("Marquoir", "{column}: {problem}").format(
            column=column_title(problem.column), problem=text
        )
    if problem.line is not None:
        return translate("Marquoir", "Row {line}: {problem}").format(
            line=problem.line, problem=text
        )
    return text


def join_names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return translate("Marquoir", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


def is_you(name: str) -> bool:
    """A player named "Vous"/"You": the person at the screen, as the new-game dialogs name them
    when no name is set (a game of the app written in the history), told in the second person
    ("Vous gagnez", never "Vous gagne")."""
    return name.strip().casefold() in {"vous", "you"}


def headline(ranked: Sequence[Ranked]) -> str:
    winners = [r.name for r in ranked if r.place == 1]
    total = points(ranked[0].total) if ranked else ""
    if len(winners) == 1:
        if is_you(winners[0]):
            return translate("Marquoir", "You win with {total}").format(total=total)
        return translate("Marquoir", "{name} wins with {total}").format(
            name=winners[0], total=total
        )
    return translate("Marquoir", "Shared victory: {names}, {total} each").format(
        names=join_names(winners), total=total
    )


def _tie(first: Ranked, second: Ranked, kind: str) -> str:
    """The sentence of one tie: ``kind`` is what separates them (pearls, lord, nothing), in the
    form for who is "you" among the two (first, second or neither)."""
    who = "first" if is_you(first.name) else "second" if is_you(second.name) else "none"
    sentences = {
        ("pearls", "none"): translate(
            "Marquoir",
            "{first} and {second} both have {total}: {first} is ahead with more "
            "Pearls ({mine} against {theirs}).",
        ),
        ("pearls", "first"): translate(
            "Marquoir",
            "You and {second} both have {total}: you are ahead with more "
            "Pearls ({mine} against {theirs}).",
        ),
        ("pearls", "second"): translate(
            "Marquoir",
            "{first} and you both have {total}: {first} is ahead with more "
            "Pearls ({mine} against {theirs}).",
        ),
        ("lord", "none"): translate(
            "Marquoir",
            "{first} and {second} both have {total} and {pearls}: {first} is "
            "ahead with the stronger Lord ({mine} against {theirs}).",
        ),
        ("lord", "first"): translate(
            "Marquoir",
            "You and {second} both have {total} and {pearls}: you are "
            "ahead with the stronger Lord ({mine} against {theirs}).",
        ),
        ("lord", "second"): translate(
            "Marquoir",
            "{first} and you both have {total} and {pearls}: {first} is "
            "ahead with the stronger Lord ({mine} against {theirs}).",
        ),
        ("none", "none"): translate(
            "Marquoir",
            "{first} and {second} share place {place}: same total ({total}), same Pearls "
            "and Lords of the same strength.",
        ),
        ("none", "first"): translate(
            "Marquoir",
            "You and {second} share place {place}: same total ({total}), same Pearls "
            "and Lords of the same strength.",
        ),
        ("none", "second"): translate(
            "Marquoir",
            "{first} and you share place {place}: same total ({total}), same Pearls "
            "and Lords of the same strength.",
        ),
    }
    return sentences[(kind, who)]


def tie_explanations(entries: Sequence[Mapping[str, Any]], ranked: Sequence[Ranked]) -> list[str]:
    """One sentence for each pair of neighbours with the same total: what separates them."""
    sentences = []
    for a, b in zip(ranked, ranked[1:], strict=False):
        if a.total != b.total:
            continue
        ea, eb = entries[a.index], entries[b.index]
        if int(ea["pearls"]) != int(eb["pearls"]):
            kind, mine, theirs = "pearls", ea["pearls"], eb["pearls"]
        elif int(ea["best_lord"]) != int(eb["best_lord"]):
            kind, mine, theirs = "lord", ea["best_lord"], eb["best_lord"]
        else:
            kind, mine, theirs = "none", "", ""
        sentences.append(
            _tie(a, b, kind).format(
                first=a.name,
                second=b.name,
                total=points(a.total),
                pearls=Marquoir.tr("%n Pearl(s)", "", int(ea["pearls"])),
                mine=mine,
                theirs=theirs,
                place=a.place,
            )
        )
    return sentences


def ordinal(place: int) -> str:
    if place == 1:
        return translate("Marquoir", "1st")
    if place == 2:
        return translate("Marquoir", "2nd")
    if place == 3:
        return translate("Marquoir", "3rd")
    return translate("Marquoir", "{n}th").format(n=place)
