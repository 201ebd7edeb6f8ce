"""Install, start and remove the Linux packages for real, as a person would.

    python packaging/check_linux.py [--deb-only | --archive-only]

The .deb: `dpkg -i` (with sudo unless root) leaves the user's home empty; /usr/bin/abyss-cards
answers --version and passes --smoke-test in a real window under Xvfb, creating its data folder on
first start; the menu entry passes desktop-file-validate and the metainfo `appstreamcli validate`;
every icon size is there; `dpkg -r` removes every file and folder it installed and leaves the
user's data folder as it was. The .tar.xz: unpacked into a temporary folder it starts the same way;
`install.sh --user` (HOME in a temporary folder) puts the command, menu entry and icons under
~/.local, and `uninstall.sh` removes exactly those, keeping the games and settings.

Refuses to touch an abyss-cards package that is already installed (outside CI it says so and skips
the .deb). Exits non-zero with the reason on the first failure.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(HERE))
import icons  # noqa: E402
import linux_packages as lp  # noqa: E402

NAME = lp.NAME
XVFB = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"]
SUDO = [] if os.geteuid() == 0 else ["sudo"]


class Failed(SystemExit):
    pass


def check(condition: bool, what: str, detail: str = "") -> None:
    if not condition:
        raise Failed(f"FAILED: {what}\n{detail}".rstrip())
    print(f"  ok  {what}")


def output(result: subprocess.CompletedProcess) -> str:
    return f"{result.stdout}{result.stderr}"


def user_env(home: Path, platform: str = "xcb") -> dict[str, str]:
    """A person's environment with ``home`` as their home: no ABYSS_CARDS_HOME, no XDG folders
    pointing elsewhere, so the app uses ~/.config and ~/.local/share as it would for them."""
    env = {
        k: v for k, v in os.environ.items() if k != "ABYSS_CARDS_HOME" and not k.startswith("XDG_")
    }
    env.update(HOME=str(home), QT_QPA_PLATFORM=platform)
    return env


def run(cmd: list[str], env: dict[str, str] | None = None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=180, **kw)


def starts(exe: Path | str, home: Path, what: str) -> None:
    """--version, then --smoke-test in a real window under Xvfb."""
    version = run([str(exe), "--version"], user_env(home))
    check(
        version.returncode == 0 and version.stdout.strip() == f"abyss-cards {lp.version()}",
        f"{what} --version prints abyss-cards {lp.version()}",
    )
    smoke = run([*XVFB, str(exe), "--smoke-test"], user_env(home))
    check(
        smoke.returncode == 0 and "smoke test passed (xcb)" in smoke.stdout,
        f"{what} --smoke-test opens a real window under Xvfb",
        output(smoke),
    )


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return (0, 0)
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def icons_present(hicolor: Path, what: str) -> None:
    wrong = [
        size
        for size in icons.HICOLOR_SIZES
        if png_size(hicolor / f"{size}x{size}" / "apps" / f"{NAME}.png") != (size, size)
    ]
    check(
        not wrong and (hicolor / "scalable" / "apps" / f"{NAME}.svg").is_file(),
        f"{what}: the icon at {', '.join(map(str, icons.HICOLOR_SIZES))} px and scalable",
    )


def validates(desktop: Path, metainfo: Path | None) -> None:
    result = run(["desktop-file-validate", str(desktop)])
    check(
        result.returncode == 0 and not result.stdout.strip(),
        f"desktop-file-validate {desktop.name}",
        output(result),
    )
    if metainfo is not None:
        result = run(["appstreamcli", "validate", "--no-net", str(metainfo)])
        check(result.returncode == 0, f"appstreamcli validate {metainfo.name}", output(result))


def snapshot(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def data_folders(home: Path) -> dict[str, str]:
    """Every file of the app's data and config folders under ``home``."""
    files = {}
    for folder in (home / ".local" / "share" / NAME, home / ".config" / NAME):
        files.update({f"{folder}/{k}": v for k, v in snapshot(folder).items()})
    return files


def used_by_user(home: Path) -> dict[str, str]:
    """Start-up created the data folders; add a file of the user's own to them."""
    check(
        (home / ".config" / NAME / "settings.json").is_file()
        and (home / ".local" / "share" / NAME).is_dir(),
        "the first start created the settings and data folders in the user's home",
    )
    (home / ".local" / "share" / NAME / "my-notes.txt").write_text("keep me\n", encoding="utf-8")
    return data_folders(home)


# -- the Debian package ----------------------------------------------------------------------------


def installed_version() -> str | None:
    result = run(["dpkg-query", "-W", "-f=${Status} ${Version}", NAME])
    if result.returncode == 0 and result.stdout.startswith("install ok installed"):
        return result.stdout.split()[-1]
    return None


