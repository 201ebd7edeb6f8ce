"""Where everything goes on the Rami table, in pixels computed from card units for the view's
size: the opponent's hand on top, the pot and the discard on the left of the table, the
opponent's melds above the person's, and the hand's six zones along the bottom."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from PySide6.QtCore import QPointF, QRectF, QSizeF

from abyss_cards.ui.table.layout import CARD_RATIO

MAX_UNIT = 118.0
HAND_STEP = 0.36  # overlap step inside a zone, in card widths (the index stays visible)
MELD_STEP = 0.34


@dataclass
class MeldPlace:
    rect: QRectF
    centres: list[QPointF]


@dataclass
class TablePlan:
    size: QSizeF
    unit: float
    margin: float
    back: QSizeF
    back_centres: list[QPointF]
    opponent_label: QRectF
    pot: QPointF
    discard: QPointF
    pile: QSizeF
    meld_card: QSizeF
    melds: list[MeldPlace]
    meld_labels: tuple[QRectF, QRectF]  # opponent's, the person's
    zones: list[QRectF]
    zone_header: float
    hand_card: QSizeF
    hand_centres: list[list[QPointF]] = field(default_factory=list)
    table_area: QRectF = field(default_factory=QRectF)

    def card_size(self) -> QSizeF:
        return QSizeF(self.hand_card)


def _zone_widths(counts: list[int], step: float) -> list[float]:
    return [1.3 if n == 0 else 1.0 + (n - 1) * step + 0.3 for n in counts]


def plan_table(
    size: QSizeF, zone_counts: list[int], opponent_cards: int, melds: list[tuple[int, int]]
) -> TablePlan:
    """``melds``: (owner side 0 = opponent / 1 = person, number of cards) of each table meld."""
    w, h = size.width(), size.height()
    n = max(15, sum(zone_counts))
    zones = len(zone_counts)
    width_units = zones * 1.3 + max(0, n - zones) * HAND_STEP + 0.4 + (zones - 1) * 0.12
    height_units = 0.55 * CARD_RATIO + 0.35 + 2.7 + 0.38 + CARD_RATIO + 0.35
    u = min(w / width_units, h / height_units, MAX_UNIT)
    u = max(u, 12.0)
    margin = 0.15 * u
    # -- the opponent's hand ----------------------------------------------------------------
    back = QSizeF(0.55 * u, 0.55 * u * CARD_RATIO)
    count = max(0, opponent_cards)
    step = min(0.24 * u, (w * 0.5) / max(1, count))
    backs = [
        QPointF(margin + back.width() / 2 + i * step, margin + back.height() / 2)
        for i in range(count)
    ]
    backs_right = margin + back.width() + max(0, count - 1) * step
    label_px = min(back.height() * 0.5, 0.3 * u, 30.0)
    opponent_label = QRectF(
        backs_right + margin,
        margin + (back.height() - label_px) / 2,
        max(40.0, w - backs_right - 2 * margin),
        label_px,
    )
    top = margin * 2 + back.height()
    # -- the hand ---------------------------------------------------------------------------
    header = 0.38 * u
    hand_card = QSizeF(u, u * CARD_RATIO)
    zone_h = header + hand_card.height() + 0.18 * u
    zone_top = h - margin - zone_h
    zone_rects, hand_centres = _hand_zones(zone_counts, u, margin, w, zone_top, zone_h, header)
    # -- the table: piles on the left, melds on the right -------------------------------------
    area = QRectF(margin, top, w - 2 * margin, zone_top - margin - top)
    pile_w = min(0.85 * u, area.height() / CARD_RATIO * 0.62)
    pile = QSizeF(pile_w, pile_w * CARD_RATIO)
    cy = area.center().y()
    pot = QPointF(area.left() + pile_w / 2, cy)
    discard = QPointF(area.left() + pile_w * 1.85, cy)
    meld_left = area.left() + pile_w * 2.75
    region_w = max(10.0, area.right() - meld_left)
    label_h = max(14.0, min(0.3 * u, 26.0))
    half_h = (area.height() - 2 * label_h) / 2
    labels = (
        QRectF(meld_left, area.top(), region_w, label_h),
        QRectF(meld_left, area.top() + label_h + half_h, region_w, label_h),
    )
    m, places = _fit_melds(melds, meld_left, region_w, area.top() + label_h, half_h, label_h, u)
    return TablePlan(
        size=QSizeF(size),
        unit=u,
        margin=margin,
        back=back,
        back_centres=backs,
        opponent_label=opponent_label,
        pot=pot,
        discard=discard,
        pile=pile,
        meld_card=QSizeF(m, m * CARD_RATIO),
        melds=places,
        meld_labels=labels,
        zones=zone_rects,
        zone_header=header,
        hand_card=hand_card,
        hand_centres=hand_centres,
        table_area=area,
    )


def _hand_zones(
    zone_counts: list[int],
    u: float,
    margin: float,
    w: float,
    zone_top: float,
    zone_h: float,
    header: float,
) -> tuple[list[QRectF], list[list[QPointF]]]:
    """The hand's zones side by side along the bottom, filling the row, and the centres of
    their cards."""
    zones = len(zone_counts)
    hand_card = QSizeF(u, u * CARD_RATIO)
    avail = w - 2 * margin - (zones - 1) * 0.12 * u
    spread = sum(max(0, c - 1) for c in zone_counts)
    fixed = 1.3 * len(zone_counts)
    hand_step = HAND_STEP
    if spread:
        hand_step = max(0.16, min(0.62, (avail / u - fixed) / spread))
    widths = [x * u for x in _zone_widths(zone_counts, hand_step)]
    extra = avail - sum(widths)
    if extra > 0:  # share the spare width so the zones fill the row
        widths = [x + extra / zones for x in widths]
    zone_rects = []
    hand_centres = []
    x = margin
    for i, zw in enumerate(widths):
        rect = QRectF(x, zone_top, zw, zone_h)
        zone_rects.append(rect)
        cy = zone_top + header + hand_card.height() / 2 + 0.06 * u
        cx0 = x + 0.15 * u + u / 2
        hand_centres.append([QPointF(cx0 + k * hand_step * u, cy) for k in range(zone_counts[i])])
        x += zw + 0.12 * u
    return zone_rects, hand_centres


def _fit_melds(
    melds: list[tuple[int, int]],
    meld_left: float,
    region_w: float,
    top: float,
    half_h: float,
    label_h: float,
    u: float,
) -> tuple[float, list[MeldPlace]]:
    """The melds' card width, a tenth smaller at a time until they all fit (forced in at the
    smallest), and their places."""
    m = 0.9 * u
    places: list[MeldPlace] | None = None
    for _ in range(16):
        places = _flow(melds, meld_left, region_w, top, half_h, label_h, m)
        if places is not None:
            break
        m *= 0.9
    else:
        places = _flow(melds, meld_left, region_w, top, half_h, label_h, m, force=True)
    assert places is not None  # forced, the melds always have a place
    return m, places


def _flow(
    melds: list[tuple[int, int]],
    left: float,
    width: float,
    top: float,
    half_h: float,
    label_h: float,
    m: float,
    force: bool = False,
) -> list[MeldPlace] | None:
    """Melds in rows, the opponent's in the upper half, the person's in the lower half (below
    its label); ``None`` if they do not fit at card width ``m``."""
    card_h = m * CARD_RATIO
    gap = 0.22 * m
    places: list[MeldPlace | None] = [None] * len(melds)
    for side in (0, 1):
        base = top if side == 0 else top + half_h + label_h
        x, row = left, 0
        for i, (owner, n) in enumerate(melds):
            if owner != side:
                continue
            mw = m * (1 + (n - 1) * MELD_STEP)
            if x + mw > left + width + 0.5 and x > left:
                x, row = left, row + 1
            y = base + gap * 0.3 + row * (card_h + gap)
            if y + card_h > base + half_h + 0.5 and not force:
                return None
            rect = QRectF(x - gap * 0.3, y - gap * 0.3, mw + gap * 0.6, card_h + gap * 0.6)
            centres = [QPointF(x + m / 2 + k * m * MELD_STEP, y + card_h / 2) for k in range(n)]
            places[i] = MeldPlace(rect, centres)
            x += mw + gap
    return cast(list[MeldPlace], places)  # all filled: every meld is on side 0 or 1
