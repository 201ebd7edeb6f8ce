"""Play a whole Plongée game in a real (offscreen) window, every seat decided by computer
players (the person's moves through the session, as clicks would), and grab the window at the
moments that matter: computer moves narrated, a computer player's drawn card, a hint lit, the
end of a round on the table, its summary, the end page.

    python scripts/plongee_flow_screenshots.py fr 1280x800 docs/screenshots
    SEED=2024 TARGET=60 (defaults) choose the game.

Files: OUTDIR/plongee_<lang>_<W>x<H>_<moment>.png. Results go to a throwaway data folder."""

import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["ABYSS_CARDS_HOME"] = tempfile.mkdtemp(prefix="pf-home-")

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

lang, size, out = sys.argv[1], sys.argv[2], sys.argv[3]
w, h = map(int, size.split("x"))
app = QApplication([])
from abyss_cards import i18n  # noqa: E402

app._abyss_translators = i18n.install(app, lang)
from abyss_cards.games import plongee  # noqa: E402
from abyss_cards.games.plongee import Draw, bots  # noqa: E402
from abyss_cards.games.plongee import events as ev  # noqa: E402
from abyss_cards.storage.settings import Settings  # noqa: E402
from abyss_cards.ui.main_window import MainWindow  # noqa: E402
from abyss_cards.ui.models.session import BOT, HUMAN, Seat  # noqa: E402
from abyss_cards.ui.plongee.screen import PlongeeScreen  # noqa: E402

window = MainWindow(Settings(animation_speed="off", bot_pace="instant"), language=lang)
window.resize(w, h)
window.show()
me = "Vous" if lang == "fr" else "You"
names = [me, "Ondine", "Marin", "Nacre"]
seats = [Seat(me, HUMAN)] + [
    Seat(n, BOT, lv) for n, lv in zip(names[1:], ("easy", "medium", "expert"), strict=True)
]
state = plongee.new_game(
    names, seed=int(os.environ.get("SEED", "2024")), target=int(os.environ.get("TARGET", "60"))
)
screen = PlongeeScreen(window, state, seats)
window.show_screen(screen)
taken = set()
prefix = f"{out}/plongee_{lang}_{w}x{h}_"


def grab(name, dialog=None):
    if name in taken:
        return
    taken.add(name)
    for _ in range(5):  # the bar's height follows its texts on a later pass
        app.processEvents()
        time.sleep(0.02)
    image = window.grab()
    if dialog is not None:
        painter = QPainter(image)
        pix = dialog.grab()
        painter.drawPixmap(
            QPoint((image.width() - pix.width()) // 2, (image.height() - pix.height()) // 2), pix
        )
        painter.end()
    image.save(prefix + name + ".png")
    print(prefix + name + ".png")


def after(seat, action, events):
    if any(isinstance(e, ev.RoundScored) for e in events):
        grab("2_round_end_on_table")
    elif isinstance(action, Draw) and seats[seat].is_bot and screen.state.round_number == 1:
        grab("1_bot_drew")


screen.session.eventsApplied.connect(after)
expert = bots.make_bot("expert", seed=1)
deadline = time.monotonic() + 300
turns = 0
while time.monotonic() < deadline:
    app.processEvents()
    if screen.summary_dialog is not None:
        grab("3_summary", screen.summary_dialog)
        screen.summary_dialog.accept()
        continue
    if screen.stack.currentWidget() is screen.end_page:
        app.processEvents()
        grab("5_end_page")
        break
    s = screen.state
    if screen.session.is_human_turn() and not screen.session.held and not screen.summary_pending:
        if s.phase == "turn" and s.drawn is None:
            turns += 1
            if turns == 2:
                grab("0_narrated_moves")
                screen.show_hint()
                grab("4_hint")
        screen.session.play(expert.choose(s.view(0), s.legal_actions()))
    time.sleep(0.002)
