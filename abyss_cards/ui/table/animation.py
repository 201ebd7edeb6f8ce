"""Animations are presentation only: they follow the speed setting (0 s = instant) and
``finish_all`` jumps every running one to its end, so tests and impatient users never wait."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)


def repainting_float(attr: str) -> Property:
    """A float Qt property kept in the attribute ``attr`` of a graphics item (for the Animator
    to animate by name); every change repaints the item."""
    def get(self) -> float:
        return getattr(self, attr)

    def set_(self, value: float) -> None:
        setattr(self, attr, float(value))
        self.update()

    return Property(float, get, set_)


class Animator(QObject):
    """Starts property animations and keeps track of them until they end."""

    idle = Signal()  # the last running animation has ended

    def __init__(self, seconds: float = 0.25, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seconds = seconds
        self._running: dict[tuple[int, bytes], QAbstractAnimation] = {}
        self._callbacks: dict[int, list[Callable[[], None]]] = {}

    def set_seconds(self, seconds: float) -> None:
        self.seconds = max(0.0, float(seconds))

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def animate(self, target: QObject, prop: str, end, *, start=None, delay: float = 0.0,
                scale: float = 1.0, on_done: Callable[[], None] | None = None,
                easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> None:
        """Move ``target``'s Qt property ``prop`` to ``end`` over ``seconds × scale``, after
        ``delay × seconds`` (delays are in animation lengths, so they follow the speed setting).

        A running animation of the same property is replaced (it starts from where it is).
        With animations off the property is set at once and ``on_done`` runs at once.
        """
        name = prop.encode()
        key = (id(target), name)
        previous = self._running.pop(key, None)
        if previous is not None:
            previous.stop()
            self._finished(previous, run_callbacks=True)
        duration = round(self.seconds * scale * 1000)
        if duration <= 0:
            target.setProperty(prop, end)
            if on_done:
                on_done()
            return
        anim = QPropertyAnimation(target, name)
        anim.setDuration(duration)
        if start is not None:
            anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(easing)
        whole: QAbstractAnimation = anim
        if delay > 0:
            group = QSequentialAnimationGroup()
            group.addAnimation(QPauseAnimation(round(delay * self.seconds * 1000)))
            group.addAnimation(anim)
            whole = group
            if start is not None:
                target.setProperty(prop, start)
        self._running[key] = whole
        if on_done:
            self._callbacks.setdefault(id(whole), []).append(on_done)
        whole.finished.connect(lambda w=whole, k=key: self._on_finished(k, w))
        # An item thrown away mid-flight (its scene deleted with the screen) takes its
        # animation with it: what waited for the end would touch a dead scene.
        target.destroyed.connect(lambda *_, w=whole, k=key: self._target_gone(k, w))
        whole.start()

    def _target_gone(self, key, whole) -> None:
        if self._running.get(key) is not whole:
            return
        del self._running[key]
        whole.stop()
        self._finished(whole, run_callbacks=False)
        if not self._running:
            self.idle.emit()

    def _on_finished(self, key, whole) -> None:
        if self._running.get(key) is whole:
            del self._running[key]
        self._finished(whole, run_callbacks=True)
        if not self._running:
            self.idle.emit()

    def _finished(self, whole, run_callbacks: bool) -> None:
        callbacks = self._callbacks.pop(id(whole), [])
        if run_callbacks:
            for cb in callbacks:
                cb()

    def finish_all(self) -> None:
        """Jump every running animation to its end value (and run what waits for it)."""
        while self._running:
            key, whole = next(iter(self._running.items()))
            del self._running[key]
            whole.setCurrentTime(whole.totalDuration())
            whole.stop()
            self._finished(whole, run_callbacks=True)
        self.idle.emit()

    def stop_all(self) -> None:
        """Stop without finishing (the items are about to be thrown away)."""
        for whole in self._running.values():
            whole.stop()
        self._running.clear()
        self._callbacks.clear()
