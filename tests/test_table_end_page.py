"""The shared end page: a passing message of the finished game is not left in the window's
status bar under the results."""

from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget
from ui_checks import settle

from abyss_cards.ui.table.end_page import EndPage


def test_the_end_page_clears_the_games_passing_message(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    stack = QStackedWidget()
    stack.addWidget(QLabel("table"))
    page = EndPage("testEnd", lambda: None, lambda: None)
    stack.addWidget(page)
    window.setCentralWidget(stack)
    window.show()
    window.statusBar().showMessage("Ondine opens the round: two cards making 15.")
    settle()
    stack.setCurrentWidget(page)
    settle()
    assert window.statusBar().currentMessage() == ""
