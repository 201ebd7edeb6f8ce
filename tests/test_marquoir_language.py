"""A live language change: ``retranslate()`` turns every visible text of the Marquoir screen (and
of the sheet dialog when it is open) into the new language, dates and numbers included."""

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication

from abyss_cards import i18n
from abyss_cards.storage.marquoir import PlayerScore, Sheet
from abyss_cards.ui.marquoir.screen import MarquoirScreen
from abyss_cards.ui.marquoir.sheet_model import ROWS

PLAYERS = (PlayerScore("Amélie", 19, 34, 14, 7, 4, 11), PlayerScore("Chloé", 17, 41, 15, 6, 6, 10))


@pytest.fixture
def switch_language(qapp):
    """Installs a language the way MainWindow.set_language does; English again afterwards."""
    app = QApplication.instance()
    locale_before = QLocale()

    def switch(lang: str) -> None:
        for translator in getattr(app, "_abyss_translators", []):
            app.removeTranslator(translator)
        app._abyss_translators = i18n.install(app, lang)
        QCoreApplication.processEvents()  # Qt's own widgets retranslate on LanguageChange

    switch("en")
    yield switch
    switch("en")
    QLocale.setDefault(locale_before)


@pytest.fixture
def screen(qtbot):
    widget = MarquoirScreen()
    qtbot.addWidget(widget)
    widget.resize(1000, 640)
    widget.show()
    yield widget
    widget.leave()


def header(model, section, orientation=Qt.Orientation.Horizontal):
    return model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)


def test_screen_texts_follow_the_language(switch_language, screen):
    screen.save(Sheet("2024-12-28", PLAYERS))
    assert screen.new_button.text() == "New sheet…"
    assert screen.undo_button.toolTip() == "Undo adding the sheet of 12/28/24"

    switch_language("fr")
    screen.retranslate()
    assert screen.new_button.text() == "Nouvelle feuille…"
    assert screen.new_button.toolTip().startswith("Saisir les scores")
    assert screen.player_label.text() == "Joueur :"
    assert [screen.tabs.tabText(i) for i in range(2)] == ["Feuille", "Statistiques"]
    assert screen.filter_combo.itemText(0) == "Tout le monde"
    assert screen.count_label.text() == "1 feuille"
    assert header(screen.sheet_proxy, 1) == "Joueurs"
    assert header(screen.stats_proxy, 1) == "Parties"
    assert header(screen.detail_model, ROWS.index("locations"), Qt.Orientation.Vertical) == "Lieux"
    assert screen.detail_title.text() == "Partie du samedi 28 décembre 2024"
    assert screen.detail_text.text().startswith("Chloé gagne avec 79 points")
    assert screen.sheet_proxy.index(0, 0).data() == "28/12/2024"
    assert screen.undo_button.text() == "Annuler"
    assert screen.undo_button.toolTip() == "Annuler l’ajout de la feuille du 28/12/2024"
    screen.undo_stack.undo()
    assert screen.redo_button.toolTip() == "Rétablir l’ajout de la feuille du 28/12/2024"

    switch_language("en")
    screen.retranslate()
    assert screen.new_button.text() == "New sheet…"
    assert screen.tabs.tabText(1) == "Statistics"
    assert screen.redo_button.text() == "Redo"
    assert screen.redo_button.toolTip() == "Redo adding the sheet of 12/28/24"


def test_open_sheet_dialog_follows_the_language(switch_language, screen):
    seen = {}

    def run(dialog):
        editor = dialog.editor
        editor.model.set_cell(0, "name", "Amélie")
        helper = editor.open_helper(editor.model.index(ROWS.index("allies"), 0))
        assert dialog.windowTitle() == "New Abyss sheet"
        switch_language("fr")
        screen.retranslate()  # what the main window calls after the settings
        seen["title"] = dialog.windowTitle()
        seen["date label"] = editor.date_label.text()
        seen["add"] = editor.add_button.text()
        seen["tip"] = editor.allies_button.toolTip()
        seen["column"] = header(editor.model, 1)
        seen["row"] = header(editor.model, ROWS.index("allies"), Qt.Orientation.Vertical)
        seen["ranking"] = editor.ranking_label.text()
        seen["save"] = dialog.save_button.text()
        seen["date"] = editor.date_edit.displayFormat()
        seen["helper"] = (helper.windowTitle(), helper.sum_label.text())
        helper.reject()
        return False

    screen.run_sheet_dialog = run
    screen.new_sheet()
    assert seen["title"] == "Nouvelle feuille d’Abyss"
    assert seen["date label"] == "Jouée le"
    assert seen["add"] == "Ajouter un joueur"
    assert seen["tip"].startswith("Additionner le meilleur Allié fédéré")
    assert seen["column"] == "Joueur 2"
    assert seen["row"] == "Alliés fédérés"
    assert "Le classement apparaît" in seen["ranking"]
    assert seen["save"] == "Enregistrer"  # Qt's own button, from qtbase_fr
    assert seen["date"] == "dd/MM/yyyy"
    assert seen["helper"] == ("Alliés fédérés — Amélie", "Somme : 0")
    assert screen.dialog is None  # closed: nothing left to retranslate
