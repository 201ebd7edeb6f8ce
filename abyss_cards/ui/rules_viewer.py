"""The rules of each game, one tab per registered game.

In French the page is the user's own document (the seed, as written) then our rulings; in
another language it is our English wording of that document (resources/rules/english/) then our
rulings in that language, and the French original stays one click away. Each tab has a table of
contents made of the headings of the page shown. The dialog sizes itself to the screen it opens
on, so its text scrolls and its buttons stay whole even on a 1024×640 screen."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QGuiApplication, QResizeEvent, QShowEvent, QTextBlock
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.games import registry
from abyss_cards.resources import resource_path, seed_path

# The language the users' rule documents are written in.
SEED_LANGUAGE = "fr"

# Characters Markdown would read as formatting in a line of the user's document.
_MARKDOWN_PUNCTUATION = re.compile(r"([\\`*_\[\]<>#|~&])")
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_BULLET = re.compile(r"^\s*[-•]\s*")


def games_with_rules() -> list[str]:
    """The registered games that have rules to show (the user's document or our rulings)."""
    return [info.key for info in registry.games() if info.seed_document or info.rulings]


def seed_text(game: str) -> str:
    """The user's rule document for ``game`` as they gave it ("" if it has none)."""
    document = registry.game(game).seed_document
    return seed_path(document).read_text("utf-8") if document else ""


def english_rules_text(game: str) -> str:
    """Our English wording of the user's document ("" if there is none yet)."""
    path = resource_path("rules", "english", f"{game}.md")
    return _COMMENT.sub("", path.read_text("utf-8")).strip() if path.exists() else ""


def rulings_text(game: str, lang: str) -> str:
    """The rulings summary in ``lang``, else in English."""
    stem = registry.game(game).rulings
    for candidate in (lang, "en") if stem else ():
        path = resource_path("rules", f"{stem}_{candidate}.md")
        if path.exists():
            return path.read_text("utf-8")
    return ""


# --- The user's document, line by line -------------------------------------------------------


@dataclass(frozen=True)
class Block:
    """One heading, bullet or paragraph of a rules text."""

    kind: str  # "heading", "bullet" or "paragraph"
    text: str


def is_bullet(line: str) -> bool:
    return bool(line.strip()) and line.strip()[0] in "-•"


def heading_like(line: str) -> bool:
    """Short, not a list item, and not ending like a sentence: a title, a label, a name."""
    line = line.strip()
    return 0 < len(line) <= 40 and not is_bullet(line) and line[-1] not in ".:;,!?…→)"


def _opens_a_section(line: str) -> bool:
    line = line.strip()
    return is_bullet(line) or (not heading_like(line) and line[-1] in ".:;!?")


def seed_blocks(text: str) -> list[Block]:
    """The user's document as blocks, one per non-empty line. A line is a heading when it looks
    like a title and the next line starts a section (a list item or a sentence): "But du jeu",
    "1.Mise en place", but not "Paru en" followed by "2014"."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    blocks = []
    for i, line in enumerate(lines):
        if is_bullet(line):
            blocks.append(Block("bullet", _BULLET.sub("", line)))
        elif heading_like(line) and i + 1 < len(lines) and _opens_a_section(lines[i + 1]):
            blocks.append(Block("heading", line))
        else:
            blocks.append(Block("paragraph", line))
    return blocks


def markdown_blocks(text: str) -> list[Block]:
    """Our Markdown rules as blocks: ``#`` headings, ``-`` items (continued by indented lines)
    and paragraphs (up to a blank line)."""
    blocks: list[Block] = []
    current: list[str] = []
    kind = ""

    def flush() -> None:
        nonlocal current, kind
        if current:
            blocks.append(Block(kind, " ".join(current)))
        current, kind = [], ""

    for raw in _COMMENT.sub("", text).splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("#"):
            flush()
            blocks.append(Block("heading", line.lstrip("#").strip()))
        elif line.startswith("- "):
            flush()
            kind, current = "bullet", [line[2:].strip()]
        elif kind == "bullet" and not raw.startswith((" ", "\t")):
            flush()
            kind, current = "paragraph", [line]
        else:
            kind = kind or "paragraph"
            current.append(line)
    flush()
    return blocks


def _escape(text: str) -> str:
    return _MARKDOWN_PUNCTUATION.sub(r"\\\1", text)


def _seed_markdown(game: str) -> str:
    """The user's document in Markdown: every line as written, titles as headings."""
    out = []
    for block in seed_blocks(seed_text(game)):
        text = _escape(block.text)
        out.append({"heading": f"### {text}", "bullet": f"- {text}"}.get(block.kind, text))
    return "\n\n".join(out)


def _demoted(markdown: str, levels: int = 1) -> str:
    """``markdown`` with every heading ``levels`` deeper (its sections go under the page's)."""
    return re.sub(r"(?m)^(#{1,5}) ", lambda m: "#" * (len(m.group(1)) + levels) + " ", markdown)


# --- The page --------------------------------------------------------------------------------


def _game_title(game: str) -> str:
    from abyss_cards.ui.games import entry

    return entry(game).title()


def shows_seed(game: str, lang: str) -> bool:
    """Does the page in ``lang`` show the user's document itself (rather than our wording)?"""
    return lang == SEED_LANGUAGE or not english_rules_text(game) or not seed_text(game)


def rules_markdown(game: str, lang: str, original: bool = False) -> str:
    """The page shown for ``game`` in ``lang``: the rules, then our rulings. ``original`` shows
    the user's document as written instead of our English wording."""
    if original or shows_seed(game, lang):
        if lang == SEED_LANGUAGE or not seed_text(game):
            heading = QCoreApplication.translate("Rules", "The rules (your document)")
        else:
            heading = QCoreApplication.translate("Rules", "Original text (French)")
        rules = _seed_markdown(game)
    else:
        heading = QCoreApplication.translate("Rules", "The rules")
        note = QCoreApplication.translate(
            "Rules",
            "Our English wording of the original French rules. The French text as the "
            "players wrote it: the “Original text (French)” button below.",
        )
        rules = f"*{_escape(note)}*\n\n{_demoted(english_rules_text(game))}"
    parts = [f"# {_escape(_game_title(game))}", f"## {_escape(heading)}", rules]
    # Our rulings under a heading of the page: their own title (the game's name) goes.
    rulings = re.sub(r"\A\s*# [^\n]*\n", "", rulings_text(game, lang))
    if rulings.strip():
        parts += [
            "---",
            "## " + _escape(QCoreApplication.translate("Rules", "The app's rulings")),
            "*"
            + _escape(
                QCoreApplication.translate(
                    "Rules",
                    "Where the rules above are silent or unclear, the app follows these rulings.",
                )
            )
            + "*",
            _demoted(rulings),
        ]
    return "\n\n".join(parts)


def headings(browser: QTextBrowser) -> list[tuple[int, str, QTextBlock]]:
    """(level, text, block) of every heading of the page shown in ``browser``."""
    found = []
    block = browser.document().firstBlock()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level:
            found.append((level, block.text().strip(), block))
        block = block.next()
    return found


class _WrappingDelegate(QStyledItemDelegate):
    """Measures a heading at the width it really has: the column less its indentation (Qt
    measures at the whole column's width, and a wrapped line would be cut)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(  # noqa: N802 (Qt's name)
        self,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QSize:
        tree = self._tree
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        measured = QStyleOptionViewItem(option)
        measured.rect = QRect(0, 0, tree.columnWidth(0) - depth * tree.indentation(), 1)
        return super().sizeHint(measured, index)


class ContentsTree(QTreeWidget):
    """The table of contents: long headings wrap onto the lines they need, and the rows get
    their height again when the width changes."""

    def __init__(self) -> None:
        super().__init__()
        self.setItemDelegate(_WrappingDelegate(self))
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.header().setStretchLastSection(True)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.doItemsLayout()


class RulesPage(QWidget):
    """One game's tab: the table of contents beside the text."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.contents = ContentsTree()
        self.contents.setObjectName("rules-contents")
        self.contents.setHeaderLabel(self.tr("Contents"))
        self.contents.setRootIsDecorated(False)
        self.contents.setAccessibleName(self.tr("Contents"))
        self.contents.itemClicked.connect(self._go_to_item)
        self.contents.itemActivated.connect(self._go_to_item)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setAccessibleName(_game_title(game))
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.contents)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

    def show_markdown(self, markdown: str) -> None:
        self.browser.setMarkdown(markdown)
        self.contents.clear()
        parent_item: QTreeWidgetItem | None = None
        for level, text, block in headings(self.browser):
            if level < 2:
                continue  # the game's title: the tab already says it
            item = QTreeWidgetItem([text])
            item.setToolTip(0, text)
            item.setData(0, Qt.ItemDataRole.UserRole, block.blockNumber())
            if level == 2 or parent_item is None:
                self.contents.addTopLevelItem(item)
                parent_item = item
            else:
                parent_item.addChild(item)
        self.contents.expandAll()
        self.browser.verticalScrollBar().setValue(0)

    def _go_to_item(self, item: QTreeWidgetItem) -> None:
        self.scroll_to_block(int(item.data(0, Qt.ItemDataRole.UserRole)))

    def scroll_to_block(self, number: int) -> None:
        """Scroll the text so that block ``number`` (a heading) is at the top."""
        document = self.browser.document()
        block = document.findBlockByNumber(number)
        top = document.documentLayout().blockBoundingRect(block).top()
        self.browser.verticalScrollBar().setValue(int(top))
        cursor = self.browser.textCursor()
        cursor.setPosition(block.position())
        self.browser.setTextCursor(cursor)  # keyboard reading goes on from the heading

    def fit_contents(self, width: int) -> None:
        """Give the table of contents the width of its longest heading, within a third of
        ``width``; longer headings wrap."""
        need = (
            self.contents.sizeHintForColumn(0)
            + self.contents.indentation()
            + 2 * self.contents.frameWidth()
            + self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
            + 8
        )
        toc = max(120, min(need, width // 3))
        self.splitter.setSizes([toc, max(1, width - toc)])


class RulesViewer(QDialog):
    def __init__(
        self, parent: QWidget | None = None, game: str = "plongee", lang: str | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rules-viewer")
        self.setWindowTitle(self.tr("Rules"))
        self.lang = lang or QLocale().name()[:2]
        self.tabs = QTabWidget()
        self.pages: dict[str, RulesPage] = {}
        self.browsers: dict[str, QTextBrowser] = {}
        keys = games_with_rules()
        for key in keys:
            page = RulesPage(key)
            self.pages[key] = page
            self.browsers[key] = page.browser
            self.tabs.addTab(page, _game_title(key))
        self.tabs.setCurrentIndex(keys.index(game) if game in keys else 0)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        # Our English wording is what an English reader gets; the user's own document, as they
        # wrote it, is one click away.
        self.original_button = QPushButton(self.tr("Original text (French)"))
        self.original_button.setObjectName("rules-original")
        self.original_button.setCheckable(True)
        self.original_button.setAutoDefault(False)
        self.original_button.setToolTip(
            self.tr("Show the rules as the players wrote them, in French.")
        )
        self.original_button.toggled.connect(self._show_pages)
        self.buttons.addButton(self.original_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.original_button.setVisible(any(not shows_seed(key, self.lang) for key in keys))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self._show_pages()
        self.fit_to_screen()

    def showing_original(self) -> bool:
        return self.original_button.isChecked()

    def _show_pages(self) -> None:
        # The button names the page it leads to.
        self.original_button.setText(
            self.tr("English rules")
            if self.showing_original()
            else self.tr("Original text (French)")
        )
        for key, page in self.pages.items():
            page.show_markdown(rules_markdown(key, self.lang, original=self.showing_original()))
            page.fit_contents(self.tabs.width() if self.isVisible() else self.width())

    # --- Size and place ----------------------------------------------------------------------

    def available_area(self) -> QRect:
        """Where the dialog, its frame included, may go: the screen of its window."""
        parent = self.parentWidget()
        anchor = parent.window() if parent else self
        screen = anchor.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def frame_allowance(self) -> QSize:
        """The room the window manager's frame takes around the dialog (measured once shown,
        estimated from the style's title bar before)."""
        if self.isVisible() and self.frameGeometry() != self.geometry():
            return self.frameGeometry().size() - self.geometry().size()
        title = max(
            self.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight),
            self.fontMetrics().height() * 2,
        )
        return QSize(16, title + 16)

    def preferred_size(self) -> QSize:
        """Room for the contents and about 80 characters a line, as tall as a long page needs."""
        metrics = self.fontMetrics()
        width = 100 * metrics.averageCharWidth() + 360
        height = 70 * metrics.lineSpacing()
        return QSize(width, height)

    def fit_to_screen(self) -> None:
        area = self.available_area()
        frame = self.frame_allowance()
        room = QSize(area.width() - frame.width(), area.height() - frame.height())
        want = self.preferred_size().boundedTo(room)
        self.setMaximumSize(room)
        self.resize(want)
        parent = self.parentWidget()
        anchor = parent.window() if parent else None
        centre = (
            anchor.frameGeometry().center()
            if anchor is not None and anchor.isVisible()
            else area.center()
        )
        top_left = centre - QPoint(want.width() // 2, want.height() // 2)
        # Inside the screen, frame included.
        x = min(max(top_left.x(), area.left()), area.right() + 1 - want.width() - frame.width())
        y = min(max(top_left.y(), area.top()), area.bottom() + 1 - want.height() - frame.height())
        self.move(x, y)
        for page in self.pages.values():
            page.fit_contents(want.width())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self.available_area().contains(self.frameGeometry()):
            self.fit_to_screen()
