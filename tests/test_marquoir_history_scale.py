"""The Marquoir with a long history (issue 25): statistics worked out by SQLite (the same figures
as the rule in Python), the list handed to the view a page at a time, and a saved sheet that
does not rank the whole history again."""

import random
import threading

import pytest

from abyss_cards.games.abyss import scoring
from abyss_cards.storage import marquoir as m
from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet, player_stats
from abyss_cards.ui.marquoir.figures_job import FiguresJob
from abyss_cards.ui.marquoir.history_models import SheetListModel
from abyss_cards.ui.marquoir.screen import MarquoirScreen

NAMES = ["Ana", "ana", "ANA", "Zoé", "ZOÉ", "Léo", "bob", "Émile", "Inès"]


def random_history(store: MarquoirStore, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for i in range(count):
        people = []
        for name in rng.sample(NAMES, rng.randint(2, 5)):
            if name.casefold() not in {p.name.casefold() for p in people}:
                # Small numbers: many ties on the total, the Pearls and the strongest Lord.
                people.append(PlayerScore(name, *(rng.randint(0, 3) for _ in range(6))))
        if len(people) < 2:
            continue
        sheet = store.add(
            Sheet(f"2024-{1 + rng.randrange(3):02d}-{1 + rng.randrange(5):02d}", tuple(people))
        )
        if i % 7 == 0:
            store.delete(sheet.uid)  # hidden sheets count for nothing


@pytest.mark.parametrize("seed", range(4))
def test_the_statistics_by_sqlite_are_the_rules_figures(tmp_path, seed):
    store = MarquoirStore(tmp_path / "h.sqlite3")
    random_history(store, 120, seed)
    sheets = store.sheets()
    assert store.stats() == player_stats(sheets)
    listing = store.listing()
    assert listing.count() == len(sheets)
    assert listing.page(None, 10_000) == sheets[::-1]  # the list: newest first
    assert listing.page(sheets[-5], 3) == sheets[-6:-9:-1]  # the page after a sheet
    assert [listing.position(s.uid) for s in sheets] == list(range(len(sheets)))[::-1]
    for name in ("ana", "ZOÉ", "Léo", "nobody"):
        assert store.totals_over_time(name) == m.totals_over_time(sheets, name)
        assert store.sheets(name) == [
            s for s in sheets if name.casefold() in {p.name.casefold() for p in s.players}
        ]
    store.close()


def sheets_of(count: int) -> list[Sheet]:
    return [
        Sheet(
            f"20{10 + i % 15:02d}-01-{1 + i % 28:02d}",
            (
                PlayerScore("Ana", i % 150, 1, 1, 1, 1, 1),
                PlayerScore("Léo", 1, i // 150, 1, 1, 1, 1),
            ),
            uid=f"s{i}",
            created_at=f"{i:06d}",
        )
        for i in range(count)
    ]


class CountedListing:
    """A store's listing that counts the sheets it hands out."""

    def __init__(self, store: MarquoirStore) -> None:
        self.listing, self.read = store.listing(), []

    def count(self):
        return self.listing.count()

    def page(self, after, limit):
        sheets = self.listing.page(after, limit)
        self.read += [s.uid for s in sheets]
        return sheets

    def position(self, uid):
        return self.listing.position(uid)


def test_the_list_reads_its_sheets_a_page_at_a_time(qtmodeltester, tmp_path):
    store = MarquoirStore(tmp_path / "h.sqlite3")
    for sheet in sheets_of(1000):
        store.add(sheet)
    newest_first = [s.uid for s in store.sheets()][::-1]
    source = CountedListing(store)
    model = SheetListModel()
    model.set_history(source)
    page = SheetListModel.PAGE
    assert model.rowCount() == page and model.sheet_count() == 1000
    assert source.read == newest_first[:page]  # not the sheets nobody has scrolled to
    assert model.canFetchMore()
    model.fetchMore()  # scrolled down to the end: a few more (a frame's share of reading)
    more = page + SheetListModel.MORE
    assert model.rowCount() == more and source.read == newest_first[:more]
    row = model.row_of(newest_first[-1])  # the oldest game: the last row
    assert row == 999 and model.rowCount() == 1000 and not model.canFetchMore()
    assert model.sheet_at(row).uid == newest_first[-1] and source.read == newest_first
    qtmodeltester.check(model)
    store.close()


def test_a_sheet_deleted_meanwhile_shortens_the_list(tmp_path):
    store = MarquoirStore(tmp_path / "h.sqlite3")
    for sheet in sheets_of(3 * SheetListModel.PAGE):
        store.add(sheet)
    model = SheetListModel()
    model.set_history(store.listing())
    store.delete_many([s.uid for s in store.sheets()[:10]])  # another window, say
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == model.sheet_count() == 3 * SheetListModel.PAGE - 10
    assert not model.canFetchMore()
    store.close()


def test_a_saved_sheet_ranks_itself_not_the_whole_history(qtbot, monkeypatch, tmp_path):
    # Rankings are cached per process: one an earlier test made of these same players (the
    # next test saves them too) would be read from the cache and never counted here.
    m._ranking.cache_clear()
    store = MarquoirStore(tmp_path / "h.sqlite3")
    for sheet in sheets_of(600):
        store.add(sheet)
    screen = MarquoirScreen(store=store)
    qtbot.addWidget(screen)
    ranked = []
    rank = scoring.rank
    monkeypatch.setattr(scoring, "rank", lambda entries: (ranked.append(entries), rank(entries))[1])
    new = Sheet(
        "2030-01-01", (PlayerScore("Ana", 9, 9, 9, 9, 9, 9), PlayerScore("Zoé", 1, 1, 1, 1, 1, 1))
    )
    screen.save(new)
    screen.refresh()
    assert screen.sheet_model.sheet_count() == 601
    assert "Ana" in screen.detail_text.text()  # the sheet's tab (built when asked for) shows it
    # The new sheet only (its row, its details): not the 600 others again.
    assert {repr(entries) for entries in ranked} == {repr([p.entry() for p in new.players])}
    screen.leave()


def test_the_statistics_are_worked_out_off_the_gui_thread(qtbot, monkeypatch, tmp_path):
    store = MarquoirStore(tmp_path / "h.sqlite3")
    for sheet in sheets_of(30):
        store.add(sheet)
    readers = []
    per_name = m.HistoryReader._per_name  # what the statistics and the names are read from
    monkeypatch.setattr(
        m.HistoryReader,
        "_per_name",
        lambda self: (readers.append(threading.current_thread()), per_name(self))[1],
    )
    screen = MarquoirScreen(store=store)
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: screen.figures_job is None)
    assert readers and threading.main_thread() not in readers
    assert {screen.stats_model.name_at(r) for r in range(2)} == {"Ana", "Léo"}
    assert screen.totals_chart.name in {"Ana", "Léo"} and len(screen.totals_chart.points) == 30
    screen.leave()


def test_a_save_reads_a_page_of_the_history_on_the_gui_thread_not_all_of_it(
    qtbot, monkeypatch, tmp_path
):
    store = MarquoirStore(tmp_path / "h.sqlite3")
    for sheet in sheets_of(400):
        store.add(sheet)
    screen = MarquoirScreen(store=store)
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: screen.figures_job is None)
    on_gui = []  # what the GUI thread reads: (what, how many sheets)
    load, stats = MarquoirStore._load, m.HistoryReader._per_name  # (and the names list's)

    def watched(what, read):
        def run(self, *args):
            result = read(self, *args)
            if threading.current_thread() is threading.main_thread():
                on_gui.append((what, len(result)))
            return result

        return run

    monkeypatch.setattr(MarquoirStore, "_load", watched("sheets", load))
    monkeypatch.setattr(m.HistoryReader, "_per_name", watched("stats", stats))
    screen.save(
        Sheet(
            "2030-01-01",
            (PlayerScore("Ana", 9, 9, 9, 9, 9, 9), PlayerScore("Zoé", 1, 1, 1, 1, 1, 1)),
        )
    )
    qtbot.waitUntil(lambda: screen.figures_job is None)
    assert (
        screen.sheet_model.sheet_count() == 401 and screen.current_sheet().played_on == "2030-01-01"
    )
    assert {what for what, _ in on_gui} == {"sheets"}  # no statistics, no names list
    assert sum(count for _, count in on_gui) <= SheetListModel.PAGE + 1  # a page, and the sheet
    assert "Zoé" in [screen.filter_combo.itemData(i) for i in range(screen.filter_combo.count())]
    assert "Zoé" in screen.known_names()  # what the sheet dialog offers, read with them
    assert {what for what, _ in on_gui} == {"sheets"}
    screen.leave()


def test_the_statistics_start_once_the_window_has_shown_the_change_and_only_the_latest(
    qtbot, monkeypatch, tmp_path
):
    store = MarquoirStore(tmp_path / "h.sqlite3")
    for sheet in sheets_of(30):
        store.add(sheet)
    screen = MarquoirScreen(store=store)
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: screen.figures_job is None)
    started = []
    start = FiguresJob.start
    monkeypatch.setattr(FiguresJob, "start", lambda job: (started.append(job), start(job))[1])
    screen.refresh()
    first = screen.figures_job
    screen.refresh()  # another change before the event loop ran: the first is never started
    assert started == [] and first is not screen.figures_job
    qtbot.waitUntil(lambda: screen.figures_job is None)
    assert len(started) == 1 and started[0] is not first
    screen.leave()
