"""Every screen and dialog of the app, at 1024×640, 1280×800 and 1920×1080, in French and
English: no text is cut, no window is bigger than the screen, every column and the Total row of
every table are in view (issue 15).

The check (``ui_checks.cut_texts``) walks the widgets of each window, so a new screen or dialog is
checked as soon as it is listed in ``SCENES``. Each screen is built once per language and the
window resized to the three sizes (the text size follows the window, as in the app); a dialog is
built again at each size, as it would be when opened in a window of that size.

To look at what was checked: ``ABYSS_SCREENS_DIR=/tmp/shots pytest tests/test_every_screen.py``
saves each window as checked (``<scene>-<lang>-<W>x<H>.png``).
"""

from __future__ import annotations

import functools
import os
import time
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEventLoop, QLocale, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget
from ui_checks import cut_texts
from ui_checks import settle_all as settle

from abyss_cards import i18n
from abyss_cards.storage.settings import Settings
from abyss_cards.ui import text_size

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
LANGS = ["fr", "en"]
# Long names as families write them: the columns and titles must still show them whole.
PLONGEE_NAMES = [
    "Émilie-Françoise",
    "Ondine",
    "Marin",
    "Nacre",
    "Corail",
    "Amélie",
    "Bastien",
    "Chloé",
]
ABYSS_NAMES = ["Émilie-Françoise", "Ondine", "Marin", "Nacre"]


@dataclass(frozen=True)
class Scene:
    """``build(stage, size)`` returns the window to check. ``dialog``: a window of its own,
    built again at each size; else a screen of the main window: in a main window of its own,
    built once per language, if ``build`` has a ``key`` (made by ``_in_window``)."""

    build: Callable
    dialog: bool = False

    @property
    def window_key(self) -> str | None:
        return getattr(self.build, "key", None)


class Stage:
    """The main window of one language, and the screen built in it last."""

    def __init__(self) -> None:
        self.lang: str | None = None
        self.window = None
        self.built: dict[str, object] = {}
        self.dialogs: list[QWidget] = []
        self.locale = QLocale()

    def enter(self, lang: str, size, resize: bool = True) -> None:
        """The main window of ``lang``, at ``size`` unless not ``resize`` (the scene builds a
        main window of its own: the one here would be resized for nothing, its texts restyled
        when the text size changes; the new one starts from the usual text size either way,
        since the old one's size goes with it)."""
        self.close_dialogs()
        if lang != self.lang:
            self.close()
            app = QApplication.instance()
            for translator in getattr(app, "_abyss_translators", []):
                app.removeTranslator(translator)
            app._abyss_translators = i18n.install(app, lang)
            self.lang = lang
            self.new_window(size)
        if resize:
            self.window.resize(*size)
        settle()

    def new_window(self, size) -> None:
        from abyss_cards.ui.main_window import MainWindow

        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            settle()
        self.window = MainWindow(
            Settings(animation_speed="off", bot_pace="instant"), language=self.lang
        )
        self.window.resize(*size)
        self.window.show()
        self.built = {}
        settle()

    def keep(self, dialog: QWidget) -> QWidget:
        self.dialogs.append(dialog)
        dialog.show()
        settle()
        return dialog

    def close_dialogs(self) -> None:
        for dialog in self.dialogs:
            dialog.close()
            dialog.deleteLater()
        self.dialogs = []

    def close(self) -> None:
        self.close_dialogs()
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            settle()
        self.window, self.lang, self.built = None, None, {}

    def finish(self) -> None:
        self.close()
        app = QApplication.instance()
        for translator in getattr(app, "_abyss_translators", []):
            app.removeTranslator(translator)
        app._abyss_translators = i18n.install(app, "en")
        QLocale.setDefault(self.locale)
        text_size._restore()


@pytest.fixture(scope="module")
def stage(qapp, tmp_path_factory):
    # The stage's window outlives each test's own home: it gets a home of its own for the module.
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ABYSS_CARDS_HOME", str(tmp_path_factory.mktemp("stage-home")))
        stage = Stage()
        yield stage
        stage.finish()


# --- The scenes ---------------------------------------------------------------------------------


def _home(stage, size):
    stage.window.go_home()
    stage.built = {}  # the screen built last is gone: built again if asked for
    return stage.window


