"""The Marquoir's screen imported while the home screen waits (issue 25): after the home's
first paint, one module a pass of the event loop, so that the first click on "Marquoir" only
builds the screen; never before the window is painted, never while a game is played."""

import os
import subprocess
import sys

from abyss_cards.ui.ahead import MARQUOIR_STEPS, ImportAhead

TIMEOUT = 120

# A window as the app shows it; a 0 ms timer counts the event loop's passes. Printed: whether
# the screen was imported at the first paint, then each step ahead and the pass it ran in.
PROBE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from abyss_cards.storage.settings import load_settings
from abyss_cards.ui.app import create_application
from abyss_cards.ui.main_window import MainWindow

SCREEN = "abyss_cards.ui.marquoir.screen"
app = create_application()
window = MainWindow(load_settings())
passes = [0]

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
    passes[0] += 1
    for name, _cpu in window.ahead.taken[len(seen):]:
        seen.append(name)
        print("step", name, passes[0], flush=True)
    if window.ahead.done:
        app.quit()

ticker = QTimer()
ticker.timeout.connect(tick)
ticker.start(0)
QTimer.singleShot(60_000, app.quit)
window.show()
app.exec()
print("imported", SCREEN in sys.modules, flush=True)
"""


def test_the_marquoirs_screen_is_imported_after_the_homes_first_paint_a_module_a_pass(
    abyss_home,
):
    env = dict(os.environ, ABYSS_CARDS_HOME=str(abyss_home), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=TIMEOUT
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "at first paint False"
    assert lines[-1] == "imported True"
    steps = [line.split() for line in lines if line.startswith("step ")]
    assert [name for _, name, _ in steps] == list(MARQUOIR_STEPS)
    passes = [int(at) for _, _, at in steps]
    assert passes == sorted(set(passes))  # each in a pass of its own


def test_nothing_is_imported_ahead_while_it_is_not_wanted(qtbot):
    wanted = [False]
    ahead = ImportAhead(("json", "abyss_cards.ui.marquoir.dates"), lambda: wanted[0])
    ahead.start(0)
    qtbot.waitUntil(lambda: not ahead.pending)  # its pass came, and it did nothing
    assert ahead.taken == [] and not ahead.done
    wanted[0] = True
    ahead.start(0)
    qtbot.waitUntil(lambda: ahead.done)
    assert [name for name, _ in ahead.taken] == ["json", "abyss_cards.ui.marquoir.dates"]


def test_a_module_that_fails_stops_the_steps_and_is_left_to_the_click(qtbot):
    ahead = ImportAhead(("abyss_cards.no_such_module", "json"))
    ahead.start(0)
    qtbot.waitUntil(lambda: ahead.done)
    assert ahead.taken == []
