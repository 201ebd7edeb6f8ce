"""A card game's statistics from the results database (``abyss_cards.storage.results``): for one
person, games, wins, the win rate per opponent level, the best and average scores, the record
against a given set of opponents, and a chart of the scores game after game.

What is computed knows no Qt (``GameRecord``, ``person_statistics``, ``record_against``); the
widgets (``TrendChart``, ``StatisticsView``) only show it. ``lower_wins``: the lowest total wins
(Plongée, and Rami, whose totals are penalties).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.storage import results
from abyss_cards.ui.table.numbers import decimal, percent, points


@dataclass(frozen=True)
class SeatRecord:
    name: str
    kind: str
    level: str
    total: int
    winner: bool


@dataclass(frozen=True)
class GameRecord:
    finished_at: float
    seats: tuple[SeatRecord, ...]


def load_games(game: str, path: Path | None = None) -> list[GameRecord]:
    """Every finished game of ``game``, oldest first. A damaged row is skipped, never fatal."""
    out: list[GameRecord] = []
    with closing(results._connect(path)) as conn:  # the results module's own checks
        games = conn.execute(
            "SELECT id, finished_at FROM games WHERE game = ? ORDER BY finished_at, id", (game,)
        ).fetchall()
        for gid, at in games:
            rows = conn.execute(
                "SELECT name, kind, level, total, winner FROM players "
                "WHERE game_id = ? ORDER BY seat",
                (gid,),
            ).fetchall()
            seats = []
            for name, kind, level, total, winner in rows:
                if isinstance(name, str) and isinstance(total, int):
                    seats.append(SeatRecord(name, str(kind), str(level), total, bool(winner)))
            if seats:
                out.append(GameRecord(float(at or 0), tuple(seats)))
    return out


@dataclass
class PersonStats:
    name: str
    games: int = 0
    wins: int = 0
    best: int | None = None
    average: float | None = None
    per_level: dict[str, tuple[int, int]] = field(default_factory=dict)  # level: games, wins
    totals: list[tuple[int, bool]] = field(default_factory=list)  # per game, oldest first

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


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
    stats = PersonStats(name)
    for g in games:
        mine = next((s for s in g.seats if s.kind == "human" and s.name == name), None)
        if mine is None:
            continue
        stats.games += 1
        stats.wins += mine.winner
        stats.totals.append((mine.total, mine.winner))
        better = min if lower_wins else max
        stats.best = mine.total if stats.best is None else better(stats.best, mine.total)
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
    return stats


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
        plot = QRectF(left, 10, self.width() - left - 12, self.height() - 20 - metrics.height())
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


class StatisticsView(QWidget):
    """One person's statistics for one game: a chooser of the person, the figures, the win rate
    per opponent level and the trend chart."""

    def __init__(
        self,
        game: str,
        *,
        lower_wins: bool = True,
        person: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game, self.lower_wins = game, lower_wins
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
        self.levels = QTableWidget(0, 3)
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
        self.chart.set_points(stats.totals)


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
