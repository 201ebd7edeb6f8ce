#!/usr/bin/env bash
# Install Abyss Cards into .venv (with the few Debian libraries Qt needs) and launch it.
# A second run starts the app at once: it installs again only when the sources changed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/debian-deps.sh
ensure_debian_packages "${QT_RUNTIME_PACKAGES[@]}"
[ -x .venv/bin/python ] || python3 -m venv .venv

stamp=.venv/.abyss-cards-installed
if [ ! -f "$stamp" ] || [ ! -x .venv/bin/abyss-cards ] \
    || [ -n "$(find pyproject.toml abyss_cards resources seeds -newer "$stamp" -print -quit)" ]; then
  echo "== installing Abyss Cards into .venv (needs the network once)"
  .venv/bin/python -m pip install -q .
  touch "$stamp"
fi

echo "Abyss Cards is installed. To start it again: .venv/bin/abyss-cards  (or: bash scripts/run.sh)"
exec .venv/bin/abyss-cards "$@"
