"""The end of a deal is seen on the table before its summary: both hands face up in place, the
melds laid, the penalties counted in the labels; the summary shows the cards as cards; the next
deal reaches the table only when the person asks (issue 14, point 2)."""

from __future__ import annotations

import time

from clock import run_out_the_clock
from test_rami_ui_laydown import _put
from test_rami_ui_support import click, make_window, open_screen, opened_state, stacked_deck

from abyss_cards.games import rami
from abyss_cards.ui.rami.describe import Rami, count_cards

MELDS = [["AS", "2S", "3S", "4S", "5S"], ["AH", "2H", "3H"], ["AD", "2D", "3D"], ["2C", "3C", "4C"]]
OTHER = ["7C", "2C", "3H", "8S", "8D", "AC", "4C", "QD", "JD", "6S", "7H", "5S", "10C", "3S"]


def _closing_screen(qtbot, animation_speed="off"):
    window = make_window(qtbot, animation_speed=animation_speed)
    dealer = [c for m in MELDS for c in m] + ["KD"]
    state = rami.new_game(["Ana", "Bot"], deck=stacked_deck(dealer, OTHER, ["2D", "9H"]))
    for action in (rami.Discard("KD"), rami.DrawPot(), rami.Discard("7C"), rami.DrawPot()):
        state.apply(action)
    screen = open_screen(window, state)
    screen.deal_end_pause_ms = 400
    _put(screen, MELDS)
    for z in range(4):
        click(qtbot, screen, ("switch", z))
    return screen, state


def test_the_deal_ends_on_the_table_then_the_summary_shows_cards(qtbot):
    screen, state = _closing_screen(qtbot)
    bot_hand = sorted(state.hands[1])
    screen.lay_button.click()
    assert state.deal_number == 2 and state.deal_winners == [0]  # the engine dealt again
    played = len(state.history)
    table = screen.table
    # Before the summary: the table as the deal ended, not the next deal.
    assert screen.summary_dialog is None and table.deal_end is not None
    faces = sorted(b.face for b in table.backs if b.isVisible())
    assert faces == bot_hand  # the opponent's hand face up, in place
    laid = [it for m in table.meld_items for it in m if it.isVisible()]
    assert len(laid) == sum(len(m) for m in MELDS)  # the closing melds on the table
    assert "+100" in table.opponent_label.text()
    assert not any(it.isVisible() for it in table.hand_items)  # the person went out
    assert Rami.tr("You win the deal.") in screen.status.text()
    # Then the summary, its cards drawn as cards (pictures, named for screen readers).
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
    dialog = screen.summary_dialog
    pictures = dialog.card_labels[1]
    assert len(pictures) == len(bot_hand)
    assert all(label.pixmap() is not None and not label.pixmap().isNull() for label in pictures)
    assert dialog.ok_button.text() == Rami.tr("Next deal")
    # The next deal waits for the person: nothing is played and the old table stays.
    run_out_the_clock(screen.session, dialog)  # whatever was to come came
    assert screen.session.held and table.deal_end is not None
    assert len(state.history) == played
    dialog.accept()
    assert table.deal_end is None and table.state is state
    assert sorted(it.code for it in table.hand_items if it.isVisible()) == sorted(state.hands[0])
    assert not any(b.face for b in table.backs if b.isVisible())


def test_the_ended_deal_stays_on_the_table_for_its_pause_with_animations_on(qtbot):
    screen, state = _closing_screen(qtbot, animation_speed="fast")
    screen.deal_end_pause_ms = 400
    clock = time.monotonic()
    screen.lay_button.click()
    assert state.deal_number == 2 and screen.table.deal_end is not None
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
    # Qt's timers may fire a few milliseconds early (one coarse timer's 5 %), never sooner.
    assert time.monotonic() - clock >= 0.38


def test_with_the_animations_off_the_summary_comes_at_once(qtbot):
    """As Plongée's round: nothing on the table moves, so nothing is waited for (an hour's
    pause would otherwise be waited out here)."""
    screen, state = _closing_screen(qtbot, animation_speed="off")
    screen.deal_end_pause_ms = 3_600_000
    screen.lay_button.click()
    assert screen.summary_dialog is None and screen.table.deal_end is not None
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)


