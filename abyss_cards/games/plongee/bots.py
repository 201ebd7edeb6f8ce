"""Computer players for Plongée, from a random baseline to the expert.

Every bot sees only ``state.view(seat)`` and returns one of the legal actions it was given.

- ``random``: any legal action.
- ``greedy``: the usual baseline; keeps a card only if it is lower than its worst face-up card
  (then replaces that card) or clearly lower than the expected hidden card, 3 or less (then
  replaces a hidden card).
- ``easy``: a beginner: greedy that also keeps middling cards, completes a column it sees, and
  now and then flips a card without thinking.
- ``medium``: counts the unseen cards from the open discard, values hidden cards at their mean,
  plans columns (a plan is dropped once its value is gone) and weighs closing against the chance
  of being doubled; it values a draw as a flat point of improvement.
- ``expert``: medium, plus a draw valued over every unseen card (take, draw or flip, whichever
  is expected best), eagerness to close while ahead (the others can no longer improve), and
  denial: a card that would help the next player is not discarded lightly.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from abyss_cards.core.game import BOT_LEVELS
from abyss_cards.games.plongee.actions import DISCARDS, DRAW, FLIPS, PLACES, TAKES, Action
from abyss_cards.games.plongee.cards import MEAN, REMOVED, SLOTS
from abyss_cards.games.plongee.counting import unseen_list
from abyss_cards.games.plongee.phases import DRAWN, OPENING, TURN
from abyss_cards.games.plongee.view import PlongeeView

# Greedy puts a card on a hidden slot only if it is clearly below the expected hidden card
# (MEAN ≈ 5.07): 3 or lower. Keeping 4s and 5s there fills the grid with middling cards and
# closes rounds early (self-play scores 23.5 and 29 points a round instead of about 20).
GREEDY_KEEP_BELOW = MEAN - 1.07

LEVELS = BOT_LEVELS  # all five, weakest first

# A grid cell as the bots read it: int (face up), None (face down) or REMOVED. Typed Any: the
# hot loops tell them apart by identity (``is None``, ``is REMOVED``), which mypy cannot follow.
Cell = Any
Legal = Sequence[Action]


def _offered(view: PlongeeView) -> int:
    """The card a decision is about: the discard top on a turn, the drawn card once drawn."""
    card = view.drawn if view.phase == DRAWN else view.discard_top
    assert card is not None
    return card


class Bot:
    level = "base"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlongeeView, legal_actions: Legal) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{self.level} bot>"


class RandomBot(Bot):
    level = "random"

    def choose(self, view: PlongeeView, legal_actions: Legal) -> Action:
        return legal_actions[int(self.rng.random() * len(legal_actions))]


class GreedyBot(Bot):
    """Keep a card only if it beats the worst face-up card, or the expected hidden card."""

    level = "greedy"

    def choose(self, view: PlongeeView, legal_actions: Legal) -> Action:
        grid: Sequence[Cell] = view.visible[view.seat]
        phase = view.phase
        hidden: list[int] = []
        worst, worst_slot = -99, -1
        s = 0
        for v in grid:
            if v is None:
                hidden.append(s)
            elif v is not REMOVED and v > worst:
                worst, worst_slot = v, s
            s += 1
        if phase == OPENING:
            return FLIPS[hidden[int(self.rng.random() * len(hidden))]]
        if phase == TURN:
            card = view.discard_history[-1]
            if card < worst:
                return TAKES[worst_slot]
            if hidden and card < GREEDY_KEEP_BELOW:
                return TAKES[hidden[int(self.rng.random() * len(hidden))]]
            return DRAW
        card = _offered(view)
        if card < worst:
            return PLACES[worst_slot]
        if hidden:
            pick = hidden[int(self.rng.random() * len(hidden))]
            return PLACES[pick] if card < GREEDY_KEEP_BELOW else DISCARDS[pick]
        return PLACES[worst_slot]


def _column_cost(
    a: Cell, b: Cell, c: Cell, eh: float, avail: Sequence[float], pair_w: float
) -> float:
    """Expected points of a column: face-up values, hidden cards at ``eh``, a removed column (or
    three equal face-up cards, which the rules remove) at 0, less a bonus for a pair of positive
    values whose third card is still to be found (none once that value is gone)."""
    if a is REMOVED:
        return 0.0
    h = 0
    cost = 0.0
    for v in (a, b, c):
        if v is None:
            h += 1
            cost += eh
        else:
            cost += v
    if h == 0:
        return _face_up_cost(a, b, c, cost, avail, pair_w)
    if h == 1 and pair_w:
        return _one_hidden_cost(a, b, c, cost, avail, pair_w)
    return cost


def _face_up_cost(
    a: Cell, b: Cell, c: Cell, cost: float, avail: Sequence[float], pair_w: float
) -> float:
    """A column all face up: 0 if its three cards are equal (the rules remove it), less the
    bonus of a pair of positive values otherwise."""
    if a == b == c:
        return 0.0
    if pair_w:
        if a == b or a == c:
            v = a
        elif b == c:
            v = b
        else:
            return cost
        if v > 0:
            cost -= pair_w * avail[v + 2] * cost
    return cost


def _one_hidden_cost(
    a: Cell, b: Cell, c: Cell, cost: float, avail: Sequence[float], pair_w: float
) -> float:
    """A column with one hidden card, less the bonus of a pair of positive values face up."""
    if a is None:
        b_, c_ = b, c
    elif b is None:
        b_, c_ = a, c
    else:
        b_, c_ = a, b
    if b_ == c_ and b_ > 0:
        cost -= 1.6 * pair_w * avail[b_ + 2] * cost
    return cost


def _exact_sum(grid: Sequence[Cell]) -> int:
    """The points of a grid whose cards are all face up, after the columns the rules remove."""
    total = 0
    for c in range(4):
        a, b, d = grid[c], grid[c + 4], grid[c + 8]
        if a is REMOVED or (a == b == d):
            continue
        total += a + b + d
    return total


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / 1.4142135623730951))


class PlannerBot(Bot):
    """One-move look-ahead over an estimate of the final points of the grid.

    Hidden cards are worth the mean of the unseen cards; a pair of positive cards in a column is
    worth a bonus while its third value is still unseen (the column plan); a move that closes the
    round is judged by its exact points against the chance of being doubled; the card given to
    the discard is charged with what it would bring the next player (denial).
    """

    level = "planner"
    pair_w = 0.22  # weight of a column plan
    hidden_adj = 0.0  # a hidden card's worth beyond the unseen mean
    deny_w = 0.0  # weight of the next player's gain from our discard
    deny_base = 2.0  # what the next player gains anyway from a draw
    freeze_w = 0.0  # bonus for closing while ahead (the others cannot improve any more)
    expect_draw = True  # value a draw over every unseen card (else as ``draw_hope`` points)
    draw_hope = 1.0
    close_margin = 0.0  # extra points of safety wanted before closing
    mistake = 0.0  # chance of a careless legal move
    # Patience: past this many turns per player in a round, the fear of doubling fades, and past
    # twice as many the bot only reveals cards, so that every round ends.
    patience = 25

    def choose(self, view: PlongeeView, legal_actions: Legal) -> Action:
        if self.mistake and self.rng.random() < self.mistake:
            return legal_actions[int(self.rng.random() * len(legal_actions))]
        me = view.seat
        grid: list[Cell] = list(view.visible[me])
        phase = view.phase
        hidden = [s for s in range(SLOTS) if grid[s] is None]
        if phase == OPENING:
            return self._opening_flip(grid, hidden)
        per_player = view.turns / view.players
        self._fear = min(1.0, max(0.0, 2.0 - per_player / self.patience))
        if per_player > 2 * self.patience and hidden:
            return self._reveal(view, grid, hidden, phase)
        col, deny = self._estimate(view, grid)
        if phase == DRAWN:
            return self._choose_drawn(view, grid, col, hidden, deny)
        return self._choose_turn(view, grid, col, hidden, deny)

    def _estimate(
        self, view: PlongeeView, grid: list[Cell]
    ) -> tuple[list[float], list[float] | None]:
        """The estimated cost of each column of ``grid`` and the denial table (``None`` when
        denial does not count); keeps what the pieces of the estimate share."""
        unseen = unseen_list(view)
        total = sum(unseen) or 1
        mean = sum((i - 2) * k for i, k in enumerate(unseen)) / total
        eh = mean + self.hidden_adj
        probs = [k / total for k in unseen]
        last_turn = view.closer is not None
        pair_w = 0.0 if last_turn else self.pair_w
        # How likely a value is still to be found: one in the draw of a few turns.
        avail = [min(1.0, k / 4.0) for k in unseen]
        self._ctx = (eh, avail, pair_w, probs, unseen)
        self._view = view
        col = [_column_cost(grid[c], grid[c + 4], grid[c + 8], eh, avail, pair_w) for c in range(4)]
        self._opp = self._opponents(view, mean, avail)
        deny = self._deny_table(view, eh, avail) if self.deny_w else None
        return col, deny

    def _choose_drawn(
        self,
        view: PlongeeView,
        grid: list[Cell],
        col: list[float],
        hidden: list[int],
        deny: list[float] | None,
    ) -> Action:
        """With a card drawn: place it, or discard it and flip a hidden card."""
        x = _offered(view)
        best, best_action = self._best_place(grid, col, x, len(hidden), deny, PLACES)
        if hidden:
            flip_value, flip_slot = self._best_flip(grid, col, hidden)
            value = flip_value + (deny[x + 2] if deny is not None else 0.0)
            if value < best:
                best, best_action = value, DISCARDS[flip_slot]
        assert best_action is not None
        return best_action

    def _choose_turn(
        self,
        view: PlongeeView,
        grid: list[Cell],
        col: list[float],
        hidden: list[int],
        deny: list[float] | None,
    ) -> Action:
        """A turn: take the discard top, flip, or draw."""
        top = view.discard_history[-1]
        best, take = self._best_place(grid, col, top, len(hidden), deny, TAKES)
        best_action: Action = take if take is not None else DRAW
        flip_value: float | None = None
        if hidden:
            flip_value, flip_slot = self._best_flip(grid, col, hidden)
            if flip_value < best:
                best, best_action = flip_value, FLIPS[flip_slot]
        if view.draw_pile_size:
            if self.expect_draw:
                eh, probs = self._ctx[0], self._ctx[3]
                draw_value = self._draw_value(grid, col, len(hidden), flip_value, deny, probs, eh)
            else:
                # Without the full estimate: a draw is worth about a point of improvement.
                draw_value = sum(col) - self.draw_hope
            if draw_value < best:
                best_action = DRAW
        return best_action

    def _best_place(
        self,
        grid: list[Cell],
        col: list[float],
        card: int,
        n_hidden: int,
        deny: list[float] | None,
        actions: Sequence[Action],
    ) -> tuple[float, Action | None]:
        """The best slot to put ``card`` in, as ``actions[slot]``, and its value (``None`` and
        infinity when every slot is removed)."""
        best, best_action = math.inf, None
        for s in range(SLOTS):
            if grid[s] is REMOVED:
                continue
            old = grid[s]
            value = self._after_place(grid, col, s, card, n_hidden - (old is None))
            if deny is not None and old is not None:
                value += deny[old + 2]
            if value < best:
                best, best_action = value, actions[s]
        return best, best_action

    def _reveal(self, view: PlongeeView, grid: list[Cell], hidden: list[int], phase: str) -> Action:
        """A long round: end it. Keep a low card if there is one, else reveal a card."""
        card = _offered(view)
        if card <= 2:
            return (TAKES if phase == TURN else PLACES)[hidden[0]]
        return FLIPS[hidden[0]] if phase == TURN else DISCARDS[hidden[0]]

    # --- pieces of the estimate ---------------------------------------------------------------

    def _opening_flip(self, grid: list[Cell], hidden: list[int]) -> Action:
        # Two cards of the same column: a pair found early is a column plan.
        for s in hidden:
            if grid[(s + 4) % 12] is not None or grid[(s + 8) % 12] is not None:
                return FLIPS[s]
        return FLIPS[hidden[int(self.rng.random() * len(hidden))]]

    def _opponents(
        self, view: PlongeeView, mean: float, avail: Sequence[float]
    ) -> list[tuple[float, int]]:
        """Estimated final points and hidden count of each other seat still able to play."""
        out = []
        for seat in range(view.players):
            if seat == view.seat:
                continue
            g = view.visible[seat]
            h = sum(1 for v in g if v is None)
            est = sum(
                _column_cost(g[c], g[c + 4], g[c + 8], mean, avail, self.pair_w) for c in range(4)
            )
            # Their last turn still improves them a little (and they move before the reveal).
            if view.closer is None:
                est -= 1.5
            out.append((est, h))
        return out

    def _closing_value(self, points: int) -> float:
        """Expected points of closing now with ``points``, against the chance of doubling."""
        if points <= 0:
            risk = 0.0
        else:
            safe = 1.0
            for est, h in self._opp:
                spread = 1.5 + 4.0 * math.sqrt(h)
                safe *= 1.0 - _phi((points + self.close_margin - est + 0.5) / spread)
            risk = (1.0 - safe) * points * self._fear
        value = points + risk
        if self.freeze_w:
            lead = min(est for est, _ in self._opp) - points
            if lead > 0:
                value -= self.freeze_w * lead
        return value

    def _after_place(
        self, grid: list[Cell], col: Sequence[float], s: int, x: int, hidden_left: int
    ) -> float:
        c = s & 3
        old = grid[s]
        grid[s] = x
        if hidden_left == 0 and self._view.closer is None:
            value = self._closing_value(_exact_sum(grid))
        else:
            eh, avail, pair_w = self._ctx[0], self._ctx[1], self._ctx[2]
            value = (
                sum(col)
                - col[c]
                + _column_cost(grid[c], grid[c + 4], grid[c + 8], eh, avail, pair_w)
            )
        grid[s] = old
        return value

    def _best_flip(
        self, grid: list[Cell], col: Sequence[float], hidden: list[int]
    ) -> tuple[float, int]:
        """The hidden slot best flipped and its expected value over the unseen cards."""
        probs = self._ctx[3]
        best, best_slot = math.inf, hidden[0]
        n_left = len(hidden) - 1
        tried = set()
        for s in hidden:
            c = s & 3
            # Slots of the same column state give the same value: try each kind once.
            key = (c, grid[c], grid[c + 4], grid[c + 8])
            if key in tried:
                continue
            tried.add(key)
            value = 0.0
            for i, p in enumerate(probs):
                if p:
                    value += p * self._after_place(grid, col, s, i - 2, n_left)
            if value < best:
                best, best_slot = value, s
        return best, best_slot

    def _draw_value(
        self,
        grid: list[Cell],
        col: Sequence[float],
        n_hidden: int,
        flip_value: float | None,
        deny: list[float] | None,
        probs: Sequence[float],
        eh: float,
    ) -> float:
        """Expected value of drawing: for each unseen value, the better of placing it or
        discarding it and flipping."""
        total = 0.0
        for i, p in enumerate(probs):
            if not p:
                continue
            x = i - 2
            best = math.inf
            for s in range(SLOTS):
                old = grid[s]
                if old is REMOVED:
                    continue
                value = self._after_place(grid, col, s, x, n_hidden - (old is None))
                if deny is not None and old is not None:
                    value += deny[old + 2]
                if value < best:
                    best = value
            if flip_value is not None:
                value = flip_value + (deny[i] if deny is not None else 0.0)
                if value < best:
                    best = value
            total += p * best
        return total

    def _deny_table(self, view: PlongeeView, eh: float, avail: Sequence[float]) -> list[float]:
        """For each value, what it would bring the next player beyond a plain draw."""
        nxt = (view.seat + 1) % view.players
        if view.closer is not None and nxt == view.closer:
            return [0.0] * 15
        g = list(view.visible[nxt])
        cols = [_column_cost(g[c], g[c + 4], g[c + 8], eh, avail, self.pair_w) for c in range(4)]
        table = []
        for i in range(15):
            x = i - 2
            gain = 0.0
            for s in range(SLOTS):
                old = g[s]
                if old is REMOVED:
                    continue
                c = s & 3
                g[s] = x
                d = cols[c] - _column_cost(g[c], g[c + 4], g[c + 8], eh, avail, self.pair_w)
                g[s] = old
                if d > gain:
                    gain = d
            table.append(self.deny_w * max(0.0, gain - self.deny_base))
        return table


class EasyBot(GreedyBot):
    """A beginner: keeps cards up to 4 on hidden slots (middling cards fill its grid), completes
    a column it sees, and now and then just flips a card instead of thinking."""

    level = "easy"
    careless = 0.08
    keep_up_to = 4

    def choose(self, view: PlongeeView, legal_actions: Legal) -> Action:
        grid: Sequence[Cell] = view.visible[view.seat]
        phase = view.phase
        if phase == OPENING:
            return super().choose(view, legal_actions)
        card = _offered(view)
        for c in range(4):
            col = (grid[c], grid[c + 4], grid[c + 8])
            if card > 0 and col.count(card) == 2:
                s = next(c + 4 * r for r in range(3) if col[r] != card)
                return TAKES[s] if phase == TURN else PLACES[s]
        hidden = [s for s in range(SLOTS) if grid[s] is None]
        if hidden and self.rng.random() < self.careless:
            pick = hidden[int(self.rng.random() * len(hidden))]
            return FLIPS[pick] if phase == TURN else DISCARDS[pick]
        worst, worst_slot = max(
            ((v, s) for s, v in enumerate(grid) if v is not None and v is not REMOVED),
            default=(-99, -1),
        )
        if card < worst:
            return (TAKES if phase == TURN else PLACES)[worst_slot]
        if hidden and card <= self.keep_up_to:
            pick = hidden[int(self.rng.random() * len(hidden))]
            return (TAKES if phase == TURN else PLACES)[pick]
        if phase == TURN:
            return DRAW
        if hidden:
            return DISCARDS[hidden[int(self.rng.random() * len(hidden))]]
        return PLACES[worst_slot]


class MediumBot(PlannerBot):
    level = "medium"
    pair_w = 0.15
    expect_draw = False
    deny_w = 0.0
    freeze_w = 0.0


class ExpertBot(PlannerBot):
    level = "expert"
    pair_w = 0.22
    deny_w = 0.5
    freeze_w = 0.3


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of ``level`` (one of ``LEVELS``)."""
    try:
        cls = _BOTS[level]
    except KeyError:
        raise ValueError(f"unknown Plongée bot level {level!r}; choose from {LEVELS}") from None
    return cls(seed)


_BOTS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "expert": ExpertBot,
}
