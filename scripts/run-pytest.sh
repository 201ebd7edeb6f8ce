#!/usr/bin/env bash
# The test command's pytest part (scripts/test-all.sh and scripts/stress-test.sh both call it):
# the whole suite offscreen on two workers, each test file kept on one worker (its screens and
# seeded games are built once). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
exec .venv/bin/python -m pytest -q -p no:cacheprovider -n 2 --dist loadfile "$@"
