"""``--screenshot`` never writes into the person's own data folder: without ``--home`` (or
ABYSS_CARDS_HOME) it renders from a throwaway folder, even the Marquoir scene that makes sample
sheets."""

import os
import subprocess
import sys


def test_a_marquoir_screenshot_leaves_the_persons_folders_untouched(tmp_path):
    user = tmp_path / "user"
    env = {k: v for k, v in os.environ.items() if k != "ABYSS_CARDS_HOME"}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(user),
        XDG_DATA_HOME=str(user / "data"),
        XDG_CONFIG_HOME=str(user / "config"),
    )
    out = tmp_path / "marquoir.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "abyss_cards",
            "--screenshot",
            str(out),
            "--scene",
            "marquoir",
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
    assert out.exists()
    written = [p for p in user.rglob("*") if p.is_file()] if user.exists() else []
    assert written == []
