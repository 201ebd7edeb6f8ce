"""The Plongée table on a ``TableView``: the grids, the piles and the drawn card as card items,
laid out by ``layout.plan_table``; it animates what ``apply`` returned and turns clicks and keys
into actions for the session. It decides no rule: legality comes from ``legal_actions``."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import (
    QElapsedTimer,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    QSizeF,
    QTimer,
    Signal,
)

from abyss_cards.games.plongee import DiscardDrawn, Draw, Flip, Place, TakeDiscard
from abyss_cards.games.plongee import events as ev
from abyss_cards.ui.plongee import describe
from abyss_cards.ui.plongee.cards import PlongeeCardRenderer
from abyss_cards.ui.plongee.layout import TablePlan, plan_table
from abyss_cards.ui.table import Animator, BannerItem, CardItem, LabelItem, TableView
from abyss_cards.ui.table.captions import CaptionItem
from abyss_cards.ui.table.card_table import CardTable
from abyss_cards.ui.table.marker import SeatMarker
from abyss_cards.ui.table.numbers import signed
from abyss_cards.ui.table.table_protocol import Table

if TYPE_CHECKING:
    from abyss_cards.games.plongee import PlongeeState
    from abyss_cards.games.plongee.actions import Action

# A card's key on this table: ("slot", seat, slot), ("draw",), ("discard",), ("drawn",) or
# ("flyer",).
CardKey = tuple[Any, ...]

# Flying cards of a deal made per pass of the event loop (see ``animate_deal``).
DEAL_BATCH = 24

# What the person is in the middle of choosing (the table's own state, not the game's).
MODE_NONE, MODE_TAKE, MODE_DISCARD = "none", "take", "discard"


@dataclass
class _Replay:
    """One action's events as they are animated: the delay reached (in animation lengths),
    and the discard's card before the action until a taken card uncovers what lay under it."""

    plan: TablePlan
    events: Sequence[Any]
    before_discard: int | None
    delay: float = 0.0


