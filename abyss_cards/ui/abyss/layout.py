"""Where everything goes on the Abyss table, in card units scaled to the view.

u is an Ally's width: an Ally is u × 1.4u, a Lord 1.4u × 1.96u, a Location 2u × 1.4u. The table
is ``WIDTH`` u wide; from top to bottom: the opponents (two players: the whole strip at
``OPPONENT_SCALE``; three or four: compact panels side by side in seat order after the viewer),
the shared board (Court and Locations, then exploration, Council and threat track), and the
viewer's own seat (a header; federated Allies in five race columns and free Lords; the hand
grouped by race and the controlled Locations with the Lords under them).

``plan_table`` is pure geometry: it returns every zone (a rectangle, whole inside the view and
apart from the others), every card's centre and size, and every text box. A row with more cards
than room fans them (they overlap, each one still showing its corner).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from abyss_cards.games.abyss.data import COURT_SIZE, RACES, THREAT_SPACES, TRACK_LENGTH

ALLY = (1.0, 1.4)
LORD = (1.4, 1.96)
LOCATION = (2.0, 1.4)
WIDTH = 16.5
MARGIN = 0.15
GAP = 0.12  # between cards of a row
ZONE_GAP = 0.4  # between zones side by side
ROW_GAP = 0.2  # between the three bands
LABEL = 0.32  # a line of text over a zone
HEADER = 0.42  # a seat's header line
OPPONENT_SCALE = 0.6  # two players: the opponent's whole seat
PANEL_SCALE = 0.45  # three or four players: the cards of a compact panel
UNDER_PEEK = 0.45  # how much of a Lord under a Location shows, in Location-scale units
DECK_SCALE = 0.6  # the Location deck: only its count matters
NAME_LEAST_H = 14.0  # px: an opponent's Lord's name under its card needs this much height
NAME_LEAST_W = 44.0  # px: … and this much width (a few letters, the rest in its tooltip)
FAN_LEAST = 0.3  # a fanned card shows at least this much of its width (its corner index)
BADGE = (0.62, 0.28)  # a Location's points badge, resting on the tile's top edge
BADGE_LEAST = 1.0  # a tile narrower than this has no points badge

BOARD_H = LABEL + LORD[1] + 0.15 + LABEL + ALLY[1]
SEAT_H = HEADER + LORD[1] + GAP + LABEL + ALLY[1]
OPPONENT_H = HEADER + LORD[1] * OPPONENT_SCALE
PANEL_H = 2 * HEADER * 0.86 + LORD[1] * PANEL_SCALE
TOP_H = max(OPPONENT_H, PANEL_H)
HEIGHT = 2 * MARGIN + TOP_H + ROW_GAP + BOARD_H + ROW_GAP + SEAT_H


# What names a card, a zone or a text on the table: its kind, then the seat, race or index that
# tell it apart (("court", 2), ("hand", seat, race, k)).
Key = tuple[str | int, ...]


@dataclass(frozen=True)
class SeatContent:
    """What a seat has on the table, as counts (the layout needs no more)."""

    hand: tuple[int, ...] = ()  # per race (RACES order) for the viewer; () for the others
    federated: tuple[int, ...] = (0, 0, 0, 0, 0)  # per race
    lords: int = 0  # free Lords
    locations: tuple[int, ...] = ()  # per controlled Location: the Lords under it


@dataclass
class Place:
    centre: QPointF
    size: QSizeF

    def rect(self) -> QRectF:
        return QRectF(
            self.centre.x() - self.size.width() / 2,
            self.centre.y() - self.size.height() / 2,
            self.size.width(),
            self.size.height(),
        )


@dataclass
class TablePlan:
    unit: float
    zones: dict[Key, QRectF] = field(default_factory=dict)
    cards: dict[Key, Place] = field(default_factory=dict)
    texts: dict[Key, QRectF] = field(default_factory=dict)
    compact: dict[int, bool] = field(default_factory=dict)  # seat -> drawn as a compact panel


def locations_width(under: tuple[int, ...]) -> float:
    """The width of a seat's Locations, each with its Lords peeking out (units, scale 1)."""
    if not under:
        return 0.0
    return sum(LOCATION[0] + n * UNDER_PEEK for n in under) + (len(under) - 1) * GAP


def _fan(count: int, width: float, card_w: float, gap: float = GAP) -> float:
    """The step between the left edges of ``count`` cards in ``width`` (cards overlap when
    there is not room for all side by side, never less than ``FAN_LEAST`` of a card apart
    unless even that does not fit)."""
    if count <= 1:
        return card_w + gap
    step = min(card_w + gap, (width - card_w) / (count - 1))
    return max(step, min(card_w * FAN_LEAST, (width - card_w) / (count - 1)), 0.0)


