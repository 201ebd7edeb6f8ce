"""Refresh resources/translations/<area>_<lang>.ts from the code, and fill translations.

    python scripts/update_translations.py            # run lupdate for every area
    python scripts/update_translations.py --area plongee   # only one area
    python scripts/update_translations.py --missing  # list what still lacks a translation
    python scripts/update_translations.py --fill FILE.json
        # FILE.json: [[area, lang, context, source, translation-or-[forms]], ...]

English is the source language: the English files are filled with the source text itself, except
plural (numerus) messages, whose forms must be written. Locations are left out of the files so
that moving code does not churn them.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from abyss_cards.i18n import AREAS, LANGUAGES, area_of  # noqa: E402

PACKAGE = ROOT / "abyss_cards"
TS_DIR = ROOT / "resources" / "translations"


def lupdate_executable() -> str:
    exe = shutil.which("pyside6-lupdate") or str(Path(sys.executable).parent / "pyside6-lupdate")
    if not Path(exe).exists() and not shutil.which(exe):
        raise SystemExit("pyside6-lupdate not found: install PySide6-Essentials in this Python")
    return exe


def area_sources() -> dict[str, list[Path]]:
    sources: dict[str, list[Path]] = {area: [] for area in AREAS}
    for path in sorted(PACKAGE.rglob("*.py")):
        area = area_of(path.relative_to(PACKAGE).as_posix())
        if area:
            sources[area].append(path)
    return sources


def run_lupdate(files: list[Path], ts: Path, lang: str) -> None:
    if not files:
        return
    cmd = [
        lupdate_executable(),
        *map(str, files),
        "-no-obsolete",
        "-locations",
        "none",
        "-source-language",
        "en",
        "-target-language",
        lang,
        "-ts",
        str(ts),
    ]
    subprocess.run(cmd, check=True, capture_output=True, text=True)


def fill_english(ts: Path) -> None:
    tree = ET.parse(ts)
    changed = False
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        if message.get("numerus") == "yes":
            continue  # plural forms are written by hand
        translation.text = message.findtext("source", "")
        del translation.attrib["type"]
        changed = True
    if changed:
        write_ts(tree, ts)


def write_ts(tree: ET.ElementTree, ts: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8")


def update(out_dir: Path = TS_DIR, areas: list[str] | None = None) -> list[Path]:
    """Write the .ts of every area into ``out_dir`` (starting from the committed ones)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for area, files in area_sources().items():
        if areas and area not in areas:
            continue
        for lang in LANGUAGES:
            ts = out_dir / f"{area}_{lang}.ts"
            if out_dir != TS_DIR and (TS_DIR / ts.name).exists():
                shutil.copy(TS_DIR / ts.name, ts)
            if not files:
                continue
            run_lupdate(files, ts, lang)
            if lang == "en":
                fill_english(ts)
            written.append(ts)
    return written


def missing(ts_dir: Path = TS_DIR) -> list[tuple[str, str, str, str]]:
    """(file, context, source, problem) for every message without a finished translation."""
    problems = []
    for ts in sorted(ts_dir.glob("*.ts")):
        for context in ET.parse(ts).getroot().iter("context"):
            name = context.findtext("name", "")
            for message in context.iter("message"):
                source = message.findtext("source", "")
                translation = message.find("translation")
                forms = (
                    []
                    if translation is None
                    else ([f.text for f in translation.iter("numerusform")] or [translation.text])
                )
                if translation is None or translation.get("type") == "unfinished":
                    problems.append((ts.name, name, source, "unfinished"))
                elif not all(forms):
                    problems.append((ts.name, name, source, "empty"))
    return problems


def fill(entries: list) -> None:
    by_file: dict[Path, list] = {}
    for area, lang, context, source, text in entries:
        by_file.setdefault(TS_DIR / f"{area}_{lang}.ts", []).append((context, source, text))
    for ts, items in by_file.items():
        tree = ET.parse(ts)
        index = {}
        for context in tree.getroot().iter("context"):
            for message in context.iter("message"):
                index[(context.findtext("name", ""), message.findtext("source", ""))] = message
        for context, source, text in items:
            message = index.get((context, source))
            if message is None:
                print(f"{ts.name}: no message {context!r} / {source!r}", file=sys.stderr)
                continue
            translation = message.find("translation")
            translation.attrib.pop("type", None)
            if isinstance(text, list):
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                for form in text:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = text
        write_ts(tree, ts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--missing", action="store_true")
    parser.add_argument("--fill", metavar="FILE.json")
    parser.add_argument(
        "--area",
        action="append",
        choices=sorted(AREAS),
        help="only this area (repeatable); default: every area",
    )
    args = parser.parse_args()
    if args.fill:
        fill(json.loads(Path(args.fill).read_text("utf-8")))
        return 0
    if args.missing:
        rows = missing()
        for row in rows:
            print(" | ".join(row))
        return 1 if rows else 0
    for ts in update(areas=args.area):
        print(ts.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
