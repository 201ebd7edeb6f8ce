"""Game after game in one window: nothing of a finished game stays alive.

Computer players only, at the fastest pace, animations on, "Play again" clicked at each end as
a family leaving the app open for an evening would do (``benchmarks/soak.py`` measures the same
over a hundred games). Once a game is left, its screen, session, table, view, animator, bots,
bot tasks and animations must all be gone (weak references and object counts after a full
collection and Qt's deferred deletions)."""

from __future__ import annotations

import gc
import weakref

import pytest
from event_wait import wait_for
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from abyss_cards.storage.settings import Settings
from abyss_cards.ui.models.session import BOT, Seat

GAMES = 3
# Python types that belong to one game (counted with gc: a bot task has no weak reference).
PER_GAME = (
    "_BotTask",
    "QPropertyAnimation",
    "QSequentialAnimationGroup",
    "QPauseAnimation",
    "GameSession",
    "PlongeeScreen",
    "RamiScreen",
    "PlongeeTable",
    "RamiTable",
    "TableView",
    "Animator",
    "PlongeeView",
    "RamiView",
)


@pytest.fixture
def app(monkeypatch):
    """The pauses that let a person read a round's or a deal's end are not what could leak
    (animations stay on): cut short, they would take most of the games' time."""
    from abyss_cards.ui.plongee import screen as plongee_screen
    from abyss_cards.ui.rami.screen import RamiScreen

    monkeypatch.setattr(plongee_screen, "ROUND_END_SECONDS", 0.0)
    monkeypatch.setattr(RamiScreen, "deal_end_pause_ms", 1)
    return QApplication.instance() or QApplication([])


def settle(app) -> None:
    """Qt's deferred deletions done, and every unreachable Python object collected (the app
    sets survivors aside with ``gc.freeze``; its next screen looks at them again)."""
    for _ in range(3):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.unfreeze()
    gc.collect()


def alive() -> dict[str, int]:
    counts = dict.fromkeys(PER_GAME, 0)
    for obj in gc.get_objects():
        name = type(obj).__name__
        if name in counts:
            counts[name] += 1
    return {k: v for k, v in counts.items() if v}


def play_to_the_end(app, screen, timeout: float = 120.0) -> None:
    """Let the computer players play; close each round's summary as soon as it opens."""

    def close_the_summary() -> None:
        dialog = screen.summary_dialog
        if dialog is not None and dialog.isVisible():
            dialog.accept()

    wait_for(
        lambda: screen.stack.currentWidget() is screen.end_page,
        timeout=timeout,
        message="the game did not end",
        between=close_the_summary,
    )


def refs_of(screen) -> dict[str, weakref.ref]:
    """Weak references to what one game is made of."""
    session, table = screen.session, screen.table
    parts = {
        "screen": screen,
        "session": session,
        "table": table,
        "view": screen.view,
        "animator": table.animator,
        "scene": screen.view.scene(),
    }
    for seat in range(len(session.seats)):
        parts[f"bot {seat}"] = session.bot(seat)
    return {name: weakref.ref(obj) for name, obj in parts.items()}


def soak(app, window, first_screen) -> None:
    """Play GAMES games with "Play again" between them, then go home: at every step the games
    left are gone, and at the end nothing of any game is left. ``first_screen()`` makes the
    first game's screen (no reference to it may stay outside). Objects other tests left behind
    are counted first: only what these games leave counts."""
    settle(app)
    before = alive()
    window.show_screen(first_screen())
    screen = window.screen_widget
    left: list[dict[str, weakref.ref]] = []
    moves = animations = 0
    for number in range(GAMES):
        play_to_the_end(app, screen)
        # Moves were played and animated (each animation ended by the next move, or left
        # running). "Play again" deals anew: a match may end at once (a direct close), so the
        # games count together.
        assert screen.session.actions_applied > 0
        moves += screen.session.actions_applied
        animations += screen.table.animator.started
        left.append(refs_of(screen))
        if number + 1 < GAMES:
            screen.replay_button.click()
            # Built in one pass, shown in the next.
            wait_for(lambda left=screen: window.screen_widget is not left)
        else:
            window.go_home()
        screen = window.screen_widget  # the next game's (None at home)
        settle(app)
        # A computer player still thinking on a worker when its game was left holds that game
        # until it answers (its answer is then dropped): wait for that, up to a ceiling a busy
        # machine cannot reach (a real leak never lets go).
        wait_for(
            lambda: not any(ref() is not None for refs in left for ref in refs.values()),
            heartbeat_ms=50,
            message="a left game is still held",
            between=lambda: settle(app),
        )
        for game, refs in enumerate(left, 1):
            kept = [name for name, ref in refs.items() if ref() is not None]
            assert not kept, f"after game {number + 1}: game {game} still holds {kept}"
    assert moves > 10 * GAMES and animations > 10 * GAMES
    # Only growth counts: what earlier tests left may have been collected meanwhile.
    after = alive()
    grown = {k: (before.get(k, 0), n) for k, n in after.items() if n > before.get(k, 0)}
    assert not grown, f"objects of finished games are still alive: {grown}"


def test_plongee_games_leave_nothing_behind(app):
    from abyss_cards.games import plongee
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    window = MainWindow(Settings(animation_speed="fast", bot_pace="instant"))
    window.show()
    try:
        seats = [
            Seat("Ondine", BOT, "expert"),
            Seat("Marin", BOT, "expert"),
            Seat("Nacre", BOT, "medium"),
        ]
        soak(
            app,
            window,
            lambda: PlongeeScreen(
                window, plongee.new_game([s.name for s in seats], seed=5, target=10), seats
            ),
        )
    finally:
        window.close()
        settle(app)


@pytest.mark.parametrize("in_process", [False, True], ids=["thread", "process"])
def test_rami_matches_leave_nothing_behind(app, monkeypatch, in_process):
    from abyss_cards.games import rami
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.rami.screen import RamiScreen

    monkeypatch.setattr(RamiScreen, "think_in_process", in_process)
    window = MainWindow(Settings(animation_speed="fast", bot_pace="instant"))
    window.show()
    try:
        seats = [Seat("Ondine", BOT, "easy"), Seat("Marin", BOT, "medium")]
        soak(
            app,
            window,
            lambda: RamiScreen(
                window, rami.new_game([s.name for s in seats], seed=3, match_limit=60), seats
            ),
        )
    finally:
        window.close()
        settle(app)
