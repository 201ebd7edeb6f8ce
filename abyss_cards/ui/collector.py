"""Python's cycle collector run on the GUI thread, between events, never inside one.

Left automatic, the collector runs at any allocation, in any thread: inside a paint (a Python
``paint`` override allocating), or in a bot's or a writer's thread. When a cycle it frees holds
the last reference to a parentless widget, Qt deletes that widget there and then: from another
thread, or in the middle of painting that widget's own scene (valgrind showed the scene's items
written to after being freed; tests crashed in later, unrelated paints). So the automatic
collector is switched off and the same thresholds are checked on a GUI-thread timer instead.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

# How often the counts are looked at: cycles wait at most this long to be freed (reference
# counting frees everything else at once).
INTERVAL_MS = 500


class Collector(QObject):
    """While it lives (a child of the application), the collector runs only from its timer."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        # Objects in the oldest generation after the last full collection (CPython's own
        # ``long_lived_total``): a full collection walks them all.
        self._long_lived = len(gc.get_objects(2))
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()
        self.destroyed.connect(gc.enable)

    def collect_due(self) -> int:
        """The generation the automatic collector would have collected by now; what it freed.

        As CPython does, the oldest generation is collected only once a quarter more objects
        have reached it since its last collection: a full walk of a long game's objects took
        25-40 ms of the GUI thread, and at every tenth younger collection it came often."""
        counts = gc.get_count()
        if counts[2] > self._thresholds[2]:
            if len(gc.get_objects(2)) - self._long_lived > self._long_lived // 4:
                freed = gc.collect(2)
                self._long_lived = len(gc.get_objects(2))
                return freed
            return gc.collect(1)
        for generation in (1, 0):
            if counts[generation] > self._thresholds[generation]:
                return gc.collect(generation)
        return 0


def install(app: QObject) -> Collector:
    """The application's collector (one; made again if asked twice)."""
    existing = app.findChild(Collector)
    if isinstance(existing, Collector):
        return existing
    return Collector(app)
