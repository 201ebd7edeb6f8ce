"""The rules of each game: the user's own document (the seed, in French) and the project's
rulings where it is silent, in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout

from abyss_cards.games import registry
from abyss_cards.resources import resource_path, seed_path


def games_with_rules() -> list[str]:
    """The registered games that have rules to show (the user's document or our rulings)."""
    return [info.key for info in registry.games() if info.seed_document or info.rulings]


def seed_text(game: str) -> str:
    """The user's rule document for ``game`` as they gave it ("" if it has none)."""
    document = registry.game(game).seed_document
    return seed_path(document).read_text("utf-8") if document else ""


def rulings_text(game: str, lang: str) -> str:
    """The rulings summary in ``lang``, else in English."""
    stem = registry.game(game).rulings
    for candidate in (lang, "en") if stem else ():
        path = resource_path("rules", f"{stem}_{candidate}.md")
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
        keys = games_with_rules()
        for key in keys:
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            browser.setAccessibleName(_game_title(key))
            browser.setMarkdown(rules_markdown(key, lang))
            self.browsers[key] = browser
            self.tabs.addTab(browser, _game_title(key))
        self.tabs.setCurrentIndex(keys.index(game) if game in keys else 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
