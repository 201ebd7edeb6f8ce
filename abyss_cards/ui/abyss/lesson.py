"""Abyss learnt by playing (issue 26): the last turns of a stacked two-player game against Léo.

Every card comes from the real deck, dealt by the engine's ``scenario`` (seed ``SEED``): the
learner (seat 0) owns six Lords, the Slaver among them and three under a Location; the Shepherd
waits at Court. In three turns the learner explores (Léo buys an Ally from them, they buy one from Léo), takes a
Council stack, sells an Ally with the Slaver, recruits the Shepherd with three seahorses and two
Pearls (the weakest seahorse federated): a seventh Lord, which ends the game, and a third key,
which takes the Sargasso Silos. Léo's last turn ends the game and the count follows.

The steps are the engine's own actions (``ui/table/lesson_script``); the sentences say why, in
the interface's language, the names put in by ``french.put``.
"""

from __future__ import annotations

from abyss_cards.core.game import State
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import LOCATION_BY_ID, LORD_BY_ID
from abyss_cards.games.abyss.scenario import scenario
from abyss_cards.i18n import Context
from abyss_cards.ui.abyss.decisions import ally_words, race_word
from abyss_cards.ui.table.french import put
from abyss_cards.ui.table.lesson_script import Lesson, LessonStep

SEED = 26
OPPONENT = "Léo"

# The Lords and Locations the sentences name.
SLAVER = 12
REAPER = 28
SHEPHERD = 29
SILOS = 1

# The next cards of the exploration deck, first revealed first: Léo buys the Crab 4, the
# learner leaves the Seahorse 1 (it goes to the Council) and takes the Seahorse 3; in Léo's
# exploration the learner buys the Seahorse 2 and Léo takes the Squid 2.
DECK_TOP = (("crabs", 4), ("seahorses", 1), ("seahorses", 3), ("seahorses", 2), ("squids", 2))


class AbyssLesson(Context):
    """The lesson's sentences."""


def _language() -> str:
    """The names follow the sentences: French when the races read in French."""
    return "fr" if race_word("seahorses") != "seahorses" else "en"


def _lord(lord: int) -> str:
    data = LORD_BY_ID[lord]
    return data.name_fr if _language() == "fr" else data.name_en


def _location(location: int) -> str:
    data = LOCATION_BY_ID[location]
    return data.name_fr if _language() == "fr" else data.name_en


def _names(text: str, *values: str) -> str:
    """``text`` with ``%1``, ``%2``… replaced by ``values`` (French prepositions joined by
    ``put``: "de %1" and "La Bergère" give "de la Bergère")."""
    for number, value in enumerate(values, 1):
        text = put(text, f"%{number}", value)
    return text


def _seahorse(value: int) -> str:
    return ally_words("seahorses", value)


def start(names: list[str]) -> State:
    """The stacked game: the same every time (the seed and every card placed)."""
    return scenario(
        names,
        seed=SEED,
        active=0,
        lords={0: [SLAVER, REAPER, 30], 1: [3, 10]},  # the Miller; the Seeker, the Peddler
        locations={
            0: [(16, [27, 14, 8])],  # the Closed Tower over the Keeper, Shaman, Ship Master
            1: [(4, [21, 24, 25])],  # Parliament over the Opportunist, Diplomat, Treasurer
        },
        court=[SHEPHERD, 9, 23, 32, 35, 11],
        face_up=[SILOS, 14],  # the Sargasso Silos, the Jail
        hands={0: [("shellfish", 1)], 1: [("crabs", 2), ("squids", 3)]},
        federated={
            0: [
                ("jellyfish", 2),
                ("squids", 2),
                ("shellfish", 3),
                ("crabs", 1),
                ("seahorses", 2),
                ("jellyfish", 1),
            ],
            1: [("squids", 4), ("crabs", 3), ("shellfish", 2), ("jellyfish", 3), ("seahorses", 1)],
        },
        pearls={0: 0, 1: 2},
        council={"crabs": [("crabs", 1), ("crabs", 2)], "jellyfish": [("jellyfish", 3)]},
        deck_top=DECK_TOP,
        monster_tokens={1: [3]},
    )


