"""The screens' contract with their tables (abyss_cards/ui/table/table_protocol.py), and the line
between the interface and the engines (ARCHITECTURE.md, "The screens have a contract too").

- Each game's table is a ``Table``: what a screen may ask of any table, and one way out,
  ``chosen(action)`` with an engine action (mypy checks it too, at the end of each table module).
- One signal name carries an action out of a table: ``chosen``. No ``choose``, no ``intent``;
  a table's other signals carry nothing (they say that something happened, like ``arranged``).
- The interface imports from an engine only its contract (below, ``contract_import``); each
  exception is listed with its reason, and an exception no longer needed fails the test.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
import pkgutil
import types
from pathlib import Path

import pytest
from PySide6.QtCore import Signal

from abyss_cards.games import registry
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.plongee.table import PlongeeTable
from abyss_cards.ui.rami.table import RamiTable
from abyss_cards.ui.table.table_protocol import CHOSEN, Table

UI = Path(__file__).resolve().parent.parent / "abyss_cards" / "ui"
TABLES = [PlongeeTable, RamiTable, AbyssTable]
TABLE_MODULES = sorted(UI.glob("*/table.py"))


# -------------------------------------------------------------------------- the Table protocol
def _members() -> dict[str, object]:
    """The protocol's members, its own and those of the protocols it extends."""
    return {
        name: value
        for cls in reversed(Table.__mro__)
        if cls.__module__ == Table.__module__
        for name, value in vars(cls).items()
        if not name.startswith("_") and (callable(value) or isinstance(value, property))
    }


def test_the_protocol_names_the_way_out_and_what_every_table_has():
    members = _members()
    assert CHOSEN in members and isinstance(members[CHOSEN], property)
    assert {"relayout", "sync", "finish_animations", "stop"} <= set(members)


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.__name__)
def test_each_table_satisfies_the_protocol(table):
    for name, member in _members().items():
        assert hasattr(table, name), f"{table.__name__} has no {name}"
        mine = inspect.getattr_static(table, name)
        if isinstance(member, property):
            assert isinstance(mine, Signal), f"{table.__name__}.{name} is not a signal"
            continue
        wanted = inspect.signature(member)
        extra = [p.name for p in list(wanted.parameters.values())[1:]]
        # Callable as the protocol calls it: the same arguments, by position.
        inspect.signature(mine).bind(None, *extra)


def test_one_signal_name_carries_actions_out_of_a_table():
    declared: dict[str, dict[str, int]] = {}
    for path in TABLE_MODULES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "Signal"
            ):
                for target in node.targets:
                    assert isinstance(target, ast.Name)
                    declared.setdefault(path.parent.name, {})[target.id] = len(node.value.args)
    assert set(declared) == {"plongee", "rami", "abyss"}
    for game, signals in declared.items():
        assert signals.get(CHOSEN) == 1, f"{game}: no chosen(action)"
        carrying = {name for name, n in signals.items() if n}
        assert carrying == {CHOSEN}, f"{game}'s table has other signals with a payload: {carrying}"
    # And no other name for it anywhere in the interface.
    for path in UI.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for old in ("choose = Signal(", "intent = Signal(", ".choose.emit(", ".intent.emit("):
            assert old not in text, f"{path.relative_to(UI)}: {old}"


