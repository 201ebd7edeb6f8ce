"""The Marquoir in small windows: the row of buttons flows onto more lines instead of cutting
their texts, so every control is whole (at least its size hint) and inside the screen, from
640 px up, in French and English; the chosen sheet scrolls rather than its parts overlapping."""

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect
from PySide6.QtWidgets import QApplication
from ui_checks import cut_texts

from abyss_cards import i18n
from abyss_cards.storage.marquoir import PlayerScore, Sheet
from abyss_cards.storage.settings import load_settings
from abyss_cards.ui import marquoir
from abyss_cards.ui.main_window import MainWindow

SIZES = [(640, 480), (800, 560), (1024, 640), (1920, 1080)]
PLAYERS = (PlayerScore("Amélie", 19, 34, 14, 7, 4, 11), PlayerScore("Chloé", 17, 41, 15, 6, 6, 10))


@pytest.fixture
def open_marquoir(qtbot):
    app = QApplication.instance()
    locale_before = QLocale()

    def open_(lang: str, size: tuple[int, int]):
        for translator in getattr(app, "_abyss_translators", []):
            app.removeTranslator(translator)
        app._abyss_translators = i18n.install(app, lang)
        window = MainWindow(load_settings(), language=lang)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        screen = marquoir.screenshot_screen(window, size)  # the seeded sheets
        window.show_screen(screen)
        settle()
        return window, screen

    yield open_  # closing the window (qtbot) leaves the screen and closes its store
    for translator in getattr(app, "_abyss_translators", []):
        app.removeTranslator(translator)
    app._abyss_translators = i18n.install(app, "en")
    QLocale.setDefault(locale_before)


def settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


def controls(screen):
    return [
        screen.new_button,
        screen.correct_button,
        screen.delete_button,
        screen.undo_button,
        screen.redo_button,
        screen.player_label,
        screen.filter_combo,
        screen.import_button,
        screen.export_button,
        screen.pdf_button,
    ]


def check_top_row(window, screen) -> None:
    inside = screen.rect()
    rects = []
    for control in controls(screen):
        name = control.objectName() or control.text()
        assert control.isVisibleTo(window), name
        assert control.width() >= control.sizeHint().width(), name  # the whole text
        rect = QRect(control.mapTo(screen, QPoint(0, 0)), control.size())
        assert inside.contains(rect), (name, rect, inside)
        rects.append((name, rect))
    for i, (name, rect) in enumerate(rects):
        for other, other_rect in rects[i + 1 :]:
            assert not rect.intersects(other_rect), (name, other)
    # The row ends above the rest of the screen.
    bottom = max(rect.bottom() for _, rect in rects)
    assert bottom < screen.splitter.mapTo(screen, QPoint(0, 0)).y()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_control_is_whole_and_inside(open_marquoir, lang, size):
    window, screen = open_marquoir(lang, size)
    check_top_row(window, screen)
    # The long texts of Undo/Redo after a change ("Annuler l’ajout de la feuille du …") too.
    screen.save(Sheet("2024-12-28", PLAYERS))
    settle()
    assert len(screen.undo_button.toolTip()) > 20
    check_top_row(window, screen)
    screen.undo_stack.undo()
    settle()
    assert screen.redo_button.isEnabled() and len(screen.redo_button.toolTip()) > 20
    check_top_row(window, screen)


def one_row(screen) -> bool:
    tops = {c.mapTo(screen, QPoint(0, 0)).y() + c.height() // 2 for c in controls(screen)}
    return max(tops) - min(tops) <= 2


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_undo_text_never_pushes_the_row_onto_two_lines(open_marquoir, lang):
    """Issue 24: at 1024×640 "Annuler l’ajout de la feuille du 01/12/2026" made the row two
    lines high. The buttons say "Undo"/"Redo" whatever the change; the change is in the
    tooltip and for screen readers."""
    window, screen = open_marquoir(lang, (1024, 640))
    assert one_row(screen)
    height = screen.new_button.height()
    words = {"fr": ("Annuler", "Rétablir"), "en": ("Undo", "Redo")}[lang]
    screen.save(Sheet("2024-12-28", PLAYERS))
    added = screen.undo_stack.command(0).sheet
    corrected = Sheet("2024-12-28", PLAYERS[::-1], uid=added.uid)
    # Adding, then correcting: "Annuler la correction de la feuille du 28/12/2024", the longest.
    for change in (lambda: None, lambda: screen.save(corrected, before=added)):
        change()
        settle()
        assert screen.undo_button.isEnabled()
        assert screen.undo_button.text() == words[0]
        assert screen.undo_button.toolTip().startswith(words[0] + " ")
        assert len(screen.undo_button.toolTip()) > 20
        assert screen.undo_button.accessibleDescription() == screen.undo_button.toolTip()
        assert one_row(screen), screen.undo_button.toolTip()
        assert screen.new_button.height() == height
        assert not [p for p in cut_texts(window) if "marquoir-screen" in p or "Undo" in p], (
            cut_texts(window)
        )
    screen.undo_stack.undo()
    settle()
    assert screen.redo_button.text() == words[1] and one_row(screen)
    assert screen.redo_button.toolTip().startswith(words[1] + " ")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_one_line_when_it_fits(open_marquoir, lang):
    window, screen = open_marquoir(lang, (1920, 1080))
    assert one_row(screen)
    # The file buttons stay at the right end, as before.
    right = screen.pdf_button.mapTo(screen, QPoint(screen.pdf_button.width(), 0)).x()
    assert right >= screen.width() - 20


def test_narrow_window_flows_onto_more_lines(open_marquoir):
    window, screen = open_marquoir("fr", (640, 480))
    # The file buttons go under the first line of buttons.
    new, pdf = screen.new_button, screen.pdf_button
    assert pdf.mapTo(screen, QPoint(0, 0)).y() > new.mapTo(screen, QPoint(0, new.height())).y()
    # The chosen sheet: its parts one under another, scrolling instead of overlapping.
    assert screen.detail_view.geometry().bottom() < screen.detail_text.geometry().top()
    assert screen.detail_text.geometry().bottom() < screen.sheet_chart.geometry().top()
    assert screen.sheet_chart.height() >= screen.sheet_chart.minimumHeight()
    viewport = screen.sheet_scroll.viewport()
    assert screen.sheet_scroll.widget().width() <= viewport.width()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_both_sides_fit_in_the_window(open_marquoir, size):
    window, screen = open_marquoir("fr", size)
    right = screen.tabs.mapTo(screen, QPoint(screen.tabs.width(), 0)).x()
    assert right <= screen.width()