def _learner_turns() -> list[LessonStep]:
    """The first four turns: an exploration each, the Council and the Slaver."""
    return [
        LessonStep(
            None,
            AbyssLesson.tr(
                "Welcome to Abyss! You sit at the bottom, facing Léo. Lords, Locations and "
                "Allies score points: this game nears its end, so let us play its last turns."
            ),
        ),
        LessonStep(
            A.Explore(),
            AbyssLesson.tr(
                "Click the exploration deck to explore: you reveal Allies one by one, and Léo "
                "may buy each one before you."
            ),
        ),
        LessonStep(
            A.Buy(),
            AbyssLesson.tr(
                "Léo buys the Crab 4 and pays you 1 Pearl: a purchase always pays the explorer."
            ),
        ),
        LessonStep(
            A.RevealNext(),
            _names(
                AbyssLesson.tr(
                    "A %1 is weak. Click the deck again for the next card: an Ally left on "
                    "the track goes to the Council."
                ),
                _seahorse(1),
            ),
        ),
        LessonStep(
            A.TakeAlly(),
            _names(
                AbyssLesson.tr(
                    "A %1! %2 at Court is paid with seahorses only: click the card to take "
                    "it. Taking an Ally ends your exploration."
                ),
                _seahorse(3),
                _lord(SHEPHERD),
            ),
        ),
        LessonStep(
            A.EndTurn(),
            _names(
                AbyssLesson.tr(
                    "%1 could sell an Ally for 2 Pearls, once a turn. Keep your Allies for "
                    "now: end your turn."
                ),
                _lord(SLAVER),
            ),
        ),
        LessonStep(A.Explore(), AbyssLesson.tr("Léo explores.")),
        LessonStep(
            A.Buy(),
            _names(
                AbyssLesson.tr(
                    "Léo reveals a %1, another seahorse for %2: buy it. You pay Léo 1 Pearl, "
                    "and you may buy only once in his exploration."
                ),
                _seahorse(2),
                _lord(SHEPHERD),
            ),
        ),
        LessonStep(A.TakeAlly(), AbyssLesson.tr("Léo takes the next Ally: his exploration ends.")),
        LessonStep(
            A.RequestSupport("seahorses"),
            _names(
                AbyssLesson.tr(
                    "The %1 you left is in the Council. Click the seahorse stack to request "
                    "support: the whole stack comes into your hand."
                ),
                _seahorse(1),
            ),
        ),
        LessonStep(
            A.SellAlly("shellfish", 1),
            _names(
                AbyssLesson.tr(
                    "Your seahorses make 6 and %1 costs 8. Use a Lord's power: click %2, then "
                    "your %3 to sell it for the 2 Pearls you lack."
                ),
                _lord(SHEPHERD),
                _lord(SLAVER),
                ally_words("shellfish", 1),
            ),
        ),
        LessonStep(
            A.RequestSupport("crabs"), AbyssLesson.tr("Léo takes the crab stack of the Council.")
        ),
    ]


def _recruit_and_end() -> list[LessonStep]:
    """The last turn: the Shepherd recruited, the Silos taken; Léo's last turn, the count."""
    shepherd = _lord(SHEPHERD)
    return [
        LessonStep(
            A.Recruit(SHEPHERD),
            _names(
                AbyssLesson.tr("Now you can pay for %1: click it at Court to recruit it."), shepherd
            ),
        ),
        LessonStep(
            A.PayWith("seahorses", 3),
            _names(
                AbyssLesson.tr("%1 is paid with one race, seahorses. Click your %2…"),
                shepherd,
                _seahorse(3),
            ),
        ),
        LessonStep(
            A.PayWith("seahorses", 2), _names(AbyssLesson.tr("…then your %1…"), _seahorse(2))
        ),
        LessonStep(
            A.PayWith("seahorses", 1),
            _names(AbyssLesson.tr("…and your %1: your Allies make 6 of the 8."), _seahorse(1)),
        ),
        LessonStep(
            A.FinishPayment(),
            AbyssLesson.tr(
                "Pearls pay the rest: recruit for 2 Pearls. The weakest Ally you paid with "
                "stays in front of you, federated; the others are discarded."
            ),
        ),
        LessonStep(
            None,
            AbyssLesson.tr(
                "Your seventh Lord: the game ends after this round. You finish your turn, then "
                "Léo plays once more."
            ),
        ),
        LessonStep(
            A.TakeLocation(SILOS),
            _names(
                AbyssLesson.tr(
                    "Your free Lords now show three keys: you must take a Location. %1 give "
                    "5 points + 2 per Farmer Lord: with your four Farmers, 13. Click them."
                ),
                _location(SILOS),
            ),
        ),
        LessonStep(
            A.PlaceLords((SLAVER, REAPER, SHEPHERD)),
            _names(
                AbyssLesson.tr(
                    "The three Lords whose keys you used go under %1: they lose their power "
                    "and their key, but their points still count."
                ),
                _location(SILOS),
            ),
        ),
        LessonStep(A.RequestSupport("jellyfish"), AbyssLesson.tr("Léo plays his last turn.")),
        LessonStep(
            None,
            AbyssLesson.tr(
                "The game is over. Each player federates the weakest Ally of each race left in "
                "hand, then counts Locations, Lords, the best federated Ally of each race and "
                "Monster tokens."
            ),
        ),
    ]


def steps() -> list[LessonStep]:
    return [*_learner_turns(), *_recruit_and_end()]


def done() -> str:
    return AbyssLesson.tr(
        "Well played: you know the moves of Abyss! Start a new game from the home screen "
        "whenever you like."
    )


def lesson() -> Lesson:
    return Lesson(
        game="abyss",
        start=start,
        steps=steps,
        opponents=(OPPONENT,),
        done=done,
    )
