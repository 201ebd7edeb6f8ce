"""The Marquoir opens in stages, one pass of the event loop each (issue 25: no stall over 50 ms
at fifty thousand sheets): the window's first paint without the history read, without the
list's rows and without the statistics tab's table; the sheets read; the list fitted, then
painted; the statistics tab built; only then the statistics worked out. Structural checks (what exists, in what order), never timings."""

import sqlite3
import threading

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QTableView

from abyss_cards.storage import marquoir as storage
from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet
from abyss_cards.ui.marquoir import check_job, figures_job, fit
from abyss_cards.ui.marquoir.dates import short_date
from abyss_cards.ui.marquoir.figures_job import figures
from abyss_cards.ui.marquoir.screen import MarquoirScreen

ROWS = (("Ana", 20, 30, 12, 6, 4, 9), ("Léo", 18, 33, 10, 4, 2, 11))


def make_sheet(date):
    return Sheet(played_on=date, players=tuple(PlayerScore(*r) for r in ROWS))


def write_history(sheets=3):
    store = MarquoirStore()
    for day in range(1, sheets + 1):
        store.add(make_sheet(f"2024-05-{day:02d}"))
    store.close()
    return store.path


def stats_table(screen):
    """The statistics' table if it was built (``findChild``: asking the screen builds it)."""
    return screen.findChild(QTableView, "marquoir-stats")


class Stages(QObject):
    """What existed at the window's first paint, and the order of the paints that follow."""

    def __init__(self, screen, reads):
        super().__init__()
        self.screen = screen
        self.reads = reads  # the list's reads of the history (``Listing.count``, ``.page``)
        self.at_first_paint = None
        self.list_paints = 0
        self.figures_started_after = []  # list paints seen when each statistics job started
        screen.installEventFilter(self)
        screen.sheet_view.viewport().installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            if obj is self.screen and self.at_first_paint is None:
                self.at_first_paint = {
                    "sheets read": len(self.reads),
                    "rows": self.screen.sheet_proxy.rowCount(),  # (not ``sheet_model``: reads)
                    "statistics table": stats_table(self.screen) is not None,
                    "list painted": self.list_paints > 0,
                    "list drawn": self.screen.sheet_view.updatesEnabled(),
                    "sheet drawn": self.screen.tabs.updatesEnabled(),
                    "sheet built": self.screen.findChild(QTableView, "marquoir-detail") is not None,
                    # Its viewport not asked for yet: PySide6's first ``viewport()`` is slow.
                    "list watched": self.screen._list_port is not None,
                }
            elif obj is self.screen.sheet_view.viewport():
                self.list_paints += 1
        return False


def open_shown(qtbot, monkeypatch, path):
    stages = []
    reads = []
    for name in ("count", "page"):
        read = getattr(storage.Listing, name)
        monkeypatch.setattr(
            storage.Listing,
            name,
            lambda *args, _name=name, _read=read: (reads.append(_name), _read(*args))[1],
        )
    start = figures_job.FiguresJob.start

    def recorded_start(job):
        stages[0].figures_started_after.append(stages[0].list_paints)
        start(job)

    monkeypatch.setattr(figures_job.FiguresJob, "start", recorded_start)
    screen = MarquoirScreen(store=MarquoirStore(path, check_later=True))
    qtbot.addWidget(screen)
    stages.append(Stages(screen, reads))
    screen.resize(1280, 800)
    screen.show()
    return screen, stages[0]


