"""Every command the README and docs/ give runs as written from the repository root: the script it
names exists, every option it passes is one the program takes, and the cheap ones are run."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
VENV_BIN = Path(sys.executable).parent  # the tests run in the venv the docs call .venv
# A command starts with one of these (after VAR=value settings).
STARTS = (".venv/bin/", "bash scripts/", "time bash scripts/")


def commands() -> list[tuple[str, str]]:
    """(file name, command) for each command line in a ``sh`` block or a `code span`."""
    found: list[tuple[str, str]] = []
    for doc in DOCS:
        text = doc.read_text("utf-8")
        blocks = re.findall(r"```sh\n(.*?)```", text, flags=re.S)
        lines = [line.split("  #")[0].strip() for block in blocks for line in block.splitlines()]
        spans = [" ".join(span.split()) for span in re.findall(r"`([^`]+)`", text)]
        for line in lines + spans:
            words = [w for w in line.split() if not re.fullmatch(r"[A-Z_]+=\S*", w)]
            line = " ".join(words)
            if line.startswith(STARTS) and line.strip() not in (".venv/bin/python",):
                found.append((doc.name, line))
    return sorted(set(found))


def test_the_docs_give_commands():
    names = {name for name, _ in commands()}
    assert {"README.md", "benchmarks.md", "packaging.md", "developers.md"} <= names


@cache
def help_text(program: tuple[str, ...]) -> str:
    run = subprocess.run(
        [*program, "--help"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    return run.stdout


def _program(words: list[str]) -> tuple[tuple[str, ...], list[str]]:
    """The program to ask for ``--help`` and the arguments the docs pass it."""
    first = words[0]
    if first == "time":
        return _program(words[1:])
    if first == "bash":
        assert (ROOT / words[1]).is_file(), words[1]
        return (), []
    tool = VENV_BIN / first.removeprefix(".venv/bin/")
    assert first.startswith(".venv/bin/") and tool.exists(), first
    if tool.name.startswith("python"):
        if words[1] == "-m":
            return (), []  # python -m pytest …: pytest's own options
        script = ROOT / words[1]
        assert script.is_file(), words[1]
        if "argparse" not in script.read_text("utf-8"):
            return (), []  # positional arguments only
        return (sys.executable, str(script)), words[2:]
    if tool.name == "abyss-cards":
        if len(words) > 2 and words[1] == "simulate":
            if words[2].startswith("<"):  # simulate <game> …: a placeholder
                return (str(tool), "simulate"), []
            return (str(tool), "simulate", words[2]), words[3:]
        return (str(tool),), words[1:]
    return (), []  # pip: its own options


@pytest.mark.parametrize(("doc", "command"), commands())
def test_every_option_given_is_taken(doc, command):
    words = shlex.split(command.replace("…", ""))
    program, args = _program(words)
    if not program:
        return
    taken = help_text(program)
    for arg in args:
        if arg.startswith("--"):
            option = arg.split("=")[0]
            assert re.search(rf"{re.escape(option)}\b", taken), f"{doc}: {command}: {option}"


def test_the_picture_without_a_screen_is_made_as_written(tmp_path):
    """The README's troubleshooting command, run as written (in a folder of its own)."""
    readme = (ROOT / "README.md").read_text("utf-8")
    command = "abyss-cards --screenshot out.png --scene home"
    assert f".venv/bin/{command}" in readme
    run = subprocess.run(
        [str(VENV_BIN / "abyss-cards"), *command.split()[1:]],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "out.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_readme_starts_with_the_two_commands():
    lines = (ROOT / "README.md").read_text("utf-8").splitlines()
    block = lines[lines.index("```sh") + 1 : lines.index("```")]
    assert [line.split("#")[0].strip() for line in block] == [
        "bash scripts/run.sh",
        "bash scripts/test-all.sh",
    ]
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert "\nbash scripts/test-all.sh\n" in ci
