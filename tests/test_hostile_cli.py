"""Bad command lines and unusable folders (issue 16, items 8 and 11): a usage error (exit 2) or a
non-zero exit with one sentence, never a traceback, never a hang on a modal box. Each case runs
the real command in a subprocess."""

import argparse

import pytest
from hostile_support import fill, full_disk, read_only, run_app
from PySide6.QtWidgets import QLabel

from abyss_cards.core.tournament import run_jobs
from abyss_cards.storage import paths
from abyss_cards.storage.settings import Settings
from abyss_cards.ui import startup
from abyss_cards.ui.main_window import MainWindow

BAD_SIMULATIONS = [
    ("simulate", "plongee", "--games", "-5"),
    ("simulate", "plongee", "--games", "0"),
    ("simulate", "plongee", "--games", "10^12"),
    ("simulate", "plongee", "--games", "1000000000000"),
    ("simulate", "plongee", "--games", "9" * 5000),
    ("simulate", "plongee", "--bots", ""),
    ("simulate", "plongee", "--bots", ",,"),
    ("simulate", "plongee", "--players", "9"),
    ("simulate", "plongee", "--target", "-1"),
    ("simulate", "plongee", "--processes", "0"),
    ("simulate", "plongee", "--processes", "-2"),
    ("simulate", "rami", "--bots", "expert"),
    ("simulate", "rami", "--bots", "expert,greedy,random"),
    ("simulate", "rami", "--games", "-5"),
    ("simulate", "rami", "--threshold", "-1"),
    ("simulate", "rami", "--processes", "0"),
    ("simulate", "abyss", "--bots", "a,b"),
    ("simulate", "abyss", "--bots", ""),
    ("simulate", "abyss", "--games", "-5"),
    ("simulate", "abyss", "--processes", "-2"),
    ("--screenshot", "x.png", "--size", "00x00"),
    ("--screenshot", "x.png", "--size", "99999x10"),
]


@pytest.mark.parametrize("args", BAD_SIMULATIONS, ids=lambda a: " ".join(a)[:40])
def test_a_bad_value_is_a_usage_error_in_one_sentence(abyss_home, args):
    result = run_app(*args, home=abyss_home, timeout=60)
    assert result.returncode == 2, (result.returncode, result.stdout[-300:], result.stderr[-500:])
    assert "Traceback" not in result.stderr and "games/s" not in result.stdout
    error_lines = [line for line in result.stderr.splitlines() if "error:" in line]
    assert len(error_lines) == 1 and len(error_lines[0]) < 200


def test_a_screenshot_under_a_file_is_a_usage_error(tmp_path, abyss_home):
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder", "utf-8")
    result = run_app("--screenshot", str(blocker / "shot.png"), home=abyss_home)
    assert result.returncode == 2
    assert "is a file, not a folder" in result.stderr and "Traceback" not in result.stderr


def test_a_home_that_is_a_file_is_a_usage_error(tmp_path):
    home = tmp_path / "home-file"
    home.write_text("x", "utf-8")
    result = run_app("--home", str(home), "--smoke-test", home=None)
    assert result.returncode == 2
    assert "is a file, not a folder" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("which", ["data", "config"])
def test_a_file_where_a_folder_belongs_stops_with_one_sentence(tmp_path, which):
    home = tmp_path / "home"
    home.mkdir()
    (home / which).write_text("I am a file", "utf-8")
    result = run_app("--smoke-test", home=home)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert f"{home / which} should be a folder, but it is a file" in result.stderr
    assert (home / which).read_text("utf-8") == "I am a file"  # left as it was


def test_smoke_test_on_a_read_only_home_says_so_and_does_not_hang(tmp_path):
    home = tmp_path / "home"
    for sub in ("config", "data", "data/autosave"):
        (home / sub).mkdir(parents=True)
    with read_only(home / "config", home / "data", home / "data" / "autosave"):
        result = run_app("--smoke-test", home=home, timeout=60)
    assert result.returncode == 1
    assert "read-only" in result.stderr and "Traceback" not in result.stderr


def test_smoke_test_on_a_full_home_says_so_and_does_not_hang(tmp_path):
    with full_disk(tmp_path / "home", 256) as home:
        for sub in ("config", "data", "data/autosave"):
            (home / sub).mkdir(parents=True)
        fill(home)
        result = run_app("--smoke-test", home=home, timeout=60)
    assert result.returncode == 1
    assert "full" in result.stderr and "Traceback" not in result.stderr


def test_the_window_starts_read_only_and_says_so(qtbot, abyss_home):
    paths.config_dir()
    paths.autosave_dir()
    with read_only(paths.config_dir(), paths.data_dir(), paths.autosave_dir()):
        assert startup.check_home(argparse.Namespace(smoke_test=False, screenshot=None)) is None
        window = MainWindow(Settings())
        qtbot.addWidget(window)
        window.show()
        label = window.statusBar().findChild(QLabel, "read-only-notice")
        assert label is not None and "read-only" in label.text()
        # Closing cannot save the settings: no modal box (it would hang), one line instead.
        window.close()
    assert not window.isVisible()


def test_run_jobs_takes_items_as_it_goes():
    taken = []

    def items():
        for i in range(10**9):  # far more than memory could hold as a list
            taken.append(i)
            yield i

    results = run_jobs(abs, items(), processes=2)
    assert [next(results) for _ in range(5)] == [0, 1, 2, 3, 4]
    assert len(taken) < 20
    results.close()
