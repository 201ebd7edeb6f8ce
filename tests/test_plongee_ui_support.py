"""Helpers shared by the Plongée table tests (no test here)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from abyss_cards.games import plongee
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.main_window import MainWindow
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.plongee.screen import PlongeeScreen


def make_window(qtbot, size=(1280, 800), **settings) -> MainWindow:
    values = {"animation_speed": "off", "bot_pace": "instant", "player_name": "Ana"}
    values.update(settings)
    window = MainWindow(Settings(**values))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


def seats_for(players: int, humans=(0,), level="medium") -> list[Seat]:
    return [
        Seat(f"P{i}", HUMAN) if i in humans else Seat(f"Bot{i}", BOT, level) for i in range(players)
    ]


def open_screen(window, players=4, humans=(0,), seed=11, **kwargs) -> PlongeeScreen:
    seats = seats_for(players, humans)
    state = plongee.new_game([s.name for s in seats], seed=seed, target=kwargs.pop("target", 100))
    screen = PlongeeScreen(window, state, seats, **kwargs)
    window.show_screen(screen)
    return screen


def settle(qtbot, screen, timeout=60000) -> None:
    """Wait until a person must act, a round summary is up, or the game is over. A computer
    player waiting out its pace delay plays now: what the test looks at comes after it anyway."""

    def ready():
        screen.session.hurry()
        s = screen.state
        if screen.summary_pending:
            return False
        return (
            screen.summary_dialog is not None
            or s.is_over
            or (
                screen.session.is_human_turn()
                and not screen.session.thinking
                and not screen.session.held
            )
        )

    qtbot.waitUntil(ready, timeout=timeout)
    screen.finish_animations()


def click(qtbot, screen, key) -> None:
    screen.finish_animations()
    point = screen.table.viewport_point(key)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def hidden_slots(state, seat) -> list[int]:
    return [i for i, c in enumerate(state.grids[seat]) if c is not None and not c.face_up]


def bare_table(qtbot, size, players, names=None):
    """A Plongée table in a view of its own (no window), a seeded game a few turns in."""
    from abyss_cards.ui.plongee import demo_state
    from abyss_cards.ui.plongee.table import PlongeeTable
    from abyss_cards.ui.table import TableView

    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    state = demo_state(players, seed=players, actions=4 * players)
    names = names or [f"P{i}" for i in range(players)]
    return view, PlongeeTable(view, state, names, [0])
