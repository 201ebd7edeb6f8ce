"""The Rami rule engine: one match of two players, deal after deal, to ``match_limit`` points.

A turn is a short sequence of decisions, each with a small legal set:

``take``   ``DrawPot``; ``TakeDiscard()`` for the tournante; otherwise ``TakeDiscard(then)``
           bundled with the opening / direct close (before opening) or the lay-down / lay-off
           (after) that uses the card, so that a take that cannot be honoured is refused at once.
``play``   before opening: ``Open`` (1–4 melds), ``DirectClose``, ``Discard``; after opening:
           ``LayDown`` (one meld), ``LayOff``, ``Discard``. The turn ends with the discard, or
           when the hand is empty.

The dealer's first decision (phase ``tournante``) is a ``Discard``.

``history`` holds every decision of the match (``Turn(seat, action)``): a new game with the same
seed and options given the same actions reaches the same state. ``log`` is the deal's public
log (what was discarded, taken, laid), which the discard dock and the bots read.

Saves are input: ``from_json`` reads every field with its type and runs ``check_invariants``
(cards conserved over the two decks and the jokers, hand sizes, ranges, totals, every meld on
the table valid, the phase consistent), and raises ``ValueError`` with a plain message.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction
from abyss_cards.core.game import Turn, refuse
from abyss_cards.core.rng import new_rng, rng_to_json
from abyss_cards.games.rami import melds as M
from abyss_cards.games.rami.actions import (
    ACTION_TYPES,
    CODEC,
    Action,
    DirectClose,
    Discard,
    DrawPot,
    LayDown,
    LayOff,
    Open,
    TakeDiscard,
)
from abyss_cards.games.rami.cards import (
    JOKER,
    SUITS,
    code_of,
    full_deck,
    is_card,
    rank_of,
    sort_key,
)
from abyss_cards.games.rami.events import (
    DealEnded,
    Dealt,
    Discarded,
    Drew,
    Happening,
    JokerRecovered,
    LaidOff,
    MatchEnded,
    MeldLaid,
    PotRebuilt,
    TookDiscard,
)
from abyss_cards.games.rami.melds import IllegalMeld, analyse

SCHEMA = 2  # 1: release 0.1 (no match history; the deal log as lists)
HAND_SIZE = 14
DEALER_HAND = 15
MAX_HAND = 15  # 14 + the card taken; a recovered joker replaces the card laid off
NOT_OPENED_PENALTY = 100
PENALTY_PER_CARD = 10
PHASES = ("tournante", "take", "play", "over")
MAX_THRESHOLD = 1000
MAX_MATCH_LIMIT = 100_000

TAKEN_AT_ONCE = QT_TRANSLATE_NOOP("Refusal", "The taken card must be played at once")


def taken_card_refusal() -> IllegalAction:
    """The refusal of anything but playing a taken discard (a screen holding one shows it)."""
    return refuse("taken_card_unplayed", TAKEN_AT_ONCE)


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


def tournante_takeable(game: Any) -> bool:
    """May the player to move take the tournante now, on its own and without condition?

    The one statement of the rule, for a state or a view (both have these fields): the dealer's
    first discard, still alone on the pile, offered once to the dealer's opponent.
    """
    top = game.discard_pile[-1] if game.discard_pile else None
    return bool(
        game.tournante_open
        and game.phase == "take"
        and game.current_player is not None
        and game.current_player != game.dealer
        and top is not None
        and top == game.tournante
    )


class RamiState:
    """One Rami match. Build it with ``new_game``; read the accessors; ``apply`` actions."""

    def __init__(self) -> None:
        self.players: list[str] = []
        self.threshold = 81
        self.jokers = 4
        self.match_limit = 500
        self.max_turns: int | None = None
        self.stacked: list[str] | None = None  # the first deal's stacked deck, if any
        self.seed: int | None = None
        self.rng = new_rng(0)
        self.dealer = 0
        self.first_dealer = 0
        self.deal_number = 0
        # Per finished deal, each seat's penalty points (every game's ``round_scores``).
        self.round_scores: list[list[int]] = []
        self.deal_winners: list[int | None] = []
        self.deal_opened: list[list[bool]] = []
        # One list per finished deal: each seat's opening value, None if it never opened.
        self.deal_opening_values: list[list[int | None]] = []
        # One list per finished deal: the seat's own turn of the deal (1 = its first) on which
        # it opened, None if it never opened (the statistics' "turns to open").
        self.deal_open_turns: list[list[int | None]] = []
        self._totals = [0, 0]
        self.hands: list[list[str]] = [[], []]
        self.pot: list[str] = []
        self.discard_pile: list[str] = []
        self.melds: list[TableMeld] = []
        self.opened = [False, False]
        self.opening_value = [0, 0]
        self.open_turns: list[int | None] = [None, None]
        self.openings_made = 0
        self.phase = "tournante"
        self._current: int | None = 0
        self.tournante: str | None = None
        self.tournante_open = False
        self.turn = 0
        self.log: list[Happening] = []
        self._history: list[Turn] = []
        # False for a match saved by release 0.1: its history starts in the middle.
        self.replayable = True
        self._winner: int | None = None
        self.loser: int | None = None

    # ------------------------------------------------------------------ the contract
    @property
    def num_players(self) -> int:
        return 2

    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self._current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def winners(self) -> tuple[int, ...]:
        return (self._winner,) if self._winner is not None else ()

    @property
    def scores(self) -> tuple[int, ...]:
        """Running totals (penalty points: the lower, the better)."""
        return tuple(self._totals)

    @property
    def history(self) -> Sequence[Turn]:
        """Every decision of the match, in order: enough to replay it from the seed."""
        return tuple(self._history)

    # ------------------------------------------------------------------ accessors
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

    @property
    def tournante_takeable(self) -> bool:
        """The current player may take the tournante now (on its own, without condition)."""
        return tournante_takeable(self)

    @property
    def dealer_to_discard(self) -> bool:
        """The deal has just been dealt: the dealer's first decision is a discard."""
        return self.phase == "tournante"

    @property
    def to_take(self) -> bool:
        """The player to move begins the turn: draw from the pot or take the discard."""
        return self.phase == "take"

    @property
    def may_discard(self) -> bool:
        """The player to move may end the turn with a discard now (the card taken is in)."""
        return self.phase in ("tournante", "play")

    # ------------------------------------------------------------------ dealing
    def _deal(self, deck: list[str] | None) -> list[Any]:
        if deck is None:
            deck = full_deck(self.jokers)
            self.rng.shuffle(deck)
        self.deal_number += 1
        d, o = self.dealer, 1 - self.dealer
        self.hands = [[], []]
        self.hands[d] = list(deck[:DEALER_HAND])
        self.hands[o] = list(deck[DEALER_HAND : DEALER_HAND + HAND_SIZE])
        self.pot = list(deck[DEALER_HAND + HAND_SIZE :])
        self.discard_pile = []
        self.melds = []
        self.opened = [False, False]
        self.opening_value = [0, 0]
        self.open_turns = [None, None]
        self.phase = "tournante"
        self._current = d
        self.tournante = None
        self.tournante_open = False
        self.turn = 0
        self.log = []
        return [Dealt(self.deal_number, d, (len(self.hands[0]), len(self.hands[1])))]

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        if self.phase == "over" or self._current is None:
            return []
        seat = self._current
        hand = self.hands[seat]
        distinct = sorted(set(hand), key=sort_key)
        if self.phase == "tournante":
            return [Discard(c) for c in distinct]
        if self.phase == "take":
            return self._legal_takes(seat, hand)
        return self._legal_plays(seat, hand, distinct)

    def _legal_takes(self, seat: int, hand: list[str]) -> list[Action]:
        """Draw from the pot, or take the top discard (for the meld or lay-off it goes to)."""
        actions: list[Action] = []
        if self.pot:
            actions.append(DrawPot())
        top = self.top_discard
        if top is None or len(hand) == 1:
            return actions
        if self.tournante_takeable:
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

    def _legal_plays(self, seat: int, hand: list[str], distinct: list[str]) -> list[Action]:
        """Open or close, lay down and lay off once opened, or discard."""
        actions: list[Action] = []
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

    def _lay_offs_of(self, card: str) -> list[LayOff]:
        out = []
        for i, meld in enumerate(self.melds):
            for end in _ends(meld):
                if _laid_off(meld.cards, card, end) is not None:
                    out.append(LayOff(card, i, end))
        return out

    # ------------------------------------------------------------------ queries for the table
    def lay_off_options(self, card: str) -> list[LayOff]:
        """Where ``card`` fits on the table's melds (ignores whose turn it is)."""
        return self._lay_offs_of(card) if is_card(card) else []

    def lay_off_targets(self, card: str) -> list[LayOff]:
        """Where the player to move may lay ``card`` off now: after opening, in the play phase
        a card of the hand, in the take phase the top discard (taken to be laid off at once)."""
        seat = self._current
        if seat is None or self.phase not in ("play", "take") or not self.opened[seat]:
            return []
        if self.phase == "take":
            if card != self.top_discard or self.tournante_takeable:
                return []
            return [o for o in self.lay_off_options(card) if self.is_legal(TakeDiscard(o))]
        return [o for o in self.lay_off_options(card) if self.is_legal(o)]

    def lay_down_action(self, melds: Iterable[Iterable[str]], *, take: bool = False) -> Action:
        """The action that lays ``melds`` down for the player to move before opening: a direct
        close when it places every card but one at most and is legal, else an opening; wrapped
        in ``TakeDiscard`` when the top discard is taken for it."""
        groups = tuple(tuple(m) for m in melds)
        close = DirectClose(groups)
        seat = self._current
        if seat is not None and not self.opened[seat]:
            hand = len(self.hands[seat]) + (1 if take else 0)
            action: Action = TakeDiscard(close) if take else close
            if hand - sum(len(m) for m in groups) <= 1 and self.is_legal(action):
                return action
        opening = Open(groups)
        return TakeDiscard(opening) if take else opening

    def refusal(self, action: object) -> IllegalAction | None:
        """Why ``apply(action)`` would be refused (its ``code`` and message), or ``None``."""
        try:
            self._validate(action)
        except IllegalAction as exc:
            return exc
        return None

    def take_refusal(self) -> IllegalAction | None:
        """Why the top discard cannot be taken now at all (none, one card left, not the time),
        or ``None`` when it can: on its own (the tournante) or to be played at once."""
        exc = self.refusal(TakeDiscard())
        return None if exc is None or exc.code == "tournante_not_takeable" else exc

    def check(self, action: object) -> None:
        """Raise the refusal ``apply(action)`` would give, without changing anything."""
        self._validate(action)

    def is_legal(self, action: object) -> bool:
        return self.refusal(action) is None

    def check_opening(self, melds: Iterable[Iterable[str]], *, take: bool = False) -> OpeningCheck:
        """Would the current player's opening of ``melds`` (lists of codes, e.g. the zones whose
        switches are on) be accepted now — with the top discard taken if ``take``?"""
        seat = self._current if self._current is not None else 0
        required = self.required(seat)
        groups = [tuple(m) for m in melds]
        value = 0
        for cards in groups:
            try:
                value += analyse(cards).value
            except IllegalMeld:
                pass
        opening = Open(tuple(groups))
        exc = self.refusal(TakeDiscard(opening) if take else opening)
        if exc is not None:
            return OpeningCheck(value, required, False, str(exc), exc)
        return OpeningCheck(value, required, True)

    def opening_facts(self, *, take: bool = False) -> M.OpeningFacts:
        """The exact search's facts about the current player's opening now (with the top
        discard taken if ``take``): the best opening, whether a clean run exists, the most a
        clean-run opening makes. For the screen to say what *would* open."""
        seat = self._current if self._current is not None else 0
        taken = self.top_discard if take else None
        return M.opening_facts(self.hands[seat], self.required(seat), taken=taken)

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Any]:
        """Play ``action`` for the current player; returns the events. Refuses with
        ``IllegalAction`` (and changes nothing) when the rules do not allow it."""
        self._validate(action)
        seat = self._current
        assert seat is not None
        self._history.append(Turn(seat, action))
        return self._perform(action)

    def _validate(self, action: object) -> None:
        if self.phase == "over" or self._current is None:
            raise refuse("match_over", QT_TRANSLATE_NOOP("Refusal", "The match is over"))
        if not _well_formed(action):
            raise refuse("not_an_action", QT_TRANSLATE_NOOP("Refusal", "This is not a Rami action"))
        seat = self._current
        hand = self.hands[seat]
        if self.phase == "tournante":
            if not isinstance(action, Discard):
                raise refuse(
                    "tournante_first",
                    QT_TRANSLATE_NOOP("Refusal", "The dealer starts by discarding the tournante"),
                )
            self._need_cards(hand, [action.card])
            return
        if self.phase == "take":
            if isinstance(action, DrawPot):
                if not self.pot:
                    raise refuse("pot_empty", QT_TRANSLATE_NOOP("Refusal", "The pot is empty"))
                return
            if isinstance(action, TakeDiscard):
                self._validate_take(seat, hand, action)
                return
            raise refuse(
                "take_first",
                QT_TRANSLATE_NOOP("Refusal", "Take a card first: from the pot or the discard"),
            )
        # play
        if isinstance(action, DrawPot | TakeDiscard):
            raise refuse(
                "already_took",
                QT_TRANSLATE_NOOP("Refusal", "You have already taken a card this turn"),
            )
        self._validate_play(seat, hand, action, taken=None)

    def _validate_take(self, seat: int, hand: list[str], action: TakeDiscard) -> None:
        top = self.top_discard
        if top is None:
            raise refuse("no_discard", QT_TRANSLATE_NOOP("Refusal", "There is no discard to take"))
        if len(hand) == 1:
            raise refuse(
                "one_card_left", QT_TRANSLATE_NOOP("Refusal", "One card in hand: draw from the pot")
            )
        if self.tournante_takeable:
            if action.then is not None:
                raise refuse(
                    "tournante_alone",
                    QT_TRANSLATE_NOOP("Refusal", "Take the tournante on its own, then play"),
                )
            return
        if action.then is None:
            # Only the tournante is taken on its own; any other discard is played at once.
            raise refuse("tournante_not_takeable", TAKEN_AT_ONCE)
        if not self.opened[seat] and not isinstance(action.then, Open | DirectClose):
            raise refuse(
                "take_to_open_or_close",
                QT_TRANSLATE_NOOP(
                    "Refusal", "Before opening, take the discard only to open or to close"
                ),
            )
        if self.opened[seat] and not isinstance(action.then, LayDown | LayOff | Open | DirectClose):
            # After opening the taken card goes into a new meld or a lay-off, never back to the
            # discard (a second copy in hand would otherwise pass the card check).
            raise taken_card_refusal()
        self._validate_play(seat, hand, action.then, taken=top)

    def _need_cards(self, hand: list[str], cards: Iterable[str]) -> None:
        missing = Counter(cards) - Counter(hand)
        if missing:
            raise refuse(
                "not_in_hand",
                QT_TRANSLATE_NOOP("Refusal", "These cards are not in your hand: {cards}"),
                cards=" ".join(sorted(missing.elements(), key=sort_key)),
            )

    def _validate_play(self, seat: int, hand: list[str], action: object, taken: str | None) -> None:
        available = hand + ([taken] if taken is not None else [])
        if isinstance(action, Discard):
            self._need_cards(hand, [action.card])
        elif isinstance(action, Open):
            self._validate_open(seat, available, action, taken)
        elif isinstance(action, DirectClose):
            self._validate_direct_close(seat, available, action, taken)
        elif isinstance(action, LayDown | LayOff):
            if not self.opened[seat]:
                raise refuse(
                    "open_first",
                    QT_TRANSLATE_NOOP(
                        "Refusal", "Open first: new melds and lay-offs come after the opening"
                    ),
                )
            if isinstance(action, LayDown):
                self._validate_lay_down(available, action, taken)
            else:
                self._validate_lay_off(available, action, taken)
        else:
            raise refuse("not_an_action", QT_TRANSLATE_NOOP("Refusal", "This is not a Rami action"))

    def _validate_open(
        self, seat: int, available: list[str], action: Open, taken: str | None
    ) -> None:
        if self.opened[seat]:
            raise refuse("already_opened", QT_TRANSLATE_NOOP("Refusal", "You have already opened"))
        self._validate_melds(available, action.melds, taken)
        value = sum(analyse(m).value for m in action.melds)
        required = self.required(seat)
        if value < required:
            if self.opened[1 - seat]:
                raise refuse(
                    "opening_too_low",
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "{value} / {required} points (the opponent opened with {opponent})",
                    ),
                    value=value,
                    required=required,
                    opponent=self.opening_value[1 - seat],
                )
            raise refuse(
                "opening_too_low",
                QT_TRANSLATE_NOOP("Refusal", "{value} / {required} points"),
                value=value,
                required=required,
            )

    def _validate_direct_close(
        self, seat: int, available: list[str], action: DirectClose, taken: str | None
    ) -> None:
        if self.opened[seat]:
            raise refuse(
                "already_opened",
                QT_TRANSLATE_NOOP("Refusal", "You have already opened: lay your cards down"),
            )
        self._validate_melds(available, action.melds, taken)
        placed = sum(len(m) for m in action.melds)
        if len(available) - placed > 1:
            raise refuse(
                "close_leaves_cards",
                QT_TRANSLATE_NOOP(
                    "Refusal", "A direct close places all your cards but one: {left} left"
                ),
                left=len(available) - placed,
            )

    def _validate_lay_down(self, available: list[str], action: LayDown, taken: str | None) -> None:
        self._need_cards(available, action.meld)
        analyse(action.meld)
        if taken is not None and taken not in action.meld:
            raise taken_card_refusal()

    def _validate_lay_off(self, available: list[str], action: LayOff, taken: str | None) -> None:
        if taken is not None and action.card != taken:
            raise taken_card_refusal()
        self._need_cards(available, [action.card])
        if not 0 <= action.meld < len(self.melds):
            raise refuse(
                "no_such_meld",
                QT_TRANSLATE_NOOP("Refusal", "There is no meld {meld}"),
                meld=action.meld,
            )
        meld = self.melds[action.meld]
        if action.end not in _ends(meld):
            if meld.kind == "run":
                raise refuse(
                    "choose_end",
                    QT_TRANSLATE_NOOP("Refusal", "Choose where the card goes on the run"),
                )
            raise refuse(
                "does_not_fit",
                QT_TRANSLATE_NOOP("Refusal", "{card} does not fit on this meld"),
                card=action.card,
            )
        _laid_off(meld.cards, action.card, action.end, explain=True)

    def _validate_melds(
        self, available: list[str], melds: Sequence[Sequence[str]], taken: str | None
    ) -> None:
        if not 1 <= len(melds) <= M.MAX_MELDS_AT_ONCE:
            raise refuse(
                "meld_count", QT_TRANSLATE_NOOP("Refusal", "Lay down one to four melds at once")
            )
        infos = [analyse(m) for m in melds]
        self._need_cards(available, [c for m in melds for c in m])
        if taken is not None:
            total = sum(m.cards.count(taken) for m in infos)
            if total == 0:
                raise taken_card_refusal()
            clean = [m for m in infos if m.clean]
            if not clean:
                raise refuse("no_clean_run", QT_TRANSLATE_NOOP("Refusal", "No clean run"))
            if not any(total - m.cards.count(taken) >= 1 for m in clean):
                raise refuse(
                    "taken_in_clean_run",
                    QT_TRANSLATE_NOOP("Refusal", "The taken card cannot count in the clean run"),
                )
        elif not any(m.clean for m in infos):
            raise refuse("no_clean_run", QT_TRANSLATE_NOOP("Refusal", "No clean run"))

    # ------------------------------------------------------------------ perform
    def _perform(self, action: Action) -> list[Any]:
        seat = self._current
        assert seat is not None
        hand = self.hands[seat]
        events: list[Any] = []
        if self.phase == "tournante":
            assert isinstance(action, Discard)
            hand.remove(action.card)
            self.discard_pile.append(action.card)
            self.tournante = action.card
            self.tournante_open = True
            self.log.append(Happening("discard", seat, action.card))
            events.append(Discarded(seat, action.card, tournante=True))
            self._next_turn()
            return events
        if self.phase == "take":
            if isinstance(action, DrawPot):
                card = self.pot.pop(0)
                hand.append(card)
                self.tournante_open = False
                self.log.append(Happening("draw", seat))
                events.append(Drew(seat, card))
                if not self.pot:
                    events.extend(self._rebuild_pot())
                self.phase = "play"
                return events
            assert isinstance(action, TakeDiscard)
            free = self.tournante_takeable
            top = self.discard_pile.pop()
            self.log.append(Happening("take", seat, top))
            events.append(TookDiscard(seat, top))
            self.tournante_open = False
            hand.append(top)
            self.phase = "play"
            if free or action.then is None:
                return events
            events.extend(self._perform_play(seat, action.then))
            return events
        events.extend(self._perform_play(seat, action))
        return events

    def _perform_play(self, seat: int, action: Action) -> list[Any]:
        hand = self.hands[seat]
        if isinstance(action, Discard):
            return self._perform_discard(seat, action)
        events: list[Any] = []
        if isinstance(action, Open | DirectClose):
            if self._lay_opening(seat, action, events):
                return events
        elif isinstance(action, LayDown):
            events.append(self._lay(seat, action.meld))
        elif isinstance(action, LayOff):
            events.extend(self._perform_lay_off(seat, action))
        if len(hand) == 1:
            # Every other card is placed: the last one is discarded automatically and the
            # deal is won (laying it off or discarding it would both empty the hand).
            card = hand.pop()
            self.discard_pile.append(card)
            self.log.append(Happening("discard", seat, card))
            events.append(Discarded(seat, card, automatic=True))
        if not hand:
            events.extend(self._end_deal(seat))
        return events

    def _perform_discard(self, seat: int, action: Discard) -> list[Any]:
        hand = self.hands[seat]
        events: list[Any] = []
        hand.remove(action.card)
        self.discard_pile.append(action.card)
        self.log.append(Happening("discard", seat, action.card))
        events.append(Discarded(seat, action.card))
        if not hand:
            events.extend(self._end_deal(seat))
        else:
            self._next_turn()
            events.extend(self._maybe_turn_limit())
        return events

    def _lay_opening(self, seat: int, action: Open | DirectClose, events: list[Any]) -> bool:
        """The opening's melds laid (``events`` told); True when it closed the deal directly
        (the deal's end told too)."""
        hand = self.hands[seat]
        value = 0
        for cards in action.melds:
            events.append(self._lay(seat, cards, opening=True))
            value += analyse(cards).value
        if isinstance(action, Open):
            self.opened[seat] = True
            self.opening_value[seat] = value
            # The turns alternate from the dealer's (turn 0): this seat's own count.
            self.open_turns[seat] = self.turn // 2 + 1
            self.openings_made += 1
            return False
        if hand:
            card = hand.pop()
            self.discard_pile.append(card)
            self.log.append(Happening("discard", seat, card))
            events.append(Discarded(seat, card, automatic=True))
        events.extend(self._end_deal(seat))
        return True

    def _perform_lay_off(self, seat: int, action: LayOff) -> list[Any]:
        hand = self.hands[seat]
        events: list[Any] = []
        meld = self.melds[action.meld]
        laid = _laid_off(meld.cards, action.card, action.end)
        assert laid is not None
        new_cards, freed = laid
        hand.remove(action.card)
        meld.cards = new_cards
        self.log.append(Happening("lay_off", seat, action.card, meld=action.meld, end=action.end))
        events.append(LaidOff(seat, action.card, action.meld, action.end))
        if freed:
            hand.append(JOKER)
            self.log.append(Happening("joker", seat, meld=action.meld))
            events.append(JokerRecovered(seat, action.meld))
        return events

    def _lay(self, seat: int, cards: Sequence[str], opening: bool = False) -> MeldLaid:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        self.melds.append(TableMeld(seat, list(cards)))
        self.log.append(Happening("meld", seat, cards=tuple(cards)))
        return MeldLaid(seat, len(self.melds) - 1, tuple(cards), opening)

    def _rebuild_pot(self) -> list[Any]:
        if not self.discard_pile:
            return []
        self.pot = self.discard_pile
        self.discard_pile = []
        self.rng.shuffle(self.pot)
        self.log.append(Happening("rebuild", None, size=len(self.pot)))
        return [PotRebuilt(len(self.pot))]

    def _next_turn(self) -> None:
        assert self._current is not None
        self._current = 1 - self._current
        self.turn += 1
        self.phase = "take"

    def _maybe_turn_limit(self) -> list[Any]:
        if self.max_turns is not None and self.turn >= self.max_turns:
            return self._end_deal(None)
        if not self.pot and not self.legal_actions():
            # Cannot happen with a full deck (a drawn-out pot is rebuilt at once); a guard.
            return self._end_deal(None)
        return []

    def _end_deal(self, winner: int | None) -> list[Any]:
        penalties = [0, 0]
        if winner is not None:
            loser = 1 - winner
            penalties[loser] = (
                PENALTY_PER_CARD * len(self.hands[loser])
                if self.opened[loser]
                else NOT_OPENED_PENALTY
            )
        self.round_scores.append(penalties)
        self.deal_winners.append(winner)
        self.deal_opened.append(list(self.opened))
        self.deal_opening_values.append(
            [self.opening_value[i] if self.opened[i] else None for i in range(2)]
        )
        self.deal_open_turns.append(
            [self.open_turns[i] if self.opened[i] else None for i in range(2)]
        )
        for i in range(2):
            self._totals[i] += penalties[i]
        table = tuple((m.owner, tuple(m.cards)) for m in self.melds)
        events: list[Any] = [
            DealEnded(winner, tuple(penalties), tuple(tuple(h) for h in self.hands), table)
        ]
        over = [i for i in range(2) if self._totals[i] >= self.match_limit]
        if over:
            self.loser = over[0] if len(over) == 1 else max(over, key=lambda i: self._totals[i])
            self._winner = 1 - self.loser
            self.phase = "over"
            self._current = None
            events.append(MatchEnded(self._winner, self.loser, tuple(self._totals)))
            return events
        self.dealer = 1 - self.dealer
        events.extend(self._deal(None))
        return events

    # ------------------------------------------------------------------ view
    def view(self, seat: int) -> Any:
        from abyss_cards.games.rami.view import RamiView

        return RamiView.of(self, seat)

    def resample_hidden(self, seat: int, rng: random.Random) -> RamiState:
        """A copy where the opponent's hand and the pot (what ``seat`` cannot see) are dealt
        again from the same cards, and the future shuffles are drawn anew."""
        copy = self.copy()
        other = 1 - seat
        pool = copy.hands[other] + copy.pot
        rng.shuffle(pool)
        size = len(copy.hands[other])
        copy.hands[other] = pool[:size]
        copy.pot = pool[size:]
        copy.rng = random.Random(rng.getrandbits(64))
        return copy

    # ------------------------------------------------------------------ invariants
    def check_invariants(self) -> None:
        """``ValueError`` (a plain sentence) when this state cannot happen in a Rami match."""
        from abyss_cards.games.rami.saves import check_state

        check_state(self)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> str:
        return json.dumps(
            {
                "game": "rami",
                "schema": SCHEMA,
                "players": self.players,
                "options": {
                    "threshold": self.threshold,
                    "jokers": self.jokers,
                    "match_limit": self.match_limit,
                    "max_turns": self.max_turns,
                    "first_dealer": self.first_dealer,
                    "deck": self.stacked,
                },
                "seed": self.seed,
                "rng": rng_to_json(self.rng),
                "dealer": self.dealer,
                "deal_number": self.deal_number,
                "deal_scores": self.round_scores,
                "deal_winners": self.deal_winners,
                "deal_opened": self.deal_opened,
                "deal_opening_values": self.deal_opening_values,
                "deal_open_turns": self.deal_open_turns,
                "totals": self._totals,
                "hands": self.hands,
                "pot": self.pot,
                "discard_pile": self.discard_pile,
                "melds": [{"owner": m.owner, "cards": m.cards} for m in self.melds],
                "opened": self.opened,
                "opening_value": self.opening_value,
                "open_turns": self.open_turns,
                "openings_made": self.openings_made,
                "phase": self.phase,
                "current": self._current,
                "tournante": self.tournante,
                "tournante_open": self.tournante_open,
                "turn": self.turn,
                "log": [h.to_json() for h in self.log],
                "history": [
                    {"seat": t.seat, "action": CODEC.encode(t.action)} for t in self._history
                ],
                "replayable": self.replayable,
                "winner": self._winner,
                "loser": self.loser,
            }
        )

    def copy(self) -> RamiState:
        s = RamiState()
        for name, value in vars(self).items():
            if name == "rng":
                s.rng = random.Random()
                s.rng.setstate(self.rng.getstate())
            elif name == "melds":
                s.melds = [TableMeld(m.owner, list(m.cards)) for m in self.melds]
            elif isinstance(value, list):
                setattr(s, name, [list(v) if isinstance(v, list) else v for v in value])
            else:
                setattr(s, name, value)
        return s


