"""Test set-up: Qt headless, every file the app writes kept in a temporary folder, and the run
failed if the person's real home or the repository changed."""

import os
import sys
import time

import isolation

# Before anything imports Qt: no window system needed (the one real-window test sets its own).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Before anything reads a home: HOME, XDG folders and ABYSS_CARDS_HOME in the run's own folder.
isolation.redirect_home()

import pytest  # noqa: E402
from pytestqt.qtbot import QtBot  # noqa: E402


def _patient(wait):
    """pytest-qt waits 5 s by default: a ceiling, not a claim, and a busy machine (CI, the stress
    test) can take longer. A test that names its own timeout keeps it."""

    def patient_wait(self, *args, timeout=60_000, **kwargs):
        return wait(self, *args, timeout=timeout, **kwargs)

    return patient_wait


def _wait_until(self, callback, *, timeout=60_000):
    """pytest-qt's ``waitUntil`` (same forms: True/False, or None with asserts), looking again
    each millisecond instead of each ten. The event loop runs between two looks, so nothing is
    hurried; but a test that plays a person's move per look (a whole game through the screen)
    spent most of its time in those 10 ms pauses."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        try:
            result = callback()
        except AssertionError as e:
            if time.monotonic() > deadline:
                raise TimeoutError(f"waitUntil timed out in {timeout} milliseconds") from e
        else:
            if result not in (None, True, False):
                raise ValueError(
                    f"waitUntil() callback must return None, True or False: {result!r}"
                )
            if result is None or result:
                return
            if time.monotonic() > deadline:
                raise TimeoutError(f"waitUntil timed out in {timeout} milliseconds")
        self.wait(1)


QtBot.waitUntil = _wait_until  # type: ignore[method-assign]
for _name in ("waitSignal", "waitSignals", "waitCallback"):
    setattr(QtBot, _name, _patient(getattr(QtBot, _name)))


def _is_worker(config) -> bool:
    return hasattr(config, "workerinput")  # a pytest-xdist worker: the controller checks


def pytest_configure(config):
    if not _is_worker(config):
        config._abyss_fingerprints = isolation.fingerprints()


# The slowest test files (``bash scripts/run-pytest.sh --durations=0``, summed per file), run
# first: each file stays on one worker, and a long one started last would run alone at the end
# while the other core waits.
SLOW_FILES_FIRST = (
    "test_table_layout_stability.py",
    "test_every_screen.py",
    "test_plongee_ui_flow.py",
    "test_game_contract.py",
    "test_soak_leaks.py",
    "test_hot_seat_words.py",
    "test_records.py",
    "test_new_game_dialogs.py",
    "test_plongee_ui_resume.py",
    "test_abyss_ui_play.py",
    "test_abyss_ui_models.py",
    "test_rules_viewer.py",
    "test_rami_ui_flow.py",
    "test_french_words.py",
    "test_fuzz_saves.py",
)


def pytest_collection_modifyitems(config, items):
    if config.pluginmanager.has_plugin("randomly"):
        return  # a random order was asked for (scripts/stress-test.sh): it is kept
    rank = {name: i for i, name in enumerate(SLOW_FILES_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # each file's order kept


def pytest_sessionfinish(session, exitstatus):
    config = session.config
    before = getattr(config, "_abyss_fingerprints", None)
    if before is None:
        return
    changes = [
        line
        for was, now in zip(before, isolation.fingerprints(), strict=True)
        for line in now.changes_since(was)
    ]
    isolation.remove_test_home()
    if changes:
        reporter = config.pluginmanager.get_plugin("terminalreporter")
        text = "The tests changed files outside their own folder:\n  " + "\n  ".join(changes)
        if reporter is not None:
            reporter.write_sep("=", "files outside the tests' folder changed", red=True)
            reporter.write_line(text)
        else:
            print(text)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.fixture(scope="session", autouse=True)
def one_qapplication_for_the_run(qapp):
    """The run's one application object is a QApplication, made before the first test: code
    that makes a bare QGuiApplication when there is none (``packaging/icons.py`` renders the
    icons) would otherwise leave every later widget in that process without one, and Qt aborts
    (a worker that happened to start with tests/test_packaging.py crashed).

    Python's cycle collector runs there as in the app (``ui/collector.py``): on the GUI thread,
    between events, never inside a paint or in another thread."""
    from abyss_cards.ui import collector

    collector.install(qapp)
    return qapp


@pytest.fixture(autouse=True)
def abyss_home(tmp_path, monkeypatch):
    """Never touch the real home folder: ABYSS_CARDS_HOME points into the test's tmp_path."""
    home = tmp_path / "abyss-home"
    home.mkdir()
    monkeypatch.setenv("ABYSS_CARDS_HOME", str(home))
    return home


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """What a test made with Qt is deleted when it ends, never inside the next test.

    pytest-qt closes a test's windows and asks Qt to delete them later: Qt would do it at the
    next test's first event loop (its ``waitUntil``, say), in the middle of that test's paints,
    and a crash there (test_abyss_ui_aids.py after test_rami_ui_flow.py) pointed at the wrong
    test. Here the deletions are done at once, and the test's bare table views (made without a
    window) are deleted by Qt too, not whenever Python's cycle collector gets to them.

    This runs once pytest has let go of the test's fixtures (``item.funcargs``), not in a
    fixture's teardown: a window a fixture returned was still held there, and setting aside
    what was alive (below) kept it for the rest of the run.

    And a window a file made is deleted when the file ends, however its test or fixture let go
    of it: a window closed but never deleted stays alive for the rest of the run when anything
    of its own holds it (a child's Python object naming it, which no collector can see). 78
    main windows and 10,000 widgets were alive after 36 files; a change of style or language
    went through them all (11 s for one test's new style)."""
    import gc

    if item.path != _file_windows.get("path"):
        _file_windows["path"] = item.path
        _file_windows["before"] = set(_windows_alive())
    yield
    last_of_its_file = nextitem is None or nextitem.path != item.path
    if last_of_its_file:
        # A file's own module and wider fixtures end with it: what they held is looked at
        # again (one walk of the whole process a file, 20-60 ms).
        gc.unfreeze()
    if "PySide6.QtWidgets" in sys.modules:
        _delete_what_qt_was_asked_to(gc)
        if last_of_its_file:
            _delete_windows_made_since(_file_windows["before"])
    # What is still alive now (the modules, the caches, the wider fixtures) is set aside from
    # later collections, so the next test's collections walk only what it made: a full walk of
    # a test process's objects took 20-60 ms, once per test and once per screen.
    gc.collect()
    gc.freeze()


