"""The Rami table on a ``TableView``: the person's hand in its zones, the opponent's backs, the
pot, the discard and every meld on the table. It turns drags, clicks and keys into engine
actions, ``chosen(action)`` (draw, take, discard, lay off), and rearranges the zones itself. It
decides no rule: the valid targets come from the engine's ``lay_off_targets``, what may be
clicked from its phase queries (``to_take``, ``may_discard``…); refusals come from the engine."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from abyss_cards.games.rami.actions import (
    Action,
    DirectClose,
    Discard,
    DrawPot,
    LayDown,
    LayOff,
    Open,
    TakeDiscard,
)
from abyss_cards.games.rami.cards import JOKER
from abyss_cards.games.rami.melds import analyse
from abyss_cards.ui.rami import describe as d
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.rami.items import DragCard, MeldGlow, ZoneItem
from abyss_cards.ui.rami.layout import TablePlan, plan_table
from abyss_cards.ui.rami.zones import ALL_ZONES, MAX_SWITCHES, ZONES, Arrangement, X
from abyss_cards.ui.table import Animator, CardItem, LabelItem, TableView
from abyss_cards.ui.table.captions import CaptionItem, free_box
from abyss_cards.ui.table.card_table import CardTable
from abyss_cards.ui.table.french_deck import FrenchDeckRenderer
from abyss_cards.ui.table.marker import SeatMarker
from abyss_cards.ui.table.table_protocol import Table

if TYPE_CHECKING:
    from abyss_cards.games.rami import RamiState
    from abyss_cards.games.rami.events import DealEnded, Happening

PILES = ("pot", "discard")
# Tab and Shift+Tab walk the zones in this order (the arrows already walk the cards).
ZONE_ORDER = (*range(ZONES), X)
# How bright a lesson's step lights what it asks to click (a selected card is 1).
LESSON_LIGHT = 1.0


@dataclass(frozen=True)
class PileDrop:
    """The pot's or the discard's top card let go over the hand: in ``zone``, before the card
    at ``index``, at ``point`` (scene coordinates)."""

    zone: int
    index: int
    point: QPointF


@dataclass(frozen=True)
class DealSeen:
    """What everyone saw of a deal: the pot's size, the discard pile, the public log."""

    pot_size: int
    discard_pile: tuple[str, ...]
    log: tuple[Happening, ...]


@dataclass(frozen=True)
class Gesture:
    """How the person asked for the action ``chosen`` carries, for the screen to show it: the
    hand zone of the card played (``zone``), or where a pile's top card was let go over the hand
    (``drop``). ``None`` when the action came another way (a key, a click)."""

    zone: int | None = None
    drop: PileDrop | None = None


