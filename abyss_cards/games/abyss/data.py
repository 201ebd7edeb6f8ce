"""The cards of Abyss: the exploration deck, the 35 Lords, the 20 Locations, the threat track.

Powers and Location texts are written in our own words (French and English). The figures follow
the table of ``shared/rules/abyss.md``; ``tests/test_abyss_data.py`` checks them against it.
"""

from __future__ import annotations

from dataclasses import dataclass

from abyss_cards.core.errors import QT_TRANSLATE_NOOP

RACES = ("crabs", "shellfish", "squids", "jellyfish", "seahorses")
RACE_NAMES_FR = {
    "crabs": "crabes",
    "shellfish": "coquillages",
    "squids": "poulpes",
    "jellyfish": "méduses",
    "seahorses": "hippocampes",
}
GUILDS = ("military", "merchant", "mage", "politician", "farmer", "ambassador")
# The guild whose Lords require each race (the Ambassadors require none).
RACE_GUILD = {
    "crabs": "military",
    "shellfish": "merchant",
    "squids": "politician",
    "jellyfish": "mage",
    "seahorses": "farmer",
}
GUILD_NAMES_FR = {
    "military": "militaires",
    "merchant": "marchands",
    "mage": "mages",
    "politician": "politiciens",
    "farmer": "cultivateurs",
    "ambassador": "ambassadeurs",
}

# Per race: one 5, two 4, three 3, three 2, four 1 (13 cards), and 6 Monsters: 71 cards.
ALLY_VALUES = (5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1)
MONSTER = "monster"
MONSTER_COUNT = 6


def _exploration_cards() -> tuple[tuple[str, int], ...]:
    cards = [(race, value) for race in RACES for value in ALLY_VALUES]
    cards += [(MONSTER, 0)] * MONSTER_COUNT
    return tuple(cards)


# Card id -> (race, value); Monsters are (MONSTER, 0). Ids are 0..70.
EXPLORATION_CARDS = _exploration_cards()
EXPLORATION_SIZE = len(EXPLORATION_CARDS)


def card_race(card: int) -> str:
    return EXPLORATION_CARDS[card][0]


def card_value(card: int) -> int:
    return EXPLORATION_CARDS[card][1]


def ally_of(card: int) -> tuple[str, int]:
    """The (race, value) of an exploration card id."""
    return EXPLORATION_CARDS[card]


MONSTER_TOKENS = (2,) * 9 + (3,) * 9 + (4,) * 2
TRACK_LENGTH = 5
COURT_SIZE = 6
THREAT_SPACES = 6
# Reward when fighting on space n: "K" = Key token, "PM" = a Pearl or a Monster token (choice).
THREAT_REWARDS = {
    1: ("PM",),
    2: ("PM", "PM"),
    3: ("K",),
    4: ("K", "PM"),
    5: ("K", "PM", "PM"),
    6: ("K", "K"),
}
KEYS_TO_CONTROL = 3
END_LORDS = 7
FEDERATE_LIMIT_COMMANDER = 6
PURCHASE_PRICES = (1, 2, 3)


@dataclass(frozen=True)
class Lord:
    id: int
    name_fr: str
    name_en: str
    guild: str
    cost: int
    races: int  # the exact number of different races to pay with
    required_race: str | None
    ip: int  # influence points
    keys: int
    timing: str | None  # "once" (on recruit), "always", "turn" (once per own turn) or None
    power_fr: str
    power_en: str

    def __str__(self) -> str:
        return self.name_en


def _lord(
    id: int,
    fr: str,
    en: str,
    guild: str,
    cost: int,
    races: int,
    req: str | None,
    ip: int,
    keys: int,
    timing: str | None,
    power_fr: str = "",
    power_en: str = "",
) -> Lord:
    return Lord(id, fr, en, guild, cost, races, req, ip, keys, timing, power_fr, power_en)


