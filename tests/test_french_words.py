"""French grammar done once (issue 23, point 5): "du Traître", never "de Le Traître"; "au
Meunier", "d'Ana", "d'hippocampes"; "Ana vous achète…", never "payée à vous"; every Lord's
power prompt says what to choose; no "1 of squids" in English.

First the helper (``ui/table/french.py``) over every Lord, Location, race word and a list of
names; then the real sentence builders (every Journal sentence, every decision prompt and the
buttons naming Lords or players, the hot-seat page's heading) in French and English, for seats
named from that list and for "you", checked against the forbidden forms."""

from __future__ import annotations

import dataclasses
import re
from types import SimpleNamespace

import pytest
from test_abyss_journal_sentences import SILENT, event_classes, sample

from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss.data import LOCATION_BY_ID, LORD_BY_ID
from abyss_cards.ui.abyss import describe
from abyss_cards.ui.abyss.decisions import (
    OFFERS,
    Asking,
    Choices,
    ally_words,
    location_name,
    lord_name,
    race_word,
)
from abyss_cards.ui.abyss.journal import sentence
from abyss_cards.ui.rami import describe as rami_describe
from abyss_cards.ui.rami.describe import Rami
from abyss_cards.ui.table.french import a, de, elides, join, put
from abyss_cards.ui.table.persons import Persons

NAMES = [
    "Ana",
    "Émilie-Françoise",
    "Yves",
    "Hugo",
    "Léo",
    "Ondine",
    "Ulysse",
    "Inès",
    "Hélène",
    "Œdipe",
    "Marin",
]
RACES = ["crabs", "shellfish", "squids", "jellyfish", "seahorses"]

_VOWEL = "AEIOUaeiouÀÂÄÉÈÊËÎÏÔÖÙÛÜàâäéèêëîïôöùûüŒœÆæ"
# What French never writes: an article or a vowel-initial word after "de"/"à"/"que" as it is,
# "hippocampes" and the mute-h names without elision, "à vous"/"de vous" for the reader, and
# a prompt that stops at "choisissez".
FORBIDDEN_FR = re.compile(
    r"\b(de|De|à|À) (Le|Les|le|les)\b"
    r"|\b(de|De|à|À) (La|L')"
    rf"|(?<![\w'])(de|De|que|Que) [{_VOWEL}]"
    r"|(?<![\w'])(de|De) (Yv|hippocampe|Hélène|Hugo)"
    r"|\b(à|de) vous\b"
    r"|choisissez\s*$"
)
# What English never writes: "1 of squids", "The power of The Traitor", "recruit The
# Keeper" (a name's article inside a sentence), a bare "choose".
FORBIDDEN_EN = re.compile(
    r"\b\d+ of (crabs|shellfish|squids|jellyfish|seahorses)\b|(?<=[a-z,] )The\b"
    r"|\bchoose\s*$"
)
FORBIDDEN = {"fr": FORBIDDEN_FR, "en": FORBIDDEN_EN}


def bad(text: str, lang: str) -> list[str]:
    return [m.group(0) for m in FORBIDDEN[lang].finditer(text)]


# -- the helper -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "after_de", "after_a"),
    [
        ("Le Traître", "du Traître", "au Traître"),
        ("Le Meunier", "du Meunier", "au Meunier"),
        ("Les Abysses", "des Abysses", "aux Abysses"),
        ("La Chamanesse", "de la Chamanesse", "à la Chamanesse"),
        ("L'Assassin", "de l'Assassin", "à l'Assassin"),
        ("hippocampes", "d'hippocampes", "à hippocampes"),
        ("haricots", "de haricots", "à haricots"),
        ("poulpes", "de poulpes", "à poulpes"),
        ("7", "de 7", "à 7"),
    ],
)
def test_de_and_a_contract_and_elide(value, after_de, after_a):
    assert de(value) == after_de
    assert a(value) == after_a


