"""Players' names (issue 25): NFC, nothing invisible in them, lookalikes warned of."""

import unicodedata

import pytest

from abyss_cards.core import names
from abyss_cards.storage.marquoir import MarquoirStore, PlayerScore, Sheet, SheetError
from abyss_cards.ui.marquoir.sheet_editor import SheetDialog
from abyss_cards.ui.marquoir.texts import problem_text

HEADER = "sheet,date,note,player,locations,lords,allies,monsters,pearls,best_lord\n"
HIDDEN = {
    "zero-width space": "\u200b",
    "zero-width joiner": "\u200d",
    "byte order mark": "\ufeff",
    "soft hyphen": "\u00ad",
    "tag letter A": "\U000e0041",
    "right-to-left override": "\u202e",
    "left-to-right isolate": "\u2066",
    "private use": "\ue000",
    "bell": "\x07",
    "unassigned": "\U0010fffe",
}


@pytest.fixture(params=["fr", "en"])
def lang(request, qapp, lang_of):
    lang_of(request.param)
    return request.param


def two_players(first: str, second: str = "Bob") -> Sheet:
    return Sheet(
        "2024-05-31",
        (PlayerScore(first, 20, 30, 12, 6, 4, 9), PlayerScore(second, 18, 33, 10, 4, 2, 11)),
    )


def test_a_name_is_kept_in_one_spelling():
    assert names.tidy("  Zoe\u0301   Martin ") == "Zoé Martin"


@pytest.mark.parametrize("char", HIDDEN.values(), ids=HIDDEN)
def test_characters_that_print_nothing_or_something_else_are_found(char):
    assert names.hidden_character("Zo" + char + "é") == char
    assert names.hidden_character("Zoé-Ünal d’Aÿ 3") is None


@pytest.mark.parametrize("char", ["\u200b", "\u202e", "\ufeff", "\U000e0041"])
def test_the_marquoir_refuses_them_in_a_sentence(lang, tmp_path, char):
    store = MarquoirStore(tmp_path / "h.sqlite3")
    with pytest.raises(SheetError) as info:
        store.add(two_players("Zo" + char + "é"))
    (problem,) = info.value.problems
    code = f"U+{ord(char):04X}"
    assert problem_text(problem) == (
        f"Un nom ne peut pas contenir de caractère invisible ou spécial ({code}) : retapez-le sans"
        if lang == "fr"
        else f"A name cannot hold an invisible or special character ({code}): type it again without it"
    )
    path = tmp_path / "in.csv"
    path.write_text(
        HEADER + f"x,2024-03-01,,{char}evil,1,1,1,1,1,1\nx,2024-03-01,,Bob,1,1,1,1,1,1\n", "utf-8"
    )
    with pytest.raises(SheetError) as info:
        store.import_csv(path)
    assert "U+" in str(info.value) and store.sheets() == []


@pytest.mark.parametrize(
    "one, other",
    [
        ("Zoé", "Ζoé"),  # Greek capital zeta
        ("Ana", "Аna"),  # Cyrillic a
        ("Léo", "Ｌéo"),  # fullwidth L
        ("Nacre", "Νacre"),  # Greek capital nu
        ("Bob", "Вob"),  # Cyrillic capital ve
        ("Zoé", unicodedata.normalize("NFD", "ZOÉ")),
    ],
)
def test_lookalikes_share_a_skeleton(one, other):
    assert names.skeleton(one) == names.skeleton(other)


@pytest.mark.parametrize(
    "one, other", [("Zoé", "Zoe"), ("Ana", "Anna"), ("Léo", "Leo"), ("Noé", "Zoé")]
)
def test_different_names_do_not(one, other):
    assert names.skeleton(one) != names.skeleton(other)


def test_lookalikes_are_paired_once_and_the_same_name_in_capitals_is_no_pair():
    found = names.lookalikes(["Zoé", "ZOÉ", "Ζoé", "Ana", "Аna", "Léo", "Ζoé"])
    assert found == [("Zoé", "Ζoé"), ("Ana", "Аna")]


def test_the_sheet_dialog_warns_of_a_lookalike_of_a_name_in_the_history(qtbot, lang):
    dialog = SheetDialog(["Zoé", "Ana"])
    qtbot.addWidget(dialog)
    cells = {
        "locations": "1",
        "lords": "1",
        "allies": "1",
        "monsters": "1",
        "pearls": "1",
        "best_lord": "1",
    }
    dialog.editor.model.load_cells([{"name": "Ζoé", **cells}, {"name": "Bob", **cells}])
    dialog.editor.edited.emit()
    assert dialog.hint.text() == (
        "« Ζoé » et « Zoé » se ressemblent mais ne s’écrivent pas pareil : ce sont deux joueurs "
        "différents. Vérifiez l’orthographe."
        if lang == "fr"
        else "“Ζoé” and “Zoé” look alike but are spelt differently: they count as two players. "
        "Check the spelling."
    ).replace("« ", "«\u00a0").replace(" »", "\u00a0»")
    assert dialog.save_button.isEnabled()  # said, not refused: they may be two people
    dialog.editor.model.load_cells([{"name": "Zoé", **cells}, {"name": "Bob", **cells}])
    dialog.editor.edited.emit()
    assert "Ζoé" not in dialog.hint.text()
    dialog.close()
