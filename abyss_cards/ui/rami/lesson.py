"""Rami's "learn by playing" lesson: one stacked deal against Léo, on the real table.

Léo deals and throws the tournante (10♠); the learner takes it, arranges the hand in melds and
opens with 82 points (7♠ 8♠ 9♠ 10♠, three jacks, 3♣ 4♣ 5♣ 6♣), then discards. Léo opens with 88
and lays a run 5♦ joker 7♦. The learner draws 9♥ and lays it off on Léo's hearts, lays 6♦ in
the joker's place and takes the joker back, discards, and at the next turn draws 4♥ and lays
down 4♠ 4♥ joker: no card left, the deal is won. The deck is the real 108 cards stacked in the
rulings' deal order (the dealer's 15 cards, the other's 14, the pot), so the lesson is an
ordinary match of the engine; the next deals are shuffled from its seed.
"""

from __future__ import annotations

from collections import Counter

from abyss_cards.games import rami
from abyss_cards.games.rami.actions import Discard, DrawPot, LayDown, LayOff, Open, TakeDiscard
from abyss_cards.games.rami.cards import full_deck
from abyss_cards.i18n import Context
from abyss_cards.ui.table.lesson_script import Lesson, LessonStep

OPPONENT = "Léo"
SEED = 2026  # the deals after the lesson are shuffled from it
LEARNER, LEO = 0, 1  # Léo deals: his first discard is the tournante the learner takes

TOURNANTE = "10S"
SPADES = ("7S", "8S", "9S", "10S")  # the clean run, with the tournante: 34 points
JACKS = ("JD", "JC", "JH")  # 30 points
CLUBS = ("3C", "4C", "5C", "6C")  # 18 points: 82 in all
# The learner's 14 cards: the opening but the tournante, 6♦ (it takes Léo's joker back), 4♠
# (the set with that joker at the end) and two lone cards, thrown away in turn.
LEARNER_HAND = (*SPADES[:3], *JACKS, *CLUBS, "6D", "4S", "KD", "2H")
LEO_HEARTS = ("10H", "JH", "QH", "KH")  # 40 points, his clean run
LEO_QUEENS = ("QS", "QD", "QC")  # 30 points
LEO_JOKER_RUN = ("5D", "JK", "7D")  # 18 points: 88, more than the learner's 82
LEO_HAND = (TOURNANTE, *LEO_HEARTS, *LEO_QUEENS, *LEO_JOKER_RUN, "AC", "KS", "2D", "9C")
# The pot, top first, in the order the lesson draws it: Léo's, the learner's, Léo's, the
# learner's.
DRAWS = ("2S", "9H", "KC", "4H")

OPENING = Open((SPADES, JACKS, CLUBS))
LEO_OPENING = Open((LEO_HEARTS, LEO_QUEENS, LEO_JOKER_RUN))
# The melds on the table in the order they are laid (an opening's in its canonical order).
TABLE = (*OPENING.melds, *LEO_OPENING.melds)
FINAL_SET = LayDown(("4S", "4H", "JK"))


def _meld(cards: tuple[str, ...]) -> int:
    """The index on the table of the meld laid as ``cards``."""
    return next(i for i, m in enumerate(TABLE) if Counter(m) == Counter(cards))


def _deck() -> list[str]:
    """The 108 codes, top first: Léo's 15 cards (he deals), the learner's 14, the pot."""
    top = [*LEO_HAND, *LEARNER_HAND, *DRAWS]
    rest = Counter(full_deck(4))
    rest.subtract(top)
    return top + sorted(rest.elements())


def same_melds(played: object, expected: object) -> bool:
    """An opening counts as the step's when it lays the same melds, in any order."""
    if not isinstance(played, Open) or not isinstance(expected, Open):
        return played == expected
    return Counter(tuple(sorted(m)) for m in played.melds) == Counter(
        tuple(sorted(m)) for m in expected.melds
    )


class RamiLesson(Context):
    """The lesson's words (``RamiLesson.tr``)."""


def you(action: object, say: str) -> LessonStep:
    """The learner's move, and the sentence that asks for it."""
    return LessonStep(action, say)


def leo(action: object, say: str = "") -> LessonStep:
    """Léo's move, played for him (``say`` shown while it plays)."""
    return LessonStep(action, say)


