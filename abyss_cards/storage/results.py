"""Finished games in a local SQLite database, and statistics per player name.

One row per game (game, date, seed, target, rounds) and one per player (name, kind, level,
total, winner, round scores as JSON, and ``extra``: a game's own figures as a JSON object, Rami's
deals opened and turns to open, Abyss's points by category and Lords recruited). A database
from before ``extra`` is read as it is, and given the column by the first game written into
it; the schema number stays 1, so that an older version of the app still reads the file (it
checks only for its own columns) rather than setting it aside as too new. A database that cannot be opened is moved aside like any
unreadable file, and a fresh one is started.

Each game row also keeps ``saved_game``: the engine's ``to_json`` of the finished game (its
seed, options and every move), what a review replays (issue 26). Added the same way as
``extra`` (by the first write, schema number kept); NULL for the games recorded before, and
for all but the last ``KEEP_REVIEWABLE`` games of each kind (their figures stay). It is input
when read: ``past_games`` looks at it cheaply (present, small, JSON of this game), and
``stored_game`` restores it through the engine's own checks; either way a broken or foreign
value only means "this game cannot be reviewed".
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from collections.abc import Mapping
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypedDict, Unpack

from abyss_cards.storage import paths
from abyss_cards.storage.files import (
    StorageProblem,
    create_private,
    move_aside,
    os_problem,
    sqlite_problem,
)

SCHEMA = 1
# The moves of at most this many games of each kind are kept (a few kB to ~50 kB each): an
# older game keeps its figures, its moves are dropped when a new game is recorded.
KEEP_REVIEWABLE = 200
# A saved game longer than this is not read (the longest Rami match is ~50 kB).
SAVED_GAME_MAX = 1_000_000
# Seconds a write waits for another window's before it is reported as busy.
BUSY_TIMEOUT = 10.0


@dataclass(frozen=True)
class PlayerResult:
    name: str
    total: int
    winner: bool
    round_scores: tuple[int, ...] = ()
    kind: str = "human"  # "human" or "bot"
    level: str = ""
    # The game's own figures (JSON values): Rami "deals", "opened", "open_turns"; Abyss
    # "parts" (points by category) and "lords" (the Lords recruited).
    extra: Mapping[str, Any] = field(default_factory=dict)


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


_COLUMNS = {
    "games": {"id", "game", "finished_at", "seed", "target", "rounds"},
    "players": {"game_id", "seat", "name", "kind", "level", "total", "winner", "round_scores"},
}


class _Foreign(sqlite3.DatabaseError):
    """Not our tables (checked by us): the file is set aside like a damaged one."""


def _check(conn: sqlite3.Connection) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version == 0:
        # Created under the write lock, and judged there again: another window may have
        # created the file since (its tables with their version, not "unknown tables").
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                if conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                    raise _Foreign("unknown tables without a schema version")
                _create(conn)
                version = SCHEMA
            conn.commit()
        except BaseException:
            conn.rollback()
            raise
    if version > SCHEMA:
        raise _Foreign(f"schema {version} is newer than this version reads")
    for table, columns in _COLUMNS.items():
        found = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns <= found:
            raise _Foreign(f"the table {table} is not ours")


def _connect(path: Path | None = None) -> sqlite3.Connection:
    """An open, checked database. Only a file SQLite calls damaged, or one whose tables are not
    ours, is set aside (with a notice for the user); busy, read-only, full or failing:
    ``StorageProblem`` and the file is left exactly as it is."""
    try:
        path = Path(path or database_path())
        create_private(path)
    except OSError as exc:
        raise os_problem(exc) from exc
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as exc:
        raise sqlite_problem(exc, path) or StorageProblem("io", path, str(exc)) from exc
    try:
        _check(conn)
        return conn
    except _Foreign:
        conn.close()
    except sqlite3.Error as exc:
        conn.close()
        problem = sqlite_problem(exc, path)
        if problem is not None:
            raise problem from exc
    try:
        move_aside(path)
    except OSError as exc:
        raise os_problem(exc, path) from exc
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
        _check(conn)
    except sqlite3.Error as exc:
        raise sqlite_problem(exc, path) or StorageProblem("io", path, str(exc)) from exc
    return conn


_SCHEMA_SQL = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    finished_at REAL NOT NULL,
    seed INTEGER,
    target INTEGER,
    rounds INTEGER NOT NULL,
    saved_game TEXT
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
    extra TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS players_by_name ON players(name);
"""


