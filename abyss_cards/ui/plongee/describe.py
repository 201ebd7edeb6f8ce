"""Plongée moves and situations in plain sentences (status line, hint, refusals, narration of
the computer players' moves, round summaries, the end of the game).

Every sentence that names a player goes through ``Persons.say``: a "you" form for the person at
the screen, a named form for everyone else. Cells are named by row and column from 1,
everywhere (hints, refusals, narration).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.plongee import DiscardDrawn, Draw, Flip, Place, TakeDiscard
from abyss_cards.games.plongee import events as ev
from abyss_cards.games.plongee.phases import OPENING
from abyss_cards.ui.table.persons import Persons

if TYPE_CHECKING:
    from abyss_cards.core.errors import IllegalAction
    from abyss_cards.games.plongee import PlongeeState
    from abyss_cards.games.plongee.actions import Action
    from abyss_cards.ui.models.session import Seat


def where(slot: int) -> str:
    return (
        QCoreApplication.translate("PlongeeDescribe", "row %1, column %2")
        .replace("%1", str(slot // 4 + 1))
        .replace("%2", str(slot % 4 + 1))
    )


def action_sentence(action: Action, state: PlongeeState) -> str:
    """What ``action`` does, as advice to the player whose turn it is."""
    if type(action) is Draw:
        return QCoreApplication.translate("PlongeeDescribe", "Draw a card from the draw pile.")
    if type(action) is Flip:
        if state.phase == OPENING:
            return QCoreApplication.translate("PlongeeDescribe", "Flip the card at %1.").replace(
                "%1", where(action.slot)
            )
        return QCoreApplication.translate(
            "PlongeeDescribe", "Flip the hidden card at %1 and end your turn."
        ).replace("%1", where(action.slot))
    if type(action) is TakeDiscard:
        return (
            QCoreApplication.translate(
                "PlongeeDescribe", "Take the %1 from the discard and place it at %2."
            )
            .replace("%1", str(state.discard_top))
            .replace("%2", where(action.slot))
        )
    if type(action) is Place:
        return (
            QCoreApplication.translate("PlongeeDescribe", "Place the drawn %1 at %2.")
            .replace("%1", str(state.drawn))
            .replace("%2", where(action.slot))
        )
    if type(action) is DiscardDrawn:
        return (
            QCoreApplication.translate(
                "PlongeeDescribe", "Discard the drawn %1 and flip the card at %2."
            )
            .replace("%1", str(state.drawn))
            .replace("%2", where(action.slot))
        )
    return str(action)


def hint_sentence(action: Action, state: PlongeeState) -> str:
    return QCoreApplication.translate("PlongeeDescribe", "The expert would say: %1").replace(
        "%1", action_sentence(action, state)
    )


def hint_keys(action: Action, state: PlongeeState) -> set[tuple[object, ...]]:
    """The table's cards a hint lights: what to click, and where it goes."""
    seat = state.current_player
    if isinstance(action, Draw):
        return {("draw",)}
    keys: set[tuple[object, ...]] = {("slot", seat, action.slot)}
    if type(action) in (TakeDiscard, DiscardDrawn):
        keys.add(("discard",))
    if type(action) is Place:
        keys.add(("drawn",))
    return keys


def addressed(persons: Persons, seat: int, text: str) -> str:
    """An instruction for ``seat``: as it is for "you", else after the player's name."""
    if persons.is_you(seat):
        return text
    return (
        QCoreApplication.translate("PlongeeDescribe", "%1: %2")
        .replace("%1", persons.name(seat))
        .replace("%2", text)
    )


def status_sentence(
    state: PlongeeState, persons: Persons, seats: Sequence[Seat], mode: str, held: bool
) -> str:
    """What to do next, in one sentence."""
    if state.is_over:
        return QCoreApplication.translate("PlongeeDescribe", "The game is over.")
    seat = state.current_player
    assert seat is not None  # a game not over has a player to decide
    prefix = ""
    if state.closer is not None:
        prefix = QCoreApplication.translate("PlongeeDescribe", "Last round: ")
    if held:  # the computer players wait too
        return prefix + QCoreApplication.translate(
            "PlongeeDescribe", "Read the round summary, then continue."
        )
    if seats[seat].is_bot:
        return prefix + QCoreApplication.translate(
            "PlongeeDescribe", "%1 (computer) is playing…"
        ).replace("%1", persons.name(seat))
    if state.phase == OPENING:
        left = 2 - state.view(seat).opening_flips
        text = (
            QCoreApplication.translate(
                "PlongeeDescribe", "Flip two of your cards to open the round (one left)."
            )
            if left == 1
            else QCoreApplication.translate(
                "PlongeeDescribe", "Flip two of your cards to open the round."
            )
        )
    elif state.drawn is not None:
        if mode == "discard":
            text = QCoreApplication.translate(
                "PlongeeDescribe", "Choose the hidden card to flip (Esc to go back)."
            )
        else:
            text = QCoreApplication.translate(
                "PlongeeDescribe",
                "You drew a %1. Click a card of your grid to replace it, or"
                " the discard (D) to throw it away and flip a hidden card.",
            ).replace("%1", str(state.drawn))
    elif mode == "take":
        text = QCoreApplication.translate(
            "PlongeeDescribe", "Choose where to place the %1 (Esc to go back)."
        ).replace("%1", str(state.discard_top))
    else:
        text = QCoreApplication.translate(
            "PlongeeDescribe",
            "Draw a card (P), take the %1 from the discard (D), or flip a hidden card.",
        ).replace("%1", str(state.discard_top))
    return prefix + addressed(persons, seat, text)


