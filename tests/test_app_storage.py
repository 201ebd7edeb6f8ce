"""Storage: atomic writes survive a killed writer; unreadable files are set aside; settings."""

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from abyss_cards.storage import autosave, files, paths
from abyss_cards.storage.settings import Settings, load_settings, save_settings


def test_paths_follow_abyss_cards_home(abyss_home):
    assert paths.config_dir() == abyss_home / "config"
    assert paths.data_dir() == abyss_home / "data"
    assert paths.autosave_dir().is_dir()


def test_document_round_trip_carries_schema(tmp_path):
    doc = files.Document("thing", 2)
    doc.write(tmp_path / "a.json", {"x": 1})
    raw = json.loads((tmp_path / "a.json").read_text("utf-8"))
    assert raw == {"kind": "thing", "schema": 2, "data": {"x": 1}}
    assert doc.read(tmp_path / "a.json") == {"x": 1}
    assert doc.read(tmp_path / "missing.json") is None


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00",
        b'{"kind": "other", "schema": 1, "data": {}}',
        b'{"kind": "thing", "schema": 99, "data": {}}',
        b"[1, 2]",
    ],
)
def test_unreadable_document_is_moved_aside(tmp_path, content):
    path = tmp_path / "a.json"
    path.write_bytes(content)
    files.take_notices()
    with pytest.raises(files.UnreadableFile) as info:
        files.Document("thing", 1).read(path)
    assert not path.exists()
    assert info.value.moved_to.name.startswith("a.json.corrupt-")
    assert info.value.moved_to.read_bytes() == content  # nothing the user had is lost
    assert files.take_notices() == [(path, info.value.moved_to)]


def test_settings_persist_and_bad_values_fall_back():
    save_settings(Settings(language="fr", animation_speed="slow", player_name="Ana"))
    loaded = load_settings()
    assert (loaded.language, loaded.animation_speed, loaded.player_name) == ("fr", "slow", "Ana")
    files.Document("abyss-cards-settings", 1).write(
        paths.config_dir() / "settings.json", {"language": "klingon", "bot_pace": 3}
    )
    loaded = load_settings()
    assert loaded.language == "auto" and loaded.bot_pace == "normal"


def test_corrupt_settings_file_gives_defaults_and_a_notice():
    path = paths.config_dir() / "settings.json"
    path.write_text("{{{ definitely not json", "utf-8")
    files.take_notices()
    assert load_settings() == Settings()
    notices = files.take_notices()
    assert len(notices) == 1 and notices[0][0] == path
    assert notices[0][1].read_text("utf-8") == "{{{ definitely not json"


def test_autosave_round_trip_and_listing():
    assert autosave.available() == []
    seats = [{"name": "Ana", "kind": "human", "level": "medium"}]
    autosave.save("rami", {"format": 1, "engine": '{"x": 1}', "seats": seats})
    older = time.time() - 60  # saved a minute before the next one, whatever the clock's grain
    os.utime(autosave.autosave_path("rami"), (older, older))
    autosave.save("plongee", {"format": 1, "engine": '{"y": 2}', "seats": seats})
    assert autosave.available() == ["plongee", "rami"]
    assert autosave.load("rami").payload == {"format": 1, "engine": '{"x": 1}', "seats": seats}
    autosave.clear("rami")
    assert autosave.load("rami") is None


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from abyss_cards.storage.files import atomic_write_text
    path = Path(sys.argv[1])
    i = 0
    print("ready", flush=True)
    while True:
        i += 1
        # A large body so that the kill often lands in the middle of writing it.
        atomic_write_text(path, str(i) + "\\n" + ("x" * 2_000_000) + "\\nend " + str(i))
    """
)


def test_writer_killed_mid_write_leaves_a_complete_file(tmp_path):
    target = tmp_path / "state.txt"
    target.write_text("0\n" + "x" * 2_000_000 + "\nend 0", "utf-8")
    for round_ in range(6):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target)], stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout.readline().strip() == "ready"
        # A duration on purpose: each round kills the writer at another point of its work.
        time.sleep(0.05 + 0.04 * round_)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        text = target.read_text("utf-8")
        first, body, last = text.split("\n")
        assert last == f"end {first}" and len(body) == 2_000_000
    # Temporary files may remain after a kill, but never replace the real one.
    assert target.exists()


def test_a_write_the_folder_refuses_to_put_in_place_leaves_no_temporary_file(tmp_path):
    """The rename can fail after the data is written (here the name is taken by a folder):
    the write is refused, and its temporary file goes with it rather than piling up."""
    folder = tmp_path / "config"
    taken = folder / "settings.json"
    taken.mkdir(parents=True)
    (taken / "kept.txt").write_text("mine", "utf-8")
    with pytest.raises(OSError):
        files.atomic_write_text(taken, '{"language": "fr"}')
    assert [p.name for p in folder.iterdir()] == ["settings.json"]
    assert (taken / "kept.txt").read_text("utf-8") == "mine"
