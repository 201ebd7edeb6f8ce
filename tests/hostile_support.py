"""Real read-only folders and real full disks for the hostile-file tests.

A read-only folder: ``chmod`` for a normal user; for root (who ignores modes), the folder is made
immutable (``chattr +i``, as root may). A full disk: a small tmpfs mounted for the test (root only)
and filled up. Where the machine allows neither, the test is skipped; the monkeypatched tests
beside them still run everywhere.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = os.geteuid() == 0 if hasattr(os, "geteuid") else False


def _chattr(flag: str, path: Path) -> bool:
    tool = shutil.which("chattr")
    if tool is None:
        return False
    return subprocess.run([tool, flag, str(path)], capture_output=True).returncode == 0


@contextlib.contextmanager
def read_only(*paths: Path):
    """Each path (file or folder) cannot be written, created in, renamed or deleted."""
    done: list[tuple[Path, int]] = []
    try:
        for path in paths:
            if ROOT:
                if not _chattr("+i", path):
                    pytest.skip("cannot make a file read-only for root here (chattr +i)")
                done.append((path, -1))
            else:
                mode = path.stat().st_mode
                path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
                done.append((path, mode))
        yield
    finally:
        for path, mode in reversed(done):
            if mode == -1:
                _chattr("-i", path)
            else:
                path.chmod(mode)


@contextlib.contextmanager
def full_disk(folder: Path, size_kib: int = 512):
    """``folder`` becomes a tmpfs of ``size_kib`` KiB; ``fill(folder)`` then uses it all."""
    folder.mkdir(parents=True, exist_ok=True)
    if not ROOT or shutil.which("mount") is None:
        pytest.skip("mounting a small disk needs root")
    result = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_kib}k", "tmpfs", str(folder)],
        capture_output=True,
    )
    if result.returncode:
        pytest.skip("cannot mount a small disk here")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(folder: Path) -> None:
    """Use every free byte of the disk under ``folder``."""
    for name, block in (("filler.bin", 4096), ("filler2.bin", 1)):
        try:
            with open(folder / name, "wb") as handle:
                while True:
                    handle.write(b"\0" * block)
                    handle.flush()
        except OSError:
            pass


def run_app(*args: str, home: Path | None, timeout: float = 60, env_extra=None):
    """``python -m abyss_cards ARGS`` offscreen; ``home`` is ABYSS_CARDS_HOME (or none)."""
    env = {k: v for k, v in os.environ.items() if k != "ABYSS_CARDS_HOME"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    if home is not None:
        env["ABYSS_CARDS_HOME"] = str(home)
    env.update(env_extra or {})
    return subprocess.run(
        [sys.executable, "-m", "abyss_cards", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
    )
