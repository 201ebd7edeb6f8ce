"""A finished game of Abyss as a Marquoir sheet: each seat's four category totals, Pearls and
strongest Lord read from the engine's final count (the Marquoir ranks them with the same
``games.abyss.scoring``), the date, and a note naming who played each seat.

The sheet's uid is the game's own id (kept in the autosave's meta): the database refuses a
second sheet with it, so a game finished twice — a resume of an autosave written before the
end, a second window — is never counted twice. The store is written on a thread of its own
(opening the database checks it), and the outcome comes back as a sentence for the end page."""

from __future__ import annotations

import datetime as dt
import sqlite3
import threading
import uuid
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from abyss_cards.games.abyss import AbyssState
from abyss_cards.storage import marquoir
from abyss_cards.ui.models.session import Seat

SAVED, ALREADY, FAILED = "saved", "already", "failed"


def new_game_id() -> str:
    return uuid.uuid4().hex


def level_words(seat: Seat) -> str:
    """Who played a seat, in the interface language ("computer expert", "person")."""
    if not seat.is_bot:
        return QCoreApplication.translate("AbyssMarquoir", "person")
    level = {
        "easy": QCoreApplication.translate("AbyssMarquoir", "computer easy"),
        "medium": QCoreApplication.translate("AbyssMarquoir", "computer medium"),
        "expert": QCoreApplication.translate("AbyssMarquoir", "computer expert"),
    }.get(seat.level)
    return level or QCoreApplication.translate("AbyssMarquoir", "computer %1").replace(
        "%1", seat.level
    )


def seats_note(seats: list[Seat]) -> str:
    """ "Played in Abyss Cards — Ana: person; Léo: computer expert"."""
    each = [
        QCoreApplication.translate("AbyssMarquoir", "%1: %2")
        .replace("%1", s.name)
        .replace("%2", level_words(s))
        for s in seats
    ]
    text = QCoreApplication.translate("AbyssMarquoir", "Played in Abyss Cards — %1").replace(
        "%1", "; ".join(each)
    )
    return text[: marquoir.NOTE_MAX]


def game_sheet(
    state: AbyssState,
    seats: list[Seat],
    *,
    game_id: str,
    played_on: dt.date | None = None,
    note: str | None = None,
) -> marquoir.Sheet:
    """The sheet of a finished game, seats in their order, with the engine's figures."""
    parts = state.final_scores()["seats"]
    players = tuple(
        marquoir.PlayerScore(
            name=seat.name, **{f: int(parts[i][f]) for f in marquoir.NUMBER_FIELDS}
        )
        for i, seat in enumerate(seats)
    )
    return marquoir.Sheet(
        played_on=(played_on or dt.date.today()).isoformat(),
        players=players,
        note=seats_note(seats) if note is None else note,
        uid=game_id,
    )


def save_sheet(sheet: marquoir.Sheet, path: Path | None = None) -> tuple[str, str]:
    """Add ``sheet`` to the Marquoir: ``(SAVED, "")``, ``(ALREADY, "")`` when a sheet with its
    uid is there (even deleted: a person who deleted it did not want it), or ``(FAILED,
    reason in plain words)``. A busy, read-only or full store is left as it is."""
    from abyss_cards.storage.files import StorageProblem
    from abyss_cards.ui.marquoir.texts import problem_text
    from abyss_cards.ui.storage_problems import reason_text

    try:
        store = marquoir.MarquoirStore(path)
    except marquoir.NewerDatabase:
        return FAILED, QCoreApplication.translate(
            "AbyssMarquoir", "the Marquoir was written by a newer version of Abyss Cards"
        )
    except (OSError, sqlite3.Error) as exc:
        return FAILED, reason_text(exc)
    try:
        if store.get(sheet.uid) is not None:
            return ALREADY, ""
        store.add(sheet)
        return SAVED, ""
    except marquoir.SheetError as exc:
        return FAILED, "; ".join(problem_text(p) for p in exc.problems)
    except (StorageProblem, sqlite3.Error) as exc:
        # The uid taken by a sheet the person deleted (the store refuses a second one).
        if isinstance(exc, sqlite3.IntegrityError) or isinstance(
            exc.__cause__, sqlite3.IntegrityError
        ):
            return ALREADY, ""
        return FAILED, reason_text(exc)
    except OSError as exc:
        return FAILED, reason_text(exc)
    finally:
        store.close()


class SheetWriter(QObject):
    """Saves one sheet on a thread of its own; ``done(outcome, reason)`` on the GUI thread."""

    done = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None

    def write(self, sheet: marquoir.Sheet) -> None:
        def run() -> None:
            outcome, reason = save_sheet(sheet)
            try:
                self.done.emit(outcome, reason)
            except RuntimeError:  # the screen is gone (the sheet is saved all the same)
                pass

        self._thread = threading.Thread(target=run, name="abyss-marquoir", daemon=True)
        self._thread.start()

    def wait(self, timeout: float = 5.0) -> bool:
        """True once the sheet is written (or failed)."""
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()
