"""Several windows creating the same history at the same instant: how many tries set the live
file aside, and how many sheets (or results) were lost (issue 25).

    python benchmarks/first_open_race.py --tries 200 --writers 2-8
    python benchmarks/first_open_race.py --tries 50 --writers 2-4 --processes --store results

Each try starts from no file: ``--writers`` threads (or processes) wait on one barrier, then each
opens the store, saves ``--sheets`` sheets (or results) and closes it. Afterwards the folder must
hold no ``.corrupt-`` file and the live file every sheet. The writer count cycles through the
range. Prints one line and exits 1 if anything was set aside or lost, or a writer was refused.
"""

from __future__ import annotations

import argparse
import multiprocessing
import queue
import sqlite3
import sys
import tempfile
import threading
from contextlib import closing
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from abyss_cards.storage import results  # noqa: E402
from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet  # noqa: E402

STORES = {"marquoir": "marquoir.sqlite3", "results": "results.sqlite"}


def _write(store: str, path: Path, writer: int, sheets: int, barrier, told) -> None:
    """Saves ``sheets`` sheets; puts (sheets the store said were saved, error or None) on
    ``told``."""
    saved = 0
    barrier.wait()
    try:
        if store == "results":
            for n in range(sheets):
                results.record_game(
                    "plongee", [results.PlayerResult(f"W{writer}", n, True)], path=path
                )
                saved += 1
        else:
            history = MarquoirStore(path)
            try:
                for n in range(sheets):
                    history.add(
                        Sheet(
                            played_on="2024-05-31",
                            note=f"{writer}/{n}",
                            players=(
                                PlayerScore("Ana", 1, 2, 3, 4, 5, 6),
                                PlayerScore("Léo", n, 1, 1, 1, 1, 1),
                            ),
                        )
                    )
                    saved += 1
            finally:
                history.close()
    except Exception as exc:  # noqa: BLE001 - counted: a writer told "not saved" is a failure, not a loss
        told.put((saved, repr(exc)))
    else:
        told.put((saved, None))


def _count(store: str, path: Path) -> int:
    table = "games" if store == "results" else "sheets"
    with closing(sqlite3.connect(path)) as db:
        try:
            return db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        except sqlite3.OperationalError:
            return 0  # no live history at all: every writer failed


def one_try(
    folder: Path, store: str, writers: int, sheets: int, processes: bool
) -> tuple[int, int, int]:
    """(files set aside, sheets said saved but not in the live file, writers that failed) for
    one try in the empty ``folder``."""
    path = folder / STORES[store]
    if processes:
        context = multiprocessing.get_context("fork")
        barrier, told = context.Barrier(writers), context.SimpleQueue()
        workers = [
            context.Process(target=_write, args=(store, path, w, sheets, barrier, told))
            for w in range(writers)
        ]
    else:
        barrier, told = threading.Barrier(writers), queue.SimpleQueue()
        workers = [
            threading.Thread(target=_write, args=(store, path, w, sheets, barrier, told))
            for w in range(writers)
        ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    answers = [told.get() for _ in workers]
    set_aside = sum(
        1
        for p in folder.iterdir()
        if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm"))
    )
    saved = sum(n for n, _ in answers)
    return set_aside, saved - _count(store, path), sum(1 for _, e in answers if e)


def race(
    tries: int,
    writers: range,
    sheets: int = 3,
    processes: bool = False,
    store: str = "marquoir",
    where: Path | None = None,
) -> dict:
    """Totals over ``tries`` tries, the writer count cycling through ``writers``, in a
    temporary folder under ``where``."""
    totals = {"tries": tries, "tries_set_aside": 0, "set_aside": 0, "lost": 0, "failed": 0}
    with tempfile.TemporaryDirectory(dir=where) as tmp:
        for n in range(tries):
            folder = Path(tmp) / f"try-{n}"
            folder.mkdir()
            aside, lost, failed = one_try(
                folder, store, writers[n % len(writers)], sheets, processes
            )
            totals["tries_set_aside"] += aside > 0
            totals["set_aside"] += aside
            totals["lost"] += lost
            totals["failed"] += failed
    return totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tries", type=int, default=200)
    parser.add_argument("--writers", default="2-8", help="a count or a range like 2-8")
    parser.add_argument("--sheets", type=int, default=3, help="sheets each writer saves")
    parser.add_argument("--processes", action="store_true", help="processes, not threads")
    parser.add_argument("--store", choices=sorted(STORES), default="marquoir")
    args = parser.parse_args()
    low, _, high = args.writers.partition("-")
    totals = race(
        args.tries, range(int(low), int(high or low) + 1), args.sheets, args.processes, args.store
    )
    kind = "processes" if args.processes else "threads"
    print(
        f"{args.store}, {args.writers} {kind}: {totals['tries']} tries, "
        f"{totals['tries_set_aside']} with a file set aside ({totals['set_aside']} files), "
        f"{totals['lost']} sheets said saved but lost, {totals['failed']} writers refused"
    )
    return 1 if any(totals[k] for k in ("set_aside", "lost", "failed")) else 0


if __name__ == "__main__":
    sys.exit(main())
