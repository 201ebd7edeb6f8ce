"""A work-around for the Qt binding on Python 3.11.

PySide6 6.12 on Python 3.11 drops one reference to ``None`` each time a binding call returns
nothing (``painter.save()``, ``item.update()``) or an override of ours answers ``None`` to Qt
(``data``), and likewise to ``True``/``False``: its wheels count on these being immortal, which
they are only from Python 3.12. After a few thousand repaints the interpreter aborts with
"deallocating None". The project pins PySide6 below 6.12; should a 6.12 build be installed
anyway, ``keep_none_alive`` gives these singletons a reference count so large that it can never reach zero (harmless: they are
never freed anyway).
"""

from __future__ import annotations

import ctypes
import sys

_done = False


def keep_none_alive() -> None:
    global _done
    if _done or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import PySide6

    if tuple(PySide6.__version_info__[:2]) < (6, 12):
        return  # releases before 6.12 count references correctly
    _done = True
    # ob_refcnt is the first field of every CPython object.
    for singleton in (None, True, False, NotImplemented, Ellipsis):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 48


def variant_result(method):
    """Kept as a marker on model overrides (``data``, ``headerData``) that answer ``None``."""
    return method


keep_none_alive()
