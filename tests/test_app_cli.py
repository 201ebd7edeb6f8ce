"""The command line: exit codes, --version, --screenshot."""

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from abyss_cards.cli import build_parser, main


def run_cli(*args, home):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ABYSS_CARDS_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "abyss_cards", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_version_exits_zero(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert "abyss-cards" in capsys.readouterr().out


def test_unknown_option_prints_usage_and_exits_2(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--no-such-option"])
    assert info.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_bad_size_is_refused(capsys):
    with pytest.raises(SystemExit) as info:
        build_parser().parse_args(["--screenshot", "x.png", "--size", "big"])
    assert info.value.code == 2


def test_screenshot_writes_png_of_requested_size(tmp_path, abyss_home):
    out = tmp_path / "home.png"
    result = run_cli(
        "--screenshot", str(out), "--size", "1024x640", "--lang", "fr", home=abyss_home
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640)
    # Not a blank picture: the home screen has a gradient, text and tiles.
    colours = {image.pixel(x, y) for x in range(0, 1024, 37) for y in range(0, 640, 23)}
    assert len(colours) > 20


def test_unknown_scene_exits_2(tmp_path, abyss_home):
    result = run_cli("--screenshot", str(tmp_path / "x.png"), "--scene", "chess", home=abyss_home)
    assert result.returncode == 2
    assert "unknown scene" in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_home_option_sets_the_data_folder(tmp_path):
    home = tmp_path / "elsewhere"
    env = {k: v for k, v in os.environ.items() if k != "ABYSS_CARDS_HOME"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    result = subprocess.run(
        [sys.executable, "-m", "abyss_cards", "--home", str(home), "--smoke-test"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert (home / "config" / "settings.json").exists()


def test_a_screenshot_needs_no_display(tmp_path, abyss_home):
    """Without a display (over SSH, on a build machine) the picture is made offscreen, not
    refused by Qt's platform plugin."""
    out = tmp_path / "home.png"
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
    }
    env["ABYSS_CARDS_HOME"] = str(abyss_home)
    result = subprocess.run(
        [sys.executable, "-m", "abyss_cards", "--screenshot", str(out), "--size", "800x500"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert QImage(str(out)).width() == 800
