"""A refused opening is said once, beside the Lay down button, until the next action, and says
what would open, from the engine's exact search (issue 14, point 7); a fresh hand's zones are
not titled as errors; the opening requirement is in the person's own area, not mid-table."""

from __future__ import annotations

from test_rami_ui_laydown import _put, _state
from test_rami_ui_support import click, make_window, open_screen, table_texts

from abyss_cards.games import rami
from abyss_cards.games.rami.melds import opening_facts
from abyss_cards.ui.rami.describe import Rami


def test_a_refused_opening_is_said_once_beside_the_button_with_what_would_open(qtbot):
    window = make_window(qtbot)
    state = _state(before_take=False)
    screen = open_screen(window, state)
    # The best opening (97: kings, the hearts run, the nines) is arranged in zones 1-3, but
    # only the kings and the nines are switched on: 57 points, no clean run.
    _put(screen, [["KS", "KD", "KC"], ["10H", "JH", "QH", "KH"], ["9S", "9D", "9C"]])
    click(qtbot, screen, ("switch", 0))
    click(qtbot, screen, ("switch", 2))
    before = state.to_json()
    screen.lay_button.click()
    text = screen.refusal_label.text()
    assert (
        Rami.tr("Switch on zones %1: %2 of %3 points.")
        .replace("%1", "1, 2, 3")
        .replace("%2", "97")
        .replace("%3", "81")
        in text
    )
    # Once: not on the table over the zones, not in the status line.
    assert not any(text in t for t in table_texts(screen))
    assert text not in screen.status.text() and "97" not in screen.status.text()
    assert state.to_json() == before
    # Until the next action: switching a zone on clears it.
    click(qtbot, screen, ("switch", 1))
    assert screen.refusal_label.text() == ""
    screen.lay_button.click()
    assert state.opened[0] and screen.refusal_label.text() == ""
    assert not any(text in t for t in table_texts(screen))  # nothing left over the melds


def test_without_a_clean_run_the_refusal_says_so():
    facts = opening_facts(
        ["KS", "KD", "KC", "9S", "9D", "9C", "QH", "QD", "QC", "2S", "5H", "8D", "7S", "4H"], 81
    )
    assert facts.best is None and not facts.clean_run
    assert Rami.tr("You lack a clean run")[:10] in __import__(
        "abyss_cards.ui.rami.describe", fromlist=["x"]
    ).opening_advice(facts, [])


def test_a_fresh_hand_has_neutral_zone_titles_until_the_person_arranges(qtbot):
    window = make_window(qtbot)
    state = rami.new_game(["Ana", "Bot"], seed=7)
    screen = open_screen(window, state, autostart=False)
    titles = [(z.title, z.state) for z in screen.table.zone_items]
    assert all(state_ != "wrong" for _, state_ in titles), titles
    assert not any(Rami.tr("not a meld") in t for t, _ in titles)
    # Once the person arranges (sorting counts), a zone of three or more unrelated cards is
    # titled as not a meld.
    screen.sort_by_suit()
    assert screen.table.judging
    # The requirement is in the person's area (the bar), not in the mid-table label.
    required = str(state.required(0))
    assert required in screen.total_label.text()
    assert required not in screen.table.meld_labels[1].text()
