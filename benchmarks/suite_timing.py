"""Where the test suite's time goes: each test's wall time, CPU time and time in Python's cycle
collector, per worker, then summed per file (issue 21).

    PYTHONPATH=benchmarks bash scripts/run-pytest.sh -p suite_timing
    .venv/bin/python benchmarks/suite_timing.py [--files 25]

The first command runs the suite with this module as a pytest plugin: each worker writes its rows
to ``$SUITE_TIMING_DIR`` (default: the system's temporary folder, ``suite-timing-<worker>.json``).
The second sums them. Wall time less CPU time is waiting: for a core on a busy machine, for a
timer, or for a child process (whose CPU is not counted here).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import pytest

FOLDER = Path(os.environ.get("SUITE_TIMING_DIR", tempfile.gettempdir()))
_rows: list[tuple[str, float, float, float, float]] = []
_in_gc = [0.0, 0.0]  # seconds collected so far, start of the collection running


def _collection(phase: str, _info: dict) -> None:
    if phase == "start":
        _in_gc[1] = time.perf_counter()
    else:
        _in_gc[0] += time.perf_counter() - _in_gc[1]


def pytest_configure(config) -> None:
    if _collection not in gc.callbacks:
        gc.callbacks.append(_collection)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    started = time.time()
    wall, cpu, collected = time.perf_counter(), time.process_time(), _in_gc[0]
    yield
    _rows.append(
        (
            item.nodeid,
            time.perf_counter() - wall,
            time.process_time() - cpu,
            _in_gc[0] - collected,
            started,
        )
    )


def pytest_sessionfinish(session) -> None:
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    (FOLDER / f"suite-timing-{worker}.json").write_text(json.dumps(_rows))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=25, help="the files with most CPU listed")
    args = parser.parse_args()
    rows = []
    spans = []  # each worker's first test's start and last test's end
    for path in sorted(FOLDER.glob("suite-timing-*.json")):
        mine = json.loads(path.read_text())
        rows += mine
        if mine and len(mine[0]) > 4:
            spans.append((path.stem, min(r[4] for r in mine), max(r[4] + r[1] for r in mine)))
    if not rows:
        print(f"no rows in {FOLDER}: run the suite with -p suite_timing first")
        return 1
    wall, cpu, collected = (sum(r[i] for r in rows) for i in (1, 2, 3))
    print(f"{len(rows)} tests: wall {wall:.0f} s, CPU {cpu:.0f} s, in gc.collect {collected:.0f} s")
    if spans:
        first = min(s[1] for s in spans)
        last = max(s[2] for s in spans)
        for name, start, end in spans:
            print(
                f"{name}: first test at +{start - first:.0f} s, last ended at +{end - first:.0f} s"
                f" (idle {last - end:.0f} s before the last worker finished)"
            )
    files: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    for node, w, c, g, *_ in rows:
        totals = files[node.split("::")[0]]
        totals[0] += w
        totals[1] += c
        totals[2] += g
    for name, (w, c, g) in sorted(files.items(), key=lambda kv: -kv[1][1])[: args.files]:
        print(f"CPU {c:6.1f} s  wall {w:6.1f} s  gc {g:5.1f} s  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