def _create(conn: sqlite3.Connection) -> None:
    """The tables, inside the caller's transaction (``executescript`` would commit it)."""
    for statement in _SCHEMA_SQL.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {SCHEMA}")


def has_extra(conn: sqlite3.Connection) -> bool:
    """Has the players' table the ``extra`` column (schema 2)? A schema 1 file has not yet."""
    return any(row[1] == "extra" for row in conn.execute("PRAGMA table_info(players)"))


def has_saved_game(conn: sqlite3.Connection) -> bool:
    """Has the games' table the ``saved_game`` column? A file from before it has not yet."""
    return any(row[1] == "saved_game" for row in conn.execute("PRAGMA table_info(games)"))


def _migrate(conn: sqlite3.Connection) -> None:
    """The ``extra`` and ``saved_game`` columns, inside the caller's write transaction; empty
    (``{}``, NULL) for the games already there."""
    if not has_extra(conn):
        conn.execute("ALTER TABLE players ADD COLUMN extra TEXT NOT NULL DEFAULT '{}'")
    if not has_saved_game(conn):
        conn.execute("ALTER TABLE games ADD COLUMN saved_game TEXT")


def record_game(
    game: str,
    players: list[PlayerResult],
    *,
    seed: int | None = None,
    target: int | None = None,
    rounds: int = 0,
    finished_at: float | None = None,
    saved_game: str | None = None,
    path: Path | None = None,
) -> int:
    """Store one finished game; returns its id. ``saved_game``: the engine's ``to_json`` of
    it, for its review. ``StorageProblem`` (an ``OSError``) when the disk refuses it."""
    try:
        return _record(game, players, seed, target, rounds, finished_at, saved_game, path)
    except sqlite3.Error as exc:
        raise sqlite_problem(exc, path) or StorageProblem("io", path, str(exc)) from exc


def _record(
    game: str,
    players: list[PlayerResult],
    seed: int | None,
    target: int | None,
    rounds: int,
    finished_at: float | None,
    saved_game: str | None,
    path: Path | None,
) -> int:
    with closing(_connect(path)) as conn, conn:
        conn.execute("BEGIN IMMEDIATE")
        _migrate(conn)
        cur = conn.execute(
            "INSERT INTO games (game, finished_at, seed, target, rounds, saved_game)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                game,
                time.time() if finished_at is None else finished_at,
                None if seed is None else int(seed) % (2**63),
                target,
                rounds,
                saved_game if isinstance(saved_game, str) else None,
            ),
        )
        game_id = cur.lastrowid
        assert game_id is not None  # always set after an INSERT
        conn.executemany(
            "INSERT INTO players"
            " (game_id, seat, name, kind, level, total, winner, round_scores, extra)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    seat,
                    p.name,
                    p.kind,
                    p.level,
                    p.total,
                    int(p.winner),
                    json.dumps(list(p.round_scores)),
                    json.dumps(dict(p.extra)),
                )
                for seat, p in enumerate(players)
            ],
        )
        _drop_old_moves(conn, game)
        return game_id


def _drop_old_moves(conn: sqlite3.Connection, game: str) -> None:
    """Only the last ``KEEP_REVIEWABLE`` games of ``game`` keep their moves."""
    conn.execute(
        "UPDATE games SET saved_game = NULL WHERE game = ? AND saved_game IS NOT NULL"
        " AND id NOT IN (SELECT id FROM games WHERE game = ? AND saved_game IS NOT NULL"
        " ORDER BY finished_at DESC, id DESC LIMIT ?)",
        (game, game, KEEP_REVIEWABLE),
    )


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


class RecordOptions(TypedDict, total=False):
    """The keywords of ``record_game`` that ``record_game_later`` passes on."""

    seed: int | None
    target: int | None
    rounds: int
    finished_at: float | None
    saved_game: str | None
    path: Path | None


def record_game_later(
    game: str, players: list[PlayerResult], **kwargs: Unpack[RecordOptions]
) -> PendingRecord:
    """``record_game`` on a background thread, so that the caller (the GUI thread at the end
    of a game) never waits for the disk; ``wait()`` on the result before reading statistics."""
    pending = PendingRecord()

    def run() -> None:
        try:
            pending.game_id = record_game(game, players, **kwargs)
        except Exception as exc:  # noqa: BLE001 - reported by whoever waits for it
            pending.error = exc
        finally:
            pending._done.set()

    threading.Thread(target=run, name=f"results-{game}", daemon=True).start()
    return pending


