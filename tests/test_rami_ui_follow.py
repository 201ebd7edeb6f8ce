"""A Rami match a person can follow (issue 14): the turn marker and the computer's moves told
on the table and in the history (point 4), undo back to the last card that reached the person
(point 9), the end page (point 3) and the statistics."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_rami_ui_dealend import MELDS, OTHER
from test_rami_ui_laydown import _put
from test_rami_ui_support import (
    DEALER,
    OPEN_0,
    OPEN_1,
    POT,
    click,
    make_window,
    open_screen,
    stacked_deck,
)

from abyss_cards.games import rami
from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.describe import Rami


def test_the_turn_is_lit_and_the_computers_moves_are_told_by_its_seat(qtbot):
    window = make_window(qtbot, bot_pace="slow")
    state = rami.new_game(["Ana", "Bot"], seed=21, dealer=1)
    screen = open_screen(window, state, autostart=False)
    table = screen.table
    # The computer deals: its side of the table (along the top) is lit.
    assert table.marker.isVisible()
    assert table.marker.area() == table.seat_area(1)
    assert table.marker.area().bottom() < table.plan.zones[0].top()
    screen.session.start()
    # Its move waits out the slow pace (the marker was looked at above): played now.
    qtbot.waitUntil(lambda: screen.session.hurry() or state.current_player == 0, timeout=60000)
    # Its discard of the tournante is said by its seat and in the history.
    said = d.action_sentence("Bot", state.history[-1].action, state)
    assert table.captions[0].text() == said and table.captions[0].isVisible()
    assert said in screen.history_dock.texts()
    assert screen.history_dock.texts()[0] == d.fill(Rami.tr("Deal %1"), 1)
    # Now the person's zones are lit.
    assert table.marker.area() == table.seat_area(0)
    assert table.marker.area().contains(table.plan.zones[0])


def _before_opening():
    state = rami.new_game(["Ana", "Bot"], deck=stacked_deck(DEALER, OTHER_1, POT))
    for action in (rami.Discard("2S"), rami.DrawPot(), OPEN_1, rami.Discard("2C")):
        state.apply(action)
    return state


OTHER_1 = ["10S", "JS", "QS", "KS", "KD", "KC", "KH", "4D", "JK", "6D", "2C", "3H", "8S", "8D"]


def test_undo_takes_an_opening_back_but_never_a_card_drawn(qtbot):
    window = make_window(qtbot, bot_pace="slow")
    state = _before_opening()
    screen = open_screen(window, state)
    assert not screen.undo_button.isEnabled()
    screen.table.chosen.emit(rami.DrawPot())  # the person draws: that card reached them
    assert state.phase == "play" and not screen.session.can_undo()
    hand = sorted(state.hands[0])
    # Opening shows only the person's own cards: it may be taken back.
    assert screen.session.play(OPEN_0) is not None
    assert screen.state.opened[0] and screen.undo_button.isEnabled()
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = screen.state
    assert not state.opened[0] and sorted(state.hands[0]) == hand
    assert sorted(screen.arrangement.cards()) == hand
    assert screen.table.state is state and all(m.owner == 1 for m in state.melds)
    assert Rami.tr("Move taken back.") in screen.history_dock.texts()
    # Back at the draw: nothing more to undo (the drawn card was seen).
    assert not screen.session.can_undo() and not screen.undo_button.isEnabled()
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.state is state and state.phase == "play"


def test_the_end_page_ranks_lights_the_winner_and_says_the_match(qtbot):
    window = make_window(qtbot, size=(1024, 640))
    dealer = [c for m in MELDS for c in m] + ["KD"]
    state = rami.new_game(
        ["Ana", "Bot"], deck=stacked_deck(dealer, OTHER, ["2D", "9H"]), match_limit=100
    )
    for action in (rami.Discard("KD"), rami.DrawPot(), rami.Discard("7C"), rami.DrawPot()):
        state.apply(action)
    screen = open_screen(window, state)
    screen.deal_end_pause_ms = 0
    _put(screen, MELDS)
    for z in range(4):
        click(qtbot, screen, ("switch", z))
    screen.lay_button.click()  # a direct close: the computer had not opened, 100 points
    assert state.is_over and state.winners == (0,)
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
    assert screen.summary_dialog.ok_button.text() == Rami.tr("See the result")
    screen.summary_dialog.accept()
    page = screen.end_page
    assert screen.stack.currentWidget() is page
    assert page.title.text() == d.fill(
        Rami.tr("You win the match! %2 reached %3 points."), "Ana", "Bot", 100
    )
    winners = [w.text() for w in page.winner_labels()]
    assert "Ana" in winners and "Bot" not in winners
    assert [p.name for p in page.placings] == ["Ana", "Bot"]
    notes = page.notes.text()
    assert "Bot" in notes and "100" in notes  # who reached the limit
    assert Rami.tr("Your best deal")[:8] in notes
    # The record against this opponent and level, from the results just written.
    assert d.record_sentence(1, 1) in notes
    # The match sheet whole: every row down to the totals, no scroll bar of its own.
    view = page.scores
    QApplication.processEvents()
    assert not view.verticalScrollBar().isVisible()
    assert view.height() >= view.whole_height()
    assert view.model().rowCount() == len(state.round_scores) + 1
    # The statistics, from the end page.
    screen.stats_button.click()
    from abyss_cards.ui.rami.dialogs import StatisticsDialog

    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, StatisticsDialog))
    stats = dialog.person_view.stats
    assert stats.games == 1 and stats.wins == 1
    assert dialog.person_view.chooser.currentText() == "Ana"
    dialog.close()
