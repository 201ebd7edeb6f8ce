"""What one seat may see of a Rami match: its own hand, everything on the table, the sizes of
what is hidden, and the public history of the deal (takes, discards, lay-downs)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from abyss_cards.games.rami.events import Happening

if TYPE_CHECKING:
    from abyss_cards.games.rami.melds import Meld
    from abyss_cards.games.rami.state import RamiState


@dataclass(frozen=True)
class MeldView:
    owner: int
    cards: tuple[str, ...]
    kind: str


@dataclass(frozen=True)
class TakeToLay:
    """What a seat that has not opened may lay down at once with the top discard: the most
    valuable opening reaching its target (``close`` False), else a direct close (True)."""

    close: bool
    melds: tuple[Meld, ...]


@dataclass(frozen=True)
class RamiView:
    seat: int
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    pot_size: int
    melds: tuple[MeldView, ...]
    discard_pile: tuple[str, ...]
    log: tuple[Happening, ...]
    opened: tuple[bool, ...]
    opening_value: tuple[int, ...]
    required: int
    threshold: int
    phase: str
    current_player: int | None
    dealer: int
    deal_number: int
    tournante: str | None
    tournante_open: bool
    totals: tuple[int, ...]
    jokers: int
    turn: int

    @classmethod
    def of(cls, state: RamiState, seat: int) -> RamiView:
        return cls(
            seat=seat,
            hand=tuple(state.hands[seat]),
            hand_sizes=tuple(len(h) for h in state.hands),
            pot_size=len(state.pot),
            melds=tuple(MeldView(m.owner, tuple(m.cards), m.kind) for m in state.melds),
            discard_pile=tuple(state.discard_pile),
            log=tuple(state.log),
            opened=tuple(state.opened),
            opening_value=tuple(state.opening_value),
            required=state.required(seat),
            threshold=state.threshold,
            phase=state.phase,
            current_player=state.current_player,
            dealer=state.dealer,
            deal_number=state.deal_number,
            tournante=state.tournante,
            tournante_open=state.tournante_open,
            totals=state.scores,
            jokers=state.jokers,
            turn=state.turn,
        )

    def to_json(self) -> dict[str, Any]:
        """The view as JSON values; ``from_json`` reads them back into an equal view."""
        data: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        data["melds"] = [
            {"owner": m.owner, "cards": list(m.cards), "kind": m.kind} for m in self.melds
        ]
        data["log"] = [h.to_json() for h in self.log]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RamiView:
        """The view ``to_json`` wrote (after a trip through JSON, lists for tuples)."""
        values = dict(data)
        for name in ("hand", "hand_sizes", "discard_pile", "opened", "opening_value", "totals"):
            values[name] = tuple(data[name])
        values["melds"] = tuple(
            MeldView(m["owner"], tuple(m["cards"]), m["kind"]) for m in data["melds"]
        )
        values["log"] = tuple(
            Happening(
                h["what"],
                h["seat"],
                h.get("card"),
                tuple(h.get("cards", ())),
                h.get("meld"),
                h.get("end", ""),
                h.get("size", 0),
            )
            for h in data["log"]
        )
        return cls(**values)

    @property
    def top_discard(self) -> str | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def tournante_takeable(self) -> bool:
        """The engine's rule (``state.tournante_takeable``), read from what the seat sees."""
        from abyss_cards.games.rami.state import tournante_takeable

        return tournante_takeable(self)

    def best_opening(self, *, take: bool = False) -> tuple[Meld, ...] | None:
        """The most valuable opening this seat may lay down from its hand (with the top
        discard if ``take``: one copy of it in the melds, not in the clean run), then the one
        with most cards: 1-4 melds reaching its target, a clean run among them; ``None`` when
        there is none, or the seat has opened ("Arrange in melds" lays it out, switched on)."""
        from abyss_cards.games.rami.melds import best_opening

        top = self.top_discard
        if self.opened[self.seat] or (take and top is None):
            return None
        found = best_opening(self.hand, self.required, taken=top if take else None)
        return None if found is None else tuple(found)

    def take_to_lay(self) -> TakeToLay | None:
        """Why this seat, not opened yet, may take the top discard now (the tournante apart):
        the opening reaching its target, or else the direct close, that it makes at once with
        that card (in the melds, not in the clean run the opening needs) — the rules' only
        reasons; ``None`` when there is neither, or when the question does not arise (not this
        seat's take, opened already, no discard, one card in hand, the tournante to take)."""
        from abyss_cards.games.rami.melds import direct_close

        top = self.top_discard
        if (
            self.phase != "take"
            or self.current_player != self.seat
            or self.opened[self.seat]
            or top is None
            or len(self.hand) == 1
            or self.tournante_takeable
        ):
            return None
        best = self.best_opening(take=True)
        if best is not None:
            return TakeToLay(False, best)
        close = direct_close(self.hand, taken=top)
        return None if close is None else TakeToLay(True, tuple(close))

    def discards_of(self, seat: int) -> list[str]:
        """Cards ``seat`` discarded this deal (public)."""
        return [
            h.card
            for h in self.log
            if h.what == "discard" and h.seat == seat and h.card is not None
        ]

    def takes_of(self, seat: int) -> list[str]:
        """Cards ``seat`` took from the discard pile this deal (public)."""
        return [
            h.card for h in self.log if h.what == "take" and h.seat == seat and h.card is not None
        ]
