"""The Abyss end page lies over the final board (the table stays in view beneath), and the final
count is told card by card into the score columns (each item lit on the board while its points
are added): Skip, Space on it or Escape shows the figures at once; with animations off or
reduced motion they come at once."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRect, Qt

from abyss_cards.games.abyss.data import LORD_BY_ID
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat

COLUMNS = ("locations", "lords", "allies", "monsters")  # the model's columns 2 to 5


@pytest.fixture
def motion(monkeypatch):
    """The system asks for no reduced motion (unless a test says so)."""
    monkeypatch.delenv("ABYSS_REDUCED_MOTION", raising=False)
    monkeypatch.delenv("GTK_ENABLE_ANIMATIONS", raising=False)
    return monkeypatch


def _finished(qtbot, speed: str):
    state = scenario(
        2,
        active=0,
        pearls={0: 4, 1: 2},
        lords={0: [9, 13], 1: [27]},
        locations={0: [(5, [])], 1: [(14, [28])]},
        federated={0: [("crabs", 3)], 1: [("squids", 4), ("crabs", 2)]},
        monster_tokens={0: [2], 1: [3]},
    )
    state.over = True
    state.names = ["Ana", "Léo"]
    window = SimpleNamespace(settings=Settings(animation_speed=speed), language="en")
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1024, 640)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.activateWindow()  # the focus and the shortcuts (Escape) work in the active window
    qtbot.waitUntil(screen.isActiveWindow)
    screen.table.sync()
    return screen, state


def _rows(screen) -> dict[str, list[str]]:
    """Each player's row of the count, by name: the four categories and the total."""
    model = screen.end_scores
    return {
        model.item(r, 1).text(): [model.item(r, c).text() for c in range(2, 7)]
        for r in range(model.rowCount())
    }


def _final(state) -> dict[str, list[str]]:
    """The engine's final count, by name: the four categories and the total."""
    parts = state.final_scores()["seats"]
    return {
        state.names[seat]: [str(p[k]) for k in COLUMNS] + [str(p["total"])]
        for seat, p in enumerate(parts)
    }


def _points(state, key) -> int:
    """What a card of the final table is worth, read from the engine, not from the count."""
    seat = key[1]
    if key[0] == "loc":
        return state.location_points(seat, state.locations[seat][key[2]][0])
    if key[0] == "lord":
        return LORD_BY_ID[state.lords[seat][key[2]]].ip
    if key[0] == "under":
        return LORD_BY_ID[state.locations[seat][key[2]][1][key[3]]].ip
    assert key[0] == "fed"
    return sorted(v for r, v in state.federated_allies(seat) if r == key[2])[key[3]]


def test_the_end_page_lies_over_the_final_board(qtbot, motion):
    screen, state = _finished(qtbot, "off")
    screen._game_over()
    page = screen.end_page
    assert screen.stack.currentWidget() is page
    view = screen.view
    qtbot.waitUntil(view.isVisible)
    qtbot.waitUntil(page.column.isVisible)  # shown a pass after the board beneath
    assert view.parentWidget() is page and view.geometry() == page.rect()
    # The count's column covers only part of the board: cards of the table show around it.
    column = QRect(page.column.mapTo(page, page.column.rect().topLeft()), page.column.size())
    assert not column.contains(view.geometry())
    around = [
        card
        for card in screen.table.all_cards()
        if not column.intersects(view.mapFromScene(card.sceneBoundingRect()).boundingRect())
    ]
    assert around  # some of the final table is in view, uncovered
    # The page's buttons stay.
    assert page.replay_button.isVisible() and screen.end_stats_button.isVisible()
    screen.leave()


