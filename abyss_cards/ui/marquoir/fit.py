"""Long names whole in a narrow box: wrapped between words (and after hyphens), in a smaller
font when one word alone is wider than the box, and broken inside a word only as a last resort.
Used by the sheet's column headers, the bar picture and the PDF."""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractItemModel, QEvent, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPaintDevice, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableView,
    QWidget,
)

from abyss_cards.ui.table.section_frame import draw_section_frame

WORD_WRAP = Qt.TextFlag.TextWordWrap
ANYWHERE = WORD_WRAP | Qt.TextFlag.TextWrapAnywhere


def needed(
    font: QFont,
    width: float,
    flags: Qt.TextFlag | int,
    text: str,
    device: QPaintDevice | None = None,
) -> QRectF:
    """The room ``text`` takes when wrapped within ``width`` with ``flags``."""
    metrics = QFontMetricsF(font, device) if device is not None else QFontMetricsF(font)
    return metrics.boundingRect(QRectF(0, 0, max(width, 1.0), 1e6), int(flags), text)


def fitted(
    font: QFont,
    width: float,
    text: str,
    smallest: float = 0.75,
    device: QPaintDevice | None = None,
    max_lines: int | None = None,
) -> tuple[QFont, Qt.TextFlag]:
    """(font, wrap flags) that show ``text`` whole within ``width``: ``font`` itself when each
    word fits (on at most ``max_lines`` lines, if given); else the font made smaller, down to
    ``smallest`` times its size, until it does; else breaking inside words (and as many lines
    as it takes: the whole text matters more than the room)."""
    size = font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())
    in_points = font.pointSizeF() > 0
    candidate = QFont(font)
    steps = 8
    for i in range(steps + 1):
        scale = 1 - (1 - smallest) * i / steps
        if in_points:
            candidate.setPointSizeF(size * scale)
        else:
            candidate.setPixelSize(max(1, round(size * scale)))
        room = needed(candidate, width, WORD_WRAP, text, device)
        if room.width() <= width + 0.5 and (
            max_lines is None
            or room.height()
            <= max_lines
            * (
                QFontMetricsF(candidate, device) if device is not None else QFontMetricsF(candidate)
            ).lineSpacing()
            + 0.5
        ):
            return candidate, WORD_WRAP
    if max_lines is not None:  # too many lines even small: the first font that fits the width
        return fitted(font, width, text, smallest, device)
    return candidate, ANYWHERE


def name_header(view: QAbstractItemView) -> NameHeader:
    """The ``NameHeader`` heading ``view``'s columns."""
    header = view.horizontalHeader() if isinstance(view, QTableView) else None
    assert isinstance(header, NameHeader), "the view's columns are headed by a NameHeader"
    return header


