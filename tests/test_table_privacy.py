"""The hot-seat page of the table library: it names who is called and why, lists what happened
since (the latest few), and one key or click hands the screen over."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow
from ui_checks import inside_window, settle

from abyss_cards.ui import theme
from abyss_cards.ui.table.privacy import SHOWN_HAPPENINGS, PrivacyPage


def make_page(qtbot, size):
    pressed = []
    window = QMainWindow()
    window.setStyleSheet(theme.style_sheet("green"))
    page = PrivacyPage("testPrivacy", lambda: pressed.append(True))
    window.setCentralWidget(page)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window, page, pressed


def test_the_page_says_who_why_and_what_happened_and_hands_over_on_enter(qtbot):
    window, page, pressed = make_page(qtbot, (1024, 640))
    happenings = [f"Léo a joué le coup numéro {i}." for i in range(1, 13)]
    page.show_for(
        "Au tour de Léa",
        "Léo vient de finir son tour.",
        happenings,
        "Je suis Léa : montrer ma main",
        "Depuis votre dernier tour",
    )
    settle()
    assert page.heading.text() == "Au tour de Léa"
    listed = page.since.text().splitlines()
    assert len(listed) == SHOWN_HAPPENINGS
    assert listed[-1].endswith("coup numéro 12.") and "numéro 4." not in page.since.text()
    page.setFocus()
    qtbot.keyClick(page.button, Qt.Key.Key_Return)
    assert pressed == [True]
    qtbot.mouseClick(page.button, Qt.MouseButton.LeftButton)
    assert pressed == [True, True]


def test_nothing_since_hides_the_list(qtbot):
    window, page, _ = make_page(qtbot, (1024, 640))
    page.show_for("Au tour de Léa", "", [], "Montrer ma main", "Depuis votre dernier tour")
    settle()
    assert not page.since.isVisible() and not page.since_title.isVisible()
    assert not page.reason.isVisible()


def test_long_texts_stay_whole_inside_the_window(qtbot):
    for size in ((640, 480), (1024, 640), (1920, 1080)):
        window, page, _ = make_page(qtbot, size)
        name = "Émilie-Françoise de La Tour-Lamballe"
        page.show_for(
            f"Au tour de {name}",
            f"{name} doit décider d'acheter un Allié. " * 3,
            [f"{name} a exploré : 3 de poulpes, acheté pour 1 perle."] * 9,
            f"Je suis {name} : continuer",
            "Depuis votre dernier tour",
        )
        settle()
        parts = (page.heading, page.reason, page.since_title, page.since, page.button)
        for label in parts[:-1]:
            assert label.height() >= label.heightForWidth(label.width()), label.objectName()
        for above, below in zip(parts, parts[1:], strict=False):
            assert above.geometry().bottom() < below.geometry().top(), (size, above.objectName())
        # Whole on screen where it fits; in a small window the page scrolls to the button.
        page.scroll_area.ensureWidgetVisible(page.button)
        settle()
        assert inside_window(window, page.button), size
        if size != (640, 480):
            assert inside_window(window, page.heading), size
        assert not page.scroll_area.horizontalScrollBar().isVisible()
        fm = page.button.fontMetrics()
        assert page.button.width() >= fm.horizontalAdvance(page.button.text())
        window.close()
