"""What the card games' screens (``ui/plongee``, ``ui/rami``) do alike, knowing no game: the
status line with a refusal in front, the docks redrawn at most a few times a second, the docks'
buttons, keyboard shortcuts, the felt colour, and the end of a game once its summary is closed."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut

try:
    from abyss_cards.ui.theme import colours as theme_colours
except ImportError:  # pragma: no cover - the theme module is the main window's
    def theme_colours(theme):
        return ("#1d5e3a", "#0c2a35", "#f2c14e", "#f4f1e8")


# While computer players move at the fastest pace, the docks are redrawn at most this often (a
# repaint of the discard history costs the GUI thread more than the move itself).
DOCK_REFRESH_MS = 150

REFUSAL_COLOUR = "#c0392b"


class GameScreenMixin:
    """Mixed into a game screen (a QWidget) that has ``state``, ``session`` (a GameSession),
    ``table`` (with ``finish_animations``), ``view`` (a TableView), ``status`` (a QLabel),
    ``_refusal``, ``summary_dialog``, ``_summary_pending`` and the methods ``refresh_docks``,
    ``update_status``, ``_record_results`` and ``_show_end``."""

    def _make_dock_timer(self) -> None:
        self._dock_timer = QTimer(self)
        self._dock_timer.setSingleShot(True)
        self._dock_timer.timeout.connect(self.refresh_docks)
        self._dock_clock = QElapsedTimer()

    def _dock_refreshed(self) -> None:
        """Call at the start of ``refresh_docks``: the next queued refresh counts from now."""
        self._dock_timer.stop()
        self._dock_clock.start()

    def _queue_dock_refresh(self) -> None:
        """Refresh the docks on a later pass of the event loop, at most every DOCK_REFRESH_MS:
        a person's move shows at once, a burst of computer moves is drawn a few times a second."""
        if self._dock_timer.isActive():
            return
        since = self._dock_clock.elapsed() if self._dock_clock.isValid() else DOCK_REFRESH_MS
        self._dock_timer.start(max(0, DOCK_REFRESH_MS - since))

    def finish_animations(self) -> None:
        """Jump every running animation to its end (screenshots, tests, impatient people)."""
        self.table.finish_animations()
        if self._dock_timer.isActive():
            self.refresh_docks()

    def _add_shortcuts(self, keys) -> None:
        """``keys``: (key sequence, slot) pairs, active while the focus is in this screen."""
        self._shortcuts = []
        for seq, slot in keys:
            sc = QShortcut(QKeySequence(seq), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
            self._shortcuts.append(sc)

    def _connect_session(self) -> None:
        self.session.eventsApplied.connect(self._events_applied)
        self.session.turnChanged.connect(self._turn_changed)
        self.session.gameOver.connect(self._game_over)
        self.session.refused.connect(self._refused)
        self.session.botFailed.connect(self._refused)

    def _apply_felt(self, settings) -> None:
        felt = theme_colours(settings.table_theme)[0]
        if felt != getattr(self, "_felt", None):
            self._felt = felt
            self.view.set_felt(felt)

    def _show_status(self, text: str) -> None:
        """The status line: ``text``, after the last refusal if there is one."""
        if self._refusal:
            self.status.setText(
                f"<span style='color:{REFUSAL_COLOUR}'>{self._refusal}</span> — {text}")
        else:
            self.status.setText(text)

    def _refused(self, text: str) -> None:
        self._refusal = text
        self.update_status()

    def _toggle(self, dock) -> None:
        dock.setVisible(not dock.isVisible())

    def _dock_toggled(self, _visible: bool) -> None:
        if not self.state.is_over and self.session.actions_applied:
            self.session.save_now()

    def _game_over(self) -> None:
        self._record_results()
        if self.summary_dialog is None and not self._summary_pending:
            self._show_end()
