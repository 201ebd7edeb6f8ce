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

from abyss_cards.games.rami import melds as M
from abyss_cards.games.rami.actions import (
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

LEVELS = ("random", "greedy", "easy", "medium", "expert")


def make_bot(level: str, seed: int | None = None):
    classes = {
        "random": RandomBot, "greedy": GreedyBot, "easy": EasyBot, "medium": MediumBot,
        "expert": ExpertBot,
    }
    if level not in classes:
        raise ValueError(f"unknown Rami bot level {level!r} (one of {', '.join(LEVELS)})")
    return classes[level](seed)


# ------------------------------------------------------------------------------ helpers


def _matched(hand) -> Counter:
    """Cards of ``hand`` that are in the best arrangement into melds."""
    _, _, melds = M.best_cover(hand)
    return Counter(c for m in melds for c in m)


def _unmatched(hand) -> list[str]:
    return list((Counter(hand) - _matched(hand)).elements())


def _cards_of(action) -> int:
    if isinstance(action, TakeDiscard):
        action = action.then
    if isinstance(action, Open | DirectClose):
        return sum(len(m) for m in action.melds)
    if isinstance(action, LayDown):
        return len(action.meld)
    return 1


def _value_of(action) -> int:
    if isinstance(action, TakeDiscard):
        action = action.then
    if isinstance(action, Open | DirectClose):
        return sum(analyse(m).value for m in action.melds)
    if isinstance(action, LayDown):
        return analyse(action.meld).value
    return 0


def _by_type(legal):
    groups: dict[str, list] = {}
    for a in legal:
        key = type(a).__name__
        if isinstance(a, TakeDiscard):
            key = "Take" + ("" if a.then is None else type(a.then).__name__)
        groups.setdefault(key, []).append(a)
    return groups


def unseen_counts(view) -> Counter:
    """Copies of each code that this seat has not seen: in the pot or the opponent's hand."""
    seen = Counter(view.hand)
    for m in view.melds:
        seen.update(m.cards)
    seen.update(view.discard_pile)
    unseen = Counter()
    for code in CODES:
        total = view.jokers if code == JOKER else 2
        left = total - seen[code]
        if left > 0:
            unseen[code] = left
    return unseen


class RandomBot:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, legal):
        return self.rng.choice(legal)


