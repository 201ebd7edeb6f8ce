"""How a person arranges their hand: five zones plus zone X, where a drawn card appears, and a
switch per zone (the zones to lay down together). Pure Python: the table shows it, the screen
saves it with the game (it belongs to the player's view, not to the rules).

Cards are codes; both copies of a card share a code, so the arrangement is reconciled with the
hand as multisets after every action.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from abyss_cards.games.rami.cards import JOKER, RANKS, SUITS, rank_of, sort_key, suit_of
from abyss_cards.games.rami.melds import IllegalMeld, Meld, analyse, best_cover

ZONES = 5  # the zones with a switch
X = 5  # zone X: where a drawn card appears
ALL_ZONES = ZONES + 1
MAX_SWITCHES = 4


@dataclass(frozen=True)
class ZoneStatus:
    """What a zone holds: a valid meld (``meld``), or why not (``reason``, an IllegalMeld)."""

    cards: tuple[str, ...]
    meld: Meld | None
    error: IllegalMeld | None

    @property
    def empty(self) -> bool:
        return not self.cards


def zone_status(codes: Iterable[str]) -> ZoneStatus:
    cards = tuple(codes)
    if not cards:
        return ZoneStatus(cards, None, None)
    try:
        return ZoneStatus(cards, analyse(cards), None)
    except IllegalMeld as exc:
        return ZoneStatus(cards, None, exc)


def _rank_key(code: str) -> tuple[int, int]:
    return (99, 0) if code == JOKER else (rank_of(code), SUITS.index(suit_of(code)))


class Arrangement:
    """``zones[0..4]`` and ``zones[X]`` hold codes; ``switches[0..4]`` select zones to lay down."""

    def __init__(
        self, zones: Iterable[Iterable[str]] | None = None, switches: Iterable[object] | None = None
    ) -> None:
        self.zones: list[list[str]] = [list(z) for z in (zones or [[] for _ in range(ALL_ZONES)])]
        while len(self.zones) < ALL_ZONES:
            self.zones.append([])
        self.switches: list[bool] = [bool(s) for s in (switches or [False] * ZONES)][:ZONES]
        while len(self.switches) < ZONES:
            self.switches.append(False)

    # -- reading ------------------------------------------------------------------------------
    def cards(self) -> list[str]:
        return [c for z in self.zones for c in z]

    def zone_of(self, card: str, prefer: int | None = None) -> int | None:
        if prefer is not None and card in self.zones[prefer]:
            return prefer
        for i, z in enumerate(self.zones):
            if card in z:
                return i
        return None

    def status(self, zone: int) -> ZoneStatus:
        return zone_status(self.zones[zone])

    def switched(self) -> list[int]:
        return [i for i in range(ZONES) if self.switches[i] and self.zones[i]]

    def switched_melds(self) -> list[list[str]]:
        return [list(self.zones[i]) for i in self.switched()]

    def switched_value(self) -> int:
        total = 0
        for i in self.switched():
            s = self.status(i)
            if s.meld is not None:
                total += s.meld.value
        return total

    def copy(self) -> Arrangement:
        return Arrangement(self.zones, self.switches)

    # -- changing -----------------------------------------------------------------------------
    def move(self, card: str, source: int, target: int, index: int | None = None) -> bool:
        """Move one copy of ``card`` from zone ``source`` to zone ``target`` (at ``index``)."""
        if card not in self.zones[source]:
            return False
        self.zones[source].remove(card)
        dest = self.zones[target]
        if index is None or not 0 <= index <= len(dest):
            dest.append(card)
        else:
            dest.insert(index, card)
        self.tidy()
        return True

    def toggle(self, zone: int) -> bool:
        """Flip a switch; at most four may be on. Returns whether the switch changed."""
        if not 0 <= zone < ZONES or (not self.switches[zone] and not self.zones[zone]):
            return False
        if not self.switches[zone] and sum(self.switches) >= MAX_SWITCHES:
            return False
        self.switches[zone] = not self.switches[zone]
        return True

    def remove(self, card: str, zone: int | None = None, *, fill_from_x: bool = False) -> None:
        """Take one copy of ``card`` out (from ``zone`` if it is there). With ``fill_from_x``
        (a discard from a zone), the card in X takes its place, as the rules describe."""
        where = self.zone_of(card, zone)
        if where is None:
            return
        pos = self.zones[where].index(card)
        del self.zones[where][pos]
        if fill_from_x and where != X and len(self.zones[X]) == 1:
            self.zones[where].insert(pos, self.zones[X].pop())
        self.tidy()

    def reconcile(self, hand: Iterable[str], prefer_removing: list[int] | None = None) -> None:
        """Make the zones hold exactly ``hand``: cards gone are taken out (first from the zones
        in ``prefer_removing``), new cards appear in X."""
        want = Counter(hand)
        have = Counter(self.cards())
        extra = have - want
        order = list(prefer_removing or []) + [X] + list(range(ZONES))
        for card, n in extra.items():
            for _ in range(n):
                for z in order:
                    if card in self.zones[z]:
                        # Remove from the end, so a zone keeps its first cards in place.
                        idx = len(self.zones[z]) - 1 - self.zones[z][::-1].index(card)
                        del self.zones[z][idx]
                        break
        for card, n in (want - have).items():
            self.zones[X].extend([card] * n)
        self.tidy()

    def tidy(self) -> None:
        """A zone holding a valid run without a joker is put in order; empty zones lose their
        switch."""
        for i, z in enumerate(self.zones):
            if len(z) >= 3 and JOKER not in z:
                try:
                    meld = analyse(z)
                except IllegalMeld:
                    continue
                if meld.kind == "run" and list(meld.cards) != z:
                    self.zones[i] = list(meld.cards)
        for i in range(ZONES):
            if not self.zones[i]:
                self.switches[i] = False

    # -- sorting ------------------------------------------------------------------------------
    def sort_by_suit(self) -> None:
        """One zone per suit (runs read left to right), the jokers in the fifth zone."""
        cards = self.cards()
        zones: list[list[str]] = [[] for _ in range(ALL_ZONES)]
        for c in sorted(cards, key=sort_key):
            zones[4 if c == JOKER else SUITS.index(suit_of(c))].append(c)
        self.zones = zones
        self.switches = [False] * ZONES
        self.tidy()

    def sort_by_rank(self) -> None:
        """Cards by rank (sets side by side), cut into five zones between ranks."""
        cards = sorted(self.cards(), key=_rank_key)
        groups: list[list[str]] = []
        for c in cards:
            if groups and _rank_key(groups[-1][0])[0] == _rank_key(c)[0]:
                groups[-1].append(c)
            else:
                groups.append([c])
        zones: list[list[str]] = [[] for _ in range(ALL_ZONES)]
        target = max(1, -(-len(cards) // ZONES))
        z = 0
        for g in groups:
            if zones[z] and len(zones[z]) + len(g) > target and z < ZONES - 1:
                z += 1
            zones[z].extend(g)
        self.zones = zones
        self.switches = [False] * ZONES
        self.tidy()

    def arrange_melds(
        self, hand: Iterable[str], opening: Iterable[Iterable[str]] | None = None
    ) -> bool:
        """ "Arrange in melds": ``opening``, the engine's best opening for the seat now (its
        ``view.best_opening()``; ``None`` when there is none or the seat has opened), goes into
        the zones with their switches on; without one, the exact search's best melds, switches
        off. The other cards go to the fifth zone. Returns whether a lay-down is ready."""
        hand = list(hand)
        melds = [tuple(m) for m in opening] if opening is not None else []
        ready = bool(melds)
        if not melds:
            _, _, cover = best_cover(hand)
            melds = sorted(cover, key=lambda m: (-analyse(m).value, m))[: ZONES - 1]
        rest = Counter(hand)
        for m in melds:
            rest -= Counter(m)
        zones: list[list[str]] = [list(m) for m in melds]
        while len(zones) < ZONES:
            zones.append([])
        zones[ZONES - 1] = sorted(rest.elements(), key=sort_key)
        zones.append([])
        self.zones = zones
        self.switches = [ready and i < len(melds) for i in range(ZONES)]
        self.tidy()
        return ready

    # -- saving -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"zones": [list(z) for z in self.zones], "switches": list(self.switches)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Arrangement:
        zones = data["zones"]
        if not isinstance(zones, list) or len(zones) != ALL_ZONES:
            raise ValueError("a hand arrangement has six zones")
        for z in zones:
            if not isinstance(z, list) or not all(isinstance(c, str) for c in z):
                raise ValueError("a zone is a list of card codes")
        return cls(zones, data.get("switches"))

    @classmethod
    def dealt(cls, hand: Iterable[str]) -> Arrangement:
        """A fresh hand: sorted by suit, as most people start."""
        a = cls()
        a.zones[X] = list(hand)
        a.sort_by_suit()
        return a


__all__ = [
    "ALL_ZONES",
    "Arrangement",
    "MAX_SWITCHES",
    "RANKS",
    "X",
    "ZONES",
    "ZoneStatus",
    "zone_status",
]
