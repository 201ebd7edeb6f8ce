"""Scrolling the Marquoir's history (issue 25: 60 frames a second): each row of the list is
painted by Qt once at its size and state, then copied whole; the same pixels as Qt's own
painting.
Structure only: benchmarks/marquoir_scale.py measures the frames."""

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QStyledItemDelegate

from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet
from abyss_cards.ui.marquoir.history_models import SheetListModel
from abyss_cards.ui.marquoir.list_view import KEPT_A_PAINT
from abyss_cards.ui.marquoir.screen import MarquoirScreen

NAMES = ("Ana", "Léo", "Zoé", "Bob", "Émile-Françoise de la Tour", "Inès")


def history(sheets):
    store = MarquoirStore()
    for i in range(sheets):
        players = tuple(
            PlayerScore(NAMES[(i + k) % len(NAMES)], 10 + (i * k) % 9, 20, 5, 3, 2 + k % 2, 4)
            for k in range(2 + i % 4)
        )
        store.add(Sheet(f"2024-{1 + i % 12:02d}-{1 + i % 28:02d}", players))
    store.close()
    return store.path


def shown(qtbot, sheets=120):
    screen = MarquoirScreen(store=MarquoirStore(history(sheets), check_later=True))
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    qtbot.waitUntil(lambda: screen.sheet_view.updatesEnabled() and screen.tabs.updatesEnabled())
    return screen


def all_kept(view):
    """Painted again: was every row copied? (A paint keeps a few rows more.)"""
    painted = view.painted
    view.viewport().repaint()
    return view.painted == painted


def test_a_repainted_list_copies_its_rows_instead_of_laying_them_out_again(qtbot):
    screen = shown(qtbot)
    view = screen.sheet_view
    assert view.painted > 0
    view.viewport().repaint()  # (the rows painted for the second time: a few kept)
    qtbot.waitUntil(lambda: all_kept(view))  # a few more each paint
    painted = view.painted
    # Scrolled down a few rows: only the rows that come into view are painted by Qt.
    bar = view.verticalScrollBar()
    bar.setValue(bar.value() + 3)
    view.viewport().repaint()
    assert 0 < view.painted - painted <= 3 + 1  # (and the one cut by the bottom edge)
    screen.leave()


def test_a_paint_keeps_a_few_new_rows_and_leaves_the_others_to_qt(qtbot):
    screen = shown(qtbot)
    view = screen.sheet_view
    qtbot.waitUntil(lambda: all_kept(view))
    bar = view.verticalScrollBar()
    bar.setValue(bar.value() + 3)  # a wheel's scroll: its rows kept at once
    kept = view.kept
    view.viewport().repaint()
    assert 0 < view.kept - kept <= KEPT_A_PAINT
    assert all_kept(view)  # all of them
    bar.setValue(bar.value() + 20)  # a page: a list changed whole (a sheet saved above it)
    kept, painted = view.kept, view.painted
    view.viewport().repaint()
    assert view.kept - kept <= KEPT_A_PAINT < view.painted - painted
    screen.leave()


def test_a_copied_row_is_one_python_call_not_one_per_cell(qtbot):
    screen = shown(qtbot)
    view = screen.sheet_view
    qtbot.waitUntil(lambda: all_kept(view))
    calls = []

    class Counted(QStyledItemDelegate):
        def paint(self, painter, option, index):
            calls.append(index.row())
            super().paint(painter, option, index)

    view.setItemDelegate(Counted(view))
    view.viewport().repaint()
    height = view.viewport().height()
    whole = {
        row
        for row in range(view.model().rowCount())
        if 0 <= view.rowViewportPosition(row) <= height - view.rowHeight(row)
    }
    assert len(whole) > 10
    assert not set(calls) & whole  # no cell of a kept row asks Python how to paint it
    view.keep_rows = False
    view.viewport().repaint()
    assert len(calls) >= 10 * view.model().columnCount()  # (what each frame cost before)
    screen.leave()


def test_the_row_under_the_pointer_and_a_row_chosen_in_part_are_painted_by_qt(qtbot):
    screen = shown(qtbot)
    view = screen.sheet_view
    qtbot.waitUntil(lambda: all_kept(view))
    rows = []

    class Counted(QStyledItemDelegate):
        def paint(self, painter, option, index):
            rows.append(index.row())
            super().paint(painter, option, index)

    view.setItemDelegate(Counted(view))
    view._hovered_row = lambda: 5  # (offscreen, no pointer): a style may light its cell
    view.selectionModel().select(
        view.model().index(7, 1), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    view.viewport().repaint()  # (the first row, no longer chosen, kept anew)
    rows.clear()
    view.viewport().repaint()
    assert set(rows) == {5, 7}  # painted again, the others copied
    copied = view.viewport().grab().toImage()
    view.keep_rows = False
    assert view.viewport().grab().toImage() == copied
    screen.leave()


def test_the_copied_rows_are_the_pixels_qt_paints(qtbot):
    screen = shown(qtbot)
    view = screen.sheet_view
    view.selectRow(2)  # a chosen row, alternating rows, wrapped names
    view.setFocus()  # the current cell's focus frame
    qtbot.waitUntil(lambda: all_kept(view))
    painted = view.painted
    copied = view.viewport().grab().toImage()
    assert view.painted == painted  # every row copied
    view.keep_rows = False  # QTableView's own painting, cell by cell
    assert view.viewport().grab().toImage() == copied
    # Scrolled a row down: the kept rows copied at new places.
    view.keep_rows = True
    bar = view.verticalScrollBar()
    bar.setValue(bar.value() + 1)
    qtbot.waitUntil(lambda: all_kept(view))
    copied = view.viewport().grab().toImage()
    view.keep_rows = False
    assert view.viewport().grab().toImage() == copied
    screen.leave()


def test_the_list_reads_a_few_sheets_at_a_time_while_scrolling(qtbot):
    screen = shown(qtbot)
    model = screen.sheet_view.model()
    assert model.rowCount() == SheetListModel.PAGE
    bar = screen.sheet_view.verticalScrollBar()
    bar.setValue(bar.maximum())  # the end of what was read: a few more rows
    qtbot.waitUntil(lambda: model.rowCount() > SheetListModel.PAGE)
    assert model.rowCount() == SheetListModel.PAGE + SheetListModel.MORE
    screen.leave()


def test_the_lists_winners_are_the_rankings_first_places():
    model = SheetListModel()
    tie = Sheet(
        "2024-05-01",
        (
            PlayerScore("Ana", 10, 10, 10, 10, 3, 5),
            PlayerScore("Léo", 10, 10, 10, 10, 3, 5),
            PlayerScore("Zoé", 1, 1, 1, 1, 1, 1),
        ),
    )
    pearls = Sheet(
        "2024-05-02",
        (PlayerScore("Ana", 10, 10, 10, 10, 2, 5), PlayerScore("Léo", 10, 10, 10, 10, 3, 1)),
    )

    class Two:
        def count(self):
            return 2

        def page(self, after, limit):
            return [tie, pearls][:limit] if after is None else []

        def position(self, uid):
            return -1

    model.set_history(Two())
    for row, sheet in enumerate((tie, pearls)):
        ranked = sheet.ranking()
        winners = [r.name for r in ranked if r.place == 1]
        texts = model.texts(row)
        assert all(name in texts[2] for name in winners)
        assert not any(p.name in texts[2] for p in sheet.players if p.name not in winners)
        assert texts[3] == str(ranked[0].total)
