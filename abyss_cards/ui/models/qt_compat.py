"""Work-arounds for the Qt binding.

PySide6 6.12 on Python 3.11 drops one reference to ``None`` each time a Python override that
returns a QVariant (``data``, ``headerData``) answers ``None`` to a call from C++; after a few
thousand repaints the interpreter aborts ("deallocating None"). From Python 3.12 ``None`` is
immortal and nothing happens. ``variant_result`` gives the reference back; an extra reference to
``None`` (when Python itself calls the method) is harmless.
"""

from __future__ import annotations

import ctypes
import functools
import sys

_NEEDS_FIX = sys.version_info < (3, 12)


def _keep_none() -> None:
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(None))


def variant_result(method):
    """Decorate a QVariant-returning override (``data``, ``headerData``) with the fix."""
    if not _NEEDS_FIX:
        return method

    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        result = method(*args, **kwargs)
        if result is None:
            _keep_none()
        return result

    return wrapper
