"""The Marquoir's screen imported while the home screen waits (issue 25): after the home's
first paint, a few steps a pass of the event loop, so that the first click on "Marquoir" only
builds the screen; never before the window is painted, never while a game is played."""

import os
import subprocess
import sys

from abyss_cards.ui.ahead import MARQUOIR_MODULES, ImportAhead, marquoir_steps

TIMEOUT = 120

# A window as the app shows it; a 0 ms timer counts the event loop's passes. Printed: whether
# the screen was imported at the first paint, then each pass ahead: the loop's pass it ran in,
# and its steps.
PROBE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from abyss_cards.storage.settings import load_settings
from abyss_cards.ui.app import create_application
from abyss_cards.ui.main_window import MainWindow

SCREEN = "abyss_cards.ui.marquoir.screen"
app = create_application()
window = MainWindow(load_settings())
ticks = [0]

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            print("at first paint", SCREEN in sys.modules, flush=True)
        return False

watcher = FirstPaint()
window.installEventFilter(watcher)
seen = []

def tick():
    ticks[0] += 1
    if window.ahead is None:
        return
    if not seen:
        print("planned", *window.ahead.steps, flush=True)
    for steps, _cpu in window.ahead.passes[len(seen):]:
        seen.append(steps)
        print("pass", ticks[0], *steps, flush=True)
    if window.ahead.done:
        app.quit()

ticker = QTimer()
ticker.timeout.connect(tick)
ticker.start(0)
QTimer.singleShot(60_000, app.quit)
print("made before the first paint", window.ahead is not None, flush=True)
window.show()
app.exec()
print("imported", SCREEN in sys.modules, flush=True)
"""


def test_the_marquoirs_screen_is_imported_after_the_homes_first_paint_in_short_passes(
    abyss_home,
):
    env = dict(os.environ, ABYSS_CARDS_HOME=str(abyss_home), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=TIMEOUT
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:2] == ["made before the first paint False", "at first paint False"]
    planned = lines[2].split()[1:]
    assert lines[2].startswith("planned ") and planned
    assert lines[-1] == "imported True"
    passes = [line.split()[1:] for line in lines if line.startswith("pass ")]
    assert [step for _, *steps in passes for step in steps] == planned
    ticks = [int(tick) for tick, *_ in passes]
    assert ticks == sorted(set(ticks))  # each in a pass of its own
    assert len(passes) > 3  # not all at once


def test_the_steps_name_the_widgets_types_then_the_screens_modules_then_make_a_table():
    steps = marquoir_steps()
    assert "PySide6.QtWidgets:QTableView" in steps
    assert steps[-len(MARQUOIR_MODULES) - 1 : -1] == MARQUOIR_MODULES
    assert steps[-2] == "abyss_cards.ui.marquoir.screen"
    assert steps[-1] == "PySide6.QtWidgets:QTableView()"  # a table view made and dropped


def test_nothing_is_taken_ahead_while_it_is_not_wanted(qtbot):
    wanted = [False]
    ahead = ImportAhead(("json", "abyss_cards.ui.marquoir.dates"), lambda: wanted[0])
    ahead.start(0)
    qtbot.waitUntil(lambda: not ahead.pending)  # its pass came, and it did nothing
    assert ahead.passes == [] and not ahead.done
    wanted[0] = True
    ahead.start(0)
    qtbot.waitUntil(lambda: ahead.done)
    assert [step for steps, _ in ahead.passes for step in steps] == [
        "json",
        "abyss_cards.ui.marquoir.dates",
    ]


def test_a_step_that_fails_stops_them_and_is_left_to_the_click(qtbot):
    ahead = ImportAhead(("abyss_cards.no_such_module", "json"))
    ahead.start(0)
    qtbot.waitUntil(lambda: ahead.done)
    assert ahead.passes == [((), ahead.passes[0][1])]
