"""The Abyss rule engine: one ``AbyssState`` holds a whole game.

The turn is driven by a stack of pending *steps* (plain dicts, so the state saves to JSON as it
is). Automatic steps (start of turn, end of an exploration, Court refill, end of turn…) run at
once; a decision step waits for ``current_player`` — who may be an opponent of the active player
(an auction, the Jailer's discard, the Commander's limit). Pushing steps in reverse order gives
the rules' order: e.g. a recruit pushes end of turn, optional turn powers, Location control,
Court check, the Lord's arrival, then the federation choice on top.
"""

from __future__ import annotations

import json
import random
from itertools import combinations

from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction
from abyss_cards.core.rng import new_rng, rng_from_json, rng_to_json
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.actions import Event
from abyss_cards.games.abyss.data import (
    ALCHEMIST,
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
    MONSTER,
    MONSTER_TOKENS,
    OPPORTUNIST,
    ORACLE,
    PEARL_GAINS,
    PURCHASE_PRICES,
    RACES,
    RECRUITER,
    SCHEMER,
    SEEKER,
    SHAMAN,
    SHIP_MASTER,
    SLAVER,
    TAMER,
    THREAT_REWARDS,
    THREAT_SPACES,
    TRACK_LENGTH,
    TRAITOR,
    TREASURER,
)
from abyss_cards.games.abyss.locations import location_points
from abyss_cards.games.abyss.scoring import rank

SCHEMA = 1
# One sentence per race so that translators write the race in their own language.
MISSING_RACE = {
    "crabs": QT_TRANSLATE_NOOP("Refusal", "The payment must include crabs"),
    "shellfish": QT_TRANSLATE_NOOP("Refusal", "The payment must include shellfish"),
    "squids": QT_TRANSLATE_NOOP("Refusal", "The payment must include squids"),
    "jellyfish": QT_TRANSLATE_NOOP("Refusal", "The payment must include jellyfish"),
    "seahorses": QT_TRANSLATE_NOOP("Refusal", "The payment must include seahorses"),
}
SLAVER_PEARLS = 2
COURT_REFILL_PEARLS = 2
RECRUITER_SURCHARGE = 2
TREASURER_DISCOUNT = 2

# Steps that ask someone to decide; the others run by themselves.
DECISIONS = {
    "main", "finish", "auction", "ally_choice", "monster_choice", "reward", "support",
    "payment", "federate", "discard_down", "jail", "assassin", "hunter", "apprentice",
    "illusionist", "corruptor", "traitor", "schemer", "control", "keep", "place", "smokers",
}


def card_race(card: int) -> str:
    return EXPLORATION_CARDS[card][0]


def card_value(card: int) -> int:
    return EXPLORATION_CARDS[card][1]