def _settings(stage, size):
    from abyss_cards.ui.settings_dialog import SettingsDialog

    return stage.keep(SettingsDialog(stage.window.settings, stage.window))


def _rules(game):
    def build(stage, size):
        from abyss_cards.ui.rules_viewer import RulesViewer

        class OnThisScreen(RulesViewer):
            # The dialog sizes itself to its screen: here, a screen of ``size``.
            def available_area(self) -> QRect:
                return QRect(0, 0, *size)

        return stage.keep(OnThisScreen(stage.window, game=game, lang=stage.lang))

    return build


def _about(stage, size):
    return stage.keep(stage.window.about_box())


def _new_game(game):
    def build(stage, size):
        from importlib import import_module

        from PySide6.QtWidgets import QSpinBox, QToolButton

        dialogs = import_module(f"abyss_cards.ui.{game}.dialogs")
        dialog = stage.keep(dialogs.NewGameDialog(stage.window.settings, stage.window))
        # Then at its fullest, as the person makes it: every fold opened ("Advanced"), every
        # count at its largest (all the seats shown).
        for fold in dialog.findChildren(QToolButton):
            if fold.isCheckable():
                fold.setChecked(True)
        for spin in dialog.findChildren(QSpinBox):
            spin.setValue(spin.maximum())
        settle()
        return dialog

    return build


def _seats(names, humans=(0,)):
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat

    levels = ("easy", "medium", "expert")
    return [
        Seat(n, HUMAN) if i in humans else Seat(n, BOT, levels[i % 3]) for i, n in enumerate(names)
    ]


def _plongee_state(rounds: int, finished: bool = False, closing: bool = False):
    """Eight players, a long game played by computer players: stopped at the first seat's turn
    once ``rounds`` rounds are scored (and, if ``closing``, in a last round: someone closed),
    or played to the end. With the last round scored and each seat's last move's events."""
    from abyss_cards.games import plongee
    from abyss_cards.games.plongee import bots
    from abyss_cards.games.plongee import events as ev
    from abyss_cards.games.plongee.phases import TURN

    state = plongee.new_game(PLONGEE_NAMES, seed=2024, target=100 if finished else 400)
    deciders = [bots.make_bot("easy", seed=s) for s in range(len(PLONGEE_NAMES))]
    last_scored = None
    moves: dict[int, list] = {}
    while not state.is_over:
        seat = state.current_player
        if (
            not finished
            and len(state.round_scores) >= rounds
            and (state.closer is not None or not closing)
            and seat == 0
            and state.phase == TURN
            and state.drawn is None
        ):
            break
        events = state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
        moves[seat] = events
        last_scored = next((e for e in events if isinstance(e, ev.RoundScored)), last_scored)
    return state, last_scored, moves


def _plongee_screen(stage, state):
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    screen = PlongeeScreen(
        stage.window,
        state,
        _seats(PLONGEE_NAMES),
        meta={"seed": 2024},
        autostart=False,
        write_autosave=False,
    )
    stage.window.show_screen(screen)
    return screen


def _in_window(key, make):
    """A screen of the main window, built once per language (then only resized)."""

    def build(stage, size):
        if key not in stage.built:
            # Each screen in a new window, with its docks as a new player finds them, built at
            # the smallest size then resized (the same history whichever cases run).
            stage.new_window(SIZES[0])
            stage.built = {key: make(stage)}
            settle()
            stage.window.resize(*size)
            settle()
        screen = stage.built[key]
        finish = getattr(screen, "finish_animations", None)
        if callable(finish):
            finish()
        settle()
        return stage.window

    build.key = key
    return build


def _table_plongee(stage):
    state, _, _ = _plongee_state(rounds=5)
    return _plongee_screen(stage, state)


def _last_round_plongee(stage):
    """A last round: its banner up, and each seat's caption saying its last move (the
    longest of the table's texts, by the longest names)."""
    from abyss_cards.ui.plongee.describe import move_caption

    state, _, moves = _plongee_state(rounds=2, closing=True)
    screen = _plongee_screen(stage, state)
    assert screen.table.banner.isVisible()
    for seat, events in moves.items():
        screen.table.caption(seat, move_caption(seat, None, events, screen.persons), 0)
    return screen


