"""The Debian package and the portable archive, both made from the one-folder build dist/abyss-cards/.

    abyss-cards_<version>_amd64.deb            /opt/abyss-cards, /usr/bin/abyss-cards, menu entry,
                                               icons, AppStream metainfo; Depends on the system
                                               libraries the folder does not carry
    abyss-cards-<version>-linux-x86_64.tar.xz  the same folder with share/ (menu entry, icons,
                                               metainfo), README.txt, install.sh, uninstall.sh

Used by packaging/build.py (--deb, --archive). Needs dpkg-deb (in dpkg), objdump (binutils) and,
for the Depends, dpkg's database of the build machine.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NAME = "abyss-cards"
APPSTREAM_ID = "io.github.abyss_cards.AbyssCards"
DESKTOP = HERE / f"{NAME}.desktop"
METAINFO = HERE / f"{APPSTREAM_ID}.metainfo.xml"
PORTABLE = HERE / "portable"
# Loaded at run time with dlopen (so in no NEEDED entry) and deliberately not bundled (see the
# spec): the desktop's own D-Bus library.
DLOPENED = {"libdbus-1.so.3": "libdbus-1-3"}
DESCRIPTION = """\
Plongée, Rami and Abyss offline, and the Marquoir
 Abyss Cards plays three card games on your computer, alone against computer
 players or with friends on one screen, in French or English, without any
 network: Plongée (twelve cards face down, the lowest total wins), Rami
 (two-player Tunisian rummy) and Abyss (the deep-sea board game's rules and
 computer players). The Marquoir keeps the score sheets of your real-table
 Abyss games.
"""


def version() -> str:
    text = (ROOT / "abyss_cards" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if not match:
        raise SystemExit("no __version__ in abyss_cards/__init__.py")
    return match.group(1)


def deb_name(ver: str) -> str:
    return f"{NAME}_{ver}_amd64.deb"


def archive_name(ver: str) -> str:
    return f"{NAME}-{ver}-linux-x86_64.tar.xz"


# -- what the folder needs from the system ----------------------------------------------------


def _elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def _objdump(*args: str) -> str:
    return subprocess.run(["objdump", *args], capture_output=True, text=True, check=True).stdout


def system_libraries(folder: Path) -> tuple[set[str], str]:
    """The sonames the folder's ELF files need but do not carry, and the newest glibc symbol
    version they use (the oldest glibc the folder runs on)."""
    files = _elf_files(folder)
    carried = {p.name for p in folder.rglob("*")}
    needed: set[str] = set()
    glibc = (2, 0)
    for path in files:
        needed.update(
            line.split()[1]
            for line in _objdump("-p", str(path)).splitlines()
            if line.strip().startswith("NEEDED")
        )
        for major, minor in re.findall(r"GLIBC_(\d+)\.(\d+)", _objdump("-T", str(path))):
            glibc = max(glibc, (int(major), int(minor)))
    return needed - carried, f"{glibc[0]}.{glibc[1]}"


def _library_paths() -> dict[str, list[str]]:
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    paths: dict[str, list[str]] = {}
    for line in out.splitlines():
        match = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if match and "x86-64" in match.group(2):
            paths.setdefault(match.group(1), []).append(match.group(3))
    return paths


def _package_of(path: str) -> str | None:
    # dpkg records /usr/lib/... while ldconfig may say /lib/... (merged /usr): try both.
    candidates = [path, os.path.realpath(path)]
    candidates += ["/usr" + p for p in list(candidates) if not p.startswith("/usr/")]
    for candidate in candidates:
        result = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def depends(folder: Path) -> str:
    """The Depends line: the Debian package of every library the folder needs and lacks."""
    sonames, glibc = system_libraries(folder)
    where = _library_paths()
    packages = set(DLOPENED.values())
    missing = []
    for soname in sorted(sonames):
        owner = next((p for p in map(_package_of, where.get(soname, [])) if p), None)
        if owner is None:
            missing.append(soname)
        else:
            packages.add(owner)
    if missing:
        raise SystemExit(
            f"no installed Debian package provides {', '.join(missing)}: install the "
            "Qt runtime packages first (scripts/debian-deps.sh)"
        )
    packages.discard("libc6")
    return ", ".join([f"libc6 (>= {glibc})", *sorted(packages)])


# -- the files a desktop needs, shared by both formats -----------------------------------------


def _copy_tree(src: Path, dst: Path) -> None:
    shutil.copytree(src, dst, symlinks=True)


def _desktop_files(share: Path, icons: Path) -> None:
    """share/applications, share/icons/hicolor, share/metainfo."""
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(DESKTOP, share / "applications" / DESKTOP.name)
    (share / "metainfo").mkdir()
    shutil.copyfile(METAINFO, share / "metainfo" / METAINFO.name)
    _copy_tree(icons / "hicolor", share / "icons" / "hicolor")


def _normalise_modes(root: Path) -> None:
    """Directories and programs 0755, other files 0644: what a package installs, whatever the
    build machine's umask was."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & stat.S_IXUSR
            path.chmod(0o755 if executable else 0o644)


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


