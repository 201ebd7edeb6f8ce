"""The computer players of a Rami match think in a process of their own.

In a thread, the expert's pure-Python search holds the interpreter lock, and every paint of the
window must win that lock back first: the window stalled for up to 60-70 ms per deal although
it worked 6-8 ms of it. In a spawned child process (nothing shared with the window: no lock, no
Qt, no thread) the window keeps its own interpreter.

The session still asks its bots from a worker thread, which now waits on a pipe (without the
lock). The child sees only the view and the legal actions, and answers with the index of its
choice among them, so what comes back is always one of the legal actions. If the process
cannot be started, dies, or answers nonsense, the bots of the match think in the worker thread
again, as before, for the rest of the match.

This module must stay light to import: the child imports it (and the engine), not Qt.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Literal, NoReturn

from abyss_cards.games.rami.actions import Action
from abyss_cards.games.rami.bots import GreedyBot, RandomBot, make_bot, opening_hint

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from abyss_cards.games.rami.melds import Meld
    from abyss_cards.games.rami.view import RamiView

START_TIMEOUT = 20.0  # seconds for the child to start (a loaded machine, a cold disk)
THINK_TIMEOUT = 120.0  # seconds for one choice, far above the expert's longest


# The hint of an opening: its melds and the discard to take first (or ``None``).
OpeningHint = tuple[Literal["open"], list["Meld"], str | None]
# What goes down the pipe: a question, or ``None`` to end the child ...
Question = (
    tuple[Literal["hint"], "RamiView", list[Action], int]
    | tuple[Literal["choose"], Hashable, str, int | None, "RamiView", list[Action]]
)
# ... and what comes back: a move as its index among the legal actions, or why not.
Answer = OpeningHint | tuple[Literal["move"], int] | tuple[Literal["choice"], int]
Reply = tuple[Literal["ok"], Answer] | tuple[Literal["error"], str]


class BotProcessError(RuntimeError):
    """The process could not answer (not started, gone, closed, or a wrong answer)."""


def hint_choice(
    view: RamiView, legal: Sequence[Action], seed: int
) -> OpeningHint | tuple[Literal["move"], int]:
    """What the hint button advises, from the person's view: ``("open", melds, taken)`` for the
    best opening available now (``taken``: the discard to take first, or ``None``), else
    ``("move", index)``, the expert's choice among ``legal``."""
    opening = opening_hint(view, legal)  # the engine's exact search
    if opening is not None:
        return ("open", *opening)
    return ("move", legal.index(make_bot("expert", seed=seed).choose(view, legal)))


def _answer(bots: dict[Hashable, RandomBot | GreedyBot], message: Question) -> Answer:
    if message[0] == "hint":
        _, view, legal, seed = message
        return hint_choice(view, legal, seed)
    _, key, level, bot_seed, view, legal = message
    bot = bots.get(key)
    if bot is None:
        bot = bots[key] = make_bot(level, seed=bot_seed)
    return ("choice", legal.index(bot.choose(view, legal)))


