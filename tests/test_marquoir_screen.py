"""The Marquoir screen: saving through the dialog, persistence across a restart, correction and
deletion with undo, CSV import/export through the screen, a corrupt history, the draft banner,
the PDF, the pictures, and the history models under qtmodeltester."""

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet
from abyss_cards.ui import marquoir
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.history_models import SheetListModel, StatsModel
from abyss_cards.ui.marquoir.screen import MarquoirScreen
from abyss_cards.ui.marquoir.sheet_model import ROWS

ROWS_A = (("Ana", 20, 30, 12, 6, 4, 9), ("Léo", 18, 33, 10, 4, 2, 11))


def make_sheet(date="2024-05-31", rows=ROWS_A):
    return Sheet(played_on=date, players=tuple(PlayerScore(*r) for r in rows))


class Answers:
    """Stands in for the modal boxes: records what was asked, answers yes or no."""

    def __init__(self, screen, yes=True):
        self.asked, self.told = [], []
        screen.confirm = lambda title, text: self.asked.append(text) or yes
        screen.inform = lambda title, text, warning=False: self.told.append((text, warning))


@pytest.fixture
def screen(qtbot):
    widget = MarquoirScreen()
    qtbot.addWidget(widget)
    widget.resize(1000, 640)
    yield widget
    widget.leave()


def fill_dialog(dialog, rows):
    model = dialog.editor.model
    while model.player_count < len(rows):
        dialog.editor.add_player()
    for col, row in enumerate(rows):
        for field, value in zip(
            ("name", "locations", "lords", "allies", "monsters", "pearls", "best_lord"),
            row,
            strict=False,
        ):
            model.set_cell(col, field, str(value))


def test_new_sheet_saved_then_found_after_a_restart(qtbot, screen, lang_of):
    lang_of("en")  # as in the app: a language is always installed (plurals: "68 points")

    def run(dialog):
        dialog.editor.model.removeColumns(2, 2)
        fill_dialog(dialog, ROWS_A)
        return True

    screen.run_sheet_dialog = run
    screen.new_sheet()
    assert screen.sheet_model.rowCount() == 1
    assert drafts.load_draft() is None  # saved: no draft left
    assert "Ana wins with 68 points" in screen.detail_text.text()
    screen.leave()
    again = MarquoirScreen()
    qtbot.addWidget(again)
    assert again.sheet_model.rowCount() == 1
    assert again.current_sheet().players == make_sheet().players
    qtbot.waitUntil(lambda: again.figures_job is None)  # the names come with the statistics
    assert [again.filter_combo.itemData(i) for i in range(again.filter_combo.count())] == [
        "",
        "Ana",
        "Léo",
    ]
    again.leave()


@pytest.fixture
def us_english():
    """Dates as the English interface shows them (the app sets the default locale)."""
    before = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(before)


def test_correct_and_delete_with_undo(us_english, screen):
    answers = Answers(screen)
    screen.store.add(make_sheet())
    screen.refresh()
    original = screen.current_sheet()

    def run(dialog):
        dialog.editor.model.set_cell(1, "lords", "43")
        return True

    screen.run_sheet_dialog = run
    screen.correct_selected()
    assert screen.sheet_model.rowCount() == 1
    assert screen.current_sheet().winners() == ["Léo"]
    screen.undo_stack.undo()
    assert screen.store.get(original.uid).players == original.players
    screen.undo_stack.redo()
    assert screen.store.get(original.uid).players[1].lords == 43

    screen.delete_selected()
    assert "Delete the sheet of 5/31/24 (Ana and Léo)" in answers.asked[-1]
    assert screen.undo_stack.undoText() == "deleting the sheet of 5/31/24"
    assert screen.sheet_model.rowCount() == 0 and screen.store.sheets() == []
    screen.undo_stack.undo()
    assert screen.sheet_model.rowCount() == 1
    assert screen.store.get(original.uid).players[1].lords == 43


def test_delete_needs_confirmation(screen):
    Answers(screen, yes=False)
    screen.store.add(make_sheet())
    screen.refresh()
    screen.delete_selected()
    assert len(screen.store.sheets()) == 1 and screen.undo_stack.count() == 0


def test_filter_by_player_and_statistics(screen, qtbot):
    screen.store.add(make_sheet("2024-01-01"))
    screen.store.add(
        make_sheet("2024-02-01", (("Ana", 1, 1, 1, 1, 1, 1), ("Zoé", 9, 9, 9, 9, 9, 9)))
    )
    screen.refresh()
    assert screen.sheet_model.rowCount() == 2
    qtbot.waitUntil(lambda: screen.figures_job is None)  # the names come with the statistics
    screen.filter_combo.setCurrentIndex(screen.filter_combo.findData("Zoé"))
    assert screen.sheet_model.rowCount() == 1
    qtbot.waitUntil(lambda: screen.figures_job is None)  # worked out off the GUI thread
    assert screen.totals_chart.name == "Zoé"
    assert screen.totals_chart.points == [("2024-02-01", 36, True)]
    names = {screen.stats_model.name_at(r): r for r in range(screen.stats_model.rowCount())}
    ana = screen.stats_model.index(names["Ana"], StatsModel.COLUMNS.index("games"))
    assert screen.stats_model.data(ana) == "2"


