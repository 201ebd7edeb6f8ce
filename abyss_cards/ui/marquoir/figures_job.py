"""The statistics of everyone and one player's totals over time, worked out on a thread of
their own with a read-only connection: on a history of ten thousand sheets they take SQLite a
few hundred milliseconds, which the window spends answering the person instead.

Like ``ImportJob``, the job has no Qt parent and reaches the screen through a bound method:
a result still queued when the screen goes is dropped by Qt."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from abyss_cards.storage.marquoir import HistoryReader, PlayerStats
from abyss_cards.ui.marquoir import worker


@dataclass(frozen=True)
class Figures:
    stats: list[PlayerStats] | None  # None: only the player's totals were asked for
    names: list[str] | None  # ``player_names``, with the statistics (for the sheet dialog)
    player: str  # the player charted: the one asked for, else the first of the statistics
    totals: list[tuple[str, int, bool]]


class FiguresJob(QObject):
    done = Signal(object, object)  # the job, and its Figures or the exception that stopped it

    def __init__(self, database: Path, player: str, with_stats: bool) -> None:
        super().__init__()
        self.database, self.player, self.with_stats = database, player, with_stats
        self.started = False

    def start(self) -> None:
        self.started = True
        worker.run(self._run)

    def _run(self) -> None:
        result: object
        try:
            reader = HistoryReader.open(self.database)
            try:
                result = figures(reader, self.player, self.with_stats)
            finally:
                reader.close()
        except Exception as exc:  # noqa: BLE001 - the screen works them out itself then
            result = exc
        self.done.emit(self, result)


def figures(reader: HistoryReader, player: str, with_stats: bool) -> Figures:
    stats, names = reader.stats_and_names() if with_stats else (None, None)
    if stats is not None and player.casefold() not in {s.name.casefold() for s in stats}:
        player = stats[0].name if stats else ""
    return Figures(stats, names, player, reader.totals_over_time(player) if player else [])
