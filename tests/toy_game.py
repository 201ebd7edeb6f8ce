"""A tiny game registered from the tests only, to show that a new game is one package plus one
registry entry: the command line, the home screen and the contract test take it up unchanged.

"Carte haute": each player gets one card face down from a small deck; in turn each player keeps
it or swaps it for the top of the deck (the old card goes face up to the discard). When everyone
has chosen, the cards are shown and the highest wins (a shared win on equal cards is impossible:
the cards are all different). Hidden: the other players' cards and the deck.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass

from abyss_cards.core.errors import IllegalAction
from abyss_cards.core.game import ActionCodec, Event, GameInfo, Listing, Reveal, Turn
from abyss_cards.core.rng import new_rng


@dataclass(frozen=True)
class Keep:
    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True)
class Swap:
    def __str__(self) -> str:
        return "swap"


@dataclass(frozen=True)
class Dealt(Event):
    seat: int
    card: int
    reveal = Reveal.ONE_SEAT


@dataclass(frozen=True)
class Swapped(Event):
    seat: int
    old: int
    new: int
    reveal = Reveal.ONE_SEAT  # the new card: only its holder sees it


@dataclass(frozen=True)
class Shown(Event):
    cards: tuple[int, ...]
    winner: int
    reveal = Reveal.EVERYONE


@dataclass(frozen=True)
class ToyView:
    seat: int
    current_player: int | None
    my_card: int
    discard: tuple[int, ...]
    deck_size: int
    shown: tuple[int, ...] | None


CODEC = ActionCodec("toy", {"keep": Keep, "swap": Swap})


class ToyState:
    def __init__(self, players: int, seed: int) -> None:
        self.seed = seed
        deck = list(range(1, 2 * players + 2))
        random.Random(seed).shuffle(deck)
        self.cards = [deck.pop() for _ in range(players)]
        self.deck = deck
        self.discard: list[int] = []
        self.turn = 0
        self._history: list[Turn] = []

    @property
    def num_players(self) -> int:
        return len(self.cards)

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.turn

    @property
    def is_over(self) -> bool:
        return self.turn >= self.num_players

    @property
    def winners(self) -> tuple[int, ...]:
        if not self.is_over:
            return ()
        return (max(range(self.num_players), key=lambda s: self.cards[s]),)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(int(s in self.winners) for s in range(self.num_players))

    @property
    def history(self) -> Sequence[Turn]:
        return tuple(self._history)

    def legal_actions(self) -> list[Keep | Swap]:
        return [] if self.is_over else [Keep(), Swap()]

    def is_legal(self, action: object) -> bool:
        return action in self.legal_actions()

    def apply(self, action: object) -> list[Event]:
        if not self.is_legal(action):
            raise IllegalAction("This move is not allowed now", code="not_legal")
        seat = self.turn
        events: list[Event] = []
        if isinstance(action, Swap):
            old, new = self.cards[seat], self.deck.pop()
            self.cards[seat] = new
            self.discard.append(old)
            events.append(Swapped(seat, old, new))
        self._history.append(Turn(seat, action))  # type: ignore[arg-type]
        self.turn += 1
        if self.is_over:
            events.append(Shown(tuple(self.cards), self.winners[0]))
        return events

    def view(self, seat: int) -> ToyView:
        return ToyView(
            seat,
            self.current_player,
            self.cards[seat],
            tuple(self.discard),
            len(self.deck),
            tuple(self.cards) if self.is_over else None,
        )

    def to_json(self) -> str:
        return json.dumps(
            {
                "game": "toy",
                "seed": self.seed,
                "cards": self.cards,
                "deck": self.deck,
                "discard": self.discard,
                "turn": self.turn,
                "history": [[t.seat, CODEC.encode(t.action)] for t in self._history],
            }
        )

    def check_invariants(self) -> None:
        everything = sorted(self.cards + self.deck + self.discard)
        if everything != list(range(1, 2 * self.num_players + 2)):
            raise ValueError("the cards are not the deck")
        if not 0 <= self.turn <= self.num_players or len(self.discard) > self.turn:
            raise ValueError("the turn is out of range")

    def resample_hidden(self, seat: int, rng: random.Random) -> ToyState:
        copy = from_json(self.to_json())
        if self.is_over:
            return copy
        unseen = [c for s, c in enumerate(copy.cards) if s != seat] + copy.deck
        rng.shuffle(unseen)
        for s in range(copy.num_players):
            if s != seat:
                copy.cards[s] = unseen.pop()
        copy.deck = unseen
        return copy


def new_game(players: int | Sequence[str], seed: int | None = None) -> ToyState:
    count = players if isinstance(players, int) else len(players)
    if not 2 <= count <= 3:
        raise ValueError("the toy game is for 2 or 3 players")
    return ToyState(count, new_rng(seed).randrange(2**31) if seed is None else seed)


def from_json(text: str) -> ToyState:
    """The saved game; ``ValueError`` for anything that is not one."""
    data = json.loads(text)
    try:
        state = ToyState(len(data["cards"]), data["seed"])
        state.cards, state.deck, state.discard = data["cards"], data["deck"], data["discard"]
        state.turn = data["turn"]
        state._history = [Turn(s, CODEC.decode(a)) for s, a in data["history"]]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not a saved toy game: {exc}") from None
    if not all(type(c) is int for c in state.cards + state.deck + state.discard):
        raise ValueError("a card is not a number")
    if type(state.turn) is not int or type(state.seed) is not int:
        raise ValueError("the turn or the seed is not a number")
    state.check_invariants()
    return state


class _FirstBot:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: ToyView, legal: Sequence[Keep | Swap]) -> Keep | Swap:
        return Keep() if view.my_card > view.deck_size else self.rng.choice(list(legal))


def make_bot(level: str, seed: int | None = None) -> _FirstBot:
    if level not in ("random", "greedy"):
        raise ValueError(f"unknown level {level!r}")
    return _FirstBot(seed)


GAME = GameInfo(
    listing=Listing(
        "toy", "Carte haute", "A test-only game: keep or swap one card.", 2, 3, lower_wins=False
    ),
    new_game=new_game,
    from_json=from_json,
    make_bot=make_bot,
    bot_levels=("random", "greedy"),
    codec=CODEC,
)
