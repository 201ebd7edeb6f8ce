"""The user's settings, kept as one versioned JSON file in the config folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

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
    text_size: int = 0
    # Qt's saveGeometry()/saveState() of the main window, base64 text.
    window_geometry: str = ""
    window_state: str = ""
    # Free-form per-screen memory (e.g. last new-game options), JSON values only.
    remembered: dict = field(default_factory=dict)

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
            value = values[f.name]  # a bool is an int to isinstance: not a text size
            if not isinstance(value, expected) or isinstance(value, bool) != (expected is bool):
                values[f.name] = getattr(default, f.name)
        return Settings(**values)


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
    SETTINGS_DOC.write(settings_path(), asdict(settings))
