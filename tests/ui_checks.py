"""Small helpers of the screen-layout tests (imported by them; not a test module)."""

import os

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QDockWidget,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QTabBar,
    QTextEdit,
    QWidget,
)


def settle(passes: int = 4) -> None:
    """Let queued layouts and repaints happen."""
    for _ in range(passes):
        QApplication.processEvents()


def inside_window(window, widget) -> bool:
    """``widget`` lies wholly inside ``window``."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().contains(QRect(top_left, widget.size()))


def assert_cells_whole(view, columns=None, sideways: bool = False) -> int:
    """Every cell's text of ``columns`` (all by default) fits its cell once wrapped as Qt wraps
    it, in the cell's own font; no sideways scroll unless ``sideways`` (a dock narrower than the
    longest words). Hidden rows (a score sheet's totals, shown in its footer) are left out.
    Returns how many cells needed more than one line."""
    model = view.model()
    assert model.rowCount() > 0
    if not sideways:
        assert not view.horizontalScrollBar().isVisible()
        assert (
            sum(view.columnWidth(c) for c in range(model.columnCount())) <= view.viewport().width()
        )
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    wrapped = 0
    for row in range(model.rowCount()):
        if view.isRowHidden(row):
            continue
        for col in range(model.columnCount()) if columns is None else columns:
            index = model.index(row, col)
            text = index.data()
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(
                view.font() if font is None else QFont(font).resolve(view.font())
            )
            cell = view.visualRect(index)
            room = cell.width() - 2 * margin
            need = metrics.boundingRect(QRect(0, 0, room, 100_000), Qt.TextFlag.TextWordWrap, text)
            assert need.width() <= room, (row, col, text, need, room)
            assert need.height() <= cell.height(), (row, col, text, need, cell)
            wrapped += need.height() > metrics.height()
    return wrapped


# --- Cut texts, walked over every widget of a window (tests/test_every_screen.py) ---------------


def _plain(text: str) -> str:
    """A button's or a title's text as drawn: "&&" is "&", a lone "&" marks a shortcut."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(widget) -> str:
    text = ""
    for getter in ("text", "currentText", "title", "windowTitle"):
        value = getattr(widget, getter, None)
        if callable(value):
            try:
                text = value()
            except TypeError:
                continue
            if text:
                break
    return f"{type(widget).__name__}#{widget.objectName() or '-'} {text[:60]!r}"


def _clip_ancestor(widget, top):
    """The widget's visible rectangle in its own coordinates, clipped by every ancestor up to
    ``top`` or to the viewport of a scrolling area (which scrolls up and down: only its width
    clips), and that viewport (or None)."""
    visible = widget.rect()
    parent = widget.parentWidget()
    while parent is not None:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is parent:
            corner = widget.mapTo(parent, QPoint(0, 0))
            left, right = -corner.x(), parent.width() - corner.x()
            visible = visible.intersected(
                QRect(left, visible.top(), right - left, visible.height())
            )
            return visible, parent
        corner = widget.mapTo(parent, QPoint(0, 0))
        visible = visible.intersected(parent.rect().translated(-corner))
        if parent is top:
            break
        parent = parent.parentWidget()
    return visible, None


def _label_need(label):
    """(needed width, needed height, room) of a label's text as QLabel lays it out."""
    from PySide6.QtGui import Qt as QtGui_Qt
    from PySide6.QtGui import QTextDocument

    margin = label.margin()
    room = label.contentsRect().adjusted(margin, margin, -margin, -margin)
    # A FixedLinesLabel's text() is the whole text; what it draws (smaller, or cut with the
    # whole as its tooltip) is shown_text().
    text = label.shown_text() if hasattr(label, "shown_text") else label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui_Qt.mightBeRichText(text)
    )
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        if label.wordWrap():
            doc.setTextWidth(room.width())
        width = doc.idealWidth()
        return width, doc.size().height(), room
    if label.buddy() is not None:
        text = _plain(text)  # "&Players:" shows "Players:", P underlined
    flags = Qt.TextFlag.TextWordWrap if label.wordWrap() else 0
    need = QFontMetrics(label.font()).boundingRect(
        QRect(0, 0, max(1, room.width()), 100_000), int(flags), text
    )
    return need.width(), need.height(), room


