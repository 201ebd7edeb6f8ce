"""Start the Qt application: settings, language, error reporting, then the main window (or a
screenshot, or a smoke test)."""

from __future__ import annotations

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
    from abyss_cards.ui import errors

    app = create_application()
    settings = load_settings()
    lang = args.lang or i18n.resolve_language(settings.language)
    app._abyss_translators = i18n.install(app, lang)  # kept alive with the app
    errors.install_excepthook()

    from abyss_cards.ui.main_window import MainWindow

    if args.screenshot:
        from abyss_cards.ui.screenshot import render_scene

        return render_scene(app, settings, args.scene, args.size, Path(args.screenshot), lang)

    window = MainWindow(settings, language=lang)
    window.show()
    window.report_moved_files()
    if args.smoke_test:
        from PySide6.QtCore import QTimer

        # Let the window map, paint and settle, then leave with success.
        QTimer.singleShot(300, app.quit)
        app.exec()
        window.close()
        print(f"abyss-cards {__version__}: smoke test passed ({app.platformName()})")
        return 0
    return app.exec()
