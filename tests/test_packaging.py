"""The packaging pieces on their own, fast: icons rendered from our SVG (PNG, .ico, .icns), the
desktop entry and AppStream metainfo, the .deb and .tar.xz made from a small stand-in folder, and
install.sh --user / uninstall.sh. The real packages are built, installed, started and removed by
packaging/check_linux.py (scripts/test-all.sh)."""

import os
import shutil
import struct
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from abyss_cards import __version__

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import icons  # noqa: E402
import linux_packages as lp  # noqa: E402


def tool_or_skip(name):
    if shutil.which(name) is None:
        # Linux CI must have it; the Windows and macOS release jobs have no Debian tools.
        if os.environ.get("CI") and sys.platform.startswith("linux"):
            pytest.fail(f"{name} is missing on CI (scripts/debian-deps.sh TEST_PACKAGES)")
        pytest.skip(f"{name} is not installed")


# The .deb, the archive and their scripts are Linux things (the release workflow also runs the
# tests on Windows and macOS, where only the icon and metadata tests apply).
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packages")


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    out = tmp_path_factory.mktemp("icons")
    icons.write_all(out)
    return out


def test_icons_are_drawn_from_the_svg_at_every_size(rendered):
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    # Rendering them left widgets possible in this process (tests/conftest.py makes the
    # QApplication first; a bare QGuiApplication here made Qt abort at the next widget).
    assert isinstance(QApplication.instance(), QApplication)

    for size in icons.HICOLOR_SIZES:
        path = rendered / "hicolor" / f"{size}x{size}" / "apps" / "abyss-cards.png"
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        # The rounded sea square: opaque in the middle, transparent in the corner.
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0
    scalable = rendered / "hicolor" / "scalable" / "apps" / "abyss-cards.svg"
    assert scalable.read_bytes() == icons.SVG.read_bytes()


def test_windows_icon_holds_every_size_as_png(rendered):
    data = (rendered / "abyss-cards.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for i, size in enumerate(icons.ICO_SIZES):
        w, h, _, _, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert (w or 256, h or 256, planes, bpp) == (size, size, 1, 32)
        assert png_size(data[offset : offset + length]) == (size, size)


def test_macos_icon_holds_its_types_as_png(rendered):
    data = (rendered / "abyss-cards.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        found[kind] = png_size(data[at + 8 : at + length])
        at += length
    assert found == {kind: (size, size) for kind, size in icons.ICNS_TYPES}


def test_desktop_entry_metainfo_and_app_agree():
    from abyss_cards.ui.app import create_application

    root = ET.parse(lp.METAINFO).getroot()
    assert root.findtext("id") == lp.APPSTREAM_ID
    assert root.findtext("launchable") == lp.DESKTOP.name
    assert root.find("provides").findtext("binary") == lp.NAME
    newest = root.find("releases").find("release")
    assert newest.get("version") == __version__, "add a <release> for the new version"
    assert lp.version() == __version__
    entry = dict(line.split("=", 1) for line in lp.DESKTOP.read_text().splitlines() if "=" in line)
    assert entry["Exec"] == lp.NAME and entry["Icon"] == lp.NAME
    # Qt ties the window to its menu entry (taskbar icon, single main window) by this name.
    assert create_application().desktopFileName() == lp.DESKTOP.stem


def test_desktop_entry_and_metainfo_validate():
    tool_or_skip("desktop-file-validate")
    tool_or_skip("appstreamcli")
    desktop = subprocess.run(
        ["desktop-file-validate", str(lp.DESKTOP)], capture_output=True, text=True
    )
    assert desktop.returncode == 0 and not desktop.stdout.strip(), desktop.stdout
    meta = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(lp.METAINFO)], capture_output=True, text=True
    )
    assert meta.returncode == 0, meta.stdout


@pytest.fixture
def stand_in(tmp_path, rendered):
    """A one-folder build in miniature: a real ELF program under the app's name, and a library
    folder, as PyInstaller lays them out."""
    app = tmp_path / "abyss-cards"
    (app / "_internal").mkdir(parents=True)
    shutil.copyfile("/bin/true", app / "abyss-cards")
    (app / "abyss-cards").chmod(0o700)
    (app / "_internal" / "data.txt").write_text("x")
    (app / "_internal" / "data.txt").chmod(0o600)
    (app / "_internal" / "libnothing.so").symlink_to("data.txt")
    return app, rendered


