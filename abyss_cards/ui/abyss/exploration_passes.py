"""Passing for a whole exploration: a person offered an Ally may say once "pass for this whole
exploration"; every later offer of that exploration is then answered for them with the
engine's own ``Pass`` (still one legal action per offer), without handing the screen over. It
is remembered for that exploration only: forgotten when it ends or another turn starts.

The words of it live here too: the button, the status line's "who passed", and the privacy
page's heading saying what is asked of whom ("Bruno : Ana explore — acheter ?")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.abyss import AbyssState
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as ev
from abyss_cards.games.abyss.events import AbyssEvent
from abyss_cards.ui.table.french import put

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

# The key that passes for the whole exploration (as well as the button's digit).
WHOLE_PASS_KEY = "P"


class ExplorationPasses:
    """The seats that passed for the whole of the exploration of turn ``turn``."""

    def __init__(self) -> None:
        self.turn: int | None = None
        self.seats: list[int] = []

    def remember(self, state: AbyssState, seat: int) -> None:
        if self.turn != state.turn:
            self.forget()
            self.turn = state.turn
        if seat not in self.seats:
            self.seats.append(seat)

    def forget(self) -> None:
        self.turn = None
        self.seats = []

    def current(self, state: AbyssState) -> list[int]:
        """Who passes for the exploration going on now (nobody once another turn started)."""
        return list(self.seats) if self.turn == state.turn else []

    def answers(self, state: AbyssState, seat: int) -> bool:
        """Is the offer asked now of ``seat`` one they already passed on (a legal Pass)?"""
        return (
            state.pending == "auction"
            and state.current_player == seat
            and seat in self.current(state)
            and state.is_legal(A.Pass())
        )

    def after(self, events: list[AbyssEvent]) -> None:
        """An exploration that ended takes its passes with it."""
        if any(isinstance(e, ev.ExplorationEnded) for e in events):
            self.forget()

    # -- the autosave ------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"turn": self.turn, "seats": list(self.seats)}

    @classmethod
    def from_json(cls, data: object, persons: list[int]) -> ExplorationPasses:
        """Read back from an autosave (what does not fit is dropped: asked again)."""
        out = cls()
        if isinstance(data, dict) and isinstance(data.get("turn"), int):
            seats = data.get("seats")
            out.turn = data["turn"]
            out.seats = [s for s in seats if s in persons] if isinstance(seats, list) else []
        return out


def whole_pass_text() -> str:
    # Short: beside Buy, Pass and the standing rule, a long label sent the bar to a second
    # row at 1024 × 640, and the table shrank for it (the tooltip says it whole).
    return translate("AbyssPasses", "Pass all")


def whole_pass_tip() -> str:
    return translate(
        "AbyssPasses",
        "Pass for this whole exploration: on this Ally and on every other one revealed "
        "during it; you will not be asked again until it ends",
    )


def passed_line(names: list[str], seats: list[int], you: int | None) -> str:
    """Who passes for the whole exploration, for the status line ("" when nobody does);
    ``you``: the only person at the screen, told as "you"."""
    if not seats:
        return ""
    if seats == [you]:
        return translate("AbyssPasses", "You pass for the rest of this exploration")
    return translate("AbyssPasses", "No purchase for the rest of this exploration: %1").replace(
        "%1", ", ".join(names[s] for s in seats)
    )


def privacy_heading(state: AbyssState, names: list[str], seat: int) -> str | None:
    """What is asked of whom, when it is asked out of turn: "Bruno: Ana explores — buy?",
    "Bruno: during Ana's turn" (``None``: ``seat`` plays their own turn). Names only: several
    people share the screen, nobody is "you"."""
    active = state.active
    if seat == active:
        return None
    if state.pending == "auction":
        text = translate("AbyssPasses", "%1: %2 explores — buy?")
        return text.replace("%1", names[seat]).replace("%2", names[active])
    text = translate("AbyssPasses", "%1: a decision during %2's turn").replace("%1", names[seat])
    return put(text, "%2", names[active], person=True)