def _well_formed(action: object) -> bool:
    """Is ``action`` one of Rami's actions, with cards that are card codes?"""
    if not isinstance(action, ACTION_TYPES):
        return False
    if isinstance(action, Discard):
        return is_card(action.card)
    if isinstance(action, Open | DirectClose):
        return isinstance(action.melds, tuple) and all(
            isinstance(m, tuple) and all(is_card(c) for c in m) for m in action.melds
        )
    if isinstance(action, LayDown):
        return isinstance(action.meld, tuple) and all(is_card(c) for c in action.meld)
    if isinstance(action, LayOff):
        return is_card(action.card) and type(action.meld) is int and isinstance(action.end, str)
    if isinstance(action, TakeDiscard):
        return action.then is None or (
            not isinstance(action.then, TakeDiscard | DrawPot) and _well_formed(action.then)
        )
    return True


def _unique(actions: list[Action]) -> list[Action]:
    seen: set[Action] = set()
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


# What a lay-off gives: the meld's new cards, and whether it freed the joker.
_LaidOffCards = tuple[list[str], bool]
# Says no to a lay-off: ``None``, or raises the refusal when it is to be explained.
_No = Callable[..., _LaidOffCards | None]


def _laid_off(cards: list[str], card: str, end: str, explain: bool = False) -> _LaidOffCards | None:
    """``(new cards, joker freed)`` after laying ``card`` at ``end``, or ``None`` (or the refusal
    raised when ``explain``)."""
    info = analyse(cards)

    def no(code: str, template: str, **params: object) -> _LaidOffCards | None:
        if explain:
            raise refuse(code, template, **params)
        return None

    if info.kind == "set":
        return _laid_off_set(cards, card, info, no)
    return _laid_off_run(cards, card, end, info, no)


