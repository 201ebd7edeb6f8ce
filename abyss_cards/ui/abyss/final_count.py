"""The final count told on the board, one scoring item at a time: each Location's points, each
Lord's influence (free or under a Location), the strongest federated Ally of each race, each
Monster token. While the end page adds an item's points into its player's column, the item is
lit on the final table (a Monster token is no card: its player's header, where the Monster
count shows, is lit), so the eye goes from the figure to what made it; the items counted
before in the same column keep a faint trace.

The items and their points are read from the engine (``count_steps``): they add up to its
final count, column by column."""

from __future__ import annotations

from dataclasses import dataclass

from abyss_cards.games.abyss import AbyssState
from abyss_cards.games.abyss.data import LORD_BY_ID, RACES
from abyss_cards.ui.abyss.layout import Key
from abyss_cards.ui.abyss.table import AbyssTable

COLUMNS = ("locations", "lords", "allies", "monsters")  # in the order the count tells them
LIT = 1.0  # the item being added
TRACE = 0.4  # the items of the same column counted before it


@dataclass(frozen=True)
class CountStep:
    """One item of the count: ``points`` into ``seat``'s ``column``; ``key`` the table's card
    (``None`` for a Monster token)."""

    seat: int
    column: str
    points: int
    key: Key | None


def count_steps(state: AbyssState) -> list[CountStep]:
    """Every scoring item of a finished game, column by column (``COLUMNS``), each column seat
    by seat, each seat's cards in the order the table lays them out."""
    steps: list[CountStep] = []
    for column in COLUMNS:
        for seat in range(state.num_players):
            steps += _items(state, seat, column)
    return steps


def _items(state: AbyssState, seat: int, column: str) -> list[CountStep]:
    out: list[CountStep] = []
    if column == "locations":
        for j, (loc, _) in enumerate(state.locations[seat]):
            points = int(state.location_points(seat, int(loc)))
            out.append(CountStep(seat, column, points, ("loc", seat, j)))
    elif column == "lords":
        for k, lord in enumerate(state.lords[seat]):
            out.append(CountStep(seat, column, LORD_BY_ID[lord].ip, ("lord", seat, k)))
        for j, (_, under) in enumerate(state.locations[seat]):
            for k, lord in enumerate(under):
                out.append(CountStep(seat, column, LORD_BY_ID[lord].ip, ("under", seat, j, k)))
    elif column == "allies":
        allies = state.federated_allies(seat)
        for race in RACES:
            values = sorted(value for r, value in allies if r == race)
            if values:  # laid out weakest first: the last one scores
                out.append(
                    CountStep(seat, column, values[-1], ("fed", seat, race, len(values) - 1))
                )
    else:
        for token in state.monster_tokens[seat]:
            out.append(CountStep(seat, column, int(token), None))
    return out


def figures(steps: list[CountStep], shown: int, seats: int) -> list[dict[str, int | None]]:
    """Each seat's column figures once the first ``shown`` steps are told: the running sum of a
    column whose items have begun (or all been told: a column with no item reads 0 once the
    count has reached it), ``None`` for a column not reached yet."""
    out: list[dict[str, int | None]] = [dict.fromkeys(COLUMNS) for _ in range(seats)]
    for step in steps[:shown]:
        cell = out[step.seat]
        cell[step.column] = (cell[step.column] or 0) + step.points
    # A seat's empty block: told once the count has passed where its items would be.
    order = {(c, s): n for n, (c, s) in enumerate((c, s) for c in COLUMNS for s in range(seats))}
    reached = order[(steps[shown].column, steps[shown].seat)] if shown < len(steps) else len(order)
    for (column, seat), n in order.items():
        if n < reached and out[seat][column] is None:
            out[seat][column] = 0
    return out


class CountLights:
    """What the count lights on ``table``: the item being added, a trace of those before it in
    the same column. Only the cards that change are touched (a step costs two repaints)."""

    def __init__(self, table: AbyssTable) -> None:
        self.table = table
        self._cards: dict[Key, float] = {}
        self._header: Key | None = None

    def show(self, steps: list[CountStep], shown: int) -> None:
        """The board as the count stands after ``shown`` steps (the last one lit)."""
        if not 0 < shown <= len(steps):
            self.clear()
            return
        current = steps[shown - 1]
        wanted: dict[Key, float] = {}
        for step in steps[: shown - 1]:
            if step.column == current.column and step.key is not None:
                wanted[step.key] = TRACE
        if current.key is not None:
            wanted[current.key] = LIT
        for key in set(self._cards) - set(wanted):
            self._light(key, 0.0)
        for key, level in wanted.items():
            if self._cards.get(key) != level:
                self._light(key, level)
        self._cards = wanted
        header = None if current.key is not None else self._header_key(current.seat)
        if header != self._header:
            self._emphasise(self._header, False)
            self._emphasise(header, True)
            self._header = header

    def clear(self) -> None:
        """Nothing lit by the count: the table as its choices show it."""
        for key in self._cards:
            self._light(key, 0.0)
        self._cards = {}
        self._emphasise(self._header, False)
        self._header = None
        self.table.update_highlights()

    def lit(self) -> dict[Key, float]:
        return dict(self._cards)

    def _light(self, key: Key, level: float) -> None:
        item = self.table.cards.get(key)
        if item is not None and item.isVisible():
            item.highlight = level

    def _header_key(self, seat: int) -> Key:
        """Where the seat's Monster count shows: its second header line in a compact panel."""
        second = self.table.chips.get(("header2", seat))
        return ("header2", seat) if second is not None and second.isVisible() else ("header", seat)

    def _emphasise(self, key: Key | None, on: bool) -> None:
        chip = self.table.chips.get(key) if key is not None else None
        if chip is not None:
            chip.set_emphasis(on)
