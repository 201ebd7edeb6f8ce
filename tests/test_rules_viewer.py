"""The rules viewer: our English rules say what the user's French documents say, block for block;
the English page shows them (the French original one click away), the French page the user's
document as written; the table of contents lists the page's headings and scrolls to them; the
dialog fits the screen at 1024×640 and 1920×1080 with its text scrolling and its buttons whole.

The screen tests need a screen of a given size: ``test_viewer_fits_the_screen`` runs them in a
fresh process whose offscreen screen has that size (set ``ABYSS_RULES_SHOTS=folder`` to keep a
PNG of each dialog)."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QStyle

from abyss_cards import i18n
from abyss_cards.games import registry
from abyss_cards.ui import rules_viewer
from abyss_cards.ui.rules_viewer import (
    RulesViewer,
    english_rules_text,
    heading_like,
    headings,
    markdown_blocks,
    rules_markdown,
    seed_blocks,
    seed_text,
)

GAMES = registry.BUILT_IN  # each has its document, its rulings and our English rules
SCREEN = os.environ.get("ABYSS_RULES_SCREEN")  # "WxH" in the process the screen test starts
SIZES = [(1024, 640), (1920, 1080)]


@pytest.fixture
def interface():
    """``interface(lang)``: the interface strings in ``lang``; English again afterwards."""
    app = QApplication.instance()
    locale_before = QLocale()

    def install(lang):
        for translator in getattr(app, "_abyss_translators", []):
            app.removeTranslator(translator)
        app._abyss_translators = i18n.install(app, lang)

    yield install
    install("en")
    QLocale.setDefault(locale_before)


def numbers(text: str) -> list[str]:
    """The figures of a text, signed (−2, -1, 12, 150, 15 of "15e"/"15th"), in order."""
    return [n.replace("−", "-") for n in re.findall(r"(?<![\w-])[-−]?\d+", text)]


def long_lines(game: str) -> list[str]:
    """The French sentences of the user's document (not a figure, not a name that both
    languages write alike)."""
    same = {b.text for b in markdown_blocks(english_rules_text(game))}
    return [b.text for b in seed_blocks(seed_text(game)) if len(b.text) > 30 and b.text not in same]


# --- Our English rules say what the French says ----------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_english_rules_follow_the_french_block_for_block(game):
    french = seed_blocks(seed_text(game))
    english = markdown_blocks(english_rules_text(game))
    assert french and english
    # One English heading, item or paragraph per line of the French, in the same order: a
    # dropped or added section, item or paragraph fails here.
    assert [b.kind == "bullet" for b in english] == [b.kind == "bullet" for b in french]
    assert len(english) == len(french)
    for fr, en in zip(french, english, strict=True):
        if fr.kind == "heading":
            assert en.kind == "heading", (fr.text, en.text)
        if en.kind == "heading":
            assert heading_like(fr.text), (fr.text, en.text)
        # Every figure of the French line, and no other, in the English one.
        assert numbers(en.text) == numbers(fr.text), (fr.text, en.text)


def test_every_game_of_the_registry_has_its_rules():
    assert rules_viewer.games_with_rules() == list(GAMES) == ["plongee", "rami", "abyss"]


def test_the_french_sections_are_found():
    """The titles of the user's documents are read as headings (the blocks the English must
    match, and the French table of contents)."""
    titles = {g: [b.text for b in seed_blocks(seed_text(g)) if b.kind == "heading"] for g in GAMES}
    assert titles["plongee"] == []  # one flowing text
    assert titles["rami"] == [
        "But du jeu",
        "Déroulement d’un tour",
        "Combinaisons valides",
        "Déposer des cartes",
        "Après un premier dépôt",
        "Prendre la défausse avant de déposer",
        "Victoire et partie complète",
    ]
    assert titles["abyss"] == [
        "1.Mise en place",
        "2.Déroulement",
        "3.Comptage des points",
        "4.Fin de la partie",
        "Règles maison et pièges",
        "Contenu",
    ]


@pytest.mark.parametrize(
    ("game", "figures"),
    [
        ("plongee", ["150", "-2", "12", "100", "36"]),
        ("rami", ["81", "500", "14", "15", "100"]),
        ("abyss", ["71", "65", "35", "20", "2014"]),
    ],
)
def test_key_figures_are_in_both(game, figures):
    for figure in figures:
        assert figure in numbers(seed_text(game))
        assert figure in numbers(english_rules_text(game))


def test_block_reading():
    text = "<!-- note -->\n## Title\n\nA paragraph\non two lines.\n\n- An item\n  going on.\n- B\nAfter.\n"
    assert [(b.kind, b.text) for b in markdown_blocks(text)] == [
        ("heading", "Title"),
        ("paragraph", "A paragraph on two lines."),
        ("bullet", "An item going on."),
        ("bullet", "B"),
        ("paragraph", "After."),
    ]
    seed = "But du jeu\nGagner.\n- un\n• deux\nParu en\n\n2014\nContenu\n• 1 plateau"
    assert [(b.kind, b.text) for b in seed_blocks(seed)] == [
        ("heading", "But du jeu"),
        ("paragraph", "Gagner."),
        ("bullet", "un"),
        ("bullet", "deux"),
        ("paragraph", "Paru en"),
        ("paragraph", "2014"),
        ("heading", "Contenu"),
        ("bullet", "1 plateau"),
    ]


# --- The pages ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_english_page_is_ours_and_the_original_is_reachable(qtbot, game):
    viewer = RulesViewer(game=game, lang="en")
    qtbot.addWidget(viewer)
    text = viewer.browsers[game].toPlainText()
    assert viewer.tabs.currentWidget() is viewer.pages[game]
    for block in markdown_blocks(english_rules_text(game)):
        assert block.text.replace("*", "")[:40] in text
    for line in long_lines(game):
        assert line[:40] not in text, line
    assert "The app's rulings" in text
    # The French as written, one click away, and back.
    assert viewer.original_button.isVisibleTo(viewer)
    assert viewer.original_button.text() == "Original text (French)"
    qtbot.mouseClick(viewer.original_button, Qt.MouseButton.LeftButton)
    assert viewer.original_button.text() == "English rules"
    original = viewer.browsers[game].toPlainText()
    assert "Original text (French)" in original
    for line in seed_text(game).splitlines():
        line = line.strip().lstrip("-•").strip()
        if line:
            assert line[:40] in original, line
    qtbot.mouseClick(viewer.original_button, Qt.MouseButton.LeftButton)
    assert viewer.browsers[game].toPlainText() == text


@pytest.mark.parametrize("game", GAMES)
def test_french_page_is_the_users_document(qtbot, interface, game):
    interface("fr")
    viewer = RulesViewer(game=game, lang="fr")
    qtbot.addWidget(viewer)
    text = viewer.browsers[game].toPlainText()
    for line in seed_text(game).splitlines():
        line = line.strip().lstrip("-•").strip()
        if line:
            assert line[:40] in text, line
    assert "Les règles (votre document)" in text
    assert "Les précisions de l'application" in text
    assert not viewer.original_button.isVisibleTo(viewer)
    same = {b.text for b in seed_blocks(seed_text(game))}
    english = [
        b.text
        for b in markdown_blocks(english_rules_text(game))
        if len(b.text) > 30 and b.text not in same
    ]
    assert english and not any(line[:40] in text for line in english)


def test_a_game_without_english_rules_shows_its_document(monkeypatch):
    monkeypatch.setattr(rules_viewer, "english_rules_text", lambda game: "")
    page = rules_markdown("rami", "en")
    assert "But du jeu" in page and "Original text (French)" in page


# --- The table of contents ---------------------------------------------------------------------


def contents_titles(page) -> list[str]:
    tree = page.contents
    out = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        out.append(item.text(0))
        out += [item.child(j).text(0) for j in range(item.childCount())]
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_contents_list_the_headings(qtbot, interface, lang, game):
    interface(lang)
    viewer = RulesViewer(game=game, lang=lang)
    qtbot.addWidget(viewer)
    page = viewer.pages[game]
    titles = contents_titles(page)
    assert titles == [text for level, text, _ in headings(page.browser) if level >= 2]
    # Every section of the rules shown, and every section of our rulings.
    if lang == "en":
        rules = [b.text for b in markdown_blocks(english_rules_text(game)) if b.kind == "heading"]
    else:
        rules = [b.text for b in seed_blocks(seed_text(game)) if b.kind == "heading"]
    # (The rulings' own title, the game's name, gives way to the page's heading.)
    ruling_titles = [
        b.text
        for b in markdown_blocks(rules_viewer.rulings_text(game, lang))
        if b.kind == "heading"
    ][1:]
    assert ("The app's rulings" if lang == "en" else "Les précisions de l'application") in titles
    for title in rules + ruling_titles:
        assert title in titles
    assert len(titles) >= len(rules) + len(ruling_titles) + 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_clicking_a_heading_scrolls_to_it(qtbot, interface, lang):
    interface(lang)
    viewer = RulesViewer(game="abyss", lang=lang)
    qtbot.addWidget(viewer)
    viewer.resize(900, 600)
    viewer.show()
    qtbot.waitExposed(viewer)
    page = viewer.pages["abyss"]
    tree, browser = page.contents, page.browser
    bar = browser.verticalScrollBar()
    assert bar.maximum() > 0
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    items += [item.child(j) for item in list(items) for j in range(item.childCount())]
    scrolled = 0
    for item in items:
        tree.scrollToItem(item)
        rect = tree.visualItemRect(item)
        qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        QCoreApplication.processEvents()
        block = browser.document().findBlockByNumber(item.data(0, Qt.ItemDataRole.UserRole))
        assert block.text().strip() == item.text(0)
        top = int(browser.document().documentLayout().blockBoundingRect(block).top())
        assert bar.value() == min(top, bar.maximum()), item.text(0)
        # The heading is on screen.
        shown = browser.cursorRect(browser.textCursor())
        assert browser.viewport().rect().contains(shown), item.text(0)
        scrolled += bar.value() > 0
    assert scrolled >= len(items) - 1  # all but the first heading need scrolling
    # By keyboard: the chosen heading, then Enter.
    bar.setValue(0)
    tree.setFocus()
    tree.setCurrentItem(items[-1])
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    assert bar.value() > 0


# --- The dialog on a screen of a given size ------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_viewer_fits_the_screen(tmp_path, size):
    """Runs the ``on_screen`` tests below in a process whose screen is ``size``."""
    if SCREEN:
        pytest.skip("already inside the screen process")
    width, height = size
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "test",
                        "x": 0,
                        "y": 0,
                        "width": width,
                        "height": height,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        ABYSS_RULES_SCREEN=f"{width}x{height}",
    )
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--tb=short",
            "-k",
            "on_screen",
            str(Path(__file__)),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=Path(__file__).parent.parent,
    )
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    assert " passed" in result.stdout and "skipped" not in result.stdout, result.stdout[-2000:]


def assert_headings_whole(tree) -> None:
    """Every heading of the contents is whole in its row (wrapped if need be), with no sideways
    scrolling."""
    assert not tree.horizontalScrollBar().isVisible()
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    items += [item.child(j) for item in list(items) for j in range(item.childCount())]
    for item in items:
        tree.scrollToItem(item)
        rect = tree.visualItemRect(item)
        assert tree.viewport().rect().contains(rect), item.text(0)
        room = rect.width() - 2 * margin
        need = tree.fontMetrics().boundingRect(
            QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, item.text(0)
        )
        assert need.width() <= room and need.height() <= rect.height(), (item.text(0), rect)


def whole_inside(widget, outer) -> bool:
    return outer.rect().contains(QRect(widget.mapTo(outer, QPoint(0, 0)), widget.size()))


@pytest.mark.skipif(not SCREEN, reason="run by test_viewer_fits_the_screen")
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_on_screen(qtbot, interface, lang, game):
    from abyss_cards.storage.settings import load_settings
    from abyss_cards.ui.main_window import MainWindow

    interface(lang)
    app = QApplication.instance()
    screen = app.primaryScreen().availableGeometry()
    assert f"{screen.width()}x{screen.height()}" == SCREEN
    window = MainWindow(load_settings(), language=lang)
    qtbot.addWidget(window)
    window.setGeometry(screen)
    window.show()
    qtbot.waitExposed(window)
    window.open_rules(game)
    viewer = window.findChild(RulesViewer)
    qtbot.waitExposed(viewer)
    for _ in range(5):
        QCoreApplication.processEvents()
    # Inside the screen, frame included; the buttons whole and visible.
    assert screen.contains(viewer.frameGeometry()), (viewer.frameGeometry(), screen)
    # Room left for the title bar a window manager adds (the offscreen screen adds none).
    assert viewer.height() <= screen.height() - 2 * viewer.fontMetrics().height()
    buttons = [viewer.close_button] + [viewer.original_button] * (lang == "en")
    for button in buttons:
        assert button.isVisible()
        assert whole_inside(button, viewer), button.text()
        assert button.width() >= button.sizeHint().width(), button.text()
        assert button.height() >= button.sizeHint().height(), button.text()
    assert viewer.original_button.isVisible() == (lang == "en")
    # The text scrolls inside the dialog, and the contents are readable beside it.
    page = viewer.pages[game]
    assert whole_inside(page.browser, viewer) and whole_inside(page.contents, viewer)
    bar = page.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.isVisible()
    assert page.contents.width() >= 120
    assert_headings_whole(page.contents)
    assert page.browser.width() >= 2 * page.contents.width() - 40
    if lang == "en":
        text = page.browser.toPlainText()
        assert not any(line[:40] in text for line in long_lines(game))
    # A wide screen gives the rules room, a small one all of its height.
    if screen.width() >= 1920:
        assert viewer.width() >= 900 and viewer.height() >= 800
    else:
        assert viewer.frameGeometry().height() >= screen.height() - 120
    shots = os.environ.get("ABYSS_RULES_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        viewer.grab().save(str(Path(shots) / f"rules-{game}-{lang}-{SCREEN}.png"))
    if lang == "en":
        # The original French, in the same room.
        qtbot.mouseClick(viewer.original_button, Qt.MouseButton.LeftButton)
        assert seed_blocks(seed_text(game))[1].text[:40] in page.browser.toPlainText()
        assert_headings_whole(page.contents)
        assert page.browser.verticalScrollBar().maximum() > 0
        if shots:
            viewer.grab().save(str(Path(shots) / f"rules-{game}-original-{SCREEN}.png"))
