"""The tests run in a home of their own, and a run that touches the real home fails."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import isolation

from abyss_cards.storage import paths

HERE = Path(__file__).resolve().parent


def test_every_home_of_the_run_is_its_own_folder():
    root = Path(os.environ[isolation.TEST_HOME_ENV])
    real = isolation.real_home()
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        assert Path(os.environ[name]).is_relative_to(root), name
    assert not root.is_relative_to(real) or real == Path("/")
    assert Path.home().is_relative_to(root)
    # Even without ABYSS_CARDS_HOME, the app's folders are the run's, never the person's.
    del os.environ["ABYSS_CARDS_HOME"]  # the autouse fixture puts it back
    assert paths.config_dir().is_relative_to(root)
    assert paths.data_dir().is_relative_to(root)


def _run_suite(tmp_path: Path, body: str | dict[str, str]) -> subprocess.CompletedProcess[str]:
    """A small test run with the project's own conftest, whose "real home" is ``fake_home``:
    ``body`` is ``test_it.py``, or each file by its name (run in the names' order)."""
    suite = tmp_path / "suite"
    suite.mkdir()
    shutil.copy(HERE / "conftest.py", suite)
    shutil.copy(HERE / "isolation.py", suite)
    for name, text in ({"test_it.py": body} if isinstance(body, str) else body).items():
        (suite / name).write_text(text, encoding="utf-8")
    fake_home = tmp_path / "fake-home"
    (fake_home / ".config").mkdir(parents=True)
    (fake_home / ".config" / "kept.txt").write_text("yours", encoding="utf-8")
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in (isolation.TEST_HOME_ENV, isolation.OWNER_ENV)
    }
    env.update(HOME=str(fake_home), **{isolation.REAL_HOME_ENV: str(fake_home)})
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            "--rootdir",
            str(suite),
            str(suite),
        ],
        cwd=suite,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_a_test_that_writes_in_the_real_home_fails_the_run(tmp_path):
    run = _run_suite(
        tmp_path,
        (
            "import os\n"
            "def test_writes():\n"
            "    path = os.path.join(os.environ['ABYSS_TEST_REAL_HOME'], '.config', 'kept.txt')\n"
            "    with open(path, 'a') as f:\n"
            "        f.write('!')\n"
        ),
    )
    assert run.returncode == 1, run.stdout + run.stderr
    assert "files outside the tests' folder changed" in run.stdout
    assert "changed: " + str(tmp_path / "fake-home" / ".config" / "kept.txt") in run.stdout


def test_a_test_that_writes_in_its_home_leaves_the_real_one_alone(tmp_path):
    run = _run_suite(
        tmp_path,
        (
            "from pathlib import Path\n"
            "def test_writes():\n"
            "    folder = Path.home() / '.config' / 'abyss-cards'\n"
            "    folder.mkdir(parents=True)\n"
            "    (folder / 'settings.json').write_text('{}')\n"
        ),
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert not (tmp_path / "fake-home" / ".config" / "abyss-cards").exists()
    assert (tmp_path / "fake-home" / ".config" / "kept.txt").read_text() == "yours"


def test_a_window_a_file_made_is_gone_before_the_next_file(tmp_path):
    """A window closed but never deleted, held by a connection of its own child (as a main
    window was through the text size's follower): no collector frees it, so the run deletes it
    when its file ends. Without that, 78 windows piled up in a worker and slowed every later test."""
    made = (
        "from PySide6.QtCore import QObject\n"
        "from PySide6.QtWidgets import QWidget\n"
        "def test_makes_a_window(qapp):\n"
        "    window = QWidget()\n"
        "    window.setObjectName('left-behind')\n"
        "    child = QObject(window)\n"
        "    # Held by its child's connection, out of the collector's sight.\n"
        "    child.objectNameChanged.connect(lambda _name: window.update())\n"
        "    window.show()\n"
        "    window.close()\n"
        "def test_the_window_lives_while_its_file_runs(qapp):\n"
        "    names = [w.objectName() for w in qapp.topLevelWidgets()]\n"
        "    assert 'left-behind' in names  # the premise: nothing else deletes it\n"
    )
    looks = (
        "def test_no_window_of_the_file_before(qapp):\n"
        "    names = [w.objectName() for w in qapp.topLevelWidgets()]\n"
        "    assert 'left-behind' not in names, names\n"
    )
    run = _run_suite(tmp_path, {"test_a.py": made, "test_b.py": looks})
    assert run.returncode == 0, run.stdout + run.stderr
    assert "3 passed" in run.stdout, run.stdout
