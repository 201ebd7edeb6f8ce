"""A person plays whole rounds against three computer players, by mouse and by keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_plongee_ui_support import click, hidden_slots, make_window, open_screen, settle

from abyss_cards.ui.table import CardItem


def _finish_round(qtbot, screen, start_round):
    assert screen.summary_dialog is not None
    assert "Round" in screen.summary_dialog.summary_text
    screen.summary_dialog.accept()
    assert screen.state.round_number == start_round + 1 or screen.state.is_over
    assert len(screen.state.round_scores) == start_round


def test_a_whole_round_with_the_mouse(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=4, humans=(0,), seed=5)
    state = screen.state
    turn = 0
    kinds = set()
    while screen.summary_dialog is None:
        settle(qtbot, screen)
        if screen.summary_dialog is not None:
            break
        hidden = hidden_slots(state, 0)
        before = len(state.history)
        if state.phase == "opening":
            click(qtbot, screen, ("slot", 0, hidden[0]))
            kinds.add("flip")
        else:
            # Every turn reveals one hidden card, so the person closes the round in time; the
            # four kinds of turn are used in rotation.
            plan = turn % 4
            turn += 1
            if plan == 0:
                click(qtbot, screen, ("draw",))
                assert state.drawn is not None
                assert screen.table.drawn.isVisible() and screen.table.drawn.face == state.drawn
                click(qtbot, screen, ("slot", 0, hidden[0]))
                kinds.add("place")
            elif plan == 1:
                click(qtbot, screen, ("draw",))
                click(qtbot, screen, ("discard",))
                assert screen.table.mode == "discard"
                assert screen.table.slots[0][hidden[-1]].highlight > 0.5
                click(qtbot, screen, ("slot", 0, hidden[-1]))
                kinds.add("discard-drawn")
            elif plan == 2:
                click(qtbot, screen, ("discard",))
                assert screen.table.mode == "take"
                click(qtbot, screen, ("slot", 0, hidden[0]))
                kinds.add("take")
            else:
                click(qtbot, screen, ("slot", 0, hidden[-1]))
                kinds.add("flip-turn")
        assert len(state.history) > before, screen.status.text()
    assert kinds == {"flip", "place", "discard-drawn", "take", "flip-turn"}
    _finish_round(qtbot, screen, 1)


def _press_until_focused(qtbot, screen, target: CardItem, limit=30):
    view = screen.view
    for _ in range(limit):
        current = view.scene().focusItem()
        if current is target:
            return
        if not isinstance(current, CardItem):
            qtbot.keyClick(view, Qt.Key.Key_Right)
            continue
        d = target.scenePos() - current.scenePos()
        if abs(d.x()) > abs(d.y()):
            key = Qt.Key.Key_Right if d.x() > 0 else Qt.Key.Key_Left
        else:
            key = Qt.Key.Key_Down if d.y() > 0 else Qt.Key.Key_Up
        qtbot.keyClick(view, key)
    raise AssertionError(f"could not reach {target.key} with the arrow keys")


def _choose(qtbot, screen, key):
    screen.finish_animations()
    _press_until_focused(qtbot, screen, screen.table.item_for(key))
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)


def test_a_whole_round_with_the_keyboard_alone(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=4, humans=(0,), seed=8)
    window.activateWindow()
    screen.view.setFocus()
    state = screen.state
    turn = 0
    while screen.summary_dialog is None:
        settle(qtbot, screen)
        if screen.summary_dialog is not None:
            break
        hidden = hidden_slots(state, 0)
        before = len(state.history)
        if state.phase == "opening":
            _choose(qtbot, screen, ("slot", 0, hidden[-1]))
        else:
            plan = turn % 3
            turn += 1
            if plan == 0:
                _choose(qtbot, screen, ("draw",))
                assert state.drawn is not None
                _choose(qtbot, screen, ("slot", 0, hidden[0]))
            elif plan == 1:
                _choose(qtbot, screen, ("discard",))
                assert screen.table.mode == "take"
                qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
                assert screen.table.mode == "none"
                _choose(qtbot, screen, ("discard",))
                _choose(qtbot, screen, ("slot", 0, hidden[-1]))
            else:
                _choose(qtbot, screen, ("slot", 0, hidden[0]))
        assert len(state.history) > before, screen.status.text()
    qtbot.keyClick(screen.summary_dialog, Qt.Key.Key_Return)
    assert screen.summary_dialog is None
    assert len(state.round_scores) == 1


def test_shortcut_letters_draw_and_choose_the_discard(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=2, humans=(0,), seed=3)
    state = screen.state
    # Letters act only once the opening is done.
    for slot in (0, 1):
        settle(qtbot, screen)
        click(qtbot, screen, ("slot", 0, slot))
    settle(qtbot, screen)
    settle(qtbot, screen)
    assert "(P)" in screen.table.draw_pile.toolTip()
    assert "(D)" in screen.table.discard.toolTip()
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_D)
    assert screen.table.mode == "take"
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    qtbot.keyClick(screen.view, Qt.Key.Key_P)
    assert state.drawn is not None


def test_a_refusal_is_shown_in_words_not_a_traceback(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=2, humans=(0,), seed=3)
    settle(qtbot, screen)
    click(qtbot, screen, ("slot", 0, 4))
    settle(qtbot, screen)
    # Flipping the same card again is refused by the engine; the status line says why.
    screen.table.chosen.emit(__import__("abyss_cards.games.plongee", fromlist=["Flip"]).Flip(4))
    assert "already face up" in screen.status.text()
    assert "Traceback" not in screen.status.text()


@pytest.mark.parametrize("speed", ["off", "slow"])
def test_animations_follow_the_speed_and_finish_at_once(qtbot, speed):
    window = make_window(qtbot, animation_speed=speed)
    screen = open_screen(window, players=2, humans=(0,), seed=3)
    settle(qtbot, screen)
    click(qtbot, screen, ("slot", 0, 5))
    animator = screen.table.animator
    if speed == "off":
        assert not animator.busy
    else:
        # A slow flip is still running right after the click…
        assert animator.busy
    screen.finish_animations()
    assert not animator.busy
    item = screen.table.slots[0][5]
    assert item.flip == 1.0 and item.face == screen.state.grids[0][5].value


def test_the_hint_names_a_legal_move_in_one_sentence(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, players=3, humans=(0,), seed=6)
    settle(qtbot, screen)
    screen.show_hint()
    instructions, text = screen.status.text().split("<br>")
    assert instructions.startswith("Flip two of your cards")  # the instructions stay
    assert text.startswith("The expert would say:") and text.count(".") == 1
    assert "row" in text or "draw pile" in text
