"""The Abyss lesson (issue 26): its script plays on the engine, each core move of the game
happens in it, every move the learner makes is asked in English and in French, and the whole
lesson is played through the real screen, each learner move by a person's clicks on what
``AbyssScreen.lesson_target`` lights, Léo's moves played from the script by his seat."""

from __future__ import annotations

import importlib
import threading
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from abyss_cards.core.game import Turn
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as E
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss import GAME_UI
from abyss_cards.ui.abyss.decisions import hand_keys
from abyss_cards.ui.abyss.lesson import SHEPHERD, SILOS, SLAVER, lesson
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.table.lesson_script import check_script, replayed, seat_names

NAMES = ["Ana", "Léo"]


def _played(names=NAMES):
    """Each step's seat and events, the lesson played on the engine alone."""
    the_lesson = lesson()
    state = the_lesson.start(list(names))
    out = []
    for step in the_lesson.steps():
        if step.action is None:
            out.append((None, step, []))
            continue
        seat = state.current_player
        out.append((seat, step, state.apply(step.action)))
    return state, out


def _events(played, kind, seat=None):
    return [
        e
        for _, _, events in played
        for e in events
        if isinstance(e, kind) and (seat is None or e.seat == seat)
    ]


# ---------------------------------------------------------------------------- the script
def test_the_script_plays_on_the_engine_to_the_end():
    state = check_script(lesson())
    assert state.is_over
    assert state.winners == (0,)  # the learner wins their first game


def test_every_core_move_happens():
    state, played = _played()
    # Exploring with a purchase, each way: Léo buys from the learner, the learner from Léo.
    assert [(e.seat, e.to, e.price) for e in _events(played, E.Bought)] == [(1, 0, 1), (0, 1, 1)]
    assert _events(played, E.Explored, 0) and _events(played, E.AllyTaken, 0)
    # The Council.
    assert [e.race for e in _events(played, E.StackTaken, 0)] == ["seahorses"]
    # A Lord's power used: the Slaver sells an Ally.
    assert [(e.ally, e.pearls) for e in _events(played, E.AllySold, 0)] == [(("shellfish", 1), 2)]
    # A recruit paid with Allies and Pearls, its weakest Ally federated.
    (recruit,) = _events(played, E.Recruited, 0)
    assert recruit.lord == SHEPHERD and recruit.pearls == 2
    assert sorted(recruit.allies) == [("seahorses", 1), ("seahorses", 2), ("seahorses", 3)]
    assert [e.ally for e in _events(played, E.Federated, 0)] == [("seahorses", 1)]
    # A Location taken with three keys: the three Lords whose keys closed it under it.
    (taken,) = _events(played, E.LocationControlled, 0)
    assert taken.location == SILOS and len(taken.lords) == 3 and SLAVER in taken.lords
    # The end: a seventh Lord, Léo's last turn, the final count.
    assert [e.reason for e in _events(played, E.EndTriggered, 0)] == ["seventh_lord"]
    assert len(_events(played, E.FinalFederation)) == 2
    (over,) = _events(played, E.GameOver)
    assert over.scores == state.scores and over.winners == (0,)
    assert over.scores[0] > over.scores[1] > 0


def test_léo_plays_his_own_moves_and_the_learner_theirs():
    the_lesson = lesson()
    _, played = _played()
    learner = [step for seat, step, _ in played if seat == the_lesson.learner]
    others = [step for seat, step, _ in played if seat not in (None, the_lesson.learner)]
    assert 12 <= len(learner) <= 20
    assert others and the_lesson.opponents == ("Léo",)
    assert seat_names(the_lesson, "Ana") == NAMES


def test_the_game_is_the_same_every_time_and_resumes_at_any_step():
    the_lesson = lesson()
    first = the_lesson.start(list(NAMES))
    assert first.to_json() == the_lesson.start(list(NAMES)).to_json()
    assert first.names == NAMES
    steps = list(the_lesson.steps())
    for count in (0, 5, len(steps)):
        again = replayed(the_lesson, list(NAMES), count)
        moves = [s.action for s in steps[:count] if s.action is not None]
        assert [t.action for t in again.history] == moves


