"""Computer players of Plongée: the choices that define each level, on hand-made views; the
``simulate`` command on a few games."""

import json

import pytest

from abyss_cards.cli import main as cli_main
from abyss_cards.games.plongee import (
    COMPOSITION,
    REMOVED,
    DiscardDrawn,
    Draw,
    Flip,
    Place,
    PlongeeView,
    TakeDiscard,
    new_game,
    unseen_counts,
)
from abyss_cards.games.plongee.bots import LEVELS, make_bot
from abyss_cards.games.plongee.phases import DRAWN, TURN
from abyss_cards.games.plongee.simulate import tournament


def play(state, seat, action):
    """Apply ``action`` for ``seat``, which must be the player to play."""
    assert state.current_player == seat
    return state.apply(action)


H = None  # a face-down card in a view


def make_view(mine, other, discard=(5,), drawn=None, closer=None, turns=10):
    phase = DRAWN if drawn is not None else TURN
    return PlongeeView(
        0,
        2,
        0,
        phase,
        (tuple(mine), tuple(other)),
        tuple(discard),
        drawn,
        0 if drawn is not None else None,
        80,
        1,
        0,
        closer,
        (0, 0),
        100,
        0,
        turns,
    )


def legal_for(view):
    grid = view.visible[0]
    slots = [s for s in range(12) if grid[s] is not REMOVED]
    hidden = [s for s in range(12) if grid[s] is None]
    if view.drawn is not None:
        return [Place(s) for s in slots] + [DiscardDrawn(s) for s in hidden]
    return [TakeDiscard(s) for s in slots] + [Draw()] + [Flip(s) for s in hidden]


OTHER = (3, 4, H, H, H, H, H, H, H, H, H, H)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster")


def test_unseen_counts_subtract_what_the_view_shows():
    view = make_view(
        (12, 12, H, H, REMOVED, 0, H, H, H, H, H, H), OTHER, discard=(12, -2), drawn=-2
    )
    counts = unseen_counts(view)
    assert counts[12] == COMPOSITION[12] - 3
    assert counts[-2] == COMPOSITION[-2] - 2
    assert counts[0] == COMPOSITION[0] - 1 and counts[3] == COMPOSITION[3] - 1
    assert sum(counts.values()) == 150 - 8


def test_greedy_replaces_its_worst_card_with_a_lower_discard():
    view = make_view((8, 2, H, H, H, H, H, H, H, H, H, H), OTHER, discard=(-2,))
    assert make_bot("greedy", seed=1).choose(view, legal_for(view)) == TakeDiscard(0)


def test_greedy_draws_when_the_discard_is_no_better():
    view = make_view((8, 2, H, H, H, H, H, H, H, H, H, H), OTHER, discard=(9,))
    assert make_bot("greedy", seed=1).choose(view, legal_for(view)) == Draw()


def test_greedy_discards_a_high_drawn_card_and_flips():
    view = make_view((8, 2, H, H, H, H, H, H, H, H, H, H), OTHER, drawn=11)
    action = make_bot("greedy", seed=1).choose(view, legal_for(view))
    assert isinstance(action, DiscardDrawn)


@pytest.mark.parametrize("level", ["medium", "expert"])
def test_planners_complete_a_column_of_high_cards(level):
    view = make_view((10, 1, 2, H, 10, H, H, H, H, H, H, H), OTHER, discard=(10,))
    assert make_bot(level, seed=1).choose(view, legal_for(view)) == TakeDiscard(8)


@pytest.mark.parametrize("level", ["medium", "expert"])
def test_planners_do_not_close_into_a_sure_doubling(level):
    # One hidden card left, 40 points showing; the other player shows little with few cards
    # hidden. Placing the drawn 6 on the hidden card would close the round and be doubled.
    mine = (7, 3, 3, 4, 2, 5, 4, 3, 4, 2, 3, H)
    other = (0, 1, 0, -1, 1, 0, 2, 1, 0, H, 1, 0)
    view = make_view(mine, other, drawn=6)
    assert make_bot(level, seed=1).choose(view, legal_for(view)) == Place(0)


def test_expert_closes_when_clearly_lowest():
    mine = (0, 1, 0, -1, 1, 0, 2, 1, 0, H, 1, 0)
    other = (7, 3, 9, 4, 8, 5, 4, 3, H, H, H, H)
    view = make_view(mine, other, drawn=-1)
    assert make_bot("expert", seed=1).choose(view, legal_for(view)) == Place(9)


def test_expert_does_not_feed_the_next_player_a_column():
    # The drawn 0 best replaces the 9, but the next player has a pair of 9s with the third
    # card hidden: the expert gives up a point and drops its 8 instead; medium does not care.
    mine = (9, 8, 1, 1, 2, 0, 2, 3, 1, 3, H, H)
    other = (9, 0, H, H, 9, 1, H, H, H, H, H, H)
    view = make_view(mine, other, drawn=0)
    assert make_bot("expert", seed=1).choose(view, legal_for(view)) == Place(1)
    assert make_bot("medium", seed=1).choose(view, legal_for(view)) == Place(0)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_game_with_legal_moves(level):
    state = new_game(3, seed=11)
    bots = [make_bot(level, seed=s) for s in range(3)]
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        play(state, seat, action)
    assert state.winners


def test_tournament_counts_every_game_once():
    result = tournament(2, ["greedy", "random"], 8, seed=3, swap_seats=True, progress=False)
    assert sum(row["wins"] for row in result["bots"]) == pytest.approx(8)
    assert all(row["games"] == 8 for row in result["bots"])
    assert result["rounds_per_game"] >= 1 and result["turns_per_round"] > 2


def test_simulate_command_prints_json(capsys):
    code = cli_main(
        [
            "simulate",
            "plongee",
            "--players",
            "3",
            "--bots",
            "greedy,easy",
            "--games",
            "4",
            "--seed",
            "2",
            "--swap-seats",
            "--json",
        ]
    )
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["players"] == 3 and [row["bot"] for row in result["bots"]] == ["greedy", "easy"]
    low, high = result["bots"][0]["interval"]
    assert 0 <= low <= result["bots"][0]["win_rate"] <= high <= 1


def test_simulate_command_prints_a_table_and_refuses_unknown_bots(capsys):
    assert cli_main(["simulate", "plongee", "--bots", "greedy,greedy", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "games/s" in out and "turns per round" in out
    with pytest.raises(SystemExit) as refused:  # a usage error, said by argparse (exit 2)
        cli_main(["simulate", "plongee", "--bots", "greedy,wizard", "--games", "2"])
    assert refused.value.code == 2
    assert "unknown bot level 'wizard'" in capsys.readouterr().err
