"""The state of a game of Plongée and its rules (see the module docstring of ``events`` for what
``apply`` returns).

The state is kept in plain lists and ints so that tournaments run fast: for each seat the true
values (``None`` once a column is removed) and a public grid (the value when face up, ``None`` when
face down, ``REMOVED`` once removed) kept in step, so a view is a few list copies.
"""

from __future__ import annotations

import json

from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction
from abyss_cards.core.rng import new_rng, rng_from_json, rng_to_json
from abyss_cards.games.plongee import events as ev
from abyss_cards.games.plongee.actions import (
    DISCARDS,
    DRAW,
    FLIPS,
    PLACES,
    TAKES,
    DiscardDrawn,
    Draw,
    Flip,
    Place,
    TakeDiscard,
    action_from_json,
    action_to_json,
)
from abyss_cards.games.plongee.cards import DECK, REMOVED, SLOTS, Card, is_deck
from abyss_cards.games.plongee.view import PlongeeView

SCHEMA = 1
MIN_PLAYERS, MAX_PLAYERS = 2, 8

# Phases of the pending decision.
OPENING, TURN, DRAWN, OVER = 0, 1, 2, 3
PHASE_NAMES = ("opening", "turn", "drawn", "over")


def _refuse(template: str, **params) -> IllegalAction:
    return IllegalAction(template, **params)


def new_game(players, seed: int | None = None, *, deck=None, target: int = 100) -> PlongeeState:
    """A new game for ``players`` (2–8 names, or a count), dealt and waiting for the opening flips.

    ``deck`` stacks the first deal: the 150 values, top first (see the rulings for the order).
    """
    if isinstance(players, int):
        names = tuple(f"Player {i + 1}" for i in range(players))
    else:
        names = tuple(str(p) for p in players)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"Plongée is played by 2 to 8 players, not {len(names)}")
    if deck is not None:
        deck = [int(v) for v in deck]
        if not is_deck(deck):
            raise ValueError("a stacked deck must hold exactly the 150 cards of Plongée")
    if seed is None:
        seed = new_rng(None).randrange(2**63)
    state = PlongeeState.__new__(PlongeeState)
    state._init(names, seed, target)
    state._deal(deck)
    return state


