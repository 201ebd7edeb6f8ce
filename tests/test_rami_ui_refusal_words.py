"""Rami refusals at 1024×640 (issue 24, point 3): in the bar, never over the pot and the discard
the person clicks next; two lines, then "Why?" for the whole reason; worded for a first-time
player, the expert's rule one click away."""

from __future__ import annotations

import pytest
from test_rami_ui_laydown import DEALER, OTHER, _put, _state
from test_rami_ui_support import click, make_window, open_screen, stacked_deck, table_texts
from ui_checks import cut_texts

from abyss_cards.games import rami

# The expert's words a first-time player does not know yet: only in the detail.
EXPERT = {"fr": ("suite vierge", "fermeture directe"), "en": ("clean run", "direct close")}
SMALL = (1024, 640)


def _take_refused_screen(qtbot, language, lang):
    window = make_window(qtbot, size=SMALL)
    language(window, lang)
    state = rami.new_game(["Ana", "Bot"], deck=stacked_deck(DEALER, OTHER, ["2D", "4H"]))
    for action in (rami.Discard("2S"), rami.DrawPot(), rami.Discard("8S")):
        state.apply(action)
    return window, open_screen(window, state), state


def _whole_reason_opens(qtbot, screen) -> str:
    place = screen.refusal_place
    assert place.why_button.isVisible()
    place.why_button.click()
    dialog = place.dialog
    qtbot.waitUntil(dialog.isVisible)
    shown = f"{dialog.text()}\n\n{dialog.informativeText()}"
    dialog.close()
    return shown


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_refused_take_is_said_in_the_bar_in_plain_words(qtbot, language, lang):
    window, screen, state = _take_refused_screen(qtbot, language, lang)
    before = state.to_json()
    click(qtbot, screen, ("discard",))
    assert state.to_json() == before and screen.table.pending_take is None
    # Not on the table: nothing covers the pot or the discard.
    assert screen.refusal_place.isVisible()
    text = screen.refusal_label.text()
    assert not any(text in t for t in table_texts(screen))
    assert "8♠" in text
    assert not any(word in text for word in EXPERT[lang]), text
    # Whole in its two lines, nothing cut in the window.
    assert not screen.refusal_label.is_cut()
    assert cut_texts(window) == []
    # The rule, in the expert's words, one click away.
    whole = _whole_reason_opens(qtbot, screen)
    assert text in whole and "81" in whole
    assert all(word in whole for word in EXPERT[lang]), whole


def test_a_long_refusal_keeps_two_lines_and_why_gives_the_whole(qtbot, language):
    window = make_window(qtbot, size=SMALL)
    language(window, "fr")
    state = _state(before_take=False)
    screen = open_screen(window, state)
    _put(screen, [["KS", "KD", "KC"], ["10H", "JH", "QH", "KH"], ["9S", "9D", "9C"]])
    click(qtbot, screen, ("switch", 0))
    click(qtbot, screen, ("switch", 2))
    screen.lay_button.click()
    label = screen.refusal_label
    assert label.text() and label.height() == label.room_height()  # two lines, never more
    assert cut_texts(window) == []
    # The constructive part (the zones to switch on) is never lost to a cut: "Why?" has it.
    whole = _whole_reason_opens(qtbot, screen)
    assert label.text() in whole and "1, 2, 3" in whole
    assert "suite vierge" in whole  # the rule's own words in the detail