def test_the_count_steps_card_by_card_to_the_engines_final_scores(qtbot, motion):
    """Each step lights one item of the final table and adds its points into its player's
    column: after every step each figure is the sum of the items lit so far in it."""
    screen, state = _finished(qtbot, "normal")
    screen._game_over()
    timer = screen._count_timer
    assert timer.isActive()
    qtbot.waitUntil(screen.count_skip_button.isVisible)  # a pass after the board beneath
    qtbot.waitUntil(screen.count_skip_button.hasFocus)
    start = _rows(screen)
    assert all(cells[:4] == ["", "", "", ""] or cells[0] == "0" for cells in start.values())
    assert screen.end_page.placings == []  # the winner not given away yet
    timer.stop()  # stepped by hand, one timeout at a time
    counted: dict[tuple[str, str], int] = {}
    headers_lit = 0
    steps = 0
    while True:
        screen._count_step()
        steps += 1
        if not timer.isActive() and screen._count_shown > len(screen._count_steps):
            break
        lit = _lit(screen)
        headers = _headers_lit(screen)
        # One item a step: a card, or (a Monster token, no card) its player's header.
        assert len(lit) + len(headers) == 1, (lit, headers)
        step = screen._count_steps[screen._count_shown - 1]
        if lit:
            (key,) = lit
            assert key == step.key and key[1] == step.seat
            points = _points(state, key)
        else:
            headers_lit += 1
            assert headers[0][1] == step.seat
            points = step.points
        name = state.names[step.seat]
        counted[name, step.column] = counted.get((name, step.column), 0) + points
        for who, cells in _rows(screen).items():
            for n, column in enumerate(COLUMNS):
                if (who, column) in counted:
                    assert cells[n] == str(counted[who, column]), (who, column, cells)
            assert cells[4] == str(sum(v for (w, _), v in counted.items() if w == who))
    # Ana: 1 Location, 2 Lords, 1 race, 1 token; Léo: 1 Location, 1 Lord, 1 under it, 2 races,
    # 1 token: 11 items, told in 11 steps, then the whole count.
    assert steps == 11 + 1 and headers_lit == 2
    assert _rows(screen) == _final(state)
    totals = {state.names[s]: str(t) for s, t in enumerate(state.scores)}
    assert {name: cells[-1] for name, cells in _rows(screen).items()} == totals
    assert screen.end_page.title.text() == screen.end_title()
    assert not screen.count_skip_button.isVisible()
    assert screen.end_page.replay_button.hasFocus()
    assert _lit(screen) == set()  # the count told: the board as it was
    assert _headers_lit(screen) == []
    screen.leave()


def test_the_count_runs_by_itself_at_the_animation_pace(qtbot, motion):
    """The timer tells the count alone, faster with a faster animation setting."""
    intervals = {}
    for speed in ("slow", "normal", "fast"):
        screen, state = _finished(qtbot, speed)
        screen._game_over()
        intervals[speed] = screen._count_timer.interval()
        screen.leave()
    assert intervals["slow"] > intervals["normal"] > intervals["fast"] > 0
    screen, state = _finished(qtbot, "fast")
    screen._game_over()
    qtbot.waitUntil(lambda: not screen._count_timer.isActive(), timeout=10_000)
    assert _rows(screen) == _final(state)
    assert screen.end_page.title.text() == screen.end_title()
    screen.leave()


def test_each_step_of_the_count_changes_texts_not_rows(qtbot, motion):
    """The count's rows are made once: each step only writes figures (new rows made the page
    measure every column again and paint the board beneath again, ~30 ms a step at 1920)."""
    screen, state = _finished(qtbot, "normal")
    screen._game_over()
    model, timer = screen.end_scores, screen._count_timer
    remade: list[str] = []
    model.modelReset.connect(lambda: remade.append("reset"))
    model.rowsInserted.connect(lambda *_: remade.append("rows"))
    timer.setInterval(1)
    qtbot.waitUntil(lambda: not timer.isActive())
    assert remade == [] and _rows(screen) == _final(state)
    screen.leave()


def test_the_end_page_is_made_see_through_before_the_game_ends(qtbot, motion):
    """Restyled at a quiet moment after the screen is up, not in the pass that ends the game;
    laying it over the board then restyles nothing."""
    screen, state = _finished(qtbot, "off")
    page = screen.end_page
    assert screen.stack.currentWidget() is not page
    qtbot.waitUntil(lambda: page._see_through)
    style = page.column.styleSheet()
    assert "endColumn" in style
    screen._game_over()
    assert page.column.styleSheet() == style and page.board is screen.view
    screen.leave()


def page_kept(screen) -> bool:
    return screen.end_page.replay_button.isEnabled()


def _headers_lit(screen) -> list:
    """The seats' headers lit (the count lights one for a Monster token)."""
    chips = screen.table.chips.items()
    return [k for k, chip in chips if k[0] in ("header", "header2") and chip.emphasis()]


def _lit(screen) -> set:
    return {key for key, item in screen.table.cards.items() if item.highlight > 0.5}


def test_the_board_lights_each_item_as_the_count_adds_it(qtbot, motion):
    screen, state = _finished(qtbot, "normal")
    screen._game_over()
    timer = screen._count_timer
    timer.stop()
    assert _lit(screen) == set()
    seen = []
    for _ in range(len(screen._count_steps)):
        screen._count_step()
        seen.append(_lit(screen))
    keys = [k for lit in seen for k in lit]
    assert set(keys) >= {("loc", 0, 0), ("loc", 1, 0), ("lord", 0, 0), ("lord", 0, 1)}
    assert {("lord", 1, 0), ("under", 1, 0, 0)} <= set(keys)
    # The strongest federated Ally of each race (Léo's squids 4 and crabs 2; Ana's crabs 3).
    assert {k for k in keys if k[0] == "fed"} == {
        ("fed", 0, "crabs", 0),
        ("fed", 1, "crabs", 0),
        ("fed", 1, "squids", 0),
    }
    assert len(keys) == len(set(keys))  # each card once
    # Those counted before in the same column keep a faint trace.
    traces = {k for k, item in screen.table.cards.items() if 0.1 < item.highlight <= 0.5}
    assert traces == set()  # the last item is a Monster token: its column has no card
    screen._count_step()
    assert _lit(screen) == set()  # the count told: the board as it was
    screen.leave()


