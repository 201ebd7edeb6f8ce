"""What keeps the Rami window responsive while the computer moves fast: the docks are redrawn a
few times a second rather than after every computer move, the autosave is made at most every
100 ms, and both always end up showing (saving) the game as it is."""

from __future__ import annotations

import json

from test_rami_ui_support import make_window, open_screen

from abyss_cards.games import rami
from abyss_cards.storage import autosave
from abyss_cards.ui.models.session import BOT, HUMAN, AutosaveWriter
from abyss_cards.ui.rami.docks import DiscardDock, DiscardHistoryModel
from abyss_cards.ui.table import screen as table_screen


def _docks_match(screen) -> None:
    model = screen.discard_dock.model
    assert model._rows == DiscardHistoryModel.rows_of(screen.state, screen.names)
    scores = screen.scores_dock.model
    assert scores.rowCount() == len(screen.state.round_scores) + 2


def test_a_burst_of_computer_moves_redraws_the_docks_less_often_but_ends_up_exact(
    qtbot, monkeypatch
):
    refreshes = []
    original = DiscardDock.refresh

    def counting(self, state, names):
        refreshes.append(len(state.history))
        original(self, state, names)

    monkeypatch.setattr(DiscardDock, "refresh", counting)
    # An hour between redraws: however slow a busy machine makes each move, the burst is drawn
    # once (at its first move), not once per move as when moves came slower than the 150 ms.
    monkeypatch.setattr(table_screen, "DOCK_REFRESH_MS", 3_600_000)
    window = make_window(qtbot)
    screen = open_screen(window, rami.new_game(["B0", "B1"], seed=51), kinds=(BOT, BOT))
    refreshes.clear()
    qtbot.waitUntil(
        lambda: screen.session.actions_applied >= 30 or screen.summary_dialog is not None,
        timeout=60000,
    )
    screen.session.hold()
    moves = screen.session.actions_applied
    assert moves >= 20
    assert 0 < len(refreshes) < moves / 2
    screen.finish_animations()  # the redraw still due is made now
    assert not screen._dock_timer.isActive()
    if screen.table.deal_end is not None:
        # A deal ended: its discards stay listed while its end is on the table.
        screen.table.end_deal_view()
        screen.refresh_docks()
    _docks_match(screen)


def test_a_persons_move_shows_in_the_docks_at_once(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, rami.new_game(["Ana", "Bea"], seed=52), kinds=(HUMAN, HUMAN))
    screen.finish_animations()
    _docks_match(screen)
    state = screen.state
    for _ in range(3):
        legal = state.legal_actions()
        screen.session.play(legal[-1])
        assert not screen._dock_timer.isActive()  # no wait
        _docks_match(screen)


def test_computer_moves_are_saved_less_often_and_the_last_one_always(qtbot, monkeypatch):
    submitted = []
    original = AutosaveWriter.submit

    def counting(self, payload):
        submitted.append(payload)
        original(self, payload)

    monkeypatch.setattr(AutosaveWriter, "submit", counting)
    # Saves at most once an hour while the computers play: however slow the machine (a busy one
    # took longer than the real 0.1 s between two moves), the first move is saved and the rest
    # waits for the next save, or the flush.
    monkeypatch.setattr(table_screen, "AUTOSAVE_INTERVAL", 3600.0)
    window = make_window(qtbot)
    screen = open_screen(window, rami.new_game(["B0", "B1"], seed=53), kinds=(BOT, BOT))
    qtbot.waitUntil(
        lambda: screen.session.actions_applied >= 30 or screen.summary_dialog is not None,
        timeout=60000,
    )
    screen.session.hold()
    moves = screen.session.actions_applied
    assert moves >= 20
    assert len(submitted) == 1  # the first move only
    assert screen.session._autosave_timer.isActive()  # the last one waits its turn
    screen.session.flush_autosave()
    assert len(submitted) == 2
    saved = autosave.load("rami").payload
    assert saved["state"] == json.loads(screen.state.to_json())
