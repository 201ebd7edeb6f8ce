"""Animations are presentation only: they follow the speed setting (0 s = instant) and
``finish_all`` jumps every running one to its end, so tests and impatient users never wait."""

from __future__ import annotations

import functools
import itertools
import weakref
from collections.abc import Callable
from typing import Protocol, cast

import shiboken6
from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QMetaObject,
    QObject,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QGraphicsItem


class FloatProperty(Protocol):
    """What a ``repainting_float`` is on an item: a float to read and set (the stubs type
    ``Property`` as a plain object)."""

    def __get__(self, item: object, owner: object = None) -> float: ...

    def __set__(self, item: object, value: float) -> None: ...


def repainting_float(attr: str) -> FloatProperty:
    """A float Qt property kept in the attribute ``attr`` of a graphics item (for the Animator
    to animate by name); every change repaints the item."""

    def get(self: QGraphicsItem) -> float:
        value: float = getattr(self, attr)
        return value

    def set_(self: QGraphicsItem, value: float) -> None:
        setattr(self, attr, float(value))
        self.update()

    return cast(FloatProperty, Property(float, get, set_))


class Animator(QObject):
    """Starts property animations and keeps track of them until they end.

    Every animation is the animator's child and is deleted once it has ended (finished,
    replaced, jumped to its end, stopped, or its target gone); what it was connected to is
    disconnected then. The slots connected to an animation or its target hold a weak reference
    to the animator, the animation's key and a number, never the animation nor the animator:
    nothing but the animator keeps an animation alive, nothing but its owner keeps the animator
    alive, and an evening of games does not pile them up."""

    idle = Signal()  # the last running animation has ended

    def __init__(self, seconds: float = 0.25, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seconds = seconds
        # (id of the target, property) -> the animation running on it
        self._running: dict[tuple[int, bytes], _Flight] = {}
        self._numbers = itertools.count(1)
        self.started = 0  # animations started so far (not set at once)

    def set_seconds(self, seconds: float) -> None:
        self.seconds = max(0.0, float(seconds))

    @property
    def busy(self) -> bool:
        return bool(self._running)

    @property
    def alive(self) -> int:
        """Animations made by this animator and not deleted yet (running, or ended and waiting
        for the event loop to delete them)."""
        return len(
            self.findChildren(QAbstractAnimation, options=Qt.FindChildOption.FindDirectChildrenOnly)
        )

    def animate(
        self,
        target: QObject,
        prop: str,
        end: object,
        *,
        start: object = None,
        delay: float = 0.0,
        scale: float = 1.0,
        on_done: Callable[[], None] | None = None,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> None:
        """Move ``target``'s Qt property ``prop`` to ``end`` over ``seconds × scale``, after
        ``delay × seconds`` (delays are in animation lengths, so they follow the speed setting).

        A running animation of the same property is replaced (it starts from where it is).
        With animations off the property is set at once and ``on_done`` runs at once.
        """
        name = prop.encode()
        key = (id(target), name)
        previous = self._running.get(key)
        if previous is not None:
            self._end(key, previous.number, run_callbacks=True, announce=False)
        duration = round(self.seconds * scale * 1000)
        if duration <= 0:
            target.setProperty(prop, end)
            if on_done:
                on_done()
            return
        anim = QPropertyAnimation(target, name, self)
        anim.setDuration(duration)
        if start is not None:
            anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(easing)
        whole: QAbstractAnimation = anim
        if delay > 0:
            group = QSequentialAnimationGroup(self)
            group.addAnimation(QPauseAnimation(round(delay * self.seconds * 1000), group))
            group.addAnimation(anim)  # the group owns it now
            whole = group
            if start is not None:
                target.setProperty(prop, start)
        number = next(self._numbers)
        self.started += 1
        flight = _Flight(number, whole, [on_done] if on_done else [])
        self._running[key] = flight
        me = weakref.ref(self)
        whole.finished.connect(functools.partial(_ended, me, key, number, True))
        # An item thrown away mid-flight (its scene deleted with the screen) takes its
        # animation with it: what waited for the end would touch a dead scene.
        flight.link = target.destroyed.connect(functools.partial(_ended, me, key, number, False))
        whole.start()

    def _end(
        self, key: tuple[int, bytes], number: int, *, run_callbacks: bool, announce: bool = True
    ) -> None:
        """The animation ``number`` on ``key`` is over: stopped where it is, disconnected from
        its target, deleted on the next pass of the event loop; then what waited for it runs."""
        flight = self._running.get(key)
        if flight is None or flight.number != number:
            return
        del self._running[key]
        flight.release()
        if run_callbacks:
            for callback in flight.callbacks:
                callback()
        if announce and not self._running:
            self.idle.emit()

    def finish_all(self) -> None:
        """Jump every running animation to its end value (and run what waits for it)."""
        while self._running:
            key, flight = next(iter(self._running.items()))
            whole = flight.whole
            whole.setCurrentTime(whole.totalDuration())  # ends it: ``finished`` may come now
            self._end(key, flight.number, run_callbacks=True, announce=False)
        self.idle.emit()

    def stop_all(self) -> None:
        """Stop without finishing (the items are about to be thrown away)."""
        running, self._running = self._running, {}
        for flight in running.values():
            flight.release()


def _ended(
    animator_ref: weakref.ref[Animator],
    key: tuple[int, bytes],
    number: int,
    run_callbacks: bool,
    *_args: object,
) -> None:
    """A slot: the animation ``number`` on ``key`` ended (or its target went), if its animator
    is still there."""
    animator = animator_ref()
    if animator is not None and shiboken6.isValid(animator):
        animator._end(key, number, run_callbacks=run_callbacks)


class _Flight:
    """One running animation (a property animation, or a group of a pause and one), what
    waits for its end, and the connection to its target's ``destroyed``."""

    __slots__ = ("number", "whole", "callbacks", "link")

    def __init__(
        self, number: int, whole: QAbstractAnimation, callbacks: list[Callable[[], None]]
    ) -> None:
        self.number, self.whole, self.callbacks = number, whole, callbacks
        self.link: QMetaObject.Connection | None = None

    def release(self) -> None:
        if self.link is not None:
            QObject.disconnect(self.link)
            self.link = None
        whole = self.whole
        whole.blockSignals(True)  # stopping it must not report an end a second time
        whole.stop()
        whole.deleteLater()
