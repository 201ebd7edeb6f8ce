"""A game session: one engine state, its seats, and the computer players driven off the GUI
thread, paced for the eye, with an autosave after every applied action.

The session knows the engine contract only (``current_player``, ``legal_actions``, ``apply``,
``view``, ``is_over``, ``to_json``) and so serves every game.
"""

from __future__ import annotations

import gc
import json
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QObject,
    QThreadPool,
    QTimer,
    Signal,
)

from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction
from abyss_cards.core.game import Bot, State
from abyss_cards.storage import autosave
from abyss_cards.ui.errors import log_problem
from abyss_cards.ui.models.undo import REVEALED, TAKEN_BACK, UndoLedger

HUMAN, BOT = "human", "bot"
# A computer player that fails (raises, or chooses a move the rules refuse) is asked this many
# times for one move before a legal move is played in its place.
BOT_ASKS = 2


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN  # HUMAN or BOT
    level: str = "medium"  # for bots

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        kind = data["kind"]
        if kind not in (HUMAN, BOT):
            raise ValueError(f"unknown seat kind {kind!r}")
        return cls(str(data["name"]), kind, str(data.get("level", "medium")))


def settle_garbage() -> None:
    """Collect the garbage now, and set what survives aside from later collections.

    Python's full collections walk every object alive; with Qt's wrappers, the modules and a
    game's history that took 10 ms and more on the GUI thread, in the middle of a game. Called
    at a quiet moment (a game's screen being built), it leaves those collections only the
    objects made since. What was set aside is looked at again by the next call."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def _translated(exc: IllegalAction) -> str:
    from abyss_cards.i18n import translate_refusal

    return translate_refusal(exc)


_settling = False
# How long after a screen is built its garbage is settled: a real timer, so the collection
# gets a pass of the event loop of its own. A zero-delay single shot is a posted event, handled
# in the same pass as the screen's construction and its first paint: one longer stall.
SETTLE_AFTER_MS = 100


def settle_garbage_soon() -> None:
    """``settle_garbage`` a moment later, in a pass of the event loop of its own (once, however
    many ask).

    A screen being built at "Play again" then does not wait for the collection (10-17 ms of a
    stall the player sees), and the screen it replaces, deleted meanwhile, is collected rather
    than set aside until the next game."""
    global _settling
    if _settling:
        return
    _settling = True

    def settle() -> None:
        global _settling
        _settling = False
        settle_garbage()

    QTimer.singleShot(SETTLE_AFTER_MS, settle)


class _Relay(QObject):
    """Carries a bot's choice from the worker thread back to the GUI thread (queued signal)."""

    chosen = Signal(int, object)  # token, action (or a _Failure)


class _BotTask:
    """One question to a computer player, asked on the pool's worker thread.

    A plain callable, not a ``QRunnable`` subclass: PySide keeps a reference from the pool to
    every ``QRunnable`` object started on it, so each task, with the view and the legal actions
    it holds, stayed alive as long as the pool (thousands in an evening of games). The pool
    drops a callable once it has run."""

    __slots__ = ("relay", "token", "bot", "view", "legal")

    def __init__(
        self, relay: _Relay, token: int, bot: Bot, view: object, legal: Sequence[object]
    ) -> None:
        self.relay, self.token, self.bot, self.view, self.legal = relay, token, bot, view, legal

    def __call__(self) -> None:
        try:
            result = self.bot.choose(self.view, self.legal)
        except Exception as exc:  # noqa: BLE001 - reported on the GUI thread
            result = _Failure(f"{type(exc).__name__}: {exc}")
        self.relay.chosen.emit(self.token, result)


class _Failure:
    """What a bot that raised sends back: the reason only (an exception would keep the
    worker's frames, the bot and its view alive through its traceback)."""

    __slots__ = ("reason",)

    def __init__(self, reason: str) -> None:
        self.reason = reason


