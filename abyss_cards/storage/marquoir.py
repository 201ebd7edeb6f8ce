"""The Marquoir's history: Abyss score sheets typed by hand, kept in a local SQLite database.

A sheet is a date, an optional note and 2 to 6 players with their four scoring categories and the
two tie-breaks (see ``games.abyss.scoring``). Every change is one transaction; the database runs
in WAL mode with a busy timeout so two app windows can write at once without losing a sheet.
Deleting only hides a sheet (so it can be undone); hidden sheets are purged after a week.

Problems (an invalid cell, a bad CSV line) are ``Problem(template, params)``: an English sentence
marked for translation in the "Marquoir" context, translated and filled in by the UI.
"""

from __future__ import annotations

import csv
import datetime as dt
import functools
import io
import itertools
import os
import re
import sqlite3
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _csv import _reader as _CsvReader

from abyss_cards.core.errors import QT_TRANSLATE_NOOP
from abyss_cards.core.names import code_point, hidden_character
from abyss_cards.core.names import tidy as tidy_name
from abyss_cards.games.abyss import scoring
from abyss_cards.storage import paths
from abyss_cards.storage.files import (
    StorageProblem,
    create_private,
    move_aside,
    os_problem,
    sqlite_problem,
)

SCHEMA_VERSION = 1
DB_NAME = "marquoir.sqlite3"
CONTEXT = "Marquoir"

MIN_PLAYERS, MAX_PLAYERS = 2, 6
NAME_MAX = 40
NOTE_MAX = 500
NUMBER_FIELDS = (*scoring.CATEGORIES, *scoring.TIE_BREAKS)
# The most one player can score in each field. Allies: the best of each of five races, 5 at most;
# Monster tokens: twenty tokens worth 2 to 4; Lords' IP: 12 at most. The others leave room for
# house rules without letting a typing slip (840 for 84) through.
MAXIMA = {
    "locations": 150,
    "lords": 150,
    "allies": 25,
    "monsters": 80,
    "pearls": 150,
    "best_lord": 20,
}
PURGE_AFTER_DAYS = 7
# A CSV import: at most this big (a family's history of thousands of games is under 1 MB), and
# this many sheets; each batch of sheets is one short transaction.
MAX_IMPORT_BYTES = 4 * 1024 * 1024
MAX_IMPORT_SHEETS = 20_000
IMPORT_BATCH = 250
# Enough to say what is wrong with a file: the rest of it is not read.
MAX_PROBLEMS = 1000
# OWASP CSV injection: a cell that starts with one of these is a formula to a spreadsheet.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
CSV_COLUMNS = ("sheet", "date", "note", "player", *NUMBER_FIELDS)


@dataclass(frozen=True)
class Problem:
    """Something the user must fix, in words: ``template`` (English, translatable) + ``params``."""

    template: str
    params: dict[str, Any] = field(default_factory=dict)
    line: int | None = None  # CSV line, when the problem comes from a file
    column: str | None = None  # CSV column (its name in the file's first line), likewise

    def __str__(self) -> str:
        params = {k: ", ".join(v) if isinstance(v, tuple) else v for k, v in self.params.items()}
        text = self.template.format(**params)
        if self.column is not None:
            text = f"{self.column}: {text}"
        return f"line {self.line}: {text}" if self.line is not None else text


class ImportCancelled(Exception):
    """The person stopped an import; nothing of it is shown. ``hidden``: the sheets it had
    written, hidden (``MarquoirStore.take_out`` removes them; else they are purged with the
    deleted sheets)."""

    def __init__(self, hidden: Sequence[str] = ()) -> None:
        super().__init__()
        self.hidden = tuple(hidden)


class SheetError(ValueError):
    """A sheet (or a CSV file) that cannot be saved; ``problems`` says why."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(str(p) for p in self.problems))


# --- validation -------------------------------------------------------------------------------


def parse_number(field_name: str, text: str) -> tuple[int | None, Problem | None]:
    """The value of a cell typed as ``text``, or why it is not acceptable."""
    raw = str(text).strip()
    if not raw:
        return None, Problem(QT_TRANSLATE_NOOP("Marquoir", "Not filled in yet (type 0 if none)"))
    sign = raw[0] in "+-"
    digits = raw[1:] if sign else raw
    if not digits.isdecimal() or not digits.isascii():
        return None, Problem(
            QT_TRANSLATE_NOOP("Marquoir", '"{text}" is not a whole number'),
            {"text": raw if len(raw) <= 24 else raw[:24] + "…"},
        )
    maximum = MAXIMA[field_name]
    significant = digits.lstrip("0")
    if len(significant) > len(str(maximum)):
        # Not converted: Python refuses to read more than 4,300 digits, and no score has 4.
        shown = raw if len(raw) <= 12 else raw[:12] + "…"
        if raw[0] == "-" and significant:
            return None, Problem(QT_TRANSLATE_NOOP("Marquoir", "A score cannot be negative"))
        return None, Problem(
            QT_TRANSLATE_NOOP("Marquoir", "{value} is more than {maximum}, the most possible here"),
            {"value": shown, "maximum": maximum},
        )
    value = int(significant or "0") * (-1 if raw[0] == "-" else 1)
    if value < 0:
        return None, Problem(QT_TRANSLATE_NOOP("Marquoir", "A score cannot be negative"))
    if value > maximum:
        return None, Problem(
            QT_TRANSLATE_NOOP("Marquoir", "{value} is more than {maximum}, the most possible here"),
            {"value": value, "maximum": maximum},
        )
    return value, None


def name_problems(names: Sequence[str]) -> list[Problem | None]:
    """For each name: None if fine, else why not (empty, too long, holding a character that
    prints nothing or something else, same as another).
    Linear in the number of names: a file may hold one "sheet" of a hundred thousand."""
    cleaned = [tidy_name(n) for n in names]
    folded = [n.casefold() for n in cleaned]
    uses = Counter(folded)
    result: list[Problem | None] = []
    for i, name in enumerate(cleaned):
        if not name:
            result.append(Problem(QT_TRANSLATE_NOOP("Marquoir", "Type the player's name")))
        elif len(name) > NAME_MAX:
            result.append(
                Problem(
                    QT_TRANSLATE_NOOP("Marquoir", "A name is at most {maximum} characters"),
                    {"maximum": NAME_MAX},
                )
            )
        elif (hidden := hidden_character(name)) is not None:
            result.append(
                Problem(
                    QT_TRANSLATE_NOOP(
                        "Marquoir",
                        "A name cannot hold an invisible or special "
                        "character ({character}): type it again without it",
                    ),
                    {"character": code_point(hidden)},
                )
            )
        elif uses[folded[i]] > 1:
            result.append(
                Problem(
                    QT_TRANSLATE_NOOP("Marquoir", 'Two players are called "{name}"'), {"name": name}
                )
            )
        else:
            result.append(None)
    return result


def count_problem(count: int) -> Problem | None:
    if count < MIN_PLAYERS or count > MAX_PLAYERS:
        return Problem(
            QT_TRANSLATE_NOOP("Marquoir", "A sheet has {low} to {high} players, not {count}"),
            {"low": MIN_PLAYERS, "high": MAX_PLAYERS, "count": count},
        )
    return None


def date_problem(text: str) -> Problem | None:
    try:
        dt.date.fromisoformat(str(text))
    except ValueError:
        return Problem(
            QT_TRANSLATE_NOOP("Marquoir", '"{text}" is not a date like 2024-05-31'),
            {"text": text},
        )
    return None


# --- sheets -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayerScore:
    name: str
    locations: int
    lords: int
    allies: int
    monsters: int
    pearls: int
    best_lord: int

    @property
    def total(self) -> int:
        return self.locations + self.lords + self.allies + self.monsters

    def entry(self) -> dict[str, str | int]:
        return {
            "name": self.name,
            **{f: getattr(self, f) for f in NUMBER_FIELDS},
        }

    def __str__(self) -> str:
        return (
            f"{self.name} {self.total} ({self.locations}+{self.lords}+{self.allies}"
            f"+{self.monsters}, pearls {self.pearls}, best Lord {self.best_lord})"
        )


@dataclass(frozen=True)
class Sheet:
    played_on: str  # ISO date of the game
    players: tuple[PlayerScore, ...]
    note: str = ""
    uid: str = ""  # given by the store on first save
    created_at: str = ""
    updated_at: str = ""

    def ranking(self) -> list[scoring.Ranked]:
        return list(_ranking(self.players))

    def winners(self) -> list[str]:
        return [r.name for r in self.ranking() if r.place == 1]

    def fingerprint(self) -> str:
        """Same date, same players and same numbers (in any seat order) = the same game."""
        rows = sorted(
            "|".join([p.name.casefold(), *(str(getattr(p, f)) for f in NUMBER_FIELDS)])
            for p in self.players
        )
        return self.played_on + "#" + "#".join(rows)

    def __str__(self) -> str:
        return f"{self.played_on}: " + ", ".join(str(p) for p in self.players)


def new_uid() -> str:
    """A new sheet's uid. ``uuid`` imported then: 5 ms of the first click on the Marquoir."""
    import uuid

    return uuid.uuid4().hex


