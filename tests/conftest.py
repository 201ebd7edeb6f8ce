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


@pytest.fixture(autouse=True)
def no_state_carried_between_tests():
    """What the app keeps at module level is put back after every test, so that no test
    depends on the ones before it (a notice left in ``files._notices`` failed a later test):

    - the notices waiting for the window (files moved aside, a read-only folder, drafts set
      aside): taken, as the window would;
    - the games registered besides the built-in ones (a module's own registration is kept);
    - the exception hook and the log file's handler (the log of a finished test's home);
    - the text size, once no window owns it (else only restored at the next pass of the event
      loop, possibly in the middle of a later test);
    - the locale of numbers and dates, when the test took its translations away again.

    Pure caches (the registry's imported engines, Rami's meld tables, Plongée's legal actions,
    the shared card pixmaps keyed by their options, ``resources``) are left: they hold nothing
    a test could change. Modules a test did not import are not imported here."""
    import sys

    from abyss_cards.games import registry

    extra = dict(registry._extra)
    hook = sys.excepthook
    qt_core = sys.modules.get("PySide6.QtCore")
    app = qt_core.QCoreApplication.instance() if qt_core else None
    locale = qt_core.QLocale() if qt_core else None
    translators = list(getattr(app, "_abyss_translators", []))
    yield
    loaded = sys.modules.get
    if loaded("abyss_cards.storage.files"):
        loaded("abyss_cards.storage.files").take_notices()
    if loaded("abyss_cards.ui.startup"):
        loaded("abyss_cards.ui.startup").take_read_only()
    if loaded("abyss_cards.ui.marquoir.draft"):
        loaded("abyss_cards.ui.marquoir.draft").take_set_aside()
    registry._extra.clear()
    registry._extra.update(extra)
    sys.excepthook = hook
    errors = loaded("abyss_cards.ui.errors")
    if errors:
        errors._installed = False
        for handler in list(errors._log.handlers):
            errors._log.removeHandler(handler)
            handler.close()
    text_size = loaded("abyss_cards.ui.text_size")
    if text_size and text_size._owner is None:
        text_size._restore()
    if locale is not None:
        now = getattr(app, "_abyss_translators", [])
        if (not now or now == translators) and qt_core.QLocale() != locale:
            qt_core.QLocale.setDefault(locale)
