"""Learn by playing (issue 26): the lesson bar written once (``ui/table/lesson.py``), played on
Plongée's real table with the person's own clicks, refusals, "Do it for me", leaving and
taking the lesson up again, the progress kept in the settings, never recorded or autosaved.
Every game's lesson script is also played on its engine alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from abyss_cards.games import registry
from abyss_cards.games.plongee.actions import DiscardDrawn, Draw, Flip, Place, TakeDiscard
from abyss_cards.i18n import replace_translators
from abyss_cards.storage import autosave, results
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.games import entry
from abyss_cards.ui.main_window import MainWindow
from abyss_cards.ui.table.lesson import LESSONS, keep_progress, progress
from abyss_cards.ui.table.lesson_script import check_script


def make_window(qtbot, lang="en", size=(1024, 640)) -> MainWindow:
    from PySide6.QtWidgets import QApplication

    replace_translators(QApplication.instance(), lang)
    settings = Settings(animation_speed="off", bot_pace="instant", player_name="Ana")
    window = MainWindow(settings, lang)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


@pytest.fixture
def english():
    """The app's language put back to English after a test that changed it."""
    from PySide6.QtWidgets import QApplication

    yield
    replace_translators(QApplication.instance(), "en")


def open_from_home(qtbot, window, key="plongee"):
    button = window.home.tiles[key].learn_button
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: getattr(window.screen_widget, "lesson", None) is not None)
    return window.screen_widget


def click(qtbot, screen, key) -> None:
    screen.finish_animations()
    point = screen.table.viewport_point(key)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def perform(qtbot, screen, action) -> None:
    """The learner's ``action`` as a person plays it: clicks on the table."""
    seat = screen.state.current_player
    if isinstance(action, Draw):
        click(qtbot, screen, ("draw",))
        return
    if isinstance(action, TakeDiscard | DiscardDrawn):
        click(qtbot, screen, ("discard",))
    assert isinstance(action, Flip | TakeDiscard | Place | DiscardDrawn)
    click(qtbot, screen, ("slot", seat, action.slot))


def wait_for_step(qtbot, run) -> None:
    """Until the lesson waits for the learner (a move or Continue) or is over."""
    qtbot.waitUntil(
        lambda: run.finished or run.step().action is None or run.learners_step(), timeout=20000
    )


def play_steps(qtbot, screen, until: int | None = None) -> None:
    run = screen.lesson
    while not run.finished and (until is None or run.at < until):
        wait_for_step(qtbot, run)
        if run.finished or (until is not None and run.at >= until):
            break
        step = run.step()
        at = run.at
        if step.action is None:
            assert run.bar.continue_button.isVisible()
            qtbot.mouseClick(run.bar.continue_button, Qt.MouseButton.LeftButton)
        else:
            assert screen.table.hint, f"step {at}: nothing lit"
            assert run.bar.sentence.text() == step.say
            history = len(screen.state.history)
            perform(qtbot, screen, step.action)
            qtbot.waitUntil(lambda h=history: len(screen.state.history) > h)
            assert screen.state.history[history].action == step.action
        qtbot.waitUntil(lambda a=at: run.at > a)


@pytest.mark.parametrize("key", [k for k in registry.keys() if entry(k).available()])
def test_every_lesson_plays_on_its_engine(key):
    game_ui = entry(key).ui()
    if not game_ui.lesson:
        pytest.skip(f"{key} has no lesson yet")
    from abyss_cards.ui.models.entry_points import _imported

    lesson = _imported(game_ui.lesson)()
    state = check_script(lesson)
    steps = list(lesson.steps())
    assert steps and sum(1 for s in steps if s.say) >= 8
    assert state is not None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plongee_lesson_is_played_through_the_real_table(qtbot, lang, english):
    window = make_window(qtbot, lang)
    screen = open_from_home(qtbot, window)
    run = screen.lesson
    assert run.bar.isVisible() and run.at == 0
    # The first step is read: the table waits, and no move is taken for Continue.
    assert run.bar.continue_button.isVisible() and not run.bar.do_it_button.isVisible()
    assert not screen.undo_button.isEnabled()
    welcome = run.bar.sentence.text()
    assert ("Plongée" in welcome) and (("Bienvenue" in welcome) == (lang == "fr"))
    play_steps(qtbot, screen)
    # The whole round was played as scripted: the column of 7s removed, the round closed.
    state = screen.state
    assert state.round_scores[0] == (8, 58)
    assert run.finished and screen.session.guard is None and screen.session.script is None
    assert run.bar.position.text() in ("Lesson done", "Leçon terminée")
    assert "100" in run.bar.sentence.text()
    kept = progress(window.settings, "plongee")
    assert kept["done"] and kept["step"] == 0
    # Never recorded, never autosaved over a real game.
    assert not autosave.autosave_path("plongee").exists()
    qtbot.waitUntil(lambda: screen.summary_dialog is not None)
    screen.summary_dialog.accept()
    assert screen._recorded
    assert results.recent_games("plongee") == []


