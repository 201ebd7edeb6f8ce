"""What keeps the window responsive while computer players move fast: the docks are redrawn a
few times a second rather than after every move, and always end up showing the game as it is."""

from __future__ import annotations

import json

import pytest
from clock import run_out_the_clock
from test_plongee_ui_support import make_window, open_screen
from ui_checks import settle

from abyss_cards.games.plongee import COMPOSITION
from abyss_cards.ui.plongee.docks import DiscardDock


def _docks_match(screen) -> None:
    state = screen.state
    dock = screen.discard_dock
    passages = state.discard_passages  # taken-back cards stay in the history
    assert dock.history_model.rowCount() == len(passages)
    values = [dock.history_model.index(r, 1).data() for r in range(dock.history_model.rowCount())]
    assert values == [str(e[0]) for e in passages]
    assert sum(dock.tally_model.counts(v)[0] for v in COMPOSITION) == len(state.discard_history)
    scores = screen.scores_dock.model
    assert scores.rowCount() == len(state.round_scores) + 1


def test_a_burst_of_computer_moves_redraws_the_docks_less_often_but_ends_up_exact(
    qtbot, monkeypatch
):
    refreshes = []
    original = DiscardDock.refresh

    def counting(self, state, viewer):
        refreshes.append(len(state.history))
        original(self, state, viewer)

    monkeypatch.setattr(DiscardDock, "refresh", counting)
    window = make_window(qtbot, size=(1280, 800))
    screen = open_screen(window, players=4, humans=(), seed=31)
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
    moves = screen.session.actions_applied
    assert moves > 20
    assert len(refreshes) < moves
    # The ended round's discard stays in the dock until the next deal: deal it, the computer
    # players held.
    screen.session.hold()
    screen.summary_dialog.accept()
    qtbot.waitUntil(lambda: not screen._dock_timer.isActive(), timeout=60000)
    _docks_match(screen)
    assert refreshes[-1] == len(screen.state.history)


def test_finishing_the_animations_brings_the_docks_up_to_date_at_once(qtbot):
    window = make_window(qtbot, size=(1280, 800))
    screen = open_screen(window, players=3, humans=(0,), seed=32)
    qtbot.waitUntil(
        lambda: screen.session.is_human_turn() and not screen.session.thinking, timeout=60000
    )
    screen.finish_animations()
    _docks_match(screen)
    legal = screen.state.legal_actions()
    screen.session.play(legal[0])
    screen.finish_animations()  # no wait: the pending refresh is done now
    assert not screen._dock_timer.isActive()
    _docks_match(screen)


def test_the_autosave_is_removed_on_the_writer_thread_after_the_last_write(qapp):
    from abyss_cards.storage import autosave
    from abyss_cards.ui.models.session import AutosaveWriter

    writer = AutosaveWriter("plongee")
    try:
        writer.submit({"format": 1, "n": 1})
        writer.clear_later()  # queued after the write: the file must not come back
        writer.flush()
        assert autosave.load("plongee") is None
        writer.submit({"format": 1, "n": 2})
        writer.flush()
        assert autosave.load("plongee").payload == {"format": 1, "n": 2}
        writer.clear_later()
        writer.flush()
        assert not autosave.autosave_path("plongee").exists()
    finally:
        writer.close()


@pytest.mark.app_garbage
def test_settling_the_garbage_frees_old_cycles_and_sets_the_living_aside():
    import gc
    import weakref

    from abyss_cards.ui.models.session import settle_garbage

    class Node:
        pass

    def cycle():
        a, b = Node(), Node()
        a.other, b.other = b, a
        return a

    kept = cycle()
    kept_ref = weakref.ref(kept)
    dropped_ref = weakref.ref(cycle())
    try:
        settle_garbage()
        assert dropped_ref() is None  # garbage collected
        assert kept_ref() is kept and gc.get_freeze_count() > 0  # the living set aside
        del kept
        gc.collect()
        assert kept_ref() is not None  # set aside: not collected…
        settle_garbage()
        assert kept_ref() is None  # …until the next settling looks at it again
    finally:
        gc.unfreeze()


def _shown_equals_fresh(window, view) -> bool:
    """What the window shows of ``view`` is what painting it afresh gives."""
    from PySide6.QtCore import QPoint

    shot = window.screen().grabWindow(window.winId()).toImage()
    viewport = view.viewport()
    fresh = viewport.grab().toImage()
    origin = viewport.mapTo(window, QPoint(0, 0))
    part = shot.copy(origin.x(), origin.y(), fresh.width(), fresh.height())
    return part.convertToFormat(fresh.format()) == fresh


