"""Captions sit in free felt beside their seat: never over a card, a seat's label, the banner or
another caption, always inside the view; and a move's caption is gone once the next move starts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF
from test_plongee_ui_support import bare_table, make_window, open_screen
from test_rami_ui_support import make_window as rami_window
from test_rami_ui_support import open_screen as rami_screen

from abyss_cards.games import rami
from abyss_cards.games.plongee import events as ev
from abyss_cards.ui import rami as rami_ui
from abyss_cards.ui.plongee.table import PlongeeTable
from abyss_cards.ui.rami.items import ZoneItem
from abyss_cards.ui.table import CardItem, LabelItem, TableView
from abyss_cards.ui.table.captions import CaptionItem, free_box

SIZES = [(1024, 640), (1366, 768), (1920, 1080)]
# As long as a move's caption gets: a take from the discard and what it replaced.
LONG = "{} prend le 7 de la défausse : ligne 3, colonne 2. Le -1 qu'il remplace va à la défausse."


def canvas_rects(table: PlongeeTable) -> list[tuple[str, QRectF]]:
    """What is drawn on the felt and must stay readable: cards, seat labels, the banner and
    the captions, each with a name for the failure message."""
    out = [(f"card {item.key}", item.mapRectToScene(item.rect())) for item in table.all_cards()]
    out += [(f"label {seat}", label.sceneBoundingRect()) for seat, label in enumerate(table.labels)]
    if table.banner.isVisible():
        out.append(("banner", table.banner.sceneBoundingRect()))
    out += [
        (f"caption {seat}", caption.sceneBoundingRect())
        for seat, caption in enumerate(table.captions)
        if caption.isVisible()
    ]
    return out


def overlaps(a: QRectF, b: QRectF) -> bool:
    both = a.intersected(b)
    return both.width() >= 1 and both.height() >= 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 9))
def test_captions_cover_nothing_and_stay_in_view(qtbot, players, size):
    names = [f"Joueur{i}" for i in range(players)]
    view, table = bare_table(qtbot, size, players, names)
    table.relayout()
    table.sync()
    table.banner.setVisible(True)  # the last round: its banner is up too
    for seat in range(players):
        table.caption(seat, LONG.format(names[seat]), 0)
    area = QRectF(view.viewport().rect())
    rects = canvas_rects(table)
    captions = [(name, rect) for name, rect in rects if name.startswith("caption")]
    assert len(captions) == players
    for name, rect in captions:
        assert area.contains(rect), f"{name} at {rect} outside {area}"
        for other, where in rects:
            if other != name:
                assert not overlaps(rect, where), f"{name} covers {other}"
    table.stop()


def test_a_move_caption_is_gone_once_the_next_move_starts(qtbot):
    """Bots play at once: each move's caption (the person's opening one too) must not stay
    over the table while the next moves are played."""
    window = make_window(qtbot, size=(1366, 768))
    screen = open_screen(window, players=4, humans=(0,), seed=5)
    seen: list[tuple[int, set[int], set[int]]] = []

    def after_move(seat, _action, events):
        if any(isinstance(e, ev.RoundScored) for e in events):
            return  # every seat's points are shown at a round's end
        openers = {e.seat for e in events if isinstance(e, ev.OpenerChosen)}
        shown = {s for s, c in enumerate(screen.table.captions) if c.isVisible()}
        seen.append((seat, openers, shown))

    screen.session.eventsApplied.connect(after_move)  # after the screen's own slot
    moves = 0
    while moves < 12:
        qtbot.waitUntil(
            lambda: screen.session.is_human_turn() and not screen.session.thinking, timeout=20000
        )
        screen.finish_animations()
        screen.table.chosen.emit(screen.state.legal_actions()[0])
        moves += 1
    assert len(seen) > 20
    assert any(openers for _seat, openers, _shown in seen)  # a round's opening was said
    for seat, openers, shown in seen:
        assert shown <= {seat} | openers, (seat, openers, shown)


def test_the_rami_computers_caption_is_gone_once_the_person_moves(qtbot):
    window = rami_window(qtbot)
    state = rami.new_game(["Ana", "Bot"], seed=21, dealer=1)
    screen = rami_screen(window, state)
    qtbot.waitUntil(lambda: state.current_player == 0, timeout=60000)
    caption = screen.table.captions[0]
    assert caption.isVisible()  # the computer's discard, said by its seat
    screen.session.play(rami.DrawPot())
    assert not caption.isVisible()


@pytest.mark.parametrize("size", SIZES)
def test_rami_captions_cover_nothing_and_stay_in_view(qtbot, size):
    """Both Rami captions at once, long, over a deal with melds on the table."""
    window = rami_window(qtbot, size=size)
    screen = rami_ui.screenshot_screen(window, size)
    window.show_screen(screen)
    window.resize(*size)
    table = screen.table
    qtbot.waitUntil(lambda: table.plan is not None and table.plan.size == table.view.size())
    table.caption(1, LONG.format("Yasmine"), 0)
    table.caption(0, LONG.format("Ana"), 0)
    drawn = [
        (type(item).__name__, item.sceneBoundingRect())
        for item in table.scene.items()
        if item.isVisible() and isinstance(item, (CardItem, LabelItem, ZoneItem))
    ]
    bubbles = [caption.sceneBoundingRect() for caption in table.captions]
    area = QRectF(table.view.viewport().rect())
    for k, rect in enumerate(bubbles):
        assert area.contains(rect), f"caption {k} at {rect} outside {area}"
        assert not overlaps(rect, bubbles[1 - k])
        for name, where in drawn:
            assert not overlaps(rect, where), f"caption {k} covers a {name} at {where}"


def test_a_caption_too_long_for_its_box_is_smaller_then_cut_with_its_whole_as_tip(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    caption = CaptionItem()
    view.scene().addItem(caption)
    text = LONG.format("Joueur1")
    caption.place(QRectF(10, 10, 400, 60), 14)
    caption.show_caption(text, 0)
    assert caption.toolTip() == ""  # whole, in two lines
    box = QRectF(10, 10, 120, 30)
    caption.place(box, 14)
    assert box.contains(caption.sceneBoundingRect())
    assert caption.toolTip() == text and caption.text() == text


def test_free_box_takes_the_nearest_free_felt():
    bounds = QRectF(0, 0, 1000, 600)
    seat = QRectF(0, 0, 1000, 100)  # a band along the top
    cards = [QRectF(0, 0, 600, 100), QRectF(0, 120, 1000, 200)]
    box = free_box(seat, cards, bounds, QSizeF(300, 60))
    assert not any(overlaps(box, card) for card in cards) and bounds.contains(box)
    assert box.top() < 100 and box.left() >= 600  # beside the cards in the seat's own band
