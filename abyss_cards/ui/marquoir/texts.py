"""Words the Marquoir shows in several places: row names, problems, the tie-break explanation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.abyss.scoring import Ranked
from abyss_cards.storage.marquoir import CONTEXT, Problem

translate = QCoreApplication.translate


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


def headline(ranked: Sequence[Ranked]) -> str:
    winners = [r.name for r in ranked if r.place == 1]
    if len(winners) == 1:
        return translate("Marquoir", "{name} wins with {total} points").format(
            name=winners[0], total=ranked[0].total
        )
    return translate("Marquoir", "Shared victory: {names}, {total} points each").format(
        names=join_names(winners), total=ranked[0].total
    )


def tie_explanations(entries: Sequence[Mapping[str, Any]], ranked: Sequence[Ranked]) -> list[str]:
    """One sentence for each pair of neighbours with the same total: what separates them."""
    sentences = []
    for a, b in zip(ranked, ranked[1:], strict=False):
        if a.total != b.total:
            continue
        ea, eb = entries[a.index], entries[b.index]
        if int(ea["pearls"]) != int(eb["pearls"]):
            sentences.append(
                translate(
                    "Marquoir",
                    "{first} and {second} both have {total} points: {first} is ahead with more "
                    "Pearls ({mine} against {theirs}).",
                ).format(
                    first=a.name,
                    second=b.name,
                    total=a.total,
                    mine=ea["pearls"],
                    theirs=eb["pearls"],
                )
            )
        elif int(ea["best_lord"]) != int(eb["best_lord"]):
            sentences.append(
                translate(
                    "Marquoir",
                    "{first} and {second} both have {total} points and {pearls} Pearls: {first} is "
                    "ahead with the stronger Lord ({mine} against {theirs}).",
                ).format(
                    first=a.name,
                    second=b.name,
                    total=a.total,
                    pearls=ea["pearls"],
                    mine=ea["best_lord"],
                    theirs=eb["best_lord"],
                )
            )
        else:
            sentences.append(
                translate(
                    "Marquoir",
                    "{first} and {second} share place {place}: same total ({total}), same Pearls "
                    "and Lords of the same strength.",
                ).format(first=a.name, second=b.name, place=a.place, total=a.total)
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
