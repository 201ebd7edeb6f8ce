"""The Abyss Journal measures each wrapped line once (issue 23: Qt laid the whole list out again
at every move and measured every line anew, ~10 ms at 400 lines): counts of measures and the
lines' places, never timings."""

from __future__ import annotations

import random

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from abyss_cards.ui.abyss.journal import JournalDock

WORDS = (
    "Ana fights the Monster on threat space 4 and takes 2 Pearls; Léo buys the Ally 3 of "
    "squids for one Pearl paid to Marin, who recruits The Master of Magic with a key"
).split()


def _lines(n: int, seed: int = 1) -> list[str]:
    rnd = random.Random(seed)
    return [
        ("— " if i % 6 == 0 else "")
        + " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(2, 28)))
        for i in range(n)
    ]


class CountingDelegate(QStyledItemDelegate):
    """Counts the lines measured (a line whose size was kept is read back, not measured)."""

    def __init__(self) -> None:
        super().__init__()
        self.measured = 0

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex):  # noqa: N802
        if index.data(Qt.ItemDataRole.SizeHintRole) is None:
            self.measured += 1
        return super().sizeHint(option, index)


def _dock(qtbot, monkeypatch, width: int = 260) -> JournalDock:
    dock = JournalDock()
    qtbot.addWidget(dock)
    # The sentences stand for themselves here: the Journal's wiring is what is looked at.
    monkeypatch.setattr(dock, "lines_for", lambda events, *_: list(events))
    dock.resize(width, 420)
    dock.show()
    qtbot.waitExposed(dock)
    return dock


def _add(dock: JournalDock, lines: list[str]) -> None:
    dock.add(lines, [], 0, "en")  # type: ignore[arg-type]


def _rects(dock: JournalDock) -> list[QRect]:
    view = dock.list
    view.doItemsLayout()
    return [view.visualRect(view.model().index(row, 0)) for row in range(view.count())]


def test_a_new_line_does_not_measure_the_lines_already_there(qtbot, monkeypatch):
    dock = _dock(qtbot, monkeypatch)
    counting = CountingDelegate()
    dock.list.setItemDelegate(counting)
    _add(dock, _lines(200))
    _rects(dock)  # laid out once, the scroll bar shown: the width settled
    _rects(dock)
    counting.measured = 0
    _add(dock, ["— Léo's turn", "Léo explores the depths"])
    rects = _rects(dock)
    assert counting.measured == 2  # the two new lines alone (the old code: all 202)
    assert rects[-1].bottom() > rects[-3].bottom()


def test_the_kept_sizes_lay_the_lines_out_as_qt_measures_them(qtbot, monkeypatch):
    """At every width (the scroll bar coming when the list overflows, a dock made wider or
    narrower) and after a font change, the lines stand where Qt measuring each would put them."""
    dock = _dock(qtbot, monkeypatch, 240)
    view = dock.list
    role = Qt.ItemDataRole.SizeHintRole

    def as_qt_lays_them_out() -> list[QRect]:
        kept = [view.item(row).data(role) for row in range(view.count())]
        for row in range(view.count()):
            view.item(row).setData(role, None)
        rects = _rects(dock)
        for row, size in enumerate(kept):
            view.item(row).setData(role, size)
        return rects

    _add(dock, _lines(3))  # no scroll bar yet
    assert _rects(dock) == as_qt_lays_them_out()
    for n, width in ((60, 240), (1, 330), (5, 190)):
        _add(dock, _lines(n, seed=width))
        dock.resize(width, 420)
        qtbot.waitUntil(lambda width=width: dock.width() == width)
        assert all(view.item(row).data(role) is not None for row in range(view.count()))
        assert _rects(dock) == as_qt_lays_them_out()
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    view.setFont(font)
    assert _rects(dock) == as_qt_lays_them_out()