LORDS: tuple[Lord, ...] = (
    _lord(
        1,
        "Le Recruteur",
        "The Recruiter",
        "military",
        10,
        2,
        "crabs",
        4,
        1,
        "always",
        "Tant qu'il est libre, chaque adversaire paie 2 de plus pour recruter un Seigneur.",
        "While he is free, every opponent pays 2 more to recruit a Lord.",
    ),
    _lord(
        2,
        "Le Geôlier",
        "The Jailer",
        "military",
        6,
        3,
        "crabs",
        7,
        0,
        "once",
        "Chaque adversaire défausse un Allié de sa main, à son choix.",
        "Every opponent discards one Ally of their choice from their hand.",
    ),
    _lord(
        3,
        "Le Questeur",
        "The Seeker",
        "military",
        7,
        2,
        "crabs",
        7,
        0,
        "once",
        "Chaque adversaire rend 2 perles au Trésor (toutes s'il en a moins).",
        "Every opponent returns 2 Pearls to the Treasury (all of them if they have fewer).",
    ),
    _lord(
        4,
        "L'Assassin",
        "The Assassin",
        "military",
        10,
        1,
        "crabs",
        6,
        0,
        "once",
        "Choisissez un Seigneur libre de chaque adversaire : il garde ses points mais perd "
        "son pouvoir et sa clef.",
        "Pick one free Lord of each opponent: it keeps its points but loses its power and key.",
    ),
    _lord(
        5,
        "Le Chef des armées",
        "The Commander",
        "military",
        8,
        1,
        "crabs",
        4,
        1,
        "always",
        "Les adversaires ne gardent que 6 Alliés en main : ils défaussent l'excédent tout de "
        "suite puis à la fin de chacun de leurs tours.",
        "Opponents may keep only 6 Allies in hand: they discard the excess at once and at the "
        "end of each of their turns.",
    ),
    _lord(
        6,
        "La Dresseuse",
        "The Tamer",
        "military",
        6,
        3,
        "crabs",
        4,
        1,
        "always",
        "Un adversaire qui combat un Monstre reçoit la récompense de la case de Menace "
        "précédente (la première case paie toujours la sienne).",
        "An opponent who fights a Monster gets the reward of the previous Threat space (the "
        "first space still pays its own).",
    ),
    _lord(
        7,
        "Le Chasseur",
        "The Hunter",
        "military",
        8,
        2,
        "crabs",
        6,
        0,
        "once",
        "Prenez au hasard un pion Monstre à l'adversaire de votre choix.",
        "Take a random Monster token from the opponent of your choice.",
    ),
    _lord(
        8,
        "L'Armateur",
        "The Ship Master",
        "merchant",
        6,
        3,
        "shellfish",
        5,
        1,
        "always",
        "Quand vous finissez une exploration, gagnez une perle par Peuple différent envoyé au "
        "Conseil.",
        "When you finish an exploration, gain one Pearl per different race sent to the Council.",
    ),
    _lord(
        9,
        "La Négociante",
        "The Trader",
        "merchant",
        10,
        3,
        "shellfish",
        9,
        0,
        "once",
        "Gagnez 3 perles.",
        "Gain 3 Pearls.",
    ),
    _lord(
        10,
        "Le Colporteur",
        "The Peddler",
        "merchant",
        8,
        1,
        "shellfish",
        9,
        0,
        "once",
        "Gagnez 2 perles.",
        "Gain 2 Pearls.",
    ),
    _lord(
        11,
        "Le Rentier",
        "The Landlord",
        "merchant",
        10,
        2,
        "shellfish",
        5,
        1,
        "always",
        "Gagnez une perle tout de suite puis au début de chacun de vos tours.",
        "Gain one Pearl at once and at the start of each of your turns.",
    ),
    _lord(
        12,
        "L'Esclavagiste",
        "The Slaver",
        "merchant",
        8,
        1,
        "shellfish",
        5,
        1,
        "turn",
        "Une fois par tour, défaussez un Allié de votre main pour gagner 2 perles.",
        "Once per turn, discard an Ally from your hand to gain 2 Pearls.",
    ),
    _lord(
        13,
        "Le Boutiquier",
        "The Shopkeeper",
        "merchant",
        6,
        3,
        "shellfish",
        9,
        0,
        "once",
        "Gagnez une perle.",
        "Gain one Pearl.",
    ),
    _lord(
        14,
        "La Chamanesse",
        "The Shaman",
        "mage",
        6,
        3,
        "jellyfish",
        5,
        1,
        "always",
        "Les pouvoirs des Seigneurs militaires ne vous touchent pas.",
        "The powers of Military Lords do not affect you.",
    ),
    _lord(
        15,
        "L'Invocateur",
        "The Invoker",
        "mage",
        8,
        1,
        "jellyfish",
        8,
        0,
        "once",
        "Jouez un tour de plus juste après celui-ci.",
        "Play one more turn right after this one.",
    ),
    _lord(
        16,
        "L'Apprenti",
        "The Apprentice",
        "mage",
        6,
        3,
        "jellyfish",
        9,
        0,
        "once",
        "Prenez en main une pile du Conseil.",
        "Take one Council stack into your hand.",
    ),
    _lord(
        17,
        "L'Oracle",
        "The Oracle",
        "mage",
        8,
        2,
        "jellyfish",
        5,
        1,
        "turn",
        "Une fois par tour, défaussez une pile du Conseil.",
        "Once per turn, discard one Council stack.",
    ),
    _lord(
        18,
        "L'Alchimiste",
        "The Alchemist",
        "mage",
        7,
        1,
        "jellyfish",
        5,
        1,
        "always",
        "Quand vous demandez le soutien du Conseil, prenez deux piles au lieu d'une.",
        "When you request support, take two Council stacks instead of one.",
    ),
    _lord(
        19,
        "L'Illusionniste",
        "The Illusionist",
        "mage",
        10,
        1,
        "jellyfish",
        9,
        0,
        "once",
        "Échangez un de vos Lieux contre un Lieu visible ; ses Seigneurs le suivent.",
        "Swap one of your Locations for a face-up one; its Lords move with it.",
    ),
    _lord(
        20,
        "Le Maître de magie",
        "The Master of Magic",
        "mage",
        10,
        3,
        "jellyfish",
        6,
        1,
        "always",
        "Lors de vos recrutements suivants, fédérez l'Allié de votre choix parmi ceux payés.",
        "In your later recruits, federate any Ally you paid with, not only the weakest.",
    ),
    _lord(
        21,
        "L'Opportuniste",
        "The Opportunist",
        "politician",
        6,
        3,
        "squids",
        5,
        1,
        "turn",
        "Une fois par tour, défaussez un Seigneur de la Cour et remplacez-le par celui du "
        "dessus de la pioche.",
        "Once per turn, discard a Lord from the Court and replace it with the top Lord of the "
        "deck.",
    ),
    _lord(
        22,
        "Le Corrupteur",
        "The Corruptor",
        "politician",
        10,
        1,
        "squids",
        6,
        0,
        "once",
        "Vous pouvez recruter un second Seigneur de la Cour pour 5 perles tout rond, sans "
        "fédérer d'Allié.",
        "You may recruit a second Lord from the Court for exactly 5 Pearls, federating no Ally.",
    ),
    _lord(
        23,
        "Le Traître",
        "The Traitor",
        "politician",
        12,
        3,
        "squids",
        6,
        0,
        "once",
        "Défaussez un autre de vos Seigneurs libres et prenez à sa place un Seigneur de la "
        "Cour (son pouvoir s'applique).",
        "Discard another free Lord of yours and take any Court Lord in its place (its power "
        "applies).",
    ),
    _lord(
        24,
        "Le Diplomate",
        "The Diplomat",
        "politician",
        8,
        1,
        "squids",
        5,
        1,
        "always",
        "Pour recruter, n'importe quels Peuples conviennent (leur nombre doit rester juste) ; "
        "plus de Peuple imposé.",
        "When you recruit, any races will do (their number must still match); no race is required.",
    ),
    _lord(
        25,
        "Le Trésorier",
        "The Treasurer",
        "politician",
        10,
        2,
        "squids",
        5,
        1,
        "always",
        "Vos recrutements coûtent 2 de moins.",
        "Your recruits cost 2 less.",
    ),
    _lord(
        26,
        "L'Intrigant",
        "The Schemer",
        "politician",
        8,
        3,
        "squids",
        6,
        0,
        "once",
        "Défaussez un autre de vos Seigneurs libres et remplacez-le par celui du dessus de la "
        "pioche (son pouvoir s'applique).",
        "Discard another free Lord of yours and replace it with the top Lord of the deck (its "
        "power applies).",
    ),
    _lord(27, "La Gardienne", "The Keeper", "farmer", 6, 3, "seahorses", 6, 1, None),
    _lord(28, "Le Faucheur", "The Reaper", "farmer", 7, 2, "seahorses", 6, 1, None),
    _lord(29, "La Bergère", "The Shepherd", "farmer", 8, 1, "seahorses", 6, 1, None),
    _lord(30, "Le Meunier", "The Miller", "farmer", 8, 2, "seahorses", 10, 0, None),
    _lord(31, "L'Aquaculteur", "The Aquaculturalist", "farmer", 9, 3, "seahorses", 11, 0, None),
    _lord(32, "L'Exploitant", "The Landowner", "farmer", 10, 1, "seahorses", 12, 0, None),
    _lord(
        33,
        "Le Sage",
        "The Sage",
        "ambassador",
        10,
        5,
        None,
        4,
        0,
        "once",
        "Piochez 2 Lieux : contrôlez-en un avec le Sage dessous, l'autre est révélé.",
        "Draw 2 Locations: control one with the Sage under it, the other goes face up.",
    ),
    _lord(
        34,
        "L'Ermite",
        "The Hermit",
        "ambassador",
        10,
        5,
        None,
        5,
        0,
        "once",
        "Piochez un Lieu et contrôlez-le avec l'Ermite dessous.",
        "Draw one Location and control it with the Hermit under it.",
    ),
    _lord(
        35,
        "L'Ancien",
        "The Elder",
        "ambassador",
        10,
        5,
        None,
        3,
        0,
        "once",
        "Piochez 3 Lieux : contrôlez-en un avec l'Ancien dessous, les autres sont révélés.",
        "Draw 3 Locations: control one with the Elder under it, the others go face up.",
    ),
)
LORD_BY_ID = {lord.id: lord for lord in LORDS}
AMBASSADOR_DRAWS = {33: 2, 34: 1, 35: 3}

