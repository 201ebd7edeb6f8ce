"""The instance lock checked (issue 25): a lock naming a live process that is not this app (its
number reused after a crash) is taken over at once; an owner that does not answer makes the app
refuse in a box that names the lock file; the socket lives in the user's own runtime folder."""

import os
import shutil
import stat
import subprocess
import sys
import tempfile
from argparse import Namespace
from pathlib import Path

import pytest
from PySide6.QtCore import QSysInfo

from abyss_cards.cli import build_parser
from abyss_cards.ui import app, single_instance, startup


def test_a_lock_naming_another_live_program_is_taken_over_at_once(tmp_path, monkeypatch):
    other = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE
    )
    try:
        # What a crashed copy left: its number now belongs to another (live) program.
        (tmp_path / single_instance.LOCK_NAME).write_text(
            f"{other.pid}\npython3.11\n{QSysInfo.machineHostName()}\n", "utf-8"
        )

        # At once: the other program is never asked to show a window (each wait of the loop
        # comes after that question).
        def never(*_args):
            raise AssertionError("waited for a program that is not the app")

        monkeypatch.setattr(single_instance, "_ask_to_show", never)
        instance = single_instance.claim(tmp_path, timeout_s=3600.0)
        assert instance is not None and instance.owns_lock
        instance.release()
    finally:
        other.stdin.close()
        other.wait(timeout=30)


def test_only_a_copy_of_the_app_counts_as_the_owner():
    assert single_instance.runs_this_app(os.getpid())
    if not Path("/proc/self/cmdline").exists():
        pytest.skip("the system does not say what a process runs")
    waiting = [sys.executable, "-c", "import sys; print('running', flush=True); sys.stdin.read()"]
    pipes = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE, "text": True}
    other = subprocess.Popen(waiting, **pipes)
    # The app however started (python -X dev -m abyss_cards …): a doubt keeps the lock.
    like_the_app = subprocess.Popen([*waiting, "-X", "dev", "-m", "abyss_cards.cli"], **pipes)
    try:
        # Popen returns once exec has begun; the new command line is there once the child
        # runs Python: it says so.
        for child in (other, like_the_app):
            assert child.stdout.readline() == "running\n"
            assert Path(f"/proc/{child.pid}/cmdline").read_bytes().strip(b"\0")
        assert single_instance.runs_this_app(other.pid) is False
        assert single_instance.runs_this_app(like_the_app.pid) is True
    finally:
        for child in (other, like_the_app):
            child.stdin.close()
            child.wait(timeout=30)
            child.stdout.close()


def test_a_process_that_shows_no_command_line_is_a_doubt():
    """A process in the middle of starting, or one that ended and was not yet reaped (a zombie),
    shows an empty command line: that keeps the lock, as any doubt does."""
    if not Path("/proc/self/cmdline").exists():
        pytest.skip("the system does not say what a process runs")
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    # Waits for its end without reaping it (WNOWAIT): it stays a zombie.
    os.waitid(os.P_PID, ended.pid, os.WEXITED | os.WNOWAIT)
    stat_file = Path(f"/proc/{ended.pid}/stat")
    assert stat_file.read_text().rpartition(")")[2].split()[0] == "Z"
    try:
        assert single_instance.runs_this_app(ended.pid) is None
    finally:
        ended.wait(timeout=30)


def test_a_refusal_is_shown_in_a_box_that_names_the_lock(monkeypatch, abyss_home, capsys):
    lock = abyss_home / "data" / single_instance.LOCK_NAME

    def not_answering(**_kwargs):
        raise single_instance.NotAnswering(lock.parent, lock)

    shown = []
    monkeypatch.setattr(single_instance, "claim", not_answering)
    monkeypatch.setattr(startup, "show_and_wait", shown.append)
    assert app.run_app(build_parser().parse_args([])) == 1
    assert len(shown) == 1 and str(lock) in shown[0] and "does not answer" in shown[0]
    assert str(lock) in capsys.readouterr().err
    # Unattended (a smoke test): the sentence on stderr, no box to wait on.
    assert startup.refuse(shown[0], Namespace(smoke_test=True, screenshot=None)) == 1
    assert len(shown) == 1


@pytest.mark.parametrize("xdg", [True, False])
def test_the_socket_is_in_the_users_own_runtime_folder(tmp_path, qapp, monkeypatch, request, xdg):
    if xdg:
        # As short as /run/user/1000: a socket's address is at most 107 bytes long.
        runtime = Path(tempfile.mkdtemp(prefix="run-"))
        runtime.chmod(0o700)
        request.addfinalizer(lambda: shutil.rmtree(runtime, ignore_errors=True))
        monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    else:
        monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    path = Path(single_instance.server_path(tmp_path))
    if xdg:
        assert path.parent == runtime
    assert path.name == single_instance.server_name(tmp_path)
    folder = path.parent
    assert folder.is_absolute() and folder.stat().st_uid == os.getuid()
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    instance = single_instance.claim(tmp_path)
    try:
        instance.listen()
        assert path.is_socket()
    finally:
        instance.release()


def test_a_runtime_folder_too_deep_for_a_socket_falls_back_to_the_plain_name(tmp_path, monkeypatch):
    runtime = tmp_path / ("deep" * 30)
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert single_instance.server_path(tmp_path) == single_instance.server_name(tmp_path)


def test_the_refusal_and_an_unsaved_result_speak_french(qapp, lang_of):
    from abyss_cards.storage.files import StorageProblem
    from abyss_cards.ui.storage_problems import result_not_saved

    lang_of("fr")
    lock = Path("/home/zoé/.local/share/abyss-cards/abyss-cards.lock")
    text = startup.not_answering_sentence(lock.parent, lock)
    assert "ne répond pas" in text and f"supprimez le fichier {lock}." in text
    told = result_not_saved(StorageProblem("read-only", Path("/d/results.sqlite"), "readonly"))
    assert told == (
        "Le résultat de cette partie n’a pas pu être enregistré dans "
        "/d/results.sqlite. Le fichier ou son dossier est en lecture seule."
    )
