"""The statistics read right: in French the averages by category are kept apart by
semicolons (their decimals hold a comma already), and the table of the win rates per level is
no taller than its rows (the chart below it has the room)."""

from __future__ import annotations

from abyss_cards.storage import results
from abyss_cards.ui.table.statistics import PersonStats, StatisticsView, detail_lines


def _parts_line() -> str:
    stats = PersonStats("Ana", games=2, parts_games=2)
    stats.parts = {"locations": 17, "lords": 99, "allies": 27, "monsters": 15}
    return {key: text for key, _, text in detail_lines(stats, "abyss")}["parts"]


def test_the_averages_by_category_are_kept_apart_in_each_language(lang_of):
    lang_of("fr")
    # Not "Lieux 8,5, Seigneurs 49,5": which comma is a decimal one?
    assert _parts_line() == (
        "Lieux 8,5 ; Seigneurs 49,5 ; Alliés 13,5 ; Pions Monstre 7,5 (moyenne par partie)"
    )
    lang_of("en")
    assert _parts_line() == (
        "Locations 8.5, Lords 49.5, Allies 13.5, Monster tokens 7.5 (average per game)"
    )


def test_the_win_rates_table_is_no_taller_than_its_rows(qtbot):
    for total, level in ((70, "easy"), (60, "medium"), (50, "expert")):
        results.record_game(
            "abyss",
            [
                results.PlayerResult("Ana", total, True),
                results.PlayerResult("Ondine", 40, False, kind="bot", level=level),
            ],
        )
    view = StatisticsView("abyss", person="Ana")
    qtbot.addWidget(view)
    view.resize(620, 560)
    view.show()
    qtbot.waitExposed(view)
    table = view.levels
    assert table.rowCount() == 3
    rows = table.verticalHeader().length()
    assert rows > 0
    need = table.horizontalHeader().height() + rows + 2 * table.frameWidth()
    # No empty white area under the rows: the chart has that room.
    assert table.height() <= need + 2, (table.height(), need)
    assert view.chart.height() > table.height()


def test_the_plongee_table_of_every_name_leaves_the_room_to_the_chart(qtbot):
    for total in (40, 60):
        results.record_game(
            "plongee",
            [
                results.PlayerResult("Ana", total, total == 40, (total,)),
                results.PlayerResult("Ondine", 50, total == 60, (50,), kind="bot", level="easy"),
            ],
        )
    from abyss_cards.ui.plongee.dialogs import StatisticsDialog

    dialog = StatisticsDialog(person="Ana")
    qtbot.addWidget(dialog)
    dialog.resize(806, 780)  # as it opens on a 1920 × 1080 screen
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert table.rowCount() == 2
    need = table.horizontalHeader().height() + table.verticalHeader().length()
    assert table.height() <= need + 2 * table.frameWidth() + 2, (table.height(), need)
    assert dialog.person_view.chart.height() > 2 * table.height()


def test_the_trend_chart_says_what_its_dots_and_dashes_are(qtbot, lang_of):
    from PySide6.QtGui import QColor

    from abyss_cards.ui.table.statistics import TrendChart

    lang_of("fr")
    chart = TrendChart()
    qtbot.addWidget(chart)
    chart.resize(500, 240)
    chart.set_points([(30, True), (90, False), (60, True)])
    assert chart.legend() == ("partie gagnée", "partie perdue", "moyenne")
    picture = chart.grab().toImage()
    base = chart.palette().base().color().rgb()
    # The legend's line, above the plot: something is drawn there (the words and the marks).
    height = chart.fontMetrics().height()
    drawn = {picture.pixel(x, y) for x in range(picture.width()) for y in range(2, height + 4)}
    assert len(drawn - {base}) > 10
    assert QColor("#f2c14e").rgb() in drawn or any(
        abs(QColor(p).red() - 0xF2) < 12 and abs(QColor(p).green() - 0xC1) < 12 for p in drawn
    )
    lang_of("en")
    assert chart.legend() == ("game won", "game lost", "average")
