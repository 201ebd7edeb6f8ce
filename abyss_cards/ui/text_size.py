"""The size of every text of the app: one scale applied to the application font and to the sizes
the style sheet gives (see ``theme.py``).

The ``text_size`` setting is a percent (90–150) or ``AUTOMATIC`` (0). Automatic follows the main
window as the cards do: 100 % up to 1280 × 800 (the layouts were drawn there), then in steps of
10 % with the smaller of the two ratios, so that at 1920 × 1080 the bars, docks, summaries and
dialogs grow with the table (130 %) instead of leaving 12 px text beside large cards. Steps keep
a drag of the window's edge from re-laying out every text at every pixel.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from abyss_cards.storage.settings import TEXT_SIZES

AUTOMATIC = 0
BASE_SIZE = (1280, 800)  # the window the layouts were drawn for: 100 % there and below
STEP = 10
LIMITS = (min(s for s in TEXT_SIZES if s), max(TEXT_SIZES))

_base_font: QFont | None = None  # the application font before any scaling
_percent = 100
_owner: object | None = None  # the token of the window whose size decides
_SET_FONT = Qt.WidgetAttribute.WA_SetFont
_SIZE_RESOLVED = 0x0002  # QFont::SizeResolved (not exported by PySide6)


def automatic_percent(width: int, height: int, current: int | None = None) -> int:
    """The automatic text size for a window of ``width`` × ``height`` logical pixels.

    ``current`` (the size shown now) is kept while the window stays within 2 % of a step up, so
    that a window resized to just over a step does not switch back and forth."""
    ratio = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    raw = 100 * ratio
    percent = max(100, min(LIMITS[1], int(math.floor(raw / STEP)) * STEP))
    if current is not None and percent > current and raw < percent + 2:
        return current
    return percent


def percent() -> int:
    """The text size applied now."""
    return _percent


def scale() -> float:
    return _percent / 100


def base_font() -> QFont:
    global _base_font
    if _base_font is None:
        _base_font = QFont(QApplication.font())
    return QFont(_base_font)


def apply_percent(value: int) -> bool:
    """Scale the application font to ``value`` % of its usual size; True if it changed.

    Widgets that inherit the application font follow by themselves. A widget whose font was set
    in code (a bold status line 1.5 times the usual size) keeps a size of its own; it is scaled
    by the same ratio, so that the whole window grows together."""
    global _percent
    value = max(LIMITS[0], min(LIMITS[1], int(value)))
    if value == _percent:
        return False
    ratio = value / _percent
    font = base_font()
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * value / 100)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * value / 100)))
    _percent = value
    # Python's cycle collector must not delete a window (and its widgets) while Qt's list of
    # widgets is being walked: collect now, then hold it off.
    gc.collect()
    automatic = gc.isenabled()  # off while the application's collector runs (ui/collector.py)
    gc.disable()
    try:
        _apply_font(font, ratio)
    finally:
        if automatic:
            gc.enable()
    return True


def _apply_font(font: QFont, ratio: float) -> None:
    own = [
        w
        for w in QApplication.allWidgets()
        if w.testAttribute(_SET_FONT) and w.font().resolveMask() & _SIZE_RESOLVED
    ]
    QApplication.setFont(font)
    # Qt tells only the windows on screen; the widgets of one still being built (or hidden) are
    # told here.
    for widget in QApplication.allWidgets():
        if not widget.window().isVisible():
            QApplication.sendEvent(widget, QEvent(QEvent.Type.ApplicationFontChange))
    for widget in own:
        f = QFont(widget.font())
        if f.pointSizeF() > 0:
            f.setPointSizeF(f.pointSizeF() * ratio)
        elif f.pixelSize() > 0:
            f.setPixelSize(max(1, round(f.pixelSize() * ratio)))
        widget.setFont(f)


def wanted_percent(setting: int, window: QWidget) -> int:
    if setting == AUTOMATIC:
        size = window.size()
        return automatic_percent(size.width(), size.height(), _percent)
    return setting


class _Follower(QObject):
    """Watches the main window's size while the text size is automatic. The size changes in
    steps, so a drag of the window's edge re-lays out the texts only when it crosses one; the
    change is made at once, before whatever the caller builds next at the new size."""

    def __init__(self, window: QWidget, on_change: Callable[[], object]) -> None:
        super().__init__(window)
        self.setObjectName("text-size-follower")
        self._window = window
        self._on_change = on_change
        self.token = object()
        window.installEventFilter(self)
        window.destroyed.connect(lambda _=None, token=self.token: _window_gone(token))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            event.type() == QEvent.Type.Resize
            and _owner is self.token
            and _setting(self._window) == AUTOMATIC
        ):
            self.update_now()
        return False

    def update_now(self) -> None:
        before = _percent
        if apply_percent(wanted_percent(_setting(self._window), self._window)):
            _resize_docks(self._window, _percent / before)
            self._on_change()


def _resize_docks(window: QWidget, ratio: float) -> None:
    """Docks keep the room their texts need: their width (or height, along the top or the
    bottom) grows and shrinks with the text."""
    if not isinstance(window, QMainWindow):
        return
    for orientation, areas in (
        (
            Qt.Orientation.Horizontal,
            (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea),
        ),
        (
            Qt.Orientation.Vertical,
            (Qt.DockWidgetArea.TopDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea),
        ),
    ):
        # A dock behind another one's tab counts as visible but is off the window: left out.
        docks = [
            d
            for d in window.findChildren(QDockWidget)
            if d.isVisible()
            and not d.visibleRegion().isEmpty()
            and not d.isFloating()
            and window.dockWidgetArea(d) in areas
        ]
        if docks:
            horizontal = orientation == Qt.Orientation.Horizontal
            sizes = [round((d.width() if horizontal else d.height()) * ratio) for d in docks]
            window.resizeDocks(docks, sizes, orientation)


def _setting(window: QWidget) -> int:
    size: int = getattr(getattr(window, "settings", None), "text_size", AUTOMATIC)
    return size


def _window_gone(token: object) -> None:
    global _owner
    if _owner is token:
        _owner = None
        # Not from inside the window's destructor: every widget hears of a font change.
        QTimer.singleShot(0, _restore_if_unowned)


def _restore_if_unowned() -> None:
    if _owner is None:  # no window was made meanwhile
        _restore()


def _restore() -> None:
    """The main window is gone: later windows and dialogs start from the usual size."""
    global _percent
    if _base_font is not None and QApplication.instance() is not None:
        QApplication.setFont(QFont(_base_font))
    _percent = 100


def follow(window: QWidget, on_change: Callable[[], object]) -> float:
    """Apply ``window.settings.text_size`` now and keep following the window's size when it is
    automatic; ``on_change()`` runs after a later change (to rebuild the style sheet). Returns
    the scale for the style sheet."""
    global _owner
    follower = window.findChild(_Follower, "text-size-follower")
    if follower is None:
        follower = _Follower(window, on_change)
    _owner = follower.token  # the window shown last decides (tests make many)
    before = _percent
    if apply_percent(wanted_percent(_setting(window), window)):
        _resize_docks(window, _percent / before)
    return scale()