class AbyssState:
    """A game of Abyss for 2 to 4 players. See the module docstring and ``actions``."""

    def __init__(self) -> None:  # use new_game / from_json
        self._legal_cache: list | None = None

    # ------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, players, seed: int | None = None) -> AbyssState:
        names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else [
            str(p) for p in players]
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
        s.track_pos = 0
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
        s.locations = [[] for _ in names]  # per seat: [location id, [Lords under it]]
        s.location_deck = [loc.id for loc in LOCATIONS]
        rng.shuffle(s.location_deck)
        s.face_up = [s.location_deck.pop()]
        s.drawn_locations = []  # drawn for a choice, until one is kept
        s.active = rng.randrange(s.n)
        s.turn = 0
        s.purchases = []
        s.used_powers = []
        s.extra_turns = 0
        s.end_trigger = None
        s.final_turns = []
        s.over = False
        s.steps = [{"kind": "start_turn"}]
        s.history = []
        s.version = 0
        s._run([])
        return s

    # ------------------------------------------------------------------ contract
    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        return self.steps[-1].get("seat", self.active)

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list[A.Action]:
        if self._legal_cache is None:
            self._legal_cache = [] if self.over else self._legal(self.steps[-1])
        return list(self._legal_cache)

    def apply(self, action: A.Action) -> list[Event]:
        if self._legal_cache is None:
            self.legal_actions()
        if action not in self._legal_cache:
            raise self._refusal(action)
        events: list[Event] = []
        self._apply(self.steps[-1], action, events)
        self.history.append(A.action_to_json(action))
        self._run(events)
        self._legal_cache = None
        self.version += 1
        return events

    # ------------------------------------------------------------------ accessors
    @property
    def pending(self) -> str | None:
        """The kind of decision awaited ("main", "auction", "payment", …)."""
        return None if self.over else self.steps[-1]["kind"]

    def pending_step(self) -> dict:
        return dict(self.steps[-1]) if not self.over else {}

    @property
    def lord_deck_size(self) -> int:
        return len(self.lord_deck)

    @property
    def location_deck_size(self) -> int:
        return len(self.location_deck)

    @property
    def exploration_deck_size(self) -> int:
        return len(self.deck)

    def council_sizes(self) -> dict[str, int]:
        return {race: len(cards) for race, cards in self.council.items()}

    def track_cards(self) -> list[tuple[str, int]]:
        return [EXPLORATION_CARDS[c] for c in self.track]

    def hand(self, seat: int) -> list[tuple[str, int]]:
        return sorted(EXPLORATION_CARDS[c] for c in self.hands[seat])

    def federated_allies(self, seat: int) -> list[tuple[str, int]]:
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
        return [(loc, list(under)) for loc, under in self.locations[seat]]

    def owned_lords(self, seat: int) -> list[int]:
        return self.lords[seat] + [lord for _, under in self.locations[seat] for lord in under]

    def keys(self, seat: int) -> int:
        return self.key_tokens[seat] + sum(LORD_BY_ID[lord].keys for lord in self.active_lords(seat))

    # ------------------------------------------------------------------ rules helpers
    def _has(self, seat: int, lord: int) -> bool:
        return lord in self.lords[seat] and lord not in self.disabled[seat]

    def _protected(self, seat: int) -> bool:
        return self._has(seat, SHAMAN)

    def _opponents(self, seat: int) -> list[int]:
        return [(seat + i) % self.n for i in range(1, self.n)]

    def _hit_by(self, seat: int, lord: int) -> bool:
        """Does an opponent's active Military ``lord`` affect ``seat``?"""
        if self._protected(seat):
            return False
        return any(self._has(o, lord) for o in self._opponents(seat))

    def recruit_cost(self, seat: int, lord: int) -> int:
        cost = LORD_BY_ID[lord].cost
        if self._hit_by(seat, RECRUITER):
            cost += RECRUITER_SURCHARGE
        if self._has(seat, TREASURER):
            cost -= TREASURER_DISCOUNT
        return max(0, cost)

    def required_race(self, seat: int, lord: int) -> str | None:
        return None if self._has(seat, DIPLOMAT) else LORD_BY_ID[lord].required_race

    def _hand_totals(self, seat: int, paid=()) -> dict[str, int]:
        totals = dict.fromkeys(RACES, 0)
        for c in self.hands[seat]:
            if c not in paid:
                totals[card_race(c)] += card_value(c)
        return totals

    def _can_complete(self, seat: int, lord: int, paid: list[int], totals=None) -> bool:
        """Could a payment that starts with ``paid`` still be valid? (``totals``: the values
        in hand outside ``paid`` per race, when the caller has them.)"""
        need = LORD_BY_ID[lord].races
        required = self.required_race(seat, lord)
        races = {card_race(c) for c in paid}
        if len(races) > need:
            return False
        value = sum(card_value(c) for c in paid)
        if totals is None:
            totals = self._hand_totals(seat, paid)
        value += sum(totals[r] for r in races)
        new = sorted((totals[r] for r in RACES if r not in races and totals[r]), reverse=True)
        missing = need - len(races)
        if required is not None and required not in races:
            if missing == 0 or not totals[required]:
                return False
            new.remove(totals[required])
            value += totals[required]
            missing -= 1
        if len(new) < missing:
            return False
        value += sum(new[:missing])
        return value + self.pearls[seat] >= self.recruit_cost(seat, lord)

    def _distinct(self, cards) -> list[tuple[str, int]]:
        return sorted({EXPLORATION_CARDS[c] for c in cards})

    def _find(self, cards, race: str, value: int, exclude=()) -> int | None:
        for c in cards:
            if c not in exclude and EXPLORATION_CARDS[c] == (race, value):
                return c
        return None

    def _can_reveal(self) -> bool:
        return bool(self.deck or self.discard)

    def _turn_powers_usable(self, seat: int) -> list[A.Action]:
        out: list[A.Action] = []
        if self._has(seat, SLAVER) and SLAVER not in self.used_powers:
            out += [A.SellAlly(r, v) for r, v in self._distinct(self.hands[seat])]
        if self._has(seat, ORACLE) and ORACLE not in self.used_powers:
            out += [A.DiscardStack(r) for r in RACES if self.council[r]]
        if self._has(seat, OPPORTUNIST) and OPPORTUNIST not in self.used_powers and self.lord_deck:
            out += [A.ReplaceCourtLord(lord) for lord in self.court]
        return out

    # ------------------------------------------------------------------ legal actions
    def _legal(self, step: dict) -> list[A.Action]:
        kind = step["kind"]
        seat = step.get("seat", self.active)
        if kind == "main":
            out: list[A.Action] = []
            if self.pearls[seat] >= 1 and len(self.court) < COURT_SIZE and self.lord_deck:
                out.append(A.Plot())
            out += self._turn_powers_usable(seat)
            if self._can_reveal():
                out.append(A.Explore())
            out += [A.RequestSupport(r) for r in RACES if self.council[r]]
            totals = self._hand_totals(seat)
            out += [A.Recruit(lord) for lord in self.court
                    if self._can_complete(seat, lord, [], totals)]
            if not any(isinstance(a, A.Explore | A.RequestSupport | A.Recruit) for a in out):
                out.append(A.EndTurn())
            return out
        if kind == "finish":
            return [*self._turn_powers_usable(seat), A.EndTurn()]
        if kind == "auction":
            return [A.Buy(), A.Pass()]
        if kind == "ally_choice":
            return [A.TakeAlly(), A.RevealNext()] if self._can_reveal() else [A.TakeAlly()]
        if kind == "monster_choice":
            return [A.Fight(), A.PassMonster()] if self._can_reveal() else [A.Fight()]
        if kind == "reward":
            if not self.token_pool:  # no Monster token left: Pearls instead
                return [A.TakeReward("pearl")]
            return [A.TakeReward("pearl"), A.TakeReward("monster")]
        if kind in ("support", "apprentice"):
            cls = A.RequestSupport if kind == "support" else A.TakeStack
            return [cls(r) for r in RACES if self.council[r]]
        if kind == "payment":
            lord, paid = step["lord"], step["paid"]
            out = []
            for race, value in self._distinct(c for c in self.hands[seat] if c not in paid):
                card = self._find(self.hands[seat], race, value, paid)
                if self._can_complete(seat, lord, [*paid, card]):
                    out.append(A.PayWith(race, value))
            if self._payment_problem(seat, lord, paid) is None:
                out.append(A.FinishPayment())
            out.append(A.CancelRecruit())
            return out
        if kind == "federate":
            return [A.Federate(r, v) for r, v in step["options"]]
        if kind in ("discard_down", "jail"):
            return [A.Discard(r, v) for r, v in self._distinct(self.hands[seat])]
        if kind == "assassin":
            return [A.DisableLord(step["target"], lord)
                    for lord in self.active_lords(step["target"])]
        if kind == "hunter":
            return [A.HuntFrom(o) for o in step["targets"]]
        if kind == "illusionist":
            return [*(A.SwapLocation(mine, up) for mine, _ in self.locations[seat]
                      for up in self.face_up), A.Skip()]
        if kind == "corruptor":
            return [*(A.SecondRecruit(lord) for lord in self.court), A.Skip()]
        if kind == "traitor":
            return [*(A.Betray(d, t) for d in self.lords[seat] if d != TRAITOR
                      for t in self.court), A.Skip()]
        if kind == "schemer":
            return [*(A.Scheme(d) for d in self.lords[seat] if d != SCHEMER), A.Skip()]
        if kind == "control":
            out = [A.TakeLocation(loc) for loc in self.face_up]
            out += [A.DrawLocations(k) for k in range(1, min(4, len(self.location_deck)) + 1)]
            return out
        if kind == "keep":
            return [A.KeepLocation(loc) for loc in step["drawn"]]
        if kind == "place":
            keyed = [lord for lord in self.active_lords(seat) if LORD_BY_ID[lord].keys]
            out = []
            for j in range(min(KEYS_TO_CONTROL, len(keyed)), -1, -1):
                if KEYS_TO_CONTROL - j <= self.key_tokens[seat]:
                    out += [A.PlaceLords(tuple(c)) for c in combinations(keyed, j)]
            return out
        if kind == "smokers":
            return [*(A.ExchangeLocation(loc) for loc in sorted(self.location_deck)), A.Skip()]
        raise AssertionError(f"no decision at step {kind}")

    def _payment_problem(self, seat: int, lord: int, paid: list[int]) -> IllegalAction | None:
        need = LORD_BY_ID[lord].races
        races = {card_race(c) for c in paid}
        if len(races) != need:
            return IllegalAction(
                QT_TRANSLATE_NOOP("Refusal",
                                  "This Lord is paid with exactly {need} races, not {count}"),
                need=need, count=len(races))
        required = self.required_race(seat, lord)
        if required is not None and required not in races:
            return IllegalAction(MISSING_RACE[required])
        value = sum(card_value(c) for c in paid)
        cost = self.recruit_cost(seat, lord)
        if value + self.pearls[seat] < cost:
            return IllegalAction(
                QT_TRANSLATE_NOOP("Refusal",
                                  "Allies worth {value} and {pearls} Pearls do not reach the "
                                  "cost of {cost}"),
                value=value, pearls=self.pearls[seat], cost=cost)
        return None

    # ------------------------------------------------------------------ refusals
    def _refusal(self, action: A.Action) -> IllegalAction:
        if self.over:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "The game is over"))
        step = self.steps[-1]
        kind = step["kind"]
        seat = step.get("seat", self.active)
        if kind == "main":
            if isinstance(action, A.Plot):
                if self.pearls[seat] < 1:
                    return IllegalAction(
                        QT_TRANSLATE_NOOP("Refusal", "You need a Pearl to plot at Court"))
                if len(self.court) >= COURT_SIZE:
                    return IllegalAction(
                        QT_TRANSLATE_NOOP("Refusal", "The Court has no free slot"))
                return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "The Lord deck is empty"))
            if isinstance(action, A.Explore):
                return IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "The exploration deck and its discard pile are both empty"))
            if isinstance(action, A.RequestSupport):
                return IllegalAction(
                    QT_TRANSLATE_NOOP("Refusal", "That Council stack is empty"))
            if isinstance(action, A.Recruit):
                if action.lord not in self.court:
                    return IllegalAction(
                        QT_TRANSLATE_NOOP("Refusal", "That Lord is not at the Court"))
                return IllegalAction(
                    QT_TRANSLATE_NOOP("Refusal", "Your Allies and Pearls cannot pay for that Lord"))
            if isinstance(action, A.SellAlly | A.DiscardStack | A.ReplaceCourtLord):
                return IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "You cannot use that Lord's power now"))
            if isinstance(action, A.EndTurn):
                return IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "You must explore, request support or recruit first"))
        if kind == "payment":
            lord, paid = step["lord"], step["paid"]
            if isinstance(action, A.FinishPayment):
                problem = self._payment_problem(seat, lord, paid)
                if problem is not None:
                    return problem
            if isinstance(action, A.PayWith):
                card = self._find(self.hands[seat], action.race, action.value, paid)
                if card is None:
                    return IllegalAction(
                        QT_TRANSLATE_NOOP("Refusal", "You have no such Ally left to pay with"))
                races = {card_race(c) for c in paid} | {action.race}
                need = LORD_BY_ID[lord].races
                if len(races) > need:
                    return IllegalAction(
                        QT_TRANSLATE_NOOP("Refusal",
                                          "This Lord is paid with exactly {need} races, not "
                                          "{count}"),
                        need=need, count=len(races))
                required = self.required_race(seat, lord)
                if required is not None and required not in races and len(races) == need:
                    return IllegalAction(MISSING_RACE[required])
                return IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "With that Ally the payment could no longer reach the cost"))
        if kind == "auction" and isinstance(action, A.Buy | A.Pass):
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "It is not your turn to bid"))
        if kind == "reward" and isinstance(action, A.TakeReward):
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "No Monster token is left"))
        if kind == "federate" and isinstance(action, A.Federate):
            return IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "Only the weakest Ally paid with can be federated"))
        if kind == "place" and isinstance(action, A.PlaceLords):
            return IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "Exactly 3 keys are needed, from your free Lords and Key tokens"))
        if kind in ("discard_down", "jail") and isinstance(action, A.Discard):
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "You have no such Ally in hand"))
        if (kind, type(action)) in (("ally_choice", A.RevealNext),
                                    ("monster_choice", A.PassMonster)):
            if self.track_pos >= TRACK_LENGTH:
                return IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "On the last space of the track you must take the card"))
            return IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "The exploration deck and its discard pile are both empty"))
        return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "That move is not possible now"))

    # ------------------------------------------------------------------ applying decisions
    def _apply(self, step: dict, action: A.Action, ev: list[Event]) -> None:
        kind = step["kind"]
        seat = step.get("seat", self.active)
        steps = self.steps
        if isinstance(action, A.SellAlly):
            card = self._find(self.hands[seat], action.race, action.value)
            self.hands[seat].remove(card)
            self.discard.append(card)
            self.pearls[seat] += SLAVER_PEARLS
            self.used_powers.append(SLAVER)
            ev.append(Event("sell_ally", seat, (("ally", EXPLORATION_CARDS[card]),)))
            return
        if isinstance(action, A.DiscardStack):
            stack = self.council[action.race]
            self.discard.extend(stack)
            stack.clear()
            self.used_powers.append(ORACLE)
            ev.append(Event("discard_stack", seat, (("race", action.race),)))
            return
        if isinstance(action, A.ReplaceCourtLord):
            i = self.court.index(action.lord)
            self.lord_discard.append(action.lord)
            self.court[i] = self.lord_deck.pop()
            self.used_powers.append(OPPORTUNIST)
            ev.append(Event("replace_court_lord", seat,
                            (("discarded", action.lord), ("revealed", self.court[i]))))
            return
        if kind == "main":
            if isinstance(action, A.Plot):
                self.pearls[seat] -= 1
                lord = self.lord_deck.pop()
                self.court.append(lord)
                ev.append(Event("plot", seat, (("lord", lord),)))
                return
            if isinstance(action, A.Recruit):
                steps[-1] = {"kind": "payment", "seat": seat, "lord": action.lord, "paid": []}
                return
            steps.pop()
            steps += [{"kind": "end_turn"}, {"kind": "finish"}, {"kind": "control_check"}]
            if isinstance(action, A.Explore):
                ev.append(Event("explore", seat))
                steps.append({"kind": "reveal"})
            elif isinstance(action, A.RequestSupport):
                self._take_stack(seat, action.race, ev)
                if self._has(seat, ALCHEMIST) and any(self.council.values()):
                    steps.append({"kind": "support", "seat": seat})
            elif isinstance(action, A.EndTurn):
                ev.append(Event("no_action", seat))
            return
        if kind == "finish":  # EndTurn (the powers returned above)
            steps.pop()
            return
        if kind == "auction":
            if isinstance(action, A.Buy):
                price = step["price"]
                card = self.track.pop()
                self.pearls[seat] -= price
                self.pearls[self.active] += price
                self.hands[seat].append(card)
                self.purchases.append(seat)
                ev.append(Event("buy", seat, (("ally", EXPLORATION_CARDS[card]),
                                              ("price", price), ("to", self.active))))
                steps.pop()
                if self.track_pos >= TRACK_LENGTH or not self._can_reveal():
                    steps.append({"kind": "end_exploration"})
                else:
                    steps.append({"kind": "reveal"})
                self._push_commander_check(seat)
            else:
                ev.append(Event("pass", seat))
                if step["queue"]:
                    step["seat"] = step["queue"].pop(0)
                else:
                    steps.pop()
                    self._after_auction(ev)
            return
        if kind == "ally_choice":
            steps.pop()
            if isinstance(action, A.TakeAlly):
                self._take_from_track(ev, bonus=0)
            else:
                steps.append({"kind": "reveal"})
            return
        if kind == "monster_choice":
            steps.pop()
            if isinstance(action, A.Fight):
                self._fight(ev, bonus=0)
            else:
                self.threat = min(THREAT_SPACES, self.threat + 1)
                ev.append(Event("pass_monster", self.active, (("threat", self.threat),)))
                steps.append({"kind": "reveal"})
            return
        if kind == "reward":
            if action.kind == "monster":
                self._give_token(seat, ev)
            else:
                self.pearls[seat] += 1
                ev.append(Event("pearls", seat, (("gain", 1),)))
            step["left"] -= 1
            if step["left"] <= 0:
                steps.pop()
            return
        if kind == "support":
            steps.pop()
            self._take_stack(seat, action.race, ev)
            return
        if kind == "apprentice":
            steps.pop()
            self._take_stack(seat, action.race, ev)
            return
        if kind == "payment":
            if isinstance(action, A.PayWith):
                step["paid"].append(self._find(self.hands[seat], action.race, action.value,
                                               step["paid"]))
                return
            if isinstance(action, A.CancelRecruit):
                steps[-1] = {"kind": "main", "seat": seat}
                return
            self._finish_payment(seat, step["lord"], step["paid"], ev)
            return
        if kind == "federate":
            steps.pop()
            chosen = self._find(step["paid"], action.race, action.value)
            self._federate_paid(seat, step["paid"], chosen, ev)
            return
        if kind in ("discard_down", "jail"):
            card = self._find(self.hands[seat], action.race, action.value)
            self.hands[seat].remove(card)
            self.discard.append(card)
            ev.append(Event("discard", seat, (("ally", EXPLORATION_CARDS[card]),)))
            if kind == "jail" or len(self.hands[seat]) <= step["limit"]:
                steps.pop()
            return
        if kind == "assassin":
            steps.pop()
            self.disabled[action.seat].append(action.lord)
            ev.append(Event("disable", action.seat, (("lord", action.lord), ("by", seat))))
            return
        if kind == "hunter":
            steps.pop()
            self._hunt(seat, action.seat, ev)
            return
        if kind == "illusionist":
            steps.pop()
            if isinstance(action, A.SwapLocation):
                for entry in self.locations[seat]:
                    if entry[0] == action.mine:
                        entry[0] = action.face_up
                self.face_up[self.face_up.index(action.face_up)] = action.mine
                ev.append(Event("swap_location", seat, (("gave", action.mine),
                                                        ("took", action.face_up))))
            return
        if kind == "corruptor":
            steps.pop()
            if isinstance(action, A.SecondRecruit):
                self.pearls[seat] -= CORRUPTOR_PRICE
                self.court.remove(action.lord)
                ev.append(Event("recruit", seat, (("lord", action.lord),
                                                  ("pearls", CORRUPTOR_PRICE))))
                steps.append({"kind": "gain_lord", "seat": seat, "lord": action.lord})
            return
        if kind == "traitor":
            steps.pop()
            if isinstance(action, A.Betray):
                self._discard_own_lord(seat, action.discard)
                self.court.remove(action.take)
                ev.append(Event("betray", seat, (("discarded", action.discard),
                                                 ("lord", action.take))))
                steps.append({"kind": "gain_lord", "seat": seat, "lord": action.take})
            return
        if kind == "schemer":
            steps.pop()
            if isinstance(action, A.Scheme):
                self._discard_own_lord(seat, action.discard)
                lord = self.lord_deck.pop()
                ev.append(Event("scheme", seat, (("discarded", action.discard),
                                                 ("lord", lord))))
                steps.append({"kind": "gain_lord", "seat": seat, "lord": lord})
            return
        if kind == "control":
            steps.pop()
            if isinstance(action, A.TakeLocation):
                self.face_up.remove(action.location)
                # Held by the player while the keys are chosen (nothing is ever in limbo).
                self.locations[seat].append([action.location, []])
                steps.append({"kind": "place", "seat": seat, "location": action.location})
            else:
                drawn = [self.location_deck.pop() for _ in range(action.count)]
                self.drawn_locations = list(drawn)
                ev.append(Event("draw_locations", seat, (("locations", tuple(drawn)),)))
                steps.append({"kind": "keep", "seat": seat, "drawn": drawn, "lord": None})
            return
        if kind == "keep":
            steps.pop()
            others = [loc for loc in step["drawn"] if loc != action.location]
            self.face_up.extend(others)
            self.drawn_locations = []
            if step["lord"] is None:
                self.locations[seat].append([action.location, []])
                steps.append({"kind": "place", "seat": seat, "location": action.location})
            else:
                lord = step["lord"]
                self.lords[seat].remove(lord)
                self._add_location(seat, action.location, [lord], ev)
            return
        if kind == "place":
            steps.pop()
            for lord in action.lords:
                self.lords[seat].remove(lord)
            tokens = KEYS_TO_CONTROL - len(action.lords)
            self.key_tokens[seat] -= tokens
            self.locations[seat].pop()  # the entry held while choosing
            self._add_location(seat, step["location"], list(action.lords), ev,
                               tokens=tokens)
            return
        if kind == "smokers":
            steps.pop()
            if isinstance(action, A.ExchangeLocation):
                for entry in self.locations[seat]:
                    if entry[0] == BLACK_SMOKERS:
                        entry[0] = action.location
                self.location_deck.remove(action.location)
                self.location_deck.append(BLACK_SMOKERS)
                self.rng.shuffle(self.location_deck)
                ev.append(Event("exchange_location", seat, (("location", action.location),)))
            return
        raise AssertionError(f"unhandled {action} at {kind}")

    # ------------------------------------------------------------------ automatic steps
    def _run(self, ev: list[Event]) -> None:
        steps = self.steps
        while not self.over:
            step = steps[-1]
            kind = step["kind"]
            if kind in DECISIONS:
                if kind == "finish" and not self._turn_powers_usable(self.active):
                    steps.pop()
                    continue
                if kind == "discard_down" and len(self.hands[step["seat"]]) <= step["limit"]:
                    steps.pop()
                    continue
                return
            steps.pop()
            getattr(self, "_step_" + kind)(step, ev)

    def _step_start_turn(self, step: dict, ev: list[Event]) -> None:
        seat = self.active
        self.turn += 1
        self.purchases = []
        self.used_powers = []
        ev.append(Event("turn", seat, (("turn", self.turn),)))
        if self._has(seat, LANDLORD):
            self.pearls[seat] += 1
            ev.append(Event("pearls", seat, (("gain", 1), ("lord", LANDLORD))))
        self.steps.append({"kind": "main", "seat": seat})

    def _step_reveal(self, step: dict, ev: list[Event]) -> None:
        if not self.deck:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            ev.append(Event("reshuffle", None, (("cards", len(self.deck)),)))
        card = self.deck.pop()
        self.track.append(card)
        self.track_pos += 1
        ev.append(Event("reveal", self.active, (("card", EXPLORATION_CARDS[card]),
                                                ("space", self.track_pos))))
        if card_race(card) == MONSTER:
            if self.track_pos >= TRACK_LENGTH:
                self._fight(ev, bonus=1)
            else:
                self.steps.append({"kind": "monster_choice", "seat": self.active})
            return
        price = PURCHASE_PRICES[min(len(self.purchases), len(PURCHASE_PRICES) - 1)]
        bidders = [o for o in self._opponents(self.active)
                   if o not in self.purchases and self.pearls[o] >= price]
        if bidders:
            self.steps.append({"kind": "auction", "seat": bidders[0], "queue": bidders[1:],
                               "price": price})
        else:
            self._after_auction(ev)

    def _after_auction(self, ev: list[Event]) -> None:
        if self.track_pos >= TRACK_LENGTH:
            self._take_from_track(ev, bonus=1)
        else:
            self.steps.append({"kind": "ally_choice", "seat": self.active})

    def _take_from_track(self, ev: list[Event], bonus: int) -> None:
        seat = self.active
        card = self.track.pop()
        self.hands[seat].append(card)
        self.pearls[seat] += bonus
        ev.append(Event("take_ally", seat, (("ally", EXPLORATION_CARDS[card]),
                                            ("pearls", bonus))))
        self.steps.append({"kind": "end_exploration"})

    def _fight(self, ev: list[Event], bonus: int) -> None:
        seat = self.active
        space = self.threat
        if self._hit_by(seat, TAMER):
            space = max(1, space - 1)
        self.threat = 1
        self.pearls[seat] += bonus
        reward = THREAT_REWARDS[space]
        keys = reward.count("K")
        self.key_tokens[seat] += keys
        ev.append(Event("fight", seat, (("space", space), ("keys", keys), ("pearls", bonus))))
        self.steps.append({"kind": "end_exploration"})
        choices = reward.count("PM")
        if choices:
            self.steps.append({"kind": "reward", "seat": seat, "left": choices})

    def _give_token(self, seat: int, ev: list[Event]) -> None:
        value = self.token_pool.pop()
        self.monster_tokens[seat].append(value)
        ev.append(Event("monster_token", seat, (("value", value),), private=True))

    def _step_end_exploration(self, step: dict, ev: list[Event]) -> None:
        sent = set()
        for card in self.track:
            race = card_race(card)
            if race == MONSTER:
                self.discard.append(card)
            else:
                self.council[race].append(card)
                sent.add(race)
        self.track = []
        self.track_pos = 0
        ev.append(Event("end_exploration", self.active, (("council", tuple(sorted(sent))),)))
        if sent and self._has(self.active, SHIP_MASTER):
            self.pearls[self.active] += len(sent)
            ev.append(Event("pearls", self.active, (("gain", len(sent)),
                                                    ("lord", SHIP_MASTER))))

    def _take_stack(self, seat: int, race: str, ev: list[Event]) -> None:
        stack = self.council[race]
        ev.append(Event("take_stack", seat, (("race", race), ("count", len(stack)))))
        ev.append(Event("stack_content", seat, (("allies", self._distinct(stack)),),
                        private=True))
        self.hands[seat].extend(stack)
        stack.clear()

    def _finish_payment(self, seat: int, lord: int, paid: list[int], ev: list[Event]) -> None:
        value = sum(card_value(c) for c in paid)
        pearls = max(0, self.recruit_cost(seat, lord) - value)
        self.pearls[seat] -= pearls
        self.court.remove(lord)
        ev.append(Event("recruit", seat, (("lord", lord), ("pearls", pearls),
                                          ("allies", tuple(EXPLORATION_CARDS[c] for c in paid)))))
        steps = self.steps
        steps.pop()
        steps += [{"kind": "end_turn"}, {"kind": "finish"}, {"kind": "control_check"},
                  {"kind": "court_check"},
                  {"kind": "gain_lord", "seat": seat, "lord": lord, "joined": True}]
        master = self._has(seat, MASTER_OF_MAGIC)  # not on its own recruit
        self.lords[seat].append(lord)  # the Lord is the player's from now on
        if master:
            options = self._distinct(paid)
        else:
            weakest = min(card_value(c) for c in paid)
            options = self._distinct(c for c in paid if card_value(c) == weakest)
        if len(options) == 1:
            self._federate_paid(seat, paid, self._find(paid, *options[0]), ev)
        else:
            steps.append({"kind": "federate", "seat": seat, "paid": list(paid),
                          "options": [list(o) for o in options]})

    def _federate_paid(self, seat: int, paid: list[int], chosen: int, ev: list[Event]) -> None:
        for card in paid:
            self.hands[seat].remove(card)
            if card == chosen:
                self.federated[seat].append(card)
            else:
                self.discard.append(card)
        ev.append(Event("federate", seat, (("ally", EXPLORATION_CARDS[chosen]),)))

    def _step_gain_lord(self, step: dict, ev: list[Event]) -> None:
        seat, lord = step["seat"], step["lord"]
        if not step.get("joined"):
            self.lords[seat].append(lord)
        ev.append(Event("gain_lord", seat, (("lord", lord),)))
        if self.end_trigger is None and len(self.owned_lords(seat)) >= END_LORDS:
            self._trigger_end(ev, "seventh_lord")
        self._power(seat, lord, ev)

    def _power(self, seat: int, lord: int, ev: list[Event]) -> None:
        """The arrow power of a Lord just gained, and the immediate part of some others."""
        steps = self.steps
        opponents = self._opponents(seat)
        if lord in PEARL_GAINS or lord == LANDLORD:
            gain = PEARL_GAINS.get(lord, 1)
            self.pearls[seat] += gain
            ev.append(Event("pearls", seat, (("gain", gain), ("lord", lord))))
        elif lord == JAILER:
            for o in reversed(opponents):
                if not self._protected(o) and self.hands[o]:
                    steps.append({"kind": "jail", "seat": o})
        elif lord == SEEKER:
            for o in opponents:
                if not self._protected(o):
                    loss = min(2, self.pearls[o])
                    self.pearls[o] -= loss
                    ev.append(Event("pearls", o, (("loss", loss), ("lord", SEEKER))))
        elif lord == ASSASSIN:
            for o in reversed(opponents):
                if not self._protected(o) and self.active_lords(o):
                    steps.append({"kind": "assassin", "seat": seat, "target": o})
        elif lord == COMMANDER:
            for o in reversed(opponents):
                if not self._protected(o) and len(self.hands[o]) > FEDERATE_LIMIT_COMMANDER:
                    steps.append({"kind": "discard_down", "seat": o,
                                  "limit": FEDERATE_LIMIT_COMMANDER})
        elif lord == HUNTER:
            targets = [o for o in opponents if not self._protected(o) and self.monster_tokens[o]]
            if len(targets) == 1:
                self._hunt(seat, targets[0], ev)
            elif targets:
                steps.append({"kind": "hunter", "seat": seat, "targets": targets})
        elif lord == INVOKER:
            self.extra_turns += 1
            ev.append(Event("extra_turn", seat))
        elif lord == APPRENTICE:
            if any(self.council.values()):
                steps.append({"kind": "apprentice", "seat": seat})
        elif lord == ILLUSIONIST:
            if self.locations[seat] and self.face_up:
                steps.append({"kind": "illusionist", "seat": seat})
        elif lord == CORRUPTOR:
            if self.pearls[seat] >= CORRUPTOR_PRICE and self.court:
                steps.append({"kind": "corruptor", "seat": seat})
        elif lord == TRAITOR:
            if self.court and any(lo != TRAITOR for lo in self.lords[seat]):
                steps.append({"kind": "traitor", "seat": seat})
        elif lord == SCHEMER:
            if self.lord_deck and any(lo != SCHEMER for lo in self.lords[seat]):
                steps.append({"kind": "schemer", "seat": seat})
        elif lord in AMBASSADOR_DRAWS:
            count = min(AMBASSADOR_DRAWS[lord], len(self.location_deck))
            if count:
                drawn = [self.location_deck.pop() for _ in range(count)]
                self.drawn_locations = list(drawn)
                ev.append(Event("draw_locations", seat, (("locations", tuple(drawn)),)))
                steps.append({"kind": "keep", "seat": seat, "drawn": drawn, "lord": lord})

    def _hunt(self, seat: int, victim: int, ev: list[Event]) -> None:
        tokens = self.monster_tokens[victim]
        value = tokens.pop(self.rng.randrange(len(tokens)))
        self.monster_tokens[seat].append(value)
        ev.append(Event("hunt", seat, (("from", victim),)))
        ev.append(Event("monster_token", seat, (("value", value),), private=True))

    def _discard_own_lord(self, seat: int, lord: int) -> None:
        self.lords[seat].remove(lord)
        if lord in self.disabled[seat]:
            self.disabled[seat].remove(lord)
        self.lord_discard.append(lord)

    def _add_location(self, seat, location, under, ev, tokens: int = 0) -> None:
        self.locations[seat].append([location, under])
        ev.append(Event("control", seat, (("location", location), ("lords", tuple(under)),
                                          ("key_tokens", tokens))))
        if location == BLACK_SMOKERS and self.location_deck:
            self.steps.append({"kind": "smokers", "seat": seat})

    def _step_court_check(self, step: dict, ev: list[Event]) -> None:
        if len(self.court) > 2:
            return
        seat = self.active
        self.pearls[seat] += COURT_REFILL_PEARLS
        need = COURT_SIZE - len(self.court)
        drawn = [self.lord_deck.pop() for _ in range(min(need, len(self.lord_deck)))]
        self.court.extend(drawn)
        ev.append(Event("court_refill", seat, (("lords", tuple(drawn)),
                                               ("pearls", COURT_REFILL_PEARLS))))
        if len(drawn) < need and self.end_trigger is None:
            self._trigger_end(ev, "court")

    def _step_control_check(self, step: dict, ev: list[Event]) -> None:
        seat = self.active
        if self.keys(seat) >= KEYS_TO_CONTROL and (self.face_up or self.location_deck):
            self.steps += [{"kind": "control_check"}, {"kind": "control", "seat": seat}]

    def _push_commander_check(self, seat: int) -> None:
        if len(self.hands[seat]) > FEDERATE_LIMIT_COMMANDER and self._hit_by(seat, COMMANDER):
            self.steps.append({"kind": "discard_down", "seat": seat,
                               "limit": FEDERATE_LIMIT_COMMANDER})

    def _step_end_turn(self, step: dict, ev: list[Event]) -> None:
        self.steps.append({"kind": "next_turn"})
        self._push_commander_check(self.active)

    def _step_next_turn(self, step: dict, ev: list[Event]) -> None:
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

    def _trigger_end(self, ev: list[Event], reason: str) -> None:
        self.end_trigger = self.active
        self.final_turns = self._opponents(self.active)
        ev.append(Event("end_triggered", self.active, (("reason", reason),)))

    def _step_game_end(self, step: dict, ev: list[Event]) -> None:
        for seat in range(self.n):
            weakest: dict[str, int] = {}
            for card in self.hands[seat]:
                race = card_race(card)
                if race not in weakest or card_value(card) < card_value(weakest[race]):
                    weakest[race] = card
            for card in self.hands[seat]:
                (self.federated[seat] if card in weakest.values() else self.discard).append(card)
            self.hands[seat] = []
        self.over = True
        self.steps = [{"kind": "over"}]
        ev.append(Event("game_over", None))

    # ------------------------------------------------------------------ scoring
    def score_parts(self, seat: int) -> dict:
        lords = self.owned_lords(seat)
        federated = self.federated_allies(seat)
        opponents = [loc for o in self._opponents(seat) for loc, _ in self.locations[o]]
        best_ally = {}
        for race, value in federated:
            best_ally[race] = max(value, best_ally.get(race, 0))
        parts = {
            "name": self.names[seat],
            "locations": sum(location_points(loc, lords, federated, opponents)
                             for loc, _ in self.locations[seat]),
            "lords": sum(LORD_BY_ID[lord].ip for lord in lords),
            "allies": sum(best_ally.values()),
            "monsters": sum(self.monster_tokens[seat]),
            "pearls": self.pearls[seat],
            "best_lord": max((LORD_BY_ID[lord].ip for lord in lords), default=0),
        }
        parts["total"] = parts["locations"] + parts["lords"] + parts["allies"] + parts["monsters"]
        return parts

    def final_scores(self) -> dict:
        """``{"seats": [per-seat parts], "ranking": [scoring.Ranked, best first]}``."""
        seats = [self.score_parts(seat) for seat in range(self.n)]
        return {"seats": seats, "ranking": rank(seats)}

    def winners(self) -> list[int]:
        ranking = self.final_scores()["ranking"]
        return [r.index for r in ranking if r.place == 1]

    # ------------------------------------------------------------------ view
    def view(self, seat: int) -> dict:
        """What ``seat`` may see: its own hand and Monster tokens, everyone's public things."""
        step = self.steps[-1]
        pending = {"kind": step["kind"], "seat": step.get("seat", self.active)}
        if pending["seat"] == seat:
            pending.update({k: v for k, v in step.items() if k not in ("kind", "seat")})
            if "paid" in pending:
                pending["paid"] = [EXPLORATION_CARDS[c] for c in pending["paid"]]
        players = []
        for p in range(self.n):
            mine = p == seat or self.over
            players.append({
                "name": self.names[p],
                "pearls": self.pearls[p],
                "key_tokens": self.key_tokens[p],
                "hand": self.hand(p) if mine else None,
                "hand_size": len(self.hands[p]),
                "monster_tokens": list(self.monster_tokens[p]) if mine else None,
                "monster_count": len(self.monster_tokens[p]),
                "federated": self.federated_allies(p),
                "lords": list(self.lords[p]),
                "disabled": list(self.disabled[p]),
                "locations": self.controlled_locations(p),
                "keys": self.keys(p),
            })
        return {
            "seat": seat,
            "n": self.n,
            "active": self.active,
            "turn": self.turn,
            "players": players,
            "court": list(self.court),
            "lord_deck": len(self.lord_deck),
            "face_up": list(self.face_up),
            "location_deck": len(self.location_deck),
            "track": self.track_cards(),
            "track_pos": self.track_pos,
            "threat": self.threat,
            "council": self.council_sizes(),
            "exploration_deck": len(self.deck),
            "exploration_discard": len(self.discard),
            "monster_pool": len(self.token_pool),
            "purchases": list(self.purchases),
            "used_powers": list(self.used_powers),
            "end_trigger": self.end_trigger,
            "final_turns": list(self.final_turns),
            "extra_turns": self.extra_turns,
            "pending": pending,
            "over": self.over,
        }

    # ------------------------------------------------------------------ JSON
    _FIELDS = ("seed", "names", "n", "deck", "discard", "track", "track_pos", "council",
               "hands", "federated", "pearls", "key_tokens", "monster_tokens", "token_pool",
               "threat", "lord_deck", "court", "lord_discard", "lords", "disabled", "locations",
               "location_deck", "face_up", "drawn_locations", "active", "turn", "purchases",
               "used_powers",
               "extra_turns", "end_trigger", "final_turns", "over", "steps", "history",
               "version")

    def to_json(self) -> str:
        data = {"game": "abyss", "schema": SCHEMA, "rng": rng_to_json(self.rng)}
        data.update({name: getattr(self, name) for name in self._FIELDS})
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> AbyssState:
        data = json.loads(text)
        if data.get("game") != "abyss" or data.get("schema") != SCHEMA:
            raise ValueError("not an Abyss game of a known version")
        s = cls()
        for name in cls._FIELDS:
            setattr(s, name, data[name])
        s.rng = rng_from_json(data["rng"])
        return s

    def copy(self) -> AbyssState:
        return AbyssState.from_json(self.to_json())

    def __repr__(self) -> str:
        return (f"<AbyssState turn {self.turn}, active {self.active}, "
                f"pending {self.pending}, over={self.over}>")
