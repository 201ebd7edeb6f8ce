"""Counts and decimals read as each language writes them (issue 24, point 5): "1 partie" and
"0 gagnée", never "1 parties" nor "gagnée(s)"; "43,0" with a decimal comma in French; and the
doubled closer named as English says it ("Ondine's score is doubled")."""

import re
from importlib import import_module

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from abyss_cards.storage import results

# Fewer than two is singular in French, exactly one in English.
ONE_GAME = {"fr": ("1 partie,", "0 gagnée ", "43,0"), "en": ("1 game,", "0 won", "43.0")}


def _one_lost_game(game: str) -> None:
    """Émilie lost her only game to an expert computer player: 12 then 31 points."""
    results.record_game(
        game,
        [
            results.PlayerResult("Émilie", 43, False, (12, 31)),
            results.PlayerResult("Yasmine", 20, True, (10, 10), "bot", "expert"),
        ],
        seed=1,
        target=100,
        rounds=2,
    )


def _texts(dialog) -> list[str]:
    """Every text the dialog shows: its labels and its tables' cells."""
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    for table in dialog.findChildren(QTableWidget):
        texts += [
            table.item(r, c).text()
            for r in range(table.rowCount())
            for c in range(table.columnCount())
            if table.item(r, c) is not None
        ]
    return texts


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", ["plongee", "rami"])
def test_statistics_count_in_words(qtbot, lang_of, game, lang):
    lang_of(lang)
    _one_lost_game(game)
    dialog = import_module(f"abyss_cards.ui.{game}.dialogs").StatisticsDialog(person="Émilie")
    qtbot.addWidget(dialog)
    figures = dialog.person_view.figures.text()
    for words in ONE_GAME[lang]:
        assert words in figures, figures
    assert ("(0\u00a0%)" if lang == "fr" else "(0%)") in figures, (
        figures
    )  # never cut from its number
    texts = _texts(dialog)
    for text in texts:
        assert "(s)" not in text and "%n" not in text, text
        if lang == "fr":
            assert not re.search(r"\d\.\d", text), text  # a decimal comma in French
    if game == "plongee":  # the average round score of every name: 43 / 2
        assert ("21,5" if lang == "fr" else "21.5") in texts, texts


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "not more: Ondine's score is doubled to 14."),
        ("fr", "pas plus : son score est doublé et passe à 14."),
    ],
)
def test_the_doubled_closer_is_named_naturally(qapp, lang_of, lang, expected):
    from abyss_cards.games.plongee import events as ev
    from abyss_cards.ui.plongee.describe import closing_sentence
    from abyss_cards.ui.table.persons import Persons

    lang_of(lang)
    scored = ev.RoundScored(
        round_number=1,
        closer=1,
        final_grids=((), ()),
        removed_columns=((), ()),
        raw_points=(7, 7),
        scored_points=(7, 14),
        doubled=True,
        totals=(7, 14),
        discard_passages=((5, None, "opening", None),),
        draw_pile_size=100,
    )
    text = closing_sentence(scored, Persons(["Marin", "Ondine"], (0,)))
    assert text.endswith(expected), text
    assert "score of" not in text


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Your best deal: deal 1 (0 points); your worst: deal 3 (25 points)."),
        ("fr", "Votre meilleure donne : la donne 1 (0 point) ; la pire : la donne 3 (25 points)."),
    ],
)
def test_end_notes_count_points_in_words(qapp, lang_of, lang, expected):
    from abyss_cards.ui.rami.describe import best_worst_sentence
    from abyss_cards.ui.table.numbers import points

    lang_of(lang)
    assert best_worst_sentence("Émilie", [0, 1, 25], True) == expected
    assert points(-1) == "-1 point"  # the number's size picks the word, its sign is kept


@pytest.mark.parametrize(
    ("lang", "record"),
    [
        ("fr", "Contre ces adversaires : 1 partie, 0 gagnée."),
        ("en", "Against these opponents: 1 game, 0 won."),
    ],
)
def test_the_plongee_end_page_counts_in_words(qtbot, language, lang, record):
    from test_plongee_ui_support import make_window

    from abyss_cards.games import plongee
    from abyss_cards.games.plongee import bots
    from abyss_cards.ui.models.session import BOT, HUMAN, Seat
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    # One earlier game, lost to the same opponent.
    results.record_game(
        "plongee",
        [
            results.PlayerResult("Émilie", 90, False, (90,)),
            results.PlayerResult("Ondine", 40, True, (40,), "bot", "easy"),
        ],
        rounds=1,
    )
    window = make_window(qtbot, animation_speed="off")
    language(window, lang)
    state = plongee.new_game(["Émilie", "Ondine"], seed=3, target=40)
    deciders = [bots.make_bot("easy", seed=s) for s in range(2)]
    while not state.is_over:
        seat = state.current_player
        state.apply(deciders[seat].choose(state.view(seat), state.legal_actions()))
    screen = PlongeeScreen(
        window,
        state,
        [Seat("Émilie", HUMAN), Seat("Ondine", BOT, "easy")],
        meta={"seed": 3},
        autostart=False,
        write_autosave=False,
    )
    window.show_screen(screen)
    screen._show_end()
    page = screen.end_page
    assert record in page.notes.text(), page.notes.text()
    for text in [page.notes.text(), *(label.text() for label in page.findChildren(QLabel))]:
        assert "(s)" not in text and "%n" not in text, text
        assert not re.search(r"\(1 points\)|\(-1 points\)", text), text
        if lang == "fr":
            assert not re.search(r"\(0 points\)|\d\.\d", text), text
