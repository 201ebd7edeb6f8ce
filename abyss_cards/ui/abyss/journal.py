"""The Journal: what happened, in sentences ("Léo explores: 3 of squids; Ana buys it, 1
Pearl"), told to one viewer — a private detail (a Monster token's value, a Council stack's
contents, Locations drawn) only to the seat who may know it.

The sentences are made from the engine's events when they are shown (so they follow the
language and the viewer); a game resumed from its autosave gets its events back by replaying
its history from its seed (``replayed_events``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem

from abyss_cards.core.game import Reveal
from abyss_cards.i18n import Context
from abyss_cards.ui.abyss.decisions import ally_words, location_name, lord_name, race_word

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


class AbyssJournal(Context):
    """Plural sentences of this context: ``AbyssJournal.tr(text, "", n)``."""


JOURNAL_DOCK = "abyssJournalDock"


def _allies(allies, language: str) -> str:
    return ", ".join(ally_words(race, value) for race, value in allies)


def sentence(event, names: list[str], viewer: int, language: str = "en",
             you: int | None = None) -> str | None:
    """The event told to ``viewer``; ``None`` for an event not worth a line (or private to
    another seat). ``you``: the seat of the person reading, when they are the only person at
    the screen — their own moves are told to them as "you" ("Vous explorez", never "Vous
    explore"); with several persons at the screen every sentence names its player."""
    kind = type(event).__name__
    reveal = getattr(event, "reveal", Reveal.NOTHING)
    seat = getattr(event, "seat", None)
    if reveal == Reveal.ONE_SEAT and seat != viewer:
        return None
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    def t(named: str, you_text: str) -> str:
        return you_text if you is not None and seat == you else named.replace("%1", who)

    def whom(other: int) -> str:
        """Another seat named inside a sentence ("paid to Léo", "from you")."""
        if you is not None and other == you:
            return translate("AbyssJournal", "you")
        return names[other]

    if kind == "TurnStarted":
        return t(translate("AbyssJournal", "— %1's turn —"),
               translate("AbyssJournal", "— Your turn —"))
    if kind == "Plotted":
        return t(translate("AbyssJournal", "%1 plots at Court: %2 comes to Court"),
               translate("AbyssJournal", "You plot at Court: %2 comes to Court")).replace(
            "%2", lord_name(event.lord, language))
    if kind == "Revealed":
        if event.card[0] == "monster":
            return t(translate("AbyssJournal", "%1 explores: a Monster (space %2)"),
               translate("AbyssJournal", "You explore: a Monster (space %2)")).replace(
                "%2", str(event.space))
        return t(translate("AbyssJournal", "%1 explores: %2 (space %3)"),
               translate("AbyssJournal", "You explore: %2 (space %3)")).replace(
            "%2", ally_words(*event.card)).replace("%3", str(event.space))
    if kind == "Bought":
        return t(AbyssJournal.tr("%1 buys %2 for %n Pearl(s), paid to %4", "", event.price),
                 AbyssJournal.tr("You buy %2 for %n Pearl(s), paid to %4", "", event.price)).replace(
            "%2", ally_words(*event.ally)).replace("%4", whom(event.to))
    if kind == "AllyTaken":
        text = t(translate("AbyssJournal", "%1 takes %2"),
               translate("AbyssJournal", "You take %2")).replace("%2", ally_words(*event.ally))
        if event.pearls:
            text += " " + AbyssJournal.tr("(+%n Pearl(s))", "", event.pearls)
        return text
    if kind == "MonsterPassed":
        return t(translate("AbyssJournal", "%1 lets the Monster go: threat %2"),
               translate("AbyssJournal", "You let the Monster go: threat %2")).replace(
            "%2", str(event.threat))
    if kind == "Fought":
        return t(translate("AbyssJournal", "%1 fights the Monster (threat space %2)"),
               translate("AbyssJournal", "You fight the Monster (threat space %2)")).replace(
            "%2", str(event.space))
    if kind == "MonsterTokenDrawn":
        return t(translate("AbyssJournal", "%1 draws a Monster token worth %2"),
               translate("AbyssJournal", "You draw a Monster token worth %2")).replace(
            "%2", str(event.value))
    if kind == "ExplorationEnded" and event.council:
        sent = [ally_words(race, value) for race, values in event.council for value in values]
        return translate("AbyssJournal", "To the Council: %1").replace("%1", ", ".join(sent))
    if kind == "StackTaken":
        return t(AbyssJournal.tr("%1 takes the Council's %2 stack (%n card(s))", "", event.count),
                 AbyssJournal.tr("You take the Council's %2 stack (%n card(s))", "", event.count)
                 ).replace("%2", race_word(event.race))
    if kind == "StackContents":
        return translate("AbyssJournal", "In it: %2").replace(
            "%2", _allies(event.allies, language))
    if kind == "StackDiscarded":
        return t(translate("AbyssJournal", "%1 discards the Council's %2 stack"),
               translate("AbyssJournal", "You discard the Council's %2 stack")).replace(
            "%2", race_word(event.race))
    if kind == "Recruited":
        text = t(translate("AbyssJournal", "%1 recruits %2 with %3"),
               translate("AbyssJournal", "You recruit %2 with %3")).replace(
            "%2", lord_name(event.lord, language)).replace(
            "%3", _allies(event.allies, language) or "—")
        if event.pearls:
            text += " " + AbyssJournal.tr("and %n Pearl(s)", "", event.pearls)
        return text
    if kind == "Federated":
        return t(translate("AbyssJournal", "%1 federates %2"),
               translate("AbyssJournal", "You federate %2")).replace(
            "%2", ally_words(*event.ally))
    if kind == "CourtRefilled":
        return t(AbyssJournal.tr("The Court is refilled; %1 gains %n Pearl(s)", "", event.pearls),
                 AbyssJournal.tr("The Court is refilled; you gain %n Pearl(s)", "", event.pearls))
    if kind == "PearlsGained" and event.lord is not None:
        return t(AbyssJournal.tr("%1 gains %n Pearl(s) (%3)", "", event.amount),
                 AbyssJournal.tr("You gain %n Pearl(s) (%3)", "", event.amount)).replace(
            "%3", lord_name(event.lord, language))
    if kind == "PearlsLost" and event.lord is not None:
        return t(AbyssJournal.tr("%1 loses %n Pearl(s) (%3)", "", event.amount),
                 AbyssJournal.tr("You lose %n Pearl(s) (%3)", "", event.amount)).replace(
            "%3", lord_name(event.lord, language))
    if kind == "Protected":
        return t(translate("AbyssJournal", "The Shaman protects %1 from %2"),
               translate("AbyssJournal", "The Shaman protects you from %2")).replace(
            "%2", lord_name(event.lord, language))
    if kind == "AllyDiscarded":
        return t(translate("AbyssJournal", "%1 discards %2"),
               translate("AbyssJournal", "You discard %2")).replace(
            "%2", ally_words(*event.ally))
    if kind == "AllySold":
        return t(AbyssJournal.tr("%1 sells %2 for %n Pearl(s)", "", event.pearls),
                 AbyssJournal.tr("You sell %2 for %n Pearl(s)", "", event.pearls)).replace(
            "%2", ally_words(*event.ally))
    if kind == "LordDisabled":
        return t(translate("AbyssJournal", "%2 of %1 is disabled by the Assassin"),
               translate("AbyssJournal", "Your %2 is disabled by the Assassin")).replace(
            "%2", lord_name(event.lord, language))
    if kind == "Hunted":
        return t(translate("AbyssJournal", "%1 hunts a Monster token from %2"),
               translate("AbyssJournal", "You hunt a Monster token from %2")).replace(
            "%2", whom(event.victim))
    if kind == "MonsterTokenLost":
        return t(translate("AbyssJournal", "%1 loses a Monster token worth %2"),
               translate("AbyssJournal", "You lose a Monster token worth %2")).replace(
            "%2", str(event.value))
    if kind == "LocationsDrawn":
        return t(translate("AbyssJournal", "%1 draws %2"),
               translate("AbyssJournal", "You draw %2")).replace(
            "%2", ", ".join(location_name(loc, language) for loc in event.locations))
    if kind == "LocationControlled":
        return t(translate("AbyssJournal", "%1 controls %2"),
               translate("AbyssJournal", "You control %2")).replace(
            "%2", location_name(event.location, language))
    if kind == "LocationSwapped":
        return t(translate("AbyssJournal", "%1 swaps %2 for %3"),
               translate("AbyssJournal", "You swap %2 for %3")).replace(
            "%2", location_name(event.gave, language)).replace(
            "%3", location_name(event.took, language))
    if kind == "EndTriggered":
        return t(translate("AbyssJournal", "%1 triggers the end: everyone else plays one last "
                                           "turn"),
               translate("AbyssJournal", "You trigger the end: everyone else plays one last turn"))
    if kind == "ExtraTurn":
        return t(translate("AbyssJournal", "%1 plays one more turn"),
               translate("AbyssJournal", "You play one more turn"))
    if kind == "FinalFederation":
        return t(translate("AbyssJournal", "%1 federates at the end: %2"),
               translate("AbyssJournal", "You federate at the end: %2")).replace(
            "%2", _allies(event.allies, language) or "—")
    if kind == "MonstersRevealed":
        return t(translate("AbyssJournal", "%1's Monster tokens: %2"),
               translate("AbyssJournal", "Your Monster tokens: %2")).replace(
            "%2", " + ".join(str(v) for v in event.values) or "—")
    return None


def council_known(events) -> dict[str, list[int]]:
    """What everyone knows lies in each Council stack: the Allies sent there face up at the end
    of an exploration, since the stack was last taken or discarded."""
    known: dict[str, list[int]] = {}
    for event in events:
        kind = type(event).__name__
        if kind == "ExplorationEnded":
            for race, values in event.council:
                known.setdefault(race, []).extend(values)
        elif kind in ("StackTaken", "StackDiscarded"):
            known.pop(event.race, None)
    return known


def replayed_events(state, new_game) -> list[tuple[int, object]] | None:
    """Every (seat, event) of ``state``'s game, from its history applied again to a new game
    of the same names and seed; ``None`` if that does not give ``state`` back (a stacked
    position)."""
    try:
        again = new_game(list(state.names), seed=state.seed)
        out = []
        for turn in state.history:
            out += [(turn.seat, e) for e in again.apply(turn.action)]
    except Exception:  # noqa: BLE001 - any failure means: no journal to rebuild
        return None
    return out if again.to_json() == state.to_json() else None


class JournalList(QListWidget):
    """The Journal's lines; narrow by default, so the table keeps most of a laptop's width."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(210, 300)


class JournalDock(QDockWidget):
    """The Journal dock: one line per event worth telling, newest last."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(JOURNAL_DOCK)
        self.list = JournalList()
        self.list.setObjectName("abyssJournal")
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.setWidget(self.list)
        self.events: list[object] = []
        # The only person at the screen, told their own moves as "you"; None in hot seat.
        self.you_seat: int | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Journal"))
        self.list.setAccessibleName(self.tr("Journal"))

    def show_events(self, events, names: list[str], viewer: int, language: str) -> None:
        """All the lines again (a new viewer, a new language)."""
        self.events = list(events)
        self.list.clear()
        self.add_lines(self.events, names, viewer, language)

    def add(self, events, names: list[str], viewer: int, language: str) -> None:
        events = list(events)
        self.events += events
        self.add_lines(events, names, viewer, language)

    def add_lines(self, events, names, viewer, language) -> None:
        you = viewer if viewer == self.you_seat else None
        for event in events:
            line = sentence(event, names, viewer, language, you)
            if line:
                item = QListWidgetItem(line)
                if line.startswith("—"):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.list.addItem(item)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
