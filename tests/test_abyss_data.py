"""The Abyss card data: counts and spot values here, the full tables against the rulings file
(its copy in tests/data/rulings, checked against the shared folder when that is beside the
repository)."""

import re
from collections import Counter
from pathlib import Path

import pytest

from abyss_cards.games.abyss.data import (
    EXPLORATION_CARDS,
    LOCATION_BY_ID,
    LOCATIONS,
    LORD_BY_ID,
    LORDS,
    MONSTER_TOKENS,
)

RULES = Path(__file__).resolve().parent / "data" / "rulings" / "abyss.md"
SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "rules" / "abyss.md"
RACE_OF = {
    "crabs": "crabs",
    "shellfish": "shellfish",
    "squids": "squids",
    "jellyfish": "jellyfish",
    "seahorses": "seahorses",
    "—": None,
}


def test_counts_and_spot_values():
    assert len(EXPLORATION_CARDS) == 71
    counts = Counter(race for race, _ in EXPLORATION_CARDS)
    assert counts["monster"] == 6 and all(counts[r] == 13 for r in RACE_OF if RACE_OF[r])
    assert sorted(v for r, v in EXPLORATION_CARDS if r == "crabs") == [1] * 4 + [2] * 3 + [
        3
    ] * 3 + [4] * 2 + [5]
    assert len(MONSTER_TOKENS) == 20 and sum(MONSTER_TOKENS) == 9 * 2 + 9 * 3 + 2 * 4
    assert [lord.id for lord in LORDS] == list(range(1, 36))
    assert [loc.id for loc in LOCATIONS] == list(range(1, 21))
    assert Counter(lord.guild for lord in LORDS) == {
        "military": 7,
        "merchant": 6,
        "mage": 7,
        "politician": 6,
        "farmer": 6,
        "ambassador": 3,
    }
    traitor = LORD_BY_ID[23]
    assert (
        traitor.name_fr,
        traitor.cost,
        traitor.races,
        traitor.required_race,
        traitor.ip,
        traitor.keys,
        traitor.timing,
    ) == ("Le Traître", 12, 3, "squids", 6, 0, "once")
    assert LORD_BY_ID[8].ip == 5 and LORD_BY_ID[32].ip == 12
    assert LOCATION_BY_ID[7].scoring == ("federated", 3, 3, "seahorses")
    assert LOCATION_BY_ID[18].scoring == ("weakest_allies", 3)
    for lord in LORDS:
        assert bool(lord.power_fr) == bool(lord.power_en) == (lord.timing is not None)
    for loc in LOCATIONS:
        assert loc.text_fr and loc.text_en


def table_rows(text: str, header_start: str) -> list[list[str]]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header_start))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def expected_scoring(points: str) -> tuple:
    points = points.replace("(*)", "").replace("  ", " ").strip()
    if m := re.fullmatch(r"(\d+) \+ (\d+) × (\w+) Lords", points):
        return ("guild", int(m[1]), int(m[2]), m[3].lower())
    if m := re.fullmatch(r"(\d+) \+ (\d+) × federated (\w+)", points):
        race = m[3] if m[3].endswith("s") or m[3] == "shellfish" else m[3] + "s"
        race = "jellyfish" if race.startswith("jellyfish") else race
        return ("federated", int(m[1]), int(m[2]), race)
    if m := re.fullmatch(r"(\d+) × number of guilds.*", points):
        return ("guilds", int(m[1]))
    if points.startswith("At the end, copies"):
        return ("mirror",)
    if points.startswith("0 points"):
        return ("zero",)
    if m := re.fullmatch(r"(\d+) × IP of the player's weakest Lord.*", points):
        return ("weakest_lord", int(m[1]))
    if points.startswith("IP of the player's strongest Lord"):
        return ("strongest_lord",)
    if m := re.fullmatch(r"(\d+) − number of Lords", points):
        return ("minus_lords", int(m[1]))
    if m := re.fullmatch(r"(\d+) × Lords printed with a key", points):
        return ("keyed", int(m[1]))
    if m := re.fullmatch(r"(\d+) × Lords printed without a key", points):
        return ("unkeyed", int(m[1]))
    if m := re.fullmatch(r"(\d+) \+ for each race, the weakest federated Ally", points):
        return ("weakest_allies", int(m[1]))
    if m := re.fullmatch(r"(\d+) − number of federated Allies", points):
        return ("minus_federated", int(m[1]))
    raise AssertionError(f"unparsed Location scoring: {points}")


@pytest.mark.skipif(not SHARED.exists(), reason="shared/rules/abyss.md is not beside the repo")
def test_the_copy_of_the_rulings_is_the_shared_one():
    assert RULES.read_text("utf-8") == SHARED.read_text("utf-8")


def test_lords_match_the_rulings_table():
    rows = table_rows(RULES.read_text("utf-8"), "| id | French | English | Guild")
    assert len(rows) == 35
    for cells in rows:
        id_, fr, en, guild, cost, races, req, ip, keys, timing, _power = cells
        lord = LORD_BY_ID[int(id_)]
        assert (lord.name_fr, lord.name_en) == (fr, en)
        assert lord.guild == guild.lower()
        assert (lord.cost, lord.races, lord.keys) == (int(cost), int(races), int(keys))
        assert lord.ip == int(ip.replace("(*)", "").strip())
        assert lord.required_race == RACE_OF[req]
        assert lord.timing == (None if timing == "—" else timing)


def test_locations_match_the_rulings_table():
    rows = table_rows(RULES.read_text("utf-8"), "| id | French | English | Points")
    assert len(rows) == 20
    for id_, fr, en, points in rows:
        loc = LOCATION_BY_ID[int(id_)]
        assert (loc.name_fr, loc.name_en) == (fr, en)
        assert loc.scoring == expected_scoring(points), loc.name_en
