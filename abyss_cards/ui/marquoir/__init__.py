"""The Marquoir: Abyss score sheets typed by hand, kept locally, with statistics over time.

``new_screen(window)`` opens the sheet list; ``screenshot_screen(window, size)`` fills a history
(in the test home) and shows a four-player sheet whose tie is decided by Pearls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from abyss_cards.storage.files import StorageProblem
from abyss_cards.storage.marquoir import MarquoirStore, NewerDatabase, sheet_from_mapping

if TYPE_CHECKING:
    from abyss_cards.ui.main_window import MainWindow


def new_screen(window: MainWindow) -> QWidget | None:
    from abyss_cards.ui.marquoir.screen import MarquoirScreen

    try:
        # Checked on a thread of the screen's: a long history shows at once.
        store = MarquoirStore(check_later=True)
    except NewerDatabase:
        QMessageBox.warning(
            window,
            QCoreApplication.translate("Marquoir", "Marquoir"),
            QCoreApplication.translate(
                "Marquoir",
                "The score history was written by a newer version of Abyss Cards. "
                "Update the app to open it; the file was left untouched.",
            ),
        )
        return None
    except StorageProblem as exc:
        # Busy, read-only, full or failing: the history is healthy and left exactly as it is.
        from abyss_cards.ui.storage_problems import advice_text, reason_text

        QMessageBox.warning(
            window,
            QCoreApplication.translate("Marquoir", "Marquoir"),
            " ".join(
                (
                    QCoreApplication.translate(
                        "Marquoir",
                        "The score history cannot be opened just now; it was left untouched "
                        "and nothing in it is lost.",
                    ),
                    reason_text(exc),
                    advice_text(exc),
                )
            ),
        )
        return None
    return MarquoirScreen(window, store)


SCREENSHOT_SHEETS = [
    {
        "date": "2024-09-14",
        "note": "",
        "players": [
            {
                "name": "Amélie",
                "locations": 14,
                "lords": 38,
                "allies": 12,
                "monsters": 6,
                "pearls": 3,
                "best_lord": 11,
            },
            {
                "name": "Bastien",
                "locations": 22,
                "lords": 31,
                "allies": 9,
                "monsters": 4,
                "pearls": 5,
                "best_lord": 9,
            },
            {
                "name": "Chloé",
                "locations": 9,
                "lords": 42,
                "allies": 14,
                "monsters": 9,
                "pearls": 1,
                "best_lord": 12,
            },
        ],
    },
    {
        "date": "2024-10-05",
        "note": "",
        "players": [
            {
                "name": "Amélie",
                "locations": 18,
                "lords": 35,
                "allies": 15,
                "monsters": 8,
                "pearls": 4,
                "best_lord": 10,
            },
            {
                "name": "Bastien",
                "locations": 12,
                "lords": 40,
                "allies": 11,
                "monsters": 5,
                "pearls": 2,
                "best_lord": 12,
            },
        ],
    },
    {
        "date": "2024-11-23",
        "note": "",
        "players": [
            {
                "name": "Amélie",
                "locations": 20,
                "lords": 33,
                "allies": 13,
                "monsters": 5,
                "pearls": 6,
                "best_lord": 9,
            },
            {
                "name": "Chloé",
                "locations": 15,
                "lords": 36,
                "allies": 16,
                "monsters": 3,
                "pearls": 2,
                "best_lord": 11,
            },
            {
                "name": "Djamel",
                "locations": 11,
                "lords": 29,
                "allies": 10,
                "monsters": 12,
                "pearls": 7,
                "best_lord": 8,
            },
        ],
    },
    # The scene: four players, Bastien and Chloé tie on 79, Chloé has more Pearls.
    {
        "date": "2024-12-28",
        "note": "Réveillon chez Djamel",
        "players": [
            {
                "name": "Amélie",
                "locations": 19,
                "lords": 34,
                "allies": 14,
                "monsters": 7,
                "pearls": 4,
                "best_lord": 11,
            },
            {
                "name": "Bastien",
                "locations": 24,
                "lords": 37,
                "allies": 12,
                "monsters": 6,
                "pearls": 3,
                "best_lord": 12,
            },
            {
                "name": "Chloé",
                "locations": 17,
                "lords": 41,
                "allies": 15,
                "monsters": 6,
                "pearls": 6,
                "best_lord": 10,
            },
            {
                "name": "Djamel",
                "locations": 13,
                "lords": 30,
                "allies": 11,
                "monsters": 9,
                "pearls": 2,
                "best_lord": 9,
            },
        ],
    },
]


def screenshot_screen(window: MainWindow, size: tuple[int, int]) -> QWidget:
    from abyss_cards.ui.marquoir.screen import MarquoirScreen

    store = MarquoirStore()
    last = None
    for data in SCREENSHOT_SHEETS:
        sheet = sheet_from_mapping(data)
        if not store.contains(sheet):
            last = store.add(sheet)
    screen = MarquoirScreen(window, store)
    if last is not None:
        screen.refresh(select=last.uid)
    return screen
