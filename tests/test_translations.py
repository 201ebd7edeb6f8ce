"""Every visible string has a French and an English translation.

The code is scanned afresh with pyside6-lupdate (starting from the committed .ts files), so a
string added to the code without its translation fails here, as does an unfinished one.
"""

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location(
    "update_translations", ROOT / "scripts" / "update_translations.py"
)
update_translations = importlib.util.module_from_spec(spec)
sys.modules["update_translations"] = update_translations
spec.loader.exec_module(update_translations)


@pytest.fixture(scope="module")
def fresh_catalogues(tmp_path_factory):
    out = tmp_path_factory.mktemp("ts")
    update_translations.update(out_dir=out)
    return out


def test_lupdate_is_available():
    assert Path(update_translations.lupdate_executable()).name.startswith(
        "pyside6-lupdate"
    ) or shutil.which(update_translations.lupdate_executable())


def test_no_string_lacks_a_translation(fresh_catalogues):
    problems = update_translations.missing(fresh_catalogues)
    listing = "\n".join(" | ".join(p) for p in problems[:40])
    assert not problems, f"{len(problems)} strings lack a translation:\n{listing}"


def test_committed_catalogues_are_up_to_date(fresh_catalogues):
    """The .ts files in the tree hold every string of the code (run the update script)."""
    from abyss_cards.i18n import parse_ts

    for fresh in sorted(fresh_catalogues.glob("*.ts")):
        committed = ROOT / "resources" / "translations" / fresh.name
        assert committed.exists(), f"{fresh.name} is missing: run scripts/update_translations.py"
        missing = set(parse_ts(fresh)) - set(parse_ts(committed))
        assert not missing, f"{fresh.name} lacks {sorted(missing)[:10]}"


def test_french_and_english_cover_the_same_messages():
    from abyss_cards.i18n import parse_ts

    ts_dir = ROOT / "resources" / "translations"
    for fr in sorted(ts_dir.glob("*_fr.ts")):
        en = fr.with_name(fr.name.replace("_fr.ts", "_en.ts"))
        assert set(parse_ts(fr)) == set(parse_ts(en)), fr.name


def test_placeholders_survive_translation():
    """A translation keeps every {field} of its source, so .format() never fails at run time."""
    import re

    from abyss_cards.i18n import parse_ts

    field = re.compile(r"\{(\w*)\}")
    for ts in sorted((ROOT / "resources" / "translations").glob("*.ts")):
        for (context, source), forms in parse_ts(ts).items():
            for form in forms:
                assert set(field.findall(form)) == set(field.findall(source)), (
                    ts.name,
                    context,
                    source,
                )


def test_every_committed_message_is_seen_in_the_code(fresh_catalogues):
    """Nothing in the .ts files that lupdate cannot find in the code: the update script drops
    what it does not see (a ``translate()`` call with a number is such a call — plural
    sentences go through a context class's ``tr``), and the French would be lost with it."""
    from abyss_cards.i18n import parse_ts

    for fresh in sorted(fresh_catalogues.glob("*.ts")):
        committed = ROOT / "resources" / "translations" / fresh.name
        unseen = set(parse_ts(committed)) - set(parse_ts(fresh))
        assert not unseen, f"{fresh.name}: lupdate does not see {sorted(unseen)[:10]}"


def test_a_file_changed_on_disk_is_read_again(tmp_path, monkeypatch):
    """The catalogues are parsed once per version of their files: an edited file is read anew."""
    from abyss_cards import i18n, resources

    folder = tmp_path / "translations"
    folder.mkdir()
    ts = folder / "demo_fr.ts"

    def write(words: str) -> None:
        ts.write_text(
            '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="fr">'
            f"<context><name>Demo</name><message><source>Hello</source>"
            f"<translation>{words}</translation></message></context></TS>",
            encoding="utf-8",
        )

    monkeypatch.setattr(resources, "resource_path", lambda name: tmp_path / name)
    write("Bonjour")
    assert i18n.load_catalogue("fr") == {("Demo", "Hello"): ["Bonjour"]}
    write("Salut à vous")  # another size, whatever the clock's resolution
    assert i18n.load_catalogue("fr") == {("Demo", "Hello"): ["Salut à vous"]}
