"""How the table asks each decision: the engine's legal actions turned into cards to click (the
exploration deck, the Council stacks, the Court Lords, the hand…) and buttons for the bar, each
with words in the interface's language. Only legal actions are offered; nothing here decides a
rule (prices and rewards are read from the engine)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar, cast

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.abyss import AbyssState, AbyssView, PendingView
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import (
    LOCATION_BY_ID,
    LORD_BY_ID,
    OPPORTUNIST,
    ORACLE,
    RACES,
    SLAVER,
    TRACK_LENGTH,
)
from abyss_cards.games.abyss.state import Ally
from abyss_cards.i18n import Context
from abyss_cards.ui.abyss.layout import Key
from abyss_cards.ui.abyss.lord_set import LordSet
from abyss_cards.ui.abyss.two_step import TwoStep
from abyss_cards.ui.table.french import put

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


class AbyssDecisions(Context):
    """Plural sentences of this context: ``AbyssDecisions.tr(text, "", n)``."""


def race_word(race: str) -> str:
    words = {
        "crabs": translate("AbyssDecisions", "crabs"),
        "shellfish": translate("AbyssDecisions", "shellfish"),
        "squids": translate("AbyssDecisions", "squids"),
        "jellyfish": translate("AbyssDecisions", "jellyfish"),
        "seahorses": translate("AbyssDecisions", "seahorses"),
    }
    return words.get(race, race)


def ally_words(race: str, value: int) -> str:
    """An Ally card by its race and value, as a card's name: "Crab 3", "Squid 1" ("Crabe 3",
    "Hippocampe 4"): no "1 of squids", no "4 de hippocampes"."""
    words = {
        "crabs": translate("AbyssDecisions", "Crab %1"),
        "shellfish": translate("AbyssDecisions", "Shellfish %1"),
        "squids": translate("AbyssDecisions", "Squid %1"),
        "jellyfish": translate("AbyssDecisions", "Jellyfish %1"),
        "seahorses": translate("AbyssDecisions", "Seahorse %1"),
    }
    return words.get(race, f"{race} %1").replace("%1", str(value))


def lord_name(lord: int, language: str) -> str:
    data = LORD_BY_ID[lord]
    return data.name_fr if language == "fr" else data.name_en


def location_name(location: int, language: str) -> str:
    data = LOCATION_BY_ID[location]
    return data.name_fr if language == "fr" else data.name_en


@dataclass
class Button:
    text: str
    action: A.Action
    tip: str = ""
    default: bool = False  # Enter presses it
    then: tuple[A.Action, ...] = ()  # played after ``action``, each checked by the engine in turn
    enabled: bool = True


@dataclass
class Choices:
    """What the table offers now: ``cards`` (a card's key -> the action a click plays),
    ``selected`` (cards shown chosen: the Allies of a payment in progress), ``buttons``, and
    ``two_step``: the choices made in two clicks (a card, then a card it pairs with), and
    ``lord_set``: the Lords whose keys close a Location, taken in or out one click at a time."""

    cards: dict[Key, A.Action] = field(default_factory=dict)
    selected: set[Key] = field(default_factory=set)
    buttons: list[Button] = field(default_factory=list)
    two_step: TwoStep = field(default_factory=TwoStep)
    lord_set: LordSet = field(default_factory=LordSet)

    def lit(self) -> list[Key]:
        """The cards a click does something on now: once the first card of a pair is picked,
        the cards it pairs with (and itself, to put it back); else every card and first card."""
        step = self.two_step
        if step.picked is not None:
            return [*step.seconds(), step.picked]
        return list(dict.fromkeys([*self.cards, *step.firsts(), *self.lord_set.cards]))

    def shown_selected(self) -> set[Key]:
        """The cards shown chosen: a payment's Allies, the first card of a pair picked, the
        Lords taken to close a Location."""
        picked = self.two_step.picked
        return self.selected | ({picked} if picked is not None else set()) | self.lord_set.chosen

    def actions(self) -> list[A.Action]:
        """Every action offered (cards, pairs, sets of Lords and buttons)."""
        buttons = [b.action for b in self.buttons]
        return [*self.cards.values(), *self.two_step.actions(), *self.lord_set.actions(), *buttons]

    def keys_for(self, action: A.Action) -> list[Key]:
        """The cards to click now for ``action`` (a lesson's move): the card(s) playing it; the
        first card of its pair, then, once picked, the second (another first card picked: that
        one, to put it back before any other card plays); the Lords of its set still to take in
        or out. ``[]``: only a button plays it, or nothing does."""
        step = self.two_step
        if step.picked is not None:
            seconds = [key for key, played in step.seconds().items() if played == action]
            if seconds or any(b.action == action for b in self.buttons):
                return seconds
            return [step.picked]
        keys = [key for key, played in self.cards.items() if played == action]
        if keys:
            return keys
        firsts = [pair.first for pair in step.pairs if pair.action == action]
        if firsts:
            return list(dict.fromkeys(firsts))
        lords = self.lord_set
        for chosen, (placing, _) in lords.sets.items():
            if placing == action:
                wanted = {key for key, lord in lords.cards.items() if lord in chosen}
                return [key for key in lords.cards if key in wanted ^ lords.chosen]
        return []

    def bar(self) -> list[Button]:
        """The bar's buttons: first, when Lords close a Location, the one placing those taken
        (greyed while they are not a set the engine offers)."""
        lords = self.lord_set
        if not lords.sets:
            return self.buttons
        current = lords.current()
        if current is None:
            words = translate("AbyssDecisions", "Click the Lords to place under it")
            return [Button(words, lords.actions()[0], enabled=False), *self.buttons]
        return [Button(current[1], current[0], default=True), *self.buttons]


def hand_keys(view: AbyssView, seat: int) -> dict[Ally, list[Key]]:
    """The hand's card keys for each (race, value), in the order the table lays them out."""
    out: dict[Ally, list[Key]] = {}
    hand = view.players[seat].hand or ()
    for race in {r for r, _ in hand}:
        values = sorted(v for r, v in hand if r == race)
        for k, v in enumerate(values):
            out.setdefault((race, v), []).append(("hand", seat, race, k))
    return out


@dataclass
class Asking:
    """One decision being turned into cards and buttons (``choices``): what the offers of each
    kind of action read, and ``out``, the choices so far."""

    state: AbyssState
    view: AbyssView
    pending: PendingView
    language: str
    hand: dict[Ally, list[Key]]  # the hand's card keys (``hand_keys``)
    paid_keys: set[Key]  # the hand's cards in the payment in progress
    out: Choices

    @property
    def seat(self) -> int:
        return self.view.seat

    def card(self, key: Key, action: A.Action) -> bool:
        """A click on ``key`` plays ``action`` (``False``: the card plays another already)."""
        if key in self.out.cards:
            return False
        self.out.cards[key] = action
        return True

    def pair(
        self, first: Key | None, second: Key | None, action: A.Action, prompt: str, words: str
    ) -> None:
        """A click on ``first`` then on ``second`` plays ``action``; ``prompt`` asks for the
        second once the first is picked; ``words`` name the action (the hint says them), and
        are its button when a card is not on the table."""
        if first is None or second is None:
            self.button(words, action)
        elif not self.out.two_step.add(first, second, action, prompt, words):
            self.button(words, action)

    def button(self, text: str, action: A.Action, tip: str = "", default: bool = False) -> None:
        self.out.buttons.append(Button(text, action, tip, default))

    def free_hand_key(self, race: str, value: int) -> Key | None:
        """A card of the hand of that race and value, not in the payment."""
        keys = self.free_hand_keys(race, value)
        return keys[0] if keys else None

    def free_hand_keys(self, race: str, value: int) -> list[Key]:
        """Every card of the hand of that race and value not in the payment (twins play the
        same action: each is lit)."""
        return [k for k in self.hand.get((race, value), []) if k not in self.paid_keys]

    def court_key(self, lord: int) -> Key | None:
        """The Court slot of ``lord`` (``None``: not at Court)."""
        court = list(self.view.court)
        return ("court", court.index(lord)) if lord in court else None

    def lord_key(self, seat: int, lord: int) -> Key | None:
        """``lord`` among ``seat``'s free Lords (``None``: not there)."""
        lords = list(self.view.players[seat].lords)
        return ("lord", seat, lords.index(lord)) if lord in lords else None

    def seat_keys(self, seat: int) -> list[Key]:
        """Every card of ``seat``'s area: its Lords, its federated Allies (or their empty
        places) and its Locations."""
        p = self.view.players[seat]
        keys: list[Key] = [("lord", seat, k) for k in range(len(p.lords))]
        for race in RACES:
            n = sum(1 for r, _ in p.federated if r == race)
            keys += [("fed", seat, race, k) for k in range(n)] or [("fed_empty", seat, race)]
        keys += [("loc", seat, j) for j in range(len(p.locations))]
        return keys

    def location_key(self, location: int) -> Key | None:
        """``location`` among the seat's own Locations (``None``: not there)."""
        mine = [loc for loc, _ in self.view.players[self.seat].locations]
        return ("loc", self.seat, mine.index(location)) if location in mine else None

    def face_up_key(self, location: int) -> Key | None:
        faces = list(self.view.face_up)
        return ("face_up", faces.index(location)) if location in faces else None

    def last_track_card(self, action: A.Action) -> None:
        """The card revealed last on the track plays ``action``."""
        if self.view.track:
            self.card(("track", len(self.view.track) - 1), action)


_Act = TypeVar("_Act", bound=A.Action)
Offer = Callable[[_Act, Asking], None]
# Each kind of action the table offers, and how (cards to click, a button in the bar).
OFFERS: dict[type[A.Action], Offer[A.Action]] = {}


def _offers(kind: type[_Act]) -> Callable[[Offer[_Act]], Offer[_Act]]:
    """Files the decorated function as the offer of the actions of class ``kind``."""

    def register(offer: Offer[_Act]) -> Offer[_Act]:
        # Looked up by the action's exact class (``choices``): it only ever gets a ``kind``.
        OFFERS[kind] = cast("Offer[A.Action]", offer)
        return offer

    return register


def choices(state: AbyssState, view: AbyssView, language: str = "en") -> Choices:
    """The cards and buttons for the decision of ``view.seat`` (who must be deciding now)."""
    out = Choices()
    seat = view.seat
    pending = view.pending
    if pending is None or pending.seat != seat:
        return out
    legal = state.legal_actions()
    hand = hand_keys(view, seat)
    # Allies in a payment are the first cards of their (race, value) in hand: shown chosen.
    paid_keys: set[Key] = set()
    for ally in pending.paid:
        keys = [k for k in hand.get(ally, []) if k not in paid_keys]
        if keys:
            paid_keys.add(keys[0])
    out.selected = paid_keys
    asking = Asking(state, view, pending, language, hand, paid_keys, out)
    if pending.kind == "payment" and pending.lord is not None:
        suggested = suggested_payment(view, seat, pending.lord, legal)
        if suggested:
            out.buttons.append(
                Button(
                    translate("AbyssDecisions", "Suggested payment"),
                    suggested[0],
                    translate(
                        "AbyssDecisions",
                        "The cheapest payment the computer players would "
                        "make: the Allies are chosen for you",
                    ),
                    then=tuple(suggested[1:]),
                )
            )
    for action in legal:
        offer = OFFERS.get(type(action))
        if offer is not None:
            offer(action, asking)
        else:  # an action this table does not know yet: still offered, in the engine's words
            asking.button(str(action), action)
    out.lord_set.start()
    return out


@_offers(A.Plot)
def _plot(action: A.Plot, asking: Asking) -> None:
    asking.card(("lord_deck",), action)
    asking.button(
        translate("AbyssDecisions", "Plot at Court (1 Pearl)"),
        action,
        translate("AbyssDecisions", "Pay 1 Pearl to reveal a Lord into a free Court slot"),
    )


@_offers(A.Explore)
def _explore(action: A.Explore, asking: Asking) -> None:
    asking.card(("exploration_deck",), action)
    asking.button(
        translate("AbyssDecisions", "Explore"),
        action,
        translate("AbyssDecisions", "Reveal the top card of the exploration deck"),
    )


@_offers(A.RequestSupport)
def _request_support(action: A.RequestSupport, asking: Asking) -> None:
    asking.card(("council", action.race), action)


@_offers(A.Recruit)
def _recruit(action: A.Recruit, asking: Asking) -> None:
    key = asking.court_key(action.lord)
    if key is not None:
        asking.card(key, action)


@_offers(A.PayWith)
def _pay_with(action: A.PayWith, asking: Asking) -> None:
    key = asking.free_hand_key(action.race, action.value)
    if key is None or not asking.card(key, action):
        asking.button(
            translate("AbyssDecisions", "Pay with %1").replace(
                "%1", ally_words(action.race, action.value)
            ),
            action,
        )


@_offers(A.TakeBack)
def _take_back(action: A.TakeBack, asking: Asking) -> None:
    keys = [k for k in asking.hand.get((action.race, action.value), []) if k in asking.paid_keys]
    if not keys or not asking.card(keys[-1], action):
        asking.button(
            translate("AbyssDecisions", "Take back %1").replace(
                "%1", ally_words(action.race, action.value)
            ),
            action,
        )


@_offers(A.FinishPayment)
def _finish_payment(action: A.FinishPayment, asking: Asking) -> None:
    lord = asking.pending.lord
    due = asking.state.payment_status(asking.seat, lord).pearls_due if lord else 0
    text = (
        translate("AbyssDecisions", "Recruit")
        if not due
        else translate("AbyssDecisions", "Recruit (Pearls due: %1)").replace("%1", str(due))
    )
    asking.button(text, action, default=True)


@_offers(A.CancelRecruit)
def _cancel_recruit(action: A.CancelRecruit, asking: Asking) -> None:
    asking.button(translate("AbyssDecisions", "Cancel"), action)


@_offers(A.Federate)
def _federate(action: A.Federate, asking: Asking) -> None:
    asking.button(
        translate("AbyssDecisions", "Federate %1").replace(
            "%1", ally_words(action.race, action.value)
        ),
        action,
    )


@_offers(A.Buy)
def _buy(action: A.Buy, asking: Asking) -> None:
    price = asking.pending.buy_price  # the engine says what a purchase costs
    track = asking.view.track
    what = ally_words(*track[-1]) if track else ""
    # The Ally is named in the tooltip and lit on the table: beside Pass and Pass all, its name
    # on the button sent the bar to a second row at 1024 × 640 in French.
    asking.button(
        AbyssDecisions.tr("Buy: %n Pearl(s)", "", price),
        action,
        put(
            translate("AbyssDecisions", "Buy %1; the price goes to the explorer, in Pearls"),
            "%1",
            what,
        ),
    )


@_offers(A.Pass)
def _pass(action: A.Pass, asking: Asking) -> None:
    asking.button(translate("AbyssDecisions", "Pass"), action, default=True)


@_offers(A.TakeAlly)
def _take_ally(action: A.TakeAlly, asking: Asking) -> None:
    asking.last_track_card(action)
    bonus = len(asking.view.track) >= TRACK_LENGTH
    asking.button(
        translate("AbyssDecisions", "Take it (+1 Pearl)")
        if bonus
        else translate("AbyssDecisions", "Take it"),
        action,
    )


@_offers(A.RevealNext)
def _reveal_next(action: A.RevealNext, asking: Asking) -> None:
    asking.card(("exploration_deck",), action)
    asking.button(translate("AbyssDecisions", "Continue exploring"), action)


@_offers(A.Fight)
def _fight(action: A.Fight, asking: Asking) -> None:
    asking.last_track_card(action)
    asking.button(
        translate("AbyssDecisions", "Fight: %1").replace(
            "%1", reward_words(asking.state, asking.seat)
        ),
        action,
    )


@_offers(A.PassMonster)
def _pass_monster(action: A.PassMonster, asking: Asking) -> None:
    after = min(asking.view.threat + 1, 6)
    asking.button(
        translate("AbyssDecisions", "Continue: threat → %1").replace("%1", str(after)),
        action,
    )


@_offers(A.TakeReward)
def _take_reward(action: A.TakeReward, asking: Asking) -> None:
    asking.button(
        translate("AbyssDecisions", "Take a Pearl")
        if action.reward == "pearl"
        else translate("AbyssDecisions", "Take a Monster token"),
        action,
    )


@_offers(A.Discard)
def _discard(action: A.Discard, asking: Asking) -> None:
    keys = asking.free_hand_keys(action.race, action.value)
    if not [key for key in keys if asking.card(key, action)]:
        asking.button(
            translate("AbyssDecisions", "Discard %1").replace(
                "%1", ally_words(action.race, action.value)
            ),
            action,
        )


def _power_lord(asking: Asking, lord: int) -> Key | None:
    """The card of the seat's own Lord whose once-per-turn power is used: picked first."""
    return asking.lord_key(asking.seat, lord)


def _power_prompt(text: str, lord: int, asking: Asking) -> str:
    return put(text, "%1", lord_name(lord, asking.language))


@_offers(A.SellAlly)
def _sell_ally(action: A.SellAlly, asking: Asking) -> None:
    prompt = _power_prompt(
        translate(
            "AbyssDecisions", "%1's power: choose the Ally of your hand to sell for 2 Pearls"
        ),
        SLAVER,
        asking,
    )
    words = translate("AbyssDecisions", "Slaver: sell %1 for 2 Pearls").replace(
        "%1", ally_words(action.race, action.value)
    )
    first = _power_lord(asking, SLAVER)
    seconds = asking.free_hand_keys(action.race, action.value)
    asking.pair(first, seconds[0] if seconds else None, action, prompt, words)
    for twin in seconds[1:]:  # the same Ally twice in hand: either is lit and sold
        if first is not None:
            asking.out.two_step.add(first, twin, action, prompt, words)


@_offers(A.DiscardStack)
def _discard_stack(action: A.DiscardStack, asking: Asking) -> None:
    prompt = _power_prompt(
        translate("AbyssDecisions", "%1's power: choose the Council stack to discard"),
        ORACLE,
        asking,
    )
    words = translate("AbyssDecisions", "Oracle: discard the %1 stack").replace(
        "%1", race_word(action.race)
    )
    asking.pair(_power_lord(asking, ORACLE), ("council", action.race), action, prompt, words)


@_offers(A.ReplaceCourtLord)
def _replace_court_lord(action: A.ReplaceCourtLord, asking: Asking) -> None:
    prompt = _power_prompt(
        translate(
            "AbyssDecisions",
            "%1's power: choose the Court Lord to replace with the top Lord of the deck",
        ),
        OPPORTUNIST,
        asking,
    )
    words = put(
        translate("AbyssDecisions", "Opportunist: replace %1"),
        "%1",
        lord_name(action.lord, asking.language),
    )
    second = asking.court_key(action.lord)
    asking.pair(_power_lord(asking, OPPORTUNIST), second, action, prompt, words)


@_offers(A.TakeStack)
def _take_stack(action: A.TakeStack, asking: Asking) -> None:
    if not asking.card(("council", action.race), action):
        asking.button(
            translate("AbyssDecisions", "Take the %1 stack").replace("%1", race_word(action.race)),
            action,
        )


@_offers(A.DisableLord)
def _disable_lord(action: A.DisableLord, asking: Asking) -> None:
    key = asking.lord_key(action.seat, action.lord)
    if key is not None and asking.card(key, action):
        return
    asking.button(
        put(
            put(
                translate("AbyssDecisions", "Disable %1 (%2)"),
                "%1",
                lord_name(action.lord, asking.language),
            ),
            "%2",
            asking.view.players[action.seat].name,
            person=True,
        ),
        action,
    )


@_offers(A.HuntFrom)
def _hunt_from(action: A.HuntFrom, asking: Asking) -> None:
    # The victim's whole area is lit: any of its cards names the player.
    lit = [asking.card(key, action) for key in asking.seat_keys(action.seat)]
    if any(lit):
        return
    asking.button(
        put(
            translate("AbyssDecisions", "Hunt a Monster token from %1"),
            "%1",
            asking.view.players[action.seat].name,
            person=True,
        ),
        action,
    )


@_offers(A.SwapLocation)
def _swap_location(action: A.SwapLocation, asking: Asking) -> None:
    mine = location_name(action.mine, asking.language)
    prompt = put(
        translate("AbyssDecisions", "Choose the face-up Location to take in exchange for %1"),
        "%1",
        mine,
    )
    words = put(
        put(translate("AbyssDecisions", "Swap %1 for %2"), "%1", mine),
        "%2",
        location_name(action.face_up, asking.language),
    )
    first = asking.location_key(action.mine)
    asking.pair(first, asking.face_up_key(action.face_up), action, prompt, words)


@_offers(A.SecondRecruit)
def _second_recruit(action: A.SecondRecruit, asking: Asking) -> None:
    key = asking.court_key(action.lord)
    if key is not None and asking.card(key, action):
        return
    asking.button(
        put(
            translate("AbyssDecisions", "Recruit %1 for 5 Pearls"),
            "%1",
            lord_name(action.lord, asking.language),
        ),
        action,
    )


@_offers(A.Betray)
def _betray(action: A.Betray, asking: Asking) -> None:
    given_up = lord_name(action.discard, asking.language)
    prompt = put(
        translate("AbyssDecisions", "You give up %1: choose the Court Lord to take in its place"),
        "%1",
        given_up,
    )
    words = put(
        put(translate("AbyssDecisions", "Give up %1, take %2"), "%1", given_up),
        "%2",
        lord_name(action.take, asking.language),
    )
    first = asking.lord_key(asking.seat, action.discard)
    asking.pair(first, asking.court_key(action.take), action, prompt, words)


@_offers(A.Scheme)
def _scheme(action: A.Scheme, asking: Asking) -> None:
    key = asking.lord_key(asking.seat, action.discard)
    if key is not None and asking.card(key, action):
        return
    asking.button(
        put(
            translate("AbyssDecisions", "Give up %1 for the top Lord of the deck"),
            "%1",
            lord_name(action.discard, asking.language),
        ),
        action,
    )


@_offers(A.Skip)
def _skip(action: A.Skip, asking: Asking) -> None:
    asking.button(translate("AbyssDecisions", "Skip"), action)


@_offers(A.TakeLocation)
def _take_location(action: A.TakeLocation, asking: Asking) -> None:
    key = asking.face_up_key(action.location)
    if key is not None and asking.card(key, action):
        return
    asking.button(
        put(
            translate("AbyssDecisions", "Take %1"),
            "%1",
            location_name(action.location, asking.language),
        ),
        action,
    )


@_offers(A.DrawLocations)
def _draw_locations(action: A.DrawLocations, asking: Asking) -> None:
    if action.count == 1:
        asking.card(("location_deck",), action)
    asking.button(
        translate("AbyssDecisions", "Draw %1 from the deck").replace("%1", str(action.count)),
        action,
    )


@_offers(A.KeepLocation)
def _keep_location(action: A.KeepLocation, asking: Asking) -> None:
    asking.button(
        put(
            translate("AbyssDecisions", "Keep %1"),
            "%1",
            location_name(action.location, asking.language),
        ),
        action,
    )


@_offers(A.PlaceLords)
def _place_lords(action: A.PlaceLords, asking: Asking) -> None:
    names = ", ".join(lord_name(lord, asking.language) for lord in action.lords)
    words = (
        put(translate("AbyssDecisions", "Place under it: %1"), "%1", names)
        if names
        else translate("AbyssDecisions", "Use Key tokens only")
    )
    keys = {asking.lord_key(asking.seat, lord): lord for lord in action.lords}
    if None in keys:
        asking.button(words, action)
    else:  # the Lords are clicked in or out, the bar's one button places them
        asking.out.lord_set.add(
            {k: lord for k, lord in keys.items() if k is not None}, action, words
        )


@_offers(A.ExchangeLocation)
def _exchange_location(action: A.ExchangeLocation, asking: Asking) -> None:
    asking.button(
        put(
            translate("AbyssDecisions", "Exchange for %1"),
            "%1",
            location_name(action.location, asking.language),
        ),
        action,
    )


@_offers(A.EndTurn)
def _end_turn(action: A.EndTurn, asking: Asking) -> None:
    asking.button(translate("AbyssDecisions", "End turn"), action, default=True)


def reward_words(state: AbyssState, seat: int) -> str:
    """What fighting now would really give (the Tamer applied, read from the engine)."""
    parts = state.fight_reward(seat)[1]
    words = []
    for part in parts:
        words.append(
            translate("AbyssDecisions", "a Key")
            if part == "K"
            else translate("AbyssDecisions", "a Pearl or a Monster token")
        )
    return " + ".join(words) if words else translate("AbyssDecisions", "the threat's reward")


def suggested_payment(
    view: AbyssView, seat: int, lord: int, legal: Sequence[A.Action]
) -> list[A.Action]:
    """The actions that turn the payment in progress into the computer players' cheapest one
    (Allies taken back, others paid), or [] if there is none or it is already made."""
    from collections import Counter

    if seat != view.seat:
        return []  # only the seat's own hand can pay
    planned = view.cheapest_payment(lord)
    if not planned or view.pending is None:
        return []
    want = Counter((race, value) for race, value in planned[0])
    have = Counter((race, value) for race, value in view.pending.paid)
    if want == have:
        return []
    out: list[A.Action] = []
    extra = have - want
    out += [A.TakeBack(r, v) for (r, v), n in extra.items() for _ in range(n)]
    out += [A.PayWith(r, v) for (r, v), n in (want - have).items() for _ in range(n)]
    return out if out and out[0] in legal else []
