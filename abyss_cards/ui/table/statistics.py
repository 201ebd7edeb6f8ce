"""A card game's statistics from the results database (``abyss_cards.storage.results``): for one
person, games, wins, the win rate per opponent level, the current and best winning streaks, the
best and worst rounds and totals, the averages, the record against a given set of opponents, a
chart of the scores game after game, the personal records a game beat (``records_beaten``), and
each game's own figures (Rami: deals opened and turns to open; Abyss: points by category and
the Lords most often recruited).

What is computed knows no Qt (``GameRecord``, ``person_statistics``, ``record_against``); the
widgets (``TrendChart``, ``StatisticsView``) only show it. ``lower_wins``: the lowest total wins
(Plongée, and Rami, whose totals are penalties).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.i18n import Context
from abyss_cards.storage import results
from abyss_cards.ui.table.numbers import decimal, percent, points


class Statistics(Context):
    """``Statistics.tr``: the statistics' sentences, plurals included."""


def game_lower_wins(game: str) -> bool:
    """Does the lowest total win ``game`` (Plongée, Rami), or the highest (Abyss)? As the
    game's listing says (``core.game.Listing``); True for a game the registry does not know."""
    from abyss_cards.games import registry

    try:
        return registry.listing(game).lower_wins
    except KeyError:
        return True


@dataclass(frozen=True)
class SeatRecord:
    name: str
    kind: str
    level: str
    total: int
    winner: bool
    round_scores: tuple[int, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)


def _round_scores(text: object) -> tuple[int, ...]:
    try:
        values = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return ()
    if isinstance(values, list) and all(type(v) is int for v in values):
        return tuple(values)
    return ()


def _extra(text: object) -> dict[str, Any]:
    try:
        value = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


@dataclass(frozen=True)
class GameRecord:
    finished_at: float
    seats: tuple[SeatRecord, ...]
    game_id: int = 0  # its row in the results database


def load_games(game: str, path: Path | None = None) -> list[GameRecord]:
    """Every finished game of ``game``, oldest first. A damaged row is skipped, never fatal."""
    out: list[GameRecord] = []
    with closing(results._connect(path)) as conn:  # the results module's own checks
        games = conn.execute(
            "SELECT id, finished_at FROM games WHERE game = ? ORDER BY finished_at, id", (game,)
        ).fetchall()
        # A database from before the game's own figures has no ``extra`` column: read as it is.
        extra = "extra" if results.has_extra(conn) else "'{}'"
        for gid, at in games:
            rows = conn.execute(
                f"SELECT name, kind, level, total, winner, round_scores, {extra} FROM players "
                "WHERE game_id = ? ORDER BY seat",
                (gid,),
            ).fetchall()
            seats = []
            for name, kind, level, total, winner, scores, more in rows:
                if isinstance(name, str) and type(total) is int:
                    seats.append(
                        SeatRecord(
                            name,
                            str(kind),
                            str(level),
                            total,
                            bool(winner),
                            _round_scores(scores),
                            _extra(more),
                        )
                    )
            if seats:
                out.append(GameRecord(float(at or 0), tuple(seats), int(gid)))
    return out


@dataclass
class PersonStats:
    name: str
    games: int = 0
    wins: int = 0
    best: int | None = None  # the best game total ("best" in the game's sense)
    worst: int | None = None
    average: float | None = None  # per game
    per_level: dict[str, tuple[int, int]] = field(default_factory=dict)  # level: games, wins
    totals: list[tuple[int, bool]] = field(default_factory=list)  # per game, oldest first
    current_streak: int = 0  # games won in a row, up to the last one (a shared win counts)
    best_streak: int = 0
    rounds: int = 0  # rounds (Plongée) or deals (Rami) recorded
    best_round: int | None = None
    worst_round: int | None = None
    average_round: float | None = None
    # Rami: deals opened out of the deals recorded with that figure, and the turns to open.
    deals: int = 0
    opened: int = 0
    open_turns: list[int] = field(default_factory=list)
    # Abyss: the points of each category summed over the games that recorded them.
    parts_games: int = 0
    parts: dict[str, int] = field(default_factory=dict)
    lords: Counter[int] = field(default_factory=Counter)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def opening_rate(self) -> float | None:
        return self.opened / self.deals if self.deals else None

    @property
    def average_turns_to_open(self) -> float | None:
        return sum(self.open_turns) / len(self.open_turns) if self.open_turns else None

    def average_parts(self) -> dict[str, float]:
        """Abyss: the average points per game of each category."""
        if not self.parts_games:
            return {}
        return {k: v / self.parts_games for k, v in self.parts.items()}

    def favourite_lords(self, count: int = 3) -> list[tuple[int, int]]:
        """Abyss: the Lords most often recruited, (id, games), most first, then by id."""
        return sorted(self.lords.items(), key=lambda kv: (-kv[1], kv[0]))[:count]


