"""The Abyss table asks every decision: each legal action is offered (a card to click or a
button), clicks on the viewport play the action of the card, and a whole two-player game can
be played through the screen against the expert."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from abyss_cards.games import abyss
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import bots
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.decisions import choices
from abyss_cards.ui.abyss.reading import seat_view
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat


def offered(c) -> list:
    """Every action offered: a card, a pair of cards (two clicks) or a button."""
    return c.actions()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_action_is_offered_once_a_card_or_a_button(qtbot, players):
    """Over random games: what the table offers is exactly the legal actions."""
    rng = random.Random(players)
    for game in range(3):
        state = abyss.new_game(players, seed=100 * players + game)
        for _ in range(400):
            if state.is_over:
                break
            seat = state.current_player
            legal = state.legal_actions()
            c = choices(state, seat_view(state, seat))
            offers = offered(c)
            assert set(offers) == set(legal), (state.pending, set(legal) ^ set(offers))
            # A card plays one action (but the Hunter's victim: any card of their area); a
            # button may repeat a card's (keyboard and mouse alike).
            played = [a for a in c.cards.values() if not isinstance(a, A.HuntFrom)]
            assert len(set(played)) == len(played)
            state.apply(rng.choice(legal))


def _window():
    settings = Settings()
    settings.bot_pace = "instant" if hasattr(settings, "bot_pace") else None
    settings.animation_speed = "off" if hasattr(settings, "animation_speed") else None
    return SimpleNamespace(settings=settings, language="en")


def _screen(qtbot, state, seats, size=(1280, 720)):
    screen = AbyssScreen(_window(), state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.activateWindow()  # shortcuts (the digits) work in the active window
    qtbot.waitUntil(screen.isActiveWindow)
    screen.table.sync()
    screen._offer()
    screen.session.set_pace(0)
    return screen


def _click(qtbot, screen, key):
    point = screen.table.viewport_point(key)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_clicks_on_the_deck_the_council_and_the_court_play_the_main_action(qtbot):
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    court = [9, 13, 27]
    for click, expected in (
        (("exploration_deck",), A.Explore()),
        (("council", "crabs"), A.RequestSupport("crabs")),
        (("court", 1), A.Recruit(13)),
    ):
        state = scenario(
            2,
            active=0,
            court=court,
            pearls={0: 1},
            hands={0: [("shellfish", 3), ("crabs", 2), ("squids", 2)]},
            council={"crabs": [("crabs", 1)]},
        )
        screen = _screen(qtbot, state, seats)
        assert click in screen.table.choices.cards
        assert screen.table.item_for(click).interactive
        before = len(state.history)
        _click(qtbot, screen, click)
        assert len(state.history) == before + 1
        assert state.history[-1].action == expected
        screen.leave()


def test_the_court_lights_only_what_the_person_can_afford(qtbot):
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    # The Shopkeeper (6, three races) is affordable; the Trader (10) is not.
    state = scenario(
        2,
        active=0,
        court=[9, 13],
        pearls={0: 0},
        hands={0: [("shellfish", 3), ("crabs", 2), ("squids", 2)]},
    )
    screen = _screen(qtbot, state, seats)
    assert ("court", 1) in screen.table.choices.cards
    assert ("court", 0) not in screen.table.choices.cards
    assert not screen.table.item_for(("court", 0)).interactive
    screen.leave()


def test_a_purchase_is_asked_with_its_price_and_bought_by_button(qtbot):
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = scenario(2, active=1, pearls={0: 3}, deck_top=[("crabs", 4)])
    state.apply(A.Explore())
    assert state.current_player == 0 and state.pending == "auction"
    screen = _screen(qtbot, state, seats)
    texts = [b.text() + " | " + b.toolTip() for b in screen.decision_buttons]
    assert any("Crab 4" in t and "1" in t for t in texts), texts
    assert "Ana" not in screen.status.text() or "revealed" in screen.status.text()
    buy = next(b for b in screen.decision_buttons if b.text().startswith("Buy"))
    buy.click()
    assert state.history[-1].action == A.Buy()
    assert (
        state.players_pearls(0) == 2 if hasattr(state, "players_pearls") else state.pearls[0] == 2
    )
    screen.leave()


def test_a_whole_game_against_the_expert_through_the_screen(qtbot):
    """Every person's decision is taken on screen (a click on the card when the decision has
    one, else a button), chosen at random among what is offered; the expert plays itself."""
    rng = random.Random(7)
    state = abyss.new_game(["Ana", "Léo"], seed=4242)
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    screen = _screen(qtbot, state, seats)
    screen.session.start()
    moves = 0
    while not state.is_over and moves < 1500:
        if state.current_player == 0 and not screen.session.thinking and not screen.autoplaying:
            c = screen.choices
            # As the random computer player: never undo a payment in progress (it only loops).
            undo = (A.CancelRecruit, getattr(A, "TakeBack", A.CancelRecruit))
            keys = [k for k, a in c.cards.items() if not isinstance(a, undo)]
            actions = {
                id(b): o.action
                for b, o in zip(screen.decision_buttons, screen.bar_offers(), strict=True)
            }
            buttons = [
                b
                for b in screen.decision_buttons
                if b.isVisible() and not isinstance(actions[id(b)], undo)
            ]
            # The Locations to choose from are the tray's cards and buttons.
            if screen.tray.isVisible():
                buttons += [*screen.tray.legal_cards(), *screen.tray.footer_buttons]
            if not keys and not buttons:  # nothing but undoing is left: undo
                buttons = [b for b in screen.decision_buttons if b.isVisible()]
            assert keys or buttons
            before = len(state.history)
            if keys and (not buttons or rng.random() < 0.6):
                _click(qtbot, screen, rng.choice(keys))
            else:
                button = rng.choice(buttons)
                if isinstance(button, QPushButton):
                    button.click()
                else:  # a tray card
                    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            # (The suggested payment plays several moves at once.)
            assert len(state.history) >= before + 1
            moves += 1
        else:
            qtbot.waitUntil(
                lambda: (
                    state.is_over
                    or (
                        state.current_player == 0
                        and not screen.session.thinking
                        and not screen.autoplaying
                    )
                ),
                timeout=60000,
            )
    assert state.is_over
    assert moves > 20
    assert "wins" in screen.status.text() or "Shared victory" in screen.status.text()
    # The end page: the engine's final count, best first, told category by category.
    assert screen.stack.currentWidget() is screen.end_page
    screen.finish_animations()
    model = screen.end_page.scores.model()
    ranking = state.final_scores()["ranking"]
    assert [model.item(r, 1).text() for r in range(model.rowCount())] == [
        seats[r.index].name for r in ranking
    ]
    assert [int(model.item(r, 6).text()) for r in range(model.rowCount())] == [
        state.scores[r.index] for r in ranking
    ]
    assert screen.end_page.title.text() == screen.end_title()
    screen.leave()


def test_the_expert_bot_makes_the_hint(qtbot):
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = scenario(
        2,
        active=0,
        court=[13],
        pearls={0: 1},
        hands={0: [("shellfish", 3), ("crabs", 2), ("squids", 2)]},
    )
    screen = _screen(qtbot, state, seats)
    screen.show_hint()
    assert screen.status.text().startswith("Hint: ")
    expert = bots.make_bot("expert", seed=state.seed).choose(state.view(0), state.legal_actions())
    assert expert in offered(screen.choices)
    screen.leave()


def test_a_whole_game_by_keyboard_only(qtbot):
    """Arrow keys walk the cards, Enter plays the focused card's action, the digits press the
    bar's buttons: a whole game against the expert without the mouse."""
    rng = random.Random(11)
    state = abyss.new_game(["Ana", "Léo"], seed=777)
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    screen = _screen(qtbot, state, seats)
    screen.session.start()
    arrows = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]
    undo = (A.CancelRecruit, getattr(A, "TakeBack", A.CancelRecruit))
    moves = 0
    while not state.is_over and moves < 1500:
        if state.current_player == 0 and not screen.session.thinking and not screen.autoplaying:
            before = len(state.history)
            c = screen.choices
            plain = [n for n, o in enumerate(c.bar()[:9]) if not isinstance(o.action, undo)]
            cards = [k for k, a in c.cards.items() if not isinstance(a, undo)]
            if cards and (not plain or rng.random() < 0.6):
                screen.view.setFocus()
                screen.table.focus_default()
                for _ in range(rng.randrange(4)):
                    qtbot.keyClick(screen.view, rng.choice(arrows))
                focused = screen.view.scene().focusItem()
                if focused is None or focused.key not in cards:
                    screen.view.focus_card(screen.table.item_for(rng.choice(cards)))
                qtbot.keyClick(screen.view, Qt.Key.Key_Return)
            else:
                choice = rng.choice(plain) if plain else 0
                qtbot.keyClick(screen, Qt.Key(Qt.Key.Key_1 + choice))
            assert len(state.history) >= before + 1, state.pending
            moves += 1
        else:
            qtbot.waitUntil(
                lambda: (
                    state.is_over
                    or (
                        state.current_player == 0
                        and not screen.session.thinking
                        and not screen.autoplaying
                    )
                ),
                timeout=60000,
            )
    assert state.is_over and moves > 20
    screen.leave()