class PlongeeState:
    """One game of Plongée. Mutated by ``apply``; read through the accessors."""

    # --- set-up -------------------------------------------------------------------------------

    def _init(self, names: tuple[str, ...], seed: int, target: int) -> None:
        self.names = names
        self.n = len(names)
        self.seed = seed
        self.target = target
        self._rng = new_rng(seed)
        self.round_number = 0
        self.opener: int | None = None
        self._previous_opener: int | None = None
        self.round_scores: list[list[int]] = []
        self.raw_scores: list[list[int]] = []
        self.round_closers: list[int] = []
        self.round_turns: list[int] = []
        self.totals = [0] * self.n
        self.winners: tuple[int, ...] = ()
        self.history: list = []  # every applied action since the deal of round 1

    def _deal(self, deck=None) -> None:
        """Deal a round: a stacked deck (top first) or the whole deck shuffled."""
        if deck is None:
            deck = self._shuffled(list(DECK))
        n = self.n
        self.round_number += 1
        self._vals = [deck[12 * s : 12 * s + 12] for s in range(n)]
        self._vis = [[None] * SLOTS for _ in range(n)]
        self._hidden = [SLOTS] * n
        # Per seat: bit s set if slot s is hidden, bit 12 + s if it was removed.
        self._mask = [0xFFF] * n
        top = deck[12 * n]
        self._discard = [top]
        self._log = [(None, ev.OPENING_CARD)]
        # The draw pile keeps its top at the end of the list, so drawing is a pop().
        self._draw = deck[12 * n + 1 :][::-1]
        self._drawn: int | None = None
        self.phase = OPENING
        self.current: int | None = 0
        self._opening_flips = 0
        self.closer: int | None = None
        self._last_turns_left = 0
        self.turns = 0
        if self.round_number > 1:
            self._previous_opener = self.opener
        self.opener = None

    def _shuffled(self, cards: list) -> list:
        # Sorting on random keys is a uniform shuffle, several times faster than
        # random.shuffle in pure Python (tournaments deal thousands of rounds a second).
        rnd = self._rng.random
        keys = [rnd() for _ in cards]
        order = sorted(range(len(cards)), key=keys.__getitem__)
        return [cards[i] for i in order]

    def deal_event(self) -> ev.RoundDealt:
        """The deal of the round on the table, for a table that starts from this state."""
        return ev.RoundDealt(self.round_number, self.n, self._discard[0] if self._discard else 0,
                             len(self._draw))

    # --- accessors ----------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    @property
    def grids(self) -> tuple[tuple[Card | None, ...], ...]:
        """Per seat, 12 entries: ``None`` for a removed card, else a ``Card(value, face_up)``."""
        return tuple(
            tuple(
                None if v is None else Card(v, pub is not None)
                for v, pub in zip(vals, vis, strict=True)
            )
            for vals, vis in zip(self._vals, self._vis, strict=True)
        )

    @property
    def discard_top(self) -> int | None:
        return self._discard[-1] if self._discard else None

    @property
    def discard_history(self) -> tuple[int, ...]:
        """Values on the discard, oldest first, since the last reshuffle."""
        return tuple(self._discard)

    @property
    def discard_log(self) -> tuple[tuple[int, int | None, str], ...]:
        """``(value, seat, reason)`` for each card of ``discard_history`` (seat None: opening
        card); reasons: "opening", "replaced", "drawn", "column"."""
        return tuple((v, s, r) for v, (s, r) in zip(self._discard, self._log, strict=True))

    @property
    def draw_pile_size(self) -> int:
        return len(self._draw)

    @property
    def draw_pile(self) -> tuple[int, ...]:
        """The draw pile, next card first: for tests and replays only, never for a player."""
        return tuple(reversed(self._draw))

    @property
    def drawn(self) -> int | None:
        return self._drawn

    def hidden_count(self, seat: int) -> int:
        return self._hidden[seat]

    def view(self, seat: int) -> PlongeeView:
        """What ``seat`` may see: face-down values hidden (also its own), the drawn card only to
        its drawer."""
        drawer = self.current if self.phase == DRAWN else None
        return PlongeeView(
            seat,
            self.n,
            self.current,
            self.phase,
            tuple(map(tuple, self._vis)),
            tuple(self._discard),
            self._drawn if drawer == seat else None,
            drawer,
            len(self._draw),
            self.round_number,
            self.opener,
            self.closer,
            tuple(self.totals),
            self.target,
            self._opening_flips,
            self.turns,
        )

    # --- legal actions ------------------------------------------------------------------------

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == OVER:
            return []
        vis = self._vis[self.current]
        # The legal moves only depend on the phase, which slots are hidden or removed, and
        # whether the draw pile has cards: cache them under that key.
        key = (self._mask[self.current] << 3) | (phase << 1) | (1 if self._draw else 0)
        cached = _LEGAL_CACHE.get(key)
        if cached is None:
            cached = _LEGAL_CACHE[key] = tuple(self._compute_legal(phase, vis))
        return list(cached)

    def _compute_legal(self, phase, vis) -> list:
        if phase == OPENING:
            return [FLIPS[s] for s in range(SLOTS) if vis[s] is None]
        if phase == TURN:
            out = [TAKES[s] for s in range(SLOTS) if vis[s] is not REMOVED]
            if self._draw:
                out.append(DRAW)
            out += [FLIPS[s] for s in range(SLOTS) if vis[s] is None]
            return out
        out = [PLACES[s] for s in range(SLOTS) if vis[s] is not REMOVED]
        out += [DISCARDS[s] for s in range(SLOTS) if vis[s] is None]
        return out

    # --- applying an action -------------------------------------------------------------------

    def apply(self, action, seat: int | None = None, *, record: bool = True) -> list:
        """Play ``action`` for the current player (``seat``, if given, must be that player).

        Returns the events (an empty list when ``record`` is false, which tournaments use).
        Raises ``IllegalAction`` and leaves the state unchanged when the rules refuse it.
        """
        phase = self.phase
        if phase == OVER:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The game is over"))
        me = self.current
        if seat is not None and seat != me:
            raise _refuse(
                QT_TRANSLATE_NOOP("Refusal", "It is not your turn: {player} is playing"),
                player=self.names[me], current=me, seat=seat)
        cls = action.__class__
        out = [] if record else None
        vis = self._vis[me]
        if cls is Draw:
            if phase == OPENING:
                raise _refuse(QT_TRANSLATE_NOOP(
                    "Refusal", "During the opening, flip two of your cards before drawing"))
            if phase == DRAWN:
                raise _refuse(QT_TRANSLATE_NOOP(
                    "Refusal", "You already hold a drawn card: place it or discard it"))
            if not self._draw:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "The draw pile is empty"))
            value = self._draw.pop()
            self._drawn = value
            self.phase = DRAWN
            self.history.append(action)
            if out is not None:
                out.append(ev.CardDrawn(me, value, len(self._draw)))
            return out if out is not None else []
        if cls not in _SLOT_ACTIONS:
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "Unknown action: {action}"),
                          action=repr(action))
        slot = action.slot
        if slot.__class__ is not int or not 0 <= slot < SLOTS:
            raise _refuse(QT_TRANSLATE_NOOP(
                "Refusal", "There is no slot {slot}: slots go from 0 to 11"), slot=slot)
        pub = vis[slot]
        if pub is REMOVED:
            raise _refuse(QT_TRANSLATE_NOOP(
                "Refusal", "Slot {slot} is empty: its column was removed"), slot=slot)
        discard = self._discard
        if cls is Flip:
            if phase == DRAWN:
                raise _refuse(QT_TRANSLATE_NOOP(
                    "Refusal", "You already hold a drawn card: place it or discard it"))
            if pub is not None:
                raise _refuse(QT_TRANSLATE_NOOP(
                    "Refusal", "Slot {slot} is already face up"), slot=slot)
            value = self._reveal(me, slot)
            self.history.append(action)
            if phase == OPENING:
                if out is not None:
                    out.append(ev.CardFlipped(me, slot, value, ev.FLIP_OPENING))
                self._opening_flip(out)
                return out if out is not None else []
            if out is not None:
                out.append(ev.CardFlipped(me, slot, value, ev.FLIP_TURN))
        elif cls is TakeDiscard:
            if phase == OPENING:
                raise _refuse(QT_TRANSLATE_NOOP(
                    "Refusal", "During the opening, flip two of your cards before taking the discard"))
            if phase == DRAWN:
                raise _refuse(QT_TRANSLATE_NOOP(
                    "Refusal", "You already hold a drawn card: place it or discard it"))
            value = discard.pop()
            self._log.pop()
            old = self._replace(me, slot, value)
            self.history.append(action)
            if out is not None:
                out.append(ev.CardPlaced(me, slot, value, "discard", old, pub is not None))
                out.append(ev.CardDiscarded(me, old, ev.REPLACED, slot))
        elif cls is Place:
            if phase != DRAWN:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "You have no drawn card to place"))
            value = self._drawn
            old = self._replace(me, slot, value)
            self._drawn = None
            self.history.append(action)
            if out is not None:
                out.append(ev.CardPlaced(me, slot, value, "draw", old, pub is not None))
                out.append(ev.CardDiscarded(me, old, ev.REPLACED, slot))
        else:  # DiscardDrawn
            if phase != DRAWN:
                raise _refuse(QT_TRANSLATE_NOOP("Refusal", "You have no drawn card to discard"))
            if pub is not None:
                raise _refuse(QT_TRANSLATE_NOOP(
                    "Refusal",
                    "Slot {slot} is already face up: after discarding, flip a hidden card"),
                    slot=slot)
            drawn = self._drawn
            discard.append(drawn)
            self._log.append((me, ev.DRAWN))
            self._drawn = None
            value = self._reveal(me, slot)
            self.history.append(action)
            if out is not None:
                out.append(ev.CardDiscarded(me, drawn, ev.DRAWN, None))
                out.append(ev.CardFlipped(me, slot, value, ev.FLIP_AFTER_DISCARD))
        self._end_turn(me, slot & 3, out)
        return out if out is not None else []

    def _reveal(self, me: int, slot: int) -> int:
        """Turn the hidden card at ``slot`` face up; its value."""
        value = self._vals[me][slot]
        self._vis[me][slot] = value
        self._hidden[me] -= 1
        self._mask[me] &= ~(1 << slot)
        return value

    def _replace(self, me: int, slot: int, value: int) -> int:
        """Place ``value`` face up at ``slot``; the card it replaces goes face up onto the
        discard pile. Returns that card."""
        vals = self._vals[me]
        old = vals[slot]
        vals[slot] = value
        if self._vis[me][slot] is None:
            self._hidden[me] -= 1
            self._mask[me] &= ~(1 << slot)
        self._vis[me][slot] = value
        self._discard.append(old)
        self._log.append((me, ev.REPLACED))
        return old

    # --- rules between actions ----------------------------------------------------------------

    def _opening_flip(self, out) -> None:
        self._opening_flips += 1
        if self._opening_flips < 2:
            return
        self._opening_flips = 0
        if self.current + 1 < self.n:
            self.current += 1
            return
        sums, highest = [], []
        for vis in self._vis:
            up = [v for v in vis if v is not None]
            sums.append(sum(up))
            highest.append(max(up))
        best = max(zip(sums, highest, strict=True))
        tied = [s for s in range(self.n) if (sums[s], highest[s]) == best]
        start = 0 if self._previous_opener is None else (self._previous_opener + 1) % self.n
        opener = min(tied, key=lambda s: (s - start) % self.n)
        self.opener = opener
        self.current = opener
        self.phase = TURN
        if out is not None:
            out.append(ev.OpenerChosen(opener, tuple(sums), tuple(highest)))

    def _remove_column(self, seat: int, column: int, out) -> None:
        vals = self._vals[seat]
        vis = self._vis[seat]
        value = vals[column]
        for slot in (column, column + 4, column + 8):
            vals[slot] = None
            vis[slot] = REMOVED
            self._mask[seat] |= 1 << (12 + slot)
            self._discard.append(value)
            self._log.append((seat, ev.COLUMN))
        if out is not None:
            out.append(ev.ColumnRemoved(seat, column, value, (column, column + 4, column + 8)))

    def _end_turn(self, me: int, column: int, out) -> None:
        vis = self._vis[me]
        a = vis[column]
        if a.__class__ is int and a == vis[column + 4] and a == vis[column + 8]:
            self._remove_column(me, column, out)
        if not self._draw:
            self._reshuffle(out)
        self.turns += 1
        self.phase = TURN
        if self.closer is None:
            if self._hidden[me] == 0:
                self.closer = me
                self._last_turns_left = self.n - 1
                if out is not None:
                    out.append(ev.RoundClosing(
                        me, tuple((me + k) % self.n for k in range(1, self.n))))
        else:
            self._last_turns_left -= 1
            if self._last_turns_left == 0:
                self._score_round(out)
                return
        self.current = me + 1 if me + 1 < self.n else 0

    def _reshuffle(self, out) -> None:
        discard = self._discard
        if len(discard) < 2:
            return  # cannot happen with 2–8 players; Draw is simply not offered then
        top = discard[-1]
        pile = self._shuffled(discard[:-1])
        self._draw = pile
        self._discard = [top]
        self._log = [self._log[-1]]
        if out is not None:
            out.append(ev.DrawPileReshuffled(top, len(pile)))

    def _score_round(self, out) -> None:
        n = self.n
        for seat in range(n):
            vals, vis = self._vals[seat], self._vis[seat]
            for slot in range(SLOTS):
                if vis[slot] is None:
                    vis[slot] = vals[slot]
                    if out is not None:
                        out.append(ev.CardFlipped(seat, slot, vals[slot], ev.FLIP_FINAL))
            self._hidden[seat] = 0
            self._mask[seat] &= ~0xFFF
        removed = []
        for seat in range(n):
            vis = self._vis[seat]
            for column in range(4):
                a = vis[column]
                if a.__class__ is int and a == vis[column + 4] and a == vis[column + 8]:
                    self._remove_column(seat, column, out)
            removed.append(tuple(c for c in range(4) if vis[c] is REMOVED))
        raw = [sum(v for v in vals if v is not None) for vals in self._vals]
        scored = list(raw)
        closer = self.closer
        doubled = raw[closer] > 0 and any(raw[s] <= raw[closer] for s in range(n) if s != closer)
        if doubled:
            scored[closer] *= 2
        for seat in range(n):
            self.totals[seat] += scored[seat]
        self.raw_scores.append(raw)
        self.round_scores.append(scored)
        self.round_closers.append(closer)
        self.round_turns.append(self.turns)
        if out is not None:
            out.append(ev.RoundScored(
                self.round_number, closer, tuple(tuple(v) for v in self._vals), tuple(removed),
                tuple(raw), tuple(scored), doubled, tuple(self.totals)))
        if max(self.totals) >= self.target:
            low = min(self.totals)
            self.winners = tuple(s for s in range(n) if self.totals[s] == low)
            self.phase = OVER
            self.current = None
            if out is not None:
                out.append(ev.GameOver(tuple(self.totals), self.winners))
            return
        self._deal()
        if out is not None:
            out.append(self.deal_event())

    # --- saving -------------------------------------------------------------------------------

    def to_json(self) -> str:
        """The whole state, versioned, as JSON text; ``from_json`` restores it exactly."""
        data = {
            "game": "plongee",
            "schema": SCHEMA,
            "names": list(self.names),
            "seed": self.seed,
            "target": self.target,
            "rng": rng_to_json(self._rng),
            "round_number": self.round_number,
            "opener": self.opener,
            "previous_opener": self._previous_opener,
            "round_scores": self.round_scores,
            "raw_scores": self.raw_scores,
            "round_closers": self.round_closers,
            "round_turns": self.round_turns,
            "totals": self.totals,
            "winners": list(self.winners),
            "history": [action_to_json(a) for a in self.history],
            "values": self._vals,
            "face_up": [[v is not None and v is not REMOVED for v in vis] for vis in self._vis],
            "removed": [[v is REMOVED for v in vis] for vis in self._vis],
            "discard": self._discard,
            "discard_log": [list(entry) for entry in self._log],
            "draw_pile": self._draw,
            "drawn": self._drawn,
            "phase": PHASE_NAMES[self.phase],
            "current": self.current,
            "opening_flips": self._opening_flips,
            "closer": self.closer,
            "last_turns_left": self._last_turns_left,
            "turns": self.turns,
        }
        return json.dumps(data, separators=(",", ":"))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlongeeState):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return (f"<Plongée round {self.round_number}, {PHASE_NAMES[self.phase]}, "
                f"seat {self.current} to play, totals {self.totals}>")


