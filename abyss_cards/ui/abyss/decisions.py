"""How the table asks each decision: the engine's legal actions turned into cards to click (the
exploration deck, the Council stacks, the Court Lords, the hand…) and buttons for the bar, each
with words in the interface's language. Only legal actions are offered; nothing here decides a
rule (prices and rewards are read from the engine)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import LOCATION_BY_ID, LORD_BY_ID, TRACK_LENGTH
from abyss_cards.i18n import Context

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
    """ "3 of crabs" (the card's value, then its race)."""
    return (
        translate("AbyssDecisions", "%1 of %2")
        .replace("%1", str(value))
        .replace("%2", race_word(race))
    )


def lord_name(lord: int, language: str) -> str:
    data = LORD_BY_ID[lord]
    return data.name_fr if language == "fr" else data.name_en


def location_name(location: int, language: str) -> str:
    data = LOCATION_BY_ID[location]
    return data.name_fr if language == "fr" else data.name_en


@dataclass
class Button:
    text: str
    action: object
    tip: str = ""
    default: bool = False  # Enter presses it
    then: tuple = ()  # actions played after ``action``, each checked by the engine in turn


@dataclass
class Choices:
    """What the table offers now: ``cards`` (a card's key -> the action a click plays),
    ``selected`` (cards shown chosen: the Allies of a payment in progress), ``buttons``."""

    cards: dict[tuple, object] = field(default_factory=dict)
    selected: set[tuple] = field(default_factory=set)
    buttons: list[Button] = field(default_factory=list)


def hand_keys(view, seat: int) -> dict[tuple[str, int], list[tuple]]:
    """The hand's card keys for each (race, value), in the order the table lays them out."""
    out: dict[tuple[str, int], list[tuple]] = {}
    hand = view.players[seat].hand or ()
    for race in {r for r, _ in hand}:
        values = sorted(v for r, v in hand if r == race)
        for k, v in enumerate(values):
            out.setdefault((race, v), []).append(("hand", seat, race, k))
    return out


def choices(state, view, language: str = "en") -> Choices:
    """The cards and buttons for the decision of ``view.seat`` (who must be deciding now)."""
    out = Choices()
    seat = view.seat
    pending = view.pending
    if pending is None or pending.seat != seat:
        return out
    legal = state.legal_actions()
    hand = hand_keys(view, seat)
    paid = list(pending.paid)
    # Allies in a payment are the first cards of their (race, value) in hand: shown chosen.
    paid_keys: set[tuple] = set()
    for ally in paid:
        keys = [k for k in hand.get(tuple(ally), []) if k not in paid_keys]
        if keys:
            paid_keys.add(keys[0])
    out.selected = paid_keys

    def card(key: tuple, action) -> bool:
        if key in out.cards:
            return False
        out.cards[key] = action
        return True

    def button(text: str, action, tip: str = "", default: bool = False) -> None:
        out.buttons.append(Button(text, action, tip, default))

    def free_hand_key(race: str, value: int) -> tuple | None:
        for key in hand.get((race, value), []):
            if key not in paid_keys:
                return key
        return None

    court = list(view.court)
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
        kind = type(action)
        if kind is A.Plot:
            card(("lord_deck",), action)
            button(
                translate("AbyssDecisions", "Plot at Court (1 Pearl)"),
                action,
                translate("AbyssDecisions", "Pay 1 Pearl to reveal a Lord into a free Court slot"),
            )
        elif kind is A.Explore:
            card(("exploration_deck",), action)
            button(
                translate("AbyssDecisions", "Explore"),
                action,
                translate("AbyssDecisions", "Reveal the top card of the exploration deck"),
            )
        elif kind is A.RequestSupport:
            card(("council", action.race), action)
        elif kind is A.Recruit:
            if action.lord in court:
                card(("court", court.index(action.lord)), action)
        elif kind is A.PayWith:
            key = free_hand_key(action.race, action.value)
            if key is None or not card(key, action):
                button(
                    translate("AbyssDecisions", "Pay with %1").replace(
                        "%1", ally_words(action.race, action.value)
                    ),
                    action,
                )
        elif kind is A.TakeBack:
            keys = [k for k in hand.get((action.race, action.value), []) if k in paid_keys]
            if not keys or not card(keys[-1], action):
                button(
                    translate("AbyssDecisions", "Take back %1").replace(
                        "%1", ally_words(action.race, action.value)
                    ),
                    action,
                )
        elif kind is A.FinishPayment:
            due = state.payment_status(seat, pending.lord).pearls_due if pending.lord else 0
            text = (
                translate("AbyssDecisions", "Recruit")
                if not due
                else translate("AbyssDecisions", "Recruit (Pearls due: %1)").replace("%1", str(due))
            )
            button(text, action, default=True)
        elif kind is A.CancelRecruit:
            button(translate("AbyssDecisions", "Cancel"), action)
        elif kind is A.Federate:
            button(
                translate("AbyssDecisions", "Federate %1").replace(
                    "%1", ally_words(action.race, action.value)
                ),
                action,
            )
        elif kind is A.Buy:
            price = pending.price if pending.price is not None else 1
            ally = view.track[-1] if view.track else None
            what = ally_words(*ally) if ally else ""
            button(
                AbyssDecisions.tr("Buy %1: %n Pearl(s)", "", price)
                .replace("%1", what),
                action,
                translate("AbyssDecisions", "The price goes to the explorer, in Pearls"),
            )
        elif kind is A.Pass:
            button(translate("AbyssDecisions", "Pass"), action, default=True)
        elif kind is A.TakeAlly:
            if view.track:
                card(("track", len(view.track) - 1), action)
            bonus = len(view.track) >= TRACK_LENGTH
            button(
                translate("AbyssDecisions", "Take it (+1 Pearl)")
                if bonus
                else translate("AbyssDecisions", "Take it"),
                action,
            )
        elif kind is A.RevealNext:
            card(("exploration_deck",), action)
            button(translate("AbyssDecisions", "Continue exploring"), action)
        elif kind is A.Fight:
            if view.track:
                card(("track", len(view.track) - 1), action)
            button(
                translate("AbyssDecisions", "Fight: %1").replace("%1", reward_words(state, seat)),
                action,
            )
        elif kind is A.PassMonster:
            after = min(view.threat + 1, 6)
            button(
                translate("AbyssDecisions", "Continue: threat → %1").replace("%1", str(after)),
                action,
            )
        elif kind is A.TakeReward:
            button(
                translate("AbyssDecisions", "Take a Pearl")
                if action.reward == "pearl"
                else translate("AbyssDecisions", "Take a Monster token"),
                action,
            )
        elif kind is A.Discard:
            key = free_hand_key(action.race, action.value)
            if key is None or not card(key, action):
                button(
                    translate("AbyssDecisions", "Discard %1").replace(
                        "%1", ally_words(action.race, action.value)
                    ),
                    action,
                )
        elif kind is A.SellAlly:
            button(
                translate("AbyssDecisions", "Slaver: sell %1 for 2 Pearls").replace(
                    "%1", ally_words(action.race, action.value)
                ),
                action,
            )
        elif kind is A.DiscardStack:
            button(
                translate("AbyssDecisions", "Oracle: discard the %1 stack").replace(
                    "%1", race_word(action.race)
                ),
                action,
            )
        elif kind is A.ReplaceCourtLord:
            button(
                translate("AbyssDecisions", "Opportunist: replace %1").replace(
                    "%1", lord_name(action.lord, language)
                ),
                action,
            )
        elif kind is A.TakeStack:
            if not card(("council", action.race), action):
                button(
                    translate("AbyssDecisions", "Take the %1 stack").replace(
                        "%1", race_word(action.race)
                    ),
                    action,
                )
        elif kind is A.DisableLord:
            lords = list(view.players[action.seat].lords)
            if action.lord in lords:
                card(("lord", action.seat, lords.index(action.lord)), action)
            button(
                translate("AbyssDecisions", "Disable %1 (%2)")
                .replace("%1", lord_name(action.lord, language))
                .replace("%2", view.players[action.seat].name),
                action,
            )
        elif kind is A.HuntFrom:
            button(
                translate("AbyssDecisions", "Hunt a Monster token from %1").replace(
                    "%1", view.players[action.seat].name
                ),
                action,
            )
        elif kind is A.SwapLocation:
            button(
                translate("AbyssDecisions", "Swap %1 for %2")
                .replace("%1", location_name(action.mine, language))
                .replace("%2", location_name(action.face_up, language)),
                action,
            )
        elif kind is A.SecondRecruit:
            if action.lord in court:
                card(("court", court.index(action.lord)), action)
            button(
                translate("AbyssDecisions", "Recruit %1 for 5 Pearls").replace(
                    "%1", lord_name(action.lord, language)
                ),
                action,
            )
        elif kind is A.Betray:
            button(
                translate("AbyssDecisions", "Give up %1, take %2")
                .replace("%1", lord_name(action.discard, language))
                .replace("%2", lord_name(action.take, language)),
                action,
            )
        elif kind is A.Scheme:
            lords = list(view.players[seat].lords)
            if action.discard in lords:
                card(("lord", seat, lords.index(action.discard)), action)
            button(
                translate("AbyssDecisions", "Give up %1 for the top Lord of the deck").replace(
                    "%1", lord_name(action.discard, language)
                ),
                action,
            )
        elif kind is A.Skip:
            button(translate("AbyssDecisions", "Skip"), action)
        elif kind is A.TakeLocation:
            faces = list(view.face_up)
            if action.location in faces:
                card(("face_up", faces.index(action.location)), action)
            button(
                translate("AbyssDecisions", "Take %1").replace(
                    "%1", location_name(action.location, language)
                ),
                action,
            )
        elif kind is A.DrawLocations:
            card(("location_deck",), action) if action.count == 1 else None
            button(
                translate("AbyssDecisions", "Draw %1 from the deck").replace(
                    "%1", str(action.count)
                ),
                action,
            )
        elif kind is A.KeepLocation:
            button(
                translate("AbyssDecisions", "Keep %1").replace(
                    "%1", location_name(action.location, language)
                ),
                action,
            )
        elif kind is A.PlaceLords:
            names = ", ".join(lord_name(lord, language) for lord in action.lords)
            button(
                translate("AbyssDecisions", "Place under it: %1").replace("%1", names)
                if names
                else translate("AbyssDecisions", "Use Key tokens only"),
                action,
            )
        elif kind is A.ExchangeLocation:
            button(
                translate("AbyssDecisions", "Exchange for %1").replace(
                    "%1", location_name(action.location, language)
                ),
                action,
            )
        elif kind is A.EndTurn:
            button(translate("AbyssDecisions", "End turn"), action, default=True)
        else:  # an action this table does not know yet: still offered, in the engine's words
            button(str(action), action)
    return out


def reward_words(state, seat: int) -> str:
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


def suggested_payment(view, seat: int, lord: int, legal) -> list:
    """The actions that turn the payment in progress into the computer players' cheapest one
    (Allies taken back, others paid), or [] if there is none or it is already made."""
    from collections import Counter

    from abyss_cards.games.abyss import bots

    planned = bots.plan_payment(view, seat, lord)
    if not planned:
        return []
    want = Counter(tuple(a) for a in planned[0])
    have = Counter(tuple(a) for a in view.pending.paid)
    if want == have:
        return []
    out: list = []
    extra = have - want
    out += [A.TakeBack(r, v) for (r, v), n in extra.items() for _ in range(n)]
    out += [A.PayWith(r, v) for (r, v), n in (want - have).items() for _ in range(n)]
    return out if out and out[0] in legal else []
