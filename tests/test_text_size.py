"""The text size setting: automatic from the window's size (today's size up to 1280 × 800, larger
at 1920 × 1080), or a chosen percent, applied live to the whole app."""

import pytest
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget
from ui_checks import settle

from abyss_cards.games import registry
from abyss_cards.storage.settings import TEXT_SIZES, Settings, load_settings, save_settings
from abyss_cards.ui import text_size, theme


@pytest.fixture
def app(qapp):
    yield qapp
    text_size._restore()


class Window(QMainWindow):
    """The part of the main window the text size needs: settings and ``apply_theme``."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        page = QWidget()
        layout = QVBoxLayout(page)
        self.plain = QLabel("Plain words")
        self.status = QLabel("A bold status line")
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.status.setFont(font)
        layout.addWidget(self.plain)
        layout.addWidget(self.status)
        self.setCentralWidget(page)
        self.resize(1280, 800)
        self.apply_theme()

    def apply_theme(self) -> None:
        theme.apply(self)


def test_automatic_size_follows_the_window_in_steps():
    auto = text_size.automatic_percent
    assert auto(640, 480) == 100
    assert auto(1024, 640) == 100
    assert auto(1280, 800) == 100
    assert auto(1366, 768) == 100  # never smaller than today's
    assert auto(1920, 1080) == 130
    assert auto(1920, 1040) == 130  # a maximised window under a panel
    assert auto(1600, 900) == 110
    assert auto(3840, 2160) == 150
    # Just past a step up, the size shown is kept (no flicker on a drag of the edge).
    assert auto(1417, 890, current=100) == 100
    assert auto(1460, 920, current=100) == 110
    assert auto(1280, 800, current=130) == 100


def test_setting_is_validated_and_saved(abyss_home):
    assert Settings().text_size == text_size.AUTOMATIC
    assert set(TEXT_SIZES) >= {0, 90, 100, 150}
    for bad in (125, 80, 200, True, "120", 120.0, None):
        assert Settings(text_size=bad).validated().text_size == 0
    save_settings(Settings(text_size=140))
    assert load_settings().text_size == 140


def test_default_leaves_small_windows_as_they_were(app):
    base = text_size.base_font().pointSizeF()
    window = Window(Settings())
    for size in ((1024, 640), (1280, 800)):
        window.resize(*size)
        window.findChild(text_size._Follower).update_now()
        assert text_size.percent() == 100
        assert app.font().pointSizeF() == pytest.approx(base)
        assert window.plain.font().pointSizeF() == pytest.approx(base)
    assert "30pt" in window.styleSheet()  # the home title as drawn today


def test_large_window_grows_every_text_together(app):
    base = text_size.base_font().pointSizeF()
    window = Window(Settings())
    status_before = window.status.font().pointSizeF()
    window.resize(1920, 1080)
    window.show()
    settle()
    window.findChild(text_size._Follower).update_now()
    assert text_size.percent() == 130
    assert window.plain.font().pointSizeF() == pytest.approx(base * 1.3)
    # A text with a size of its own grows by the same ratio, and stays bold.
    assert window.status.font().pointSizeF() == pytest.approx(status_before * 1.3)
    assert window.status.font().bold()
    assert "39.0pt" in window.styleSheet()  # 30pt home title × 1.3
    # A dialog opened now uses the same size.
    label = QLabel("In a dialog")
    assert label.font().pointSizeF() == pytest.approx(base * 1.3)
    # Back to a small window: back to today's sizes.
    window.resize(1024, 640)
    window.findChild(text_size._Follower).update_now()
    assert text_size.percent() == 100
    assert window.plain.font().pointSizeF() == pytest.approx(base)
    assert window.status.font().pointSizeF() == pytest.approx(status_before)
    window.close()


def test_resize_is_followed_after_the_burst(app, qtbot):
    window = Window(Settings())
    window.show()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: text_size.percent() == 130, timeout=60000)
    window.close()


def test_chosen_size_applies_at_any_window_size_and_live(app):
    base = text_size.base_font().pointSizeF()
    window = Window(Settings(text_size=120))
    window.resize(1024, 640)
    assert text_size.percent() == 120
    assert window.plain.font().pointSizeF() == pytest.approx(base * 1.2)
    window.settings.text_size = 90
    window.apply_theme()  # what the settings dialog's OK does
    assert text_size.percent() == 90
    assert window.plain.font().pointSizeF() == pytest.approx(base * 0.9)
    window.resize(1920, 1080)
    window.findChild(text_size._Follower).update_now()
    assert text_size.percent() == 90  # chosen, not automatic


def test_style_sheet_scaling_touches_only_point_sizes():
    sheet = "QLabel { font-size: 10pt; padding: 8px 18px; } QPushButton { font-size: 12.5pt; }"
    assert theme.scaled(sheet, 1.0) == sheet
    out = theme.scaled(sheet, 1.2)
    assert "font-size: 12.0pt" in out and "font-size: 15.0pt" in out
    assert "padding: 8px 18px" in out


def test_an_old_window_going_away_leaves_the_new_one_as_it_is(app):
    import shiboken6

    old = Window(Settings())
    new = Window(Settings())
    new.resize(1920, 1080)
    new.findChild(text_size._Follower).update_now()
    assert text_size.percent() == 130
    old.resize(1024, 640)  # only the window shown last decides
    assert text_size.percent() == 130
    shiboken6.delete(old)
    settle()
    assert text_size.percent() == 130
    shiboken6.delete(new)
    settle()
    assert text_size.percent() == 100  # later dialogs start from the usual size


@pytest.mark.parametrize("game", registry.keys())
def test_mid_game_the_docks_grow_with_the_text_and_stay_whole(app, game):
    """A window maximised mid-game: the texts grow, the docks make room, no cell is cut."""
    from PySide6.QtWidgets import QDockWidget, QTableView
    from ui_checks import assert_cells_whole

    from abyss_cards.ui.games import entry
    from abyss_cards.ui.main_window import MainWindow

    window = MainWindow(Settings(), language="en")
    window.resize(1280, 800)
    window.show()
    settle()
    window.show_screen(entry(game).load().screenshot_screen(window, (1280, 800)))
    settle()
    docks = [
        d
        for d in window.findChildren(QDockWidget)
        if d.isVisible() and not d.visibleRegion().isEmpty()
    ]  # not behind another's tab
    assert docks
    widths = {d: d.width() for d in docks}
    window.resize(1920, 1080)
    settle()
    settle()
    assert text_size.percent() == 130
    for dock in docks:
        assert dock.width() >= widths[dock] * 1.2, dock.objectName()
    views = [v for d in docks for v in d.findChildren(QTableView) if v.isVisible()]
    assert views
    for view in views:
        assert_cells_whole(view, sideways=True)
    window.close()
