"""A short celebration over the end page: gold and blue stars that rise and fade, drawn by our
own code, for a win or a personal record.

It lasts ``SECONDS``; a click anywhere on it, or any key, ends it at once (the key is not passed
on: Enter ends the stars, it does not start a new game). It never plays when the animation
speed setting is "off" (the caller decides: ``allowed``) nor when the system asks for reduced
motion — Qt 6.11 tells no such thing (``QAccessibilityHints`` has only the contrast
preference), so ``system_reduces_motion`` reads the environment variable some desktops and
tests set, ``ABYSS_REDUCED_MOTION`` or the GTK setting exported as ``GTK_ENABLE_ANIMATIONS=0``.
"""

from __future__ import annotations

import math
import os
import random

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPointF, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget

SECONDS = 2.4
STARS = 36
COLOURS = ("#f2c14e", "#2a7ab0", "#e8a33d", "#7fc8f8")


def system_reduces_motion() -> bool:
    """True when the environment asks for no animation (Qt itself does not tell it)."""
    if os.environ.get("ABYSS_REDUCED_MOTION", "") not in ("", "0"):
        return True
    return os.environ.get("GTK_ENABLE_ANIMATIONS", "") == "0"


def _star(centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


class Celebration(QWidget):
    """Covers its parent while it plays; ``finished`` when it ends or is skipped."""

    finished = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("celebration")
        self.setAccessibleName(self.tr("Celebration (a click or a key ends it)"))
        self.progress = 0.0
        self.skipped = False
        self._playing = False
        rng = random.Random(7)  # the same stars every time: nothing hangs on chance
        # Each star: start x (0-1), start y (0-1 below the middle), drift, size, delay, colour.
        self._stars = [
            (
                rng.random(),
                0.55 + 0.45 * rng.random(),
                rng.uniform(-0.08, 0.08),
                rng.uniform(6, 13),
                rng.uniform(0.0, 0.35),
                COLOURS[i % len(COLOURS)],
            )
            for i in range(STARS)
        ]
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(round(SECONDS * 1000))
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._end)
        self.hide()

    @property
    def running(self) -> bool:
        return self._playing

    def start(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.skipped = False
        self.progress = 0.0
        self._playing = True
        self.show()
        self.raise_()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._animation.start()

    def skip(self) -> None:
        """Ends it now (a click, a key)."""
        if self._playing:
            self.skipped = True
            self._animation.stop()
            self._end()

    def _step(self, value: object) -> None:
        self.progress = float(value) if isinstance(value, int | float) else 0.0
        self.update()

    def _end(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.hide()
        if self._playing:
            self._playing = False
            self.finished.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            window = self.window()
            if window.isActiveWindow() or not QApplication.activeWindow():
                self.skip()
                return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self.skip()
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        for x, y, drift, size, delay, colour in self._stars:
            t = (self.progress - delay) / (1 - delay)
            if t <= 0:
                continue
            # Rising from below the middle, drifting sideways, fading in the last third.
            centre = QPointF((x + drift * t) * w, (y - 0.6 * t) * h)
            fade = 1.0 if t < 0.66 else max(0.0, (1 - t) / 0.34)
            fill = QColor(colour)
            fill.setAlphaF(fade)
            painter.setPen(QColor(0, 0, 0, round(60 * fade)))
            painter.setBrush(fill)
            painter.drawPath(_star(centre, size * (0.6 + 0.4 * math.sin(math.pi * min(t, 1)))))