def _table_rami(stage):
    from abyss_cards.ui import rami

    screen = rami.screenshot_screen(stage.window, stage.window.size().toTuple())
    stage.window.show_screen(screen)
    return screen


def _table_abyss(stage, **moment):
    """Four seats at an auction; or at the ``moment`` given to ``demo_state``."""
    from abyss_cards.ui.abyss import demo_state
    from abyss_cards.ui.abyss.screen import AbyssScreen

    state = demo_state(4, **(moment or {"stop_at": ("auction",)}))
    state.names = list(ABYSS_NAMES)
    screen = AbyssScreen(
        stage.window,
        state,
        _seats(ABYSS_NAMES),
        meta={"seed": state.seed},
        autostart=False,
        write_autosave=False,
    )
    stage.window.show_screen(screen)
    return screen


def _captions_rami(stage):
    """The table with the other seat's caption saying its longest move of the match."""
    from abyss_cards.ui.rami import describe as d

    screen = _table_rami(stage)
    state = screen.state
    said = [
        d.action_sentence(state.players[t.seat], t.action, state)
        for t in state.history
        if t.seat == 1
    ]
    screen.table.caption(1, max(said, key=len), 0)
    return screen


def _privacy_rami(stage):
    """Two people at one screen: the page that hides the hands while the screen passes."""
    from abyss_cards.ui.models.session import HUMAN, Seat
    from abyss_cards.ui.rami import demo_state
    from abyss_cards.ui.rami.screen import RamiScreen

    names = ["Émilie-Françoise", "Jean-Baptiste"]
    # The screenshots' deal first (it gets there in a second); the seeds after it otherwise (the
    # first seeds play whole matches without getting there: a minute on a busy machine).
    state = demo_state(names)
    seed = 1
    while state is None:
        state = demo_state(names, seed)
        seed += 1
    screen = RamiScreen(
        stage.window,
        state,
        [Seat(n, HUMAN) for n in names],
        meta={"seed": state.seed},
        autostart=False,
        write_autosave=False,
    )
    stage.window.show_screen(screen)
    screen.show_privacy(state.current_player)
    return screen


def _end_plongee(stage):
    state, _, _ = _plongee_state(rounds=0, finished=True)
    screen = _plongee_screen(stage, state)
    screen._show_end()
    return screen


def _rami_finished():
    from abyss_cards.games import rami
    from abyss_cards.games.rami import events as ev
    from abyss_cards.games.rami.bots import make_bot

    state = rami.new_game(["Émilie-Françoise", "Yasmine"], seed=5, match_limit=300)
    deciders = [make_bot("greedy", seed=s) for s in range(2)]
    ended = None
    while not state.is_over:
        seat = state.current_player
        events = state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
        ended = next((e for e in events if isinstance(e, ev.DealEnded)), ended)
    return state, ended


def _rami_screen(stage, state):
    from abyss_cards.ui.rami.screen import RamiScreen

    screen = RamiScreen(
        stage.window,
        state,
        _seats(state.players),
        meta={"seed": 5},
        autostart=False,
        write_autosave=False,
    )
    stage.window.show_screen(screen)
    return screen


def _end_rami(stage):
    state, _ = _rami_finished()
    screen = _rami_screen(stage, state)
    screen._show_end()
    return screen


def _end_abyss(stage):
    from abyss_cards.ui.abyss import demo_state
    from abyss_cards.ui.abyss.screen import AbyssScreen

    state = demo_state(4, stop_at=())
    assert state.is_over
    state.names = list(ABYSS_NAMES)
    screen = AbyssScreen(
        stage.window,
        state,
        _seats(ABYSS_NAMES),
        meta={"seed": state.seed},
        autostart=False,
        write_autosave=False,
    )
    stage.window.show_screen(screen)
    screen._fill_end_page()
    screen.end_page.set_board(screen.view)  # as ``_game_over`` lays it: over the final table
    screen.stack.setCurrentWidget(screen.end_page)
    return screen


