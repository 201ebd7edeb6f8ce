"""Layout in card units: positions are computed as multiples of a card's width, then scaled to
the view's size on every resize (so nothing is ever laid out in fixed pixels)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

CARD_RATIO = 1.4  # height / width
GAP = 0.12  # between cards of a grid, in card widths


@dataclass(frozen=True)
class GridShape:
    rows: int
    cols: int
    gap: float = GAP

    @property
    def width(self) -> float:
        """In card widths."""
        return self.cols + (self.cols - 1) * self.gap

    @property
    def height(self) -> float:
        return self.rows * CARD_RATIO + (self.rows - 1) * self.gap


def card_size(unit: float) -> QSizeF:
    return QSizeF(unit, unit * CARD_RATIO)


def grid_centers(top_left: QPointF, shape: GridShape, unit: float) -> list[QPointF]:
    """Centres of the cards of a grid, row by row (index = row × cols + col)."""
    out = []
    for r in range(shape.rows):
        for c in range(shape.cols):
            x = top_left.x() + unit * (c * (1 + shape.gap) + 0.5)
            y = top_left.y() + unit * (r * (CARD_RATIO + shape.gap) + CARD_RATIO / 2)
            out.append(QPointF(x, y))
    return out


def fit_unit(box: QSizeF, width_units: float, height_units: float) -> float:
    """The largest card width so that a block of ``width_units × height_units`` fits ``box``."""
    if width_units <= 0 or height_units <= 0:
        return 0.0
    return max(1.0, min(box.width() / width_units, box.height() / height_units))


def centred(box: QRectF, size: QSizeF) -> QRectF:
    return QRectF(
        box.center().x() - size.width() / 2,
        box.center().y() - size.height() / 2,
        size.width(),
        size.height(),
    )
