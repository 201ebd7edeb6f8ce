"""A sheet saved in a shown Marquoir: the list (all of it changed, the new sheet above the
others) painted on one pass, the chosen sheet (table, text, picture) on the next (issue 25:
with fifty thousand sheets, both in one pass held the GUI thread ~45 ms). Structural checks
(what happened in which order), never timings."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet
from abyss_cards.ui.marquoir.screen import MarquoirScreen

ROWS = (("Ana", 20, 30, 12, 6, 4, 9), ("Léo", 18, 33, 10, 4, 2, 11))


def make_sheet(date, note=""):
    return Sheet(played_on=date, players=tuple(PlayerScore(*r) for r in ROWS), note=note)


class Order(QObject):
    """The list's paints and the chosen sheet's showings, in order."""

    def __init__(self, screen):
        super().__init__()
        self.seen = []
        screen.sheet_view.viewport().installEventFilter(self)
        load = screen.detail_model.load_sheet

        def load_sheet(sheet):
            self.seen.append("sheet")
            load(sheet)

        screen.detail_model.load_sheet = load_sheet

    def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.seen.append("list")
        return False


def shown_screen(qtbot):
    store = MarquoirStore()
    for day in range(1, 6):
        store.add(make_sheet(f"2024-05-{day:02d}"))
    store.close()
    screen = MarquoirScreen()
    qtbot.addWidget(screen)
    screen.resize(1000, 640)
    screen.show()
    qtbot.waitExposed(screen)
    # Opened in stages: the list, the chosen sheet's tab, the statistics.
    qtbot.waitUntil(lambda: screen.sheet_built() and screen.tabs.updatesEnabled())
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    return screen


def test_a_saved_sheet_is_shown_on_the_pass_after_the_list(qtbot):
    screen = shown_screen(qtbot)
    order = Order(screen)
    assert screen.save(make_sheet("2024-06-01", note="saved"))
    # Not in the save's pass: the list changed whole is painted first.
    assert "sheet" not in order.seen
    qtbot.waitUntil(lambda: "sheet" in order.seen)
    assert order.seen.index("list") < order.seen.index("sheet")
    assert order.seen.count("sheet") == 1  # once, though chosen and refreshed both ask
    assert "saved" in screen.detail_title.text()
    qtbot.waitUntil(lambda: screen.figures_job is None)
    screen.leave()


def test_the_chosen_sheet_asked_for_before_its_pass_is_shown_at_once(qtbot):
    screen = shown_screen(qtbot)
    order = Order(screen)
    screen.save(make_sheet("2024-06-02", note="asked"))
    assert "asked" in screen.detail_title.text()  # not the sheet chosen before
    assert order.seen.count("sheet") == 1
    QApplication.processEvents()
    assert order.seen.count("sheet") == 1  # not shown again on the pass
    qtbot.waitUntil(lambda: screen.figures_job is None)
    screen.leave()


def test_a_hidden_screen_shows_the_saved_sheet_at_once(qtbot):
    screen = MarquoirScreen()
    qtbot.addWidget(screen)
    screen.save(make_sheet("2024-06-03", note="hidden"))
    assert "hidden" in screen.detail_title.text()
    screen.leave()


def test_a_saved_sheet_is_written_on_one_pass_and_listed_on_the_next(qtbot):
    screen = shown_screen(qtbot)
    order = Order(screen)
    screen.sheet_proxy.modelReset.connect(lambda: order.seen.append("listed"))
    assert screen.save(make_sheet("2024-06-04", note="written"))
    assert screen.store.listing().count() == 6  # written at once
    assert order.seen == []  # the list changed on the next pass
    qtbot.waitUntil(lambda: "sheet" in order.seen)
    assert order.seen.index("listed") < order.seen.index("list") < order.seen.index("sheet")
    assert "written" in screen.detail_title.text()
    assert screen.current_sheet().note == "written"
    qtbot.waitUntil(lambda: screen.figures_job is None)
    screen.leave()


def test_the_saved_sheet_asked_for_before_its_pass_is_listed_at_once(qtbot):
    screen = shown_screen(qtbot)
    screen.save(make_sheet("2024-06-05", note="chosen"))
    assert screen.current_sheet().note == "chosen"
    assert "6" in screen.count_label.text()
    qtbot.waitUntil(lambda: screen.figures_job is None)
    screen.leave()