@pytest.mark.parametrize("how", ["click", "space", "escape"])
def test_skip_shows_the_final_figures_at_once(qtbot, motion, how):
    screen, state = _finished(qtbot, "normal")
    screen._game_over()
    skip = screen.count_skip_button
    assert screen._count_timer.isActive()
    if how == "click":
        qtbot.mouseClick(skip, Qt.MouseButton.LeftButton)
    elif how == "space":
        qtbot.keyClick(skip, Qt.Key.Key_Space)
    else:
        qtbot.keyClick(skip, Qt.Key.Key_Escape)
    assert not screen._count_timer.isActive()
    assert _rows(screen) == _final(state)
    assert screen.end_page.title.text() == screen.end_title()
    assert not skip.isVisible()
    assert _lit(screen) == set()
    assert page_kept(screen)  # Space pressed Skip, it started no new game
    screen.leave()


@pytest.mark.parametrize("speed, reduced", [("off", False), ("normal", True)])
def test_no_animation_the_count_is_whole_at_once(qtbot, motion, speed, reduced):
    if reduced:
        motion.setenv("ABYSS_REDUCED_MOTION", "1")
    screen, state = _finished(qtbot, speed)
    screen._game_over()
    assert not screen._count_timer.isActive()
    assert not screen.count_skip_button.isVisible()
    assert _rows(screen) == _final(state)
    assert screen.end_page.title.text() == screen.end_title()
    screen.leave()


def _hot_seat_end(qtbot, last_viewer: int, people: int = 3):
    """Three people at one screen; the game ends with ``last_viewer`` the last to look."""
    state = scenario(
        3,
        active=0,
        pearls={0: 4, 1: 2, 2: 1},
        lords={0: [9, 13], 1: [27], 2: [30]},
        locations={0: [(5, [])], 1: [(14, [28])]},
        federated={0: [("crabs", 3)], 1: [("squids", 4)], 2: [("shellfish", 2)]},
        monster_tokens={0: [2], 1: [3], 2: [4]},
        face_up=[2, 3],
    )
    state.over = True
    state.names = ["Ana", "Bruno", "Chloé"]
    window = SimpleNamespace(settings=Settings(animation_speed="off"), language="en")
    seats = [Seat(n, HUMAN) for n in state.names[:people]] + [
        Seat(n, BOT, "expert") for n in state.names[people:]
    ]
    screen = AbyssScreen(
        window, state, seats, viewer=last_viewer, autostart=False, write_autosave=False
    )
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.set_viewer(last_viewer)
    screen.table.sync()
    return screen, state


def _shown_chips(screen, kind: str) -> list:
    return [k for k, chip in screen.table.chips.items() if k[0] == kind and chip.isVisible()]


def test_a_hot_seat_end_shows_no_ones_private_view(qtbot, motion):
    """At the end nothing is private any more: the final board under the end page is not the
    last person's own (their seat, hand lines, worth-to-you badges, Journal secrets, bold row
    of the scores), it is the table as everyone sees it, turned back to the first person."""
    screen, state = _hot_seat_end(qtbot, last_viewer=2)
    # Chloé looked last: a Monster token only she saw the value of.
    from abyss_cards.games.abyss import events as ev

    screen.events = [ev.MonsterTokenDrawn(2, 4)]
    screen.journal.show_events(screen.events, state.names, 2, "en")
    assert any("4" in line for line in screen.journal.lines())  # her own view, during play
    screen._game_over()
    assert screen.table.viewer == 0  # the table as dealt, not Chloé's
    assert _shown_chips(screen, "hand_empty") == [] and _shown_chips(screen, "hand_sum") == []
    assert [k for k in _shown_chips(screen, "points") if k[1] == "face_up"] == []
    assert not any("projected" in chip.plain_text() for chip in screen.table.chips.values())
    assert not any("4" in line for line in screen.journal.lines())  # in everyone's words
    assert not any(
        screen.scores_dock.table.item(r, 0).font().bold()
        for r in range(screen.scores_dock.table.rowCount())
    )
    screen.leave()


def test_one_person_keeps_their_own_seat_at_the_end(qtbot, motion):
    """One person against computer players: the final board stays theirs (their seat at the
    foot), with nothing stale on it either (no worth-to-you on the Locations left)."""
    screen, state = _hot_seat_end(qtbot, last_viewer=0, people=1)
    screen._game_over()
    assert screen.table.viewer == 0
    assert [k for k in _shown_chips(screen, "points") if k[1] == "face_up"] == []
    assert _shown_chips(screen, "hand_empty") == []
    screen.leave()
