"""Every text of the Marquoir reads at WCAG AA (4.5:1) on what it is drawn on, in every table
theme (issue 15): the labels of the screen and its dialogs (with their banners), every cell of
every table (selected or not), column titles, the placeholder, the keyboard help line that was
grey on grey (1.6:1), and every text the pictures and the PDF paint.

Text of a disabled control is left out, as WCAG 1.4.3 does ("inactive user interface
components"); a label is never disabled to look grey."""

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QLineEdit,
    QWidget,
)
from test_contrast import contrast as wcag_contrast
from ui_checks import settle

from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet, sheet_from_mapping
from abyss_cards.storage.settings import TABLE_THEMES, Settings
from abyss_cards.ui import marquoir
from abyss_cards.ui.marquoir import colours
from abyss_cards.ui.marquoir.charts import bars_of, paint_sheet_bars, paint_totals
from abyss_cards.ui.marquoir.pdf import paint_sheet
from abyss_cards.ui.marquoir.sheet_editor import SheetDialog

AA = 4.5
Group, Role = QPalette.ColorGroup, QPalette.ColorRole

LONG = {
    "date": "2025-01-11",
    "note": "Chez Émilie-Françoise",
    "players": [
        {
            "name": "Émilie-Françoise",
            "locations": 21,
            "lords": 36,
            "allies": 13,
            "monsters": 6,
            "pearls": 5,
            "best_lord": 11,
        },
        {
            "name": "Marie-Charlotte de La Tour d'Auvergne",
            "locations": 17,
            "lords": 40,
            "allies": 15,
            "monsters": 8,
            "pearls": 2,
            "best_lord": 12,
        },
    ],
}


def background_of(widget: QWidget) -> QColor:
    """The colour under ``widget``: that of the nearest widget (itself or a parent) that
    paints its own background (a style sheet's, or filled), else its window's."""
    w = widget
    while w is not None:
        if (
            w.testAttribute(Qt.WidgetAttribute.WA_StyledBackground)
            or w.autoFillBackground()
            or w.isWindow()
        ):
            role = w.backgroundRole()
            return w.palette().color(Role.Window if role == Role.NoRole else role)
        w = w.parentWidget()
    return widget.palette().color(Role.Window)


def widget_pairs(root: QWidget) -> list[tuple[str, QColor, QColor]]:
    """(where, text colour, background) of every visible text widget under ``root``."""
    pairs = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root.window()) or not w.isVisible():
            continue
        where = f"{type(w).__name__} {w.objectName() or ''}".strip()
        if isinstance(w, QLabel) and w.text().strip():
            group = Group.Active if w.isEnabled() else Group.Disabled
            pairs.append(
                (
                    f"{where} «{w.text()[:30]}»",
                    w.palette().color(group, w.foregroundRole()),
                    background_of(w),
                )
            )
        elif isinstance(w, QAbstractButton) and w.isEnabled() and w.text().strip():
            pairs.append(
                (
                    f"{where} «{w.text()[:30]}»",
                    w.palette().color(Role.ButtonText),
                    w.palette().color(Role.Button),
                )
            )
        elif isinstance(w, QLineEdit) and w.isEnabled():
            p = w.palette()
            pairs.append((f"{where} text", p.color(Role.Text), p.color(Role.Base)))
            if w.placeholderText():
                pairs.append(
                    (f"{where} placeholder", p.color(Role.PlaceholderText), p.color(Role.Base))
                )
        elif isinstance(w, QHeaderView) and w.model() is not None:
            p = w.palette()
            pairs.append((f"{where} titles", p.color(Role.ButtonText), p.color(Role.Button)))
        if (
            isinstance(w, QAbstractItemView)
            and not isinstance(w, QHeaderView)
            and w.model() is not None
        ):
            pairs += cell_pairs(w)
    return pairs


