"""Reading the Abyss table (issue #23, point 7): the exploration deck's count is never crossed
by the frame that lights the deck when a click on it explores; the hand's Σ by race stays whole
and readable while cards of that race are raised for a payment."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QApplication

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss import demo_state
from abyss_cards.ui.abyss.decisions import Choices
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.table import TableView
from tests.ui_checks import canvas_problems

NAMES = ["Ana", "Léo", "Marin", "Nacre"]
SIZES = [(1024 - 220, 640 - 90), (1920 - 220, 1080 - 90)]


def _table(qtbot, size, players=4):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    table = AbyssTable(view, demo_state(players), NAMES[:players], 0, "en")
    table.sync()
    return table


def lit_frame(item) -> QPainterPath:
    """The outline the highlight pen paints round a lit card, in scene coordinates (as
    CardItem.paint draws it: a rounded rectangle one pixel out, a pen 6 % of the width)."""
    rect = item.rect()
    path = QPainterPath()
    r = rect.width() * 0.1
    path.addRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)
    stroker = QPainterPathStroker()
    stroker.setWidth(max(2.0, rect.width() * 0.06))
    return item.mapToScene(stroker.createStroke(path))


@pytest.mark.parametrize("size", SIZES)
def test_the_deck_count_is_clear_of_the_lit_frame(qtbot, size):
    table = _table(qtbot, size)
    key = ("exploration_deck",)
    table.set_choices(Choices(cards={key: A.Explore()}))
    deck = table.cards[key]
    assert deck.highlight > 0.5
    count = table.chips[key]
    assert count.isVisible() and count.fits()
    text = count.mapRectToScene(count.text_rect())
    frame = lit_frame(deck)
    assert not frame.intersects(QRectF(text)), (text, frame.boundingRect())


def _payment_screen(qtbot, size, lang="en"):
    """Ana recruits the Keeper (6, seahorses required) and has paid a 1 of squids so far (the
    first card of its group, right under the group's Σ line)."""
    hand = [("seahorses", 1), ("crabs", 2), ("squids", 4), ("squids", 1), ("shellfish", 1)]
    state = scenario(2, active=0, court=[27], pearls={0: 0}, hands={0: hand})
    state.apply(A.Recruit(27))
    state.apply(A.PayWith("squids", 1))
    window = SimpleNamespace(settings=Settings(), language=lang)
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "easy")]
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    screen._offer()
    screen.update_status()
    return screen


@pytest.mark.parametrize("size", [(1024, 640 - 90), (1920, 1080 - 90)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_race_sum_stays_readable_over_cards_raised_for_a_payment(qtbot, lang_of, size, lang):
    lang_of(lang)
    screen = _payment_screen(qtbot, size, lang)
    table = screen.table
    raised = [k for k in table.choices.selected if k[0] == "hand"]
    assert raised and {k[2] for k in raised} == {"squids"}
    for key in raised:
        chip = table.chips[("hand_sum", 0, "squids")]
        assert chip.isVisible() and "Σ 5" in chip.plain_text()
        card = table.cards[key]
        text = chip.mapRectToScene(chip.text_rect())
        # The card rises into the line: the line is drawn over it, on a dark pill.
        assert text.intersects(card.scene_rect())
        assert chip.zValue() > card.zValue()
        assert chip.warning(), "the Σ line is light ink on the raised card's face"
    # The other races' lines stay plain, and nothing drawn is cut.
    assert not table.chips[("hand_sum", 0, "crabs")].warning()
    assert canvas_problems(screen.view) == []
    screen.leave()


def _opponent_lords(table):
    return [
        k
        for k in table.plan.cards
        if k[0] == "lord" and k[1] != table.viewer and table.cards[k].face is not None
    ]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_opponents_lords_are_named_on_a_large_view(qtbot, lang_of, players, lang):
    lang_of(lang)
    table = _table(qtbot, SIZES[1], players)
    lords = _opponent_lords(table)
    assert lords
    for key in lords:
        label = table.name_labels[("lord_name", key[1], key[2])]
        assert label.isVisible()
        name = table.renderer.lord_name(table.v.players[key[1]].lords[key[2]])
        assert label.text() == name
        if label.shown_text() != name:  # cut, or said without its article: whole in the tip
            assert name in label.toolTip()
        # Under its own card, not over another.
        card = table.cards[key].scene_rect()
        box = label.mapRectToScene(label.text_rect())
        assert box.top() >= card.bottom() - 0.5
        assert abs(box.center().x() - card.center().x()) < card.width()
    assert canvas_problems(table.view) == []


def test_no_lord_names_where_there_is_no_room(qtbot):
    table = _table(qtbot, SIZES[0])
    assert not [item for item in table.name_labels.values() if item.isVisible()]
    assert canvas_problems(table.view) == []


def _hover(view, point) -> None:
    """The pointer moved over ``point`` of the view, no button held: the move given to the
    viewport itself. (``qtbot.mouseMove`` goes through the app's cursor and the windows under
    it: in one fresh clone's run, after other tests on the same worker, no hover came at either
    size; which earlier test left what was not found.)"""
    viewport = view.viewport()
    pos = QPointF(point)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        pos,
        QPointF(viewport.mapToGlobal(pos.toPoint())),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


@pytest.mark.parametrize("size", SIZES)
def test_hovering_an_opponents_lord_shows_it_large(qtbot, size):
    table = _table(qtbot, size)
    view = table.view
    view.activateWindow()
    for key in _opponent_lords(table):
        item = table.cards[key]
        _hover(view, table.viewport_point(key))
        qtbot.waitUntil(lambda: table.inspector.isVisible())
        shown = table.inspector.scene_rect()
        assert shown.width() > item.size().width() * 1.5
        assert table.inspector.face == item.face
        _hover(view, view.viewport().rect().bottomRight())
        qtbot.waitUntil(lambda: not table.inspector.isVisible())
