"""Finished games in a local SQLite database, and statistics per player name.

One row per game (game, date, seed, target, rounds) and one per player (name, kind, level,
total, winner, round scores as JSON). A database that cannot be opened is moved aside like any
unreadable file, and a fresh one is started.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from abyss_cards.storage import paths
from abyss_cards.storage.files import move_aside

SCHEMA = 1


@dataclass(frozen=True)
class PlayerResult:
    name: str
    total: int
    winner: bool
    round_scores: tuple[int, ...] = ()
    kind: str = "human"  # "human" or "bot"
    level: str = ""


@dataclass(frozen=True)
class PlayerStats:
    name: str
    games: int
    wins: int
    rounds: int
    average_round_score: float | None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def database_path() -> Path:
    return paths.data_dir() / "results.sqlite"


def _connect(path: Path | None = None) -> sqlite3.Connection:
    path = Path(path or database_path())
    try:
        conn = sqlite3.connect(path)
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA:
            conn.close()
            raise sqlite3.DatabaseError(f"schema {version} is newer than this version reads")
        if version == 0:
            _create(conn)
        return conn
    except sqlite3.DatabaseError:
        if path.exists():
            move_aside(path)
        conn = sqlite3.connect(path)
        _create(conn)
        return conn


def _create(conn: sqlite3.Connection) -> None:
    with conn:
        conn.executescript(
            """
            CREATE TABLE IF NOT EXISTS games (
                id INTEGER PRIMARY KEY,
                game TEXT NOT NULL,
                finished_at REAL NOT NULL,
                seed INTEGER,
                target INTEGER,
                rounds INTEGER NOT NULL
            );
            CREATE TABLE IF NOT EXISTS players (
                game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                seat INTEGER NOT NULL,
                name TEXT NOT NULL,
                kind TEXT NOT NULL,
                level TEXT NOT NULL,
                total INTEGER NOT NULL,
                winner INTEGER NOT NULL,
                round_scores TEXT NOT NULL,
                PRIMARY KEY (game_id, seat)
            );
            CREATE INDEX IF NOT EXISTS players_by_name ON players(name);
            """
        )
        conn.execute(f"PRAGMA user_version = {SCHEMA}")


def record_game(game: str, players: list[PlayerResult], *, seed: int | None = None,
                target: int | None = None, rounds: int = 0, finished_at: float | None = None,
                path: Path | None = None) -> int:
    """Store one finished game; returns its id."""
    with closing(_connect(path)) as conn, conn:
        cur = conn.execute(
            "INSERT INTO games (game, finished_at, seed, target, rounds) VALUES (?, ?, ?, ?, ?)",
            (game, time.time() if finished_at is None else finished_at,
             None if seed is None else int(seed) % (2**63), target, rounds),
        )
        game_id = cur.lastrowid
        conn.executemany(
            "INSERT INTO players (game_id, seat, name, kind, level, total, winner, round_scores)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(game_id, seat, p.name, p.kind, p.level, p.total, int(p.winner),
              json.dumps(list(p.round_scores))) for seat, p in enumerate(players)],
        )
        return game_id


class PendingRecord:
    """A game being stored on a background thread (``record_game_later``)."""

    def __init__(self) -> None:
        self._done = threading.Event()
        self.game_id: int | None = None
        self.error: Exception | None = None

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the game is stored (or failed: see ``error``); False on timeout."""
        return self._done.wait(timeout)


def record_game_later(game: str, players: list[PlayerResult], **kwargs) -> PendingRecord:
    """``record_game`` on a background thread, so that the caller (the GUI thread at the end
    of a game) never waits for the disk; ``wait()`` on the result before reading statistics."""
    pending = PendingRecord()

    def run() -> None:
        try:
            pending.game_id = record_game(game, players, **kwargs)
        except Exception as exc:  # reported by whoever waits for it
            pending.error = exc
        finally:
            pending._done.set()

    threading.Thread(target=run, name=f"results-{game}", daemon=True).start()
    return pending


def player_statistics(game: str, *, humans_only: bool = False,
                      path: Path | None = None) -> list[PlayerStats]:
    """Per player name: games, wins, average round score; most games first."""
    query = (
        "SELECT p.name, COUNT(*), SUM(p.winner), p.round_scores FROM players p "
        "JOIN games g ON g.id = p.game_id WHERE g.game = ?"
        + (" AND p.kind = 'human'" if humans_only else "")
        + " GROUP BY p.game_id, p.seat"
    )
    per_name: dict[str, list] = {}
    with closing(_connect(path)) as conn:
        for name, _, won, scores in conn.execute(query, (game,)):
            games, wins, rounds, points = per_name.setdefault(name, [0, 0, 0, 0])
            values = json.loads(scores)
            per_name[name] = [games + 1, wins + (won or 0), rounds + len(values),
                              points + sum(values)]
    out = [PlayerStats(name, g, w, r, (p / r) if r else None)
           for name, (g, w, r, p) in per_name.items()]
    return sorted(out, key=lambda s: (-s.games, s.name.casefold()))


def recent_games(game: str, limit: int = 20, path: Path | None = None) -> list[dict]:
    with closing(_connect(path)) as conn:
        rows = conn.execute(
            "SELECT id, finished_at, seed, rounds FROM games WHERE game = ? "
            "ORDER BY finished_at DESC LIMIT ?", (game, limit)).fetchall()
        out = []
        for gid, at, seed, rounds in rows:
            players = conn.execute(
                "SELECT name, total, winner FROM players WHERE game_id = ? ORDER BY seat",
                (gid,)).fetchall()
            out.append({"id": gid, "finished_at": at, "seed": seed, "rounds": rounds,
                        "players": [{"name": n, "total": t, "winner": bool(w)}
                                    for n, t, w in players]})
        return out
