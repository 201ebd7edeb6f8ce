"""The Hint's one-line reason: the facts behind the expert computer player's choice, read from
the engine (what a Lord brings and costs, a stack's size, a price, a Location's points). It
names what the expert weighs; it does not claim its exact figures."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.abyss import AbyssState, AbyssView
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import LORD_BY_ID, TRACK_LENGTH
from abyss_cards.i18n import Context
from abyss_cards.ui.abyss.decisions import (
    ally_words,
    location_name,
    race_word,
    reward_words,
)
from abyss_cards.ui.abyss.reading import location_points, recruit_cost
from abyss_cards.ui.table.french import put

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


class AbyssHint(Context):
    """Plural sentences of this context: ``AbyssHint.tr(text, "", n)``."""


def _turn_reason(state: AbyssState, view: AbyssView, action: A.Action) -> str | None:
    """Why a turn's main action (recruit, plot, ask the Council, explore); None for another."""
    seat = view.seat
    if isinstance(action, A.Recruit | A.SecondRecruit):
        data = LORD_BY_ID[action.lord]
        text = (
            AbyssHint.tr(
                "influence %1 · keys: %2 · costs you %n Pearl(s)",
                "",
                recruit_cost(state, seat, action.lord),
            )
            .replace("%1", str(data.ip))
            .replace("%2", str(data.keys))
        )
        if isinstance(action, A.Recruit) and len(view.court) <= 3:
            text += " · " + translate("AbyssHint", "the Court is refilled: +2 Pearls")
        return text
    if isinstance(action, A.Plot):
        return translate("AbyssHint", "No Lord at Court is worth its price to you yet")
    if isinstance(action, A.RequestSupport):
        return (
            translate("AbyssHint", "The %1 stack gives %2 Allies at once")
            .replace("%1", race_word(action.race))
            .replace("%2", str(view.council_size(action.race)))
        )
    if isinstance(action, A.Explore):
        return translate("AbyssHint", "No Lord or Council stack is worth more than exploring now")
    return None


def reason(state: AbyssState, view: AbyssView, action: A.Action, language: str = "en") -> str:
    """Why ``action`` is a good move for ``view.seat`` now, in one line ("" when there is
    nothing more to say than the move itself)."""
    seat = view.seat
    about_turn = _turn_reason(state, view, action)
    if about_turn is not None:
        return about_turn
    about_track = _track_reason(view, action)
    if about_track is not None:
        return about_track
    if isinstance(action, A.Fight):
        return translate("AbyssHint", "The fight gives %1 now").replace(
            "%1", reward_words(state, seat)
        )
    if isinstance(action, A.PassMonster):
        return translate("AbyssHint", "The threat rises: the next Monster pays more")
    if isinstance(action, A.PayWith | A.FinishPayment | A.TakeBack):
        return translate("AbyssHint", "The cheapest payment: your best Allies stay in hand")
    if isinstance(action, A.Federate):
        return translate("AbyssHint", "The Ally that adds the most to your score")
    if isinstance(action, A.TakeLocation | A.KeepLocation):
        return put(
            translate("AbyssHint", "%1 is worth %2 points to you now"),
            "%1",
            location_name(action.location, language),
        ).replace("%2", str(location_points(state, seat, action.location)))
    if isinstance(action, A.DrawLocations):
        return translate("AbyssHint", "No face-up Location is worth enough to you")
    if isinstance(action, A.Skip):
        return translate("AbyssHint", "Nothing is worth it now")
    return ""


def _track_reason(view: AbyssView, action: A.Action) -> str | None:
    """Why ``action`` is good for the card revealed last on the track (``None``: the action
    is about something else, or the track is empty)."""
    last = view.track[-1] if view.track else None
    if last is None:
        return None
    if isinstance(action, A.Buy):
        return translate("AbyssHint", "%1 is worth more than its price").replace(
            "%1", ally_words(*last)
        )
    if isinstance(action, A.Pass) and view.pending is not None and view.pending.kind == "auction":
        return translate("AbyssHint", "%1 is not worth its price to you").replace(
            "%1", ally_words(*last)
        )
    if isinstance(action, A.TakeAlly):
        return (
            translate("AbyssHint", "%1 on space %2 of %3: a better card is unlikely")
            .replace("%1", ally_words(*last))
            .replace("%2", str(len(view.track)))
            .replace("%3", str(TRACK_LENGTH))
        )
    if isinstance(action, A.RevealNext):
        return translate("AbyssHint", "%1 is too small: a better card may come").replace(
            "%1", ally_words(*last)
        )
    return None