def check_deb(deb: Path, scratch: Path) -> None:
    print(f"== {deb.name}")
    present = installed_version()
    if present is not None:
        message = (
            f"abyss-cards {present} is installed on this machine: the .deb check would "
            f"replace and then remove it (dpkg -r {NAME} first to run it)"
        )
        if os.environ.get("CI"):
            raise Failed(f"FAILED: {message}")
        print(f"  SKIPPED  {message}")
        return
    home = scratch / "deb-home"
    home.mkdir()
    try:
        result = run([*SUDO, "dpkg", "-i", str(deb)], user_env(home))
        check(result.returncode == 0, f"dpkg -i {deb.name}", output(result))
        listed = run(["dpkg", "-L", NAME]).stdout.split()
        files = [Path(p) for p in listed if not Path(p).is_dir() or Path(p).is_symlink()]
        ours = [Path(p) for p in listed if p.startswith((f"/opt/{NAME}", f"/usr/share/doc/{NAME}"))]
        check(not any(home.iterdir()), "installing wrote nothing in the user's home")
        exe = Path("/usr/bin") / NAME
        check(
            exe.is_symlink() and os.readlink(exe) == f"/opt/{NAME}/{NAME}",
            f"{exe} -> /opt/{NAME}/{NAME}",
        )
        installed = sum(p.stat().st_size for p in files if p.is_file() and not p.is_symlink())
        print(f"  installed size: {installed / 1e6:.1f} MB in {len(files)} files")
        validates(
            Path("/usr/share/applications") / f"{NAME}.desktop",
            Path("/usr/share/metainfo") / f"{lp.APPSTREAM_ID}.metainfo.xml",
        )
        icons_present(Path("/usr/share/icons/hicolor"), "installed")
        starts(exe, home, str(exe))
        before = used_by_user(home)
    finally:
        # Also after a failure: never leave the package behind on the machine.
        removed = run([*SUDO, "dpkg", "-r", NAME], user_env(home))
    check(removed.returncode == 0, f"dpkg -r {NAME}", output(removed))
    left = [str(p) for p in files + ours if p.exists() or p.is_symlink()]
    check(not left, "dpkg -r removed every file and folder it installed", f"left: {left[:10]}")
    check(data_folders(home) == before, "dpkg -r left the user's data and settings as they were")


# -- the portable archive --------------------------------------------------------------------------


def check_archive(archive: Path, scratch: Path) -> None:
    print(f"== {archive.name}")
    unpacked = scratch / "unpacked"
    unpacked.mkdir()
    result = run(["tar", "-xJf", str(archive), "-C", str(unpacked)])
    check(result.returncode == 0, f"tar -xJf {archive.name}", output(result))
    top = unpacked / archive.name.removesuffix(".tar.xz")
    check([p.name for p in unpacked.iterdir()] == [top.name], f"one top folder {top.name}/")
    check(
        (top / "README.txt").is_file()
        and "install.sh --user" in (top / "README.txt").read_text(encoding="utf-8"),
        "README.txt says how to install",
    )
    home = scratch / "archive-home"
    home.mkdir()
    starts(top / NAME, home, f"{top.name}/{NAME}")
    validates(
        top / "share" / "applications" / f"{NAME}.desktop",
        top / "share" / "metainfo" / f"{lp.APPSTREAM_ID}.metainfo.xml",
    )
    icons_present(top / "share" / "icons" / "hicolor", "in the archive")

    refused = run([str(top / "install.sh")], user_env(home))
    check(
        refused.returncode == 2 and "--user" in refused.stderr, "install.sh alone asks for --user"
    )
    installed = run([str(top / "install.sh"), "--user"], user_env(home))
    check(installed.returncode == 0, "install.sh --user", output(installed))
    local = home / ".local"
    app, link = local / "lib" / NAME, local / "bin" / NAME
    desktop = local / "share" / "applications" / f"{NAME}.desktop"
    check(
        link.is_symlink() and link.resolve() == (app / NAME).resolve(),
        f"~/.local/bin/{NAME} -> ~/.local/lib/{NAME}/{NAME}",
    )
    check(
        f'Exec="{app / NAME}"' in desktop.read_text(encoding="utf-8"),
        "the menu entry starts ~/.local/lib/abyss-cards/abyss-cards by its full path",
    )
    validates(desktop, None)
    icons_present(local / "share" / "icons" / "hicolor", "under ~/.local/share/icons")
    shutil.rmtree(unpacked)  # the copy under ~/.local must stand on its own
    version = run([str(link), "--version"], user_env(home))
    check(version.returncode == 0, "the installed command runs once the archive folder is gone")
    smoke = run([str(link), "--smoke-test"], user_env(home, "offscreen"))
    check(
        smoke.returncode == 0 and "smoke test passed" in smoke.stdout,
        "the installed command passes --smoke-test",
    )
    before = used_by_user(home)
    removed = run([str(app / "uninstall.sh")], user_env(home))
    check(removed.returncode == 0, "uninstall.sh", output(removed))
    ours = [app, link, desktop, *(local / "share" / "icons" / "hicolor").glob(f"*/apps/{NAME}.*")]
    left = [str(p) for p in ours if p.exists() or p.is_symlink()]
    check(
        not left,
        "uninstall.sh removed the app, the command, the menu entry and the icons",
        f"left: {left}",
    )
    check(
        data_folders(home) == before, "uninstall.sh left the user's data and settings as they were"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--deb-only", action="store_true")
    which.add_argument("--archive-only", action="store_true")
    args = parser.parse_args()
    for tool in ("xvfb-run", "desktop-file-validate", "appstreamcli", "tar"):
        if shutil.which(tool) is None:
            raise Failed(f"FAILED: {tool} is missing (scripts/test-all.sh installs it)")
    ver = lp.version()
    with tempfile.TemporaryDirectory(prefix="abyss-cards-check-") as scratch:
        scratch_path = Path(scratch)
        # Other users' processes (dpkg under sudo, the app as this user) must reach it.
        scratch_path.chmod(0o755)
        if not args.archive_only:
            check_deb(DIST / lp.deb_name(ver), scratch_path)
        if not args.deb_only:
            check_archive(DIST / lp.archive_name(ver), scratch_path)
    print("packages checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