def test_csv_export_import_and_refusal_through_the_screen(tmp_path, qtbot, screen):
    answers = Answers(screen)
    screen.store.add(make_sheet("2024-01-01"))
    screen.store.add(make_sheet("2024-02-01"))
    screen.refresh()
    path = tmp_path / "sheets.csv"
    screen.export_csv(path)
    assert path.read_text("utf-8-sig").count("\n") == 5
    other_home = MarquoirScreen(store=MarquoirStore(tmp_path / "other.sqlite3"))
    qtbot.addWidget(other_home)
    Answers(other_home)
    other_home.import_csv(path)
    qtbot.waitUntil(
        lambda: other_home.import_job is None, timeout=30_000
    )  # read off the GUI thread
    assert other_home.sheet_model.rowCount() == 2
    other_home.undo_stack.undo()  # the import can be undone as a whole
    assert other_home.sheet_model.rowCount() == 0
    other_home.leave()
    # Same file into the same history: all duplicates.
    screen.import_csv(path)
    qtbot.waitUntil(lambda: screen.import_job is None, timeout=30_000)  # read off the GUI thread
    assert "2 already in the history" in answers.told[-1][0]
    bad = tmp_path / "bad.csv"
    bad.write_text(
        "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
        "x,2024-03-01,,Ana,1,1,1,1,1,1\nx,2024-03-01,,Bob,1,1,many,1,1,1\n"
    )
    screen.import_csv(bad)
    qtbot.waitUntil(lambda: screen.import_job is None, timeout=30_000)  # read off the GUI thread
    text, warning = answers.told[-1]
    assert warning and "Nothing was imported" in text
    assert 'Row 3, “Federated Allies” column: "many" is not a whole number' in text
    assert screen.sheet_model.rowCount() == 2


def test_corrupt_history_is_set_aside_and_the_user_told(qtbot, abyss_home):
    path = abyss_home / "data" / "marquoir.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage" * 500)
    widget = MarquoirScreen()
    qtbot.addWidget(widget)
    assert not widget.notice.isHidden()
    assert "could not be read" in widget.notice.text()
    assert widget.store.moved_aside.exists()
    assert widget.sheet_model.rowCount() == 0
    widget.leave()


def test_draft_banner_after_an_accidental_close(qtbot, screen):
    def close_without_saving(dialog):
        fill_dialog(dialog, (("Ana", 1, 2, 3),))
        dialog.reject()
        return False

    screen.run_sheet_dialog = close_without_saving
    screen.new_sheet()
    assert not screen.banner.isHidden()
    assert "Ana" in screen.banner_label.text()
    resumed = []

    def resume(dialog):
        resumed.append(dialog.editor.model.cells()[0])
        return False

    screen.run_sheet_dialog = resume
    screen.new_sheet()  # a new sheet brings the draft back rather than losing it
    assert resumed[0]["name"] == "Ana" and resumed[0]["allies"] == "3"
    Answers(screen)
    screen.discard_draft()
    assert screen.banner.isHidden() and drafts.load_draft() is None


def test_pdf_of_a_sheet(tmp_path, screen):
    sheet = screen.store.add(make_sheet())
    path = tmp_path / "sheet.pdf"
    screen.export_pdf(sheet, path)
    assert path.read_bytes().startswith(b"%PDF")


def test_screenshot_scene_is_a_four_player_tie_on_pearls(qtbot):
    widget = marquoir.screenshot_screen(None, (1024, 640))
    qtbot.addWidget(widget)
    sheet = widget.current_sheet()
    assert len(sheet.players) == 4
    ranked = sheet.ranking()
    assert ranked[0].total == ranked[1].total and ranked[0].decided_by == "pearls"
    assert "more Pearls" in widget.detail_text.text()
    widget.resize(1024, 640)
    widget.show()
    QCoreApplication.processEvents()
    image = widget.grab().toImage()
    assert not image.isNull() and image.width() == 1024
    total_row = widget.detail_model.index(ROWS.index("place"), ranked[0].index)
    assert widget.detail_model.data(total_row) == "1st"
    widget.leave()


def test_history_models_pass_qtmodeltester(qtmodeltester):
    store = MarquoirStore()
    store.add(make_sheet("2024-01-01"))
    store.add(make_sheet("2024-02-01", (("Ana", 5, 5, 5, 5, 1, 1), ("Bo", 5, 5, 5, 5, 1, 1))))
    sheets = SheetListModel()
    sheets.set_history(store.listing())
    qtmodeltester.check(sheets, force_py=True)
    stats = StatsModel()
    stats.set_stats(store.stats())
    qtmodeltester.check(stats, force_py=True)
    assert sheets.data(sheets.index(0, 2)) == "Ana and Bo"  # a shared victory
