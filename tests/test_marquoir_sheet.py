"""The sheet dialog: typed with the keyboard, validated cell by cell, drafts kept and brought
back, helpers that add up Allies and Monster tokens, and the model checked by qtmodeltester."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from abyss_cards.storage.marquoir import PlayerScore, Sheet
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.sheet_editor import SheetDialog
from abyss_cards.ui.marquoir.sheet_model import ENTRY_ORDER, ROWS, ScoreSheetModel

# Ana and Bea tie at 60; Bea has more Pearls. Cid has 45, Dan 61 wins outright.
TYPED = [
    ("Ana", "20", "25", "10", "5", "3", "9"),
    ("Bea", "18", "27", "11", "4", "6", "7"),
    ("Cid", "10", "20", "9", "6", "2", "12"),
    ("Dan", "22", "24", "12", "3", "1", "11"),
]


def open_editor(qtbot, dialog):
    """The cell's editor, once the move onto it has opened it (a queued event: a busy machine
    may need more than one pass of the event loop)."""
    qtbot.waitUntil(lambda: dialog.editor.delegate.open_editor is not None)
    return dialog.editor.delegate.open_editor


def type_sheet(qtbot, dialog, rows, enter_every=3):
    dialog.editor.start_typing()
    n = 0
    for values in rows:
        for text in values:
            editor = open_editor(qtbot, dialog)
            editor.selectAll()
            QTest.keyClicks(editor, text)
            n += 1
            key = Qt.Key.Key_Return if n % enter_every == 0 else Qt.Key.Key_Tab
            QTest.keyClick(editor, key)
            QCoreApplication.processEvents()


def test_four_player_sheet_typed_with_the_keyboard(qtbot, lang_of):
    lang_of("en")  # as in the app: a language is always installed (plurals: "61 points")
    dialog = SheetDialog(["Anatole", "Bea"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # "Bea" is offered after "B"; "Ana" is typed in full over the offered "Anatole".
    rows = [TYPED[0], ("B", *TYPED[1][1:]), *TYPED[2:]]
    type_sheet(qtbot, dialog, rows)
    model = dialog.editor.model
    assert model.problems() == []
    assert dialog.save_button.isEnabled()
    sheet = dialog.sheet()
    assert [p.name for p in sheet.players] == ["Ana", "Bea", "Cid", "Dan"]
    assert sheet.players[1] == PlayerScore("Bea", 18, 27, 11, 4, 6, 7)
    assert [model.data(model.index(ROWS.index("total"), c)) for c in range(4)] == [
        "60",
        "60",
        "45",
        "61",
    ]
    assert model.winner_columns() == {3}
    ranking = dialog.editor.ranking_label.text()
    assert "Dan wins with 61 points" in ranking
    assert "Bea is ahead with more Pearls (6 against 3)" in ranking
    dialog.accept()
    assert dialog.result() == SheetDialog.DialogCode.Accepted


def test_tab_goes_down_the_column_then_to_the_next_player(qtbot):
    dialog = SheetDialog()
    qtbot.addWidget(dialog)
    table = dialog.editor.table
    model = dialog.editor.model
    visits = [(0, 0)]
    index = model.index(0, 0)
    for _ in range(len(ENTRY_ORDER)):
        index = table.step(index, True)
        visits.append((index.row(), index.column()))
    rows = [ROWS.index(f) for f in ENTRY_ORDER]
    assert visits == [(r, 0) for r in rows] + [(0, 1)]
    assert ROWS.index("total") not in [r for r, _ in visits]
    assert table.step(index, False) == model.index(ROWS.index("best_lord"), 0)


def test_invalid_cells_say_why_and_block_saving(qtbot):
    dialog = SheetDialog()
    qtbot.addWidget(dialog)
    model = dialog.editor.model
    model.load_cells(
        [
            {
                "name": "Ana",
                "locations": "12",
                "lords": "abc",
                "allies": "26",
                "monsters": "-1",
                "pearls": "3",
                "best_lord": "9",
            },
            {
                "name": "ana",
                "locations": "12",
                "lords": "20",
                "allies": "5",
                "monsters": "4",
                "pearls": "",
                "best_lord": "9",
            },
        ]
    )
    tip = {
        f: model.data(model.index(ROWS.index(f), 0), Qt.ItemDataRole.ToolTipRole)
        for f in ("name", "lords", "allies", "monsters")
    }
    assert tip["name"] == 'Two players are called "Ana"'
    assert tip["lords"] == '"abc" is not a whole number'
    assert tip["allies"] == "26 is more than 25, the most possible here"
    assert tip["monsters"] == "A score cannot be negative"
    assert "Not filled in yet" in model.data(
        model.index(ROWS.index("pearls"), 1), Qt.ItemDataRole.ToolTipRole
    )
    assert not dialog.save_button.isEnabled()
    assert "To fix before saving" in dialog.editor.problems_label.text()
    dialog.accept()  # refused: still open, nothing lost
    assert dialog.result() != SheetDialog.DialogCode.Accepted
    assert model.cell_text(0, "lords") == "abc"
    model.set_cell(0, "lords", "20")
    model.set_cell(0, "allies", "5")
    model.set_cell(0, "monsters", "0")
    model.set_cell(1, "name", "Léo")
    model.set_cell(1, "pearls", "3")
    assert model.problems() == [] and dialog.save_button.isEnabled()
    # Ana 37+? vs Léo: 12+20+5+0=37 and 12+20+5+4=41.
    assert dialog.sheet().winners() == ["Léo"]


def test_draft_is_offered_back_after_closing_without_saving(qtbot):
    dialog = SheetDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    type_sheet(qtbot, dialog, [TYPED[0], ("Bea", "18", "2x")], enter_every=99)
    dialog.editor.note_edit.setText("chez Cid")
    dialog.close()  # the window's close button: no save
    draft = drafts.load_draft()
    assert draft is not None and draft.note == "chez Cid"
    assert draft.cells[0]["lords"] == "25" and draft.cells[1]["lords"] == "2x"
    again = SheetDialog(draft=draft)
    qtbot.addWidget(again)
    model = again.editor.model
    assert model.cell_text(1, "name") == "Bea" and model.cell_text(1, "lords") == "2x"
    assert model.player_count == 4
    assert again.editor.note_edit.text() == "chez Cid"


def test_correcting_a_saved_sheet_keeps_its_identity(qtbot):
    sheet = Sheet(
        "2024-04-01",
        (PlayerScore("Ana", 1, 2, 3, 4, 5, 6), PlayerScore("Léo", 6, 5, 4, 3, 2, 1)),
        note="n",
        uid="abc",
    )
    dialog = SheetDialog(sheet=sheet)
    qtbot.addWidget(dialog)
    dialog.editor.model.set_cell(1, "lords", "15")
    out = dialog.sheet()
    assert out.uid == "abc" and out.played_on == "2024-04-01" and out.players[1].lords == 15


def test_helpers_add_up_allies_and_monsters(qtbot):
    dialog = SheetDialog()
    qtbot.addWidget(dialog)
    editor = dialog.editor
    helper = editor.open_helper(editor.model.index(ROWS.index("allies"), 1))
    for spin, value in zip(helper.spins.values(), (5, 3, 0, 4, 2), strict=True):
        spin.setValue(value)
    assert "14" in helper.sum_label.text()
    helper.accept()
    assert editor.model.cell_text(1, "allies") == "14"
    helper = editor.open_helper(editor.model.index(ROWS.index("monsters"), 1))
    helper.spins["2"].setValue(1)
    helper.spins["4"].setValue(2)
    helper.accept()
    assert editor.model.cell_text(1, "monsters") == "10"
    # Reopened, the helper shows what was counted.
    helper = editor.open_helper(editor.model.index(ROWS.index("monsters"), 1))
    assert helper.counts() == {"2": 1, "3": 0, "4": 2}
    helper.reject()
    assert editor.open_helper(editor.model.index(ROWS.index("lords"), 1)) is None


def test_players_two_to_six(qtbot):
    dialog = SheetDialog()
    qtbot.addWidget(dialog)
    editor = dialog.editor
    for _ in range(5):
        editor.add_player()
    assert editor.model.player_count == 6 and not editor.add_button.isEnabled()
    for _ in range(6):
        editor.remove_player()
    assert editor.model.player_count == 2 and not editor.remove_button.isEnabled()


def test_sheet_model_passes_qtmodeltester(qtmodeltester):
    model = ScoreSheetModel(3)
    model.load_cells([dict(zip(("name", *ENTRY_ORDER[1:]), row, strict=True)) for row in TYPED[:3]])
    qtmodeltester.check(model, force_py=True)
    model.insertColumns(1, 2)
    model.removeColumns(0, 1)
    model.set_cell(0, "lords", "oops")
    qtmodeltester.check(model, force_py=True)
    qtmodeltester.check(ScoreSheetModel(2, read_only=True), force_py=True)