class RamiTable(CardTable):
    """Owns the scene's items. ``chosen(action)`` carries the engine action the person asked
    for (``gesture`` says how, while it is emitted); ``arranged()`` says the person arranged
    the hand (a card moved, a zone switched): no engine action, the screen saves it."""

    chosen = Signal(object)
    arranged = Signal()

    def __init__(
        self,
        view: TableView,
        state: RamiState,
        names: Iterable[str],
        shown: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(view, names, parent)
        self.state = state
        self.shown = shown  # the seat whose hand is on screen
        self.arrangement = Arrangement.dealt(state.hands[shown])
        self.pending_take: str | None = None  # a discard taken this turn, not played yet
        self.gesture = Gesture()  # how the action ``chosen`` carries was asked, while it is
        self.interactive = False
        self.hand_hidden = False
        # The end of a deal shown on the table: the opponent's hand face up, the penalties in
        # the labels (the DealEnded event), until the summary is closed.
        self.deal_end: DealEnded | None = None
        self.judging = False  # zone titles say "not a meld" only once the person arranged
        self.lesson_action: object | None = None  # a lesson's step: its move, lit
        self.totals_after: list[int] = []
        self._live: tuple[RamiState, Arrangement] | None = None  # while a deal's end is shown
        # The public side of the deal as last shown during play (the pot's size, the discard
        # pile, the log): what the deal's end starts from, since the engine has dealt again
        # by the time the screen hears of it.
        self.deal_seen: DealSeen = DealSeen(0, (), ())
        self.renderer = FrenchDeckRenderer(d.language())
        self.animator = Animator(0.2, self)
        self.plan: TablePlan | None = None
        self.selected: DragCard | None = None
        self._drag_targets: dict[int, list[str]] = {}
        self.zone_items = [ZoneItem(i, i < ZONES) for i in range(ALL_ZONES)]
        for z in self.zone_items:
            z.clicked.connect(self._zone_clicked)
            z.switchClicked.connect(self._switch_clicked)
            self.scene.addItem(z)
        self.hand_items: list[DragCard] = []
        self.meld_items: list[list[DragCard]] = []
        self.glows: list[MeldGlow] = []
        self.backs: list[CardItem] = []
        self._build_piles()
        self.focus_zone = 0  # the zone the keyboard acts on (its ring)
        self.ring_colour = QColor("#f2c14e")
        self.scene.focusItemChanged.connect(self._focus_changed)
        view.installEventFilter(self)
        self.opponent_label = LabelItem()
        self.meld_labels = (LabelItem(), LabelItem())
        for label in (self.opponent_label, *self.meld_labels):
            label.setCacheMode(LabelItem.CacheMode.DeviceCoordinateCache)
            self.scene.addItem(label)
        # Whose turn, seen from across the room: the active seat's area lit; what a computer
        # player did: a caption by its seat (0: the opponent's, at the top; 1: the person's).
        self.marker = SeatMarker()
        self.scene.addItem(self.marker)
        self.captions = (CaptionItem(), CaptionItem())
        for caption in self.captions:
            self.scene.addItem(caption)
        view.resized.connect(lambda _size: self.relayout())
        self.relayout()

    def _build_piles(self) -> None:
        self.pot = self._card(("pot",))
        self.discard = self._card(("discard",))
        self.discard_under = CardItem(self.renderer, ("discard_under",))
        self.discard_under.setFlag(CardItem.GraphicsItemFlag.ItemIsFocusable, False)
        self.scene.addItem(self.discard_under)
        self.discard_under.setZValue(-1)
        # Left on the pot while its top card is dragged away (the pot is never seen empty).
        self.pot_under = CardItem(self.renderer, ("pot_under",))
        self.pot_under.setFlag(CardItem.GraphicsItemFlag.ItemIsFocusable, False)
        self.pot_under.setVisible(False)
        self.pot_under.setZValue(-1)
        self.scene.addItem(self.pot_under)

    # -- items ------------------------------------------------------------------------------
    def _card(self, key: tuple[Any, ...] | None) -> DragCard:
        item = DragCard(self.renderer, key)
        item.clicked.connect(self._card_clicked)
        item.activated.connect(self._card_clicked)
        item.dragStarted.connect(self._drag_started)
        item.dragMoved.connect(self._drag_moved)
        item.dropped.connect(self._dropped)
        self.scene.addItem(item)
        return item

    def all_cards(self) -> list[CardItem]:
        return [
            *self.hand_items,
            *(c for m in self.meld_items for c in m),
            *self.backs,
            self.pot,
            self.discard,
        ]

    def item_for(self, key: tuple[Any, ...]) -> DragCard | ZoneItem:
        """The item named ``key``: ("hand", zone, i), ("meld", m, i), ("pot",), ("discard",),
        ("zone", z), ("switch", z)."""
        kind = key[0]
        if kind == "hand":
            for item in self.hand_items:
                if item.isVisible() and item.key == key:
                    return item
            raise KeyError(key)
        if kind == "meld":
            meld_card: DragCard = self.meld_items[key[1]][key[2]]
            return meld_card
        if kind in ("zone", "switch"):
            zone: ZoneItem = self.zone_items[key[1]]
            return zone
        return {"pot": self.pot, "discard": self.discard}[kind]

    def scene_point(self, key: tuple[Any, ...]) -> QPointF:
        item = self.item_for(key)
        if isinstance(item, ZoneItem):  # ("zone", z) or ("switch", z)
            if key[0] == "zone":
                r = item.card_area()
                return QPointF(r.right() - r.width() * 0.1, r.center().y())
            return item.switch_rect().center()
        if key[0] in ("hand", "meld"):
            # The visible corner of an overlapped card.
            return item.pos() + QPointF(-item.size().width() * 0.38, 0)
        return item.pos()

    def viewport_point(self, key: tuple[Any, ...]) -> QPoint:
        """Where to click for ``key``, in viewport coordinates (tests and demos)."""
        return self.view.mapFromScene(self.scene_point(key))

    # -- layout ----------------------------------------------------------------------------
    def relayout(self) -> None:
        self.animator.finish_all()
        vp = self.view.viewport().size()
        size = QSizeF(vp)
        if size.width() < 50 or size.height() < 50:
            return
        state = self.state
        opp = 1 - self.shown
        side = [(0 if m.owner == opp else 1, len(m.cards)) for m in state.melds]
        counts = [len(z) for z in self.arrangement.zones]
        self.plan = plan_table(size, counts, len(state.hands[opp]), side)
        self.sync(animate=False)

    def set_shown(self, seat: int, arrangement: Arrangement) -> None:
        self.shown = seat
        self.arrangement = arrangement
        self.selected = None
        self.relayout()

    # -- showing the state -------------------------------------------------------------------
    def sync(self, animate: bool = True, source: QPointF | None = None) -> None:
        """Show the state and the arrangement as they are now. With ``animate``, cards that
        moved glide to their place; new cards come from ``source``."""
        plan = self.plan
        if plan is None:
            return
        state = self.state
        opp = 1 - self.shown
        counts = [len(z) for z in self.arrangement.zones]
        if (
            len(plan.hand_centres) != ALL_ZONES
            or [len(c) for c in plan.hand_centres] != counts
            or len(plan.back_centres) != len(state.hands[opp])
            or len(plan.melds) != len(state.melds)
            or any(
                len(p.centres) != len(m.cards)
                for p, m in zip(plan.melds, state.melds, strict=False)
            )
        ):
            side = [(0 if m.owner == opp else 1, len(m.cards)) for m in state.melds]
            self.plan = plan = plan_table(plan.size, counts, len(state.hands[opp]), side)
        animate = animate and self.animator.seconds > 0
        # Where each card of the hand is now: a card that leaves it flies from there.
        origins: dict[str, list[QPointF]] = {}
        for it in self.hand_items:
            if it.isVisible() and it.code is not None:
                origins.setdefault(it.code, []).append(QPointF(it.pos()))
        self._sync_hand(plan, animate, source)
        self._sync_melds(plan, animate, source, origins)
        self._sync_piles(plan, animate, source, origins)
        self._sync_backs(plan)
        self._sync_zones(plan)
        self._sync_labels(plan)
        self._mark_turn(plan)
        self.update_highlights()

    def _place(self, item: CardItem, pos: QPointF, animate: bool, start: QPointF | None) -> None:
        if animate and (start is not None or item.isVisible()):
            begin = start if start is not None else item.pos()
            if (begin - pos).manhattanLength() > 1:
                self.animator.animate(item, "pos", pos, start=begin)
                return
        item.setPos(pos)

    def _sync_hand(self, plan: TablePlan, animate: bool, source: QPointF | None) -> None:
        wanted = [
            (z, i, c) for z, cards in enumerate(self.arrangement.zones) for i, c in enumerate(cards)
        ]
        old = [it for it in self.hand_items if it.isVisible() and it.code is not None]
        free = [it for it in self.hand_items if it not in old]
        assigned: list[tuple[DragCard, bool]] = []
        for z, _i, code in wanted:
            match = next((it for it in old if it.code == code and it.key[1] == z), None) or next(
                (it for it in old if it.code == code), None
            )
            if match is not None:
                old.remove(match)
                assigned.append((match, False))
            else:
                item = free.pop() if free else self._card(None)
                if item not in self.hand_items:
                    self.hand_items.append(item)
                assigned.append((item, True))
        for it in old + free:
            it.setVisible(False)
            it.code = None
        size = plan.hand_card
        hidden = self.hand_hidden
        for (item, new), (z, i, code) in zip(assigned, wanted, strict=True):
            item.key = ("hand", z, i)
            item.code = code
            item.set_size(size)
            item.set_face(None if hidden else code, not hidden)
            item.draggable = not hidden
            item.home = plan.hand_centres[z][i]
            item.setZValue(10 + z * 30 + i)
            start = source if (new and source is not None) else None
            was_visible = item.isVisible() and not new
            item.setVisible(True)
            if animate and (was_visible or start is not None):
                self._place(item, item.home, True, start)
            else:
                item.setPos(item.home)
            item.set_badge("")

    def _sync_melds(
        self,
        plan: TablePlan,
        animate: bool,
        source: QPointF | None,
        origins: dict[str, list[QPointF]] | None = None,
    ) -> None:
        state = self.state
        while len(self.meld_items) < len(state.melds):
            self.meld_items.append([])
            glow = MeldGlow()
            self.scene.addItem(glow)
            self.glows.append(glow)
        for mi, items in enumerate(self.meld_items):
            present = mi < len(state.melds)
            self.glows[mi].setVisible(present)
            if not present:
                for it in items:
                    it.setVisible(False)
                continue
            meld = state.melds[mi]
            place = plan.melds[mi]
            self.glows[mi].set_box(place.rect)
            old_codes = [it.code for it in items]
            while len(items) < len(meld.cards):
                item = self._card(("meld", mi, len(items)))
                item.setVisible(False)
                items.append(item)
            for j, item in enumerate(items):
                if j >= len(meld.cards):
                    item.setVisible(False)
                    item.code = None
                    continue
                code = meld.cards[j]
                item.key = ("meld", mi, j)
                item.set_size(plan.meld_card)
                item.set_face(code, True)
                item.setZValue(5 + j)
                was = item.isVisible() and j < len(old_codes) and old_codes[j] == code
                new = code not in old_codes
                item.code = code
                item.setVisible(True)
                start = None
                if new:
                    from_hand = (origins or {}).get(code)
                    start = from_hand.pop() if from_hand else source
                self._place(item, place.centres[j], animate and (was or start is not None), start)

    def _sync_piles(
        self,
        plan: TablePlan,
        animate: bool = False,
        source: QPointF | None = None,
        origins: dict[str, list[QPointF]] | None = None,
    ) -> None:
        state = self.state
        shown_before = self.discard.code
        if self.deal_end is None:
            self.deal_seen = DealSeen(state.pot_size, tuple(state.discard_pile), tuple(state.log))
        for item, where in (
            (self.pot, plan.pot),
            (self.discard, plan.discard),
            (self.discard_under, plan.discard),
            (self.pot_under, plan.pot),
        ):
            item.set_size(plan.pile)
            if not getattr(item, "dragging", False):
                item.setPos(where)
        self.pot.home, self.discard.home = QPointF(plan.pot), QPointF(plan.discard)
        self.pot_under.set_face(None, False)
        self.discard_under.setPos(
            plan.discard + QPointF(-plan.pile.width() * 0.04, plan.pile.width() * 0.04)
        )
        self.pot.set_face(None, False)
        self.pot.set_empty(state.pot_size == 0)
        self.pot.set_badge(d.count_cards(state.pot_size))
        pile = state.discard_pile
        top = pile[-1] if pile else None
        # While a taken card waits to be played, it is in the hand, not on the pile.
        if self.pending_take is not None and top == self.pending_take:
            pile = pile[:-1]
            top = pile[-1] if pile else None
        self.discard.set_empty(top is None)
        self.discard.set_face(top, top is not None)
        self.discard.code = top
        if animate and top is not None and top != shown_before:
            # A new discard glides in from the hand that threw it.
            from_hand = (origins or {}).get(top)
            start = from_hand.pop() if from_hand else source
            if start is not None and state.discard_pile and state.discard_pile[-1] == top:
                self.discard.setZValue(900)
                self.animator.animate(
                    self.discard,
                    "pos",
                    plan.discard,
                    start=start,
                    on_done=lambda: self.discard.setZValue(0),
                )
        self.discard_under.setVisible(len(pile) > 1)
        self.discard_under.set_face(pile[-2] if len(pile) > 1 else None, len(pile) > 1)
        if top is not None and state.is_legal(TakeDiscard()):  # a free take: the first discard
            self.discard.set_badge(Rami.tr("Tournante"))
        else:
            self.discard.set_badge(d.count_cards(len(pile)))

    def _sync_backs(self, plan: TablePlan) -> None:
        while len(self.backs) < len(plan.back_centres):
            item = CardItem(self.renderer, ("back", len(self.backs)))
            item.setFlag(CardItem.GraphicsItemFlag.ItemIsFocusable, False)
            self.scene.addItem(item)
            self.backs.append(item)
        for i, item in enumerate(self.backs):
            visible = i < len(plan.back_centres)
            item.setVisible(visible)
            if visible:
                item.set_size(plan.back)
                hand = self.state.hands[1 - self.shown]
                face = hand[i] if self.deal_end is not None and i < len(hand) else None
                item.set_face(face, face is not None)
                item.setPos(plan.back_centres[i])
                item.setZValue(i)

    def _sync_zones(self, plan: TablePlan) -> None:
        arr = self.arrangement
        switches_full = sum(arr.switches) >= MAX_SWITCHES
        focused = self._focused_hand_card()
        if focused is not None:
            self.focus_zone = focused.key[1]  # the ring stays with the card that has the focus
        elif self.scene.focusItem() is None and not self.hand_hidden:
            # The keyboard always has a card to act on in the ringed zone (given to the scene
            # only: the window's focus is not taken).
            ringed = self._zone_cards(self.focus_zone)
            if ringed:
                self.scene.setFocusItem(ringed[0], Qt.FocusReason.OtherFocusReason)
        for z, item in enumerate(self.zone_items):
            item.set_box(plan.zones[z], plan.zone_header)
            item.set_focused(z == self.focus_zone and not self.hand_hidden, self.ring_colour)
            cards = arr.zones[z]
            on = z < ZONES and arr.switches[z]
            enabled = bool(cards) and (on or not switches_full)
            label = "X" if z == X else str(z + 1)
            if self.hand_hidden or not cards:
                # Nothing on hover either: a hidden hand's zones say nothing of its cards.
                item.set_status(label, "", "", "empty", False, False)
                item.set_note("")
                continue
            status = arr.status(z)
            if self.pending_take is not None and self.pending_take in cards and z == X:
                item.set_status(
                    label,
                    Rami.tr("taken: play it now"),
                    "",
                    "taken",
                    on,
                    enabled,
                    short=Rami.tr("taken"),
                )
            elif status.meld is not None:
                m = status.meld
                # A run holding the discard just taken is not clean (unless it is the
                # first discard, which is then in the hand like any card).
                holds_taken = self.pending_take is not None and self.pending_take in cards
                badge = Rami.tr("clean") if m.clean and not holds_taken else ""
                item.set_status(
                    label,
                    f"{d.kind_text(m.kind)} {m.value}",
                    badge,
                    "meld",
                    on,
                    enabled,
                    short=str(m.value),  # the points: the kind is seen in the cards
                )
            elif len(cards) < 3:
                item.set_status(label, "", "", "empty", on, enabled)
            elif not self.judging:
                # A fresh hand is not an error: its zones are judged once the person arranges.
                item.set_status(label, "", "", "empty", on, enabled)
            else:
                item.set_status(
                    label, Rami.tr("not a meld"), "", "wrong", on, enabled, short=Rami.tr("invalid")
                )
            item.set_note(self._zone_tooltip(z))

    def _zone_tooltip(self, z: int) -> str:
        status = self.arrangement.status(z)
        if status.error is not None:
            return d.refusal_text(status.error)
        if status.meld is not None:
            return d.cards_text(status.meld.cards)
        return ""

    def _sync_labels(self, plan: TablePlan) -> None:
        state = self.state
        opp = 1 - self.shown
        n = len(state.hands[opp])
        cards = d.count_cards(n)
        text = d.fill(Rami.tr("%1 · %2 · %3 pts"), self.names[opp], cards, state.scores[opp])
        ended = self.deal_end
        if ended is not None:
            text = d.fill(Rami.tr("%1 · %2"), self.names[opp], self.penalty_text(ended, opp))
        _set_box(self.opponent_label, plan.opponent_label)
        self.opponent_label.set_text(text)
        self.opponent_label.set_emphasis(state.current_player == opp and ended is None)
        for side, seat in ((0, opp), (1, self.shown)):
            label = self.meld_labels[side]
            _set_box(label, plan.meld_labels[side])
            if state.opened[seat]:
                t = d.fill(
                    Rami.tr("%1 · opened with %2 points"),
                    self.names[seat],
                    state.opening_value[seat],
                )
            else:
                t = d.fill(
                    Rami.tr("%1 · not opened yet (%2 points needed)"),
                    self.names[seat],
                    state.required(seat),
                )
            if ended is not None:
                # The opponent's penalty is in their label up there; the person's is here.
                t = (
                    self.names[seat]
                    if seat == opp
                    else d.fill(
                        Rami.tr("%1 · %2"), self.names[seat], self.penalty_text(ended, seat)
                    )
                )
            elif seat == self.shown:
                if not state.opened[seat]:
                    # The requirement is told in the person's own area (the bar, by the
                    # Lay down button), not here in the middle of the table.
                    t = self.names[seat]
                t = d.fill(Rami.tr("%1 · %2 pts"), t, state.scores[seat])
            label.set_text(t)
            label.set_emphasis(state.current_player == seat and side == 1 and ended is None)

    def seat_area(self, seat: int, plan: TablePlan | None = None) -> QRectF:
        """The part of the table that is ``seat``'s: the opponent's hand and name along the
        top, the person's zones along the bottom."""
        plan = plan or self.plan
        if plan is None:
            return QRectF()
        pad = plan.margin * 0.5
        if seat != self.shown:
            return QRectF(pad, pad, plan.size.width() - 2 * pad, plan.back.height() + plan.margin)
        zones = plan.zones[0]
        for z in plan.zones[1:]:
            zones = zones.united(z)
        return zones.adjusted(-pad, -pad, pad, pad)

    def _mark_turn(self, plan: TablePlan) -> None:
        seat = self.state.current_player
        if seat is None or self.deal_end is not None or self.hand_hidden:
            self.marker.set_area(None)
        else:
            self.marker.set_area(self.seat_area(seat, plan))
        self._place_captions(plan)

    def _place_captions(self, plan: TablePlan) -> None:
        """Each caption in free felt by its seat: over no card, label, zone or the other one."""
        bounds = QRectF(0, 0, plan.size.width(), plan.size.height())
        pixel = max(11, min(18, round(plan.unit * 0.2)))
        size = QSizeF(plan.size.width() * 0.45, pixel * 3.6)  # two lines of text
        cards = [(c, plan.back) for c in plan.back_centres]
        cards += [(plan.pot, plan.pile), (plan.discard, plan.pile)]
        avoid = [
            # A pile's count is written under it: its box reaches half a card lower.
            QRectF(c.x() - s.width() / 2, c.y() - s.height() / 2, s.width(), s.height() * 1.5)
            for c, s in cards
        ]
        avoid += [m.rect for m in plan.melds] + list(plan.zones)
        avoid += [plan.opponent_label, *plan.meld_labels]
        for caption, seat in zip(self.captions, (1 - self.shown, self.shown), strict=True):
            box = free_box(self.seat_area(seat, plan), avoid, bounds.adjusted(2, 2, -2, -2), size)
            caption.place(box, pixel)
            avoid.append(box)

    def caption(self, seat: int, text: str, seconds: float | None = None) -> None:
        """Say ``text`` by ``seat``'s place for a reading time (``seconds`` 0: until replaced)."""
        self.captions[0 if seat != self.shown else 1].show_caption(text, seconds)

    def hide_captions(self) -> None:
        for caption in self.captions:
            caption.hide_caption()

    def penalty_text(self, ended: DealEnded, seat: int) -> str:
        """A seat's line at the end of a deal: out, or the penalty counted and the new total."""
        total = self.totals_after[seat] if self.totals_after else 0
        if ended.winner == seat:
            return d.fill(Rami.tr("out, no penalty · total %1 pts"), total)
        if ended.winner is None:
            return d.fill(Rami.tr("void deal · total %1 pts"), total)
        return d.fill(Rami.tr("+%1 penalty pts · total %2 pts"), ended.penalties[seat], total)

    def show_deal_end(
        self, ended: DealEnded, state: RamiState, arrangement: Arrangement, totals: Iterable[int]
    ) -> None:
        """Show the table as the deal ended (``state`` a copy holding the final hands and
        melds, ``arrangement`` the shown hand's zones) until ``end_deal_view``."""
        self.deal_end = ended
        self.hide_captions()  # the table as it ended, nothing over its melds
        self.totals_after = list(totals)
        self._live = (self.state, self.arrangement)
        self.state = state
        self.arrangement = arrangement
        self.selected = None
        self.relayout()

    def end_deal_view(self) -> None:
        if self.deal_end is None:
            return
        self.deal_end = None
        assert self._live is not None  # kept by show_deal_end
        self.state, self.arrangement = self._live
        self.relayout()

    # -- interaction -------------------------------------------------------------------------
    def set_interactive(self, on: bool) -> None:
        self.interactive = on
        if not on and self.selected is not None:
            self.selected = None
        self.update_highlights()

    def my_turn(self) -> bool:
        return self.interactive and self.state.current_player == self.shown

    def update_highlights(self) -> None:
        state = self.state
        mine = self.my_turn()
        lit, lit_melds = self.lesson_lights()
        lesson = {id(item) for item in lit}
        for item in self.hand_items:
            if not item.isVisible():
                continue
            item.set_interactive(not self.hand_hidden)
            taken = (
                self.pending_take is not None
                and item.code == self.pending_take
                and item.key[1] == self.arrangement.zone_of(item.code, X)
                and self._first_copy(item, item.code)
            )
            level = 1.0 if item is self.selected else (0.9 if taken else 0.0)
            _light(item, level, lesson)
        to_take, may_discard = state.to_take, state.may_discard
        self.pot.set_interactive(mine and to_take)
        # The piles' top cards can be dragged onto the hand whenever a click could take them;
        # the engine (through the screen) accepts or refuses where they are let go.
        self.pot.draggable = mine and not self.hand_hidden and state.pot_size > 0
        self.discard.draggable = mine and not self.hand_hidden and self.discard.code is not None
        self.discard.set_interactive(
            mine and (to_take or self.selected is not None or state.dealer_to_discard)
        )
        level = 0.8 if mine and to_take and self.pending_take is None else 0.0
        # While a lesson lights its step's target, the piles are lit for it alone.
        _light(self.pot, level, lesson, alone=bool(lesson))
        dl = (
            0.8
            if mine
            and (
                (to_take and self.pending_take is None and state.top_discard is not None)
                or (self.selected is not None and may_discard)
            )
            else 0.0
        )
        _light(self.discard, dl, lesson, alone=bool(lesson))
        targets = self._targets_for(self.selected.code) if self.selected is not None else {}
        for mi, glow in enumerate(self.glows):
            level = 1.0 if mi in targets or mi in lit_melds else 0.0
            if abs(glow.level - level) > 1e-3:
                glow.level = level
            for item in self.meld_items[mi] if mi < len(self.meld_items) else []:
                item.set_interactive(mi in targets)
                _light(item, 0.0, lesson)

    # -- a lesson's step -----------------------------------------------------------------------
    def set_lesson(self, action: object | None) -> None:
        """Light what a lesson's step asks to click for ``action`` (``None``: nothing)."""
        self.lesson_action = action
        self.update_highlights()

    def lesson_lights(self) -> tuple[list[CardItem], set[int]]:
        """What the lesson's step lights: the cards to click or drag (the hand's cards it
        plays, the pot, the discard, a joker to take back) and the melds to drop a card on."""
        action = self.lesson_action
        cards: list[str] = []
        items: list[CardItem] = []
        melds: set[int] = set()
        if isinstance(action, TakeDiscard):
            items.append(self.discard)
            action = action.then  # what the taken card is played for (it is in the hand)
        if isinstance(action, DrawPot):
            items.append(self.pot)
        elif isinstance(action, Discard):
            cards.append(action.card)
            items.append(self.discard)
        elif isinstance(action, Open | DirectClose):
            cards.extend(c for m in action.melds for c in m)
        elif isinstance(action, LayDown):
            cards.extend(action.meld)
        elif isinstance(action, LayOff):
            cards.append(action.card)
            melds.add(action.meld)
            if action.end == "joker" and action.meld < len(self.meld_items):
                items.extend(
                    it for it in self.meld_items[action.meld] if it.isVisible() and it.code == JOKER
                )
        return items + self._hand_cards(cards), melds

    def _hand_cards(self, codes: Iterable[str]) -> list[CardItem]:
        """One visible card of the hand per code (two copies of a code: two cards)."""
        free = sorted(
            (it for it in self.hand_items if it.isVisible() and it.code is not None),
            key=lambda it: (it.key[1], it.key[2]),
        )
        found: list[CardItem] = []
        for code in codes:
            item = next((it for it in free if it.code == code), None)
            if item is not None:
                free.remove(item)
                found.append(item)
        return found

    def _first_copy(self, item: DragCard, code: str) -> bool:
        """Whether ``item`` is the first card showing ``code`` in its zone (two copies of a
        card share a code: only one of them is the taken one)."""
        zone = item.key[1]
        first = next(
            (
                it
                for it in sorted(
                    self.hand_items,
                    key=lambda i: (i.key or ("", 0, 0))[2] if isinstance(i.key, tuple) else 0,
                )
                if it.isVisible() and it.code == code and it.key[1] == zone
            ),
            None,
        )
        return first is item

    def _targets_for(self, code: str | None) -> dict[int, list[str]]:
        """Melds on which ``code`` could be laid off now, with the ends that fit."""
        out: dict[int, list[str]] = {}
        if code is None or not self.my_turn() or self.hand_hidden:
            return out
        if self.pending_take is not None and code != self.pending_take:
            return out  # a taken discard waits to be played: only it may move
        for option in self.state.lay_off_targets(code):
            out.setdefault(option.meld, []).append(option.end)
        return out

    def _zone_at(self, point: QPointF) -> int | None:
        for z, item in enumerate(self.zone_items):
            if item.rect().contains(point):
                return z
        return None

    def _meld_at(self, point: QPointF) -> int | None:
        for mi, glow in enumerate(self.glows):
            if glow.isVisible() and glow.rect().contains(point):
                return mi
        return None

    def _over_discard(self, point: QPointF) -> bool:
        r = self.discard.scene_rect()
        pad = r.width() * 0.2
        return r.adjusted(-pad, -pad, pad, pad).contains(point)

    # -- drag and drop ------------------------------------------------------------------------
    def _hand_zone_at(self, point: QPointF) -> int | None:
        """The zone under ``point``, or X when it is over the row of zones but between two."""
        zone = self._zone_at(point)
        if zone is not None:
            return zone
        rects = [z.rect() for z in self.zone_items]
        row = rects[0].united(rects[-1])
        return X if row.contains(point) else None

    def _drag_started(self, item: DragCard) -> None:
        kind = item.key[0] if isinstance(item.key, tuple) else None
        if kind in PILES:
            self.selected = None
            self.animator.finish_all()
            if item is self.pot:
                self.pot_under.setVisible(self.state.pot_size > 1)
            self.update_highlights()
            return
        if kind != "hand":
            item.dragging = False
            return
        self.selected = None
        self._drag_targets = self._targets_for(item.code)
        for mi, glow in enumerate(self.glows):
            glow.level = 1.0 if mi in self._drag_targets else 0.0

    def _drag_moved(self, item: DragCard, point: QPointF) -> None:
        from_pile = item.key[0] in PILES
        zone = self._hand_zone_at(point) if from_pile else self._zone_at(point)
        for z, zi in enumerate(self.zone_items):
            level = 1.0 if z == zone else 0.0
            if zi.hover != level:
                zi.hover = level
        if from_pile:
            return
        over = self._over_discard(point)
        target = 1.0 if over else 0.0
        if self.discard.highlight != target and self.my_turn():
            self.discard.highlight = target

    def _dropped(self, item: DragCard, point: QPointF) -> None:
        for zi in self.zone_items:
            zi.hover = 0.0
        self._drag_targets = {}
        if item.key[0] in PILES:
            self._pile_dropped(item, point)
            return
        code = item.code
        assert code is not None  # a card of the hand
        source = item.key[1]
        if self._over_discard(point):
            item.setPos(item.home)
            self._choose(Discard(code), zone=source)
            self.sync(animate=False)
            return
        meld = self._meld_at(point)
        if meld is not None:
            item.setPos(item.home)
            self._choose(LayOff(code, meld, self._end_for(code, meld, point)), zone=source)
            self.sync(animate=False)
            return
        zone = self._zone_at(point)
        if zone is not None:
            self.move_card(code, source, zone, self._index_at(zone, point, item))
            return
        self.sync()  # dropped on nothing: the card goes back

    def _pile_dropped(self, item: DragCard, point: QPointF) -> None:
        """The pot's or the discard's top let go: over the hand it is taken exactly as a click
        takes it (the same action, so the same engine action or refusal); elsewhere, or when
        refused, it glides back to its pile."""
        zone = self._hand_zone_at(point)
        if zone is not None:
            drop = PileDrop(zone, self._index_at(zone, point), QPointF(point))
            self._choose(DrawPot() if item is self.pot else TakeDiscard(), drop=drop)
        if (item.pos() - item.home).manhattanLength() > 0.5:
            self._return_pile(item)
        else:
            self._pile_settled(item)

    def _return_pile(self, item: DragCard) -> None:
        self.animator.animate(
            item,
            "pos",
            QPointF(item.home),
            start=QPointF(item.pos()),
            scale=0.8,
            on_done=lambda: self._pile_settled(item),
        )

    def _pile_settled(self, item: DragCard) -> None:
        item.setZValue(0)
        if item is self.pot:
            self.pot_under.setVisible(False)

    def _index_at(self, zone: int, point: QPointF, moving: DragCard | None = None) -> int:
        plan = self.plan
        assert plan is not None  # laid out before any card can be moved
        centres = [
            c
            for c, it in zip(plan.hand_centres[zone], self._zone_cards(zone), strict=False)
            if it is not moving
        ]
        index = 0
        for c in centres:
            if point.x() > c.x():
                index += 1
        return index

    def _zone_cards(self, zone: int) -> list[DragCard]:
        items = [it for it in self.hand_items if it.isVisible() and it.key[1] == zone]
        return sorted(items, key=lambda it: it.key[2])

    def _end_for(self, code: str, meld: int, point: QPointF) -> str:
        """Which end of a run the card goes to: the only one that fits, or the nearer one."""
        ends = self._targets_for(code).get(meld) or []
        if not ends:
            try:
                info = analyse(self.state.melds[meld].cards)
            except ValueError:
                return ""
            if info.kind == "set":
                return ""
            ends = ["low", "high"]
        if len(ends) == 1:
            return ends[0]
        if "joker" in ends:
            return "joker"
        rect = self.glows[meld].rect()
        return "low" if point.x() < rect.center().x() else "high"

    def _choose(
        self, action: Action, *, zone: int | None = None, drop: PileDrop | None = None
    ) -> None:
        """Emit ``chosen(action)``, with ``gesture`` saying how it was asked while it is."""
        self.gesture = Gesture(zone, drop)
        try:
            self.chosen.emit(action)
        finally:
            self.gesture = Gesture()

    def move_card(self, code: str, source: int, target: int, index: int | None = None) -> None:
        if self.arrangement.move(code, source, target, index):
            self.selected = None
            self.sync()
            self.arranged.emit()
        else:
            self.sync()

    # -- clicks and keys ----------------------------------------------------------------------
    def _card_clicked(self, item: DragCard) -> None:
        key = item.key
        if not isinstance(key, tuple):
            return
        kind = key[0]
        if kind == "hand":
            if self.hand_hidden:
                return
            sel = self.selected
            if sel is None:
                self.selected = item
            elif sel is item:
                self.selected = None
            elif key[1] != sel.key[1]:
                self.move_card(sel.card, sel.key[1], key[1], key[2])
                return
            else:
                # Same zone: put the selected card before this one.
                self.move_card(sel.card, sel.key[1], key[1], key[2])
                return
            self.update_highlights()
        elif kind == "pot":
            self.selected = None
            self._choose(DrawPot())
        elif kind == "discard":
            sel = self.selected
            if sel is not None and not self.state.to_take:
                self.selected = None
                self._choose(Discard(sel.card), zone=sel.key[1])
            else:
                self.selected = None
                self._choose(TakeDiscard())
            self.update_highlights()
        elif kind == "meld" and self.selected is not None:
            sel = self.selected
            self.selected = None
            end = self._end_for(sel.card, key[1], item.pos())
            self._choose(LayOff(sel.card, key[1], end), zone=sel.key[1])
            self.update_highlights()

    def _zone_clicked(self, zone: int) -> None:
        sel = self.selected
        if sel is not None:
            self.move_card(sel.card, sel.key[1], zone)

    def _switch_clicked(self, zone: int) -> None:
        if self.arrangement.toggle(zone):
            self.sync(animate=False)
            self.arranged.emit()

    def _chosen_card(self) -> DragCard | None:
        """The selected card, else the hand's card with the keyboard focus, else ``None``."""
        if self.selected is not None:
            return self.selected
        focus = self.scene.focusItem()
        if isinstance(focus, DragCard) and isinstance(focus.key, tuple) and focus.key[0] == "hand":
            return focus
        return None

    def key_zone(self, zone: int) -> None:
        """Keys 1–5 and X: the selected (or focused) card goes to that zone, and the keyboard
        follows it there (focus and ring)."""
        item = self._chosen_card()
        if item is not None and not self.hand_hidden:
            self.move_card(item.card, item.key[1], zone)
            if item.isVisible() and item.key[1] == zone:
                self.view.focus_card(item)
            self.set_focus_zone(zone)

    def key_switch(self, zone: int) -> None:
        """Alt+1–5: that zone's switch; the ring goes to the zone."""
        if self.hand_hidden:
            return
        self.set_focus_zone(zone)
        self._switch_clicked(zone)

    # -- the zone with the keyboard focus ---------------------------------------------------
    def _focused_hand_card(self) -> DragCard | None:
        focus = self.scene.focusItem()
        if (
            isinstance(focus, DragCard)
            and focus.isVisible()
            and isinstance(focus.key, tuple)
            and focus.key[0] == "hand"
        ):
            return focus
        return None

    def set_focus_zone(self, zone: int, *, focus_card: bool = True) -> None:
        """Put the ring on ``zone``; with ``focus_card``, the keyboard focus moves to its first
        card (or off the cards when it is empty), so the keys that act on the focused card act
        in that zone."""
        self.focus_zone = zone
        if focus_card:
            current = self._focused_hand_card()
            if current is None or current.key[1] != zone:
                cards = self._zone_cards(zone)
                if cards:
                    self.view.focus_card(cards[0])
                elif self.scene.focusItem() is not None:
                    # Qt takes None (no item has the focus); the stubs ask for an item.
                    self.scene.setFocusItem(None)  # type: ignore[arg-type]
        for z, item in enumerate(self.zone_items):
            item.set_focused(z == self.focus_zone and not self.hand_hidden, self.ring_colour)

    def step_focus_zone(self, step: int) -> None:
        """Tab (+1) and Shift+Tab (-1): the next or previous zone, 1 … 5, X, round again."""
        i = ZONE_ORDER.index(self.focus_zone) if self.focus_zone in ZONE_ORDER else 0
        self.set_focus_zone(ZONE_ORDER[(i + step) % len(ZONE_ORDER)])

    def set_ring_colour(self, colour: QColor | str) -> None:
        self.marker.accent = QColor(colour)
        self.marker.update()
        self.ring_colour = QColor(colour)
        self.set_focus_zone(self.focus_zone, focus_card=False)

    def _focus_changed(
        self, new: QGraphicsItem | None, _old: QGraphicsItem | None, _reason: Qt.FocusReason
    ) -> None:
        if (
            isinstance(new, DragCard)
            and isinstance(new.key, tuple)
            and new.key[0] == "hand"
            and new.isVisible()
            and new.key[1] != self.focus_zone
        ):
            self.set_focus_zone(new.key[1], focus_card=False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The view's keys before the view: Tab and Shift+Tab walk the zones (instead of Qt's
        walk through every item of the scene); Enter or Space on an empty focused zone puts
        the selected card there (there is no card to press)."""
        if watched is self.view and event.type() == QEvent.Type.KeyPress and not self.hand_hidden:
            press = cast(QKeyEvent, event)
            key = press.key()
            mods = press.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if key == Qt.Key.Key_Tab and mods == Qt.KeyboardModifier.NoModifier:
                self.step_focus_zone(1)
                return True
            if key == Qt.Key.Key_Backtab or (
                key == Qt.Key.Key_Tab and mods == Qt.KeyboardModifier.ShiftModifier
            ):
                self.step_focus_zone(-1)
                return True
            if (
                key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
                and self.scene.focusItem() is None
                and self.selected is not None
            ):
                self._zone_clicked(self.focus_zone)
                return True
        return super().eventFilter(watched, event)

    def key_discard(self) -> None:
        item = self._chosen_card()
        if item is not None:
            self.selected = None
            self._choose(Discard(item.card), zone=item.key[1])

    def cancel(self) -> None:
        self.selected = None
        self.update_highlights()

    def focus_default(self) -> None:
        visible = [it for it in self.hand_items if it.isVisible()]
        if visible and not self.hand_hidden:
            self.view.focus_card(visible[0])

    def finish_animations(self) -> None:
        self.animator.finish_all()

    def stop(self) -> None:
        self.hide_captions()
        self.animator.stop_all()


def _light(item: CardItem, level: float, lesson: set[int], *, alone: bool = False) -> None:
    """Set a card's highlight to ``level``, at least LESSON_LIGHT when a lesson's step lights
    it (``lesson``: the ids of the cards it lights), none when ``alone`` and the lesson does
    not; unchanged levels are not repainted."""
    if id(item) in lesson:
        level = max(level, LESSON_LIGHT)
    elif alone:
        level = 0.0
    if abs(item.highlight - level) > 1e-3:
        item.highlight = level


def _set_box(label: LabelItem, rect: QRectF) -> None:
    """Move a label only when its box changes (a cached label is then not repainted)."""
    if label.boundingRect() != rect:
        label.set_box(rect)


if TYPE_CHECKING:  # mypy checks that this table is a ``Table``: what every screen may ask of it
    _table: type[Table] = RamiTable
