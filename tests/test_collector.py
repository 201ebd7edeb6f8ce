"""Python's cycle collector runs on the GUI thread between events (ui/collector.py): a cycle
holding a widget is freed there, not inside a paint or in a bot's thread."""

import gc
import threading
import weakref

from PySide6.QtWidgets import QWidget

from abyss_cards.ui import collector


class Holder:
    pass


def widget_in_a_cycle():
    holder = Holder()
    holder.widget = QWidget()
    holder.me = holder
    return weakref.ref(holder)


def test_the_automatic_collector_is_off_and_the_applications_runs_instead(qapp):
    assert collector.install(qapp) is collector.install(qapp)  # one
    assert qapp.findChildren(collector.Collector) == [collector.install(qapp)]
    assert not gc.isenabled()


def test_a_cycle_made_in_another_thread_is_not_freed_there(qapp):
    made = []

    def work():
        made.append(widget_in_a_cycle())
        # Allocations that would have run the automatic collector in this thread.
        junk = [[i] for i in range(50_000)]
        del junk

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    ref = made[0]
    assert ref() is not None  # left for the GUI thread
    gc.collect()
    assert ref() is None


def test_the_timer_collects_a_generation_past_its_threshold(qapp):
    gc.collect()
    ref = widget_in_a_cycle()
    junk = [Holder() for _ in range(gc.get_threshold()[0] + 10)]  # generation 0 past its own
    collector.install(qapp).collect_due()
    assert ref() is None
    del junk


def test_the_oldest_generation_waits_for_a_quarter_more_objects(qapp, monkeypatch):
    # A full collection walks every object alive: as CPython's own collector, it waits until
    # a quarter more have reached the oldest generation since the last one.
    app_collector = collector.install(qapp)
    collected = []
    real_collect = gc.collect

    def collect(generation=2):
        collected.append(generation)
        return real_collect(generation)

    monkeypatch.setattr(collector.gc, "collect", collect)
    monkeypatch.setattr(collector.gc, "get_count", lambda: (0, 0, 11))
    app_collector._long_lived = len(gc.get_objects(2))
    app_collector.collect_due()
    assert collected == [1]  # due by the count, but few new old objects: a younger one
    kept = [Holder() for _ in range(app_collector._long_lived // 3)]
    real_collect(1)
    real_collect(1)  # the new objects moved up to the oldest generation
    app_collector.collect_due()
    assert collected == [1, 2]
    assert app_collector._long_lived >= len(kept)
