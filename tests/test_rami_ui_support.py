"""Helpers shared by the Rami table tests (no test here): windows, stacked decks, clicks and
drags sent to the table's viewport as a mouse would."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from abyss_cards.games import rami
from abyss_cards.games.rami.cards import full_deck
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.main_window import MainWindow
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.rami.screen import RamiScreen


def make_window(qtbot, size=(1280, 800), **settings) -> MainWindow:
    values = {"animation_speed": "off", "bot_pace": "instant", "player_name": "Ana"}
    values.update(settings)
    window = MainWindow(Settings(**values))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


def stacked_deck(dealer_hand, other_hand, pot_top=()) -> list[str]:
    """A full deck, top first: the dealer's 15 cards, the other's 14, then the pot."""
    assert len(dealer_hand) == 15 and len(other_hand) == 14
    rest = Counter(full_deck(4))
    rest.subtract(Counter(dealer_hand) + Counter(other_hand) + Counter(pot_top))
    assert all(n >= 0 for n in rest.values()), rest
    return list(dealer_hand) + list(other_hand) + list(pot_top) + sorted(rest.elements())


# Seat 1 opens first (85: a clean run of spades, three kings, 4♦ joker 6♦); seat 0 then opens
# with 95 and keeps 9♥ (fits the hearts run and the nines), 5♦ (takes the joker back) and 4♠.
DEALER = ["10H", "JH", "QH", "KH", "AH", "9S", "9D", "9C", "5C", "6C", "7C", "2S", "9H", "5D", "4S"]
OTHER = ["10S", "JS", "QS", "KS", "KD", "KC", "KH", "4D", "JK", "6D", "2C", "3H", "8S", "8D"]
POT = ["2D", "3S", "4C", "8C"]
OPEN_0 = rami.Open((("10H", "JH", "QH", "KH", "AH"), ("9S", "9D", "9C"), ("5C", "6C", "7C")))
OPEN_1 = rami.Open((("10S", "JS", "QS", "KS"), ("KD", "KC", "KH"), ("4D", "JK", "6D")))


def opened_state():
    """Both players opened; seat 0 (the person) is in the middle of their turn."""
    state = rami.new_game(["Ana", "Bot"], deck=stacked_deck(DEALER, OTHER, POT))
    for action in (
        rami.Discard("2S"),
        rami.DrawPot(),
        OPEN_1,
        rami.Discard("2C"),
        rami.DrawPot(),
        OPEN_0,
    ):
        state.apply(action)
    assert state.current_player == 0 and state.phase == "play"
    return state


def seats(kinds=(HUMAN, BOT), level="greedy") -> list[Seat]:
    names = ["Ana", "Bot" if kinds[1] == BOT else "Bea"]
    return [
        Seat(n, k, level) if k == BOT else Seat(n, k) for n, k in zip(names, kinds, strict=True)
    ]


def open_screen(window, state, kinds=(HUMAN, BOT), **kwargs) -> RamiScreen:
    screen = RamiScreen(window, state, seats(kinds), **kwargs)
    window.show_screen(screen)
    QApplication.processEvents()
    screen.table.relayout()
    return screen


def _send(viewport, kind, pos: QPointF, button, buttons) -> None:
    event = QMouseEvent(
        kind,
        pos,
        QPointF(viewport.mapToGlobal(pos.toPoint())),
        button,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


def click(qtbot, screen, key) -> None:
    screen.finish_animations()
    point = screen.table.viewport_point(key)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def drag(screen, start_key, end, steps: int = 6, during=None) -> None:
    """Press on ``start_key``'s card, move in steps to ``end`` (a key or a viewport point),
    release there. ``during(screen)`` runs while the card is held over the target."""
    screen.finish_animations()
    vp = screen.view.viewport()
    start = QPointF(screen.table.viewport_point(start_key))
    stop = QPointF(end if isinstance(end, QPoint) else screen.table.viewport_point(end))
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send(vp, QEvent.Type.MouseButtonPress, start, left, left)
    for k in range(1, steps + 1):
        p = start + (stop - start) * (k / steps)
        _send(vp, QEvent.Type.MouseMove, p, none, left)
    if during is not None:
        during(screen)
    _send(vp, QEvent.Type.MouseButtonRelease, stop, left, none)
    QApplication.processEvents()


def hand_key(screen, code: str):
    """The key of a visible card of the hand showing ``code``."""
    for item in screen.table.hand_items:
        if item.isVisible() and item.code == code:
            return item.key
    raise KeyError(code)


def meld_index(state, cards) -> int:
    for i, m in enumerate(state.melds):
        if Counter(m.cards) == Counter(cards):
            return i
    raise KeyError(cards)


def meld_key(screen, index: int):
    return ("meld", index, len(screen.state.melds[index].cards) // 2)


def table_texts(screen) -> list[str]:
    """Every text shown on the table's canvas (labels, captions, zone titles)."""
    texts = []
    for item in screen.view.scene().items():
        text = getattr(item, "text", None)
        if item.isVisible() and callable(text) and isinstance(value := text(), str):
            texts.append(value)
        title = getattr(item, "title", None)
        if item.isVisible() and isinstance(title, str):
            texts.append(f"{title} {getattr(item, 'detail', '')}")
    return texts


def settle(qtbot, screen, timeout=60000) -> None:
    """Wait until the person must act, a deal summary is up, or the match is over."""

    def ready():
        return (
            screen.summary_dialog is not None
            or screen.state.is_over
            or (
                screen.session.is_human_turn()
                and not screen.session.thinking
                and not screen.session.held
            )
        )

    qtbot.waitUntil(ready, timeout=timeout)
    screen.finish_animations()
