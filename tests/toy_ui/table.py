"""The toy game's table, drawn from one seat's ``view``: every seat's card (its own face up,
the others' face down until the end), the deck and the discard. Clicking your card (or Enter on
it, or K) keeps it; clicking the deck (or S) swaps it: the table says so with ``chosen``."""

from PySide6.QtCore import QObject, QRectF, QSizeF, Signal
from PySide6.QtGui import QFont
from toy_game import Keep, Swap

from abyss_cards.ui.table.animation import Animator
from abyss_cards.ui.table.card_item import CardItem
from abyss_cards.ui.table.items import LabelItem
from abyss_cards.ui.table.renderer import CardRenderer


class NumberRenderer(CardRenderer):
    """The shared renderer (backs, cache per size), with the number large on the face."""

    def paint_face(self, painter, rect, face):
        font = QFont()
        font.setPixelSize(max(8, round(rect.height() * 0.4)))
        painter.setFont(font)
        super().paint_face(painter, rect, face)


class ToyTable(QObject):
    chosen = Signal(object)  # Keep() or Swap()

    def __init__(self, view, names, parent=None):
        super().__init__(parent)
        self.view, self.names = view, list(names)
        self.animator = Animator(parent=self)
        self.renderer = NumberRenderer()
        scene = view.scene()
        self.seats = [CardItem(self.renderer, ("seat", i)) for i in range(len(names))]
        self.labels = [LabelItem(name) for name in names]
        self.deck = CardItem(self.renderer, "deck")
        self.discard = CardItem(self.renderer, "discard")
        for item in (*self.seats, *self.labels, self.deck, self.discard):
            scene.addItem(item)
        for card in (*self.seats, self.deck):
            card.clicked.connect(self._picked)
            card.activated.connect(self._picked)
        self._mine = 0
        view.card_place = self._place
        view.resized.connect(lambda _size: self._lay_out())

    # -- what the screen asks --------------------------------------------------------------
    def show_view(self, view, interactive):
        self._mine = view.seat
        for seat, card in enumerate(self.seats):
            if view.shown is not None:
                card.set_face(view.shown[seat], True)
            else:
                card.set_face(view.my_card if seat == view.seat else None, seat == view.seat)
            card.set_interactive(interactive and seat == view.seat)
            winner = view.shown is not None and view.shown[seat] == max(view.shown)
            self.labels[seat].set_emphasis(seat == view.current_player or winner)
        self.deck.set_face(None, False)
        self.deck.set_badge(str(view.deck_size))
        self.deck.set_interactive(interactive and view.deck_size > 0)
        self.discard.set_empty(not view.discard)
        self.discard.set_face(view.discard[-1] if view.discard else None, True)
        self.seats[view.seat].setToolTip(self.tr("Your card: keep it (K)"))
        self.deck.setToolTip(self.tr("The deck: swap your card for its top card (S)"))
        self._lay_out()
        if interactive:
            self.seats[view.seat].setFocus()

    def finish_animations(self):
        """Nothing moves on this table: every change is drawn at once."""

    def keep(self):
        self._picked(self.seats[self._mine])

    def swap(self):
        self._picked(self.deck)

    # -- inside ----------------------------------------------------------------------------
    def _picked(self, card):
        if card.interactive:
            self.chosen.emit(Swap() if card is self.deck else Keep())

    def _place(self, card):
        if card is self.deck:
            return self.tr("the deck")
        if card is self.discard:
            return self.tr("the discard")
        return self.tr("%1's card").replace("%1", self.names[card.key[1]])

    def _lay_out(self):
        size = self.view.viewport().size()
        width = min(size.width() / (len(self.seats) + 2), size.height() / 3.6)
        card = QSizeF(width * 0.7, width)
        step = size.width() / (len(self.seats) + 1)
        for seat, item in enumerate(self.seats):
            item.set_size(card)
            item.setPos(step * (seat + 1), width * 0.7)
            self.labels[seat].set_box(QRectF(step * (seat + 0.5), width * 1.25, step, width * 0.3))
        for n, item in enumerate((self.deck, self.discard)):
            item.set_size(card)
            item.setPos(size.width() / 2 + (n - 0.5) * width, width * 2.3)
        self.view.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
