"""The Location tray: when a person may take a Location, the Locations to choose from lie over
the table as large cards with their text and what each would give that person now (the
engine's figure); a click or the keyboard plays the card's legal action."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QPushButton
from ui_checks import cut_texts

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import LOCATION_BY_ID
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from tests.test_abyss_ui_play import _screen

SEATS = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]


def _control(active: int = 0):
    """Seat ``active`` has three keys at the end of its turn: it must control a Location."""
    state = scenario(
        2,
        active=active,
        lords={active: [27, 28, 1]},
        key_tokens={active: 1},
        face_up=[5, 9, 14],
        locations={1 - active: [(3, [])]},
    )
    state.steps = [{"kind": "end_turn"}, {"kind": "control_check"}]
    state._run([])
    assert state.pending == "control"
    return state


def _shown(screen) -> dict[int, object]:
    return {card.entry.location: card.entry.action for card in screen.tray.cards}


def test_the_tray_shows_the_face_up_locations_with_the_engines_points(qtbot):
    state = _control()
    screen = _screen(qtbot, state, SEATS)
    tray = screen.tray
    assert tray.isVisible()
    legal = [a for a in state.legal_actions() if isinstance(a, A.TakeLocation)]
    assert _shown(screen) == {a.location: a for a in legal}
    for card in tray.cards:
        loc = card.entry.location
        assert card.entry.points == state.location_points(0, loc)
        assert card.name_label.text().endswith(LOCATION_BY_ID[loc].name_en)
        assert card.text_label.text() == LOCATION_BY_ID[loc].text_en
        assert card.points_label.text() == f"+{state.location_points(0, loc)} for you now"
    # The table keeps its whole size beneath: the tray lies over it.
    assert tray.parentWidget() is screen.view
    assert tray.geometry().width() < screen.view.width()
    # Drawing stays possible from the tray too.
    footer = {b.text() for b in tray.footer_buttons}
    assert "Draw 2 from the deck" in footer
    screen.leave()


def test_a_click_on_a_tray_card_plays_its_action(qtbot):
    state = _control()
    screen = _screen(qtbot, state, SEATS)
    card = next(c for c in screen.tray.cards if c.entry.location == 9)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert state.history[-1].action == A.TakeLocation(9)
    assert state.pending == "place"
    qtbot.waitUntil(lambda: not screen.tray.isVisible())
    screen.leave()


def test_keys_walk_the_tray_and_play_a_card(qtbot):
    state = _control()
    screen = _screen(qtbot, state, SEATS)
    screen._turn_changed(0)
    first, second, third = screen.tray.legal_cards()
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert second.hasFocus()
    qtbot.keyClick(second, Qt.Key.Key_Return)
    assert state.history[-1].action == second.entry.action
    screen.leave()

    state = _control()
    screen = _screen(qtbot, state, SEATS)
    screen._turn_changed(0)
    first, _, third = screen.tray.legal_cards()
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_3)  # the third card, not the bar's third button
    assert state.history[-1].action == third.entry.action
    screen.leave()


def test_escape_sets_the_tray_aside_and_back_when_nothing_can_be_skipped(qtbot):
    state = _control()
    screen = _screen(qtbot, state, SEATS)
    screen._turn_changed(0)
    first = screen.tray.legal_cards()[0]
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Escape)
    assert not screen.tray.isVisible()
    assert state.pending == "control"  # nothing played
    # Escape on the table brings it back, the focus on its first card.
    qtbot.waitUntil(screen.view.hasFocus)
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert screen.tray.isVisible()
    qtbot.waitUntil(first.hasFocus)
    screen.leave()


def test_drawn_locations_are_kept_from_the_tray_face_up_ones_dimmed_with_why(qtbot):
    state = _control()
    state.apply(A.DrawLocations(2))
    screen = _screen(qtbot, state, SEATS)
    drawn = state.view(0).pending.drawn
    shown = _shown(screen)
    assert {loc for loc, action in shown.items() if action is not None} == set(drawn)
    assert all(isinstance(shown[loc], A.KeepLocation) for loc in drawn)
    for card in screen.tray.cards:
        assert card.entry.points == state.location_points(0, card.entry.location)
        if card.entry.action is None:
            assert card.entry.location in state.face_up
            assert card.why_label.text()  # the engine's reason
            assert card.graphicsEffect() is not None
    card = next(c for c in screen.tray.cards if c.entry.location == drawn[1])
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert state.history[-1].action == A.KeepLocation(drawn[1])
    screen.leave()


def test_black_smokers_offers_the_deck_and_escape_skips(qtbot):
    state = scenario(2, lords={0: [27, 28]}, key_tokens={0: 1}, face_up=[10])
    state.steps = [{"kind": "end_turn"}, {"kind": "control_check"}]
    state._run([])
    state.apply(A.TakeLocation(10))
    state.apply(A.PlaceLords((27, 28)))
    assert state.pending == "smokers"
    screen = _screen(qtbot, state, SEATS)
    assert set(_shown(screen)) == set(state.location_deck)
    screen._turn_changed(0)
    first = screen.tray.legal_cards()[0]
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Escape)
    assert state.history[-1].action == A.Skip()
    screen.leave()


def test_nothing_of_another_seats_draw_is_shown(qtbot):
    """The computer player draws Locations: the person's screen shows no tray, no name."""
    state = _control(active=1)
    state.apply(A.DrawLocations(3))
    drawn = state.view(1).pending.drawn
    screen = _screen(qtbot, state, SEATS)
    assert screen.table.viewer == 0
    assert not screen.tray.isVisible() and not screen.tray.cards
    names = {LOCATION_BY_ID[loc].name_en for loc in drawn}
    texts = [w.text() for w in screen.findChildren(QLabel)]
    texts += [w.text() + w.toolTip() for w in screen.findChildren(QPushButton)]
    assert not any(name in text for name in names for text in texts)
    screen.leave()