def _button_need(button):
    """(needed, room) sizes of a button's text (and icon) inside the part the style draws it in."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import (
        QCheckBox,
        QPushButton,
        QRadioButton,
        QStyleOptionButton,
    )

    metrics = QFontMetrics(button.font())
    text = _plain(button.text())
    lines = text.split("\n")
    need = QSize(
        max(metrics.horizontalAdvance(line) for line in lines), metrics.height() * len(lines)
    )
    if not button.icon().isNull():
        need.setWidth(need.width() + button.iconSize().width() + 4)
    element = {
        QPushButton: QStyle.SubElement.SE_PushButtonContents,
        QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
        QRadioButton: QStyle.SubElement.SE_RadioButtonContents,
    }
    for kind, sub in element.items():
        if isinstance(button, kind):
            option = QStyleOptionButton()
            button.initStyleOption(option)
            room = button.style().subElementRect(sub, option, button)
            if kind is QPushButton:
                # What Fusion and the style sheets keep around the text in that rectangle.
                pad = (
                    button.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, button)
                    // 2
                )
                room = room.adjusted(pad, 0, -pad, 0)
            return need, room.size()
    # A tool button (or any other): its size hint is what it needs.
    return button.sizeHint(), button.size()


def _name_heading_problems(view, header, shown, section, text) -> list[str]:
    """The score sheets' name heading (ui/table/score_sheet.py) says how it draws a name: whole
    (smaller, or on two lines), or cut with "…" and its tooltip; a cut is allowed only for a
    name longer than the heading promises to keep whole."""
    from abyss_cards.ui.table.score_sheet import LONGEST_NAME

    problems = []
    lines, font, whole = shown(section)
    if not whole and len(text) <= LONGEST_NAME:
        problems.append(f"header {text!r} of {_name(view)} is cut: {lines!r}")
    if os.environ.get("ABYSS_SHOW_HEADINGS"):
        print(f"heading {text!r}: {lines!r} whole={whole} width={header.sectionSize(section)}")
    return problems


def _fitted_heading_problems(view, header, fit, section, text) -> list[str]:
    """A header that draws its own sections (wrapped, or in a smaller font) says with which
    font, flags and width: measured so."""
    font, flags, room = fit(section)
    need = QFontMetrics(font).boundingRect(
        QRect(0, 0, max(1, int(room)), 100_000), int(flags), text
    )
    if need.width() > room + 0.5 or need.height() > header.height():
        return [
            f"header {text!r} of {_name(view)} needs {need.width()}x"
            f"{need.height()}, has {room:.0f}x{header.height()}"
        ]
    return []


def _header_problems(view, header, orientation) -> list[str]:
    problems = []
    model = view.model()
    if model is None or not header.isVisible():
        return problems
    horizontal = orientation == Qt.Orientation.Horizontal
    from PySide6.QtCore import QModelIndex

    count = model.columnCount(QModelIndex()) if horizontal else model.rowCount(QModelIndex())
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    wrap = bool(header.defaultAlignment() & Qt.AlignmentFlag(int(Qt.TextFlag.TextWordWrap)))
    for section in range(count):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
        if text is None or str(text) == "":
            continue
        text = str(text)
        shown = getattr(header, "shown", None)
        if callable(shown):
            problems += _name_heading_problems(view, header, shown, section, text)
            continue
        fit = getattr(header, "section_fit", None)
        if callable(fit):
            problems += _fitted_heading_problems(view, header, fit, section, text)
            continue
        font = model.headerData(section, orientation, Qt.ItemDataRole.FontRole)
        font = header.font() if font is None else QFont(font).resolve(header.font())
        metrics = QFontMetrics(font)
        size = header.sectionSize(section)
        room = (size if horizontal else header.width()) - 2 * margin
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == section:
            room -= metrics.height()
        if wrap:
            need = metrics.boundingRect(
                QRect(0, 0, max(1, room), 100_000), int(Qt.TextFlag.TextWordWrap), text
            )
            tall = header.height() if horizontal else size
            if need.width() > room or need.height() > tall:
                problems.append(
                    f"header {text!r} of {_name(view)} needs {need.width()}x"
                    f"{need.height()}, has {room}x{tall}"
                )
        else:
            width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
            if width > room:
                problems.append(f"header {text!r} of {_name(view)} needs {width} px, has {room}")
    return problems


def _view_problems(view) -> list[str]:
    """Every column inside the viewport (no sideways scroll), the Total row in view, the headers
    and the cells' texts whole."""
    from PySide6.QtWidgets import QTableView, QTreeView

    problems: list[str] = []
    model = view.model()
    if model is None:
        return problems
    viewport = view.viewport().rect()
    headers = []
    if isinstance(view, QTableView):
        headers = [
            (view.horizontalHeader(), Qt.Orientation.Horizontal),
            (view.verticalHeader(), Qt.Orientation.Vertical),
        ]
    elif isinstance(view, QTreeView):
        headers = [(view.header(), Qt.Orientation.Horizontal)]
    for header, orientation in headers:
        problems += _header_problems(view, header, orientation)
    from PySide6.QtCore import QModelIndex

    # (A list model's columnCount is private in PySide6: a list has one column.)
    columns = model.columnCount(QModelIndex()) if headers else 1
    rows = model.rowCount(QModelIndex())
    horizontal: QHeaderView | None = headers[0][0] if headers else None
    if horizontal is not None and columns > 1:
        problems += _columns_out_of_view(view, horizontal, columns)
    # The Total row: the row named "Total" (its first cell or its row header) is in view.
    for row in range(rows):
        names = [model.headerData(row, Qt.Orientation.Vertical), model.index(row, 0).data()]
        if any(str(n or "").strip().lower() == "total" for n in names):
            rect = view.visualRect(model.index(row, 0))
            if view.isRowHidden(row) if isinstance(view, QTableView) else False:
                continue
            if not rect.isValid() or not viewport.contains(rect):
                problems.append(
                    f"the Total row of {_name(view)} is out of view ({rect.y()}.."
                    f"{rect.bottom()} in a viewport {viewport.height()} px tall)"
                )
    if isinstance(view, QTableView):
        problems += _cell_problems(view)
    return problems


