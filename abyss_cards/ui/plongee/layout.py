"""Where everything goes on the Plongée table, in card units scaled to the view.

The person's own grid (the "focus" seat) is the largest, at the bottom centre, with the draw pile
and the discard on its left and the drawn card on its right. The other grids are smaller, in
cells around it: the top rows first, then beside the focus block, clockwise from the bottom left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from abyss_cards.ui.table.layout import CARD_RATIO, GridShape, grid_centers

SHAPE = GridShape(3, 4)
LABEL = 0.42  # name line above a grid, in card widths
SMALL_GAP = 0.45  # between small grids, in their card widths
# Focus block in big-card widths: [piles 1] gap [grid] gap [drawn 1]; banner line + label + grid.
SIDE = 1.0
SIDE_GAP = 0.45
BANNER = 0.5
BLOCK_W = SIDE + SIDE_GAP + SHAPE.width + SIDE_GAP + SIDE
BLOCK_H = BANNER + LABEL + SHAPE.height
CELL_W = SHAPE.width + SMALL_GAP
CELL_H = LABEL + SHAPE.height + SMALL_GAP


@dataclass
class SeatPlace:
    unit: float  # card width in pixels
    label: QRectF
    slots: list[QPointF]


@dataclass
class TablePlan:
    seats: dict[int, SeatPlace] = field(default_factory=dict)
    big_unit: float = 0.0
    draw_pile: QPointF = field(default_factory=QPointF)
    discard: QPointF = field(default_factory=QPointF)
    drawn: QPointF = field(default_factory=QPointF)
    banner: QRectF = field(default_factory=QRectF)

    def card_size(self, seat: int | None = None) -> QSizeF:
        u = self.big_unit if seat is None else self.seats[seat].unit
        return QSizeF(u, u * CARD_RATIO)


def _capacity(width: float, height: float, u: float, s: float) -> tuple[int, int, int, int]:
    """(top rows, top cols, side rows, side cols per side) of small cells at scale s."""
    bw, bh = BLOCK_W * u, BLOCK_H * u
    cw, ch = CELL_W * s, CELL_H * s
    top_rows = int((height - bh) // ch) if height > bh else 0
    top_cols = int(width // cw)
    side_cols = int(((width - bw) / 2) // cw) if width > bw else 0
    side_rows = int(bh // ch)
    return top_rows, top_cols, side_rows, side_cols


def plan_table(size: QSizeF, players: int, focus: int) -> TablePlan:
    margin = max(4.0, min(size.width(), size.height()) * 0.015)
    width, height = size.width() - 2 * margin, size.height() - 2 * margin
    others = [(focus + k) % players for k in range(1, players)]
    n = len(others)
    best = None
    u_max = min(width / BLOCK_W, height / BLOCK_H)
    for i in range(60):
        u = u_max * (1 - i * 0.012)
        if u <= 4:
            break
        # The largest small scale (at most 0.8 of the focus grid) that fits every other grid.
        lo, hi = 0.0, 0.8 * u
        for _ in range(18):
            s = (lo + hi) / 2
            tr, tc, sr, sc = _capacity(width, height, u, s)
            if tr * tc + 2 * sr * sc >= n:
                lo = s
            else:
                hi = s
        s = lo
        if s <= 0:
            continue
        score = min(u, 1.5 * s) + 0.1 * u
        if best is None or score > best[0] + 1e-9:
            best = (score, u, s)
    if best is None:
        u = s = max(1.0, u_max)
    else:
        _, u, s = best
    plan = TablePlan(big_unit=u)
    # The focus block, bottom centre.
    bw, bh = BLOCK_W * u, BLOCK_H * u
    bx = margin + (width - bw) / 2
    by = margin + height - bh
    plan.banner = QRectF(bx + (SIDE + SIDE_GAP) * u, by, SHAPE.width * u, BANNER * u * 0.9)
    grid_left = bx + (SIDE + SIDE_GAP) * u
    grid_top = by + (BANNER + LABEL) * u
    plan.seats[focus] = SeatPlace(
        u,
        QRectF(grid_left, by + BANNER * u, SHAPE.width * u, LABEL * u * 0.9),
        grid_centers(QPointF(grid_left, grid_top), SHAPE, u),
    )
    ch_big = CARD_RATIO * u
    plan.draw_pile = QPointF(bx + u / 2, grid_top + ch_big / 2)
    plan.discard = QPointF(bx + u / 2, grid_top + SHAPE.height * u - ch_big / 2 - 0.3 * u)
    plan.drawn = QPointF(bx + bw - u / 2, grid_top + SHAPE.height * u / 2)
    # The other grids.
    tr, tc, sr, sc = _capacity(width, height, u, s)
    cw, ch = CELL_W * s, CELL_H * s
    on_top = min(n, tr * tc)
    beside = n - on_top
    left_n = math.ceil(beside / 2)
    right_n = beside - left_n
    cells: list[QPointF] = []  # top-left corners, clockwise from the bottom left

    # left side: columns nearest the block first, bottom to top
    def side_cells(count: int, left: bool) -> list[QPointF]:
        out = []
        for k in range(count):
            col, row = divmod(k, max(1, sr))
            x = bx - (col + 1) * cw if left else bx + bw + col * cw + (cw - CELL_W * s)
            y = by + bh - (row + 1) * ch
            out.append(QPointF(x + SMALL_GAP * s / 2, y + SMALL_GAP * s / 2))
        return out

    left = side_cells(left_n, True)
    cells += left
    if on_top:
        rows = math.ceil(on_top / tc)
        per_row = [on_top // rows + (1 if r < on_top % rows else 0) for r in range(rows)]
        top_h = height - bh
        y0 = margin + max(0.0, (top_h - rows * ch) / 2)
        for r, count in enumerate(per_row):
            x0 = margin + (width - count * cw) / 2
            for c in range(count):
                cells.append(
                    QPointF(x0 + c * cw + SMALL_GAP * s / 2, y0 + r * ch + SMALL_GAP * s / 2)
                )
    right = side_cells(right_n, False)
    right.reverse()  # clockwise: top to bottom on the right
    cells += right
    for seat, corner in zip(others, cells, strict=False):
        label = QRectF(corner.x(), corner.y(), SHAPE.width * s, LABEL * s * 0.9)
        top_left = QPointF(corner.x(), corner.y() + LABEL * s)
        plan.seats[seat] = SeatPlace(s, label, grid_centers(top_left, SHAPE, s))
    return plan