_file_windows: dict = {}  # the file running, the parentless windows alive when it began


def _windows_alive() -> dict:
    """The parentless top-level widgets alive now, by their C++ address."""
    if "PySide6.QtWidgets" not in sys.modules:
        return {}
    import shiboken6
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return {}
    return {
        shiboken6.getCppPointer(w)[0]: w
        for w in QApplication.topLevelWidgets()
        if w.parent() is None and shiboken6.isValid(w)
    }


def _delete_windows_made_since(before: set[int]) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    left = [w for address, w in _windows_alive().items() if address not in before]
    for window in left:
        window.close()
        window.deleteLater()
    if left:
        for _ in range(5):
            QApplication.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _delete_what_qt_was_asked_to(gc) -> None:
    # The test's garbage freed now, between two tests, not in the next test's first paint
    # (a cycle holding a parentless widget, deleted by the collector while Qt painted it).
    gc.collect()
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from abyss_cards.ui.table.view import TableView

    app = QApplication.instance()
    if app is None:
        return
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, TableView) and shiboken6.isValid(widget):
            widget.close()
            widget.deleteLater()
    # A deletion can post more (a window's screen, its docks): until none is left.
    for _ in range(5):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture(autouse=True)
def garbage_settled_without_walking_the_run(request, monkeypatch):
    """A game screen settles the garbage a moment after it is built (``settle_garbage``):
    it looks again at what the last settling set aside (``gc.unfreeze``), then collects. In a
    test process that is every object of the run, test modules included (60 ms a screen). Here
    it collects what was made since the last test ended, and sets nothing aside: the test's
    own screen, set aside, would outlive it; a test marked ``app_garbage`` checks the app's own
    settling."""
    if request.node.get_closest_marker("app_garbage"):
        return
    import gc

    from abyss_cards.ui.models import session

    def settle_garbage() -> None:
        gc.collect()

    monkeypatch.setattr(session, "settle_garbage", settle_garbage)


@pytest.fixture
def lang_of():
    """``lang_of("fr")`` installs a language's translations without a window (a bare table);
    taken away afterwards."""
    from PySide6.QtWidgets import QApplication

    from abyss_cards import i18n

    installed = []

    def set_lang(lang):
        app = QApplication.instance()
        for translator in installed:  # one language at a time: the last one asked for
            app.removeTranslator(translator)
        installed[:] = i18n.install(app, lang)

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
    - the games registered besides the built-in ones (a module's own registration is kept),
      and the UI packages registered for them (``ui.games.register_ui``);
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
    ui_games = sys.modules.get("abyss_cards.ui.games")
    ui_modules = dict(ui_games._ui_modules) if ui_games else None
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
    ui_games = loaded("abyss_cards.ui.games")
    if ui_games:
        ui_games._ui_modules.clear()
        ui_games._ui_modules.update(ui_modules or {})
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