# Every refresh of the Marquoir reads the sheets anew; their rankings are worked out once per
# process (a history of 50,000 sheets: about 30 MB), not once per refresh and per use.
@functools.lru_cache(maxsize=60_000)
def _ranking(players: tuple[PlayerScore, ...]) -> tuple[scoring.Ranked, ...]:
    return tuple(scoring.rank([p.entry() for p in players]))


def sheet_problems(sheet: Sheet) -> list[Problem]:
    """Every reason ``sheet`` cannot be saved (empty when it can)."""
    problems = [p for p in (count_problem(len(sheet.players)), date_problem(sheet.played_on)) if p]
    problems += [p for p in name_problems([p.name for p in sheet.players]) if p]
    for player in sheet.players:
        for f in NUMBER_FIELDS:
            value = getattr(player, f)
            if not isinstance(value, int) or isinstance(value, bool):
                problems.append(
                    Problem(
                        QT_TRANSLATE_NOOP("Marquoir", '"{text}" is not a whole number'),
                        {"text": value},
                    )
                )
                continue
            if not 0 <= value <= MAXIMA[f]:  # the typed-text check words why (rarely needed)
                _, problem = parse_number(f, str(value))
                if problem:
                    problems.append(problem)
    if len(sheet.note) > NOTE_MAX:
        problems.append(
            Problem(
                QT_TRANSLATE_NOOP("Marquoir", "A note is at most {maximum} characters"),
                {"maximum": NOTE_MAX},
            )
        )
    return problems


def clean_sheet(sheet: Sheet) -> Sheet:
    """Names and note with tidy spaces; raises ``SheetError`` if the sheet is not valid."""
    sheet = replace(
        sheet,
        note=unicodedata.normalize("NFC", sheet.note).strip(),
        players=tuple(replace(p, name=tidy_name(p.name)) for p in sheet.players),
    )
    problems = sheet_problems(sheet)
    if problems:
        raise SheetError(problems)
    return sheet


# --- the database -------------------------------------------------------------------------------

# The list's order (``Listing``): its pages are ranges of this index, not sorts of the history.
# Created by older histories' first open too (an index is no change of schema version).
_SHOWN_INDEX = (
    "CREATE INDEX IF NOT EXISTS sheets_shown ON sheets(played_on, created_at, uid) "
    "WHERE deleted_at IS NULL"
)
_SCHEMA = (
    """
CREATE TABLE sheets (
    uid TEXT PRIMARY KEY,
    played_on TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    deleted_at TEXT,
    fingerprint TEXT NOT NULL
);
CREATE INDEX sheets_fingerprint ON sheets(fingerprint);
CREATE TABLE scores (
    sheet_uid TEXT NOT NULL REFERENCES sheets(uid) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    locations INTEGER NOT NULL,
    lords INTEGER NOT NULL,
    allies INTEGER NOT NULL,
    monsters INTEGER NOT NULL,
    pearls INTEGER NOT NULL,
    best_lord INTEGER NOT NULL,
    PRIMARY KEY (sheet_uid, seat)
);
CREATE INDEX scores_name ON scores(name);
"""
    + _SHOWN_INDEX
)


_EXPECTED_COLUMNS = {
    "sheets": {"uid", "played_on", "note", "created_at", "updated_at", "deleted_at", "fingerprint"},
    "scores": {"sheet_uid", "seat", "name", *NUMBER_FIELDS},
}


class _Foreign(sqlite3.DatabaseError):
    """A database that is not a score history of ours (checked by us, not by SQLite)."""


class NewerDatabase(Exception):
    """The database was written by a newer version of the app; it is left untouched."""


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="microseconds")


def default_path() -> Path:
    return paths.data_dir() / DB_NAME


@dataclass(frozen=True)
class PlayerStats:
    name: str
    games: int
    wins: int
    average_total: float
    averages: dict[str, float]  # category -> average

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class ImportReport:
    added: tuple[str, ...]  # uids of the new sheets
    duplicates: int  # sheets already in the history (or twice in the file), skipped


