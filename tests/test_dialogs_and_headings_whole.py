"""Layout that reads whole (issue 24, point 6): the new-game dialogs wide enough for their window
title in a title bar at 1024 × 640, in French and in English; the round summary's button
without a standard icon drawn over its text; the Scores dock's names in one font size."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QProxyStyle, QStyle, QStyleFactory
from test_plongee_ui_support import make_window

from abyss_cards.games import plongee
from abyss_cards.games.plongee import bots
from abyss_cards.games.plongee import events as ev
from abyss_cards.ui.abyss.dialogs import NewGameDialog as AbyssNewGame
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.plongee.dialogs import NewGameDialog as PlongeeNewGame
from abyss_cards.ui.plongee.dialogs import RoundSummaryDialog
from abyss_cards.ui.plongee.screen import PlongeeScreen
from abyss_cards.ui.rami.dialogs import NewGameDialog as RamiNewGame
from abyss_cards.ui.table.persons import Persons

# A title bar holds, besides the title, the window's icon and three buttons (each about two
# lines of text square) and margins: twelve lines of the dialog's font.
TITLE_BAR_LINES = 12


def title_bar_width(dialog) -> int:
    """The width a title bar needs for ``dialog``'s title whole: bold and a tenth larger, as
    window managers write it, and their icon and buttons."""
    font = QFont(dialog.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.1)
    return (
        QFontMetrics(font).horizontalAdvance(dialog.windowTitle())
        + TITLE_BAR_LINES * dialog.fontMetrics().height()
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("dialog_class", [PlongeeNewGame, AbyssNewGame, RamiNewGame])
def test_every_new_game_title_is_whole_at_1024_by_640(qtbot, language, lang, dialog_class):
    window = make_window(qtbot, size=(1024, 640))
    language(window, lang)
    dialog = dialog_class(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle()
    assert dialog.width() >= title_bar_width(dialog), (dialog.windowTitle(), dialog.width())
    assert dialog.width() <= 1024


class IconsOnDialogButtons(QProxyStyle):
    """A platform style that puts an icon on a dialog's standard buttons (as some do)."""

    def styleHint(self, hint, option=None, widget=None, data=None):  # noqa: N802 - Qt's name
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, data)


@pytest.fixture
def icons_on_dialog_buttons(qapp):
    name = qapp.style().name()
    QApplication.setStyle(IconsOnDialogButtons(QStyleFactory.create(name)))
    yield
    QApplication.setStyle(QStyleFactory.create(name))


def scored_round(names) -> ev.RoundScored:
    state = plongee.new_game(names, seed=5, target=100)
    robots = [bots.make_bot("easy", seed=s) for s in range(len(names))]
    while True:
        seat = state.current_player
        for event in state.apply(robots[seat].choose(state.view(seat), state.legal_actions())):
            if isinstance(event, ev.RoundScored):
                return event


def test_the_next_round_button_has_no_icon_over_its_text(qtbot, icons_on_dialog_buttons):
    # The premise: under this style a dialog's standard OK button has an icon.
    probe = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
    qtbot.addWidget(probe)
    assert not probe.button(QDialogButtonBox.StandardButton.Ok).icon().isNull()
    names = ["Ana", "Marin"]
    dialog = RoundSummaryDialog(scored_round(names), Persons(names, [0]), False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    (button,) = dialog.findChild(QDialogButtonBox).buttons()
    assert button.text() == "Deal the next round"
    assert button.icon().isNull()
    assert button.width() >= button.sizeHint().width()
    with qtbot.waitSignal(dialog.accepted):
        button.click()


def test_the_scores_dock_names_share_one_font_size(qtbot):
    window = make_window(qtbot, size=(1024, 640))
    names = ["Ana", "Marie-Christine", "Lou", "Bo"]
    seats = [Seat(names[0], HUMAN)] + [Seat(n, BOT, "easy") for n in names[1:]]
    state = plongee.new_game(names, seed=3, target=100)
    screen = PlongeeScreen(window, state, seats, autostart=False, write_autosave=False)
    window.show_screen(screen)
    header = screen.scores_dock.table.horizontalHeader()
    qtbot.waitUntil(lambda: header.isVisible() and header.sectionSize(1) > 0)
    columns = range(header.count())
    sizes = {header.shown(c)[1].pointSizeF() for c in columns}
    base = header.heading_font(0).pointSizeF()
    # The premise: the long name needs a smaller size than the dock's font.
    assert min(sizes) < base
    assert len(sizes) == 1, sizes
    assert all(header.shown(c)[2] for c in columns)  # and every name is still whole
