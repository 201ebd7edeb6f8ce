"""CSV import errors in the interface language, naming each column as the sheet shows it
(issue 15): « Ligne 3, colonne « Seigneur le plus fort » : … » in French, "Row 3, “Strongest
Lord” column: …" in English, never `best_lord` alone. The file format itself is unchanged:
an export still imports."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from abyss_cards import i18n
from abyss_cards.storage.marquoir import (
    CSV_COLUMNS,
    MarquoirStore,
    PlayerScore,
    Sheet,
    SheetError,
    sheets_from_csv,
)
from abyss_cards.ui.marquoir.history_models import SheetListModel
from abyss_cards.ui.marquoir.screen import MarquoirScreen
from abyss_cards.ui.marquoir.sheet_model import ROWS, ScoreSheetModel
from abyss_cards.ui.marquoir.texts import problem_text

HEADER = ",".join(CSV_COLUMNS)


@pytest.fixture(params=["fr", "en"])
def lang(request, qapp):
    app = QApplication.instance()
    for translator in getattr(app, "_abyss_translators", []):
        app.removeTranslator(translator)
    app._abyss_translators = i18n.install(app, request.param)
    yield request.param
    for translator in app._abyss_translators:
        app.removeTranslator(translator)
    app._abyss_translators = i18n.install(app, "en")


def problems_of(text: str) -> list[str]:
    with pytest.raises(SheetError) as caught:
        sheets_from_csv(text)
    return [problem_text(p) for p in caught.value.problems]


def sheet_title(field: str) -> str:
    """The title the sheet itself shows for ``field`` (a row of the sheet, or the history
    list's Date column), in the current language."""
    if field == "date":
        return SheetListModel().headerData(
            SheetListModel.COLUMNS.index("date"), Qt.Orientation.Horizontal
        )
    return ScoreSheetModel(2).headerData(ROWS.index(field), Qt.Orientation.Vertical)


def column_words(lang: str, line: int, field: str) -> str:
    title = sheet_title(field)
    return (
        f"Ligne {line}, colonne « {title} » : "
        if lang == "fr"
        else f"Row {line}, “{title}” column: "
    )


def test_a_word_where_a_number_goes(lang):
    found = problems_of(
        f"{HEADER}\na,2024-03-02,,Ana,12,30,10,5,3,9\na,2024-03-02,,Léo,10,28,9,4,2,douze\n"
    )
    assert sheet_title("best_lord") == (
        "Seigneur le plus fort" if lang == "fr" else "Strongest Lord"
    )
    expected = column_words(lang, 3, "best_lord") + (
        "« douze » n’est pas un nombre entier" if lang == "fr" else '"douze" is not a whole number'
    )
    assert found == [expected]


def test_numbers_out_of_range_name_their_columns(lang):
    found = problems_of(
        f"{HEADER}\na,2024-03-02,,Ana,12,30,10,500,3,9\na,2024-03-02,,Léo,10,28,9,4,-2,9\n"
    )
    assert found[0].startswith(column_words(lang, 2, "monsters"))
    assert found[1].startswith(column_words(lang, 3, "pearls"))
    assert ("Monstres" if lang == "fr" else "Monsters") in found[0]
    assert not any("monsters" in f or "pearls" in f for f in found)


def test_missing_columns_are_named_as_on_the_sheet_and_as_the_file_needs_them(lang):
    header = ",".join(c for c in CSV_COLUMNS if c not in ("pearls", "best_lord"))
    found = problems_of(f"{header}\na,2024-03-02,,Ana,12,30,10,5\n")
    assert len(found) == 1
    text = found[0]
    if lang == "fr":
        assert text.startswith("Ligne 1 : La première ligne doit porter les noms des colonnes")
        assert "« Perles » (pearls), « Seigneur le plus fort » (best_lord)" in text
    else:
        assert text.startswith("Row 1: The first line must hold the names of the columns")
        assert "“Pearls” (pearls), “Strongest Lord” (best_lord)" in text
    # The columns that are there are not listed (the old message listed them all, in English).
    assert "sheet" not in text and "locations" not in text


def test_control_characters_name_the_text_columns(lang):
    """A NUL in the player's name and in the sheet's mark: named « Joueur » and « Feuille »
    (these columns had no title and made the message fail)."""
    found = problems_of(
        f"{HEADER}\na\x00,2024-03-02,,Ana\x00,12,30,10,5,3,9\n"
        "b,2024-03-02,Soirée\x07,Léo,10,28,9,4,2,9\n"
    )
    titles = (
        [("Feuille", 2), ("Joueur", 2), ("Note", 3)]
        if lang == "fr"
        else [("Sheet", 2), ("Player", 2), ("Note", 3)]
    )
    assert len(found) == 3
    for text, (title, line) in zip(found, titles, strict=True):
        assert text.startswith(
            f"Ligne {line}, colonne « {title} » : "
            if lang == "fr"
            else f"Row {line}, “{title}” column: "
        ), text
        assert ("caractère de contrôle" if lang == "fr" else "control character") in text


def test_sheet_problems_name_the_date_and_player_columns(lang):
    found = problems_of(
        f"{HEADER}\nb,02/03/2024,,Zoé,10,28,9,4,2,9\nb,02/03/2024,,zoé,10,28,9,4,2,9\n"
    )
    assert found[0] == column_words(lang, 2, "date") + (
        "« 02/03/2024 » n’est pas une date comme 2024-05-31"
        if lang == "fr"
        else '"02/03/2024" is not a date like 2024-05-31'
    )
    player = "Joueur" if lang == "fr" else "Player"
    assert sheet_title("name") == player  # the sheet's own title for the names' row
    assert all(
        (f"colonne « {player} »" if lang == "fr" else f"“{player}” column") in text
        for text in found[1:]
    )
    assert len(found) == 3  # the date, and each of the two Zoé


def test_a_line_without_its_columns_says_its_row(lang):
    found = problems_of(f"{HEADER}\na,2024-03-02,,Ana\n")
    assert found == [
        "Ligne 2 : 4 colonnes au lieu de 10" if lang == "fr" else "Row 2: 4 columns instead of 10"
    ]


def test_the_import_refused_box_says_it_in_the_language(lang, qtbot, tmp_path):
    screen = MarquoirScreen(store=MarquoirStore(tmp_path / "h.sqlite3"))
    qtbot.addWidget(screen)
    told = []
    screen.inform = lambda title, text, warning=False: told.append((title, text, warning))
    bad = tmp_path / "bad.csv"
    bad.write_text(
        f"{HEADER}\nx,2024-03-01,,Ana,1,1,1,1,1,1\nx,2024-03-01,,Bob,1,1,many,1,1,1\n", "utf-8"
    )
    screen.import_csv(bad)
    qtbot.waitUntil(lambda: screen.import_job is None, timeout=30_000)  # read off the GUI thread
    title, text, warning = told[-1]
    assert warning
    assert column_words(lang, 3, "allies") in text
    assert ("Alliés fédérés" if lang == "fr" else "Federated Allies") in text
    assert "allies" not in text
    screen.leave()


def test_an_export_still_imports(lang, tmp_path):
    """The file format is unchanged: its first line is the same technical names, in English
    whatever the interface language, and an export imports into another history."""
    store = MarquoirStore(tmp_path / "a.sqlite3")
    store.add(
        Sheet(
            "2024-05-01",
            (
                PlayerScore("Émilie-Françoise", 1, 2, 3, 4, 5, 6),
                PlayerScore("Léo", 20, 30, 10, 4, 1, 9),
            ),
            note="=1+1",
        )
    )
    path = tmp_path / "export.csv"
    store.export_csv(path)
    assert path.read_text("utf-8-sig").splitlines()[0] == HEADER
    other = MarquoirStore(tmp_path / "b.sqlite3")
    report = other.import_csv(path)
    assert len(report.added) == 1
    assert other.sheets()[0].players[0].name == "Émilie-Françoise"
    assert other.sheets()[0].note == "=1+1"
    store.close()
    other.close()
