"""A choice in two parts, made on the table's cards: the engine offers pairs (the Traitor's
``Betray(own Lord, Court Lord)``, the Illusionist's ``SwapLocation(mine, face-up)``, a once-per-
turn power's Lord then its target); the first click picks a card of the first part (shown
chosen), which lights only the cards it pairs with; the second click plays the pair's action.
Every pair comes from the legal actions (``decisions.choices``): nothing here knows a rule."""

from __future__ import annotations

from dataclasses import dataclass, field

from abyss_cards.games.abyss import actions as A
from abyss_cards.ui.abyss.layout import Key


@dataclass(frozen=True)
class Pair:
    """A click on ``first``, then on ``second``, plays ``action`` (``words`` name it)."""

    first: Key
    second: Key
    action: A.Action
    words: str = ""


@dataclass
class TwoStep:
    """The pairs offered now, the first card picked (``None``: none yet) and, for each first
    card, what the status line asks once it is picked (``prompts``)."""

    pairs: list[Pair] = field(default_factory=list)
    prompts: dict[Key, str] = field(default_factory=dict)
    picked: Key | None = None

    def add(self, first: Key, second: Key, action: A.Action, prompt: str, words: str = "") -> bool:
        """Offers ``action`` as the pair (``False``: that pair plays another action already)."""
        if any(p.first == first and p.second == second for p in self.pairs):
            return False
        self.pairs.append(Pair(first, second, action, words))
        self.prompts.setdefault(first, prompt)
        return True

    def firsts(self) -> list[Key]:
        """The cards of the first part, in the engine's order."""
        return list(dict.fromkeys(p.first for p in self.pairs))

    def seconds(self) -> dict[Key, A.Action]:
        """The cards of the second part once a first card is picked, with what each plays."""
        return {p.second: p.action for p in self.pairs if p.first == self.picked}

    def actions(self) -> list[A.Action]:
        return [p.action for p in self.pairs]

    def pair_of(self, action: A.Action) -> Pair | None:
        """The pair that plays ``action`` (``None``: no pair plays it)."""
        return next((p for p in self.pairs if p.action == action), None)

    def pick(self, key: Key) -> bool:
        """A click on ``key`` in the first part (``False``: not a card of the first part)."""
        if self.picked is not None or key not in self.firsts():
            return False
        self.picked = key
        return True

    def back(self) -> bool:
        """Back to the first part (``False``: nothing was picked)."""
        if self.picked is None:
            return False
        self.picked = None
        return True

    def prompt(self) -> str:
        """What to choose now that a first card is picked ("" before)."""
        return self.prompts.get(self.picked, "") if self.picked is not None else ""