def people(games: Iterable[GameRecord]) -> list[str]:
    """The persons (not computer players) who played, most games first."""
    count: dict[str, int] = {}
    for g in games:
        for s in g.seats:
            if s.kind == "human":
                count[s.name] = count.get(s.name, 0) + 1
    return sorted(count, key=lambda n: (-count[n], n.casefold()))


def person_statistics(
    games: Iterable[GameRecord], name: str, *, lower_wins: bool = True
) -> PersonStats:
    """The person ``name``'s figures over ``games`` (oldest first); ``lower_wins`` says which
    total and which round score is the best."""
    stats = PersonStats(name)
    round_points = 0
    for g in games:
        mine = next((s for s in g.seats if s.kind == "human" and s.name == name), None)
        if mine is None:
            continue
        stats.games += 1
        stats.wins += mine.winner
        stats.totals.append((mine.total, mine.winner))
        better, poorer = (min, max) if lower_wins else (max, min)
        stats.best = mine.total if stats.best is None else better(stats.best, mine.total)
        stats.worst = mine.total if stats.worst is None else poorer(stats.worst, mine.total)
        stats.current_streak = stats.current_streak + 1 if mine.winner else 0
        stats.best_streak = max(stats.best_streak, stats.current_streak)
        for score in mine.round_scores:
            stats.rounds += 1
            stats.best_round = (
                score if stats.best_round is None else better(stats.best_round, score)
            )
            stats.worst_round = (
                score if stats.worst_round is None else poorer(stats.worst_round, score)
            )
            round_points += score
        _game_figures(stats, mine.extra)
        levels = {s.level for s in g.seats if s.kind == "bot"} or {""}
        # A game against several levels counts against its strongest.
        level = (
            max(levels, key=_LEVEL_ORDER.__getitem__)
            if levels <= set(_LEVEL_ORDER)
            else sorted(levels)[-1]
        )
        played, won = stats.per_level.get(level, (0, 0))
        stats.per_level[level] = (played + 1, won + mine.winner)
    if stats.games:
        stats.average = sum(t for t, _ in stats.totals) / stats.games
    if stats.rounds:
        stats.average_round = round_points / stats.rounds
    return stats


def _whole(value: object, low: int = 0, high: int = 1_000_000) -> int | None:
    return value if type(value) is int and low <= value <= high else None


def _game_figures(stats: PersonStats, extra: Mapping[str, Any]) -> None:
    """A game's own figures (``PlayerResult.extra``), each read defensively: a value this
    version would not write is left out, never fatal."""
    deals, opened = _whole(extra.get("deals")), _whole(extra.get("opened"))
    if deals is not None and opened is not None and opened <= deals:
        stats.deals += deals
        stats.opened += opened
        turns = extra.get("open_turns")
        if isinstance(turns, list):
            stats.open_turns += [t for t in turns if _whole(t, 1) is not None]
    parts = extra.get("parts")
    if isinstance(parts, dict):
        good = {
            k: v
            for k, v in parts.items()
            if isinstance(k, str) and _whole(v, -1000, 1000) is not None
        }
        if good:
            stats.parts_games += 1
            for k, v in good.items():
                stats.parts[k] = stats.parts.get(k, 0) + v
    lords = extra.get("lords")
    if isinstance(lords, list):
        # A Lord counts once per game, however often it changed hands.
        stats.lords.update({lord for lord in lords if _whole(lord, 0, 1000) is not None})


@dataclass(frozen=True)
class Record:
    """A personal record a game beat: ``kind`` "round", "total" or "streak", and its value."""

    kind: str
    value: int