def test_the_lesson_is_the_game_uis():
    module, _, name = GAME_UI.lesson.rpartition(".")
    assert getattr(importlib.import_module(module), name) is lesson
    assert lesson().game == GAME_UI.key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_learner_step_is_said_in_each_language(lang_of, lang):
    from test_french_words import bad

    lang_of("en")
    english = list(lesson().steps())
    lang_of(lang)
    said = list(lesson().steps())
    assert [s.action for s in said] == [s.action for s in english]  # the same moves
    _, played = _played()
    for (seat, _, _), step, in_english in zip(played, said, english, strict=True):
        if seat == 0 or step.action is None:
            assert step.say.strip(), step.action
        if not step.say:
            continue
        assert "%" not in step.say, step.say  # every name put in
        assert not bad(step.say, lang), (step.say, bad(step.say, lang))
        if lang == "fr":
            assert step.say != in_english.say, step.say
    assert lesson().done().strip()
    if lang == "fr":
        text = " ".join(s.say for s in said)
        assert "la Bergère" in text and "l'Esclavagiste" in text and "Silos à sargasse" in text


# ------------------------------------------------------------------- through the screen
class ScriptedLeo:
    """Léo's seat: plays the script's moves, in order (the session asks it on its thread)."""

    def __init__(self, moves):
        self.moves = list(moves)
        self.lock = threading.Lock()

    def choose(self, view, legal):
        with self.lock:
            move = self.moves.pop(0)
        assert move in legal, move
        return move


def _screen(qtbot, monkeypatch, state, moves):
    leo = ScriptedLeo(moves)
    monkeypatch.setattr(AbyssScreen, "_bot_factory", lambda self, seed: lambda level, seat: leo)
    settings = Settings()
    settings.animation_speed = "off"  # every card at its place at once
    window = SimpleNamespace(settings=settings, language="en")
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "expert")]
    screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 760)
    screen.show()
    qtbot.waitUntil(lambda: screen.view.viewport().width() > 600)
    screen.table.sync()
    screen._offer()
    screen.session.set_pace(0.05)
    return screen


def _click(qtbot, screen, key):
    item = screen.table.item_for(key)
    assert item.isVisible(), key
    point = screen.table.viewport_point(key)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _button(screen, action):
    """The bar's button a person reads as ``action``."""
    pairs = zip(screen.decision_buttons, screen.bar_offers(), strict=True)
    return next(b for b, offer in pairs if offer.action == action and b.isVisible())


def _hand_card(screen, race, value):
    """A card of the learner's hand of that race and value, not already in the payment."""
    keys = hand_keys(screen.table.v, 0)[(race, value)]
    return next(k for k in keys if k not in screen.choices.selected)


def perform(screen, qtbot, action):
    """What a person does for ``action``: a click on the deck, a Council stack, a Court Lord, a
    card of the hand, the track, a Lord then the Ally it sells, a Location of the tray, or a
    button of the bar; a move the screen makes itself (one choice only) is waited for."""
    v = screen.table.v
    if isinstance(action, A.Explore | A.RevealNext):
        _click(qtbot, screen, ("exploration_deck",))
    elif isinstance(action, A.TakeAlly):
        _click(qtbot, screen, ("track", len(v.track) - 1))
    elif isinstance(action, A.RequestSupport):
        _click(qtbot, screen, ("council", action.race))
    elif isinstance(action, A.Recruit):
        _click(qtbot, screen, ("court", list(v.court).index(action.lord)))
    elif isinstance(action, A.PayWith):
        _click(qtbot, screen, _hand_card(screen, action.race, action.value))
    elif isinstance(action, A.SellAlly):
        slaver = ("lord", 0, list(v.players[0].lords).index(SLAVER))
        _click(qtbot, screen, slaver)
        ally = _hand_card(screen, action.race, action.value)
        assert screen.choices.two_step.picked == slaver
        assert screen.table.lesson == {ally}  # the second card lit once the Lord is picked
        _click(qtbot, screen, ally)
    elif isinstance(action, A.TakeLocation):
        (card,) = [c for c in screen.tray.legal_cards() if c.entry.location == action.location]
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    elif isinstance(action, A.PlaceLords) and screen.autoplaying:
        before = len(screen.state.history)
        qtbot.waitUntil(lambda: len(screen.state.history) > before)
    else:
        qtbot.mouseClick(_button(screen, action), Qt.MouseButton.LeftButton)


