"""Colours of the table themes, the application style sheet built from them, and the focus ring.

Every text colour of a theme reads at WCAG AA (4.5:1) on the backgrounds it is drawn on;
``text_pairs`` lists those pairs and tests/test_contrast.py checks them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QRegion
from PySide6.QtWidgets import QApplication, QGraphicsView, QSplitter, QWidget

from abyss_cards.ui import text_size

if TYPE_CHECKING:
    from abyss_cards.ui.main_window import MainWindow

# felt (table), deep (window background), accent, text on dark
THEMES = {
    # The gold is light enough to read at 4.5:1 on a home tile over the green or blue felt.
    "green": ("#1d5e3a", "#0c2a35", "#ffd866", "#f4f1e8"),
    "blue": ("#1c4f7a", "#0a1f33", "#ffd866", "#f4f1e8"),
    "burgundy": ("#6b2234", "#2a0d16", "#ffd866", "#f7efe9"),
    "night": ("#2b2f3a", "#111318", "#7fc8f8", "#e8eaf0"),
    # For low vision: white and yellow on black, nothing in between.
    "contrast": ("#101010", "#000000", "#ffe14d", "#ffffff"),
}

# The home tiles are a light veil over the page's gradient.
TILE_VEIL = 0.07

# The table's felt is painted lighter at its centre (ui/table/view.py): its brightest colour.
FELT_CENTRE_LIGHTER = 112


def colours(theme: str) -> tuple[str, str, str, str]:
    return THEMES.get(theme, THEMES["green"])


def veiled(colour: str, alpha: float = TILE_VEIL) -> QColor:
    """``colour`` under a white veil of opacity ``alpha`` (a home tile)."""
    c = QColor(colour)
    return QColor.fromRgbF(*(v + (1 - v) * alpha for v in (c.redF(), c.greenF(), c.blueF())))


def text_pairs(theme: str) -> list[tuple[str, QColor, QColor]]:
    """(where, text colour, background) of every text drawn in the theme's colours; the
    background is the brightest the text can sit on (these texts are light on dark)."""
    felt, deep, accent, text = colours(theme)
    tile = veiled(felt)
    felt_centre = QColor(felt).lighter(FELT_CENTRE_LIGHTER)
    return [
        ("home text on the felt", QColor(text), QColor(felt)),
        ("tile text on a tile", QColor(text), tile),
        ("tile title on a tile", QColor(accent), tile),
        ("privacy text on its page", QColor(text), QColor(deep)),
        ("privacy heading on its page", QColor(accent), QColor(deep)),
        ("names on the table", QColor(text), felt_centre),
    ]


_POINTS = re.compile(r"(\d+(?:\.\d+)?)pt")


def scaled(sheet: str, scale: float) -> str:
    """``sheet`` with every size in points times ``scale`` (the text size setting)."""
    if scale == 1.0:
        return sheet
    return _POINTS.sub(lambda m: f"{float(m.group(1)) * scale:.1f}pt", sheet)


def style_sheet(theme: str, scale: float = 1.0) -> str:
    felt, deep, accent, text = colours(theme)
    veil = round(255 * TILE_VEIL)
    return scaled(
        f"""
    QWidget#home {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                    stop:0 {felt}, stop:1 {deep}); }}
    QWidget#home QLabel {{ color: {text}; }}
    QLabel[role="home-title"] {{ font-size: 30pt; font-weight: 600; }}
    QLabel[role="home-subtitle"] {{ font-size: 13pt; margin-bottom: 12px; }}
    QLabel[role="home-hint"] {{ font-size: 10pt; }}
    QFrame[tile="true"] {{ background: rgba(255, 255, 255, {veil});
                           border: 1px solid rgba(255, 255, 255, 0.25); border-radius: 12px; }}
    QWidget#home QLabel[role="tile-title"] {{ font-size: 18pt; font-weight: 600;
                                             color: {accent}; }}
    QLabel[role="tile-blurb"] {{ font-size: 11pt; }}
    QPushButton[role="resume"] {{ font-size: 12pt; padding: 8px 18px; }}
    QFrame[tile="true"] QPushButton {{ font-size: 11pt; padding: 6px 16px; }}
    QWidget[role="privacy-page"] {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                                   stop:0 {felt}, stop:1 {deep}); }}
    QFrame[privacy="true"] {{ background: {deep}; border: 2px solid {accent};
                             border-radius: 16px; }}
    QFrame[privacy="true"] QLabel {{ color: {text}; background: transparent; border: none; }}
    QLabel#privacyHeading {{ color: {accent}; }}
    QPushButton#privacyButton {{ font-size: 13pt; padding: 8px 22px; }}
    """,
        scale,
    )


def apply(window: MainWindow) -> None:
    """The main window's look from its settings: text size, style sheet, focus ring."""
    theme = window.settings.table_theme
    scale = text_size.follow(window, lambda: apply(window))
    window.setStyleSheet(style_sheet(theme, scale))
    install_focus_ring(colours(theme)[2])