def test_hot_seat_asks_each_decision_of_the_right_person_behind_a_privacy_page(qtbot):
    """Three seats, two people: whenever the other person must decide (their turn, or a
    purchase out of turn), the privacy page comes first and hides the table; once they say
    they are there, the table shows their hand and asks them."""
    rng = random.Random(5)
    state = abyss.new_game(["Ana", "Léo", "Marin"], seed=99)
    seats = [Seat("Ana", HUMAN), Seat("Léo", HUMAN), Seat("Marin", BOT, "medium")]
    screen = _screen(qtbot, state, seats)
    screen.session.start()
    undo = (A.CancelRecruit, getattr(A, "TakeBack", A.CancelRecruit))
    calls = out_of_turn = 0
    for _ in range(400):
        if state.is_over:
            break
        qtbot.waitUntil(
            lambda: (
                state.is_over
                or (
                    not seats[state.current_player].is_bot
                    and not screen.session.thinking
                    and not screen.autoplaying
                )
            ),
            timeout=60000,
        )
        if state.is_over:
            break
        seat = state.current_player
        if screen.stack.currentWidget() is screen.privacy_page:
            calls += 1
            assert screen.table.viewer != seat
            assert not screen.choices.cards and not screen.choices.buttons
            assert seats[seat].name in screen.privacy_page.heading.text()
            # Nothing private in the Journal while the screen changes hands.
            assert not any(line.startswith("In it") for line in screen.journal.lines())
            qtbot.keyClick(screen.privacy_page, Qt.Key.Key_Return)
        assert screen.stack.currentWidget() is screen.table_page
        assert screen.table.viewer == seat
        view = screen.table.v
        # Only the viewer's hand is on the table.
        assert all(
            ("hand", other, race, 0) not in screen.table.plan.cards
            for other in range(3)
            if other != seat
            for race in ("crabs", "squids")
        )
        out_of_turn += seat != state.active
        offers = [a for a in offered(screen.choices) if not isinstance(a, undo)] or offered(
            screen.choices
        )
        before = len(state.history)
        screen._play(rng.choice(offers))
        assert len(state.history) == before + 1
        assert view.seat == seat
    assert calls > 5 and out_of_turn > 0
    screen.leave()


