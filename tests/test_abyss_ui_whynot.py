"""Why not, on the Abyss table (issue #23): a note on each Court Lord the person cannot pay for,
the reason said in the status line when they click it (or press Enter on it), the payment's
status naming the races still missing and the Pearls they have, a main-action status that
offers only what is possible, and the explorer's seat marked during a purchase offer."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from abyss_cards.games.abyss import RecruitCheck
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.abyss.why import why_not
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.table import TableView
from tests.ui_checks import canvas_problems

NAMES = ["Ana", "Léo", "Marin", "Nacre"]
SIZES = [(1024, 640 - 90), (1920 - 220, 1080 - 90)]
# The Miller (8, two races, seahorses required) with no seahorse in hand; the Sage (10, five
# races) with four; the Trader (10, three races, shellfish) two Pearls short.
COURT = [30, 33, 9]
HAND = [("crabs", 1), ("squids", 4), ("shellfish", 3), ("jellyfish", 1)]


def _table(qtbot, state, size, lang):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    table = AbyssTable(view, state, NAMES[: state.num_players], 0, lang)
    table.sync()
    return table


def _badge(table, slot):
    item = table.chips.get(("court_why", slot))
    return item if item is not None and item.isVisible() else None


def _screen(qtbot, state, lang="en", size=(1280, 720)):
    settings = Settings()
    window = SimpleNamespace(settings=settings, language=lang)
    seats = [Seat("Ana", HUMAN)] + [Seat(n, BOT, "easy") for n in NAMES[1 : state.num_players]]
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    screen._offer()
    screen.update_status()
    return screen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_court_lord_out_of_reach_says_what_lacks(qtbot, lang_of, size, players, lang):
    lang_of(lang)
    state = scenario(players, active=0, court=COURT, pearls={0: 0}, hands={0: HAND})
    screen = _screen(qtbot, state, lang, (size[0], size[1] + 90))
    table = screen.table
    miller, sage, trader = (_badge(table, i) for i in range(3))
    assert miller is not None and sage is not None and trader is not None
    assert ("race", "seahorses") in miller.segments()
    assert miller.fits() and sage.fits() and trader.fits()
    fr = lang == "fr"
    assert miller.plain_text().startswith("manque :" if fr else "missing:") or "✗" in (
        miller.plain_text()
    )
    whole = "il vous faut des hippocampes" if fr else "you need seahorses"
    assert whole in miller.toolTip()
    assert whole in table.chips[("court_cost", 0)].toolTip()
    assert ("1 race manquante" if fr else "1 race missing") in sage.toolTip()
    assert ("2 perles manquantes" if fr else "2 Pearls short") in trader.toolTip()
    if size[0] > 1500:  # room for the words, not only the icons
        assert sage.plain_text() == ("1 race manquante" if fr else "1 race missing")
    assert canvas_problems(screen.view) == []
    screen.leave()


def test_no_note_on_a_lord_the_person_can_pay_for(qtbot):
    state = scenario(2, active=0, court=[13], pearls={0: 0}, hands={0: HAND})
    table = _table(qtbot, state, (1280, 710), "en")
    assert _badge(table, 0) is None
    assert "✓" in table.chips[("court_cost", 0)].plain_text()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_or_enter_on_a_lord_out_of_reach_says_why(qtbot, lang_of, lang):
    lang_of(lang)
    state = scenario(2, active=0, court=COURT, pearls={0: 0}, hands={0: HAND})
    screen = _screen(qtbot, state, lang)
    assert ("court", 0) not in screen.table.choices.cards
    point = screen.table.viewport_point(("court", 0))
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    fr = lang == "fr"
    text = screen.status.text()
    assert ("Impossible de recruter le Meunier" if fr else "Cannot recruit the Miller") in text
    assert ("il vous faut des hippocampes" if fr else "you need seahorses") in text
    assert not state.history
    # By keyboard: Enter on the Trader.
    screen.view.focus_card(screen.table.item_for(("court", 2)))
    qtbot.keyClick(screen.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ("perles manquantes" if fr else "Pearls short") in screen.status.text())
    screen.leave()


def test_a_click_on_a_lord_out_of_turn_says_it_is_not_your_turn(qtbot):
    state = scenario(2, active=1, court=[13], pearls={0: 0}, hands={0: HAND})
    screen = _screen(qtbot, state)
    assert screen.table.court_refusal(0) == "Cannot recruit the Shopkeeper: it is not your turn"
    screen.leave()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_payment_status_names_the_race_still_missing_and_your_pearls(qtbot, lang_of, lang):
    lang_of(lang)
    # The Keeper: 6, three races, seahorses required; paid so far a 4 of squids.
    hand = [("seahorses", 1), ("crabs", 2), ("squids", 4), ("shellfish", 1)]
    state = scenario(2, active=0, court=[27], pearls={0: 0}, hands={0: hand})
    state.apply(A.Recruit(27))
    state.apply(A.PayWith("squids", 4))
    screen = _screen(qtbot, state, lang)
    text = screen.status.text()
    if lang == "fr":
        assert "payé 4 sur 6" in text and "manque encore : hippocampes" in text
        assert "et 1 autre race" in text and "vos perles : 0" in text
    else:
        assert "paid 4 of 6" in text and "still missing: seahorses" in text
        assert "and 1 other race" in text and "your Pearls: 0" in text
    screen.leave()


@pytest.mark.parametrize(
    ("court", "pearls", "plot"),
    [([9, 13, 27], 1, True), ([9, 13, 27, 5, 1, 2], 1, False), ([9, 13, 27], 0, False)],
)
def test_the_main_status_offers_only_what_is_possible(qtbot, court, pearls, plot):
    hand = [("shellfish", 3), ("crabs", 2), ("squids", 2)]
    state = scenario(2, active=0, court=court, pearls={0: pearls}, hands={0: hand})
    screen = _screen(qtbot, state)
    text = screen.status.text()
    assert text.startswith("Your turn:")
    assert ("plot at Court" in text) == plot
    assert "recruit" in text  # the Shopkeeper (13) is affordable
    assert "request support" not in text  # the Council is empty
    screen.leave()
    state = scenario(
        2,
        active=0,
        court=[9],
        pearls={0: 0},
        hands={0: [("crabs", 1)]},
        council={"crabs": [("crabs", 1)]},
    )
    screen = _screen(qtbot, state)
    text = screen.status.text()
    assert "recruit" not in text and "plot" not in text
    assert "explore or request support" in text
    screen.leave()


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_explorers_seat_is_marked_during_a_purchase_offer(qtbot, lang_of, players, lang):
    lang_of(lang)
    explorer = players - 1  # the seat before the person asked first
    state = scenario(players, active=explorer, pearls={0: 3}, deck_top=[("crabs", 4)])
    state.apply(A.Explore())
    assert state.current_player == 0 and state.pending == "auction"
    for size in SIZES:
        screen = _screen(qtbot, state, lang, (size[0], size[1] + 90))
        table = screen.table
        header = table.chips[("header", explorer)]
        assert header.emphasis(), "the explorer's seat carries the marker"
        assert table.chips[("header", 0)].emphasis()  # the seat asked, as before
        assert not any(table.chips[("header", s)].emphasis() for s in range(1, explorer))
        assert ("explore" if lang == "fr" else "exploring") in header.toolTip().lower() or (
            "exploration" in header.toolTip()
        )
        assert canvas_problems(screen.view) == []
        screen.leave()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_reasons_are_separated_as_the_language_writes_it(qtbot, lang_of, lang):
    lang_of(lang)
    # The Miller, seahorses and another race lacking, five Pearls short.
    check = RecruitCheck(30, 8, None, "seahorses", 2, 5)
    if lang == "fr":  # a space before the semicolon, as before the colon
        assert why_not(check, "fr") == (
            "Impossible de recruter le Meunier : il vous faut des hippocampes (race exigée) ; "
            "1 autre race manquante ; 5 perles manquantes"
        )
    else:
        assert why_not(check, "en") == (
            "Cannot recruit the Miller: you need seahorses (required race); 1 other race "
            "missing; 5 Pearls short"
        )


def test_no_note_on_the_court_once_the_game_is_over(qtbot):
    """The final board stays in view under the end page: what a hand lacks to recruit is
    stale there."""
    state = scenario(2, active=0, court=COURT, pearls={0: 0}, hands={0: HAND})
    table = _table(qtbot, state, (1280, 710), "en")
    assert all(_badge(table, i) is not None for i in range(3))
    state.over = True
    table.sync()
    assert all(_badge(table, i) is None for i in range(3))


def _traitors_choice(state):
    """The Traitor's power asked of Ana over her main action: the Court Lords are what she
    may take in exchange for one of hers, not recruits."""
    state.lords[0] = [27, 23]
    state.steps = [{"kind": "main", "seat": 0}, {"kind": "traitor", "seat": 0}]
    state._legal_cache = None
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_note_on_the_court_when_its_lords_are_no_recruits(qtbot, lang_of, lang):
    """During the Traitor's choice (a Court Lord taken for one of hers), what her hand lacks to
    recruit them does not apply; nor in another seat's turn. The costs' tooltips still say it."""
    lang_of(lang)
    state = scenario(3, active=0, court=COURT, pearls={0: 0}, hands={0: HAND})
    screen = _screen(qtbot, state, lang)
    assert all(_badge(screen.table, i) is not None for i in range(3))  # her main action
    screen.leave()
    state = _traitors_choice(
        scenario(3, active=0, court=COURT, pearls={0: 0}, hands={0: HAND}, lords={0: [27]})
    )
    assert state.pending == "traitor" and state.current_player == 0
    screen = _screen(qtbot, state, lang)
    assert all(_badge(screen.table, i) is None for i in range(3))
    whole = "il vous faut des hippocampes" if lang == "fr" else "you need seahorses"
    assert whole in screen.table.chips[("court_cost", 0)].toolTip()
    # The two parts of her choice: a Lord of hers given up, then the Court Lord taken.
    screen.table._clicked(screen.table.cards[("lord", 0, 0)])
    assert screen.choices.two_step.picked == ("lord", 0, 0)
    assert all(_badge(screen.table, i) is None for i in range(3))
    screen.leave()
    # Another seat's turn: nobody recruits for her then.
    state = scenario(3, active=1, court=COURT, pearls={0: 0}, hands={0: HAND})
    screen = _screen(qtbot, state, lang)
    assert all(_badge(screen.table, i) is None for i in range(3))
    screen.leave()
