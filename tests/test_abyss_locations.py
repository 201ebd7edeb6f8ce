"""One test per Location scoring, with the Lords and federated Allies it looks at."""

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.locations import location_points
from abyss_cards.games.abyss.scenario import scenario

# Lords by guild: military 1, 2 · merchant 9, 10 · mage 15, 16 · politician 22, 23 ·
# farmer 30, 31 · ambassador 33. Keyed: 1, 11, 14, 27. Unkeyed: 2, 9, 30.
FED = [
    ("crabs", 3),
    ("crabs", 1),
    ("squids", 2),
    ("jellyfish", 4),
    ("jellyfish", 2),
    ("jellyfish", 1),
    ("seahorses", 5),
    ("shellfish", 2),
    ("shellfish", 4),
]


def test_sargasso_silos():
    assert location_points(1, [30, 31, 1], []) == 5 + 2 * 2


def test_hydrozoa_reserves():
    assert location_points(2, [15, 16, 1], []) == 6 + 2 * 2


def test_sanctuary():
    assert location_points(3, [], FED) == 4 + 3 * 3


def test_parliament():
    assert location_points(4, [22, 23, 24, 30], []) == 6 + 2 * 3


def test_barracks():
    assert location_points(5, [1], []) == 7 + 2


def test_dockworks():
    assert location_points(6, [9, 10, 11, 12, 2], []) == 5 + 2 * 4


def test_sargasso_fields():
    assert location_points(7, [], FED) == 3 + 3 * 1


def test_the_abyss_counts_guilds_ambassadors_included():
    assert location_points(8, [1, 2, 9, 33, 34], []) == 2 * 3
    assert location_points(8, [], []) == 0


def test_city_of_mirrors_copies_the_best_opponent_location_for_its_owner():
    # Opponent holds the Barracks (7 + 2 per Military) and the Jail (15 - Lords).
    assert location_points(9, [1, 2, 3], [], [5, 14]) == 7 + 2 * 3
    assert location_points(9, [30, 31, 32, 33, 34, 35], [], [5, 14]) == 15 - 6
    assert location_points(9, [1], [], []) == 0
    s = scenario(lords={0: [1, 2]}, locations={0: [(9, [])], 1: [(5, [])]})
    assert s.score_parts(0)["locations"] == 11 and s.score_parts(1)["locations"] == 7


def test_black_smokers_scores_zero_and_may_be_exchanged():
    assert location_points(10, [1, 2, 3], FED) == 0
    s = scenario(lords={0: [27, 28]}, key_tokens={0: 1}, face_up=[10])
    s.pearls[1] = 0
    s.steps = [{"kind": "end_turn"}, {"kind": "control_check"}]
    s._run([])
    s.apply(A.TakeLocation(10))
    s.apply(A.PlaceLords((27, 28)))
    assert s.pending == "smokers" and A.Skip() in s.legal_actions()
    target = s.location_deck[0]
    s.apply(A.ExchangeLocation(target))
    assert s.controlled_locations(0) == [(target, [27, 28])]
    # Black Smokers leaves the game after its exchange (it cannot be drawn again).
    assert 10 not in s.location_deck and s.removed_locations == [10]


def test_oceanic_senate_assembly():
    assert location_points(11, [], FED) == 4 + 3 * 1


def test_the_depths():
    assert location_points(12, [30, 1, 32], []) == 2 * 4
    assert location_points(12, [], []) == 0


def test_throne_room():
    assert location_points(13, [30, 1, 32], []) == 12
    assert location_points(13, [], []) == 0


def test_the_jail():
    assert location_points(14, [1, 2, 3, 4], []) == 15 - 4


def test_the_chasm():
    assert location_points(15, [], FED) == 5 + 3 * 2


def test_closed_tower():
    assert location_points(16, [1, 11, 14, 27, 2, 9], []) == 3 * 4


def test_lost_tower():
    assert location_points(17, [1, 11, 2, 9, 30], []) == 3 * 3


def test_chamber_of_allies():
    # Weakest per race: crab 1, squid 2, jellyfish 1, seahorse 5, shellfish 2.
    assert location_points(18, [], FED) == 3 + 1 + 2 + 1 + 5 + 2


def test_nest_of_giant_clams():
    assert location_points(19, [], FED) == 3 + 3 * 2


def test_coral_barrier():
    assert location_points(20, [], FED) == 20 - 9
    assert location_points(20, [], []) == 20


def test_lords_under_locations_count_for_location_scoring():
    s = scenario(lords={0: [30]}, locations={0: [(1, [31, 27, 28])]})
    assert s.score_parts(0)["locations"] == 5 + 2 * 4
    assert s.score_parts(0)["lords"] == 10 + 11 + 6 + 6
