"""What ``AbyssState.apply`` returns: one frozen dataclass per kind of event.

Each event says what it reveals (``abyss_cards.core.game.Reveal``): a card turned face up on the
track, a Lord plotted or a final count is known to ``EVERYONE``; a Monster token's value, a
Council stack's contents or the Locations drawn for a choice to ``ONE_SEAT`` (``seat``, the one
who learns it); the rest reveals ``NOTHING``. A table words events itself; ``str()`` is a short
English sentence for logs and tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from abyss_cards.core.game import Event, Reveal

Ally = tuple[str, int]


def _ally(ally: Ally) -> str:
    return "Monster" if ally[0] == "monster" else f"{ally[0]} {ally[1]}"


def _allies(allies: tuple[Ally, ...]) -> str:
    return ", ".join(_ally(a) for a in allies) or "nothing"


class AbyssEvent(Event):
    """Base of the Abyss events (every one of them names the seat concerned, or None)."""

    __slots__ = ()


# ------------------------------------------------------------------------------- the turn
@dataclass(frozen=True)
class TurnStarted(AbyssEvent):
    seat: int
    turn: int

    def __str__(self) -> str:
        return f"turn {self.turn}: seat {self.seat} plays"


@dataclass(frozen=True)
class PearlsGained(AbyssEvent):
    """Pearls from the Treasury; ``lord`` names the Lord whose power gave them (or None)."""

    seat: int
    amount: int
    lord: int | None = None

    def __str__(self) -> str:
        why = f" (Lord {self.lord})" if self.lord is not None else ""
        return f"seat {self.seat} gains {self.amount} Pearl(s){why}"


@dataclass(frozen=True)
class PearlsLost(AbyssEvent):
    seat: int
    amount: int
    lord: int | None = None

    def __str__(self) -> str:
        why = f" (Lord {self.lord})" if self.lord is not None else ""
        return f"seat {self.seat} loses {self.amount} Pearl(s){why}"


@dataclass(frozen=True)
class Plotted(AbyssEvent):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    lord: int

    def __str__(self) -> str:
        return f"seat {self.seat} plots: Lord {self.lord} comes to Court"


@dataclass(frozen=True)
class NoAction(AbyssEvent):
    """The active player could neither explore, request support nor recruit."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} can do nothing this turn"


@dataclass(frozen=True)
class ExtraTurn(AbyssEvent):
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} will play one more turn"


@dataclass(frozen=True)
class EndTriggered(AbyssEvent):
    seat: int
    reason: str  # "seventh_lord" or "court"

    def __str__(self) -> str:
        why = "a seventh Lord" if self.reason == "seventh_lord" else "a Court that cannot refill"
        return f"the end is near: {why} (seat {self.seat}); everyone else plays once more"


# ------------------------------------------------------------------------- exploration
@dataclass(frozen=True)
class Explored(AbyssEvent):
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} explores"


@dataclass(frozen=True)
class Reshuffled(AbyssEvent):
    cards: int
    seat: None = None

    def __str__(self) -> str:
        return f"the exploration discard ({self.cards} cards) becomes the deck"


