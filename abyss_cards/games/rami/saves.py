"""Reading a saved Rami match, and the invariants every Rami state keeps.

A save is input: ``from_json`` reads each field with its type (a card is a card code, a count
an int, never a bool or a float), migrates release 0.1's format (schema 1), and then runs
``check_state``, the same check as ``RamiState.check_invariants``: the cards of two decks and
the jokers are all there once, the hands have possible sizes, the totals are the deals' sums,
every meld on the table is a meld, and the phase agrees with the rest. Anything else raises
``ValueError`` with a plain message, before any search could run on an impossible hand.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from abyss_cards.core.game import Turn
from abyss_cards.games.rami.actions import CODEC, Action
from abyss_cards.games.rami.cards import full_deck, is_card
from abyss_cards.games.rami.events import LOG_KINDS, Happening
from abyss_cards.games.rami.melds import IllegalMeld, analyse

if TYPE_CHECKING:
    from abyss_cards.games.rami.state import RamiState

MAX_NAME = 200
MAX_TURNS = 1_000_000


class _Fields:
    """Typed reads of one JSON object; every miss is a ``ValueError`` naming the field."""

    def __init__(self, data: object, where: str) -> None:
        if not isinstance(data, dict):
            raise ValueError(f"{where} is not an object")
        self.data: dict[str, Any] = data
        self.where = where

    def get(self, name: str, default: object = ...) -> Any:
        if name not in self.data:
            if default is ...:
                raise ValueError(f"{self.where}: {name} is missing")
            return default
        return self.data[name]

    def whole(self, name: str, low: int, high: int, default: object = ...) -> int:
        return _int(self.get(name, default), low, high, f"{self.where}.{name}")

    def opt_whole(self, name: str, low: int, high: int, default: object = ...) -> int | None:
        value = self.get(name, default)
        return None if value is None else _int(value, low, high, f"{self.where}.{name}")

    def flag(self, name: str) -> bool:
        value = self.get(name)
        if not isinstance(value, bool):
            raise ValueError(f"{self.where}.{name} is not true or false")
        return value

    def cards(self, name: str) -> list[str]:
        return _cards(self.get(name), f"{self.where}.{name}")

    def items(self, name: str, default: object = ...) -> list[Any]:
        value = self.get(name, default)
        if not isinstance(value, list):
            raise ValueError(f"{self.where}.{name} is not a list")
        return value


def _int(value: object, low: int, high: int, where: str) -> int:
    if type(value) is not int:
        raise ValueError(f"{where} is not a whole number")
    if not low <= value <= high:
        raise ValueError(f"{where} is out of range ({value})")
    return value


def _seat(value: object, where: str) -> int:
    return _int(value, 0, 1, where)


def _opt_seat(value: object, where: str) -> int | None:
    return None if value is None else _seat(value, where)


def _card(value: object, where: str) -> str:
    if not is_card(value):
        raise ValueError(f"{where} is not a card")
    assert isinstance(value, str)
    return value


def _cards(value: object, where: str, limit: int = 200) -> list[str]:
    if not isinstance(value, list) or len(value) > limit:
        raise ValueError(f"{where} is not a list of cards")
    return [_card(c, where) for c in value]


def _pair(value: object, where: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{where} is not a pair")
    return value


def _rng(value: object) -> random.Random:
    """The saved generator; its internal state is 625 words of 32 bits (the last one an index
    up to 624)."""
    if not isinstance(value, list) or len(value) != 3:
        raise ValueError("the random generator is not readable")
    version, internal, gauss = value
    if (
        type(version) is not int
        or not isinstance(internal, list)
        or len(internal) != 625
        or not all(type(w) is int and 0 <= w < 2**32 for w in internal)
        or internal[-1] > 624
        or not (gauss is None or isinstance(gauss, float))
    ):
        raise ValueError("the random generator is not readable")
    rng = random.Random()
    try:
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, OverflowError):
        raise ValueError("the random generator is not readable") from None
    return rng


def _happening(entry: object, schema: int, where: str) -> Happening:
    """One line of the deal's log; release 0.1 wrote it as a list (``["take", 1, "5H"]``)."""
    if schema == 1:
        return _listed_happening(entry, where)
    f = _Fields(entry, where)
    what = f.get("what")
    if what not in LOG_KINDS:
        raise ValueError(f"{where} is not readable")
    extra = set(f.data) - {"what", "seat", "card", "cards", "meld", "end", "size"}
    if extra:
        raise ValueError(f"{where} has unexpected fields")
    who = None if what == "rebuild" else _seat(f.get("seat"), where)
    card = f.get("card", None)
    end = f.get("end", "")
    if end not in ("", "low", "high", "joker"):
        raise ValueError(f"{where} is not readable")
    happening = Happening(
        what,
        who,
        None if card is None else _card(card, where),
        tuple(_cards(f.get("cards", []), where, 20)),
        f.opt_whole("meld", 0, 200, None),
        end,
        f.whole("size", 0, 200, 0),
    )
    if (what in ("discard", "take", "lay_off")) != (happening.card is not None):
        raise ValueError(f"{where} is not readable")
    if (what == "meld") != bool(happening.cards) or (what == "meld" and len(happening.cards) < 3):
        raise ValueError(f"{where} is not readable")
    return happening