def _first_turn() -> list[LessonStep]:
    return [
        LessonStep(
            None,
            RamiLesson.tr(
                "Welcome to Rami! The aim: be the first with no card left in hand, by laying "
                "them on the table in melds — runs of one suit and sets of one rank. Press "
                "Continue."
            ),
        ),
        leo(
            Discard(TOURNANTE),
            RamiLesson.tr("Léo deals: he has 15 cards and throws one face up, the tournante."),
        ),
        you(
            TakeDiscard(),
            RamiLesson.tr(
                "The tournante is yours for free: click the lit discard pile to take the 10♠. "
                "With your 7♠ 8♠ 9♠ it makes a run, and a clean one: the tournante is the only "
                "taken card that keeps a run clean."
            ),
        ),
        LessonStep(
            None,
            RamiLesson.tr(
                "Arrange your hand: press Arrange in melds, or drag cards from zone to zone. "
                "Each zone holds one meld; the zones whose switch is on are laid down "
                "together. Then press Continue."
            ),
        ),
        LessonStep(
            OPENING,
            RamiLesson.tr(
                "Your first lay-down, the opening, must make at least 81 points with a clean "
                "run (no joker). Each card counts its number, a jack, queen or king 10: "
                "7+8+9+10 = 34, three jacks 30, 3+4+5+6 = 18, so 82. Press Lay down."
            ),
            same_melds,
        ),
        you(
            Discard("KD"),
            RamiLesson.tr(
                "A turn always ends with a discard. The K♦ fits none of your melds: drag it "
                "onto the discard pile."
            ),
        ),
    ]


def _second_turn() -> list[LessonStep]:
    return [
        leo(DrawPot()),
        leo(LEO_OPENING, RamiLesson.tr("Léo opens with 88 points.")),
        leo(Discard("AC")),
        LessonStep(
            None,
            RamiLesson.tr(
                "Léo has opened too, with 88 points: once you had opened, he needed more than "
                "your 82. In his run 5♦ joker 7♦, the joker stands for the 6♦. Press Continue."
            ),
        ),
        you(
            DrawPot(),
            RamiLesson.tr(
                "Each turn starts by taking one card. Léo's ace fits no meld, and a taken "
                "discard must be played at once: click the lit pot to draw."
            ),
        ),
        you(
            LayOff("9H", _meld(LEO_HEARTS), "low"),
            RamiLesson.tr(
                "Once you have opened, you may add cards to any meld on the table, Léo's too: "
                "drag the 9♥ onto his run 10♥ J♥ Q♥ K♥."
            ),
        ),
        you(
            LayOff("6D", _meld(LEO_JOKER_RUN), "joker"),
            RamiLesson.tr(
                "Léo's joker stands for 6♦, and you hold it: drag your 6♦ onto the joker. The "
                "6♦ takes its place and the joker comes to your hand."
            ),
        ),
        you(
            Discard("2H"),
            RamiLesson.tr(
                "A joker can stand for any card: keep it. Throw away the 2♥ instead, which "
                "fits nothing: drag it onto the discard pile."
            ),
        ),
    ]


def _last_turn() -> list[LessonStep]:
    return [
        leo(DrawPot()),
        leo(Discard("KC")),
        you(DrawPot(), RamiLesson.tr("Léo's K♣ is of no use to you: draw from the pot.")),
        LessonStep(
            None,
            RamiLesson.tr(
                "The 4♥, your 4♠ and the joker make a set: drag the 4♥ next to them (all "
                "three in one zone), switch that zone on, then press Continue."
            ),
        ),
        you(
            FINAL_SET,
            RamiLesson.tr(
                "Press Lay down: with your last three cards laid, your hand is empty and you "
                "win the deal. Léo counts 10 penalty points for each card he still holds."
            ),
        ),
    ]


def _steps() -> list[LessonStep]:
    return [*_first_turn(), *_second_turn(), *_last_turn()]


def _start(names: list[str]) -> rami.RamiState:
    return rami.new_game(names, seed=SEED, deck=_deck(), dealer=LEO)


def _done() -> str:
    return RamiLesson.tr(
        "Well played: you know Rami! Deal after deal, the penalties add up; whoever reaches "
        "500 points loses the match. Play on against Léo, or go back to the home screen."
    )


def lesson() -> Lesson:
    return Lesson(
        game="rami",
        start=_start,
        steps=_steps,
        opponents=(OPPONENT,),
        done=_done,
        learner=LEARNER,
    )