def cell_pairs(view: QAbstractItemView) -> list[tuple[str, QColor, QColor]]:
    """Each cell's text on its background, and the selection's colours (the focused window's
    and the others')."""
    model, p = view.model(), view.palette()
    name = view.objectName() or type(view).__name__
    pairs = [
        (
            f"{name} selected ({group.name})",
            p.color(group, Role.HighlightedText),
            p.color(group, Role.Highlight),
        )
        for group in (Group.Active, Group.Inactive)
    ]
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            index = model.index(row, col)
            if not index.data():
                continue
            fg = index.data(Qt.ItemDataRole.ForegroundRole)
            bg = index.data(Qt.ItemDataRole.BackgroundRole)
            base = p.color(
                Role.AlternateBase if view.alternatingRowColors() and row % 2 else Role.Base
            )
            pairs.append(
                (
                    f"{name} ({row}, {col}) «{index.data()}»",
                    fg.color() if fg is not None else p.color(Role.Text),
                    bg.color() if bg is not None else base,
                )
            )
    return pairs


def too_low(pairs):
    return [
        (where, fg.name(), bg.name(), round(colours.contrast(fg, bg), 2))
        for where, fg, bg in pairs
        if colours.contrast(fg, bg) < AA
    ]


# -- the checker itself ----------------------------------------------------------------------


def test_the_checker_sees_the_old_grey_help_line(qapp):
    """A disabled label, as the keyboard help line was, fails; the formula is the WCAG one."""
    page = QWidget()
    label = QLabel("Tab or Enter: next cell", page)
    label.setEnabled(False)
    page.show()
    low = too_low(widget_pairs(page))
    assert low and low[0][3] < 2, low
    assert colours.contrast(QColor("#bebebe"), QColor("#efefef")) == pytest.approx(
        wcag_contrast(QColor("#bebebe"), QColor("#efefef"))
    )
    # Qt's own selection blue under white text is below AA: the readable palette fixes it.
    fusion = QPalette(QColor("#efefef"))
    fusion.setColor(Role.Highlight, QColor("#308cc6"))
    fusion.setColor(Role.HighlightedText, QColor("#ffffff"))
    assert colours.contrast(QColor("#ffffff"), QColor("#308cc6")) < AA
    fixed = colours.readable_palette(fusion)
    assert colours.contrast(fixed.color(Role.HighlightedText), fixed.color(Role.Highlight)) >= AA
    # And the other way round: dark text on a dark selection gets a lighter one.
    dark = QPalette(fusion)
    dark.setColor(Role.Highlight, QColor("#303030"))
    dark.setColor(Role.HighlightedText, QColor("#000000"))
    fixed = colours.readable_palette(dark)
    assert colours.contrast(fixed.color(Role.HighlightedText), fixed.color(Role.Highlight)) >= AA
    page.close()


def test_muted_text_is_softer_yet_readable_on_light_and_dark(qapp):
    for text, window in (("#000000", "#efefef"), ("#ffffff", "#202020"), ("#e8eaf0", "#2b2f3a")):
        colour = colours.muted(QColor(text), QColor(window))
        assert (
            AA
            <= colours.contrast(colour, QColor(window))
            < colours.contrast(QColor(text), QColor(window))
        )


# -- the Marquoir in each theme -----------------------------------------------------------------


@pytest.fixture
def marquoir_window(qapp, qtbot):
    from abyss_cards.ui.main_window import MainWindow

    def open_(theme_name: str):
        window = MainWindow(Settings(table_theme=theme_name), language="en")
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        store = MarquoirStore()
        store.add(sheet_from_mapping(LONG))
        store.close()
        screen = marquoir.screenshot_screen(window, (1280, 800))
        window.show_screen(screen)
        settle()
        return window, screen

    return open_


