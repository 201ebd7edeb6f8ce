"""The last finished exploration, read back from the game's events (the ones the Journal tells):
each card revealed in order, who declined it, who bought it and for how many Pearls paid to
whom, whether the explorer took it, fought it or let it go, and what went to the Council.
Everything here was public at the table (no Monster token's value, no stack's contents)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from abyss_cards.games.abyss import events as ev
from abyss_cards.games.abyss.events import AbyssEvent, Ally

# What became of a card once the exploration was over.
BOUGHT, TAKEN, FOUGHT, LET_GO, COUNCIL = "bought", "taken", "fought", "let_go", "council"


@dataclass
class RevealedCard:
    """One card turned on the track: ``card`` (race, value; a Monster's race is "monster"),
    its ``space``, and the events that concern it after it was revealed (a purchase, the
    passes, the explorer's choice), in order."""

    card: Ally
    space: int
    declined: list[int] = field(default_factory=list)  # the seats that passed on it
    events: list[AbyssEvent] = field(default_factory=list)  # CannotPay, Bought, AllyTaken…

    @property
    def monster(self) -> bool:
        return self.card[0] == "monster"

    @property
    def purchase(self) -> ev.Bought | None:
        return next((e for e in self.events if isinstance(e, ev.Bought)), None)

    @property
    def fate(self) -> str:
        """BOUGHT, TAKEN, FOUGHT, LET_GO (a Monster let go, or left on the track), COUNCIL."""
        kinds = {
            ev.Bought: BOUGHT,
            ev.AllyTaken: TAKEN,
            ev.Fought: FOUGHT,
            ev.MonsterPassed: LET_GO,
        }
        for event in self.events:
            if type(event) in kinds:
                return kinds[type(event)]
        return LET_GO if self.monster else COUNCIL


@dataclass
class Exploration:
    """One exploration, from ``Explored`` to ``ExplorationEnded`` (``end``)."""

    explorer: int
    cards: list[RevealedCard] = field(default_factory=list)
    end: ev.ExplorationEnded | None = None


# The events that say who could not buy the card revealed last and what became of it.
_FATES = (ev.CannotPay, ev.Bought, ev.AllyTaken, ev.Fought, ev.MonsterPassed)


def last_exploration(events: Iterable[AbyssEvent]) -> Exploration | None:
    """The last exploration that ended among ``events`` (``None``: none ended yet)."""
    done: Exploration | None = None
    going: Exploration | None = None
    for event in events:
        if isinstance(event, ev.Explored):
            going = Exploration(event.seat)
        elif going is None:
            continue
        elif isinstance(event, ev.Revealed):
            going.cards.append(RevealedCard(event.card, event.space))
        elif isinstance(event, ev.Passed) and going.cards:
            going.cards[-1].declined.append(event.seat)
        elif isinstance(event, _FATES) and going.cards:
            going.cards[-1].events.append(event)
        elif isinstance(event, ev.ExplorationEnded):
            going.end = event
            done, going = going, None
    return done
