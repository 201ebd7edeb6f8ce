"""Where the app keeps its files.

``ABYSS_CARDS_HOME`` (or ``--home``) puts everything under one folder, with ``config/`` and
``data/`` inside; otherwise platformdirs gives the user's usual folders for "abyss-cards".
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from abyss_cards import APP_NAME

HOME_ENV = "ABYSS_CARDS_HOME"
# The app's own folders are the user's alone (games, names and scores are nobody else's).
PRIVATE_FOLDER = 0o700


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    home = _home()
    path = (
        home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    )
    path.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = _home()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    return path


def autosave_dir() -> Path:
    path = data_dir() / "autosave"
    path.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    return path


def log_file() -> Path:
    return data_dir() / "abyss-cards.log"
