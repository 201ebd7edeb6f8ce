#!/usr/bin/env bash
# Install everything and run every test: ruff, mypy, the pytest suite (offscreen, plus real
# windows under Xvfb), then build the packaged executable, smoke-test it offscreen and under Xvfb,
# make the Debian package and the portable archive, and install, start and remove both for real
# (dpkg -i / dpkg -r need root: sudo is used when you are not).
# Used by the README's second command and by .ci/run. Exits non-zero as soon as anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/debian-deps.sh
# Qt's runtime libraries, Xvfb, binutils for PyInstaller, the package checkers.
ensure_debian_packages "${QT_RUNTIME_PACKAGES[@]}" "${TEST_PACKAGES[@]}"

echo "== virtual environment (.venv) with the test and package extras"
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q -e ".[test,package]"

echo "== ruff"
.venv/bin/ruff check .
.venv/bin/ruff format --check .

echo "== mypy (strict, the whole abyss_cards package)"
.venv/bin/mypy

echo "== pytest (offscreen; the real-window smoke test starts its own Xvfb)"
bash scripts/run-pytest.sh

echo "== packaged executable, Debian package, portable archive"
.venv/bin/python packaging/build.py --smoke-test --deb --archive --quick

echo "== install, start and remove the .deb and the archive"
.venv/bin/python packaging/check_linux.py