def _summary_plongee(stage, size):
    from abyss_cards.ui.plongee.dialogs import RoundSummaryDialog
    from abyss_cards.ui.table.persons import Persons

    _, scored, _ = _plongee_state(rounds=3)
    return stage.keep(RoundSummaryDialog(scored, Persons(PLONGEE_NAMES, (0,)), False, stage.window))


def _summary_rami(stage, size):
    from abyss_cards.ui.rami import describe as d
    from abyss_cards.ui.rami.dialogs import DealSummaryDialog
    from abyss_cards.ui.table.french_deck import FrenchDeckRenderer

    state, ended = _rami_finished()
    return stage.keep(
        DealSummaryDialog(
            ended,
            state.players,
            state.scores,
            True,
            stage.window,
            you=0,
            renderer=FrenchDeckRenderer(d.language()),
        )
    )


@functools.cache
def _twenty_results(game) -> tuple:
    """20 games of ``game`` played by the engines' bots (2 s of play a game kind: played once
    in a run, their results written into each test's own home by ``_twenty_games``)."""
    from importlib import import_module

    from abyss_cards.games.figures import abyss_figures, rami_figures
    from abyss_cards.storage import results

    engine = import_module(f"abyss_cards.games.{game}")
    options = {"plongee": {"target": 60}, "rami": {"match_limit": 100}}.get(game, {})
    extra = {"rami": rami_figures, "abyss": abyss_figures}.get(game)
    played = []
    for seed in range(20):
        state = engine.new_game(2, seed=seed, **options)
        level = ("easy", "expert")[seed % 2]
        bots = [
            engine.GAME.make_bot("greedy" if game != "plongee" else "medium", seed=s)
            for s in range(2)
        ]
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        rounds = getattr(state, "round_scores", [])
        players = [
            results.PlayerResult(
                name,
                state.scores[i],
                i in state.winners,
                tuple(r[i] for r in rounds),
                *(("bot", level) if i else ()),
                extra=extra(state, i) if extra else {},
            )
            for i, name in enumerate(("Émilie-Françoise", "Yasmine"))
        ]
        played.append((players, seed, len(rounds)))
    return tuple(played)


def _twenty_games(game):
    """20 games of ``game`` in the results as the screens record them (the person's figures,
    the game's own ones), once per stage home."""
    from abyss_cards.storage import results

    if results.player_statistics(game):
        return
    for players, seed, rounds in _twenty_results(game):
        results.record_game(
            game, players, seed=seed, rounds=rounds, finished_at=1_700_000_000.0 + seed
        )


def _statistics(game):
    def build(stage, size):
        from importlib import import_module

        _twenty_games(game)
        if game == "abyss":
            from abyss_cards.ui.table.statistics import StatisticsDialog, abyss_statistics_title

            return stage.keep(
                StatisticsDialog(
                    "abyss", abyss_statistics_title(), stage.window, person="Émilie-Françoise"
                )
            )
        dialogs = import_module(f"abyss_cards.ui.{game}.dialogs")
        return stage.keep(dialogs.StatisticsDialog(stage.window, person="Émilie-Françoise"))

    return build


def _end_with_records(stage):
    """The Plongée end page naming three records beaten (as after a game that beat them)."""
    from abyss_cards.ui.table.statistics import Record, record_sentences

    screen = _end_plongee(stage)
    screen.end_page.set_records(
        record_sentences("plongee", [Record("round", -9), Record("total", 12), Record("streak", 4)])
    )
    return screen


def _marquoir(tab):
    def make(stage):
        from abyss_cards.storage.marquoir import MarquoirStore, sheet_from_mapping
        from abyss_cards.ui import marquoir

        store = MarquoirStore()
        store.add(sheet_from_mapping(LONG_NAMES_SHEET))
        store.close()
        screen = marquoir.screenshot_screen(stage.window, stage.window.size().toTuple())
        stage.window.show_screen(screen)
        return screen

    in_window = _in_window(f"marquoir-{tab}", make)

    def build(stage, size):
        window = in_window(stage, size)
        screen = window.screen_widget
        screen.tabs.setCurrentIndex(tab)
        # The statistics' figures come from a thread, then their columns and titles are fitted
        # on the next pass: looked at before that (a busy machine), a title was still on one
        # line ("ø Federated Allies" 36 px high, needing 42).
        deadline = time.monotonic() + 60
        while not (screen.at_rest() and not screen._stats_fit.isActive()):
            assert time.monotonic() < deadline, "the Marquoir never came to rest"
            # Until the next event (the figures' thread's answer, a timer): no fixed wait.
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        settle()
        return window

    build.key = in_window.key
    return build


