"""Where everything goes on the Plongée table, in card units scaled to the view.

The person's own grid (the "focus" seat) is the largest, at the bottom centre, with the draw pile
and the discard on its left and the drawn card on its right. The other grids are smaller, in
cells around it: the top rows first (someone always sits across the table), then beside the
focus block, clockwise from the bottom left. Every seat has a caption box of its own, in its
cell: what a computer player did is said there and covers no card, label or banner.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from abyss_cards.ui.table.layout import CARD_RATIO, GridShape, grid_centers

SHAPE = GridShape(3, 4)
LABEL = 0.42  # name line above a grid, in card widths
SMALL_GAP = 0.45  # between small grids, in their card widths
# A small grid's caption box, in its card widths: under the grid (a strip as wide as the cell)
# or beside it (a column as tall as the grid), whichever lets the grids be larger.
CAPTION_UNDER = 1.25
CAPTION_BESIDE = 3.2
# Focus block in big-card widths: [piles 1] gap [grid] gap [drawn 1]; caption, banner line,
# label, grid.
SIDE = 1.0
SIDE_GAP = 0.45
FOCUS_CAPTION = 0.7
BANNER = 0.5
BLOCK_W = SIDE + SIDE_GAP + SHAPE.width + SIDE_GAP + SIDE
BLOCK_H = FOCUS_CAPTION + BANNER + LABEL + SHAPE.height
# The most of the felt's height left bare in a band across it (as a fraction).
BARE_BAND = 0.2


@dataclass(frozen=True)
class CellShape:
    """A small seat's cell in its card widths; ``beside``: the caption right of the grid."""

    beside: bool

    @property
    def width(self) -> float:
        return SHAPE.width + SMALL_GAP + (CAPTION_BESIDE if self.beside else 0.0)

    @property
    def height(self) -> float:
        return LABEL + SHAPE.height + SMALL_GAP + (0.0 if self.beside else CAPTION_UNDER)


CELLS = (CellShape(beside=False), CellShape(beside=True))


@dataclass
class SeatPlace:
    unit: float  # card width in pixels
    label: QRectF
    slots: list[QPointF]
    caption: QRectF = field(default_factory=QRectF)  # the seat's caption stays inside


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


