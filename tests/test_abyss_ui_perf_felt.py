"""The table's felt is painted once per size, and the end page's ahead, in the last round
(issue 23: the board's first paint at the end page's size filled its radial gradient anew,
~15-20 ms at 1920 × 1080, in the pass that shows the end): what is painted and when, never
timings."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, QSize
from PySide6.QtGui import QImage, QPainter, QPixmap

from abyss_cards.games import abyss
from abyss_cards.games.abyss import bots
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, Seat
from abyss_cards.ui.table import view as view_module
from abyss_cards.ui.table.view import TableView


def _gradient_filled(view: TableView, size: QSize) -> QImage:
    """The felt as the view painted it before its pictures: the gradient filled straight in."""
    picture = QPixmap(size)
    painter = QPainter(picture)
    whole = QRectF(0, 0, size.width(), size.height())
    painter.fillRect(whole, view._felt_brush(whole))
    painter.end()
    return picture.toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_the_felt_copied_from_its_picture_is_the_gradient_pixel_for_pixel(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(700, 450)
    view.show()
    qtbot.waitExposed(view)
    size = view.viewport().size()
    shown = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert shown == _gradient_filled(view, size)
    # Painted ahead in bands for a size to come: the same picture as painted whole.
    later = QSize(530, 301)
    steps = 1
    while not view.paint_felt_ahead(later, 1.0, 37):
        steps += 1
    assert steps == 9  # 301 rows, 37 at a time
    ahead = view.felt_picture(later, 1.0).toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert ahead == _gradient_filled(view, later)
    # Another felt colour is another picture.
    view.set_felt("#5a1d3a")
    view.resize(701, 450)
    qtbot.waitUntil(lambda: view.viewport().width() == 701)
    shown = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert shown == _gradient_filled(view, view.viewport().size())


def _at_the_last_move(qtbot):
    """A three-seat game of computer players on the table, played to its last move (returned,
    not applied); the last round's painting ahead done on the event loop, as in a game."""
    from types import SimpleNamespace

    state = abyss.new_game(["Ana", "Léo", "Marin"], seed=500)
    seats = [Seat(n, BOT, "greedy") for n in state.names]
    window = SimpleNamespace(settings=Settings(animation_speed="off"), language="en")
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    screen.view.viewport().grab()  # the table painted once, at its size
    deciders = [bots.make_bot("greedy", seed=s) for s in range(3)]
    while True:
        seat = state.current_player
        action = deciders[seat].choose(state.view(seat), state.legal_actions())
        probe = abyss.from_json(state.to_json())
        probe.apply(action)
        if probe.is_over:
            qtbot.waitUntil(lambda: not screen._ahead_timer.isActive())
            return screen, state, seat, action
        screen.session._applied(seat, action, state.apply(action))


def test_the_end_page_s_felt_was_painted_ahead_in_the_last_round(qtbot, monkeypatch):
    """The pass that shows the end page copies the felt at the page's size: no gradient is
    filled in it (the old code filled it there, the whole page)."""
    screen, state, seat, action = _at_the_last_move(qtbot)
    made: list[object] = []
    real = view_module.QRadialGradient
    monkeypatch.setattr(
        view_module, "QRadialGradient", lambda *args: (made.append(args), real(*args))[1]
    )
    board = screen.view.viewport()
    painted: list[QSize] = []

    class Paints(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
            if obj is board and event.type() == QEvent.Type.Paint:
                painted.append(board.size())
            return False

    paints = Paints()
    board.installEventFilter(paints)
    size_before = board.size()
    screen.session._applied(seat, action, state.apply(action))
    assert state.is_over
    assert screen.stack.currentWidget() is screen.end_page
    qtbot.waitUntil(lambda: bool(painted))
    assert painted[0] != size_before  # the board painted at the page's own size
    assert made == []
    screen.leave()
