"""The Marquoir reads Abyss's scoring rules only: opening it must not import the Abyss engine
(its rules, events and computer players), which the person's first click would wait for."""

import os
import subprocess
import sys

PROBE = """
import sys
import abyss_cards.storage.marquoir
from abyss_cards.games.abyss import scoring
print(sorted(m for m in sys.modules if m.startswith("abyss_cards.games.abyss")))
"""


def test_the_marquoirs_storage_imports_only_abyss_scoring():
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120, check=True
    )
    assert result.stdout.split() == [
        "['abyss_cards.games.abyss',",
        "'abyss_cards.games.abyss.scoring']",
    ]


def test_the_engines_names_are_still_there_when_asked_for():
    from abyss_cards.games import abyss
    from abyss_cards.games.abyss.state import AbyssState

    assert abyss.AbyssState is AbyssState
    assert abyss.GAME.listing.key == "abyss"
    assert abyss.GAME is abyss.GAME  # made once
    assert callable(abyss.make_bot) and abyss.LEVELS
    state = abyss.new_game(["Ana", "Léo"], seed=3)
    assert isinstance(state, AbyssState)
    try:
        abyss.NoSuchName  # noqa: B018 - the lookup is the test
    except AttributeError as exc:
        assert "NoSuchName" in str(exc)
    else:
        raise AssertionError("an unknown name must raise AttributeError")


SCREEN_PROBE = """
import sys
import abyss_cards.ui.marquoir.screen
print(" ".join(sorted(sys.modules)))
"""

# What the first click on the Marquoir does not need: imported when first used.
LATER = (
    "abyss_cards.ui.marquoir.sheet_editor",  # the sheet dialog
    "abyss_cards.ui.marquoir.pdf",
    "abyss_cards.ui.marquoir.import_job",
    "abyss_cards.ui.marquoir.charts",  # built on the passes after the window's first paint
    "abyss_cards.ui.table.score_sheet",  # and the game tables' docks with it
    "abyss_cards.ui.table.docks",
    # The card table's modules (the package gives each name when asked for it).
    "abyss_cards.ui.table.card_item",
    "abyss_cards.ui.table.renderer",
    "abyss_cards.ui.table.view",
    "abyss_cards.ui.table.animation",
    "concurrent.futures",  # with the first background job
    "uuid",  # with the first new sheet
)


def test_the_screens_module_leaves_what_it_uses_later_to_later():
    result = subprocess.run(
        [sys.executable, "-c", SCREEN_PROBE],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    modules = set(result.stdout.split())
    assert "abyss_cards.ui.marquoir.screen" in modules
    assert sorted(modules & set(LATER)) == []


def test_the_card_tables_names_are_still_there_when_asked_for():
    from abyss_cards.ui import table
    from abyss_cards.ui.table.view import TableView

    assert table.TableView is TableView
    assert table.CARD_RATIO > 0 and callable(table.grid_centers)
    try:
        table.NoSuchName  # noqa: B018 - the lookup is the test
    except AttributeError as exc:
        assert "NoSuchName" in str(exc)
    else:
        raise AssertionError("an unknown name must raise AttributeError")
