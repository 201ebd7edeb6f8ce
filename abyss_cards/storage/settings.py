"""The user's settings, kept as one versioned JSON file in the config folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from abyss_cards.storage import paths
from abyss_cards.storage.files import Document, UnreadableFile

SETTINGS_DOC = Document(kind="abyss-cards-settings", schema=1)

LANGUAGES = ("auto", "fr", "en")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
BOT_PACES = ("instant", "fast", "normal", "slow")
TABLE_THEMES = ("green", "blue", "burgundy", "night", "contrast")
# Percent of the usual text size; 0 = automatic (from the window's size, ui/text_size.py).
TEXT_SIZES = (0, 90, 100, 110, 120, 130, 140, 150)

# Seconds an animation lasts, and the pause before a computer player's move, per setting.
ANIMATION_SECONDS = {"off": 0.0, "fast": 0.12, "normal": 0.25, "slow": 0.5}
BOT_PACE_SECONDS = {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.4}


@dataclass
class Settings:
    language: str = "auto"
    animation_speed: str = "normal"
    bot_pace: str = "normal"
    player_name: str = ""
    table_theme: str = "green"
    four_colour_cards: bool = False
    # A finished game of Abyss goes into the Marquoir's history as a score sheet.
    save_to_marquoir: bool = True
    text_size: int = 0
    # Undo in a card game between several persons at one screen (all must agree to it).
    undo_between_people: bool = False
    # Qt's saveGeometry()/saveState() of the main window, base64 text.
    window_geometry: str = ""
    window_state: str = ""
    # Free-form per-screen memory (e.g. last new-game options), JSON values only.
    remembered: dict[str, Any] = field(default_factory=dict)

    def validated(self) -> Settings:
        """A copy with every out-of-range value replaced by its default."""
        default = Settings()
        checks = {
            "language": LANGUAGES,
            "animation_speed": ANIMATION_SPEEDS,
            "bot_pace": BOT_PACES,
            "table_theme": TABLE_THEMES,
            "text_size": TEXT_SIZES,
        }
        values = asdict(self)
        for name, allowed in checks.items():
            if values[name] not in allowed:
                values[name] = getattr(default, name)
        for f in fields(self):
            expected = type(getattr(default, f.name))
            value = values[f.name]
            if not isinstance(value, expected) or (
                expected is not bool and isinstance(value, bool)
            ):
                values[f.name] = getattr(default, f.name)
            elif isinstance(value, str) and len(value) > TEXT_LIMITS.get(f.name, 200):
                values[f.name] = getattr(default, f.name)
        values["remembered"] = _remembered(values["remembered"])
        return Settings(**values)


# The longest each text setting may be (Qt's saved window layouts are a few KiB of base64).
TEXT_LIMITS = {"player_name": 60, "window_geometry": 20_000, "window_state": 20_000}

# What each screen keeps in ``remembered``: name -> {field: check}. A field that fails its check
# is dropped (the screen uses its default); an entry that is not an object is dropped whole.
_NAME = 60


def _short_text(value: object) -> bool:
    return isinstance(value, str) and len(value) <= _NAME


def _small_int(value: object) -> bool:
    return type(value) is int and -(10**6) <= value <= 10**6


def _plongee_seats(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= 8
        and all(
            isinstance(seat, dict)
            and set(seat) <= {"name", "choice"}
            and _short_text(seat.get("name", ""))
            and _small_int(seat.get("choice", 0))
            for seat in value
        )
    )


REMEMBERED_FIELDS = {
    "plongee_new_game": {"players": _small_int, "target": _small_int, "seats": _plongee_seats},
    "rami_new_game": {"opponent": _short_text, "level": _short_text, "other_name": _short_text},
}


def _json_value(value: object, depth: int = 0) -> bool:
    """Plain JSON of a modest size (for the entries of screens not listed above)."""
    if depth > 4:
        return False
    if value is None or isinstance(value, bool | int | float):
        return not isinstance(value, int) or abs(value) <= 10**12
    if isinstance(value, str):
        return len(value) <= 1000
    if isinstance(value, list):
        return len(value) <= 100 and all(_json_value(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return len(value) <= 100 and all(
            isinstance(k, str) and _json_value(v, depth + 1) for k, v in value.items()
        )
    return False


def _remembered(value: object) -> dict[str, Any]:
    if not isinstance(value, dict):
        return {}
    kept: dict[str, Any] = {}
    for key, entry in value.items():
        if not isinstance(key, str) or not isinstance(entry, dict):
            continue
        checks = REMEMBERED_FIELDS.get(key)
        if checks is None:
            if _json_value(entry):
                kept[key] = entry
            continue
        kept[key] = {name: v for name, v in entry.items() if name in checks and checks[name](v)}
    return kept


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings, or defaults when there are none or the file is unreadable.

    An unreadable file is moved aside by ``Document.read``; the notice reaches the user through
    ``files.take_notices()``.
    """
    try:
        data = SETTINGS_DOC.read(settings_path())
    except UnreadableFile:
        return Settings()
    if data is None:
        return Settings()
    known = {f.name for f in fields(Settings)}
    return Settings(**{k: v for k, v in data.items() if k in known}).validated()


def save_settings(settings: Settings) -> None:
    """Write the settings; a value of the wrong shape is written as its default, never as is."""
    SETTINGS_DOC.write(settings_path(), asdict(settings.validated()))