# Lord ids by name, for readable rules code.
RECRUITER, JAILER, SEEKER, ASSASSIN, COMMANDER, TAMER, HUNTER = 1, 2, 3, 4, 5, 6, 7
SHIP_MASTER, TRADER, PEDDLER, LANDLORD, SLAVER, SHOPKEEPER = 8, 9, 10, 11, 12, 13
SHAMAN, INVOKER, APPRENTICE, ORACLE, ALCHEMIST, ILLUSIONIST, MASTER_OF_MAGIC = (
    14,
    15,
    16,
    17,
    18,
    19,
    20,
)
OPPORTUNIST, CORRUPTOR, TRAITOR, DIPLOMAT, TREASURER, SCHEMER = 21, 22, 23, 24, 25, 26
SAGE, HERMIT, ELDER = 33, 34, 35
PEARL_GAINS = {TRADER: 3, PEDDLER: 2, SHOPKEEPER: 1}

# A few words per power for small cards (the whole text is ``Lord.power_en``), translated in the
# "AbyssLord" context, and the key of the icon the table draws for it. Farmers have no power.
POWER_SHORT: dict[int, str] = {
    RECRUITER: QT_TRANSLATE_NOOP("AbyssLord", "Opponents pay 2 more to recruit"),
    JAILER: QT_TRANSLATE_NOOP("AbyssLord", "Each opponent discards an Ally"),
    SEEKER: QT_TRANSLATE_NOOP("AbyssLord", "Each opponent loses 2 Pearls"),
    ASSASSIN: QT_TRANSLATE_NOOP("AbyssLord", "Disable a free Lord of each opponent"),
    COMMANDER: QT_TRANSLATE_NOOP("AbyssLord", "Opponents keep at most 6 Allies"),
    TAMER: QT_TRANSLATE_NOOP("AbyssLord", "Opponents' fights pay one space less"),
    HUNTER: QT_TRANSLATE_NOOP("AbyssLord", "Take a Monster token from an opponent"),
    SHIP_MASTER: QT_TRANSLATE_NOOP("AbyssLord", "1 Pearl per race sent to the Council"),
    TRADER: QT_TRANSLATE_NOOP("AbyssLord", "Gain 3 Pearls"),
    PEDDLER: QT_TRANSLATE_NOOP("AbyssLord", "Gain 2 Pearls"),
    LANDLORD: QT_TRANSLATE_NOOP("AbyssLord", "1 Pearl now and at each of your turns"),
    SLAVER: QT_TRANSLATE_NOOP("AbyssLord", "Once a turn: an Ally for 2 Pearls"),
    SHOPKEEPER: QT_TRANSLATE_NOOP("AbyssLord", "Gain 1 Pearl"),
    SHAMAN: QT_TRANSLATE_NOOP("AbyssLord", "Military powers do not affect you"),
    INVOKER: QT_TRANSLATE_NOOP("AbyssLord", "Play one more turn"),
    APPRENTICE: QT_TRANSLATE_NOOP("AbyssLord", "Take a Council stack"),
    ORACLE: QT_TRANSLATE_NOOP("AbyssLord", "Once a turn: discard a Council stack"),
    ALCHEMIST: QT_TRANSLATE_NOOP("AbyssLord", "Support takes two stacks"),
    ILLUSIONIST: QT_TRANSLATE_NOOP("AbyssLord", "Swap a Location for a face-up one"),
    MASTER_OF_MAGIC: QT_TRANSLATE_NOOP("AbyssLord", "Federate any Ally you paid with"),
    OPPORTUNIST: QT_TRANSLATE_NOOP("AbyssLord", "Once a turn: replace a Court Lord"),
    CORRUPTOR: QT_TRANSLATE_NOOP("AbyssLord", "A second Lord for 5 Pearls"),
    TRAITOR: QT_TRANSLATE_NOOP("AbyssLord", "Trade a Lord of yours for a Court Lord"),
    DIPLOMAT: QT_TRANSLATE_NOOP("AbyssLord", "Recruit with any races"),
    TREASURER: QT_TRANSLATE_NOOP("AbyssLord", "Your recruits cost 2 less"),
    SCHEMER: QT_TRANSLATE_NOOP("AbyssLord", "Trade a Lord of yours for the top Lord"),
    SAGE: QT_TRANSLATE_NOOP("AbyssLord", "Draw 2 Locations, control one"),
    HERMIT: QT_TRANSLATE_NOOP("AbyssLord", "Draw a Location and control it"),
    ELDER: QT_TRANSLATE_NOOP("AbyssLord", "Draw 3 Locations, control one"),
}
POWER_ICON: dict[int, str] = {
    RECRUITER: "surcharge",
    JAILER: "jail",
    SEEKER: "pearl_loss",
    ASSASSIN: "dagger",
    COMMANDER: "hand_limit",
    TAMER: "whip",
    HUNTER: "trap",
    SHIP_MASTER: "ship",
    TRADER: "pearls",
    PEDDLER: "pearls",
    LANDLORD: "rent",
    SLAVER: "sell",
    SHOPKEEPER: "pearls",
    SHAMAN: "shield",
    INVOKER: "extra_turn",
    APPRENTICE: "stack",
    ORACLE: "eye",
    ALCHEMIST: "two_stacks",
    ILLUSIONIST: "swap",
    MASTER_OF_MAGIC: "star",
    OPPORTUNIST: "replace",
    CORRUPTOR: "bribe",
    TRAITOR: "betray",
    DIPLOMAT: "any_race",
    TREASURER: "discount",
    SCHEMER: "scheme",
    SAGE: "location_draw",
    HERMIT: "location_draw",
    ELDER: "location_draw",
}
# Military Lords whose arrow power reaches the opponents (the Shaman protects from them).
MILITARY_TARGETING = (JAILER, SEEKER, ASSASSIN, COMMANDER, HUNTER)
# Once-per-turn powers, used before or after the turn's action (never during an exploration).
TURN_POWERS = (SLAVER, ORACLE, OPPORTUNIST)
CORRUPTOR_PRICE = 5


