"""The pot's and the discard's top card dragged onto the hand: taken exactly as a click takes it
(the same engine action, the same refusal), put back when let go anywhere else."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from test_rami_ui_support import (
    DEALER,
    OPEN_1,
    OTHER,
    POT,
    click,
    drag,
    hand_key,
    make_window,
    meld_index,
    meld_key,
    open_screen,
    opened_state,
    stacked_deck,
    table_texts,
)

from abyss_cards.core.errors import IllegalAction
from abyss_cards.games import rami
from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.describe import card_text
from abyss_cards.ui.rami.zones import X


def not_opened_state():
    """Seat 0 (the person) has not opened and must draw or take 2♣, which opens nothing."""
    state = rami.new_game(["Ana", "Bot"], deck=stacked_deck(DEALER, OTHER, POT))
    for action in (rami.Discard("2S"), rami.DrawPot(), OPEN_1, rami.Discard("2C")):
        state.apply(action)
    assert state.current_player == 0 and state.phase == "take" and not state.opened[0]
    return state


def off_the_hand(screen):
    """A viewport point on the felt, over no zone of the hand."""
    return screen.view.mapFromScene(screen.table.plan.table_area.center())


def test_the_pot_dragged_into_zone_2_is_drawn_there(qtbot):
    window = make_window(qtbot)
    state = not_opened_state()
    screen = open_screen(window, state)
    hand = list(state.hands[0])
    top = state.pot[0]
    assert screen.table.pot.draggable
    drag(screen, ("pot",), ("zone", 1))
    assert len(state.hands[0]) == len(hand) + 1 and state.phase == "play"
    (drawn,) = [c for c in state.hands[0] if state.hands[0].count(c) > hand.count(c)]
    assert drawn == top
    # It lands in the zone it was let go over, not in X; the pot is back in its place.
    assert drawn in screen.arrangement.zones[1] and drawn not in screen.arrangement.zones[X]
    assert hand_key(screen, drawn)[1] == 1
    assert sorted(screen.arrangement.cards()) == sorted(state.hands[0])
    assert screen.table.pot.pos() == screen.table.plan.pot
    assert not screen.table.pot_under.isVisible()


def test_the_discard_dragged_before_opening_is_refused_as_a_click_is(qtbot):
    window = make_window(qtbot)
    state = not_opened_state()
    screen = open_screen(window, state)
    before = state.to_json()
    zones = [list(z) for z in screen.arrangement.zones]
    assert screen.table.discard.draggable
    drag(screen, ("discard",), ("zone", X))
    assert state.to_json() == before and screen.arrangement.zones == zones
    assert screen.table.pending_take is None
    refusal = screen.refusal_label.text()
    assert screen.refusal_place.isVisible() and card_text("2C") in refusal
    assert refusal not in table_texts(screen)  # never over the piles (issue 24)
    assert screen.table.discard.pos() == screen.table.plan.discard  # back on its pile
    assert screen.table.discard.code == "2C"
    # A click says exactly the same.
    screen._clear_refusal()
    click(qtbot, screen, ("discard",))
    assert screen.refusal_place.isVisible() and screen.refusal_label.text() == refusal
    assert state.to_json() == before


def test_the_pot_dragged_after_drawing_is_refused_by_the_engine(qtbot):
    window = make_window(qtbot)
    state = opened_state()  # seat 0 has drawn and opened: the pot is not theirs to take
    screen = open_screen(window, state)
    before = state.to_json()
    try:
        state.check(rami.DrawPot())
    except IllegalAction as exc:
        reason = d.refusal_text(exc)
    else:  # pragma: no cover - the position says otherwise
        raise AssertionError("drawing twice should be refused")
    drag(screen, ("pot",), ("zone", 2))
    assert state.to_json() == before
    assert screen.refusal_place.isVisible() and screen.refusal_label.text() == reason
    assert screen.table.pot.pos() == screen.table.plan.pot


def test_a_pile_card_let_go_off_the_hand_glides_back(qtbot):
    window = make_window(qtbot, animation_speed="slow")
    state = not_opened_state()
    screen = open_screen(window, state)
    before = state.to_json()
    home = QPointF(screen.table.plan.pot)
    drag(screen, ("pot",), off_the_hand(screen))
    pot = screen.table.pot
    assert state.to_json() == before and not screen.refusal_place.isVisible()
    # Not there at once: it glides back (animations follow the speed setting) ...
    assert pot.pos() != home and screen.table.animator.busy
    assert screen.table.pot_under.isVisible()  # the pot is not seen empty meanwhile
    screen.finish_animations()
    assert pot.pos() == home and not screen.table.pot_under.isVisible()
    assert pot.zValue() < 1000
    # ... and with animations off it is back at once.
    window.settings.animation_speed = "off"
    screen.apply_settings()
    drag(screen, ("discard",), off_the_hand(screen))
    assert screen.table.discard.pos() == screen.table.plan.discard
    assert not screen.table.animator.busy and state.to_json() == before


def test_the_discard_dragged_into_a_zone_after_opening_waits_there(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    for action in (rami.Discard("4S"), rami.DrawPot(), rami.Discard("4C")):
        state.apply(action)
    screen = open_screen(window, state)
    assert state.current_player == 0 and state.phase == "take" and state.top_discard == "4C"
    before = state.to_json()
    target = next(z for z in range(5) if not screen.arrangement.zones[z])
    drag(screen, ("discard",), ("zone", target))
    # Taken as a click takes it (nothing played yet), but placed in the zone it was let go.
    assert screen.table.pending_take == "4C" and state.to_json() == before
    assert screen.arrangement.zones[target] == ["4C"] and not screen.arrangement.zones[X]
    assert screen.table.selected is screen.table.item_for(hand_key(screen, "4C"))
    clubs = meld_index(state, ["5C", "6C", "7C"])
    assert screen.table.glows[clubs].level > 0.5
    drag(screen, hand_key(screen, "4C"), meld_key(screen, clubs))
    assert state.melds[clubs].cards == ["4C", "5C", "6C", "7C"]
    assert state.phase == "play" and screen.table.pending_take is None
    assert sorted(screen.arrangement.cards()) == sorted(state.hands[0])


def test_the_discard_that_makes_an_opening_is_taken_by_a_drag_as_by_a_click(qtbot):
    other = [c if c != "8S" else "8H" for c in OTHER]  # the opponent will throw 8♥
    results = []
    for how in ("drag", "click"):
        window = make_window(qtbot)
        state = rami.new_game(["Ana", "Bot"], deck=stacked_deck(DEALER, other, POT))
        for action in (rami.Discard("2S"), rami.DrawPot(), OPEN_1, rami.Discard("8H")):
            state.apply(action)
        screen = open_screen(window, state)
        before = state.to_json()
        if how == "drag":
            drag(screen, ("discard",), ("zone", 3))
        else:
            click(qtbot, screen, ("discard",))
        # Nothing played yet: the card waits in the hand, the opening it allows switched on.
        assert state.to_json() == before and screen.table.pending_take == "8H"
        results.append(
            (
                [list(z) for z in screen.arrangement.zones],
                list(screen.arrangement.switches),
                screen.status.text(),
            )
        )
        screen.lay_down()
        assert state.opened[0] and "8H" not in state.hands[0]
        assert screen.table.pending_take is None
    assert results[0] == results[1]
