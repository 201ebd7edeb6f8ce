"""After a move the Abyss table is laid out once, and the screen reads only the move's own events
(issue 23, point 10): counts of calls and scans, never timings."""

from __future__ import annotations

from types import SimpleNamespace

from abyss_cards.games import abyss
from abyss_cards.games.abyss import bots
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss import screen as screen_module
from abyss_cards.ui.abyss.journal import council_known
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, Seat


def _screen(qtbot, seats=None, state=None):
    state = state or abyss.new_game(["Ana", "Léo", "Marin", "Zoé"], seed=500)
    seats = seats or [Seat(n, BOT, "greedy") for n in state.names]
    window = SimpleNamespace(settings=Settings(animation_speed="off"), language="en")
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    return screen, state


def _move(screen, state, decider) -> None:
    seat = state.current_player
    action = decider.choose(state.view(seat), state.legal_actions())
    screen.session._applied(seat, action, state.apply(action))


def test_a_move_lays_the_table_out_once_and_scans_only_its_own_events(qtbot, monkeypatch):
    """After a move: the cards' highlights set once (by the layout, not also before it), the
    keyboard flags of cards whose flag did not change left alone, and neither the Journal's
    replay button nor the Council's known cards read the whole game's events again."""
    screen, state = _screen(qtbot)
    decider = bots.make_bot("greedy", seed=3)
    for _ in range(20):
        _move(screen, state, decider)
    table = screen.table
    highlights, scans, flags = [], [], []
    real_update = type(table).update_highlights
    monkeypatch.setattr(
        type(table),
        "update_highlights",
        lambda self: (highlights.append(1), real_update(self))[1],
    )
    real_last = screen_module.last_exploration
    monkeypatch.setattr(
        screen_module, "last_exploration", lambda events: (scans.append(1), real_last(events))[1]
    )
    _move(screen, state, decider)
    # One from the layout, one from the choices offered for the next turn (none for a bot).
    assert len(highlights) <= 2
    assert scans == []
    item_type = type(next(iter(table.cards.values())))
    real_flag = item_type.setFlag
    monkeypatch.setattr(
        item_type, "setFlag", lambda self, *a: (flags.append(a), real_flag(self, *a))[1]
    )
    real_update(table)  # nothing changed since the last time
    assert flags == []
    # What is known of the Council, from the new events alone, is what the whole game says.
    assert table.council_known == council_known(screen.events)


def test_council_known_from_new_events_continues_the_old():
    state = abyss.new_game(["Ana", "Léo", "Marin"], seed=41)
    deciders = [bots.make_bot("greedy", seed=s) for s in range(3)]
    events = []
    while len(state.history) < 250 and not state.is_over:
        seat = state.current_player
        events.append(state.apply(deciders[seat].choose(state.view(seat), state.legal_actions())))
    known: dict[str, list[int]] = {}
    flat = []
    for batch in events:
        before = {race: list(v) for race, v in known.items()}
        known = council_known(batch, known)
        flat += batch
        assert known == council_known(flat)
        for race, values in before.items():  # what was known before is left as it was
            assert known is not before and before[race] == values


def test_the_journal_scrolls_once_a_pass_not_once_a_move(qtbot, monkeypatch):
    screen, state = _screen(qtbot)
    lines = screen.journal.list
    scrolls = []
    monkeypatch.setattr(lines, "scrollToBottom", lambda: scrolls.append(1))
    decider = bots.make_bot("greedy", seed=3)
    for _ in range(5):
        _move(screen, state, decider)
    assert scrolls == []
    qtbot.waitUntil(lambda: scrolls == [1])
