"""The Animator owns its animations and lets each go once it has ended, however it ends."""

from __future__ import annotations

import gc

import pytest
from event_wait import wait_for
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF
from PySide6.QtWidgets import QApplication, QGraphicsObject

from abyss_cards.ui.table.animation import Animator


@pytest.fixture
def app():
    return QApplication.instance() or QApplication([])


class Dot(QGraphicsObject):
    def boundingRect(self):  # noqa: N802 - Qt's name
        from PySide6.QtCore import QRectF

        return QRectF(0, 0, 1, 1)

    def paint(self, painter, option, widget=None) -> None:
        pass


def deleted_later(app) -> None:
    app.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def animations_alive() -> int:
    gc.collect()
    return sum(
        type(o).__name__ in ("QPropertyAnimation", "QSequentialAnimationGroup", "QPauseAnimation")
        for o in gc.get_objects()
    )


def test_finished_jumped_replaced_and_stopped_animations_are_deleted(app):
    owner = QObject()
    animator = Animator(0.01, owner)
    done: list[str] = []
    dots = [Dot() for _ in range(4)]
    # Runs to its end by itself.
    animator.animate(dots[0], "pos", QPointF(5, 5), on_done=lambda: done.append("ran"))
    # With a delay: a group of a pause and the animation.
    animator.animate(
        dots[1], "pos", QPointF(5, 5), delay=1.0, on_done=lambda: done.append("delayed")
    )
    wait_for(lambda a=animator: not a.busy)  # the animations' timers run, up to a ceiling
    assert sorted(done) == ["delayed", "ran"]
    assert dots[0].pos() == QPointF(5, 5) and dots[1].pos() == QPointF(5, 5)
    # Replaced: the first one's callback runs, the second one is jumped to its end.
    animator.set_seconds(10)
    animator.animate(dots[2], "pos", QPointF(1, 1), on_done=lambda: done.append("replaced"))
    animator.animate(dots[2], "pos", QPointF(2, 2), on_done=lambda: done.append("jumped"))
    assert done[-1] == "replaced"
    animator.finish_all()
    assert done[-1] == "jumped" and dots[2].pos() == QPointF(2, 2)
    # Stopped without finishing: nothing waits any more.
    animator.animate(
        dots[3], "pos", QPointF(3, 3), delay=2.0, on_done=lambda: done.append("stopped")
    )
    animator.stop_all()
    assert "stopped" not in done and not animator.busy
    assert animator.started == 5
    deleted_later(app)
    assert animator.alive == 0
    del dots
    owner.deleteLater()
    del owner, animator
    deleted_later(app)
    assert animations_alive() == 0


def test_a_target_gone_mid_flight_takes_its_animation_and_not_its_callback(app):
    animator = Animator(10)
    done: list[str] = []
    dot = Dot()
    animator.animate(dot, "pos", QPointF(9, 9), on_done=lambda: done.append("landed"))
    assert animator.busy
    idle: list[bool] = []
    animator.idle.connect(lambda: idle.append(True))
    dot.deleteLater()
    del dot
    deleted_later(app)
    assert not animator.busy and idle == [True] and done == []
    deleted_later(app)
    assert animator.alive == 0


def test_an_item_animated_many_times_keeps_no_connection_per_animation(app):
    """Every animation used to leave a connection on its target's ``destroyed`` (holding the
    animation): a card moved a thousand times in an evening held a thousand of them."""
    animator = Animator(10)
    dot = Dot()
    for i in range(200):
        animator.animate(dot, "pos", QPointF(i, i))
        animator.finish_all()
    deleted_later(app)
    assert dot.receivers("2destroyed()") <= 1
    assert animations_alive() == 0
