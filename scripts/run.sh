#!/usr/bin/env bash
# Install Abyss Cards into .venv (with the few Debian libraries Qt needs) and launch it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/debian-deps.sh
ensure_debian_packages "${QT_RUNTIME_PACKAGES[@]}"
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q .
exec .venv/bin/abyss-cards "$@"
