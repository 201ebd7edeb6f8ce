"""What the Abyss table tells beside the cards: the last-round banner, the Court refill a
recruit would bring, the once-per-turn powers not used yet — whole and readable at every size,
in French and English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import OPPORTUNIST, ORACLE, SLAVER
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.ui.abyss.items import LEAST_PX
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.table import TableView

SIZES = [(1024, 640 - 90), (1280, 800 - 90), (1920 - 220, 1080 - 90)]
NAMES = ["Ana", "Léo", "Marin", "Nacre"]
# The table's part of a 1024 × 640 window with the Journal and Scores docks open.
BESIDE_THE_DOCKS = (758, 375)


def _table(qtbot, state, size=(1280, 710), lang="en"):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    table = AbyssTable(view, state, NAMES[: state.num_players], 0, lang)
    table.sync()
    return table


def _chip(table, key):
    item = table.chips.get(key)
    return item if item is not None and item.isVisible() else None


def _last_round(players: int):
    state = scenario(players, active=0, court=[9, 13, 27, 5])
    # The last seat of the table triggered the end: the others play once more, the one
    # playing now first.
    state.end_trigger = players - 1
    state.final_turns = list(range(1, players - 1))
    return state


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_round_banner_names_who_still_plays(qtbot, lang_of, size, players, lang):
    lang_of(lang)
    table = _table(qtbot, _last_round(players), size, lang)
    banner = _chip(table, ("last_round",))
    assert banner is not None
    text = banner.plain_text()
    word = "Dernier tour" if lang == "fr" else "Last round"
    assert text.startswith(word)
    if "—" in text:  # the names, when they fit; in the tooltip always
        assert all(n in text for n in NAMES[: players - 1])
    assert all(n in banner.toolTip() for n in NAMES[: players - 1])
    assert NAMES[players - 1] not in banner.toolTip()
    assert banner.fits() and banner.font_px() >= LEAST_PX
    area = QRectF(table.view.viewport().rect())
    assert area.contains(banner.box())
    # Beside the viewer's header, never over its words.
    header = table.chips[("header", 0)]
    words = header.natural_width(header.font_px())
    assert banner.box().left() >= header.box().left() + words - 0.5


def test_no_banner_before_the_last_round(qtbot):
    table = _table(qtbot, scenario(3, active=0))
    assert _chip(table, ("last_round",)) is None


def test_no_banner_once_the_game_is_over(qtbot):
    """The final board stays in view under the end page: nobody is "still to play" there."""
    state = _last_round(3)
    state.final_turns, state.over = [], True
    table = _table(qtbot, state)
    assert _chip(table, ("last_round",)) is None


def test_the_court_says_when_a_recruit_refills_it(qtbot):
    table = _table(qtbot, scenario(2, active=0, court=[9, 13, 27, 5]))
    assert _chip(table, ("refill",)) is None  # four Lords: one recruit leaves three
    table = _table(qtbot, scenario(2, active=0, court=[9, 13, 27]))
    note = _chip(table, ("refill",))
    assert note is not None and note.fits()
    assert note.plain_text().startswith("Recruiting here refills the Court: +2")
    assert ("icon", "pearl") in note.segments()
    # Over the empty slots, not over a Lord.
    for i in range(3):
        assert not note.box().intersects(table.plan.cards[("court", i)].rect())
    # Too few Lords left to refill: the recruit ends the game.
    table = _table(qtbot, scenario(2, active=0, court=[9, 13, 27], lord_deck_size=2))
    note = _chip(table, ("refill",))
    assert note.plain_text() == "Recruiting here: +2"
    assert "last round" in note.toolTip()


@pytest.mark.parametrize("size", [*SIZES, BESIDE_THE_DOCKS])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_refill_note_keeps_its_two_pearls_at_every_size(qtbot, lang_of, size, players, lang):
    """The note's point is the "+2": at 1024 × 640 with four players the whole sentence does
    not fit over the empty slots, and a shorter one is said rather than "+2" cut off."""
    lang_of(lang)
    table = _table(qtbot, scenario(players, active=0, court=[9, 13, 27]), size, lang)
    note = _chip(table, ("refill",))
    assert note is not None
    assert note.fits() and note.font_px() >= LEAST_PX, note.plain_text()
    assert note.plain_text().endswith("+2") and ("icon", "pearl") in note.segments()


def test_once_per_turn_powers_not_used_yet_are_marked(qtbot):
    state = scenario(
        2,
        active=0,
        lords={0: [ORACLE, SLAVER, 13], 1: [OPPORTUNIST]},
        pearls={0: 5},
        council={"crabs": [("crabs", 1)]},
    )
    table = _table(qtbot, state)
    marked = {k[2] for k, item in table.chips.items() if k[0] == "power_ready" and item.isVisible()}
    assert marked == {0, 1}  # the Oracle and the Slaver; not the Shopkeeper; not the rival's
    badge = table.chips[("power_ready", 0, 0)]
    assert badge.fits() and "not used yet" in badge.toolTip()
    # Used this turn: no more badge.
    state.used_powers.append(ORACLE)
    table.sync()
    assert _chip(table, ("power_ready", 0, 0)) is None
    assert _chip(table, ("power_ready", 0, 1)) is not None
    # Another player's turn: nothing to use.
    table.state = state
    state.active = 1
    table.sync()
    assert not any(k[0] == "power_ready" and i.isVisible() for k, i in table.chips.items())


def test_the_hint_gives_the_experts_move_and_a_one_line_reason(qtbot):
    from types import SimpleNamespace

    from abyss_cards.games.abyss import bots
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat

    state = scenario(
        2,
        active=0,
        court=[9, 13, 27],
        pearls={0: 1},
        hands={0: [("shellfish", 3), ("crabs", 2), ("squids", 2)]},
    )
    window = SimpleNamespace(settings=Settings(animation_speed="off"), language="en")
    screen = AbyssScreen(
        window,
        state,
        [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")],
        autostart=False,
        write_autosave=False,
    )
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    screen._offer()
    expert = bots.make_bot("expert", seed=state.seed).choose(state.view(0), state.legal_actions())
    assert expert == A.Recruit(13)  # the Shopkeeper, the one Lord Ana can pay for
    screen.show_hint()
    text = screen.status.text()
    assert text.startswith("Hint: ")
    # Its reason: what the Lord brings and costs, and the refill it causes.
    assert "costs you 6" in text and "+2 Pearls" in text
    assert text.count("\n") == 0
    screen.leave()


def test_every_legal_move_has_a_reason_or_none_in_random_games():
    import random

    from abyss_cards.games import abyss
    from abyss_cards.ui.abyss.hint import reason

    rng = random.Random(4)
    kinds = set()
    for seed in range(4):
        state = abyss.new_game(3, seed=seed)
        for _ in range(300):
            if state.is_over:
                break
            view = state.view(state.current_player)
            legal = state.legal_actions()
            for action in legal:
                text = reason(state, view, action)
                assert isinstance(text, str) and "\n" not in text and "%" not in text
                if text:
                    kinds.add(type(action).__name__)
            state.apply(rng.choice(legal))
    assert {"Explore", "Recruit", "Buy", "Pass", "TakeAlly", "RevealNext"} <= kinds


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_power_ready_badge_leaves_the_lords_guild_and_cost_seen(qtbot, size, lang):
    """ "Ready" (wider than "Prêt") covered the Lord's guild and its cost's disc in English, at
    1024 × 640 and at 1920 × 1080."""
    state = scenario(2, active=0, lords={0: [ORACLE, SLAVER, OPPORTUNIST]}, pearls={0: 5})
    table = _table(qtbot, state, size, lang)
    for k in range(3):
        badge = _chip(table, ("power_ready", 0, k))
        assert badge is not None and badge.fits() and badge.font_px() >= LEAST_PX
        card = table.cards[("lord", 0, k)]
        r = card.mapRectToScene(card.rect())
        band = r.height() * 0.19  # the card's top strip (AbyssCardRenderer.paint_lord)
        guild = QRectF(r.left(), r.top(), band * 0.95, band)
        cost = QRectF(r.right() - band * 1.1, r.top(), band * 1.1, band)
        pill = badge.mapRectToScene(badge.text_rect())
        assert not pill.intersects(guild) and not pill.intersects(cost), (k, badge.plain_text())
        assert r.contains(pill)
