"""Stable tables in the three games, measured on real screens: the table view never moves or
resizes because the status text grew, nor between moves; the docks keep one width and show
their titles whole (title bars and tabs) in both languages, at 1024 × 640 and 1920 × 1080, at
every text size; the score sheets show their Total row and every player's column, 2 to 8
players, after 5 and 15 rounds, with no sideways scroll bar."""

from __future__ import annotations

import functools
import os
import random

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QDockWidget, QStyle, QTabBar
from test_plongee_ui_support import make_window
from ui_checks import assert_cells_whole, settle

from abyss_cards.games import abyss, plongee, rami
from abyss_cards.games.plongee import bots as plongee_bots
from abyss_cards.storage.settings import TEXT_SIZES, Settings
from abyss_cards.ui import abyss as abyss_ui
from abyss_cards.ui import plongee as plongee_ui
from abyss_cards.ui import rami as rami_ui
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.plongee.screen import PlongeeScreen
from abyss_cards.ui.rami.screen import RamiScreen
from abyss_cards.ui.table.docks import title_room

SIZES = [(1024, 640), (1920, 1080)]
LANGS = ["fr", "en"]
GAMES = {
    "plongee": plongee_ui.screenshot_screen,
    "rami": rami_ui.screenshot_screen,
    "abyss": abyss_ui.screenshot_screen,
}
NAMES = ["Ana", "Ondine", "Marin", "Nacre", "Émilie-Françoise", "Corail", "Perle", "Abysse"]
# The text size of every check but the titles': its screens are the titles' at this size.
DEFAULT_TEXT_SIZE = Settings().text_size
assert DEFAULT_TEXT_SIZE in TEXT_SIZES
MOVES = int(os.environ.get("LAYOUT_MOVES", "20"))  # moves watched in a game
LONG = (
    "Il faut d'abord piocher une carte ou prendre celle de la défausse, puis échanger "
    "la carte piochée avec une carte de votre grille ou la jeter et retourner une carte "
    "cachée de votre grille ; la manche se termine quand une grille est toute retournée, "
    "et celui qui l'a retournée double ses points s'il n'a pas le plus petit total."
)


@pytest.fixture(autouse=True)
def no_full_collection_per_screen(monkeypatch):
    """A Plongée or Rami screen asks for a full garbage collection 100 ms after it is built
    (``settle_garbage_soon``): 60 ms each in a test process, one per screen here, where
    nothing measured depends on it. Left out in this file's tests."""
    from abyss_cards.ui.plongee import screen as plongee_screen
    from abyss_cards.ui.rami import screen as rami_screen

    for module in (plongee_screen, rami_screen):
        monkeypatch.setattr(module, "settle_garbage_soon", lambda: None)


def _window(qtbot, language, lang, size, **settings):
    window = make_window(qtbot, size=size, **settings)
    language(window, lang)
    return window


def _show(window, screen, size) -> None:
    window.show_screen(screen)
    window.resize(*size)
    screen.finish_animations()
    settle(6)