def test_with_computer_players_only_the_next_deal_comes_by_itself(qtbot, monkeypatch):
    """Nobody at the screen to close a deal's summary: it closes after the pace delay and the
    next deal is shown and played."""
    from test_rami_ui_support import make_window, open_screen

    from abyss_cards.games import rami
    from abyss_cards.ui.models.session import BOT
    from abyss_cards.ui.table import screen as table_screen

    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 0.2)
    window = make_window(qtbot)
    screen = open_screen(window, rami.new_game(["A", "B"], seed=3), kinds=(BOT, BOT))
    screen.deal_end_pause_ms = 50
    screen.session.start()
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=120000)
    deals = len(screen.state.round_scores)
    qtbot.waitUntil(lambda: screen.summary_dialog is None, timeout=60000)
    qtbot.waitUntil(
        lambda: (
            len(screen.state.round_scores) > deals
            or screen.summary_dialog is not None
            or screen.state.is_over
        ),
        timeout=120000,
    )
    screen.leave()


def test_a_result_that_cannot_be_saved_is_told_in_plain_words(qtbot, monkeypatch):
    """Not SQLite's "attempt to write a readonly database" (issue 25): the file, then why."""
    from abyss_cards.storage import results
    from abyss_cards.storage.files import StorageProblem

    def refuse(*_args, **_kwargs):
        raise StorageProblem("read-only", None, "attempt to write a readonly database")

    monkeypatch.setattr(results, "record_game", refuse)
    window = make_window(qtbot)
    screen = open_screen(window, opened_state())
    screen._record_results()  # on a background thread: told once waited for
    screen._wait_for_writes()  # as the end page and the statistics do before reading them
    told = window.statusBar().currentMessage()
    assert told == (
        f"The result of this game could not be saved in {results.database_path()}."
        " The file or its folder is read-only."
    )


def test_the_match_s_result_is_written_off_the_gui_thread(qtbot, monkeypatch):
    """As in every game (issue 22): the end of a match never waits for the disk; the end page
    and the statistics wait for the write before reading the results."""
    import threading

    from abyss_cards.storage import results

    writers: list[str] = []
    figures = []

    def record(_game, players, **_kwargs):
        writers.append(threading.current_thread().name)
        figures.extend(p.extra for p in players)
        return 7

    monkeypatch.setattr(results, "record_game", record)
    window = make_window(qtbot)
    screen = open_screen(window, opened_state())
    screen._record_results()
    screen._wait_for_writes()
    assert writers == ["results-rami"]
    assert screen._recorded_id == 7
    # Each seat's figures go with it (``player_figures``): the statistics' deals opened.
    assert len(figures) == 2 and all(f for f in figures)


def test_a_summary_closed_by_hand_is_not_closed_again_by_its_delay(qtbot):
    """With computer players only, a summary closes itself after a delay. One closed by hand
    before that must not be closed "again" when the delay ends: that released the game during
    the next deal's summary."""
    from PySide6.QtCore import QTimer

    from abyss_cards.ui.models.session import BOT

    window = make_window(qtbot)
    screen = open_screen(
        window, rami.new_game(["A", "B"], seed=3, match_limit=10_000), kinds=(BOT, BOT)
    )
    screen.deal_end_pause_ms = 0
    screen.session.start()
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=120000)
    first = screen.summary_dialog
    delay = first.findChild(QTimer, "auto_next")
    assert delay is not None and delay.isActive()  # the first summary has its delay
    first.accept()  # by hand
    qtbot.waitUntil(lambda: screen.summary_dialog not in (None, first), timeout=120000)
    second = screen.summary_dialog
    delay.timeout.emit()  # its delay ends while the second summary is open
    assert screen.summary_dialog is second and screen.session.held
    screen.leave()


def test_the_piles_and_docks_show_the_ended_deal_until_its_summary_closes(qtbot):
    """Issue 24, point 4: the pot, the discard, the discard dock and the score sheet are those
    of the deal that ended, not the next deal dealt behind the summary."""
    screen, state = _closing_screen(qtbot)
    pot_before = state.pot_size
    pile_before = list(state.discard_pile)
    # The four zones close the deal directly, the last card (9♥) thrown on the discard.
    screen.lay_button.click()
    table = screen.table
    assert table.deal_end is not None and state.deal_number == 2
    # The ended deal's pot and discard, its closing discard on top.
    assert table.pot.badge == count_cards(pot_before) != count_cards(state.pot_size)
    assert table.discard.code == "9H"
    assert table.discard.badge == count_cards(len(pile_before) + 1)
    discards = screen.discard_dock.model
    assert discards.rowCount() == len(pile_before) + 1
    sheet = screen.scores_dock.model
    now = Rami.tr("%1 (now)").replace("%1", "2")
    assert not _sheet_has(sheet, now)  # no row yet for the deal dealt behind the summary
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
    screen.summary_dialog.accept()
    assert table.pot.badge == count_cards(state.pot_size)
    assert _sheet_has(sheet, now)


def _sheet_has(model, text) -> bool:
    return any(
        model.data(model.index(r, c)) == text
        for r in range(model.rowCount())
        for c in range(model.columnCount())
    )