def _columns_out_of_view(view, horizontal: QHeaderView, columns: int) -> list[str]:
    """Every shown column inside the viewport: no sideways scroll."""
    problems = []
    model = view.model()
    viewport = view.viewport().rect()
    for column in range(columns):
        if horizontal.isSectionHidden(column):
            continue
        left = horizontal.sectionViewportPosition(column)
        right = left + horizontal.sectionSize(column)
        if left < 0 or right > viewport.width():
            title = model.headerData(column, Qt.Orientation.Horizontal)
            problems.append(
                f"column {column} ({title!r}) of {_name(view)} is out of view: "
                f"{left}..{right} in a viewport {viewport.width()} px wide"
            )
    return problems


def _cell_problems(view) -> list[str]:
    """The texts of the cells in view fit their cells (wrapped as the view wraps them); a cell
    may elide its text only when its tooltip holds the whole text."""
    problems = []
    model = view.model()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    viewport = view.viewport().rect()
    flags = int(Qt.TextFlag.TextWordWrap) if view.wordWrap() else 0
    for row in range(model.rowCount()):
        if view.isRowHidden(row):
            continue
        for col in range(model.columnCount()):
            if view.isColumnHidden(col):
                continue
            index = model.index(row, col)
            cell = view.visualRect(index)
            if not cell.isValid() or not viewport.intersects(cell) or view.indexWidget(index):
                continue
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if text is None or isinstance(text, bool) or str(text) == "":
                continue
            text = str(text)
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(
                view.font() if font is None else QFont(font).resolve(view.font())
            )
            room = cell.width() - 2 * margin
            if index.data(Qt.ItemDataRole.DecorationRole) is not None:
                room -= view.iconSize().width() if view.iconSize().isValid() else metrics.height()
            need = metrics.boundingRect(QRect(0, 0, max(1, room), 100_000), flags, text)
            if need.width() <= room and need.height() <= cell.height() + 1:
                continue
            tip = index.data(Qt.ItemDataRole.ToolTipRole)
            if tip and text.rstrip("…").rstrip() in str(tip):  # elided, whole in the tooltip
                continue
            problems.append(
                f"cell ({row}, {col}) {text[:40]!r} of {_name(view)} needs "
                f"{need.width()}x{need.height()}, has {room}x{cell.height()}"
            )
    return problems


def cut_texts(top, screen=None) -> list[str]:
    """What is cut in the window ``top``: every visible label, button, group box title, dock
    title, tab and header section whose text needs more room than it has (word wrap taken into
    account; an elided text only with the whole text as its tooltip), every such widget not
    wholly inside its window (or, in a scrolling area, sideways outside the viewport), every
    item view's column out of view and Total row scrolled away, any sideways scroll bar, the
    texts drawn on a graphics view's canvas (``canvas_problems``), and a window bigger than
    ``screen`` (a QSize). Written over QWidget's children, so that a new
    screen is checked as soon as it exists."""
    problems: list[str] = []
    if screen is not None and (top.width() > screen.width() or top.height() > screen.height()):
        problems.append(
            f"the window {_name(top)} is {top.width()}x{top.height()}, "
            f"bigger than the screen {screen.width()}x{screen.height()}"
        )
    for widget in [top, *top.findChildren(QWidget)]:
        if not _on_screen(widget, top):
            continue
        need_room = _text_need(widget)
        problems += _container_problems(widget)
        if need_room is not None:
            problems += _cut_text_problems(widget, top, need_room)
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            problems += canvas_problems(widget)
    return problems