# -- refusals -------------------------------------------------------------------------------
def refusal_sentence(exc: IllegalAction, persons: Persons) -> str:
    """An engine's refusal, with its cell named by row and column from 1 (the engine counts
    slots from 0, as its actions do)."""
    from abyss_cards.i18n import translate_refusal

    slot = exc.params.get("slot") if isinstance(getattr(exc, "params", None), dict) else None
    if isinstance(slot, int) and 0 <= slot < 12:
        cell = where(slot)
        if exc.code == "already_face_up":
            return QCoreApplication.translate(
                "PlongeeDescribe", "The card at %1 is already face up."
            ).replace("%1", cell)
        if exc.code == "slot_removed":
            return QCoreApplication.translate(
                "PlongeeDescribe", "There is no card at %1 any more: its column was removed."
            ).replace("%1", cell)
        if exc.code == "flip_a_hidden_card":
            return QCoreApplication.translate(
                "PlongeeDescribe",
                "The card at %1 is already face up: after discarding, flip a hidden card.",
            ).replace("%1", cell)
    if exc.code == "not_your_turn":
        current = exc.params.get("current")
        if isinstance(current, int) and 0 <= current < len(persons.names):
            return QCoreApplication.translate(
                "PlongeeDescribe", "It is not your turn: %1 is playing."
            ).replace("%1", persons.name(current))
    return translate_refusal(exc)


# -- narration ------------------------------------------------------------------------------
def move_caption(seat: int, action: Action | None, events: Iterable[Any], persons: Persons) -> str:
    """What ``seat`` just did, in a short sentence for the table and the history."""
    said: list[str] = []
    for e in events:
        kind = type(e)
        if kind is ev.CardDrawn and e.seat == seat:
            said.append(
                persons.say(
                    seat,
                    QCoreApplication.translate("PlongeeDescribe", "You draw a card."),
                    QCoreApplication.translate("PlongeeDescribe", "%1 draws a card."),
                )
            )
        elif kind is ev.CardPlaced:
            text = (
                persons.say(
                    seat,
                    QCoreApplication.translate(
                        "PlongeeDescribe", "You take the %2 from the discard: %3."
                    ),
                    QCoreApplication.translate(
                        "PlongeeDescribe", "%1 takes the %2 from the discard: %3."
                    ),
                )
                if e.source == "discard"
                else persons.say(
                    seat,
                    QCoreApplication.translate("PlongeeDescribe", "You place the drawn %2 at %3."),
                    QCoreApplication.translate("PlongeeDescribe", "%1 places the drawn %2 at %3."),
                )
            )
            said.append(text.replace("%2", str(e.value)).replace("%3", where(e.slot)))
        elif kind is ev.CardDiscarded and e.reason == ev.REPLACED:
            said.append(
                QCoreApplication.translate(
                    "PlongeeDescribe", "The %1 it replaced goes to the discard."
                ).replace("%1", str(e.value))
            )
        elif kind is ev.CardDiscarded and e.reason == ev.DRAWN:
            said.append(
                persons.say(
                    seat,
                    QCoreApplication.translate("PlongeeDescribe", "You discard the drawn %2."),
                    QCoreApplication.translate("PlongeeDescribe", "%1 discards the drawn %2."),
                ).replace("%2", str(e.value))
            )
        elif kind is ev.CardFlipped and e.reason != ev.FLIP_FINAL and e.seat == seat:
            said.append(
                persons.say(
                    seat,
                    QCoreApplication.translate("PlongeeDescribe", "You flip a %2 at %3."),
                    QCoreApplication.translate("PlongeeDescribe", "%1 flips a %2 at %3."),
                )
                .replace("%2", str(e.value))
                .replace("%3", where(e.slot))
            )
        elif kind is ev.ColumnRemoved:
            said.append(
                persons.say(
                    e.seat,
                    QCoreApplication.translate("PlongeeDescribe", "Your column of %2s is removed."),
                    QCoreApplication.translate(
                        "PlongeeDescribe", "The column of %2s of %1 is removed."
                    ),
                ).replace("%2", str(e.value))
            )
        elif kind is ev.RoundClosing:
            said.append(
                persons.say(
                    e.closer,
                    QCoreApplication.translate(
                        "PlongeeDescribe", "You have no hidden card left: last round!"
                    ),
                    QCoreApplication.translate(
                        "PlongeeDescribe", "%1 has no hidden card left: last round!"
                    ),
                )
            )
    return " ".join(said)