def _marquoir_sheet_dialog(stage, size):
    from abyss_cards.storage.marquoir import sheet_from_mapping
    from abyss_cards.ui.marquoir.sheet_editor import SheetDialog

    sheet = sheet_from_mapping(LONG_NAMES_SHEET)
    return stage.keep(SheetDialog(["Émilie-Françoise", "Amélie"], sheet=sheet, parent=stage.window))


LONG_NAMES_SHEET = {
    "date": "2025-01-04",
    "note": "Chez Émilie-Françoise",
    "players": [
        {
            "name": "Émilie-Françoise",
            "locations": 21,
            "lords": 36,
            "allies": 13,
            "monsters": 7,
            "pearls": 5,
            "best_lord": 11,
        },
        {
            "name": "Amélie",
            "locations": 17,
            "lords": 39,
            "allies": 15,
            "monsters": 6,
            "pearls": 3,
            "best_lord": 12,
        },
        {
            "name": "Jean-Baptiste",
            "locations": 14,
            "lords": 33,
            "allies": 12,
            "monsters": 9,
            "pearls": 4,
            "best_lord": 10,
        },
        {
            "name": "Chloé",
            "locations": 19,
            "lords": 30,
            "allies": 14,
            "monsters": 8,
            "pearls": 2,
            "best_lord": 9,
        },
    ],
}


def _replay_abyss(stage, size):
    """The replay of a long exploration of four seats: seven cards, two bought, a Monster."""
    from abyss_cards.games.abyss import actions as A
    from abyss_cards.games.abyss import events as ev
    from abyss_cards.games.abyss.scenario import scenario
    from abyss_cards.ui.abyss.exploration_record import last_exploration
    from abyss_cards.ui.abyss.exploration_replay import ExplorationReplay

    cards = [("crabs", 3), ("squids", 2), ("monster", 0), ("shellfish", 4), ("jellyfish", 1)]
    cards += [("seahorses", 5), ("crabs", 1)]
    state = scenario(4, active=0, pearls={1: 3, 2: 3, 3: 3}, deck_top=cards)
    answers = {
        "main": A.Explore(),
        "ally_choice": A.RevealNext(),
        "monster_choice": A.PassMonster(),
    }
    events: list = []
    while not any(isinstance(e, ev.ExplorationEnded) for e in events):
        action = answers.get(state.pending) or (A.Buy() if _buys(state) else A.Pass())
        events += state.apply(action)
    dialog = ExplorationReplay(
        last_exploration(events), list(ABYSS_NAMES), stage.lang, None, stage.window
    )
    dialog.resize(min(900, round(size[0] * 0.9)), min(560, round(size[1] * 0.9)))
    dialog.show_card(6)
    return stage.keep(dialog)


def _buys(state):
    """In the replay's exploration: the Crab 3 and the Shellfish 4 are bought."""
    from abyss_cards.games.abyss.data import EXPLORATION_CARDS

    return EXPLORATION_CARDS[state.track[-1]] in {("crabs", 3), ("shellfish", 4)}


