"""The Abyss ranking used by the Marquoir: plain wins, ties broken by Pearls and by best Lord,
and shared places."""

from hypothesis import given, settings
from hypothesis import strategies as st

from abyss_cards.games.abyss.scoring import rank, total


def entry(name, locations=0, lords=0, allies=0, monsters=0, pearls=0, best_lord=0):
    return dict(
        name=name,
        locations=locations,
        lords=lords,
        allies=allies,
        monsters=monsters,
        pearls=pearls,
        best_lord=best_lord,
    )


def test_plain_win_highest_total_first():
    entries = [entry("Ana", 10, 20, 5, 3), entry("Léo", 15, 25, 8, 4), entry("Zoé", 12, 18, 6)]
    ranked = rank(entries)
    assert [(r.place, r.name, r.total) for r in ranked] == [
        (1, "Léo", 52),
        (2, "Ana", 38),
        (3, "Zoé", 36),
    ]
    assert all(r.decided_by is None for r in ranked)
    assert [r.index for r in ranked] == [1, 0, 2]


def test_tie_decided_by_pearls():
    entries = [entry("Ana", 40, pearls=3, best_lord=12), entry("Léo", 40, pearls=5, best_lord=4)]
    ranked = rank(entries)
    assert [(r.place, r.name) for r in ranked] == [(1, "Léo"), (2, "Ana")]
    assert {r.decided_by for r in ranked} == {"pearls"}


def test_tie_decided_by_best_lord():
    entries = [
        entry("Ana", 30, 10, pearls=2, best_lord=9),
        entry("Léo", 30, 10, pearls=2, best_lord=11),
    ]
    ranked = rank(entries)
    assert [(r.place, r.name) for r in ranked] == [(1, "Léo"), (2, "Ana")]
    assert {r.decided_by for r in ranked} == {"best_lord"}


def test_shared_place_when_everything_is_equal():
    entries = [
        entry("Ana", 30, pearls=2, best_lord=9),
        entry("Léo", 30, pearls=2, best_lord=9),
        entry("Zoé", 10),
    ]
    ranked = rank(entries)
    assert [r.place for r in ranked] == [1, 1, 3]
    assert {r.name for r in ranked[:2]} == {"Ana", "Léo"}
    assert ranked[0].decided_by == ranked[1].decided_by == "shared"
    assert ranked[2].decided_by is None


numbers = st.integers(min_value=0, max_value=6)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(
        st.tuples(numbers, numbers, numbers, numbers, numbers, numbers), min_size=2, max_size=6
    )
)
def test_places_follow_total_then_pearls_then_best_lord(rows):
    entries = [entry(f"P{i}", *row) for i, row in enumerate(rows)]
    ranked = rank(entries)
    assert sorted(r.index for r in ranked) == list(range(len(entries)))
    keys = [
        (total(entries[r.index]), entries[r.index]["pearls"], entries[r.index]["best_lord"])
        for r in ranked
    ]
    assert keys == sorted(keys, reverse=True)
    for a, b in zip(ranked, ranked[1:], strict=False):
        ka, kb = keys[ranked.index(a)], keys[ranked.index(b)]
        assert (a.place == b.place) == (ka == kb)
    # A place is one more than the number of players strictly ahead.
    for r, k in zip(ranked, keys, strict=True):
        assert r.place == 1 + sum(other > k for other in keys)
