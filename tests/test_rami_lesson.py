"""Rami's "learn by playing" lesson (issue 26): its script plays on the engine and teaches the
core moves (the tournante, an opening of 81 or more, a lay-off, a joker taken back, the end of a
deal); every sentence the learner reads is whole, in English and in French; and the whole
lesson is played on the real screen with the mouse, each learner's move lit first by the
screen's ``lesson_target``, Léo's moves played by the session as a computer player's."""

from __future__ import annotations

import importlib

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_rami_ui_support import click, drag, hand_key, make_window, settle

from abyss_cards.core.game import Turn
from abyss_cards.games.rami import events as ev
from abyss_cards.games.rami.actions import (
    Discard,
    DrawPot,
    LayDown,
    LayOff,
    Open,
    TakeDiscard,
)
from abyss_cards.games.rami.cards import JOKER
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.rami import GAME_UI
from abyss_cards.ui.rami import screen as screen_module
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.rami.lesson import lesson, same_melds
from abyss_cards.ui.rami.table import LESSON_LIGHT
from abyss_cards.ui.rami.zones import ZONES
from abyss_cards.ui.table.lesson_script import check_script, seat_names

LEARNER = 0


def _events_of_the_script() -> list[object]:
    les = lesson()
    state = les.start(seat_names(les, "Ana"))
    happened: list[object] = []
    for step in les.steps():
        if step.action is not None:
            happened.extend(state.apply(step.action))
    return happened


def test_the_gui_names_the_lesson():
    module, _, name = GAME_UI.lesson.rpartition(".")
    assert getattr(importlib.import_module(module), name) is lesson


def test_the_script_plays_on_the_engine_and_teaches_the_core_moves():
    les = lesson()
    assert les.game == "rami" and les.learner == LEARNER and les.opponents == ("Léo",)
    state = check_script(les)
    happened = _events_of_the_script()
    took = [e for e in happened if isinstance(e, ev.TookDiscard)]
    tournante = next(e for e in happened if isinstance(e, ev.Discarded) and e.tournante)
    assert [(e.seat, e.card) for e in took] == [(LEARNER, tournante.card)]
    opening = [e for e in happened if isinstance(e, ev.MeldLaid) and e.opening]
    assert {e.seat for e in opening} == {0, 1}
    assert state.deal_opening_values[0][LEARNER] >= 81
    assert any(isinstance(e, ev.LaidOff) and e.seat == LEARNER for e in happened)
    assert any(isinstance(e, ev.JokerRecovered) and e.seat == LEARNER for e in happened)
    ended = [e for e in happened if isinstance(e, ev.DealEnded)]
    assert len(ended) == 1 and ended[0].winner == LEARNER
    assert ended[0].hands[LEARNER] == ()  # no card left
    assert not any(isinstance(e, ev.Discarded) and e.automatic for e in happened)
    # The lesson ends with the deal: the next one is the ordinary game that goes on.
    assert state.deal_number == 2 and not state.is_over
    learner_steps = [
        s
        for s, seat in zip(les.steps(), _seats(les), strict=True)
        if s.action is None or seat == LEARNER
    ]
    assert 12 <= len(learner_steps) <= 20


def _seats(les) -> list[int | None]:
    """The seat to play at each step of the lesson (its script replayed on the engine)."""
    state = les.start(seat_names(les, "Ana"))
    seats = []
    for step in les.steps():
        seats.append(state.current_player)
        if step.action is not None:
            state.apply(step.action)
    return seats


def test_the_opening_counts_in_any_order():
    expected = next(s for s in lesson().steps() if isinstance(s.action, Open))
    melds = expected.action.melds
    assert expected.same(Open(tuple(reversed(melds))), expected.action)
    assert same_melds(Open(tuple(reversed(melds))), expected.action)
    assert not expected.same(Open(melds[:2]), expected.action)
    assert not expected.same(DrawPot(), expected.action)


def _sentences() -> list[str]:
    les = lesson()
    said = [s.say for s in les.steps() if s.say]
    return [*said, les.done()]


def _whole(sentence: str) -> bool:
    return (
        len(sentence) > 20
        and sentence == sentence.strip()
        and sentence[-1] in ".!"
        and "%" not in sentence
        and "  " not in sentence
    )


