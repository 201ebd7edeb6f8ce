"""The helpers the games' UI packages share (ui/models/cells.py, ui/table/renderer.py's marks,
ui/table/card_table.py, entry_points.screenshot_seats): what each promises its users."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath

from abyss_cards.ui.models.cells import TitledColumnsModel, bold_font
from abyss_cards.ui.models.entry_points import screenshot_seats
from abyss_cards.ui.models.session import BOT, HUMAN
from abyss_cards.ui.table.card_table import CardTable
from abyss_cards.ui.table.renderer import add_diamond, add_triangle
from abyss_cards.ui.table.view import TableView


class _Two(TitledColumnsModel):
    def rowCount(self, parent=None):  # noqa: N802
        return 0

    def columnCount(self, parent=None):  # noqa: N802
        return 2

    def column_title(self, section):
        return ("A", "B")[section]

    def column_tip(self, section):
        return "tip B" if section == 1 else None


def test_a_bold_font_is_new_each_time(qapp):
    first, second = bold_font(), bold_font()
    assert first.bold() and second.bold()
    assert first is not second  # a view may keep (and change) the one it was given


def test_titled_columns_answer_their_titles_and_tips_only(qapp):
    model = _Two()
    across, down = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
    display, tip = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
    assert [model.headerData(s, across, display) for s in (0, 1)] == ["A", "B"]
    assert [model.headerData(s, across, tip) for s in (0, 1)] == [None, "tip B"]
    assert model.headerData(2, across, display) is None  # beyond the columns
    assert model.headerData(-1, across, display) is None
    assert model.headerData(0, down, display) is None
    assert model.headerData(0, across, Qt.ItemDataRole.FontRole) is None


def test_the_marks_stand_in_their_radius(qapp):
    for add in (add_triangle, lambda p, c, r: add_diamond(p, c, r, r * 0.8)):
        path = QPainterPath()
        add(path, QPointF(50, 40), 10)
        box = path.boundingRect()
        assert box.top() == 30 and box.bottom() <= 50
        assert box.left() >= 40 and box.right() <= 60
        assert path.contains(QPointF(50, 42))  # filled around its centre


def test_screenshot_seats_put_the_person_first(qapp):
    seats = screenshot_seats(["Ana", "Ondine", "Marin", "Nacre"])
    assert [(s.name, s.kind, s.level if s.kind == BOT else None) for s in seats] == [
        ("Ana", HUMAN, None),
        ("Ondine", BOT, "easy"),
        ("Marin", BOT, "medium"),
        ("Nacre", BOT, "expert"),
    ]
    assert len(screenshot_seats(["Ana", "Ondine"])) == 2  # as many seats as names


def test_a_card_table_belongs_to_its_view_without_a_screen(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    table = CardTable(view, iter(["Ana", "Léo"]))
    assert table.parent() is view
    assert table.scene is view.scene()
    assert table.names == ["Ana", "Léo"]


def test_a_card_table_follows_its_view_until_stopped_once(qtbot, recwarn):
    view = TableView()
    qtbot.addWidget(view)
    table = CardTable(view, ["Ana"])
    sizes = []
    table.follow_view(sizes.append)
    view.resize(300, 200)
    view.show()
    qtbot.waitUntil(lambda: bool(sizes))
    table.stop_following_view()
    table.stop_following_view()  # again, as when the screen goes: no second disconnect
    seen = len(sizes)
    view.resize(320, 220)
    qtbot.wait(20)
    assert len(sizes) == seen
    assert not [w for w in recwarn if "disconnect" in str(w.message)]