SCENES: dict[str, Scene] = {
    "home": Scene(_home),
    "settings": Scene(_settings, dialog=True),
    **{f"rules-{g}": Scene(_rules(g), dialog=True) for g in ("plongee", "rami", "abyss")},
    "about": Scene(_about, dialog=True),
    **{f"new-{g}": Scene(_new_game(g), dialog=True) for g in ("plongee", "rami", "abyss")},
    "table-plongee": Scene(_in_window("table-plongee", _table_plongee)),
    "last-round-plongee": Scene(_in_window("last-round-plongee", _last_round_plongee)),
    "table-rami": Scene(_in_window("table-rami", _table_rami)),
    "table-abyss": Scene(_in_window("table-abyss", _table_abyss)),
    # Late in a game: the seats' lines, lords and locations at their longest.
    "late-abyss": Scene(
        _in_window("late-abyss", lambda stage: _table_abyss(stage, turns=14, stop_at=("main",)))
    ),
    "captions-rami": Scene(_in_window("captions-rami", _captions_rami)),
    "privacy-rami": Scene(_in_window("privacy-rami", _privacy_rami)),
    "summary-plongee": Scene(_summary_plongee, dialog=True),
    "summary-rami": Scene(_summary_rami, dialog=True),
    "replay-abyss": Scene(_replay_abyss, dialog=True),
    "end-plongee": Scene(_in_window("end-plongee", _end_plongee)),
    "end-rami": Scene(_in_window("end-rami", _end_rami)),
    "end-abyss": Scene(_in_window("end-abyss", _end_abyss)),
    "statistics-plongee": Scene(_statistics("plongee"), dialog=True),
    "statistics-rami": Scene(_statistics("rami"), dialog=True),
    "statistics-abyss": Scene(_statistics("abyss"), dialog=True),
    "end-records-plongee": Scene(_in_window("end-records-plongee", _end_with_records)),
    "marquoir-sheet": Scene(_marquoir(0)),
    "marquoir-statistics": Scene(_marquoir(1)),
    "marquoir-sheet-dialog": Scene(_marquoir_sheet_dialog, dialog=True),
}


def _cases():
    """Every scene at every size in every language. In this order (any other passes too, only
    slower): language first, one main window each; then the scenes shown by that window (home,
    the dialogs) size by size, so that the window is resized, and its texts restyled when the
    text size changes, once per size rather than once per scene; then each screen of a main
    window of its own, built once at the smallest size then resized."""

    def case(name, lang, size):
        return pytest.param(name, lang, size, id=f"{name}-{lang}-{size[0]}x{size[1]}")

    for lang in LANGS:
        for size in SIZES:
            for name, scene in SCENES.items():
                if scene.window_key is None:
                    yield case(name, lang, size)
        for name, scene in SCENES.items():
            if scene.window_key is not None:
                for size in SIZES:
                    yield case(name, lang, size)


@pytest.mark.parametrize(("name", "lang", "size"), list(_cases()))
def test_no_text_is_cut(stage, name, lang, size):
    key = SCENES[name].window_key
    stage.enter(lang, size, resize=key is None or key in stage.built)
    top = SCENES[name].build(stage, size)
    problems = cut_texts(top, QSize(*size))
    if os.environ.get("ABYSS_SCREENS_DIR"):  # to look at them: the window as checked
        top.grab().save(
            os.path.join(os.environ["ABYSS_SCREENS_DIR"], f"{name}-{lang}-{size[0]}x{size[1]}.png")
        )
    assert problems == [], "\n".join(problems)