@dataclass(frozen=True)
class Revealed(AbyssEvent):
    """A card turned face up on the track, on ``space`` (1 to 5)."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    card: Ally
    space: int

    def __str__(self) -> str:
        return f"seat {self.seat} reveals {_ally(self.card)} on space {self.space}"


@dataclass(frozen=True)
class CannotPay(AbyssEvent):
    """The opponents not offered the Ally just revealed because they have fewer Pearls than its
    ``price`` (Pearls are counted in the open): nobody decides for them, no Pass is played."""

    seats: tuple[int, ...]
    price: int
    seat: None = None

    def __str__(self) -> str:
        who = ", ".join(f"seat {s}" for s in self.seats)
        return f"{who} cannot pay {self.price} Pearl(s) for it"


@dataclass(frozen=True)
class Bought(AbyssEvent):
    seat: int
    ally: Ally
    price: int
    to: int

    def __str__(self) -> str:
        return f"seat {self.seat} buys {_ally(self.ally)} for {self.price} Pearl(s) from seat {self.to}"


@dataclass(frozen=True)
class Passed(AbyssEvent):
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} does not buy"


@dataclass(frozen=True)
class AllyTaken(AbyssEvent):
    """The explorer takes the Ally (``pearls``: the bonus of the fifth space)."""

    seat: int
    ally: Ally
    pearls: int

    def __str__(self) -> str:
        bonus = f" and {self.pearls} Pearl" if self.pearls else ""
        return f"seat {self.seat} takes {_ally(self.ally)}{bonus}"


@dataclass(frozen=True)
class MonsterPassed(AbyssEvent):
    seat: int
    threat: int

    def __str__(self) -> str:
        return f"seat {self.seat} lets the Monster go: threat {self.threat}"


@dataclass(frozen=True)
class Fought(AbyssEvent):
    """A fight on threat ``space`` (after the Tamer): ``keys`` Key tokens, ``pearls`` bonus
    Pearls of the fifth space, ``choices`` Pearl-or-Monster rewards still to choose."""

    seat: int
    space: int
    keys: int
    pearls: int
    choices: int

    def __str__(self) -> str:
        return (
            f"seat {self.seat} fights on threat space {self.space}: {self.keys} key(s), "
            f"{self.choices} reward choice(s), {self.pearls} bonus Pearl(s)"
        )


@dataclass(frozen=True)
class MonsterTokenDrawn(AbyssEvent):
    """A Monster token gained (a reward or the Hunter's catch): its value, to its owner only."""

    reveal: ClassVar[Reveal] = Reveal.ONE_SEAT
    seat: int
    value: int

    def __str__(self) -> str:
        return f"seat {self.seat} gets a Monster token worth {self.value}"


@dataclass(frozen=True)
class ExplorationEnded(AbyssEvent):
    """The Allies left on the track go to the Council: ``council`` lists, per race, the values
    that joined its stack (they were face up, so everyone knows them)."""

    seat: int
    council: tuple[tuple[str, tuple[int, ...]], ...]
    monsters: int

    def __str__(self) -> str:
        sent = "; ".join(f"{race}: {', '.join(map(str, values))}" for race, values in self.council)
        return f"exploration over; to the Council: {sent or 'nothing'}"


# ------------------------------------------------------------------------------ Council
@dataclass(frozen=True)
class StackTaken(AbyssEvent):
    seat: int
    race: str
    count: int

    def __str__(self) -> str:
        return f"seat {self.seat} takes the {self.race} Council stack ({self.count} cards)"


@dataclass(frozen=True)
class StackContents(AbyssEvent):
    """What a taken Council stack held, every card (to the taker only)."""

    reveal: ClassVar[Reveal] = Reveal.ONE_SEAT
    seat: int
    race: str
    allies: tuple[Ally, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} finds {_allies(self.allies)} in the {self.race} stack"


@dataclass(frozen=True)
class StackDiscarded(AbyssEvent):
    seat: int
    race: str
    count: int

    def __str__(self) -> str:
        return f"seat {self.seat} discards the {self.race} Council stack ({self.count} cards)"


# ---------------------------------------------------------------------------- recruiting
@dataclass(frozen=True)
class Recruited(AbyssEvent):
    """A Lord recruited: the Allies paid are shown; ``pearls`` paid besides."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    lord: int
    pearls: int
    allies: tuple[Ally, ...]

    def __str__(self) -> str:
        return (
            f"seat {self.seat} recruits Lord {self.lord} with {_allies(self.allies)} "
            f"and {self.pearls} Pearl(s)"
        )


@dataclass(frozen=True)
class Federated(AbyssEvent):
    seat: int
    ally: Ally

    def __str__(self) -> str:
        return f"seat {self.seat} federates {_ally(self.ally)}"


@dataclass(frozen=True)
class LordGained(AbyssEvent):
    seat: int
    lord: int

    def __str__(self) -> str:
        return f"Lord {self.lord} joins seat {self.seat}"


@dataclass(frozen=True)
class CourtRefilled(AbyssEvent):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    lords: tuple[int, ...]
    pearls: int

    def __str__(self) -> str:
        return (
            f"the Court is refilled with Lords {', '.join(map(str, self.lords)) or 'none'}; "
            f"seat {self.seat} gains {self.pearls} Pearls"
        )


# -------------------------------------------------------------------------- Lord powers
@dataclass(frozen=True)
class PowerResolved(AbyssEvent):
    """A Lord's power took effect: ``targets`` are the seats it touched (G9)."""

    seat: int
    lord: int
    targets: tuple[int, ...] = ()

    def __str__(self) -> str:
        on = f" on seat(s) {', '.join(map(str, self.targets))}" if self.targets else ""
        return f"the power of Lord {self.lord} (seat {self.seat}) resolves{on}"


@dataclass(frozen=True)
class Protected(AbyssEvent):
    """The Shaman keeps ``lord``'s power (played by ``by``) away from ``seat``."""

    seat: int
    lord: int
    by: int

    def __str__(self) -> str:
        return f"the Shaman protects seat {self.seat} from Lord {self.lord} of seat {self.by}"


@dataclass(frozen=True)
class AllyDiscarded(AbyssEvent):
    """An Ally discarded from hand, face up (the Jailer, the Commander's limit)."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    ally: Ally

    def __str__(self) -> str:
        return f"seat {self.seat} discards {_ally(self.ally)}"


@dataclass(frozen=True)
class AllySold(AbyssEvent):
    """The Slaver: an Ally discarded for Pearls."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    ally: Ally
    pearls: int

    def __str__(self) -> str:
        return f"seat {self.seat} sells {_ally(self.ally)} for {self.pearls} Pearls"


@dataclass(frozen=True)
class CourtLordReplaced(AbyssEvent):
    """The Opportunist: ``discarded`` leaves the Court, ``revealed`` takes its slot."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    discarded: int
    revealed: int

    def __str__(self) -> str:
        return f"seat {self.seat} replaces Court Lord {self.discarded} with Lord {self.revealed}"


@dataclass(frozen=True)
class LordDisabled(AbyssEvent):
    """The Assassin: ``seat``'s Lord loses its power and key."""

    seat: int
    lord: int
    by: int

    def __str__(self) -> str:
        return f"seat {self.by} disables Lord {self.lord} of seat {self.seat}"


@dataclass(frozen=True)
class Hunted(AbyssEvent):
    """The Hunter takes a random Monster token of ``victim`` (its value: private events)."""

    seat: int
    victim: int

    def __str__(self) -> str:
        return f"seat {self.seat} hunts a Monster token from seat {self.victim}"


@dataclass(frozen=True)
class MonsterTokenLost(AbyssEvent):
    """The Hunter's victim learns which of its tokens went (G7)."""

    reveal: ClassVar[Reveal] = Reveal.ONE_SEAT
    seat: int
    value: int

    def __str__(self) -> str:
        return f"seat {self.seat} loses a Monster token worth {self.value}"


@dataclass(frozen=True)
class LocationSwapped(AbyssEvent):
    seat: int
    gave: int
    took: int

    def __str__(self) -> str:
        return f"seat {self.seat} swaps Location {self.gave} for Location {self.took}"


@dataclass(frozen=True)
class Betrayed(AbyssEvent):
    seat: int
    discarded: int
    lord: int

    def __str__(self) -> str:
        return f"seat {self.seat} discards Lord {self.discarded} and takes Lord {self.lord}"


@dataclass(frozen=True)
class Schemed(AbyssEvent):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    discarded: int
    lord: int

    def __str__(self) -> str:
        return (
            f"seat {self.seat} discards Lord {self.discarded}; Lord {self.lord} comes from the deck"
        )


# ---------------------------------------------------------------------------- Locations
@dataclass(frozen=True)
class LocationsDrawn(AbyssEvent):
    """Locations drawn for a choice, seen by the chooser only until one is kept."""

    reveal: ClassVar[Reveal] = Reveal.ONE_SEAT
    seat: int
    locations: tuple[int, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} draws Locations {', '.join(map(str, self.locations))}"


@dataclass(frozen=True)
class LocationsFaceUp(AbyssEvent):
    """Drawn Locations not kept go face up."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    locations: tuple[int, ...]
    seat: None = None

    def __str__(self) -> str:
        return f"Locations {', '.join(map(str, self.locations))} go face up"


@dataclass(frozen=True)
class LocationControlled(AbyssEvent):
    """``drawn``: the Location came from the deck (it is revealed now), not from the face-up
    ones."""

    seat: int
    location: int
    lords: tuple[int, ...]
    key_tokens: int
    drawn: bool = False

    @property
    def reveal(self) -> Reveal:  # type: ignore[override]
        return Reveal.EVERYONE if self.drawn else Reveal.NOTHING

    def __str__(self) -> str:
        under = ", ".join(map(str, self.lords)) or "no Lord"
        return (
            f"seat {self.seat} controls Location {self.location} ({under} under it, "
            f"{self.key_tokens} Key token(s))"
        )


@dataclass(frozen=True)
class LocationExchanged(AbyssEvent):
    """Black Smokers exchanged for ``location`` of the deck; Black Smokers leaves the game."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    location: int

    def __str__(self) -> str:
        return f"seat {self.seat} exchanges Black Smokers for Location {self.location}"


# ------------------------------------------------------------------------- end of game
@dataclass(frozen=True)
class FinalFederation(AbyssEvent):
    """At the end, the weakest Ally of each race left in hand is federated (G10)."""

    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    allies: tuple[Ally, ...]
    discarded: tuple[Ally, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} federates {_allies(self.allies)} at the end"


@dataclass(frozen=True)
class MonstersRevealed(AbyssEvent):
    reveal: ClassVar[Reveal] = Reveal.EVERYONE
    seat: int
    values: tuple[int, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} shows Monster tokens {', '.join(map(str, self.values)) or 'none'}"


@dataclass(frozen=True)
class GameOver(AbyssEvent):
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    seat: None = None

    def __str__(self) -> str:
        return (
            f"game over: seat(s) {', '.join(map(str, self.winners))} win; scores "
            f"{', '.join(map(str, self.scores))}"
        )


__all__ = [
    name
    for name, obj in list(globals().items())
    if isinstance(obj, type) and issubclass(obj, AbyssEvent)
]