def test_in_hot_seat_the_points_name_the_person(qtbot):
    state = _control()
    seats = [Seat("Ana", HUMAN), Seat("Léo", HUMAN)]
    screen = _screen(qtbot, state, seats)
    if screen.stack.currentWidget() is screen.privacy_page:
        screen.reveal()
    card = screen.tray.cards[0]
    assert card.points_label.text() == f"+{card.entry.points} for Ana now"
    screen.leave()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_tray_reads_whole_in_both_languages_at_both_sizes(qtbot, lang_of, lang, size):
    lang_of(lang)
    state = _control()
    state.apply(A.DrawLocations(3))  # three drawn, three face up: six cards
    window = SimpleNamespace(settings=Settings(animation_speed="off"), language=lang)
    screen = AbyssScreen(window, state, SEATS, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    screen._offer()
    tray = screen.tray
    qtbot.waitUntil(tray.isVisible)
    assert len(tray.cards) == 6
    assert screen.view.rect().contains(tray.geometry())
    assert cut_texts(tray, QSize(*size)) == []
    word = "pour vous maintenant" if lang == "fr" else "for you now"
    assert all(word in card.points_label.text() for card in tray.cards)
    screen.leave()


def test_the_hint_points_at_the_trays_card(qtbot, monkeypatch):
    from abyss_cards.games.abyss import bots

    state = _control()
    screen = _screen(qtbot, state, SEATS)
    screen._turn_changed(0)
    # The expert's choice here, whatever it is: one of the tray's Locations.
    wanted = A.TakeLocation(14)

    class Expert:
        def choose(self, view, legal):
            return wanted

    monkeypatch.setattr(bots, "make_bot", lambda *args, **kwargs: Expert())
    screen.show_hint()
    card = next(c for c in screen.tray.cards if c.entry.action == wanted)
    qtbot.waitUntil(card.hasFocus)
    assert "Hint" in screen.status.text()
    screen.leave()


def test_the_bar_leaves_the_locations_to_the_tray_and_the_table_keeps_its_size(qtbot):
    """The bar holds no "Take…", "Draw…" or "Keep…" button while the tray offers them (four or
    more sent the bar to a second row, and the table shrank for it): one button brings the tray
    back once set aside."""
    state = scenario(2, active=0)
    screen = _screen(qtbot, state, SEATS, size=(1024, 640))
    height = screen.view.height()
    state_control = _control()
    screen.leave()
    screen = _screen(qtbot, state_control, SEATS, size=(1024, 640))
    qtbot.waitUntil(screen.tray.isVisible)
    shown = [b for b in screen.decision_buttons if b.isVisible()]
    assert not any(screen.tray.covers(a) for a in _bar_actions(screen, shown))
    back = screen.findChild(QPushButton, "abyssTrayButton")
    assert back is not None and back.isVisible() and back.text() == "Locations (Esc)"
    assert screen.view.height() == height
    screen.tray.step_aside()
    assert not screen.tray.isVisible()
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert screen.tray.isVisible()
    screen.leave()


def _bar_actions(screen, buttons) -> list:
    texts = {b.text() for b in buttons}
    return [o.action for o in screen.choices.bar() if o.text in texts]


def test_the_trays_widgets_are_never_top_level(qtbot):
    """Every card and button of the tray has a parent from the start: a parentless widget is a
    top-level one, which Python's cycle collector may delete in the middle of Qt's list of
    top-level widgets (a test worker crashed so, in a teardown after an Abyss test)."""
    screen = _screen(qtbot, scenario(2, active=0), SEATS)  # no Location to choose yet
    assert screen.tray.hide_button.parent() is screen.tray
    screen.leave()
    screen = _screen(qtbot, _control(), SEATS)
    assert screen.tray.cards
    assert all(card.parent() is screen.tray.body for card in screen.tray.cards)
    screen.leave()