@pytest.mark.parametrize(
    ("name", "after_de"),
    [
        ("Ana", "d'Ana"),
        ("Émilie-Françoise", "d'Émilie-Françoise"),
        ("Yves", "d'Yves"),
        ("Yann", "de Yann"),
        ("Hugo", "d'Hugo"),
        ("Hélène", "d'Hélène"),
        ("Inès", "d'Inès"),
        ("Ondine", "d'Ondine"),
        ("Ulysse", "d'Ulysse"),
        ("Œdipe", "d'Œdipe"),
        ("Léo", "de Léo"),
        ("Marin", "de Marin"),
        ("Le Gall", "de Le Gall"),  # a person's name keeps its article
        ("La Fontaine", "de La Fontaine"),
        ("Joueur 2", "de Joueur 2"),
    ],
)
def test_a_persons_name_is_elided_never_contracted(name, after_de):
    assert de(name, person=True) == after_de
    assert a(name, person=True) == f"à {name}"


def test_que_le_and_capitals():
    assert join("que", "Ana", person=True) == "qu'Ana"
    assert join("le", "As de cœur") == "l'As de cœur"
    assert join("De", "Le Traître") == "Du Traître"
    assert join("À", "Les Geôles") == "Aux Geôles"
    assert not elides("") and not elides("3") and elides("île")


def test_put_joins_only_the_word_before_the_marker():
    assert (
        put("Pouvoir de %1 : choisissez", "%1", "Le Traître") == "Pouvoir du Traître : choisissez"
    )
    assert put("Renoncer à %1, prendre %2", "%1", "Le Meunier") == "Renoncer au Meunier, prendre %2"
    assert put("Au tour de %1", "%1", "Ana", person=True) == "Au tour d'Ana"
    assert put("%1 de %2", "%1", "Le Sage") == "Le Sage de %2"  # no word before: as it is
    assert put("Monde %1", "%1", "Ana", person=True) == "Monde Ana"
    # English templates hold no French word: only a name's article goes to lower case.
    assert put("The power of %1", "%1", "The Traitor") == "The power of the Traitor"
    assert put("%1 is disabled", "%1", "The Sage") == "The Sage is disabled"
    assert put("Ana and %1", "%1", "The Rock", person=True) == "Ana and The Rock"
    assert put("made %1", "%1", "Ana", person=True) == "made Ana"


def test_inside_a_sentence_a_names_article_is_lower_case():
    assert put("Vous recrutez %2 avec %3", "%2", "Le Traître") == "Vous recrutez le Traître avec %3"
    assert put("Marin complote : %2 arrive", "%2", "L'Oracle") == "Marin complote : l'Oracle arrive"
    assert put("Vous piochez %2", "%2", "Les Abysses, La Caserne") == (
        "Vous piochez les Abysses, la Caserne"
    )
    assert put("%2 de %1 est neutralisé", "%2", "Le Sage") == "Le Sage de %1 est neutralisé"
    assert put("— Tour de %1 —", "%1", "Le Gall", person=True) == "— Tour de Le Gall —"
    assert put("Ana recruits %2", "%2", "The Traitor") == "Ana recruits the Traitor"
    assert put("You draw %2", "%2", "The Abyss, The Barracks") == "You draw the Abyss, the Barracks"


def _all_words() -> list[tuple[str, bool]]:
    lords = [(d.name_fr, False) for d in LORD_BY_ID.values()]
    locations = [(d.name_fr, False) for d in LOCATION_BY_ID.values()]
    races = [(w, False) for w in ("crabes", "coquillages", "poulpes", "méduses", "hippocampes")]
    return lords + locations + races + [(n, True) for n in NAMES]


@pytest.mark.parametrize(("word", "person"), _all_words(), ids=lambda v: str(v))
def test_every_lord_location_race_and_name_reads_right_after_de_and_a(word, person):
    for template in ("Pouvoir de %1 : choisissez un Seigneur", "Renoncer à %1", "Tour de %1"):
        text = put(template, "%1", word, person=person)
        assert not bad(text, "fr"), text


# -- the real sentence builders -------------------------------------------------------------
FIELDS_LORD = ("lord",)
FIELDS_LOCATION = ("location", "gave", "took")


