"""Plongée's "learn by playing" lesson: one stacked round against Léo, on the real table.

The learner flips two cards, takes a low discard, completes a column of 7s (removed), draws and
discards a 12, draws and places a 0, flips, takes the −1 Léo threw away, and closes the round
with their last hidden card; the round's count then tells about doubling. The deck is the real
150 cards stacked in the rulings' deal order (seat 0's twelve cards, seat 1's, the discard, the
draw pile), so the lesson is an ordinary game of the engine.
"""

from __future__ import annotations

from collections import Counter

from abyss_cards.games import plongee
from abyss_cards.games.plongee.actions import DiscardDrawn, Draw, Flip, Place, TakeDiscard
from abyss_cards.games.plongee.cards import DECK
from abyss_cards.i18n import Context
from abyss_cards.ui.table.lesson_script import Lesson, LessonStep

OPPONENT = "Léo"
SEED = 2026  # later rounds (after the lesson) are shuffled from it

# Slots are row × 4 + column. The learner's grid (seat 0) and Léo's (seat 1), as dealt.
LEARNER = (7, 1, 9, 2, 7, 10, 3, 4, 11, 8, 1, 2)
LEO = (7, 10, 5, -1, 5, 12, 9, 6, 10, 9, 8, 7)
DISCARD = -2
# The draw pile, top first, in the order the lesson draws it (Léo's draws and the learner's).
DRAWS = (4, 9, 12, 8, 0, 3, 5, 2, 6, 1, 4, 3, 12)


def _deck() -> list[int]:
    """The 150 values, top first: the grids, the discard, the draws, then the rest."""
    top = [*LEARNER, *LEO, DISCARD, *DRAWS]
    rest = Counter(DECK)
    rest.subtract(top)
    return top + sorted(rest.elements())


class PlongeeLesson(Context):
    """The lesson's words (``PlongeeLesson.tr``)."""


def you(action: object, say: str) -> LessonStep:
    """The learner's move, and the sentence that asks for it."""
    return LessonStep(action, say)


def leo(action: object) -> LessonStep:
    """Léo's move, played for him."""
    return LessonStep(action)


def _steps() -> list[LessonStep]:
    return [
        LessonStep(
            None,
            PlongeeLesson.tr(
                "Welcome to Plongée! You have 12 cards face down. The aim: as few points as "
                "possible when the round ends. Press Continue."
            ),
        ),
        you(
            Flip(0),
            PlongeeLesson.tr("Every round starts with two cards turned over. Click the lit card."),
        ),
        you(Flip(4), PlongeeLesson.tr("And a second one: click the lit card below it.")),
        leo(Flip(0)),
        leo(Flip(4)),
        you(
            TakeDiscard(5),
            PlongeeLesson.tr(
                "Your two 7s make 14, more than Léo's two cards: you play first. The discard "
                "shows a −2, the best card of the game. Click it, then the lit card: it takes "
                "that card's place, and the card there goes to the discard."
            ),
        ),
        leo(Draw()),
        leo(Place(0)),
        you(
            TakeDiscard(8),
            PlongeeLesson.tr(
                "Léo threw away a 7. Three equal cards in a column are removed: take the 7 and "
                "put it under your two 7s."
            ),
        ),
        leo(Draw()),
        leo(DiscardDrawn(1)),
        you(
            Draw(),
            PlongeeLesson.tr(
                "Your column is gone, and its 21 points with it. Now draw a card from the pile."
            ),
        ),
        you(
            DiscardDrawn(1),
            PlongeeLesson.tr(
                "A 12 is too high to keep: click the discard to throw it away. You must then "
                "turn over one of your hidden cards: click the lit one."
            ),
        ),
        leo(Draw()),
        leo(Place(1)),
        you(Draw(), PlongeeLesson.tr("Draw again.")),
        you(
            Place(2),
            PlongeeLesson.tr("A 0 is a good card: put it in place of the lit hidden card."),
        ),
        leo(Draw()),
        leo(Place(5)),
        you(
            Flip(3),
            PlongeeLesson.tr(
                "A turn can also be a single card turned over, without drawing. Click the lit card."
            ),
        ),
        leo(Draw()),
        leo(Place(3)),
        you(
            TakeDiscard(6),
            PlongeeLesson.tr(
                "Léo replaced a hidden card: it was a −1, and it went to the discard. Take it "
                "for your lit hidden card: what the others throw away can help you."
            ),
        ),
        leo(Draw()),
        leo(Place(6)),
        you(Flip(7), PlongeeLesson.tr("Turn over the lit card.")),
        leo(Draw()),
        leo(Place(9)),
        you(Draw(), PlongeeLesson.tr("Draw a card.")),
        you(Place(9), PlongeeLesson.tr("A 1: keep it in place of the lit hidden card.")),
        leo(Draw()),
        leo(Place(10)),
        you(Flip(10), PlongeeLesson.tr("Two hidden cards left. Turn over the lit one.")),
        leo(Draw()),
        leo(Place(8)),
        you(
            Flip(11),
            PlongeeLesson.tr(
                "Turn over your last hidden card: that closes the round. Léo then plays one "
                "last turn, and every card is shown. Careful: if someone ends with as few "
                "points as you or fewer, your points are doubled."
            ),
        ),
        leo(Draw()),
        leo(DiscardDrawn(2)),
    ]


def _start(names: list[str]) -> plongee.PlongeeState:
    return plongee.new_game(names, seed=SEED, deck=_deck())


def _done() -> str:
    return PlongeeLesson.tr(
        "Well played: you know Plongée! The game goes on round after round until someone has "
        "100 points; the lowest total then wins. Play on against Léo, or go back to the home "
        "screen."
    )


def lesson() -> Lesson:
    return Lesson(
        game="plongee",
        start=_start,
        steps=_steps,
        opponents=(OPPONENT,),
        done=_done,
    )