def test_the_first_paint_leaves_out_the_list_and_the_statistics_table(qtbot, monkeypatch):
    screen, stages = open_shown(qtbot, monkeypatch, write_history())
    qtbot.waitUntil(lambda: stages.at_first_paint is not None)
    # Nothing read of the history yet, no row, and the statistics' table does not exist: the
    # first pass paints the rest of the window only.
    assert stages.at_first_paint == {
        "sheets read": 0,
        "rows": 0,
        "statistics table": False,
        "list painted": False,
        "list drawn": False,
        "sheet drawn": False,
        "sheet built": False,
        "list watched": False,
    }
    # Then, on the passes after: the sheets read, the list painted, the chosen sheet's tab
    # built and painted, then the statistics tab, then their figures.
    qtbot.waitUntil(lambda: stages.list_paints > 0)
    assert stages.reads and screen.sheet_proxy.rowCount() == 3
    qtbot.waitUntil(lambda: stats_table(screen) is not None)
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    assert stages.figures_started_after and min(stages.figures_started_after) > 0
    # And all of it as when built at once: the list fitted, the statistics in their table.
    assert screen.sheet_view.updatesEnabled() and screen.tabs.updatesEnabled()
    assert screen.sheet_view.rowHeight(0) >= screen.sheet_view.fontMetrics().height()
    detail = screen.findChild(QTableView, "marquoir-detail")
    assert detail is screen.detail_view and screen.sheet_scroll.isAncestorOf(detail)
    assert detail.isVisible() and "2024" in screen.detail_title.text()
    assert screen.sheet_chart.isVisible()
    assert screen.stats_model.rowCount() == 2
    view = stats_table(screen)
    assert view is screen.stats_view and view.model() is screen.stats_proxy
    assert {view.model().index(row, 0).data() for row in range(2)} == {"Ana", "Léo"}
    assert view.currentIndex().isValid()  # a player chosen, and charted
    assert screen.totals_chart.name in {"Ana", "Léo"} and len(screen.totals_chart.points) == 3
    screen.leave()


def test_the_statistics_tab_opened_at_once_is_built_then(qtbot, monkeypatch):
    screen, stages = open_shown(qtbot, monkeypatch, write_history())
    qtbot.waitUntil(lambda: stages.at_first_paint is not None)
    screen.tabs.setCurrentIndex(1)  # before its stage came
    assert stats_table(screen) is not None
    assert screen.tabs.currentWidget().isAncestorOf(stats_table(screen))
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    assert stats_table(screen).model().rowCount() == 2
    screen.leave()


def test_the_purge_after_the_check_is_made_off_the_gui_thread(qtbot, monkeypatch):
    path = write_history()
    store = MarquoirStore(path)
    gone = store.add(make_sheet("2024-06-01"))
    store.delete(gone.uid)
    store.close()
    with sqlite3.connect(path) as db:  # deleted long ago: purged by the next open's tidying
        db.execute("UPDATE sheets SET deleted_at = '2000-01-01' WHERE uid = ?", (gone.uid,))
    db.close()
    # The open writes nothing else: every write transaction is the tidying's.
    written_on = []
    enter = storage._transaction.__enter__
    monkeypatch.setattr(
        storage._transaction,
        "__enter__",
        lambda self: (written_on.append(threading.current_thread()), enter(self))[1],
    )
    screen, _stages = open_shown(qtbot, monkeypatch, path)
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    assert screen.store.checked
    assert written_on and threading.main_thread() not in written_on
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM sheets WHERE uid = ?", (gone.uid,)).fetchone() == (
            0,
        )
    db.close()
    screen.leave()


def test_the_jobs_threads_are_kept_for_the_next_jobs(qtbot, monkeypatch):
    path = write_history()
    threads = []
    check = check_job.check_history
    monkeypatch.setattr(
        check_job,
        "check_history",
        lambda where: (threads.append(threading.current_thread()), check(where))[1],
    )
    before = set()
    for _ in range(2):
        before = set(threading.enumerate())
        screen, _stages = open_shown(qtbot, monkeypatch, path)
        qtbot.waitUntil(lambda s=screen: s.check_job is None and s.figures_job is None)
        screen.leave()
        screen.close()
    # The second check ran on a thread there before it, not on one started for it.
    assert len(threads) == 2 and threads[1] in before


def test_the_list_read_after_the_first_paint_is_the_one_read_at_once(qtbot, monkeypatch):
    screen, stages = open_shown(qtbot, monkeypatch, write_history())
    qtbot.waitUntil(lambda: stages.list_paints > 0)
    assert stages.at_first_paint["sheets read"] == 0
    # Newest game first, the newest chosen and shown, counted, the buttons as they were.
    model = screen.sheet_proxy
    assert [model.index(row, 0).data() for row in range(3)] == [
        short_date(f"2024-05-{day:02d}") for day in (3, 2, 1)
    ]
    assert screen.current_sheet().played_on == "2024-05-03"
    assert "2024" in screen.detail_title.text()
    assert "3" in screen.count_label.text()
    assert screen.correct_button.isEnabled() and screen.export_button.isEnabled()
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    screen.leave()


