"""Render each game's new-game dialog, as the player first sees it (the "Advanced" fold
closed) and with the fold open, into PNG files; print each dialog's size beside the 1024 × 640
screen it must fit. Plongée is shown with its eight seats.

    python scripts/new_game_screenshots.py fr OUTDIR     # or en
"""

from __future__ import annotations

import os
import sys
import tempfile


def main(lang: str, outdir: str) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["ABYSS_CARDS_HOME"] = tempfile.mkdtemp()  # never the person's own settings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from abyss_cards import i18n

    app._abyss_translators = i18n.install(app, lang)
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.abyss.dialogs import NewGameDialog as AbyssDialog
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.plongee.dialogs import NewGameDialog as PlongeeDialog
    from abyss_cards.ui.rami.dialogs import NewGameDialog as RamiDialog

    window = MainWindow(Settings(player_name="Ana"), language=lang)
    window.resize(1024, 640)
    window.show()
    os.makedirs(outdir, exist_ok=True)
    for key, make, players in (
        ("plongee", PlongeeDialog, 8),
        ("abyss", AbyssDialog, 4),
        ("rami", RamiDialog, None),
    ):
        dialog = make(window.settings, window)
        if players is not None:
            dialog.count.setValue(players)
        for fold in ("closed", "open"):
            if fold == "open":
                dialog.advanced_fold.open()
            dialog.show()
            app.processEvents()
            dialog.adjustSize()
            app.processEvents()
            path = os.path.join(outdir, f"new_game_{key}_{lang}_{fold}.png")
            dialog.grab().save(path)
            print(f"{path}: {dialog.width()}x{dialog.height()} (screen 1024x640)")
        dialog.close()
    window.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "en", sys.argv[2] if len(sys.argv) > 2 else ".")
