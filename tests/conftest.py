"""Test set-up: Qt headless, and every file the app writes kept in a temporary folder."""

import os

# Before anything imports Qt: no window system needed (the one real-window test sets its own).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def abyss_home(tmp_path, monkeypatch):
    """Never touch the real home folder: ABYSS_CARDS_HOME points into the test's tmp_path."""
    home = tmp_path / "abyss-home"
    home.mkdir()
    monkeypatch.setenv("ABYSS_CARDS_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def no_notices_left_behind():
    """The notices of files set aside are one list for the process: a test's own are not
    handed to the next test (in random order, a read-only test saw a foreign file's notice)."""
    yield
    from abyss_cards.storage import files

    files.take_notices()


@pytest.fixture(autouse=True)
def bare_views_deleted_by_qt():
    """A test's own table views (made without a window) deleted when it ends, not whenever
    Python's cycle collector gets to them: that could be inside the next test's paint, and a
    widget deleted there crashed the run (test_abyss_ui_aids.py alone, with -q)."""
    yield
    import sys

    if "PySide6.QtWidgets" not in sys.modules:
        return
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from abyss_cards.ui.table.view import TableView

    if QApplication.instance() is None:
        return
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, TableView) and shiboken6.isValid(widget):
            widget.close()
            shiboken6.delete(widget)


@pytest.fixture
def lang_of():
    """``lang_of("fr")`` installs a language's translations without a window (a bare table);
    taken away afterwards."""
    from PySide6.QtWidgets import QApplication

    from abyss_cards import i18n

    installed = []

    def set_lang(lang):
        installed.extend(i18n.install(QApplication.instance(), lang))

    yield set_lang
    app = QApplication.instance()
    for translator in installed:
        app.removeTranslator(translator)


@pytest.fixture
def language():
    """``language(window, "fr")`` switches a window's language; English again afterwards (Qt's
    translators are app-wide, so a test must not leave French behind)."""

    def set_language(window, lang):
        window.set_language(lang)

    yield set_language
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    for translator in getattr(app, "_abyss_translators", []):
        app.removeTranslator(translator)
    app._abyss_translators = []
