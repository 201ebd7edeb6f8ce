"""What the sheet dialog says stops a sheet from being saved (issue 24, point 7): a short list,
one line per cell, two players of the same name first and always in sight, the rest counted
with the whole list on hover; in French and English."""

import pytest

from abyss_cards.ui.marquoir.sheet_editor import SHOWN_PROBLEMS, SheetDialog

WORDS = {
    "fr": {
        "heading": "À corriger avant d’enregistrer :",
        "duplicate": "Joueur {n} · Nom : Deux joueurs s’appellent « {name} »",
        "blank name": "Joueur 1 · Nom : Tapez le nom du joueur",
        "empty": "Bea · Lieux : Pas encore rempli (tapez 0 s’il n’y a rien)",
        "more": "… et {n} autres problèmes",
    },
    "en": {
        "heading": "To fix before saving:",
        "duplicate": 'Player {n} · Name: Two players are called "{name}"',
        "blank name": "Player 1 · Name: Type the player's name",
        "empty": "Bea · Locations: Not filled in yet (type 0 if none)",
        "more": "… and {n} more problems",
    },
}
FULL = {
    "locations": "10",
    "lords": "20",
    "allies": "5",
    "monsters": "4",
    "pearls": "3",
    "best_lord": "9",
}


def dialog_with(qtbot, cells):
    dialog = SheetDialog()
    qtbot.addWidget(dialog)
    dialog.editor.model.load_cells(cells)
    return dialog


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_hidden_duplicate_comes_first_one_cell_a_line(qtbot, lang_of, lang):
    lang_of(lang)
    words = WORDS[lang]
    # Player 1 has nothing yet (7 problems), Bea no Locations; players 3 and 4 are both Ana,
    # found last in the order of typing.
    dialog = dialog_with(
        qtbot,
        [
            {"name": ""},
            {"name": "Bea", **FULL, "locations": ""},
            {"name": "Ana", **FULL},
            {"name": "ana", **FULL},
        ],
    )
    label = dialog.editor.problems_label
    lines = label.text().split("\n")
    assert lines[0] == words["heading"]
    assert lines[1:3] == [
        words["duplicate"].format(n=3, name="Ana"),
        words["duplicate"].format(n=4, name="ana"),
    ]
    problems = 7 + 1 + 2
    shown = lines[1:-1]
    assert len(shown) == SHOWN_PROBLEMS - 1
    assert lines[-1] == words["more"].format(n=problems - len(shown))
    assert "(" + ("et" if lang == "fr" else "and") not in label.text()  # no "(and 4 more)"
    # Every line names one cell (a player, a row) and says one thing.
    whole = label.toolTip().split("\n")
    assert len(whole) == problems
    assert whole[: len(shown)] == shown
    assert words["blank name"] in whole and words["empty"] in whole
    for line in whole:
        assert line.count(" · ") == 1 and line.count(":") == 1, line


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_short_list_is_whole_and_duplicates_never_counted_away(qtbot, lang_of, lang):
    lang_of(lang)
    words = WORDS[lang]
    dialog = dialog_with(qtbot, [{"name": "", **FULL}, {"name": "Bea", **FULL, "locations": ""}])
    label = dialog.editor.problems_label
    assert label.text().split("\n") == [words["heading"], words["blank name"], words["empty"]]
    assert label.toolTip() == ""
    # Six players called Ana, blank rows besides: all six names in sight, however long.
    dialog = dialog_with(qtbot, [{"name": "Ana"}] * 6)
    lines = dialog.editor.problems_label.text().split("\n")
    assert lines[1:7] == [words["duplicate"].format(n=n, name="Ana") for n in range(1, 7)]
    assert lines[-1] == words["more"].format(n=6 * 6)