def test_the_journal_tells_each_move_and_keeps_private_details_private(qtbot):
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = scenario(2, active=0, council={"crabs": [("crabs", 1), ("crabs", 1), ("crabs", 2)]})
    screen = _screen(qtbot, state, seats)
    _click(qtbot, screen, ("council", "crabs"))
    lines = screen.journal.lines()
    # Ana is the only person at the screen: her own moves are told to her as "you".
    assert any("You take the Council's crabs stack (3 card" in line for line in lines)
    assert any(line.startswith("In it: Crab 1, Crab 1, Crab 2") for line in lines)
    from abyss_cards.ui.abyss.journal import sentence

    hidden = [sentence(e, ["Ana", "Léo"], 1) for e in screen.events]
    assert not any(line and line.startswith("In it") for line in hidden)
    assert any("Ana takes the Council's crabs stack" in line for line in hidden if line)
    screen.leave()


def test_an_autosave_resumes_the_same_game_and_journal(qtbot):
    from abyss_cards.ui.abyss import GAME_UI
    from abyss_cards.ui.models.entry_points import resume_screen

    rng = random.Random(3)
    state = abyss.new_game(["Ana", "Léo"], seed=31)
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "medium")]
    screen = _screen(qtbot, state, seats)
    screen.session.start()
    for _ in range(30):
        qtbot.waitUntil(
            lambda: (
                state.current_player == 0 and not screen.session.thinking and not screen.autoplaying
            ),
            timeout=60000,
        )
        screen._play(rng.choice(offered(screen.choices)))
    qtbot.waitUntil(
        lambda: (
            state.current_player == 0 and not screen.session.thinking and not screen.autoplaying
        ),
        timeout=60000,
    )
    payload = screen.session.payload()
    lines = screen.journal.lines()
    screen.leave()
    again = resume_screen(_window(), SimpleNamespace(payload=payload), GAME_UI)
    qtbot.addWidget(again)
    again.session.stop()
    assert again.state.to_json() == state.to_json()
    assert again.journal.lines() == lines
    assert again.table.viewer == 0


