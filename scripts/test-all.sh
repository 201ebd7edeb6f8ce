#!/usr/bin/env bash
# Install everything and run every test: ruff, mypy, the pytest suite (offscreen, plus one real window
# under Xvfb), then build the packaged executable and smoke-test it offscreen and under Xvfb.
# Used by the README's second command and by .ci/run. Exits non-zero as soon as anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/debian-deps.sh
# Qt's runtime libraries, plus Xvfb for the real-window tests and binutils for PyInstaller.
ensure_debian_packages "${QT_RUNTIME_PACKAGES[@]}" xvfb xauth binutils

echo "== virtual environment (.venv) with the test and package extras"
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q -e ".[test,package]"

echo "== ruff"
.venv/bin/ruff check .

echo "== mypy (strict on abyss_cards/core and abyss_cards/games, see pyproject.toml)"
.venv/bin/mypy

echo "== pytest (offscreen; the real-window smoke test starts its own Xvfb)"
.venv/bin/python -m pytest -q -p no:cacheprovider

echo "== packaged executable"
.venv/bin/python packaging/build.py --smoke-test
