"""One copy per data folder: a second start brings the first window forward and leaves; other
data folders, --version and simulate are never held up; a crashed copy's lock is taken over."""

import os
import queue
import subprocess
import sys
import threading
import time

import pytest

from abyss_cards.ui import single_instance

TIMEOUT = 120


class Running:
    """The app started in a process of its own, its output read line by line."""

    def __init__(self, home, *args):
        env = dict(
            os.environ,
            ABYSS_CARDS_HOME=str(home),
            ABYSS_CARDS_STARTUP_PROBE="1",
            QT_QPA_PLATFORM="offscreen",
        )
        self.process = subprocess.Popen(
            [sys.executable, "-m", "abyss_cards", *args],
            env=env,
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.strip())

    def wait_for(self, text):
        deadline = time.monotonic() + TIMEOUT
        seen = []
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.5)
            except queue.Empty:
                assert self.process.poll() is None, f"the app ended early: {seen}"
                continue
            seen.append(line)
            if line == text:
                return
        raise AssertionError(f"{text!r} never printed: {seen}")

    def kill(self):
        self.process.kill()
        self.process.wait(timeout=TIMEOUT)


def run(home, *args):
    env = dict(os.environ, ABYSS_CARDS_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "abyss_cards", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


@pytest.fixture
def first(abyss_home):
    app = Running(abyss_home)
    app.wait_for("shown")
    yield app
    app.kill()


def test_a_second_start_brings_the_first_window_forward(first, abyss_home):
    second = run(abyss_home)
    assert second.returncode == 0, second.stderr
    assert "already running" in second.stdout
    first.wait_for("brought to front")
    # The second copy opened no window of its own: starting it again gives the same answer.
    third = run(abyss_home, "--smoke-test")
    assert third.returncode == 0
    assert "smoke test passed" not in third.stdout
    first.wait_for("brought to front")
    assert first.process.poll() is None


def test_another_data_folder_opens_its_own_window(first, tmp_path):
    other = tmp_path / "other-home"
    result = run(other, "--smoke-test")
    assert result.returncode == 0, result.stderr
    assert "smoke test passed (offscreen)" in result.stdout


def test_commands_that_touch_no_file_run_beside_the_window(first, abyss_home):
    version = run(abyss_home, "--version")
    assert version.returncode == 0 and version.stdout.startswith("abyss-cards ")
    simulate = run(abyss_home, "simulate", "plongee", "--players", "2", "--games", "2")
    assert simulate.returncode == 0, simulate.stderr
    assert first.lines.empty()  # nothing asked the window to come forward


def test_a_screenshot_asks_for_another_folder_while_the_window_is_open(first, abyss_home, tmp_path):
    picture = tmp_path / "home.png"
    refused = run(abyss_home, "--screenshot", str(picture))
    assert refused.returncode == 1
    assert "--home" in refused.stderr and "Traceback" not in refused.stderr
    assert not picture.exists()
    assert first.lines.empty()
    elsewhere = run(tmp_path / "shots", "--screenshot", str(picture))
    assert elsewhere.returncode == 0, elsewhere.stderr
    assert picture.exists()


def test_the_lock_of_a_copy_that_crashed_is_taken_over(abyss_home):
    crashed = Running(abyss_home)
    crashed.wait_for("shown")
    crashed.kill()  # SIGKILL: the lock file and the socket stay behind
    assert (abyss_home / "data" / single_instance.LOCK_NAME).exists()
    result = run(abyss_home, "--smoke-test")
    assert result.returncode == 0, result.stderr
    assert "smoke test passed" in result.stdout
    # A copy that closes normally leaves no lock behind.
    assert not (abyss_home / "data" / single_instance.LOCK_NAME).exists()


def test_a_holder_that_never_answers_is_reported_not_waited_for(tmp_path):
    held = single_instance.claim(tmp_path)
    assert held is not None and held.owns_lock
    try:
        # Same folder, holder alive but not listening (it has not reached listen()).
        with pytest.raises(single_instance.NotAnswering):
            single_instance.claim(tmp_path, timeout_s=0.3)
        assert single_instance.claim(tmp_path, timeout_s=0.3, show_other=False) is None
    finally:
        held.release()
    again = single_instance.claim(tmp_path)
    assert again is not None and again.owns_lock
    again.release()


def test_socket_names_are_short_and_differ_by_folder(tmp_path):
    deep = tmp_path.joinpath(*["a-rather-long-folder-name"] * 8)
    deep.mkdir(parents=True)
    names = {single_instance.server_name(p) for p in (tmp_path, deep, tmp_path / "x")}
    assert len(names) == 3
    assert all(len(name) < 40 for name in names)
    assert single_instance.server_name(tmp_path) == single_instance.server_name(tmp_path / ".")


def test_a_folder_that_cannot_hold_a_lock_does_not_stop_the_app(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    # The "folder" is under a file: no lock can be written there (even by root).
    instance = single_instance.claim(blocker / "data", timeout_s=0.3)
    assert instance is not None and not instance.owns_lock
    instance.listen()  # nothing to listen for without the lock
    instance.release()

    def no_folder():
        raise PermissionError("read-only home")

    monkeypatch.setattr(single_instance.paths, "data_dir", no_folder)
    instance = single_instance.claim(timeout_s=0.3)
    assert instance is not None and not instance.owns_lock