def _variants(event):
    """``event`` with every Lord, or every Location, in its Lord or Location fields."""
    names = {f.name for f in dataclasses.fields(event)}
    out = [event]
    if names & set(FIELDS_LORD):
        out += [dataclasses.replace(event, lord=lord) for lord in LORD_BY_ID]
    for field in names & set(FIELDS_LOCATION):
        out += [dataclasses.replace(event, **{field: loc}) for loc in LOCATION_BY_ID]
    if "locations" in names:
        out += [dataclasses.replace(event, locations=(loc,)) for loc in LOCATION_BY_ID]
    if "ally" in names or "card" in names:
        key = "ally" if "ally" in names else "card"
        out += [dataclasses.replace(event, **{key: (race, 1)}) for race in RACES]
    if "race" in names:
        out += [dataclasses.replace(event, race=race) for race in RACES]
    return out


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_journal_sentence_reads_right_for_every_name_and_for_you(lang_of, lang):
    lang_of(lang)
    checked = 0
    for cls in event_classes():
        if cls in SILENT:
            continue
        for event in _variants(sample(cls)):
            for first, second in zip(NAMES, NAMES[1:] + NAMES[:1], strict=True):
                for you in (None, 0, 1):
                    for viewer in (0, 1):
                        line = sentence(event, [first, second], viewer, lang, you)
                        if line is None:
                            continue
                        assert not bad(line, lang), (cls.__name__, you, line)
                        checked += 1
    assert checked > 3000