def test_every_sentence_in_english_and_in_french(qtbot, lang_of):
    les = lesson()
    english = _sentences()
    moves = [s.action for s in les.steps()]
    assert all(_whole(s) for s in english), [s for s in english if not _whole(s)]
    # Every step the learner passes has its sentence.
    for step, seat in zip(les.steps(), _seats(les), strict=True):
        if step.action is None or seat == LEARNER:
            assert step.say
    lang_of("fr")
    french = _sentences()
    assert [s.action for s in les.steps()] == moves  # the same moves in every language
    assert len(french) == len(english)
    assert all(_whole(s) for s in french), [s for s in french if not _whole(s)]
    assert all(f != e for f, e in zip(french, english, strict=True)), [
        e for f, e in zip(french, english, strict=True) if f == e
    ]
    assert any("R♦" in s for s in french)  # the king is a roi: the French corner letter
    assert any("« Déposer »" in s for s in french)


# ---------------------------------------------------------------------- on the real screen
class _ScriptedLeo:
    """Léo as the session's computer player: the script's move at the match's point (the
    script's moves follow the match's history one for one), as the lesson plays it for him."""

    def __init__(self, state, moves: list[object]) -> None:
        self.state, self.moves = state, moves

    def choose(self, _view, legal):
        done = len(self.state.history)
        move = self.moves[done] if done < len(self.moves) else legal[0]
        assert move in legal
        return move


def _screen(qtbot, monkeypatch, les):
    names = seat_names(les, "Ana")
    state = les.start(names)
    moves = [s.action for s in les.steps() if s.action is not None]
    monkeypatch.setattr(screen_module.RamiScreen, "think_in_process", False)
    monkeypatch.setattr(
        screen_module,
        "make_bot_factory",
        lambda _seed, _process=None: lambda _level, _seat: _ScriptedLeo(state, moves),
    )
    window = make_window(qtbot)
    seats = [Seat(names[0], HUMAN), Seat(names[1], BOT, "easy")]
    screen = screen_module.RamiScreen(window, state, seats, write_autosave=False)
    screen.deal_end_pause_ms = 0
    window.show_screen(screen)
    QApplication.processEvents()
    screen.table.relayout()
    return screen


