"""Build the one-folder executable and, on request, check it and package it.

    python packaging/build.py [--smoke-test] [--deb] [--archive] [--zip] [--no-build] [--quick]

dist/abyss-cards/          the one-folder executable (dist/Abyss Cards.app too on macOS)
--smoke-test               start it offscreen, then in a real window under Xvfb (Linux)
--deb                      dist/abyss-cards_<version>_amd64.deb (dpkg-deb)
--archive                  dist/abyss-cards-<version>-linux-x86_64.tar.xz (portable, install.sh)
--zip                      dist/abyss-cards-<version>-<windows|macos>-<arch>.zip (release builds)
--quick                    the .deb and .tar.xz at xz level 1 instead of 9 (the test command's)

Prints the size of every file it makes. The icons (PNG, .ico, .icns) are rendered from
resources/icons/abyss-cards.svg into build/icons/ first (packaging/icons.py).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = ROOT / "dist"
WORK = ROOT / "build"
ICONS = WORK / "icons"
APP_DIR = DIST / "abyss-cards"
EXE = APP_DIR / ("abyss-cards.exe" if os.name == "nt" else "abyss-cards")
MAC_APP = DIST / "Abyss Cards.app"

sys.path.insert(0, str(HERE))
import linux_packages  # noqa: E402


def megabytes(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def make_icons() -> None:
    subprocess.run(
        [sys.executable, str(HERE / "icons.py"), str(ICONS)], check=True, stdout=subprocess.DEVNULL
    )


def build() -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            str(HERE / "abyss-cards.spec"),
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(DIST),
            "--workpath",
            str(WORK / "pyinstaller"),
        ],
        check=True,
    )
    print(f"built {EXE.relative_to(ROOT)}: {megabytes(linux_packages.folder_size(APP_DIR))}")


def smoke(exe: Path, platform_name: str, wrapper: list[str] | None = None) -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=platform_name, ABYSS_CARDS_HOME=home)
        result = subprocess.run(
            [*(wrapper or []), str(exe), "--smoke-test"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        print(result.stdout.strip())
        if result.returncode != 0:
            print(result.stderr, file=sys.stderr)
            raise SystemExit(f"smoke test of {exe} failed on {platform_name}")


XVFB = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"]


def smoke_all(exe: Path) -> None:
    smoke(exe, "offscreen")
    if not sys.platform.startswith("linux"):
        return
    if shutil.which("xvfb-run"):
        smoke(exe, "xcb", wrapper=XVFB)
    elif os.environ.get("CI"):
        raise SystemExit("xvfb-run is missing: the real-window smoke test cannot run")


def release_zip() -> Path:
    """The Windows or macOS download: the folder (or the .app) in one zip."""
    machine = {"amd64": "x86_64", "x86_64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}.get(
        platform.machine().lower(), platform.machine().lower()
    )
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    out = DIST / f"abyss-cards-{linux_packages.version()}-{system}-{machine}.zip"
    out.unlink(missing_ok=True)
    if sys.platform == "darwin":
        # ditto keeps the bundle's symlinks and permissions, which zipfile would flatten.
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(MAC_APP), str(out)], check=True)
    else:
        shutil.make_archive(str(out.with_suffix("")), "zip", DIST, APP_DIR.name)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke-test", action="store_true")
    parser.add_argument("--no-build", action="store_true", help="use the last build")
    parser.add_argument("--deb", action="store_true", help="make the Debian package")
    parser.add_argument("--archive", action="store_true", help="make the portable .tar.xz")
    parser.add_argument("--zip", action="store_true", help="make the Windows/macOS zip")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="compress the .deb and .tar.xz at xz level 1 (for checks, not release)",
    )
    args = parser.parse_args()
    if not args.no_build:
        make_icons()
        build()
    if args.smoke_test:
        smoke_all(EXE)
        if sys.platform == "darwin":
            smoke_all(MAC_APP / "Contents" / "MacOS" / "abyss-cards")
    made = []
    xz = linux_packages.QUICK_XZ if args.quick else linux_packages.RELEASE_XZ
    if args.deb:
        made.append(linux_packages.build_deb(APP_DIR, ICONS, WORK, DIST, preset=xz))
    if args.archive:
        made.append(linux_packages.build_archive(APP_DIR, ICONS, WORK, DIST, preset=xz))
    if args.zip:
        made.append(release_zip())
    for path in made:
        print(f"made {path.relative_to(ROOT)}: {megabytes(path.stat().st_size)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
