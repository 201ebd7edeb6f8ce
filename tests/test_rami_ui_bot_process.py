"""The computer players think in a process of their own: the same choices as in a thread (same
seeds, only the view and the legal actions), one of the legal actions always, back to thinking in
the calling thread if the process goes, and the process ends with the match."""

from __future__ import annotations

import os
import signal

import pytest
from test_rami_ui_support import make_window, open_screen

from abyss_cards.games import rami
from abyss_cards.ui.models.session import BOT
from abyss_cards.ui.rami import bot_process
from abyss_cards.ui.rami.bot_process import BotProcess, ProcessBot
from abyss_cards.ui.rami.screen import RamiScreen, make_bot_factory


def _play(factory, seed: int, moves: int) -> list[str]:
    state = rami.new_game(["a", "b"], seed=seed)
    bots, played = {}, []
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.current_player
        bot = bots.setdefault(seat, factory("expert", seat))
        legal = state.legal_actions()
        action = bot.choose(state.view(seat), legal)
        assert action in legal
        played.append(str(action))
        state.apply(action)
    return played


@pytest.fixture
def process():
    p = BotProcess()
    yield p
    p.close()


def test_the_process_makes_the_same_choices_as_a_thread_without_thinking_here(process, monkeypatch):
    in_thread = _play(make_bot_factory(41), 41, 60)

    def no_thinking_here(*_args, **_kwargs):
        raise AssertionError("the bot thought in this process")

    monkeypatch.setattr(bot_process, "make_bot", no_thinking_here)
    assert process.pid is not None and process.pid != os.getpid()
    assert _play(make_bot_factory(41, process), 41, 60) == in_thread
    assert process.usable and not process.failure


def test_a_process_that_dies_leaves_the_bots_thinking_in_the_thread(process):
    factory = make_bot_factory(42, process)
    first = _play(factory, 42, 4)
    assert len(first) == 4 and process.usable
    os.kill(process.pid, signal.SIGKILL)
    after = _play(factory, 42, 30)  # answers still come, from bots made here
    assert len(after) == 30
    assert not process.usable and process.failure


def test_a_process_that_cannot_start_is_never_waited_for(monkeypatch):
    import multiprocessing

    def broken(_method):
        raise OSError("no processes here")

    monkeypatch.setattr(multiprocessing, "get_context", broken)
    p = BotProcess()
    try:
        bot = ProcessBot(p, 0, "expert", 7)
        state = rami.new_game(["a", "b"], seed=7)
        action = bot.choose(state.view(state.current_player), state.legal_actions())
        assert action in state.legal_actions()
        assert "no processes here" in p.failure
    finally:
        p.close()


def test_a_wrong_answer_is_not_played(process, monkeypatch):
    state = rami.new_game(["a", "b"], seed=8)
    legal = state.legal_actions()
    seat = state.current_player
    assert process.pid is not None
    conn = process._conn
    monkeypatch.setattr(conn, "recv", lambda: ("ok", ("choice", len(legal) + 3)))
    bot = ProcessBot(process, seat, "expert", 8)
    assert bot.choose(state.view(seat), legal) in legal
    assert "among" in process.failure and not process.usable


def test_closing_gives_up_a_question_at_once(process):
    import threading

    state = rami.new_game(["a", "b"], seed=9)
    seat = state.current_player
    assert process.pid is not None
    process.think_timeout = 60
    conn = process._conn
    asked = threading.Event()
    closed = threading.Event()

    def never_answers(timeout):  # the child never answers
        asked.set()
        # As a real poll: waits up to its timeout (here until the close) before "no".
        closed.wait(min(timeout or 0, 0.05))
        return False

    conn.poll = never_answers
    errors = []

    def ask():
        try:
            ProcessBot(process, seat, "expert", 9).choose(state.view(seat), state.legal_actions())
        except bot_process.BotProcessError as exc:
            errors.append(exc)

    asking = threading.Thread(target=ask)
    asking.start()
    assert asked.wait(60)  # the question is out: closing must give it up
    process.close()
    closed.set()
    asking.join(30)  # far sooner than think_timeout's 60 s, even on a busy machine
    assert not asking.is_alive() and errors  # no choice made in the thread after closing


def test_the_table_plays_with_the_process_and_ends_it_when_left(qtbot):
    window = make_window(qtbot)
    state = rami.new_game(["Bot0", "Bot1"], seed=43)
    screen = open_screen(window, state, kinds=(BOT, BOT))
    process = screen.bot_process
    assert process is not None and isinstance(screen.session.bot(0), ProcessBot)
    qtbot.waitUntil(lambda: screen.session.actions_applied >= 6, timeout=30000)
    assert process.usable
    pid = process.pid
    window.go_home()
    assert process.closed
    qtbot.waitUntil(lambda: not _exists(pid), timeout=30000)  # reaped: the id is gone


def _exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_without_the_process_the_bots_think_in_the_thread(qtbot, monkeypatch):
    monkeypatch.setattr(RamiScreen, "think_in_process", False)
    window = make_window(qtbot)
    screen = open_screen(window, rami.new_game(["Bot0", "Bot1"], seed=44), kinds=(BOT, BOT))
    assert screen.bot_process is None
    assert not isinstance(screen.session.bot(0), ProcessBot)
    qtbot.waitUntil(lambda: screen.session.actions_applied >= 4, timeout=30000)


def test_hints_are_worked_out_in_the_process_and_read_the_same(process, monkeypatch, qapp):
    from abyss_cards.games.rami.bots import make_bot
    from abyss_cards.ui.rami.screen import hint_for

    states = []
    for seed in (56, 60):  # openings (with and without the discard) and moves
        state = rami.new_game(["a", "b"], seed=seed)
        bot = make_bot("greedy", seed=1)
        for _ in range(40):
            states.append(state.copy())
            state.apply(bot.choose(state.view(state.current_player), state.legal_actions()))
    here = [hint_for(s, s.current_player, 3) for s in states]

    def no_thinking_here(*_args, **_kwargs):
        raise AssertionError("the hint was worked out in this process")

    monkeypatch.setattr(bot_process, "make_bot", no_thinking_here)
    monkeypatch.setattr(bot_process, "opening_hint", no_thinking_here)
    assert [hint_for(s, s.current_player, 3, process) for s in states] == here
    assert any("take" in h and "open" in h for h in here) and process.usable
    assert any("open now" in h for h in here) and any("discard" in h for h in here)


def test_the_process_can_be_turned_off_from_the_environment(qtbot, monkeypatch):
    assert bot_process.available()
    monkeypatch.setenv("ABYSS_CARDS_BOT_THREAD", "1")
    assert not bot_process.available()
    window = make_window(qtbot)
    screen = open_screen(window, rami.new_game(["Ana", "Bot"], seed=46))
    assert screen.bot_process is None and not isinstance(screen.session.bot(1), ProcessBot)