class PlongeeTable(CardTable):
    """Owns the scene's items. ``chosen`` is emitted with an action the person picked."""

    chosen = Signal(object)
    modeChanged = Signal()

    def __init__(
        self,
        view: TableView,
        state: PlongeeState,
        names: Iterable[str],
        humans: Iterable[int],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(view, names, parent)
        self.state = state
        # What a screen reader hears of a grid's card, after its face (ui/table/view.py).
        view.card_place = self._card_place
        self.humans = list(humans)
        self.renderer = PlongeeCardRenderer()
        self.animator = Animator(0.25, self)
        self.mode = MODE_NONE
        self.interactive = False  # a person may act now
        self.focus_seat = self.humans[0] if self.humans else 0
        self.plan: TablePlan | None = None
        self._flyers: list[CardItem] = []
        self._pending_landings: dict[int, int] = {}
        self._deal_jobs: list[tuple[CardItem, float]] = []  # cards of a deal yet to take off
        self._deal_clock = QElapsedTimer()
        self._deal_timer = QTimer(self)
        self._deal_timer.setSingleShot(True)
        self._deal_timer.timeout.connect(self._deal_batch)
        self._focusable: tuple[int, tuple[bool, ...]] | None = None
        self.hint: set[Hashable] = set()  # the cards a hint lights (until the next move)
        # The round just scored, shown on the table (every card face up, the scores) until the
        # next deal; the state has already dealt it.
        self.round_end: ev.RoundScored | None = None
        self._build_items(state)
        self._discard_shown: int | None = None
        self.follow_view(self.relayout)  # until stop()
        self.relayout()
        self.sync()

    def _build_items(self, state: PlongeeState) -> None:
        n = state.num_players
        self.slots: list[list[CardItem]] = []
        self.labels: list[LabelItem] = []
        self.captions: list[CaptionItem] = []
        self.marker = SeatMarker()
        self.scene.addItem(self.marker)
        for seat in range(n):
            row = []
            for slot in range(12):
                item = self._new_card(("slot", seat, slot))
                row.append(item)
            self.slots.append(row)
            label = LabelItem()
            self.scene.addItem(label)
            self.labels.append(label)
            caption = CaptionItem()
            self.scene.addItem(caption)
            self.captions.append(caption)
        self.draw_pile = self._new_card(("draw",))
        self.discard = self._new_card(("discard",))
        self.drawn = self._new_card(("drawn",))
        self.drawn.setZValue(50)
        self.banner = BannerItem()
        self.scene.addItem(self.banner)
        self.banner.setVisible(False)

    def _card_place(self, card: CardItem) -> str:
        """Where a grid's card lies, for a screen reader (after its face)."""
        key = cast(CardKey, card.key)
        return (
            f"{describe.where(key[2])} ({self.names[key[1]]})" if key and key[0] == "slot" else ""
        )

    def _new_card(self, key: CardKey) -> CardItem:
        item = CardItem(self.renderer, key)
        item.clicked.connect(self._on_card)
        item.activated.connect(self._on_card)
        self.scene.addItem(item)
        return item

    def all_cards(self) -> list[CardItem]:
        out = [c for row in self.slots for c in row]
        out += [self.draw_pile, self.discard, self.drawn]
        return out + list(self._flyers)

    # -- layout ---------------------------------------------------------------------------
    def set_focus_seat(self, seat: int) -> None:
        if seat != self.focus_seat:
            self.focus_seat = seat
            self.relayout()

    def relayout(self, size: QSizeF | None = None) -> None:
        self.animator.finish_all()
        vp = self.view.viewport().size()
        size = QSizeF(vp) if size is None else size
        if size.width() < 50 or size.height() < 50:
            return
        self.plan = plan_table(size, self.state.num_players, self.focus_seat)
        for seat, place in self.plan.seats.items():
            card = self.plan.card_size(seat)
            for slot, item in enumerate(self.slots[seat]):
                item.set_size(card)
                item.setPos(place.slots[slot])
            self.labels[seat].set_box(place.label)
            # In the box the plan keeps for it: over no card, label, banner or other caption.
            self.captions[seat].place(place.caption, max(10, min(17, round(place.unit * 0.19))))
        big = self.plan.card_size()
        for item, where in (
            (self.draw_pile, self.plan.draw_pile),
            (self.discard, self.plan.discard),
        ):
            item.set_size(big)
            item.setPos(where)
        self._place_drawn()
        self.banner.set_box(self.plan.banner)
        self._mark_turn()

    def seat_area(self, seat: int) -> QRectF:
        """The seat's name and grid, with a margin: the area lit when it is its turn."""
        assert self.plan is not None
        place = self.plan.seats[seat]
        size = self.plan.card_size(seat)
        rect = QRectF(place.label)
        for centre in place.slots:
            rect = rect.united(
                QRectF(
                    centre.x() - size.width() / 2,
                    centre.y() - size.height() / 2,
                    size.width(),
                    size.height(),
                )
            )
        pad = place.unit * 0.15
        return rect.adjusted(-pad, -pad, pad, pad)

    def drawn_spot(self, seat: int) -> tuple[QPointF, QSizeF]:
        """Where the card ``seat`` drew lies while it decides: beside that seat's grid (the
        focus seat's has its own place), on the side of the table with room."""
        assert self.plan is not None
        if seat == self.focus_seat:
            return QPointF(self.plan.drawn), self.plan.card_size()
        # Over the middle of that seat's own grid, a little larger than its cards: the grids
        # around the table leave no room beside them, and there it belongs to no one else.
        small = self.plan.card_size(seat)
        size = QSizeF(small.width() * 1.25, small.height() * 1.25)
        return self.seat_area(seat).center(), size

    def _place_drawn(self) -> None:
        if self.plan is None:
            return
        holder = self.state.current_player
        seat = holder if holder is not None and self.state.drawn is not None else self.focus_seat
        where, size = self.drawn_spot(seat)
        self.drawn.set_size(size)
        self.drawn.setPos(where)

    def _mark_turn(self) -> None:
        seat = self.state.current_player
        if (
            self.plan is None
            or seat is None
            or self.round_end is not None
            or seat not in self.plan.seats
        ):
            self.marker.set_area(None)
        else:
            self.marker.set_area(self.seat_area(seat))

    # -- showing the state ----------------------------------------------------------------
    def sync(self) -> None:
        """Show the state as it is now (no animation): faces, piles, labels, highlights."""
        state = self.state
        if self.round_end is not None:
            self._sync_round_end(self.round_end)
            return
        grids = state.grids
        for seat, grid in enumerate(grids):
            for slot, card in enumerate(grid):
                item = self.slots[seat][slot]
                if card is None:
                    item.set_empty(True)
                    item.set_face(None, False)
                else:
                    item.set_empty(False)
                    item.set_face(card.value if card.face_up else None, card.face_up)
                item.setOpacity(1.0)
        self._sync_piles(state.draw_pile_size, state.discard_top)
        held = state.drawn
        self.drawn.setVisible(held is not None)
        if held is not None:
            holder = state.current_player
            private = holder is None or holder not in self.humans
            self.drawn.set_face(None if private else held, not private)
            self.drawn.set_badge(self.tr("Drawn"))
            self._place_drawn()
        self.update_labels()
        self.update_highlights()

    def _sync_round_end(self, scored: ev.RoundScored) -> None:
        """The scored round in place: every card face up, removed columns as gaps, the piles
        as the round left them."""
        for seat, grid in enumerate(scored.final_grids):
            for slot, value in enumerate(grid):
                item = self.slots[seat][slot]
                item.set_empty(value is None)
                item.set_face(value, value is not None)
                item.setOpacity(1.0)
        self.drawn.setVisible(False)
        self._sync_piles(scored.draw_pile_size, scored.discard_top)
        self.update_labels()
        self.update_highlights()

    def _sync_piles(self, draw_pile_size: int, discard_top: int | None) -> None:
        self.draw_pile.set_face(None, False)
        self.draw_pile.set_empty(draw_pile_size == 0)
        self.draw_pile.set_badge(self.tr("%n card(s)", "", draw_pile_size))
        self.discard.set_empty(discard_top is None)
        self.discard.set_face(discard_top, discard_top is not None)
        self._discard_shown = discard_top
        self.discard.set_badge(self.tr("Discard"))

    def _discard_history(self) -> tuple[int, ...]:
        """The discard of the round on the table: the ended round's until ``clear_round_end``."""
        if self.round_end is not None:
            return self.round_end.discard_history
        return self.state.discard_history

    def update_labels(self) -> None:
        state = self.state
        scored = self.round_end
        for seat, label in enumerate(self.labels):
            # In points, and short: the boxes are narrow (eight seats at 1024 × 640, or large
            # text), and a longer form ("shows 12 pts · total 40 pts") was cut.
            if scored is not None:
                points = scored.scored_points[seat]
                shown = (
                    self.tr("%1 → ×2 = %2")
                    .replace("%1", str(scored.raw_points[seat]))
                    .replace("%2", self.points(points))
                    if scored.doubled and seat == scored.closer
                    else self.points(points)
                )
                label.set_text(
                    self._seat_text(seat, shown, scored.totals[seat]), *self._shorter(seat, shown)
                )
                label.set_emphasis(False)
                continue
            showing = sum(
                card.value
                for card in state.grids[seat]
                if card is not None and card.face_up and card.value is not None
            )
            text = self._seat_text(seat, self.points(showing), state.scores[seat])
            shorter: tuple[str, ...] = self._shorter(seat, self.points(showing))
            if seat == state.closer:
                closed = " · " + self.tr("closed")
                text += closed
                shorter = (shorter[0] + closed, *shorter)
            # Too narrow a box drops the total (the Scores dock has it), then the points.
            label.set_text(text, *shorter)
            label.set_emphasis(seat == state.current_player)
        closing = state.closer is not None and not state.is_over and scored is None
        self.banner.set_text(self.tr("Last round"))
        self.banner.setVisible(closing)
        self._mark_turn()

    def points(self, n: int) -> str:
        """ "12 pts", "1 pt": a number of points, never bare."""
        return signed(self.tr("%n pt(s)", "", abs(n)), n)

    def _shorter(self, seat: int, points: str) -> tuple[str, str]:
        """The seat's label without its total ("Ondine · 12 pts"), then its name alone."""
        return (
            self.tr("%1 · %2").replace("%1", self.names[seat]).replace("%2", points),
            self.names[seat],
        )

    def _seat_text(self, seat: int, points: str, total: int) -> str:
        """ "Ondine · 12 pts (total 40)": the points showing (or scored this round), the total."""
        return (
            self.tr("%1 · %2 (total %3)")
            .replace("%1", self.names[seat])
            .replace("%2", points)
            .replace("%3", str(total))
        )

    def set_hint(self, keys: Iterable[Hashable]) -> None:
        """Light ``keys`` (a hint's card and target) until the next move."""
        self.hint = set(keys)
        self.update_highlights()

    def show_round_end(self, scored: ev.RoundScored) -> None:
        """Keep the scored round on the table until ``clear_round_end``."""
        self.round_end = scored
        self.hint = set()
        self.mode = MODE_NONE
        self.sync()

    def clear_round_end(self) -> None:
        self.round_end = None
        self.hide_captions()
        self.sync()

    def hide_captions(self) -> None:
        for caption in self.captions:
            caption.hide_caption()

    def caption(self, seat: int, text: str, seconds: float | None = None) -> None:
        """Say ``text`` near ``seat`` (what it just did, its score)."""
        self.captions[seat].show_caption(text, seconds)

    def set_interactive(self, on: bool) -> None:
        self.interactive = on
        if not on:
            self.mode = MODE_NONE
        self.update_highlights()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.update_highlights()
        self.modeChanged.emit()

    def targets(self) -> set[Hashable]:
        """The card keys a click would act on now."""
        if not self.interactive or self.round_end is not None:
            return set()
        state = self.state
        seat = state.current_player
        legal = state.legal_actions()
        out: set[Hashable] = set()
        for a in legal:
            if type(a) is Draw:
                if self.mode == MODE_NONE:
                    out.add(("draw",))
            elif type(a) is Flip and self.mode == MODE_NONE:
                out.add(("slot", seat, a.slot))
            elif type(a) is TakeDiscard:
                if self.mode == MODE_TAKE:
                    out.add(("slot", seat, a.slot))
                out.add(("discard",))
            elif type(a) is Place and self.mode == MODE_NONE:
                out.add(("slot", seat, a.slot))
                out.add(("discard",))
            elif type(a) is DiscardDrawn:
                out.add(("discard",))
                if self.mode == MODE_DISCARD:
                    out.add(("slot", seat, a.slot))
        return out

    def update_highlights(self) -> None:
        targets = self.targets()
        selected = {MODE_TAKE: ("discard",), MODE_DISCARD: ("discard",)}.get(self.mode)
        for item in self.all_cards():
            on = item.key in targets
            item.set_interactive(on)
            # A hint's cards stand out: the other targets are lit less meanwhile.
            level = (
                1.0
                if item.key == selected or item.key in self.hint
                else ((0.3 if self.hint else 0.8) if on else 0.0)
            )
            if abs(item.highlight - level) > 1e-3:
                item.highlight = level
        # Only the person's cards and the piles take the keyboard focus.
        seat = self.state.current_player if self.interactive else self.focus_seat
        focusable = (
            (seat, tuple(item.empty for item in self.slots[seat])) if seat is not None else None
        )
        if focusable != self._focusable:
            self._focusable = focusable
            flag = CardItem.GraphicsItemFlag.ItemIsFocusable
            for s, row in enumerate(self.slots):
                for item in row:
                    item.setFlag(flag, s == seat and not item.empty)
            self.drawn.setFlag(flag, False)

    def focus_default(self) -> None:
        """Put the keyboard focus on the most likely next choice."""
        targets = self.targets()
        if not targets:
            return
        for key in (("draw",),):
            if key in targets and self.mode == MODE_NONE and self.state.drawn is None:
                self.view.focus_card(self.draw_pile)
                return
        current = self.scene.focusItem()
        if isinstance(current, CardItem) and current.key in targets:
            return
        for item in self.all_cards():
            if item.key in targets and cast(CardKey, item.key)[0] == "slot":
                self.view.focus_card(item)
                return

    # -- input ----------------------------------------------------------------------------
    def _on_card(self, item: CardItem) -> None:
        if not self.interactive:
            return
        self.animator.finish_all()
        state = self.state
        seat = state.current_player
        legal = set(state.legal_actions())
        key = cast(CardKey, item.key)
        if key == ("draw",):
            self.act_draw()
        elif key == ("discard",):
            self.act_discard()
        elif key[0] == "slot" and key[1] == seat:
            slot = key[2]
            action: Action
            if self.mode == MODE_TAKE:
                action = TakeDiscard(slot)
            elif self.mode == MODE_DISCARD:
                action = DiscardDrawn(slot)
            elif state.drawn is not None:
                action = Place(slot)
            else:
                action = Flip(slot)
            # Illegal choices still go to the session: the engine's refusal says why.
            self.mode = MODE_NONE
            self.chosen.emit(action)
            if action not in legal:
                self.update_highlights()

    def act_draw(self) -> None:
        if self.interactive and Draw() in self.state.legal_actions():
            self.mode = MODE_NONE
            self.chosen.emit(Draw())
        elif self.interactive:
            self.chosen.emit(Draw())  # refused with the engine's reason

    def act_discard(self) -> None:
        """The discard pile was chosen: take its top, or throw the drawn card there."""
        if not self.interactive:
            return
        if self.state.drawn is not None:
            self.set_mode(MODE_NONE if self.mode == MODE_DISCARD else MODE_DISCARD)
        else:
            legal = self.state.legal_actions()
            if not any(isinstance(a, TakeDiscard) for a in legal):
                self.chosen.emit(TakeDiscard(0))  # refused: the engine says why
                return
            self.set_mode(MODE_NONE if self.mode == MODE_TAKE else MODE_TAKE)
        self.focus_default()

    def cancel(self) -> None:
        if self.mode != MODE_NONE:
            self.set_mode(MODE_NONE)

    # -- animations -----------------------------------------------------------------------
    def _fly(
        self,
        face: Hashable | None,
        start: QPointF,
        end: QPointF,
        size: QSizeF,
        end_size: QSizeF,
        delay: float,
        dest: CardItem | None,
        face_up: bool = True,
    ) -> None:
        flyer = CardItem(self.renderer, ("flyer",))
        flyer.setFlag(flyer.GraphicsItemFlag.ItemIsFocusable, False)
        flyer.set_face(face, face_up)
        flyer.set_size(end_size if end_size.width() > size.width() else size)
        flyer.setPos(start)
        flyer.setZValue(100)
        self.scene.addItem(flyer)
        self._flyers.append(flyer)
        if dest is not None:
            self._pending_landings[id(dest)] = self._pending_landings.get(id(dest), 0) + 1
            if dest is not self.discard:
                dest.setOpacity(0.0)

        def landed() -> None:
            if flyer in self._flyers:
                self._flyers.remove(flyer)
                self.scene.removeItem(flyer)
            if dest is not None:
                left = self._pending_landings.get(id(dest), 1) - 1
                self._pending_landings[id(dest)] = left
                if left <= 0:
                    self._pending_landings.pop(id(dest), None)
                    dest.setOpacity(1.0)
                    if dest is self.discard:
                        history = self._discard_history()
                        top = history[-1] if history else None
                        self.discard.set_face(top, top is not None)
                        self._discard_shown = top

        self.animator.animate(flyer, "pos", end, start=start, delay=delay, on_done=landed)

    def animate_events(self, seat: int, events: Sequence[Any], before_discard: int | None) -> float:
        """Animate what one action did; the items already show the state after it. Returns
        how long the animations take, in seconds."""
        if self.animator.seconds <= 0 or self.plan is None:
            return 0.0
        if before_discard is not None:
            self.discard.set_face(before_discard, True)
        replay = _Replay(self.plan, events, before_discard)
        for e in events:
            animate = EVENT_ANIMATIONS.get(type(e))
            if animate is not None:
                animate(self, e, replay)
        if self.round_end is None:
            self.discard.set_empty(
                self._discard_shown is None
                and replay.before_discard is None
                and self.state.discard_top is None
            )
        return (replay.delay + 1.0) * self.animator.seconds

    def _animate_flip(self, e: ev.CardFlipped, replay: _Replay) -> None:
        if e.reason == ev.FLIP_FINAL and self.round_end is None:
            return  # the round's end is not shown on the table
        item = self.slots[e.seat][e.slot]
        if item.empty:
            return
        item.set_face(e.value)
        self.animator.animate(item, "flip", 1.0, start=0.0, delay=replay.delay)
        replay.delay += 0.12 if e.reason == ev.FLIP_FINAL else 0.4

    def _animate_draw(self, e: ev.CardDrawn, replay: _Replay) -> None:
        plan, delay = replay.plan, replay.delay
        private = e.seat not in self.humans
        self.drawn.setOpacity(0.0)
        spot, size = self.drawn_spot(e.seat)
        self._fly(
            None if private else e.value,
            plan.draw_pile,
            spot,
            plan.card_size(),
            size,
            delay,
            self.drawn,
            face_up=False,
        )
        if not private:
            self.animator.animate(self.drawn, "flip", 1.0, start=0.0, delay=delay + 1.0)
        replay.delay += 1.0

    def _animate_place(self, e: ev.CardPlaced, replay: _Replay) -> None:
        plan = replay.plan
        item = self.slots[e.seat][e.slot]
        start = plan.discard if e.source == "discard" else plan.drawn
        self._fly(e.value, start, item.pos(), plan.card_size(), item.size(), replay.delay, item)
        if e.source == "discard" and replay.before_discard is not None:
            # The taken card leaves the discard: show what lay under it meanwhile.
            hist = self._discard_history()
            under = hist[-2] if len(hist) >= 2 else None
            self.discard.set_face(under, under is not None)
            self.discard.set_empty(under is None)
            replay.before_discard = None
        replay.delay += 0.6

    def _animate_discard(self, e: ev.CardDiscarded, replay: _Replay) -> None:
        plan = replay.plan
        start = self.drawn.pos() if e.slot is None else self.slots[e.seat][e.slot].pos()
        size = plan.card_size() if e.slot is None else self.slots[e.seat][e.slot].size()
        self._fly(e.value, start, plan.discard, size, plan.card_size(), replay.delay, self.discard)
        replay.delay += 0.6

    def _animate_column(self, e: ev.ColumnRemoved, replay: _Replay) -> None:
        if self.round_end is not None:
            return
        plan = replay.plan
        for slot in e.slots:
            item = self.slots[e.seat][slot]
            self._fly(
                e.value,
                item.pos(),
                plan.discard,
                item.size(),
                plan.card_size(),
                replay.delay,
                self.discard,
            )
            replay.delay += 0.25

    def _animate_round_dealt(self, e: ev.RoundDealt, replay: _Replay) -> None:
        if not any(type(x) is ev.RoundScored for x in replay.events):
            self.animate_deal(replay.delay)

    def animate_deal(self, delay: float = 0.0) -> None:
        """Cards fly from the draw pile to every slot, seat after seat.

        Up to 96 flying cards: they are made a batch per pass of the event loop, each batch
        long before its first card leaves the pile (a card waiting for its turn lies on the
        pile and looks like it), with its delay counted from the start of the deal."""
        if self.animator.seconds <= 0 or self.plan is None:
            return
        self._deal_jobs.clear()
        k = 0
        for s in range(self.state.num_players):
            for slot in range(12):
                item = self.slots[s][slot]
                item.setOpacity(0.0)  # as its flying card will: dealt cards appear on landing
                self._deal_jobs.append((item, delay + k * 0.03))
                k += 1
        self._deal_clock.start()
        self._deal_batch()

    def _deal_batch(self) -> None:
        if not self._deal_jobs or self.plan is None:
            self._deal_jobs.clear()
            return
        plan = self.plan
        seconds = max(self.animator.seconds, 1e-6)
        elapsed = self._deal_clock.elapsed() / 1000 / seconds  # in animation lengths
        batch, self._deal_jobs = self._deal_jobs[:DEAL_BATCH], self._deal_jobs[DEAL_BATCH:]
        for item, delay in batch:
            self._fly(
                None,
                plan.draw_pile,
                item.pos(),
                plan.card_size(),
                item.size(),
                max(0.0, delay - elapsed),
                item,
                face_up=False,
            )
        if self._deal_jobs:
            self._deal_timer.start(0)

    def finish_animations(self) -> None:
        self._deal_timer.stop()
        self._deal_jobs.clear()
        self.animator.finish_all()
        for flyer in list(self._flyers):
            self.scene.removeItem(flyer)
        self._flyers.clear()
        self._pending_landings.clear()
        self.sync()

    def item_for(self, key: CardKey) -> CardItem:
        if key == ("draw",):
            return self.draw_pile
        if key == ("discard",):
            return self.discard
        if key == ("drawn",):
            return self.drawn
        return self.slots[key[1]][key[2]]

    def viewport_point(self, key: CardKey) -> QPoint:
        """Where to click for ``key``, in viewport coordinates (tests and demos)."""
        return self.view.mapFromScene(self.item_for(key).scenePos())

    def stop(self) -> None:
        self._deal_timer.stop()
        self._deal_jobs.clear()
        self.animator.stop_all()
        self.stop_following_view()


# Each event class the table animates, and how (the others move nothing).
EVENT_ANIMATIONS: dict[type[Any], Callable[[PlongeeTable, Any, _Replay], None]] = {
    ev.CardFlipped: PlongeeTable._animate_flip,
    ev.CardDrawn: PlongeeTable._animate_draw,
    ev.CardPlaced: PlongeeTable._animate_place,
    ev.CardDiscarded: PlongeeTable._animate_discard,
    ev.ColumnRemoved: PlongeeTable._animate_column,
    ev.RoundDealt: PlongeeTable._animate_round_dealt,
}


if TYPE_CHECKING:  # mypy checks that this table is a ``Table``: what every screen may ask of it
    _table: type[Table] = PlongeeTable