def _laid_off_set(cards: list[str], card: str, info: M.Meld, no: _No) -> _LaidOffCards | None:
    if card == JOKER:
        if info.has_joker:
            return no(
                "meld_has_joker", QT_TRANSLATE_NOOP("Refusal", "This meld already has a joker")
            )
        if len(cards) >= 4:
            return no("set_full", QT_TRANSLATE_NOOP("Refusal", "A set has at most four cards"))
        return list(analyse(cards + [JOKER]).cards), False
    if rank_of(card) != info.rank:
        return no(
            "does_not_fit",
            QT_TRANSLATE_NOOP("Refusal", "{card} does not fit on this meld"),
            card=card,
        )
    if card in cards:
        return no(
            "set_same_suit",
            QT_TRANSLATE_NOOP("Refusal", "A set cannot hold the same suit twice ({card})"),
            card=card,
        )
    naturals = [c for c in cards if c != JOKER]
    if len(naturals) == 3 and info.has_joker:
        # The fourth natural suit frees the joker.
        return list(analyse(naturals + [card]).cards), True
    if len(cards) >= 4:
        return no("set_full", QT_TRANSLATE_NOOP("Refusal", "A set has at most four cards"))
    return list(analyse(cards + [card]).cards), False


def _laid_off_run(
    cards: list[str], card: str, end: str, info: M.Meld, no: _No
) -> _LaidOffCards | None:
    if end == "joker":
        if info.joker_for is None:
            return no(
                "no_joker_to_take",
                QT_TRANSLATE_NOOP("Refusal", "This run has no joker to take back"),
            )
        if card != info.joker_for:
            return no(
                "joker_stands_for",
                QT_TRANSLATE_NOOP("Refusal", "Only {card} takes the joker's place"),
                card=info.joker_for,
            )
        return [card if c == JOKER else c for c in cards], True
    if card == JOKER and info.has_joker:
        return no("meld_has_joker", QT_TRANSLATE_NOOP("Refusal", "This meld already has a joker"))
    if end not in ("low", "high"):
        return no(
            "choose_end", QT_TRANSLATE_NOOP("Refusal", "Choose where the card goes on the run")
        )
    position = info.low - 1 if end == "low" else info.high + 1
    if not 1 <= position <= 14 or (
        card != JOKER and card != code_of(SUITS.index(info.suit), position)
    ):
        return no(
            "does_not_fit_end",
            QT_TRANSLATE_NOOP("Refusal", "{card} does not fit at this end of the run"),
            card=card,
        )
    new = [card] + cards if end == "low" else cards + [card]
    try:
        return list(analyse(new).cards), False
    except IllegalMeld:
        return no(
            "does_not_fit_end",
            QT_TRANSLATE_NOOP("Refusal", "{card} does not fit at this end of the run"),
            card=card,
        )


