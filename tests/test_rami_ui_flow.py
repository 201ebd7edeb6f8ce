"""The keyboard, the hint, the tournante mark, the computer's moves shown, the deal summaries and
the end of a match."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_rami_ui_support import hand_key, make_window, open_screen, opened_state

from abyss_cards.games import rami
from abyss_cards.ui.models.session import BOT, HUMAN
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.table import screen as table_screen


def _focus(qtbot, screen, code):
    window = screen.window_
    window.activateWindow()
    screen.view.setFocus()
    item = screen.table.item_for(hand_key(screen, code))
    screen.view.focus_card(item)
    return item


def test_cards_move_between_zones_and_are_discarded_with_the_keyboard(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    screen = open_screen(window, state)
    item = _focus(qtbot, screen, "4S")
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert screen.table.selected is item
    target = next(z for z in range(5) if not screen.arrangement.zones[z])
    qtbot.keyClick(screen.view, getattr(Qt.Key, f"Key_{target + 1}"))
    assert screen.arrangement.zones[target] == ["4S"]
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)  # the arrows move the focus among cards
    assert screen.view.scene().focusItem() is not None
    _focus(qtbot, screen, "4S")
    qtbot.keyClick(screen.view, Qt.Key.Key_D)
    assert state.discard_pile[-1] == "4S" and state.current_player == 1


def test_the_hint_is_one_sentence_worked_out_off_the_gui_thread(qtbot):
    window = make_window(qtbot)
    state = opened_state()
    screen = open_screen(window, state)
    before = state.to_json()
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen._hint.startswith(Rami.tr("Hint: ")[:4]), timeout=60000)
    assert screen.hint_label.text() == screen._hint and screen.hint_label.isVisible()
    assert state.to_json() == before


def test_the_tournante_is_marked_and_the_computers_moves_are_shown(qtbot):
    window = make_window(qtbot)
    state = rami.new_game(["Ana", "Bot"], seed=21, dealer=1)
    screen = open_screen(window, state)
    qtbot.waitUntil(lambda: state.current_player == 0, timeout=60000)
    assert state.tournante_open
    assert screen.table.discard.badge == Rami.tr("Tournante")
    assert "Bot" in screen.status.text()  # what the computer did is said
    # The docks follow a computer's move on a later pass of the event loop (DOCK_REFRESH_MS).
    qtbot.waitUntil(lambda: screen.discard_dock.model.rowCount() == 1, timeout=60000)


def test_deal_summaries_then_the_end_of_the_match(qtbot, monkeypatch):
    # The test closes each summary itself: one that closed by itself after its delay (a busy
    # machine can take that long between two looks) would race the test's own close.
    # Closing by itself is test_rami_ui_dealend's.
    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 3600.0)
    window = make_window(qtbot)
    state = rami.new_game(["Ana", "Bot"], seed=5, match_limit=150)
    screen = open_screen(window, state, kinds=(BOT, BOT))
    deals = 0
    while not (state.is_over and screen.summary_dialog is None):
        qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
        deals += 1
        assert screen.summary_dialog.summary_text
        assert screen.session.held
        screen.summary_dialog.accept()
    assert deals == len(state.round_scores) >= 2
    assert screen.stack.currentWidget() is screen.end_page
    loser = state.loser
    assert state.scores[loser] >= 150
    assert state.players[state.winners[0]] in screen.end_page.title.text()
    model = screen.end_scores.model()
    assert model.rowCount() == len(state.round_scores) + 1  # the deals and the totals
    assert model.index(model.rowCount() - 1, loser + 1).data() == str(state.scores[loser])


def test_two_people_seats_start_on_the_dealers_hand(qtbot):
    window = make_window(qtbot)
    state = rami.new_game(["Ana", "Bea"], seed=2, dealer=1)
    screen = open_screen(window, state, kinds=(HUMAN, HUMAN))
    # Bea deals: her turn comes first, behind the privacy screen.
    assert screen.stack.currentWidget() is screen.privacy_page
    screen.privacy_button.click()
    assert screen.shown == 1


def test_the_hint_names_the_best_opening_when_there_is_one(qtbot):
    from test_rami_ui_laydown import _state

    window = make_window(qtbot)
    screen = open_screen(window, _state(before_take=False))
    screen.hint_button.click()
    qtbot.waitUntil(
        lambda: screen._hint != Rami.tr("Thinking…") and bool(screen._hint), timeout=60000
    )
    assert screen._hint.startswith(Rami.tr("Hint: open now with %1 (%2 points).")[:20])
    assert "97" in screen._hint  # K♠ K♦ K♣ + 10♥–K♥ + 9♠ 9♦ 9♣


def test_a_change_of_language_at_the_end_page_says_its_title_and_notes_again(
    qtbot, monkeypatch, language
):
    """The end page in front, the language changed: its title and notes in the new one (they
    kept the old one, under buttons already in the new)."""
    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 3600.0)
    window = make_window(qtbot)
    state = rami.new_game(["Ana", "Bot"], seed=5, match_limit=150)
    screen = open_screen(window, state, kinds=(BOT, BOT))
    while not (state.is_over and screen.summary_dialog is None):
        qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
        screen.summary_dialog.accept()
    page = screen.end_page
    assert screen.stack.currentWidget() is page
    title_en, notes_en = page.title.text(), page.notes.text()
    assert "reached" in notes_en
    language(window, "fr")
    assert page.replay_button.text() == "Nouvelle partie"
    assert page.title.text() == screen.end_title() != title_en
    assert "a atteint" in page.notes.text() and "reached" not in page.notes.text()
    # Its number deals the whole match again: « partie », not « donne ».
    assert page.deal_label.text() == (
        "Numéro de partie : 5 — transmettez-le à un ami pour qu’il joue la même partie."
    )


def test_settings_and_language_reach_the_table(qtbot, language):
    window = make_window(qtbot)
    screen = open_screen(window, opened_state())
    assert not screen.table.renderer.four_colours
    window.settings.four_colour_cards = True
    window.settings.table_theme = "blue"
    screen.apply_settings()
    assert screen.table.renderer.four_colours
    language(window, "fr")  # the fixture takes the translators away afterwards
    assert screen.lay_button.text() == "Déposer"
    assert screen.table.renderer.language == "fr"
    language(window, "en")
    assert screen.lay_button.text() == "Lay down"
    assert screen.table.renderer.language == "en"


def test_a_screen_built_while_another_is_shown_keeps_its_docks(qtbot):
    from PySide6.QtWidgets import QDockWidget

    window = make_window(qtbot)
    first = open_screen(window, opened_state())
    second = open_screen(window, rami.new_game(["Ana", "Bot"], seed=3, dealer=1))
    assert second.discard_dock.objectName() == "ramiDiscardDock"
    assert second.discard_dock.parent() is window and second.discard_dock.isVisible()
    named = [d for d in window.findChildren(QDockWidget) if d.objectName() == "ramiDiscardDock"]
    assert first.discard_dock.objectName() != "ramiDiscardDock"
    assert named == [second.discard_dock]
    # The computer deals and plays; the docks follow.
    qtbot.waitUntil(lambda: second.state.current_player == 0, timeout=60000)
    qtbot.waitUntil(lambda: second.discard_dock.model.rowCount() >= 1, timeout=60000)
    del first


def test_the_interpreter_switch_interval_is_short_while_the_table_is_shown(qtbot):
    import sys

    before = sys.getswitchinterval()
    window = make_window(qtbot)
    open_screen(window, opened_state())
    assert sys.getswitchinterval() <= 0.001
    open_screen(window, opened_state())  # one table after another keeps it short
    assert sys.getswitchinterval() <= 0.001
    window.go_home()
    assert sys.getswitchinterval() == before
