"""A score sheet for a dock: rounds × players whose last row (the totals) stays in sight under
the rounds, which scroll, and whose columns all fit the dock's width, 2 to 8 players — nothing
scrolls sideways.

``ScoreSheet`` holds two views of one model: ``table`` shows every row but the last, ``footer``
only the last, in a fixed strip below. The column widths are ``table``'s, copied to the footer.
``SharedColumnsView`` is the ``table`` of a sheet whose columns are all alike (a player each):
they share the width, and each name is shown on up to two lines in the heading (``NameHeader``),
smaller if that makes it whole (every name at the size the longest needs), else cut with "…"
(the whole name is the heading's tooltip)."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QHelpEvent, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableView,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.ui.table.docks import DockTableView, dock_table
from abyss_cards.ui.table.section_frame import draw_section_frame

HEADING_LINES = 2
# A heading that does not fit at its font is tried at these fractions of it first.
SMALLER = (0.9, 0.8)
# Around a heading's text, in pixels (the style's margins are about this).
HEADING_PADDING = 6
ELLIPSIS = "…"
# A heading narrower than this many average characters is never asked for: longer names are
# cut, with their tooltip.
LONGEST_NAME = 10


def wrapped_lines(
    text: str, font: QFont, width: int, lines: int, *, anywhere: bool = False
) -> tuple[list[str], bool]:
    """``text`` broken into at most ``lines`` lines of ``width`` pixels (at spaces and hyphens;
    also anywhere in a word if ``anywhere``), and whether it is whole; a text that is not has
    its last line ending in "…"."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(
        QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere
        if anywhere
        else QTextOption.WrapMode.WordWrap
    )
    layout.setTextOption(option)
    out: list[str] = []
    layout.beginLayout()
    whole = True
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1, width))
        if len(out) == lines:
            whole = False
            break
        out.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
    layout.endLayout()
    metrics = QFontMetrics(font)
    if any(metrics.horizontalAdvance(t) > width for t in out):
        whole = False  # one character wider than the column
    if not whole and out:
        rest = text[text.find(out[-1]) :] if out[-1] else text
        out[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, max(1, width))
        if not out[-1].endswith(ELLIPSIS):
            out[-1] = out[-1].rstrip() + ELLIPSIS
    return out, whole


