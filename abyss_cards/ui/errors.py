"""Unhandled exceptions: written to the log file and shown in plain words; the app goes on."""

from __future__ import annotations

import logging
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from abyss_cards.storage import files, paths

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

_log = logging.getLogger("abyss_cards")
_installed = False
_open_boxes: list[
    QObject
] = []  # a parentless dialog lives only as long as a Python reference to it


def _logger() -> logging.Logger:
    # The data folder can change within a process (``--home``, tests): follow it.
    target = str(paths.log_file().resolve())
    for old in list(_log.handlers):
        if getattr(old, "baseFilename", None) != target:
            _log.removeHandler(old)
            old.close()
    if not _log.handlers:
        files.create_private(Path(target))
        handler = logging.FileHandler(target, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        _log.addHandler(handler)
        _log.setLevel(logging.INFO)
    return _log


def log_problem(message: str) -> None:
    """Write a handled problem to the log file (for a developer; the player got plain words)."""
    try:
        _logger().warning("%s", message)
    except OSError:  # a log that cannot be written must not stop the app
        pass


def report_exception(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> None:
    """Log the traceback and tell the user, without a traceback, that something went wrong."""
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    try:
        _logger().error("Unhandled exception\n%s", text)
    except OSError:
        sys.stderr.write(text)
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None:
        sys.stderr.write(text)
        return
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Errors", "Something went wrong"),
        QCoreApplication.translate(
            "Errors",
            "Abyss Cards met an unexpected problem and stopped what it was doing. "
            "Your games and score sheets are saved. The details were written to:\n{path}",
        ).format(path=paths.log_file()),
    )
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _open_boxes.append(box)
    box.finished.connect(lambda _=0, b=box: _open_boxes.remove(b) if b in _open_boxes else None)
    box.open()  # not exec(): never block the event loop from inside an exception hook


def install_excepthook() -> None:
    global _installed
    if not _installed:
        sys.excepthook = report_exception
        _installed = True
