"""Start the Qt application: settings, language, error reporting, then the main window (or a
screenshot, or a smoke test)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from abyss_cards import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from abyss_cards.ui.single_instance import Instance

# The main window's attribute that keeps its first-paint watchers alive.
_WATCHERS_ATTR = "_first_paint_watchers"


def create_application(argv: list[str] | None = None) -> QApplication:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from abyss_cards.resources import resource_path

    # The running app (the tests': a QApplication too), or a new one.
    app = cast(
        QApplication,
        QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1]),
    )
    app.setApplicationName("abyss-cards")
    app.setApplicationDisplayName("Abyss Cards")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("abyss-cards")
    app.setDesktopFileName("abyss-cards")
    icon = resource_path("icons", "abyss-cards.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def run_app(args: argparse.Namespace) -> int:
    if args.screenshot and not os.environ.get("QT_QPA_PLATFORM"):
        # A picture needs no screen: made offscreen, it works over SSH or on a build machine
        # (a chosen platform, e.g. xcb to check the real one, is kept).
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if args.screenshot and not os.environ.get("ABYSS_CARDS_HOME"):
        # A picture never writes into the person's own folder (the Marquoir scene makes sample
        # sheets): without --home it is made from a throwaway one, with the default settings.
        import shutil
        import tempfile

        home = tempfile.mkdtemp(prefix="abyss-cards-screenshot-")
        os.environ["ABYSS_CARDS_HOME"] = home
        try:
            return run_app(args)
        finally:
            del os.environ["ABYSS_CARDS_HOME"]
            shutil.rmtree(home, ignore_errors=True)

    from abyss_cards.ui import single_instance, startup

    if (code := startup.check_home(args)) is not None:  # folders usable, stale files cleaned
        return code

    # One copy per data folder: a second start brings the first window to the front instead of
    # opening a second writer on the same saves. --version and simulate never get here (they
    # touch no file). --screenshot writes into the data folder too (the Marquoir scene adds its
    # sample sheets), so it takes the folder like any start, but never pops a window forward:
    # with a window open it asks for another folder instead.
    try:
        instance = single_instance.claim(show_other=not args.screenshot)
    except single_instance.NotAnswering as exc:
        return startup.refuse(startup.not_answering_sentence(exc.folder, exc.lock), args)
    if instance is None:
        if args.screenshot:
            print(
                "abyss-cards: Abyss Cards is open on this data folder; close it or render the"
                " screenshot with --home DIR.",
                file=sys.stderr,
            )
            return 1
        print("abyss-cards: already running; its window was brought to the front.")
        return 0
    try:
        return _run(args, instance)
    finally:
        instance.release()


def _run(args: argparse.Namespace, instance: Instance | None) -> int:
    from abyss_cards import i18n
    from abyss_cards.storage.settings import load_settings
    from abyss_cards.ui import errors

    app = create_application()
    from abyss_cards.ui import collector

    collector.install(app)  # Python's cycle collector between events, on the GUI thread
    settings = load_settings()
    lang = args.lang or i18n.resolve_language(settings.language)
    i18n.replace_translators(app, lang)
    errors.install_excepthook()

    from PySide6.QtCore import QTimer

    from abyss_cards.ui.main_window import MainWindow

    if args.screenshot:
        from abyss_cards.ui.screenshot import render_scene

        return render_scene(app, settings, args.scene, args.size, Path(args.screenshot), lang)

    window = MainWindow(settings, language=lang)
    probe = bool(os.environ.get("ABYSS_CARDS_STARTUP_PROBE"))
    if probe:
        _after_first_paint(window, lambda: print("shown", flush=True))  # benchmarks/startup.py
    if instance is not None:
        instance.show_requested.connect(lambda: _show_again(window, probe))
        # Answer later copies once the window is on screen: loading QtNetwork (~20 ms) then
        # does not delay it, and a copy started meanwhile keeps asking for a few seconds. The
        # timer covers a window that is not painted soon (started on another workspace).
        _after_first_paint(window, lambda: QTimer.singleShot(0, instance.listen))
        QTimer.singleShot(1000, instance.listen)
    if args.first_paint:
        # benchmarks/startup.py times the start to this point; quit once the paint is done.
        _after_first_paint(window, lambda: QTimer.singleShot(0, app.quit))
    window.show()
    window.report_moved_files()
    if args.smoke_test:
        # Let the window map, paint and settle, then leave with success.
        exposed = []

        def check_and_quit() -> None:
            handle = window.windowHandle()
            exposed.append(bool(handle and handle.isExposed() and window.isVisible()))
            app.quit()

        QTimer.singleShot(300, check_and_quit)
        app.exec()
        window.close()
        if not exposed or not exposed[0]:
            print(f"abyss-cards {__version__}: smoke test FAILED: the window was never shown")
            return 1
        from abyss_cards.ui.rami import bot_process

        if bot_process.available():
            try:
                print(bot_process.smoke_check())
            except bot_process.BotProcessError as exc:
                print(f"abyss-cards {__version__}: smoke test FAILED: bots' process: {exc}")
                return 1
        print(f"abyss-cards {__version__}: smoke test passed ({app.platformName()})")
        return 0
    return app.exec()


def _show_again(window: QWidget, probe: bool) -> None:
    from abyss_cards.ui.single_instance import bring_to_front

    bring_to_front(window)
    if probe:
        print("brought to front", flush=True)


def _after_first_paint(window: QWidget, callback: Callable[[], object]) -> None:
    """Call ``callback`` when the window paints for the first time."""
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                obj.removeEventFilter(self)
                callback()
            return False

    watcher = FirstPaint(window)
    window.installEventFilter(watcher)
    setattr(window, _WATCHERS_ATTR, [*getattr(window, _WATCHERS_ATTR, []), watcher])
