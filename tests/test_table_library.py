"""The generic card table: renderer cache, card item properties, animations, keyboard focus."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from abyss_cards.ui.table import Animator, CardItem, CardRenderer, TableView
from abyss_cards.ui.table.layout import GridShape, fit_unit, grid_centers


def test_renderer_caches_per_size_and_pixel_ratio(qapp):
    renderer = CardRenderer()
    a = renderer.pixmap(5, 60, 84, 1.0)
    assert renderer.pixmap(5, 60, 84, 1.0) is a
    hidpi = renderer.pixmap(5, 60, 84, 2.0)
    assert hidpi is not a
    # Painted at the device size, never scaled: twice the pixels, same logical size.
    assert hidpi.width() == 120 and hidpi.deviceIndependentSize().width() == 60
    assert renderer.pixmap(5, 90, 126, 1.0).width() == 90
    assert renderer.pixmap(None, 60, 84, 1.0) is not a  # the back


def test_animator_off_is_instant_and_finish_all_ends_everything(qapp):
    item = CardItem(CardRenderer())
    animator = Animator(0.0)
    done = []
    animator.animate(item, "flip", 1.0, on_done=lambda: done.append(1))
    assert item.flip == 1.0 and done == [1] and not animator.busy
    animator.set_seconds(5.0)
    animator.animate(item, "pos", QPointF(100, 50), delay=1.0, on_done=lambda: done.append(2))
    animator.animate(item, "highlight", 1.0, start=0.0)
    assert animator.busy and item.pos() != QPointF(100, 50)
    animator.finish_all()
    assert not animator.busy
    assert item.pos() == QPointF(100, 50) and item.highlight == 1.0 and done == [1, 2]


def test_a_new_animation_of_the_same_property_replaces_the_old(qapp):
    item = CardItem(CardRenderer())
    animator = Animator(5.0)
    animator.animate(item, "pos", QPointF(10, 10))
    animator.animate(item, "pos", QPointF(20, 20))
    animator.finish_all()
    assert item.pos() == QPointF(20, 20)


def test_an_animation_dies_with_its_item_without_running_what_waited(qtbot):
    """A screen thrown away mid-flight (its scene deleted) must not run its landing code later
    on a dead scene."""
    scene = QGraphicsScene()
    item = CardItem(CardRenderer())
    scene.addItem(item)
    animator = Animator(0.05)
    done = []
    animator.animate(item, "pos", QPointF(100, 50), on_done=lambda: done.append(scene.items()))
    assert animator.busy
    del item
    shiboken6.delete(scene)  # as when the screen holding the scene is deleted
    assert not animator.busy  # its landing was dropped with its item, at once
    animator.finish_all()  # anything still waiting to land would land now
    assert done == []


def test_card_paints_flips_and_reports_clicks(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    card = CardItem(CardRenderer(), key="a")
    card.set_size(QSizeF(60, 84))
    card.setPos(200, 150)
    view.scene().addItem(card)
    card.set_face(7, face_up=False)
    assert not card.face_up
    card.flip = 1.0
    assert card.face_up
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    view.scene().render(painter)
    painter.end()
    clicked = []
    card.clicked.connect(lambda c: clicked.append(c.key))
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(card.scenePos())
    )
    assert clicked == ["a"]


def test_arrow_keys_move_focus_to_the_nearest_card_and_enter_activates(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    renderer = CardRenderer()
    cards = {}
    for key, (x, y) in {
        "left": (100, 200),
        "mid": (300, 200),
        "right": (500, 200),
        "up": (300, 60),
    }.items():
        c = CardItem(renderer, key)
        c.set_size(QSizeF(50, 70))
        c.setPos(x, y)
        view.scene().addItem(c)
        cards[key] = c
    activated = []
    for c in cards.values():
        c.activated.connect(lambda c: activated.append(c.key))
    view.focus_card(cards["mid"])
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.scene().focusItem() is cards["right"]
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.scene().focusItem() is cards["left"]
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.scene().focusItem() is cards["up"]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert activated == ["up"]


@pytest.mark.parametrize("rows,cols", [(3, 4), (1, 5)])
def test_grid_layout_in_card_units(rows, cols):
    shape = GridShape(rows, cols)
    unit = fit_unit(QSizeF(800, 600), shape.width, shape.height)
    centres = grid_centers(QPointF(0, 0), shape, unit)
    assert len(centres) == rows * cols
    assert centres[-1].x() + unit / 2 <= 800 + 1e-6
    assert centres[-1].y() + unit * 0.7 <= 600 + 1e-6


def test_a_wrapping_table_shares_its_width_and_grows_its_rows(qtbot):
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from abyss_cards.ui.table.docks import WrappingTableView, dock_table

    model = QStandardItemModel(0, 3)
    for row in (
        ("1", "a rather long name", "what happened to the card, told at length"),
        ("2", "short", "short"),
    ):
        model.appendRow([QStandardItem(t) for t in row])
    view = dock_table(model, WrappingTableView(wrap=(1, 2)))  # no column_texts: its rows
    qtbot.addWidget(view)
    view.resize(220, 300)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    widths = [view.columnWidth(c) for c in range(3)]
    assert sum(widths) <= view.viewport().width()
    metrics = view.fontMetrics()
    # The long texts do not fit on one line: the first row grows, the second stays a line.
    assert metrics.horizontalAdvance(model.index(0, 2).data()) > widths[2]
    assert view.rowHeight(0) > view.rowHeight(1) == view.verticalHeader().defaultSectionSize()
    view.resize(900, 300)
    QApplication.processEvents()
    assert view.rowHeight(0) == view.rowHeight(1)


def test_a_headed_table_sizes_its_columns_to_their_headings_and_shares_the_rest(qtbot):
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from abyss_cards.ui.table.docks import HeadedTableView, dock_table

    model = QStandardItemModel(3, 3)
    model.setHorizontalHeaderLabels(["N", "A much longer heading", "Mid heading"])
    for r in range(3):
        for c in range(3):
            model.setItem(r, c, QStandardItem(str(r + c)))
    view = dock_table(model, HeadedTableView())
    qtbot.addWidget(view)
    header = view.horizontalHeader()
    least = [header.sectionSizeHint(c) for c in range(3)]
    view.resize(sum(least) + 60, 200)
    view.show()
    qtbot.waitExposed(view)
    widths = [view.columnWidth(c) for c in range(3)]
    assert sum(widths) == view.viewport().width()
    assert all(w >= h for w, h in zip(widths, least, strict=True))
    assert widths[1] > widths[2] > widths[0]  # sized to the headings, not stretched alike
    assert (
        max(w - h for w, h in zip(widths, least, strict=True))
        - min(w - h for w, h in zip(widths, least, strict=True))
        <= 1
    )  # the rest shared evenly
    view.resize(sum(least) // 2, 200)  # too narrow: each keeps its heading's width
    QApplication.processEvents()
    assert [view.columnWidth(c) for c in range(3)] == least
    model.setHorizontalHeaderLabels(["N", "Short", "Mid heading"])  # a heading changes
    assert view.columnWidth(1) < widths[1]


def _flow_row(qtbot, widths: list[int | str]):
    """A shown widget with a FlowLayout (spacing 6, no margins) of fixed-size boxes; the
    strings in ``widths`` are calls: "gap12" adds a 12 px gap, "stretch"/"each_row" a stretch."""
    from PySide6.QtWidgets import QWidget

    from abyss_cards.ui.table.flow import FlowLayout

    host = QWidget()
    qtbot.addWidget(host)
    flow = FlowLayout(host, spacing=6, row_spacing=4)
    flow.setContentsMargins(0, 0, 0, 0)
    boxes = []
    for w in widths:
        if w == "gap12":
            flow.addSpacing(12)
        elif w in ("stretch", "each_row"):
            flow.addStretch(1, each_row=w == "each_row")
        else:
            box = QWidget()
            box.setFixedSize(w, 20)
            flow.addWidget(box)
            boxes.append(box)
    host.show()
    qtbot.waitExposed(host)
    return host, flow, boxes


def _placed(flow, boxes, width: int) -> list[tuple[int, int]]:
    """Where the boxes go in a row ``width`` wide."""
    from PySide6.QtCore import QRect

    flow.setGeometry(QRect(0, 0, width, flow.heightForWidth(width)))
    return [(b.x(), b.y()) for b in boxes]


def test_a_flow_gap_adds_to_the_spacing_but_never_begins_a_row(qtbot):
    _host, flow, boxes = _flow_row(qtbot, [50, 50, "gap12", 50])
    assert flow.sizeHint().width() == 50 * 3 + 6 * 2 + 12
    assert _placed(flow, boxes, 300) == [(0, 0), (56, 0), (50 + 6 + 50 + 6 + 12, 0)]
    assert _placed(flow, boxes, 174)[2] == (124, 0)  # exactly fits with its gap
    # One pixel short: c begins the next row at the left edge, without the gap.
    assert _placed(flow, boxes, 173) == [(0, 0), (56, 0), (0, 24)]
    assert flow.heightForWidth(173) == 20 + 4 + 20


@pytest.mark.parametrize("kind", ["stretch", "each_row"])
def test_an_each_row_stretch_keeps_its_group_right_on_the_rows_it_flows_onto(qtbot, kind):
    _host, flow, boxes = _flow_row(qtbot, [60, kind, 50, 50, 50])
    # One row: the group after the stretch ends at the right edge either way.
    assert _placed(flow, boxes, 300) == [(0, 0), (300 - 162, 0), (300 - 106, 0), (300 - 50, 0)]
    # 170 px: 60, 50 on the first row (the stretch between them), 50, 50 on the second.
    placed = _placed(flow, boxes, 170)
    assert placed[:2] == [(0, 0), (120, 0)]
    if kind == "each_row":  # the second row is pushed right too
        assert placed[2:] == [(170 - 106, 24), (170 - 50, 24)]
    else:  # a plain stretch that would begin a row is dropped: the row starts at the left
        assert placed[2:] == [(0, 24), (56, 24)]