def serve(conn: Connection[Reply, Question | None]) -> None:
    """The child's loop: one bot per key, made on its first question; a ``None`` ends it."""
    bots: dict[Hashable, RandomBot | GreedyBot] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return  # the window went away
        if message is None:
            return
        reply: Reply
        try:
            reply = ("ok", _answer(bots, message))
        except Exception as exc:  # noqa: BLE001 - told to the window, which thinks itself
            reply = ("error", f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


def available() -> bool:
    """Whether a process may be spawned. A frozen executable re-runs its own entry point in
    the child, which ``packaging/launch.py`` stops with ``multiprocessing.freeze_support()``;
    set ``ABYSS_CARDS_BOT_THREAD=1`` to keep the bots in a thread anyway."""
    return os.environ.get("ABYSS_CARDS_BOT_THREAD", "") in ("", "0")


class BotProcess:
    """One child process for the computer players of one match.

    It is started on a background thread at once (the window never waits for it); ``choose``
    is called from the session's worker thread, one question at a time; ``close`` ends it."""

    def __init__(
        self, *, start_timeout: float = START_TIMEOUT, think_timeout: float = THINK_TIMEOUT
    ) -> None:
        self.start_timeout = start_timeout
        self.think_timeout = think_timeout
        self.failure = ""  # why the process is no longer used, if it is not
        self.closed = False
        self._state = threading.Lock()  # guards _proc, _conn, closed
        self._asking = threading.Lock()  # one question at a time
        self._ready = threading.Event()
        self._proc: BaseProcess | None = None
        self._conn: Connection[Question | None, Reply] | None = None
        threading.Thread(target=self._start, name="rami-bot-process", daemon=True).start()

    @property
    def pid(self) -> int | None:
        """The child's process id once started (``None`` before, or if it failed to start)."""
        self._ready.wait(self.start_timeout)
        proc = self._proc
        return None if proc is None else proc.pid

    @property
    def usable(self) -> bool:
        return not self.closed and not self.failure

    def _start(self) -> None:
        try:
            context = multiprocessing.get_context("spawn")
            ours, theirs = context.Pipe()
            proc = context.Process(
                target=serve, args=(theirs,), name="abyss-cards-rami-bot", daemon=True
            )
            proc.start()
            theirs.close()
        except Exception as exc:  # noqa: BLE001 - the bots then think in a thread
            self.failure = f"not started: {type(exc).__name__}: {exc}"
            self._ready.set()
            return
        with self._state:
            self._proc, self._conn = proc, ours
            closed = self.closed
        self._ready.set()
        if closed:  # closed while it was starting
            self._end()

    def choose(
        self, key: Hashable, level: str, seed: int | None, view: RamiView, legal: Sequence[Action]
    ) -> Action:
        """The choice of the bot ``key`` (made with ``level`` and ``seed`` on first use), one of
        ``legal``. Raises ``BotProcessError`` if the process cannot answer; it is then given up."""
        answer = self._ask(("choose", key, level, seed, view, list(legal)))
        if answer[0] != "choice":
            self._give_up(f"answered {answer!r}")
        return self._legal(legal, answer[1])

    def hint(
        self, view: RamiView, legal: Sequence[Action], seed: int
    ) -> OpeningHint | tuple[Literal["move"], Action]:
        """``hint_choice(view, legal, seed)`` worked out in the process (a move as the action)."""
        answer = self._ask(("hint", view, list(legal), seed))
        if answer[0] == "move":
            return ("move", self._legal(legal, answer[1]))
        if answer[0] != "open" or len(answer) != 3:
            self._give_up(f"answered {answer!r}")
        return answer

    def _legal(self, legal: Sequence[Action], value: object) -> Action:
        if not isinstance(value, int) or not 0 <= value < len(legal):
            self._give_up(f"answered {value!r} among {len(legal)} actions")
        return legal[value]

    def _ask(self, message: Question) -> Answer:
        if not self._ready.wait(self.start_timeout):
            self._give_up("did not start in time")
        with self._asking:
            if not self.usable:
                raise BotProcessError(self.failure or "closed")
            conn = self._conn
            try:
                assert conn is not None  # set with _ready, before the process is usable
                conn.send(message)
                deadline = time.monotonic() + self.think_timeout
                # Waiting on the pipe lets the window have the interpreter; looked at every
                # 50 ms so that closing the match does not wait for the bot to finish.
                while not conn.poll(0.05):
                    if self.closed:
                        raise BotProcessError("closed")
                    if time.monotonic() > deadline:
                        self._give_up("no answer in time")
                status, value = conn.recv()
            except BotProcessError:
                raise
            except Exception as exc:  # noqa: BLE001 - a pipe error, the child gone, pickling
                self._give_up(f"{type(exc).__name__}: {exc}")
            if status != "ok" or not isinstance(value, tuple) or not value:
                self._give_up(str(value))
            return value

    def _give_up(self, why: str) -> NoReturn:
        if not self.failure and not self.closed:
            self.failure = why
        self._end()
        raise BotProcessError(self.failure or "closed")

    def close(self) -> None:
        """End the child (a question in progress gives up within 50 ms)."""
        with self._state:
            self.closed = True
        self._end()

    def _end(self) -> None:
        with self._state:
            proc, conn = self._proc, self._conn
            self._proc = None
        if proc is None:
            return
        # The child holds nothing worth a goodbye: the quickest end is the surest.
        try:
            proc.kill()
            proc.join(1.0)
        except (OSError, ValueError, AssertionError):
            pass
        if conn is not None and not self._asking.locked():
            try:
                conn.close()
            except OSError:
                pass


class ProcessBot:
    """What the session sees as a seat's computer player: it asks ``process``, and thinks in
    the calling thread (a bot made with the same level and seed) once the process is given up."""

    def __init__(self, process: BotProcess, key: Hashable, level: str, seed: int | None) -> None:
        self.process, self.key, self.level, self.seed = process, key, level, seed
        self._local: RandomBot | GreedyBot | None = None

    @property
    def local(self) -> RandomBot | GreedyBot:
        if self._local is None:
            self._local = make_bot(self.level, seed=self.seed)
        return self._local

    def choose(self, view: RamiView, legal: Sequence[Action]) -> Action:
        if self.process.usable:
            try:
                return self.process.choose(self.key, self.level, self.seed, view, legal)
            except BotProcessError:
                if self.process.closed:
                    raise  # the match is being left: nobody wants this choice
        return self.local.choose(view, legal)


def smoke_check() -> str:
    """Start a process, have it choose one move of a fresh deal, end it (``--smoke-test``: in the
    packaged executable this proves the child starts from the frozen program)."""
    from abyss_cards.games import rami

    state = rami.new_game(2, seed=1)
    seat = state.current_player
    assert seat is not None  # a fresh deal: someone is to play
    legal = state.legal_actions()
    process = BotProcess()
    try:
        action = process.choose(("smoke", seat), "greedy", 1, state.view(seat), legal)
    finally:
        process.close()
    if action not in legal:
        raise BotProcessError(f"{action!r} is not a legal move")
    return f"computer players' process answered ({action})"
