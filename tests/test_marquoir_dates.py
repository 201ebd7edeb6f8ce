"""Dates in the user's language: ISO in storage and for sorting, the interface locale wherever a
date is shown (history list, sheet title, undo texts, draft banner, date field, PDF, chart)."""

import pytest
from PySide6.QtCore import QDate, QLocale, Qt

from abyss_cards.storage.marquoir import PlayerScore, Sheet
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.charts import paint_totals
from abyss_cards.ui.marquoir.dates import edit_format, long_date, short_date
from abyss_cards.ui.marquoir.screen import MarquoirScreen
from abyss_cards.ui.marquoir.sheet_editor import SheetDialog

PLAYERS = (PlayerScore("Ana", 20, 30, 12, 6, 4, 9), PlayerScore("Léo", 18, 33, 10, 4, 2, 11))


@pytest.fixture
def locale_as():
    before = QLocale()

    def use(name: str) -> None:
        QLocale.setDefault(QLocale(name))

    yield use
    QLocale.setDefault(before)


@pytest.fixture
def screen(qtbot):
    widget = MarquoirScreen()
    qtbot.addWidget(widget)
    widget.resize(1000, 640)
    yield widget
    widget.leave()


def test_short_and_long_dates_follow_the_locale(locale_as):
    locale_as("fr_FR")
    assert short_date("2024-12-28") == "28/12/2024"
    assert long_date("2024-12-28") == "samedi 28 décembre 2024"
    locale_as("en_US")
    assert short_date("2024-12-28") == "12/28/24"
    assert long_date("2024-12-28") == "Saturday, December 28, 2024"
    assert short_date("not a date") == "not a date"  # shown as stored rather than hidden
    assert edit_format(QLocale("en_US")) == "M/d/yyyy"  # four-digit year to type
    assert edit_format(QLocale("fr_FR")) == "dd/MM/yyyy"


def test_history_shows_french_dates_but_sorts_by_the_iso_date(locale_as, screen, qtbot):
    locale_as("fr_FR")
    # Read as text, "31/12/2023" would come after "01/02/2024"; by date it is older.
    for date in ("2023-12-31", "2024-02-01", "2024-01-15"):
        screen.store.add(Sheet(date, PLAYERS))
    screen.refresh()
    qtbot.waitUntil(lambda: screen.figures_job is None)  # worked out off the GUI thread
    proxy = screen.sheet_proxy
    shown = [proxy.index(r, 0).data() for r in range(proxy.rowCount())]
    assert shown == ["01/02/2024", "15/01/2024", "31/12/2023"]  # newest game first
    assert screen.current_sheet().played_on == "2024-02-01"
    tip = proxy.index(2, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("dimanche 31 décembre 2023")
    # Averages too are written the French way.
    stats = screen.stats_model
    ana = next(r for r in range(stats.rowCount()) if stats.name_at(r) == "Ana")
    assert stats.index(ana, stats.COLUMNS.index("total")).data() == "68,0"


def test_title_undo_and_banner_show_the_date_the_user_way(locale_as, screen):
    locale_as("fr_FR")
    screen.confirm = lambda title, text: True
    screen.save(Sheet("2024-12-28", PLAYERS))
    assert "samedi 28 décembre 2024" in screen.detail_title.text()
    assert "2024-12-28" not in screen.detail_title.text()
    assert "28/12/2024" in screen.undo_stack.undoText()
    drafts.save_draft(drafts.Draft("2024-12-28", "", [{"name": "Ana"}, {"name": ""}]))
    screen._update_banner()
    assert "28/12/2024" in screen.banner_label.text()
    # Stored and exported as ISO all the same.
    assert screen.store.sheets()[0].played_on == "2024-12-28"


def test_date_field_shows_the_locale_and_saves_iso(locale_as, qtbot):
    locale_as("fr_FR")
    dialog = SheetDialog(sheet=Sheet("2024-03-09", PLAYERS, uid="u1"))
    qtbot.addWidget(dialog)
    date_edit = dialog.editor.date_edit
    assert date_edit.calendarPopup()
    assert date_edit.text() == "09/03/2024"
    date_edit.setDate(QDate(2025, 1, 4))
    assert date_edit.text() == "04/01/2025"
    assert dialog.sheet().played_on == "2025-01-04"
    assert dialog.editor.to_draft().played_on == "2025-01-04"


def test_totals_chart_writes_the_dates_the_user_way(locale_as, qtbot):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    class Recorder(QPainter):
        def __init__(self, device):
            super().__init__(device)
            self.texts = []

        def drawText(self, *args):  # noqa: N802 - Qt's name
            self.texts.append(args[-1])
            super().drawText(*args)

    locale_as("fr_FR")
    image = QImage(600, 300, QImage.Format.Format_ARGB32)
    painter = Recorder(image)
    paint_totals(
        painter,
        QRectF(0, 0, 600, 300),
        "Ana",
        [("2024-01-15", 60, True), ("2024-12-28", 72, False)],
    )
    painter.end()
    assert "15/01/2024" in painter.texts and "28/12/2024" in painter.texts
    assert not any("2024-" in str(t) for t in painter.texts)
