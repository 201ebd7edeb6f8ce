"""Computer players for Rami: ``random``, ``greedy``, ``easy``, ``medium``, ``expert``.

Each bot sees only ``state.view(seat)`` and returns one of the legal actions it is given.

- ``greedy``: opens (or closes) as soon as it can, lays everything down, discards its highest
  card that is in no meld.
- ``easy``: opens as soon as it can but never takes a discard after opening nor the tournante,
  and discards an unmatched card at random.
- ``medium``: keeps pairs and near runs (partial melds) and discards the least promising card,
  takes the tournante or a discard when it helps.
- ``expert``: the exact arrangement of the hand (``melds.best_cover``), outs counted from public
  information (two copies of each card, the jokers, what was discarded and laid), a one-draw
  look-ahead over the unseen cards, no discard that feeds the opponent's melds or frees a joker
  when it can avoid it, and a choice between opening now and waiting for a direct close.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from abyss_cards.games.rami import melds as M
from abyss_cards.games.rami.actions import (
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
    CODES,
    JOKER,
    SUITS,
    code_of,
    hand_value,
    rank_of,
    suit_of,
)
from abyss_cards.games.rami.melds import analyse
from abyss_cards.games.rami.view import RamiView

LEVELS = ("random", "greedy", "easy", "medium", "expert")


def _outs_with(r: int, s: int, o: str, unseen: Counter[str]) -> tuple[int, int]:
    """The unseen cards that make a meld of a card of rank ``r`` and suit ``s`` (an index of
    SUITS) with ``o``, and the points that meld would bring."""
    ro, so = rank_of(o), SUITS.index(suit_of(o))
    outs, value = 0, 0
    if ro == r and so != s:
        outs = sum(unseen[code_of(t, r)] for t in range(4) if t not in (s, so))
        value = 3 * min(10, 10 if r == 1 else r)
    elif so == s:
        lo, hi = sorted((_pos(r, ro), _pos(ro, r)))
        if hi - lo == 1:
            outs = (unseen[code_of(s, lo - 1)] if lo > 1 else 0) + (
                unseen[code_of(s, hi + 1)] if hi < 14 else 0
            )
        elif hi - lo == 2:
            outs = unseen[code_of(s, lo + 1)]
        value = sum(min(10, p) for p in range(lo, hi + 1)) + min(10, hi)
    return outs, value


def make_bot(level: str, seed: int | None = None) -> RandomBot | GreedyBot:
    classes: dict[str, type[RandomBot] | type[GreedyBot]] = {
        "random": RandomBot,
        "greedy": GreedyBot,
        "easy": EasyBot,
        "medium": MediumBot,
        "expert": ExpertBot,
    }
    if level not in classes:
        raise ValueError(f"unknown Rami bot level {level!r} (one of {', '.join(LEVELS)})")
    return classes[level](seed)


def opening_hint(view: RamiView, legal: Sequence[Action]) -> tuple[list[M.Meld], str | None] | None:
    """The best opening ``view.seat`` can make now, as a hint advises it: its melds and the
    discard to take first (``None``: from the hand alone), or ``None`` when there is none (the
    seat has opened, or nothing opens, or the bundled take it needs is not among ``legal``)."""
    if view.opened[view.seat]:
        return None
    hand = list(view.hand)
    top = view.discard_pile[-1] if view.discard_pile else None
    if view.phase == "play":
        best = M.best_opening(hand, view.required)
        if best is not None:
            return best, None
    elif view.phase == "take" and top is not None:
        best = M.best_opening(hand, view.required, taken=top)
        # Advised only if the engine lists that take (a bundled take may be refused).
        if best is not None and TakeDiscard(Open(tuple(m.cards for m in best))) in legal:
            return best, top
    return None


# ------------------------------------------------------------------------------ helpers


def _matched(hand: Iterable[str]) -> Counter[str]:
    """Cards of ``hand`` that are in the best arrangement into melds."""
    _, _, melds = M.best_cover(hand)
    return Counter(c for m in melds for c in m)


def _unmatched(hand: Iterable[str]) -> list[str]:
    hand = list(hand)
    return list((Counter(hand) - _matched(hand)).elements())


def _cards_of(action: Action) -> int:
    if isinstance(action, TakeDiscard):
        if action.then is None:
            return 1
        action = action.then
    if isinstance(action, Open | DirectClose):
        return sum(len(m) for m in action.melds)
    if isinstance(action, LayDown):
        return len(action.meld)
    return 1


def _value_of(action: Action) -> int:
    if isinstance(action, TakeDiscard):
        if action.then is None:
            return 0
        action = action.then
    if isinstance(action, Open | DirectClose):
        return sum(analyse(m).value for m in action.melds)
    if isinstance(action, LayDown):
        return analyse(action.meld).value
    return 0


def _by_type(legal: Sequence[Action]) -> dict[str, list[Action]]:
    groups: dict[str, list[Action]] = {}
    for a in legal:
        key = type(a).__name__
        if isinstance(a, TakeDiscard):
            key = "Take" + ("" if a.then is None else type(a.then).__name__)
        groups.setdefault(key, []).append(a)
    return groups


def unseen_counts(view: RamiView) -> Counter[str]:
    """Copies of each code that this seat has not seen: in the pot or the opponent's hand."""
    seen = Counter(view.hand)
    for m in view.melds:
        seen.update(m.cards)
    seen.update(view.discard_pile)
    unseen: Counter[str] = Counter()
    for code in CODES:
        total = view.jokers if code == JOKER else 2
        left = total - seen[code]
        if left > 0:
            unseen[code] = left
    return unseen


