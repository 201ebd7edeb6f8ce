#!/usr/bin/env bash
# The test command's pytest part (scripts/test-all.sh and scripts/stress-test.sh both call it):
# the whole suite offscreen on two workers, each test file kept on one worker (its screens and
# seeded games are built once). A worker that crashes is not replaced: the run stops there and
# names the test it was running (a replaced worker once left pytest-xdist's file scheduler
# waiting forever). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
exec .venv/bin/python -m pytest -q -p no:cacheprovider -n 2 --dist loadfile --max-worker-restart=0 "$@"