def _capacity(
    width: float, height: float, u: float, s: float, cell: CellShape
) -> tuple[int, int, int, int]:
    """(top rows, top cols, side rows, side cols per side) of small cells at scale s."""
    bw, bh = BLOCK_W * u, BLOCK_H * u
    cw, ch = cell.width * s, cell.height * s
    top_rows = int((height - bh) // ch) if height > bh else 0
    top_cols = int(width // cw)
    side_cols = int(((width - bw) / 2) // cw) if width > bw else 0
    side_rows = int(bh // ch)
    return top_rows, top_cols, side_rows, side_cols


def _on_top(n: int, capacity: tuple[int, int, int, int]) -> tuple[int, int]:
    """How many small cells go on top, and in how many rows."""
    tr, tc, _, _ = capacity
    on_top = min(n, tr * tc)
    return on_top, math.ceil(on_top / tc) if on_top else 0


# Kept per table size: the search takes ~14 ms, and a table is laid out again at the same size
# after each deal, each screen and each return from a smaller window.
@functools.lru_cache(maxsize=64)
def _choose(width: float, height: float, n: int) -> tuple[float, float, CellShape]:
    """The focus scale, the small scale and the cell shape that show the grids largest while
    someone sits across the table and no band of the felt is left bare."""
    best: tuple[tuple[bool, float], float, float, CellShape] | None = None
    u_max = min(width / BLOCK_W, height / BLOCK_H)
    for cell in CELLS:
        for i in range(60):
            u = u_max * (1 - i * 0.012)
            if u <= 4:
                break
            # The largest small scale (at most 0.8 of the focus grid) that fits every other grid.
            lo, hi = 0.0, 0.8 * u
            for _ in range(18):
                s = (lo + hi) / 2
                tr, tc, sr, sc = _capacity(width, height, u, s, cell)
                if tr * tc + 2 * sr * sc >= n:
                    lo = s
                else:
                    hi = s
            s = lo
            if s <= 0:
                continue
            on_top, rows = _on_top(n, _capacity(width, height, u, s, cell))
            bare = height - BLOCK_H * u - rows * cell.height * s
            fair = (on_top > 0 or n == 0) and bare <= BARE_BAND * height
            key = (fair, min(u, 1.5 * s) + 0.1 * u)
            if best is None or key > best[0]:
                best = (key, u, s, cell)
    if best is None:
        u = max(1.0, u_max)
        return u, u, CELLS[0]
    return best[1], best[2], best[3]


def plan_table(size: QSizeF, players: int, focus: int) -> TablePlan:
    margin = max(4.0, min(size.width(), size.height()) * 0.015)
    width, height = size.width() - 2 * margin, size.height() - 2 * margin
    others = [(focus + k) % players for k in range(1, players)]
    n = len(others)
    u, s, cell = _choose(width, height, n)
    plan = TablePlan(big_unit=u)
    # The focus block, bottom centre: its caption box on top, then the banner line.
    bw, bh = BLOCK_W * u, BLOCK_H * u
    bx = margin + (width - bw) / 2
    by = margin + height - bh
    grid_left = bx + (SIDE + SIDE_GAP) * u
    banner_top = by + FOCUS_CAPTION * u
    plan.banner = QRectF(grid_left, banner_top, SHAPE.width * u, BANNER * u * 0.9)
    grid_top = banner_top + (BANNER + LABEL) * u
    plan.seats[focus] = SeatPlace(
        u,
        QRectF(grid_left, banner_top + BANNER * u, SHAPE.width * u, LABEL * u * 0.9),
        grid_centers(QPointF(grid_left, grid_top), SHAPE, u),
        QRectF(bx, by, bw, FOCUS_CAPTION * u * 0.9),
    )
    ch_big = CARD_RATIO * u
    plan.draw_pile = QPointF(bx + u / 2, grid_top + ch_big / 2)
    plan.discard = QPointF(bx + u / 2, grid_top + SHAPE.height * u - ch_big / 2 - 0.3 * u)
    plan.drawn = QPointF(bx + bw - u / 2, grid_top + SHAPE.height * u / 2)
    # The other grids.
    capacity = _capacity(width, height, u, s, cell)
    _, tc, sr, _ = capacity
    cw, ch = cell.width * s, cell.height * s
    on_top, rows = _on_top(n, capacity)
    beside = n - on_top
    left_n = math.ceil(beside / 2)
    right_n = beside - left_n
    cells: list[QPointF] = []  # top-left corners, clockwise from the bottom left

    # left side: columns nearest the block first, bottom to top
    def side_cells(count: int, left: bool) -> list[QPointF]:
        out = []
        for k in range(count):
            col, row = divmod(k, max(1, sr))
            x = bx - (col + 1) * cw if left else bx + bw + col * cw
            y = by + bh - (row + 1) * ch
            out.append(QPointF(x + SMALL_GAP * s / 2, y + SMALL_GAP * s / 2))
        return out

    cells += side_cells(left_n, True)
    if on_top:
        per_row = [on_top // rows + (1 if r < on_top % rows else 0) for r in range(rows)]
        y0 = margin + max(0.0, (height - bh - rows * ch) / 2)
        for r, count in enumerate(per_row):
            x0 = margin + (width - count * cw) / 2
            if cell.beside:  # the grids centred, not the grids and their captions
                x0 += min(CAPTION_BESIDE * s / 2, x0 - margin)
            for c in range(count):
                cells.append(
                    QPointF(x0 + c * cw + SMALL_GAP * s / 2, y0 + r * ch + SMALL_GAP * s / 2)
                )
    right = side_cells(right_n, False)
    right.reverse()  # clockwise: top to bottom on the right
    cells += right
    grid_w, grid_h = SHAPE.width * s, SHAPE.height * s
    for seat, corner in zip(others, cells, strict=False):
        label = QRectF(corner.x(), corner.y(), grid_w, LABEL * s * 0.9)
        top_left = QPointF(corner.x(), corner.y() + LABEL * s)
        caption = (
            QRectF(top_left.x() + grid_w, top_left.y(), CAPTION_BESIDE * s, grid_h)
            if cell.beside
            else QRectF(corner.x(), top_left.y() + grid_h, grid_w, CAPTION_UNDER * s)
        )
        # A small gap on the grid's side: the caption's bubble never touches a card.
        gap = 0.12 * s
        caption = caption.adjusted(gap, 0, 0, 0) if cell.beside else caption.adjusted(0, gap, 0, 0)
        plan.seats[seat] = SeatPlace(s, label, grid_centers(top_left, SHAPE, s), caption)
    return plan