_LEGAL_CACHE: dict[int, tuple] = {}
_SLOT_ACTIONS = frozenset((Flip, TakeDiscard, Place, DiscardDrawn))


def from_json(text: str) -> PlongeeState:
    """Restore a state saved by ``PlongeeState.to_json``."""
    data = json.loads(text)
    if data.get("game") != "plongee":
        raise ValueError("not a saved game of Plongée")
    if data.get("schema") != SCHEMA:
        raise ValueError(f"unknown Plongée save schema {data.get('schema')!r}")
    state = PlongeeState.__new__(PlongeeState)
    state._init(tuple(data["names"]), data["seed"], data["target"])
    state._rng = rng_from_json(data["rng"])
    state.round_number = data["round_number"]
    state.opener = data["opener"]
    state._previous_opener = data["previous_opener"]
    state.round_scores = [list(r) for r in data["round_scores"]]
    state.raw_scores = [list(r) for r in data["raw_scores"]]
    state.round_closers = list(data["round_closers"])
    state.round_turns = list(data["round_turns"])
    state.totals = list(data["totals"])
    state.winners = tuple(data["winners"])
    state.history = [action_from_json(a) for a in data["history"]]
    state._vals = [list(v) for v in data["values"]]
    state._vis = [
        [REMOVED if gone else (v if up else None)
         for v, up, gone in zip(vals, ups, gones, strict=True)]
        for vals, ups, gones in zip(data["values"], data["face_up"], data["removed"], strict=True)
    ]
    state._hidden = [sum(1 for v in vis if v is None) for vis in state._vis]
    state._mask = [
        sum(1 << s for s in range(SLOTS) if vis[s] is None)
        | sum(1 << (12 + s) for s in range(SLOTS) if vis[s] is REMOVED)
        for vis in state._vis
    ]
    state._discard = list(data["discard"])
    state._log = [(s, r) for s, r in data["discard_log"]]
    state._draw = list(data["draw_pile"])
    state._drawn = data["drawn"]
    state.phase = PHASE_NAMES.index(data["phase"])
    state.current = data["current"]
    state._opening_flips = data["opening_flips"]
    state.closer = data["closer"]
    state._last_turns_left = data["last_turns_left"]
    state.turns = data["turns"]
    return state
