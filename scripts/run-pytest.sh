#!/usr/bin/env bash
# The test command's pytest part (scripts/test-all.sh and scripts/stress-test.sh both call it):
# the whole suite offscreen on two workers, each test file kept on one worker (its screens and
# seeded games are built once). A worker that crashes is not replaced: the run stops there and
# names the test it was running (a replaced worker once left pytest-xdist's file scheduler
# waiting forever). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
# Compiled bytecode (the app's modules, the tests as pytest rewrites them) is kept in one folder
# outside the repository, so that each module is compiled once, not again in every worker and
# in every copy of the app a test starts (a machine may set PYTHONDONTWRITEBYTECODE: that cost
# each process about 8 s of CPU before its first test).
export PYTHONPYCACHEPREFIX="${PYTHONPYCACHEPREFIX:-${TMPDIR:-/tmp}/abyss-cards-pycache-$(id -u)}"
unset PYTHONDONTWRITEBYTECODE
exec .venv/bin/python -m pytest -q -p no:cacheprovider -n 2 --dist loadfile --max-worker-restart=0 "$@"