@linux_only
def test_depends_names_the_packages_of_the_libraries_the_folder_lacks(tmp_path):
    tool_or_skip("dpkg-query")
    tool_or_skip("objdump")
    folder = tmp_path / "app"
    folder.mkdir()
    python = Path(os.path.realpath(sys.executable))
    shutil.copyfile(python, folder / "python")
    needed, glibc = lp.system_libraries(folder)
    assert "libc.so.6" in needed
    line = lp.depends(folder)
    assert line.startswith(f"libc6 (>= {glibc})")
    assert "libdbus-1-3" in line  # loaded at run time, never in a NEEDED entry
    # Whatever the folder carries itself is not asked of the system.
    for soname in needed - {"libc.so.6", "libm.so.6"}:
        shutil.copyfile(python, folder / soname)
    assert lp.system_libraries(folder)[0] <= {"libc.so.6", "libm.so.6"}


@linux_only
def test_the_deb_installs_under_opt_with_a_command_menu_entry_and_icons(stand_in, tmp_path):
    tool_or_skip("dpkg-deb")
    tool_or_skip("objdump")
    app, rendered = stand_in
    deb = lp.build_deb(app, rendered, tmp_path / "work", tmp_path / "out")
    assert deb.name == f"abyss-cards_{__version__}_amd64.deb"
    info = subprocess.run(
        ["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    fields = dict(line.split(": ", 1) for line in info.splitlines() if ": " in line)
    assert fields["Package"] == "abyss-cards" and fields["Version"] == __version__
    assert fields["Architecture"] == "amd64" and fields["Depends"].startswith("libc6 (>= 2.")
    assert int(fields["Installed-Size"]) > 0
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    entries = {line.split()[5]: line for line in listing}
    assert entries["./usr/bin/abyss-cards"].endswith("-> /opt/abyss-cards/abyss-cards")
    assert entries["./opt/abyss-cards/abyss-cards"].startswith("-rwxr-xr-x root/root")
    assert entries["./opt/abyss-cards/_internal/data.txt"].startswith("-rw-r--r-- root/root")
    for path in (
        "./usr/share/applications/abyss-cards.desktop",
        f"./usr/share/metainfo/{lp.APPSTREAM_ID}.metainfo.xml",
        "./usr/share/icons/hicolor/48x48/apps/abyss-cards.png",
        "./usr/share/icons/hicolor/scalable/apps/abyss-cards.svg",
        "./usr/share/doc/abyss-cards/copyright",
    ):
        assert path in entries
    # Nothing runs at install or removal: no maintainer scripts, nothing in anyone's home.
    control = subprocess.run(
        ["dpkg-deb", "--ctrl-tarfile", str(deb)], capture_output=True, check=True
    ).stdout
    assert control.count(b"postinst") == control.count(b"preinst") == 0
    assert not any("/home/" in path or "/root/" in path for path in entries)


@linux_only
def test_the_archive_is_one_folder_with_readme_and_scripts(stand_in, tmp_path):
    tool_or_skip("objdump")
    app, rendered = stand_in
    archive = lp.build_archive(app, rendered, tmp_path / "work", tmp_path / "out", preset=1)
    top = f"abyss-cards-{__version__}-linux-x86_64"
    assert archive.name == f"{top}.tar.xz"
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert {name.split("/")[0] for name in members} == {top}
    for name in ("abyss-cards", "install.sh", "uninstall.sh"):
        assert members[f"{top}/{name}"].mode == 0o755
    assert members[f"{top}/_internal/data.txt"].mode == 0o644
    assert members[f"{top}/_internal/libnothing.so"].issym()
    assert all(m.uid == 0 and m.uname == "root" for m in members.values())
    assert f"{top}/README.txt" in members
    assert f"{top}/share/applications/abyss-cards.desktop" in members


def unpacked_app(stand_in, tmp_path) -> Path:
    app, rendered = stand_in
    archive = lp.build_archive(app, rendered, tmp_path / "work", tmp_path / "out", preset=1)
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "downloads", filter="tar")
    return tmp_path / "downloads" / archive.name.removesuffix(".tar.xz")


@linux_only
def test_install_user_and_uninstall(stand_in, tmp_path):
    tool_or_skip("objdump")
    folder = unpacked_app(stand_in, tmp_path)
    home = tmp_path / "a home with spaces"
    data = home / ".local" / "share" / "abyss-cards"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text("{}")
    env = {"HOME": str(home), "PATH": os.environ["PATH"]}

    refused = subprocess.run([str(folder / "install.sh")], env=env, capture_output=True, text=True)
    assert refused.returncode == 2 and not (home / ".local" / "bin").exists()

    done = subprocess.run(
        [str(folder / "install.sh"), "--user"], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    local = home / ".local"
    app = local / "lib" / "abyss-cards"
    assert (local / "bin" / "abyss-cards").resolve() == (app / "abyss-cards").resolve()
    assert subprocess.run([str(local / "bin" / "abyss-cards")]).returncode == 0  # /bin/true
    desktop = (local / "share" / "applications" / "abyss-cards.desktop").read_text()
    assert f'Exec="{app}/abyss-cards"' in desktop and "Icon=abyss-cards" in desktop
    for size in icons.HICOLOR_SIZES:
        assert (
            local / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "abyss-cards.png"
        ).is_file()
    shutil.rmtree(folder)  # the installed copy stands alone
    again = subprocess.run(
        [str(app / "install.sh"), "--user"], env=env, capture_output=True, text=True
    )
    assert again.returncode == 0 and (app / "abyss-cards").is_file()

    gone = subprocess.run([str(app / "uninstall.sh")], env=env, capture_output=True, text=True)
    assert gone.returncode == 0, gone.stderr
    assert not app.exists() and not (local / "bin" / "abyss-cards").is_symlink()
    assert not (local / "share" / "applications" / "abyss-cards.desktop").exists()
    assert not list((local / "share" / "icons").rglob("abyss-cards.*"))
    assert (data / "autosave.json").read_text() == "{}"


@linux_only
def test_uninstall_leaves_another_abyss_cards_command_alone(stand_in, tmp_path):
    tool_or_skip("objdump")
    folder = unpacked_app(stand_in, tmp_path)
    home = tmp_path / "home"
    other = home / ".local" / "bin" / "abyss-cards"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\n")  # say, from pip install --user
    env = {"HOME": str(home), "PATH": os.environ["PATH"]}
    subprocess.run([str(folder / "uninstall.sh")], env=env, check=True, capture_output=True)
    assert other.read_text() == "#!/bin/sh\n"


def desktop_exec_argument(value: str) -> str:
    """The first argument of a desktop file's Exec value, as a launcher reads it (Desktop Entry
    Specification: the string escapes first, then the quoting, then the %% field code)."""
    text = value.replace("\\\\", "\0").replace("\\s", " ").replace("\0", "\\")
    assert text.startswith('"'), value
    out, i = [], 1
    while text[i] != '"':
        if text[i] == "\\":
            assert text[i + 1] in '"`$\\', value
            i += 1
        out.append(text[i])
        i += 1
    return "".join(out).replace("%%", "%")


@linux_only
def test_install_for_a_home_of_any_name_and_uninstall_takes_its_folders_away(tmp_path):
    folder = tmp_path / "download"
    (folder / "share" / "applications").mkdir(parents=True)
    (folder / "share" / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    for name in ("install.sh", "uninstall.sh"):
        shutil.copy(ROOT / "packaging" / "portable" / name, folder / name)
    shutil.copy(
        ROOT / "packaging" / "abyss-cards.desktop",
        folder / "share" / "applications" / "abyss-cards.desktop",
    )
    (folder / "share" / "icons" / "hicolor" / "48x48" / "apps" / "abyss-cards.png").write_bytes(
        b"png"
    )
    (folder / "abyss-cards").write_text("#!/bin/sh\n")
    (folder / "abyss-cards").chmod(0o755)
    home = tmp_path / 'Tom & Jerry "the $HOME" 100% \\ `x`|y'
    data = home / ".local" / "share" / "abyss-cards"
    data.mkdir(parents=True)  # the person's games: there before, there after
    before = sorted(home.rglob("*"))
    env = {"HOME": str(home), "PATH": os.environ["PATH"]}
    done = subprocess.run(
        ["sh", str(folder / "install.sh"), "--user"], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    app = home / ".local" / "lib" / "abyss-cards"
    entry = (home / ".local" / "share" / "applications" / "abyss-cards.desktop").read_text()
    (line,) = [line for line in entry.splitlines() if line.startswith("Exec=")]
    assert desktop_exec_argument(line.removeprefix("Exec=")) == f"{app}/abyss-cards"
    assert entry.count("\n") == (ROOT / "packaging" / "abyss-cards.desktop").read_text().count("\n")
    gone = subprocess.run(
        ["sh", str(app / "uninstall.sh")], env=env, capture_output=True, text=True
    )
    assert gone.returncode == 0, gone.stderr
    assert sorted(home.rglob("*")) == before  # ~/.local/bin, lib, applications, icons… gone


def test_release_workflow_builds_and_attaches_the_four_downloads():
    import fnmatch
    import re

    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    uploaded = re.findall(r"dist/(abyss-cards[^\s]*)", workflow)
    made = [
        lp.deb_name(__version__),
        lp.archive_name(__version__),
        f"abyss-cards-{__version__}-windows-x86_64.zip",
        f"abyss-cards-{__version__}-macos-arm64.zip",
    ]
    for name in made:
        assert any(fnmatch.fnmatch(name, pattern) for pattern in uploaded), name
    assert "bash .ci/run" in workflow  # the Linux job is this project's CI
    assert "packaging/build.py --smoke-test --zip" in workflow
    assert "windows-latest" in workflow and "macos-latest" in workflow