class NameHeader(QHeaderView):
    """The players' names heading a sheet's columns, each whole: wrapped (and made smaller if
    need be) within its column, the header as tall as the longest name needs."""

    heightChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._height = 0
        # (font, width, name) -> how the name is drawn and how tall it is: a header is painted
        # and measured far more often than its names or widths change.
        self._fits: dict[tuple[str, float, str], tuple[QFont, Qt.TextFlag, float]] = {}
        # Fitted once after a burst of changes (a list fitting its columns resizes them one by
        # one), not after each.
        self._refit_soon = QTimer(self)
        self._refit_soon.setSingleShot(True)
        self._refit_soon.setInterval(0)
        self._refit_soon.timeout.connect(self._refit)
        # ``needed_height``'s answer until a section, a title, the font or the style changes:
        # a view's layouts ask for the header's size hint again and again (18 times while the
        # Marquoir is built), each a measure of every title.
        self._needed: tuple[tuple[int, int, bool, int], int] | None = None
        self._margin: int | None = None
        self.measures = 0  # times every title was measured (tests)
        for signal in (self.sectionResized, self.sectionCountChanged, self.sortIndicatorChanged):
            signal.connect(self._changed)

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 - Qt's name
        old = self.model()
        if old is not None:
            for signal in (old.modelReset, old.layoutChanged, old.headerDataChanged):
                try:
                    signal.disconnect(self._changed)
                except (RuntimeError, TypeError):
                    pass
        self._needed = None
        super().setModel(model)
        if model is not None:
            for signal in (model.modelReset, model.layoutChanged, model.headerDataChanged):
                signal.connect(self._changed)

    def _changed(self, *_args: object) -> None:
        """A section, a title or the sort arrow changed: measured again, once, soon."""
        self._needed = None
        self._refit_soon.start()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._needed = self._margin = None
            self._refit_soon.start()
        super().changeEvent(event)

    def margin(self) -> int:
        if self._margin is None:
            self._margin = (
                self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self) + 2
            )
        return self._margin

    def section_font(self, logical: int) -> QFont:
        font = self.model().headerData(logical, self.orientation(), Qt.ItemDataRole.FontRole)
        return QFont(font).resolve(self.font()) if isinstance(font, QFont) else QFont(self.font())

    def section_text(self, logical: int) -> str:
        text = self.model().headerData(logical, self.orientation(), Qt.ItemDataRole.DisplayRole)
        return "" if text is None else str(text)

    def arrow_room(self, logical: int) -> int:
        """The width the sort arrow takes at the right of a sorted column's title."""
        if self.isSortIndicatorShown() and self.sortIndicatorSection() == logical:
            return (
                self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, self)
                + self.margin()
            )
        return 0

    def section_fit(self, logical: int) -> tuple[QFont, Qt.TextFlag, float]:
        """(font, flags, room) the name of section ``logical`` is drawn with."""
        room = float(self.sectionSize(logical) - 2 * self.margin() - self.arrow_room(logical))
        font, flags, _height = self._fit(logical, room)
        return font, flags, room

    def _fit(self, logical: int, room: float) -> tuple[QFont, Qt.TextFlag, float]:
        """(font, flags, height) of section ``logical``'s name within ``room``."""
        font, text = self.section_font(logical), self.section_text(logical)
        key = (font.key(), room, text)
        if key not in self._fits:
            if len(self._fits) > 2000:
                self._fits.clear()
            shown, flags = fitted(font, room, text)
            self._fits[key] = (shown, flags, needed(shown, room, flags, text).height())
        return self._fits[key]

    def needed_height(self) -> int:
        # What changes without a signal of the header's: the arrow shown or not (a view's
        # ``setSortingEnabled``), sections hidden.
        key = (
            self.count(),
            self.hiddenSectionCount(),
            self.isSortIndicatorShown(),
            self.sortIndicatorSection(),
        )
        if self._needed is None or self._needed[0] != key:
            self._needed = (key, self._measure())
        return self._needed[1]

    def _measure(self) -> int:
        if self.model() is None:
            return 0
        self.measures += 1
        tallest = 0.0
        for logical in range(self.count()):
            if self.isSectionHidden(logical) or self.sectionSize(logical) <= 0:
                continue
            room = float(self.sectionSize(logical) - 2 * self.margin() - self.arrow_room(logical))
            tallest = max(tallest, self._fit(logical, room)[2])
        return math.ceil(tallest) + 2 * self.margin()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        if self.orientation() == Qt.Orientation.Horizontal:
            hint.setHeight(max(hint.height(), self.needed_height()))
        return hint

    def _refit(self) -> None:
        height = self.sizeHint().height()
        if height != self._height:
            self._height = height
            self.updateGeometry()
            view = self.parentWidget()
            if isinstance(view, QAbstractItemView):
                view.updateGeometries()
            self.heightChanged.emit(height)

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:  # noqa: N802
        if not rect.isValid():
            return
        painter.save()
        option = draw_section_frame(self, painter, rect, logical)  # the name drawn by us
        text = self.section_text(logical)
        m = self.margin()
        inner = QRectF(rect.adjusted(m, 1, -m - self.arrow_room(logical), -1))
        font, flags, _height = self._fit(logical, inner.width())
        painter.setFont(font)
        painter.setPen(option.palette.color(QPalette.ColorRole.ButtonText))
        painter.drawText(inner, int(Qt.AlignmentFlag.AlignCenter | flags), text)
        painter.restore()