def player_statistics(
    game: str, *, humans_only: bool = False, path: Path | None = None
) -> list[PlayerStats]:
    """Per player name: games, wins, average round score; most games first, then by name.
    Empty when the database cannot be read just now (the problem is logged; nothing is moved);
    a row that is not what this version writes is left out."""
    try:
        return _player_statistics(game, humans_only, path)
    except (sqlite3.Error, OSError, ValueError, TypeError) as exc:
        logging.getLogger("abyss_cards").warning("statistics of %s not readable: %r", game, exc)
        return []


def _player_statistics(game: str, humans_only: bool, path: Path | None) -> list[PlayerStats]:
    query = (
        "SELECT p.name, COUNT(*), SUM(p.winner), p.round_scores FROM players p "
        "JOIN games g ON g.id = p.game_id WHERE g.game = ?"
        + (" AND p.kind = 'human'" if humans_only else "")
        + " GROUP BY p.game_id, p.seat"
    )
    per_name: dict[str, list[int]] = {}
    with closing(_connect(path)) as conn:
        for name, _, won, scores in conn.execute(query, (game,)):
            try:
                values = json.loads(scores)
            except (TypeError, ValueError):
                continue
            if (
                not isinstance(name, str)
                or not isinstance(values, list)
                or not all(type(v) is int for v in values)
                or type(won or 0) is not int
            ):
                continue
            games, wins, rounds, points = per_name.setdefault(name, [0, 0, 0, 0])
            per_name[name] = [
                games + 1,
                wins + (won or 0),
                rounds + len(values),
                points + sum(values),
            ]
    out = [
        PlayerStats(name, g, w, r, (p / r) if r else None)
        for name, (g, w, r, p) in per_name.items()
    ]
    return sorted(out, key=lambda s: (-s.games, s.name.casefold()))


def recent_games(game: str, limit: int = 20, path: Path | None = None) -> list[dict[str, Any]]:
    with closing(_connect(path)) as conn:
        rows = conn.execute(
            "SELECT id, finished_at, seed, rounds FROM games WHERE game = ? "
            "ORDER BY finished_at DESC LIMIT ?",
            (game, limit),
        ).fetchall()
        out = []
        for gid, at, seed, rounds in rows:
            players = conn.execute(
                "SELECT name, total, winner FROM players WHERE game_id = ? ORDER BY seat", (gid,)
            ).fetchall()
            out.append(
                {
                    "id": gid,
                    "finished_at": at,
                    "seed": seed,
                    "rounds": rounds,
                    "players": [{"name": n, "total": t, "winner": bool(w)} for n, t, w in players],
                }
            )
        return out


# -- the games kept for a review --------------------------------------------------------------
# Why a game cannot be reviewed (``PastGame.problem``, ``NotReviewable.problem``).
NO_MOVES = "no_moves"  # recorded before the moves were kept, or older than the last ones kept
DAMAGED = "damaged"  # its saved game is not one the engine restores, or not finished
FOREIGN = "foreign"  # its saved game is another game's (another kind, other players)


@dataclass(frozen=True)
class PastSeat:
    name: str
    kind: str
    level: str
    total: int
    winner: bool


@dataclass(frozen=True)
class PastGame:
    """A finished game as the list of the last games shows it: ``problem`` is "" when it can
    be reviewed (as far as a first look tells: ``stored_game`` has the last word)."""

    game_id: int
    finished_at: float
    seats: tuple[PastSeat, ...]
    problem: str = ""

    @property
    def reviewable(self) -> bool:
        return not self.problem


@dataclass(frozen=True)
class StoredGame:
    """A finished game restored from the results: the engine's state and its seats."""

    game_id: int
    state: Any  # the game's ``State``, finished
    seats: tuple[PastSeat, ...]


class NotReviewable(ValueError):
    """A stored game that cannot be replayed; ``problem`` says why (``NO_MOVES``…)."""

    def __init__(self, problem: str, detail: str = "") -> None:
        super().__init__(f"{problem}: {detail}" if detail else problem)
        self.problem = problem