def test_the_new_game_dialog_gives_seats_and_refuses_a_bad_seed(qtbot):
    from abyss_cards.ui.abyss.dialogs import NewGameDialog

    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.kinds[1].setCurrentIndex(3)
    seats = dialog.seats()
    assert [s.kind for s in seats] == [HUMAN, BOT, BOT]
    assert seats[1].level == "expert"
    assert dialog.fold.isHidden()  # the seed is out of sight until asked for
    dialog.seed.setText("abc")
    dialog._accept()
    assert dialog.result() == 0 and dialog.error.text()
    dialog.seed.setText("42")
    dialog._accept()
    assert dialog.seed_value() == 42
    assert dialog.remember()["players"] == 3


def test_the_scores_dock_shows_public_scores_and_only_the_viewers_projection(qtbot):
    from abyss_cards.ui.abyss import demo_state

    state = demo_state(4)
    names = ["Ana", "Ondine", "Marin", "Nacre"]
    seats = [Seat(names[0], HUMAN)] + [Seat(n, BOT, "medium") for n in names[1:]]
    screen = _screen(qtbot, state, seats)
    screen.refresh_docks()
    rows = screen.scores_dock.texts()
    assert [r[0] for r in rows] == names
    for seat, row in enumerate(rows):
        public = state.public_score(seat)
        if seat == 0:
            assert row[1] == f"{public} → {state.projected_score(0)}"
        else:
            assert row[1] == str(public)
        assert row[2] == str(state.pearls[seat])
    screen.leave()


