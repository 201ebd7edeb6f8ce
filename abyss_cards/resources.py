"""Where the app's read-only files are: the repository's top folder when run from source, the
package folder when installed from a wheel, the bundle when frozen by PyInstaller."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def _root(name: str) -> Path:
    candidates = [_PACKAGE / name, _PACKAGE.parent / name]
    if getattr(sys, "frozen", False):
        candidates.insert(0, Path(getattr(sys, "_MEIPASS", _PACKAGE.parent)) / "abyss_cards" / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the {name!r} folder is missing from this installation")


def resource_path(*parts: str) -> Path:
    """A file under ``resources/`` (translations, icons)."""
    return _root("resources").joinpath(*parts)


def seed_path(*parts: str) -> Path:
    """A rule document under ``seeds/``."""
    return _root("seeds").joinpath(*parts)