# ---------------------------------------------------------------------- the import boundary
# The engine's contract, as the interface may use it:
# - ``abyss_cards.games``: the registry and the game packages (as modules: their attributes
#   used in the interface are then checked one by one, like the names below);
# - anything from these modules of an engine: its actions, events, views, cards and data
#   (what a table draws and a screen says), ``saves`` (``from_json``), and ``games/figures.py``
#   (what the statistics keep of a finished game, worked out by the engines);
CONTRACT_MODULES = {"actions", "events", "view", "cards", "data", "saves", "figures"}
# - from the rest, only these: the state class and ``new_game`` (``state``, with Rami's meld on
#   the table as its view shows it), the computer players (``make_bot``, the classes it
#   returns) and the hint of an opening the engine computes for the person (``bots``); a meld,
#   its refusal and the engine's reading of some cards (``analyse``: a meld, or why not); the
#   entry points the package defines itself. Searches (``best_opening``…) are not in it.
CONTRACT_NAMES = {
    "state": {
        "new_game",
        "PlongeeState",
        "RamiState",
        "AbyssState",
        "TableMeld",
        # The answers of the state's queries: why a Lord cannot be recruited, a payment's gap.
        "RecruitCheck",
        "PaymentStatus",
    },
    "bots": {"make_bot", "opening_hint", "RandomBot", "GreedyBot"},
    "melds": {"Meld", "IllegalMeld", "analyse"},
    "": {"GAME", "CODEC", "new_game", "from_json"},
}
# Today's other imports of engine helpers by the interface, each with its reason. A name here
# is a rule helper used outside the contract: move it into the engine's contract, then here.
EXCEPTIONS = {
    ("abyss_cards/ui/abyss/decisions.py", "abyss.state.Ally"): "a type alias (race, value)",
    ("abyss_cards/ui/abyss/table.py", "abyss.state.Ally"): "a type alias (race, value)",
    ("abyss_cards/ui/abyss/screen.py", "abyss.scoring.rank"): "the placings of the end page",
    ("abyss_cards/ui/abyss/lesson.py", "abyss.scenario.scenario"): (
        "the lesson's game is a stacked deal: the engine places the real deck's cards"
    ),
    ("abyss_cards/ui/marquoir/charts.py", "abyss.scoring.CATEGORIES"): (
        "the Marquoir is a score sheet: the scoring categories are its columns"
    ),
    ("abyss_cards/ui/marquoir/history_models.py", "abyss.scoring.CATEGORIES"): (
        "the Marquoir's columns"
    ),
    ("abyss_cards/ui/marquoir/pdf.py", "abyss.scoring.CATEGORIES"): "the Marquoir's columns",
    ("abyss_cards/ui/marquoir/pdf.py", "abyss.scoring.TIE_BREAKS"): "the Marquoir's tie-breaks",
    ("abyss_cards/ui/marquoir/pdf.py", "abyss.scoring.Ranked"): "a placing, as printed",
    ("abyss_cards/ui/marquoir/texts.py", "abyss.scoring.Ranked"): "a placing, as written out",
    ("abyss_cards/ui/marquoir/sheet_model.py", "abyss.scoring.CATEGORIES"): "its columns",
    ("abyss_cards/ui/marquoir/sheet_model.py", "abyss.scoring.Ranked"): "a placing",
    ("abyss_cards/ui/marquoir/sheet_model.py", "abyss.scoring.rank"): (
        "the Marquoir's sheet ranks a paper score sheet with the engine's own rule"
    ),
    ("abyss_cards/ui/plongee/__init__.py", "plongee.phases.TURN"): "a phase's name",
    ("abyss_cards/ui/plongee/describe.py", "plongee.phases.OPENING"): "a phase's name",
    ("abyss_cards/ui/models/plongee_models.py", "plongee.counting.unseen_among"): (
        "the card-counting dock counts what a player with a good memory knows"
    ),
    ("abyss_cards/ui/rami/describe.py", "rami.melds.OpeningFacts"): (
        "a type only (under TYPE_CHECKING): what the engine's query state.opening_facts() "
        "returns, put into words; describe decides nothing from it"
    ),
    ("abyss_cards/ui/rami/screen.py", "rami.state.taken_card_refusal"): (
        "the refusal of an action while a taken discard waits (the engine's words)"
    ),
    ("abyss_cards/ui/rami/zones.py", "rami.melds.best_cover"): (
        "presentation: 'Arrange in melds' sorts the zones by the most cards in melds when there "
        "is no opening (the engine's view.best_opening()); its switches stay off and no rule "
        "reads it (the engine judges any lay-down)"
    ),
}


def _home(package: str, name: str) -> tuple[str, str]:
    """Where ``name`` of engine ``package`` is defined: (module within the game, name)."""
    obj = getattr(importlib.import_module(package), name)
    module = getattr(obj, "__module__", None)
    if isinstance(obj, types.ModuleType):
        return obj.__name__, ""
    if inspect.isclass(obj) or inspect.isfunction(obj):
        assert isinstance(module, str)
        return module, name
    # A constant: the contract module that holds it, if any, else where it was imported from.
    if not _is_package(package):
        return package, name
    for info in pkgutil.iter_modules(importlib.import_module(package).__path__):
        if info.name in CONTRACT_MODULES:
            sub = importlib.import_module(f"{package}.{info.name}")
            if getattr(sub, name, None) is obj:
                return sub.__name__, name
    return package, name


def _is_package(module: str) -> bool:
    return hasattr(importlib.import_module(module), "__path__")


