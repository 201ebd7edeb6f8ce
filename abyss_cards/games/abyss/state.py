"""The Abyss rule engine: one ``AbyssState`` holds a whole game.

The turn is driven by a stack of pending *steps* (plain dicts, so the state saves to JSON as it
is). Automatic steps (start of turn, a reveal, end of an exploration, Court refill, end of
turn…) run at once, here; a decision step waits for ``current_player`` — who may be an opponent
of the active player (an auction, the Jailer's discard, the Commander's limit) — and is handled
by its ``steps.Decision`` (what may be chosen, why anything else is refused, what a choice does).
Pushing steps in reverse order gives the rules' order: e.g. a recruit pushes end of turn,
optional turn powers, Location control, Court check, the Lord's arrival, then the federation
choice on top.

The Court is a list of slots: a Lord plotted or dealt joins at the end, a Lord recruited leaves
its slot and the later ones move up, the Opportunist's replacement takes the slot of the Lord it
replaces (G16).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.game import Turn
from abyss_cards.core.rng import new_rng, rng_to_json
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as E
from abyss_cards.games.abyss.data import (
    AMBASSADOR_DRAWS,
    APPRENTICE,
    ASSASSIN,
    BLACK_SMOKERS,
    COMMANDER,
    CORRUPTOR,
    CORRUPTOR_PRICE,
    COURT_SIZE,
    DIPLOMAT,
    END_LORDS,
    EXPLORATION_CARDS,
    EXPLORATION_SIZE,
    FEDERATE_LIMIT_COMMANDER,
    HUNTER,
    ILLUSIONIST,
    INVOKER,
    JAILER,
    KEYS_TO_CONTROL,
    LANDLORD,
    LOCATIONS,
    LORD_BY_ID,
    LORDS,
    MASTER_OF_MAGIC,
    MILITARY_TARGETING,
    MONSTER,
    MONSTER_TOKENS,
    PEARL_GAINS,
    PURCHASE_PRICES,
    RACES,
    RECRUITER,
    SCHEMER,
    SEEKER,
    SHAMAN,
    SHIP_MASTER,
    TAMER,
    THREAT_REWARDS,
    TRACK_LENGTH,
    TRAITOR,
    TREASURER,
    TURN_POWERS,
    ally_of,
    card_race,
    card_value,
)
from abyss_cards.games.abyss.integrity import check_invariants, resample_hidden
from abyss_cards.games.abyss.locations import location_points
from abyss_cards.games.abyss.scoring import Ranked, rank
from abyss_cards.games.abyss.steps import (
    AUTOMATIC,
    decision,
    legal,
    payment_problem,
    problem,
)
from abyss_cards.games.abyss.view import AbyssView, PendingView, build_pending, build_view

__all__ = [
    "PaymentGap",
    "RecruitCheck",
    "AUTOMATIC",
    "AbyssState",
    "PaymentStatus",
    "ally_of",
    "card_race",
    "card_value",
    "replay",
]

SCHEMA = 2  # 1: release 0.1 (history without seats, actions by class name)
COURT_REFILL_PEARLS = 2
RECRUITER_SURCHARGE = 2
TREASURER_DISCOUNT = 2
SEEKER_LOSS = 2

Ally = tuple[str, int]
StepData = dict[str, Any]


@dataclass(frozen=True)
class PaymentStatus:
    """Where a payment for ``lord`` stands (G3): Allies ``paid`` worth ``value``, the ``cost``
    for this seat, the Pearls still due, the races used and needed, the required race if it
    is missing, and whether it can be finished now (``problem`` is None) or completed at all
    with the rest of the hand (``reachable``)."""

    lord: int
    paid: tuple[Ally, ...]
    value: int
    cost: int
    pearls_due: int
    races: tuple[str, ...]
    races_needed: int
    missing_race: str | None
    problem: IllegalAction | None
    reachable: bool

    @property
    def complete(self) -> bool:
        return self.problem is None


@dataclass(frozen=True)
class PaymentGap:
    """What stands between a payment that starts with some Allies and the cost of a Lord (G3),
    the rest of the hand and the Pearls counted at best: ``dead_end`` (the Allies paid can no
    longer make a valid payment), the ``required_race`` the hand lacks, the number of distinct
    races still lacking (the required one among them), and the Pearls short with the Allies of
    the races there are."""

    dead_end: bool = False
    required_race: str | None = None
    races_lacking: int = 0
    pearls_short: int = 0

    @property
    def reachable(self) -> bool:
        return not self.dead_end and self.races_lacking == 0 and self.pearls_short == 0


@dataclass(frozen=True)
class RecruitCheck:
    """Whether ``seat`` can recruit ``lord`` now and, if not, why, in data (what that seat may
    see only): ``blocked`` (why not now, whatever the hand: "game_over", "not_at_court",
    "not_your_turn", "not_main"), the ``cost`` for this seat, the ``required_race`` its hand
    lacks, the distinct races lacking (``races_lacking``, the required one counted) and the
    Pearls short (``pearls_short``, with the Allies of the races it has). ``affordable``: its
    hand and Pearls could pay now (turn or not)."""

    lord: int
    cost: int
    blocked: str | None
    required_race: str | None
    races_lacking: int
    pearls_short: int

    @property
    def affordable(self) -> bool:
        return self.races_lacking == 0 and self.pearls_short == 0

    @property
    def possible(self) -> bool:
        return self.blocked is None and self.affordable


class AbyssState:
    """A game of Abyss for 2 to 4 players. See the module docstring, ``actions`` and ``steps``.

    Lists are per seat (``hands[seat]``…); exploration cards are ids into
    ``data.EXPLORATION_CARDS``, Lords and Locations their ids in ``data``.
    """

    seed: int
    rng: random.Random
    names: list[str]
    n: int
    deck: list[int]
    discard: list[int]
    track: list[int]
    council: dict[str, list[int]]
    hands: list[list[int]]
    federated: list[list[int]]
    pearls: list[int]
    key_tokens: list[int]
    monster_tokens: list[list[int]]
    token_pool: list[int]
    threat: int
    lord_deck: list[int]
    court: list[int]
    lord_discard: list[int]
    lords: list[list[int]]
    disabled: list[list[int]]
    locations: list[list[list[Any]]]  # per seat: [location id, [Lords under it]]
    location_deck: list[int]
    face_up: list[int]
    drawn_locations: list[int]
    removed_locations: list[int]  # out of the game (Black Smokers after its exchange)
    active: int
    turn: int
    purchases: list[int]
    used_powers: list[int]
    extra_turns: int
    end_trigger: int | None
    final_turns: list[int]
    over: bool
    steps: list[StepData]
    _history: list[Turn]
    version: int

    def __init__(self) -> None:  # use new / from_json
        self._legal_cache: list[A.Action] | None = None
        self._legal_set: frozenset[A.Action] = frozenset()
        # ``to_json``'s text of each Turn so far (the history only grows: a game's text was
        # encoding the whole history again at each save, each check of the tests)
        self._history_texts: list[str] = []
        self._history_texts_of: tuple[list[Turn], Turn | None] | None = None

    # ------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, players: int | Sequence[str], seed: int | None = None) -> AbyssState:
        names = (
            [f"Player {i + 1}" for i in range(players)]
            if isinstance(players, int)
            else [str(p) for p in players]
        )
        if not 2 <= len(names) <= 4:
            raise ValueError("Abyss is played by 2 to 4 players")
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        s = cls()
        s.seed = seed
        s.rng = new_rng(seed)
        s.names = names
        s.n = len(names)
        rng = s.rng
        s.deck = list(range(EXPLORATION_SIZE))
        rng.shuffle(s.deck)
        s.discard = []
        s.track = []
        s.council = {race: [] for race in RACES}
        s.hands = [[] for _ in names]
        s.federated = [[] for _ in names]
        s.pearls = [1] * s.n
        s.key_tokens = [0] * s.n
        s.monster_tokens = [[] for _ in names]
        s.token_pool = list(MONSTER_TOKENS)
        rng.shuffle(s.token_pool)
        s.threat = 1
        s.lord_deck = [lord.id for lord in LORDS]
        rng.shuffle(s.lord_deck)
        s.court = [s.lord_deck.pop() for _ in range(COURT_SIZE)]
        s.lord_discard = []
        s.lords = [[] for _ in names]
        s.disabled = [[] for _ in names]
        s.locations = [[] for _ in names]
        s.location_deck = [loc.id for loc in LOCATIONS]
        rng.shuffle(s.location_deck)
        s.face_up = [s.location_deck.pop()]
        s.drawn_locations = []
        s.removed_locations = []
        s.active = rng.randrange(s.n)
        s.turn = 0
        s.purchases = []
        s.used_powers = []
        s.extra_turns = 0
        s.end_trigger = None
        s.final_turns = []
        s.over = False
        s.steps = [{"kind": "start_turn"}]
        s._history = []
        s.version = 0
        s._run([])
        return s

    # ------------------------------------------------------------------ contract
    @property
    def num_players(self) -> int:
        return self.n

    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        seat = self.steps[-1].get("seat", self.active)
        assert isinstance(seat, int)
        return seat

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def history(self) -> Sequence[Turn]:
        """Every decision so far, with the seat that took it (replays from ``new(n, seed)``)."""
        return tuple(self._history)

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over (several on a shared victory), else ()."""
        if not self.over:
            return ()
        return tuple(sorted(r.index for r in self.ranking() if r.place == 1))

    @property
    def scores(self) -> tuple[int, ...]:
        """Running public scores (no hidden Monster token, hands not federated yet); once the
        game is over, the final totals."""
        if self.over:
            return tuple(self.score_parts(seat)["total"] for seat in range(self.n))
        return tuple(self.public_score(seat) for seat in range(self.n))

    def legal_actions(self) -> list[A.Action]:
        if self._legal_cache is None:
            if self.over:
                self._legal_cache = []
            else:
                self._legal_cache = legal(self, self.steps[-1])
            self._legal_set = frozenset(self._legal_cache)
        return list(self._legal_cache)

    def is_legal(self, action: object) -> bool:
        self.legal_actions()
        try:
            return action in self._legal_set
        except TypeError:  # an unhashable object is no action
            return False

    def refusal(self, action: object) -> IllegalAction | None:
        """Why ``action`` would be refused now (None when it is legal)."""
        if self._legal_cache is None and not self.over:
            return self._refusal_unlisted(action)
        if self.is_legal(action):
            return None
        if self.over:
            return problem(self, None, action)
        return problem(self, self.steps[-1], action)

    def _refusal_unlisted(self, action: object) -> IllegalAction | None:
        """``refusal`` without listing the legal actions (the history replayed at resume, a
        move nobody listed the choices of): the same verdict, since an action is legal exactly
        when it is one of the step's candidates and has no problem, but one problem looked at
        instead of one per candidate."""
        if not isinstance(action, A.Action):
            return problem(self, self.steps[-1], action)
        step = self.steps[-1]
        d = decision(step["kind"])
        seat = step.get("seat", self.active)
        found = d.problem(self, step, seat, action)
        if found is not None:
            return found
        if any(candidate == action for candidate in d.candidates(self, step, seat)):
            return None
        return problem(self, step, action)

    def apply(self, action: A.Action) -> list[E.AbyssEvent]:
        """Play ``action`` for ``current_player``; the events, in order. An illegal action
        raises ``IllegalAction`` (with a stable ``code``) and changes nothing."""
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        step = self.steps[-1]
        seat = self.current_player
        assert seat is not None
        events: list[E.AbyssEvent] = []
        decision(step["kind"]).apply(self, step, seat, action, events)
        self._history.append(Turn(seat, action))
        self._run(events)
        self._legal_cache = None
        self.version += 1
        return events

    # ------------------------------------------------------------------ accessors
    @property
    def pending(self) -> str | None:
        """The kind of decision awaited ("main", "auction", "payment", …)."""
        return None if self.over else str(self.steps[-1]["kind"])

    def pending_step(self) -> StepData:
        return dict(self.steps[-1]) if not self.over else {}

    @property
    def track_pos(self) -> int:
        """The space of the newest card on the track (a bought Ally frees its space)."""
        return len(self.track)

    @property
    def lord_deck_size(self) -> int:
        return len(self.lord_deck)

    @property
    def location_deck_size(self) -> int:
        return len(self.location_deck)

    def council_sizes(self) -> dict[str, int]:
        return {race: len(cards) for race, cards in self.council.items()}

    def track_cards(self) -> list[Ally]:
        return [EXPLORATION_CARDS[c] for c in self.track]

    def hand(self, seat: int) -> list[Ally]:
        return sorted(EXPLORATION_CARDS[c] for c in self.hands[seat])

    def federated_allies(self, seat: int) -> list[Ally]:
        return [EXPLORATION_CARDS[c] for c in self.federated[seat]]

    def free_lords(self, seat: int) -> list[int]:
        """Lords not under a Location (disabled ones included)."""
        return list(self.lords[seat])

    def active_lords(self, seat: int) -> list[int]:
        """Free Lords that are not disabled: their powers and keys count."""
        return [lord for lord in self.lords[seat] if lord not in self.disabled[seat]]

    def disabled_lords(self, seat: int) -> list[int]:
        return list(self.disabled[seat])

    def controlled_locations(self, seat: int) -> list[tuple[int, list[int]]]:
        return [(int(loc), list(under)) for loc, under in self.locations[seat]]

    def owned_lords(self, seat: int) -> list[int]:
        return self.lords[seat] + [lord for _, under in self.locations[seat] for lord in under]

    def keys(self, seat: int) -> int:
        return self.key_tokens[seat] + sum(
            LORD_BY_ID[lord].keys for lord in self.active_lords(seat)
        )

    def is_protected(self, seat: int) -> bool:
        """Does the Shaman keep the Military Lords' powers away from ``seat``? (G8)"""
        return self._has(seat, SHAMAN)

    # ------------------------------------------------------------------ rules helpers
    def _has(self, seat: int, lord: int) -> bool:
        return lord in self.lords[seat] and lord not in self.disabled[seat]

    def opponents(self, seat: int) -> list[int]:
        """The other seats in playing order after ``seat``."""
        return [(seat + i) % self.n for i in range(1, self.n)]

    def _hit_by(self, seat: int, lord: int) -> bool:
        """Does an opponent's active Military ``lord`` affect ``seat``?"""
        if self.is_protected(seat):
            return False
        return any(self._has(o, lord) for o in self.opponents(seat))

    def recruit_cost(self, seat: int, lord: int) -> int:
        """What ``lord`` costs ``seat`` now (the Recruiter's surcharge, the Treasurer)."""
        cost = LORD_BY_ID[lord].cost
        if self._hit_by(seat, RECRUITER):
            cost += RECRUITER_SURCHARGE
        if self._has(seat, TREASURER):
            cost -= TREASURER_DISCOUNT
        return max(0, cost)

    def required_race(self, seat: int, lord: int) -> str | None:
        return None if self._has(seat, DIPLOMAT) else LORD_BY_ID[lord].required_race

    def _hand_totals(self, seat: int, paid: Iterable[int] = ()) -> dict[str, int]:
        left = set(paid)
        totals = dict.fromkeys(RACES, 0)
        for c in self.hands[seat]:
            if c not in left:
                totals[card_race(c)] += card_value(c)
        return totals

    def payment_gap(
        self, seat: int, lord: int, paid: Sequence[int] = (), totals: dict[str, int] | None = None
    ) -> PaymentGap:
        """What a payment that starts with ``paid`` still lacks at best, the rest of the hand
        and the Pearls counted (``totals``: the values in hand outside ``paid`` per race, when
        the caller has them)."""
        need = LORD_BY_ID[lord].races
        required = self.required_race(seat, lord)
        races = {card_race(c) for c in paid}
        missing = need - len(races)
        if missing < 0:
            return PaymentGap(dead_end=True)
        if totals is None:
            totals = self._hand_totals(seat, paid)
        value = sum(card_value(c) for c in paid) + sum(totals[r] for r in races)
        new = sorted((totals[r] for r in RACES if r not in races and totals[r]), reverse=True)
        lacking_required = None
        if required is not None and required not in races:
            if missing == 0:
                return PaymentGap(dead_end=True)
            missing -= 1
            if totals[required]:
                new.remove(totals[required])
                value += totals[required]
            else:
                lacking_required = required
        value += sum(new[:missing])
        return PaymentGap(
            required_race=lacking_required,
            races_lacking=max(0, missing - len(new)) + (lacking_required is not None),
            pearls_short=max(0, self.recruit_cost(seat, lord) - value - self.pearls[seat]),
        )

    def can_complete(
        self, seat: int, lord: int, paid: Sequence[int], totals: dict[str, int] | None = None
    ) -> bool:
        """Could a payment that starts with ``paid`` still be valid? (``totals``: the values
        in hand outside ``paid`` per race, when the caller has them.)"""
        return self.payment_gap(seat, lord, paid, totals).reachable

    def recruit_check(self, seat: int, lord: int) -> RecruitCheck:
        """Can ``seat`` recruit ``lord`` of the Court now, and if not, why (from what that seat
        may see: its hand and Pearls, the Lords on the table)."""
        step = self.steps[-1]
        blocked: str | None = None
        if self.over:
            blocked = "game_over"
        elif lord not in self.court:
            blocked = "not_at_court"
        elif self.current_player != seat:
            blocked = "not_your_turn"
        elif step["kind"] != "main":
            blocked = "not_main"
        gap = self.payment_gap(seat, lord)
        return RecruitCheck(
            lord=lord,
            cost=self.recruit_cost(seat, lord),
            blocked=blocked,
            required_race=gap.required_race,
            races_lacking=gap.races_lacking,
            pearls_short=gap.pearls_short,
        )

    def can_afford(self, seat: int, lord: int) -> bool:
        """Could ``seat`` pay for ``lord`` with its hand and Pearls now? (G3; any time.)"""
        return self.can_complete(seat, lord, [])

    def payment_status(
        self, seat: int, lord: int, paid: Sequence[Ally] | None = None
    ) -> PaymentStatus:
        """The status of a payment for ``lord`` (G3). ``paid``: Allies as (race, value); by
        default the payment in progress when ``seat`` is paying for ``lord``, else none."""
        if paid is None:
            step = self.steps[-1]
            cards = (
                list(step["paid"])
                if step["kind"] == "payment"
                and step.get("seat") == seat
                and step.get("lord") == lord
                else []
            )
        else:
            cards = []
            for ally in paid:
                card = self.find_card(self.hands[seat], ally, cards)
                if card is None:
                    raise ValueError(f"seat {seat} has no {ally} left to pay with")
                cards.append(card)
        races = tuple(sorted({card_race(c) for c in cards}))
        value = sum(card_value(c) for c in cards)
        cost = self.recruit_cost(seat, lord)
        required = self.required_race(seat, lord)
        return PaymentStatus(
            lord=lord,
            paid=tuple(ally_of(c) for c in cards),
            value=value,
            cost=cost,
            pearls_due=max(0, cost - value),
            races=races,
            races_needed=LORD_BY_ID[lord].races,
            missing_race=required if required is not None and required not in races else None,
            problem=payment_problem(self, seat, lord, cards),
            reachable=self.can_complete(seat, lord, cards),
        )

    @staticmethod
    def distinct(cards: Iterable[int]) -> list[Ally]:
        return sorted({EXPLORATION_CARDS[c] for c in cards})

    @staticmethod
    def find_card(cards: Iterable[int], ally: Ally, exclude: Iterable[int] = ()) -> int | None:
        skip = set(exclude)
        for c in cards:
            if c not in skip and EXPLORATION_CARDS[c] == tuple(ally):
                return c
        return None

    def can_reveal(self) -> bool:
        return bool(self.deck or self.discard)

    def fight_reward(self, seat: int | None = None) -> tuple[int, tuple[str, ...]]:
        """The threat space a fight by ``seat`` (default: the active player) would really pay
        now, the Tamer applied, and its reward ("K" a Key token, "PM" a Pearl or a Monster
        token) (G13)."""
        seat = self.active if seat is None else seat
        space = self.threat
        if self._hit_by(seat, TAMER):
            space = max(1, space - 1)
        return space, THREAT_REWARDS[space]

    def turn_power_usable(self, seat: int, lord: int) -> bool:
        """May ``seat`` use the once-per-turn power of ``lord`` now (before or after its main
        action, on its own turn)?"""
        return (
            lord in TURN_POWERS
            and self._has(seat, lord)
            and lord not in self.used_powers
            and seat == self.active
            and not self.over
            and self.steps[-1]["kind"] in ("main", "finish")
        )

    # ------------------------------------------------------------------ scores
    def location_points(self, seat: int, location: int) -> int:
        """What ``location`` is worth to ``seat`` now, owned or not (G2)."""
        opponents = [int(loc) for o in self.opponents(seat) for loc, _ in self.locations[o]]
        return location_points(
            location, self.owned_lords(seat), self.federated_allies(seat), opponents
        )

    def score_parts(self, seat: int, *, project: bool = False) -> dict[str, Any]:
        """The four scoring categories of ``seat`` now, with ``total``, ``pearls`` and
        ``best_lord``. ``project``: as if the game ended now (the hand federated), Monster
        tokens counted: what the owner may know of its score. Without it, Monster tokens count
        too: use ``public_score`` for what everyone may see."""
        lords = self.owned_lords(seat)
        federated = self.federated_allies(seat)
        if project:
            federated += self._final_federation(seat)[0]
        opponents = [int(loc) for o in self.opponents(seat) for loc, _ in self.locations[o]]
        best_ally: dict[str, int] = {}
        for race, value in federated:
            best_ally[race] = max(value, best_ally.get(race, 0))
        parts: dict[str, Any] = {
            "name": self.names[seat],
            "locations": sum(
                location_points(int(loc), lords, federated, opponents)
                for loc, _ in self.locations[seat]
            ),
            "lords": sum(LORD_BY_ID[lord].ip for lord in lords),
            "allies": sum(best_ally.values()),
            "monsters": sum(self.monster_tokens[seat]),
            "pearls": self.pearls[seat],
            "best_lord": max((LORD_BY_ID[lord].ip for lord in lords), default=0),
        }
        parts["total"] = parts["locations"] + parts["lords"] + parts["allies"] + parts["monsters"]
        return parts

    def public_score(self, seat: int) -> int:
        """Locations + Lords + federated Allies: what every seat can count (G2)."""
        parts = self.score_parts(seat)
        return int(parts["total"] - parts["monsters"])

    def projected_score(self, seat: int) -> int:
        """The score ``seat`` would have if the game ended now: its Monster tokens and the
        final federation of its hand included (for its owner's eyes) (G2)."""
        return int(self.score_parts(seat, project=True)["total"])

    def final_scores(self) -> dict[str, Any]:
        """``{"seats": [per-seat parts], "ranking": [scoring.Ranked, best first]}``."""
        seats = [self.score_parts(seat) for seat in range(self.n)]
        return {"seats": seats, "ranking": rank(seats)}

    def ranking(self) -> list[Ranked]:
        return rank([self.score_parts(seat) for seat in range(self.n)])

    def _final_federation(self, seat: int) -> tuple[list[Ally], list[int], list[int]]:
        """The weakest Ally of each race in hand (federated at the end): as Allies, as cards,
        and the cards discarded."""
        weakest: dict[str, int] = {}
        for card in self.hands[seat]:
            race = card_race(card)
            if race not in weakest or card_value(card) < card_value(weakest[race]):
                weakest[race] = card
        kept = [c for c in self.hands[seat] if c in weakest.values()]
        dropped = [c for c in self.hands[seat] if c not in weakest.values()]
        return [ally_of(c) for c in kept], kept, dropped

    # ------------------------------------------------------------------ automatic steps
    def _run(self, ev: list[E.AbyssEvent]) -> None:
        steps = self.steps
        while not self.over:
            step = steps[-1]
            kind = step["kind"]
            if kind not in AUTOMATIC:
                if kind == "finish" and not any(
                    self.turn_power_usable(self.active, lord) for lord in TURN_POWERS
                ):
                    steps.pop()
                    continue
                if kind == "discard_down" and len(self.hands[step["seat"]]) <= step["limit"]:
                    steps.pop()
                    continue
                return
            steps.pop()
            self._AUTOMATIC_STEPS[kind](self, step, ev)

    def _step_start_turn(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        seat = self.active
        self.turn += 1
        self.purchases = []
        self.used_powers = []
        ev.append(E.TurnStarted(seat, self.turn))
        if self._has(seat, LANDLORD):
            self.pearls[seat] += 1
            ev.append(E.PearlsGained(seat, 1, LANDLORD))
        self.steps.append({"kind": "main", "seat": seat})

    def _step_reveal(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        if not self.deck:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            ev.append(E.Reshuffled(len(self.deck)))
        card = self.deck.pop()
        self.track.append(card)
        space = len(self.track)  # the first free space: a bought Ally freed its own
        ev.append(E.Revealed(self.active, ally_of(card), space))
        if card_race(card) == MONSTER:
            if space >= TRACK_LENGTH:
                self._fight(ev, bonus=1)
            else:
                self.steps.append({"kind": "monster_choice", "seat": self.active})
            return
        price = PURCHASE_PRICES[min(len(self.purchases), len(PURCHASE_PRICES) - 1)]
        bidders = [
            o
            for o in self.opponents(self.active)
            if o not in self.purchases and self.pearls[o] >= price
        ]
        short = tuple(
            o
            for o in self.opponents(self.active)
            if o not in self.purchases and self.pearls[o] < price
        )
        if short:  # told, so that nobody wonders why they were not asked
            ev.append(E.CannotPay(short, price))
        if bidders:
            self.steps.append(
                {"kind": "auction", "seat": bidders[0], "queue": bidders[1:], "price": price}
            )
        else:
            self.after_auction(ev)

    def after_auction(self, ev: list[E.AbyssEvent]) -> None:
        """Nobody bought the Ally: the explorer takes it on the fifth space, else chooses."""
        if len(self.track) >= TRACK_LENGTH:
            self.take_from_track(ev, bonus=1)
        else:
            self.steps.append({"kind": "ally_choice", "seat": self.active})

    def take_from_track(self, ev: list[E.AbyssEvent], bonus: int) -> None:
        seat = self.active
        card = self.track.pop()
        self.hands[seat].append(card)
        self.pearls[seat] += bonus
        ev.append(E.AllyTaken(seat, ally_of(card), bonus))
        self.steps.append({"kind": "end_exploration"})

    def _fight(self, ev: list[E.AbyssEvent], bonus: int) -> None:
        seat = self.active
        space, reward = self.fight_reward(seat)
        self.threat = 1
        self.pearls[seat] += bonus
        keys = reward.count("K")
        self.key_tokens[seat] += keys
        choices = reward.count("PM")
        ev.append(E.Fought(seat, space, keys, bonus, choices))
        self.steps.append({"kind": "end_exploration"})
        if choices:
            self.steps.append({"kind": "reward", "seat": seat, "left": choices})

    def fight(self, ev: list[E.AbyssEvent]) -> None:
        self._fight(ev, bonus=0)

    def give_token(self, seat: int, ev: list[E.AbyssEvent]) -> None:
        value = self.token_pool.pop()
        self.monster_tokens[seat].append(value)
        ev.append(E.MonsterTokenDrawn(seat, value))

    def _step_end_exploration(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        sent: dict[str, list[int]] = {}
        monsters = 0
        for card in self.track:
            race = card_race(card)
            if race == MONSTER:
                self.discard.append(card)
                monsters += 1
            else:
                self.council[race].append(card)
                sent.setdefault(race, []).append(card_value(card))
        self.track = []
        council = tuple((race, tuple(sent[race])) for race in RACES if race in sent)
        ev.append(E.ExplorationEnded(self.active, council, monsters))
        if sent and self._has(self.active, SHIP_MASTER):
            self.pearls[self.active] += len(sent)
            ev.append(E.PearlsGained(self.active, len(sent), SHIP_MASTER))

    def take_stack(self, seat: int, race: str, ev: list[E.AbyssEvent]) -> None:
        stack = self.council[race]
        ev.append(E.StackTaken(seat, race, len(stack)))
        ev.append(E.StackContents(seat, race, tuple(ally_of(c) for c in stack)))
        self.hands[seat].extend(stack)
        stack.clear()

    def finish_payment(self, seat: int, lord: int, paid: list[int], ev: list[E.AbyssEvent]) -> None:
        value = sum(card_value(c) for c in paid)
        pearls = max(0, self.recruit_cost(seat, lord) - value)
        self.pearls[seat] -= pearls
        self.court.remove(lord)
        ev.append(E.Recruited(seat, lord, pearls, tuple(ally_of(c) for c in paid)))
        steps = self.steps
        steps.pop()
        steps += [
            {"kind": "end_turn"},
            {"kind": "finish"},
            {"kind": "control_check"},
            {"kind": "court_check"},
            {"kind": "gain_lord", "seat": seat, "lord": lord, "joined": True},
        ]
        master = self._has(seat, MASTER_OF_MAGIC)  # not on its own recruit
        self.lords[seat].append(lord)  # the Lord is the player's from now on
        if master:
            options = self.distinct(paid)
        else:
            weakest = min(card_value(c) for c in paid)
            options = self.distinct(c for c in paid if card_value(c) == weakest)
        if len(options) == 1:
            chosen = self.find_card(paid, options[0])
            assert chosen is not None
            self.federate_paid(seat, paid, chosen, ev)
        else:
            steps.append(
                {
                    "kind": "federate",
                    "seat": seat,
                    "paid": list(paid),
                    "options": [list(o) for o in options],
                }
            )

    def federate_paid(
        self, seat: int, paid: list[int], chosen: int, ev: list[E.AbyssEvent]
    ) -> None:
        for card in paid:
            self.hands[seat].remove(card)
            if card == chosen:
                self.federated[seat].append(card)
            else:
                self.discard.append(card)
        ev.append(E.Federated(seat, ally_of(chosen)))

    def _step_gain_lord(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        seat, lord = step["seat"], step["lord"]
        if not step.get("joined"):
            self.lords[seat].append(lord)
        ev.append(E.LordGained(seat, lord))
        if self.end_trigger is None and len(self.owned_lords(seat)) >= END_LORDS:
            self._trigger_end(ev, "seventh_lord")
        self._power(seat, lord, ev)

    def _exposed(self, seat: int, lord: int, ev: list[E.AbyssEvent]) -> list[int]:
        """The opponents of ``seat`` that the Military ``lord``'s power reaches; an event for
        each one the Shaman protects."""
        out = []
        for o in self.opponents(seat):
            if self.is_protected(o):
                ev.append(E.Protected(o, lord, seat))
            else:
                out.append(o)
        return out

    def _power(self, seat: int, lord: int, ev: list[E.AbyssEvent]) -> None:
        """The arrow power of a Lord just gained, and the immediate part of some others."""
        opponents = (
            self._exposed(seat, lord, ev) if lord in MILITARY_TARGETING else self.opponents(seat)
        )
        power = self._POWERS.get(lord)
        if power is not None:
            power(self, seat, lord, opponents, ev)

    # One method per power, each given the seat that gained ``lord`` and the opponents it
    # reaches (those the Shaman protects left out, for a Military Lord).
    def _power_pearls(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        gain = PEARL_GAINS.get(lord, 1)
        self.pearls[seat] += gain
        ev.append(E.PearlsGained(seat, gain, lord))
        ev.append(E.PowerResolved(seat, lord))

    def _power_jailer(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        victims = [o for o in opponents if self.hands[o]]
        for o in reversed(victims):
            self.steps.append({"kind": "jail", "seat": o})
        ev.append(E.PowerResolved(seat, lord, tuple(victims)))

    def _power_seeker(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        for o in opponents:
            loss = min(SEEKER_LOSS, self.pearls[o])
            self.pearls[o] -= loss
            ev.append(E.PearlsLost(o, loss, SEEKER))
        ev.append(E.PowerResolved(seat, lord, tuple(opponents)))

    def _power_assassin(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        for o in reversed(opponents):
            if self.active_lords(o):
                self.steps.append({"kind": "assassin", "seat": seat, "target": o})

    def _power_commander(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        over = [o for o in opponents if len(self.hands[o]) > FEDERATE_LIMIT_COMMANDER]
        for o in reversed(over):
            self.steps.append(
                {"kind": "discard_down", "seat": o, "limit": FEDERATE_LIMIT_COMMANDER}
            )
        ev.append(E.PowerResolved(seat, lord, tuple(over)))

    def _power_hunter(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        targets = [o for o in opponents if self.monster_tokens[o]]
        if len(targets) == 1:
            self.hunt(seat, targets[0], ev)
        elif targets:
            self.steps.append({"kind": "hunter", "seat": seat, "targets": targets})

    def _power_invoker(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        self.extra_turns += 1
        ev.append(E.ExtraTurn(seat))
        ev.append(E.PowerResolved(seat, lord))

    def _power_apprentice(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        if any(self.council.values()):
            self.steps.append({"kind": "apprentice", "seat": seat})

    def _power_illusionist(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        if self.locations[seat] and self.face_up:
            self.steps.append({"kind": "illusionist", "seat": seat})

    def _power_corruptor(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        if self.pearls[seat] >= CORRUPTOR_PRICE and self.court:
            self.steps.append({"kind": "corruptor", "seat": seat})

    def _power_traitor(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        if self.court and any(lo != TRAITOR for lo in self.lords[seat]):
            self.steps.append({"kind": "traitor", "seat": seat})

    def _power_schemer(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        if self.lord_deck and any(lo != SCHEMER for lo in self.lords[seat]):
            self.steps.append({"kind": "schemer", "seat": seat})

    def _power_ambassador(
        self, seat: int, lord: int, opponents: list[int], ev: list[E.AbyssEvent]
    ) -> None:
        count = min(AMBASSADOR_DRAWS[lord], len(self.location_deck))
        if count:
            drawn = [self.location_deck.pop() for _ in range(count)]
            self.drawn_locations = list(drawn)
            ev.append(E.LocationsDrawn(seat, tuple(drawn)))
            self.steps.append({"kind": "keep", "seat": seat, "drawn": drawn, "lord": lord})

    # The power each Lord brings when gained (a Lord not listed has none at that moment).
    _POWERS: ClassVar[
        dict[int, Callable[[AbyssState, int, int, list[int], list[E.AbyssEvent]], None]]
    ] = {
        **dict.fromkeys((*PEARL_GAINS, LANDLORD), _power_pearls),
        JAILER: _power_jailer,
        SEEKER: _power_seeker,
        ASSASSIN: _power_assassin,
        COMMANDER: _power_commander,
        HUNTER: _power_hunter,
        INVOKER: _power_invoker,
        APPRENTICE: _power_apprentice,
        ILLUSIONIST: _power_illusionist,
        CORRUPTOR: _power_corruptor,
        TRAITOR: _power_traitor,
        SCHEMER: _power_schemer,
        **dict.fromkeys(AMBASSADOR_DRAWS, _power_ambassador),
    }

    def hunt(self, seat: int, victim: int, ev: list[E.AbyssEvent]) -> None:
        tokens = self.monster_tokens[victim]
        value = tokens.pop(self.rng.randrange(len(tokens)))
        self.monster_tokens[seat].append(value)
        ev.append(E.Hunted(seat, victim))
        ev.append(E.MonsterTokenLost(victim, value))
        ev.append(E.MonsterTokenDrawn(seat, value))
        ev.append(E.PowerResolved(seat, HUNTER, (victim,)))

    def discard_own_lord(self, seat: int, lord: int) -> None:
        self.lords[seat].remove(lord)
        if lord in self.disabled[seat]:
            self.disabled[seat].remove(lord)
        self.lord_discard.append(lord)

    def add_location(
        self,
        seat: int,
        location: int,
        under: list[int],
        ev: list[E.AbyssEvent],
        tokens: int = 0,
        drawn: bool = False,
    ) -> None:
        self.locations[seat].append([location, under])
        ev.append(E.LocationControlled(seat, location, tuple(under), tokens, drawn))
        if location == BLACK_SMOKERS and self.location_deck:
            self.steps.append({"kind": "smokers", "seat": seat})

    def _step_court_check(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        if len(self.court) > 2:
            return
        seat = self.active
        self.pearls[seat] += COURT_REFILL_PEARLS
        need = COURT_SIZE - len(self.court)
        drawn = [self.lord_deck.pop() for _ in range(min(need, len(self.lord_deck)))]
        self.court.extend(drawn)
        ev.append(E.CourtRefilled(seat, tuple(drawn), COURT_REFILL_PEARLS))
        if len(drawn) < need and self.end_trigger is None:
            self._trigger_end(ev, "court")

    def _step_control_check(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        seat = self.active
        if self.keys(seat) >= KEYS_TO_CONTROL and (self.face_up or self.location_deck):
            self.steps += [{"kind": "control_check"}, {"kind": "control", "seat": seat}]

    def push_commander_check(self, seat: int) -> None:
        if len(self.hands[seat]) > FEDERATE_LIMIT_COMMANDER and self._hit_by(seat, COMMANDER):
            self.steps.append(
                {"kind": "discard_down", "seat": seat, "limit": FEDERATE_LIMIT_COMMANDER}
            )

    def _step_end_turn(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        self.steps.append({"kind": "next_turn"})
        self.push_commander_check(self.active)

    def _step_next_turn(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        if self.extra_turns:
            self.extra_turns -= 1
        elif self.end_trigger is not None:
            if not self.final_turns:
                self.steps.append({"kind": "game_end"})
                return
            self.active = self.final_turns.pop(0)
        else:
            self.active = (self.active + 1) % self.n
        self.steps.append({"kind": "start_turn"})

    def _trigger_end(self, ev: list[E.AbyssEvent], reason: str) -> None:
        self.end_trigger = self.active
        self.final_turns = self.opponents(self.active)
        ev.append(E.EndTriggered(self.active, reason))

    def _step_game_end(self, step: StepData, ev: list[E.AbyssEvent]) -> None:
        for seat in range(self.n):
            allies, kept, dropped = self._final_federation(seat)
            self.federated[seat].extend(kept)
            self.discard.extend(dropped)
            self.hands[seat] = []
            ev.append(E.FinalFederation(seat, tuple(allies), tuple(ally_of(c) for c in dropped)))
        for seat in range(self.n):
            ev.append(E.MonstersRevealed(seat, tuple(self.monster_tokens[seat])))
        self.over = True
        self.steps = [{"kind": "over"}]
        ev.append(E.GameOver(self.winners, self.scores))

    # What runs each automatic step (``steps.AUTOMATIC``) when it reaches the top of the stack.
    _AUTOMATIC_STEPS: ClassVar[
        dict[str, Callable[[AbyssState, StepData, list[E.AbyssEvent]], None]]
    ] = {
        "start_turn": _step_start_turn,
        "reveal": _step_reveal,
        "end_exploration": _step_end_exploration,
        "gain_lord": _step_gain_lord,
        "court_check": _step_court_check,
        "control_check": _step_control_check,
        "end_turn": _step_end_turn,
        "next_turn": _step_next_turn,
        "game_end": _step_game_end,
    }

    # ------------------------------------------------------------------ view
    def view(self, seat: int) -> AbyssView:
        """What ``seat`` may see (see ``view``): its own hand and Monster tokens, everyone's
        public things, the public part of the pending decision (its private part for the
        decider)."""
        return build_view(self, seat)

    def pending_view(self, seat: int) -> PendingView:
        """The pending decision as ``seat`` may see it (G1)."""
        return build_pending(self, seat)

    def final_view(self, seat: int) -> AbyssView:
        """What ``seat`` would see of the board if the game ended now (``ending``): the table
        paints the final board ahead in the last round."""
        from abyss_cards.games.abyss.ending import final_view

        return final_view(self, seat)

    # ------------------------------------------------------------------ invariants
    def check_invariants(self) -> None:
        """Raise ``ValueError`` if the state is impossible (see ``integrity``)."""
        check_invariants(self)

    # ------------------------------------------------------------------ hidden information
    def resample_hidden(self, seat: int, rng: random.Random) -> AbyssState:
        """A copy in which what ``seat`` cannot see is dealt again (see ``integrity``);
        ``view(seat)`` is unchanged."""
        return resample_hidden(self, seat, rng)

    # ------------------------------------------------------------------ JSON
    _FIELDS = (
        "seed",
        "names",
        "n",
        "deck",
        "discard",
        "track",
        "council",
        "hands",
        "federated",
        "pearls",
        "key_tokens",
        "monster_tokens",
        "token_pool",
        "threat",
        "lord_deck",
        "court",
        "lord_discard",
        "lords",
        "disabled",
        "locations",
        "location_deck",
        "face_up",
        "drawn_locations",
        "removed_locations",
        "active",
        "turn",
        "purchases",
        "used_powers",
        "extra_turns",
        "end_trigger",
        "final_turns",
        "over",
        "steps",
        "version",
    )

    def to_json(self) -> str:
        data: dict[str, Any] = {"game": "abyss", "schema": SCHEMA, "rng": rng_to_json(self.rng)}
        data.update({name: getattr(self, name) for name in self._FIELDS})
        # The history comes last: its text, kept from the last call, ends the object.
        position = json.dumps(data, separators=(",", ":"))
        return f'{position[:-1]},"history":[{",".join(self._history_text())}]}}'

    def _history_text(self) -> list[str]:
        """The JSON text of each Turn of the history (what ``json.dumps`` writes for it inside
        the whole state), encoding only the Turns appended since the last call."""
        history, texts = self._history, self._history_texts
        known = len(texts)
        kept = self._history_texts_of
        if (
            kept is None
            or kept[0] is not history
            or known > len(history)
            or (known and history[known - 1] is not kept[1])
        ):
            texts.clear()
            known = 0
        for t in history[known:]:
            texts.append(
                json.dumps(
                    {"seat": t.seat, "action": A.encode(t.action)},  # type: ignore[arg-type]
                    separators=(",", ":"),
                )
            )
        self._history_texts_of = (history, history[-1] if history else None)
        return texts

    def copy(self) -> AbyssState:
        """An independent copy: the same game, which may go on differently. Exactly what
        ``saves.from_json(self.to_json())`` gives (tuples in the position become lists, as in
        JSON), without the text: the immutable parts (numbers, names, the history's Turns and
        actions) are shared, every list and dict is a new one."""
        other = AbyssState()
        fields = self.__dict__
        for name in self._FIELDS:
            value = fields[name]
            kind = type(value)
            if kind is int or kind is bool or value is None:
                setattr(other, name, value)
            elif name in _FLAT_LISTS:
                setattr(other, name, _int_list(value))
            else:
                setattr(other, name, _plain_copy(value))
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other._history = list(self._history)
        texts = self._history_text()
        other._history_texts = list(texts)
        other._history_texts_of = (other._history, other._history[-1] if texts else None)
        return other

    def __repr__(self) -> str:
        return (
            f"<AbyssState turn {self.turn}, active {self.active}, "
            f"pending {self.pending}, over={self.over}>"
        )


# The position's fields that are flat lists of whole numbers (or names).
_FLAT_LISTS = frozenset(
    {
        "names",
        "deck",
        "discard",
        "track",
        "pearls",
        "key_tokens",
        "token_pool",
        "lord_deck",
        "court",
        "lord_discard",
        "location_deck",
        "face_up",
        "drawn_locations",
        "removed_locations",
        "purchases",
        "used_powers",
        "final_turns",
    }
)
_SCALARS = (int, str, float, bool, type(None))


def _int_list(value: Any) -> Any:
    """A new list of ``value``'s items (a list or tuple of numbers or strings), as JSON would
    give it back; anything else goes through ``_plain_copy``."""
    if (type(value) is list or type(value) is tuple) and all(
        type(item) in _SCALARS for item in value
    ):
        return list(value)
    return _plain_copy(value)


def _plain_copy(value: Any) -> Any:
    """``json.loads(json.dumps(value))`` for the plain data a state holds, without the text:
    new lists (from lists and tuples) and dicts, the same scalars."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list or kind is tuple:
        return [_plain_copy(item) for item in value]
    if kind is dict and all(type(key) is str for key in value):
        return {key: _plain_copy(item) for key, item in value.items()}
    return json.loads(json.dumps(value))  # anything else exactly as the save would read it


def replay(names: int | Sequence[str], seed: int, history: Iterable[Turn | A.Action]) -> AbyssState:
    """The game ``new(names, seed)`` after ``history`` (Turns, or bare actions)."""
    s = AbyssState.new(names, seed)
    for entry in history:
        action = entry.action if isinstance(entry, Turn) else entry
        assert isinstance(action, A.Action)
        s.apply(action)
    return s