def discard_candidates(hand: Iterable[str]) -> Iterator[tuple[str, list[str]]]:
    """``(card, rest of the hand)`` for each distinct card worth considering as the discard: a
    joker only when the hand holds nothing else."""
    hand = list(hand)
    distinct = sorted(set(hand))
    for card in distinct:
        if card == JOKER and len(distinct) > 1:
            continue
        rest = list(hand)
        rest.remove(card)
        yield card, rest


def best_discard_first(scored: Sequence[Any]) -> tuple[float, int, str]:
    """Sort key of ``(score, card, …)``: best score first, then the heavier card, then by code."""
    return (-scored[0], -hand_value(scored[1]), scored[1])


class RandomBot:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: RamiView, legal: Sequence[Action]) -> Action:
        return self.rng.choice(legal)


class GreedyBot:
    """Opens as soon as it can, lays everything, discards its highest unmatched card."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: RamiView, legal: Sequence[Action]) -> Action:
        g = _by_type(legal)
        for key in ("TakeDirectClose", "DirectClose"):
            if key in g:
                return g[key][0]
        for key in ("TakeOpen", "Open"):
            if key in g:
                return max(g[key], key=lambda a: (_value_of(a), _cards_of(a)))
        if self.takes_after_opening():
            for key in ("TakeLayDown", "TakeLayOff"):
                if key in g:
                    return g[key][0]
        if "LayDown" in g:
            return max(g["LayDown"], key=_cards_of)
        if "LayOff" in g:
            return g["LayOff"][0]
        if "TakeDiscard" in g and self.takes_tournante(view, g["TakeDiscard"][0]):
            return g["TakeDiscard"][0]
        if "DrawPot" in g:
            return g["DrawPot"][0]
        return self.discard(view, g["Discard"])

    def takes_after_opening(self) -> bool:
        return True

    def takes_tournante(self, view: RamiView, action: Action) -> bool:
        card = view.top_discard
        if card is None:  # only asked when the tournante is on the pile
            return False
        hand = list(view.hand)
        return M.best_cover(hand + [card])[0] > M.best_cover(hand)[0]

    def discard(self, view: RamiView, discards: Sequence[Action]) -> Action:
        pool = _unmatched(view.hand) or list(view.hand)
        non_jokers = [c for c in pool if c != JOKER] or pool
        card = max(non_jokers, key=lambda c: (hand_value(c), c))
        return Discard(card)


class EasyBot(GreedyBot):
    def takes_after_opening(self) -> bool:
        return False

    def takes_tournante(self, view: RamiView, action: Action) -> bool:
        return False

    def discard(self, view: RamiView, discards: Sequence[Action]) -> Action:
        pool = _unmatched(view.hand) or list(view.hand)
        non_jokers = [c for c in pool if c != JOKER] or pool
        return Discard(self.rng.choice(sorted(non_jokers)))


# ------------------------------------------------------------------------ medium / expert


def _partial_outs(card: str, others: list[str], unseen: Counter[str]) -> int:
    """The most unseen cards that would turn ``card`` and one other loose card into a meld."""
    if card == JOKER:
        return 0
    r, s = rank_of(card), SUITS.index(suit_of(card))
    best = 0
    jokers = unseen[JOKER]
    for o in others:
        if o == card or o == JOKER:
            continue
        ro, so = rank_of(o), SUITS.index(suit_of(o))
        outs = 0
        if ro == r and so != s:
            outs = sum(unseen[code_of(t, r)] for t in range(4) if t not in (s, so))
        elif so == s:
            lo, hi = sorted((_pos(r, ro), _pos(ro, r)))
            gap = hi - lo
            if gap == 1:
                outs = (unseen[code_of(s, lo - 1)] if lo > 1 else 0) + (
                    unseen[code_of(s, hi + 1)] if hi < 14 else 0
                )
            elif gap == 2:
                outs = unseen[code_of(s, lo + 1)]
        if outs:
            best = max(best, outs + jokers)
    return best


def _pos(rank: int, other: int) -> int:
    """Position of ``rank`` in a run with ``other`` (the ace high next to a king or queen)."""
    if rank == 1 and other >= 12:
        return 14
    return rank


class MediumBot(GreedyBot):
    """Keeps partial melds; takes the tournante or a discard when it helps."""

    partial_weight = 0.12

    def potential(self, hand: list[str], view: RamiView, unseen: Counter[str]) -> float:
        n, v, melds = M.best_cover(hand)
        used = Counter(c for m in melds for c in m)
        loose = list((Counter(hand) - used).elements())
        jokers = loose.count(JOKER)
        score = float(n + jokers)
        for c in loose:
            if c != JOKER:
                score += self.partial_weight * min(_partial_outs(c, loose, unseen), 6)
        if not view.opened[view.seat]:
            score += v / 150
        return score

    def discard(self, view: RamiView, discards: Sequence[Action]) -> Action:
        unseen = unseen_counts(view)
        scored = [
            (self.potential(rest, view, unseen) - self.risk(view, d), d)
            for d, rest in discard_candidates(view.hand)
        ]
        scored.sort(key=best_discard_first)
        return Discard(scored[0][1])

    def risk(self, view: RamiView, card: str) -> float:
        return 0.0

    def takes_tournante(self, view: RamiView, action: Action) -> bool:
        unseen = unseen_counts(view)
        hand = list(view.hand)
        card = view.top_discard
        if card is None:  # only asked when the tournante is on the pile
            return False
        with_card = max(
            self.potential([c for j, c in enumerate(hand + [card]) if j != i], view, unseen)
            for i in range(len(hand) + 1)
        )
        return with_card > self.potential(hand, view, unseen) + 0.3


class ExpertBot(MediumBot):
    """Exact arrangements, outs from public information, one draw of look-ahead."""

    # Weights of the evaluation before opening, tuned by tournaments against greedy
    # (benchmarks: 600 deals per setting; see the report for the figures).
    draws = 6  # own draws to come that a partial meld may still use
    look_ahead = 6  # discards examined one draw ahead (3: 62.2 %, 6 with the two below: 63.5 %)
    card_weight = 3.0  # points per card in melds (the way to a direct close)
    partial_scale = 1 / 1.5  # weight of the expected points of partial melds
    clean_penalty = 12  # no clean run among the melds yet
    open_bonus = 60  # points for the chance that the next draw opens or closes
    open_by_value = True  # a high opening raises the bar for the opponent's
    distance_weight = 25.0  # points per card an opening still lacks (melds.opening_distance)
    outs_weight = 1.0  # ... and per 10 outs of the partial melds it would use
    # Avoiding live cards (that the opponent may meld) cost more tempo than it saved: 56 % vs
    # 60 % against greedy with 15; kept as an option.
    # Sampled futures of ``horizon`` draws to judge the best discards: 59 % vs 60 % against
    # greedy with 24 samples, for 3x the time; off (0) by default, kept as an option.
    rollouts = 0
    horizon = 3
    rollout_bonus = 60
    tournante_margin = 8  # how much better the hand must get to take the tournante
    safety = 0.0
    # After opening, while the opponent has not: care not to feed its direct close.
    safety_opened = 10.0
    # After opening, a loose card two steps from a run on the table waits for the card between.
    table_partials = True
    safety_ramp = 0  # turns over which that care grows from nothing (0: at once)
    _unseen: Counter[str] | None = None

    def choose(self, view: RamiView, legal: Sequence[Action]) -> Action:
        g = _by_type(legal)
        for key in ("TakeDirectClose", "DirectClose"):
            if key in g:
                return g[key][0]
        opens = g.get("TakeOpen") or g.get("Open")
        if opens:
            if self.open_by_value:
                best = max(opens, key=lambda a: (_value_of(a), _cards_of(a)))
            else:
                best = max(opens, key=lambda a: (_cards_of(a), _value_of(a)))
            if not self.wait_for_close(view, best):
                return best
        if "TakeLayDown" in g or "TakeLayOff" in g:
            return self.best_lay(g.get("TakeLayDown", []) + g.get("TakeLayOff", []), view)
        lays = g.get("LayDown", []) + g.get("LayOff", [])
        lays = [a for a in lays if self.wants_lay(a, view)]
        if lays:
            return self.best_lay(lays, view)
        if "TakeDiscard" in g and self.takes_tournante(view, g["TakeDiscard"][0]):
            return g["TakeDiscard"][0]
        if "DrawPot" in g:
            return g["DrawPot"][0]
        return self.discard(view, g["Discard"])

    def best_lay(self, actions: Sequence[Action], view: RamiView) -> Action:
        def key(a: Action) -> tuple[bool, int, int]:
            inner = a.then if isinstance(a, TakeDiscard) else a
            recover = isinstance(inner, LayOff) and inner.end == "joker"
            return (recover, _cards_of(a), _value_of(a))

        return max(actions, key=key)

    def wants_lay(self, action: Action, view: RamiView) -> bool:
        # A joker laid off on the table can be won back by the opponent: keep it unless it
        # helps to go out.
        if isinstance(action, LayOff) and action.card == JOKER:
            return len(view.hand) <= 2
        return True

    def wait_for_close(self, view: RamiView, opening: Action) -> bool:
        """Hold the opening for a direct close when the very next draw would probably give one
        and the opponent has not opened (an opening shows the hand and lets the opponent lay
        off on it)."""
        if view.opened[1 - view.seat] or isinstance(opening, TakeDiscard):
            return False
        hand = list(view.hand)
        if len(hand) - _cards_of(opening) < 4:
            return False
        n, _, _ = M.best_cover(hand)
        if n < len(hand) - 3:
            return False
        unseen = unseen_counts(view)
        total = sum(unseen.values())
        best = 0.0
        for d in set(hand) - {JOKER}:
            rest = list(hand)
            rest.remove(d)
            outs = sum(k for x, k in unseen.items() if M.direct_close(rest + [x]) is not None)
            best = max(best, outs / max(1, total))
        return best >= 0.3

    # -------------------------------------------------------------- evaluation of a hand
    def evaluate(self, hand: list[str], view: RamiView, unseen: Counter[str], total: int) -> float:
        """Points in melds plus the value of partial melds weighted by the chance to complete
        them in the draws to come (before opening); after opening, minus loose cards."""
        n, v, melds = M.best_cover(hand)
        used = Counter(c for m in melds for c in m)
        loose = list((Counter(hand) - used).elements())
        opened = view.opened[view.seat]
        jokers = loose.count(JOKER)
        naturals = [c for c in loose if c != JOKER]
        chances: list[tuple[float, float]] = []
        for c in naturals:
            p, value = self.partial(c, naturals, melds, unseen, total)
            chances.append((p, value))
        if opened and self.table_partials:
            table = [tuple(m.cards) for m in view.melds if m.kind == "run"]
            chances = [
                self.partial(c, naturals, list(melds) + table, unseen, total) for c in naturals
            ]
        if opened:
            score = -10.0 * len(naturals) + 10 * jokers * 0.8
            score += sum(10 * p for p, _ in chances)
            return score
        score = float(v) + self.card_weight * n
        if self.distance_weight:
            missing, outs, reach = M.opening_distance(hand, view.required, unseen)
            score += self.distance_weight * (-missing + self.outs_weight * outs / 10)
        score += sum(p * value for p, value in chances) * self.partial_scale
        score += jokers * 15
        if not any(_is_clean_run(m) for m in melds):
            score -= self.clean_penalty
        return score

    def partial(
        self,
        card: str,
        loose: list[str],
        melds: Sequence[Sequence[str]],
        unseen: Counter[str],
        total: int,
    ) -> tuple[float, float]:
        """Chance that ``card`` joins a meld in the draws to come, and the points it adds."""
        r, s = rank_of(card), SUITS.index(suit_of(card))
        best_p, best_v = 0.0, 0.0
        jokers = unseen[JOKER]
        for o in loose:
            if o == card:
                continue
            outs, value = _outs_with(r, s, o, unseen)
            if outs:
                p = _chance(outs + jokers, total, self.draws)
                if p * value > best_p * best_v:
                    best_p, best_v = p, value
        # A card next to one of the melds needs the card in between.
        for m in melds:
            info = analyse(m)
            if info.kind == "run" and info.suit == suit_of(card):
                for gap, end in ((info.low - 1, info.low - 2), (info.high + 1, info.high + 2)):
                    if 1 <= gap <= 14 and _pos(r, end) == end:
                        outs = unseen[code_of(s, gap)] + jokers
                        p = _chance(outs, total, self.draws)
                        value = 2 * min(10, r if r > 1 else 10)
                        if p * value > best_p * best_v:
                            best_p, best_v = p, value
        return best_p, best_v / 2

    def risk(self, view: RamiView, card: str) -> float:
        """Points an opponent may gain from ``card`` if it is discarded."""
        opp = 1 - view.seat
        risk = 0.0
        if view.opened[opp]:
            for m in view.melds:
                for end in ("low", "high", "joker") if m.kind == "run" else ("",):
                    if _fits(list(m.cards), card, end):
                        risk = max(risk, 30.0 if end == "joker" else 15.0)
        if card != JOKER and self.safety:
            ramp = min(1.0, view.turn / self.safety_ramp) if self.safety_ramp else 1.0
            risk += self.safety * ramp * self.feed_chance(view, card)
        if card != JOKER and self.safety_opened and view.opened[view.seat] and not view.opened[opp]:
            risk += self.safety_opened * self.feed_chance(view, card)
        if card != JOKER and not view.opened[opp]:
            r, s = rank_of(card), suit_of(card)
            for t in view.takes_of(opp):
                if t != JOKER and (
                    rank_of(t) == r or (suit_of(t) == s and abs(rank_of(t) - r) <= 2)
                ):
                    risk += 3.0
            if any(t != JOKER and rank_of(t) == r for t in view.discards_of(opp)):
                risk -= 2.0
        return risk

    def feed_chance(self, view: RamiView, card: str) -> float:
        """Rough chance that the opponent holds two cards that make a meld with ``card``: each
        unseen card is in their hand with the chance hand size / unseen cards."""
        unseen = self._unseen if self._unseen is not None else unseen_counts(view)
        total = max(1, sum(unseen.values()))
        q = view.hand_sizes[1 - view.seat] / total
        r, s = rank_of(card), SUITS.index(suit_of(card))
        mates = [unseen[code_of(t, r)] for t in range(4) if t != s]
        pairs = sum(mates[i] * mates[j] for i in range(3) for j in range(i + 1, 3))
        pos = [r, 14] if r == 1 else [r]
        for p in pos:
            near = {
                d: (unseen[code_of(s, p + d)] if 1 <= p + d <= 14 else 0) for d in (-2, -1, 1, 2)
            }
            pairs += near[-2] * near[-1] + near[-1] * near[1] + near[1] * near[2]
        return min(1.0, float(pairs * q * q))

    def discard(self, view: RamiView, discards: Sequence[Action]) -> Action:
        unseen = unseen_counts(view)
        self._unseen = unseen
        total = max(1, sum(unseen.values()))
        scored: list[list[Any]] = [
            [self.evaluate(rest, view, unseen, total) - self.risk(view, d), d, rest]
            for d, rest in discard_candidates(view.hand)
        ]
        scored.sort(key=best_discard_first)
        if not view.opened[view.seat] and len(scored) > 1:
            top = scored[: self.look_ahead]
            samples = self.sample_draws(unseen) if self.rollouts else []
            for entry in top:
                entry[0] += self.open_bonus * self.open_chance(entry[2], view, unseen, total)
                if samples:
                    entry[0] += self.rollout_bonus * self.open_soon(entry[2], view, samples)
            top.sort(key=best_discard_first)
            return Discard(top[0][1])
        return Discard(scored[0][1])

    def sample_draws(self, unseen: Counter[str]) -> list[list[str]]:
        """The same few random futures (``horizon`` draws each) for every discard compared."""
        pool = list(unseen.elements())
        if len(pool) < self.horizon:
            return []
        return [self.rng.sample(pool, self.horizon) for _ in range(self.rollouts)]

    def open_soon(self, hand: list[str], view: RamiView, samples: list[list[str]]) -> float:
        """Share of the sampled futures in which this hand can open (or close) within the
        horizon, keeping every drawn card (the discards on the way rarely matter)."""
        hits = 0
        for draws in samples:
            h = list(hand)
            for x in draws:
                h.append(x)
                if M.best_opening(h, view.required) is not None or (
                    len(h) == 15 and M.direct_close(h) is not None
                ):
                    hits += 1
                    break
        return hits / len(samples)

    def open_chance(
        self, hand: list[str], view: RamiView, unseen: Counter[str], total: int
    ) -> float:
        """One draw ahead: the chance that the next pot card lets this hand open or close."""
        # A joker can do what any one card does (nearly): if even a joker does not open or
        # close, no card will, and the exact search per card is spared.
        with_joker = hand + [JOKER]
        may_open = M.best_meld_value(with_joker) >= view.required
        may_close = M.best_cover(with_joker)[0] >= len(with_joker) - 1
        if not may_open and not may_close:
            return 0.0
        ranks = {rank_of(c) for c in hand if c != JOKER}
        near = {(suit_of(c), rank_of(c)) for c in hand if c != JOKER}
        hits = 0
        for x, copies in unseen.items():
            if x != JOKER:
                r, s = rank_of(x), suit_of(x)
                if r not in ranks and not any(
                    (s, q) in near for q in (r - 2, r - 1, r + 1, r + 2, 1 if r >= 12 else 0)
                ):
                    continue
            h = hand + [x]
            if (may_open and M.best_opening(h, view.required) is not None) or (
                may_close and M.direct_close(h) is not None
            ):
                hits += copies
        return hits / total

    def takes_tournante(self, view: RamiView, action: Action) -> bool:
        unseen = unseen_counts(view)
        total = max(1, sum(unseen.values()))
        hand = list(view.hand)
        card = view.top_discard
        if card is None:  # only asked when the tournante is on the pile
            return False
        with_card = hand + [card]
        best = max(
            self.evaluate([c for j, c in enumerate(with_card) if j != i], view, unseen, total)
            for i in range(len(hand))
        )
        return best > self.evaluate(hand, view, unseen, total) + self.tournante_margin


def _chance(outs: int, total: int, draws: int) -> float:
    if outs <= 0:
        return 0.0
    return 1 - (1 - min(1.0, outs / total)) ** draws


def _is_clean_run(cards: Sequence[str]) -> bool:
    return JOKER not in cards and analyse(cards).kind == "run"


def _fits(cards: list[str], card: str, end: str) -> bool:
    from abyss_cards.games.rami.state import _laid_off

    try:
        return _laid_off(cards, card, end) is not None
    except Exception:  # noqa: BLE001 - a malformed meld in a view is simply no fit
        return False


__all__ = ["LEVELS", "make_bot", "unseen_counts", "DrawPot"]
