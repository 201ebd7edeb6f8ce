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

# mypy and the executable's build (PyInstaller) run beside pytest, their output shown after it:
# the tests leave a core idle while they wait on the app's own processes and timers (about a
# quarter of their time), and these two fill it. Same checks, about a minute less.
side=$(mktemp -d)
.venv/bin/mypy >"$side/mypy.log" 2>&1 &
mypy_pid=$!
# Its caches (PyInstaller's, fontconfig's) in build/, not in your home: pytest checks at its end
# that nothing there changed while it ran.
mkdir -p build/side-cache
XDG_CACHE_HOME="$PWD/build/side-cache" PYINSTALLER_CONFIG_DIR="$PWD/build/side-cache/pyinstaller" \
  .venv/bin/python packaging/build.py >"$side/build.log" 2>&1 &
build_pid=$!
trap 'kill "$mypy_pid" "$build_pid" 2>/dev/null || true; rm -rf "$side"' EXIT

echo "== pytest (offscreen; the real-window smoke test starts its own Xvfb)"
bash scripts/run-pytest.sh

# Says what a step run beside pytest printed, once it has ended; stops the command if it failed.
side_step() {
  local rc=0
  wait "$2" || rc=$?
  echo "== $3"
  cat "$side/$1.log"
  if [ "$rc" != 0 ]; then
    echo "== $1 failed (exit $rc)" >&2
    exit 1
  fi
}
side_step mypy "$mypy_pid" "mypy (strict, the whole abyss_cards package; run beside pytest)"
side_step build "$build_pid" "packaged executable (built beside pytest)"

echo "== the executable started, Debian package, portable archive"
.venv/bin/python packaging/build.py --no-build --smoke-test --deb --archive --quick

echo "== install, start and remove the .deb and the archive"
.venv/bin/python packaging/check_linux.py