def _rect_in_window(window, widget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def _docked(window) -> list[QDockWidget]:
    """The docks in sight in the window (not behind another's tab, not floating)."""
    return [
        d
        for d in window.findChildren(QDockWidget)
        if d.objectName()
        and d.isVisible()
        and not d.isFloating()
        and not d.visibleRegion().isEmpty()
    ]


# -- the status line ---------------------------------------------------------------------------


def _check_the_table_stays_put_when_the_status_grows(window, screen, game) -> None:
    """The status line grown to one, two, three lines and far more: the table view and the
    status line keep their place (changes the status: the last check on a screen)."""
    status = screen.status
    screen._show_status("Ok.")
    settle()
    before = _rect_in_window(window, screen.view)
    status_before = _rect_in_window(window, status)
    metrics = status.fontMetrics()
    two = " ".join(["mot"] * 200)
    words = two.split()
    lines = {}
    for count in range(1, len(words)):  # one, two, three lines of text, and far more
        text = " ".join(words[:count])
        n = (
            metrics.boundingRect(
                QRect(0, 0, status.width(), 10_000), Qt.TextFlag.TextWordWrap, text
            ).height()
            // metrics.lineSpacing()
        )
        lines.setdefault(n, text)
    assert {1, 2, 3} <= set(lines)  # not a test that cannot fail
    for text in (*(lines[n] for n in (1, 2, 3)), LONG * 3):
        screen._show_status(text)
        settle()
        assert _rect_in_window(window, screen.view) == before, (game, text[:40])
        assert _rect_in_window(window, status) == status_before
        assert status.text() == text
        # Whole, or cut with the whole text as its tooltip.
        assert status.toolTip() in ("", text)
    assert status.is_cut() and status.toolTip() == LONG * 3
    shown = status.shown_text()
    assert "…" in shown


# -- docks between moves ---------------------------------------------------------------------


def _person_and_bots(window, game: str):
    """A game where Ana (seat 0) plays against computer players."""
    if game == "plongee":
        names = NAMES[:4]
        state = plongee.new_game(names, seed=5, target=100)
        seats = [Seat(names[0], HUMAN)] + [Seat(n, BOT, "easy") for n in names[1:]]
        return PlongeeScreen(window, state, seats, write_autosave=False)
    if game == "rami":
        seats = [Seat("Ana", HUMAN), Seat("Yasmine", BOT, "greedy")]
        return RamiScreen(
            window, rami.new_game([s.name for s in seats], seed=5), seats, write_autosave=False
        )
    names = NAMES[:3]
    seats = [Seat(names[0], HUMAN)] + [Seat(n, BOT, "easy") for n in names[1:]]
    return AbyssScreen(window, abyss.new_game(names, seed=5), seats, write_autosave=False)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_docks_and_table_keep_their_place_for_twenty_moves(qtbot, language, game, lang):
    """Ana's moves (any legal one) and the computer players': the bar's texts and buttons
    change, the docks fill up; the docks' widths and the table's place do not."""
    size = (1024, 640)
    window = _window(qtbot, language, lang, size)
    screen = _person_and_bots(window, game)
    rng = random.Random(7)
    seen: list[tuple] = []
    moves = {"Ana": 0, "bots": 0}

    def measure(seat, *_args) -> None:
        moves["Ana" if seat == 0 else "bots"] += 1
        screen.finish_animations()
        screen.refresh_docks()
        QApplication.processEvents()
        if screen.stack.currentIndex() != 0:
            return  # the end of the game: not the table
        docks = tuple(sorted((d.objectName(), d.width()) for d in _docked(window)))
        seen.append((docks, _rect_in_window(window, screen.view)))

    def step() -> bool:
        if len(seen) >= MOVES:
            return True
        dialog = getattr(screen, "summary_dialog", None)
        if dialog is not None:
            dialog.accept()
        elif (
            screen.state.current_player == 0
            and screen.session.is_human_turn()
            and not screen.session.held
            and not screen.session.thinking
        ):
            screen.session.play(rng.choice(list(screen.state.legal_actions())))
        return False

    _show(window, screen, size)
    screen.session.eventsApplied.connect(measure)
    qtbot.waitUntil(step, timeout=90_000)
    screen.session.stop()
    assert moves["Ana"] >= 3 and moves["bots"] >= 3, moves
    docks = {d for d, _ in seen}
    views = {v for _, v in seen}
    assert len(docks) == 1, docks
    assert len(views) == 1, views
    assert all(width >= 120 for _, width in next(iter(docks)))


# -- titles -----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_dock_titles_and_tabs_whole(qtbot, language, game, size, lang, text_size):
    """Every game × size × language × text size: the docks' titles and tabs whole. At the
    default text size (0, automatic: the window every other check builds) the same screen also
    has its score table checked (Rami, Abyss of four) and, last since it changes the status,
    the table kept in place while the status grows: one screen built for the three checks."""
    window = _window(qtbot, language, lang, size, text_size=text_size)
    screen = GAMES[game](window, size)
    _show(window, screen, size)
    _check_titles_and_tabs_whole(window, game)
    if text_size == DEFAULT_TEXT_SIZE:
        if game == "rami":
            _check_rami_score_sheet_shows_its_total(screen)
        elif game == "abyss":
            _check_abyss_scores_show_every_player(screen, 4)
        _check_the_table_stays_put_when_the_status_grows(window, screen, game)


def _check_titles_and_tabs_whole(window, game) -> None:
    docks = _docked(window)
    assert docks
    for dock in docks:
        needed = QFontMetrics(dock.font()).horizontalAdvance(dock.windowTitle())
        assert needed <= title_room(dock), (dock.windowTitle(), needed, title_room(dock))
    titles = {d.windowTitle() for d in window.findChildren(QDockWidget) if d.objectName()}
    tabbed = 0
    for bar in window.findChildren(QTabBar):
        if not bar.isVisible():
            continue
        space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
        for i in range(bar.count()):
            if bar.tabText(i) in titles:
                tabbed += 1
                text = bar.fontMetrics().horizontalAdvance(bar.tabText(i))
                assert text + space <= bar.tabRect(i).width(), (
                    bar.tabText(i),
                    bar.tabRect(i).width(),
                )
                assert bar.tabRect(i).right() <= bar.width()
    if game != "abyss":  # the scores and the history share a place
        assert tabbed == 2


# -- score sheets -----------------------------------------------------------------------------


@functools.cache
def played(players: int, rounds: int):
    """A Plongée of ``players`` after ``rounds`` rounds played by computer players."""
    state = plongee.new_game(NAMES[:players], seed=players * 31 + rounds, target=100_000)
    robots = [plongee_bots.make_bot("easy", seed=s) for s in range(players)]
    while len(state.round_scores) < rounds:
        seat = state.current_player
        state.apply(robots[seat].choose(state.view(seat), state.legal_actions()))
    return state.to_json()


def _check_sheet(window, sheet) -> None:
    table, footer = sheet.table, sheet.footer
    model = table.model()
    # The Total row: in the footer, in sight, under the rounds.
    assert footer.isVisible() and not footer.visibleRegion().isEmpty()
    total = sheet.total_rect()
    assert not total.isEmpty()
    assert footer.viewport().rect().contains(total), (total, footer.viewport().rect())
    assert window.rect().contains(_rect_in_window(window, footer))
    assert table.isRowHidden(model.rowCount() - 1)
    # Every column in sight; nothing to scroll sideways.
    header = table.horizontalHeader()
    assert table.horizontalScrollBar().maximum() == 0
    assert not table.horizontalScrollBar().isVisible()
    room = table.viewport().width()
    for c in range(model.columnCount()):
        left = header.sectionViewportPosition(c)
        assert 0 <= left and left + header.sectionSize(c) <= room, (c, left, room)
        assert footer.columnWidth(c) == table.columnWidth(c)
        lines, _font, whole = header.shown(c)
        assert whole, (model.headerData(c, header.orientation()), lines)
    assert_cells_whole(table)
    assert_cells_whole(footer)


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("rounds", [5, 15])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_plongee_scores_show_the_total_and_every_player(
    qtbot, language, players, rounds, size, lang
):
    window = _window(qtbot, language, lang, size)
    state = plongee.from_json(played(players, rounds))
    seats = [Seat(state.names[0], HUMAN)] + [Seat(n, BOT, "easy") for n in state.names[1:]]
    screen = PlongeeScreen(window, state, seats, autostart=False, write_autosave=False)
    _show(window, screen, size)
    dock = screen.scores_dock
    assert dock.isVisible() and not dock.visibleRegion().isEmpty()
    assert screen.scores_dock.model.rowCount() == rounds + 1
    _check_sheet(window, dock.sheet)


def _check_rami_score_sheet_shows_its_total(screen) -> None:
    sheet = screen.scores_dock.sheet
    assert screen.scores_dock.isVisible()
    table, footer = sheet.table, sheet.footer
    last = table.model().rowCount() - 1
    assert table.model().index(last, 0).data() == footer.model().index(last, 0).data()
    assert footer.viewport().rect().contains(sheet.total_rect())
    assert table.horizontalScrollBar().maximum() == 0
    assert_cells_whole(footer)


def _check_abyss_scores_show_every_player(screen, players) -> None:
    table = screen.scores_dock.table
    assert screen.scores_dock.isVisible()
    assert table.rowCount() == players
    area = table.viewport().rect()
    for r in range(players):
        for c in range(table.columnCount()):
            rect = table.visualRect(table.model().index(r, c))
            assert area.contains(rect), (r, c, rect, area)
            text = table.item(r, c).text()
            assert table.fontMetrics().horizontalAdvance(text) <= rect.width(), text
    assert table.horizontalScrollBar().maximum() == 0


# Four players: checked on the screen of test_dock_titles_and_tabs_whole at the default text size.
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_abyss_scores_show_every_player(qtbot, language, players, size, lang):
    window = _window(qtbot, language, lang, size)
    screen = abyss_ui.screenshot_screen(window, size, players)
    _show(window, screen, size)
    _check_abyss_scores_show_every_player(screen, players)