@dataclass(frozen=True)
class Location:
    id: int
    name_fr: str
    name_en: str
    # How it scores: ("guild", base, per, guild), ("federated", base, per, race),
    # ("guilds", per), ("mirror",), ("zero",), ("weakest_lord", factor), ("strongest_lord",),
    # ("minus_lords", base), ("keyed", per), ("unkeyed", per), ("weakest_allies", base),
    # ("minus_federated", base).
    scoring: tuple[str | int, ...]
    text_fr: str
    text_en: str

    def __str__(self) -> str:
        return self.name_en


LOCATIONS: tuple[Location, ...] = (
    Location(
        1,
        "Les Silos à sargasse",
        "Sargasso Silos",
        ("guild", 5, 2, "farmer"),
        "5 + 2 par Seigneur cultivateur.",
        "5 + 2 per Farmer Lord.",
    ),
    Location(
        2,
        "Les Réserves d'hydrozoas",
        "Hydrozoa Reserves",
        ("guild", 6, 2, "mage"),
        "6 + 2 par Seigneur mage.",
        "6 + 2 per Mage Lord.",
    ),
    Location(
        3,
        "Le Sanctuaire",
        "The Sanctuary",
        ("federated", 4, 3, "jellyfish"),
        "4 + 3 par méduse fédérée.",
        "4 + 3 per federated jellyfish.",
    ),
    Location(
        4,
        "Le Parlement",
        "Parliament",
        ("guild", 6, 2, "politician"),
        "6 + 2 par Seigneur politicien.",
        "6 + 2 per Politician Lord.",
    ),
    Location(
        5,
        "La Caserne",
        "The Barracks",
        ("guild", 7, 2, "military"),
        "7 + 2 par Seigneur militaire.",
        "7 + 2 per Military Lord.",
    ),
    Location(
        6,
        "Les Quais de chargement",
        "The Dockworks",
        ("guild", 5, 2, "merchant"),
        "5 + 2 par Seigneur marchand.",
        "5 + 2 per Merchant Lord.",
    ),
    Location(
        7,
        "Les Champs de sargasse",
        "The Sargasso Fields",
        ("federated", 3, 3, "seahorses"),
        "3 + 3 par hippocampe fédéré.",
        "3 + 3 per federated seahorse.",
    ),
    Location(
        8,
        "Les Abysses",
        "The Abyss",
        ("guilds", 2),
        "2 par guilde différente parmi vos Seigneurs (les ambassadeurs comptent).",
        "2 per different guild among your Lords (Ambassadors count).",
    ),
    Location(
        9,
        "La Cité miroir",
        "City of Mirrors",
        ("mirror",),
        "À la fin, vaut autant que le Lieu adverse qui vous rapporterait le plus (0 sans "
        "Lieu adverse).",
        "At the end, worth as much as the opponent Location that would score best for you "
        "(0 if there is none).",
    ),
    Location(
        10,
        "Les Fumeurs noirs",
        "Black Smokers",
        ("zero",),
        "0 point ; en le prenant, vous pouvez l'échanger contre un Lieu de la pioche (les "
        "Seigneurs passent dessous).",
        "0 points; when you take it you may swap it for any Location of the draw pile (the "
        "Lords move under it).",
    ),
    Location(
        11,
        "L'Assemblée océanique du Sénat",
        "Oceanic Senate Assembly",
        ("federated", 4, 3, "squids"),
        "4 + 3 par poulpe fédéré.",
        "4 + 3 per federated squid.",
    ),
    Location(
        12,
        "Les Bas-fonds",
        "The Depths",
        ("weakest_lord", 2),
        "2 fois les points de votre Seigneur le plus faible (0 sans Seigneur).",
        "Twice the points of your weakest Lord (0 without Lords).",
    ),
    Location(
        13,
        "La Salle du trône",
        "The Throne Room",
        ("strongest_lord",),
        "Les points de votre Seigneur le plus fort (0 sans Seigneur).",
        "The points of your strongest Lord (0 without Lords).",
    ),
    Location(
        14,
        "Les Geôles",
        "The Jail",
        ("minus_lords", 15),
        "15 moins le nombre de vos Seigneurs.",
        "15 minus the number of your Lords.",
    ),
    Location(
        15,
        "Le Gouffre",
        "The Chasm",
        ("federated", 5, 3, "crabs"),
        "5 + 3 par crabe fédéré.",
        "5 + 3 per federated crab.",
    ),
    Location(
        16,
        "La Tour close",
        "The Closed Tower",
        ("keyed", 3),
        "3 par Seigneur imprimé avec une clef.",
        "3 per Lord printed with a key.",
    ),
    Location(
        17,
        "La Tour perdue",
        "The Lost Tower",
        ("unkeyed", 3),
        "3 par Seigneur imprimé sans clef.",
        "3 per Lord printed without a key.",
    ),
    Location(
        18,
        "La Chambre des alliés",
        "The Chamber of Allies",
        ("weakest_allies", 3),
        "3 + pour chaque Peuple, votre Allié fédéré le plus faible.",
        "3 + for each race, your weakest federated Ally.",
    ),
    Location(
        19,
        "La Fosse aux tridacnes géants",
        "Nest of Giant Clams",
        ("federated", 3, 3, "shellfish"),
        "3 + 3 par coquillage fédéré.",
        "3 + 3 per federated shellfish.",
    ),
    Location(
        20,
        "La Barrière de corail",
        "The Coral Barrier",
        ("minus_federated", 20),
        "20 moins le nombre de vos Alliés fédérés.",
        "20 minus the number of your federated Allies.",
    ),
)
LOCATION_BY_ID = {location.id: location for location in LOCATIONS}
CITY_OF_MIRRORS = 9
BLACK_SMOKERS = 10
