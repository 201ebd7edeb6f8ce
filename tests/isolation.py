"""The test run's own home, and a check that the person's real home and the repository are left
exactly as they were.

``redirect_home()`` runs when conftest is imported, before anything imports Qt or the app: for the
whole run ``HOME``, the XDG folders, ``ABYSS_CARDS_HOME`` and Qt's runtime folder point into one
temporary folder. A fixture of any scope that forgets its own home therefore still writes there,
never into the person's files. Workers and subprocesses inherit the same folder.

``Fingerprint`` records every file under the real home and the repository (path, size, time of
change) at the start of the run and compares at its end: a difference fails the run and is listed.
The large toolchain trees of a home (Python, Rust, Maven, npm caches) are left out of the walk —
they are never the app's — and so are the repository's build outputs and caches.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

TEST_HOME_ENV = "ABYSS_TEST_HOME"
OWNER_ENV = "ABYSS_TEST_HOME_OWNER"  # the pid of the process that made it, and removes it
REAL_HOME_ENV = "ABYSS_TEST_REAL_HOME"
REPO = Path(__file__).resolve().parent.parent

# Never the app's: toolchains and package caches, walked by nothing (250,000 files, ~20 s).
HOME_SKIP = {".pyenv", ".rustup", ".cargo", ".m2", ".npm", ".cache/pip", ".claude", ".git"}
# The repository's build outputs and caches (made by the test command itself).
REPO_SKIP = {
    ".git",
    ".venv",
    "build",
    "dist",
    ".pytest_cache",
    ".mypy_cache",
    ".ruff_cache",
    "__pycache__",
    "abyss_cards.egg-info",
    ".hypothesis",
}


def redirect_home() -> Path:
    """Point every home-like variable into the run's temporary folder (made once per run)."""
    existing = os.environ.get(TEST_HOME_ENV)
    if existing and Path(existing).is_dir():
        return Path(existing)
    os.environ.setdefault(REAL_HOME_ENV, os.path.expanduser("~"))
    root = Path(tempfile.mkdtemp(prefix="abyss-cards-tests-"))
    folders = {
        "HOME": root / "home",
        "XDG_CONFIG_HOME": root / "home" / ".config",
        "XDG_DATA_HOME": root / "home" / ".local" / "share",
        "XDG_STATE_HOME": root / "home" / ".local" / "state",
        "XDG_CACHE_HOME": root / "home" / ".cache",
        "XDG_RUNTIME_DIR": root / "runtime",
        # A test that forgets its own home still writes in the run's folder.
        "ABYSS_CARDS_HOME": root / "abyss-home",
    }
    for name, path in folders.items():
        path.mkdir(parents=True, exist_ok=True)
        os.environ[name] = str(path)
    os.chmod(folders["XDG_RUNTIME_DIR"], 0o700)  # Qt refuses a runtime folder others can read
    os.environ[TEST_HOME_ENV] = str(root)
    os.environ[OWNER_ENV] = str(os.getpid())
    return root


def remove_test_home() -> None:
    """At the end of the run, by the process that made the folder (not a worker)."""
    root = os.environ.get(TEST_HOME_ENV)
    if root and os.environ.get(OWNER_ENV) == str(os.getpid()):
        shutil.rmtree(root, ignore_errors=True)


@dataclass(frozen=True)
class Fingerprint:
    """Every file under ``top`` but the skipped trees, as (path, size, mtime in ns)."""

    top: Path
    files: frozenset[tuple[str, int, int]]

    @classmethod
    def of(cls, top: Path, skip: set[str]) -> Fingerprint:
        found: set[tuple[str, int, int]] = set()
        if not top.is_dir():
            return cls(top, frozenset())
        for folder, dirs, names in os.walk(top):
            rel = os.path.relpath(folder, top)
            dirs[:] = [
                d
                for d in dirs
                if d not in skip and os.path.normpath(os.path.join(rel, d)) not in skip
            ]
            for name in names:
                path = os.path.join(folder, name)
                try:
                    st = os.lstat(path)
                except OSError:
                    continue  # gone between the listing and the look: it is not ours to judge
                found.add((os.path.relpath(path, top), st.st_size, st.st_mtime_ns))
        return cls(top, frozenset(found))

    def changes_since(self, before: Fingerprint) -> list[str]:
        """What was made, changed or removed, in plain lines (at most 20)."""
        was = {path: rest for path, *rest in before.files}
        now = {path: rest for path, *rest in self.files}
        lines = [f"made:    {self.top / p}" for p in sorted(now.keys() - was.keys())]
        lines += [f"removed: {self.top / p}" for p in sorted(was.keys() - now.keys())]
        lines += [
            f"changed: {self.top / p}" for p in sorted(now.keys() & was.keys()) if now[p] != was[p]
        ]
        return lines[:20] + ([f"… and {len(lines) - 20} more"] if len(lines) > 20 else [])


def real_home() -> Path:
    return Path(os.environ.get(REAL_HOME_ENV) or os.path.expanduser("~"))


def fingerprints() -> list[Fingerprint]:
    return [Fingerprint.of(real_home(), HOME_SKIP), Fingerprint.of(REPO, REPO_SKIP)]
