"""A whole deal played by a person with the mouse (clicks and drags on the view) against a
computer player; two people on one screen with the privacy screen between their turns."""

from __future__ import annotations

from test_rami_ui_support import (
    click,
    drag,
    hand_key,
    make_window,
    meld_key,
    open_screen,
    settle,
)

from abyss_cards.games import rami
from abyss_cards.games.rami.melds import best_opening
from abyss_cards.ui.models.session import HUMAN
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.rami.zones import ZONES
from abyss_cards.ui.table.privacy import PrivacyPage


def _person_turn(qtbot, screen, used: set) -> None:
    """One turn of the person, only through the view and the bar's buttons."""
    state = screen.state
    if state.phase == "tournante":
        card = max(state.hands[0], key=lambda c: (c != "JK", c))
        drag(screen, hand_key(screen, card), ("discard",))
        used.add("tournante")
        return
    if state.phase == "take":
        click(qtbot, screen, ("pot",))
        used.add("draw")
        assert state.phase == "play"
    if not state.opened[0] and best_opening(state.hands[0], state.required(0)):
        screen.melds_button.click()  # "arrange in melds": the opening is switched on
        assert "/" in screen.total_label.text()
        screen.lay_button.click()
        assert state.opened[0], screen.status.text()
        used.add("open")
    if state.current_player != 0 or screen.summary_dialog is not None:
        return
    if state.opened[0]:
        # New melds: arrange, switch on every valid zone, lay down.
        screen.melds_button.click()
        switched = False
        for z in range(ZONES):
            s = screen.arrangement.status(z)
            if s.meld is not None and len(state.hands[0]) > len(s.cards):
                click(qtbot, screen, ("switch", z))
                switched = True
        if switched:
            screen.lay_button.click()
            used.add("lay_down")
        # Lay-offs by dragging onto the highlighted melds.
        for _ in range(6):
            if state.current_player != 0 or len(state.hands[0]) <= 1:
                break
            options = [(c, o) for c in set(state.hands[0]) for o in state.lay_off_options(c)]
            if not options:
                break
            card, option = sorted(options, key=lambda co: (co[0], co[1].meld, co[1].end))[0]
            drag(screen, hand_key(screen, card), meld_key(screen, option.meld))
            used.add("lay_off")
    if state.current_player == 0 and state.phase == "play" and state.hands[0]:
        card = max(state.hands[0], key=lambda c: (c != "JK", c))
        drag(screen, hand_key(screen, card), ("discard",))
        used.add("discard")


def _play_a_deal(qtbot, seed: int) -> set:
    window = make_window(qtbot)
    state = rami.new_game(["Ana", "Bot"], seed=seed)
    screen = open_screen(window, state)
    used: set = set()
    for _ in range(300):
        settle(qtbot, screen)
        if screen.summary_dialog is not None or state.deal_number > 1:
            break
        before = len(state.history)
        _person_turn(qtbot, screen, used)
        assert len(state.history) > before or screen.summary_dialog is not None, (
            screen.status.text()
        )
        assert sorted(screen.arrangement.cards()) == sorted(state.hands[0]) or state.deal_number > 1
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
    assert {"tournante", "draw", "discard"} <= used
    assert len(state.round_scores) == 1
    winner = state.deal_winners[0]
    assert state.round_scores[0][winner] == 0
    # The person at the screen is told "You win the deal", the computer by name.
    said = Rami.tr("You win the deal.") if winner == 0 else state.players[winner]
    assert said in screen.summary_dialog.summary_text
    # Behind the summary the score sheet has the finished deal and the totals; the next deal
    # comes once the summary is closed (issue 24, point 4).
    assert screen.scores_dock.model.rowCount() == 2
    if state.deal_opened[0][0]:
        assert "opened" in screen.scores_dock.model.index(0, 1).data() or winner == 0
    screen.summary_dialog.accept()
    assert state.deal_number == 2
    assert screen.scores_dock.model.rowCount() == 3
    assert sorted(screen.arrangement.cards()) == sorted(state.hands[0])
    screen.leave()
    return used


def test_a_whole_deal_against_the_computer(qtbot):
    # Deals are played until one where the person opens and lays off (the first, with the
    # engine of today); every deal played is checked the same way.
    for seed in (10, 12, 1, 2, 3, 4):
        used = _play_a_deal(qtbot, seed)
        if {"open", "lay_off"} <= used:
            break
    assert {"open", "lay_off"} <= used


def test_the_privacy_screen_between_two_people(qtbot):
    window = make_window(qtbot)
    state = rami.new_game(["Ana", "Bea"], seed=9)
    screen = open_screen(window, state, kinds=(HUMAN, HUMAN))
    # Even the first hand waits behind the designed hot-seat page (issue 14, point 8).
    assert screen.stack.currentWidget() is screen.privacy_page
    assert "Ana" in screen.privacy_page.heading.text() and screen.table.hand_hidden
    assert isinstance(screen.privacy_page, PrivacyPage)
    screen.privacy_button.click()
    assert screen.stack.currentWidget() is screen.table_page and screen.shown == 0
    card = state.hands[0][0]
    drag(screen, hand_key(screen, card), ("discard",))
    # Seat 1's turn: the hand is hidden until Bea clicks.
    assert state.current_player == 1
    assert screen.stack.currentWidget() is screen.privacy_page
    assert "Bea" in screen.privacy_label.text()
    assert screen.table.hand_hidden
    assert all(it.face is None for it in screen.table.hand_items if it.isVisible())
    qtbot.mouseClick(
        screen.privacy_button, __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton
    )
    assert screen.stack.currentWidget() is screen.table_page
    assert screen.shown == 1 and not screen.table.hand_hidden
    shown = sorted(it.code for it in screen.table.hand_items if it.isVisible())
    assert shown == sorted(state.hands[1])
    # Bea takes the tournante freely, then discards: Ana's turn behind the privacy screen.
    click(qtbot, screen, ("discard",))
    assert state.phase == "play" and card in state.hands[1]
    drag(screen, hand_key(screen, state.hands[1][0]), ("discard",))
    assert state.current_player == 0
    assert screen.stack.currentWidget() is screen.privacy_page
    # What Bea did since Ana last looked, in words for Ana; Ana's own discard is not news.
    since = screen.privacy_page.since.text()
    assert "Bea" in since and Rami.tr("%1 takes the tournante.").replace("%1", "Bea") in since
    assert "Ana" not in since
    screen.privacy_button.click()
    assert screen.shown == 0
    assert sorted(it.code for it in screen.table.hand_items if it.isVisible()) == sorted(
        state.hands[0]
    )