def cut_canvas_texts(view) -> list[str]:
    """What is cut on the table ``view`` shows: every visible item that can say whether its
    own text is cut (``text_is_cut()``, e.g. a Rami zone's title) and says so."""
    return [
        f"{type(item).__name__} {item.text_is_cut()!r}"
        for item in view.scene().items()
        if item.isVisible() and hasattr(item, "text_is_cut") and item.text_is_cut()
    ]


def canvas_problems(view) -> list[str]:
    """What is wrong with the texts a table draws on its canvas (the items that say what they
    draw, ``DrawsText`` of ui/table/items.py): a text cut with no tooltip holding it whole, a
    text beyond its item's box (cut there), or not wholly in the view's visible part, and two
    texts over each other (a caption on a seat's name, a banner on a count)."""
    from abyss_cards.ui.table.items import DrawsText

    problems: list[str] = []
    visible = QRectF(view.viewport().rect())
    shown = []
    for item in view.scene().items():
        if not isinstance(item, DrawsText) or not item.isVisible() or not item.text():
            continue
        if item.effectiveOpacity() <= 0.01:
            continue  # faded out: nothing on screen
        name = f"{type(item).__name__} {item.text()[:60]!r}"
        if item.shown_text() != item.text() and item.text() not in item.toolTip():
            problems.append(f"{name} is cut to {item.shown_text()!r} with no whole tooltip")
        rect = item.text_rect()
        if not _within(rect, item.boundingRect()):
            problems.append(
                f"{name} spills out of its box: {_box(rect)} in {_box(item.boundingRect())}"
            )
        on_view = view.viewportTransform().mapRect(item.mapRectToScene(rect))
        if not _within(on_view, visible):
            problems.append(f"{name} is not wholly in view: {_box(on_view)} in {_box(visible)}")
        shown.append((name, on_view))
    for i, (name, rect) in enumerate(shown):
        for other, other_rect in shown[i + 1 :]:
            common = rect.intersected(other_rect)
            if common.width() > 1 and common.height() > 1:
                problems.append(f"{name} and {other} are over each other at {_box(common)}")
    return problems


def _within(inner: QRectF, outer: QRectF) -> bool:
    """``inner`` inside ``outer``, give or take half a pixel (rounding) across and a pixel up
    and down (a font's line, ascent to descent, is a little taller than its pixel size: a line
    in a box of that size overhangs it by half a pixel each way, with no ink there)."""
    return outer.adjusted(-0.5, -1, 0.5, 1).contains(inner)


def _box(rect: QRectF) -> str:
    return f"{rect.width():.0f}x{rect.height():.0f}+{rect.x():.0f}+{rect.y():.0f}"


def _on_screen(widget, top) -> bool:
    """Is ``widget`` shown in the window ``top``, with a size, and not in a dock hidden behind
    another's tab?"""
    if not widget.isVisible() or widget.window() is not top:
        return False
    if widget.width() <= 0 or widget.height() <= 0:
        return False
    dock = widget if isinstance(widget, QDockWidget) else None
    parent = widget.parentWidget()
    while dock is None and parent is not None:
        dock = parent if isinstance(parent, QDockWidget) else None
        parent = parent.parentWidget()
    return dock is None or not dock.visibleRegion().isEmpty()


def _text_need(widget):
    """(needed width, height, room width, height) of the text of a label, button, combo box,
    line edit or group box title; ``None`` for a widget with no such text."""
    if isinstance(widget, QLabel):
        if widget.text() and (widget.pixmap() is None or widget.pixmap().isNull()):
            width, height, room = _label_need(widget)
            return (width, height, room.width(), room.height())
    elif isinstance(widget, QAbstractButton):
        if widget.text() and not widget.objectName().startswith("qt_"):
            need, room = _button_need(widget)
            return (need.width(), need.height(), room.width(), room.height())
    elif isinstance(widget, QComboBox) and not widget.isEditable() and widget.currentText():
        return _combo_need(widget)
    elif isinstance(widget, QLineEdit) and (widget.text() or widget.placeholderText()):
        return _line_edit_need(widget)
    elif isinstance(widget, QGroupBox) and widget.title():
        metrics = QFontMetrics(widget.font())
        return (metrics.horizontalAdvance(_plain(widget.title())), 0, widget.width() - 12, 0)
    return None