def test_a_move_the_lesson_does_not_ask_for_is_refused_with_its_sentence(qtbot):
    window = make_window(qtbot)
    screen = open_from_home(qtbot, window)
    run = screen.lesson
    play_steps(qtbot, screen, until=1)
    step = run.step()
    assert step.action == Flip(0)
    assert ("slot", 0, 0) in screen.table.hint
    click(qtbot, screen, ("slot", 0, 5))  # another card than the lit one
    qtbot.waitUntil(lambda: step.say in screen.status.text())
    assert len(screen.state.history) == 0 and run.at == 1
    # Hint lights the lesson's move, never another.
    screen.table.set_hint(())
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    assert ("slot", 0, 0) in screen.table.hint
    # "Do it for me" plays the step's move.
    qtbot.mouseClick(run.bar.do_it_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: run.at == 2)
    assert screen.state.history[0].action == Flip(0)


def test_the_computer_waits_while_a_sentence_is_read(qtbot):
    window = make_window(qtbot)
    screen = open_from_home(qtbot, window)
    run = screen.lesson
    assert run.step().action is None
    assert screen.session.held
    qtbot.mouseClick(run.bar.continue_button, Qt.MouseButton.LeftButton)
    assert not screen.session.held and run.at == 1


def test_a_lesson_left_is_taken_up_where_it_was(qtbot):
    window = make_window(qtbot)
    screen = open_from_home(qtbot, window)
    play_steps(qtbot, screen, until=9)
    wait_for_step(qtbot, screen.lesson)
    at = screen.lesson.at
    history = [t.action for t in screen.state.history]
    assert at >= 9 and history
    qtbot.mouseClick(screen.lesson.bar.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.screen_widget is None)
    assert progress(window.settings, "plongee")["step"] == at
    # From the Help menu this time.
    menu = window.findChild(type(window.menuBar().actions()[0].menu()), "learn-menu")
    next(a for a in menu.actions() if a.text() == "Plongée").trigger()
    qtbot.waitUntil(lambda: getattr(window.screen_widget, "lesson", None) is not None)
    again = window.screen_widget
    assert again.lesson.at == at
    assert [t.action for t in again.state.history] == history
    assert again.lesson.bar.sentence.text() == screen_sentence(again)


def screen_sentence(screen) -> str:
    step = screen.lesson.step()
    return step.say if step.say else screen.lesson.bar.sentence.text()


@pytest.mark.parametrize(
    "kept",
    [None, "text", [1, 2], {"plongee": "x"}, {"plongee": {"step": -4}}, {"plongee": {"step": 1e9}}],
)
def test_a_damaged_progress_starts_the_lesson_from_its_beginning(qtbot, kept):
    window = make_window(qtbot)
    window.settings.remembered[LESSONS] = kept
    assert progress(window.settings, "plongee") == {"step": 0, "done": False, "offered": False}
    screen = open_from_home(qtbot, window)
    assert screen.lesson.at == 0


def test_a_progress_past_the_lesson_starts_it_again(qtbot):
    window = make_window(qtbot)
    keep_progress(window.settings, "plongee", step=9999)
    screen = open_from_home(qtbot, window)
    assert screen.lesson.at == 0 and len(screen.state.history) == 0


@pytest.mark.parametrize("key", ["plongee", "rami", "abyss"])
def test_the_new_game_dialog_offers_the_lesson_once(qtbot, key, monkeypatch):
    from PySide6.QtWidgets import QDialog, QPushButton

    window = make_window(qtbot)
    game_ui = entry(key).ui()
    if not game_ui.lesson:
        pytest.skip(f"{key} has no lesson yet")
    seen: list[bool] = []

    def run_dialog(dialog, learn: bool) -> int:
        button = dialog.findChild(QPushButton, "lessonOfferButton")
        seen.append(button is not None)
        if button is not None and learn:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return QDialog.DialogCode.Rejected
        return QDialog.DialogCode.Rejected  # cancelled

    # The first time: the offer is there; cancelling the dialog marks it offered.
    monkeypatch.setattr(QDialog, "exec", lambda self: run_dialog(self, learn=False))
    assert entry(key).new_screen(window) is None
    assert seen == [True] and progress(window.settings, key)["offered"]
    # Offered once: not again.
    assert entry(key).new_screen(window) is None
    assert seen == [True, False]
    # A fresh start: "Learn by playing" in the dialog opens the lesson instead of a game.
    keep_progress(window.settings, key, offered=False)
    monkeypatch.setattr(QDialog, "exec", lambda self: run_dialog(self, learn=True))
    screen = entry(key).new_screen(window)
    assert screen is not None and screen.lesson is not None and screen.lesson.at == 0
    window.show_screen(screen)