def records_beaten(
    games: Sequence[GameRecord],
    name: str,
    *,
    lower_wins: bool = True,
    game_id: int | None = None,
) -> list[Record]:
    """The person ``name``'s records beaten by the game ``game_id`` (else the last of ``games``,
    oldest first), against the games before it: the best round, the best game total, the
    longest winning streak. Only a record strictly beaten (a tie beats nothing), and only when
    the person had played before (a first game beats nothing); a streak from 2 games on."""
    if game_id is not None:
        end = next((i for i, g in enumerate(games) if g.game_id == game_id), None)
        if end is None:
            return []
        games = games[: end + 1]
    mine = [g for g in games if any(s.kind == "human" and s.name == name for s in g.seats)]
    if len(mine) < 2 or not games or mine[-1] is not games[-1]:
        return []
    before = person_statistics(mine[:-1], name, lower_wins=lower_wins)
    after = person_statistics(mine, name, lower_wins=lower_wins)

    def beats(new: int | None, old: int | None) -> bool:
        if new is None:
            return False
        if old is None:
            return True
        return new < old if lower_wins else new > old

    out = []
    if beats(after.best_round, before.best_round) and before.rounds:
        assert after.best_round is not None
        out.append(Record("round", after.best_round))
    if beats(after.best, before.best):
        assert after.best is not None
        out.append(Record("total", after.best))
    if after.best_streak > before.best_streak and after.best_streak >= 2:
        out.append(Record("streak", after.best_streak))
    return out


_LEVEL_ORDER = {"": 0, "random": 1, "greedy": 2, "easy": 3, "medium": 4, "expert": 5}


def record_against(
    games: Iterable[GameRecord], name: str, opponents: Sequence[tuple[str, str]]
) -> tuple[int, int]:
    """(games, wins) of the person ``name`` against exactly these opponents, each a (name,
    level) pair — the same table again."""
    wanted = sorted(opponents)
    played = won = 0
    for g in games:
        mine = next((s for s in g.seats if s.kind == "human" and s.name == name), None)
        if mine is None:
            continue
        others = sorted((s.name, s.level) for s in g.seats if s is not mine)
        if others == wanted:
            played += 1
            won += mine.winner
    return played, won