def test_moves_are_animated_and_land_where_the_layout_puts_them(qtbot):
    """With animations on: a revealed card comes from the deck and turns over, a bought one
    flies to its buyer; finishing them leaves every card at its place and no flyer behind."""
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = scenario(2, active=0, pearls={1: 3}, deck_top=[("crabs", 4), ("squids", 2)])
    window = _window()
    window.settings.animation_speed = "slow"
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    screen._offer()
    assert screen.table.animator.seconds > 0
    _click(qtbot, screen, ("exploration_deck",))
    card = screen.table.item_for(("track", 0))
    assert screen.table.animator.busy
    assert card.flip < 1.0 or card.pos() != screen.table.plan.cards[("track", 0)].centre
    screen.finish_animations()
    assert card.flip == 1.0
    assert card.pos() == screen.table.plan.cards[("track", 0)].centre
    # Léo (the computer) buys it: a card flies to Léo's header, then is gone.
    screen.session.set_pace(0)
    before = len(screen.table._flyers)
    screen.session.start()
    qtbot.waitUntil(
        lambda: any(type(t.action).__name__ in ("Buy", "Pass") for t in state.history),
        timeout=60000,
    )
    if type(state.history[1].action).__name__ == "Buy":
        assert len(screen.table._flyers) >= before
    screen.finish_animations()
    assert not screen.table._flyers
    for key, place in screen.table.plan.cards.items():
        assert screen.table.cards[key].pos() == place.centre or key in screen.choices.selected
    screen.leave()


def test_the_suggested_payment_pays_the_computer_players_cheapest_way(qtbot):
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    # The Shopkeeper: 6, three races, shellfish required.
    state = scenario(
        2,
        active=0,
        court=[13],
        pearls={0: 0},
        hands={0: [("shellfish", 1), ("shellfish", 4), ("crabs", 2), ("crabs", 5), ("squids", 3)]},
    )
    screen = _screen(qtbot, state, seats)
    _click(qtbot, screen, ("court", 0))
    assert state.pending == "payment"
    # Pay first with a needless Ally: the suggestion takes it back.
    _click(
        qtbot,
        screen,
        next(k for k, a in screen.choices.cards.items() if a == A.PayWith("crabs", 5)),
    )
    button = next(b for b in screen.decision_buttons if b.text() == "Suggested payment")
    button.click()
    plan = state.view(0).cheapest_payment(13)
    assert plan is not None
    assert sorted(state.view(0).pending.paid) == sorted(plan[0])
    assert A.FinishPayment() in state.legal_actions()
    screen.leave()


def test_a_click_on_an_opponents_panel_shows_it_in_full_and_folds_it_again(qtbot):
    from abyss_cards.ui.abyss import demo_state

    state = demo_state(4)
    seats = [Seat("Ana", HUMAN)] + [Seat(n, BOT, "medium") for n in ("Ondine", "Marin", "Nacre")]
    screen = _screen(qtbot, state, seats)
    table = screen.table
    assert table.plan.compact[2]
    key = next(k for k in table.plan.cards if k[0] in ("lord", "fed", "fed_empty") and k[1] == 2)
    small = table.plan.cards[key].size.width()
    _click(qtbot, screen, key)
    assert table.expanded == 2 and not table.plan.compact.get(2)
    assert table.plan.cards[key].size.width() > small
    assert not any(k[1] == 1 for k in table.plan.cards if k[0] == "lord")
    _click(qtbot, screen, key)
    assert table.expanded is None and table.plan.compact[2]
    screen.leave()


def test_auto_pass_lets_small_allies_go_without_asking_and_survives_a_resume(qtbot):
    from abyss_cards.ui.abyss import GAME_UI
    from abyss_cards.ui.models.entry_points import resume_screen

    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = scenario(2, active=1, pearls={0: 5}, deck_top=[("crabs", 1), ("squids", 4)])
    screen = _screen(qtbot, state, seats)
    screen.auto_pass_box.setCurrentIndex(2)  # pass on Allies worth 1 or 2
    assert screen.auto_pass == {0: 2}
    payload = screen.session.payload()
    state.apply(A.Explore())  # Léo reveals the Crab 1: Ana is not asked
    screen.session.turnChanged.emit(state.current_player)
    qtbot.waitUntil(
        lambda: any(t.seat == 0 and t.action == A.Pass() for t in state.history), timeout=60000
    )
    assert not screen.decision_buttons or state.current_player != 0
    screen.leave()
    again = resume_screen(_window(), SimpleNamespace(payload=payload), GAME_UI)
    qtbot.addWidget(again)
    again.session.stop()
    assert again.auto_pass == {0: 2}
    assert again.auto_pass_box.currentIndex() == 2


