"""The narration lists (Abyss's Journal, the card games' History) keep their newest line in
sight: after a resume, when the list is first laid out, and when the dock is resized; a person
who scrolled up to read is left there until they come back to the end."""

from __future__ import annotations

from test_plongee_ui_support import make_window

from abyss_cards.games import abyss
from abyss_cards.games.abyss import bots
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.table.narration import HistoryDock


def _at_end(lines) -> bool:
    bar = lines.verticalScrollBar()
    if bar.maximum() == 0 or bar.value() != bar.maximum():
        return False
    last = lines.visualItemRect(lines.item(lines.count() - 1))
    return lines.viewport().rect().contains(last.bottomLeft())


def _played(moves: int):
    state = abyss.new_game(["Ana", "Léo", "Marin"], seed=41)
    deciders = [bots.make_bot("greedy", seed=s) for s in range(3)]
    while len(state.history) < moves:
        seat = state.current_player
        state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
    return state


def test_a_resumed_abyss_game_shows_the_journal_at_its_end(qtbot):
    window = make_window(qtbot, size=(1024, 640))
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "easy"), Seat("Marin", BOT, "easy")]
    screen = AbyssScreen(
        window, _played(150), seats, meta={"seed": 41}, resumed=True, write_autosave=False
    )
    window.show_screen(screen)
    screen.session.stop()
    lines = screen.journal.list
    assert lines.count() > 40
    qtbot.waitUntil(lambda: lines.isVisible() and lines.viewport().height() > 50)
    qtbot.waitUntil(lambda: _at_end(lines))
    window.resize(1920, 1080)  # laid out again, taller: still at the end
    qtbot.waitUntil(lambda: lines.viewport().height() > 300)
    qtbot.waitUntil(lambda: _at_end(lines))


def test_a_person_reading_older_lines_is_not_pulled_back_down(qtbot):
    dock = HistoryDock("testHistoryDock")
    qtbot.addWidget(dock)
    dock.resize(260, 200)
    dock.show()
    for n in range(60):
        dock.add(f"Move {n}: Ana draws a card and puts it in her grid, row 2, column 3.")
    bar = dock.lines.verticalScrollBar()
    qtbot.waitUntil(lambda: _at_end(dock.lines))
    bar.setValue(3)  # the person scrolls up to read
    dock.add("Move 60: Léo takes the discard.")
    dock.resize(280, 240)
    qtbot.waitUntil(lambda: bar.maximum() > 0 and dock.lines.count() == 61)
    assert bar.value() == 3
    bar.setValue(bar.maximum())  # back at the end: followed again
    dock.add("Move 61: Ana turns a card.")
    qtbot.waitUntil(lambda: _at_end(dock.lines) and dock.lines.count() == 62)
