"""The zone the keyboard acts on: a ring drawn in the theme's accent, moved by Tab and
Shift+Tab, following the focused card, and the zone keys acting there."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from test_rami_ui_support import hand_key, make_window, open_screen, opened_state

from abyss_cards.ui.rami.zones import X
from abyss_cards.ui.theme import colours

ORDER = [0, 1, 2, 3, 4, X]


def _ringed(screen) -> list[int]:
    return [z for z, item in enumerate(screen.table.zone_items) if item.focused]


def _focus_view(screen) -> None:
    screen.window_.activateWindow()
    screen.view.setFocus()


def _tab_to(qtbot, screen, zone: int) -> None:
    """Tab until the ring is on ``zone`` (six presses at most walk every zone)."""
    for _ in ORDER:
        if screen.table.focus_zone == zone:
            return
        qtbot.keyClick(screen.view, Qt.Key.Key_Tab)
    assert screen.table.focus_zone == zone


def test_tab_and_shift_tab_walk_the_ring_round_the_zones(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, opened_state())
    table = screen.table
    _focus_view(screen)
    start = table.focus_zone
    assert _ringed(screen) == [start]
    seen = []
    for _ in ORDER:
        qtbot.keyClick(screen.view, Qt.Key.Key_Tab)
        seen.append(table.focus_zone)
        assert _ringed(screen) == [table.focus_zone]
        cards = table._zone_cards(table.focus_zone)
        focus = screen.view.scene().focusItem()
        # The card focus goes with the ring: the first card of the zone, none in an empty one.
        assert focus is (cards[0] if cards else None)
    i = ORDER.index(start)
    assert seen == ORDER[i + 1 :] + ORDER[: i + 1]  # 1 … 5, X and round again
    qtbot.keyClick(screen.view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert table.focus_zone == ORDER[i - 1]
    qtbot.keyClick(screen.view, Qt.Key.Key_Tab)
    assert table.focus_zone == start


def test_the_ring_follows_the_focused_card(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, opened_state())
    _focus_view(screen)
    for code in ("4S", "5D"):
        key = hand_key(screen, code)
        screen.view.focus_card(screen.table.item_for(key))
        assert screen.table.focus_zone == key[1] and _ringed(screen) == [key[1]]


def test_zone_keys_act_from_the_ringed_zone_and_the_ring_follows(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, opened_state())
    arr, table = screen.arrangement, screen.table
    _focus_view(screen)
    source = arr.zone_of("4S")
    _tab_to(qtbot, screen, source)
    first = arr.zones[source][0]
    target = next(z for z in range(5) if not arr.zones[z])
    qtbot.keyClick(screen.view, getattr(Qt.Key, f"Key_{target + 1}"))
    assert arr.zones[target] == [first]  # the ringed zone's focused card moved
    assert table.focus_zone == target and _ringed(screen) == [target]
    assert screen.view.scene().focusItem() is table.item_for(hand_key(screen, first))
    # Alt+digit switches that zone on, and the ring goes there.
    other = next(z for z in range(5) if arr.zones[z] and z != target)
    qtbot.keyClick(
        screen.view, getattr(Qt.Key, f"Key_{other + 1}"), Qt.KeyboardModifier.AltModifier
    )
    assert arr.switches[other] and table.focus_zone == other


def test_enter_on_an_empty_ringed_zone_puts_the_selected_card_there(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, opened_state())
    arr, table = screen.arrangement, screen.table
    _focus_view(screen)
    screen.view.focus_card(table.item_for(hand_key(screen, "4S")))
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert table.selected is not None and table.selected.code == "4S"
    empty = next(z for z in ORDER if not arr.zones[z])
    _tab_to(qtbot, screen, empty)
    assert screen.view.scene().focusItem() is None
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert arr.zones[empty] == ["4S"] and table.selected is None


def _ring_pixel(screen, zone: int) -> QColor:
    """The colour on screen at the middle of ``zone``'s ring, top side."""
    item = screen.table.zone_items[zone]
    r = item.rect()
    point = screen.view.mapFromScene(QPointF(r.center().x(), r.top() - item.ring_pad()))
    return screen.view.viewport().grab().toImage().pixelColor(point)


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 60


def test_the_ring_is_drawn_in_the_themes_accent(qtbot):
    for theme in ("green", "night"):
        window = make_window(qtbot, table_theme=theme)
        screen = open_screen(window, opened_state())
        screen.finish_animations()
        accent = QColor(colours(theme)[2])
        ringed = screen.table.focus_zone
        other = next(z for z in ORDER if z != ringed)
        assert _near(_ring_pixel(screen, ringed), accent)
        assert not _near(_ring_pixel(screen, other), accent)


def test_t_takes_the_discard_and_p_draws_from_the_pot(qtbot):
    """The keys the README lists for a turn's start: T takes the discard's top card into the
    hand (to be played this turn), P draws from the pot. (T was bound twice once: Qt then
    calls the key ambiguous and does nothing.)"""
    from abyss_cards.games import rami

    def turn_start():
        state = opened_state()
        state.apply(rami.Discard(state.hands[0][-1]))
        state.apply(rami.DrawPot())
        state.apply(rami.Discard(state.hands[1][-1]))
        assert state.current_player == 0 and state.phase == "take"
        return state

    window = make_window(qtbot)
    screen = open_screen(window, turn_start())
    _focus_view(screen)
    top = screen.state.discard_pile[-1]
    qtbot.keyClick(screen.view, Qt.Key.Key_T)
    assert screen.table.pending_take == top
    assert top in screen.arrangement.cards()
    screen.leave()

    screen = open_screen(window, turn_start())
    _focus_view(screen)
    played = len(screen.state.history)
    qtbot.keyClick(screen.view, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: len(screen.state.history) > played)
    assert isinstance(screen.state.history[played].action, rami.DrawPot)
    screen.leave()
