"""Every Lord power's decision made on the cards themselves: its targets lit on the table, a
choice in two parts (the Traitor's Lord then the Court Lord, the Illusionist's Location then the
face-up one, a once-per-turn power's Lord then its target) picked in two clicks or two Enters,
Esc or Cancel going back a step; the bar keeps only Skip (and the turn's own buttons)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from test_abyss_ui_play import _click, _screen

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.ui.abyss.decisions import choices
from abyss_cards.ui.abyss.reading import seat_view
from abyss_cards.ui.models.session import BOT, HUMAN, Seat

# The actions a Lord's power produces: none of them may be a button while its cards are shown.
POWER_ACTIONS = (
    A.DisableLord,
    A.HuntFrom,
    A.SwapLocation,
    A.SecondRecruit,
    A.Betray,
    A.Scheme,
    A.TakeStack,
    A.Discard,
    A.SellAlly,
    A.DiscardStack,
    A.ReplaceCourtLord,
)
SEATS = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert"), Seat("Marin", BOT, "expert")]


def _asking(step: dict | None = None, players: int = 3, **kwargs):
    """A stacked position: Ana (seat 0) owns a few Lords and Locations; ``step`` is the
    power's decision, asked of her over her turn's end."""
    base = dict(
        active=0,
        court=[29, 30, 9],
        pearls={0: 8},
        hands={0: [("crabs", 2), ("squids", 4)]},
        lords={0: [27, 23], 1: [28, 32], 2: [31, 13]},
        monster_tokens={1: [3], 2: [2]},
        locations={0: [(1, [])]},
        face_up=[2, 3],
        council={"squids": [("squids", 3)], "crabs": [("crabs", 1)]},
        federated={1: [("shellfish", 2)]},
    )
    base.update(kwargs)
    state = scenario(players, **base)
    if step is not None:
        under = [] if step["kind"] == "finish" else [{"kind": "main", "seat": 0}]
        state.steps = [*under, {"seat": 0, **step}]
        state._legal_cache = None
    return state


# Each power's decision, in a stacked position.
DECISIONS = {
    "assassin": lambda: _asking({"kind": "assassin", "target": 1}),
    "hunter": lambda: _asking({"kind": "hunter", "targets": [1, 2]}),
    "apprentice": lambda: _asking({"kind": "apprentice"}),
    "illusionist": lambda: _asking({"kind": "illusionist"}, locations={0: [(1, []), (4, [])]}),
    "corruptor": lambda: _asking({"kind": "corruptor"}),
    "traitor": lambda: _asking({"kind": "traitor"}),
    "schemer": lambda: _asking({"kind": "schemer"}, lords={0: [27, 26, 12]}),
    "jail": lambda: _asking({"kind": "jail", "limit": 1}),
    "turn powers": lambda: _asking(lords={0: [12, 17, 21]}),
    "turn powers after": lambda: _asking({"kind": "finish"}, lords={0: [12, 17, 21]}),
}


@pytest.mark.parametrize("decision", sorted(DECISIONS))
def test_every_power_target_is_a_card_on_the_table_and_no_button(decision):
    state = DECISIONS[decision]()
    legal = state.legal_actions()
    powers = [a for a in legal if isinstance(a, POWER_ACTIONS)]
    assert powers, (decision, legal)
    c = choices(state, seat_view(state, 0))
    assert set(c.actions()) == set(legal)
    on_cards = set(c.cards.values()) | set(c.two_step.actions())
    assert set(powers) <= on_cards, set(powers) - on_cards
    # No button names a power's target: Skip and the turn's own buttons only.
    assert not [b.text for b in c.buttons if isinstance(b.action, POWER_ACTIONS)]


def test_the_hunter_lights_each_victims_area():
    state = DECISIONS["hunter"]()
    c = choices(state, seat_view(state, 0))
    seats = {key[1] for key, action in c.cards.items()}
    assert seats == {1, 2}
    assert c.cards[("lord", 1, 0)] == A.HuntFrom(1)
    assert c.cards[("fed", 1, "shellfish", 0)] == A.HuntFrom(1)
    assert c.cards[("fed_empty", 2, "crabs")] == A.HuntFrom(2)


def _lit(screen) -> set:
    return {k for k, item in screen.table.cards.items() if item.highlight > 0.5}


def test_the_traitor_two_steps_by_mouse_with_cancel_and_escape(qtbot, lang_of):
    lang_of("en")
    state = DECISIONS["traitor"]()
    screen = _screen(qtbot, state, SEATS)
    own = ("lord", 0, 0)  # the Keeper (27): the Traitor cannot give itself up
    assert _lit(screen) == {own}
    assert [b.text() for b in screen.decision_buttons] == ["Skip"]
    assert "Traitor's power" in screen.status.text()
    before = len(state.history)
    _click(qtbot, screen, own)
    assert len(state.history) == before  # a first click plays nothing
    assert screen.table.cards[own].highlight == 1.0  # shown chosen
    assert _lit(screen) == {own, ("court", 0), ("court", 1), ("court", 2)}
    assert (
        screen.status.text() == "You give up the Keeper: choose the Court Lord to take in its place"
    )
    assert screen.step_cancel.isVisible()
    badge = screen.table.chips[("picked", *own)]  # "Chosen" across the card's foot
    assert badge.isVisible() and badge.collidesWithItem(screen.table.cards[own])
    screen.step_cancel.click()  # Cancel: back to the first part
    assert screen.choices.two_step.picked is None and not screen.step_cancel.isVisible()
    assert not badge.isVisible()
    assert _lit(screen) == {own}
    assert "Traitor's power" in screen.status.text()
    _click(qtbot, screen, own)
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)  # Esc: back too
    assert screen.choices.two_step.picked is None
    _click(qtbot, screen, own)
    _click(qtbot, screen, ("court", 1))
    assert state.history[before].action == A.Betray(27, 30)
    screen.leave()


def test_the_traitor_two_steps_by_keyboard(qtbot, lang_of):
    lang_of("en")
    state = DECISIONS["traitor"]()
    screen = _screen(qtbot, state, SEATS)
    screen.view.setFocus()
    screen.table.focus_default()
    scene = screen.view.scene()
    assert scene.focusItem().key == ("lord", 0, 0)
    before = len(state.history)
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert screen.choices.two_step.picked == ("lord", 0, 0)
    assert scene.focusItem().key == ("court", 0)  # the keyboard goes to the second part
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert screen.choices.two_step.picked is None
    assert scene.focusItem().key == ("lord", 0, 0)  # back on the card put back
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert state.history[before].action == A.Betray(27, 29)
    screen.leave()


def test_the_illusionist_swaps_a_location_in_two_clicks(qtbot, lang_of):
    lang_of("fr")
    state = DECISIONS["illusionist"]()
    screen = _screen(qtbot, state, SEATS)
    screen.window_.language = "fr"
    screen._offer()
    assert _lit(screen) == {("loc", 0, 0), ("loc", 0, 1)}
    _click(qtbot, screen, ("loc", 0, 1))
    assert _lit(screen) == {("loc", 0, 1), ("face_up", 0), ("face_up", 1)}
    text = screen.status.text()
    assert (
        text.startswith("Choisissez le Lieu visible à prendre en échange ") and " de L" not in text
    )
    before = len(state.history)
    _click(qtbot, screen, ("face_up", 0))
    assert state.history[before].action == A.SwapLocation(4, 2)
    screen.leave()


@pytest.mark.parametrize(
    ("lord", "target", "action"),
    [
        (0, ("hand", 0, "crabs", 0), A.SellAlly("crabs", 2)),
        (1, ("council", "squids"), A.DiscardStack("squids")),
        (2, ("court", 2), A.ReplaceCourtLord(9)),
    ],
)
def test_a_once_per_turn_power_is_its_lord_then_its_target(qtbot, lang_of, lord, target, action):
    lang_of("en")
    state = DECISIONS["turn powers"]()
    screen = _screen(qtbot, state, SEATS)
    # The main action's cards (the deck, the Council, the Court) and the three powers' Lords.
    assert {("lord", 0, k) for k in range(3)} <= _lit(screen)
    assert ("exploration_deck",) in _lit(screen)
    assert screen.status.text().endswith("a power ready: click its Lord")
    _click(qtbot, screen, ("lord", 0, lord))
    assert ("exploration_deck",) not in _lit(screen) and target in _lit(screen)
    assert "power: choose" in screen.status.text()
    before = len(state.history)
    _click(qtbot, screen, target)
    assert state.history[before].action == action
    assert state.pending == "main"  # the main action is still to come
    screen.leave()


def test_the_hunter_is_a_click_on_the_victims_cards(qtbot):
    state = DECISIONS["hunter"]()
    screen = _screen(qtbot, state, SEATS)
    before = len(state.history)
    _click(qtbot, screen, ("lord", 2, 1))
    assert state.history[before].action == A.HuntFrom(2)
    screen.leave()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_second_part_names_the_card_picked_in_good_french(lang_of, lang):
    """Every Lord the Traitor may give up, every Location the Illusionist may swap, every
    once-per-turn power's Lord: the sentence asking for the second card reads right."""
    from test_french_words import bad

    from abyss_cards.games.abyss.data import LOCATION_BY_ID, LORD_BY_ID
    from abyss_cards.ui.abyss.decisions import OFFERS, Asking, Choices, location_name, lord_name

    lang_of(lang)
    state = DECISIONS["turn powers"]()
    view = seat_view(state, 0)
    texts = []
    for lord in LORD_BY_ID:
        out = Choices()
        asking = Asking(state, view, view.pending, lang, {}, set(), out)
        asking.lord_key = lambda seat, _lord: ("lord", seat, 0)  # every Lord is "in hand"
        asking.court_key = lambda _lord: ("court", 0)
        OFFERS[A.Betray](A.Betray(lord, 30), asking)
        (text,) = out.two_step.prompts.values()
        assert lord_name(lord, lang).lower()[2:] in text.lower() and not bad(text, lang), text
        texts.append(text)
    for loc in LOCATION_BY_ID:
        out = Choices()
        asking = Asking(state, view, view.pending, lang, {}, set(), out)
        asking.location_key = lambda _loc: ("loc", 0, 0)
        asking.face_up_key = lambda _loc: ("face_up", 0)
        OFFERS[A.SwapLocation](A.SwapLocation(loc, 2), asking)
        (text,) = out.two_step.prompts.values()
        assert location_name(loc, lang).lower()[2:] in text.lower() and not bad(text, lang), text
        texts.append(text)
    c = choices(state, view, lang)
    assert len(c.two_step.prompts) == 3
    for text in c.two_step.prompts.values():
        assert not bad(text, lang) and len(text.split(":", 1)[1].split()) >= 6, text
    if lang == "fr":
        assert "Choisissez le Seigneur de la Cour à prendre à la place du Traître" in texts
        assert "Choisissez le Lieu visible à prendre en échange des Abysses" in texts
        assert "Pouvoir de l'Esclavagiste : choisissez l'Allié" in " ".join(
            c.two_step.prompts.values()
        )
    else:
        assert "You give up the Traitor: choose the Court Lord to take in its place" in texts


