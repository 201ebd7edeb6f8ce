"""One running copy of the app per data folder: starting it again brings the first window to the
front instead of opening a second writer on the same saves.

The first copy holds a lock file in the data folder for as long as it runs (Qt's QLockFile: a
lock left by a copy that crashed is taken over, since its process is gone) and listens on a local
socket named after that folder, in the user's own runtime folder (0700: another user can neither
squat the name nor answer in our place). A later copy finds the lock taken, connects, asks the
first copy to show its window, waits for the answer and leaves. A lock naming a live process
that is not this app (its number reused after a crash) is stale and taken over at once. Copies
with different data folders (``ABYSS_CARDS_HOME``, ``--home``) never see each other.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCryptographicHash,
    QLockFile,
    QObject,
    QStandardPaths,
    QSysInfo,
    Signal,
)

from abyss_cards.storage import paths

if TYPE_CHECKING:  # for the types only: QtNetwork is imported where used, off the start-up path
    from PySide6.QtNetwork import QLocalServer, QLocalSocket
    from PySide6.QtWidgets import QWidget

LOCK_NAME = "abyss-cards.lock"
REQUEST = b"show\n"
ANSWER = b"shown\n"


def server_name(data_dir: Path) -> str:
    """The local socket's name: short (Unix socket paths are limited to ~100 bytes) and unique
    to the data folder."""
    # Qt's SHA-256, the same digest as hashlib's: importing hashlib (OpenSSL) would delay the
    # window by ~15 ms.
    sha256 = QCryptographicHash.Algorithm.Sha256
    digest = QCryptographicHash.hash(os.fsencode(data_dir.resolve()), sha256).toHex()
    return f"abyss-cards-{bytes(digest.data()).decode()[:16]}"


SOCKET_PATH_MAX = 100


def server_path(data_dir: Path) -> str:
    """Where the socket is: in the per-user runtime folder (``XDG_RUNTIME_DIR``; without one,
    a 0700 folder of our own in the temporary folder); a plain name on Windows (named pipes) or
    where the folder is not the user's alone."""
    name = server_name(data_dir)
    if sys.platform == "win32":
        return name
    if os.environ.get("XDG_RUNTIME_DIR"):
        runtime = Path(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.RuntimeLocation)
        )
    else:
        # What Qt would do, without its warning on every start.
        runtime = Path(tempfile.gettempdir()) / f"runtime-abyss-cards-{os.getuid()}"
        try:
            runtime.mkdir(mode=0o700, exist_ok=True)
        except OSError:
            return name
    path = str(runtime / name)
    # A socket's address holds at most 107 bytes (104 on macOS): a deeper runtime folder than
    # that falls back to the plain name, like a folder that is not the user's alone.
    if len(os.fsencode(path)) > SOCKET_PATH_MAX or not _private(runtime):
        return name
    return path


def _private(folder: Path) -> bool:
    try:
        info = folder.stat()
    except OSError:
        return False
    return info.st_uid == os.getuid() and not info.st_mode & 0o077


class NotAnswering(RuntimeError):
    """Another copy of the app holds the data folder but did not answer (it may be stuck)."""

    def __init__(self, folder: Path, lock: Path) -> None:
        super().__init__(str(folder))
        self.folder = folder
        self.lock = lock


def runs_this_app(pid: int) -> bool | None:
    """Whether process ``pid`` is a copy of Abyss Cards (``python -m abyss_cards``, the
    ``abyss-cards`` launcher); None where the system does not say (no ``/proc``)."""
    if pid == os.getpid():
        return True
    if not Path("/proc/self/cmdline").exists():
        return None
    try:
        words = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except FileNotFoundError:
        return False  # gone
    except OSError:
        return None
    if not any(words):
        return None  # a process in the middle of starting (exec), or a zombie: cannot tell
    # Any word of its command line (python -X dev -m abyss_cards…): a doubt keeps the lock.
    names = {os.path.basename(w).removesuffix(b".exe").partition(b".")[0] for w in words}
    return bool(names & {b"abyss_cards", b"abyss-cards"})


class Instance(QObject):
    """The copy that owns the data folder. ``show_requested`` fires when a later copy asks."""

    show_requested = Signal()

    def __init__(self, lock: QLockFile | None, name: str) -> None:
        super().__init__()
        self._lock = lock
        self._name = name
        self._server: QLocalServer | None = None  # once listening

    @property
    def owns_lock(self) -> bool:
        return self._lock is not None

    def listen(self) -> None:
        """Start answering later copies (needs the QApplication: call it once that exists)."""
        if self._lock is None or self._server is not None:
            return
        # QtNetwork is imported here, off the path to the first window (about 20 ms).
        from PySide6.QtNetwork import QLocalServer

        # We hold the lock, so a socket by this name can only be left over by a copy that
        # crashed: remove it, or listen() fails on Unix.
        QLocalServer.removeServer(self._name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._accept)
        if server.listen(self._name):
            self._server = server

    def _accept(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(REQUEST):
            socket.write(ANSWER)
            socket.flush()
            self.show_requested.emit()
        socket.disconnectFromServer()

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def claim(
    data_dir: Path | None = None, timeout_s: float = 5.0, show_other: bool = True
) -> Instance | None:
    """Take the data folder for this copy (an ``Instance``), or have the copy that holds it show
    its window (``None``: this copy should leave; with ``show_other=False`` the holder is left
    alone). Raises ``NotAnswering`` if the holder does not answer within ``timeout_s``. Works
    before the QApplication exists."""
    try:
        folder = data_dir if data_dir is not None else paths.data_dir()
    except OSError:
        # No data folder can be made: there is nothing to guard.
        return Instance(None, "")
    name = server_path(folder)
    lock = QLockFile(str(folder / LOCK_NAME))
    # Never stale by age: a game can stay open for days. A lock whose process is gone is still
    # taken over by tryLock().
    lock.setStaleLockTime(0)
    deadline = time.monotonic() + timeout_s
    while True:
        if lock.tryLock(0):
            return Instance(lock, name)
        if lock.error() != QLockFile.LockError.LockFailedError:
            # The folder is read-only or similar: we cannot tell, so do not stand in the way
            # (the storage layer reports unwritable files in plain words).
            return Instance(None, name)
        if _held_by_another_program(lock) and lock.removeStaleLockFile():
            continue  # a live process, but not ours: its number was reused after a crash
        if not show_other or _ask_to_show(name):
            return None
        if time.monotonic() >= deadline:
            raise NotAnswering(folder, folder / LOCK_NAME)
        # The holder may still be starting (lock taken, socket not yet listening).
        time.sleep(0.1)


def _held_by_another_program(lock: QLockFile) -> bool:
    info = lock.getLockInfo()
    if not info or not info[0] or info[1] != QSysInfo.machineHostName():
        return False  # unknown, or a lock taken on another machine (a shared home folder)
    return runs_this_app(info[0]) is False


def _ask_to_show(name: str) -> bool:
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(500):
        return False
    socket.write(REQUEST)
    socket.waitForBytesWritten(500)
    answered = socket.waitForReadyRead(2000) and bytes(socket.readAll().data()).startswith(ANSWER)
    socket.abort()
    return answered


def bring_to_front(window: QWidget) -> None:
    """Show a window again from wherever it is: minimized, hidden behind others."""
    from PySide6.QtCore import Qt

    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