# --- The Marquoir's PDF --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_pdf_sheet_texts_are_whole(stage, lang):
    """Every text of a sheet's PDF page fits the box it is drawn in (names wrap, never cut)."""
    from abyss_cards.storage.marquoir import sheet_from_mapping
    from abyss_cards.ui.marquoir.pdf import paint_sheet

    stage.enter(lang, SIZES[0])
    # An A4 page at 300 dpi less 15 mm margins, as export_sheet_pdf paints it.
    image = QImage(2126, 3154, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(11811)
    image.setDotsPerMeterY(11811)
    drawn: list = []
    painter = QPainter(image)
    try:
        paint_sheet(
            painter,
            sheet_from_mapping(LONG_NAMES_SHEET),
            QRectF(0, 0, image.width(), image.height()),
            drawn,
        )
    finally:
        painter.end()
    assert drawn
    cut = [
        (text, box, need)
        for text, box, need in drawn
        if need.width() > box.width() + 0.5
        or need.height() > box.height() + 0.5
        or need.left() < box.left() - 0.5
        or need.right() > box.right() + 0.5
    ]
    assert cut == []


# --- The walker itself -----------------------------------------------------------------------


def test_the_walker_finds_cut_texts(qapp):
    """Each kind of cut the walker looks for, on a small window made for it; and a window
    where everything fits has nothing to say."""
    from PySide6.QtWidgets import QLabel, QLineEdit

    long = "Émilie-Françoise a clos la manche"
    page = _a_page_of_cuts(long)
    page.show()
    settle()
    found = "\n".join(cut_texts(page, QSize(300, 300)))
    assert "bigger than the screen" in found
    assert f"QLabel#- {long!r} needs" in found
    assert found.count("QLabel#-") >= 3  # the plain label, the wrapped one, the one outside
    assert "is cut by its window" in found
    assert f"QPushButton#- {long!r} needs" in found
    assert f"the tab {long!r}" in found
    assert f"QComboBox#- {long!r} needs" in found
    assert "QLineEdit#- '' needs" in found  # its words of help cut
    assert f"header {long!r}" in found and "is out of view" in found
    assert "the Total row" in found
    page.close()

    fits = QWidget()
    QLabel("Total", fits).move(10, 10)
    # A label naming a field draws "&Players:" as "Players:": measured without the "&".
    shortcut = QLabel("&Players:", fits)
    shortcut.setBuddy(QLineEdit(fits))
    shortcut.adjustSize()
    shortcut.move(10, 40)
    fits.resize(200, 100)
    fits.show()
    settle()
    assert cut_texts(fits, QSize(300, 300)) == []
    fits.close()


def _a_page_of_cuts(long: str) -> QWidget:
    """A window too small for ``long`` everywhere: a label, a wrapped one, a button, a label
    beyond the right edge, a tab, a field's words of help, a list, a table's header and its
    Total row out of view."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import (
        QComboBox,
        QLabel,
        QLineEdit,
        QPushButton,
        QTableView,
        QTabWidget,
    )

    page = QWidget()
    page.resize(400, 300)
    label = QLabel(long, page)
    label.setGeometry(0, 0, 60, 20)
    wrapped = QLabel(long, page)
    wrapped.setWordWrap(True)
    wrapped.setGeometry(0, 30, 80, 16)  # three lines in room for one
    button = QPushButton(long, page)
    button.setGeometry(0, 50, 70, 30)
    outside = QLabel("Total", page)
    outside.setGeometry(380, 100, 60, 20)  # beyond the window's right edge
    tabs = QTabWidget(page)
    tabs.addTab(QWidget(), long)
    tabs.setGeometry(0, 200, 60, 60)
    edit = QLineEdit(page)
    edit.setPlaceholderText(long)
    edit.setGeometry(100, 10, 80, 30)
    combo = QComboBox(page)
    combo.addItem(long)
    combo.setGeometry(0, 260, 90, 30)
    table = QTableView(page)
    model = QStandardItemModel(3, 4, table)  # the table's: it lives as long as the page
    model.setHorizontalHeaderLabels([long, "b", "c", "d"])
    model.setItem(2, 0, QStandardItem("Total"))
    table.setModel(model)
    table.setGeometry(100, 100, 200, 80)
    return page


def test_the_walker_finds_cut_canvas_texts(qapp):
    """On a table's canvas: a text cut with no tooltip, a line beyond its item's box, a text
    out of the view and two texts over each other are found; whole texts, and a text cut
    with its whole as tooltip, are not."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from abyss_cards.ui.abyss.items import ChipsItem
    from abyss_cards.ui.rami.items import ZoneItem
    from abyss_cards.ui.table.captions import CaptionItem
    from abyss_cards.ui.table.items import BannerItem, LabelItem

    def table(*items):
        page = QWidget()
        page.resize(320, 220)
        scene = QGraphicsScene(0, 0, 300, 200, page)
        view = QGraphicsView(scene, page)
        view.setFrameShape(QGraphicsView.Shape.NoFrame)  # the scene's 300x200 fill the view
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setGeometry(0, 0, 300, 200)
        for item in items:
            scene.addItem(item)
        page.show()
        settle()
        return page

    def label(text, x, y, width=140):
        item = LabelItem(text)
        item.set_box(QRectF(x, y, width, 20))
        return item

    long = "Émilie-Françoise · 23 pts (total 128)"
    cut = label(long, 0, 0, 60)
    cut.setToolTip("")  # as if the label forgot to give its whole text
    spilled = ChipsItem()
    spilled.set_segments([("text", long)])
    spilled.set_box(QRectF(0, 30, 60, 14))
    page = table(
        cut,
        spilled,
        label("Ondine", 10, 260),  # below the view's bottom
        label("Marin · 15 pts", 0, 100),
        label("Nacre · 22 pts", 30, 105),  # on Marin's
    )
    found = "\n".join(cut_texts(page))
    assert f"LabelItem {long!r} is cut to" in found
    assert f"ChipsItem {long!r} spills out of its box" in found
    assert "LabelItem 'Ondine' is not wholly in view" in found
    over = [line for line in found.splitlines() if "are over each other" in line]
    assert len(over) == 1 and "'Marin · 15 pts'" in over[0] and "'Nacre · 22 pts'" in over[0]
    assert found.count("\n") == 3, found
    page.close()

    banner = BannerItem("Dernier tour : chacun joue encore une fois")
    banner.set_box(QRectF(20, 100, 120, 24))  # cut, its whole text its tooltip
    caption = CaptionItem()
    caption.place(QRectF(160, 10, 130, 60), 13)
    caption.show_caption("Ondine prend la carte de la défausse", 0)
    zone = ZoneItem(0, has_switch=True)  # a narrow zone: its header shortened, whole as tip
    zone.set_box(QRectF(160, 100, 110, 60), 20)
    zone.set_status("1", "Suite 27", "propre", "meld", False)
    page = table(label(long, 0, 175, 280), banner, caption, zone)
    assert banner.shown_text() != banner.text() and caption.isVisible()
    assert zone.shown_text() != zone.text() == zone.toolTip()
    assert cut_texts(page) == []
    page.close()


# --- --screenshot: the text size follows the picture's size ---------------------------------------


def test_screenshot_text_grows_at_1920(stage):
    """``--screenshot --size 1920x1080`` draws the texts at the automatic size of that window
    (130 %), as the app does: the status line and the docks' text larger than at 1024x640."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QDockWidget

    from abyss_cards.ui.screenshot import build_scene

    stage.close()  # a window of its own for each picture
    measured = {}
    for size in ((1024, 640), (1920, 1080)):
        window = build_scene(QApplication.instance(), Settings(), "plongee", size, "en")
        assert window.size() == QSize(*size)
        status = window.screen_widget.status
        dock = window.findChildren(QDockWidget)[0].widget()
        measured[size] = (
            QFontInfo(status.font()).pixelSize(),
            QFontInfo(dock.font()).pixelSize(),
            text_size.percent(),
        )
        window.close()
        window.deleteLater()
        settle()
    small, large = measured[(1024, 640)], measured[(1920, 1080)]
    assert small[2] == 100 and large[2] == 130
    assert large[0] >= round(small[0] * 1.25), measured  # the status line
    assert large[1] >= round(small[1] * 1.25), measured  # a dock's text


def test_screenshot_at_device_pixel_ratio_2(tmp_path):
    """``QT_SCALE_FACTOR=2 --screenshot --size 1024x640``: the same layout at twice the pixels
    (a HiDPI screen), the text size that of a 1024x640 window (not of a 2048-pixel one)."""
    import subprocess
    import sys

    pictures = {}
    for factor in ("1", "2"):
        out = tmp_path / f"plongee-x{factor}.png"
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            QT_SCALE_FACTOR=factor,
            ABYSS_CARDS_HOME=str(tmp_path / f"home-{factor}"),
        )
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "abyss_cards",
                "--lang",
                "fr",
                "--screenshot",
                str(out),
                "--scene",
                "plongee",
                "--size",
                "1024x640",
            ],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        pictures[factor] = QImage(str(out))
    single, double = pictures["1"], pictures["2"]
    assert (single.width(), single.height()) == (1024, 640)
    assert (double.width(), double.height()) == (2048, 1280)
    # The same picture, sharper: scaled down, the HiDPI one is close to the plain one (same
    # layout, same text size), pixel for pixel on average (6 measured; a 120 % text size
    # alone moves the layout enough for 34).
    small = double.scaled(1024, 640).convertToFormat(single.format())
    step = 8
    differences = [
        abs(QColor(small.pixel(x, y)).lightness() - QColor(single.pixel(x, y)).lightness())
        for x in range(0, 1024, step)
        for y in range(0, 640, step)
    ]
    assert sum(differences) / len(differences) < 12, sum(differences) / len(differences)
