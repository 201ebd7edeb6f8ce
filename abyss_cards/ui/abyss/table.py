"""The Abyss table on a ``TableView``: the shared board, the viewer's seat and the opponents as
card items and text, laid out by ``layout.plan_table`` and redone on every resize. It shows what
the viewer's view of the game holds (``reading.seat_view``) and decides no rule."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent

from abyss_cards.games.abyss import AbyssState, AbyssView, PlayerView
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as ev
from abyss_cards.games.abyss.data import (
    END_LORDS,
    LORD_BY_ID,
    MONSTER,
    RACES,
    THREAT_REWARDS,
    THREAT_SPACES,
    TRACK_LENGTH,
    TURN_POWERS,
)
from abyss_cards.games.abyss.state import Ally
from abyss_cards.ui.abyss.cards import LORD_TEXT_WIDTH, AbyssCardRenderer, Face, face_parts
from abyss_cards.ui.abyss.decisions import Choices
from abyss_cards.ui.abyss.items import LEAST_PX, ChipsItem, ThreatSpaceItem
from abyss_cards.ui.abyss.layout import Key, SeatContent, TablePlan, plan_table
from abyss_cards.ui.abyss.reading import (
    location_points,
    paying_space,
    projected_score,
    recruit_check,
    seat_view,
)
from abyss_cards.ui.abyss.why import badge_forms, why_not
from abyss_cards.ui.table import Animator, CardItem, TableView
from abyss_cards.ui.table.card_table import CardTable
from abyss_cards.ui.table.items import LabelItem
from abyss_cards.ui.table.table_protocol import Table

DISABLED_OPACITY = 0.45
SEAT_CARDS = ("lord", "fed", "fed_empty", "loc", "under")  # a seat's cards (key[1] = seat)
READABLE = ("court", "lord", "under", "loc", "face_up")  # Lords and Locations
FOCUSABLE = CardItem.GraphicsItemFlag.ItemIsFocusable
RAISED = 0.16  # a card chosen for a payment stands out of the hand by this share of its height


Segment = tuple[str, str]  # a piece of a line of text: ``ChipsItem``'s (kind, text)


def ally_face(card: Ally) -> Face:
    race, value = card
    return ("monster",) if race == MONSTER else ("ally", race, value)


class InspectedCard(CardItem):
    """A card that tells the table when the pointer or the keyboard focus is on it (the
    inspector then shows it large enough to read)."""

    key: Key  # the table's cards are named by their place (``AbyssTable.card``)

    def __init__(self, renderer: AbyssCardRenderer, key: Key, table: AbyssTable) -> None:
        super().__init__(renderer, key)
        self._table = table

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt's name
        self._table.inspect(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self._table.inspect(None)
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self._table.inspect(self)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self._table.inspect(None)
        super().focusOutEvent(event)


@dataclass
class Looks:
    """How the table's cards look now: each one's face (``None``: its back), tooltip, whether
    it is dimmed (a disabled Lord) or an empty place."""

    faces: dict[Key, Face | None] = field(default_factory=dict)
    tips: dict[Key, str] = field(default_factory=dict)
    dim: set[Key] = field(default_factory=set)
    empty: set[Key] = field(default_factory=set)


@dataclass
class Snapshot:
    """Where things were before a move (``AbyssTable.snapshot``): the places its animations
    start from (centre and size by key), and how many cards the track held."""

    places: dict[Key, tuple[QPointF, QSizeF]] = field(default_factory=dict)
    track_len: int = 0


class Put(Protocol):
    """Shows a line of text in the plan's box ``key`` (``AbyssTable._texts``)."""

    def __call__(
        self,
        key: Key,
        segments: list[Segment],
        *,
        centred: bool = False,
        emphasis: bool = False,
        tip: str = "",
    ) -> None: ...


def _alive(item: QGraphicsItem) -> bool:
    """Is the C++ side of ``item`` still there (a scene being torn down sends focus-outs)?"""
    import shiboken6

    return shiboken6.isValid(item)


