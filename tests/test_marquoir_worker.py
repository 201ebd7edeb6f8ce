"""The Marquoir's background jobs run on a pool of threads kept between jobs; a job is a
``QObject`` of the GUI thread, and its last reference must go on the GUI thread (Qt must not
delete it from the pool's thread)."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, Qt, Signal

from abyss_cards.ui.marquoir import worker


class Job(QObject):
    done = Signal()

    def run(self) -> None:
        self.done.emit()


def test_the_pool_lets_go_of_a_job_before_the_gui_thread_does(qtbot):
    job = Job()
    told: list[bool] = []
    gone: list[bool] = []
    job.done.connect(lambda: told.append(True))
    job.destroyed.connect(
        lambda: gone.append(threading.current_thread() is threading.main_thread()),
        Qt.ConnectionType.DirectConnection,
    )
    key = id(job)
    worker.run(job.run)
    assert worker._held[key] is job  # held by the GUI thread while the pool runs it
    qtbot.waitUntil(lambda: bool(told) and key not in worker._held)
    del job
    gc.collect()
    assert gone == [True]  # deleted on the GUI thread