def test_the_hint_names_a_two_click_choice_and_points_at_its_first_card(qtbot, lang_of):
    from abyss_cards.games.abyss import bots

    lang_of("en")
    state = DECISIONS["traitor"]()
    screen = _screen(qtbot, state, SEATS)
    expert = bots.make_bot("expert", seed=state.seed).choose(state.view(0), state.legal_actions())
    assert expert == A.Betray(27, 9)  # the Keeper for the Trader
    screen.show_hint()
    assert screen.status.text().startswith("Hint: Give up the Keeper, take the Trader")
    assert screen.view.scene().focusItem().key == ("lord", 0, 0)
    screen.leave()


def _placing(key_tokens: int):
    """Ana has three keys and must close a Location: her keyed free Lords (the Keeper, the
    Shepherd, the Treasurer: one key each) and ``key_tokens`` Key tokens."""
    state = _asking(lords={0: [27, 29, 25]}, court=[9, 13], key_tokens={0: key_tokens})
    state.locations[0].append([2, []])  # held while the keys are chosen, as the engine does
    state.face_up.remove(2)
    state.steps = [{"kind": "main", "seat": 0}, {"kind": "place", "seat": 0, "location": 2}]
    state._legal_cache = None
    return state


def test_the_lords_closing_a_location_are_clicked_in_and_out_then_placed(qtbot, lang_of):
    lang_of("en")
    state = _placing(1)
    legal = state.legal_actions()
    assert len(legal) > 1 and all(isinstance(a, A.PlaceLords) for a in legal)
    screen = _screen(qtbot, state, SEATS)
    c = screen.choices
    assert set(c.actions()) == set(legal) and not c.buttons  # no button per set of Lords
    lords = [("lord", 0, k) for k in range(3)]
    assert set(lords) <= _lit(screen)
    # The fewest Lords to begin with (two, with the one Key token): the button places them.
    assert c.lord_set.chosen == {lords[0], lords[1]}
    bar = screen.decision_buttons
    assert [b.text() for b in bar] == ["Place under it: the Keeper, the Shepherd"]
    assert bar[0].isEnabled()
    _click(qtbot, screen, lords[0])  # the Keeper out: one Lord and one token are not 3 keys
    assert screen.choices.lord_set.chosen == {lords[1]}
    assert screen.table.cards[lords[0]].highlight < 1.0 == screen.table.cards[lords[1]].highlight
    assert not screen.decision_buttons[0].isEnabled()
    chosen = screen.table.chips[("picked", *lords[1])]
    assert chosen.isVisible() and not screen.table.chips[("picked", *lords[0])].isVisible()
    screen.view.setFocus()  # the Treasurer in, by the keyboard: focused, then Enter
    screen.view.focus_card(screen.table.item_for(lords[2]))
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert screen.decision_buttons[0].text() == "Place under it: the Shepherd, the Treasurer"
    before = len(state.history)
    qtbot.keyClick(screen, Qt.Key.Key_1)  # the digit presses the bar's button
    assert state.history[before].action == A.PlaceLords((29, 25))
    screen.leave()


