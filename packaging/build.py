"""Build the one-folder executable and, with --smoke-test, check that it starts.

    python packaging/build.py [--smoke-test]

Prints the size of dist/abyss-cards/ and the smoke tests' results (offscreen, then a real window
under Xvfb with Qt's xcb plugin when Xvfb is installed).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
APP_DIR = DIST / "abyss-cards"
EXE = APP_DIR / ("abyss-cards.exe" if os.name == "nt" else "abyss-cards")


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def build() -> None:
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", str(ROOT / "packaging" / "abyss-cards.spec"),
         "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "pyinstaller")],
        check=True,
    )
    print(f"built {EXE.relative_to(ROOT)}: {folder_size(APP_DIR) / 1e6:.1f} MB")


def smoke(platform: str, extra_env: dict | None = None, wrapper: list[str] | None = None) -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=platform, ABYSS_CARDS_HOME=home, **(extra_env or {}))
        result = subprocess.run(
            [*(wrapper or []), str(EXE), "--smoke-test"],
            env=env, capture_output=True, text=True, timeout=120,
        )
        print(result.stdout.strip())
        if result.returncode != 0:
            print(result.stderr, file=sys.stderr)
            raise SystemExit(f"smoke test of the executable failed on {platform}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke-test", action="store_true")
    parser.add_argument("--no-build", action="store_true", help="only smoke-test the last build")
    args = parser.parse_args()
    if not args.no_build:
        build()
    if args.smoke_test:
        smoke("offscreen")
        if shutil.which("xvfb-run"):
            smoke("xcb", wrapper=["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"])
        elif os.environ.get("CI"):
            raise SystemExit("xvfb-run is missing: the real-window smoke test cannot run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
