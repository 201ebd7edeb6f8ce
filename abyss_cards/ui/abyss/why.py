"""Why a Court Lord cannot be recruited, in words: the engine's ``recruit_check`` (what lacks:
the required race, other races, Pearls; or why not now) as a short note for the card, a whole
sentence for its tooltip and the status line, and where a payment in progress stands."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.abyss import PaymentStatus, RecruitCheck
from abyss_cards.i18n import Context
from abyss_cards.ui.abyss.decisions import lord_name, race_word
from abyss_cards.ui.table.french import put

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

Segment = tuple[str, str]


class AbyssWhy(Context):
    """Plural sentences of this context: ``AbyssWhy.tr(text, "", n)``."""


def _blocked_words(blocked: str) -> str:
    return {
        "game_over": translate("AbyssWhy", "the game is over"),
        "not_at_court": translate("AbyssWhy", "this Lord is not at the Court"),
        "not_your_turn": translate("AbyssWhy", "it is not your turn"),
        "not_main": translate("AbyssWhy", "recruiting is the main action of a turn, not now"),
    }.get(blocked, blocked)


def lacking_words(check: RecruitCheck) -> list[str]:
    """What the hand and Pearls lack for the Lord, one phrase each (none when affordable)."""
    parts = []
    others = check.races_lacking
    if check.required_race is not None:
        parts.append(
            put(
                translate("AbyssWhy", "you need %1 (required race)"),
                "%1",
                race_word(check.required_race),
            )
        )
        others -= 1
        if others > 0:
            parts.append(AbyssWhy.tr("%n other race(s) missing", "", others))
    elif others > 0:
        parts.append(AbyssWhy.tr("%n race(s) missing", "", others))
    if check.pearls_short > 0:
        parts.append(AbyssWhy.tr("%n Pearl(s) short", "", check.pearls_short))
    return parts


def why_not(check: RecruitCheck, language: str = "en", *, turn: bool = True) -> str:
    """The whole sentence: why ``check.lord`` cannot be recruited ("" when it can). ``turn``:
    say it when it is not the time to recruit (else only what the hand lacks)."""
    parts = lacking_words(check)
    if turn and check.blocked is not None:
        parts.insert(0, _blocked_words(check.blocked))
    if not parts:
        return ""
    text = put(
        translate("AbyssWhy", "Cannot recruit %1: %2"), "%1", lord_name(check.lord, language)
    )
    return text.replace("%2", list_words(parts))


def list_words(parts: list[str]) -> str:
    """The reasons one after the other, as the language separates them ("a; b", in French
    "a ; b")."""
    out = parts[0]
    for part in parts[1:]:
        out = translate("AbyssWhy", "%1; %2").replace("%1", out, 1).replace("%2", part, 1)
    return out


def badge_forms(check: RecruitCheck) -> list[list[Segment]]:
    """The short note on the card, longest first (the table shows the first that fits); none
    when the hand and Pearls can pay."""
    if check.affordable:
        return []
    race = check.required_race
    if race is not None:
        more = [("text", "+" + str(check.races_lacking - 1))] if check.races_lacking > 1 else []
        missing = translate("AbyssWhy", "missing:")
        return [
            [("text", missing), ("race", race), ("text", race_word(race)), *more],
            [("text", "✗"), ("race", race), ("text", race_word(race)), *more],
            [("text", missing), ("race", race), *more],
            [("text", "✗"), ("race", race), *more],
        ]
    if check.races_lacking > 0:
        n = check.races_lacking
        return [
            [("text", AbyssWhy.tr("%n race(s) missing", "", n))],
            [("text", AbyssWhy.tr("−%n race(s)", "", n))],
        ]
    n = check.pearls_short
    return [
        [("text", AbyssWhy.tr("%n Pearl(s) short", "", n))],
        [("text", "−" + str(n)), ("icon", "pearl")],
    ]


def payment_words(status: PaymentStatus, pearls: int) -> str:
    """Where a payment stands: the value paid of the cost, the races still to add (the
    required one named), the Pearls the seat has and those the Allies leave due."""
    text = (
        translate("AbyssWhy", "paid %1 of %2")
        .replace("%1", str(status.value))
        .replace("%2", str(status.cost))
    )
    more = status.races_needed - len(status.races)
    if status.missing_race is not None:
        text += " · " + put(
            translate("AbyssWhy", "still missing: %1"), "%1", race_word(status.missing_race)
        )
        if more > 1:
            text += " " + AbyssWhy.tr("and %n other race(s)", "", more - 1)
    elif more > 0:
        text += " · " + AbyssWhy.tr("%n more race(s) to add", "", more)
    text += " · " + (
        translate("AbyssWhy", "your Pearls: %1 (due: %2)")
        .replace("%1", str(pearls))
        .replace("%2", str(status.pearls_due))
    )
    return text
