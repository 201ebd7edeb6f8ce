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