def test_key_tokens_alone_are_the_set_to_begin_with_when_they_are_enough(qtbot):
    state = _placing(3)
    c = choices(state, seat_view(state, 0))
    assert c.lord_set.chosen == set()
    assert [b.text for b in c.bar()] == ["Use Key tokens only"]
    assert c.bar()[0].action == A.PlaceLords(())


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_assassins_sentence_names_the_opponent_asked_now(lang_of, lang):
    """The Assassin asks one opponent after the other: the sentence names that one (it said
    "a free Lord of each opponent" while only the first one's Lords were lit)."""
    from abyss_cards.ui.abyss.describe import prompt

    lang_of(lang)
    state = DECISIONS["assassin"]()
    text = prompt(state, seat_view(state, 0), ["Ana", "Inès", "Marin"], lang)
    assert text == (
        "Pouvoir de l'Assassin : choisissez le Seigneur libre d'Inès à neutraliser"
        if lang == "fr"
        else "The Assassin's power: choose which of Inès's free Lords to disable"
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_three_keys_and_no_face_up_location_say_only_to_draw(lang_of, lang):
    """With no Location face up, the sentence does not offer to take a face-up one."""
    from abyss_cards.ui.abyss.describe import prompt

    lang_of(lang)
    names = ["Ana", "Léo", "Marin"]
    state = _asking({"kind": "control"}, face_up=[])
    assert not state.face_up and state.pending == "control"
    assert prompt(state, seat_view(state, 0), names, lang) == (
        "Vous avez 3 clefs : piochez de 1 à 4 Lieux et gardez-en un"
        if lang == "fr"
        else "You have 3 keys: draw 1 to 4 Locations from the deck, keep one"
    )
    state = _asking({"kind": "control"})
    assert prompt(state, seat_view(state, 0), names, lang) == (
        "Vous avez 3 clefs : prenez un Lieu visible ou piochez"
        if lang == "fr"
        else "You have 3 keys: take a face-up Location or draw from the deck"
    )


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_chosen_leaves_the_lords_points_and_keys_in_view(qtbot, lang_of, size):
    """ "Chosen" lay across the card's foot, over the Lord's points and its keys — what a Lord
    is taken for to close a Location."""
    lang_of("en")
    screen = _screen(qtbot, _placing(1), SEATS, size)
    for key in screen.choices.lord_set.chosen:
        badge = screen.table.chips[("picked", *key)]
        assert badge.isVisible() and badge.fits()
        card = screen.table.cards[key]
        r = card.mapRectToScene(card.rect())
        foot = QRectF(r.left(), r.bottom() - r.height() * 0.2, r.width(), r.height() * 0.2)
        pill = badge.mapRectToScene(badge.text_rect())
        assert r.contains(pill) and not pill.intersects(foot)
    screen.leave()
