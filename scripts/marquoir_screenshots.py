"""Every view of the Marquoir in a real (offscreen) window, with a history whose players have
long names: the sheet list and the chosen sheet, the statistics, the sheet dialog (new, and a
correction of the long-names sheet), the Allies helper, an import refused for a bad file, and
the PDF's page.

    python scripts/marquoir_screenshots.py fr 1024x640 /tmp/mq

Files: OUTDIR/marquoir_<lang>_<W>x<H>_<view>.png. The history goes to a throwaway folder."""

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["ABYSS_CARDS_HOME"] = tempfile.mkdtemp(prefix="mq-home-")

from PySide6.QtCore import QPoint, QRectF, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QMessageBox

lang, size, out = sys.argv[1], sys.argv[2], Path(sys.argv[3])
w, h = map(int, size.split("x"))
out.mkdir(parents=True, exist_ok=True)
app = QApplication([])
from abyss_cards import i18n  # noqa: E402

app._abyss_translators = i18n.install(app, lang)
from abyss_cards.storage.marquoir import NAME_MAX, MarquoirStore, sheet_from_mapping  # noqa: E402
from abyss_cards.storage.settings import Settings  # noqa: E402
from abyss_cards.ui import marquoir  # noqa: E402
from abyss_cards.ui.main_window import MainWindow  # noqa: E402
from abyss_cards.ui.marquoir.pdf import paint_sheet  # noqa: E402
from abyss_cards.ui.marquoir.sheet_editor import SheetDialog  # noqa: E402

LONGEST = "Marie-Charlotte de La Tour d'Auvergne-Ys"[:NAME_MAX]
LONG_SHEETS = [
    {
        "date": "2025-01-11",
        "note": "Chez Émilie-Françoise, avec l'extension Kraken",
        "players": [
            {
                "name": "Émilie-Françoise",
                "locations": 21,
                "lords": 36,
                "allies": 13,
                "monsters": 6,
                "pearls": 5,
                "best_lord": 11,
            },
            {
                "name": LONGEST,
                "locations": 17,
                "lords": 40,
                "allies": 15,
                "monsters": 8,
                "pearls": 2,
                "best_lord": 12,
            },
            {
                "name": "Amélie",
                "locations": 12,
                "lords": 31,
                "allies": 10,
                "monsters": 4,
                "pearls": 3,
                "best_lord": 9,
            },
            {
                "name": "Bastien",
                "locations": 19,
                "lords": 33,
                "allies": 12,
                "monsters": 9,
                "pearls": 4,
                "best_lord": 10,
            },
            {
                "name": "Jean-Baptiste Bernadotte",
                "locations": 15,
                "lords": 29,
                "allies": 14,
                "monsters": 5,
                "pearls": 6,
                "best_lord": 8,
            },
            {
                "name": "Chloé",
                "locations": 9,
                "lords": 38,
                "allies": 11,
                "monsters": 7,
                "pearls": 1,
                "best_lord": 12,
            },
        ],
    },
]

window = MainWindow(Settings(), language=lang)
window.resize(w, h)
window.show()
store = MarquoirStore()
for data in LONG_SHEETS:
    store.add(sheet_from_mapping(data))
store.close()
screen = marquoir.screenshot_screen(window, (w, h))
window.show_screen(screen)


def settle() -> None:
    for _ in range(6):
        app.processEvents()
        time.sleep(0.02)


def grab(name: str, dialog=None) -> None:
    settle()
    image = window.grab()
    if dialog is not None:
        painter = QPainter(image)
        pix = dialog.grab()
        painter.drawPixmap(
            QPoint(
                max(0, (image.width() - pix.width()) // 2),
                max(0, (image.height() - pix.height()) // 2),
            ),
            pix,
        )
        painter.end()
    path = out / f"marquoir_{lang}_{w}x{h}_{name}.png"
    image.save(str(path))
    print(path)


grab("1_sheet")  # the scene's sheet: four players, a tie decided by Pearls
long_row = next(
    r
    for r in range(screen.sheet_proxy.rowCount())
    if screen.sheet_proxy.index(r, 0).data()
    and "2025"
    in screen.sheet_model.sheet_at(
        screen.sheet_proxy.mapToSource(screen.sheet_proxy.index(r, 0)).row()
    ).played_on
)
screen.sheet_view.selectRow(long_row)
grab("2_long_names")
screen.tabs.setCurrentIndex(1)
grab("3_statistics")
screen.tabs.setCurrentIndex(0)

# The sheet dialog: a correction of the long-names sheet, then a new one.
store_names = screen.store.player_names()
for name, sheet in (("4_correct_dialog", screen.current_sheet()), ("5_new_dialog", None)):
    dialog = SheetDialog(store_names, sheet=sheet, parent=screen)
    # Its own size (as big as the sheet needs, within the screen: the offscreen one is 800 px
    # square, smaller than the window at 1920x1080).
    dialog.show()
    settle()
    grab(name, dialog)
    if name == "4_correct_dialog":
        helper = dialog.editor.open_helper_for("allies") or dialog.editor._helper
        settle()
        if helper is not None:
            image = dialog.grab()
            painter = QPainter(image)
            painter.drawPixmap(QPoint(20, 20), helper.grab())
            painter.end()
            image.save(str(out / f"marquoir_{lang}_{w}x{h}_6_allies_helper.png"))
            print(out / f"marquoir_{lang}_{w}x{h}_6_allies_helper.png")
            helper.reject()
    dialog.keep_draft = lambda: True  # type: ignore[method-assign] - no draft for a picture
    dialog.close()
    dialog.deleteLater()

# An import refused: a file with a word where a number goes and a player with no sheet date.
bad = Path(os.environ["ABYSS_CARDS_HOME"]) / "bad.csv"
bad.write_text(
    "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
    "a,2024-03-02,,Ana,12,30,10,5,3,douze\n"
    "a,2024-03-02,,Léo,10,28,9,4,2,99\n"
    "b,02/03/2024,,Zoé,10,28,9,4,2,9\n"
    "b,02/03/2024,,Zoé,10,28,9,4,2,9\n",
    encoding="utf-8",
)
boxes = []


def capture() -> None:
    box = next(
        (b for b in QApplication.topLevelWidgets() if isinstance(b, QMessageBox) and b.isVisible()),
        None,
    )
    if box is None:
        QTimer.singleShot(50, capture)
        return
    boxes.append(box)
    grab("7_import_refused", box)
    box.close()


QTimer.singleShot(50, capture)
screen.import_csv(bad)

# The PDF's page, painted as the PDF writer paints it (A4 at 100 dpi here).
sheet = screen.current_sheet()
page = QImage(827, 1169, QImage.Format.Format_RGB32)
page.fill(0xFFFFFF)
painter = QPainter(page)
paint_sheet(painter, sheet, QRectF(59, 59, 827 - 118, 1169 - 118))
painter.end()
page.save(str(out / f"marquoir_{lang}_pdf_page.png"))
print(out / f"marquoir_{lang}_pdf_page.png")
window.close()
