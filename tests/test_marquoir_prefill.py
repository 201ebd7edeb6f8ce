"""A new sheet starts with the players of the latest game (same names, same order, as many
columns); they can still be changed, and a sheet left as it was offered keeps no draft."""

import pytest

from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.screen import MarquoirScreen
from abyss_cards.ui.marquoir.sheet_model import ENTRY_ORDER, ROWS


def sheet(date, names, created=""):
    return Sheet(
        date,
        tuple(PlayerScore(n, 10 + i, 20, 5, 4, i, 3 + i) for i, n in enumerate(names)),
        created_at=created,
    )


@pytest.fixture
def screen(qtbot):
    widget = MarquoirScreen()
    qtbot.addWidget(widget)
    yield widget
    widget.leave()


def open_new_sheet(screen, act=None):
    """Opens "New sheet…"; returns what the dialog held when it opened."""
    seen = {}

    def run(dialog):
        model = dialog.editor.model
        seen["names"] = [model.cell_text(c, "name") for c in range(model.player_count)]
        seen["scores"] = {
            model.cell_text(c, f) for c in range(model.player_count) for f in ENTRY_ORDER[1:]
        }
        seen["dialog"] = dialog
        if act is not None:
            return act(dialog)
        dialog.reject()
        return False

    screen.run_sheet_dialog = run
    screen.new_sheet()
    return seen


def test_latest_sheet_is_the_most_recent_game(abyss_home):
    store = MarquoirStore()
    assert store.latest_sheet() is None
    store.add(sheet("2024-06-01", ["Ana", "Léo"]))
    newest = store.add(sheet("2024-07-01", ["Zoé", "Ana", "Bob"]))
    store.add(sheet("2024-05-01", ["Old", "Timer"]))  # typed later, played earlier
    assert store.latest_sheet().uid == newest.uid
    store.delete(newest.uid)
    assert [p.name for p in store.latest_sheet().players] == ["Ana", "Léo"]
    store.close()


def test_new_sheet_starts_with_the_players_of_the_last_game(screen):
    screen.store.add(sheet("2024-01-05", ["Ana", "Léo"]))
    screen.store.add(sheet("2024-02-10", ["Zoé", "Ana", "Léo", "Mia", "Bob"]))
    screen.refresh()
    seen = open_new_sheet(screen)
    assert seen["names"] == ["Zoé", "Ana", "Léo", "Mia", "Bob"]  # same order, five columns
    assert seen["scores"] == {""}  # the scores are for the new game
    # Offered names only: closing keeps no draft and shows no banner.
    assert drafts.load_draft() is None and screen.banner.isHidden()


def test_prefilled_players_can_be_changed_and_saved(screen):
    screen.store.add(sheet("2024-02-10", ["Zoé", "Ana", "Léo"]))
    screen.refresh()

    def play_with_other_people(dialog):
        editor = dialog.editor
        model = editor.model
        # Typing starts at the first score, the names being there already.
        editor.start_typing()
        here = editor.table.currentIndex()
        assert (here.row(), here.column()) == (ROWS.index("locations"), 0)
        model.set_cell(1, "name", "Noé")  # Ana did not come; Noé did
        editor.table.setCurrentIndex(model.index(0, 2))
        editor.remove_player()  # nor did Léo
        for col, values in enumerate(
            (("20", "30", "10", "5", "3", "9"), ("18", "33", "9", "4", "2", "11"))
        ):
            for field, value in zip(ENTRY_ORDER[1:], values, strict=True):
                model.set_cell(col, field, value)
        return True

    seen = open_new_sheet(screen, play_with_other_people)
    assert seen["names"] == ["Zoé", "Ana", "Léo"]
    saved = screen.store.latest_sheet()
    assert [p.name for p in saved.players] == ["Zoé", "Noé"]
    assert len(screen.store.sheets()) == 2


def test_a_score_typed_on_a_prefilled_sheet_is_kept_as_a_draft(screen):
    screen.store.add(sheet("2024-02-10", ["Zoé", "Ana"]))
    screen.refresh()

    def type_then_close(dialog):
        dialog.editor.model.set_cell(0, "locations", "17")
        dialog.reject()
        return False

    open_new_sheet(screen, type_then_close)
    draft = drafts.load_draft()
    assert draft is not None and draft.cells[0]["locations"] == "17"
    assert draft.player_names() == ["Zoé", "Ana"]
    assert not screen.banner.isHidden()


def test_an_empty_history_starts_with_blank_columns(screen):
    seen = open_new_sheet(screen)
    assert seen["names"] == ["", "", "", ""]
