"""The Abyss computer players: five distinct levels that see only their seat's view and play
legal actions. Strength is measured by the ``simulate`` tournaments (figures in the README);
here a few seeded games only check the order is not upside down."""

import pytest

from abyss_cards.games import abyss
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import bots
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.games.abyss.simulate import tournament


def test_each_level_is_its_own_player():
    kinds = {level: type(bots.make_bot(level, 1)) for level in abyss.GAME.bot_levels}
    assert len(set(kinds.values())) == 5
    assert kinds["easy"] is bots.EasyBot and kinds["medium"] is bots.MediumBot
    with pytest.raises(ValueError):
        bots.make_bot("grandmaster")


def test_each_decision_goes_to_the_levels_own_way_of_taking_it():
    from abyss_cards.games.abyss.state import AbyssState
    from abyss_cards.games.abyss.steps import AUTOMATIC, DECISION_KINDS

    assert set(AbyssState._AUTOMATIC_STEPS) == set(AUTOMATIC)
    for level in abyss.GAME.bot_levels[1:]:  # the random player has no ways of its own
        bot = bots.make_bot(level, 1)
        assert set(bot.handlers) <= set(DECISION_KINDS)
        for kind, handler in bot.handlers.items():
            assert handler.__func__ is getattr(type(bot), "on_" + kind), (level, kind)
    assert bots.make_bot("easy", 1).handlers["main"].__func__ is bots.EasyBot.on_main


def test_levels_differ_where_it_matters():
    # A squid 3 offered at 1 Pearl: greedy and medium buy, the expert wants a margin of 3.
    s = scenario(deck_top=[("squids", 3)], pearls={1: 5})
    s.apply(A.Explore())
    view, legal = s.view(1), s.legal_actions()
    assert bots.make_bot("greedy").choose(view, legal) == A.Buy()
    assert bots.make_bot("medium").choose(view, legal) == A.Buy()
    assert bots.make_bot("expert").choose(view, legal) == A.Pass()
    # A Council stack of two crabs 1: greedy takes it (two cards), easy knows it is poor.
    s = scenario(council={"crabs": [("crabs", 1), ("crabs", 1)]}, pearls={0: 0})
    view, legal = s.view(0), s.legal_actions()
    assert bots.make_bot("greedy").choose(view, legal) == A.RequestSupport("crabs")
    assert bots.make_bot("easy").choose(view, legal) == A.Explore()


@pytest.mark.parametrize("strong,weak", [("easy", "random"), ("expert", "greedy")])
def test_a_stronger_level_wins_more_seeded_games(strong, weak):
    report = tournament(2, [strong, weak], 15, 424242, swap_seats=True, progress=False)
    assert report["errors"] == []
    assert report["levels"][strong]["win_rate"] > report["levels"][weak]["win_rate"]