class HistoryReader:
    """What the Marquoir's statistics read, through ``_db``: a store's own connection (the
    store opens it), or one for a thread of its own that never writes (``HistoryReader.open``)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    @classmethod
    def open(cls, path: Path) -> HistoryReader:
        """A reader of the history at ``path``, read-only (nothing prepared, purged or set
        aside: the store that opened it first did that)."""
        return cls(
            sqlite3.connect(
                f"{Path(path).absolute().as_uri()}?mode=ro",
                uri=True,
                timeout=MarquoirStore.busy_timeout,
            )
        )

    def close(self) -> None:
        self._db.close()

    def _spellings(self, player: str) -> list[str]:
        """Every way ``player`` is written in the history ("Zoé", "ZOÉ"): Python's casefold,
        not SQLite's NOCASE (ASCII only)."""
        key = tidy_name(player).casefold()
        return [
            name
            for (name,) in self._db.execute("SELECT DISTINCT name FROM scores")
            if tidy_name(name).casefold() == key
        ]

    def player_names(self) -> list[str]:
        """Every name on a saved sheet, the most frequent first (to offer them back)."""
        return _names(self._per_name())

    def stats(self) -> list[PlayerStats]:
        """``player_stats`` of every saved sheet, worked out by SQLite: a refresh of a history
        of ten thousand sheets reads a few rows per player, not every sheet."""
        return self._stats(self._per_name())

    def stats_and_names(self) -> tuple[list[PlayerStats], list[str]]:
        """``stats()`` and ``player_names()`` from one reading of the history (the join of
        every score with its sheet is most of the time either takes)."""
        rows = self._per_name()
        return self._stats(rows), _names(rows)

    def _per_name(self) -> list[tuple[Any, ...]]:
        """Per name as written, on saved sheets: games, wins, sums of the totals and of each
        category, and the day of the last game."""
        return self._db.execute(
            f"WITH top AS (SELECT sheet_uid, max({_RANK_KEY}) AS key FROM scores c "
            "GROUP BY sheet_uid) "
            f"SELECT c.name, count(*), sum({_RANK_KEY} = top.key), sum({_TOTAL}), "
            "sum(c.locations), sum(c.lords), sum(c.allies), sum(c.monsters), max(s.played_on) "
            "FROM scores c JOIN top ON top.sheet_uid = c.sheet_uid "
            f"JOIN sheets s ON s.uid = c.sheet_uid WHERE {_SAVED} GROUP BY c.name"
        ).fetchall()

    def _stats(self, rows: list[tuple[Any, ...]]) -> list[PlayerStats]:
        # Casefolded name -> [its spellings, games, wins, sums of the totals and of each
        # category]: "Zoé" and "ZOÉ" are one player, shown as first written.
        games: dict[str, list[Any]] = {}
        for name, *figures, _last in rows:
            known = games.setdefault(tidy_name(name).casefold(), [[]] + [0] * 7)
            known[0].append(name)
            known[1:] = [a + b for a, b in zip(known[1:], figures, strict=True)]
        result = [
            PlayerStats(
                name=tidy_name(self._first_written(spellings)),
                games=n,
                wins=wins,
                average_total=total / n,
                averages={c: value / n for c, value in zip(scoring.CATEGORIES, sums, strict=True)},
            )
            for spellings, n, wins, total, *sums in games.values()
        ]
        result.sort(key=_stats_order)
        return result

    def _first_written(self, spellings: list[str]) -> str:
        """Of a player's ``spellings``, the one of their first game (in the order of
        ``MarquoirStore.sheets``)."""
        if len(spellings) == 1:
            return spellings[0]
        return str(
            self._db.execute(
                "SELECT c.name FROM scores c JOIN sheets s ON s.uid = c.sheet_uid "
                f"WHERE {_SAVED} AND c.name IN ({', '.join('?' * len(spellings))}) "
                "ORDER BY s.played_on, s.created_at, s.uid, c.seat LIMIT 1",
                spellings,
            ).fetchone()[0]
        )

    def totals_over_time(self, name: str) -> list[tuple[str, int, bool]]:
        """``totals_over_time`` of every saved sheet, by SQLite."""
        spellings = self._spellings(name)
        return [
            (day, total, bool(won))
            for day, total, won in self._db.execute(
                f"SELECT s.played_on, {_TOTAL}, {_RANK_KEY} = (SELECT max({_rank_key('o')}) "
                "FROM scores o WHERE o.sheet_uid = c.sheet_uid) "
                f"FROM scores c JOIN sheets s ON s.uid = c.sheet_uid WHERE {_SAVED} AND c.name IN "
                f"({', '.join('?' * len(spellings))}) ORDER BY s.played_on, s.created_at, s.uid, c.seat",
                spellings,
            )
        ]


