"""Start the app (``--smoke-test``, offscreen) on the hostile homes of issue 25 and print, for
each, the exit code, the time it took, whether a traceback was printed, and the last line said.

    python benchmarks/hostile_starts.py

The homes: settings.json of 100,000 nested lists; a folder named settings.json; a data folder
that is a link to a drive that is not there; a lock file naming a live program that is not the
app (its process number reused after a crash). A fresh home is the reference time.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def fresh(home: Path) -> None:
    (home / "config").mkdir(parents=True)


def nested_settings(home: Path) -> None:
    fresh(home)
    (home / "config" / "settings.json").write_bytes(
        b'{"kind": "x", "data": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    )


def folder_settings(home: Path) -> None:
    (home / "config" / "settings.json").mkdir(parents=True)


def dangling_data(home: Path) -> None:
    fresh(home)
    (home / "data").symlink_to(home / "unplugged-drive")


def start(home: Path) -> tuple[int, float, str]:
    env = dict(
        os.environ, ABYSS_CARDS_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT)
    )
    began = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "abyss_cards", "--smoke-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    took = time.monotonic() - began
    said = (done.stdout if done.returncode == 0 else done.stderr).strip().splitlines()
    traceback = "Traceback" in done.stderr
    return done.returncode, took, ("TRACEBACK; " if traceback else "") + (said[-1] if said else "")


def main() -> int:
    cases = {
        "fresh home": fresh,
        "nested settings.json": nested_settings,
        "folder named settings.json": folder_settings,
        "dangling data link": dangling_data,
    }
    with tempfile.TemporaryDirectory() as tmp:
        for n, (label, make) in enumerate(cases.items()):
            home = Path(tmp) / str(n)
            make(home)
            code, took, said = start(home)
            print(f"{label}: exit {code} in {took:.1f} s: {said[:160]}")
        home = Path(tmp) / "reused"
        (home / "data").mkdir(parents=True)
        other = subprocess.Popen(
            [sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE
        )
        try:
            (home / "data" / "abyss-cards.lock").write_text(
                f"{other.pid}\npython3.11\n{socket.gethostname()}\n", "utf-8"
            )
            code, took, said = start(home)
            print(f"lock naming a live non-app process: exit {code} in {took:.1f} s: {said[:160]}")
        finally:
            other.stdin.close()
            other.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
