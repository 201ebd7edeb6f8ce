"""A lesson played on the real screen (issue 26, "learn by playing"), written once for every game.

``LessonRun`` takes a game screen showing a lesson's stacked game (``lesson_script.Lesson``) and
a ``LessonBar`` over its table. Each step, the bar says in one sentence what to do and why, and
the screen lights what to click (its ``lesson_target``); the person's own click plays the move.
The session's ``guard`` refuses any other move with the step's sentence; its ``script`` plays the
other seats' moves at the usual pace. A sentence-only step (no move) waits for Continue while
the computer players hold. "Do it for me" plays the step's move; "Leave the lesson" goes home.
Progress is kept in the settings after each step, so that the lesson is taken up again where it
was left; once every step is played, the game goes on as an ordinary game against the computer
(never recorded in the statistics: the screen is told the game is already recorded).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.i18n import Context
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.models.session import GameSession
from abyss_cards.ui.table.end_page import EndPage
from abyss_cards.ui.table.french import put
from abyss_cards.ui.table.lesson_script import Lesson, LessonStep

# Where the progress of each game's lesson is kept: ``settings.remembered[LESSONS]`` =
# ``{game: {"step": n, "done": bool, "offered": bool}}``.
LESSONS = "lessons"


class LessonWords(Context):
    """The lesson bar's words (``LessonWords.tr``)."""


class LessonScreen(Protocol):
    """What a lesson asks of a game screen."""

    session: GameSession
    table_page: QWidget
    end_page: EndPage

    def lesson_target(self, action: object | None) -> None: ...


def progress(settings: Settings, game: str) -> dict[str, Any]:
    """What is kept of ``game``'s lesson (a copy; every value checked, else its default)."""
    remembered = settings.remembered if isinstance(settings.remembered, dict) else {}
    kept = remembered.get(LESSONS)
    entry = kept.get(game) if isinstance(kept, dict) else None
    entry = entry if isinstance(entry, dict) else {}
    step = entry.get("step")
    return {
        "step": step if type(step) is int and 0 <= step <= 10_000 else 0,
        "done": entry.get("done") is True,
        "offered": entry.get("offered") is True,
    }


def keep_progress(settings: Settings, game: str, **values: object) -> None:
    """Changes what is kept of ``game``'s lesson (the caller saves the settings)."""
    if not isinstance(settings.remembered, dict):
        settings.remembered = {}
    kept = settings.remembered.get(LESSONS)
    kept = dict(kept) if isinstance(kept, dict) else {}
    entry = progress(settings, game)
    entry.update(values)
    kept[game] = entry
    settings.remembered[LESSONS] = kept


