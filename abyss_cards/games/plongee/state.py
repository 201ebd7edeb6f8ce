"""The state of a game of Plongée and its rules (see the module docstring of ``events`` for what
``apply`` returns). Saving and loading (with the checks a loaded file must pass) are in
``saves``.

The state is kept in plain lists and ints so that tournaments run fast: for each seat the true
values (``None`` once a column is removed) and a public grid (the value when face up, ``None`` when
face down, ``REMOVED`` once removed) kept in step, so a view is a few list copies.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import ClassVar

from abyss_cards.core.errors import QT_TRANSLATE_NOOP
from abyss_cards.core.game import Event, Turn, refuse
from abyss_cards.core.rng import new_rng
from abyss_cards.games.plongee import events as ev
from abyss_cards.games.plongee.actions import (
    DISCARDS,
    DRAW,
    FLIPS,
    PLACES,
    TAKES,
    Action,
    DiscardDrawn,
    Draw,
    Flip,
    Place,
    TakeDiscard,
)
from abyss_cards.games.plongee.cards import (
    DECK,
    DECK_SIZE,
    HIGHEST,
    LOWEST,
    REMOVED,
    SLOTS,
    Card,
    Seen,
    is_deck,
)
from abyss_cards.games.plongee.phases import DRAWN, OPENING, OVER, PHASES, TURN
from abyss_cards.games.plongee.view import PlongeeView, fast_view

MIN_PLAYERS, MAX_PLAYERS = 2, 8
# A game ends when a total reaches the target; the new-game dialog offers 10 to 1,000.
MIN_TARGET, MAX_TARGET = 1, 100_000
REASONS = (ev.OPENING_CARD, ev.REPLACED, ev.DRAWN, ev.COLUMN)


def new_game(
    players: int | Sequence[str],
    seed: int | None = None,
    *,
    deck: Sequence[int] | None = None,
    target: int = 100,
) -> PlongeeState:
    """A new game for ``players`` (2–8 names, or a count), dealt and waiting for the opening flips.

    ``deck`` stacks the first deal: the 150 values, top first (see the rulings for the order).
    """
    if isinstance(players, bool):
        raise ValueError("the players are a count or a list of names")
    if isinstance(players, int):
        names = tuple(f"Player {i + 1}" for i in range(players))
    else:
        names = tuple(str(p) for p in players)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"Plongée is played by 2 to 8 players, not {len(names)}")
    if (
        isinstance(target, bool)
        or not isinstance(target, int)
        or not (MIN_TARGET <= target <= MAX_TARGET)
    ):
        raise ValueError(f"the game ends at {MIN_TARGET} to {MAX_TARGET} points, not {target!r}")
    stacked = None
    if deck is not None:
        stacked = [int(v) for v in deck]
        if not is_deck(stacked):
            raise ValueError("a stacked deck must hold exactly the 150 cards of Plongée")
    if seed is None:
        seed = new_rng(None).randrange(2**63)
    state = PlongeeState(names, seed, target)
    state.stacked_deck = None if stacked is None else tuple(stacked)
    state._deal(stacked)
    return state


class PlongeeState:
    """One game of Plongée. Mutated by ``apply``; read through the accessors."""

    # --- set-up -------------------------------------------------------------------------------

    def __init__(self, names: tuple[str, ...], seed: int, target: int) -> None:
        """An empty table; ``new_game`` deals it, ``saves.from_json`` fills it."""
        self.names = names
        self._n = len(names)
        self.seed = seed
        self.target = target
        self.stacked_deck: tuple[int, ...] | None = None  # the first deal's deck, if stacked
        self._rng = new_rng(seed)
        self.round_number = 0
        self.opener: int | None = None
        self._previous_opener: int | None = None
        self._round_scores: list[list[int]] = []
        self._raw_scores: list[list[int]] = []
        self._round_closers: list[int] = []
        self._round_turns: list[int] = []
        self._totals = [0] * self._n
        self._winners: tuple[int, ...] = ()
        # Every applied action since the deal of round 1, with its seat; the ``Turn`` records
        # that ``history`` gives are made when asked (tournaments never ask).
        self._history: list[tuple[int, Action]] = []
        self._turns: list[Turn] = []
        self._vals: list[list[int | None]] = []
        self._vis: list[list[Seen]] = []
        self._hidden: list[int] = []
        # Per seat: bit s set if slot s is hidden, bit 12 + s if it was removed.
        self._mask: list[int] = []
        self._discard: list[int] = []
        self._log: list[tuple[int | None, str]] = []
        # Cards taken back from the discard since it restarted: (place among every card that
        # went there, value, seat that put it there, why, seat that took it back).
        self._taken: list[tuple[int, int, int | None, str, int]] = []
        # The draw pile keeps its top at the end of the list, so drawing is a pop().
        self._draw: list[int] = []
        self._drawn: int | None = None
        self._phase = OPENING
        self._current: int | None = 0
        self._opening_flips = 0
        self.closer: int | None = None
        self._last_turns_left = 0
        self.turns = 0

    def _deal(self, deck: list[int] | None = None) -> None:
        """Deal a round: a stacked deck (top first) or the whole deck shuffled."""
        if deck is None:
            deck = self._shuffled(list(DECK))
        n = self._n
        self.round_number += 1
        self._vals = [list(deck[12 * s : 12 * s + 12]) for s in range(n)]
        self._vis = [[None] * SLOTS for _ in range(n)]
        self._hidden = [SLOTS] * n
        self._mask = [0xFFF] * n
        top = deck[12 * n]
        self._discard = [top]
        self._log = [(None, ev.OPENING_CARD)]
        self._taken = []
        self._draw = deck[12 * n + 1 :][::-1]
        self._drawn = None
        self._phase = OPENING
        self._current = 0
        self._opening_flips = 0
        self.closer = None
        self._last_turns_left = 0
        self.turns = 0
        if self.round_number > 1:
            self._previous_opener = self.opener
        self.opener = None

    def _shuffled(self, cards: list[int]) -> list[int]:
        # Sorting on random keys is a uniform shuffle, several times faster than
        # random.shuffle in pure Python (tournaments deal thousands of rounds a second).
        rnd = self._rng.random
        keys = [rnd() for _ in cards]
        order = sorted(range(len(cards)), key=keys.__getitem__)
        return [cards[i] for i in order]

    def deal_event(self) -> ev.RoundDealt:
        """The deal of the round on the table, for a table that starts from this state."""
        return ev.RoundDealt(
            self.round_number, self._n, self._discard[0] if self._discard else 0, len(self._draw)
        )

    # --- accessors ----------------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._phase is OVER

    @property
    def phase(self) -> str:
        """One of ``phases.PHASES``."""
        return self._phase

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total once the game is over (several on a tie), else ()."""
        return self._winners

    @property
    def scores(self) -> tuple[int, ...]:
        """The running totals, one per seat."""
        return tuple(self._totals)

    @property
    def round_scores(self) -> tuple[tuple[int, ...], ...]:
        """Per scored round, each seat's points after doubling."""
        return tuple(map(tuple, self._round_scores))

    @property
    def raw_scores(self) -> tuple[tuple[int, ...], ...]:
        """Per scored round, each seat's points before doubling."""
        return tuple(map(tuple, self._raw_scores))

    @property
    def round_closers(self) -> tuple[int, ...]:
        return tuple(self._round_closers)

    @property
    def round_turns(self) -> tuple[int, ...]:
        return tuple(self._round_turns)

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every applied action since the deal of round 1, with its seat: a new game with the
        same names, seed and target (and stacked deck, if any) replays it."""
        turns, done = self._turns, len(self._turns)
        if done < len(self._history):
            turns.extend(Turn(seat, action) for seat, action in self._history[done:])
        return tuple(turns)

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
    def discard_passages(self) -> tuple[tuple[int, int | None, str, int | None], ...]:
        """Every card that went onto the discard since it restarted, oldest first, as
        ``(value, seat, reason, taken_by)``: ``taken_by`` is the seat that took it back (the card
        now lies in that seat's grid), ``None`` for a card still on the discard."""
        out: list[tuple[int, int | None, str, int | None]] = []
        taken = iter(self._taken)
        nxt = next(taken, None)
        for v, (s, r) in zip(self._discard, self._log, strict=True):
            while nxt is not None and nxt[0] == len(out):
                out.append((nxt[1], nxt[2], nxt[3], nxt[4]))
                nxt = next(taken, None)
            out.append((v, s, r, None))
        while nxt is not None:
            out.append((nxt[1], nxt[2], nxt[3], nxt[4]))
            nxt = next(taken, None)
        return tuple(out)

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

    @property
    def last_turns_left(self) -> int:
        """Once a seat closed: the last turns still to play before the round is scored."""
        return self._last_turns_left

    def hidden_count(self, seat: int) -> int:
        return self._hidden[seat]

    def view(self, seat: int) -> PlongeeView:
        """What ``seat`` may see: face-down values hidden (also its own), the drawn card only to
        its drawer."""
        drawer = self._current if self._phase is DRAWN else None
        return fast_view(
            {
                "seat": seat,
                "players": self._n,
                "current_player": self._current,
                "phase": self._phase,
                "visible": tuple(map(tuple, self._vis)),
                "discard_history": tuple(self._discard),
                "drawn": self._drawn if drawer == seat else None,
                "drawer": drawer,
                "draw_pile_size": len(self._draw),
                "round_number": self.round_number,
                "opener": self.opener,
                "closer": self.closer,
                "totals": tuple(self._totals),
                "target": self.target,
                "opening_flips": self._opening_flips,
                "turns": self.turns,
            }
        )

    # --- legal actions ------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        phase = self._phase
        me = self._current
        if phase is OVER or me is None:
            return []
        # The legal moves only depend on the phase, which slots are hidden or removed, and
        # whether the draw pile has cards: cache them under that key.
        key = (self._mask[me] << 3) | (_PHASE_BITS[phase] << 1) | (1 if self._draw else 0)
        cached = _LEGAL_CACHE.get(key)
        if cached is None:
            cached = _LEGAL_CACHE[key] = tuple(self._compute_legal(phase, self._vis[me]))
        return list(cached)

    def _compute_legal(self, phase: str, vis: list[Seen]) -> list[Action]:
        out: list[Action] = []
        if phase is OPENING:
            return [FLIPS[s] for s in range(SLOTS) if vis[s] is None]
        if phase is TURN:
            out += [TAKES[s] for s in range(SLOTS) if vis[s] is not REMOVED]
            if self._draw:
                out.append(DRAW)
            out += [FLIPS[s] for s in range(SLOTS) if vis[s] is None]
            return out
        out += [PLACES[s] for s in range(SLOTS) if vis[s] is not REMOVED]
        out += [DISCARDS[s] for s in range(SLOTS) if vis[s] is None]
        return out

    def is_legal(self, action: object) -> bool:
        return action in self.legal_actions()

    # --- applying an action -------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the current player; the events, in order.

        Raises ``IllegalAction`` (with a ``code``) and leaves the state unchanged when the
        rules refuse it.
        """
        out: list[Event] = []
        self._play(action, out)
        return out

    def apply_quietly(self, action: Action) -> None:
        """``apply`` without building the events: what tournaments use, for speed."""
        self._play(action, None)

    def _play(self, action: Action, out: list[Event] | None) -> None:
        phase = self._phase
        me = self._current
        if phase is OVER or me is None:
            raise refuse("game_over", QT_TRANSLATE_NOOP("Refusal", "The game is over"))
        if action.__class__ is Draw:
            self._play_draw(me, action, out)
            return
        play = self._SLOT_PLAYS.get(action.__class__)
        if play is None:
            raise refuse(
                "unknown_action",
                QT_TRANSLATE_NOOP("Refusal", "Unknown action: {action}"),
                action=repr(action),
            )
        slot = action.slot  # type: ignore[union-attr]
        if slot.__class__ is not int or not 0 <= slot < SLOTS:
            raise refuse(
                "no_such_slot",
                QT_TRANSLATE_NOOP("Refusal", "There is no slot {slot}: slots go from 0 to 11"),
                slot=slot,
            )
        pub = self._vis[me][slot]
        if pub is REMOVED:
            raise refuse(
                "slot_removed",
                QT_TRANSLATE_NOOP("Refusal", "Slot {slot} is empty: its column was removed"),
                slot=slot,
            )
        play(self, me, action, slot, pub, out)
        # Only a flip is legal during the opening (the other plays refuse it).
        if phase is OPENING:
            self._opening_flip(me, out)
        else:
            self._end_turn(me, slot & 3, out)

    # One method per action, each refusing before it changes anything. A slot action's method
    # gets the slot and what the player sees there (``pub``), and leaves the end of the turn
    # (or of the opening flip) to ``_play``.
    def _play_draw(self, me: int, action: Action, out: list[Event] | None) -> None:
        phase = self._phase
        if phase is OPENING:
            raise refuse(
                "opening_flip_first",
                QT_TRANSLATE_NOOP(
                    "Refusal", "During the opening, flip two of your cards before drawing"
                ),
            )
        if phase is DRAWN:
            raise refuse(
                "holding_drawn_card",
                QT_TRANSLATE_NOOP(
                    "Refusal", "You already hold a drawn card: place it or discard it"
                ),
            )
        if not self._draw:
            raise refuse("draw_pile_empty", QT_TRANSLATE_NOOP("Refusal", "The draw pile is empty"))
        value = self._draw.pop()
        self._drawn = value
        self._phase = DRAWN
        self._history.append((me, action))
        if out is not None:
            out.append(ev.CardDrawn(me, value, len(self._draw)))

    def _play_flip(
        self, me: int, action: Action, slot: int, pub: Seen, out: list[Event] | None
    ) -> None:
        phase = self._phase
        if phase is DRAWN:
            raise refuse(
                "holding_drawn_card",
                QT_TRANSLATE_NOOP(
                    "Refusal", "You already hold a drawn card: place it or discard it"
                ),
            )
        if pub is not None:
            raise refuse(
                "already_face_up",
                QT_TRANSLATE_NOOP("Refusal", "Slot {slot} is already face up"),
                slot=slot,
            )
        value = self._reveal(me, slot)
        self._history.append((me, action))
        if out is not None:
            why = ev.FLIP_OPENING if phase is OPENING else ev.FLIP_TURN
            out.append(ev.CardFlipped(me, slot, value, why))

    def _play_take_discard(
        self, me: int, action: Action, slot: int, pub: Seen, out: list[Event] | None
    ) -> None:
        phase = self._phase
        if phase is OPENING:
            raise refuse(
                "opening_flip_first",
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "During the opening, flip two of your cards before taking the discard",
                ),
            )
        if phase is DRAWN:
            raise refuse(
                "holding_drawn_card",
                QT_TRANSLATE_NOOP(
                    "Refusal", "You already hold a drawn card: place it or discard it"
                ),
            )
        # The top card's place among every card that went there: all the cards under it,
        # and every card taken back before (each was covered at once by the card it
        # replaced, so each went there before this one).
        discard = self._discard
        who, why = self._log.pop()
        value = discard.pop()
        self._taken.append((len(discard) + len(self._taken), value, who, why, me))
        old = self._replace(me, slot, value)
        self._history.append((me, action))
        if out is not None:
            out.append(ev.CardPlaced(me, slot, value, "discard", old, pub is not None))
            out.append(ev.CardDiscarded(me, old, ev.REPLACED, slot))

    def _play_place(
        self, me: int, action: Action, slot: int, pub: Seen, out: list[Event] | None
    ) -> None:
        drawn = self._drawn
        if self._phase is not DRAWN or drawn is None:
            raise refuse(
                "nothing_drawn", QT_TRANSLATE_NOOP("Refusal", "You have no drawn card to place")
            )
        old = self._replace(me, slot, drawn)
        self._drawn = None
        self._history.append((me, action))
        if out is not None:
            out.append(ev.CardPlaced(me, slot, drawn, "draw", old, pub is not None))
            out.append(ev.CardDiscarded(me, old, ev.REPLACED, slot))

    def _play_discard_drawn(
        self, me: int, action: Action, slot: int, pub: Seen, out: list[Event] | None
    ) -> None:
        drawn = self._drawn
        if self._phase is not DRAWN or drawn is None:
            raise refuse(
                "nothing_drawn", QT_TRANSLATE_NOOP("Refusal", "You have no drawn card to discard")
            )
        if pub is not None:
            raise refuse(
                "flip_a_hidden_card",
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "Slot {slot} is already face up: after discarding, flip a hidden card",
                ),
                slot=slot,
            )
        self._discard.append(drawn)
        self._log.append((me, ev.DRAWN))
        self._drawn = None
        value = self._reveal(me, slot)
        self._history.append((me, action))
        if out is not None:
            out.append(ev.CardDiscarded(me, drawn, ev.DRAWN, None))
            out.append(ev.CardFlipped(me, slot, value, ev.FLIP_AFTER_DISCARD))

    _SLOT_PLAYS: ClassVar[
        dict[type, Callable[[PlongeeState, int, Action, int, Seen, list[Event] | None], None]]
    ] = {
        Flip: _play_flip,
        TakeDiscard: _play_take_discard,
        Place: _play_place,
        DiscardDrawn: _play_discard_drawn,
    }

    def _reveal(self, me: int, slot: int) -> int:
        """Turn the hidden card at ``slot`` face up; its value."""
        value = self._vals[me][slot]
        assert value is not None
        self._vis[me][slot] = value
        self._hidden[me] -= 1
        self._mask[me] &= ~(1 << slot)
        return value

    def _replace(self, me: int, slot: int, value: int) -> int:
        """Place ``value`` face up at ``slot``; the card it replaces goes face up onto the
        discard pile. Returns that card."""
        vals = self._vals[me]
        old = vals[slot]
        assert old is not None
        vals[slot] = value
        if self._vis[me][slot] is None:
            self._hidden[me] -= 1
            self._mask[me] &= ~(1 << slot)
        self._vis[me][slot] = value
        self._discard.append(old)
        self._log.append((me, ev.REPLACED))
        return old

    # --- rules between actions ----------------------------------------------------------------

    def _opening_flip(self, me: int, out: list[Event] | None) -> None:
        self._opening_flips += 1
        if self._opening_flips < 2:
            return
        self._opening_flips = 0
        if me + 1 < self._n:
            self._current = me + 1
            return
        sums, highest = [], []
        for vis in self._vis:
            up = [v for v in vis if isinstance(v, int)]
            sums.append(sum(up))
            highest.append(max(up))
        best = max(zip(sums, highest, strict=True))
        tied = [s for s in range(self._n) if (sums[s], highest[s]) == best]
        start = 0 if self._previous_opener is None else (self._previous_opener + 1) % self._n
        opener = min(tied, key=lambda s: (s - start) % self._n)
        self.opener = opener
        self._current = opener
        self._phase = TURN
        if out is not None:
            out.append(ev.OpenerChosen(opener, tuple(sums), tuple(highest)))

    def _remove_column(self, seat: int, column: int, out: list[Event] | None) -> None:
        vals = self._vals[seat]
        vis = self._vis[seat]
        value = vals[column]
        assert value is not None
        for slot in (column, column + 4, column + 8):
            vals[slot] = None
            vis[slot] = REMOVED
            self._mask[seat] |= 1 << (12 + slot)
            self._discard.append(value)
            self._log.append((seat, ev.COLUMN))
        if out is not None:
            out.append(ev.ColumnRemoved(seat, column, value, (column, column + 4, column + 8)))

    def _end_turn(self, me: int, column: int, out: list[Event] | None) -> None:
        vis = self._vis[me]
        a = vis[column]
        # Three equal face-up values leave the grid, whatever their sign.
        if a.__class__ is int and a == vis[column + 4] and a == vis[column + 8]:
            self._remove_column(me, column, out)
        if not self._draw:
            self._reshuffle(out)
        self.turns += 1
        self._phase = TURN
        if self.closer is None:
            if self._hidden[me] == 0:
                self.closer = me
                self._last_turns_left = self._n - 1
                if out is not None:
                    out.append(
                        ev.RoundClosing(me, tuple((me + k) % self._n for k in range(1, self._n)))
                    )
        else:
            self._last_turns_left -= 1
            if self._last_turns_left == 0:
                self._score_round(out)
                return
        self._current = me + 1 if me + 1 < self._n else 0

    def _reshuffle(self, out: list[Event] | None) -> None:
        discard = self._discard
        if len(discard) < 2:
            return  # cannot happen with 2–8 players; Draw is simply not offered then
        top = discard[-1]
        pile = self._shuffled(discard[:-1])
        self._draw = pile
        self._discard = [top]
        self._log = [self._log[-1]]
        self._taken = []
        if out is not None:
            out.append(ev.DrawPileReshuffled(top, len(pile)))

    def _score_round(self, out: list[Event] | None) -> None:
        n = self._n
        for seat in range(n):
            vals, vis = self._vals[seat], self._vis[seat]
            for slot in range(SLOTS):
                value = vals[slot]
                if vis[slot] is None and value is not None:
                    vis[slot] = value
                    if out is not None:
                        out.append(ev.CardFlipped(seat, slot, value, ev.FLIP_FINAL))
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
        raw = [_points(vals) for vals in self._vals]
        closer = self.closer
        assert closer is not None
        scored = _doubled(raw, closer)
        for seat in range(n):
            self._totals[seat] += scored[seat]
        self._raw_scores.append(raw)
        self._round_scores.append(scored)
        self._round_closers.append(closer)
        self._round_turns.append(self.turns)
        if out is not None:
            out.append(
                ev.RoundScored(
                    self.round_number,
                    closer,
                    tuple(tuple(v) for v in self._vals),
                    tuple(removed),
                    tuple(raw),
                    tuple(scored),
                    scored != raw,
                    tuple(self._totals),
                    self.discard_passages,
                    len(self._draw),
                )
            )
        if max(self._totals) >= self.target:
            self._winners = _lowest(self._totals)
            self._phase = OVER
            self._current = None
            if out is not None:
                out.append(ev.GameOver(tuple(self._totals), self._winners))
            return
        self._deal()
        if out is not None:
            out.append(self.deal_event())

    # --- hidden information -------------------------------------------------------------------

    def copy(self) -> PlongeeState:
        """An independent copy (the same game, which may go on differently)."""
        other = PlongeeState.__new__(PlongeeState)
        other.__dict__.update(self.__dict__)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        for name in ("_round_scores", "_raw_scores", "_vals", "_vis"):
            setattr(other, name, [list(row) for row in getattr(self, name)])
        for name in (
            "_round_closers",
            "_round_turns",
            "_totals",
            "_history",
            "_turns",
            "_hidden",
            "_mask",
            "_discard",
            "_log",
            "_draw",
            "_taken",
        ):
            setattr(other, name, list(getattr(self, name)))
        return other

    def resample_hidden(self, seat: int, rng: random.Random) -> PlongeeState:
        """A copy in which every card ``seat`` cannot see is dealt again: the face-down cards of
        every grid (its own too), the draw pile, and a card another seat holds. Same view for
        ``seat``, the same 150 cards."""
        other = self.copy()
        places: list[tuple[str, int, int]] = []
        pool: list[int] = []
        for s, (vals, vis) in enumerate(zip(other._vals, other._vis, strict=True)):
            for slot in range(SLOTS):
                value = vals[slot]
                if vis[slot] is None and value is not None:
                    places.append(("grid", s, slot))
                    pool.append(value)
        for i, value in enumerate(other._draw):
            places.append(("draw", 0, i))
            pool.append(value)
        if other._drawn is not None and other._current != seat:
            places.append(("drawn", 0, 0))
            pool.append(other._drawn)
        rng.shuffle(pool)
        for (where, s, i), value in zip(places, pool, strict=True):
            if where == "grid":
                other._vals[s][i] = value
            elif where == "draw":
                other._draw[i] = value
            else:
                other._drawn = value
        return other

    # --- checks -------------------------------------------------------------------------------

    def check_invariants(self) -> None:
        """Raise ``ValueError`` (a plain sentence) if this is not a state the rules can reach:
        shapes, ranges, the 150 cards conserved, the phase and what it implies, no column of
        three equal face-up values, totals that add up the rounds."""
        _check(self)

    # --- saving -------------------------------------------------------------------------------

    def to_json(self) -> str:
        """The whole state, versioned, as JSON text; ``saves.from_json`` restores it exactly."""
        from abyss_cards.games.plongee.saves import state_to_json

        return state_to_json(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlongeeState):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (
            f"<Plongée round {self.round_number}, {self._phase}, "
            f"seat {self._current} to play, totals {self._totals}>"
        )


_LEGAL_CACHE: dict[int, tuple[Action, ...]] = {}
_PHASE_BITS = {OPENING: 0, TURN: 1, DRAWN: 2}


def _points(vals: Sequence[int | None]) -> int:
    return sum(v for v in vals if v is not None)


def _doubled(raw: Sequence[int], closer: int) -> list[int]:
    """The scores of a round: the closer's positive points double unless strictly lowest."""
    scored = list(raw)
    if raw[closer] > 0 and any(raw[s] <= raw[closer] for s in range(len(raw)) if s != closer):
        scored[closer] *= 2
    return scored


def _lowest(totals: Sequence[int]) -> tuple[int, ...]:
    low = min(totals)
    return tuple(s for s, t in enumerate(totals) if t == low)


def _three_equal(vis: Sequence[Seen], column: int) -> bool:
    a = vis[column]
    return isinstance(a, int) and a == vis[column + 4] and a == vis[column + 8]


def _check(state: PlongeeState) -> None:
    """Raise ``ValueError`` when ``state`` cannot happen in a Plongée game."""
    # In this order: each check may rely on the ones before it (the players first).
    n = state._n
    if not MIN_PLAYERS <= n <= MAX_PLAYERS or len(state.names) != n:
        raise _bad(f"{n} players (2 to 8)")
    if not MIN_TARGET <= state.target <= MAX_TARGET:
        raise _bad(f"a target of {state.target} points")
    phase = state._phase
    if phase not in PHASES:
        raise _bad(f"unknown phase {phase!r}")
    _check_rounds(state)
    hidden = _check_grids(state)
    _check_cards(state)
    _check_discard(state)
    _check_taken_back(state)
    _check_phase(state)
    if phase is OPENING:
        _check_opening(state, hidden)
    else:
        _check_round_in_play(state, hidden)


def _bad(message: str) -> ValueError:
    return ValueError(f"impossible Plongée game: {message}")


def _check_rounds(state: PlongeeState) -> None:
    """The scored rounds, the totals they add up to, and who wins or plays next."""
    n = state._n
    over = state._phase is OVER
    rounds = len(state._round_scores)
    if state.round_number < 1 or rounds != state.round_number - (0 if over else 1):
        raise _bad(f"round {state.round_number} after {rounds} scored rounds")
    if not (
        len(state._raw_scores) == len(state._round_closers) == len(state._round_turns) == rounds
    ):
        raise _bad("the rounds' records disagree in length")
    totals = [0] * n
    for raw, scored, round_closer, turns in zip(
        state._raw_scores,
        state._round_scores,
        state._round_closers,
        state._round_turns,
        strict=True,
    ):
        _check_round(n, raw, scored, round_closer, turns)
        for s in range(n):
            totals[s] += scored[s]
    if totals != state._totals:
        raise _bad("the totals are not the sum of the rounds")
    if over:
        _check_game_over(state, totals)
    else:
        _check_game_going_on(state, totals)


def _check_round(
    n: int, raw: Sequence[int], scored: Sequence[int], closer: int, turns: int
) -> None:
    if len(raw) != n or len(scored) != n or not 0 <= closer < n:
        raise _bad("a round's scores do not match the players")
    if any(not -2 * SLOTS <= r <= HIGHEST * SLOTS for r in raw):
        raise _bad("a round's points are out of range")
    if _doubled(raw, closer) != list(scored):
        raise _bad("a round's scores do not follow the doubling rule")
    if turns < n:
        raise _bad("a round with fewer turns than players")


def _check_game_over(state: PlongeeState, totals: list[int]) -> None:
    if not totals or max(totals) < state.target:
        raise _bad("the game is over before a total reached the target")
    if state._winners != _lowest(totals):
        raise _bad("the winners are not the lowest totals")
    if state._current is not None:
        raise _bad("a player to play in a finished game")


def _check_game_going_on(state: PlongeeState, totals: list[int]) -> None:
    if state._round_scores and max(totals) >= state.target:
        raise _bad("a total reached the target but the game goes on")
    if state._winners:
        raise _bad("winners before the end of the game")
    if state._current is None or not 0 <= state._current < state._n:
        raise _bad("no player to play")


def _check_grids(state: PlongeeState) -> list[int]:
    """Every grid, its hidden cards counted right; the count of hidden cards of each seat."""
    if len(state._vals) != state._n or len(state._vis) != state._n:
        raise _bad("the grids do not match the players")
    hidden = []
    masks = []
    for seat, (vals, vis) in enumerate(zip(state._vals, state._vis, strict=True)):
        if len(vals) != SLOTS or len(vis) != SLOTS:
            raise _bad(f"player {seat + 1}'s grid does not have 12 cards")
        masks.append(sum(_slot_mask(seat, slot, vals[slot], vis[slot]) for slot in range(SLOTS)))
        for column in range(4):
            _check_column(seat, column, vals, vis)
        hidden.append(sum(1 for v in vis if v is None))
    if hidden != state._hidden or masks != state._mask:
        raise _bad("the hidden cards are miscounted")
    return hidden


def _slot_mask(seat: int, slot: int, value: int | None, seen: Seen) -> int:
    """The bit of ``slot`` in the seat's mask (hidden, removed or none), once the card at
    ``slot`` is found possible."""
    if value is None:
        if seen is not REMOVED:
            raise _bad(f"a card is missing from player {seat + 1}'s grid")
        return 1 << (12 + slot)
    if not LOWEST <= value <= HIGHEST:
        raise _bad(f"a card of value {value}")
    if seen is None:
        return 1 << slot
    if not isinstance(seen, int) or seen != value:
        raise _bad(f"player {seat + 1}'s face-up card disagrees with its value")
    return 0


def _check_column(seat: int, column: int, vals: Sequence[int | None], vis: Sequence[Seen]) -> None:
    gone = [vals[s] is None for s in (column, column + 4, column + 8)]
    if any(gone) and not all(gone):
        raise _bad(f"part of a column removed from player {seat + 1}'s grid")
    if _three_equal(vis, column):
        raise _bad(f"three equal face-up cards left in a column of player {seat + 1}")


def _check_cards(state: PlongeeState) -> None:
    """The 150 cards, each in one place."""
    cards = Counter(v for vals in state._vals for v in vals if v is not None)
    cards.update(state._discard)
    cards.update(state._draw)
    if state._drawn is not None:
        cards[state._drawn] += 1
    total = sum(cards.values())
    if cards != Counter(DECK):
        raise _bad(
            f"{total} cards that are not the deck of 150"
            if total != DECK_SIZE
            else "the cards are not those of the deck"
        )


def _check_discard(state: PlongeeState) -> None:
    """The discard pile and its log: who discarded each card, and why."""
    if not state._discard or len(state._log) != len(state._discard):
        raise _bad("the discard pile and its record disagree")
    for i, (who, reason) in enumerate(state._log):
        if reason not in REASONS:
            raise _bad(f"a card discarded for an unknown reason {reason!r}")
        if (who is None) != (reason == ev.OPENING_CARD):
            raise _bad("a discarded card without its player")
        if who is not None and not 0 <= who < state._n:
            raise _bad("a card discarded by no player")
        if reason == ev.OPENING_CARD and i != 0:
            raise _bad("the opening card is not at the bottom of the discard")


def _check_taken_back(state: PlongeeState) -> None:
    """The cards taken back from the discard, in the order they went there."""
    n = state._n
    place = -1
    for k, (at, value, who, reason, taker) in enumerate(state._taken):
        if not place < at <= len(state._discard) + k - 1 or not 0 <= taker < n:
            raise _bad("a card taken back from the discard out of its place")
        if (
            reason not in REASONS
            or (who is None) != (reason == ev.OPENING_CARD)
            or (who is not None and not 0 <= who < n)
            or not LOWEST <= value <= HIGHEST
        ):
            raise _bad("a card taken back from the discard without its record")
        if reason == ev.OPENING_CARD and at != 0:
            raise _bad("the opening card is not at the bottom of the discard")
        place = at


def _check_phase(state: PlongeeState) -> None:
    """What the phase implies of the drawn card, the draw pile and the opening."""
    phase = state._phase
    if (state._drawn is not None) != (phase is DRAWN):
        raise _bad(
            "a drawn card outside of a draw"
            if state._drawn is not None
            else "a draw without its card"
        )
    if phase in (OPENING, TURN) and not state._draw:
        raise _bad("an empty draw pile between turns")
    if state._previous_opener is None:
        if state.round_number > 1:
            raise _bad("a later round without the previous opener")
    elif not 0 <= state._previous_opener < state._n or state.round_number == 1:
        raise _bad("a previous opener in the first round")
    if not 0 <= state._opening_flips <= 1 or (state._opening_flips and phase is not OPENING):
        raise _bad("opening flips out of place")
    if state.turns < 0:
        raise _bad("a negative count of turns")


def _check_opening(state: PlongeeState, hidden: list[int]) -> None:
    """The opening: nothing has moved but the cards flipped, two by each seat in turn."""
    current = state._current
    assert current is not None
    if state.opener is not None or state.closer is not None or state.turns:
        raise _bad("an opener, closer or turns during the opening")
    if state._log != [(None, ev.OPENING_CARD)] or len(state._discard) != 1:
        raise _bad("the discard has moved during the opening")
    if len(state._draw) != DECK_SIZE - SLOTS * state._n - 1:
        raise _bad("the draw pile has moved during the opening")
    for seat in range(state._n):
        up = SLOTS - hidden[seat]
        want = 2 if seat < current else state._opening_flips if seat == current else 0
        if up != want:
            raise _bad(f"player {seat + 1} has {up} cards face up during the opening")


def _check_round_in_play(state: PlongeeState, hidden: list[int]) -> None:
    """After the opening: an opener, and a closer only with its grid all face up."""
    n = state._n
    if state.opener is None or not 0 <= state.opener < n:
        raise _bad("the round has no opener")
    if any(SLOTS - h < 2 for h in hidden):
        raise _bad("a player who did not open with two cards")
    if state.closer is None:
        if state._last_turns_left:
            raise _bad("last turns without a closer")
        if state._phase is not OVER and any(h == 0 for h in hidden):
            raise _bad("a grid all face up but nobody closed")
    else:
        _check_closing(state, state.closer, hidden)


def _check_closing(state: PlongeeState, closer: int, hidden: list[int]) -> None:
    n = state._n
    if not 0 <= closer < n or hidden[closer]:
        raise _bad("a closer with hidden cards")
    if state._phase is OVER:
        if any(hidden) or state._last_turns_left:
            raise _bad("hidden cards in a scored round")
    else:
        left = state._last_turns_left
        if not 1 <= left <= n - 1 or state._current != (closer + n - left) % n:
            raise _bad("the last turns after the closing do not add up")
