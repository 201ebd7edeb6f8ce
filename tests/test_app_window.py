"""The main window: home screen, settings across a restart, rules viewer, errors."""

import sys

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from abyss_cards import i18n
from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction
from abyss_cards.games.registry import BUILT_IN
from abyss_cards.storage import autosave, paths
from abyss_cards.storage.settings import load_settings
from abyss_cards.ui import errors
from abyss_cards.ui.games import GameEntry, entries
from abyss_cards.ui.main_window import MainWindow
from abyss_cards.ui.rules_viewer import RulesViewer, seed_text


@pytest.fixture
def window(qtbot):
    w = MainWindow(load_settings())
    qtbot.addWidget(w)
    w.show()
    return w


def test_home_lists_the_three_games_and_the_marquoir(window):
    assert set(window.home.tiles) == {"plongee", "rami", "abyss", "marquoir"}
    for key, tile in window.home.tiles.items():
        game = next(e for e in entries() if e.key == key)
        # An entry whose screen is not built yet says so and cannot be opened.
        assert tile.open_button.isEnabled() == game.available()
        if not game.available():
            assert tile.open_button.text() == "Not available yet"


def test_resume_appears_only_with_an_autosave(window, monkeypatch, qtbot):
    assert not window.home.resume_button.isVisibleTo(window)
    monkeypatch.setattr(GameEntry, "available", lambda self: True)
    autosave.save("rami", {"engine": {}})
    window.home.refresh()
    # Widgets added to a visible layout are shown on a later pass of the event loop.
    qtbot.waitUntil(lambda: window.home.resume_button.isVisibleTo(window))
    assert "Rami" in window.home.resume_button.text()
    assert window.home.tiles["rami"].resume_button.isVisibleTo(window)
    assert not window.home.tiles["plongee"].resume_button.isVisibleTo(window)


def test_unreadable_autosave_is_set_aside_with_a_message(window, monkeypatch, qtbot):
    def refuse(self, window, save):
        raise ValueError("missing engine state")

    monkeypatch.setattr(GameEntry, "available", lambda self: True)
    monkeypatch.setattr(GameEntry, "resume_screen", refuse)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    # Well shaped (else it is refused before the game sees it), but refused by the game.
    autosave.save(
        "plongee", {"format": 1, "engine": "{}", "seats": [{"name": "A", "kind": "human"}]}
    )
    window.resume_game("plongee")
    assert autosave.load("plongee") is None
    assert list(paths.autosave_dir().glob("plongee.json.corrupt-*"))
    assert len(shown) == 1 and "set aside" in shown[0] and "Traceback" not in shown[0]
    assert window.stack.currentWidget() is window.home


@pytest.mark.parametrize(
    "problem",
    [
        KeyError("hands"),
        IllegalAction(QT_TRANSLATE_NOOP("Refusal", "The pot is empty")),
    ],
)
def test_an_unreadable_autosave_is_explained_in_french_only(window, monkeypatch, language, problem):
    """A French player reads French: the technical reason goes to the log, not on screen."""

    def refuse(self, window, save):
        raise problem

    monkeypatch.setattr(GameEntry, "available", lambda self: True)
    monkeypatch.setattr(GameEntry, "resume_screen", refuse)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[1:3]))
    language(window, "fr")
    # Well shaped (else it is refused before the game sees it), but refused by the game.
    autosave.save("rami", {"format": 1, "engine": "{}", "seats": [{"name": "A", "kind": "human"}]})
    window.resume_game("rami")
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "Partie sauvegardée illisible"
    assert "mise de côté" in text and "hands" not in text and "Reason" not in text
    if isinstance(problem, IllegalAction):
        assert "Le pot est vide" in text  # the engine's refusal, in French
    assert problem.__class__.__name__ not in text
    assert repr(problem) in paths.log_file().read_text("utf-8")  # kept for a developer


def test_settings_and_geometry_survive_a_restart(qtbot):
    first = MainWindow(load_settings())
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 500)
    first.settings.animation_speed = "off"
    first.settings.table_theme = "night"
    first.close()

    second = MainWindow(load_settings())
    qtbot.addWidget(second)
    assert second.settings.animation_speed == "off"
    assert second.settings.table_theme == "night"
    assert (second.width(), second.height()) == (700, 500)


