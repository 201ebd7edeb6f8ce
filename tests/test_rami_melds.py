"""``analyse``: a table of melds and of refusals with their exact reasons."""

import pytest

from abyss_cards.games.rami.melds import IllegalMeld, analyse

VALID = [
    # codes, kind, value, clean, cards in canonical order
    ("AS 2S 3S", "run", 6, True, "AS 2S 3S"),
    ("3S AS 2S", "run", 6, True, "AS 2S 3S"),
    ("QH KH AH", "run", 30, True, "QH KH AH"),
    ("AH KH QH", "run", 30, True, "QH KH AH"),
    ("JD QD KD AD", "run", 40, True, "JD QD KD AD"),
    ("9C 10C JC", "run", 29, True, "9C 10C JC"),
    ("5H 6H 7H 8H 9H", "run", 35, True, "5H 6H 7H 8H 9H"),
    ("10S JS QS KS", "run", 40, True, "10S JS QS KS"),
    (
        "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
        "run",
        95,
        True,
        "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    ),
    (
        "KH AH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH",
        "run",
        95,
        True,
        "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    ),
    (
        "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
        "run",
        94,
        True,
        "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    ),
    # jokers in runs: at either end and inside
    ("JK 2H 3H", "run", 6, False, "JK 2H 3H"),
    ("2H 3H JK", "run", 9, False, "2H 3H JK"),
    ("4H JK 6H", "run", 15, False, "4H JK 6H"),
    ("QH KH JK", "run", 30, False, "QH KH JK"),
    ("JK KH AH", "run", 30, False, "JK KH AH"),
    ("JK QH KH", "run", 30, False, "JK QH KH"),
    ("AC JK 3C", "run", 6, False, "AC JK 3C"),
    ("AC 2C JK", "run", 6, False, "AC 2C JK"),
    ("JK 9S 10S JS", "run", 37, False, "JK 9S 10S JS"),
    ("10S JS JK KS AS", "run", 50, False, "10S JS JK KS AS"),
    (
        "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK",
        "run",
        95,
        False,
        "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK",
    ),
    (
        "JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
        "run",
        95,
        False,
        "JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    ),
    # sets
    ("7S 7H 7D", "set", 21, False, "7S 7H 7D"),
    ("7C 7D 7H 7S", "set", 28, False, "7S 7H 7D 7C"),
    ("AS AH AD", "set", 30, False, "AS AH AD"),
    ("KS KH KD KC", "set", 40, False, "KS KH KD KC"),
    ("JK 9D 9C", "set", 27, False, "9D 9C JK"),
    ("QS JK QD QC", "set", 40, False, "QS QD QC JK"),
    ("AS AC JK", "set", 30, False, "AS AC JK"),
    ("2S 2H 2C", "set", 6, False, "2S 2H 2C"),
    ("10D 10S 10H JK", "set", 40, False, "10S 10H 10D JK"),
]

REFUSED = [
    ("AS 2S", "A meld needs at least three cards"),
    ("JK 5H", "A meld needs at least three cards"),
    ("JK JK 5H", "A meld cannot hold two jokers"),
    ("5H JK 7H JK", "A meld cannot hold two jokers"),
    ("5H 5H 5S", "A set cannot hold the same suit twice (5H)"),
    ("KD KS KD JK", "A set cannot hold the same suit twice (KD)"),
    ("5S 5H 5D 5C 5S", "A set has at most four cards"),
    ("5S 5H 5D 5C JK", "A set has at most four cards"),
    ("4H 5H 7H", "The cards of a run must follow each other"),
    ("4H 5H 8H JK", "The cards of a run must follow each other"),
    ("KH AH 2H", "A run cannot go round the corner (K-A-2)"),
    ("QH KH AH 2H", "A run cannot go round the corner (K-A-2)"),
    ("KH JK 2H", "A run cannot go round the corner (K-A-2)"),
    ("4H 5S 6H", "A run cannot mix suits"),
    ("4H 5S 6D JK", "A run cannot mix suits"),
    ("4H 4H 5H 6H", "A run cannot hold the same card twice (4H)"),
    ("4H 6H JK", "The joker is out of place"),
    ("JK AH 2H", "The joker is out of place"),
    ("6H JK 4H", "A run with a joker must be laid in order"),
    ("AH AH 2H 3H", "A run cannot hold the same card twice (AH)"),
    ("XX 2H 3H", "XX is not a card"),
]


@pytest.mark.parametrize(("codes", "kind", "value", "clean", "cards"), VALID)
def test_valid_melds(codes, kind, value, clean, cards):
    meld = analyse(codes.split())
    assert meld.kind == kind
    assert meld.value == value
    assert meld.clean is clean
    assert meld.cards == tuple(cards.split())


@pytest.mark.parametrize(("codes", "reason"), REFUSED)
def test_refused_melds(codes, reason):
    with pytest.raises(IllegalMeld) as info:
        analyse(codes.split())
    assert str(info.value) == reason
    assert isinstance(info.value, ValueError)


def test_the_table_is_large_enough():
    assert len(VALID) + len(REFUSED) >= 40


def test_joker_stands_for_the_card_its_place_implies():
    assert analyse("4H JK 6H".split()).joker_for == "5H"
    assert analyse("QH KH JK".split()).joker_for == "AH"
    assert analyse("JK 2H 3H".split()).joker_for == "AH"
    assert analyse("QH KH JK".split()).high == 14
    assert analyse("JK 2H 3H".split()).low == 1


def test_a_run_can_be_given_in_any_order_only_without_a_joker():
    assert analyse(["7D", "5D", "6D"]).cards == ("5D", "6D", "7D")
    with pytest.raises(IllegalMeld):
        analyse(["7D", "JK", "5D"])