def test_a_dialog_over_the_table_redraws_only_the_dock_tables_that_change(qtbot):
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QDialog

    window = make_window(qtbot, size=(1280, 800))
    screen = open_screen(window, players=3, humans=(0,), seed=33)
    qtbot.waitUntil(
        lambda: screen.session.is_human_turn() and not screen.session.thinking, timeout=60000
    )
    screen.finish_animations()
    tally, history = screen.discard_dock.tally, screen.discard_dock.history
    tally.selectRow(2)  # a selected row may look different in an inactive window: redrawn
    history.clearSelection()
    # The keyboard focus on the history, its current cell framed: the frame goes with the focus.
    history.selectionModel().setCurrentIndex(
        history.model().index(0, 1), history.selectionModel().SelectionFlag.NoUpdate
    )
    history.setFocus()
    qtbot.waitUntil(history.hasFocus, timeout=60000)
    settle()  # the repaints the focus asked for, delivered before the counting starts

    class Paints(QObject):
        def __init__(self):
            super().__init__()
            self.seen = set()
            self.rects = []

        def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                self.seen.add(obj)
                self.rects.append((obj, event.rect()))
            return False

    paints = Paints()
    for view in (tally, history, screen.scores_dock.table):
        view.viewport().installEventFilter(paints)
    dialog = QDialog(window)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitUntil(lambda: not window.isActiveWindow(), timeout=60000)
    settle()  # the repaints the window's deactivation asked for
    assert not history.hasFocus()
    # The history lost the focus: only its current cell (the focus frame) was drawn again.
    current = history.visualRect(history.currentIndex())
    assert all(current.contains(rect) for obj, rect in paints.rects if obj is history.viewport())
    assert screen.scores_dock.table.viewport() not in paints.seen
    for view in (tally, history, screen.scores_dock.table):
        assert _shown_equals_fresh(window, view)
    dialog.reject()


def test_fast_computer_moves_are_autosaved_at_most_every_interval_and_after_the_last(qtbot):
    from abyss_cards.storage import autosave

    window = make_window(qtbot, size=(1024, 640), animation_speed="off")
    screen = open_screen(window, players=3, humans=(), seed=34)
    session = screen.session
    assert session.autosave_interval > 0
    built = []
    ui_payload = session.extra_payload

    def counting():
        built.append(session.actions_applied)
        return ui_payload()

    session.extra_payload = counting
    qtbot.waitUntil(
        lambda: session.actions_applied >= 40 or screen.summary_dialog is not None, timeout=60000
    )
    screen.session.hold()  # no more moves: the last one must reach the disk by itself
    moves = session.actions_applied
    assert 0 < len(built) < moves
    qtbot.waitUntil(lambda: not session._autosave_timer.isActive(), timeout=60000)
    session._writer.flush()
    assert built[-1] == moves
    assert autosave.load("plongee").payload["state"] == json.loads(screen.state.to_json())


def test_a_pending_autosave_is_made_at_once_when_flushed_or_left(qtbot):
    from abyss_cards.storage import autosave

    window = make_window(qtbot, size=(1024, 640), animation_speed="off")
    screen = open_screen(window, players=3, humans=(), seed=35, autostart=False)
    session = screen.session
    session.autosave_interval = 60.0  # nothing would be saved by the timer during this test
    legal = screen.state.legal_actions
    for _ in range(3):
        session._apply(screen.state.current_player, legal()[0])
    assert session._autosave_timer.isActive()
    session.flush_autosave()
    assert autosave.load("plongee").payload["state"] == json.loads(screen.state.to_json())
    session._apply(screen.state.current_player, legal()[0])
    assert session._autosave_timer.isActive()
    window.go_home()  # leaving the screen stops the session: the last move is saved
    assert autosave.load("plongee").payload["state"] == json.loads(screen.state.to_json())


def test_the_deal_takes_off_a_batch_per_pass_and_every_card_lands(qtbot):
    from abyss_cards.ui.plongee.table import DEAL_BATCH

    window = make_window(qtbot, size=(1280, 800), animation_speed="fast")
    screen = open_screen(window, players=8, humans=(0,), seed=36, autostart=False)
    table = screen.table
    made = []
    fly = table._fly

    def counting(*args, **kwargs):
        made.append(args[6])  # the slot it flies to
        fly(*args, **kwargs)

    table._fly = counting
    table.animate_deal()
    assert len(made) == DEAL_BATCH < 8 * 12  # the rest on later passes
    assert all(item.opacity() == 0.0 for row in table.slots for item in row)  # none shown yet
    qtbot.waitUntil(lambda: not table._deal_jobs and not table._flyers, timeout=60000)
    assert len(made) == 8 * 12 and len(set(map(id, made))) == 8 * 12
    assert all(item.opacity() == 1.0 for row in table.slots for item in row)
    # Finishing in the middle of a deal: every card in its place, nothing left to take off.
    table.animate_deal()
    screen.finish_animations()
    assert not table._deal_jobs and not table._flyers
    assert all(item.opacity() == 1.0 for row in table.slots for item in row)
    run_out_the_clock(table)  # a take-off still planned would happen now
    assert not table._flyers
