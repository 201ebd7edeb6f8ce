"""What the table reads of a game, always through the engine: the seat's frozen view
(``state.view(seat)``, an ``AbyssView``) and the engine's own figures. Nothing here decides a
rule."""

from __future__ import annotations

from abyss_cards.games.abyss import AbyssState, AbyssView, RecruitCheck


def seat_view(state: AbyssState, seat: int) -> AbyssView:
    """What ``seat`` may see."""
    return state.view(seat)


def projected_score(state: AbyssState, seat: int) -> int:
    """The score ``seat`` would have if the game ended now (its own Monster tokens and its
    hand's final federation counted): for that seat's eyes only."""
    return int(state.projected_score(seat))


def recruit_cost(state: AbyssState, seat: int, lord: int) -> int:
    """What ``lord`` costs ``seat`` now (the Recruiter's surcharge and the Treasurer applied)."""
    return int(state.recruit_cost(seat, lord))


def can_afford(state: AbyssState, seat: int, lord: int) -> bool:
    """Could ``seat`` pay for ``lord`` with its hand and Pearls now."""
    return bool(state.can_afford(seat, lord))


def recruit_check(state: AbyssState, seat: int, lord: int) -> RecruitCheck:
    """Whether ``seat`` can recruit ``lord`` now and, if not, what lacks or why not now."""
    return state.recruit_check(seat, lord)


def location_points(state: AbyssState, seat: int, location: int) -> int:
    """What ``location`` is worth to ``seat`` now, owned or not."""
    return int(state.location_points(seat, location))


def paying_space(state: AbyssState, seat: int) -> int:
    """The threat space a fight by ``seat`` would really pay now (an opponent's Tamer
    applied)."""
    return int(state.fight_reward(seat)[0])