class _Planner:
    def __init__(self, size: QSizeF, players: int, viewer: int) -> None:
        self.players = players
        self.viewer = viewer
        u = min(size.width() / WIDTH, size.height() / HEIGHT)
        self.u = max(u, 4.0)
        # Centre the table horizontally in a wide view; keep it at the top of a tall one.
        self.x0 = (size.width() - WIDTH * self.u) / 2
        self.y0 = max(0.0, (size.height() - HEIGHT * self.u) / 2)
        self.plan = TablePlan(self.u)

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        """A rectangle given in units from the table's top left corner."""
        u = self.u
        return QRectF(self.x0 + x * u, self.y0 + y * u, w * u, h * u)

    def card(
        self, key: Key, x: float, y: float, size: tuple[float, float], scale: float = 1.0
    ) -> None:
        """A card whose top left corner is at (x, y) units."""
        w, h = size[0] * scale, size[1] * scale
        u = self.u
        self.plan.cards[key] = Place(
            QPointF(self.x0 + (x + w / 2) * u, self.y0 + (y + h / 2) * u), QSizeF(w * u, h * u)
        )

    # -- the shared board -------------------------------------------------------------------
    def board(self, y: float, face_up: int) -> None:
        p = self.plan
        x = MARGIN
        # Court row: Lord deck, six slots; then the Locations.
        court_w = LORD[0] + 0.3 + COURT_SIZE * LORD[0] + (COURT_SIZE - 1) * GAP
        p.zones[("court",)] = self.rect(x, y, court_w, LABEL + LORD[1])
        p.texts[("court",)] = self.rect(x, y, LORD[0] + 0.2, LABEL)
        self.card(("lord_deck",), x, y + LABEL, LORD)
        for i in range(COURT_SIZE):
            sx = x + LORD[0] + 0.3 + i * (LORD[0] + GAP)
            p.texts[("court_cost", i)] = self.rect(sx, y, LORD[0], LABEL)
            # Why the Lord cannot be recruited: a note across the lower half of its card.
            p.texts[("court_why", i)] = self.rect(
                sx + 0.04, y + LABEL + LORD[1] * 0.56, LORD[0] - 0.08, LABEL * 0.95
            )
            self.card(("court", i), sx, y + LABEL, LORD)
        lx = x + court_w + ZONE_GAP
        lw = WIDTH - MARGIN - lx
        p.zones[("locations",)] = self.rect(lx, y, lw, LABEL + LORD[1])
        p.texts[("locations",)] = self.rect(lx, y, lw, LABEL)
        deck_s = DECK_SCALE
        self.card(
            ("location_deck",),
            lx,
            y + LABEL + (LORD[1] - LOCATION[1] * deck_s) / 2,
            LOCATION,
            deck_s,
        )
        deck_w = LOCATION[0] * deck_s + GAP
        self.grid_of_tiles(("face_up",), face_up, lx + deck_w, y + LABEL, lw - deck_w, LORD[1])
        # Exploration row: deck, five spaces; the Council; the threat track.
        y2 = y + LABEL + LORD[1] + 0.15
        track_w = ALLY[0] + 0.3 + TRACK_LENGTH * ALLY[0] + (TRACK_LENGTH - 1) * GAP
        p.zones[("exploration",)] = self.rect(x, y2, track_w, LABEL + ALLY[1])
        # The labels over the deck and the spaces stand clear of the frame that lights a card
        # (CardItem.paint: one pixel out, a pen 6 % of its width, half of it outside), so the
        # deck's count is never crossed when a click on the deck explores.
        lift = (2.5 + max(1.0, 0.03 * ALLY[0] * self.u)) / self.u
        p.texts[("exploration_deck",)] = self.rect(x, y2 - lift, ALLY[0] + 0.2, LABEL)
        self.card(("exploration_deck",), x, y2 + LABEL, ALLY)
        for i in range(TRACK_LENGTH):
            sx = x + ALLY[0] + 0.3 + i * (ALLY[0] + GAP)
            p.texts[("space", i)] = self.rect(sx, y2 - lift, ALLY[0], LABEL)
            self.card(("track", i), sx, y2 + LABEL, ALLY)
        cx = x + track_w + ZONE_GAP
        council_gap = 0.15
        council_w = len(RACES) * ALLY[0] + (len(RACES) - 1) * council_gap
        p.zones[("council",)] = self.rect(cx, y2, council_w, LABEL + ALLY[1])
        p.texts[("council",)] = self.rect(cx, y2, council_w, LABEL)
        for i, race in enumerate(RACES):
            self.card(("council", race), cx + i * (ALLY[0] + council_gap), y2 + LABEL, ALLY)
        tx = cx + council_w + ZONE_GAP
        tw = WIDTH - MARGIN - tx
        p.zones[("threat",)] = self.rect(tx, y2, tw, LABEL + ALLY[1])
        p.texts[("threat",)] = self.rect(tx, y2, tw, LABEL)
        cols = THREAT_SPACES // 2
        sw = (tw - (cols - 1) * 0.08) / cols
        sh = (ALLY[1] - 0.08) / 2
        for i in range(THREAT_SPACES):
            r, c = divmod(i, cols)
            p.texts[("threat_space", i)] = self.rect(
                tx + c * (sw + 0.08), y2 + LABEL + r * (sh + 0.08), sw, sh
            )

    def grid_of_tiles(self, key: Key, count: int, x: float, y: float, w: float, h: float) -> None:
        """``count`` Location tiles in a box: as large as they fit (one row, then more rows of
        smaller tiles). Each tile's points badge lies by its top right corner, over no title:
        room is kept for it above every row, or beside every tile where the box is wider than
        the rows need (whichever leaves the larger tiles), as long as the tiles stay wide
        enough to carry one; else no badges."""
        if count <= 0:
            return
        # (scale, rows, columns, room above each row, room right of each tile)
        best = (0.0, 1, count, 0.0, 0.0)
        for lift, side in ((BADGE[1], 0.0), (0.0, BADGE[0] + 0.04), (0.0, 0.0)):
            if not lift and not side and best[0] > 0:
                break  # the badges fit one way or the other
            for rows in range(1, count + 1):
                cols = -(-count // rows)
                s = min(
                    (w - cols * side - (cols - 1) * GAP) / (cols * LOCATION[0]),
                    (h - lift - (rows - 1) * max(GAP, lift)) / (rows * LOCATION[1]),
                    1.0,
                )
                if (lift or side) and LOCATION[0] * s < BADGE_LEAST:
                    continue
                if s > best[0]:
                    best = (s, rows, cols, lift, side)
        s, rows, cols, lift, side = best
        s = max(s, 0.05)
        row_gap = max(GAP, lift)
        used_h = lift + rows * LOCATION[1] * s + (rows - 1) * row_gap
        top = y + (h - used_h) / 2 + lift
        for i in range(count):
            r, c = divmod(i, cols)
            self.card(
                (*key, i),
                x + c * (LOCATION[0] * s + side + GAP),
                top + r * (LOCATION[1] * s + row_gap),
                LOCATION,
                s,
            )
            if lift or side:
                self.points_badge(("points", *key, i), (*key, i), beside=bool(side))

    def points_badge(self, key: Key, card: Key, *, beside: bool = False) -> None:
        """A small box by a tile's top right corner (its points for the viewer), when the tile
        is large enough to spare it: resting on the tile's top edge (the row above leaves room
        for it), or ``beside`` the tile at its top; never over the Location's title or rule,
        which stay readable whatever the tile's size."""
        place = self.plan.cards[card]
        u = self.u
        if place.size.width() < BADGE_LEAST * u - 0.5:
            return
        w, h = BADGE[0] * u, BADGE[1] * u
        r = place.rect()
        if beside:
            self.plan.texts[key] = QRectF(r.right() + 0.04 * u, r.top(), w, h)
        else:
            self.plan.texts[key] = QRectF(r.right() - w + 0.06 * u, r.top() - h, w, h)

    # -- a seat -------------------------------------------------------------------------------
    def federated(
        self, seat: int, counts: tuple[int, ...], x: float, y: float, height: float, s: float
    ) -> float:
        """Five race columns, the cards of a column overlapping downwards; returns the width."""
        col_gap = GAP * s
        for i, race in enumerate(RACES):
            n = counts[i] if i < len(counts) else 0
            cx = x + i * (ALLY[0] * s + col_gap)
            if n == 0:
                self.card(("fed_empty", seat, race), cx, y, ALLY, s)
                continue
            step = _fan(n, height, ALLY[1] * s, 0.0)
            step = min(step, 0.3 * s)
            for k in range(n):
                self.card(("fed", seat, race, k), cx, y + k * step, ALLY, s)
        return len(RACES) * ALLY[0] * s + (len(RACES) - 1) * col_gap

    def row_of(
        self,
        key: Key,
        count: int,
        size: tuple[float, float],
        x: float,
        y: float,
        width: float,
        s: float,
    ) -> None:
        step = _fan(count, width, size[0] * s, GAP * s)
        for k in range(count):
            self.card((*key, k), x + k * step, y, size, s)

    def locations(
        self,
        seat: int,
        under: tuple[int, ...],
        x: float,
        y: float,
        width: float,
        height: float,
        s: float,
    ) -> None:
        """Each controlled Location with the Lords under it peeking out on its right; smaller
        tiles when they do not all fit the width."""
        if not under:
            return
        need = locations_width(under) * s
        if need > width:
            s *= width / need
        lord_s = s * LOCATION[1] / LORD[1]  # the tucked Lords are as tall as the tile
        top = y + (height - LOCATION[1] * s) / 2
        cx = x
        for j, n in enumerate(under):
            tile_w = LOCATION[0] * s
            for k in range(n):
                lx = cx + tile_w + (k + 1) * UNDER_PEEK * s - LORD[0] * lord_s
                self.card(("under", seat, j, k), lx, top, LORD, lord_s)
            self.card(("loc", seat, j), cx, top, LOCATION, s)
            cx += tile_w + n * UNDER_PEEK * s + GAP * s

    def own_seat(self, seat: int, content: SeatContent, y: float) -> None:
        p = self.plan
        x = MARGIN
        w = WIDTH - 2 * MARGIN
        p.zones[("seat", seat)] = self.rect(x, y, w, SEAT_H)
        p.texts[("header", seat)] = self.rect(x, y, w, HEADER)
        p.compact[seat] = False
        y1 = y + HEADER
        fed_w = self.federated(seat, content.federated, x, y1, LORD[1], 1.0)
        p.zones[("federated", seat)] = self.rect(x, y1, fed_w, LORD[1])
        lx = x + fed_w + ZONE_GAP
        lw = x + w - lx
        p.zones[("lords", seat)] = self.rect(lx, y1, lw, LORD[1])
        self.row_of(("lord", seat), content.lords, LORD, lx, y1, lw, 1.0)
        y2 = y1 + LORD[1] + GAP
        # The Locations take the room they need (at most half the row); the hand the rest.
        under = content.locations
        loc_w = min(locations_width(under), w / 2)
        hand_w = w - loc_w - (ZONE_GAP if under else 0)
        p.zones[("hand", seat)] = self.rect(x, y2, hand_w, LABEL + ALLY[1])
        if under:
            p.zones[("places", seat)] = self.rect(x + w - loc_w, y2, loc_w, LABEL + ALLY[1])
            p.texts[("places", seat)] = self.rect(x + w - loc_w, y2, loc_w, LABEL)
            self.locations(seat, under, x + w - loc_w, y2 + LABEL, loc_w, ALLY[1], 1.0)
            for j in range(len(under)):
                self.points_badge(("points", "loc", seat, j), ("loc", seat, j))
        self.hand(seat, content.hand, x, y2, hand_w)

    def hand(self, seat: int, counts: tuple[int, ...], x: float, y: float, width: float) -> None:
        """The hand by race: a group per race in hand, its sum above it; groups share the
        width in proportion to their cards (each at least one card wide)."""
        groups = [
            (race, counts[i]) for i, race in enumerate(RACES) if i < len(counts) and counts[i] > 0
        ]
        if not groups:
            self.plan.texts[("hand_empty", seat)] = self.rect(x, y, width, LABEL)
            return
        gap = 0.25
        room = width - gap * (len(groups) - 1)
        natural = [ALLY[0] + (n - 1) * (ALLY[0] + GAP) for _, n in groups]
        if sum(natural) <= room:
            widths = natural
        else:
            least = [
                min(nat, ALLY[0] + (n - 1) * ALLY[0] * FAN_LEAST)
                for nat, (_, n) in zip(natural, groups, strict=True)
            ]
            spare = max(0.0, room - sum(least))
            extra = [nat - le for nat, le in zip(natural, least, strict=True)]
            total_extra = sum(extra) or 1.0
            widths = [le + spare * e / total_extra for le, e in zip(least, extra, strict=True)]
            if sum(least) > room:  # even the corners do not fit: share what there is
                widths = [room * le / sum(least) for le in least]
        gx = x
        for (race, n), gw in zip(groups, widths, strict=True):
            self.plan.texts[("hand_sum", seat, race)] = self.rect(gx, y, max(gw, ALLY[0]), LABEL)
            self.row_of(("hand", seat, race), n, ALLY, gx, y + LABEL, gw, 1.0)
            gx += gw + gap

    def opponent_strip(self, seat: int, content: SeatContent, y: float) -> None:
        """Two players: the opponent's whole seat, smaller, across the top."""
        p = self.plan
        s = OPPONENT_SCALE
        x = MARGIN
        w = WIDTH - 2 * MARGIN
        p.zones[("seat", seat)] = self.rect(x, y, w, OPPONENT_H)
        p.texts[("header", seat)] = self.rect(x, y, w, HEADER)
        p.compact[seat] = False
        y1 = y + HEADER
        h = LORD[1] * s
        fed_w = self.federated(seat, content.federated, x, y1, h, s)
        p.zones[("federated", seat)] = self.rect(x, y1, fed_w, h)
        under = content.locations
        rest = w - fed_w - ZONE_GAP
        loc_w = min(locations_width(under) * s, rest * 0.45)
        lx = x + fed_w + ZONE_GAP
        lw = rest - (loc_w + ZONE_GAP if under else 0)
        p.zones[("lords", seat)] = self.rect(lx, y1, lw, h)
        self.row_of(("lord", seat), content.lords, LORD, lx, y1, lw, s)
        self.lord_names(seat, content.lords)
        if under:
            px = x + w - loc_w
            p.zones[("places", seat)] = self.rect(px, y1, loc_w, h)
            self.locations(seat, under, px, y1, loc_w, h, s)

    def panel(self, seat: int, content: SeatContent, x: float, y: float, w: float) -> None:
        """Three or four players: a compact panel (two header lines over small cards)."""
        p = self.plan
        s = PANEL_SCALE
        line = HEADER * 0.86
        p.zones[("seat", seat)] = self.rect(x, y, w, PANEL_H)
        p.texts[("header", seat)] = self.rect(x, y, w, line)
        p.texts[("header2", seat)] = self.rect(x, y + line, w, line)
        p.compact[seat] = True
        y1 = y + 2 * line
        h = LORD[1] * s
        fed_w = self.federated(seat, content.federated, x, y1, h, s)
        rest = w - fed_w - 0.2
        under = content.locations
        loc_w = rest * 0.45 if under else 0.0
        lx = x + fed_w + 0.2
        lw = rest - (loc_w + 0.15 if under else 0)
        self.row_of(("lord", seat), content.lords, LORD, lx, y1, lw, s)
        self.lord_names(seat, content.lords)
        if under:
            self.locations(seat, under, x + w - loc_w, y1, loc_w, h, s)

    def lord_names(self, seat: int, count: int) -> None:
        """An opponent's Lords are thumbnails too small for their names: each name on a line
        under its card, in the gap over the board, when that gap and the cards are wide and
        tall enough to read it (a large view); none of them otherwise."""
        u = self.u
        height = ROW_GAP * 0.9 * u
        places = [self.plan.cards[("lord", seat, k)].rect() for k in range(count)]
        boxes = []
        for k, card in enumerate(places):
            right = places[k + 1].left() if k + 1 < count else card.right() + 2
            width = min(card.width() + GAP * u * 0.8, right - card.left() - 2)
            boxes.append(QRectF(card.left(), card.bottom() + 1, width, height))
        if not boxes or height < NAME_LEAST_H or min(b.width() for b in boxes) < NAME_LEAST_W:
            return
        for k, box in enumerate(boxes):
            self.plan.texts[("lord_name", seat, k)] = box


def plan_table(
    size: QSizeF,
    players: int,
    viewer: int,
    contents: dict[int, SeatContent],
    face_up: int,
    expanded: int | None = None,
) -> TablePlan:
    """The whole table for a view of ``size``: ``contents`` per seat, ``face_up`` Locations.
    ``expanded``: an opponent shown in full across the top (three or four players; the others'
    panels give it their room until it is folded again)."""
    pl = _Planner(size, players, viewer)
    others = [(viewer + k) % players for k in range(1, players)]
    y = MARGIN
    if expanded in others and len(others) > 1:
        pl.opponent_strip(expanded, contents.get(expanded, SeatContent()), y)
        pl.plan.compact[expanded] = False
    elif len(others) == 1:
        pl.opponent_strip(others[0], contents.get(others[0], SeatContent()), y)
    else:
        gap = 0.25
        w = (WIDTH - 2 * MARGIN - gap * (len(others) - 1)) / len(others)
        for i, seat in enumerate(others):
            pl.panel(seat, contents.get(seat, SeatContent()), MARGIN + i * (w + gap), y, w)
    y += TOP_H + ROW_GAP
    pl.board(y, face_up)
    y += BOARD_H + ROW_GAP
    pl.own_seat(viewer, contents.get(viewer, SeatContent()), y)
    return pl.plan
