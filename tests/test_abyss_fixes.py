"""The rule fixes of issue 13, each on a stacked position: a purchase never ends the explorer's
turn; a bought Ally frees its space (the forced take comes when five cards lie on the track);
Black Smokers leaves the game after its exchange; computer players never stall a game."""

import pytest

from abyss_cards.games import abyss
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.bots import make_bot
from abyss_cards.games.abyss.scenario import scenario

M = ("monster", 0)
WEAK = [("crabs", 1), ("crabs", 2), ("squids", 1), ("squids", 2)]


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def test_a_purchase_on_the_fifth_space_does_not_end_the_explorers_turn():
    # Seat 1 lets four weak Allies go, then buys the fifth: seat 0 goes on exploring.
    s = scenario(deck_top=[*WEAK, ("seahorses", 5), ("jellyfish", 3)], pearls={0: 0, 1: 5})
    play(s, A.Explore())
    for _ in range(4):
        play(s, A.Pass(), A.RevealNext())
    assert len(s.track) == 5 and s.pending == "auction" and s.current_player == 1
    events = play(s, A.Buy())
    assert s.hand(1) == [("seahorses", 5)]
    # The next card lands on the fifth space again; nobody may buy it (seat 1 has bought
    # this turn), so seat 0 takes it with the bonus Pearl.
    assert any(str(e).startswith("seat 0 reveals jellyfish 3 on space 5") for e in events)
    assert s.hand(0) == [("jellyfish", 3)]
    assert s.pearls[0] == 1 + 1  # the price paid by seat 1 and the fifth space's Pearl
    assert s.active == 1 and s.council_sizes()["crabs"] == 2


def test_a_purchase_on_an_earlier_space_lets_the_explorer_take_a_later_ally():
    s = scenario(deck_top=[("crabs", 4), ("squids", 3)], pearls={0: 0, 1: 5})
    play(s, A.Explore(), A.Buy())
    assert s.hand(1) == [("crabs", 4)] and len(s.track) == 1
    assert s.pending == "ally_choice" and s.current_player == 0
    play(s, A.TakeAlly())
    assert s.hand(0) == [("squids", 3)]


def test_a_bought_ally_frees_its_space_before_the_forced_take():
    # A purchase on space 1: four more reveals fill spaces 1 to 4, not 2 to 5, so the fifth
    # reveal after it is still a free choice; the forced take comes on the fifth card on the
    # track.
    cards = [("shellfish", 5), *WEAK, ("seahorses", 1)]
    s = scenario(deck_top=cards, pearls={0: 0, 1: 5})
    play(s, A.Explore(), A.Buy())
    for _ in range(3):
        play(s, A.RevealNext())
    assert len(s.track) == 4 and s.pending == "ally_choice"
    assert A.RevealNext() in s.legal_actions()
    events = play(s, A.RevealNext())
    assert any("on space 5" in str(e) for e in events)
    assert s.hand(0) == [("seahorses", 1)] and s.pearls[0] == 1 + 1
    assert sum(s.council_sizes().values()) == 4


def test_a_monster_after_a_purchase_must_be_fought_only_on_the_fifth_card():
    cards = [("shellfish", 5), *WEAK[:3], M, M]
    s = scenario(deck_top=cards, pearls={0: 0, 1: 5}, threat=3)
    play(s, A.Explore(), A.Buy(), A.RevealNext(), A.RevealNext(), A.RevealNext())
    assert s.pending == "monster_choice" and len(s.track) == 4  # space 4: a choice
    play(s, A.PassMonster())  # the next Monster lies on space 5: fought, with a Pearl
    assert s.threat == 1 and s.key_tokens[0] == 1 and s.pearls[0] == 1 + 1


def test_black_smokers_leaves_the_game_after_its_exchange():
    s = scenario(
        lords={0: [27, 28]}, key_tokens={0: 1}, face_up=[10], deck_top=[M], threat=3, pearls={1: 0}
    )
    play(s, A.Explore(), A.Fight())  # a Key token: three keys
    play(s, A.TakeLocation(10), A.PlaceLords((27, 28)))
    assert s.pending == "smokers"
    target = s.pending_step() and sorted(s.location_deck)[0]
    events = play(s, A.ExchangeLocation(target))
    assert s.controlled_locations(0) == [(target, [27, 28])]
    assert 10 not in s.location_deck + s.face_up and s.removed_locations == [10]
    assert any(type(e).__name__ == "LocationExchanged" for e in events)
    s.check_invariants()
    # Every Location left can be drawn: Black Smokers is not among them.
    copy = abyss.from_json(s.to_json())
    assert 10 not in copy.location_deck and copy.removed_locations == [10]


@pytest.mark.parametrize("level", ["greedy", "easy", "medium", "expert"])
def test_bots_plot_when_the_court_offers_nothing(level):
    # Only Ambassadors (five races) at Court and a hand of three races: nothing to recruit.
    s = scenario(
        court=[33, 34, 35],
        hands={0: [("crabs", 3), ("squids", 2), ("jellyfish", 4)]},
        pearls={0: 12},
    )
    bot = make_bot(level, 1)
    assert bot.choose(s.view(0), s.legal_actions()) == A.Plot()
    # With nothing to spare, no plotting.
    s = scenario(court=[33, 34, 35], hands={0: [("crabs", 3)]}, pearls={0: 1})
    assert bot.choose(s.view(0), s.legal_actions()) != A.Plot()


@pytest.mark.parametrize(
    "seed,levels",
    [
        (1026, ["expert", "greedy", "greedy", "expert"]),  # stalled on a Court of Ambassadors
        (1035, ["expert", "greedy", "medium", "easy"]),
    ],
)
def test_tables_that_used_to_stall_end(seed, levels):
    s = abyss.new_game(len(levels), seed=seed)
    bots = [make_bot(level, seed * 31 + i) for i, level in enumerate(levels)]
    for _ in range(3000):
        if s.is_over:
            break
        seat = s.current_player
        s.apply(bots[seat].choose(s.view(seat), s.legal_actions()))
    assert s.is_over