_ring: FocusRing | None = None
# The application's attribute that says its focus changes move the ring.
_RING_ATTR = "_abyss_focus_ring"
_accent = QColor("#ffd866")


def install_focus_ring(accent: str) -> None:
    """Ring the focused widget of every window from now on, in ``accent``."""
    global _accent
    _accent = QColor(accent)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return  # no widgets, no focus
    if not getattr(app, _RING_ATTR, False):
        app.focusChanged.connect(_focus_changed)
        setattr(app, _RING_ATTR, True)
    ring = focus_ring()
    ring.update()
    ring.follow_focus()


def focus_ring() -> FocusRing:
    """The ring (made again if the window it last sat in took it along when it closed)."""
    global _ring
    if _ring is None or not shiboken6.isValid(_ring):
        _ring = FocusRing()
    return _ring


def _focus_changed(old: QWidget | None, new: QWidget | None) -> None:
    # Qt also says so from inside a widget's destructor (the focused widget or one of its
    # parents being deleted): nothing is touched then, the ring follows on the next pass.
    focus_ring().follow_focus_soon()


class FocusRing(QWidget):
    """A ring around the widget that has the keyboard focus, in every window of the app.

    Two bands, dark outside and the theme's accent inside, so that it reads on the light dialogs
    as on the dark felt, whatever the platform style draws (some draw almost nothing). It is a
    sibling laid over the focused widget's edge, masked to the ring so it never hides or catches
    what it surrounds. The table (a graphics view) rings its focused card itself."""

    WIDTH = 2  # each band's pixels

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("focus-ring")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._target: QWidget | None = None
        self._due = False  # a follow_focus is on its way

    @staticmethod
    def wants_ring(widget: QWidget | None) -> bool:
        return (
            widget is not None
            and not widget.isWindow()
            and widget.isVisible()
            and widget.parentWidget() is not None
            and not isinstance(widget, QGraphicsView)
            and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        )

    def target(self) -> QWidget | None:
        if self._target is not None and not shiboken6.isValid(self._target):
            self._target = None
        return self._target

    def follow_focus_soon(self) -> None:
        """Follow the focus (or the target's moves) on the event loop's next pass, once: what
        changed may be a widget in the middle of its deletion, and several changes in one
        pass (a dialog laid out, a screen replaced) come to one move of the ring."""
        if not self._due:
            self._due = True
            QTimer.singleShot(0, self, self.follow_focus)

    def follow_focus(self) -> None:
        self._due = False
        app = QApplication.instance()
        focused = app.focusWidget() if isinstance(app, QApplication) else None
        self.set_target(focused if self.wants_ring(focused) else None)

    def set_target(self, widget: QWidget | None) -> None:
        old = self.target()
        if old is not None and old is not widget:
            old.removeEventFilter(self)
        self._target = widget
        if widget is None:
            self.hide()
            return
        widget.installEventFilter(self)
        self._follow()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if obj is self._target and event.type() in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
            QEvent.Type.ParentChange,
            QEvent.Type.ZOrderChange,
        ):
            self.follow_focus_soon()  # a Hide may come from the target's destructor
        return False

    def _follow(self) -> None:
        target = self.target()
        if target is None:
            return
        parent = target.parentWidget()
        # A splitter takes every child for one of its panes: the ring sits one level up.
        while isinstance(parent, QSplitter) and parent.parentWidget() is not None:
            parent = parent.parentWidget()
        if self.parentWidget() is not parent:
            self.setParent(parent)
        if parent is None or not target.isVisible():
            self.hide()
            return
        margin = 2 * self.WIDTH
        place = QRect(target.mapTo(parent, QPoint(0, 0)), target.size())
        self.setGeometry(place.adjusted(-margin, -margin, margin, margin))
        inner = QRect(margin, margin, target.width(), target.height())
        self.setMask(QRegion(self.rect()).subtracted(QRegion(inner)))
        self.raise_()
        self.show()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.WIDTH
        outer = QRectF(self.rect()).adjusted(w / 2, w / 2, -w / 2, -w / 2)
        p.setPen(QPen(QColor("#10161c"), w))
        p.drawRoundedRect(outer, 3 * w, 3 * w)
        p.setPen(QPen(_accent, w))
        p.drawRoundedRect(outer.adjusted(w, w, -w, -w), 2 * w, 2 * w)
        p.end()
