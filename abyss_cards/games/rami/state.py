"""The Rami rule engine: one match of two players, deal after deal, to ``match_limit`` points.

A turn is a short sequence of decisions, each with a small legal set:

``take``   ``DrawPot``; ``TakeDiscard()`` for the tournante; otherwise ``TakeDiscard(then)``
           bundled with the opening / direct close (before opening) or the lay-down / lay-off
           (after) that uses the card, so that a take that cannot be honoured is refused at once.
``play``   before opening: ``Open`` (1–4 melds), ``DirectClose``, ``Discard``; after opening:
           ``LayDown`` (one meld), ``LayOff``, ``Discard``. The turn ends with the discard, or
           when the hand is empty.

The dealer's first decision (phase ``tournante``) is a ``Discard``.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass

from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction
from abyss_cards.core.rng import new_rng, rng_from_json, rng_to_json
from abyss_cards.games.rami import melds as M
from abyss_cards.games.rami.actions import (
    Action,
    DealEnded,
    Dealt,
    DirectClose,
    Discard,
    Discarded,
    DrawPot,
    Drew,
    JokerRecovered,
    LaidOff,
    LayDown,
    LayOff,
    MatchEnded,
    MeldLaid,
    Open,
    PotRebuilt,
    TakeDiscard,
    TookDiscard,
)
from abyss_cards.games.rami.cards import JOKER, SUITS, code_of, full_deck, rank_of, sort_key
from abyss_cards.games.rami.melds import IllegalMeld, analyse

SCHEMA = 1
HAND_SIZE = 14
NOT_OPENED_PENALTY = 100
PENALTY_PER_CARD = 10



def _refuse(template: str, **params: object) -> IllegalAction:
    return IllegalAction(template, **params)


@dataclass
class TableMeld:
    """A meld on the table: whose it is and its cards in order."""

    owner: int
    cards: list[str]

    @property
    def kind(self) -> str:
        return analyse(self.cards).kind

    @property
    def info(self) -> M.Meld:
        return analyse(self.cards)

    def __str__(self) -> str:
        return " ".join(self.cards)


@dataclass(frozen=True)
class OpeningCheck:
    """What the table shows while a player builds an opening: its value against the target."""

    value: int
    required: int
    ok: bool
    reason: str | None = None
    error: IllegalAction | None = None


class RamiState:
    """One Rami match. Build it with ``new_game``; read the accessors; ``apply`` actions."""

    def __init__(self) -> None:
        self.players: list[str] = []
        self.threshold = 81
        self.jokers = 4
        self.match_limit = 500
        self.max_turns: int | None = None
        self.seed: int | None = None
        self.rng = new_rng(0)
        self.dealer = 0
        self.first_dealer = 0
        self.deal_number = 0
        self.deal_scores: list[list[int]] = []
        self.deal_winners: list[int | None] = []
        self.deal_opened: list[list[bool]] = []
        # One list per finished deal: each seat's opening value, None if it never opened.
        self.deal_opening_values: list[list[int | None]] = []
        self.totals = [0, 0]
        self.hands: list[list[str]] = [[], []]
        self.pot: list[str] = []
        self.discard_pile: list[str] = []
        self.melds: list[TableMeld] = []
        self.opened = [False, False]
        self.opening_value = [0, 0]
        self.openings_made = 0
        self.phase = "tournante"
        self._current: int | None = 0
        self.tournante: str | None = None
        self.tournante_open = False
        self.turn = 0
        self.history: list[tuple] = []
        self.winner: int | None = None
        self.loser: int | None = None

    # ------------------------------------------------------------------ accessors
    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self._current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def pot_size(self) -> int:
        return len(self.pot)

    def required(self, seat: int) -> int:
        """Points the first lay-down of ``seat`` must reach now."""
        other = self.opening_value[1 - seat] if self.opened[1 - seat] else 0
        return max(self.threshold, other + 1) if other else self.threshold

    @property
    def top_discard(self) -> str | None:
        return self.discard_pile[-1] if self.discard_pile else None

    # ------------------------------------------------------------------ dealing
    def _deal(self, deck: list[str] | None) -> list:
        if deck is None:
            deck = full_deck(self.jokers)
            self.rng.shuffle(deck)
        self.deal_number += 1
        d, o = self.dealer, 1 - self.dealer
        self.hands = [[], []]
        self.hands[d] = list(deck[:15])
        self.hands[o] = list(deck[15:29])
        self.pot = list(deck[29:])
        self.discard_pile = []
        self.melds = []
        self.opened = [False, False]
        self.opening_value = [0, 0]
        self.phase = "tournante"
        self._current = d
        self.tournante = None
        self.tournante_open = False
        self.turn = 0
        self.history = []
        return [Dealt(self.deal_number, d, (len(self.hands[0]), len(self.hands[1])))]

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        seat = self._current
        hand = self.hands[seat]
        distinct = sorted(set(hand), key=sort_key)
        if self.phase == "tournante":
            return [Discard(c) for c in distinct]
        if self.phase == "take":
            actions: list[Action] = []
            if self.pot:
                actions.append(DrawPot())
            top = self.top_discard
            if top is None or len(hand) == 1:
                return actions
            if self._tournante_takeable():
                actions.append(TakeDiscard())
                return actions
            if not self.opened[seat]:
                for ms in M.all_openings(hand, self.required(seat), taken=top):
                    actions.append(TakeDiscard(Open(tuple(m.cards for m in ms))))
                for ms in M.all_direct_closes(hand, taken=top):
                    actions.append(TakeDiscard(DirectClose(tuple(m.cards for m in ms))))
            else:
                for m in M.candidate_melds(hand + [top]):
                    if top in m.cards:
                        actions.append(TakeDiscard(LayDown(m.cards)))
                actions.extend(TakeDiscard(a) for a in self._lay_offs_of(top))
            return _unique(actions)
        # play
        actions = []
        if not self.opened[seat]:
            for ms in M.all_openings(hand, self.required(seat)):
                actions.append(Open(tuple(m.cards for m in ms)))
            for ms in M.all_direct_closes(hand):
                actions.append(DirectClose(tuple(m.cards for m in ms)))
        else:
            for m in M.candidate_melds(hand):
                actions.append(LayDown(m.cards))
            for c in distinct:
                actions.extend(self._lay_offs_of(c))
        actions.extend(Discard(c) for c in distinct)
        return _unique(actions)

    @property
    def tournante_takeable(self) -> bool:
        """The current player may take the tournante now (on its own, without condition)."""
        return self._tournante_takeable()

    def _tournante_takeable(self) -> bool:
        return (
            self.tournante_open
            and self.phase == "take"
            and self._current != self.dealer
            and self.top_discard == self.tournante
        )

    def _lay_offs_of(self, card: str) -> list[LayOff]:
        out = []
        for i, meld in enumerate(self.melds):
            for end in _ends(meld):
                if _laid_off(meld.cards, card, end) is not None:
                    out.append(LayOff(card, i, end))
        return out

    def lay_off_options(self, card: str) -> list[LayOff]:
        """Where ``card`` could be laid off now (ignores whose turn it is): for the table's
        drag and drop."""
        return self._lay_offs_of(card)

    # ------------------------------------------------------------------ validation helpers
    def check(self, action: Action) -> None:
        """Raise the refusal ``apply(action)`` would give, without changing anything."""
        self._validate(action)

    def is_legal(self, action: Action) -> bool:
        try:
            self._validate(action)
        except IllegalAction:
            return False
        return True

    def check_opening(self, melds, *, take: bool = False) -> OpeningCheck:
        """Would the current player's opening of ``melds`` (lists of codes, e.g. the zones whose
        switches are on) be accepted now — with the top discard taken if ``take``?"""
        seat = self._current if self._current is not None else 0
        required = self.required(seat)
        value = 0
        for cards in melds:
            try:
                value += analyse(cards).value
            except IllegalMeld:
                pass
        action: Action = Open(tuple(tuple(m) for m in melds))
        if take:
            action = TakeDiscard(action)
        try:
            self._validate(action)
        except IllegalAction as exc:
            return OpeningCheck(value, required, False, str(exc), exc)
        return OpeningCheck(value, required, True)

    def check_meld(self, cards) -> M.Meld:
        """``analyse`` for a zone of the hand: the meld, or ``IllegalMeld`` with the reason."""
        return analyse(cards)

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list:
        """Play ``action`` for the current player; returns the events. Refuses with
        ``IllegalAction`` (and changes nothing) when the rules do not allow it."""
        self._validate(action)
        return self._perform(action)

    def _validate(self, action: Action) -> None:
        if self.phase == "over":
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The match is over"))
        seat = self._current
        hand = self.hands[seat]
        if self.phase == "tournante":
            if not isinstance(action, Discard):
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The dealer starts by discarding the tournante"))
            self._need_cards(hand, [action.card])
            return
        if self.phase == "take":
            if isinstance(action, DrawPot):
                if not self.pot:
                    raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The pot is empty"))
                return
            if isinstance(action, TakeDiscard):
                self._validate_take(seat, hand, action)
                return
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "Take a card first: from the pot or the discard"))
        # play
        if isinstance(action, DrawPot | TakeDiscard):
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "You have already taken a card this turn"))
        self._validate_play(seat, hand, action, taken=None)

    def _validate_take(self, seat: int, hand: list[str], action: TakeDiscard) -> None:
        top = self.top_discard
        if top is None:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "There is no discard to take"))
        if len(hand) == 1:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "One card in hand: draw from the pot"))
        if self._tournante_takeable():
            if action.then is not None:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "Take the tournante on its own, then play"))
            return
        if action.then is None:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The taken card must be played at once"))
        if not self.opened[seat] and not isinstance(action.then, Open | DirectClose):
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "Before opening, take the discard only to open or to close"))
        if self.opened[seat] and not isinstance(action.then, LayDown | LayOff | Open | DirectClose):
            # After opening the taken card goes into a new meld or a lay-off, never back to the
            # discard (a second copy in hand would otherwise pass the card check).
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The taken card must be played at once"))
        self._validate_play(seat, hand, action.then, taken=top)

    def _need_cards(self, hand: list[str], cards) -> None:
        missing = Counter(cards) - Counter(hand)
        if missing:
            raise _refuse(
                QT_TRANSLATE_NOOP("Refusal", "These cards are not in your hand: {cards}"),
                cards=" ".join(sorted(missing.elements(), key=sort_key)),
            )

    def _validate_play(self, seat: int, hand: list[str], action, taken: str | None) -> None:
        available = hand + ([taken] if taken is not None else [])
        if isinstance(action, Discard):
            self._need_cards(hand, [action.card])
            return
        if isinstance(action, Open):
            if self.opened[seat]:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "You have already opened"))
            self._validate_melds(available, action.melds, taken)
            value = sum(analyse(m).value for m in action.melds)
            required = self.required(seat)
            if value < required:
                if self.opened[1 - seat]:
                    raise _refuse(
                        QT_TRANSLATE_NOOP("Refusal", "{value} / {required} points (the opponent opened with {opponent})"),
                        value=value, required=required, opponent=self.opening_value[1 - seat],
                    )
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "{value} / {required} points"),
                              value=value, required=required)
            return
        if isinstance(action, DirectClose):
            if self.opened[seat]:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "You have already opened: lay your cards down"))
            self._validate_melds(available, action.melds, taken)
            placed = sum(len(m) for m in action.melds)
            if len(available) - placed > 1:
                raise _refuse(
                    QT_TRANSLATE_NOOP("Refusal", "A direct close places all your cards but one: {left} left"),
                    left=len(available) - placed,
                )
            return
        if isinstance(action, LayDown | LayOff) and not self.opened[seat]:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "Open first: new melds and lay-offs come after the opening"))
        if isinstance(action, LayDown):
            self._need_cards(available, action.meld)
            analyse(action.meld)
            if taken is not None and taken not in action.meld:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The taken card must be played at once"))
            return
        if isinstance(action, LayOff):
            if taken is not None and action.card != taken:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The taken card must be played at once"))
            self._need_cards(available, [action.card])
            if not 0 <= action.meld < len(self.melds):
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "There is no meld {meld}"), meld=action.meld)
            meld = self.melds[action.meld]
            if action.end not in _ends(meld):
                if meld.kind == "run":
                    raise _refuse(QT_TRANSLATE_NOOP("Refusal", "Choose where the card goes on the run"))
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "{card} does not fit on this meld"), card=action.card)
            _laid_off(meld.cards, action.card, action.end, explain=True)
            return
        raise _refuse(QT_TRANSLATE_NOOP("Refusal", "This is not a Rami action"))

    def _validate_melds(self, available: list[str], melds, taken: str | None) -> None:
        if not 1 <= len(melds) <= M.MAX_MELDS_AT_ONCE:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "Lay down one to four melds at once"))
        infos = [analyse(m) for m in melds]
        self._need_cards(available, [c for m in melds for c in m])
        if taken is not None:
            total = sum(m.cards.count(taken) for m in infos)
            if total == 0:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The taken card must be played at once"))
            clean = [m for m in infos if m.clean]
            if not clean:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "No clean run"))
            if not any(total - m.cards.count(taken) >= 1 for m in clean):
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The taken card cannot count in the clean run"))
        elif not any(m.clean for m in infos):
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "No clean run"))

    # ------------------------------------------------------------------ perform
    def _perform(self, action: Action) -> list:
        seat = self._current
        hand = self.hands[seat]
        events: list = []
        if self.phase == "tournante":
            hand.remove(action.card)
            self.discard_pile.append(action.card)
            self.tournante = action.card
            self.tournante_open = True
            self.history.append(("discard", seat, action.card))
            events.append(Discarded(seat, action.card, tournante=True))
            self._next_turn()
            return events
        if self.phase == "take":
            if isinstance(action, DrawPot):
                card = self.pot.pop(0)
                hand.append(card)
                self.tournante_open = False
                self.history.append(("draw", seat))
                events.append(Drew(seat, card))
                if not self.pot:
                    events.extend(self._rebuild_pot())
                self.phase = "play"
                return events
            top = self.discard_pile.pop()
            self.history.append(("take", seat, top))
            events.append(TookDiscard(seat, top))
            tournante = self._tournante_takeable_before(top)
            self.tournante_open = False
            hand.append(top)
            self.phase = "play"
            if tournante or action.then is None:
                return events
            events.extend(self._perform_play(seat, action.then))
            return events
        events.extend(self._perform_play(seat, action))
        return events

    def _tournante_takeable_before(self, top: str) -> bool:
        return self.tournante_open and self._current != self.dealer and top == self.tournante

    def _perform_play(self, seat: int, action) -> list:
        hand = self.hands[seat]
        events: list = []
        if isinstance(action, Discard):
            hand.remove(action.card)
            self.discard_pile.append(action.card)
            self.history.append(("discard", seat, action.card))
            events.append(Discarded(seat, action.card))
            if not hand:
                events.extend(self._end_deal(seat))
            else:
                self._next_turn()
                events.extend(self._maybe_turn_limit())
            return events
        if isinstance(action, Open | DirectClose):
            value = 0
            for cards in action.melds:
                events.append(self._lay(seat, cards, opening=True))
                value += analyse(cards).value
            if isinstance(action, Open):
                self.opened[seat] = True
                self.opening_value[seat] = value
                self.openings_made += 1
            else:
                if hand:
                    card = hand.pop()
                    self.discard_pile.append(card)
                    self.history.append(("discard", seat, card))
                    events.append(Discarded(seat, card, automatic=True))
                events.extend(self._end_deal(seat))
                return events
        elif isinstance(action, LayDown):
            events.append(self._lay(seat, action.meld))
        elif isinstance(action, LayOff):
            meld = self.melds[action.meld]
            new_cards, freed = _laid_off(meld.cards, action.card, action.end)
            hand.remove(action.card)
            meld.cards = new_cards
            self.history.append(("lay_off", seat, action.card, action.meld, action.end))
            events.append(LaidOff(seat, action.card, action.meld, action.end))
            if freed:
                hand.append(JOKER)
                self.history.append(("joker", seat, action.meld))
                events.append(JokerRecovered(seat, action.meld))
        if len(hand) == 1:
            # Every other card is placed: the last one is discarded automatically and the
            # deal is won (laying it off or discarding it would both empty the hand).
            card = hand.pop()
            self.discard_pile.append(card)
            self.history.append(("discard", seat, card))
            events.append(Discarded(seat, card, automatic=True))
        if not hand:
            events.extend(self._end_deal(seat))
        return events

    def _lay(self, seat: int, cards, opening: bool = False) -> MeldLaid:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        self.melds.append(TableMeld(seat, list(cards)))
        self.history.append(("meld", seat, tuple(cards)))
        return MeldLaid(seat, len(self.melds) - 1, tuple(cards), opening)

    def _rebuild_pot(self) -> list:
        if not self.discard_pile:
            return []
        self.pot = self.discard_pile
        self.discard_pile = []
        self.rng.shuffle(self.pot)
        self.history.append(("rebuild", len(self.pot)))
        return [PotRebuilt(len(self.pot))]

    def _next_turn(self) -> None:
        self._current = 1 - self._current
        self.turn += 1
        self.phase = "take"

    def _maybe_turn_limit(self) -> list:
        if self.max_turns is not None and self.turn >= self.max_turns:
            return self._end_deal(None)
        if not self.pot and not self.legal_actions():
            # Cannot happen with a full deck (a drawn-out pot is rebuilt at once); a guard.
            return self._end_deal(None)
        return []

    def _end_deal(self, winner: int | None) -> list:
        penalties = [0, 0]
        if winner is not None:
            loser = 1 - winner
            penalties[loser] = (
                PENALTY_PER_CARD * len(self.hands[loser]) if self.opened[loser]
                else NOT_OPENED_PENALTY
            )
        self.deal_scores.append(penalties)
        self.deal_winners.append(winner)
        self.deal_opened.append(list(self.opened))
        self.deal_opening_values.append(
            [self.opening_value[i] if self.opened[i] else None for i in range(2)]
        )
        for i in range(2):
            self.totals[i] += penalties[i]
        events: list = [DealEnded(winner, tuple(penalties), tuple(tuple(h) for h in self.hands))]
        over = [i for i in range(2) if self.totals[i] >= self.match_limit]
        if over:
            self.loser = over[0] if len(over) == 1 else max(over, key=lambda i: self.totals[i])
            self.winner = 1 - self.loser
            self.phase = "over"
            self._current = None
            events.append(MatchEnded(self.winner, self.loser, tuple(self.totals)))
            return events
        self.dealer = 1 - self.dealer
        events.extend(self._deal(None))
        return events

    # ------------------------------------------------------------------ view
    def view(self, seat: int):
        from abyss_cards.games.rami.view import RamiView

        return RamiView.of(self, seat)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> str:
        return json.dumps({
            "game": "rami",
            "schema": SCHEMA,
            "players": self.players,
            "options": {
                "threshold": self.threshold, "jokers": self.jokers,
                "match_limit": self.match_limit, "max_turns": self.max_turns,
                "first_dealer": self.first_dealer,
            },
            "seed": self.seed,
            "rng": rng_to_json(self.rng),
            "dealer": self.dealer,
            "deal_number": self.deal_number,
            "deal_scores": self.deal_scores,
            "deal_winners": self.deal_winners,
            "deal_opened": self.deal_opened,
            "deal_opening_values": self.deal_opening_values,
            "totals": self.totals,
            "hands": self.hands,
            "pot": self.pot,
            "discard_pile": self.discard_pile,
            "melds": [{"owner": m.owner, "cards": m.cards} for m in self.melds],
            "opened": self.opened,
            "opening_value": self.opening_value,
            "openings_made": self.openings_made,
            "phase": self.phase,
            "current": self._current,
            "tournante": self.tournante,
            "tournante_open": self.tournante_open,
            "turn": self.turn,
            "history": [list(h) for h in self.history],
            "winner": self.winner,
            "loser": self.loser,
        })

    def copy(self) -> RamiState:
        return from_json(self.to_json())


def _unique(actions: list) -> list:
    seen = set()
    out = []
    for a in actions:
        if a not in seen:
            seen.add(a)
            out.append(a)
    return out


def _ends(meld: TableMeld) -> tuple[str, ...]:
    if meld.kind == "run":
        return ("low", "high", "joker")
    return ("",)


def _laid_off(cards: list[str], card: str, end: str, explain: bool = False):
    """``(new cards, joker freed)`` after laying ``card`` at ``end``, or ``None`` (or the refusal
    raised when ``explain``)."""
    info = analyse(cards)

    def no(template: str, **params):
        if explain:
            raise _refuse(template, **params)
        return None

    if info.kind == "set":
        if card == JOKER:
            if info.has_joker:
                return no(QT_TRANSLATE_NOOP("Refusal", "This meld already has a joker"))
            if len(cards) >= 4:
                return no(QT_TRANSLATE_NOOP("Refusal", "A set has at most four cards"))
            return list(analyse(cards + [JOKER]).cards), False
        if rank_of(card) != info.rank:
            return no(QT_TRANSLATE_NOOP("Refusal", "{card} does not fit on this meld"), card=card)
        if card in cards:
            return no(QT_TRANSLATE_NOOP("Refusal", "A set cannot hold the same suit twice ({card})"), card=card)
        naturals = [c for c in cards if c != JOKER]
        if len(naturals) == 3 and info.has_joker:
            # The fourth natural suit frees the joker.
            return list(analyse(naturals + [card]).cards), True
        if len(cards) >= 4:
            return no(QT_TRANSLATE_NOOP("Refusal", "A set has at most four cards"))
        return list(analyse(cards + [card]).cards), False
    # run
    if end == "joker":
        if info.joker_for is None:
            return no(QT_TRANSLATE_NOOP("Refusal", "This run has no joker to take back"))
        if card != info.joker_for:
            return no(QT_TRANSLATE_NOOP("Refusal", "Only {card} takes the joker's place"), card=info.joker_for)
        return [card if c == JOKER else c for c in cards], True
    if card == JOKER and info.has_joker:
        return no(QT_TRANSLATE_NOOP("Refusal", "This meld already has a joker"))
    if end not in ("low", "high"):
        return no(QT_TRANSLATE_NOOP("Refusal", "Choose where the card goes on the run"))
    position = info.low - 1 if end == "low" else info.high + 1
    if not 1 <= position <= 14 or (
        card != JOKER and card != code_of(SUITS.index(info.suit), position)
    ):
        return no(QT_TRANSLATE_NOOP("Refusal", "{card} does not fit at this end of the run"), card=card)
    new = [card] + cards if end == "low" else cards + [card]
    try:
        return list(analyse(new).cards), False
    except IllegalMeld:
        return no(QT_TRANSLATE_NOOP("Refusal", "{card} does not fit at this end of the run"), card=card)


def new_game(
    players=2,
    seed: int | None = None,
    *,
    deck: list[str] | None = None,
    threshold: int = 81,
    jokers: int = 4,
    match_limit: int = 500,
    dealer: int = 0,
    max_turns: int | None = None,
) -> RamiState:
    """A new match. ``players``: two names, or 2. ``deck``: the first deal stacked (full list of
    codes, top first). ``max_turns``: a safety net for simulations (a deal that long is void)."""
    if isinstance(players, int):
        players = [f"Player {i + 1}" for i in range(players)]
    players = list(players)
    if len(players) != 2:
        raise ValueError("Rami is played by two players")
    if jokers not in (2, 4):
        raise ValueError("jokers must be 2 or 4")
    if dealer not in (0, 1):
        raise ValueError("dealer must be 0 or 1")
    state = RamiState()
    state.players = players
    state.threshold = threshold
    state.jokers = jokers
    state.match_limit = match_limit
    state.max_turns = max_turns
    state.rng = new_rng(seed)
    state.seed = seed
    state.dealer = state.first_dealer = dealer
    if deck is not None:
        deck = list(deck)
        if Counter(deck) != Counter(full_deck(jokers)):
            raise ValueError(f"a stacked deck must hold the {len(full_deck(jokers))} cards once")
    state._deal(deck)
    return state


def from_json(text: str) -> RamiState:
    data = json.loads(text)
    if data.get("game") != "rami" or data.get("schema") != SCHEMA:
        raise ValueError("not a Rami save of a known version")
    s = RamiState()
    s.players = list(data["players"])
    opts = data["options"]
    s.threshold = opts["threshold"]
    s.jokers = opts["jokers"]
    s.match_limit = opts["match_limit"]
    s.max_turns = opts["max_turns"]
    s.first_dealer = opts["first_dealer"]
    s.seed = data["seed"]
    s.rng = rng_from_json(data["rng"])
    s.dealer = data["dealer"]
    s.deal_number = data["deal_number"]
    s.deal_scores = [list(x) for x in data["deal_scores"]]
    s.deal_winners = list(data["deal_winners"])
    s.deal_opened = [list(x) for x in data["deal_opened"]]
    # Saves from before this field: the values are unknown, the deals are kept.
    s.deal_opening_values = [
        list(x) for x in data.get("deal_opening_values", [[None, None]] * len(s.deal_opened))
    ]
    s.totals = list(data["totals"])
    s.hands = [list(h) for h in data["hands"]]
    s.pot = list(data["pot"])
    s.discard_pile = list(data["discard_pile"])
    s.melds = [TableMeld(m["owner"], list(m["cards"])) for m in data["melds"]]
    s.opened = list(data["opened"])
    s.opening_value = list(data["opening_value"])
    s.openings_made = data["openings_made"]
    s.phase = data["phase"]
    s._current = data["current"]
    s.tournante = data["tournante"]
    s.tournante_open = data["tournante_open"]
    s.turn = data["turn"]
    s.history = [tuple(h) for h in data["history"]]
    s.winner = data["winner"]
    s.loser = data["loser"]
    return s
