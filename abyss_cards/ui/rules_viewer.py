"""The rules of each game: the user's own document (the seed, in French) and the project's
rulings where it is silent, in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout

from abyss_cards.resources import resource_path, seed_path

# The user's rule documents, as they gave them.
SEEDS = {
    "plongee": "000_30b90ec493f5590e.txt",
    "rami": "003_32d6725aef7dfcd9.txt",
    "abyss": "004_f0a6b63961d76a06.txt",
}


def seed_text(game: str) -> str:
    return seed_path(SEEDS[game]).read_text("utf-8")


def rulings_text(game: str, lang: str) -> str:
    """The rulings summary in ``lang``, else in English."""
    for candidate in (lang, "en"):
        path = resource_path("rules", f"{game}_{candidate}.md")
        if path.exists():
            return path.read_text("utf-8")
    return ""


def _game_title(game: str) -> str:
    from abyss_cards.ui.games import entry

    return entry(game).title()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def rules_markdown(game: str, lang: str) -> str:
    """The page shown for ``game``: the seed text, then the rulings."""
    paragraphs = [line.strip() for line in seed_text(game).splitlines() if line.strip()]
    seed_md = "\n\n".join(_escape(p) for p in paragraphs)
    heading = QCoreApplication.translate("Rules", "The rules (your document)")
    intro = QCoreApplication.translate(
        "Rules", "Where the document is silent or unclear, the app follows these rulings:"
    )
    return (
        f"# {_game_title(game)}\n\n"
        f"## {heading}\n\n{seed_md}\n\n---\n\n{intro}\n\n{rulings_text(game, lang)}"
    )


class RulesViewer(QDialog):
    def __init__(self, parent=None, game: str = "plongee", lang: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-viewer")
        self.setWindowTitle(self.tr("Rules"))
        self.resize(760, 640)
        lang = lang or QLocale().name()[:2]
        self.tabs = QTabWidget()
        self.browsers: dict[str, QTextBrowser] = {}
        for key in SEEDS:
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            browser.setMarkdown(rules_markdown(key, lang))
            self.browsers[key] = browser
            self.tabs.addTab(browser, _game_title(key))
        self.tabs.setCurrentIndex(list(SEEDS).index(game) if game in SEEDS else 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