_CLEAR: dict[str, Any] = {}  # a pending "payload" that means: remove the autosave


class AutosaveWriter:
    """Writes autosaves on a background thread, keeping only the latest pending payload, so the
    GUI thread never waits for a disk sync. ``flush()`` waits until the last one is on disk."""

    def __init__(self, game: str, on_failure: Callable[[OSError], None] | None = None) -> None:
        self.game = game
        # Told once when writing starts failing (read-only folder, full disk), from the writer's
        # thread; again only after a write has succeeded since. Writing goes on being tried.
        self._on_failure = on_failure
        self.failing = False
        self._lock = threading.Condition()
        self._pending: dict[str, Any] | None = None
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=f"autosave-{game}", daemon=True)
        self._thread.start()

    def submit(self, payload: dict[str, Any]) -> None:
        with self._lock:
            self._pending = payload
            self._lock.notify_all()

    def flush(self, timeout: float = 5.0) -> None:
        deadline = time.monotonic() + timeout
        with self._lock:
            while (self._pending is not None or self._busy) and time.monotonic() < deadline:
                self._lock.wait(0.05)

    def clear(self) -> None:
        with self._lock:
            self._pending = None
        self.flush()
        autosave.clear(self.game)

    def clear_later(self) -> None:
        """Remove the autosave on the writer's thread (after any write still pending); the GUI
        thread does not wait for the disk. ``flush()`` waits for the removal too."""
        self.submit(_CLEAR)

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                while self._pending is None and not self._closed:
                    self._lock.wait()
                payload = self._pending
                if payload is None:  # closed, nothing left to write
                    return
                self._pending = None
                self._busy = True
            try:
                if payload is _CLEAR:
                    autosave.clear(self.game)
                else:
                    autosave.save(self.game, payload)
            except OSError as exc:
                # A full disk must not end the game; the next action tries again.
                if not self.failing and self._on_failure is not None:
                    self._on_failure(exc)
                self.failing = True
            else:
                self.failing = False
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


