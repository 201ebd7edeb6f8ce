"""``scripts/statistics_screenshots.py`` (issue 26's check of the statistics after bot-played
games): two games of each kind at one size give every tab's picture of every game in each
language, each with the dialog drawn on the window, and its throwaway home is gone after."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "statistics_screenshots.py"


def test_two_games_of_each_kind_give_every_tab_in_each_language(tmp_path):
    out, scratch = tmp_path / "shots", tmp_path / "tmp"
    scratch.mkdir()
    env = dict(os.environ, TMPDIR=str(scratch))  # where the script makes its home
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    # Seed 9: two short Rami matches (a few seconds).
    command = [sys.executable, str(SCRIPT), str(out), "--games", "2", "--sizes", "1024x640"]
    done = subprocess.run(
        [*command, "--seed", "9"], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 games of each kind played and recorded" in done.stdout
    expected = {
        f"statistics_{game}_{lang}_1024x640_{tab}.png"
        for game in ("plongee", "rami", "abyss")
        for lang in ("fr", "en")
        for tab in ("1_figures", "2_last_games")
    }
    assert {p.name for p in out.iterdir()} == expected
    for name in expected:
        image = QImage(str(out / name))
        assert (image.width(), image.height()) == (1024, 640), name
        # The dialog, in the middle: text and lines on it, not one flat colour.
        middle = {image.pixel(x, y) for x in range(300, 720, 3) for y in range(100, 540, 5)}
        assert len(middle) > 30, (name, len(middle))
    assert list(scratch.iterdir()) == []  # the throwaway home is removed
