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
from itertools import combinations
from typing import TYPE_CHECKING

from abyss_cards.games.abyss.data import (
    DIPLOMAT,
    LORD_BY_ID,
    PURCHASE_PRICES,
    RACES,
    RECRUITER,
    TREASURER,
    ally_of,
    card_value,
)

if TYPE_CHECKING:
    from abyss_cards.games.abyss.state import AbyssState

Ally = tuple[str, int]
Payment = tuple[list[Ally], int, float]  # Allies to pay with, Pearls, weighted cost


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

    def cheapest_payment(self, lord: int, pearl_weight: float = 1.3) -> Payment | None:
        """A payment this seat could make for ``lord`` from its own hand and Pearls, the
        cheapest by value given + ``pearl_weight`` per Pearl: (the Allies as (race, value),
        the Pearls, that weighted cost), or ``None`` when its hand cannot pay. The rules of a
        payment (the races asked, the required one unless the Diplomat frees it, at least one
        Ally of each race, the cost the Recruiter and Treasurer change, Pearls for the rest)
        are the engine's; the computer players and the suggested payment both ask here."""
        return _cheapest_payment(self, self.seat, lord, pearl_weight)


# ------------------------------------------------------------------ payments (rules)
def recruit_cost(view: AbyssView, seat: int, lord: int) -> int:
    """What ``lord`` costs ``seat`` as ``view`` shows it (the Recruiter's +2 unless the
    Shaman protects, the Treasurer's -2): ``AbyssState.recruit_cost`` read from a view."""
    me = view.players[seat]
    cost = LORD_BY_ID[lord].cost
    if not me.protected and any(
        RECRUITER in p.active_lords for i, p in enumerate(view.players) if i != seat
    ):
        cost += 2
    if TREASURER in me.active_lords:
        cost -= 2
    return max(0, cost)


def _cheapest_payment(view: AbyssView, seat: int, lord: int, pearl_weight: float) -> Payment | None:
    """``AbyssView.cheapest_payment`` (``seat`` is the view's own)."""
    me = view.players[seat]
    hand = me.hand or ()
    spec = LORD_BY_ID[lord]
    required = None if DIPLOMAT in me.active_lords else spec.required_race
    cost = recruit_cost(view, seat, lord)
    by_race: dict[str, list[int]] = {}
    for race, value in hand:
        by_race.setdefault(race, []).append(value)
    present = sorted(by_race)
    if required is not None and required not in by_race:
        return None
    others = [r for r in present if r != required]
    need_others = spec.races - (1 if required is not None else 0)
    if len(others) < need_others:
        return None
    best: Payment | None = None
    for combo in combinations(others, need_others):
        races = ([required] if required is not None else []) + list(combo)
        # One smallest Ally per race is compulsory; top up with a subset of the rest.
        base = [(r, min(by_race[r])) for r in races]
        base_value = sum(v for _, v in base)
        extras: list[Ally] = []
        for r in races:
            values = sorted(by_race[r])
            extras += [(r, v) for v in values[1:]]
        gap = cost - base_value
        chosen: list[Ally] = []
        if gap > 0:
            chosen = _best_topup(extras, gap, pearl_weight)
        value = base_value + sum(v for _, v in chosen)
        pearls = max(0, cost - value)
        if pearls > me.pearls:
            # Not enough Pearls: use every extra Ally of these races.
            chosen = extras
            value = base_value + sum(v for _, v in chosen)
            pearls = max(0, cost - value)
            if pearls > me.pearls:
                continue
        total = value + pearl_weight * pearls
        if best is None or total < best[2]:
            best = (base + chosen, pearls, total)
    return best


def _best_topup(extras: list[Ally], gap: int, pearl_weight: float) -> list[Ally]:
    """Subset of ``extras`` minimising value given + Pearls for what is still missing."""
    reach: dict[int, list[Ally]] = {0: []}
    for card in sorted(extras, key=lambda c: -c[1]):
        for total, cards in list(reach.items()):
            new = total + card[1]
            if new not in reach and new <= gap + 5:
                reach[new] = [*cards, card]
    best: list[Ally] = []
    best_cost = pearl_weight * gap
    for total, cards in reach.items():
        cost = total + pearl_weight * max(0, gap - total)
        if cost < best_cost:
            best, best_cost = cards, cost
    return best


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
