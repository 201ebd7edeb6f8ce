"""A fast start: the home window comes up without the modules it does not need (engines, game
screens, the Marquoir, PDF, charts, statistics…), and ``--first-paint`` quits once it is shown.
Structure only; benchmarks/startup.py measures the time."""

import os
import subprocess
import sys

from abyss_cards.cli import build_parser
from abyss_cards.games import registry
from abyss_cards.storage import autosave

# A ceiling for a start on a loaded machine, not a measure.
TIMEOUT = 120

# Started the way ``python -m abyss_cards`` starts; once the window has painted and closed, the
# names of every module it imported.
IMPORTED = """
import sys
from abyss_cards.cli import main
code = main(sys.argv[1:])
print("\\n".join(sorted(sys.modules)))
sys.exit(code)
"""


def heavy(name: str) -> bool:
    """Is ``name`` a module the home window must not import?"""
    game_screens = [f"abyss_cards.ui.{key}" for key in registry.BUILT_IN]
    prefixes = (
        *(f"abyss_cards.games.{key}" for key in registry.BUILT_IN),
        "abyss_cards.games.any_simulate",
        "abyss_cards.core.tournament",
        *game_screens,
        "abyss_cards.ui.marquoir",
        "abyss_cards.ui.table",
        "abyss_cards.ui.models",
        "abyss_cards.ui.rules_viewer",
        "abyss_cards.ui.settings_dialog",
        "abyss_cards.storage.marquoir",
        "abyss_cards.storage.results",
        "PySide6.QtCharts",
        "PySide6.QtPdf",
        "PySide6.QtPrintSupport",
        "PySide6.QtSvg",
    )
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def start(home, *args):
    env = dict(
        os.environ,
        ABYSS_CARDS_HOME=str(home),
        ABYSS_CARDS_STARTUP_PROBE="1",
        QT_QPA_PLATFORM="offscreen",
    )
    return subprocess.run(
        [sys.executable, *args], env=env, capture_output=True, text=True, timeout=TIMEOUT
    )


def test_the_home_window_imports_no_engine_screen_or_marquoir(abyss_home):
    # A saved game on disk: the home screen offers to resume it without reading it.
    autosave.save("plongee", {"format": 2, "state": {"game": "plongee"}})
    result = start(abyss_home, "-c", IMPORTED, "--first-paint")
    assert result.returncode == 0, result.stderr
    modules = result.stdout.split()
    assert "shown" in modules, "the window was painted"
    assert "abyss_cards.ui.main_window" in modules
    assert [m for m in modules if heavy(m)] == []


def test_first_paint_quits_after_the_window_is_painted(abyss_home):
    result = start(abyss_home, "-m", "abyss_cards", "--home", str(abyss_home), "--first-paint")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["shown"]


def test_first_paint_and_smoke_test_are_one_or_the_other(abyss_home):
    result = start(abyss_home, "-m", "abyss_cards", "--first-paint", "--smoke-test")
    assert result.returncode == 2
    assert "not allowed with" in result.stderr


def test_the_help_is_the_same_without_the_games_tournaments():
    """The parser for a start leaves the tournaments out; ``--help`` does not show it."""
    assert build_parser(["--help"]).format_help() == build_parser().format_help()
