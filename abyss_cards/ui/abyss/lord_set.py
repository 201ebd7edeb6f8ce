"""The Lords whose keys close a Location, chosen on their cards: each click takes a Lord in or
out of the set, and the bar's one button places the set chosen. Every set it may place is one
of the engine's ``PlaceLords`` actions (the legal ones, with their words): nothing here knows how
many keys a Location needs or how many Key tokens make up the rest."""

from __future__ import annotations

from dataclasses import dataclass, field

from abyss_cards.games.abyss import actions as A
from abyss_cards.ui.abyss.layout import Key


@dataclass
class LordSet:
    """``cards``: each Lord's card (key -> Lord); ``sets``: each legal set of Lords -> its
    action and words; ``chosen``: the cards taken so far."""

    cards: dict[Key, int] = field(default_factory=dict)
    sets: dict[frozenset[int], tuple[A.Action, str]] = field(default_factory=dict)
    chosen: set[Key] = field(default_factory=set)

    def add(self, keys: dict[Key, int], action: A.Action, words: str) -> None:
        """One legal set: the cards of its Lords (``keys``), what places it and its words."""
        self.cards.update(keys)
        self.sets[frozenset(keys.values())] = (action, words)

    def start(self) -> None:
        """The set with the fewest Lords taken to begin with (Key tokens first): a click
        changes it, the button places it."""
        if self.sets:
            fewest = min(self.sets, key=len)
            self.chosen = {k for k, lord in self.cards.items() if lord in fewest}

    def toggle(self, key: Key) -> bool:
        """A click on ``key``: its Lord in or out of the set (``False``: not one of them)."""
        if key not in self.cards:
            return False
        self.chosen ^= {key}
        return True

    def current(self) -> tuple[A.Action, str] | None:
        """What the bar's button plays now (``None``: the set chosen is not a legal one)."""
        return self.sets.get(frozenset(self.cards[k] for k in self.chosen))

    def actions(self) -> list[A.Action]:
        return [action for action, _ in self.sets.values()]
