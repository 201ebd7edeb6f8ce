"""Drag feedback of the Rami table: how long one pointer move takes to reach the screen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/rami_ui_fps.py [--size 1920x1080]
        [--moves 300] [--repeat 3]

A card of the hand is pressed, then dragged in a loop over the zones, the melds of both players
and the discard (so the zone under the pointer and the valid targets light up and go out). Each
step sends one mouse-move event to the viewport and paints the viewport at once (``repaint``),
as a frame would; the time of each step is one frame's work on the GUI thread. Target: 60 frames
per second, i.e. the 95th percentile of a step ≤ 16.7 ms. Docks are open, as in the app.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ABYSS_CARDS_HOME", tempfile.mkdtemp(prefix="abyss-bench-"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))

    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui import rami as rami_ui
    from abyss_cards.ui.main_window import MainWindow

    window = MainWindow(Settings(animation_speed="fast", bot_pace="instant"))
    window.resize(w, h)
    window.show()
    screen = rami_ui.screenshot_screen(window, (w, h))
    window.show_screen(screen)
    for _ in range(5):
        app.processEvents()
    screen.finish_animations()
    vp = screen.view.viewport()
    table = screen.table

    def send(kind, pos, button, buttons):
        ev = QMouseEvent(
            kind,
            pos,
            QPointF(vp.mapToGlobal(pos.toPoint())),
            button,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(vp, ev)

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    frames: list[float] = []
    for _ in range(args.repeat):
        item = next(it for it in table.hand_items if it.isVisible())
        start = QPointF(table.viewport_point(item.key))
        send(QEvent.Type.MouseButtonPress, start, left, left)
        # A loop over the table: zones along the bottom, melds above, the discard on the left.
        cx, cy = vp.width() / 2, vp.height() / 2
        for k in range(args.moves):
            a = 2 * math.pi * k / args.moves
            p = QPointF(cx + math.cos(a) * vp.width() * 0.42, cy + math.sin(a) * vp.height() * 0.4)
            t = time.perf_counter()
            send(QEvent.Type.MouseMove, p, none, left)
            vp.repaint()
            frames.append((time.perf_counter() - t) * 1000)
        if not item.dragging:
            raise SystemExit("the card was not dragged: the benchmark measured nothing")
        send(QEvent.Type.MouseButtonRelease, QPointF(start), left, none)
        app.processEvents()
    frames.sort()
    p95 = frames[int(len(frames) * 0.95)]
    print(
        f"size={args.size} moves={args.moves}x{args.repeat}: frame work median "
        f"{statistics.median(frames):.2f} ms, p95 {p95:.2f} ms, worst {frames[-1]:.2f} ms; "
        f"{1000 / p95:.0f} frames/s at the 95th percentile (target 60)"
    )
    window.go_home()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