@pytest.mark.parametrize("name", TABLE_THEMES)
def test_every_text_of_the_screen_reads_at_aa(marquoir_window, name):
    window, screen = marquoir_window(name)
    # The banners too: a draft to resume, a problem notice.
    screen.banner_label.setText("A sheet you were typing was not saved.")
    screen.banner.show()
    screen.show_notice(lambda: "The score history could not be read.")
    pairs = []
    for tab in range(screen.tabs.count()):
        screen.tabs.setCurrentIndex(tab)
        settle()
        pairs += widget_pairs(screen)
    wheres = " ".join(w for w, _f, _b in pairs)
    for part in (
        "marquoir-sheets selected",
        "marquoir-detail (",
        "marquoir-stats (",
        "A sheet you were typing",
        "marquoir-notice",
        "titles",
    ):
        assert part in wheres, part
    banner = next(bg for w, _f, bg in pairs if "A sheet you were typing" in w)
    assert banner == colours.BANNER_BG  # measured on the banner, not on the window
    assert len(pairs) > 100
    assert not too_low(pairs), too_low(pairs)


@pytest.mark.parametrize("name", TABLE_THEMES)
def test_every_text_of_the_sheet_dialog_and_helper_reads_at_aa(marquoir_window, name):
    window, screen = marquoir_window(name)
    dialog = SheetDialog(screen.store.player_names(), sheet=screen.current_sheet(), parent=screen)
    dialog.show()
    settle()
    pairs = widget_pairs(dialog)
    hint = [p for p in pairs if "marquoir-sheet-hint" in p[0]]
    assert hint, "the keyboard help line is checked"
    # Softer than the other texts, and still at AA.
    assert hint[0][1] != dialog.palette().color(Role.WindowText)
    # An invalid and an empty cell (their own backgrounds) and the placeholder.
    dialog.editor.model.set_cell(0, "lords", "many")
    dialog.editor.model.set_cell(1, "pearls", "")
    dialog.editor.note_edit.clear()
    settle()
    pairs += widget_pairs(dialog)
    assert any("placeholder" in p[0] for p in pairs)
    helper = dialog.editor.open_helper_for("allies") or dialog.editor._helper
    settle()
    pairs += widget_pairs(helper)
    helper.reject()
    assert not too_low(pairs), too_low(pairs)
    dialog.keep_draft = lambda: True
    dialog.close()


def test_every_text_the_pictures_and_the_pdf_paint_reads_at_aa(qapp):
    sheet = sheet_from_mapping(marquoir.SCREENSHOT_SHEETS[-1])
    image = QImage(900, 1200, QImage.Format.Format_RGB32)
    drawn: list = []
    painter = QPainter(image)
    paint_sheet_bars(painter, QRectF(0, 0, 900, 400), bars_of(sheet), drawn)
    paint_sheet_bars(painter, QRectF(0, 0, 900, 400), [], drawn)  # "Choose a sheet…"
    points = [("2024-09-14", 74, False), ("2024-10-05", 76, True), ("2024-12-28", 79, True)]
    paint_totals(painter, QRectF(0, 400, 900, 300), "Chloé", points, drawn)
    paint_totals(painter, QRectF(0, 400, 900, 300), "", [], drawn)
    paint_sheet(painter, sheet, QRectF(0, 0, 900, 1200), inks=drawn)
    painter.end()
    texts = {t for t, _f, _b in drawn}
    # The numbers inside each bar (on its category's colour), the gold winner, the PDF table.
    assert {"19", "34", "14", "7"} <= texts and "★ 79" in texts and "1st" in texts
    assert any(b == colours.CATEGORY_COLOURS["allies"] for _t, _f, b in drawn)
    assert any(b == colours.WINNER for _t, _f, b in drawn)
    assert not too_low(drawn), too_low(drawn)


def test_two_player_sheet_shows_no_grey_text_either(qapp):
    """A sheet of two players, without a tie: still no text below AA in the pictures."""
    sheet = Sheet(
        "2024-05-01",
        (PlayerScore("Ana", 1, 2, 3, 4, 5, 6), PlayerScore("Léo", 20, 30, 10, 4, 1, 9)),
    )
    image = QImage(400, 300, QImage.Format.Format_RGB32)
    drawn: list = []
    painter = QPainter(image)
    paint_sheet_bars(painter, QRectF(0, 0, 400, 300), bars_of(sheet), drawn)
    painter.end()
    assert drawn and not too_low(drawn), too_low(drawn)
    assert QApplication.instance() is not None
