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
