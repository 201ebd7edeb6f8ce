"""Every event class of the Abyss engine is told in the Journal, in English and in French, to
the person it concerns ("You …") and to the others ("Léo …") — except the few left out on
purpose, which stay silent. An event class that loses its sentence (or a new one that never got
one) fails here."""

import dataclasses
import typing

import pytest

from abyss_cards.games.abyss import events as ev
from abyss_cards.ui.abyss.journal import sentence

NAMES = ["Léo", "Ana"]

# Left out of the Journal on purpose (told by another line, shown on the table, or not worth
# one): a turn with nothing to do, an exploration begun, a reshuffle, a pass, a Lord gained, a
# power resolved, a Court Lord replaced, a betrayal, a scheme, Locations going face up, an
# exchange, the end of the game (the end page tells it).
SILENT = {
    ev.NoAction,
    ev.Explored,
    ev.Reshuffled,
    ev.Passed,
    ev.LordGained,
    ev.PowerResolved,
    ev.CourtLordReplaced,
    ev.Betrayed,
    ev.Schemed,
    ev.LocationsFaceUp,
    ev.LocationExchanged,
    ev.GameOver,
}

# A sample value for each field, by its name, then by its type.
BY_NAME: dict[str, object] = {
    "seat": 0,
    "to": 1,
    "victim": 1,
    "seats": (1,),
    "by": 1,
    "race": "crabs",
    "reason": "court",
    "card": ("squids", 3),
    "ally": ("crabs", 2),
    "reward": "pearl",
    "council": (("crabs", (1, 2)),),
    "allies": (("crabs", 1), ("squids", 4)),
    "discarded": 2,
    "values": (2, 4),
    "winners": (0,),
    "scores": (40, 30),
}
BY_TYPE: dict[object, object] = {
    int: 1,
    str: "crabs",
    "int | None": 1,
    "tuple[int, ...]": (1, 2),
    "tuple[Ally, ...]": (("crabs", 1),),
}


def event_classes() -> list[type[ev.AbyssEvent]]:
    return [
        c
        for c in vars(ev).values()
        if isinstance(c, type) and issubclass(c, ev.AbyssEvent) and c is not ev.AbyssEvent
    ]


def sample(cls: type[ev.AbyssEvent]) -> ev.AbyssEvent:
    """An event of class ``cls`` with a plausible value in every field."""
    hints = typing.get_type_hints(cls, vars(ev))
    values = {}
    for f in dataclasses.fields(cls):
        if f.name in BY_NAME:
            values[f.name] = BY_NAME[f.name]
        elif f.type in BY_TYPE or hints[f.name] in BY_TYPE:
            values[f.name] = BY_TYPE.get(f.type, BY_TYPE.get(hints[f.name]))
        elif f.default is not dataclasses.MISSING:
            values[f.name] = f.default
        else:
            raise AssertionError(f"no sample value for {cls.__name__}.{f.name}: {f.type}")
    return cls(**values)


def told(event: ev.AbyssEvent, lang: str, you: int | None) -> str | None:
    return sentence(event, NAMES, viewer=0, language=lang, you=you)


def test_every_event_class_is_sampled():
    classes = event_classes()
    assert len(classes) > 30
    assert SILENT <= set(classes)
    for cls in classes:
        assert isinstance(sample(cls), cls)


@pytest.mark.parametrize(
    "cls", [c for c in event_classes() if c not in SILENT], ids=lambda c: c.__name__
)
def test_every_event_has_a_sentence_in_both_languages(lang_of, cls):
    event = sample(cls)
    lines = {}
    for lang in ("en", "fr"):
        lang_of(lang)
        for you in (None, 0):
            line = told(event, lang, you)
            assert line, (cls.__name__, lang, you)
            assert "%" not in line and "(s)" not in line, line
            lines[lang, you] = line
    # The French one is French (translated, not the English words left as they are).
    assert lines["fr", None] != lines["en", None], lines
    assert lines["fr", 0] != lines["en", 0], lines


@pytest.mark.parametrize("cls", sorted(SILENT, key=lambda c: c.__name__), ids=lambda c: c.__name__)
def test_the_events_left_out_stay_silent(cls):
    assert told(sample(cls), "en", None) is None
