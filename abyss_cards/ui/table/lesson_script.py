"""What a "learn by playing" lesson is, for every game (issue 26): a stacked deal and the moves
played on it, each of the learner's moves with the one sentence that asks for it.

No Qt here: a game's lesson (``abyss_cards/ui/<game>/lesson.py``, a ``lesson()`` function named
by its ``GameUI.lesson``) is data built on the engine's own stacked decks, and a test plays it
on the engine alone. ``ui/table/lesson.py`` plays it on the real screen: the learner's seat is a
person, every other seat plays its scripted move at the usual pace, and a click that is not the
step's move is refused with the step's sentence again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from abyss_cards.core.game import State


def _equal(played: object, expected: object) -> bool:
    return played == expected


@dataclass(frozen=True)
class LessonStep:
    """One step of a lesson.

    ``action``: the engine action played at this step, by the learner (``say`` asks for it and
    the screen lights it with its ``lesson_target``) or by another seat (played for it; ``say``,
    if any, is shown while it plays). ``None``: no move, a sentence to read (or a gesture the
    engine does not see, such as arranging a hand), passed with the bar's Continue button.
    ``same(played, expected)``: whether a move the learner made counts as the step's (by default
    equality; a meld laid in another order may count too)."""

    action: Any
    say: str = ""
    same: Callable[[object, object], bool] = field(default=_equal, compare=False)


@dataclass(frozen=True)
class Lesson:
    """A game's lesson. ``start(names)`` gives the stacked game (the learner's name first at
    seat ``learner``, the others after it); ``steps()`` the steps in the language of the moment
    (called again after a language change, so it must give the same moves every time);
    ``opponents`` the other seats' names; ``done()`` the sentence shown once every step is
    played (the game then goes on as an ordinary game against the computer, never recorded)."""

    game: str
    start: Callable[[list[str]], State]
    steps: Callable[[], Sequence[LessonStep]]
    opponents: tuple[str, ...]
    done: Callable[[], str]
    learner: int = 0


def replayed(lesson: Lesson, names: list[str], count: int) -> State:
    """The lesson's game after its first ``count`` steps' moves (a lesson taken up again)."""
    state = lesson.start(names)
    for step in list(lesson.steps())[:count]:
        if step.action is not None:
            state.apply(step.action)
    return state


def seat_names(lesson: Lesson, learner_name: str) -> list[str]:
    """Every seat's name: the learner's at ``lesson.learner``, the opponents' around it."""
    names = list(lesson.opponents)
    names.insert(lesson.learner, learner_name)
    return names


def check_script(lesson: Lesson, names: list[str] | None = None) -> State:
    """Plays every step on the engine alone: each move legal, played by the seat whose turn it
    is, the learner's moves each with a sentence. Returns the state after the last step;
    ``AssertionError`` (with the step's number) if the script is wrong. For the lessons' tests."""
    names = names or seat_names(lesson, "Learner")
    state = lesson.start(names)
    for number, step in enumerate(lesson.steps(), 1):
        if step.action is None:
            assert step.say, f"step {number}: a step without a move must say something"
            continue
        seat = state.current_player
        assert seat is not None, f"step {number}: nobody is to play"
        if seat == lesson.learner:
            assert step.say, f"step {number}: the learner's move needs its sentence"
        assert state.is_legal(step.action), f"step {number}: {step.action} is not legal"
        state.apply(step.action)
    return state
