"""Cards dragged between zones, onto melds of either player (valid targets highlighted), onto the
discard pile, and a joker taken back from the table."""

from __future__ import annotations

from test_rami_ui_support import (
    click,
    drag,
    hand_key,
    make_window,
    meld_index,
    meld_key,
    open_screen,
    opened_state,
)

from abyss_cards.games import rami
from abyss_cards.ui.rami.describe import card_text
from abyss_cards.ui.rami.zones import X


def test_a_card_dragged_between_zones(qtbot):
    window = make_window(qtbot)
    screen = open_screen(window, opened_state())
    arr = screen.arrangement
    before = sorted(arr.cards())
    source = arr.zone_of("4S")
    target = next(z for z in range(5) if z != source and not arr.zones[z])
    drag(screen, hand_key(screen, "4S"), ("zone", target))
    assert arr.zones[target] == ["4S"]
    assert "4S" not in arr.zones[source]
    assert sorted(arr.cards()) == before  # nothing lost, nothing played
    # The table shows it there: the card item now belongs to that zone.
    assert hand_key(screen, "4S")[1] == target
    # Clicking a card then a zone moves it too.
    click(qtbot, screen, hand_key(screen, "4S"))
    click(qtbot, screen, ("zone", X))
    assert "4S" in arr.zones[X]


def test_a_card_dragged_onto_a_meld_with_targets_highlighted(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    screen = open_screen(window, state)
    run = meld_index(state, ["10H", "JH", "QH", "KH", "AH"])
    nines = meld_index(state, ["9S", "9D", "9C"])
    seen = {}

    def look(s):
        seen.update({i: g.level for i, g in enumerate(s.table.glows)})

    drag(screen, hand_key(screen, "9H"), meld_key(screen, run), during=look)
    assert seen[run] > 0.5 and seen[nines] > 0.5  # both melds could take 9♥
    assert all(level < 0.5 for i, level in seen.items() if i not in (run, nines))
    assert state.melds[run].cards[0] == "9H"  # laid at the low end
    assert "9H" not in state.hands[0] and "9H" not in screen.arrangement.cards()
    assert all(g.level < 0.5 for g in screen.table.glows)


def test_a_joker_taken_back_from_the_opponents_run(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    screen = open_screen(window, state)
    run = meld_index(state, ["4D", "JK", "6D"])
    drag(screen, hand_key(screen, "5D"), meld_key(screen, run))
    assert state.melds[run].cards == ["4D", "5D", "6D"]
    assert "JK" in state.hands[0]
    assert screen.arrangement.zones[X] == ["JK"]  # the recovered joker appears in X
    assert hand_key(screen, "JK")[1] == X


def test_a_card_dragged_where_it_does_not_fit_is_refused(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    screen = open_screen(window, state)
    before = state.to_json()
    zones = [list(z) for z in screen.arrangement.zones]
    kings = meld_index(state, ["KD", "KC", "KH"])
    drag(screen, hand_key(screen, "4S"), meld_key(screen, kings))
    assert state.to_json() == before
    assert screen.arrangement.zones == zones
    assert card_text("4S") in screen.refusal_label.text() and screen.refusal_place.isVisible()


def test_a_card_dropped_on_the_discard_pile_is_discarded(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    screen = open_screen(window, state)
    drag(screen, hand_key(screen, "4S"), ("discard",))
    assert state.discard_pile[-1] == "4S"
    assert state.current_player == 1
    assert "4S" not in screen.arrangement.cards()


def test_a_discard_taken_after_opening_is_laid_off_at_once(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    for action in (rami.Discard("4S"), rami.DrawPot(), rami.Discard("4C")):
        state.apply(action)
    screen = open_screen(window, state)
    assert state.current_player == 0 and state.phase == "take" and state.top_discard == "4C"
    clubs = meld_index(state, ["5C", "6C", "7C"])
    click(qtbot, screen, ("discard",))
    assert screen.table.pending_take == "4C" and screen.arrangement.zones[X] == ["4C"]
    assert screen.table.glows[clubs].level > 0.5  # where it can go is lit at once
    before = state.to_json()
    # It can neither be discarded nor kept: the engine's reason, nothing moves.
    drag(screen, hand_key(screen, "4C"), ("discard",))
    assert state.to_json() == before and screen.refusal_place.isVisible()
    drag(screen, hand_key(screen, "4C"), meld_key(screen, clubs))
    assert state.melds[clubs].cards == ["4C", "5C", "6C", "7C"]
    assert state.phase == "play" and screen.table.pending_take is None
    assert sorted(screen.arrangement.cards()) == sorted(state.hands[0])