def test_what_went_to_the_council_face_up_is_known_until_the_stack_is_taken(qtbot):
    from abyss_cards.ui.abyss.journal import council_known

    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = scenario(
        2, active=0, pearls={1: 0}, deck_top=[("crabs", 3), ("squids", 2), ("shellfish", 1)]
    )
    screen = _screen(qtbot, state, seats)
    for action in (A.Explore(), A.RevealNext(), A.RevealNext(), A.TakeAlly()):
        screen._play(action)
    known = council_known(screen.events)
    assert known == {"crabs": [3], "squids": [2]}
    assert "3" in screen.table.item_for(("council", "crabs")).toolTip()
    assert any(
        line.startswith("To the Council: Crab 3, Squid 2") for line in screen.journal.lines()
    )
    screen.leave()


OTHER_RACES = ("crabs", "shellfish", "squids", "jellyfish", "seahorses")
# Lords whose power asks for a target, and the step the engine asks it in.
POWERS = {
    4: "assassin",
    7: "hunter",
    16: "apprentice",
    19: "illusionist",
    22: "corruptor",
    23: "traitor",
    26: "schemer",
}


@pytest.mark.parametrize("lord", sorted(POWERS))
def test_each_lord_power_with_targets_is_asked_and_played_on_the_table(qtbot, lord):
    """A stacked position: Ana recruits the Lord (the suggested payment, then Recruit), the
    power's decision comes, every target is offered (a card or a button) and one is played."""
    from abyss_cards.games.abyss.data import LORD_BY_ID

    data = LORD_BY_ID[lord]
    races = [data.required_race] + [r for r in OTHER_RACES if r != data.required_race]
    hand = [(race, 1) for race in races[: data.races]]
    # Three seats: a power that targets "an opponent of your choice" has a choice to make.
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert"), Seat("Marin", BOT, "expert")]
    state = scenario(
        3,
        active=0,
        court=[lord, 29, 30],
        pearls={0: 20},
        hands={0: hand},
        lords={0: [27], 1: [28], 2: [31]},
        monster_tokens={1: [3], 2: [2]},
        locations={0: [(1, [])]},
        face_up=[2, 3],
        council={"crabs": [("crabs", 2)]},
    )
    screen = _screen(qtbot, state, seats)
    _click(qtbot, screen, ("court", 0))
    suggested = [b for b in screen.decision_buttons if b.text() == "Suggested payment"]
    if suggested:
        suggested[0].click()
    next(b for b in screen.decision_buttons if b.text().startswith("Recruit")).click()
    qtbot.waitUntil(lambda: not screen.autoplaying, timeout=60000)
    if state.pending == "federate":  # Allies of equal value: which one is asked first
        assert "federate" in screen.status.text()
        screen.decision_buttons[0].click()
        qtbot.waitUntil(lambda: not screen.autoplaying, timeout=60000)
    assert state.pending == POWERS[lord], state.pending
    assert set(offered(screen.choices)) == set(state.legal_actions())
    assert POWERS[lord] in screen.status.text().lower() or data.name_en in screen.status.text()
    # Every target is on the table: a card, or a pair of cards (two clicks); Skip alone stays.
    assert all(isinstance(b.action, A.Skip) for b in screen.choices.buttons)
    before = len(state.history)
    pairs = screen.choices.two_step.pairs
    if screen.choices.cards:
        _click(qtbot, screen, next(iter(screen.choices.cards)))
    else:
        _click(qtbot, screen, pairs[0].first)
        _click(qtbot, screen, pairs[0].second)
    assert len(state.history) > before
    screen.leave()


