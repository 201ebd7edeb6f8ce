"""Card codes of the Rami deck: rank + suit (``AS``, ``10H``, ``QD``, ``KC``) and ``JK``.

Inside the search a card is an index: ``suit * 13 + rank - 1`` for the 52 naturals (rank 1 = ace,
13 = king; suits in the order S, H, D, C) and 52 for the joker. The two physical copies of a card
share one code and one index; a hand is therefore a count per index.
"""

from __future__ import annotations

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = "JK"
JOKER_INDEX = 52
N_INDICES = 53

CODES: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS) + (JOKER,)
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}


def is_card(code: object) -> bool:
    return isinstance(code, str) and code in INDEX


def rank_of(code: str) -> int:
    """1 (ace) … 13 (king); 0 for the joker."""
    i = INDEX[code]
    return 0 if i == JOKER_INDEX else i % 13 + 1


def suit_of(code: str) -> str:
    """``S``, ``H``, ``D``, ``C``; ``""`` for the joker."""
    return "" if code == JOKER else code[-1]


def code_of(suit: int, rank: int) -> str:
    """The code at ``suit`` (0..3) and ``rank`` (1..13; 14 is the high ace)."""
    return CODES[suit * 13 + (rank - 1) % 13]


def position_value(position: int) -> int:
    """Value of the card at a run position: ace low 1, 2…10 their number, J Q K and high ace 10."""
    return 1 if position == 1 else min(position, 10)


def set_value(rank: int) -> int:
    """Value of one card of a set of ``rank``: the ace counts 10 there."""
    return 10 if rank == 1 else min(rank, 10)


def hand_value(code: str) -> int:
    """The most a card can be worth in a meld (ace 10, joker 10): a bound used by the search."""
    if code == JOKER:
        return 10
    return set_value(rank_of(code))


def full_deck(jokers: int = 4) -> list[str]:
    """Two 52-card decks plus ``jokers`` jokers (4 by default, or 2), in a fixed order."""
    return [c for c in CODES[:52] for _ in range(2)] + [JOKER] * jokers


def sort_key(code: str) -> tuple[int, int]:
    """Suit then rank, jokers last: the order a hand is shown in by default."""
    i = INDEX[code]
    return (i // 13, i % 13)
