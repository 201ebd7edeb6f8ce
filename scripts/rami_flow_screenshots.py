"""Play a whole Rami match (500 points) through the real screen and grab the moments that
matter: a refused opening, a narrated computer move, a deal's end on the table, its summary,
the end page; then the hot-seat page before the first hand and at a hand-over.

The person's seat ("You") is played by the medium computer player through the session (the
same path as a person's moves), against Yasmine (medium). Files: OUTDIR/rami_LANG_SIZE_*.png.

    python scripts/rami_flow_screenshots.py fr 1280x800 OUTDIR
"""

from __future__ import annotations

import os
import sys
import tempfile


def _pump(ms: int = 50) -> None:
    """The app's events handled for ``ms`` milliseconds."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _open_the_match(w: int, h: int):
    """The window at ``w`` x ``h``, "You" against Yasmine (medium) on the Rami screen."""
    from abyss_cards.games import rami
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.main_window import MainWindow
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat
    from abyss_cards.ui.rami.describe import Rami
    from abyss_cards.ui.rami.screen import RamiScreen

    RamiScreen.think_in_process = False
    window = MainWindow(
        Settings(animation_speed="off", bot_pace="fast", player_name=Rami.tr("You"))
    )
    window.resize(w, h)
    window.show()
    you = Rami.tr("You")
    state = rami.new_game([you, "Yasmine"], seed=11)
    screen = RamiScreen(
        window, state, [Seat(you, HUMAN), Seat("Yasmine", BOT, "medium")], write_autosave=False
    )
    screen.deal_end_pause_ms = 600
    window.show_screen(screen)
    return window, state, screen


def _try_a_refused_opening(window, screen, shot, got: set[str]) -> None:
    # A refused opening: the hand sorted by suit, its first zone switched on.
    arr = screen.arrangement
    screen.sort_by_suit()
    z = next((z for z in range(5) if arr.zones[z]), None)
    if z is not None and not arr.switches[z]:
        screen.table.key_switch(z)
    screen.lay_button.click()
    if screen.refusal_label.text():
        _pump(50)
        shot(window, "refused")
        got.add("refused")
    screen.arrangement.switches = [False] * 5
    screen.table.sync(animate=False)


def _shoot_the_hot_seat(window, shot) -> None:
    from abyss_cards.games import rami
    from abyss_cards.ui.models.session import HUMAN, Seat
    from abyss_cards.ui.rami.screen import RamiScreen

    # Two people on one screen: the hot-seat page before the first hand, then at a hand-over.
    other = rami.new_game(["Léa", "Sami"], seed=4)
    hot = RamiScreen(window, other, [Seat("Léa", HUMAN), Seat("Sami", HUMAN)], write_autosave=False)
    window.show_screen(hot)
    _pump(100)
    shot(window, "privacy-first")
    hot.privacy_button.click()
    _pump(50)
    hot.session.play(rami.Discard(other.hands[other.current_player][0]))
    _pump(100)
    shot(window, "privacy-handover")


def main(lang: str, size: str, outdir: str) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # A throwaway data folder: the match's result never reaches the person's own statistics.
    os.environ["ABYSS_CARDS_HOME"] = tempfile.mkdtemp()
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from abyss_cards import i18n

    app._abyss_translators = i18n.install(app, lang)
    from abyss_cards.games.rami.bots import make_bot

    w, h = map(int, size.split("x"))
    os.makedirs(outdir, exist_ok=True)
    out = os.path.join(outdir, f"rami_{lang}_{size}")

    def shot(widget, name: str) -> None:
        widget.grab().save(f"{out}_{name}.png")
        print("shot", f"{out}_{name}.png")

    window, state, screen = _open_the_match(w, h)
    me = make_bot("medium", seed=3)
    got: set[str] = set()
    for _ in range(20000):
        if state.is_over and screen.summary_dialog is None and not screen._summary_pending:
            break
        if screen.summary_dialog is None and screen._summary_pending and "dealend" not in got:
            _pump(100)
            shot(window, "dealend")
            got.add("dealend")
        if screen.summary_dialog is not None:
            if "summary" not in got:
                shot(screen.summary_dialog, "summary")
                got.add("summary")
            screen.summary_dialog.accept()
            _pump(50)
            continue
        if state.current_player != 0 or screen.session.held:
            _pump(30)
            continue
        if (
            screen._last_move
            and "narrated" not in got
            and state.deal_number == 1
            and len(state.history) > 4
        ):
            shot(window, "narrated")
            got.add("narrated")
        legal = state.legal_actions()
        if (
            not state.opened[0]
            and not state.to_take
            and not state.dealer_to_discard
            and "refused" not in got
        ):
            _try_a_refused_opening(window, screen, shot, got)
        screen.session.play(me.choose(state.view(0), legal))
        _pump(10)
    _pump(200)
    shot(window, "end")
    print("deals", len(state.round_scores), "totals", state.scores, "over", state.is_over)
    _shoot_the_hot_seat(window, shot)


if __name__ == "__main__":
    main(*sys.argv[1:4])
