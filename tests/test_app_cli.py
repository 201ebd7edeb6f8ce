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


@pytest.mark.parametrize("scene", ["plongee-review", "rami-review", "abyss-review"])
def test_a_review_scene_renders_a_finished_game_reviewed_at_its_middle(tmp_path, abyss_home, scene):
    """``--scene plongee-review`` (Rami's, Abyss's): a seeded game of computer players played
    to its end, its review open at its middle move; a picture of the size asked, not blank."""
    out = tmp_path / "review.png"
    result = run_cli(
        "--screenshot",
        str(out),
        "--scene",
        scene,
        "--size",
        "1024x640",
        "--lang",
        "fr",
        home=abyss_home,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640)
    colours = {image.pixel(x, y) for x in range(0, 1024, 37) for y in range(0, 640, 23)}
    assert len(colours) > 20
    # The review's bar, lower left ("Coup k sur N"): dark text on the window's light bar.
    bar = {image.pixel(x, y) for x in range(0, 300, 3) for y in range(520, 640, 3)}
    assert len(bar) > 5


@pytest.mark.parametrize("scene", ["plongee-review", "rami-review", "abyss-review"])
def test_the_review_scene_is_the_review_at_its_middle_move(qtbot, abyss_home, scene):
    from PySide6.QtWidgets import QApplication

    from abyss_cards.storage import results
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.screenshot import build_scene, scenes

    assert "plongee-review" in scenes()
    window = build_scene(QApplication.instance(), Settings(), "plongee-review", (1024, 640), "en")
    assert not isinstance(window, int)
    qtbot.addWidget(window)
    screen = window.screen_widget
    review = screen.review
    assert screen.state.is_over and screen.reviewing and review is not None
    assert review.bar.isVisible()
    assert review.index == (review.count + 1) // 2 and 1 < review.index < review.count
    assert review.bar.position.text() == f"Move {review.index} of {review.count}"
    assert all(seat.is_bot for seat in screen.seats)
    game = scene.removesuffix("-review")
    assert results.past_games(game) == []  # shown, never recorded
    screen.leave()