def _container_problems(widget) -> list[str]:
    """What is cut in a dock's title, a tab bar or an item view, and a sideways scroll bar."""
    problems: list[str] = []
    if isinstance(widget, QDockWidget) and widget.titleBarWidget() is None:
        problems += _dock_title_problems(widget)
    elif isinstance(widget, QTabBar):
        problems += _tab_problems(widget)
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
        problems += _view_problems(widget)
    if (
        isinstance(widget, QAbstractScrollArea)
        and not isinstance(widget, QGraphicsView)
        and not isinstance(widget, QTextEdit)
        and widget.horizontalScrollBar().isVisible()
    ):
        problems.append(f"{_name(widget)} scrolls sideways")
    return problems


def _cut_text_problems(widget, top, need_room) -> list[str]:
    """A text needing more room than ``widget`` gives it (unless elided with the whole text as
    its tooltip), and ``widget`` not wholly in view in ``top``."""
    problems: list[str] = []
    need_w, need_h, room_w, room_h = need_room
    if need_w > room_w + 0.5 or need_h > room_h + 1.5:
        tip = widget.toolTip()
        elided = widget.text().endswith("…") if hasattr(widget, "text") else False
        if not (elided and tip):
            problems.append(
                f"{_name(widget)} needs {need_w:.0f}x{need_h:.0f} px, has {room_w}x{room_h}"
            )
    visible, _viewport = _clip_ancestor(widget, top)
    if visible != widget.rect():
        problems.append(
            f"{_name(widget)} is cut by its window or its parent: "
            f"{visible.width()}x{visible.height()} of "
            f"{widget.width()}x{widget.height()} in view"
        )
    return problems


def _line_edit_need(edit):
    """(needed width, height, room width, height) of a line edit's text, or of its placeholder
    while it is empty (the words that say what to type)."""
    from PySide6.QtWidgets import QStyleOptionFrame

    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    room = room.adjusted(margins.left() + 2, margins.top(), -margins.right() - 2, -margins.bottom())
    metrics = QFontMetrics(edit.font())
    text = edit.text() or edit.placeholderText()
    return metrics.horizontalAdvance(text), metrics.height(), room.width(), room.height()


def _combo_need(combo):
    """(needed width, height, room width, height) of a combo box's chosen text."""
    from PySide6.QtWidgets import QStyleOptionComboBox

    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    metrics = QFontMetrics(combo.font())
    need = metrics.horizontalAdvance(combo.currentText())
    if not combo.itemIcon(combo.currentIndex()).isNull():
        need += combo.iconSize().width() + 4
    return need, metrics.height(), room.width(), room.height()


def _dock_title_problems(dock) -> list[str]:
    from PySide6.QtWidgets import QStyleOptionDockWidget

    title = _plain(dock.windowTitle())
    if not title or dock.isFloating():
        return []
    buttons = [
        b
        for b in dock.findChildren(QAbstractButton)
        if b.objectName().startswith("qt_dockwidget_") and b.isVisible()
    ]
    right = min([b.x() for b in buttons], default=dock.width())
    option = QStyleOptionDockWidget()
    option.initFrom(dock)
    option.rect = QRect(0, 0, right, QFontMetrics(dock.font()).height() + 4)
    option.title = title
    option.closable = option.movable = option.floatable = False
    room = (
        dock.style()
        .subElementRect(QStyle.SubElement.SE_DockWidgetTitleBarText, option, dock)
        .width()
    )
    need = QFontMetrics(dock.font()).horizontalAdvance(title)
    if need > room:
        return [f"the dock title {title!r} needs {need} px, has {room}"]
    return []


def _tab_problems(bar) -> list[str]:
    problems = []
    metrics = QFontMetrics(bar.font())
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text = _plain(bar.tabText(i))
        rect = bar.tabRect(i)
        need = metrics.horizontalAdvance(text) + space
        if not bar.tabIcon(i).isNull():
            need += bar.iconSize().width() + 4
        if need > rect.width():
            problems.append(f"the tab {text!r} needs {need} px, has {rect.width()}")
        if not bar.rect().contains(rect):
            problems.append(f"the tab {text!r} is outside its tab bar ({rect} in {bar.rect()})")
    return problems


def settle_all(passes: int = 4) -> None:
    """``settle``, and the widgets given to ``deleteLater`` really gone (a test has no event
    loop of its own to delete them, and a page rebuilt leaves its old labels behind)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(passes):
        QApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