def new_game(
    players: int | Sequence[str] = 2,
    seed: int | None = None,
    *,
    deck: Sequence[str] | None = None,
    threshold: int = 81,
    jokers: int = 4,
    match_limit: int = 500,
    dealer: int = 0,
    max_turns: int | None = None,
) -> RamiState:
    """A new match. ``players``: two names, or 2. ``deck``: the first deal stacked (full list of
    codes, top first). ``max_turns``: a safety net for simulations (a deal that long is void)."""
    names = (
        [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    )
    if len(names) != 2:
        raise ValueError("Rami is played by two players")
    if jokers not in (2, 4):
        raise ValueError("jokers must be 2 or 4")
    if dealer not in (0, 1):
        raise ValueError("dealer must be 0 or 1")
    if not 1 <= threshold <= MAX_THRESHOLD or not 1 <= match_limit <= MAX_MATCH_LIMIT:
        raise ValueError("the opening threshold or the match limit is out of range")
    state = RamiState()
    state.players = names
    state.threshold = threshold
    state.jokers = jokers
    state.match_limit = match_limit
    state.max_turns = max_turns
    if seed is None:  # drawn here, and kept: the match replays from its seed
        seed = random.SystemRandom().randrange(2**63)
    state.rng = new_rng(seed)
    state.seed = seed
    state.dealer = state.first_dealer = dealer
    stacked = None
    if deck is not None:
        stacked = list(deck)
        if Counter(stacked) != Counter(full_deck(jokers)):
            raise ValueError(f"a stacked deck must hold the {len(full_deck(jokers))} cards once")
        state.stacked = list(stacked)
    state._deal(stacked)
    return state