def test_once_per_turn_powers_are_offered_before_the_main_action(qtbot):
    """The Slaver, the Oracle and the Opportunist, owned: each power is its Lord on the table at
    the start of the turn (then its target), used once."""
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = scenario(
        2,
        active=0,
        lords={0: [12, 17, 21]},
        court=[29, 30],
        hands={0: [("crabs", 2)]},
        council={"squids": [("squids", 3)]},
    )
    screen = _screen(qtbot, state, seats)
    for k, target in enumerate((("hand", 0, "crabs", 0), ("council", "squids"), ("court", 0))):
        lord = ("lord", 0, k)
        assert lord in screen.choices.two_step.firsts()
        before = len(state.history)
        _click(qtbot, screen, lord)
        _click(qtbot, screen, target)
        qtbot.waitUntil(lambda: not screen.autoplaying, timeout=60000)
        assert len(state.history) > before
        assert lord not in screen.choices.two_step.firsts()  # once a turn
    assert state.pending == "main"
    screen.leave()


# What the person's own moves must never read like when their name is the default "Vous"/"You".
FORBIDDEN = (
    "Vous explore ",
    "Vous prend ",
    "Vous achète ",
    "Vous recrute ",
    "Vous fédère ",
    "Vous pioche ",
    "Vous gagne ",
    "Vous perd ",
    "Vous défausse ",
    "Vous contrôle ",
    "Vous complote ",
    "Vous combat ",
    "Vous laisse ",
    "Vous joue ",
    "de Vous",
    "à Vous",
    "chez Vous",
    "à vous",
    "chez vous",
    "Tour de Vous",
    "You explores",
    "You takes",
    "You buys",
    "You gains",
    "You loses",
    "You draws",
    "You federates",
    "You recruits",
    "You controls",
    "of You",
    "to You",
    "from You",
    "You's",
)


def test_the_journal_speaks_to_the_person_as_you_in_both_languages(qtbot):
    """A whole game of computer players read as seat 0's person named "Vous"/"You": every
    sentence about that seat uses the second person; about the others it names them."""
    from abyss_cards.i18n import install
    from abyss_cards.ui.abyss.journal import sentence

    state = abyss.new_game(3, seed=5)
    deciders = [abyss.GAME.make_bot("medium", seed=s) for s in range(3)]
    events = []
    while not state.is_over:
        seat = state.current_player
        events += state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
    app = QApplication.instance()
    for lang, you in (("fr", "Vous"), ("en", "You")):
        translators = install(app, lang)
        try:
            lines = [sentence(e, [you, "Léo", "Zoé"], 0, lang, you=0) for e in events]
        finally:
            for translator in translators:
                app.removeTranslator(translator)
        lines = [line for line in lines if line]
        assert len(lines) > 50
        bad = [line for line in lines if any(p in line for p in FORBIDDEN)]
        assert not bad, bad[:5]
        second_person = "Vous " if lang == "fr" else "You "
        assert any(line.startswith(second_person) for line in lines)
        assert any(line.startswith("Léo ") for line in lines)


def test_finishing_the_animations_makes_the_docks_refresh_still_due(qtbot):
    """A move soon after the docks' last refresh is shown on a timer (DOCK_REFRESH_MS): the
    Scores dock lags it until then; ``finish_animations`` (screenshots, tests, the end page
    as it settles) makes that refresh at once."""
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    state = scenario(2, active=0, council={"crabs": [("crabs", 4), ("crabs", 3)]})
    screen = _screen(qtbot, state, seats)
    screen.refresh_docks()  # the next refresh counts from now: the move below is queued
    before = screen.scores_dock.texts()
    screen.session.play(A.RequestSupport("crabs"))  # her hand, so her projection, grows
    assert screen._dock_timer.isActive()
    assert screen.scores_dock.texts() == before  # not shown yet
    screen.finish_animations()
    assert not screen._dock_timer.isActive()
    ana = screen.scores_dock.texts()[0]
    assert ana != before[0]
    assert ana[1] == f"{state.public_score(0)} → {state.projected_score(0)}"
    screen.leave()