def _press(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def prepare(screen, qtbot, upcoming: object) -> None:
    """What a person does during a sentence-only step, for the learner's move after it: the
    hand arranged with the "Arrange in melds" button before the opening, the cards of a new
    meld dragged into an empty zone and its switch clicked before laying it down."""
    if isinstance(upcoming, Open):
        _press(qtbot, screen.melds_button)
    elif isinstance(upcoming, LayDown):
        arrangement = screen.arrangement
        zone = next(z for z in range(ZONES) if not arrangement.zones[z])
        for card in upcoming.meld:
            drag(screen, hand_key(screen, card), ("zone", zone))
        click(qtbot, screen, ("switch", zone))
    else:
        return
    switched = sorted(tuple(sorted(m)) for m in screen.arrangement.switched_melds())
    melds = upcoming.melds if isinstance(upcoming, Open) else (upcoming.meld,)
    assert switched == sorted(tuple(sorted(m)) for m in melds)


def perform(screen, qtbot, action: object) -> None:
    """The learner's move as a person makes it: clicks and drags on the table, the Lay down
    button."""
    if isinstance(action, DrawPot):
        click(qtbot, screen, ("pot",))
    elif isinstance(action, TakeDiscard) and action.then is None:
        click(qtbot, screen, ("discard",))
    elif isinstance(action, Discard):
        drag(screen, hand_key(screen, action.card), ("discard",))
    elif isinstance(action, Open | LayDown):
        _press(qtbot, screen.lay_button)
    elif isinstance(action, LayOff):
        cards = screen.state.melds[action.meld].cards
        # Onto the joker it takes back, else onto the meld's middle card.
        at = cards.index(JOKER) if action.end == "joker" else len(cards) // 2
        drag(screen, hand_key(screen, action.card), ("meld", action.meld, at))
    else:
        raise AssertionError(f"no gesture for {action}")


def _check_lit(screen, action: object) -> None:
    """The step's ``lesson_target`` lit the move's cards (and the meld it goes on)."""
    table = screen.table
    table.sync(animate=False)  # the light holds through the table's own refreshes
    lit, melds = table.lesson_lights()
    assert lit, action
    assert all(item.isVisible() and item.highlight >= LESSON_LIGHT - 1e-6 for item in lit)
    if isinstance(action, DrawPot):
        assert lit == [table.pot]
    # The piles are lit for the step alone (a pile the table would light besides is not).
    for pile in (table.pot, table.discard):
        assert (pile.highlight > 0) == (pile in lit)
    if isinstance(action, TakeDiscard | Discard):
        assert table.discard in lit
    if isinstance(action, Open):
        assert sorted(item.code for item in lit) == sorted(c for m in action.melds for c in m)
    if isinstance(action, LayOff):
        assert melds == {action.meld} and table.glows[action.meld].level == 1.0
        assert action.card in [item.code for item in lit]
        if action.end == "joker":
            assert JOKER in [item.code for item in lit if item in table.meld_items[action.meld]]


class _Conductor:
    """What the lesson bar (``ui/table/lesson.py``) does with a screen, as far as a screen
    sees it: after every move, the next step — the game held while a sentence-only step is
    read, let go after it (with no turn changing) — and the learner's move lit by
    ``lesson_target``, nothing lit otherwise."""

    def __init__(self, screen, steps) -> None:
        self.screen, self.steps, self.at, self.held = screen, steps, 0, False
        screen.session.eventsApplied.connect(self.applied)  # after the screen's own slot
        self.show()

    def applied(self, *_args) -> None:
        self.at += 1
        self.show()

    def next(self) -> None:
        assert self.steps[self.at].action is None
        self.at += 1
        self.show()

    def show(self) -> None:
        step = self.steps[self.at] if self.at < len(self.steps) else None
        hold = step is not None and step.action is None
        if hold != self.held:
            self.held = hold
            (self.screen.session.hold if hold else self.screen.session.release)()
        mine = (
            step is not None
            and step.action is not None
            and self.screen.state.current_player == LEARNER
        )
        self.screen.lesson_target(step.action if mine else None)


def test_the_lesson_played_with_the_mouse_on_the_real_screen(qtbot, monkeypatch):
    les = lesson()
    steps = list(les.steps())
    seats_of = _seats(les)
    screen = _screen(qtbot, monkeypatch, les)
    state = screen.state
    conductor = _Conductor(screen, steps)
    played = 0  # the script's moves played so far: the match's history, one for one
    for number, step in enumerate(steps):
        assert conductor.at == number
        if step.action is None:
            # Read while Léo waits, and the gesture the sentence asks for; then Continue.
            upcoming = next(s.action for s in steps[number + 1 :] if s.action is not None)
            assert screen.session.held and screen.table.lesson_lights() == ([], set())
            assert Rami.tr("End of the deal.") not in screen.status.text()  # held, not ended
            qtbot.waitUntil(lambda: not screen.session.thinking, timeout=30000)
            prepare(screen, qtbot, upcoming)
            assert len(state.history) == played
            conductor.next()
            continue
        if seats_of[number] != LEARNER:
            qtbot.waitUntil(lambda n=played: len(state.history) > n, timeout=30000)
            assert state.history[played] == Turn(1 - LEARNER, step.action)
            played += 1
            continue
        settle(qtbot, screen)
        assert len(state.history) == played
        assert state.current_player == LEARNER and screen.table.my_turn()
        _check_lit(screen, step.action)
        perform(screen, qtbot, step.action)
        assert len(state.history) == played + 1, (number, screen.refusal_label.text())
        move = state.history[-1]
        assert move.seat == LEARNER and step.same(move.action, step.action)
        played += 1
        if state.deal_number == 1:
            assert sorted(screen.arrangement.cards()) == sorted(state.hands[LEARNER])
    assert conductor.at == len(steps)
    assert screen.session.fallback_moves == 0  # every move of Léo's the script's
    # The deal is over, won with no card left; its summary comes, then the ordinary game.
    assert state.deal_winners == [LEARNER] and state.round_scores == [[0, 40]]
    assert screen.table.lesson_lights() == ([], set())
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=30000)
    screen.summary_dialog.accept()
    assert state.deal_number == 2
    screen.leave()  # the window, its screen and the summary go with the test (qtbot)