def test_what_the_reader_is_paid_or_loses_is_said_to_them(lang_of):
    from abyss_cards.games.abyss import events as ev

    lang_of("fr")
    bought = ev.Bought(seat=1, ally=("seahorses", 4), price=2, to=0)
    assert sentence(bought, ["Ana", "Léo"], 0, "fr", you=0) == (
        "Léo vous achète Hippocampe 4 pour 2 perles"
    )
    assert sentence(bought, ["Ana", "Léo"], 0, "fr", you=None) == (
        "Léo achète Hippocampe 4 pour 2 perles, payées à Ana"
    )
    hunted = ev.Hunted(seat=1, victim=0)
    assert sentence(hunted, ["Ana", "Léo"], 0, "fr", you=0) == "Léo chasse un de vos pions Monstre"
    lang_of("en")
    assert sentence(bought, ["Ana", "Léo"], 0, "en", you=0) == (
        "Léo buys Seahorse 4 from you for 2 Pearls"
    )
    assert sentence(ev.TurnStarted(seat=0, turn=1), ["Ana", "Léo"], 1, "en") == "— Ana's turn —"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_lord_recruited_with_pearls_alone_is_told_without_a_dash(lang_of, lang):
    """The Corruptor's second recruit pays 5 Pearls and no Ally: it read "Vous recrutez
    l'Ancien avec — et 5 perles"."""
    from abyss_cards.games.abyss import events as ev

    lang_of(lang)
    keeper = ev.Recruited(seat=1, lord=27, pearls=5, allies=())
    fr = lang == "fr"
    assert sentence(keeper, ["Ana", "Léo"], 0, lang, you=0) == (
        "Léo recrute la Gardienne pour 5 perles" if fr else "Léo recruits the Keeper for 5 Pearls"
    )
    assert sentence(keeper, ["Ana", "Léo"], 1, lang, you=1) == (
        "Vous recrutez la Gardienne pour 5 perles" if fr else "You recruit the Keeper for 5 Pearls"
    )
    paid = ev.Recruited(seat=1, lord=27, pearls=1, allies=(("crabs", 2),))
    assert sentence(paid, ["Ana", "Léo"], 0, lang) == (
        "Léo recrute la Gardienne avec Crabe 2 et 1 perle"
        if fr
        else "Léo recruits the Keeper with Crab 2 and 1 Pearl"
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_lord_disabled_by_the_assassin_reads_right(lang_of, lang):
    """It read "Your the Oracle", "Votre l'Oracle", "La Dresseuse de Léo est neutralisé"."""
    from abyss_cards.games.abyss import events as ev

    lang_of(lang)
    fr = lang == "fr"
    oracle, tamer = ev.LordDisabled(0, 17, 1), ev.LordDisabled(0, 6, 1)
    names = ["Ana", "Léo"]
    expected = {
        (oracle, 0): "Votre Oracle est neutralisé par l'Assassin"
        if fr
        else "Your Oracle is disabled by the Assassin",
        (tamer, 0): "Votre Dresseuse est neutralisée par l'Assassin"
        if fr
        else "Your Tamer is disabled by the Assassin",
        (oracle, None): "L'Oracle d'Ana est neutralisé par l'Assassin"
        if fr
        else "Ana's Oracle is disabled by the Assassin",
        (tamer, None): "La Dresseuse d'Ana est neutralisée par l'Assassin"
        if fr
        else "Ana's Tamer is disabled by the Assassin",
    }
    for (event, you), text in expected.items():
        assert sentence(event, names, 0, lang, you) == text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_reader_short_of_pearls_is_told_in_a_sentence(lang_of, lang):
    """Not a list that ends in "vous" ("Pas assez de perles pour l'acheter (prix 2) : vous");
    of other people, the list of their names."""
    from abyss_cards.games.abyss import events as ev

    lang_of(lang)
    short = ev.CannotPay(seats=(0,), price=2)
    fr = lang == "fr"
    assert sentence(short, ["Ana", "Léo"], 0, lang, you=0) == (
        "Vous n'avez pas assez de perles pour l'acheter (prix 2)"
        if fr
        else "You do not have enough Pearls to buy it (price 2)"
    )
    both = ev.CannotPay(seats=(0, 2), price=2)
    assert sentence(both, ["Ana", "Léo", "Marin"], 0, lang) == (
        "Pas assez de perles pour l'acheter (prix 2) : Ana, Marin"
        if fr
        else "Not enough Pearls to buy it (price 2): Ana, Marin"
    )


def _view(kind: str, names: list[str]):
    pending = SimpleNamespace(
        kind=kind,
        left=None,
        lord=None,
        limit=None,
        price=None,
        seat=0,
        target=1 if kind == "assassin" else None,  # the opponent asked
    )
    players = [
        SimpleNamespace(name=n, lords=tuple(LORD_BY_ID), federated=(), locations=()) for n in names
    ]
    return SimpleNamespace(
        pending=pending,
        seat=0,
        track=(),
        active=1,
        purchases=(),
        players=players,
        threat=0,
        court=(),
        face_up=(),
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_power_prompt_says_what_to_choose(lang_of, lang):
    lang_of(lang)
    names = ["Ana", "Hugo"]
    for kind, lord in describe.POWER_STEPS.items():
        text = describe.prompt(None, _view(kind, names), names, lang)  # type: ignore[arg-type]
        assert lord_name(lord, lang) in text or lang == "fr", text
        assert not bad(text, lang), text
        assert len(text.split(":", 1)[1].split()) >= 4, text  # more than a bare "choose"
    if lang == "fr":
        assert describe.prompt(None, _view("traitor", names), names, "fr").startswith(
            "Pouvoir du Traître : choisissez un de vos Seigneurs"
        )
        assert describe.prompt(None, _view("assassin", names), names, "fr") == (
            "Pouvoir de l'Assassin : choisissez le Seigneur libre d'Hugo à neutraliser"
        )
    else:
        assert describe.prompt(None, _view("traitor", names), names, "en").startswith(
            "The Traitor's power: choose one of your free Lords"
        )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_waiting_sentence_and_button_naming_a_lord_or_a_player_reads_right(lang_of, lang):
    lang_of(lang)
    kinds = ["main", "finish", "auction", "reward", "payment", *describe.POWER_STEPS, None]
    for name in NAMES:
        for kind in kinds:
            text = describe.waiting_sentence(kind, name)
            assert not bad(text, lang), text
        names = ["Vous" if lang == "fr" else "You", name]
        view = _view("traitor", names)
        actions: list[A.Action] = [A.HuntFrom(1)]
        for lord in LORD_BY_ID:
            actions += [
                A.Betray(lord, 1),
                A.Scheme(lord),
                A.DisableLord(1, lord),
                A.SecondRecruit(lord),
            ]
        for loc in LOCATION_BY_ID:
            actions += [A.TakeLocation(loc), A.KeepLocation(loc), A.ExchangeLocation(loc)]
        out = Choices()
        asking = Asking(None, view, view.pending, lang, {}, set(), out)  # type: ignore[arg-type]
        for action in actions:
            OFFERS[type(action)](action, asking)
        for button in out.buttons:
            assert not bad(button.text, lang), button.text
    if lang == "fr":
        texts = {b.text for b in out.buttons}
        assert "Renoncer au Meunier, prendre L'Alchimiste" in texts or any(
            t.startswith("Renoncer au Meunier") for t in texts
        )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_ally_words_read_as_a_cards_name(lang_of, lang):
    lang_of(lang)
    for race in RACES:
        words = ally_words(race, 1)
        assert not bad(f"Vous prenez {words}", lang), words
        assert words.endswith(" 1") and race_word(race) not in (words, "")
    assert ally_words("seahorses", 4) == ("Hippocampe 4" if lang == "fr" else "Seahorse 4")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_hot_seat_headings_and_named_sentences(lang_of, lang):
    lang_of(lang)
    persons = Persons(NAMES, humans=[0, 1])  # two people: nobody is "you"
    for seat, name in enumerate(NAMES):
        heading = rami_describe.fill(Rami.tr("%1's turn"), name)
        assert name in heading and not bad(heading, lang), heading
        said = persons.say(seat, "Votre tour", "Pions Monstre de %1")
        assert not bad(said, "fr"), said
    if lang == "fr":
        assert rami_describe.fill(Rami.tr("%1's turn"), "Ana") == "Au tour d'Ana"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_abyss_privacy_page_names_the_person_called(qtbot, lang_of, lang):
    from test_abyss_ui_play import _screen

    from abyss_cards.games import abyss
    from abyss_cards.ui.models.session import HUMAN, Seat

    lang_of(lang)
    names = ["Ana", "Hugo", "Léo"]
    state = abyss.new_game(names, seed=7)
    screen = _screen(qtbot, state, [Seat(n, HUMAN) for n in names])
    screen.window_.language = lang
    for seat, name in enumerate(names):
        screen._ask_privacy(seat)
        heading = screen.privacy_page.heading.text()
        assert name in heading and not bad(heading, lang), heading
        assert not bad(screen.privacy_page.reason.text(), lang)
    if lang == "fr":
        screen._ask_privacy(0)
        assert screen.privacy_page.heading.text() == "Au tour d'Ana"
    screen.leave()


def test_location_and_lord_names_are_the_engines():
    # The lists the tests above go through are the whole game's.
    assert len(LORD_BY_ID) >= 35 and len(LOCATION_BY_ID) >= 20
    assert {location_name(loc, "fr") for loc in LOCATION_BY_ID} >= {"Les Abysses"}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_what_is_said_to_the_person_deciding_never_names_them(lang_of, lang):
    lang_of(lang)
    you = "Vous" if lang == "fr" else "You"
    kinds = ["main", "finish", "auction", "reward", "payment", *describe.POWER_STEPS, None]
    for kind in kinds:
        text = describe.waiting_sentence(kind, you, mine=True)
        assert not text.startswith(f"{you} "), text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_winner_at_the_screen_is_told_you_win(qtbot, lang_of, lang):
    from abyss_cards.games.abyss.scenario import scenario
    from abyss_cards.storage.settings import Settings
    from abyss_cards.ui.abyss.screen import AbyssScreen
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat

    lang_of(lang)
    you = "Vous" if lang == "fr" else "You"
    state = scenario(2, active=0, federated={0: [("crabs", 5)], 1: [("squids", 1)]})
    state.over = True
    for seats, expected in (
        (
            [Seat(you, HUMAN), Seat("Ana", BOT, "expert")],
            {"fr": "Vous gagnez avec", "en": "You win with"},
        ),
        (
            [Seat("Ana", HUMAN), Seat("Hugo", HUMAN)],
            {"fr": "Ana gagne avec", "en": "Ana wins with"},
        ),
    ):
        window = SimpleNamespace(settings=Settings(animation_speed="off"), language=lang)
        screen = AbyssScreen(window, state, seats, autostart=False, write_autosave=False)
        qtbot.addWidget(screen)
        assert state.winners == (0,)
        assert screen.end_title().startswith(expected[lang]), screen.end_title()
        screen.leave()
