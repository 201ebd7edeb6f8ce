"""The history dock shows its newest line: after a burst of moves the list is scrolled to the
bottom, once per pass of the event loop rather than once per line."""

from PySide6.QtWidgets import QListWidget

from abyss_cards.ui.table.narration import KEPT_LINES, HistoryDock


def test_the_newest_line_is_in_sight_after_a_burst(qtbot, monkeypatch):
    dock = HistoryDock("testHistoryDock")
    qtbot.addWidget(dock)
    dock.resize(260, 200)
    dock.show()
    scrolls = []
    original = QListWidget.scrollToBottom
    monkeypatch.setattr(
        QListWidget, "scrollToBottom", lambda self: (scrolls.append(1), original(self))[1]
    )
    for n in range(KEPT_LINES + 20):
        dock.add(f"Move {n}: Ana draws a card and puts it in her grid, row 2, column 3.")
    bar = dock.lines.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    assert dock.lines.count() == KEPT_LINES
    assert dock.texts()[-1].startswith(f"Move {KEPT_LINES + 19}:")
    last = dock.lines.visualItemRect(dock.lines.item(dock.lines.count() - 1))
    assert dock.lines.viewport().rect().intersects(last)
    assert len(scrolls) == 1  # the burst scrolled once
