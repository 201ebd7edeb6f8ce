"""Sentences of the Abyss table: what the game waits for, in the interface's language. To the
person deciding, the prompt says what is asked and why (the price, the space, the reward),
read from the engine."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from abyss_cards.games.abyss import AbyssState, AbyssView
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import LORD_BY_ID, MONSTER, RACES, THREAT_SPACES, TRACK_LENGTH
from abyss_cards.ui.abyss.why import payment_words
from abyss_cards.ui.table.french import put

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

# The once-per-turn powers' actions: asked on their Lord's card first (``two_step``).
TURN_POWER_ACTIONS = (A.SellAlly, A.DiscardStack, A.ReplaceCourtLord)

# The decisions of a Lord's power, by the engine's step name.
POWER_STEPS = {
    "assassin": 4,
    "hunter": 7,
    "apprentice": 16,
    "illusionist": 19,
    "corruptor": 22,
    "traitor": 23,
    "schemer": 26,
}


def waiting_sentence(kind: str | None, name: str, mine: bool = False) -> str:
    """What the game waits for from ``name`` (the deciding seat), by the kind of decision;
    ``mine``: the person looking at the table decides (said to them directly)."""
    if mine and kind == "main":
        return translate(
            "AbyssDescribe", "Your turn: plot at Court, then explore, request support or recruit"
        )
    if mine:  # said to the person deciding, never "Vous utilise…"
        return translate("AbyssDescribe", "Your decision: choose one of the lit cards or buttons")
    sentences = {
        "main": translate(
            "AbyssDescribe", "%1 plays: plot at Court, then explore, request support or recruit"
        ),
        "finish": translate("AbyssDescribe", "%1 may use a Lord's power or end the turn"),
        "auction": translate("AbyssDescribe", "%1 may buy the revealed Ally"),
        "ally_choice": translate("AbyssDescribe", "%1 takes the revealed Ally or explores further"),
        "monster_choice": translate("AbyssDescribe", "%1 fights the Monster or explores further"),
        "reward": translate("AbyssDescribe", "%1 chooses a reward"),
        "support": translate("AbyssDescribe", "%1 takes a Council stack"),
        "payment": translate("AbyssDescribe", "%1 pays for a Lord"),
        "federate": translate("AbyssDescribe", "%1 chooses the Ally to federate"),
        "discard_down": translate("AbyssDescribe", "%1 discards down to the limit"),
        "jail": translate("AbyssDescribe", "%1 discards an Ally for the Jailer"),
        "control": translate("AbyssDescribe", "%1 takes control of a Location"),
        "keep": translate("AbyssDescribe", "%1 keeps one of the Locations drawn"),
        "place": translate("AbyssDescribe", "%1 places Lords under a Location"),
        "smokers": translate("AbyssDescribe", "%1 may exchange Black Smokers"),
    }
    text = sentences.get(kind or "", translate("AbyssDescribe", "%1 uses a Lord's power"))
    return put(text, "%1", name, person=True)


def main_sentence(state: AbyssState) -> str:
    """The main action asked of the person deciding it, offering only what the engine allows
    now: plotting (a Pearl, a free Court slot, a Lord in the deck), then exploring, requesting
    support or recruiting (a Lord the hand and Pearls can pay for)."""
    legal = state.is_legal
    actions = []
    if legal(A.Explore()):
        actions.append(translate("AbyssDescribe", "explore"))
    if any(legal(A.RequestSupport(race)) for race in RACES):
        actions.append(translate("AbyssDescribe", "request support"))
    if any(legal(A.Recruit(lord)) for lord in state.court):
        actions.append(translate("AbyssDescribe", "recruit"))
    if not actions:
        main = translate("AbyssDescribe", "end your turn (nothing else is possible)")
    elif len(actions) == 1:
        main = actions[0]
    else:
        main = (
            translate("AbyssDescribe", "%1 or %2")
            .replace("%1", ", ".join(actions[:-1]))
            .replace("%2", actions[-1])
        )
    if legal(A.Plot()):
        main = translate("AbyssDescribe", "plot at Court, then %1").replace("%1", main)
    text = translate("AbyssDescribe", "Your turn: %1").replace("%1", main)
    if any(isinstance(a, TURN_POWER_ACTIONS) for a in state.legal_actions()):
        # Those powers are asked on their Lord's card (``two_step``): say where.
        text += " · " + translate("AbyssDescribe", "a power ready: click its Lord")
    return text


def prompt(state: AbyssState, view: AbyssView, names: list[str], language: str = "en") -> str:
    """What is asked of the person deciding (``view`` is their view), and why."""
    from abyss_cards.ui.abyss.decisions import lord_name

    pending = view.pending
    seat = view.seat
    if pending is None:  # the game is over: nothing asked
        return waiting_sentence(None, names[seat], True)
    kind = pending.kind
    text = _track_prompt(state, view, kind, names)
    if text is not None:
        return text
    if kind == "reward":
        return translate(
            "AbyssDescribe", "Your reward: a Pearl or a Monster token (choices left: %1)"
        ).replace("%1", str(pending.left or 1))
    if kind == "payment" and pending.lord is not None:
        text = put(
            translate("AbyssDescribe", "Recruit %1: click the Allies of your hand to pay with"),
            "%1",
            lord_name(pending.lord, language),
        )
        due = state.payment_status(seat, pending.lord)
        return text + " — " + payment_words(due, view.players[seat].pearls)
    if kind == "main":
        return main_sentence(state)
    if kind == "discard_down":
        return translate(
            "AbyssDescribe", "Discard down to %1 Allies: click the ones to discard"
        ).replace("%1", str(pending.limit or 6))
    if kind == "control" and not view.face_up:  # nothing face up to take: only the deck
        return translate(
            "AbyssDescribe", "You have 3 keys: draw 1 to 4 Locations from the deck, keep one"
        )
    text = _plain_prompt(kind)
    if text is not None:
        return text
    if kind in POWER_STEPS and POWER_STEPS[kind] in LORD_BY_ID:
        text = put(power_prompt(kind), "%1", lord_name(POWER_STEPS[kind], language))
        if pending.target is not None:  # the Assassin: one opponent after the other, named
            text = put(text, "%2", names[pending.target], person=True)
        return text
    return waiting_sentence(kind, names[seat], True)


def power_prompt(kind: str) -> str:
    """What a Lord's power asks to choose (``%1``: the Lord), by the engine's step name."""
    return {
        "assassin": translate(
            "AbyssDescribe", "%1's power: choose which of %2's free Lords to disable"
        ),
        "hunter": translate(
            "AbyssDescribe", "%1's power: choose the opponent you take a Monster token from"
        ),
        "apprentice": translate(
            "AbyssDescribe", "%1's power: choose the Council stack to take into your hand"
        ),
        "illusionist": translate(
            "AbyssDescribe",
            "%1's power: choose one of your Locations and the face-up Location to swap it for",
        ),
        "corruptor": translate(
            "AbyssDescribe", "%1's power: choose a Court Lord to recruit for 5 Pearls, or skip"
        ),
        "traitor": translate(
            "AbyssDescribe",
            "%1's power: choose one of your free Lords to give up and the Court Lord to take",
        ),
        "schemer": translate(
            "AbyssDescribe",
            "%1's power: choose one of your free Lords to give up for the top Lord of the deck",
        ),
    }.get(kind, translate("AbyssDescribe", "%1's power: choose one of the offers"))


def _track_prompt(state: AbyssState, view: AbyssView, kind: str, names: list[str]) -> str | None:
    """The prompt of a decision about the card revealed last on the track (``None``: another
    decision)."""
    from abyss_cards.ui.abyss.decisions import ally_words, reward_words

    pending = view.pending
    last = view.track[-1] if view.track else None
    space = len(view.track)
    if kind == "auction" and last is not None and pending is not None:
        price = pending.price if pending.price is not None else 1
        text = (
            translate("AbyssDescribe", "%1 revealed %2: buy it (price in Pearls: %3) or pass")
            .replace("%1", names[view.active])
            .replace("%2", ally_words(*last))
            .replace("%3", str(price))
        )
        if view.purchases:  # one purchase per opponent and turn; the price rises with each
            text += " · " + translate("AbyssDescribe", "already bought this turn: %1").replace(
                "%1", ", ".join(names[s] for s in view.purchases)
            )
        return text
    if kind == "ally_choice" and last is not None:
        return (
            translate("AbyssDescribe", "Space %1 of %2: take %3, or explore further")
            .replace("%1", str(space))
            .replace("%2", str(TRACK_LENGTH))
            .replace("%3", ally_words(*last))
        )
    if kind == "monster_choice" and last is not None and last[0] == MONSTER:
        return (
            translate(
                "AbyssDescribe",
                "A Monster on space %1: fight it for %2, or let it go (threat → %3)",
            )
            .replace("%1", str(space))
            .replace("%2", reward_words(state, view.seat))
            .replace("%3", str(min(view.threat + 1, THREAT_SPACES)))
        )
    return None


def _plain_prompt(kind: str) -> str | None:
    """The prompt of a decision that needs no figure, by its kind (``None``: another one)."""
    return {
        "support": translate("AbyssDescribe", "Request support: click a Council stack to take it"),
        "federate": translate("AbyssDescribe", "Choose the Ally you federate"),
        "jail": translate("AbyssDescribe", "The Jailer: click an Ally of your hand to discard it"),
        "control": translate(
            "AbyssDescribe", "You have 3 keys: take a face-up Location or draw from the deck"
        ),
        "keep": translate("AbyssDescribe", "Keep one of the Locations you drew"),
        "place": translate(
            "AbyssDescribe",
            "Choose the Lords whose keys close the Location: click them in or out, "
            "then the button places them",
        ),
        "smokers": translate(
            "AbyssDescribe", "Black Smokers: exchange it for a Location of the deck, or keep it"
        ),
        "finish": translate(
            "AbyssDescribe", "Use a Lord's power (click the Lord), or end your turn"
        ),
    }.get(kind)
