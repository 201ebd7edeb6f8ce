"""The sheet dialog: type a game's scores in the natural order, see totals and the ranking live,
save only a valid sheet; every change is kept as a draft until the sheet is saved."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from PySide6.QtCore import (
    QDate,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QPalette, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QCompleter,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.core import names
from abyss_cards.storage.marquoir import MAX_PLAYERS, MIN_PLAYERS, NOTE_MAX, Sheet
from abyss_cards.ui.marquoir import draft as drafts
from abyss_cards.ui.marquoir.colours import muted_text, style_sheet
from abyss_cards.ui.marquoir.dates import edit_format, qdate, to_iso
from abyss_cards.ui.marquoir.fit import NameHeader, name_header
from abyss_cards.ui.marquoir.helpers import SumHelper, allies_helper, monsters_helper
from abyss_cards.ui.marquoir.sheet_model import (
    ENTRY_ORDER,
    ROWS,
    ScoreSheetModel,
    is_duplicate_name,
)
from abyss_cards.ui.marquoir.texts import (
    field_label,
    headline,
    problem_text,
    tie_explanations,
)

HELPER_ROWS = ("allies", "monsters")
SHOWN_PROBLEMS = 4  # lines of problems under the sheet; more go into "… and 3 more problems"
Index = QModelIndex | QPersistentModelIndex


class SheetDelegate(QStyledItemDelegate):
    """Plain line editors (anything typed is kept); names offer the names of earlier sheets."""

    def __init__(self, known_names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.known_names = list(known_names)
        self.open_editor: QLineEdit | None = None

    def createEditor(  # noqa: N802
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: Index,
    ) -> QWidget:
        editor = QLineEdit(parent)
        editor.setFrame(False)
        if ROWS[index.row()] == "name":
            editor.setObjectName("name-editor")
            completer = QCompleter(self.known_names, editor)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            # Inline: typing "A" fills in "Ana" selected; Tab keeps it, typing on replaces it.
            completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
            editor.setCompleter(completer)
            editor.setMaxLength(60)
            editor.textChanged.connect(lambda _text, e=editor: self._widen(e))
        else:
            editor.setObjectName("number-editor")
            editor.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
            editor.setAlignment(Qt.AlignmentFlag.AlignRight)
            editor.setMaxLength(12)
        self.open_editor = editor
        return editor

    def updateEditorGeometry(  # noqa: N802
        self,
        editor: QWidget,
        option: QStyleOptionViewItem,
        index: Index,
    ) -> None:
        super().updateEditorGeometry(editor, option, index)
        if isinstance(editor, QLineEdit) and editor.objectName() == "name-editor":
            editor.setProperty("cell", editor.geometry())
            self._widen(editor)

    @staticmethod
    def _widen(editor: QLineEdit) -> None:
        """A name being typed is seen whole: the editor grows past its cell (centred on it,
        within the table) when the name is wider than the cell."""
        cell = editor.property("cell")
        if not isinstance(cell, QRect):
            return
        margins = editor.textMargins()
        need = (
            editor.fontMetrics().horizontalAdvance(editor.text())
            + margins.left()
            + margins.right()
            + 2 * editor.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
            + 6
        )
        rect = QRect(cell)
        if need > rect.width():
            rect.setWidth(need)
            rect.moveCenter(cell.center())
            parent = editor.parentWidget()
            room = parent.rect() if parent is not None else rect
            if rect.right() > room.right():
                rect.moveRight(room.right())
            if rect.left() < room.left():
                rect.moveLeft(room.left())
        if editor.geometry() != rect:
            editor.setGeometry(rect)

    def destroyEditor(self, editor: QWidget, index: Index) -> None:  # noqa: N802
        if editor is self.open_editor:
            self.open_editor = None
        super().destroyEditor(editor, index)


class SheetTable(QTableView):
    """Tab and Enter go down the column, in the order of the paper sheet, then to the next
    player; Shift+Tab goes back. Moving onto a cell starts editing it."""

    helperRequested = Signal(QModelIndex)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(True)
        self.setHorizontalHeader(NameHeader(self))  # long names whole, wrapped or smaller
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(70)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def entry_positions(self) -> list[tuple[int, int]]:
        model = self.model()
        rows = [ROWS.index(f) for f in ENTRY_ORDER]
        return [(r, c) for c in range(model.columnCount()) for r in rows]

    def step(self, index: QModelIndex, forward: bool) -> QModelIndex:
        positions = self.entry_positions()
        here = (index.row(), index.column())
        if here not in positions:
            # From a computed cell: the next entry cell below it (or above it, going back).
            later = [p for p in positions if (p[1], p[0]) > (here[1], here[0])]
            earlier = [p for p in positions if (p[1], p[0]) < (here[1], here[0])]
            target = (
                (later[0] if later else None) if forward else (earlier[-1] if earlier else None)
            )
        else:
            i = positions.index(here) + (1 if forward else -1)
            target = positions[i] if 0 <= i < len(positions) else None
        if target is None:
            return index
        return self.model().index(*target)

    def moveCursor(  # noqa: N802
        self,
        action: QAbstractItemView.CursorAction,
        modifiers: Qt.KeyboardModifier,
    ) -> QModelIndex:
        if action == QAbstractItemView.CursorAction.MoveNext:
            return self.step(self.currentIndex(), True)
        if action == QAbstractItemView.CursorAction.MovePrevious:
            return self.step(self.currentIndex(), False)
        return super().moveCursor(action, modifiers)

    def closeEditor(  # noqa: N802
        self,
        editor: QWidget,
        hint: QAbstractItemDelegate.EndEditHint,
    ) -> None:
        # Enter in a cell moves on like Tab, as on a paper sheet.
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            hint = QAbstractItemDelegate.EndEditHint.EditNextItem
        super().closeEditor(editor, hint)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.state() != QAbstractItemView.State.EditingState
        ):
            target = self.step(self.currentIndex(), True)
            self.setCurrentIndex(target)
            return
        if key == Qt.Key.Key_F4:
            self.helperRequested.emit(self.currentIndex())
            return
        super().keyPressEvent(event)

    def commit_open_editor(self) -> None:
        """Write what is typed in an open cell into the sheet (before saving or closing)."""
        editor = getattr(self.itemDelegate(), "open_editor", None)
        if editor is not None and self.state() == QAbstractItemView.State.EditingState:
            self.commitData(editor)
            self.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)


class SheetEditor(QWidget):
    """Date, note, the score table, helpers, the live ranking and what still needs fixing."""

    edited = Signal()

    def __init__(
        self, known_names: Sequence[str] = (), players: int = 4, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("marquoir-sheet-editor")
        self.model = ScoreSheetModel(players, parent=self)
        self.uid = ""
        self.created_at = ""
        self._prefilled: list[dict[str, str]] | None = None  # names offered, nothing typed

        head = self._build_head()
        self._build_table(known_names)
        buttons = self._build_buttons()
        self._build_labels()
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.ranking_label)
        layout.addWidget(self.problems_label)

        self.model.sheetChanged.connect(self._changed)
        self.date_edit.dateChanged.connect(self._changed)
        self.note_edit.textChanged.connect(self._changed)
        self._helper: SumHelper | None = None
        self.retranslate_ui()
        self._changed()
        self._fit_rows()

    def _build_head(self) -> QFormLayout:
        self.date_edit = QDateEdit(QDate.currentDate())
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setObjectName("marquoir-date")
        self.date_edit.setLocale(QLocale())
        self.date_edit.setDisplayFormat(edit_format())  # shown the user's way, kept as ISO
        self.note_edit = QLineEdit()
        self.note_edit.setMaxLength(NOTE_MAX)
        self.date_label, self.note_label = QLabel(), QLabel()
        self.date_label.setBuddy(self.date_edit)
        self.note_label.setBuddy(self.note_edit)
        head = QFormLayout()
        head.addRow(self.date_label, self.date_edit)
        head.addRow(self.note_label, self.note_edit)
        return head

    def _build_table(self, known_names: Sequence[str]) -> None:
        self.table = SheetTable()
        self.table.setObjectName("marquoir-sheet-table")
        self.table.setModel(self.model)
        self.delegate = SheetDelegate(known_names, self.table)
        self.table.setItemDelegate(self.delegate)
        self.table.helperRequested.connect(self.open_helper)
        self.table.horizontalHeader().sectionResized.connect(self._fit_rows)
        name_header(self.table).heightChanged.connect(self._fit_rows)

    def _build_buttons(self) -> QHBoxLayout:
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.allies_button = QPushButton()
        self.monsters_button = QPushButton()
        self.add_button.clicked.connect(self.add_player)
        self.remove_button.clicked.connect(self.remove_player)
        self.allies_button.clicked.connect(lambda: self.open_helper_for("allies"))
        self.monsters_button.clicked.connect(lambda: self.open_helper_for("monsters"))
        for b in (self.add_button, self.remove_button, self.allies_button, self.monsters_button):
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keep Tab inside the sheet
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.allies_button)
        buttons.addWidget(self.monsters_button)
        return buttons

    def _build_labels(self) -> None:
        self.ranking_label = QLabel()
        self.ranking_label.setObjectName("marquoir-ranking")
        self.ranking_label.setWordWrap(True)
        self.ranking_label.setTextFormat(Qt.TextFormat.RichText)
        self.problems_label = QLabel()
        self.problems_label.setObjectName("marquoir-problems")
        self.problems_label.setWordWrap(True)
        self.problems_label.setTextFormat(Qt.TextFormat.PlainText)  # names are typed text

    def retranslate_ui(self) -> None:
        self.date_label.setText(self.tr("Played on"))
        self.note_label.setText(self.tr("Note"))
        self.note_edit.setPlaceholderText(self.tr("Where, with which expansion… (optional)"))
        self.add_button.setText(self.tr("Add a player"))
        self.remove_button.setText(self.tr("Remove this player"))
        self.allies_button.setText(self.tr("Allies helper…"))
        self.monsters_button.setText(self.tr("Monsters helper…"))
        self.allies_button.setToolTip(self.tr("Add up the best federated Ally of each race (F4)"))
        self.monsters_button.setToolTip(self.tr("Add up the Monster tokens by value (F4)"))

    def retranslate(self) -> None:
        """Texts, the date field in the new locale, the sheet's headers and ranking."""
        self.retranslate_ui()
        date = self.date_edit.date()
        self.date_edit.setLocale(QLocale())
        self.date_edit.setDisplayFormat(edit_format())
        self.date_edit.setDate(date)
        self.model.retranslate()
        self._changed()
        helper = self._helper
        if helper is not None and helper.isVisible():
            helper.retranslate()

    # -- filling --------------------------------------------------------------------------

    def load_sheet(self, sheet: Sheet) -> None:
        self.uid, self.created_at = sheet.uid, sheet.created_at
        self.date_edit.setDate(qdate(sheet.played_on))
        self.note_edit.setText(sheet.note)
        self.model.load_sheet(sheet)

    def start_with_players(self, names: Sequence[str]) -> None:
        """A new sheet for the same people as last time: their names in their columns, in the
        same order; the scores still to type. Any of it can be changed."""
        names = list(names)[:MAX_PLAYERS]
        if len(names) < MIN_PLAYERS:
            return
        self.model.load_cells([{"name": name} for name in names])
        self._prefilled = self.model.cells()

    def untouched(self) -> bool:
        """Nothing typed beyond the names the sheet was started with (not worth a draft)."""
        return (
            self._prefilled is not None
            and not self.uid
            and not self.note_edit.text().strip()
            and self.model.cells() == self._prefilled
        )

    def load_draft(self, draft: drafts.Draft) -> None:
        self.uid, self.created_at = draft.uid, draft.created_at
        date = qdate(draft.played_on)
        self.date_edit.setDate(date if date.isValid() else QDate.currentDate())
        self.note_edit.setText(draft.note)
        breakdowns = {}
        for item in draft.breakdowns:
            # Only what a helper could have written: a known cell, small whole counts.
            try:
                column, field, counts = item
                if not (
                    isinstance(column, int)
                    and 0 <= column < len(draft.cells)
                    and field in HELPER_ROWS
                    and isinstance(counts, dict)
                    and len(counts) <= 20
                    and all(
                        isinstance(k, str) and len(k) <= 40 and type(v) is int and 0 <= v <= 99
                        for k, v in counts.items()
                    )
                ):
                    continue
                breakdowns[(column, field)] = dict(counts)
            except (TypeError, ValueError):
                continue
        self.model.load_cells(draft.cells, breakdowns)

    def to_draft(self) -> drafts.Draft:
        return drafts.Draft(
            played_on=self.played_on(),
            note=self.note_edit.text(),
            cells=self.model.cells(),
            uid=self.uid,
            created_at=self.created_at,
            breakdowns=[[c, f, counts] for (c, f), counts in self.model.breakdowns.items()],
        )

    def played_on(self) -> str:
        return to_iso(self.date_edit.date()) or dt.date.today().isoformat()

    def sheet(self) -> Sheet:
        return self.model.sheet(
            self.played_on(), self.note_edit.text().strip(), self.uid, self.created_at
        )

    def is_valid(self) -> bool:
        return not self.model.problems()

    def start_typing(self) -> None:
        """Put the cursor in the first cell that still needs something."""
        problems = self.model.problems()
        row, col = (problems[0][0], problems[0][1]) if problems else (0, 0)
        index = self.model.index(row, col)
        self.table.setFocus()
        self.table.setCurrentIndex(index)
        if self.table.state() != QAbstractItemView.State.EditingState:
            self.table.edit(index)

    # -- players and helpers --------------------------------------------------------------

    def add_player(self) -> None:
        column = self.model.player_count
        if self.model.insertColumns(column, 1):
            self.table.setCurrentIndex(self.model.index(0, column))

    def remove_player(self) -> None:
        column = max(self.table.currentIndex().column(), 0)
        if self.model.player_count > MIN_PLAYERS:
            self.model.removeColumns(min(column, self.model.player_count - 1), 1)

    def open_helper_for(self, field: str) -> None:
        column = max(self.table.currentIndex().column(), 0)
        self.open_helper(self.model.index(ROWS.index(field), column))

    def open_helper(self, index: QModelIndex) -> SumHelper | None:
        """Open the adder for an Allies or Monsters cell beside it; returns the dialog."""
        if not index.isValid() or ROWS[index.row()] not in HELPER_ROWS:
            return None
        field, column = ROWS[index.row()], index.column()
        counts = self.model.breakdowns.get((column, field))
        make = allies_helper if field == "allies" else monsters_helper
        helper = make(counts, self)
        helper.for_player = str(self.model.headerData(column, Qt.Orientation.Horizontal))
        helper.retranslate()
        rect = self.table.visualRect(index)
        helper.place_beside(self.table.viewport().mapToGlobal(rect.topRight()))

        def apply() -> None:
            self.model.set_cell(column, field, str(helper.total()))
            self.model.breakdowns[(column, field)] = helper.counts()
            self.edited.emit()
            self.table.setFocus()
            self.table.setCurrentIndex(self.table.step(index, True))

        helper.accepted.connect(apply)
        helper.finished.connect(helper.deleteLater)
        helper.open()
        self._helper = helper
        return helper

    # -- live feedback --------------------------------------------------------------------

    def _changed(self) -> None:
        self.add_button.setEnabled(self.model.player_count < MAX_PLAYERS)
        self.remove_button.setEnabled(self.model.player_count > MIN_PLAYERS)
        self._fit_rows()
        self.ranking_label.setText(self.ranking_html())
        lines = self.problem_lines()
        if lines:
            shown = lines if len(lines) <= SHOWN_PROBLEMS else self._in_sight(lines)
            text = "\n".join([self.tr("To fix before saving:"), *shown])
            if len(shown) < len(lines):
                text += "\n" + self.tr("… and %n more problem(s)", "", len(lines) - len(shown))
            self.problems_label.setText(text)
            # The whole list on hover when it is cut short.
            self.problems_label.setToolTip("\n".join(lines) if len(shown) < len(lines) else "")
        else:
            self.problems_label.setText(self.tr("The sheet is complete and can be saved."))
            self.problems_label.setToolTip("")
        self.edited.emit()

    def problem_lines(self) -> list[str]:
        """One line per cell that stops the sheet from being saved ("Player 1 · Name: Type the
        player's name"), two players of the same name first: in a long list it is the one a
        player would not find alone."""
        problems = sorted(self.model.problems(), key=lambda p: not is_duplicate_name(p[2]))
        lines = []
        for row, col, problem in problems:
            field = ROWS[row]
            if field == "name":  # the column is named by its number: its name is the problem
                who, what = self.model.numbered(col), self.tr("Name")
            else:
                who, what = (
                    str(self.model.headerData(col, Qt.Orientation.Horizontal)),
                    field_label(field),
                )
            lines.append(
                self.tr("{player} · {row}: {problem}").format(
                    player=who, row=what, problem=problem_text(problem)
                )
            )
        return lines

    def _in_sight(self, lines: list[str]) -> list[str]:
        """The first lines of a long list, every duplicate name among them however many."""
        duplicates = sum(1 for _r, _c, p in self.model.problems() if is_duplicate_name(p))
        return lines[: max(SHOWN_PROBLEMS - 1, duplicates)]

    def ranking_html(self) -> str:
        ranked = self.model.ranking()
        if not ranked:
            return "<i>" + self.tr("The ranking appears once every number is typed.") + "</i>"
        entries = self.model.entries()
        lines = [f"<b>{_escape(headline(ranked))}</b>"]
        order = " · ".join(
            (
                f"<b>{r.place}. {_escape(r.name)} ({r.total})</b>"
                if r.place == 1
                else f"{r.place}. {_escape(r.name)} ({r.total})"
            )
            for r in ranked
        )
        lines.append(order)
        lines += [_escape(s) for s in tie_explanations(entries or [], ranked)]
        return "<br>".join(lines)

    def _fit_rows(self, *_args: object) -> None:
        """Rows one line high, but the names' row as tall as the longest name needs wrapped
        in its column; the whole sheet shows without scrolling."""
        rows = self.table.verticalHeader()
        height = self.fontMetrics().height() + 12
        rows.setDefaultSectionSize(height)
        columns = self.table.horizontalHeader()
        margin = (
            self.table.style().pixelMetric(
                QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.table
            )
            + 1
        )
        names = height
        for column in range(self.model.columnCount()):
            text = self.model.cell_text(column, "name")
            grid = 1 if self.table.showGrid() else 0  # the cell is a grid line narrower
            room = max(columns.sectionSize(column) - grid - 2 * margin, 1)
            names = max(
                names,
                self.table.fontMetrics()
                .boundingRect(QRect(0, 0, room, 100_000), Qt.TextFlag.TextWordWrap, text)
                .height()
                + 12,
            )
        name_row = ROWS.index("name")
        if rows.sectionSize(name_row) != names:
            rows.resizeSection(name_row, names)
        self.table.setMinimumHeight(
            height * (len(ROWS) - 1) + names + columns.sizeHint().height() + 6
        )


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class SheetDialog(QDialog):
    """A new sheet, a correction, or a draft brought back. ``sheet()`` after ``accept``."""

    def __init__(
        self,
        known_names: Sequence[str] = (),
        sheet: Sheet | None = None,
        draft: drafts.Draft | None = None,
        players: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("marquoir-sheet-dialog")
        self.correcting = bool(sheet or (draft and draft.uid))
        self.editor = SheetEditor(known_names, parent=self)
        if draft is not None:
            self.editor.load_draft(draft)
        elif sheet is not None:
            self.editor.load_sheet(sheet)
        elif players:
            self.editor.start_with_players(players)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setAutoDefault(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # Qt's palettes fall short of 4.5:1 for a selected cell and the placeholder text.
        self.setStyleSheet(style_sheet(self.palette()))
        self.hint = QLabel()
        self.hint.setObjectName("marquoir-sheet-hint")
        self.hint.setWordWrap(True)
        self.show_hint_as_aside(True)
        self.draft_problem: OSError | None = None  # the draft cannot be written just now
        self.retranslate_ui()
        layout = QVBoxLayout(self)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        QShortcut(QKeySequence.StandardKey.Save, self).activated.connect(self.accept)

        # The draft is written shortly after each change, and at once when the dialog closes.
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(300)
        self._draft_timer.timeout.connect(self.keep_draft)
        self.editor.edited.connect(self._on_edited)
        self._on_edited(initial=True)
        self.resize(760, 560)
        self._fit_screen()
        self._started = False

    def retranslate_ui(self) -> None:
        self.setWindowTitle(
            self.tr("Correct a sheet") if self.correcting else self.tr("New Abyss sheet")
        )
        self.editor.table.setAccessibleName(self.windowTitle())  # the sheet, for screen readers
        if getattr(self, "draft_problem", None) is not None:
            return  # the hint says the draft cannot be kept until it can
        if warning := self.lookalike_warning():
            self.show_hint_as_aside(False)
            self.hint.setText(warning)
            return
        self.show_hint_as_aside(True)
        self.hint.setText(
            self.tr(
                "Tab or Enter: next cell down the column · F4: helper for "
                "Allies and Monsters · Ctrl+S: save · closing keeps a draft"
            )
        )

    def lookalike_warning(self) -> str:
        """Two names of this sheet, or one of it and one of the history, that differ but look
        the same ("Zoé" with a Greek capital zeta): said, not refused (they may be two people)."""
        typed = [
            name
            for column in range(self.editor.model.columnCount())
            if (name := names.tidy(self.editor.model.cell_text(column, "name")))
        ]
        on_sheet = set(typed)
        for first, second in names.lookalikes([*typed, *self.editor.delegate.known_names]):
            if first in on_sheet:
                return self.tr(
                    "“{first}” and “{second}” look alike but are spelt differently: "
                    "they count as two players. Check the spelling."
                ).format(first=first, second=second)
        return ""

    def _fit_screen(self) -> None:
        """At least as big as the sheet needs (long names make it taller), within the screen."""
        need = self.sizeHint().expandedTo(self.size())
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is not None:
            need = need.boundedTo(screen.size() * 0.95)
        self.resize(need)

    def show_hint_as_aside(self, aside: bool) -> None:
        """The keyboard help in a softer colour that still reads at 4.5:1 (it used to be drawn
        disabled: grey on grey, 1.6:1); a problem with the draft in the full text colour."""
        palette = QPalette(self.palette())
        if aside:
            palette.setColor(QPalette.ColorRole.WindowText, muted_text(self.palette()))
        self.hint.setPalette(palette)

    def retranslate(self) -> None:
        """The language changed. (Save and Cancel are Qt's own: the button box retranslates
        itself.)"""
        self.retranslate_ui()
        self.editor.retranslate()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._started:
            self._started = True
            QTimer.singleShot(0, self.editor, self.editor.start_typing)

    def _on_edited(self, initial: bool = False) -> None:
        self.save_button.setEnabled(self.editor.is_valid())
        self.retranslate_ui()  # the keyboard help, or two names that look alike
        if not initial:
            self._draft_timer.start()

    def keep_draft(self) -> bool:
        """Write the draft (or remove it when there is nothing worth keeping). A disk that
        refuses is said under the sheet, which stays open as typed; False then."""
        self._draft_timer.stop()
        self.editor.table.commit_open_editor()
        draft = self.editor.to_draft()
        try:
            if not draft.uid and (draft.is_blank() or self.editor.untouched()):
                drafts.clear_draft()
            else:
                drafts.save_draft(draft)
        except OSError as exc:
            from abyss_cards.ui.storage_problems import reason_text

            self.draft_problem = exc
            self.show_hint_as_aside(False)
            self.hint.setText(
                " ".join(
                    (
                        self.tr("This sheet cannot be kept as a draft:"),
                        reason_text(exc),
                        self.tr("Save it, or export it, before closing this window."),
                    )
                )
            )
            return False
        if self.draft_problem is not None:
            self.draft_problem = None
            self.retranslate_ui()
        return True

    def flush_draft(self, keep: bool = True) -> None:
        """Settle a change still waiting for the draft timer: write it (or, once the sheet is
        saved, drop it)."""
        if self._draft_timer.isActive():
            if keep:
                self.keep_draft()
            self._draft_timer.stop()

    def sheet(self) -> Sheet:
        return self.editor.sheet()

    def accept(self) -> None:
        # An editor still open holds the last typed text: commit it first.
        self.editor.table.commit_open_editor()
        if not self.editor.is_valid():
            self.keep_draft()
            self.editor.start_typing()
            return
        self._draft_timer.stop()
        super().accept()

    def reject(self) -> None:
        self.keep_draft()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.keep_draft()
        super().closeEvent(event)