def _lit(screen, action):
    """What ``lesson_target`` lit for ``action``: cards (their keys) and glowing widgets."""
    keys = set(screen.table.lesson or ())
    for key in keys:
        assert screen.table.item_for(key).highlight > 0.5, key
    chosen = screen.choices.shown_selected()  # a payment's Allies stay shown chosen
    others = [k for k in screen.choices.lit() if k not in keys | chosen]
    still = [(k, screen.table.item_for(k).highlight) for k in others if k in screen.table.cards]
    assert all(h < 0.01 for _, h in still), (action, still)
    widgets = [w for w in screen.lesson_light.widgets if w.graphicsEffect() is not None]
    return keys, widgets


def test_the_whole_lesson_through_the_screen(qtbot, monkeypatch):
    the_lesson = lesson()
    state = the_lesson.start(list(NAMES))
    _, played = _played()
    steps = [(seat, step.action) for seat, step, _ in played if step.action is not None]
    screen = _screen(qtbot, monkeypatch, state, [a for seat, a in steps if seat == 1])
    screen.session.start()
    for n, (seat, action) in enumerate(steps):
        if seat == 1:  # Léo's move: his seat plays it from the script, at its pace
            qtbot.waitUntil(lambda n=n: len(state.history) > n)
            assert state.history[n] == Turn(1, action)
            continue
        qtbot.waitUntil(
            lambda n=n: (
                len(state.history) > n
                or (state.current_player == 0 and not screen.session.thinking)
            )
        )
        if len(state.history) > n:  # a move with one choice only, which the screen made
            assert isinstance(action, A.PlaceLords) and state.history[n] == Turn(0, action)
            continue
        screen.lesson_target(action)
        keys, widgets = _lit(screen, action)
        assert keys or widgets, f"step {n}: nothing lit for {action}"
        perform(screen, qtbot, action)
        assert len(state.history) >= n + 1
        assert state.history[n] == Turn(0, action), (n, state.history[n], action)
        # Nothing but the script's moves came after it (Léo's, or one the screen made).
        later = [t.action for t in state.history[n + 1 :]]
        assert later == [a for _, a in steps[n + 1 : n + 1 + len(later)]]
    qtbot.waitUntil(lambda: state.is_over)
    assert [t.action for t in state.history] == [a for _, a in steps]
    screen.lesson_target(None)
    assert screen.table.lesson is None and not screen.lesson_light.widgets
    screen.leave()


def test_each_kind_of_target_is_lit_alone_and_put_out(qtbot, monkeypatch):
    """The deck (a card), the Buy button (a button) and a Location of the tray: only the target
    lit; ``None`` lights every choice again."""
    the_lesson = lesson()
    state = the_lesson.start(list(NAMES))
    screen = _screen(qtbot, monkeypatch, state, [])
    screen.lesson_target(A.Explore())
    assert screen.table.lesson == {("exploration_deck",)}
    assert screen.table.item_for(("exploration_deck",)).highlight > 0.5
    court = [k for k in screen.choices.lit() if k[0] == "council"]
    assert court and all(screen.table.item_for(k).highlight < 0.01 for k in court)
    explore = _button(screen, A.Explore())
    assert explore.graphicsEffect() is not None  # its button glows too
    screen.lesson_target(A.Recruit(SHEPHERD))  # not possible yet: nothing lit
    assert screen.table.lesson == set() and not screen.lesson_light.widgets
    screen.lesson_target(None)
    assert screen.table.lesson is None and explore.graphicsEffect() is None
    assert all(screen.table.item_for(k).highlight > 0.5 for k in court)
    screen.leave()


def test_a_wrong_first_card_picked_is_lit_to_be_put_back(qtbot, monkeypatch):
    """The Slaver picked (the first card of its power) while the lesson asks for the crab
    stack: the Slaver is lit, to put it back; put back, the stack is lit again."""
    state = lesson().start(list(NAMES))
    screen = _screen(qtbot, monkeypatch, state, [])
    crabs = ("council", "crabs")
    screen.lesson_target(A.RequestSupport("crabs"))
    assert screen.table.lesson == {crabs}
    slaver = ("lord", 0, list(screen.table.v.players[0].lords).index(SLAVER))
    _click(qtbot, screen, slaver)
    assert screen.choices.two_step.picked == slaver
    assert screen.table.lesson == {slaver}
    _click(qtbot, screen, slaver)  # put back
    assert screen.choices.two_step.picked is None
    assert screen.table.lesson == {crabs}
    assert not state.history
    screen.leave()