def engine_imports(path: Path) -> list[tuple[str, str]]:
    """Every (module, name) of an engine that ``path`` uses: the names it imports from an
    engine, and the attributes it reads of an engine module it imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    used: list[tuple[str, str]] = []
    aliases: dict[str, str] = {}  # local name -> engine module
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("abyss_cards.games"):
            assert node.module is not None
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                if _is_package(node.module) and importlib.util.find_spec(sub) is not None:
                    aliases[alias.asname or alias.name] = sub
                    used.append((sub, ""))
                else:
                    used.append(_home(node.module, alias.name))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("abyss_cards.games"):
                    assert alias.asname, f"{path}: import {alias.name} without a name"
                    aliases[alias.asname] = alias.name
                    used.append((alias.name, ""))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in aliases
        ):
            module = aliases[node.value.id]
            if hasattr(importlib.import_module(module), node.attr):
                used.append(_home(module, node.attr))
    return used


def contract_import(module: str, name: str) -> bool:
    parts = module.split(".")
    assert parts[:2] == ["abyss_cards", "games"]
    if not name or module == "abyss_cards.games.registry":
        return True  # a module as such (what is read of it is checked), or the registry
    if len(parts) == 3 and parts[2] in CONTRACT_MODULES:
        return True  # a module the engines share (``games/figures.py``)
    within = parts[3:]  # the module within the game: [] for the package itself
    if within and within[0] in CONTRACT_MODULES:
        return True
    return name in CONTRACT_NAMES.get(within[0] if within else "", set())


def _label(module: str, name: str) -> str:
    return ".".join([*module.split(".")[2:], *([name] if name else [])])


def boundary_violations() -> set[tuple[str, str]]:
    root = UI.parent.parent
    found: set[tuple[str, str]] = set()
    for path in sorted(UI.rglob("*.py")):
        for module, name in engine_imports(path):
            if not module.startswith("abyss_cards.games"):
                continue  # a name the engine took from elsewhere (core)
            if not contract_import(module, name):
                found.add((path.relative_to(root).as_posix(), _label(module, name)))
    return found


def test_the_interface_imports_only_the_engines_contract():
    found = boundary_violations()
    unexplained = sorted(found - set(EXCEPTIONS))
    assert not unexplained, f"engine helpers imported outside the contract: {unexplained}"
    stale = sorted(set(EXCEPTIONS) - found)
    assert not stale, f"exceptions no longer needed (remove them): {stale}"


def test_the_rule_sees_a_search_helper_and_lets_the_contract_through(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from abyss_cards.games import rami\n"
        "from abyss_cards.games.rami import DrawPot, RamiState, best_opening\n"
        "from abyss_cards.games.rami.melds import best_cover\n"
        "rami.direct_close\n"
        "rami.LayOff\n",
        encoding="utf-8",
    )
    verdicts = {_label(m, n): contract_import(m, n) for m, n in engine_imports(bad)}
    assert verdicts == {
        "rami": True,
        "rami.actions.DrawPot": True,
        "rami.state.RamiState": True,
        "rami.melds.best_opening": False,
        "rami.melds.best_cover": False,
        "rami.melds.direct_close": False,
        "rami.actions.LayOff": True,
    }
    assert registry.BUILT_IN  # the games whose packages are checked


# ------------------------------------------------------- what comes out is an engine action
def _emitted(table, click) -> list[object]:
    out: list[object] = []
    table.chosen.connect(out.append)
    click()
    return out


@pytest.fixture
def view(qtbot):
    from abyss_cards.ui.table import TableView

    view = TableView()
    qtbot.addWidget(view)
    view.resize(900, 560)
    return view


NAMES = ["Ana", "Léo"]


def test_plongee_a_draw_comes_out_as_an_engine_action(view):
    from abyss_cards.games.plongee import actions
    from abyss_cards.ui.plongee import demo_state

    state = demo_state(2, seed=2, actions=4)
    table = PlongeeTable(view, state, NAMES, [state.current_player])
    table.set_interactive(True)
    got = _emitted(table, table.act_draw)
    assert got and isinstance(got[0], actions.Draw)
    table.stop()


def test_rami_a_click_on_the_pot_comes_out_as_an_engine_action(view):
    from abyss_cards.games import rami
    from abyss_cards.games.rami import actions

    table = RamiTable(view, rami.new_game(NAMES, seed=5), NAMES, 0)
    got = _emitted(table, lambda: table._card_clicked(table.pot))
    assert got == [actions.DrawPot()]  # no more intent codes
    table.stop()


def test_abyss_a_click_on_a_card_comes_out_as_its_engine_action_not_its_key(view):
    from abyss_cards.games import abyss
    from abyss_cards.games.abyss import actions
    from abyss_cards.ui.abyss.decisions import choices

    game = abyss.new_game(NAMES, seed=5)
    seat = game.current_player
    table = AbyssTable(view, game, NAMES, seat)
    table.relayout()
    asked = choices(game, game.view(seat))
    key, action = next(iter(asked.cards.items()))
    table.set_choices(asked)
    got = _emitted(table, lambda: table._clicked(table.card(key)))
    assert got == [action] and isinstance(action, actions.Action)
    table.stop()


def test_the_rules_the_issue_found_in_the_interface_are_the_engines_now():
    from abyss_cards.games.abyss.data import PURCHASE_PRICES
    from abyss_cards.games.abyss.view import PendingView
    from abyss_cards.games.rami import new_game
    from abyss_cards.games.rami.bots import opening_hint

    # Abyss: what a purchase costs (the decision's price; the first purchase's otherwise).
    assert PendingView("auction", 1, price=2).buy_price == 2
    assert PendingView("auction", 1).buy_price == PURCHASE_PRICES[0]
    # Rami: the opening a hint advises is the engine's exact search, or None once opened.
    state = new_game(["Ana", "Léo"], seed=3)
    seat = state.current_player
    found = opening_hint(state.view(seat), state.legal_actions())
    assert found is None or sum(m.value for m in found[0]) >= state.required(seat)
