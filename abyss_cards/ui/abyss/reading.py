"""What the table reads of a game, always through the engine: the seat's frozen view
(``state.view(seat)``) and the engine's own scores. Nothing here decides a rule."""

from __future__ import annotations

from types import SimpleNamespace

from abyss_cards.games.abyss.data import RACES


def seat_view(state, seat: int):
    """The view of ``seat`` with the attribute names of ``games.abyss.view.AbyssView``."""
    view = state.view(seat)
    if not isinstance(view, dict):
        return view
    # An engine whose view is still a plain dict: the same fields, read as attributes.
    players = tuple(SimpleNamespace(
        name=p["name"], pearls=p["pearls"], key_tokens=p["key_tokens"], keys=p["keys"],
        hand=None if p["hand"] is None else tuple(tuple(a) for a in p["hand"]),
        hand_size=p["hand_size"],
        monster_tokens=None if p["monster_tokens"] is None else tuple(p["monster_tokens"]),
        monster_count=p["monster_count"], federated=tuple(tuple(a) for a in p["federated"]),
        lords=tuple(p["lords"]), disabled=tuple(p["disabled"]),
        locations=tuple((loc, tuple(under)) for loc, under in p["locations"]),
        public_score=_public_score(state, i), protected=False,
    ) for i, p in enumerate(view["players"]))
    pending = view.get("pending") or {}
    return SimpleNamespace(
        seat=view["seat"], n=view["n"], active=view["active"], turn=view["turn"],
        players=players, court=tuple(view["court"]), lord_deck=view["lord_deck"],
        face_up=tuple(view["face_up"]), location_deck=view["location_deck"],
        track=tuple(tuple(c) for c in view["track"]), threat=view["threat"],
        council=tuple(view["council"][race] for race in RACES),
        exploration_deck=view["exploration_deck"],
        exploration_discard=view["exploration_discard"], monster_pool=view["monster_pool"],
        purchases=tuple(view["purchases"]), end_trigger=view["end_trigger"],
        final_turns=tuple(view["final_turns"]),
        pending=None if view["over"] else SimpleNamespace(kind=pending.get("kind"),
                                                          seat=pending.get("seat")),
        over=view["over"])


def _public_score(state, seat: int) -> int:
    parts = state.score_parts(seat)
    return parts["total"] - parts["monsters"]


def projected_score(state, seat: int) -> int:
    """The score ``seat`` would have if the game ended now, its own Monster tokens counted."""
    projected = getattr(state, "projected_score", None)
    if callable(projected):
        return int(projected(seat))
    return int(state.score_parts(seat)["total"])


def recruit_cost(state, seat: int, lord: int) -> int:
    """What ``lord`` costs ``seat`` now (the Recruiter's surcharge and the Treasurer applied)."""
    return int(state.recruit_cost(seat, lord))


def can_afford(state, seat: int, lord: int) -> bool | None:
    """Could ``seat`` pay for ``lord`` now (``None``: the engine does not say)."""
    afford = getattr(state, "can_afford", None)
    return bool(afford(seat, lord)) if callable(afford) else None


def location_points(state, seat: int, location: int) -> int | None:
    """What ``location`` is worth to ``seat`` now, owned or not (``None``: not known)."""
    points = getattr(state, "location_points", None)
    return int(points(seat, location)) if callable(points) else None


def paying_space(state, seat: int) -> int | None:
    """The threat space a fight by ``seat`` would really pay now (an opponent's Tamer
    applied), ``None`` if the engine does not say."""
    reward = getattr(state, "fight_reward", None)
    return int(reward(seat)[0]) if callable(reward) else None
