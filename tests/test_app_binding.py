"""The Qt binding keeps Python's reference counts right.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every call that returns nothing
(``painter.save()``) and on every call of a Python override: the app then aborts after a few
thousand repaints ("deallocating None"). pyproject.toml pins a release without the bug; this test
fails if a future pin brings it back.
"""

import sys

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QImage, QPainter


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_void_calls_and_overrides_keep_none_alive(qapp):
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(500):
        painter.save()
        painter.restore()
    painter.end()

    class Empty(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return None

    translator = Empty()
    qapp.installTranslator(translator)
    try:
        for _ in range(500):
            QCoreApplication.translate("Nowhere", "nothing")
    finally:
        qapp.removeTranslator(translator)
    # A few references may come and go with caches; a leak would be 1,000 or more.
    assert sys.getrefcount(None) >= before - 50
