"""The settings dialog: language, animations, computer-player pace, name, table colours, Abyss
games saved to the Marquoir."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TypeVar

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.storage.settings import (
    ANIMATION_SPEEDS,
    BOT_PACES,
    LANGUAGES,
    TABLE_THEMES,
    TEXT_SIZES,
    Settings,
)

T = TypeVar("T")  # the values a combo box chooses among


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings-dialog")
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings

        self.language = self._combo(
            LANGUAGES,
            {"auto": self.tr("Same as the system"), "fr": "Français", "en": "English"},
            settings.language,
        )
        self.animation_speed = self._combo(
            ANIMATION_SPEEDS,
            {
                "off": self.tr("Off (instant)"),
                "fast": self.tr("Fast"),
                "normal": self.tr("Normal"),
                "slow": self.tr("Slow"),
            },
            settings.animation_speed,
        )
        self.bot_pace = self._combo(
            BOT_PACES,
            {
                "instant": self.tr("Instant"),
                "fast": self.tr("Fast"),
                "normal": self.tr("Normal"),
                "slow": self.tr("Slow"),
            },
            settings.bot_pace,
        )
        self.player_name = QLineEdit(settings.player_name)
        self.player_name.setMaxLength(24)
        self.player_name.setPlaceholderText(self.tr("Your name at the table"))
        self.table_theme = self._combo(
            TABLE_THEMES,
            {
                "green": self.tr("Green felt"),
                "blue": self.tr("Deep blue"),
                "burgundy": self.tr("Burgundy"),
                "night": self.tr("Night"),
                "contrast": self.tr("High contrast"),
            },
            settings.table_theme,
        )
        sizes = {size: self.tr("{percent}%").format(percent=size) for size in TEXT_SIZES}
        sizes[0] = self.tr("Automatic (grows with the window)")
        self.text_size = self._combo(TEXT_SIZES, sizes, settings.text_size)
        self.four_colour = QCheckBox(self.tr("Four-colour suits (♦ blue, ♣ green)"))
        self.four_colour.setChecked(settings.four_colour_cards)
        self.save_to_marquoir = QCheckBox(self.tr("Save to the Marquoir"))
        self.save_to_marquoir.setToolTip(
            self.tr("Each finished game of Abyss goes into the Marquoir's history as a score sheet")
        )
        self.save_to_marquoir.setChecked(settings.save_to_marquoir)

        form = QFormLayout()
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Animations:"), self.animation_speed)
        form.addRow(self.tr("Computer players' pace:"), self.bot_pace)
        form.addRow(self.tr("Default player name:"), self.player_name)
        form.addRow(self.tr("Table colours:"), self.table_theme)
        form.addRow(self.tr("Text size:"), self.text_size)
        form.addRow("", self.four_colour)
        form.addRow("", self.save_to_marquoir)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    @staticmethod
    def _combo(values: Iterable[T], labels: Mapping[T, str], current: T) -> QComboBox:
        combo = QComboBox()
        for value in values:
            combo.addItem(labels[value], value)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def result_settings(self) -> Settings:
        """The settings as edited (the caller saves them if the dialog was accepted)."""
        return replace(
            self._settings,
            language=self.language.currentData(),
            animation_speed=self.animation_speed.currentData(),
            bot_pace=self.bot_pace.currentData(),
            player_name=self.player_name.text().strip(),
            table_theme=self.table_theme.currentData(),
            four_colour_cards=self.four_colour.isChecked(),
            save_to_marquoir=self.save_to_marquoir.isChecked(),
            text_size=self.text_size.currentData(),
        )