class MarquoirStore(HistoryReader):
    """The sheets on disk. Open one per window; every method is one short transaction."""

    # Seconds a change waits for another window's write to end before it is reported as busy.
    busy_timeout = 10.0

    def __init__(self, path: Path | None = None, check_later: bool = False) -> None:
        self.path = Path(path) if path else default_path()
        # Where an unreadable database was moved, so the UI can tell the user (else None).
        self.moved_aside: Path | None = None
        # Opened for reading only (its folder cannot be written): every change is refused.
        self.read_only = False
        # ``check_later``: the integrity check of an existing history (a tenth of a second at
        # fifty thousand sheets) is left to the caller, off its thread (``check_history``),
        # which then calls ``checked_ok`` or ``set_aside_damaged``. Until then, nothing may be
        # written: a damaged file is set aside as it was found.
        self._check_later = check_later
        self.checked = True
        self._db = self._open()

    # Opening, checking, and starting afresh when the file is not a database we can read.
    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None)
        db.execute(f"PRAGMA busy_timeout = {round(self.busy_timeout * 1000)}")
        db.execute("PRAGMA foreign_keys = ON")
        return db

    def _open(self) -> sqlite3.Connection:
        try:
            return self._open_writable()
        except StorageProblem as problem:
            if problem.kind not in ("read-only", "io") or not self.path.is_file():
                raise
            # A history in a folder that cannot be written: shown as it is, read-only.
            try:
                return self._open_read_only()
            except sqlite3.Error:
                raise problem from None

    def _open_read_only(self) -> sqlite3.Connection:
        """The history of a read-only folder, opened for reading only. ``immutable``: SQLite
        can then read a WAL database without creating its -shm beside it (no one can write
        into that folder meanwhile)."""
        uri = self.path.resolve().as_uri() + "?mode=ro&immutable=1"
        db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=self.busy_timeout)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise NewerDatabase(f"{self.path}: schema {version}")
            if version < SCHEMA_VERSION or db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise _Foreign("not a score history")
            self._check_columns(db)
        except BaseException:
            db.close()
            raise
        self.read_only, self.checked = True, True
        return db

    def _open_writable(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            create_private(self.path)
        except OSError as exc:
            raise os_problem(exc, self.path.parent) from exc
        try:
            db = self._connect()
        except sqlite3.Error as exc:
            raise self._problem(exc) from exc
        try:
            self._prepare(db)
            return db
        except NewerDatabase:
            db.close()
            raise
        except _Foreign as exc:
            db.close()
            reason: Exception = exc
        except sqlite3.Error as exc:
            db.close()
            # Only what SQLite itself calls damaged is set aside. Busy (another window holds
            # the write lock), read-only, a full disk, an I/O error: the file is healthy, it is
            # left exactly as it is, and the caller says so in plain words.
            problem = sqlite_problem(exc, self.path)
            if problem is not None:
                raise problem from exc
            reason = exc
        self._set_aside(reason)
        try:
            db = self._connect()
            self._prepare(db)
        except sqlite3.Error as exc:
            raise self._problem(exc) from exc
        return db

    def _problem(self, exc: sqlite3.Error) -> StorageProblem:
        return sqlite_problem(exc, self.path) or StorageProblem("io", self.path, str(exc))

    def _set_aside(self, reason: Exception) -> None:
        """Not a database, damaged, or tables we do not recognise: keep the file (and its
        journal) for the user and for us to look at, and start afresh."""
        try:
            self.moved_aside = move_aside(self.path)
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    # Kept next to the file it belongs to: the journal may hold its last sheets.
                    os.replace(side, self.moved_aside.with_name(self.moved_aside.name + suffix))
        except OSError as exc:
            raise os_problem(exc, self.path) from exc

    def _prepare(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:
            # A new history is created under the write lock, and the file is judged there
            # again: another window may have created it since (its tables with their version
            # are then what we find, not "unknown tables").
            with _transaction(db):
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version == 0:
                    if db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                        raise _Foreign("unknown tables without a schema version")
                    for statement in _SCHEMA.split(";"):
                        if statement.strip():
                            db.execute(statement)
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                    version = SCHEMA_VERSION
        if version > SCHEMA_VERSION:
            raise NewerDatabase(f"{self.path}: schema {version}")
        self.checked = not self._check_later
        if self.checked:
            check = db.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise _Foreign(check)
        self._check_columns(db)
        # WAL only once the file is known to be ours: a foreign one is set aside untouched.
        self._use_wal(db)
        if self.checked:
            self._tidy(db)

    @staticmethod
    def _tidy(db: sqlite3.Connection) -> None:
        """Purge the sheets deleted over a week ago; index an older history for its list."""
        cutoff = (dt.datetime.now(dt.UTC) - dt.timedelta(days=PURGE_AFTER_DAYS)).isoformat()
        try:
            with _transaction(db):
                db.execute(
                    "DELETE FROM sheets WHERE deleted_at IS NOT NULL AND deleted_at < ?", (cutoff,)
                )
                db.execute(_SHOWN_INDEX)
        except StorageProblem:
            pass  # busy, read-only or full: the history can still be read; the purge waits

    def checked_ok(self, tidied: bool = False) -> None:
        """``check_history`` found the history sound: it may be written from now on (tidied
        by ``tidy_history`` already, or now)."""
        self.checked = True
        if not tidied:
            self._tidy(self._db)

    def set_aside_damaged(self, check: str) -> None:
        """``check_history`` found the history damaged (SQLite's words in ``check``): set it
        aside, as today's open does, and start afresh (``moved_aside`` says where it went)."""
        self._db.close()
        try:
            self._set_aside(_Foreign(check))
        except StorageProblem:
            if self.path.exists():  # (not a new empty file beside a journal left behind)
                self._db = self._connect()  # left where it was: still read, still not written
            raise
        self._check_later = False
        try:
            self._db = self._connect()
            self._prepare(self._db)
        except sqlite3.Error as exc:
            raise self._problem(exc) from exc

    def _use_wal(self, db: sqlite3.Connection) -> None:
        """Switch a new history to WAL. While another window commits, SQLite refuses the switch
        at once (waiting could deadlock, so its busy timeout does not apply): tried again until
        the timeout."""
        deadline = time.monotonic() + self.busy_timeout
        while True:
            try:
                db.execute("PRAGMA journal_mode = WAL").fetchone()
                return
            except sqlite3.OperationalError as exc:
                problem = sqlite_problem(exc, self.path)
                if problem is None or problem.kind != "busy" or time.monotonic() > deadline:
                    raise
            time.sleep(0.01)

    @staticmethod
    def _check_columns(db: sqlite3.Connection) -> None:
        for table, expected in _EXPECTED_COLUMNS.items():
            found = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            if not expected <= found:
                raise _Foreign("not the tables of a score history")

    def data_version(self) -> int:
        """Changes whenever another connection (another window) commits."""
        return int(self._db.execute("PRAGMA data_version").fetchone()[0])

    # Writing.
    def add(self, sheet: Sheet) -> Sheet:
        sheet = clean_sheet(sheet)
        now = _now()
        sheet = replace(
            sheet,
            uid=sheet.uid or new_uid(),
            created_at=sheet.created_at or now,
            updated_at=now,
        )
        with _transaction(self._db):
            self._insert(sheet)
        return sheet

    def _insert(self, sheet: Sheet, deleted_at: str | None = None) -> None:
        self._db.execute(
            "INSERT INTO sheets (uid, played_on, note, created_at, updated_at, fingerprint, "
            "deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                sheet.uid,
                sheet.played_on,
                sheet.note,
                sheet.created_at,
                sheet.updated_at,
                sheet.fingerprint(),
                deleted_at,
            ),
        )
        self._insert_scores(sheet)

    def _insert_scores(self, sheet: Sheet) -> None:
        self._db.executemany(
            "INSERT INTO scores (sheet_uid, seat, name, locations, lords, allies, monsters, "
            "pearls, best_lord) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (sheet.uid, seat, p.name, *(getattr(p, f) for f in NUMBER_FIELDS))
                for seat, p in enumerate(sheet.players)
            ],
        )

    def update(self, sheet: Sheet) -> Sheet:
        """Replace the sheet with the same uid (a correction)."""
        sheet = replace(clean_sheet(sheet), updated_at=_now())
        with _transaction(self._db):
            cursor = self._db.execute(
                "UPDATE sheets SET played_on = ?, note = ?, updated_at = ?, fingerprint = ?, "
                "deleted_at = NULL WHERE uid = ?",
                (sheet.played_on, sheet.note, sheet.updated_at, sheet.fingerprint(), sheet.uid),
            )
            if cursor.rowcount != 1:
                raise KeyError(sheet.uid)
            self._db.execute("DELETE FROM scores WHERE sheet_uid = ?", (sheet.uid,))
            self._insert_scores(sheet)
        return self.get(sheet.uid) or sheet

    def delete(self, uid: str) -> None:
        """Hide the sheet; ``restore`` brings it back (undo)."""
        with _transaction(self._db):
            self._db.execute("UPDATE sheets SET deleted_at = ? WHERE uid = ?", (_now(), uid))

    def restore(self, uid: str) -> None:
        with _transaction(self._db):
            self._db.execute("UPDATE sheets SET deleted_at = NULL WHERE uid = ?", (uid,))

    def delete_many(self, uids: Sequence[str]) -> None:
        with _transaction(self._db):
            now = _now()
            self._db.executemany(
                "UPDATE sheets SET deleted_at = ? WHERE uid = ?", [(now, uid) for uid in uids]
            )

    def restore_many(self, uids: Sequence[str]) -> None:
        with _transaction(self._db):
            self._db.executemany(
                "UPDATE sheets SET deleted_at = NULL WHERE uid = ?", [(uid,) for uid in uids]
            )

    # Reading.
    def get(self, uid: str) -> Sheet | None:
        found = self._load("WHERE s.uid = ? AND s.deleted_at IS NULL", (uid,))
        return found[0] if found else None

    def sheets(self, player: str | None = None) -> list[Sheet]:
        """Saved sheets, oldest game first; only those ``player`` played in, if given."""
        where, params = self._played_by(player)
        return self._load(f"WHERE s.deleted_at IS NULL {where}", params)

    def listing(self, player: str | None = None) -> Listing:
        """``sheets(player)`` newest game first, as the list on screen reads them: a page at a
        time, never the whole history at once."""
        return Listing(self, *self._played_by(player))

    def sheets_of(self, uids: Sequence[str]) -> list[Sheet | None]:
        """The saved sheets of ``uids``, in their order (None for one deleted meanwhile)."""
        found = {
            sheet.uid: sheet
            for sheet in self._load(
                f"WHERE s.deleted_at IS NULL AND s.uid IN ({', '.join('?' * len(uids))})",
                tuple(uids),
            )
        }
        return [found.get(uid) for uid in uids]

    def _played_by(self, player: str | None) -> tuple[str, tuple[str, ...]]:
        """The condition on ``sheets s`` for the sheets ``player`` played in (none: all)."""
        if not player:
            return "", ()
        spellings = self._spellings(player)
        return (
            "AND s.uid IN (SELECT sheet_uid FROM scores WHERE name IN "
            f"({', '.join('?' * len(spellings))}))",
            tuple(spellings),
        )

    def _load(self, where: str, params: tuple[str, ...]) -> list[Sheet]:
        rows = self._db.execute(
            "SELECT s.uid, s.played_on, s.note, s.created_at, s.updated_at, c.name, c.locations, "
            "c.lords, c.allies, c.monsters, c.pearls, c.best_lord FROM sheets s "
            f"JOIN scores c ON c.sheet_uid = s.uid {where} "
            "ORDER BY s.played_on, s.created_at, s.uid, c.seat",
            params,
        ).fetchall()
        sheets: dict[str, tuple[tuple[str, ...], list[PlayerScore]]] = {}
        for row in rows:
            head, score = row[:5], row[5:]
            sheets.setdefault(head[0], (head, []))[1].append(PlayerScore(*score))
        return [
            Sheet(
                played_on=h[1],
                note=h[2],
                uid=h[0],
                created_at=h[3],
                updated_at=h[4],
                players=tuple(players),
            )
            for h, players in sheets.values()
        ]

    def latest_sheet(self) -> Sheet | None:
        """The most recent game (the top of the history), to start a new sheet with its players."""
        row = self._db.execute(
            "SELECT uid FROM sheets WHERE deleted_at IS NULL "
            "ORDER BY played_on DESC, created_at DESC, uid DESC LIMIT 1"
        ).fetchone()
        return self.get(row[0]) if row else None

    def contains(self, sheet: Sheet) -> bool:
        """A sheet with the same date, players and numbers is already saved."""
        row = self._db.execute(
            "SELECT 1 FROM sheets WHERE fingerprint = ? AND deleted_at IS NULL AND uid != ?",
            (sheet.fingerprint(), sheet.uid),
        ).fetchone()
        return row is not None

    # CSV: one line per player per sheet; the sheet column groups the lines of one game.
    def export_csv(self, path: Path, sheets: Iterable[Sheet] | None = None) -> int:
        text = sheets_to_csv(self.sheets() if sheets is None else sheets)
        from abyss_cards.storage.files import atomic_write_text

        atomic_write_text(Path(path), "\ufeff" + text)  # the mark makes spreadsheets read UTF-8
        return text.count("\n") - 1

    def import_csv(
        self,
        path: Path,
        progress: Callable[[int, int], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> ImportReport:
        """Add the sheets of a CSV file. Nothing is added if any line is wrong (``SheetError``),
        if ``cancelled()`` turns true (``ImportCancelled``, at once: what it wrote is hidden)
        or if the disk refuses a part of it (``StorageProblem``: what it wrote is taken out).

        The sheets go in by batches, each its own short transaction, so that another window
        waiting to save a sheet waits a moment, not the whole import; ``progress(done, total)``
        after each batch. They go in hidden, as if deleted when the import started, and are
        shown together at its end: a cancel has nothing to take back first, and an import cut
        short by a crash leaves only hidden sheets, purged with the deleted ones."""
        sheets = []
        for sheet in read_csv_file(path, cancelled):
            _check(cancelled)
            sheets.append(clean_sheet(sheet))
        added: list[str] = []
        duplicates, seen = 0, set[str]()
        total = len(sheets)
        hidden_since = _now()
        try:
            for start in range(0, total, IMPORT_BATCH):
                _check(cancelled)
                with _transaction(self._db):
                    for sheet in sheets[start : start + IMPORT_BATCH]:
                        _check(cancelled)  # the batch so far is rolled back
                        fingerprint = sheet.fingerprint()
                        # Two indexed look-ups (an OR would scan the whole history per sheet).
                        exists = self._db.execute(
                            "SELECT 1 FROM sheets WHERE fingerprint = ? AND deleted_at IS NULL "
                            "UNION ALL SELECT 1 FROM sheets WHERE uid = ? AND deleted_at IS NULL "
                            "LIMIT 1",
                            (fingerprint, sheet.uid),
                        ).fetchone()
                        if exists or fingerprint in seen or sheet.uid in seen:
                            duplicates += 1
                            continue
                        seen.update((fingerprint, sheet.uid) if sheet.uid else (fingerprint,))
                        # A deleted sheet with the same uid comes back as a new one.
                        self._db.execute("DELETE FROM sheets WHERE uid = ?", (sheet.uid,))
                        now = _now()
                        sheet = replace(
                            sheet, uid=sheet.uid or new_uid(), created_at=now, updated_at=now
                        )
                        self._insert(sheet, deleted_at=hidden_since)
                        added.append(sheet.uid)
                if progress is not None:
                    progress(min(start + IMPORT_BATCH, total), total)
            # Shown together: one transaction (another window's save waits for it).
            with _transaction(self._db):
                self._db.executemany(
                    "UPDATE sheets SET deleted_at = NULL WHERE uid = ?", [(uid,) for uid in added]
                )
        except ImportCancelled:
            raise ImportCancelled(added) from None
        except BaseException:
            self.take_out(added)
            raise
        return ImportReport(tuple(added), duplicates)

    def take_out(self, uids: Sequence[str]) -> None:
        """Remove the sheets an unfinished import wrote (best effort: the disk may still
        refuse; they stay hidden then, and are purged with the deleted sheets)."""
        if not uids:
            return
        try:
            with _transaction(self._db):
                self._db.executemany("DELETE FROM sheets WHERE uid = ?", [(uid,) for uid in uids])
        except (StorageProblem, sqlite3.Error):
            pass  # the import's thread must end (the app's exit waits for it)


def check_history(path: Path) -> str:
    """SQLite's integrity check of the history at ``path``, on a connection of its own (for a
    thread of its own): "ok", or what SQLite found damaged. A busy, locked or failing disk is no
    verdict on the file: ``StorageProblem``, and the check is to be made again later."""
    try:
        db = sqlite3.connect(
            f"{Path(path).absolute().as_uri()}?mode=ro",
            uri=True,
            timeout=MarquoirStore.busy_timeout,
        )
        try:
            return str(db.execute("PRAGMA quick_check").fetchone()[0])
        finally:
            db.close()
    except sqlite3.Error as exc:
        problem = sqlite_problem(exc, Path(path))
        if problem is not None:
            raise problem from exc
        return str(exc)  # "database disk image is malformed": a verdict


def tidy_history(path: Path) -> None:
    """``MarquoirStore``'s tidying after its check (old deletions purged, the list's index),
    on a connection of its own, for a thread of its own; a disk that refuses it leaves it for
    the next open."""
    try:
        db = sqlite3.connect(
            f"{Path(path).absolute().as_uri()}?mode=rw",  # never a new empty file
            uri=True,
            timeout=MarquoirStore.busy_timeout,
            isolation_level=None,
        )
    except sqlite3.Error:
        return
    try:
        db.execute(f"PRAGMA busy_timeout = {round(MarquoirStore.busy_timeout * 1000)}")
        MarquoirStore._tidy(db)
    except sqlite3.Error:
        pass
    finally:
        db.close()


class Listing:
    """The saved sheets (all, or one player's) newest game first, read by pages: each page
    starts after the last sheet of the one before (an indexed range, however deep the page),
    so a list of fifty thousand sheets costs what the rows shown cost."""

    _ORDER = "s.played_on DESC, s.created_at DESC, s.uid DESC"

    def __init__(self, store: MarquoirStore, where: str, params: tuple[str, ...]) -> None:
        self._store, self._where, self._params = store, where, params

    def count(self) -> int:
        return int(
            self._store._db.execute(
                f"SELECT count(*) FROM sheets s WHERE s.deleted_at IS NULL {self._where}",
                self._params,
            ).fetchone()[0]
        )

    def page(self, after: Sheet | None, limit: int) -> list[Sheet]:
        """Up to ``limit`` sheets following ``after`` (None: from the newest)."""
        where, params = self._where, self._params
        if after is not None:
            where += " AND (s.played_on, s.created_at, s.uid) < (?, ?, ?)"
            params += (after.played_on, after.created_at, after.uid)
        uids = [
            uid
            for (uid,) in self._store._db.execute(
                f"SELECT s.uid FROM sheets s WHERE s.deleted_at IS NULL {where} "
                f"ORDER BY {self._ORDER} LIMIT ?",
                (*params, limit),
            )
        ]
        return [sheet for sheet in self._store.sheets_of(uids) if sheet is not None]

    def position(self, uid: str) -> int:
        """The row of sheet ``uid`` in the list (0: the newest game), or -1 if not in it."""
        key = self._store._db.execute(
            f"SELECT s.played_on, s.created_at, s.uid FROM sheets s WHERE s.uid = ? "
            f"AND s.deleted_at IS NULL {self._where}",
            (uid, *self._params),
        ).fetchone()
        if key is None:
            return -1
        return int(
            self._store._db.execute(
                f"SELECT count(*) FROM sheets s WHERE s.deleted_at IS NULL {self._where} "
                "AND (s.played_on, s.created_at, s.uid) > (?, ?, ?)",
                (*self._params, *key),
            ).fetchone()[0]
        )


# A player's score (``c``) as one number ordered as ``scoring.rank`` orders players: highest
# total, then Pearls, then strongest Lord (each under 1000: see MAXIMA). The players of a sheet
# with its highest key share the first place: its winners.
def _names(rows: list[tuple[Any, ...]]) -> list[str]:
    """``player_names`` from ``_per_name``'s rows: spellings that differ only in ASCII case
    (SQLite's NOCASE) are one name, written as most often; the most games first, then the
    latest played, then by name."""
    groups: dict[str, list[Any]] = {}  # folded -> [games, last day, (games, spelling)…]
    for name, games, *_figures, last in rows:
        group = groups.setdefault(name.translate(_ASCII_LOWER), [0, "", []])
        group[0] += games
        group[1] = max(group[1], last)
        group[2].append((-games, name))
    found = [(games, last, min(spellings)[1]) for games, last, spellings in groups.values()]
    found.sort(key=lambda g: g[2])
    found.sort(key=lambda g: (g[0], g[1]), reverse=True)  # stable: by name within a tie
    return [name for _games, _last, name in found]


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _rank_key(c: str = "c") -> str:
    return f"(({c}.locations + {c}.lords + {c}.allies + {c}.monsters) * 1000000 + {c}.pearls * 1000 + {c}.best_lord)"


_TOTAL = "(c.locations + c.lords + c.allies + c.monsters)"
_RANK_KEY = _rank_key()
_SAVED = "s.deleted_at IS NULL"


class _transaction:  # noqa: N801 - used as a context manager, like open()
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (or ``ROLLBACK`` on error): writers queue, never clash.

    A SQLite error on the way (busy past the timeout, read-only, disk full) comes out as a
    ``StorageProblem``: the change was not made, nothing else was touched."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise _as_problem(self.db, exc) from exc
        return self.db

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if kind is None:
            try:
                self.db.execute("COMMIT")
                return
            except sqlite3.Error as exc:
                value = exc
        try:
            self.db.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # nothing to roll back (SQLite already did)
        if isinstance(value, sqlite3.Error) and not isinstance(value, _Foreign):
            problem = sqlite_problem(value, None)
            if problem is not None:
                raise problem from value
        if kind is None and value is not None:
            raise value  # the COMMIT's own error


def _as_problem(db: sqlite3.Connection, exc: sqlite3.Error) -> Exception:
    return sqlite_problem(exc, None) or exc


# --- statistics ---------------------------------------------------------------------------------


def player_stats(sheets: Sequence[Sheet]) -> list[PlayerStats]:
    """Games, wins (shared wins count), average total and per category, per player name, of
    sheets in memory (``MarquoirStore.stats`` works out the same in SQL; the tests compare).

    Most wins first; for equal wins, the player with more games (the longer record) first,
    then by name (``name_order``)."""
    games: dict[str, list[PlayerScore]] = {}
    wins: dict[str, int] = {}
    display: dict[str, str] = {}
    for sheet in sheets:
        places = {r.index: r.place for r in sheet.ranking()}
        for i, player in enumerate(sheet.players):
            key = tidy_name(player.name).casefold()
            display.setdefault(key, tidy_name(player.name))
            games.setdefault(key, []).append(player)
            wins[key] = wins.get(key, 0) + (places[i] == 1)
    result = []
    for key, scores in games.items():
        n = len(scores)
        result.append(
            PlayerStats(
                name=display[key],
                games=n,
                wins=wins[key],
                average_total=sum(s.total for s in scores) / n,
                averages={c: sum(getattr(s, c) for s in scores) / n for c in scoring.CATEGORIES},
            )
        )
    result.sort(key=_stats_order)
    return result


def _stats_order(stats: PlayerStats) -> tuple[int, int, str, str]:
    return (-stats.wins, -stats.games, *name_order(stats.name))


def name_order(name: str) -> tuple[str, str]:
    """Alphabetical as people read it: "Émile" between "bob" and "zoé", not after "zoé"."""
    folded = unicodedata.normalize("NFD", name.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c)), folded


def totals_over_time(sheets: Sequence[Sheet], name: str) -> list[tuple[str, int, bool]]:
    """(date, total, won) of each game ``name`` played, oldest first (of sheets in memory;
    ``MarquoirStore.totals_over_time`` in SQL)."""
    points = []
    for sheet in sheets:
        ranking = sheet.ranking()
        for r in ranking:
            if r.name.casefold() == name.casefold():
                points.append((sheet.played_on, r.total, r.place == 1))
    return points


# --- CSV ----------------------------------------------------------------------------------------


def for_spreadsheet(text: str) -> str:
    """A text cell a spreadsheet will not run as a formula (OWASP: a leading quote)."""
    return "'" + text if text.lstrip("'").startswith(FORMULA_STARTS) else text


def from_spreadsheet(text: str) -> str:
    """The text ``for_spreadsheet`` protected, as it was."""
    if text.startswith("'") and text.lstrip("'").startswith(FORMULA_STARTS):
        return text[1:]
    return text


def sheets_to_csv(sheets: Iterable[Sheet]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for sheet in sheets:
        for p in sheet.players:
            writer.writerow(
                [
                    sheet.uid,
                    sheet.played_on,
                    for_spreadsheet(sheet.note),
                    for_spreadsheet(p.name),
                    *(getattr(p, f) for f in NUMBER_FIELDS),
                ]
            )
    return out.getvalue()


def _check(cancelled: Callable[[], bool] | None) -> None:
    """Between two rows (or sheets) of an import: stop at once if the person cancelled."""
    if cancelled is not None and cancelled():
        raise ImportCancelled()


def read_csv_file(path: Path, cancelled: Callable[[], bool] | None = None) -> list[Sheet]:
    """The sheets of a CSV file, within the size limits; ``SheetError`` says what is wrong,
    ``ImportCancelled`` that ``cancelled()`` turned true on the way."""
    path = Path(path)
    size = path.stat().st_size
    if size > MAX_IMPORT_BYTES:
        raise SheetError(
            [
                Problem(
                    QT_TRANSLATE_NOOP(
                        "Marquoir",
                        "The file is {size} MB; at most {limit} MB (about {sheets} sheets) can "
                        "be imported at once. Split it into smaller files.",
                    ),
                    {
                        "size": f"{size / 1_048_576:.1f}",
                        "limit": MAX_IMPORT_BYTES // 1_048_576,
                        "sheets": f"{MAX_IMPORT_SHEETS:,}",
                    },
                )
            ]
        )
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SheetError(
            [
                Problem(
                    QT_TRANSLATE_NOOP(
                        "Marquoir", 'The file is not text in UTF-8; save it as "CSV UTF-8"'
                    )
                )
            ]
        ) from None
    return sheets_from_csv(text, cancelled)


def sheets_from_csv(text: str, cancelled: Callable[[], bool] | None = None) -> list[Sheet]:
    """The sheets of a CSV text (comma or semicolon separated); ``SheetError`` lists every
    problem with its line number (the first ``MAX_PROBLEMS``: the rest is not read).
    ``cancelled()`` is asked between rows; when it turns true, ``ImportCancelled``."""
    problems: list[Problem] = []
    reader = _csv_reader(text)
    header = _header(reader, problems)
    groups = _read_groups(reader, header, problems, cancelled)
    sheets = _groups_to_sheets(groups, problems, cancelled)
    if problems:
        raise SheetError(problems[:MAX_PROBLEMS])
    if not sheets:
        raise SheetError([Problem(QT_TRANSLATE_NOOP("Marquoir", "The file holds no sheet"))])
    return sheets


def _csv_reader(text: str) -> _CsvReader:
    """A reader of ``text`` with the separator its first line uses most (comma or semicolon)."""
    if not text.strip():
        raise SheetError([Problem(QT_TRANSLATE_NOOP("Marquoir", "The file is empty"))])
    first = text.splitlines()[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    return csv.reader(io.StringIO(text), delimiter=delimiter)


def _header(reader: _CsvReader, problems: list[Problem]) -> list[str]:
    """The column names of the first line; ``SheetError`` when one of ``CSV_COLUMNS`` lacks."""
    header = [h.strip().lower() for h in next(_rows(reader, problems, header=True))]
    missing = [c for c in CSV_COLUMNS if c not in header]
    if missing:
        # ``columns``: the UI names each as the sheet shows it, with the word the file needs.
        raise SheetError(
            [
                *problems,
                Problem(
                    QT_TRANSLATE_NOOP(
                        "Marquoir",
                        "The first line must hold the names of the columns "
                        "of a Marquoir CSV file; missing: {columns}",
                    ),
                    {"columns": tuple(missing)},
                    line=1,
                ),
            ]
        )
    return header


def _read_groups(
    reader: _CsvReader,
    header: list[str],
    problems: list[Problem],
    cancelled: Callable[[], bool] | None,
) -> dict[str, dict[str, Any]]:
    """The rows after the header, gathered by sheet (in the order first met), each a dict of
    its date, note, players (``None`` for a row whose numbers are wrong), first line and uid."""
    column = {c: header.index(c) for c in CSV_COLUMNS}
    groups: dict[str, dict[str, Any]] = {}
    for row in _rows(reader, problems):
        _check(cancelled)
        if len(problems) >= MAX_PROBLEMS:
            break
        line = reader.line_num
        values = _row_values(row, len(header), column, line, problems)
        if values is not None:
            _add_row(groups, values, line, problems)
    return groups


def _row_values(
    row: list[str], width: int, column: dict[str, int], line: int, problems: list[Problem]
) -> dict[str, str] | None:
    """The cells of ``row`` by column name, tidied; ``None`` for a blank row or one with a
    problem (added to ``problems``)."""
    if not any(cell.strip() for cell in row):
        return None
    if len(row) < width:
        problems.append(
            Problem(
                QT_TRANSLATE_NOOP("Marquoir", "{count} columns instead of {expected}"),
                {"count": len(row), "expected": width},
                line=line,
            )
        )
        return None
    values = {c: row[column[c]].strip() for c in CSV_COLUMNS}
    bad = [c for c in CSV_COLUMNS if _CONTROL.search(values[c])]
    if bad:
        problems += [
            Problem(
                QT_TRANSLATE_NOOP(
                    "Marquoir",
                    "holds a control character (such as NUL or a line break), which a "
                    "sheet cannot hold",
                ),
                line=line,
                column=c,
            )
            for c in bad
        ]
        return None
    values["note"] = unicodedata.normalize("NFC", from_spreadsheet(values["note"]))
    values["player"] = tidy_name(from_spreadsheet(values["player"]))
    return values


def _add_row(
    groups: dict[str, dict[str, Any]], values: dict[str, str], line: int, problems: list[Problem]
) -> None:
    """Add one player's row to its sheet's group (a new group for a sheet not met yet)."""
    key = values["sheet"] or f"{values['date']}#{values['note']}"
    if key not in groups and len(groups) >= MAX_IMPORT_SHEETS:
        raise SheetError(
            [
                Problem(
                    QT_TRANSLATE_NOOP(
                        "Marquoir",
                        "The file holds more than {limit} sheets, the most one import "
                        "takes. Split it into smaller files.",
                    ),
                    {"limit": f"{MAX_IMPORT_SHEETS:,}"},
                    line=line,
                )
            ]
        )
    group = groups.setdefault(
        key,
        {
            "date": values["date"],
            "note": values["note"],
            "players": [],
            "line": line,
            "uid": values["sheet"],
        },
    )
    if values["date"] != group["date"]:
        problems.append(
            Problem(
                QT_TRANSLATE_NOOP("Marquoir", "The same sheet has two dates: {first} and {second}"),
                {"first": group["date"][:40], "second": values["date"][:40]},
                line=line,
            )
        )
    numbers = _row_numbers(values, line, problems)
    if len(numbers) == len(NUMBER_FIELDS):
        group["players"].append(PlayerScore(values["player"], **numbers))
    else:
        group["players"].append(None)


def _row_numbers(values: dict[str, str], line: int, problems: list[Problem]) -> dict[str, int]:
    """The row's numbers that read well; a problem for each that does not."""
    numbers: dict[str, int] = {}
    for f in NUMBER_FIELDS:
        value, problem = parse_number(f, values[f])
        if problem:
            problems.append(replace(problem, line=line, column=f))
        elif value is not None:
            numbers[f] = value
    return numbers


def _groups_to_sheets(
    groups: dict[str, dict[str, Any]], problems: list[Problem], cancelled: Callable[[], bool] | None
) -> list[Sheet]:
    """The sheets of the groups whose rows all read well, until ``MAX_PROBLEMS``."""
    sheets = []
    for group in groups.values():
        _check(cancelled)
        if len(problems) >= MAX_PROBLEMS:
            break
        sheet = _group_sheet(group, problems)
        if sheet is not None:
            sheets.append(sheet)
    return sheets


def _group_sheet(group: dict[str, Any], problems: list[Problem]) -> Sheet | None:
    """The sheet of one group; its problems (date, number of players, names) are added to
    ``problems``; ``None`` when one of its rows did not read."""
    line = group["line"]
    if (p := date_problem(group["date"][:40])) is not None:
        problems.append(replace(p, line=line, column="date"))
    players = group["players"]
    if (p := count_problem(len(players))) is not None:
        problems.append(replace(p, line=line))
    if any(p is None for p in players):
        return None
    named = (p for p in name_problems([p.name for p in players]) if p is not None)
    problems += [
        replace(p, line=line, column="player")
        for p in itertools.islice(named, max(0, MAX_PROBLEMS - len(problems)))
    ]
    uid = group["uid"] if group["uid"] and _plain_uid(group["uid"]) else ""
    return Sheet(
        played_on=group["date"], note=group["note"][:NOTE_MAX], players=tuple(players), uid=uid
    )


def _rows(reader: _CsvReader, problems: list[Problem], header: bool = False) -> Iterator[list[str]]:
    """The rows of ``reader``; a line the csv module cannot read (a cell over 128 KiB, a NUL)
    ends the reading with a problem instead of an error."""
    try:
        if header:
            yield from [next(reader, [])]
            return
        yield from reader
    except csv.Error as exc:
        text = str(exc)
        if "field larger than field limit" in text:
            problems.append(
                Problem(
                    QT_TRANSLATE_NOOP(
                        "Marquoir", "a cell is longer than {limit} KiB, far more than a sheet holds"
                    ),
                    {"limit": csv.field_size_limit() // 1024},
                    line=reader.line_num + 1,
                )
            )
        else:
            problems.append(
                Problem(
                    QT_TRANSLATE_NOOP("Marquoir", "this line cannot be read as CSV"),
                    line=reader.line_num + 1,
                )
            )
        if header:
            raise SheetError(problems) from None


def _plain_uid(text: str) -> bool:
    return len(text) <= 64 and all(c.isalnum() or c in "-_" for c in text)


def sheet_from_mapping(data: Mapping[str, Any]) -> Sheet:
    """A sheet from plain JSON-like data (the screenshot scene, tests)."""
    return Sheet(
        played_on=data["date"],
        note=data.get("note", ""),
        players=tuple(
            PlayerScore(p["name"], *(int(p[f]) for f in NUMBER_FIELDS)) for p in data["players"]
        ),
    )
