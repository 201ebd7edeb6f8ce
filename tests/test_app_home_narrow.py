"""The home screen in small windows: every tile's whole description gets the height its text
needs, and is inside the page's visible area or reachable by scrolling it; nothing is cut at the
sides (the page only ever scrolls vertically)."""

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect
from PySide6.QtWidgets import QApplication

from abyss_cards import i18n
from abyss_cards.games import registry
from abyss_cards.storage import autosave
from abyss_cards.storage.settings import load_settings
from abyss_cards.ui.games import GameEntry
from abyss_cards.ui.main_window import MainWindow

SIZES = [(640, 480), (800, 560), (1024, 640), (1920, 1080)]


@pytest.fixture
def make_window(qtbot):
    app = QApplication.instance()
    locale_before = QLocale()

    def make(lang: str, size: tuple[int, int]) -> MainWindow:
        for translator in getattr(app, "_abyss_translators", []):
            app.removeTranslator(translator)
        app._abyss_translators = i18n.install(app, lang)
        window = MainWindow(load_settings(), language=lang)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        for _ in range(5):
            QCoreApplication.processEvents()
        return window

    yield make
    for translator in getattr(app, "_abyss_translators", []):
        app.removeTranslator(translator)
    app._abyss_translators = i18n.install(app, "en")
    QLocale.setDefault(locale_before)


def content_rect(widget, home) -> QRect:
    """The widget's rectangle in the coordinates of the page's scrolled content."""
    return QRect(widget.mapTo(home.content, QPoint(0, 0)), widget.size())


def check_home(window) -> None:
    home = window.home
    viewport = home.scroll_area.viewport()
    assert window.width() >= 640
    # Only vertical scrolling: the content is exactly as wide as the visible area.
    assert home.content.width() <= viewport.width()
    scroll_bar = home.scroll_area.verticalScrollBar()
    reachable = QRect(0, 0, viewport.width(), viewport.height() + scroll_bar.maximum())
    assert home.content.height() <= reachable.height()
    for key, tile in home.tiles.items():
        blurb = tile.blurb
        assert blurb.isVisibleTo(window), key
        assert blurb.wordWrap()
        # The whole text: at least the height the wrapped text needs at the label's width...
        assert blurb.heightForWidth(blurb.width()) <= blurb.height(), (key, blurb.text())
        needed = (
            blurb.fontMetrics()
            .boundingRect(
                QRect(0, 0, blurb.contentsRect().width(), 10_000),
                int(blurb.alignment()) | 0x1000,  # Qt.TextWordWrap
                blurb.text(),
            )
            .height()
        )
        assert needed <= blurb.contentsRect().height(), (key, blurb.text())
        # ... inside its tile, and inside the scrollable page.
        assert tile.rect().contains(QRect(blurb.mapTo(tile, QPoint(0, 0)), blurb.size())), key
        assert reachable.contains(content_rect(blurb, home)), key
        assert reachable.contains(content_rect(tile, home)), key
        for button in (tile.open_button, tile.resume_button, tile.learn_button):
            if button.isVisibleTo(window):
                assert button.width() >= button.sizeHint().width(), (key, button.text())
                assert reachable.contains(content_rect(button, home)), (key, button.text())


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_description_is_whole_and_reachable(make_window, lang, size):
    check_home(make_window(lang, size))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_tiles_with_resume_buttons_fit(make_window, monkeypatch, lang, size):
    # A save for every game adds a third button to every tile (New game, Resume, Learn by
    # playing): they must still fit.
    monkeypatch.setattr(GameEntry, "available", lambda self: True)
    for game in registry.BUILT_IN:
        autosave.save(game, {"engine": {}})
    window = make_window(lang, size)
    assert all(
        window.home.tiles[game].resume_button.isVisibleTo(window)
        and window.home.tiles[game].learn_button.isVisibleTo(window)
        for game in registry.BUILT_IN
    )
    check_home(window)


def test_a_small_window_scrolls_to_the_last_tile(make_window):
    window = make_window("fr", (640, 480))
    home = window.home
    bar = home.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0  # 640x480 is too small for the four tiles' whole texts
    last = home.tiles["marquoir"]
    home.scroll_area.ensureWidgetVisible(last.blurb)
    QCoreApplication.processEvents()
    top_left = last.blurb.mapTo(home.scroll_area.viewport(), QPoint(0, 0))
    assert home.scroll_area.viewport().rect().contains(QRect(top_left, last.blurb.size()))


def test_wide_windows_need_no_scrolling(make_window):
    for size in ((1024, 640), (1920, 1080)):
        window = make_window("fr", size)
        assert window.home.scroll_area.verticalScrollBar().maximum() == 0
        assert not any(tile.compact for tile in window.home.tiles.values())
