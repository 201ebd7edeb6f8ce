"""The Abyss end page lies over the final board (the table stays in view beneath), and the final
count is told category by category into the score columns: Skip, Space on it or Escape shows
the figures at once; with animations off or reduced motion they come at once."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRect, Qt

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


def _expected(state, shown: int) -> dict[str, list[str]]:
    parts = state.final_scores()["seats"]
    out = {}
    for seat, p in enumerate(parts):
        cells = [str(p[k]) if n < shown else "" for n, k in enumerate(COLUMNS)]
        out[state.names[seat]] = cells + [str(sum(int(p[k]) for k in COLUMNS[:shown]))]
    return out


def test_the_end_page_lies_over_the_final_board(qtbot, motion):
    screen, state = _finished(qtbot, "off")
    screen._game_over()
    page = screen.end_page
    assert screen.stack.currentWidget() is page
    view = screen.view
    qtbot.waitUntil(view.isVisible)
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


def test_the_count_steps_into_the_columns_to_the_engines_final_scores(qtbot, motion):
    screen, state = _finished(qtbot, "normal")
    screen._game_over()
    timer = screen._count_timer
    assert timer.isActive()
    assert screen.count_skip_button.isVisible()
    qtbot.waitUntil(screen.count_skip_button.hasFocus)
    assert _rows(screen) == _expected(state, 0)
    assert screen.end_page.placings == []  # the winner not given away yet
    timer.setInterval(1)
    for shown in range(1, 5):
        with qtbot.waitSignal(timer.timeout):
            pass
        assert _rows(screen) == _expected(state, shown)
    qtbot.waitUntil(lambda: not timer.isActive())
    totals = {state.names[s]: str(t) for s, t in enumerate(state.scores)}
    assert {name: cells[-1] for name, cells in _rows(screen).items()} == totals
    assert screen.end_page.title.text() == screen.end_sentence()
    assert not screen.count_skip_button.isVisible()
    assert screen.end_page.replay_button.hasFocus()
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
    assert remade == [] and _rows(screen) == _expected(state, 4)
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


def _lit(screen) -> set:
    return {key for key, item in screen.table.cards.items() if item.highlight > 0.5}


def test_the_board_lights_what_each_column_counts(qtbot, motion):
    screen, state = _finished(qtbot, "normal")
    screen._game_over()
    timer = screen._count_timer
    timer.setInterval(1)
    assert _lit(screen) == set()
    seen = {}
    for column in ("locations", "lords", "allies"):
        with qtbot.waitSignal(timer.timeout):
            pass
        seen[column] = _lit(screen)
    assert seen["locations"] == {("loc", 0, 0), ("loc", 1, 0)}
    assert {("lord", 0, 0), ("lord", 0, 1), ("lord", 1, 0)} <= seen["lords"]
    assert {k[0] for k in seen["lords"]} <= {"lord", "under"}
    # The strongest federated Ally of each race (Léo's squids 4 and crabs 2; Ana's crabs 3).
    assert seen["allies"] == {
        ("fed", 0, "crabs", 0),
        ("fed", 1, "crabs", 0),
        ("fed", 1, "squids", 0),
    }
    qtbot.waitUntil(lambda: not timer.isActive())
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
    assert _rows(screen) == _expected(state, 4)
    assert screen.end_page.title.text() == screen.end_sentence()
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
    assert _rows(screen) == _expected(state, 4)
    assert screen.end_page.title.text() == screen.end_sentence()
    screen.leave()