def test_a_sheet_saved_before_the_list_is_read_is_listed(qtbot, monkeypatch):
    screen, stages = open_shown(qtbot, monkeypatch, write_history())
    # Saved before any pass: nothing read yet, the sheet written once the history is checked.
    assert not screen.save(make_sheet("2024-05-09"))
    assert not stages.reads
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    assert screen.sheet_model.sheet_count() == 4
    assert screen.current_sheet().played_on == "2024-05-09"
    screen.leave()


def test_the_list_asked_for_before_its_pass_is_read_at_once(qtbot, monkeypatch):
    screen, stages = open_shown(qtbot, monkeypatch, write_history())
    assert not stages.reads
    assert screen.current_sheet().played_on == "2024-05-03"  # the newest, chosen
    assert screen.sheet_proxy.rowCount() == 3 and "3" in screen.count_label.text()
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    screen.leave()


def test_the_chosen_sheet_asked_for_before_its_pass_is_built_at_once(qtbot, monkeypatch):
    screen, stages = open_shown(qtbot, monkeypatch, write_history())
    assert screen.findChild(QTableView, "marquoir-detail") is None
    # Asked for before its pass came: built then, showing the newest sheet (read for it).
    assert "2024" in screen.detail_title.text() and screen.detail_model.player_count == 2
    assert screen.findChild(QTableView, "marquoir-detail") is screen.detail_view
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    assert screen.tabs.updatesEnabled()
    screen.leave()


def test_a_header_is_measured_once_however_often_its_size_is_asked(qtbot, monkeypatch):
    """The list's header measures every title for its height: twice while the screen is built
    (given its model, then its style in the screen; its layouts ask for its size a dozen
    times), again only when a section changes."""
    measured = []
    measure = fit.NameHeader._measure
    monkeypatch.setattr(
        fit.NameHeader, "_measure", lambda self: (measured.append(self), measure(self))[1]
    )
    screen = MarquoirScreen(store=MarquoirStore(write_history(), check_later=True))
    qtbot.addWidget(screen)
    header = screen.sheet_view.horizontalHeader()
    assert 1 <= measured.count(header) <= 2
    before = len(measured)
    for _ in range(5):
        header.sizeHint()
    assert len(measured) == before
    height = header.sizeHint().height()
    header.resizeSection(1, 20)  # a narrow column: its title needs more lines
    assert header.sizeHint().height() > height and len(measured) == before + 1
    qtbot.waitUntil(lambda: screen.check_job is None and screen.figures_job is None)
    screen.leave()


@pytest.mark.parametrize("held_ms", [0, 1500])
def test_the_marquoir_scene_is_pictured_whole(qapp, abyss_home, monkeypatch, held_ms):
    # --screenshot waits for the screen built over several passes: the chosen sheet drawn
    # (a picture taken at the first passes showed that tab black). It waits for the statistics
    # on their thread however long a busy machine makes them (held 1.5 s here; under load a
    # bound of 500 turns of the event loop gave up first).
    from PySide6.QtCore import QTimer

    from abyss_cards.storage.settings import load_settings
    from abyss_cards.ui.screenshot import build_scene

    released = threading.Event()
    QTimer.singleShot(held_ms, released.set)
    worked_out = []

    def slow_figures(*args):
        released.wait(60)  # the statistics' thread held until the GUI thread's timer
        worked_out.append(True)
        return figures(*args)

    monkeypatch.setattr(figures_job, "figures", slow_figures)
    window = build_scene(qapp, load_settings(), "marquoir", (1024, 640), "en")
    try:
        assert window.screen_widget.at_rest() and worked_out
        assert window.screen_widget.tabs.updatesEnabled()
    finally:
        window.close()
        window.deleteLater()
