"""Mutated real autosaves (issue 16, "Done when"): every mutated file either loads a state that
passes the engine's invariants or is refused in words and set aside — never a crash, never a
case over 1 s. A few hundred seeded mutations per game here, each game in its own process (a
crash is then a failure that names the game, not the end of the test run); more with
``benchmarks/fuzz_saves.py``. A sample also goes through the real window."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from abyss_cards.games import registry
from abyss_cards.storage import autosave
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "fuzz_saves.py"
sys.path.insert(0, str(ROOT / "benchmarks"))


@pytest.mark.parametrize("game", registry.BUILT_IN)
def test_mutated_saves_load_whole_or_are_refused_and_set_aside(tmp_path, game):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ABYSS_CARDS_HOME=str(tmp_path / "home"))
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", game, "--count", "300", "--seed", "16", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert result.returncode in (0, 1), (result.returncode, result.stderr[-3000:])
    (report,) = json.loads(result.stdout)
    assert report["problems"] == [], "\n".join(report["problems"][:20])
    assert report["loaded"] + report["refused"] == 300
    assert report["refused"] > 0
    # A ceiling that only a hang reaches (the benchmark quotes the real figure: 0.09 s here).
    assert report["slowest_seconds"] <= 30.0


@pytest.mark.parametrize("game", registry.BUILT_IN)
def test_mutated_autosaves_through_the_window(qtbot, monkeypatch, game):
    """Resume in the real window: a screen whose state holds together, or one message and the
    file set aside (and "Resume" no longer offered)."""
    import fuzz_saves

    monkeypatch.setattr("abyss_cards.ui.games.GameEntry.available", lambda self: True)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    rng = random.Random(f"window:{game}")
    bases = fuzz_saves.stored_saves(game) + fuzz_saves.fresh_saves(game, 16)
    path = autosave.autosave_path(game)
    resumed = refused = 0
    for case in range(24):
        raw, what = fuzz_saves.mutate_autosave(bases[case % len(bases)], rng)
        path.write_bytes(raw)
        before = len(shown)
        window.resume_game(game)
        if window.screen_widget is not None:
            window.screen_widget.state.check_invariants()
            resumed += 1
            window.go_home()
            path.unlink(missing_ok=True)
        else:
            assert len(shown) == before + 1, what
            assert "Traceback" not in shown[-1]
            assert not path.exists(), what
            refused += 1
        window.home.refresh()
        assert not window.home.tiles[game].resume_button.isVisibleTo(window) or path.exists()
    assert resumed + refused == 24 and refused > 0
