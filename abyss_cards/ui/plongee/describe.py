"""Plongée moves and situations in one plain sentence (status line, hint, summaries)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.plongee import DiscardDrawn, Draw, Flip, Place, TakeDiscard
from abyss_cards.games.plongee.phases import OPENING


def where(slot: int) -> str:
    return QCoreApplication.translate("PlongeeDescribe", "row %1, column %2").replace("%1", str(slot // 4 + 1)).replace("%2", str(slot % 4 + 1))


def action_sentence(action, state) -> str:
    """What ``action`` does, as advice to the player whose turn it is."""
    kind = type(action)
    if kind is Draw:
        return QCoreApplication.translate("PlongeeDescribe", "Draw a card from the draw pile.")
    if kind is Flip:
        if state.phase == OPENING:
            return QCoreApplication.translate("PlongeeDescribe", "Flip the card at %1.").replace("%1", where(action.slot))
        return QCoreApplication.translate("PlongeeDescribe", "Flip the hidden card at %1 and end your turn.").replace("%1", where(action.slot))
    if kind is TakeDiscard:
        return (QCoreApplication.translate("PlongeeDescribe", "Take the %1 from the discard and place it at %2.")
                .replace("%1", str(state.discard_top)).replace("%2", where(action.slot)))
    if kind is Place:
        return (QCoreApplication.translate("PlongeeDescribe", "Place the drawn %1 at %2.").replace("%1", str(state.drawn))
                .replace("%2", where(action.slot)))
    if kind is DiscardDrawn:
        return (QCoreApplication.translate("PlongeeDescribe", "Discard the drawn %1 and flip the card at %2.")
                .replace("%1", str(state.drawn)).replace("%2", where(action.slot)))
    return str(action)


def hint_sentence(action, state) -> str:
    return QCoreApplication.translate("PlongeeDescribe", "The expert would say: %1").replace("%1", action_sentence(action, state))


def status_sentence(state, names, seats, mode: str, held: bool) -> str:
    """The one line that says what to do next."""
    if state.is_over:
        return QCoreApplication.translate("PlongeeDescribe", "The game is over.")
    seat = state.current_player
    name = names[seat]
    prefix = ""
    if state.closer is not None:
        prefix = QCoreApplication.translate("PlongeeDescribe", "Last round: ")
    if held:  # the computer players wait too
        return prefix + QCoreApplication.translate("PlongeeDescribe", "Read the round summary, then continue.")
    if seats[seat].is_bot:
        return prefix + QCoreApplication.translate("PlongeeDescribe", "%1 (computer) is playing…").replace("%1", name)
    if state.phase == OPENING:
        left = 2 - state.view(seat).opening_flips
        text = (QCoreApplication.translate("PlongeeDescribe", "%1: flip two of your cards to open the round (one left).") if left == 1
                else QCoreApplication.translate("PlongeeDescribe", "%1: flip two of your cards to open the round."))
        return text.replace("%1", name)
    if state.drawn is not None:
        if mode == "discard":
            return QCoreApplication.translate("PlongeeDescribe", "%1: choose the hidden card to flip (Esc to go back).").replace("%1", name)
        return (QCoreApplication.translate("PlongeeDescribe", "%1: you drew a %2. Click a card of your grid to replace it, or the discard (D)"
                   " to throw it away and flip a hidden card.")
                .replace("%1", name).replace("%2", str(state.drawn)))
    if mode == "take":
        return (QCoreApplication.translate("PlongeeDescribe", "%1: choose where to place the %2 (Esc to go back).")
                .replace("%1", name).replace("%2", str(state.discard_top)))
    return (QCoreApplication.translate("PlongeeDescribe", "%1: draw a card (P), take the %2 from the discard (D), or flip a hidden card.")
            .replace("%1", name).replace("%2", str(state.discard_top)))
