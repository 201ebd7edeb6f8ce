"""French and English for the whole app.

The sources are Qt Linguist files, ``resources/translations/<area>_<lang>.ts``, one pair per area
so that each part of the app keeps its own. The app "compiles" them at first use: it parses the
XML into a dictionary and serves it through a ``QTranslator`` subclass. That keeps one path for
source, wheel and packaged executable (no ``lrelease`` step anywhere). Qt's own widget strings
come from the ``qtbase_<lang>.qm`` that PySide6 ships.

``scripts/update_translations.py`` refreshes the ``.ts`` files from the code with
``pyside6-lupdate``; ``tests/test_translations.py`` fails when a string lacks a translation.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from abyss_cards.core.errors import IllegalAction

# The attribute of the application that keeps its translators alive (``replace_translators``).
TRANSLATORS_ATTR = "_abyss_translators"

LANGUAGES = ("fr", "en")


# Each area: the source folders/files (relative to the package) whose strings it holds; a file
# belongs to the area of its longest matching prefix.
# Each game has two: its engine's ("<key>", games/<key>) and its table's ("<key>_table", ui/<key>).
class Context:
    """A translation context named by its subclass (``class AbyssJournal(Context)``):
    ``AbyssJournal.tr(text)``, or ``AbyssJournal.tr(text, "", n)`` for a sentence with a number
    in it ("%n Pearl(s)"). lupdate files a ``Name.tr`` call under "Name", plurals included; it
    reads no plural in a ``translate(context, text, "", n)`` call."""

    @classmethod
    def tr(cls, text: str, disambiguation: str = "", n: int = -1) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def _areas() -> dict[str, tuple[str, ...]]:
    from abyss_cards.games.registry import BUILT_IN

    areas: dict[str, tuple[str, ...]] = {
        "app": (
            "__init__.py",
            "cli.py",
            "i18n.py",
            "resources.py",
            "core",
            "storage",
            "ui",
            "games/registry.py",
        ),
        "table": ("ui/table", "ui/models"),
    }
    for key in BUILT_IN:
        areas[key] = (f"games/{key}",)
        areas[f"{key}_table"] = (f"ui/{key}",)
    areas["marquoir"] = ("games/abyss/scoring.py", "ui/marquoir", "storage/marquoir.py")
    return areas


AREAS = _areas()


def area_of(relative: str) -> str | None:
    """The area of a source file (path relative to the package): the longest matching prefix."""
    best, best_len = None, -1
    for area, prefixes in AREAS.items():
        for prefix in prefixes:
            if (relative == prefix or relative.startswith(prefix.rstrip("/") + "/")) and len(
                prefix
            ) > best_len:
                best, best_len = area, len(prefix)
    return best


def system_language() -> str:
    """French if the system speaks French, English otherwise."""
    from PySide6.QtCore import QLocale

    name = QLocale.system().name()
    if not name:
        import locale  # imported for this fallback only, not on every start

        name = locale.getlocale()[0] or ""
    return "fr" if name.lower().startswith("fr") else "en"


def resolve_language(setting: str) -> str:
    return setting if setting in LANGUAGES else system_language()


def parse_ts(path: Path) -> dict[tuple[str, str], list[str]]:
    """``(context, source) -> [translation forms]`` for every finished message of a .ts file."""
    catalogue: dict[tuple[str, str], list[str]] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            if translation is None or translation.get("type") in (
                "unfinished",
                "obsolete",
                "vanished",
            ):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            if not forms:
                forms = [translation.text or ""]
            if any(forms):
                catalogue[(name, source)] = forms
    return catalogue


@functools.lru_cache(maxsize=64)
def _parsed(path: Path, stamp: tuple[int, int]) -> dict[tuple[str, str], list[str]]:
    """``parse_ts`` once per version of a file (``stamp``: its time and size): a change of
    language parsed the nine files of the language again (8 ms, in every test that changes it)."""
    return parse_ts(path)


def load_catalogue(lang: str) -> dict[tuple[str, str], list[str]]:
    from abyss_cards.resources import resource_path

    catalogue: dict[tuple[str, str], list[str]] = {}
    for path in sorted(resource_path("translations").glob(f"*_{lang}.ts")):
        info = path.stat()
        catalogue.update(_parsed(path, (info.st_mtime_ns, info.st_size)))
    return catalogue


def install(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Install our catalogue and Qt's own for ``lang`` on ``app``; returns the translators
    (keep them alive as long as the app)."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    class CatalogueTranslator(QTranslator):
        def __init__(
            self, catalogue: dict[tuple[str, str], list[str]], plural_index: Callable[[int], int]
        ) -> None:
            super().__init__()
            self._catalogue = catalogue
            self._plural_index = plural_index

        def translate(
            self, context: str, source: str, disambiguation: str | None = None, n: int | None = -1
        ) -> str | None:
            forms = self._catalogue.get((context, source))
            if not forms:
                return None  # a null string: Qt then keeps the source text

            if n is None or n < 0 or len(forms) == 1:
                return forms[0]
            return forms[min(self._plural_index(n), len(forms) - 1)]

        def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
            return not self._catalogue

    # French treats 0 and 1 as singular; English only 1.
    plural: Callable[[int], int] = (
        (lambda n: 0 if n <= 1 else 1) if lang == "fr" else (lambda n: 0 if n == 1 else 1)
    )
    translators: list[QTranslator] = []
    qt_translator = QTranslator()
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_translator.load(QLocale(lang), "qtbase", "_", qt_dir):
        app.installTranslator(qt_translator)
        translators.append(qt_translator)
    ours = CatalogueTranslator(load_catalogue(lang), plural)
    app.installTranslator(ours)
    translators.append(ours)
    QLocale.setDefault(QLocale(lang))
    return translators


def replace_translators(app: QCoreApplication, lang: str) -> None:
    """Install ``lang``'s translators on ``app`` in place of the ones ``replace_translators``
    installed before, keeping them alive with the app."""
    for translator in getattr(app, TRANSLATORS_ATTR, []):
        app.removeTranslator(translator)
    setattr(app, TRANSLATORS_ATTR, install(app, lang))


def translate_refusal(exc: IllegalAction) -> str:
    """An engine's ``IllegalAction`` in the interface language."""
    from PySide6.QtCore import QCoreApplication

    from abyss_cards.core.errors import REFUSAL_CONTEXT

    template = QCoreApplication.translate(REFUSAL_CONTEXT, exc.template)
    try:
        return template.format(**exc.params)
    except (KeyError, IndexError, ValueError):
        return str(exc)