class TrendChart(QWidget):
    """The person's total game after game (a line), wins as filled dots, the average dashed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[int, bool]] = []
        self.setMinimumSize(240, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_points(self, points: Sequence[tuple[int, bool]]) -> None:
        self.points = list(points)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.fillRect(self.rect(), pal.base())
        metrics = QFontMetricsF(painter.font())
        if not self.points:
            painter.setPen(pal.text().color())
            painter.drawText(
                QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("No finished game yet.")
            )
            return
        values = [v for v, _ in self.points]
        low, high = min(values + [0]), max(values + [1])
        left = metrics.horizontalAdvance(str(high)) + 10
        top = metrics.height() + 8  # the legend's line above the plot
        plot = QRectF(
            left, top, self.width() - left - 12, self.height() - top - 10 - metrics.height()
        )
        n = len(values)

        def at(i: int, v: float) -> QPointF:
            x = plot.left() + (plot.width() * (i / (n - 1)) if n > 1 else plot.width() / 2)
            y = plot.bottom() - (v - low) / (high - low) * plot.height()
            return QPointF(x, y)

        painter.setPen(QPen(pal.mid().color(), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.setPen(pal.text().color())
        for v in (low, high):
            painter.drawText(
                QRectF(0, at(0, v).y() - metrics.height() / 2, left - 4, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(v),
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 2, plot.width(), metrics.height()),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("games, oldest first"),
        )
        average = sum(values) / n
        painter.setPen(QPen(QColor("#888888"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(
            QPointF(plot.left(), at(0, average).y()), QPointF(plot.right(), at(0, average).y())
        )
        path = QPainterPath(at(0, values[0]))
        for i, v in enumerate(values[1:], 1):
            path.lineTo(at(i, v))
        painter.setPen(QPen(QColor("#2a7ab0"), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        for i, (v, won) in enumerate(self.points):
            painter.setBrush(QColor("#f2c14e") if won else pal.base())
            painter.setPen(QPen(QColor("#2a7ab0"), 1.5))
            painter.drawEllipse(at(i, v), 4, 4)
        self._draw_legend(painter, metrics, plot.right())

    def legend(self) -> tuple[str, str, str]:
        """What the legend says: the filled dot, the hollow dot, the dashed line."""
        return (self.tr("game won"), self.tr("game lost"), self.tr("average"))

    def _draw_legend(self, painter: QPainter, metrics: QFontMetricsF, right: float) -> None:
        """The legend on one line, ending at ``right``: a filled dot, a hollow dot, a dash."""
        pal = self.palette()
        y = 4 + metrics.height() / 2
        x = right
        for kind, text in reversed(
            list(zip(("won", "lost", "average"), self.legend(), strict=True))
        ):
            x -= metrics.horizontalAdvance(text)
            painter.setPen(pal.text().color())
            painter.drawText(QPointF(x, y + metrics.ascent() / 2 - 1), text)
            x -= 16
            if kind == "average":
                painter.setPen(QPen(QColor("#888888"), 1, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(x - 4, y), QPointF(x + 10, y))
            else:
                painter.setBrush(QColor("#f2c14e") if kind == "won" else pal.base())
                painter.setPen(QPen(QColor("#2a7ab0"), 1.5))
                painter.drawEllipse(QPointF(x + 4, y), 4, 4)
            x -= 14


class RowsTable(QTableWidget):
    """A table no taller than its rows (it shrinks, with a scroll bar, when room is short):
    the room under a few rows goes to the widgets below it, not to an empty white area."""

    def __init__(self, rows: int, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(rows, columns, parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        # Rows grow when their words wrap (a narrower table): the height asked grows with them.
        self.verticalHeader().sectionResized.connect(lambda *_: self.updateGeometry())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        header = self.horizontalHeader()
        height = header.sizeHint().height() if not header.isHidden() else 0
        height += self.verticalHeader().length() + 2 * self.frameWidth()
        bar = self.horizontalScrollBar()
        if bar.isVisible():
            height += bar.sizeHint().height()
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # A scroll area's own minimum (room for its scroll bars) is taller than one row.
        least = super().minimumSizeHint()
        return QSize(least.width(), min(least.height(), self.sizeHint().height()))


class StatisticsView(QWidget):
    """One person's statistics for one game: a chooser of the person, the figures (games, wins,
    streaks, best and worst totals and rounds, averages, the game's own figures), the win rate
    per opponent level and the trend chart."""

    def __init__(
        self,
        game: str,
        *,
        lower_wins: bool | None = None,
        person: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.lower_wins = game_lower_wins(game) if lower_wins is None else lower_wins
        self.games = load_games(game)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.chooser = QComboBox()
        names = people(self.games)
        self.chooser.addItems(names)
        if person in names:
            self.chooser.setCurrentText(person)
        self.chooser_label = QLabel(self.tr("Player:"))
        self.chooser_label.setBuddy(self.chooser)  # names the chooser for screen readers
        top.addWidget(self.chooser_label)
        top.addWidget(self.chooser, 1)
        layout.addLayout(top)
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        layout.addWidget(self.figures)
        # The other figures, a line each: what it is, then its values (wrapped, never cut).
        self.details = QWidget()
        self.details.setObjectName("statisticsDetails")
        self._details_grid = QGridLayout(self.details)
        self._details_grid.setContentsMargins(0, 0, 0, 0)
        self._details_grid.setHorizontalSpacing(12)
        self._details_grid.setVerticalSpacing(2)
        self._details_grid.setColumnStretch(1, 1)
        self.detail_labels: dict[str, tuple[QLabel, QLabel]] = {}
        layout.addWidget(self.details)
        self.levels = RowsTable(0, 3)
        self.levels.setAccessibleName(self.tr("Win rate"))  # against each level of opponent
        self.levels.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.levels.verticalHeader().setVisible(False)
        # The opponents' words take the room left by the figures, and wrap (a taller row)
        # rather than being cut when the text is large.
        header = self.levels.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.levels.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.levels)
        self.chart = TrendChart()
        layout.addWidget(self.chart, 1)
        self.chooser.currentTextChanged.connect(self.show_person)
        self.show_person(self.chooser.currentText())

    def show_person(self, name: str) -> None:
        stats = person_statistics(self.games, name, lower_wins=self.lower_wins)
        self.stats = stats
        if not stats.games:
            self.figures.setText(self.tr("No finished game yet."))
        else:
            best, average = stats.best or 0, stats.average or 0.0
            # Each count its own plural ("1 game", "0 won"); the percentage, inserted last,
            # holds a "%" of its own.
            self.figures.setText(
                self.tr("%1, %2 (%3). Best score %4, average %5 points.")
                .replace("%1", self.tr("%n game(s)", "", stats.games))
                .replace("%2", self.tr("%n won", "", stats.wins))
                .replace("%4", points(best))
                .replace("%5", decimal(average))
                .replace("%3", percent(stats.win_rate))
            )
        self._show_details(detail_lines(stats, self.game) if stats.games else [])
        self.levels.setHorizontalHeaderLabels(
            [self.tr("Opponents"), self.tr("Games"), self.tr("Win rate")]
        )
        order = sorted(stats.per_level, key=lambda lv: _LEVEL_ORDER.get(lv, 9))
        self.levels.setRowCount(len(order))
        for row, level in enumerate(order):
            played, won = stats.per_level[level]
            texts = (level_name(level), str(played), percent(won / played))
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.levels.setItem(row, col, item)
        self.levels.updateGeometry()  # as tall as its rows now
        self.chart.set_points(stats.totals)

    def _show_details(self, lines: Sequence[tuple[str, str, str]]) -> None:
        grid = self._details_grid
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.detail_labels = {}
        for row, (key, title, value) in enumerate(lines):
            head, text = QLabel(title), QLabel(value)
            head.setObjectName("statisticsHead")
            font = QFont(head.font())
            font.setBold(True)
            head.setFont(font)
            text.setWordWrap(True)
            text.setTextFormat(Qt.TextFormat.PlainText)
            head.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(head, row, 0)
            grid.addWidget(text, row, 1)
            self.detail_labels[key] = (head, text)
        self.details.setVisible(bool(lines))

    def detail_text(self, key: str) -> str:
        """The value shown on the line ``key`` ("streak", "totals", "rounds", "opening",
        "open_turns", "parts", "lords"), "" when not shown."""
        labels = self.detail_labels.get(key)
        return labels[1].text() if labels else ""


def detail_lines(stats: PersonStats, game: str) -> list[tuple[str, str, str]]:
    """The lines of figures under the summary: (key, heading, values), each in words."""
    out = [
        (
            "streak",
            Statistics.tr("Winning streak:"),
            Statistics.tr("now %1, best %2")
            .replace("%1", Statistics.tr("%n game(s)", "", stats.current_streak))
            .replace("%2", Statistics.tr("%n game(s)", "", stats.best_streak)),
        ),
        (
            "totals",
            Statistics.tr("Scores:"),
            Statistics.tr("best %1, worst %2, average %3")
            .replace("%1", points(stats.best or 0))
            .replace("%2", points(stats.worst or 0))
            .replace("%3", decimal(stats.average or 0.0)),
        ),
    ]
    if stats.rounds:
        heading = Statistics.tr("Deals:") if game == "rami" else Statistics.tr("Rounds:")
        count = (
            Statistics.tr("%n deal(s)", "", stats.rounds)
            if game == "rami"
            else Statistics.tr("%n round(s)", "", stats.rounds)
        )
        out.append(
            (
                "rounds",
                heading,
                Statistics.tr("best %2, worst %3, average %4 (%1)")
                .replace("%1", count)
                .replace("%2", points(stats.best_round or 0))
                .replace("%3", points(stats.worst_round or 0))
                .replace("%4", decimal(stats.average_round or 0.0)),
            )
        )
    out += _rami_lines(stats) + _abyss_lines(stats)
    return out


def _rami_lines(stats: PersonStats) -> list[tuple[str, str, str]]:
    rate = stats.opening_rate
    if rate is None:
        return []
    out = [
        (
            "opening",
            Statistics.tr("Opened:"),
            Statistics.tr("%1 (%2 of %n deal(s))", "", stats.deals)
            .replace("%1", percent(rate))
            .replace("%2", str(stats.opened)),
        )
    ]
    turns = stats.average_turns_to_open
    if turns is not None:
        out.append(
            (
                "open_turns",
                Statistics.tr("Turns to open:"),
                Statistics.tr("%1 on average").replace("%1", decimal(turns)),
            )
        )
    return out


def _abyss_lines(stats: PersonStats) -> list[tuple[str, str, str]]:
    parts = stats.average_parts()
    out = []
    if parts:
        words = {
            "locations": Statistics.tr("Locations %1"),
            "lords": Statistics.tr("Lords %1"),
            "allies": Statistics.tr("Allies %1"),
            "monsters": Statistics.tr("Monster tokens %1"),
        }
        shown = [words[k].replace("%1", decimal(parts[k])) for k in words if k in parts]
        # Between two averages: "%1 ; %2" in French, whose decimals hold a comma already
        # ("Lieux 9,5 ; Seigneurs 39,7", not "Lieux 9,5, Seigneurs 39,7").
        pair = Statistics.tr("%1, %2")
        listed = shown[0]
        for part in shown[1:]:
            listed = pair.replace("%1", listed, 1).replace("%2", part, 1)
        out.append(
            (
                "parts",
                Statistics.tr("Points by category:"),
                Statistics.tr("%1 (average per game)").replace("%1", listed),
            )
        )
    favourites = stats.favourite_lords()
    if favourites:
        out.append(
            (
                "lords",
                Statistics.tr("Favourite Lords:"),
                ", ".join(
                    Statistics.tr("%1 (%n game(s))", "", count).replace("%1", _lord_name(lord))
                    for lord, count in favourites
                ),
            )
        )
    return out


def _lord_name(lord: int) -> str:
    from PySide6.QtCore import QLocale

    from abyss_cards.games.abyss.data import LORD_BY_ID

    data = LORD_BY_ID.get(lord)
    if data is None:
        return str(lord)
    return data.name_fr if QLocale().name().startswith("fr") else data.name_en


def level_name(level: str) -> str:
    from PySide6.QtCore import QCoreApplication

    names = {
        "": QCoreApplication.translate("Statistics", "persons only"),
        "random": QCoreApplication.translate("Statistics", "random computer players"),
        "greedy": QCoreApplication.translate("Statistics", "greedy computer players"),
        "easy": QCoreApplication.translate("Statistics", "easy computer players"),
        "medium": QCoreApplication.translate("Statistics", "medium computer players"),
        "expert": QCoreApplication.translate("Statistics", "expert computer players"),
    }
    return names.get(level, level)


def size_dialog(dialog: QWidget, width: int, height: int) -> None:
    """Resize ``dialog`` to ``width`` × ``height`` as drawn at 100 % text, grown with the text
    size (``ui/text_size.py``), never more than 90 % of its screen nor less than it needs."""
    from PySide6.QtCore import QSize

    from abyss_cards.ui import text_size

    scale = text_size.scale()
    want = QSize(round(width * scale), round(height * scale))
    parent = dialog.parentWidget()
    anchor = parent.window() if parent else dialog
    screen = anchor.screen()
    if screen is not None:
        area = screen.availableGeometry()
        want = want.boundedTo(QSize(area.width() * 9 // 10, area.height() * 9 // 10))
    dialog.resize(want.expandedTo(dialog.minimumSizeHint()))


def record_sentences(game: str, records: Sequence[Record]) -> list[str]:
    """Each record beaten in words: "Your best Plongée round: -9 points"."""
    best_round = {
        "plongee": lambda: Statistics.tr("Your best Plongée round: %1"),
        "rami": lambda: Statistics.tr("Your best Rami deal: %1"),
    }
    best_total = {
        "plongee": lambda: Statistics.tr("Your best Plongée game: %1"),
        "rami": lambda: Statistics.tr("Your best Rami match: %1"),
        "abyss": lambda: Statistics.tr("Your best Abyss game: %1"),
    }
    out = []
    for record in records:
        if record.kind == "streak":
            out.append(Statistics.tr("Your longest winning streak: %n game(s)", "", record.value))
            continue
        sentences = best_round if record.kind == "round" else best_total
        if game in sentences:
            out.append(sentences[game]().replace("%1", points(record.value)))
    return out


def records_of_game(game: str, name: str, game_id: int | None) -> list[Record]:
    """The records of the person ``name`` beaten by the game ``game_id`` just recorded; none
    when it was not recorded or the database cannot be read now (never an error: the end of a
    game must show whatever the disk does)."""
    if game_id is None:
        return []
    try:
        games = load_games(game)
    except Exception:  # noqa: BLE001 - a damaged or busy database must not spoil the end
        return []
    return records_beaten(games, name, lower_wins=game_lower_wins(game), game_id=game_id)


def statistics_button_text() -> str:
    return Statistics.tr("Statistics")


def abyss_statistics_title() -> str:
    return Statistics.tr("Abyss statistics")


class StatisticsDialog(QDialog):
    """A game's statistics in a dialog of its own (Abyss's; Plongée and Rami have theirs, with
    more in them): the person's view and a Close button."""

    def __init__(
        self, game: str, title: str, parent: QWidget | None = None, person: str | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"{game}Statistics")
        self.setWindowTitle(title)
        col = QVBoxLayout(self)
        self.person_view = StatisticsView(game, person=person)
        from abyss_cards.ui.table.past_games import statistics_tabs

        # The figures, and the last games to review.
        self.tabs, self.past_games = statistics_tabs(self, game, self.person_view)
        col.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        size_dialog(self, 620, 560)