class AbyssTable(CardTable):
    """Owns the scene's items; ``viewer`` is the seat shown large at the bottom. ``chosen`` is
    emitted with the engine action of a card the person clicked (the ``Choices`` the screen set
    say which card plays which action)."""

    chosen = Signal(object)
    # The first card of a two-part choice was picked or put back, or a Lord taken in or out of
    # the set to place (not an engine action).
    step_changed = Signal()

    v: AbyssView  # the viewer's view, as last shown (``sync``)

    def __init__(
        self,
        view: TableView,
        state: AbyssState,
        names: Sequence[str],
        viewer: int = 0,
        language: str = "en",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(view, names, parent)
        self.state = state
        self.viewer = viewer
        self.renderer = AbyssCardRenderer(language)
        self.animator = Animator(0.25, self)
        self.plan: TablePlan | None = None
        self.choices = Choices()
        # A lesson's move (``set_lesson``): only its cards lit (None: every card a click plays).
        self.lesson: set[Key] | None = None
        self.expanded: int | None = None
        self.council_known: dict[str, list[int]] = {}  # race -> values seen going there
        self.cards: dict[Key, InspectedCard] = {}
        # Whether each card takes the keyboard's focus, as last set (``update_highlights``).
        self._focusable: dict[Key, bool] = {}
        self._flyers: list[CardItem] = []
        # The inspector: a Lord or a Location too small to read, shown large beside it.
        self.inspector = CardItem(self.renderer, ("inspector",))
        self.inspector.setFlag(CardItem.GraphicsItemFlag.ItemIsFocusable, False)
        self.inspector.setAcceptHoverEvents(False)
        self.inspector.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.inspector.setZValue(300)
        self.inspector.setVisible(False)
        self.chips: dict[Key, ChipsItem] = {}
        self.name_labels: dict[Key, LabelItem] = {}
        self.threat_spaces = [
            ThreatSpaceItem(n, THREAT_REWARDS[n]) for n in range(1, THREAT_SPACES + 1)
        ]
        for item in self.threat_spaces:
            self.scene.addItem(item)
        self.follow_view(self.relayout)  # until stop()
        self.sync()

    # -- items, made on first use and hidden when the plan has no place for them -----------------
    def card(self, key: Key) -> InspectedCard:
        item = self.cards.get(key)
        if item is None:
            item = InspectedCard(self.renderer, key, self)
            item.clicked.connect(self._clicked)
            item.activated.connect(self._clicked)
            self.scene.addItem(item)
            self.cards[key] = item
        return item

    def _lord_names(self, v: AbyssView, plan: TablePlan) -> None:
        """An opponent's Lords named under their thumbnails when the plan has room for it
        (cut with "…", the whole name then in the line's tooltip)."""
        used: set[Key] = set()
        for key, box in plan.texts.items():
            if key[0] != "lord_name":
                continue
            seat, k = int(key[1]), int(key[2])
            lords = v.players[seat].lords
            if k >= len(lords):
                continue
            item = self.name_labels.get(key)
            if item is None:
                item = LabelItem()
                item.setZValue(10)
                self.scene.addItem(item)
                self.name_labels[key] = item
            item.set_box(box)
            name = self.renderer.lord_name(lords[k])
            # Shorter: without its article ("Le Boutiquier" -> "Boutiquier").
            bare = re.sub(r"^(?:Le |La |Les |L['’]|The )", "", name)
            item.set_text(name, *([bare] if bare != name else []))
            item.setVisible(True)
            used.add(key)
        for key, item in self.name_labels.items():
            if key not in used:
                item.setVisible(False)

    def chip(self, key: Key) -> ChipsItem:
        item = self.chips.get(key)
        if item is None:
            item = ChipsItem()
            item.setZValue(10)  # over the cards (a tile's points sit in its corner)
            self.scene.addItem(item)
            self.chips[key] = item
        return item

    def _clicked(self, item: InspectedCard) -> None:
        key = item.key
        if self._two_step_click(key):
            return
        if self.choices.lord_set.toggle(key):  # a Lord taken in or out of the set to place
            self.update_highlights()
            self.step_changed.emit()
            return
        action = self.choices.cards.get(key)
        if action is not None:
            self.chosen.emit(action)  # the engine action this card plays
            return
        if key[0] == "court" and isinstance(key[1], int) and 0 <= key[1] < len(self.state.court):
            # Not one of the choices now: the screen asks the engine, and says why not.
            self.chosen.emit(A.Recruit(self.state.court[key[1]]))
            return
        # A click on an opponent's cards opens their compact panel in full, or folds it again.
        seat = key[1] if key[0] in SEAT_CARDS else None
        if isinstance(seat, int) and seat != self.viewer and self.plan is not None:
            if self.expanded == seat:
                self.set_expanded(None)
            elif self.plan.compact.get(seat):
                self.set_expanded(seat)

    def _two_step_click(self, key: Key) -> bool:
        """A click in a two-part choice (``two_step``): the first card picked, put back, or
        the pair's action played (``False``: the click is none of these)."""
        step = self.choices.two_step
        if step.picked is None:
            if key in self.choices.cards or not step.pick(key):
                return False
            self._step_moved()
            return True
        action = step.seconds().get(key)
        if action is not None:
            self.chosen.emit(action)
        elif key == step.picked:
            self.step_back()
        return True  # another card does nothing until the first one is put back

    def step_back(self) -> bool:
        """Puts the first card of a two-part choice back (``False``: none was picked)."""
        picked = self.choices.two_step.picked
        if not self.choices.two_step.back():
            return False
        self._step_moved(picked)
        return True

    def _step_moved(self, put_back: Key | None = None) -> None:
        """The keyboard goes to the first card of the second part, or back to the card put
        back."""
        self.update_highlights()
        self.step_changed.emit()
        seconds = list(self.choices.two_step.seconds())
        key = seconds[0] if seconds else put_back
        item = self.cards.get(key) if key is not None else None
        if item is not None and item.isVisible():
            self.view.focus_card(item)
        else:
            self.focus_default()

    def court_refusal(self, slot: int) -> str:
        """Why the viewer cannot recruit the Lord of Court slot ``slot`` now ("" if it can)."""
        court = self.state.court
        if not 0 <= slot < len(court):
            return ""
        check = recruit_check(self.state, self.viewer, court[slot])
        return why_not(check, self.renderer.language)

    def inspect(self, item: CardItem | None) -> None:
        """Show ``item``'s Lord or Location large enough to read its text, beside it and
        inside the view (``None``, or a card readable as it is: hide the inspector)."""
        if not _alive(self.inspector):
            return
        face = item.face if item is not None and item.isVisible() else None
        kind = face_parts(face)[0] if face is not None else None
        if (
            item is None
            or kind not in ("lord", "location")
            or self.plan is None
            or not item.face_up
        ):
            self.inspector.setVisible(False)
            return
        u = self.plan.unit
        if kind == "lord":
            width = max(LORD_TEXT_WIDTH + 10, 2.2 * u)
            size = QSizeF(width, width * 1.4)
        else:
            width = max(190.0, 3.2 * u)
            size = QSizeF(width, width * 0.7)
        if item.size().width() >= size.width() * 0.9:
            self.inspector.setVisible(False)  # already as large as that
            return
        area = QRectF(self.view.viewport().rect())
        scale = min(1.0, (area.height() - 8) / size.height(), (area.width() - 8) / size.width())
        size = QSizeF(size.width() * scale, size.height() * scale)
        card = item.scene_rect()
        gap = 0.15 * u
        x = card.right() + gap + size.width() / 2
        if x + size.width() / 2 > area.right():
            x = card.left() - gap - size.width() / 2
        x = min(max(x, area.left() + size.width() / 2 + 4), area.right() - size.width() / 2 - 4)
        y = min(
            max(card.center().y(), area.top() + size.height() / 2 + 4),
            area.bottom() - size.height() / 2 - 4,
        )
        self.inspector.set_size(size)
        self.inspector.set_face(face, True)
        self.inspector.setPos(QPointF(x, y))
        self.inspector.setVisible(True)

    def set_expanded(self, seat: int | None) -> None:
        """Show opponent ``seat`` in full across the top (``None``: every panel again)."""
        if seat != self.expanded:
            self.expanded = seat
            self.sync()

    def set_choices(self, choices: Choices | None) -> None:
        """The cards a click plays now (lit), and those shown chosen (raised)."""
        self.choices = choices or Choices()
        self.update_highlights()

    def set_lesson(self, keys: Iterable[Key] | None) -> None:
        """A lesson's move lit alone: ``keys``, the cards to click for it (none when a button
        plays it); ``None``: every card a click plays is lit again, as in a game. The other
        cards still play their action when clicked (the lesson says why not)."""
        self.lesson = None if keys is None else set(keys)
        self.update_highlights()

    def update_highlights(self) -> None:
        targets = set(self.choices.lit()) if self.lesson is None else self.lesson
        selected = self.choices.shown_selected()
        flag = FOCUSABLE
        focusable = self._focusable
        places = self.plan.cards if self.plan is not None else {}
        for key, item in self.cards.items():
            on = key in targets
            item.set_interactive(on)
            level = 1.0 if key in selected else (0.8 if on else 0.0)
            if abs(item.highlight - level) > 1e-3:
                item.highlight = level
            # The keyboard walks the cards that can be chosen, the person's own hand, and every
            # Lord and Location (the inspector shows them large on focus). The flag is set
            # only when it changes (this runs over every card after each move).
            focus = on or (
                item.isVisible()
                and (key[0] == "hand" or key[0] in READABLE and item.face is not None)
            )
            if focusable.get(key) is not focus:
                item.setFlag(flag, focus)
                focusable[key] = focus
            place = places.get(key)
            if place is not None:
                # Only the hand's cards rise (a payment's): a Lord picked would rise under
                # its seat's header; its highlight says it is chosen.
                if key[0] == "hand" and key in selected:
                    item.setPos(place.centre - QPointF(0, place.size.height() * RAISED))
                else:
                    item.setPos(place.centre)
        self._picked_badge()
        # A card raised for a payment rises into its race's Σ line: the line, drawn over the
        # cards, takes a dark pill there so the sum stays whole and readable on the card's face.
        raised = {(k[1], k[2]) for k in selected if k[0] == "hand"}
        for key, chip in self.chips.items():
            if key[0] == "hand_sum":
                chip.set_warning((key[1], key[2]) in raised)

    def _picked_badge(self) -> None:
        """ "Chosen" just above the foot of the first card of a two-part choice once picked, and of
        each Lord taken to close a Location (their highlight alone reads like the lit cards)."""
        picked = self.choices.two_step.picked
        tips = {key: self.tr("Click again to put it back") for key in self.choices.lord_set.chosen}
        if picked is not None:
            tips[picked] = self.tr("Chosen first: Esc or Cancel puts it back")
        shown: set[Key] = set()
        plan = self.plan
        for key, tip in tips.items():
            place = plan.cards.get(key) if plan is not None else None
            if place is None or plan is None:
                continue
            r = place.rect()
            h = min(0.3 * plan.unit, r.height() * 0.2)
            item = self.chip(("picked", *key))
            item.centred = True
            item.setZValue(20)
            # Just above the card's foot (a fifth of its height, as the card paints it): its
            # points, its keys and its power's mark stay in view — the keys are what a Lord is
            # taken for to close a Location.
            foot = r.bottom() - r.height() * 0.2
            item.set_box(QRectF(r.left() + r.width() * 0.08, foot - 1.1 * h, r.width() * 0.84, h))
            item.set_segments([("bold", self.tr("Chosen"))])
            item.set_emphasis(True)
            item.setToolTip(tip)
            item.setVisible(True)
            shown.add(("picked", *key))
        for key, chip in self.chips.items():
            if key[0] == "picked" and key not in shown:
                chip.setVisible(False)

    def focus_default(self) -> None:
        """The keyboard focus on a card that can be chosen (the one it was on, if still)."""
        current = self.scene.focusItem()
        lit = self.choices.lit()
        if isinstance(current, CardItem) and current.key in lit:
            return
        for key in lit:
            item = self.cards.get(key)
            if item is not None and item.isVisible():
                self.view.focus_card(item)
                return

    def item_for(self, key: Key) -> InspectedCard:
        return self.cards[key]

    def viewport_point(self, key: Key) -> QPoint:
        """Where to click for ``key``, in viewport coordinates (tests and demos)."""
        return self.view.mapFromScene(self.cards[key].scenePos())

    # -- showing the game -------------------------------------------------------------------
    def set_viewer(self, seat: int) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self.sync()

    def set_language(self, language: str) -> None:
        self.renderer.set_language(language)
        self.sync()

    def relayout(self, size: QSizeF | None = None) -> None:
        self.sync()

    def count_cards(self, n: int) -> str:
        """ "1 card", "12 cards": a count with its unit."""
        return self.tr("%n card(s)", "", n)

    def exploration_tip(self, v: AbyssView) -> str:
        return (
            self.tr("Exploration deck: %1 · discard: %2")
            .replace("%1", self.count_cards(v.exploration_deck))
            .replace("%2", self.count_cards(v.exploration_discard))
        )

    def contents(self, v: AbyssView) -> dict[int, SeatContent]:
        out = {}
        for seat, p in enumerate(v.players):
            hand: tuple[int, ...] = ()
            if seat == self.viewer and p.hand is not None:
                hand = tuple(sum(1 for a in p.hand if a[0] == race) for race in RACES)
            out[seat] = SeatContent(
                hand=hand,
                federated=tuple(sum(1 for a in p.federated if a[0] == race) for race in RACES),
                lords=len(p.lords),
                locations=tuple(len(under) for _, under in p.locations),
            )
        return out

    def sync(self) -> None:
        """Lay out and show the game as it is now (no animation)."""
        self.animator.finish_all()
        vp = self.view.viewport().size()
        if vp.width() < 50 or vp.height() < 50:
            self.update_highlights()  # no room to lay out: the cards at least at rest
            return
        v = seat_view(self.state, self.viewer)
        self.v = v
        self.inspector.setVisible(False)
        if self.expanded == self.viewer:
            self.expanded = None
        plan = plan_table(
            QSizeF(vp), v.n, self.viewer, self.contents(v), len(v.face_up), self.expanded
        )
        self.plan = plan
        looks = Looks()
        self._board_looks(v, looks)
        for seat, p in enumerate(v.players):
            self._seat_looks(seat, p, looks)
        self._place_cards(v, plan, looks)
        self._texts(v, plan)
        self._lord_names(v, plan)
        self.update_highlights()

    def cards_at(self, size: QSizeF, v: AbyssView) -> list[tuple[Face | None, QSizeF]]:
        """The pixmaps the table would show for the viewer's view ``v`` in a viewport of
        ``size`` (each face, ``None`` for a back, and its size; empty places have none)."""
        if size.width() < 50 or size.height() < 50:
            return []
        expanded = None if self.expanded == self.viewer else self.expanded
        plan = plan_table(size, v.n, self.viewer, self.contents(v), len(v.face_up), expanded)
        looks = Looks()
        self._board_looks(v, looks)
        for seat, p in enumerate(v.players):
            self._seat_looks(seat, p, looks)
        return [
            (looks.faces.get(key), place.size)
            for key, place in plan.cards.items()
            if key not in looks.empty
        ]

    def _board_looks(self, v: AbyssView, looks: Looks) -> None:
        """The shared board's cards."""
        looks.faces[("lord_deck",)] = ("back", "lord")
        if v.lord_deck == 0:
            looks.empty.add(("lord_deck",))
        looks.tips[("lord_deck",)] = self.tr("Lord deck: %n card(s)", "", v.lord_deck)
        for i in range(6):
            lord = v.court[i] if i < len(v.court) else None
            if lord is None:
                looks.empty.add(("court", i))
                looks.faces[("court", i)] = None
            else:
                looks.faces[("court", i)] = ("lord", lord)
                looks.tips[("court", i)] = self.lord_tip(lord)
        looks.faces[("location_deck",)] = ("back", "location")
        if v.location_deck == 0:
            looks.empty.add(("location_deck",))
        looks.tips[("location_deck",)] = self.tr("Location deck: %n tile(s)", "", v.location_deck)
        for i, loc in enumerate(v.face_up):
            looks.faces[("face_up", i)] = ("location", loc)
            looks.tips[("face_up", i)] = self.location_tip(loc)
        looks.faces[("exploration_deck",)] = ("back", "exploration")
        if v.exploration_deck == 0:
            looks.empty.add(("exploration_deck",))
        looks.tips[("exploration_deck",)] = self.exploration_tip(v)
        for i in range(TRACK_LENGTH):
            if i < len(v.track):
                looks.faces[("track", i)] = ally_face(v.track[i])
            else:
                looks.faces[("track", i)] = None
                looks.empty.add(("track", i))
        for i, race in enumerate(RACES):
            looks.faces[("council", race)] = ("council", race, v.council[i])
            looks.tips[("council", race)] = self.tr("Council stack: %n card(s)", "", v.council[i])
            seen = self.council_known.get(race)
            if seen and v.council[i]:
                looks.tips[("council", race)] += "\n" + self.tr(
                    "Known to be in it (seen on the track): %1"
                ).replace("%1", ", ".join(str(value) for value in sorted(seen, reverse=True)))

    def _seat_looks(self, seat: int, p: PlayerView, looks: Looks) -> None:
        """``seat``'s cards (its hand for the viewer only)."""
        if p.hand is not None and seat == self.viewer:
            for race in RACES:
                values = sorted(val for r, val in p.hand if r == race)
                for k, val in enumerate(values):
                    looks.faces[("hand", seat, race, k)] = ("ally", race, val)
        for race in RACES:
            values = sorted(val for r, val in p.federated if r == race)
            if not values:
                looks.faces[("fed_empty", seat, race)] = ("slot", race)
            for k, val in enumerate(values):
                # The last (strongest) one scores for its race.
                best = k == len(values) - 1
                looks.faces[("fed", seat, race, k)] = (
                    ("ally", race, val, "best") if best else ("ally", race, val)
                )
        for k, lord in enumerate(p.lords):
            looks.faces[("lord", seat, k)] = ("lord", lord)
            looks.tips[("lord", seat, k)] = self.lord_tip(lord, disabled=lord in p.disabled)
            if lord in p.disabled:
                looks.dim.add(("lord", seat, k))
        for j, (loc, under) in enumerate(p.locations):
            looks.faces[("loc", seat, j)] = ("location", loc)
            looks.tips[("loc", seat, j)] = self.location_tip(loc)
            for k, lord in enumerate(under):
                looks.faces[("under", seat, j, k)] = ("lord", lord)
                looks.tips[("under", seat, j, k)] = self.lord_tip(lord, under=True)

    def _place_cards(self, v: AbyssView, plan: TablePlan, looks: Looks) -> None:
        """Every card of the plan in its place, as it looks; the others hidden."""
        for key, item in self.cards.items():
            if key not in plan.cards:
                item.setVisible(False)
        for key, place in plan.cards.items():
            item = self.card(key)
            item.setVisible(True)
            item.set_size(place.size)
            item.setPos(place.centre)
            face = looks.faces.get(key)
            item.set_empty(key in looks.empty)
            item.set_face(face, face is not None)
            item.setOpacity(DISABLED_OPACITY if key in looks.dim else 1.0)
            tip = looks.tips.get(key, "")
            if key[0] in SEAT_CARDS and key[1] != self.viewer and v.n > 2:
                tip += ("\n" if tip else "") + (
                    self.tr("Click: back to every player")
                    if self.expanded == key[1]
                    else self.tr("Click: show this player in full")
                )
            item.setToolTip(tip)
            # Later cards of a row lie over earlier ones; tucked Lords lie under their tile.
            item.setZValue(
                -1 if key[0] == "under" else (key[-1] if isinstance(key[-1], int) else 0) * 0.01
            )

    def _texts(self, v: AbyssView, plan: TablePlan) -> None:
        """Every text of the plan: the zones' labels, the prices, the points, the headers."""
        used: set[Key] = set()

        def put(
            key: Key,
            segments: list[Segment],
            *,
            centred: bool = False,
            emphasis: bool = False,
            tip: str = "",
        ) -> None:
            box = plan.texts.get(key)
            if box is None:
                return
            item = self.chip(key)
            item.centred = centred
            item.set_box(box)
            item.set_segments(segments)
            item.set_emphasis(emphasis)
            item.setToolTip(tip)
            item.setVisible(True)
            used.add(key)

        put(
            ("court",),
            [("bold", self.tr("Court")), ("icon", "lords"), ("text", str(v.lord_deck))],
            tip=self.tr("Court · Lord deck: %1").replace("%1", self.count_cards(v.lord_deck)),
        )
        self._court_costs(v, put)
        put(
            ("locations",),
            [
                ("bold", self.tr("Locations")),
                ("text", "·"),
                ("text", self.tr("deck %1").replace("%1", str(v.location_deck))),
            ],
        )
        put(
            ("exploration_deck",),
            [("text", str(v.exploration_deck))],
            centred=True,
            tip=self.exploration_tip(v),
        )
        for i in range(TRACK_LENGTH):
            segments = [("bold", str(i + 1))]
            if i == TRACK_LENGTH - 1:
                segments += [("text", "+1"), ("icon", "pearl")]
            # The space of the card revealed last stands out.
            put(
                ("space", i),
                segments,
                centred=True,
                emphasis=i == len(v.track) - 1,
                tip=self.tr(
                    "The fifth space: an Ally there must be taken, a Monster fought; "
                    "either gives one more Pearl"
                )
                if i == TRACK_LENGTH - 1
                else "",
            )
        put(("council",), [("bold", self.tr("Council"))])
        put(
            ("threat",),
            [
                ("bold", self.tr("Threat")),
                ("text", "·"),
                ("icon", "monster"),
                ("text", str(v.monster_pool)),
            ],
            tip=self.tr("Monster tokens left in the supply: %1").replace("%1", str(v.monster_pool)),
        )
        self._threat_spaces(v, plan)
        self._points(v, put)
        self._refill_note(v, plan, put)
        self._powers_ready(v, plan, put)
        for seat, p in enumerate(v.players):
            self._header(seat, p, v, put)
            # The viewer's hand (empty once the game is over: no line of it on the final board).
            if seat == self.viewer and p.hand is not None and not v.over:
                for race in RACES:
                    total = sum(val for r, val in p.hand if r == race)
                    put(
                        ("hand_sum", seat, race),
                        [("race", race), ("text", "Σ " + str(total))],
                        tip=self.tr("Sum of this race in your hand"),
                    )
                put(("hand_empty", seat), [("text", self.tr("No Ally in hand"))])
        self._last_round(v, plan, put)
        for key, chip in self.chips.items():
            if key not in used:
                chip.setVisible(False)

    @staticmethod
    def own_view(v: AbyssView, seat: int) -> bool:
        """Is ``v`` ``seat``'s own view (its hand in it)? Not the public table of a review
        between several people at one screen (``view(-1)``): there nothing is anyone's own,
        neither what their hand could pay for nor what a Location is worth to them."""
        return v.players[seat].hand is not None

    def _court_costs(self, v: AbyssView, put: Put) -> None:
        """Over each Court Lord what it costs the viewer (✓: affordable now); on the card of
        one the viewer cannot pay for, a note saying what lacks (the whole of it in the
        tooltip, the engine's ``recruit_check``). Nothing on the public table (``own_view``):
        what the bottom seat can pay for tells its hand."""
        viewer = self.viewer
        if not self.own_view(v, viewer):
            return
        for i, lord in enumerate(v.court):
            check = recruit_check(self.state, viewer, lord)
            cost = check.cost
            printed = LORD_BY_ID[lord].cost
            afford = check.affordable
            text = str(cost) if cost == printed else f"{printed}→{cost}"
            tip = self.tr("Costs you %n Pearl(s) (printed: %2)", "", cost).replace(
                "%2", str(printed)
            )
            text += " ✓" if afford else ""
            tip += " · " + (
                self.tr("you can pay for it now")
                if afford
                else self.tr("you cannot pay for it now")
            )
            why = why_not(check, self.renderer.language, turn=False)
            if why:
                tip += "\n" + why
            put(("court_cost", i), [("bold", text)], centred=True, emphasis=afford, tip=tip)
            # The notes only where recruiting is what the viewer may do now: their own main
            # action (the engine's check is not blocked). Not when the Court Lords are
            # targets of another choice (the Traitor's exchange, a payment under way), nor in
            # another seat's turn, nor on the final board under the end page; the cost's
            # tooltip still says what lacks.
            forms = [] if check.blocked is not None else badge_forms(check)
            if not forms:
                continue
            put(("court_why", i), forms[0], centred=True, tip=why)
            badge = self.chips.get(("court_why", i))
            if badge is None:
                continue
            badge.set_warning(True)
            for form in forms[1:]:
                if badge.fits():
                    break
                badge.set_segments(form)

    def _threat_spaces(self, v: AbyssView, plan: TablePlan) -> None:
        """The threat track: the Monster marker's space, and the one a fight would pay."""
        pays = paying_space(self.state, self.viewer)
        for i, item in enumerate(self.threat_spaces):
            box = plan.texts.get(("threat_space", i))
            item.setVisible(box is not None)
            if box is not None:
                item.set_box(box)
                item.set_marked(v.threat == i + 1)
                item.set_pays(pays != v.threat and pays == i + 1)

    def _points(self, v: AbyssView, put: Put) -> None:
        """What each Location is worth to the viewer now (the face-up ones: not on the final
        board, where nobody takes one any more and nothing is anyone's own view, nor on the
        public table of a review between several people)."""
        public = v.over or not self.own_view(v, self.viewer)
        for i, loc in enumerate(() if public else v.face_up):
            points = location_points(self.state, self.viewer, loc)
            put(
                ("points", "face_up", i),
                [("bold", "+" + str(points))],
                centred=True,
                emphasis=True,
                tip=self.tr("Worth %1 points to you now").replace("%1", str(points)),
            )
        mine = v.players[self.viewer].locations
        total = 0
        for j, (loc, _) in enumerate(mine):
            points = location_points(self.state, self.viewer, loc)
            total += points
            put(
                ("points", "loc", self.viewer, j),
                [("bold", str(points))],
                centred=True,
                emphasis=True,
                tip=self.tr("Worth %1 points to you now").replace("%1", str(points)),
            )
        if mine:
            put(
                ("places", self.viewer),
                [("text", "Σ " + str(total))],
                tip=self.tr("Your Locations are worth %1 points now").replace("%1", str(total)),
            )

    def last_round_names(self, v: AbyssView) -> list[str] | None:
        """Who still plays in the last round, the one playing now first (``None`` before it,
        and once the game is over: the final board under the end page tells nothing stale)."""
        if v.end_trigger is None or v.over:
            return None
        left = ([v.active] if v.active != v.end_trigger else []) + list(v.final_turns)
        return [self.names[s] for s in dict.fromkeys(left)]

    def _last_round(self, v: AbyssView, plan: TablePlan, put: Put) -> None:
        """The last-round banner, in the free end of the viewer's header line."""
        names = self.last_round_names(v)
        header = plan.texts.get(("header", self.viewer))
        item = self.chips.get(("header", self.viewer))
        if names is None or header is None or item is None:
            return
        px = item.font_px()
        used = item.natural_width(px)
        turn = v.pending is not None and v.pending.seat == self.viewer
        free = (header.width() - used) / 2 if turn else header.width() - used
        gap = 0.2 * plan.unit
        if free < 2 * plan.unit:
            return
        box = QRectF(header.right() - free + gap, header.top(), free - gap, header.height())
        full = self.tr("Last round — still to play: %1").replace("%1", ", ".join(names) or "—")
        plan.texts[("last_round",)] = box
        put(("last_round",), [("bold", full)], centred=True, emphasis=True, tip=full)
        banner = self.chips[("last_round",)]
        # Shorter when the line is short of room: the names alone, then the words alone (the
        # tooltip and the status line say it all).
        shorter = [
            self.tr("Last round — %1").replace("%1", ", ".join(names) or "—"),
            self.tr("Last round"),
        ]
        while shorter and (not banner.fits() or banner.font_px() < max(px * 0.55, LEAST_PX + 2)):
            banner.set_segments([("bold", shorter.pop(0))])

    def _refill_note(self, v: AbyssView, plan: TablePlan, put: Put) -> None:
        """Over the Court's empty slots: recruiting now refills the Court (+2 Pearls), or,
        with too few Lords left in the deck, starts the last round."""
        if len(v.court) > 3 or not v.court or v.over:  # the final board: nobody recruits
            return
        empty = [
            plan.cards[("court", i)].rect()
            for i in range(len(v.court), 6)
            if ("court", i) in plan.cards
        ]
        if not empty:
            return
        area = empty[0]
        for r in empty[1:]:
            area = area.united(r)
        h = min(0.34 * plan.unit, area.height() / 3)
        box = QRectF(area.left(), area.center().y() - h / 2, area.width(), h)
        need = 6 - (len(v.court) - 1)
        if v.lord_deck >= need:
            texts = [
                self.tr("Recruiting here refills the Court: +2"),
                self.tr("Refills the Court: +2"),
            ]
            tip = self.tr(
                "A recruit leaves two Lords or fewer at Court: it is refilled "
                "and the recruiter gains 2 Pearls"
            )
        else:
            texts = [self.tr("Recruiting here: +2")]
            tip = self.tr(
                "A recruit leaves two Lords or fewer at Court and the Lord deck "
                "cannot refill it: the recruiter gains 2 Pearls and the last "
                "round begins"
            )
        texts.append("+2")  # the note's point, should nothing longer fit (the tooltip says why)
        plan.texts[("refill",)] = box
        for text in texts:
            put(("refill",), [("bold", text), ("icon", "pearl")], centred=True, tip=tip)
            if self.chips[("refill",)].fits():
                break

    def _powers_ready(self, v: AbyssView, plan: TablePlan, put: Put) -> None:
        """On the viewer's own turn, a badge on each Lord whose once-per-turn power is not
        used yet this turn."""
        me = v.players[self.viewer]
        if v.active != self.viewer or v.pending is None:
            return
        for k, lord in enumerate(me.lords):
            if lord not in TURN_POWERS or lord in me.disabled or lord in v.used_powers:
                continue
            place = plan.cards.get(("lord", self.viewer, k))
            if place is None or place.size.width() < 0.9 * plan.unit:
                continue
            r = place.rect()
            h = min(0.26 * plan.unit, r.height() * 0.13)
            key = ("power_ready", self.viewer, k)
            # In the card's top strip, between its guild and its cost (as the card paints
            # them: a strip 19 % of its height) — the seat's header lies just above the card;
            # where the words do not fit there, just under the strip, over the races it was
            # paid with, never over its guild or its cost.
            band = r.height() * 0.19
            top = r.top() + 0.02 * plan.unit
            boxes = (
                QRectF(r.left() + band * 0.95, top, r.width() - band * 2.05, h),
                QRectF(r.center().x() - r.width() * 0.31, r.top() + band + 1, r.width() * 0.62, h),
            )
            badge = self.chip(key)
            for box in boxes:
                plan.texts[key] = box
                for words in (self.tr("Power ready"), self.tr("Ready")):
                    put(
                        key,
                        [("bold", words)],
                        centred=True,
                        emphasis=True,
                        tip=self.tr("Once per turn: this power is not used yet this turn"),
                    )
                    if badge.fits():
                        break
                if badge.fits():
                    break

    def _header(self, seat: int, p: PlayerView, v: AbyssView, put: Put) -> None:
        turn = v.pending is not None and v.pending.seat == seat
        name = [("bold", p.name)]
        # During a purchase offer the explorer's seat keeps the marker of the seat playing,
        # with a word, so the person asked sees whose exploration it is.
        exploring = (
            v.pending is not None
            and v.pending.kind == "auction"
            and seat == v.active != v.pending.seat
        )
        if exploring:
            turn = True
            name.append(("text", self.tr("exploring")))
        tokens = [
            ("icon", "pearl"),
            ("text", str(p.pearls)),
            ("icon", "key"),
            ("text", str(p.keys)),
            ("icon", "hand"),
            ("text", str(p.hand_size)),
            ("icon", "monster"),
            ("text", str(p.monster_count)),
            ("icon", "lords"),
            ("text", f"{len(p.owned_lords)}/{END_LORDS}"),
        ]
        lord_keys = p.keys - p.key_tokens
        tip = (
            self.tr(
                "Pearls: %1 · keys: %2 (tokens: %3, from Lords: %4) · hand: %5 · Monster tokens: %6"
            )
            .replace("%1", str(p.pearls))
            .replace("%2", str(p.keys))
            .replace("%3", str(p.key_tokens))
            .replace("%4", str(lord_keys))
            .replace("%5", str(p.hand_size))
            .replace("%6", str(p.monster_count))
        )
        if p.protected:
            tokens += [("icon", "shield")]
            tip += " · " + self.tr("Protected by the Shaman from Military Lords")
        if exploring:
            tip += " · " + self.tr("Exploring: the Ally offered comes from this seat's exploration")
        score = [("text", self.tr("Score %1").replace("%1", str(p.public_score)))]
        if seat == self.viewer and self.own_view(v, seat) and not v.over:
            if p.monster_tokens:
                tip += " (" + " + ".join(str(t) for t in p.monster_tokens) + ")"
            score = [
                (
                    "text",
                    self.tr("Score %1 · projected %2")
                    .replace("%1", str(p.public_score))
                    .replace("%2", str(projected_score(self.state, seat))),
                )
            ]
        if self.plan is not None and self.plan.compact.get(seat):
            put(("header", seat), name + [("text", "·")] + score, emphasis=turn, tip=tip)
            put(("header2", seat), tokens, tip=tip)
        else:
            put(
                ("header", seat),
                name + [("text", " ")] + tokens + [("text", "·")] + score,
                emphasis=turn,
                tip=tip,
            )
        header = self.chips.get(("header", seat))
        if exploring and header is not None and not header.fits():
            header.set_segments([s for s in header.segments() if s != name[-1]])

    # -- words for tooltips (the card shows numbers and icons; the words are here) -------------
    def lord_tip(self, lord: int, disabled: bool = False, under: bool = False) -> str:
        data = LORD_BY_ID[lord]
        lines = [
            self.renderer.lord_name(lord),
            self.tr("Cost %1 · races: %2 · influence: %3 · keys: %4")
            .replace("%1", str(data.cost))
            .replace("%2", str(data.races))
            .replace("%3", str(data.ip))
            .replace("%4", str(data.keys)),
        ]
        power = self.renderer.lord_power(lord)
        if power:
            lines.append(power)
        if disabled:
            lines.append(self.tr("Disabled: keeps its influence, loses its power and key."))
        if under:
            lines.append(self.tr("Under a Location: keeps its influence, no power, no key."))
        return "\n".join(lines)

    def location_tip(self, loc: int) -> str:
        return self.renderer.location_name(loc) + "\n" + self.renderer.location_text(loc)

    # -- animations: what a move did, shown once the items show the state after it -------------
    def snapshot(self) -> Snapshot | None:
        """Where things were before a move (the places its animations start from); ``None``
        before the table was ever laid out."""
        if self.plan is None:
            return None
        snap = Snapshot()
        places = snap.places
        v = self.v
        for i, lord in enumerate(v.court):
            place = self.plan.cards.get(("court", i))
            if place is not None:
                places[("lord", lord)] = (place.centre, place.size)
        for i, loc in enumerate(v.face_up):
            place = self.plan.cards.get(("face_up", i))
            if place is not None:
                places[("location", loc)] = (place.centre, place.size)
        snap.track_len = len(v.track)
        for i in range(len(v.track)):
            place = self.plan.cards.get(("track", i))
            if place is not None:
                places[("track", i)] = (place.centre, place.size)
        for key in (("exploration_deck",), ("lord_deck",), ("location_deck",)):
            place = self.plan.cards.get(key)
            if place is not None:
                places[key] = (place.centre, place.size)
        for race in RACES:
            place = self.plan.cards.get(("council", race))
            if place is not None:
                places[("council", race)] = (place.centre, place.size)
        return snap

    def _seat_point(self, plan: TablePlan, seat: int) -> QPointF:
        """Where a card going to ``seat`` lands: the viewer's hand, another seat's header."""
        key: Key = ("hand", seat) if seat == self.viewer else ("header", seat)
        box = plan.zones.get(key) if key[0] == "hand" else plan.texts.get(key)
        if box is None:
            box = plan.zones[("seat", seat)]
        return box.center()

    def _fly(
        self, face: Face | None, start: QPointF, end: QPointF, size: QSizeF, delay: float
    ) -> float:
        """A card flying from ``start`` to ``end`` (then gone); returns the next delay."""
        flyer = CardItem(self.renderer, ("flyer",))
        flyer.setFlag(flyer.GraphicsItemFlag.ItemIsFocusable, False)
        flyer.set_face(face, face is not None)
        flyer.set_size(size)
        flyer.setPos(start)
        flyer.setZValue(100)
        self.scene.addItem(flyer)
        self._flyers.append(flyer)

        def landed() -> None:
            if flyer in self._flyers:
                self._flyers.remove(flyer)
                self.scene.removeItem(flyer)

        self.animator.animate(flyer, "pos", end, start=start, delay=delay, on_done=landed)
        return delay + 0.6

    def _arrive(self, key: Key, start: QPointF, delay: float, turn: bool = False) -> float:
        """The card now at ``key`` comes from ``start`` (and turns face up if ``turn``)."""
        item = self.cards.get(key)
        if item is None or not item.isVisible():
            return delay
        end = item.pos()
        self.animator.animate(item, "pos", end, start=start, delay=delay)
        if turn:
            self.animator.animate(item, "flip", 1.0, start=0.0, delay=delay + 1.0)
            return delay + 1.6
        return delay + 0.8

    def animate_events(self, events: Iterable[ev.AbyssEvent], snap: Snapshot | None) -> None:
        """Animate what one move did (the items already show the state after it)."""
        plan = self.plan
        if self.animator.seconds <= 0 or plan is None or snap is None:
            return
        v = self.v
        places = snap.places
        delay = 0.0
        for e in events:
            if isinstance(e, ev.Revealed) and ("exploration_deck",) in places:
                delay = self._arrive(
                    ("track", e.space - 1), places[("exploration_deck",)][0], delay, turn=True
                )
            elif isinstance(e, ev.Bought | ev.AllyTaken):
                # The card leaves its space: the last one revealed before this move.
                space = places.get(("track", snap.track_len - 1))
                if space is not None:
                    delay = self._fly(
                        ally_face(e.ally), space[0], self._seat_point(plan, e.seat), space[1], delay
                    )
            elif isinstance(e, ev.StackTaken) and ("council", e.race) in places:
                start, size = places[("council", e.race)]
                delay = self._fly(
                    ("council", e.race, e.count), start, self._seat_point(plan, e.seat), size, delay
                )
            elif isinstance(e, ev.Recruited | ev.LordGained) and ("lord", e.lord) in places:
                lords = list(v.players[e.seat].lords)
                if e.lord in lords:
                    delay = self._arrive(
                        ("lord", e.seat, lords.index(e.lord)), places[("lord", e.lord)][0], delay
                    )
            elif isinstance(e, ev.Plotted) and ("lord_deck",) in places and e.lord in v.court:
                delay = self._arrive(
                    ("court", list(v.court).index(e.lord)),
                    places[("lord_deck",)][0],
                    delay,
                    turn=True,
                )
            elif isinstance(e, ev.LocationControlled):
                locs = [loc for loc, _ in v.players[e.seat].locations]
                start_place = places.get(("location", e.location), places.get(("location_deck",)))
                if e.location in locs and start_place is not None:
                    delay = self._arrive(
                        ("loc", e.seat, locs.index(e.location)), start_place[0], delay
                    )

    # -- the window's interface ----------------------------------------------------------------
    def all_cards(self) -> list[CardItem]:
        return [item for item in self.cards.values() if item.isVisible()]

    def visible_texts(self) -> list[ChipsItem]:
        return [item for item in self.chips.values() if item.isVisible()]

    def finish_animations(self, *, highlights: bool = True) -> None:
        """Every animation at its end (``highlights=False``: the caller lays the table out
        again at once, which sets the highlights and places too)."""
        self.animator.finish_all()
        for flyer in list(self._flyers):
            self.scene.removeItem(flyer)
        self._flyers.clear()
        if highlights:
            self.update_highlights()  # every card back at its place

    def stop(self) -> None:
        self.animator.stop_all()
        self._flyers.clear()
        self.stop_following_view()


if TYPE_CHECKING:  # mypy checks that this table is a ``Table``: what every screen may ask of it
    _table: type[Table] = AbyssTable
