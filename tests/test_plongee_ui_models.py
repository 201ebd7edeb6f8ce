"""The docks' models: qtmodeltester, the discard history with who and why, the tally, scores."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from abyss_cards.games import plongee
from abyss_cards.games.plongee import COMPOSITION, bots
from abyss_cards.games.plongee import events as ev
from abyss_cards.ui.models.plongee_models import DiscardHistoryModel, ScoresModel, TallyModel
from abyss_cards.ui.plongee.docks import DiscardDock


def _play(state, steps, seed=1):
    players = [bots.make_bot("greedy", seed=seed + s) for s in range(state.num_players)]
    out = []
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.current_player
        out += state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
    return out


@pytest.mark.parametrize("kind", ["history", "tally", "scores"])
def test_models_pass_the_model_tester_through_a_game(qtmodeltester, kind):
    state = plongee.new_game(3, seed=4)
    model = {"history": DiscardHistoryModel, "tally": TallyModel, "scores": ScoresModel}[kind]()

    def refresh():
        if kind == "history":
            model.refresh(state.discard_log, state.names)
        elif kind == "tally":
            model.refresh(state, 0)
        else:
            model.refresh(state)

    _play(state, 30)
    refresh()
    # The tester stays connected: every later insert, reset and change is checked too.
    qtmodeltester.check(model, force_py=True)
    for _ in range(8):
        _play(state, 40)
        refresh()
    assert model.rowCount() > 0


def test_history_is_oldest_first_with_who_and_why(qapp):
    state = plongee.new_game(["Ana", "Léo"], seed=2)
    _play(state, 12)
    model = DiscardHistoryModel()
    model.refresh(state.discard_log, state.names)
    assert model.rowCount() == len(state.discard_history)
    values = [model.index(r, 1).data() for r in range(model.rowCount())]
    assert values == [str(v) for v in state.discard_history]
    why = {
        "opening": "opened the discard",
        "replaced": "replaced in a grid",
        "drawn": "drawn and discarded",
        "column": "column removed",
    }
    for r, (_, seat, reason) in enumerate(state.discard_log):
        assert model.index(r, 2).data() == ("the deal" if seat is None else state.names[seat])
        assert model.index(r, 3).data() == why[reason]
    fresh = plongee.new_game(["Ana", "Léo"], seed=2)
    model.refresh(fresh.discard_log, fresh.names)
    assert model.rowCount() == 1 and model.index(0, 2).data() == "the deal"


def test_tally_adds_up_to_the_deck(qapp):
    state = plongee.new_game(4, seed=9)
    _play(state, 30)
    model = TallyModel()
    model.refresh(state, state.current_player)
    for value, total in COMPOSITION.items():
        discard, table, unseen, whole = model.counts(value)
        assert whole == total
        held = 1 if state.drawn == value else 0
        assert discard + table + unseen + held == total
    assert sum(model.counts(v)[0] for v in COMPOSITION) == len(state.discard_history)


def test_reshuffle_restarts_the_history_and_the_dock_says_so(qtbot):
    state = plongee.new_game(8, seed=3)
    dock = DiscardDock()
    qtbot.addWidget(dock)
    dock.refresh(state, 0)
    for _ in range(3000):
        events = _play(state, 1, seed=5)
        if any(isinstance(e, ev.DrawPileReshuffled) for e in events):
            break
    else:
        raise AssertionError("no reshuffle happened")
    dock.refresh(state, 0)
    dock.show_reshuffle(state.round_number)
    assert dock.history_model.rowCount() == len(state.discard_history) <= 4
    assert not dock.notice.isHidden() and "shuffled" in dock.notice.text()


def test_scores_mark_doubling_and_the_leader(qapp):
    state = plongee.new_game(3, seed=21)
    model = ScoresModel()
    doubled_seen = False
    for _ in range(200):
        _play(state, 50)
        model.refresh(state)
        for r in range(len(state.round_scores)):
            closer = state.round_closers[r]
            if state.round_scores[r][closer] != state.raw_scores[r][closer]:
                assert "×2" in model.index(r, closer).data()
                doubled_seen = True
        if doubled_seen or state.is_over:
            break
    total_row = model.rowCount() - 1
    assert model.headerData(total_row, Qt.Orientation.Vertical) == "Total"
    low = min(state.scores)
    for seat in range(3):
        brush = model.index(total_row, seat).data(Qt.ItemDataRole.BackgroundRole)
        assert (brush is not None) == (state.scores[seat] == low)


def test_history_columns_keep_the_widths_qt_would_give_them(qtbot):
    # The history view measures only the new rows; Qt would measure them all: same widths.
    from PySide6.QtWidgets import QTableView

    state = plongee.new_game(["Ana", "Léo", "Zoé"], seed=8)
    dock = DiscardDock()
    qtbot.addWidget(dock)
    dock.resize(320, 600)
    dock.show()
    view = dock.history
    resets = 0
    for _ in range(60):
        before = dock.history_model.rowCount()
        _play(state, 7, seed=3)
        dock.refresh(state, 0)
        resets += dock.history_model.rowCount() < before
        for column in range(dock.history_model.columnCount()):
            assert view.sizeHintForColumn(column) == QTableView.sizeHintForColumn(view, column)
        if state.is_over:
            break
    assert dock.history_model.rowCount() >= 10  # two-digit row numbers were measured too
    assert resets >= 1  # and a new round started the measure again
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    view.setFont(font)
    for column in range(dock.history_model.columnCount()):
        assert view.sizeHintForColumn(column) == QTableView.sizeHintForColumn(view, column)


def test_a_taken_discard_card_removes_one_row_without_resetting_the_history(qapp):
    from abyss_cards.games.plongee import TakeDiscard

    state = plongee.new_game(["Ana", "Léo"], seed=6)
    model = DiscardHistoryModel()
    model.refresh(state.discard_log, state.names)
    signals = []
    model.modelReset.connect(lambda: signals.append("reset"))
    model.rowsRemoved.connect(lambda _p, first, last: signals.append(("removed", first, last)))
    model.rowsInserted.connect(lambda _p, first, last: signals.append(("inserted", first, last)))
    players = [bots.make_bot("greedy", seed=s) for s in range(2)]
    takes = 0
    while not state.is_over and state.round_number == 1:
        seat = state.current_player
        before = model.rowCount()
        action = players[seat].choose(state.view(seat), state.legal_actions())
        state.apply(action)
        signals.clear()
        model.refresh(state.discard_log, state.names)
        if state.round_number != 1:
            break
        if isinstance(action, TakeDiscard) and before > 1:
            takes += 1
            # The taken card leaves, the card it replaced comes on top: no reset.
            assert signals == [
                ("removed", before - 1, before - 1),
                ("inserted", before - 1, before - 1),
            ]
        values = [model.index(r, 1).data() for r in range(model.rowCount())]
        assert values == [str(v) for v in state.discard_history]
    assert takes > 0
