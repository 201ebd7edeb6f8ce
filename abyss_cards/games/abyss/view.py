"""What one seat may see of an Abyss game: frozen, hashable values (``AbyssState.view``).

Hidden from a seat: the other players' hands and Monster token values, the order and contents of
every deck and of the exploration discard, and what another player is choosing in private (a
payment in progress, Locations drawn for a choice). The Council stacks lie face down, but every
card in them was face up on the track when it joined them: their contents are what everyone saw
go in (``council_values``), as a player with a good memory knows. Everything else is public, including the public part of a pending decision (G1): the price and the queue of
an auction, the Assassin's target, the rewards left to choose.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from abyss_cards.games.abyss.data import PURCHASE_PRICES, RACES, ally_of, card_value

if TYPE_CHECKING:
    from abyss_cards.games.abyss.state import AbyssState

Ally = tuple[str, int]


@dataclass(frozen=True)
class PlayerView:
    name: str
    pearls: int
    key_tokens: int
    keys: int  # Key tokens + keys of free, enabled Lords
    hand: tuple[Ally, ...] | None  # sorted; None for another seat (until the game is over)
    hand_size: int
    monster_tokens: tuple[int, ...] | None  # None for another seat (until the game is over)
    monster_count: int
    federated: tuple[Ally, ...]
    lords: tuple[int, ...]  # free Lords, disabled ones included
    disabled: tuple[int, ...]
    locations: tuple[tuple[int, tuple[int, ...]], ...]  # (Location, Lords under it)
    public_score: int  # without Monster tokens (their values are hidden)
    protected: bool  # the Shaman keeps Military powers away

    @property
    def active_lords(self) -> tuple[int, ...]:
        return tuple(lord for lord in self.lords if lord not in self.disabled)

    @property
    def owned_lords(self) -> tuple[int, ...]:
        return self.lords + tuple(lord for _, under in self.locations for lord in under)


@dataclass(frozen=True)
class PendingView:
    """The decision awaited: ``kind`` (the step: "main", "auction", "payment"…), the deciding
    ``seat`` and what everyone may know of it. Private fields (``paid``, ``drawn``, ``deck``)
    are filled only in the deciding seat's view."""

    kind: str
    seat: int
    price: int | None = None  # auction: the price of this purchase
    queue: tuple[int, ...] = ()  # auction: who is asked after ``seat``
    target: int | None = None  # Assassin: the opponent whose Lord is disabled
    targets: tuple[int, ...] = ()  # Hunter: the opponents who may be hunted
    left: int | None = None  # reward: Pearl-or-Monster choices left
    lord: int | None = None  # payment: the Lord; keep: the Ambassador drawing (or None)
    limit: int | None = None  # discard_down: the hand size to reach
    location: int | None = None  # place: the Location being controlled
    options: tuple[Ally, ...] = ()  # federate: the Allies that may be federated
    paid: tuple[Ally, ...] = ()  # payment: the Allies paid so far (private)
    drawn: tuple[int, ...] = ()  # keep: the Locations drawn (private)
    deck: tuple[int, ...] = ()  # smokers: the Location deck, sorted (private)

    @property
    def buy_price(self) -> int:
        """The Pearls a ``Buy`` costs now: the auction's ``price``, else the first purchase's."""
        return self.price if self.price is not None else PURCHASE_PRICES[0]


@dataclass(frozen=True)
class AbyssView:
    seat: int
    n: int
    active: int
    turn: int
    players: tuple[PlayerView, ...]
    court: tuple[int, ...]  # slot order: see ``AbyssState.court``
    lord_deck: int
    lord_discard: tuple[int, ...]
    face_up: tuple[int, ...]
    location_deck: int
    track: tuple[Ally, ...]  # the cards on the track, space 1 first
    threat: int
    council: tuple[int, ...]  # stack sizes in ``RACES`` order
    council_values: tuple[tuple[int, ...], ...]  # per stack, the values seen joining it, sorted
    exploration_deck: int
    exploration_discard: int
    monster_pool: int
    purchases: tuple[int, ...]  # seats that bought this turn, in order
    used_powers: tuple[int, ...]  # once-per-turn Lords used this turn
    end_trigger: int | None
    final_turns: tuple[int, ...]
    extra_turns: int
    pending: PendingView | None  # None once the game is over
    over: bool

    @property
    def me(self) -> PlayerView:
        return self.players[self.seat]

    @property
    def track_pos(self) -> int:
        return len(self.track)

    def council_size(self, race: str) -> int:
        return self.council[RACES.index(race)]

    def opponents(self) -> tuple[int, ...]:
        return tuple((self.seat + i) % self.n for i in range(1, self.n))


# ----------------------------------------------------------------- built from a state
def build_view(s: AbyssState, seat: int) -> AbyssView:
    """What ``seat`` may see: its own hand and Monster tokens, everyone's public things,
    the public part of the pending decision (and its private part for the decider)."""
    players = []
    for p in range(s.n):
        mine = p == seat or s.over
        players.append(
            PlayerView(
                name=s.names[p],
                pearls=s.pearls[p],
                key_tokens=s.key_tokens[p],
                keys=s.keys(p),
                hand=tuple(s.hand(p)) if mine else None,
                hand_size=len(s.hands[p]),
                monster_tokens=tuple(s.monster_tokens[p]) if mine else None,
                monster_count=len(s.monster_tokens[p]),
                federated=tuple(s.federated_allies(p)),
                lords=tuple(s.lords[p]),
                disabled=tuple(s.disabled[p]),
                locations=tuple((int(loc), tuple(under)) for loc, under in s.locations[p]),
                public_score=s.scores[p] if s.over else s.public_score(p),
                protected=s.is_protected(p),
            )
        )
    return AbyssView(
        seat=seat,
        n=s.n,
        active=s.active,
        turn=s.turn,
        players=tuple(players),
        court=tuple(s.court),
        lord_deck=len(s.lord_deck),
        lord_discard=tuple(s.lord_discard),
        face_up=tuple(s.face_up),
        location_deck=len(s.location_deck),
        track=tuple(s.track_cards()),
        threat=s.threat,
        council=tuple(len(s.council[r]) for r in RACES),
        council_values=tuple(tuple(sorted(card_value(c) for c in s.council[r])) for r in RACES),
        exploration_deck=len(s.deck),
        exploration_discard=len(s.discard),
        monster_pool=len(s.token_pool),
        purchases=tuple(s.purchases),
        used_powers=tuple(s.used_powers),
        end_trigger=s.end_trigger,
        final_turns=tuple(s.final_turns),
        extra_turns=s.extra_turns,
        pending=None if s.over else s.pending_view(seat),
        over=s.over,
    )


def build_pending(s: AbyssState, seat: int) -> PendingView:
    """The pending decision as ``seat`` may see it (G1)."""
    step = s.steps[-1]
    decider = s.current_player
    assert decider is not None
    mine = decider == seat
    kind = str(step["kind"])
    return PendingView(
        kind=kind,
        seat=decider,
        price=step.get("price"),
        queue=tuple(step.get("queue", ())),
        target=step.get("target"),
        targets=tuple(step.get("targets", ())),
        left=step.get("left"),
        lord=step.get("lord"),
        limit=step.get("limit"),
        location=step.get("location"),
        options=tuple((str(r), int(v)) for r, v in step.get("options", ())),
        paid=tuple(ally_of(c) for c in step.get("paid", ())) if mine else (),
        drawn=tuple(step.get("drawn", ())) if mine else (),
        deck=tuple(sorted(s.location_deck)) if mine and kind == "smokers" else (),
    )
