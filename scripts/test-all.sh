#!/usr/bin/env bash
# Install everything and run every test: ruff, the pytest suite (offscreen, plus one real window
# under Xvfb), then build the packaged executable and smoke-test it offscreen and under Xvfb.
# Used by the README's second command and by .ci/run. Exits non-zero as soon as anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages that Qt's xcb plugin and Xvfb need beyond a desktop's usual set.
DEBIAN_PACKAGES=(xvfb xauth libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0
  libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 libgl1
  libfontconfig1 libdbus-1-3 fonts-dejavu-core binutils python3-venv)
if command -v dpkg-query >/dev/null; then
  missing=()
  for pkg in "${DEBIAN_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
  done
  # python3-venv is only needed by Debian's own python3; skip it when venv already works.
  if python3 -c "import ensurepip, venv" 2>/dev/null; then
    missing=("${missing[@]/python3-venv}")
  fi
  read -r -a missing <<< "${missing[*]}"
  if ((${#missing[@]})); then
    echo "== installing Debian packages: ${missing[*]}"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
fi

echo "== virtual environment (.venv) with the test and package extras"
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test,package]"

echo "== ruff"
.venv/bin/ruff check .

echo "== pytest (offscreen; the real-window smoke test starts its own Xvfb)"
.venv/bin/python -m pytest -q -p no:cacheprovider

echo "== packaged executable"
.venv/bin/python packaging/build.py --smoke-test