# -- the Debian package --------------------------------------------------------------------------


def _copyright(ver: str) -> str:
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Abyss Cards
Comment: Abyss Cards {ver}, built with PyInstaller from the app's sources. /opt/abyss-cards
 also carries the Python 3.11 runtime (PSF License), Qt 6 and PySide6 (LGPL-3.0-only) and the
 libraries they load, each under its own licence.

Files: *
Copyright: the Abyss Cards authors
License: GPL-3.0-or-later
 On Debian systems, the full text of the GNU General Public License version 3 can be found in
 /usr/share/common-licenses/GPL-3.
"""


# xz level 9 for the downloads; the test command, which only installs and starts them, asks for
# level 1 (about a fifth of the time, 4 MB larger): the files inside are the same.
RELEASE_XZ = 9
QUICK_XZ = 1


def build_deb(app_dir: Path, icons: Path, work: Path, out: Path, preset: int = RELEASE_XZ) -> Path:
    """abyss-cards_<version>_amd64.deb in ``out``, staged in ``work``."""
    ver = version()
    root = work / "deb"
    shutil.rmtree(root, ignore_errors=True)
    _copy_tree(app_dir, root / "opt" / NAME)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
    _desktop_files(root / "usr" / "share", icons)
    doc = root / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(_copyright(ver), encoding="utf-8")
    _normalise_modes(root)
    installed_kib = (folder_size(root) + 1023) // 1024
    control = root / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(
        f"Package: {NAME}\n"
        f"Version: {ver}\n"
        "Architecture: amd64\n"
        "Maintainer: Abyss Cards authors <abyss-cards@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {depends(app_dir)}\n"
        "Recommends: fonts-dejavu-core\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {DESCRIPTION}",
        encoding="utf-8",
    )
    _normalise_modes(control)
    out.mkdir(parents=True, exist_ok=True)
    deb = out / deb_name(ver)
    # At xz -9 (64 MB window over the 110 MB of libraries): 30.4 MB against 31.2 MB at dpkg-deb's
    # default -6, for about 1.5 times the compression time.
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", f"-z{preset}", "--build", str(root), str(deb)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return deb


# -- the portable archive ------------------------------------------------------------------------


def build_archive(
    app_dir: Path, icons: Path, work: Path, out: Path, preset: int = RELEASE_XZ
) -> Path:
    """abyss-cards-<version>-linux-x86_64.tar.xz in ``out``: one top folder of that name."""
    ver = version()
    top = f"{NAME}-{ver}-linux-x86_64"
    stage = work / "archive" / top
    shutil.rmtree(stage.parent, ignore_errors=True)
    _copy_tree(app_dir, stage)
    _desktop_files(stage / "share", icons)
    _, glibc = system_libraries(app_dir)
    readme = (PORTABLE / "README.txt").read_text(encoding="utf-8").replace("{glibc}", glibc)
    (stage / "README.txt").write_text(readme, encoding="utf-8")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copyfile(PORTABLE / script, stage / script)
        (stage / script).chmod(0o755)
    _normalise_modes(stage)
    out.mkdir(parents=True, exist_ok=True)
    archive = out / archive_name(ver)

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    # xz -9, as for the .deb: 30.4 MB against 31.0 MB at -6, for about 1.5 times the time.
    with tarfile.open(archive, "w:xz", preset=preset) as tar:
        tar.add(stage, arcname=top, filter=owned_by_root)
    return archive