def _first_look(game: str, text: object) -> str:
    """The problem of a saved game seen without restoring it ("" when none is seen)."""
    if text is None:
        return NO_MOVES
    if not isinstance(text, str) or len(text) > SAVED_GAME_MAX:
        return DAMAGED
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or nested beyond what Python reads
        return DAMAGED
    if not isinstance(data, dict):
        return DAMAGED
    return "" if data.get("game") == game else FOREIGN


def _seats(conn: sqlite3.Connection, game_id: int) -> tuple[PastSeat, ...] | None:
    """The seats of a game, or None when a row is not what this version writes."""
    rows = conn.execute(
        "SELECT name, kind, level, total, winner FROM players WHERE game_id = ? ORDER BY seat",
        (game_id,),
    ).fetchall()
    seats = []
    for name, kind, level, total, winner in rows:
        if not isinstance(name, str) or type(total) is not int or not isinstance(level, str):
            return None
        if kind not in ("human", "bot"):
            return None
        seats.append(PastSeat(name, kind, level, total, bool(winner)))
    return tuple(seats) or None


def past_games(
    game: str, limit: int = 50, path: Path | None = None, player: str | None = None
) -> list[PastGame]:
    """The last ``limit`` finished games of ``game`` (only those ``player`` played, when
    given), newest first, each with whether it can be reviewed. Empty when the database cannot
    be read just now (logged, nothing moved); a game whose rows are not what this version
    writes is left out."""
    try:
        with closing(_connect(path)) as conn:
            column = "saved_game" if has_saved_game(conn) else "NULL"
            among = (
                "" if player is None else " AND id IN (SELECT game_id FROM players WHERE name = ?)"
            )
            rows = conn.execute(
                f"SELECT id, finished_at, {column} FROM games WHERE game = ?{among}"
                " ORDER BY finished_at DESC, id DESC LIMIT ?",
                (game, limit) if player is None else (game, player, limit),
            ).fetchall()
            out = []
            for gid, at, text in rows:
                seats = _seats(conn, gid)
                # A date a clock can show (QDateTime refuses the rest): else left out.
                if type(gid) is not int or not isinstance(at, int | float) or seats is None:
                    continue
                if not 0 <= at < 1e11:
                    continue
                out.append(PastGame(gid, float(at), seats, _first_look(game, text)))
            return out
    except (sqlite3.Error, OSError, ValueError, TypeError) as exc:
        logging.getLogger("abyss_cards").warning("past %s games not readable: %r", game, exc)
        return []


def stored_game(game: str, game_id: int, path: Path | None = None) -> StoredGame:
    """The finished game ``game_id`` of kind ``game`` restored from its saved moves, through the
    engine's own checks (``from_json`` replays it from its seed). ``NotReviewable`` when it
    cannot be (no moves kept, damaged, another game's); ``StorageProblem`` (an ``OSError``)
    when the database cannot be read just now."""
    from abyss_cards.games import registry

    try:
        with closing(_connect(path)) as conn:
            column = "saved_game" if has_saved_game(conn) else "NULL"
            row = conn.execute(
                f"SELECT {column} FROM games WHERE id = ? AND game = ?", (game_id, game)
            ).fetchone()
            seats = _seats(conn, game_id) if row is not None else None
    except sqlite3.Error as exc:
        raise sqlite_problem(exc, path) or StorageProblem("io", path, str(exc)) from exc
    if row is None or seats is None:
        raise NotReviewable(DAMAGED, "no such game")
    text = row[0]
    problem = _first_look(game, text)
    if problem:
        raise NotReviewable(problem)
    info = registry.game(game)
    try:
        state = info.from_json(text)
    except Exception as exc:  # a saved game is input: any refusal ends here
        raise NotReviewable(DAMAGED, repr(exc)[:200]) from exc
    if not state.is_over:
        raise NotReviewable(DAMAGED, "not finished")
    names = getattr(state, "names", None)
    if state.num_players != len(seats) or (
        names is not None and list(names) != [s.name for s in seats]
    ):
        raise NotReviewable(FOREIGN, "other players")
    if any(s.kind == "bot" and s.level not in info.bot_levels for s in seats):
        raise NotReviewable(DAMAGED, "unknown level")
    return StoredGame(game_id, state, seats)
