"""Start the Qt application: settings, language, error reporting, then the main window (or a
screenshot, or a smoke test)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from abyss_cards import __version__


def create_application(argv: list[str] | None = None):
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from abyss_cards.resources import resource_path

    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("abyss-cards")
    app.setApplicationDisplayName("Abyss Cards")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("abyss-cards")
    app.setDesktopFileName("abyss-cards")
    icon = resource_path("icons", "abyss-cards.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def run_app(args) -> int:
    from abyss_cards import i18n
    from abyss_cards.storage.settings import load_settings
    from abyss_cards.ui import errors, startup

    app = create_application()
    if (code := startup.check_home(args)) is not None:  # folders usable, stale files cleaned
        return code
    settings = load_settings()
    lang = args.lang or i18n.resolve_language(settings.language)
    app._abyss_translators = i18n.install(app, lang)  # kept alive with the app
    errors.install_excepthook()

    from abyss_cards.ui.main_window import MainWindow

    if args.screenshot:
        from abyss_cards.ui.screenshot import render_scene

        return render_scene(app, settings, args.scene, args.size, Path(args.screenshot), lang)

    window = MainWindow(settings, language=lang)
    if os.environ.get("ABYSS_CARDS_STARTUP_PROBE"):
        _report_first_paint(window)
    window.show()
    window.report_moved_files()
    if args.smoke_test:
        from PySide6.QtCore import QTimer

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


def _report_first_paint(window) -> None:
    """Print "shown" when the window paints for the first time (benchmarks/startup.py)."""
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                print("shown", flush=True)
                obj.removeEventFilter(self)
            return False

    window._first_paint_probe = FirstPaint(window)
    window.installEventFilter(window._first_paint_probe)