def test_the_lesson_speaks_the_language_chosen_during_it(qtbot, english):
    window = make_window(qtbot)
    screen = open_from_home(qtbot, window)
    play_steps(qtbot, screen, until=1)
    assert screen.lesson.bar.sentence.text().startswith("Every round starts")
    window.set_language("fr")
    qtbot.waitUntil(lambda: screen.lesson.bar.sentence.text().startswith("Chaque manche"))
    assert screen.lesson.bar.do_it_button.text() == "Le faire pour &moi"
    window.set_language("en")
    qtbot.waitUntil(lambda: screen.lesson.bar.sentence.text().startswith("Every round starts"))


def test_the_progress_is_kept_on_disk_for_the_next_start(qtbot):
    from abyss_cards.storage.settings import load_settings

    window = make_window(qtbot)
    screen = open_from_home(qtbot, window)
    play_steps(qtbot, screen, until=6)
    wait_for_step(qtbot, screen.lesson)
    at = screen.lesson.at
    assert progress(load_settings(), "plongee")["step"] == at


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("key", ["rami", "abyss"])
def test_the_rami_and_abyss_lessons_through_the_lesson_bar(qtbot, monkeypatch, key, lang, english):
    """Opened from the home tile, each step made as a person makes it (the games' own
    ``perform``: clicks, drags, buttons), the sentence-only steps passed with Continue, the
    computer's moves played from the script by the session; to the lesson's end."""
    if key == "rami":
        from abyss_cards.ui.rami import screen as rami_screen
        from tests import test_rami_lesson as game_test

        monkeypatch.setattr(rami_screen.RamiScreen, "think_in_process", False)
    else:
        from tests import test_abyss_lesson as game_test
    window = make_window(qtbot, lang, size=(1024, 640))
    screen = open_from_home(qtbot, window, key)
    if key == "rami":
        screen.deal_end_pause_ms = 0
    run = screen.lesson
    steps = run.steps
    while not run.finished:
        wait_for_step(qtbot, run)
        if run.finished:
            break
        at, step = run.at, run.step()
        assert run.bar.sentence.text(), f"step {at}: nothing said"
        if step.action is None:
            upcoming = next((s.action for s in steps[at + 1 :] if s.action is not None), None)
            if key == "rami" and upcoming is not None:
                qtbot.waitUntil(lambda: not screen.session.thinking, timeout=30000)
                game_test.prepare(screen, qtbot, upcoming)
            qtbot.mouseClick(run.bar.continue_button, Qt.MouseButton.LeftButton)
        else:
            _make_the_move(qtbot, screen, key, game_test, at, step)
        qtbot.waitUntil(lambda a=at: run.at > a or run.finished, timeout=20000)
    played = [t.action for t in screen.state.history]
    scripted = [s.action for s in steps if s.action is not None]
    assert played[: len(scripted)] == scripted
    assert run.bar.position.text() in ("Lesson done", "Leçon terminée")
    assert screen.session.guard is None
    qtbot.waitUntil(lambda: progress(window.settings, key)["done"])
    if key == "abyss":
        _check_the_abyss_end(qtbot, screen, run)
    assert results.recent_games(key) == []


def _make_the_move(qtbot, screen, key, game_test, at, step) -> None:
    """A lesson's move, made as the person makes it once the bar says it, the cards it takes
    lit; played by the session as scripted."""
    run = screen.lesson
    assert run.bar.sentence.text() == step.say
    history = len(screen.state.history)
    if key == "rami":
        game_test._check_lit(screen, step.action)
    elif not screen.autoplaying:  # a move with one answer, which the screen makes
        keys, widgets = game_test._lit(screen, step.action)
        assert keys or widgets, f"step {at}: nothing lit for {step.action}"
    game_test.perform(screen, qtbot, step.action)
    qtbot.waitUntil(lambda h=history: len(screen.state.history) > h, timeout=20000)
    assert screen.state.history[history].action == step.action


def _check_the_abyss_end(qtbot, screen, run) -> None:
    from abyss_cards.storage import marquoir

    # The lesson's game ended: it is never put in the Marquoir nor in the statistics.
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.end_page, timeout=20000)
    assert screen.sheet_writer is None and not marquoir.default_path().exists()
    # The end page closes the lesson; a lesson's game is no deal to give a friend.
    page = screen.end_page
    assert run.lesson.done() in page.notes.text().replace("&#x27;", "'")
    assert not page.deal_label.isVisibleTo(page)
    assert not page.replay_deal_button.isVisibleTo(page)