class LessonOffer(QFrame):
    """At the top of a game's new-game dialog, until that game's lesson has been offered once:
    one sentence and "Learn by playing", which closes the dialog with its ``learn`` property
    set (``entry_points.new_screen`` then opens the lesson)."""

    def __init__(self, dialog: QDialog) -> None:
        super().__init__(dialog)
        self.setObjectName("lessonOffer")
        self.setStyleSheet(
            "#lessonOffer { background: #fdf6d8; border: 1px solid #d4a017; border-radius: 4px; }"
            " #lessonOffer QLabel { color: #222; }"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        self.sentence = QLabel(
            LessonWords.tr("First time? A short guided deal teaches the game on its table.")
        )
        self.sentence.setWordWrap(True)
        row.addWidget(self.sentence, 1)
        self.button = QPushButton(LessonWords.tr("&Learn by playing"))
        self.button.setObjectName("lessonOfferButton")
        row.addWidget(self.button)

        def learn() -> None:
            dialog.setProperty("learn", True)
            dialog.reject()

        self.button.clicked.connect(learn)


def has_lesson(game: str) -> bool:
    """Whether ``game``'s screen has a lesson (its ``GameUI.lesson``)."""
    from abyss_cards.ui.games import entry

    try:
        return bool(entry(game).ui().lesson)
    except (KeyError, TypeError, ImportError):
        return False


def offer_lesson(dialog: QDialog, layout: QVBoxLayout, settings: object, game: str) -> None:
    """The lesson's offer at the top of ``dialog`` (``layout``), if ``game``'s lesson was never
    offered nor played. The caller marks it offered once the dialog is closed."""
    if not isinstance(settings, Settings) or not has_lesson(game):
        return
    kept = progress(settings, game)
    if kept["offered"] or kept["done"] or kept["step"]:
        return
    layout.insertWidget(0, LessonOffer(dialog))
    dialog.setProperty("lessonOffered", True)


class LessonBar(QFrame):
    """Over the table: the step's number, its sentence, and the lesson's buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#lessonBar { background: #fdf6d8; border: 2px solid #d4a017; border-radius: 6px; }"
            " #lessonBar QLabel { color: #222; }"
        )
        rows = QVBoxLayout(self)
        rows.setContentsMargins(10, 6, 10, 6)
        rows.setSpacing(4)
        top = QHBoxLayout()
        self.position = QLabel()
        self.position.setObjectName("lessonPosition")
        font = self.position.font()
        font.setBold(True)
        self.position.setFont(font)
        top.addWidget(self.position)
        top.addStretch(1)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("lessonContinue")
        self.do_it_button = QPushButton()
        self.do_it_button.setObjectName("lessonDoIt")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("lessonLeave")
        for button in (self.continue_button, self.do_it_button, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the table keeps the keys
            top.addWidget(button)
        rows.addLayout(top)
        self.sentence = QLabel()
        self.sentence.setObjectName("lessonSentence")
        self.sentence.setWordWrap(True)
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        big = self.sentence.font()
        big.setPointSizeF(big.pointSizeF() * 1.1)
        self.sentence.setFont(big)
        rows.addWidget(self.sentence)
        self.retranslate()

    def retranslate(self) -> None:
        self.continue_button.setText(LessonWords.tr("&Continue"))
        self.do_it_button.setText(LessonWords.tr("Do it &for me"))
        self.do_it_button.setToolTip(LessonWords.tr("Plays the move the lesson asks for."))
        self.leave_button.setText(LessonWords.tr("&Leave the lesson"))
        self.leave_button.setToolTip(
            LessonWords.tr("Back to the home screen; the lesson starts again from this step.")
        )


class LessonRun(QObject):
    """Drives a lesson on ``screen`` from step ``at`` (see the module's docstring)."""

    def __init__(
        self,
        screen: LessonScreen,
        lesson: Lesson,
        *,
        at: int = 0,
        on_progress: Callable[[int, bool], None] | None = None,
        on_leave: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(screen.session)
        self.screen = screen
        self.lesson = lesson
        self.steps: list[LessonStep] = list(lesson.steps())
        self.at = min(max(0, at), len(self.steps))
        self.on_progress = on_progress
        self.on_leave = on_leave
        self._held = False  # the session held by this lesson for a sentence-only step
        # The game's moves the lesson has counted as steps, and the step the bar shows.
        self._played = len(screen.session.state.history)
        self._shown: int | None = None
        self.bar = LessonBar()
        self.bar.installEventFilter(self)
        layout = screen.table_page.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(0, self.bar)
        self.bar.continue_button.clicked.connect(self.next)
        self.bar.do_it_button.clicked.connect(self.do_it)
        self.bar.leave_button.clicked.connect(self.leave)
        session = screen.session
        session.guard = self.guard
        session.script = self.script
        session.no_undo = LessonWords.tr("Undo is off during a lesson: its steps follow one deal.")
        session.undoChanged.emit(session.can_undo())
        session.eventsApplied.connect(self._applied)
        screen.end_page.for_lesson(lesson.done())
        self.show()

    # -- the steps ------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.at >= len(self.steps)

    def step(self) -> LessonStep | None:
        return None if self.finished else self.steps[self.at]

    def learners_step(self) -> bool:
        """Whether the step now is a move of the learner's."""
        step = self.step()
        return (
            step is not None
            and step.action is not None
            and self.screen.session.state.current_player == self.lesson.learner
        )

    def _catch_up(self) -> None:
        """Count as steps the moves played since the lesson last looked. A screen may play a
        move by itself while it shows the one before (a decision with one answer), before the
        lesson has heard of that one."""
        played = len(self.screen.session.state.history)
        while self._played < played and not self.finished:
            if self.steps[self.at].action is None:
                break  # no move belongs here: the lesson waits for Continue
            self._played += 1
            self.at += 1

    def guard(self, seat: int, action: object) -> str:
        """Why a person's ``action`` is not the lesson's ("" lets it through)."""
        self._catch_up()
        step = self.step()
        if step is None:
            return ""  # the lesson is over: an ordinary game
        if step.action is None:
            return LessonWords.tr("Read the lesson's sentence, then press Continue.")
        if seat == self.lesson.learner and step.same(action, step.action):
            return ""
        return LessonWords.tr("The lesson asks for another move. %1").replace("%1", step.say)

    def script(self, seat: int) -> object:
        """The move of computer seat ``seat`` now: the step's."""
        self._catch_up()
        step = self.step()
        if step is None or step.action is None:
            raise RuntimeError("the lesson has no move for the computer here")
        return step.action

    def _applied(self, _seat: int, _action: object, _events: object) -> None:
        self._catch_up()
        if self.at != self._shown:
            self._progress()
            self.show()

    def next(self) -> None:
        """Continue: past a sentence-only step."""
        step = self.step()
        if step is None or step.action is not None:
            return
        self.at += 1
        self._progress()
        self.show()

    def do_it(self) -> None:
        """The learner's move, played for them (their click's way, through the guard)."""
        step = self.step()
        if step is None:
            return
        if step.action is None:
            self.next()
        elif self.learners_step():
            self.screen.session.play(step.action)

    def leave(self) -> None:
        if self.on_leave is not None:
            self.on_leave()

    def _progress(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self.at, self.finished)

    # -- what the bar shows ---------------------------------------------------------------------
    def show(self) -> None:
        self._shown = self.at
        step = self.step()
        self._hold(step is not None and step.action is None)
        bar = self.bar
        if step is None:
            self._finish()
            return
        told = [i for i, s in enumerate(self.steps) if s.say]
        number = sum(1 for i in told if i <= self.at)
        bar.position.setText(
            LessonWords.tr("Lesson: step %1 of %2")
            .replace("%1", str(max(1, number)))
            .replace("%2", str(len(told)))
        )
        mine = self.learners_step()
        if step.say:
            bar.sentence.setText(step.say)
        elif not mine:
            name = self.lesson.opponents[0] if self.lesson.opponents else ""
            bar.sentence.setText(
                put(LessonWords.tr("%1 plays: watch the table."), "%1", name, person=True)
            )
        bar.continue_button.setVisible(step.action is None)
        bar.do_it_button.setVisible(mine)
        bar.leave_button.setVisible(True)
        self.screen.lesson_target(step.action if mine else None)
        if step.action is None:
            bar.continue_button.setFocus()

    def _finish(self) -> None:
        session = self.screen.session
        session.guard = None
        session.script = None
        session.no_undo = ""
        session.undoChanged.emit(session.can_undo())
        self.screen.lesson_target(None)
        bar = self.bar
        bar.position.setText(LessonWords.tr("Lesson done"))
        bar.sentence.setText(self.lesson.done())
        bar.continue_button.setVisible(False)
        bar.do_it_button.setVisible(False)
        bar.leave_button.setText(LessonWords.tr("&Back to the home screen"))
        bar.leave_button.setToolTip("")

    def _hold(self, hold: bool) -> None:
        """Computer players wait while a sentence-only step is read."""
        if hold == self._held:
            return
        self._held = hold
        session = self.screen.session
        if hold:
            session.hold()
        else:
            session.release()
            # The screens offer a person's choices when the turn comes to them, never while
            # the game is held: the turn is said again now that it is let go.
            if not session.held:
                session.turnChanged.emit(session.state.current_player)

    def retranslate(self) -> None:
        """The steps again in the language of the moment."""
        self.steps = list(self.lesson.steps())
        self.bar.retranslate()
        self.screen.end_page.for_lesson(self.lesson.done())
        self.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.bar and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False