class NameHeader(QHeaderView):
    """A horizontal heading ``HEADING_LINES`` lines high whose texts wrap (a name each): a name
    too long for its column is shown smaller, then on two lines, then cut with "…"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        # ``shared_step``'s answer, for the texts, widths and fonts it was worked out for.
        self._step_cache: tuple[tuple[tuple[str, int, str], ...], int] | None = None

    def heading_font(self, logical: int) -> QFont:
        font = QFont(self.font())
        model = self.model()
        own = (
            model.headerData(logical, self.orientation(), Qt.ItemDataRole.FontRole)
            if model is not None
            else None
        )
        if isinstance(own, QFont):
            font = QFont(own).resolve(font)
        return font

    def heading_text(self, logical: int) -> str:
        model = self.model()
        if model is None:
            return ""
        return str(model.headerData(logical, self.orientation()) or "")

    def sizes(self, logical: int) -> list[QFont]:
        """The heading's font, then the smaller ones it may be shown at."""
        base = self.heading_font(logical)
        fonts = [base]
        for fraction in SMALLER:
            small = QFont(base)
            small.setPointSizeF(base.pointSizeF() * fraction)
            fonts.append(small)
        return fonts

    @staticmethod
    def _fitted(text: str, fonts: list[QFont], width: int) -> tuple[list[str], int, bool]:
        """``text`` in ``width``: its lines, the index of their font in ``fonts``, and whether
        it is whole. One line at a size at most 20 % smaller, else two lines, else cut."""
        for index, font in enumerate(fonts):
            lines, whole = wrapped_lines(text, font, width, 1)
            if whole:
                return lines, index, True
        for anywhere in (False, True):
            for index, font in enumerate(fonts):
                lines, whole = wrapped_lines(text, font, width, HEADING_LINES, anywhere=anywhere)
                if whole:
                    return lines, index, True
        lines, _ = wrapped_lines(text, fonts[-1], width, HEADING_LINES, anywhere=True)
        return lines, len(fonts) - 1, False

    def shared_step(self) -> int:
        """How many sizes smaller than their font all the headings are shown: the smallest
        any one of them needs, so that they read as one line of headings, not a name in
        each size."""
        sections = [i for i in range(self.count()) if not self.isSectionHidden(i)]
        key = tuple(
            (self.heading_text(i), self.sectionSize(i), self.heading_font(i).key())
            for i in sections
        )
        if self._step_cache is None or self._step_cache[0] != key:
            step = max(
                (
                    self._fitted(text, self.sizes(i), size - HEADING_PADDING)[1]
                    for i, (text, size, _) in zip(sections, key, strict=True)
                ),
                default=0,
            )
            self._step_cache = (key, step)
        return self._step_cache[1]

    def shown(self, logical: int, width: int | None = None) -> tuple[list[str], QFont, bool]:
        """The heading's lines as drawn in ``width`` (its section's), their font (the size all
        the headings share, ``shared_step``), and whether the text is whole."""
        width = (self.sectionSize(logical) if width is None else width) - HEADING_PADDING
        fonts = self.sizes(logical)[self.shared_step() :]
        lines, index, whole = self._fitted(self.heading_text(logical), fonts, width)
        return lines, fonts[index], whole

    def least_section_width(self, logical: int) -> int:
        """The narrowest section that shows the heading whole, on up to two lines at the
        smallest size (broken at spaces and hyphens only), but no wider than
        ``LONGEST_NAME`` average characters: a longer name is cut (its tooltip says it)."""
        text = self.heading_text(logical)
        font = self.heading_font(logical)
        font.setPointSizeF(font.pointSizeF() * SMALLER[-1])
        metrics = QFontMetrics(font)
        low, high = (
            1,
            min(metrics.horizontalAdvance(text), metrics.averageCharWidth() * LONGEST_NAME),
        )
        if high <= low:
            return max(low, high) + HEADING_PADDING
        while low < high:  # the narrowest width at which the text wraps whole
            middle = (low + high) // 2
            if wrapped_lines(text, font, middle, HEADING_LINES)[1]:
                high = middle
            else:
                low = middle + 1
        return low + HEADING_PADDING

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        hint.setHeight(self.heading_height())
        return hint

    def heading_height(self) -> int:
        return self.fontMetrics().lineSpacing() * HEADING_LINES + HEADING_PADDING

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: N802
        size = super().sectionSizeFromContents(logical)
        size.setHeight(self.heading_height())
        return size

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:  # noqa: N802
        if not rect.isValid():
            return
        painter.save()
        draw_section_frame(self, painter, rect, logical)
        lines, font, _ = self.shown(logical, rect.width())
        painter.setFont(font)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(
            rect.adjusted(HEADING_PADDING // 2, 1, -(HEADING_PADDING // 2), -1),
            int(Qt.AlignmentFlag.AlignCenter),
            "\n".join(lines),
        )
        painter.restore()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ToolTip:
            help_event = cast(QHelpEvent, event)
            logical = self.logicalIndexAt(help_event.pos())
            if logical >= 0 and not self.shown(logical)[2]:
                QToolTip.showText(help_event.globalPos(), self.heading_text(logical), self)
                return True
        return super().viewportEvent(event)


class SharedColumnsView(DockTableView):
    """A score table whose columns (a player each) share the width there is, none narrower
    than its widest value or its name's longest word: every column in sight."""

    def __init__(self) -> None:
        super().__init__()
        self._fitting = False
        # Values a column may show later (the widest scores): its least width counts them now.
        self.samples: tuple[str, ...] = ()
        self.setHorizontalHeader(NameHeader(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)  # "94 (×2)" on two lines in a narrow column

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 - Qt's name
        super().setModel(model)
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        if model is not None:
            for signal in (
                model.modelReset,
                model.headerDataChanged,
                model.layoutChanged,
                model.columnsInserted,
                model.columnsRemoved,
                model.dataChanged,
            ):
                signal.connect(self.fit)
        self.fit()

    def least_widths(self) -> list[int]:
        """Each column's least width: its values' longest word (a value wraps at its spaces:
        "94 (×2)") and its name on two lines."""
        header = self.horizontalHeader()
        assert isinstance(header, NameHeader)
        return [
            max(self._least_cells(c), header.least_section_width(c))
            for c in range(self.model().columnCount())
        ]

    def _least_cells(self, column: int) -> int:
        model = self.model()
        padding = (
            2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1)
            + 2
        )
        metrics = self.fontMetrics()
        least = max(
            (metrics.horizontalAdvance(w) for t in self.samples for w in t.split()), default=0
        )
        for row in range(model.rowCount()):
            index = model.index(row, column)
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(
                self.font() if font is None else QFont(font).resolve(self.font())
            )
            words = str(index.data() or "").split()
            least = max(least, max((metrics.horizontalAdvance(w) for w in words), default=0))
        return least + padding

    def fit_rows(self) -> None:
        """Each row as high as its wrapped values."""
        self.resizeRowsToContents()

    def fit(self, *_args: object) -> None:
        model = self.model()
        if model is None or self._fitting or not model.columnCount():
            return
        self._fitting = True
        try:
            least = self.least_widths()
            room = self.viewport().width()
            if sum(least) > room > 0:
                # A window too narrow for every name whole: the columns shrink alike (the
                # names are cut, with their tooltip), and all stay in sight.
                least = [w * room // sum(least) for w in least]
            spare = max(0, room - sum(least))
            # The spare room evened out: the narrowest columns get it first.
            widths = list(least)
            target = max(widths)
            while spare and min(widths) < target:
                low = min(widths)
                lows = [c for c, w in enumerate(widths) if w == low]
                step = min(
                    spare // len(lows), min((w for w in widths if w > low), default=target) - low
                )
                if step <= 0:
                    break
                for c in lows:
                    widths[c] += step
                spare -= step * len(lows)
            share, extra = divmod(spare, len(widths))
            for c, w in enumerate(widths):
                width = w + share + (1 if c < extra else 0)
                if self.columnWidth(c) != width:
                    self.setColumnWidth(c, width)
            self.fit_rows()
        finally:
            self._fitting = False

    def least_width(self) -> int:
        """The sheet's least width: every column at its least, the row headings (the
        footer's "Total" too), the frame and a vertical scroll bar."""
        if self.model() is None:
            return 0
        heads = self.verticalHeader()
        width = 0 if heads.isHidden() else max(heads.sizeHint().width(), heads.minimumWidth())
        return (
            sum(self.least_widths())
            + width
            + 2 * self.frameWidth()
            + self.verticalScrollBar().sizeHint().width()
        )


class _Footer(DockTableView):
    """The totals row under the rounds, scrolled with them sideways, never up or down."""

    def __init__(self) -> None:
        super().__init__()
        self.horizontalHeader().setVisible(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_right_margin(self, pixels: int) -> None:
        """Room for the rounds' vertical scroll bar, so that the columns line up."""
        if self.viewportMargins().right() != pixels:
            self.setViewportMargins(0, 0, pixels, 0)


class ScoreSheet(QWidget):
    """``table`` (the rounds) over ``footer`` (the totals, the model's last row)."""

    def __init__(
        self,
        model: QAbstractItemModel,
        table: QTableView | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if table is None or table.model() is not model:
            table = dock_table(model, SharedColumnsView() if table is None else table)
        self.table = table
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.footer = _Footer()
        dock_table(model, self.footer)
        self.footer.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.footer.setAlternatingRowColors(False)
        self.footer.verticalHeader().setVisible(not self.table.verticalHeader().isHidden())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.footer)
        self.table.horizontalHeader().sectionResized.connect(self._column_resized)
        self.table.verticalScrollBar().rangeChanged.connect(lambda *_: self.sync())
        for signal in (
            model.modelReset,
            model.rowsInserted,
            model.rowsRemoved,
            model.layoutChanged,
            model.headerDataChanged,
        ):
            signal.connect(self.sync)
        # Both views: a font change reaches the footer after the rounds, and its row grows then.
        self.table.installEventFilter(self)
        self.footer.installEventFilter(self)
        self.sync()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched in (self.table, self.footer) and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
        ):
            self.sync()
        return False

    def _column_resized(self, logical: int, _old: int, new: int) -> None:
        if self.footer.columnWidth(logical) != new:
            self.footer.setColumnWidth(logical, new)

    def sync(self, *_args: object) -> None:
        """The last row in the footer only; the footer's columns, row heading and height as
        the rounds'."""
        model = self.table.model()
        rows = model.rowCount()
        for r in range(rows):
            last = r == rows - 1
            if self.table.isRowHidden(r) != last:
                self.table.setRowHidden(r, last)
            if self.footer.isRowHidden(r) == last:
                self.footer.setRowHidden(r, not last)
        for c in range(model.columnCount()):
            width = self.table.columnWidth(c)
            if self.footer.columnWidth(c) != width:
                self.footer.setColumnWidth(c, width)
        heads = (self.table.verticalHeader(), self.footer.verticalHeader())
        if not heads[0].isHidden():
            width = max(h.sizeHint().width() for h in heads)
            changed = False
            for h in heads:
                if h.minimumWidth() != width or h.maximumWidth() != width:
                    h.setFixedWidth(width)
                    changed = True
            if changed:
                self.table.updateGeometries()
                self.footer.updateGeometries()
        bar = self.table.verticalScrollBar()
        self.footer.set_right_margin(bar.sizeHint().width() if bar.maximum() > 0 else 0)
        row = self.footer.verticalHeader().defaultSectionSize()
        if rows:
            row = max(row, self.footer.sizeHintForRow(rows - 1))
            self.footer.verticalHeader().resizeSection(rows - 1, row)
            # The heading keeps its own least section size (from its font): read back the row.
            row = max(row, self.footer.rowHeight(rows - 1))
        height = row + 2 * self.footer.frameWidth()
        if self.footer.height() != height or self.footer.minimumHeight() != height:
            self.footer.setFixedHeight(height)

    def total_rect(self) -> QRect:
        """The totals row's cells, in the footer's viewport (for checks)."""
        model = self.footer.model()
        last = model.rowCount() - 1
        rect = QRect()
        for c in range(model.columnCount()):
            rect = rect.united(self.footer.visualRect(model.index(last, c)))
        return rect