def _listed_happening(entry: object, where: str) -> Happening:
    """A line of the log as release 0.1 wrote it: a list, ``["take", 1, "5H"]``."""
    if not isinstance(entry, list) or not entry or not isinstance(entry[0], str):
        raise ValueError(f"{where} is not readable")
    what, rest = entry[0], entry[1:]
    shapes = {
        "discard": 2,
        "take": 2,
        "draw": 1,
        "meld": 2,
        "lay_off": 4,
        "joker": 2,
        "rebuild": 1,
    }
    if shapes.get(what) != len(rest):
        raise ValueError(f"{where} is not readable")
    if what == "rebuild":
        return Happening("rebuild", None, size=_int(rest[0], 1, 200, where))
    seat = _seat(rest[0], where)
    if what in ("discard", "take"):
        return Happening(what, seat, _card(rest[1], where))
    if what == "draw":
        return Happening("draw", seat)
    if what == "meld":
        return Happening("meld", seat, cards=tuple(_cards(rest[1], where, 20)))
    if what == "joker":
        return Happening("joker", seat, meld=_int(rest[1], 0, 200, where))
    end = rest[3]
    if end not in ("", "low", "high", "joker"):
        raise ValueError(f"{where} is not readable")
    return Happening(
        "lay_off", seat, _card(rest[1], where), meld=_int(rest[2], 0, 200, where), end=end
    )


