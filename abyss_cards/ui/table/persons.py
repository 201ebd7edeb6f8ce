"""Who is who in a sentence: the players' names, and the person at the screen ("you").

A sentence that names a player reads wrongly when that player is the person reading it ("Vous
gagne", "the score of You"). Every sentence that names a player is therefore written twice in
the translation files, once for "you" and once for a name (``%1``), and ``Persons.say`` picks
one. The person at the screen is the only seat played by a person; with several persons at the
screen (hot seat) nobody is "you" and every sentence names its player; nobody is called "You"
either (``is_default_you``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from abyss_cards.ui.table.french import put

# The name the new-game dialogs give the person at the screen when the settings name nobody,
# in English and in French (a remembered name may be from either language).
DEFAULT_YOU = frozenset({"you", "vous"})


def is_default_you(name: str) -> bool:
    """Is ``name`` the dialogs' default "You"? Between several people at one screen it would
    name everyone: the dialogs give that seat "Player N" instead."""
    return name.strip().casefold() in DEFAULT_YOU


class Persons:
    def __init__(self, names: Sequence[str], humans: Iterable[int]) -> None:
        self.names = list(names)
        people = sorted(set(humans))
        self.you: int | None = people[0] if len(people) == 1 else None

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.you

    def name(self, seat: int) -> str:
        return self.names[seat]

    def say(self, seat: int, you_text: str, named_text: str) -> str:
        """``you_text`` for the person at the screen, else ``named_text`` with ``%1`` the
        seat's name (both already translated), joined to the French word before it ("de %1"
        → "d'Ana")."""
        if self.is_you(seat):
            return you_text
        return put(named_text, "%1", self.names[seat], person=True)
