"""``--screenshot PATH --scene NAME --size WxH``: render a scene offscreen to a PNG file."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from abyss_cards.ui.games import entries, entry

if TYPE_CHECKING:
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.table.screen import GameScreenMixin


# A game's review: a seeded game of computer players played to its end, its review open at its
# middle move (the game package's ``review_screenshot_screen``): scene, game.
REVIEW_SCENES = {"plongee-review": "plongee", "rami-review": "rami", "abyss-review": "abyss"}


def scenes() -> tuple[str, ...]:
    return ("home", *(e.key for e in entries()), *REVIEW_SCENES)


# The longest wait for a screen built over several passes: its threads (the Marquoir's check
# and statistics of a few sample sheets) may wait long for a core on a busy machine.
REST_LIMIT_S = 60.0


def _wait_until(done: Callable[[], bool], limit_s: float) -> None:
    """Run the event loop until ``done()`` or ``limit_s`` seconds, looking every 5 ms (a
    ``processEvents`` loop returns at once when no event is waiting: it would not wait for a
    thread at all)."""
    loop = QEventLoop()
    look = QTimer(singleShot=True, interval=5)
    look.timeout.connect(loop.quit)
    deadline = time.monotonic() + limit_s
    while not done() and time.monotonic() < deadline:
        look.start()
        loop.exec()


def build_scene(
    app: QApplication, settings: Settings, scene: str, size: tuple[int, int], lang: str
) -> MainWindow | int:
    """The main window showing ``scene`` at ``size``, laid out and at rest (no animation under
    way), as the picture shows it; or an exit code (2) after saying why not."""
    from abyss_cards.ui.main_window import MainWindow

    if scene not in scenes():
        sys.stderr.write(
            f"abyss-cards: unknown scene {scene!r} (choose from {', '.join(scenes())})\n"
        )
        return 2
    window = MainWindow(settings, language=lang)
    window.resize(*size)
    window.show()
    if scene != "home":
        game = entry(REVIEW_SCENES.get(scene, scene))
        if not game.has_screen():
            sys.stderr.write(f"abyss-cards: the {scene} scene is not available yet\n")
            return 2
        if scene in REVIEW_SCENES:
            _show_review(window, game.load().review_screenshot_screen(window, size))
        else:
            window.show_screen(game.load().screenshot_screen(window, size))
    window.resize(*size)
    for _ in range(5):
        app.processEvents()
    # A screen built over several passes (the Marquoir) says when it is whole.
    at_rest = getattr(window.screen_widget, "at_rest", None)
    if callable(at_rest):
        _wait_until(at_rest, REST_LIMIT_S)
        app.processEvents()
    finish = getattr(window.screen_widget, "finish_animations", None)
    if callable(finish):
        finish()
        app.processEvents()
    return window


def _show_review(window: MainWindow, screen: GameScreenMixin) -> None:
    """``screen``'s finished game on ``window``, never recorded (as a past game is), its
    review open at its middle move."""
    window.show_screen(screen)
    screen.review_stored_game()
    review = screen.review
    if review is not None:
        review.go((review.count + 1) // 2)


def render_scene(
    app: QApplication, settings: Settings, scene: str, size: tuple[int, int], path: Path, lang: str
) -> int:
    window = build_scene(app, settings, scene, size, lang)
    if isinstance(window, int):
        return window
    image = window.grab()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path), "PNG"):
        sys.stderr.write(f"abyss-cards: could not write {path}\n")
        return 1
    print(f"{path} ({image.width()}x{image.height()}, scene {scene})")
    return 0