class GameSession(QObject):
    """Drives one game. The screen calls ``play`` for a person's move; computer players move by
    themselves once ``start`` is called, each after ``pace`` seconds, unless ``hold`` is on."""

    eventsApplied = Signal(int, object, object)  # seat, action, events
    turnChanged = Signal(object)  # seat now to decide, or None
    gameOver = Signal()
    refused = Signal(str)  # a refusal in the interface language
    # A computer player failed twice on one move (it raised, or chose a move the rules refuse):
    # a legal move was played in its place. Plain words, told once per seat and game.
    botFailed = Signal(str)
    autosaveFailed = Signal(object)
    stateReplaced = Signal(object)  # the state after an undo (the screen shows it anew)
    undoChanged = Signal(bool)  # whether there is something to undo now

    def __init__(
        self,
        game: str,
        state: State,
        seats: list[Seat],
        *,
        bot_factory: Callable[[str, int], Bot],
        pace: float = 0.7,
        meta: dict[str, Any] | None = None,
        parent: QObject | None = None,
        write_autosave: bool = True,
    ) -> None:
        super().__init__(parent)
        if len(seats) != state.num_players:
            raise ValueError("one seat per player")
        self.game = game
        self.state = state
        self.seats = list(seats)
        self.meta = dict(meta or {})
        self.pace = pace
        self.extra_payload: Callable[[], dict[str, Any]] = dict
        self._bot_factory = bot_factory
        self._bots: dict[int, Bot] = {}
        self._holds = 0
        self._token = 0
        self._thinking = False
        self._stopped = False
        self._started = False
        # A computer player that fails is asked once more, then a legal move is played for it
        # (drawn with this generator: the same game fails over to the same moves).
        self._failures = 0  # failed asks for the move being decided
        self._failed_seats: set[int] = set()  # seats whose failure the player was told of
        self._fallback_rng = random.Random(f"{game}:{self.meta.get('seed')}")
        self.fallback_moves = 0  # moves played for a failing computer player
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.chosen.connect(self._bot_chose)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_bot)
        self._writer = AutosaveWriter(game, self.autosaveFailed.emit) if write_autosave else None
        self.actions_applied = 0
        # 0: the autosave is made after every action. More: while actions come faster than
        # that (computer players at the fastest pace), it is made at most that often — its
        # payload costs the GUI thread more as the game grows — and always after the last one.
        self.autosave_interval = 0.0
        self._autosave_clock = QElapsedTimer()
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.timeout.connect(self._autosave_now)
        # How a refusal reads (a screen may name things its own way, e.g. cells from 1).
        self.describe_refusal: Callable[[IllegalAction], str] = _translated
        # Undo back to the last reveal to a person (``UndoLedger``): on against computer
        # players, off between several persons unless ``allow_undo`` says they all agree.
        self._ledger: UndoLedger | None = None
        self._from_json: Callable[[str], State] | None = None
        # A lesson (``ui/table/lesson.py``): ``guard(seat, action)`` tells why a person's move is
        # not the one the lesson asks for ("" lets it through); ``script(seat)`` gives the
        # computer players' moves instead of their bots.
        self.guard: Callable[[int, object], str] | None = None
        self.script: Callable[[int], object] | None = None
        self.no_undo = ""  # why undo is off for now (a lesson's steps cannot be taken back)

    # -- seats --------------------------------------------------------------------------------
    def seat_of_turn(self) -> Seat | None:
        cp = self.state.current_player
        return None if cp is None else self.seats[cp]

    def is_human_turn(self) -> bool:
        seat = self.seat_of_turn()
        return seat is not None and not seat.is_bot

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            self._bots[seat] = self._bot_factory(self.seats[seat].level, seat)
        return self._bots[seat]

    # -- undo ---------------------------------------------------------------------------------
    def enable_undo(
        self, from_json: Callable[[str], State], *, between_people: bool = False
    ) -> bool:
        """Turn undo on (``from_json`` reads the engine's saves back); against computer players
        always, between several persons only if ``between_people``. Returns whether it is on."""
        people = self.humans()
        if not people or (len(people) > 1 and not between_people):
            self._ledger = None
            return False
        self._ledger = UndoLedger(people)
        self._from_json = from_json
        return True

    def can_undo(self) -> bool:
        return (
            self._ledger is not None
            and not self.no_undo
            and self._ledger.can_undo()
            and not self._stopped
            and not self.state.is_over
            and not self._holds
        )

    def undo_refusal(self) -> str:
        """Why undo cannot be used now, in plain words for the greyed button; "" if it can."""
        ledger = self._ledger
        if self.can_undo():
            return ""
        if self.no_undo:
            return self.no_undo
        if self.state.is_over or self._stopped:
            why = QT_TRANSLATE_NOOP("GameSession", "The game is over: its moves stay played.")
        elif ledger is None:
            why = QT_TRANSLATE_NOOP(
                "GameSession", "Undo is off when several people play at the same screen."
            )
        elif self._holds:
            why = QT_TRANSLATE_NOOP("GameSession", "Not while the scores are being shown.")
        elif ledger.empty_because == REVEALED:
            why = QT_TRANSLATE_NOOP(
                "GameSession",
                "A new card has been seen since the last move: it can no longer be taken back.",
            )
        elif ledger.empty_because == TAKEN_BACK:
            why = QT_TRANSLATE_NOOP(
                "GameSession", "Every move since the last card seen has been taken back."
            )
        else:
            why = QT_TRANSLATE_NOOP("GameSession", "Nothing to take back yet.")
        return QCoreApplication.translate("GameSession", why)

    def undo(self) -> bool:
        """Take back the persons' latest move still open to undo (and the computer players'
        moves since). The new state comes with ``stateReplaced``."""
        if not self.can_undo():
            return False
        assert self._ledger is not None and self._from_json is not None
        state = self._ledger.undo(self._from_json)
        self._token += 1  # a computer player thinking now decides for a state that is gone
        self._thinking = False
        self._failures = 0
        self._timer.stop()
        self.state = state
        self.actions_applied += 1
        self._autosave()
        self.stateReplaced.emit(state)
        self.undoChanged.emit(self.can_undo())
        self.turnChanged.emit(self.state.current_player)
        self._schedule()
        return True

    # -- flow ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Let computer players move (call once the table is on screen)."""
        self._started = True
        self.turnChanged.emit(self.state.current_player)
        self._schedule()

    def hold(self) -> None:
        """Stop computer players from moving until ``release`` (a summary is being read)."""
        self._holds += 1
        self._timer.stop()
        self._failures = 0  # a bot asked afresh once released gets its two chances
        self.undoChanged.emit(self.can_undo())  # not while the summary is read

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        self.undoChanged.emit(self.can_undo())
        self._schedule()

    @property
    def held(self) -> bool:
        return self._holds > 0

    @property
    def stopped(self) -> bool:
        return self._stopped

    @property
    def thinking(self) -> bool:
        return self._thinking

    def set_pace(self, seconds: float) -> None:
        self.pace = max(0.0, seconds)

    def hurry(self) -> None:
        """The computer player waiting out its pace delay starts thinking now (tests waiting for
        a person's turn, a screen that has nothing to show during the delay)."""
        if self._timer.isActive():
            self._timer.stop()
            self._start_bot()

    def stop(self) -> None:
        """No more moves: the screen is being left. Waits for a running bot and the autosave."""
        if self._autosave_timer.isActive():
            self._autosave_now()
        self._stopped = True
        self._token += 1
        self._timer.stop()
        self._pool.waitForDone(3000)
        if self._writer is not None:
            self._writer.close()

    def flush_autosave(self) -> None:
        if self._autosave_timer.isActive():
            self._autosave_now()
        if self._writer is not None:
            self._writer.flush()

    def play(self, action: object) -> list[Any] | None:
        """A person's move. Returns the events, or ``None`` after a refusal (``refused`` tells)."""
        if self._stopped:
            return None
        seat = self.state.current_player
        if seat is None or self.seats[seat].is_bot:
            self.refused.emit(
                self.describe_refusal(
                    IllegalAction(
                        "It is not your turn: seat {current} is playing",
                        code="not_your_turn",
                        current=seat,
                    )
                )
            )
            return None
        if self.guard is not None:
            why = self.guard(seat, action)
            if why:
                self.refused.emit(why)
                return None
        return self._apply(seat, action)

    def _apply(self, seat: int, action: object) -> list[Any] | None:
        """A person's ``action`` for ``seat``: applied, or refused in plain words."""
        ledger = self._ledger
        before = self.state.to_json() if ledger is not None and seat in ledger.people else None
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:
            self.refused.emit(self.describe_refusal(exc))
            return None
        if ledger is not None and before is not None:
            ledger.keep(seat, before)
        self._applied(seat, action, events)
        return events

    def _applied(self, seat: int, action: object, events: list[Any]) -> None:
        """``action`` of ``seat`` changed the state: tell, save, and let the next bot move."""
        self._failures = 0
        if self._ledger is not None:  # a reveal to a person closes the past
            self._ledger.after_events(events)
            self.undoChanged.emit(self.can_undo())
        self.actions_applied += 1
        self._autosave()
        self.eventsApplied.emit(seat, action, events)
        if self.state.is_over:
            self.gameOver.emit()
        else:
            self.turnChanged.emit(self.state.current_player)
        self._schedule()

    def payload(self) -> dict[str, Any]:
        return {
            "format": autosave.FORMAT,
            "state": json.loads(self.state.to_json()),
            "seats": [s.to_json() for s in self.seats],
            "meta": self.meta,
            "ui": self.extra_payload(),
        }

    def _autosave(self) -> None:
        if self._writer is None:
            return
        if self.state.is_over:
            self._autosave_timer.stop()
            self._writer.clear_later()
            return
        interval = round(self.autosave_interval * 1000)
        if interval > 0 and self._autosave_clock.isValid():
            since = self._autosave_clock.elapsed()
            if since < interval:
                if not self._autosave_timer.isActive():
                    self._autosave_timer.start(interval - since)
                return
        self._autosave_now()

    def _autosave_now(self) -> None:
        self._autosave_timer.stop()
        if self._writer is None or self._stopped or self.state.is_over:
            return
        self._autosave_clock.start()
        self._writer.submit(self.payload())

    def save_soon(self) -> None:
        """Hand the autosave to the writer's thread now, without waiting for the disk (e.g. when
        the screen's own part of it changed between actions); ``flush_autosave`` waits for it."""
        if self._writer is not None and not self._stopped and not self.state.is_over:
            self._autosave_now()

    def save_now(self) -> None:
        """Write the autosave now (e.g. when a dock is moved) and wait for it."""
        if self._writer is not None and not self._stopped and not self.state.is_over:
            self._autosave_now()
            self._writer.flush()

    # -- computer players ---------------------------------------------------------------------
    def _schedule(self) -> None:
        if self._stopped or not self._started or self._holds or self._thinking:
            return
        if self.state.is_over:
            return
        seat = self.seat_of_turn()
        if seat is None or not seat.is_bot:
            return
        self._timer.start(round(self.pace * 1000))

    def _start_bot(self) -> None:
        if self._stopped or self._holds or self._thinking or self.state.is_over:
            return
        seat = self.state.current_player
        if seat is None or not self.seats[seat].is_bot:
            return
        self._token += 1
        self._thinking = True
        if self.script is not None:
            # A lesson's scripted move, handed over as a bot's answer (after the pace delay).
            self._relay.chosen.emit(self._token, self.script(seat))
            return
        # The view and the legal actions are taken here, on the GUI thread: the worker only reads
        # its own copies, so the state is never touched from two threads.
        task = _BotTask(
            self._relay,
            self._token,
            self.bot(seat),
            self.state.view(seat),
            self.state.legal_actions(),
        )
        self._pool.start(task)

    def _bot_chose(self, token: int, result: object) -> None:
        if token != self._token or self._stopped:
            return
        self._thinking = False
        seat = self.state.current_player
        if seat is None or not self.seats[seat].is_bot:
            return
        if self._holds:
            # A summary came up while the bot was thinking: it decides afresh once released.
            return
        if isinstance(result, _Failure):
            self._bot_failed(seat, result.reason)
            return
        try:
            events = self.state.apply(result)
        except Exception as exc:  # noqa: BLE001 - a refusal, or no action at all
            self._bot_failed(seat, f"{result!r} refused: {type(exc).__name__}: {exc}")
            return
        self._applied(seat, result, events)

    def _bot_failed(self, seat: int, reason: str) -> None:
        """The computer player of ``seat`` raised or chose a move the rules refuse. Asked once
        more; failing again, a legal move is played in its place and the player is told (once
        per seat). The game never waits for a bot that cannot answer."""
        log_problem(
            f"{self.game}: the computer player of seat {seat} "
            f"({self.seats[seat].level}) failed: {reason}"
        )
        self._failures += 1
        if self._failures < BOT_ASKS:
            self._start_bot()
            return
        legal = list(self.state.legal_actions())
        if not legal:
            return  # no move at all: an engine without one for its current player
        action = self._fallback_rng.choice(legal)
        self.fallback_moves += 1
        if seat not in self._failed_seats:
            self._failed_seats.add(seat)
            self.botFailed.emit(
                QCoreApplication.translate(
                    "GameSession",
                    "%1 could not choose a move, so a legal move was played in its place.",
                ).replace("%1", self.seats[seat].name)
            )
        self._applied(seat, action, self.state.apply(action))
