"""Small adders that open beside a cell: the best federated Ally of each of the five races, and
the Monster tokens counted by value. They write the sum into the cell; nothing else."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

translate = QCoreApplication.translate
# (key, label, weight, maximum) of one spin box; (title, explanation, parts) of a helper.
Part = tuple[str, str, int, int]
Texts = tuple[str, str, list[Part]]


def ally_parts() -> list[Part]:
    """(key, label, weight, maximum): the value of the strongest federated Ally per race."""
    return [
        ("crabs", translate("Marquoir", "Crabs"), 1, 5),
        ("shellfish", translate("Marquoir", "Shellfish"), 1, 5),
        ("squids", translate("Marquoir", "Squids"), 1, 5),
        ("jellyfish", translate("Marquoir", "Jellyfish"), 1, 5),
        ("seahorses", translate("Marquoir", "Seahorses"), 1, 5),
    ]


def monster_parts() -> list[Part]:
    """(key, label, weight, maximum): how many Monster tokens of each value."""
    return [
        ("2", translate("Marquoir", "Tokens worth 2"), 2, 20),
        ("3", translate("Marquoir", "Tokens worth 3"), 3, 20),
        ("4", translate("Marquoir", "Tokens worth 4"), 4, 20),
    ]


class SumHelper(QDialog):
    """Spin boxes whose weighted sum is shown live; ``total()`` and ``counts()`` after OK.

    ``texts()`` gives (title, explanation, parts) in the interface language; it is asked again
    by ``retranslate()``."""

    def __init__(
        self,
        texts: Callable[[], Texts],
        counts: Mapping[str, int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("marquoir-helper")
        self.texts = texts
        self.for_player = ""  # the column's player, shown in the title
        _title, _explanation, parts = texts()
        self.parts = parts
        self.spins: dict[str, QSpinBox] = {}
        self.labels: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        for key, _label, _weight, maximum in parts:
            spin = QSpinBox()
            spin.setRange(0, maximum)
            spin.setValue(int((counts or {}).get(key, 0)))
            spin.valueChanged.connect(self._update)
            self.labels[key] = QLabel()
            self.labels[key].setBuddy(spin)
            form.addRow(self.labels[key], spin)
            self.spins[key] = spin
        layout.addLayout(form)
        self.sum_label = QLabel()
        self.sum_label.setObjectName("helper-sum")
        font = self.sum_label.font()
        font.setBold(True)
        self.sum_label.setFont(font)
        layout.addWidget(self.sum_label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        title, explanation, parts = self.texts()
        self.parts = parts
        self.setWindowTitle(f"{title} — {self.for_player}" if self.for_player else title)
        self.intro.setText(explanation)
        for key, label, _weight, _maximum in parts:
            self.labels[key].setText(label)
            self.spins[key].setAccessibleName(label)
        self._update()

    def total(self) -> int:
        return sum(self.spins[key].value() * weight for key, _l, weight, _m in self.parts)

    def counts(self) -> dict[str, int]:
        return {key: spin.value() for key, spin in self.spins.items()}

    def _update(self) -> None:
        self.sum_label.setText(self.tr("Sum: {total}").format(total=self.total()))

    def place_beside(self, global_rect_top_right: QPoint) -> None:
        """Open to the right of the cell, kept on screen."""
        self.adjustSize()
        pos = global_rect_top_right + QPoint(8, 0)
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is not None:
            if pos.x() + self.width() > screen.right():
                pos.setX(max(screen.left(), global_rect_top_right.x() - self.width() - 8))
            pos.setY(min(max(screen.top(), pos.y()), screen.bottom() - self.height()))
        self.move(pos)


def allies_texts() -> Texts:
    return (
        translate("Marquoir", "Federated Allies"),
        translate(
            "Marquoir", "For each race, the value of the strongest federated Ally (0 if none)."
        ),
        ally_parts(),
    )


def monsters_texts() -> Texts:
    return (
        translate("Marquoir", "Monster tokens"),
        translate("Marquoir", "How many Monster tokens of each value?"),
        monster_parts(),
    )


def allies_helper(
    counts: Mapping[str, int] | None = None, parent: QWidget | None = None
) -> SumHelper:
    return SumHelper(allies_texts, counts, parent)


def monsters_helper(
    counts: Mapping[str, int] | None = None, parent: QWidget | None = None
) -> SumHelper:
    return SumHelper(monsters_texts, counts, parent)


__all__ = ["SumHelper", "allies_helper", "monsters_helper"]