def test_settings_dialog_edits_are_saved(window, qtbot, monkeypatch):
    from abyss_cards.ui.settings_dialog import SettingsDialog

    def fake_exec(dialog):
        dialog.bot_pace.setCurrentIndex(dialog.bot_pace.findData("slow"))
        dialog.player_name.setText("  Léo ")
        dialog.four_colour.setChecked(True)
        return SettingsDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", fake_exec)
    window.open_settings()
    saved = load_settings()
    assert (saved.bot_pace, saved.player_name, saved.four_colour_cards) == ("slow", "Léo", True)


@pytest.mark.parametrize("game", BUILT_IN)
def test_rules_viewer_shows_each_seed_and_the_rulings(qtbot, game):
    viewer = RulesViewer(game=game, lang="fr")
    qtbot.addWidget(viewer)
    text = viewer.browsers[game].toPlainText()
    # Every paragraph of the user's document is there, as written.
    for line in seed_text(game).splitlines():
        line = line.strip().lstrip("-•").strip()  # list markers are drawn as bullets
        if line:
            assert line[:40] in text
    assert viewer.tabs.currentWidget() is viewer.pages[game]  # the tab: contents and text
    assert "rulings" in text.lower() or "précisions" in text.lower()


def test_language_switch_translates_menus_and_qt_widgets(window, qtbot):
    app = QApplication.instance()
    try:
        window.set_language("fr")
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles == ["&Partie", "A&ffichage", "Ai&de"]
        # Qt's own strings come from qtbase_fr.
        box = QMessageBox(QMessageBox.Icon.Question, "t", "t", QMessageBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert box.button(QMessageBox.StandardButton.Cancel).text() == "Annuler"
        window.set_language("en")
        assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&View", "&Help"]
    finally:
        for t in getattr(app, "_abyss_translators", []):
            app.removeTranslator(t)
        app._abyss_translators = []


def test_unhandled_exception_is_logged_and_shown_in_plain_words(qtbot):
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError:
        errors.report_exception(*sys.exc_info())
    log = paths.log_file().read_text("utf-8")
    assert "RuntimeError: boom in a slot" in log
    boxes = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
    ]
    assert boxes, "the user is told"
    box = boxes[-1]
    assert "Traceback" not in box.text() and str(paths.log_file()) in box.text()
    box.close()


def test_menu_new_entries_follow_availability(window):
    game_menu = window.menuBar().actions()[0].menu()
    new_menu = game_menu.actions()[0].menu()
    enabled = {a.text(): a.isEnabled() for a in new_menu.actions()}
    for game in entries():
        assert enabled[game.title()] == game.available()


def test_french_catalogue_is_used_by_translate():
    catalogue = i18n.load_catalogue("fr")
    assert catalogue[("MainWindow", "&Game")] == ["&Partie"]
    assert QCoreApplication.translate("NoSuchContext", "Untranslated stays") == "Untranslated stays"
    assert Qt  # keep the import for readers: Qt enums are used by the window under test


def test_docks_go_with_their_screen(window, qtbot):
    from PySide6.QtWidgets import QDockWidget, QLabel

    class Screen(QLabel):
        def __init__(self, name):
            super().__init__(name)
            # Docks are added while the screen is built, before the window shows it.
            self.dock = QDockWidget(name)
            self.dock.setObjectName(f"dock-{name}")
            window.add_screen_dock(self.dock, owner=self)

    first = Screen("first")
    window.show_screen(first)
    second = Screen("second")  # e.g. "Play again" builds the next game from the current one
    window.show_screen(second)
    docks = [d for _, d in window._screen_docks]
    assert docks == [second.dock]
    assert second.dock in window.findChildren(QDockWidget)
    view_actions = [a.text() for a in window.view_menu.actions()]
    assert "second" in view_actions and "first" not in view_actions
    window.go_home()
    assert window._screen_docks == []
