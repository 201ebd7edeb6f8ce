"""The order of the Marquoir statistics (issue 16, item 12): most wins first; equal wins, more
games first; then by name as people read it. Checked as a list, and on screen."""

from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet, player_stats
from abyss_cards.ui.marquoir.screen import MarquoirScreen


def game(date, winner, loser):
    return Sheet(
        played_on=date,
        players=(PlayerScore(winner, 30, 30, 10, 5, 1, 5), PlayerScore(loser, 10, 10, 5, 0, 1, 5)),
    )


def history():
    # bob 2 wins in 3 games, Zoé 2 in 2; Ana, Émile, Léo 1 in 1; Mia and Yann 0 in 3.
    return [
        game("2024-01-01", "Zoé", "Yann"),
        game("2024-01-02", "Zoé", "Yann"),
        game("2024-01-03", "bob", "Yann"),
        game("2024-01-04", "bob", "Mia"),
        game("2024-01-05", "Émile", "bob"),
        game("2024-01-06", "Léo", "Mia"),
        game("2024-01-07", "Ana", "Mia"),
    ]


# Equal wins: more games first (bob before Zoé); equal games: by name as read, accents aside
# ("Émile" between "Ana" and "Léo", not after "Zoé" as a plain code-point order would put it).
EXPECTED = ["bob", "Zoé", "Ana", "Émile", "Léo", "Mia", "Yann"]


def test_equal_wins_are_ordered_by_games_then_name():
    stats = player_stats(history())
    assert [s.name for s in stats] == EXPECTED
    assert [(s.wins, s.games) for s in stats] == [
        (2, 3),
        (2, 2),
        (1, 1),
        (1, 1),
        (1, 1),
        (0, 3),
        (0, 3),
    ]
    # The rule itself, pair by pair: never a player listed before one with more wins, or with
    # as many wins and more games.
    for first, second in zip(stats, stats[1:], strict=False):
        assert (first.wins, first.games) >= (second.wins, second.games)


def test_the_statistics_tab_shows_the_same_order(qtbot):
    store = MarquoirStore()
    for sheet in history():
        store.add(sheet)
    screen = MarquoirScreen(store=store)
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: screen.figures_job is None)  # worked out off the GUI thread
    proxy, model = screen.stats_proxy, screen.stats_model
    shown = [
        model.name_at(proxy.mapToSource(proxy.index(row, 0)).row())
        for row in range(proxy.rowCount())
    ]
    assert shown == EXPECTED
    screen.leave()