def from_json(text: str) -> RamiState:
    """The match ``text`` (``RamiState.to_json``'s, or a release 0.1 save) describes;
    ``ValueError`` with a plain message when it is not a possible Rami match."""
    from abyss_cards.games.rami.state import SCHEMA, RamiState

    if not isinstance(text, str | bytes):
        raise ValueError("a Rami save is text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ValueError("the Rami save is not readable JSON") from None
    top = _Fields(data, "the Rami save")
    schema = top.get("schema", None)
    if top.get("game", None) != "rami" or type(schema) is not int or not 1 <= schema <= SCHEMA:
        raise ValueError("not a Rami save of a known version")
    s = RamiState()
    players = top.items("players")
    if len(players) != 2 or not all(isinstance(p, str) and len(p) <= MAX_NAME for p in players):
        raise ValueError("a Rami match has two players, each with a name")
    s.players = list(players)
    _read_options(s, _Fields(top.get("options"), "options"))
    seed = top.get("seed")
    if seed is not None and type(seed) is not int:
        raise ValueError("the seed is not a whole number")
    s.seed = seed
    s.rng = _rng(top.get("rng"))
    s.dealer = _seat(top.get("dealer"), "dealer")
    s.deal_number = top.whole("deal_number", 1, MAX_TURNS)
    finished: int = s.deal_number  # at most; checked against the phase below
    _read_score_sheet(s, top, finished)
    s._totals = [_int(t, 0, 10_000_000, "totals") for t in _pair(top.get("totals"), "totals")]
    _read_table(s, top)
    _read_turn(s, top)
    _read_log_and_history(s, top, schema)
    check_state(s)
    if s.replayable:
        # A save from before the turns to open: the replay knows them.
        _check_replay(s, learn_open_turns=top.get("deal_open_turns", None) is None)
    return s


def _read_table(s: RamiState, top: _Fields) -> None:
    """The cards where they lie (hands, pot, discard pile, melds) and who has opened, how."""
    from abyss_cards.games.rami.state import TableMeld

    s.hands = [_cards(h, "hands") for h in _pair(top.get("hands"), "hands")]
    s.pot = top.cards("pot")
    s.discard_pile = top.cards("discard_pile")
    s.melds = []
    for m in top.items("melds")[:200]:
        mf = _Fields(m, "melds")
        s.melds.append(TableMeld(_seat(mf.get("owner"), "melds.owner"), mf.cards("cards")))
    s.opened = [v for v in _pair(top.get("opened"), "opened")]
    if not all(isinstance(v, bool) for v in s.opened):
        raise ValueError("opened is not a pair of true or false")
    s.opening_value = [
        _int(v, 0, 10_000, "opening_value")
        for v in _pair(top.get("opening_value"), "opening_value")
    ]
    s.open_turns = [
        None if v is None else _int(v, 1, MAX_TURNS, "open_turns")
        for v in _pair(top.get("open_turns", [None, None]), "open_turns")
    ]
    s.openings_made = top.whole("openings_made", 0, 2 * MAX_TURNS)


def _read_turn(s: RamiState, top: _Fields) -> None:
    """Where the deal stands: its phase, whose turn, the tournante, the winner and loser."""
    phase = top.get("phase")
    if phase not in ("tournante", "take", "play", "over"):
        raise ValueError("the phase of the deal is unknown")
    s.phase = phase
    s._current = _opt_seat(top.get("current"), "current")
    tournante = top.get("tournante")
    s.tournante = None if tournante is None else _card(tournante, "tournante")
    s.tournante_open = top.flag("tournante_open")
    s.turn = top.whole("turn", 0, MAX_TURNS)
    s._winner = _opt_seat(top.get("winner"), "winner")
    s.loser = _opt_seat(top.get("loser"), "loser")


def _read_options(s: RamiState, opts: _Fields) -> None:
    """The deal options: the opening threshold, the jokers, the limits, the first dealer and a
    stacked deck."""
    s.threshold = opts.whole("threshold", 1, 1000)
    s.jokers = opts.whole("jokers", 2, 4)
    if s.jokers not in (2, 4):
        raise ValueError("a Rami deck has 2 or 4 jokers")
    s.match_limit = opts.whole("match_limit", 1, 100_000)
    s.max_turns = opts.opt_whole("max_turns", 1, MAX_TURNS)
    s.first_dealer = _seat(opts.get("first_dealer"), "options.first_dealer")
    deck = opts.get("deck", None)
    if deck is not None:
        s.stacked = _cards(deck, "options.deck")
        if Counter(s.stacked) != Counter(full_deck(s.jokers)):
            raise ValueError("the stacked deck is not a whole deck")


def _read_score_sheet(s: RamiState, top: _Fields, finished: int) -> None:
    """The deals played, at most ``finished`` of them (and the one being played)."""
    s.round_scores = [
        [_int(p, 0, 10_000, "deal_scores") for p in _pair(x, "deal_scores")]
        for x in top.items("deal_scores")[: finished + 1]
    ]
    s.deal_winners = [
        _opt_seat(w, "deal_winners") for w in top.items("deal_winners")[: finished + 1]
    ]
    s.deal_opened = []
    for x in top.items("deal_opened")[: finished + 1]:
        pair = _pair(x, "deal_opened")
        if not all(isinstance(b, bool) for b in pair):
            raise ValueError("deal_opened is not a pair of true or false")
        s.deal_opened.append(list(pair))
    # Saves from before this field: the values are unknown, the deals are kept.
    values = top.items("deal_opening_values", [[None, None]] * len(s.deal_opened))
    s.deal_opening_values = [
        [
            None if v is None else _int(v, 0, 10_000, "deal_opening_values")
            for v in _pair(x, "deal_opening_values")
        ]
        for x in values[: finished + 1]
    ]
    # Saves from before this field: the turns are unknown (None), the deals are kept.
    turns = top.items("deal_open_turns", [[None, None]] * len(s.deal_opened))
    s.deal_open_turns = [
        [
            None if v is None else _int(v, 1, MAX_TURNS, "deal_open_turns")
            for v in _pair(x, "deal_open_turns")
        ]
        for x in turns[: finished + 1]
    ]
    s.deal_open_turns += [[None, None] for _ in range(len(s.deal_opened) - len(s.deal_open_turns))]


def _read_log_and_history(s: RamiState, top: _Fields, schema: int) -> None:
    """The log of the deal and the moves of the match (none in a release 0.1 save)."""
    if schema == 1:
        s.log = [_happening(h, 1, "history") for h in top.items("history")[:10_000]]
        s._history = []  # release 0.1 kept no actions: the match cannot be replayed
        s.replayable = False
    else:
        s.replayable = top.flag("replayable")
        s.log = [_happening(h, 2, "log") for h in top.items("log")[:10_000]]
        s._history = []
        for entry in top.items("history")[:MAX_TURNS]:
            ef = _Fields(entry, "history")
            action: Action = CODEC.decode(ef.get("action"))
            s._history.append(Turn(_seat(ef.get("seat"), "history.seat"), action))


def _check_replay(s: RamiState, learn_open_turns: bool = False) -> None:
    """The match's history, played again from its seed, must lead to this very state.
    ``learn_open_turns``: the save did not hold the turns on which the seats opened; they are
    taken from the replay (every other figure must agree)."""
    from abyss_cards.core.errors import IllegalAction
    from abyss_cards.games.rami.state import new_game

    if s.seed is None:
        raise ValueError("a replayable match has a seed")
    again = new_game(
        s.players,
        s.seed,
        deck=s.stacked,
        threshold=s.threshold,
        jokers=s.jokers,
        match_limit=s.match_limit,
        dealer=s.first_dealer,
        max_turns=s.max_turns,
    )
    for turn in s._history:
        if turn.seat != again.current_player:
            raise ValueError("the match history does not follow the turns")
        try:
            again.apply(turn.action)  # type: ignore[arg-type]  # decoded by CODEC: an Action
        except IllegalAction:
            raise ValueError("the match history holds a move the rules refuse") from None
    if learn_open_turns:
        s.deal_open_turns = [list(pair) for pair in again.deal_open_turns]
        s.open_turns = list(again.open_turns)
    if again.to_json() != s.to_json():
        raise ValueError("the match history does not lead to the saved position")


def check_state(s: RamiState) -> None:
    """Raise ``ValueError`` when ``s`` cannot happen in a Rami match."""
    # In this order: each check may rely on the ones before it.
    for check in (
        _check_options,
        _check_score_sheet,
        _check_match_end,
        _check_cards,
        _check_table,
        _check_openings,
        _check_hands_and_phase,
        _check_history,
        _check_log,
    ):
        check(s)


def _check_options(s: RamiState) -> None:
    if len(s.players) != 2:
        raise ValueError("a Rami match has two players")
    if s.jokers not in (2, 4):
        raise ValueError("a Rami deck has 2 or 4 jokers")
    if not 1 <= s.threshold <= 1000 or not 1 <= s.match_limit <= 100_000:
        raise ValueError("the opening threshold or the match limit is out of range")
    if s.max_turns is not None and not 1 <= s.max_turns <= MAX_TURNS:
        raise ValueError("the turn limit is out of range")
    if s.dealer not in (0, 1) or s.first_dealer not in (0, 1) or s.deal_number < 1:
        raise ValueError("the dealer or the deal number is impossible")
    if s.dealer != s.first_dealer ^ ((s.deal_number - 1) % 2):
        raise ValueError("the dealer does not follow the turn of the deals")


def _check_score_sheet(s: RamiState) -> None:
    """A line per deal finished, each possible, and the totals their sums."""
    finished = s.deal_number if s.phase == "over" else s.deal_number - 1
    per_deal = (s.round_scores, s.deal_winners, s.deal_opened, s.deal_opening_values)
    if any(len(x) != finished for x in per_deal):
        raise ValueError("the score sheet does not match the number of deals")
    for penalties, winner, opened in zip(
        s.round_scores, s.deal_winners, s.deal_opened, strict=True
    ):
        _check_deal_penalties(penalties, winner, opened)
    for values in s.deal_opening_values:
        if any(v is not None and v < 0 for v in values):
            raise ValueError("an opening value is negative")
    sums = [sum(p[i] for p in s.round_scores) for i in range(2)]
    if list(s._totals) != sums:
        raise ValueError("the totals are not the sums of the deals")


def _check_deal_penalties(penalties: list[int], winner: int | None, opened: list[bool]) -> None:
    if any(p < 0 for p in penalties):
        raise ValueError("a deal's penalty is negative")
    if winner is None and any(penalties):
        raise ValueError("a void deal has penalties")
    if winner is not None:
        loser = 1 - winner
        lost = penalties[loser]
        possible = {10 * n for n in range(1, 16)} if opened[loser] else {100}
        if penalties[winner] != 0 or lost not in possible:
            raise ValueError("a deal's penalties are impossible")


def _check_match_end(s: RamiState) -> None:
    """A winner and a loser once the match is over, a player to move until then."""
    if s.phase == "over":
        if s._winner is None or s.loser is None or s._winner != 1 - s.loser:
            raise ValueError("a finished match has a winner and a loser")
        if s._totals[s.loser] < s.match_limit or s._totals[s.loser] < s._totals[s._winner]:
            raise ValueError("the loser of the match has not reached the limit")
        if s._current is not None:
            raise ValueError("a finished match has no player to move")
    else:
        if s._winner is not None or s.loser is not None:
            raise ValueError("a match in progress has no winner yet")
        if any(t >= s.match_limit for t in s._totals):
            raise ValueError("a total has reached the limit but the match goes on")
        if s._current not in (0, 1):
            raise ValueError("nobody is to move")


def _check_cards(s: RamiState) -> None:
    """Every card of the two decks and the jokers, once."""
    zones = [*s.hands, s.pot, s.discard_pile, *(m.cards for m in s.melds)]
    if not all(isinstance(z, list) and all(is_card(c) for c in z) for z in zones):
        raise ValueError("something that is not a card is in play")
    seen = Counter(c for z in zones for c in z)
    if seen != Counter(full_deck(s.jokers)):
        raise ValueError("the cards in play are not the two decks and their jokers")
    if s.tournante is not None and not is_card(s.tournante):
        raise ValueError("the tournante is not a card")


def _check_table(s: RamiState) -> None:
    """The melds on the table: each a meld, each of a player who opened."""
    over = s.phase == "over"
    for m in s.melds:
        if m.owner not in (0, 1):
            raise ValueError("a meld belongs to nobody")
        try:
            analyse(m.cards)
        except IllegalMeld:
            raise ValueError("a meld on the table is not a meld") from None
        if not over and not s.opened[m.owner]:
            raise ValueError("a meld is on the table before its owner opened")


def _check_openings(s: RamiState) -> None:
    """The openings of this deal and of the match, and the turn counts."""
    over = s.phase == "over"
    for i in range(2):
        if not isinstance(s.opened[i], bool):
            raise ValueError("opened is not true or false")
        if s.opened[i] and s.opening_value[i] < s.threshold:
            raise ValueError("an opening is below the threshold")
        if not s.opened[i] and s.opening_value[i] != 0:
            raise ValueError("an opening value without an opening")
    if s.openings_made < 0 or s.turn < 0:
        raise ValueError("a count is negative")
    opened_now = 0 if over else sum(s.opened)
    if s.openings_made != sum(sum(d) for d in s.deal_opened) + opened_now:
        raise ValueError("the count of openings does not match the deals")
    if not over and s.max_turns is not None and s.turn >= s.max_turns:
        raise ValueError("the deal has run past its turn limit")


def _check_hands_and_phase(s: RamiState) -> None:
    """The size of each hand, as the phase of the deal wants it."""
    sizes = [len(h) for h in s.hands]
    if any(n > 15 for n in sizes):
        raise ValueError("a hand holds more cards than Rami ever deals or lets one take")
    if s.tournante_open and not (
        s.phase == "take" and s._current != s.dealer and s.discard_pile == [s.tournante]
    ):
        raise ValueError("the tournante is offered when it cannot be")
    if s.phase == "tournante":
        if (
            s._current != s.dealer
            or sizes[s.dealer] != 15
            or sizes[1 - s.dealer] != 14
            or s.discard_pile
            or s.melds
            or any(s.opened)
            or s.tournante is not None
            or s.turn != 0
        ):
            raise ValueError("the deal has not begun as a deal begins")
    elif s.phase in ("take", "play"):
        _check_hands_in_turn(s, sizes)


def _check_hands_in_turn(s: RamiState, sizes: list[int]) -> None:
    """After the tournante: 14 cards each, 15 for the player who took a card; fewer only for
    a player who opened."""
    mover = s._current
    assert mover is not None
    if s.tournante is None:
        raise ValueError("the dealer has not discarded the tournante")
    limit = [14, 14]
    if s.phase == "play":
        limit[mover] = 15
    if any(not 1 <= n <= limit[i] for i, n in enumerate(sizes)):
        raise ValueError("a hand has an impossible number of cards")
    if not s.opened[1 - mover] and sizes[1 - mover] != 14:
        raise ValueError("a hand has an impossible number of cards")
    if not s.opened[mover] and sizes[mover] != (15 if s.phase == "play" else 14):
        raise ValueError("a hand has an impossible number of cards")


def _check_history(s: RamiState) -> None:
    for turn in s._history:
        if not isinstance(turn, Turn) or turn.seat not in (0, 1):
            raise ValueError("the match history is not readable")


def _check_log(s: RamiState) -> None:
    """The deal's log tells how the open discard and the table came to be: played again, it
    gives the same pile and as many melds."""
    pile: list[str] = []
    melds = 0
    for h in s.log:
        if h.what == "discard" and h.card is not None:
            pile.append(h.card)
        elif h.what == "take":
            if not pile or pile.pop() != h.card:
                raise ValueError("the deal's log takes a card that was not on the discard")
        elif h.what == "rebuild":
            if h.size != len(pile):
                raise ValueError("the deal's log rebuilds the pot from another discard")
            pile = []
        elif h.what == "meld":
            melds += 1
        elif h.what in ("lay_off", "joker") and (h.meld is None or h.meld >= melds):
            raise ValueError("the deal's log lays off on a meld that is not there")
    if pile != s.discard_pile or melds != len(s.melds):
        raise ValueError("the deal's log does not match the discard and the table")


__all__ = ["check_state", "from_json"]
