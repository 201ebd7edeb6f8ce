"""The window's status bar speaks of the moment on screen (issue 24, point 4): what a game
screen told there ("Marin opens the round…", the pile reshuffled, why Undo cannot be used) is
taken away when the game moves on — at a round's end, its summary, the next round, the end
page. What is not about one moment stays: a result that could not be saved (its own test in
test_plongee_ui_results) and the window's own warnings.

The status bar's messages are kept here until taken away (no timeout): a round played faster
than the timeout and a slow machine then read the same."""

from __future__ import annotations

from test_plongee_ui_support import make_window as plongee_window
from test_plongee_ui_support import open_screen as open_plongee
from test_rami_ui_dealend import _closing_screen

from abyss_cards.games.plongee import events as ev
from abyss_cards.ui.plongee import describe as d
from abyss_cards.ui.table import screen as table_screen


def keep_messages(monkeypatch, window) -> None:
    bar = window.statusBar()
    show = bar.showMessage
    monkeypatch.setattr(bar, "showMessage", lambda text, _msecs=0: show(text, 0))


def test_plongee_says_who_opens_only_while_that_round_is_played(qtbot, monkeypatch):
    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 3600.0)
    window = plongee_window(qtbot, animation_speed="off")
    keep_messages(monkeypatch, window)
    screen = open_plongee(window, players=2, humans=(), seed=13, target=10)
    bar = window.statusBar()
    openers, at_phases = [], []

    def told(seat, action, events):
        for e in events:
            if isinstance(e, ev.OpenerChosen):
                openers.append(d.opener_sentence(e, screen.persons))
        if any(isinstance(e, ev.RoundScored) for e in events):
            at_phases.append(("round end", bar.currentMessage()))

    screen.session.eventsApplied.connect(told)  # after the screen's own handling

    def step():
        if screen.summary_dialog is not None:
            at_phases.append(("summary", bar.currentMessage()))
            screen.summary_dialog.accept()
            at_phases.append(("next round", bar.currentMessage()))
        return screen.stack.currentWidget() is screen.end_page

    qtbot.waitUntil(step, timeout=120000)
    at_phases.append(("end page", bar.currentMessage()))
    assert openers and len(at_phases) >= 4
    # Each round's opener was told, and gone once that round ended.
    stale = [(phase, text) for phase, text in at_phases if text in openers]
    assert not stale, stale
    assert at_phases[-1] == ("end page", "")  # the result was saved: nothing to tell


def test_rami_why_undo_was_refused_goes_when_the_deal_ends(qtbot, monkeypatch):
    screen, state = _closing_screen(qtbot)
    window = screen.window_
    keep_messages(monkeypatch, window)
    screen.undo()  # nothing to take back: said in the status bar
    assert window.statusBar().currentMessage()
    screen.lay_button.click()  # the deal ends: that was about the deal before
    assert state.deal_number == 2
    assert window.statusBar().currentMessage() == ""