def opener_sentence(
    e: ev.OpenerChosen, persons: Persons, previous_opener: int | None = None
) -> str:
    """Who opens the round and why: the highest sum showing, then the highest card, then the
    order of play."""
    seat, best = e.seat, e.sums[e.seat]
    tied = [s for s in range(len(e.sums)) if e.sums[s] == best]
    if len(tied) == 1:
        text = persons.say(
            seat,
            QCoreApplication.translate(
                "PlongeeDescribe", "You open the round: your two cards show %2, the highest sum."
            ),
            QCoreApplication.translate(
                "PlongeeDescribe", "%1 opens the round: two cards showing %2, the highest sum."
            ),
        )
    else:
        high = e.highest[seat]
        if sum(1 for s in tied if e.highest[s] == high) == 1:
            text = persons.say(
                seat,
                QCoreApplication.translate(
                    "PlongeeDescribe",
                    "You open the round: a sum of %2 like another player,"
                    " and the highest card (%3).",
                ),
                QCoreApplication.translate(
                    "PlongeeDescribe",
                    "%1 opens the round: a sum of %2 like another player, and"
                    " the highest card (%3).",
                ),
            )
        else:
            text = persons.say(
                seat,
                QCoreApplication.translate(
                    "PlongeeDescribe",
                    "You open the round: a sum of %2 and a highest card of"
                    " %3 like another player; you come first in turn.",
                ),
                QCoreApplication.translate(
                    "PlongeeDescribe",
                    "%1 opens the round: a sum of %2 and a highest card of %3"
                    " like another player; first in turn.",
                ),
            )
        text = text.replace("%3", str(high))
    return text.replace("%2", str(best))


# -- round summary and end of the game -----------------------------------------------------
def closing_sentence(scored: ev.RoundScored, persons: Persons) -> str:
    closer = scored.closer
    raw = scored.raw_points[closer]
    if scored.doubled:
        others = min(p for s, p in enumerate(scored.raw_points) if s != closer)
        text = persons.say(
            closer,
            QCoreApplication.translate(
                "PlongeeDescribe",
                "You closed the round with %2 points, but another player had %3, not"
                " more: your score is doubled to %4.",
            ),
            QCoreApplication.translate(
                "PlongeeDescribe",
                "%1 closed the round with %2 points, but another player had %3, not more:"
                " %1's score is doubled to %4.",
            ),
        )
        text = text.replace("%3", str(others)).replace("%4", str(scored.scored_points[closer]))
    elif raw <= 0:
        text = persons.say(
            closer,
            QCoreApplication.translate(
                "PlongeeDescribe",
                "You closed the round with %2 points: a score of 0 or less is never doubled.",
            ),
            QCoreApplication.translate(
                "PlongeeDescribe",
                "%1 closed the round with %2 points: a score of 0 or less is never doubled.",
            ),
        )
    else:
        text = persons.say(
            closer,
            QCoreApplication.translate(
                "PlongeeDescribe",
                "You closed the round with %2 points, strictly the lowest: no doubling.",
            ),
            QCoreApplication.translate(
                "PlongeeDescribe",
                "%1 closed the round with %2 points, strictly the lowest: no doubling.",
            ),
        )
    return text.replace("%2", str(raw))


def removed_sentence(seat: int, columns: int, persons: Persons) -> str:
    # Two messages rather than a plural form: lupdate sees plurals only in ``tr``.
    if columns == 1:
        return persons.say(
            seat,
            QCoreApplication.translate("PlongeeDescribe", "You lost a column."),
            QCoreApplication.translate("PlongeeDescribe", "%1 lost a column."),
        )
    return persons.say(
        seat,
        QCoreApplication.translate("PlongeeDescribe", "You lost %2 columns."),
        QCoreApplication.translate("PlongeeDescribe", "%1 lost %2 columns."),
    ).replace("%2", str(columns))


def end_title(state: PlongeeState, persons: Persons) -> str:
    winners = list(state.winners)
    low = min(state.scores)
    if len(winners) == 1:
        text = persons.say(
            winners[0],
            QCoreApplication.translate("PlongeeDescribe", "You win with %2 points!"),
            QCoreApplication.translate("PlongeeDescribe", "%1 wins with %2 points!"),
        )
    else:
        others = ", ".join(persons.name(s) for s in winners if not persons.is_you(s))
        if any(persons.is_you(s) for s in winners):
            text = QCoreApplication.translate(
                "PlongeeDescribe", "Shared victory: you and %1, with %2 points each!"
            ).replace("%1", others)
        else:
            text = QCoreApplication.translate(
                "PlongeeDescribe", "Shared victory: %1, with %2 points each!"
            ).replace("%1", others)
    return text.replace("%2", str(low))
