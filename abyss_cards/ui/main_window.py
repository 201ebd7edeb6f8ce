"""The main window: home screen or one game screen, its docks, the menus, and what the window
remembers between runs (geometry, dock layout)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from abyss_cards import __version__, i18n
from abyss_cards.core.errors import IllegalAction
from abyss_cards.i18n import translate_refusal
from abyss_cards.storage import autosave, files
from abyss_cards.storage.settings import Settings, save_settings
from abyss_cards.ui import theme
from abyss_cards.ui.errors import log_problem
from abyss_cards.ui.games import GameEntry, entries, entry
from abyss_cards.ui.home import HomePage

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from abyss_cards.ui.ahead import ImportAhead

# QMessageBox and QStyle are imported where a box is made: PySide6 builds a class's Python type
# and enums at its first import (~10 ms for QMessageBox, ~25 ms for QStyle, on the 2-core test
# machine), and the home window shows no box.


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, language: str = "en") -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.settings = settings
        self.language = language
        self.screen_widget: QWidget | None = None
        # (owner screen, dock): a screen may add its docks while it is built, before it is shown.
        self._screen_docks: list[tuple[QWidget | None, QDockWidget]] = []

        self.stack = QStackedWidget()
        self.home = HomePage()
        self.home.openRequested.connect(self.open_entry)
        self.home.resumeRequested.connect(self.resume_game)
        self.home.learnRequested.connect(self.open_lesson)
        # The Marquoir's screen imported while the home screen waits: the first click on it
        # only builds it (never while a game is played).
        self.ahead: ImportAhead | None = None
        self.home.firstPainted.connect(self._look_ahead)
        self.stack.addWidget(self.home)
        self.setCentralWidget(self.stack)
        self.setMinimumSize(640, 480)
        self.resize(1280, 800)
        # Created now, not at the first message: a status bar appearing mid-game would shrink the
        # table and force every card to be laid out and painted again.
        self.statusBar()
        self._build_menus()
        self.apply_theme()
        self._restore_geometry()
        self._update_title()
        self._show_read_only()

    def _show_read_only(self) -> None:
        """The app started on a folder it cannot write: say so, for the whole session."""
        from abyss_cards.ui.startup import take_read_only

        problem = take_read_only()
        if problem is None:
            return
        from PySide6.QtWidgets import QMessageBox

        self.read_only_problem = problem
        label = QLabel(problem.sentence())
        label.setObjectName("read-only-notice")
        label.setWordWrap(True)
        label.setStyleSheet("QLabel#read-only-notice { color: #7a1010; font-weight: bold; }")
        self.statusBar().addPermanentWidget(label, 1)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Nothing can be saved"),
            problem.sentence(),
            parent=self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # never blocks: a test run or a smoke test goes on
        self._read_only_box = box

    # -- what game screens use -------------------------------------------------------------

    def save_settings(self) -> bool:
        """Write the settings; a disk that refuses is said in the status bar (never a box, never
        an error for the caller: a new game starts all the same). False if not written."""
        try:
            save_settings(self.settings)
        except OSError as exc:
            from abyss_cards.ui.storage_problems import reason_text

            self._settings_problem = exc
            self.notify(
                " ".join((self.tr("Your settings could not be saved."), reason_text(exc))), 15000
            )
            return False
        return True

    def show_screen(self, widget: QWidget) -> None:
        """Leave the current screen (if any) and show ``widget``."""
        self._leave_screen()
        self.screen_widget = widget
        session = getattr(widget, "session", None)
        if session is not None and hasattr(session, "autosaveFailed"):
            session.autosaveFailed.connect(self._autosave_failed)
        self.stack.addWidget(widget)
        self.stack.setCurrentWidget(widget)
        # Docks were added while the screen was built: put them where the user last left them.
        self._restore_dock_state()
        self._update_view_menu()
        self._update_title()

    def go_home(self) -> None:
        self._leave_screen()
        # A file set aside during the game (the results database, say): told without a box.
        for path, moved in files.take_notices():
            self.notify(
                self.tr(
                    "The file {name} could not be read; it was kept aside as "
                    "{moved} and a new one was started."
                ).format(name=path.name, moved=moved.name if moved else path.name),
                15000,
            )
        self.home.refresh()
        self.stack.setCurrentWidget(self.home)
        self._update_view_menu()
        self._update_title()
        if self.ahead is not None:
            self.ahead.start()  # what was left when a game was opened

    def _look_ahead(self) -> None:
        # Made after the first paint: the window shows without it (~2 ms).
        from abyss_cards.ui.ahead import ImportAhead, marquoir_steps

        self.ahead = ImportAhead(
            marquoir_steps(), lambda: self.stack.currentWidget() is self.home, self
        )
        self.ahead.start()

    def add_screen_dock(
        self,
        dock: QDockWidget,
        area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
        owner: QWidget | None = None,
    ) -> None:
        """Show ``dock`` for the screen ``owner`` (default: the screen shown now); it goes away
        with that screen."""
        if not dock.objectName():
            raise ValueError("a dock needs an object name so that its place can be remembered")
        self.addDockWidget(area, dock)
        self._screen_docks.append((owner if owner is not None else self.screen_widget, dock))
        self._update_view_menu()

    def _autosave_failed(self, exc: OSError) -> None:
        """Told once (until saving works again); the game goes on and saving is tried after
        every move."""
        from abyss_cards.ui.storage_problems import reason_text

        self.statusBar().showMessage(
            " ".join(
                (
                    self.tr("This game cannot be saved as you play:"),
                    reason_text(exc),
                    self.tr("Play goes on, and saving is tried again after every move."),
                )
            ),
            30000,
        )

    def notify(self, text: str, msecs: int = 6000) -> None:
        self.statusBar().showMessage(text, msecs)

    # -- screens ---------------------------------------------------------------------------

    def _leave_screen(self) -> None:
        if self.screen_widget is None:
            return
        self._remember_dock_state()
        leave = getattr(self.screen_widget, "leave", None)
        if callable(leave):
            leave()
        old = self.screen_widget
        kept: list[tuple[QWidget | None, QDockWidget]] = []
        for owner, dock in self._screen_docks:
            if owner is not None and owner is not old:
                kept.append((owner, dock))  # the docks of the screen about to be shown
                continue
            self.removeDockWidget(dock)
            dock.setObjectName("")  # so that restoreState cannot match it before it is deleted
            dock.deleteLater()
        self._screen_docks = kept
        self.stack.removeWidget(self.screen_widget)
        self.screen_widget.deleteLater()
        self.screen_widget = None

    def open_entry(self, key: str) -> None:
        game = entry(key)
        if not game.available():
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(
                self,
                game.title(),
                self.tr("{game} is not available yet.").format(game=game.title()),
            )
            return
        widget = game.new_screen(self)
        if widget is not None:
            self.show_screen(widget)

    def open_lesson(self, key: str) -> None:
        """``key``'s "learn by playing" lesson, where it was left (the home screen's and the
        Help menu's "Learn by playing")."""
        game = entry(key)
        widget = game.lesson_screen(self) if game.available() else None
        if widget is None:
            self.notify(self.tr("{game} has no lesson yet.").format(game=game.title()))
            return
        self.show_screen(widget)

    def resume_game(self, key: str) -> None:
        game = entry(key)
        path = autosave.autosave_path(key)
        try:
            save = autosave.load(key)
        except OSError as exc:  # not readable just now (permissions, a failing disk)
            from PySide6.QtWidgets import QMessageBox

            log_problem(f"saved {key} game not readable: {exc!r}")
            save, exc_text = None, str(exc.strerror or exc)
            QMessageBox.warning(
                self,
                self.tr("Saved game unreadable"),
                self.tr(
                    "The saved {game} game cannot be read just now ({reason}). It was left as it "
                    "is."
                ).format(game=game.title(), reason=exc_text),
            )
            return
        if save is None:
            # Not JSON, or the wrong shape: set aside by ``autosave.load``; say so like any
            # save that cannot be restored, and stop offering it.
            notices = files.take_notices()
            mine = [aside for original, aside in notices if original == path]
            for original, aside in notices:
                if original != path:
                    files.add_notice(original, aside)
            if mine:
                self._tell_unrestorable(game, mine[0])
            self.home.refresh()
            return
        try:
            widget = game.resume_screen(self, save)
        except Exception as exc:  # noqa: BLE001 - any refusal of a saved game ends here
            try:
                moved: Path | None = files.move_aside(path, notice=False)
            except OSError:
                moved = None
            # The technical reason is for a developer (the log file); the player reads plain
            # words in their language, with the engine's own refusal when there is one.
            log_problem(f"saved {key} game set aside as {moved}: {exc!r}")
            self._tell_unrestorable(game, moved, exc)
            self.home.refresh()
            return
        self.show_screen(widget)

    def review_past_game(self, key: str, game_id: int) -> str:
        """The finished game ``game_id`` of ``key`` from the results, on its screen: its end page
        as it ended, then its review at once (the statistics' Review). Never recorded again, no
        autosave. Returns "" when shown, else why not (``results.NO_MOVES``, ``DAMAGED``,
        ``FOREIGN``, or "unreadable" when the database cannot be read now)."""
        from abyss_cards.storage import results
        from abyss_cards.ui.models.session import Seat

        try:
            stored = results.stored_game(key, game_id)
            screen_class = entry(key).ui().screen_class()
        except results.NotReviewable as exc:
            log_problem(f"{key} game {game_id} not reviewable: {exc!r}")
            return exc.problem
        except OSError as exc:
            log_problem(f"{key} game {game_id} not readable: {exc!r}")
            return "unreadable"
        seats = [Seat(s.name, s.kind, s.level or "medium") for s in stored.seats]
        state = stored.state
        # A game being played gives its place (its autosave is written as it is left): said.
        going_on = getattr(self.screen_widget, "session", None)
        if going_on is not None and going_on.state.is_over:
            going_on = None
        screen = screen_class(
            self,
            state,
            seats,
            meta={"seed": getattr(state, "seed", None)},
            autostart=False,
            write_autosave=False,
        )
        self.show_screen(screen)
        screen.review_stored_game()  # type: ignore[attr-defined]  # each game's screen has it
        if going_on is not None:
            self.notify(
                self.tr(
                    "The game you were playing is saved: Resume the game, on the home screen, "
                    "takes it up again."
                ),
                15000,
            )
        return ""

    def _tell_unrestorable(
        self, game: GameEntry, moved: Path | None, exc: Exception | None = None
    ) -> None:
        if moved is None:
            text = self.tr(
                "The saved {game} game could not be restored, and it could not be set aside "
                "either (its folder is read-only). You can start a new game."
            ).format(game=game.title())
        else:
            text = self.tr(
                "The saved {game} game could not be restored, so it was set aside "
                "(as {file}). You can start a new game."
            ).format(game=game.title(), file=moved.name)
        if isinstance(exc, IllegalAction):
            text += "\n\n" + translate_refusal(exc)
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, self.tr("Saved game unreadable"), text)

    def report_moved_files(self) -> None:
        """Tell the user, in plain words, about every unreadable file that was set aside."""
        notices = files.take_notices()
        if not notices:
            return
        from PySide6.QtWidgets import QMessageBox

        for path, moved in notices:
            if moved is None:
                # Not readable by us, or a folder that cannot be written: left as it is.
                text = self.tr(
                    "The file {name} could not be read; it was left as it is, and Abyss Cards "
                    "carries on without it.\nFolder: {folder}"
                ).format(name=path.name, folder=path.parent)
            else:
                text = self.tr(
                    "The file {name} could not be read. It was kept aside as {moved} and "
                    "Abyss Cards carries on without it.\nFolder: {folder}"
                ).format(name=path.name, moved=moved.name, folder=path.parent)
            box = QMessageBox(
                QMessageBox.Icon.Warning, self.tr("A file could not be read"), text, parent=self
            )
            box.setObjectName("file-notice")
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()  # never blocks: a smoke test (or a start with no one watching) goes on

    # -- menus -----------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        game_menu = bar.addMenu(self.tr("&Game"))
        new_menu = game_menu.addMenu(self.tr("&New"))
        for game in entries():
            action = new_menu.addAction(game.title())
            action.setEnabled(game.available())
            action.triggered.connect(lambda _=False, k=game.key: self.open_entry(k))
        self.resume_action = game_menu.addAction(self.tr("&Resume the game"))
        self.resume_action.triggered.connect(self._resume_latest)
        home_action = game_menu.addAction(self.tr("&Home"))
        home_action.setShortcut(QKeySequence("Ctrl+H"))
        home_action.triggered.connect(self.go_home)
        game_menu.addSeparator()
        settings_action = game_menu.addAction(self.tr("&Settings…"))
        settings_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Preferences))
        if settings_action.shortcut().isEmpty():
            settings_action.setShortcut(QKeySequence("Ctrl+,"))
        settings_action.triggered.connect(self.open_settings)
        game_menu.addSeparator()
        quit_action = game_menu.addAction(self.tr("&Quit"))
        quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        quit_action.triggered.connect(self.close)
        game_menu.aboutToShow.connect(
            lambda: self.resume_action.setEnabled(bool(autosave.available()))
        )

        self.view_menu = bar.addMenu(self.tr("&View"))
        self._update_view_menu()

        help_menu = bar.addMenu(self.tr("&Help"))
        rules_action = help_menu.addAction(self.tr("&Rules"))
        rules_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        rules_action.triggered.connect(self.open_rules)
        learn_menu = help_menu.addMenu(self.tr("&Learn by playing"))
        learn_menu.setObjectName("learn-menu")
        for game in entries():
            if game.is_game and game.available():
                action = learn_menu.addAction(game.title())
                action.triggered.connect(lambda _=False, k=game.key: self.open_lesson(k))
        about_action = help_menu.addAction(self.tr("&About Abyss Cards"))
        about_action.triggered.connect(self.open_about)

    def _update_view_menu(self) -> None:
        menu = getattr(self, "view_menu", None)
        if menu is None:
            return
        menu.clear()
        full = QAction(self.tr("&Full screen"), self)
        full.setShortcut(QKeySequence(QKeySequence.StandardKey.FullScreen))
        if full.shortcut().isEmpty():
            full.setShortcut(QKeySequence("F11"))
        full.setCheckable(True)
        full.setChecked(self.isFullScreen())
        full.toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        menu.addAction(full)
        if self._screen_docks:
            menu.addSeparator()
            for _, dock in self._screen_docks:
                menu.addAction(dock.toggleViewAction())

    def _resume_latest(self) -> None:
        saves = autosave.available()
        if saves:
            self.resume_game(saves[0])

    def open_settings(self) -> None:
        from abyss_cards.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return
        previous_language = self.settings.language
        self.settings = dialog.result_settings()
        self.save_settings()
        self.apply_theme()
        if self.settings.language != previous_language:
            self.set_language(i18n.resolve_language(self.settings.language))
        apply_settings = getattr(self.screen_widget, "apply_settings", None)
        if callable(apply_settings):
            apply_settings()

    def set_language(self, lang: str) -> None:
        app = QApplication.instance()
        if app is not None:
            i18n.replace_translators(app, lang)
        self.language = lang
        self._build_menus()
        self.home.refresh()
        self._update_title()
        retranslate = getattr(self.screen_widget, "retranslate", None)
        if callable(retranslate):
            retranslate()

    def apply_theme(self) -> None:
        theme.apply(self)  # text size, style sheet and focus ring

    def open_rules(self, game: str | None = None) -> None:
        from abyss_cards.ui.rules_viewer import RulesViewer

        current = game if isinstance(game, str) else None
        if current is None and self.screen_widget is not None:
            current = getattr(self.screen_widget, "game_key", None)
        viewer = RulesViewer(self, game=current or "plongee", lang=self.language)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.open()

    def open_about(self) -> None:
        box = self.about_box()
        box.exec()
        box.deleteLater()

    def about_box(self) -> QMessageBox:
        """The About box, as ``QMessageBox.about`` makes it (the app's icon, one OK button),
        built apart from showing it so that tests can measure it at every size."""
        from PySide6.QtWidgets import QMessageBox, QStyle

        box = QMessageBox(self)
        box.setObjectName("about-box")
        box.setWindowTitle(self.tr("About Abyss Cards"))
        icon = self.windowIcon()
        if not icon.isNull():
            side = box.style().pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize, None, box)
            box.setIconPixmap(icon.pixmap(side, side))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setText(
            self.tr(
                "<h3>Abyss Cards {version}</h3>"
                "<p>Plongée, Rami and Abyss to play offline against computer players or friends "
                "on one screen, and the Marquoir to keep your Abyss score sheets.</p>"
                "<p>Everything stays on this computer; nothing uses the network.</p>"
                "<p>Cards and pictures are drawn by the app itself.</p>"
            ).format(version=__version__)
        )
        return box

    def _update_title(self) -> None:
        title = QCoreApplication.translate("MainWindow", "Abyss Cards")
        key = getattr(self.screen_widget, "game_key", None)
        if key:
            title = f"{entry(key).title()} — {title}"
        self.setWindowTitle(title)

    # -- geometry and dock layout ----------------------------------------------------------

    def _restore_geometry(self) -> None:
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))

    def _remember_dock_state(self) -> None:
        self.settings.window_state = self.saveState().toBase64().toStdString()

    def _restore_dock_state(self) -> None:
        if self.settings.window_state:
            self.restoreState(QByteArray.fromBase64(self.settings.window_state.encode()))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.settings.window_geometry = self.saveGeometry().toBase64().toStdString()
        if self.screen_widget is not None:
            self._remember_dock_state()
        self._leave_screen()
        if not self.save_settings():
            # No box here: the window is closing (and a modal box would hang an unattended
            # run); the reason goes to the terminal and the log.
            exc = self._settings_problem
            text = self.tr("Your settings could not be saved: {reason}").format(
                reason=exc.strerror or exc
            )
            log_problem(text)
            sys.stderr.write(f"abyss-cards: {text}\n")
        super().closeEvent(event)