class GreedyBot:
    """Opens as soon as it can, lays everything, discards its highest unmatched card."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, legal):
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

    def takes_tournante(self, view, action) -> bool:
        card = view.top_discard
        hand = list(view.hand)
        return M.best_cover(hand + [card])[0] > M.best_cover(hand)[0]

    def discard(self, view, discards):
        pool = _unmatched(view.hand) or list(view.hand)
        non_jokers = [c for c in pool if c != JOKER] or pool
        card = max(non_jokers, key=lambda c: (hand_value(c), c))
        return Discard(card)


class EasyBot(GreedyBot):
    def takes_after_opening(self) -> bool:
        return False

    def takes_tournante(self, view, action) -> bool:
        return False

    def discard(self, view, discards):
        pool = _unmatched(view.hand) or list(view.hand)
        non_jokers = [c for c in pool if c != JOKER] or pool
        return Discard(self.rng.choice(sorted(non_jokers)))


# ------------------------------------------------------------------------ medium / expert


def _partial_outs(card: str, others: list[str], unseen: Counter) -> int:
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
                    unseen[code_of(s, hi + 1)] if hi < 14 else 0)
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

    def potential(self, hand, view, unseen: Counter) -> float:
        n, v, melds = M.best_cover(hand)
        used = Counter(c for m in melds for c in m)
        loose = list((Counter(hand) - used).elements())
        jokers = loose.count(JOKER)
        score = n + jokers
        for c in loose:
            if c != JOKER:
                score += self.partial_weight * min(_partial_outs(c, loose, unseen), 6)
        if not view.opened[view.seat]:
            score += v / 150
        return score

    def discard(self, view, discards):
        unseen = unseen_counts(view)
        hand = list(view.hand)
        scored = []
        for d in sorted(set(hand)):
            if d == JOKER and len(set(hand)) > 1:
                continue
            rest = list(hand)
            rest.remove(d)
            scored.append((self.potential(rest, view, unseen) - self.risk(view, d), d))
        scored.sort(key=lambda t: (-t[0], -hand_value(t[1]), t[1]))
        return Discard(scored[0][1])

    def risk(self, view, card: str) -> float:
        return 0.0

    def takes_tournante(self, view, action) -> bool:
        unseen = unseen_counts(view)
        hand = list(view.hand)
        card = view.top_discard
        with_card = max(
            self.potential([c for j, c in enumerate(hand + [card]) if j != i], view, unseen)
            for i in range(len(hand) + 1)
        )
        return with_card > self.potential(hand, view, unseen) + 0.3


class ExpertBot(MediumBot):
    """Exact arrangements, outs from public information, one draw of look-ahead."""

    partial_weight = 0.15
    look_ahead = 4

    def choose(self, view, legal):
        g = _by_type(legal)
        for key in ("TakeDirectClose", "DirectClose"):
            if key in g:
                return g[key][0]
        opens = g.get("TakeOpen") or g.get("Open")
        if opens:
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

    def best_lay(self, actions, view):
        def key(a):
            inner = a.then if isinstance(a, TakeDiscard) else a
            recover = isinstance(inner, LayOff) and inner.end == "joker"
            return (recover, _cards_of(a), _value_of(a))

        return max(actions, key=key)

    def wants_lay(self, action, view) -> bool:
        # A joker laid off on the table can be won back by the opponent: keep it unless it
        # helps to go out.
        if isinstance(action, LayOff) and action.card == JOKER:
            return len(view.hand) <= 2
        return True

    def wait_for_close(self, view, opening) -> bool:
        """Hold the opening for a direct close when one draw would very likely give it and the
        opponent has not opened (an opening shows the hand and lets the opponent lay off)."""
        if view.opened[1 - view.seat] or isinstance(opening, TakeDiscard):
            return False
        hand = list(view.hand)
        if len(hand) - _cards_of(opening) < 4:
            return False
        unseen = unseen_counts(view)
        total = sum(unseen.values())
        for d in set(hand):
            rest = list(hand)
            rest.remove(d)
            outs = sum(n for x, n in unseen.items() if M.direct_close(rest + [x]) is not None)
            if outs / max(1, total) >= 0.25:
                return True
        return False

    def risk(self, view, card: str) -> float:
        """How much discarding ``card`` may help the opponent."""
        opp = 1 - view.seat
        risk = 0.0
        if view.opened[opp]:
            for m in view.melds:
                for end in (("low", "high", "joker") if m.kind == "run" else ("",)):
                    if _fits(list(m.cards), card, end):
                        risk = max(risk, 3.0 if end == "joker" else 2.0)
        taken = view.takes_of(opp)
        thrown = view.discards_of(opp)
        if card != JOKER:
            r, s = rank_of(card), suit_of(card)
            for t in taken:
                if t != JOKER and (rank_of(t) == r or (suit_of(t) == s and abs(rank_of(t) - r) <= 2)):
                    risk += 0.2
            if any(t != JOKER and rank_of(t) == r for t in thrown):
                risk -= 0.1
        return risk

    def discard(self, view, discards):
        unseen = unseen_counts(view)
        hand = list(view.hand)
        scored = []
        for d in sorted(set(hand)):
            if d == JOKER and len(set(hand)) > 1:
                continue
            rest = list(hand)
            rest.remove(d)
            scored.append([self.potential(rest, view, unseen) - self.risk(view, d), d, rest])
        scored.sort(key=lambda t: (-t[0], -hand_value(t[1]), t[1]))
        top = scored[: self.look_ahead]
        if len(top) > 1:
            for entry in top:
                entry[0] += self.draw_gain(entry[2], view, unseen)
            top.sort(key=lambda t: (-t[0], -hand_value(t[1]), t[1]))
        return Discard(top[0][1])

    def draw_gain(self, hand, view, unseen: Counter) -> float:
        """Expected gain of the next draw from the pot for ``hand``: more cards in melds, and
        (before opening) the chance to open or close."""
        total = sum(unseen.values())
        if not total:
            return 0.0
        n0 = M.best_cover(hand)[0]
        opened = view.opened[view.seat]
        required = view.required
        ranks = {rank_of(c) for c in hand if c != JOKER}
        near = {(suit_of(c), rank_of(c)) for c in hand if c != JOKER}
        gain = 0.0
        for x, copies in unseen.items():
            if x != JOKER:
                r, s = rank_of(x), suit_of(x)
                if r not in ranks and not any(
                    (s, q) in near for q in (r - 2, r - 1, r + 1, r + 2, 1 if r >= 12 else 0)
                ):
                    continue
            h = hand + [x]
            g = M.best_cover(h)[0] - n0
            if not opened:
                if M.direct_close(h) is not None:
                    g += 6
                elif M.best_opening(h, required) is not None:
                    g += 3
            gain += copies * g
        return gain / total


def _fits(cards: list[str], card: str, end: str) -> bool:
    from abyss_cards.games.rami.state import _laid_off

    try:
        return _laid_off(cards, card, end) is not None
    except Exception:  # noqa: BLE001 - a malformed meld in a view is simply no fit
        return False


__all__ = ["LEVELS", "make_bot", "unseen_counts", "DrawPot"]
