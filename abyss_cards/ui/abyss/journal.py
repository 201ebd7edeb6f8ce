"""The Journal: what happened, in sentences ("Léo explores: 3 of squids; Ana buys it, 1
Pearl"), told to one viewer — a private detail (a Monster token's value, a Council stack's
contents, Locations drawn) only to the seat who may know it.

The sentences are made from the engine's events when they are shown (so they follow the
language and the viewer); a game resumed from its autosave gets its events back by replaying
its history from its seed (``replayed_events``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QListWidgetItem,
    QPushButton,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from abyss_cards.core.game import Reveal
from abyss_cards.games.abyss import AbyssState
from abyss_cards.games.abyss import actions as A
from abyss_cards.games.abyss import events as ev
from abyss_cards.games.abyss.events import AbyssEvent, Ally
from abyss_cards.i18n import Context
from abyss_cards.ui.abyss.decisions import ally_words, location_name, lord_name, race_word
from abyss_cards.ui.table.french import put
from abyss_cards.ui.table.narration import PLAYED_ROLE, FollowingList

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


class AbyssJournal(Context):
    """Plural sentences of this context: ``AbyssJournal.tr(text, "", n)``."""


JOURNAL_DOCK = "abyssJournalDock"


def _allies(allies: Iterable[Ally], language: str) -> str:
    return ", ".join(ally_words(race, value) for race, value in allies)


@dataclass(frozen=True)
class Telling:
    """Who an event's sentence is told to: the players' ``names``, the ``language``, the seat
    the event concerns and, when one person alone reads the screen, their seat ``you``."""

    names: list[str]
    language: str
    seat: int | None
    you: int | None
    # The seats played by people, when known: what only a person could wonder about (why
    # they were not asked) is told of them alone.
    persons: frozenset[int] | None = None

    def t(self, named: str, you_text: str) -> str:
        """``you_text`` when the event is the reader's own, else ``named`` with its player."""
        if self.you is not None and self.seat == self.you:
            return you_text
        seat = self.seat
        who = self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else ""
        return put(named, "%1", who, person=True)

    def is_you(self, other: int) -> bool:
        """Is ``other`` the person reading (told "you", never by their name)?"""
        return self.you is not None and other == self.you

    def whom(self, text: str, marker: str, other: int) -> str:
        """``text`` with another seat named at ``marker`` ("paid to Léo", "chez Ana")."""
        return put(text, marker, self.names[other], person=True)

    def put(self, text: str, marker: str, value: str) -> str:
        """``text`` with a Lord, a Location or a race at ``marker``, joined to the French
        word before it ("de %2" → "du Traître")."""
        return put(text, marker, value)


# A Lord's name's article, taken away after a possessive ("Your Oracle", "Votre Dresseuse").
_ARTICLE = re.compile(r"^(?:(?:The|Les|Le|La)\s+|L['’])")
_E = TypeVar("_E", bound=AbyssEvent)
Sentence = Callable[[_E, Telling], str | None]
# Each event class the Journal tells, and its sentence (``None``: not worth a line this time).
SENTENCES: dict[type[AbyssEvent], Sentence[AbyssEvent]] = {}


def _tells(kind: type[_E]) -> Callable[[Sentence[_E]], Sentence[_E]]:
    """Files the decorated function as the sentence of the events of class ``kind``."""

    def register(tell: Sentence[_E]) -> Sentence[_E]:
        # Looked up by the event's exact class (``sentence``): it only ever gets a ``kind``.
        SENTENCES[kind] = cast("Sentence[AbyssEvent]", tell)
        return tell

    return register


def sentence(
    event: AbyssEvent,
    names: list[str],
    viewer: int,
    language: str = "en",
    you: int | None = None,
    persons: frozenset[int] | None = None,
) -> str | None:
    """The event told to ``viewer``; ``None`` for an event not worth a line (or private to
    another seat). ``you``: the seat of the person reading, when they are the only person at
    the screen — their own moves are told to them as "you" ("Vous explorez", never "Vous
    explore"); with several persons at the screen every sentence names its player."""
    seat = getattr(event, "seat", None)
    if event.reveal == Reveal.ONE_SEAT and seat != viewer:
        return None
    tell = SENTENCES.get(type(event))
    return tell(event, Telling(names, language, seat, you, persons)) if tell is not None else None


@_tells(ev.TurnStarted)
def _turn_started(event: ev.TurnStarted, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "— %1's turn —"), translate("AbyssJournal", "— Your turn —")
    )


@_tells(ev.Plotted)
def _plotted(event: ev.Plotted, told: Telling) -> str:
    return told.put(
        told.t(
            translate("AbyssJournal", "%1 plots at Court: %2 comes to Court"),
            translate("AbyssJournal", "You plot at Court: %2 comes to Court"),
        ),
        "%2",
        lord_name(event.lord, told.language),
    )


@_tells(ev.Revealed)
def _revealed(event: ev.Revealed, told: Telling) -> str:
    if event.card[0] == "monster":
        return told.t(
            translate("AbyssJournal", "%1 explores: a Monster (space %2)"),
            translate("AbyssJournal", "You explore: a Monster (space %2)"),
        ).replace("%2", str(event.space))
    return (
        told.t(
            translate("AbyssJournal", "%1 explores: %2 (space %3)"),
            translate("AbyssJournal", "You explore: %2 (space %3)"),
        )
        .replace("%2", ally_words(*event.card))
        .replace("%3", str(event.space))
    )


@_tells(ev.Bought)
def _bought(event: ev.Bought, told: Telling) -> str:
    if told.is_you(event.to):  # the reader explored the Ally: "Ana vous achète…"
        text = AbyssJournal.tr("%1 buys %2 from you for %n Pearl(s)", "", event.price)
        return told.t(text, text).replace("%2", ally_words(*event.ally))
    return told.whom(
        told.t(
            AbyssJournal.tr("%1 buys %2 for %n Pearl(s), paid to %4", "", event.price),
            AbyssJournal.tr("You buy %2 for %n Pearl(s), paid to %4", "", event.price),
        ).replace("%2", ally_words(*event.ally)),
        "%4",
        event.to,
    )


@_tells(ev.CannotPay)
def _cannot_pay(event: ev.CannotPay, told: Telling) -> str | None:
    # Not asked, nothing played for them: said so that no person wonders why (of computer
    # players, a line on every card revealed would only hide the rest).
    seats = [s for s in event.seats if told.persons is None or s in told.persons]
    if not seats:
        return None
    if len(seats) == 1 and told.is_you(seats[0]):  # a sentence, not a list that says "you"
        return translate(
            "AbyssJournal", "You do not have enough Pearls to buy it (price %1)"
        ).replace("%1", str(event.price))
    who = ", ".join(
        translate("AbyssJournal", "you") if told.is_you(s) else told.names[s] for s in seats
    )
    return (
        translate("AbyssJournal", "Not enough Pearls to buy it (price %1): %2")
        .replace("%1", str(event.price))
        .replace("%2", who)
    )


@_tells(ev.AllyTaken)
def _ally_taken(event: ev.AllyTaken, told: Telling) -> str:
    text = told.t(
        translate("AbyssJournal", "%1 takes %2"), translate("AbyssJournal", "You take %2")
    ).replace("%2", ally_words(*event.ally))
    if event.pearls:
        text += " " + AbyssJournal.tr("(+%n Pearl(s))", "", event.pearls)
    return text


@_tells(ev.MonsterPassed)
def _monster_passed(event: ev.MonsterPassed, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 lets the Monster go: threat %2"),
        translate("AbyssJournal", "You let the Monster go: threat %2"),
    ).replace("%2", str(event.threat))


@_tells(ev.Fought)
def _fought(event: ev.Fought, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 fights the Monster (threat space %2)"),
        translate("AbyssJournal", "You fight the Monster (threat space %2)"),
    ).replace("%2", str(event.space))


@_tells(ev.MonsterTokenDrawn)
def _monster_token_drawn(event: ev.MonsterTokenDrawn, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 draws a Monster token worth %2"),
        translate("AbyssJournal", "You draw a Monster token worth %2"),
    ).replace("%2", str(event.value))


@_tells(ev.ExplorationEnded)
def _exploration_ended(event: ev.ExplorationEnded, told: Telling) -> str | None:
    if not event.council:  # nothing went to the Council
        return None
    sent = [ally_words(race, value) for race, values in event.council for value in values]
    return translate("AbyssJournal", "To the Council: %1").replace("%1", ", ".join(sent))


@_tells(ev.StackTaken)
def _stack_taken(event: ev.StackTaken, told: Telling) -> str:
    return told.put(
        told.t(
            AbyssJournal.tr("%1 takes the Council's %2 stack (%n card(s))", "", event.count),
            AbyssJournal.tr("You take the Council's %2 stack (%n card(s))", "", event.count),
        ),
        "%2",
        race_word(event.race),
    )


@_tells(ev.StackContents)
def _stack_contents(event: ev.StackContents, told: Telling) -> str:
    return translate("AbyssJournal", "In it: %2").replace(
        "%2", _allies(event.allies, told.language)
    )


@_tells(ev.StackDiscarded)
def _stack_discarded(event: ev.StackDiscarded, told: Telling) -> str:
    return told.put(
        told.t(
            translate("AbyssJournal", "%1 discards the Council's %2 stack"),
            translate("AbyssJournal", "You discard the Council's %2 stack"),
        ),
        "%2",
        race_word(event.race),
    )


@_tells(ev.Recruited)
def _recruited(event: ev.Recruited, told: Telling) -> str:
    if not event.allies and event.pearls:  # Pearls alone (the Corruptor's second recruit)
        return told.put(
            told.t(
                AbyssJournal.tr("%1 recruits %2 for %n Pearl(s)", "", event.pearls),
                AbyssJournal.tr("You recruit %2 for %n Pearl(s)", "", event.pearls),
            ),
            "%2",
            lord_name(event.lord, told.language),
        )
    text = told.t(
        translate("AbyssJournal", "%1 recruits %2 with %3"),
        translate("AbyssJournal", "You recruit %2 with %3"),
    ).replace("%3", _allies(event.allies, told.language) or "—")
    text = told.put(text, "%2", lord_name(event.lord, told.language))
    if event.pearls:
        text += " " + AbyssJournal.tr("and %n Pearl(s)", "", event.pearls)
    return text


@_tells(ev.Federated)
def _federated(event: ev.Federated, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 federates %2"), translate("AbyssJournal", "You federate %2")
    ).replace("%2", ally_words(*event.ally))


@_tells(ev.CourtRefilled)
def _court_refilled(event: ev.CourtRefilled, told: Telling) -> str:
    return told.t(
        AbyssJournal.tr("The Court is refilled; %1 gains %n Pearl(s)", "", event.pearls),
        AbyssJournal.tr("The Court is refilled; you gain %n Pearl(s)", "", event.pearls),
    )


@_tells(ev.PearlsGained)
def _pearls_gained(event: ev.PearlsGained, told: Telling) -> str | None:
    if event.lord is None:  # told by the move's own sentence
        return None
    return told.put(
        told.t(
            AbyssJournal.tr("%1 gains %n Pearl(s) (%3)", "", event.amount),
            AbyssJournal.tr("You gain %n Pearl(s) (%3)", "", event.amount),
        ),
        "%3",
        lord_name(event.lord, told.language),
    )


@_tells(ev.PearlsLost)
def _pearls_lost(event: ev.PearlsLost, told: Telling) -> str | None:
    if event.lord is None:  # told by the move's own sentence
        return None
    return told.put(
        told.t(
            AbyssJournal.tr("%1 loses %n Pearl(s) (%3)", "", event.amount),
            AbyssJournal.tr("You lose %n Pearl(s) (%3)", "", event.amount),
        ),
        "%3",
        lord_name(event.lord, told.language),
    )


@_tells(ev.Protected)
def _protected(event: ev.Protected, told: Telling) -> str:
    return told.put(
        told.t(
            translate("AbyssJournal", "The Shaman protects %1 from %2"),
            translate("AbyssJournal", "The Shaman protects you from %2"),
        ),
        "%2",
        lord_name(event.lord, told.language),
    )


@_tells(ev.AllyDiscarded)
def _ally_discarded(event: ev.AllyDiscarded, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 discards %2"), translate("AbyssJournal", "You discard %2")
    ).replace("%2", ally_words(*event.ally))


@_tells(ev.AllySold)
def _ally_sold(event: ev.AllySold, told: Telling) -> str:
    return told.t(
        AbyssJournal.tr("%1 sells %2 for %n Pearl(s)", "", event.pearls),
        AbyssJournal.tr("You sell %2 for %n Pearl(s)", "", event.pearls),
    ).replace("%2", ally_words(*event.ally))


@_tells(ev.LordDisabled)
def _lord_disabled(event: ev.LordDisabled, told: Telling) -> str:
    # %2: the Lord's name with its article ("L'Oracle d'Ana"); %3: without it, after a
    # possessive ("Votre Oracle", "Ana's Oracle"). A French participle agrees with the Lord.
    name = lord_name(event.lord, told.language)
    bare = _ARTICLE.sub("", name)
    if name.startswith("La "):  # a context of their own: the catalogue keeps no comments
        named = translate("AbyssJournalFeminine", "%1's %3 is disabled by the Assassin")
        yours = translate("AbyssJournalFeminine", "Your %3 is disabled by the Assassin")
    else:
        named = translate("AbyssJournal", "%1's %3 is disabled by the Assassin")
        yours = translate("AbyssJournal", "Your %3 is disabled by the Assassin")
    return told.put(told.t(named, yours).replace("%3", bare), "%2", name)


@_tells(ev.Hunted)
def _hunted(event: ev.Hunted, told: Telling) -> str:
    if told.is_you(event.victim):
        text = translate("AbyssJournal", "%1 hunts one of your Monster tokens")
        return told.t(text, text)
    return told.whom(
        told.t(
            translate("AbyssJournal", "%1 hunts a Monster token from %2"),
            translate("AbyssJournal", "You hunt a Monster token from %2"),
        ),
        "%2",
        event.victim,
    )


@_tells(ev.MonsterTokenLost)
def _monster_token_lost(event: ev.MonsterTokenLost, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 loses a Monster token worth %2"),
        translate("AbyssJournal", "You lose a Monster token worth %2"),
    ).replace("%2", str(event.value))


@_tells(ev.LocationsDrawn)
def _locations_drawn(event: ev.LocationsDrawn, told: Telling) -> str:
    return told.put(
        told.t(translate("AbyssJournal", "%1 draws %2"), translate("AbyssJournal", "You draw %2")),
        "%2",
        ", ".join(location_name(loc, told.language) for loc in event.locations),
    )


@_tells(ev.LocationControlled)
def _location_controlled(event: ev.LocationControlled, told: Telling) -> str:
    return told.put(
        told.t(
            translate("AbyssJournal", "%1 controls %2"), translate("AbyssJournal", "You control %2")
        ),
        "%2",
        location_name(event.location, told.language),
    )


@_tells(ev.LocationSwapped)
def _location_swapped(event: ev.LocationSwapped, told: Telling) -> str:
    text = told.t(
        translate("AbyssJournal", "%1 swaps %2 for %3"),
        translate("AbyssJournal", "You swap %2 for %3"),
    )
    text = told.put(text, "%2", location_name(event.gave, told.language))
    return told.put(text, "%3", location_name(event.took, told.language))


@_tells(ev.EndTriggered)
def _end_triggered(event: ev.EndTriggered, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 triggers the end: everyone else plays one last turn"),
        translate("AbyssJournal", "You trigger the end: everyone else plays one last turn"),
    )


@_tells(ev.ExtraTurn)
def _extra_turn(event: ev.ExtraTurn, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 plays one more turn"),
        translate("AbyssJournal", "You play one more turn"),
    )


@_tells(ev.FinalFederation)
def _final_federation(event: ev.FinalFederation, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1 federates at the end: %2"),
        translate("AbyssJournal", "You federate at the end: %2"),
    ).replace("%2", _allies(event.allies, told.language) or "—")


@_tells(ev.MonstersRevealed)
def _monsters_revealed(event: ev.MonstersRevealed, told: Telling) -> str:
    return told.t(
        translate("AbyssJournal", "%1's Monster tokens: %2"),
        translate("AbyssJournal", "Your Monster tokens: %2"),
    ).replace("%2", " + ".join(str(v) for v in event.values) or "—")


def council_known(
    events: Iterable[AbyssEvent], before: dict[str, list[int]] | None = None
) -> dict[str, list[int]]:
    """What everyone knows lies in each Council stack: the Allies sent there face up at the end
    of an exploration, since the stack was last taken or discarded (``before``: what was known
    before ``events``, left as it is)."""
    known: dict[str, list[int]] = {race: list(v) for race, v in (before or {}).items()}
    for event in events:
        if isinstance(event, ev.ExplorationEnded):
            for race, values in event.council:
                known.setdefault(race, []).extend(values)
        elif isinstance(event, ev.StackTaken | ev.StackDiscarded):
            known.pop(event.race, None)
    return known


class NewGame(Protocol):
    """Makes a new game of ``names`` dealt from ``seed``."""

    def __call__(self, names: list[str], /, seed: int | None) -> AbyssState: ...


def replayed_events(state: AbyssState, new_game: NewGame) -> list[tuple[int, AbyssEvent]] | None:
    """Every (seat, event) of ``state``'s game, from its history applied again to a new game
    of the same names and seed; ``None`` if that does not give ``state`` back (a stacked
    position)."""
    replayed = replayed_moves(state, new_game)
    return None if replayed is None else [(seat, e) for _, seat, e in replayed]


def replayed_moves(
    state: AbyssState, new_game: NewGame
) -> list[tuple[int, int, AbyssEvent]] | None:
    """Every event of ``state``'s game with the count of its actions played once the event's
    own was (the review finds a Journal line's move by it) and the seat that played it, as
    ``replayed_events`` finds them."""
    try:
        again = new_game(list(state.names), seed=state.seed)
        out: list[tuple[int, int, AbyssEvent]] = []
        for played, turn in enumerate(state.history, 1):
            # An Abyss game's history holds Abyss actions.
            out += [(played, turn.seat, e) for e in again.apply(cast(A.Action, turn.action))]
    except Exception:  # noqa: BLE001 - any failure means: no journal to rebuild
        return None
    return out if again.to_json() == state.to_json() else None


class JournalList(FollowingList):
    """The Journal's lines; narrow by default, so the table keeps most of a laptop's width.

    Each line's wrapped size is measured once, as Qt measures it, and kept on the line: Qt lays
    the whole list out again at every new line, and measured every wrapped line anew each time
    (~10 ms a move at 400 lines by the game's end); it reads the kept sizes instead. They are
    measured again when the width, the font or the style changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._measured_at = -1  # the viewport's width the kept sizes were measured at

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(210, 300)

    def measure(self, first: int = 0) -> None:
        """The lines from row ``first`` on measured at the viewport's width (every line when
        the width changed since the last measure)."""
        width = self.viewport().width()
        if width != self._measured_at:
            self._measured_at = width
            first = 0
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        # What Qt's list lays its lines out in (QListView's layout bounds): the viewport.
        option.rect = QRect(0, 0, width, self.viewport().height())
        delegate, model, role = self.itemDelegate(), self.model(), Qt.ItemDataRole.SizeHintRole
        last = self.count() - 1
        if last < first:
            return
        # One change said for all the lines, not two per line (a list of 400 lines told its
        # view, and whatever watches its model, 800 times).
        model.blockSignals(True)
        try:
            for row in range(first, last + 1):
                item = self.item(row)
                item.setData(role, None)  # the delegate reads a kept size back: measured anew
                item.setData(role, delegate.sizeHint(option, model.index(row, 0)))
        finally:
            model.blockSignals(False)
        model.dataChanged.emit(model.index(first, 0), model.index(last, 0), [role])

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        # The viewport's (a scroll bar shown or hidden changes its width too).
        if self.viewport().width() != self._measured_at:
            self.measure()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._measured_at = -1
            self.measure()
        super().changeEvent(event)


class JournalDock(QDockWidget):
    """The Journal dock: one line per event worth telling, newest last."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(JOURNAL_DOCK)
        self.list = JournalList()
        self.list.setObjectName("abyssJournal")
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        # Under the lines: the last exploration replayed card by card (the screen opens it).
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("abyssReplayExploration")
        self.replay_button.setEnabled(False)
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addWidget(self.list, 1)
        column.addWidget(self.replay_button)
        self.setWidget(holder)
        self.events: list[AbyssEvent] = []
        # The only person at the screen, told their own moves as "you"; None in hot seat.
        self.you_seat: int | None = None
        self.persons: frozenset[int] | None = None  # the seats people play (``Telling``)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Journal"))
        self.list.setAccessibleName(self.tr("Journal"))
        self.list.retranslate()
        self.replay_button.setText(self.tr("Replay the exploration"))
        self.replay_button.setToolTip(
            self.tr("The last exploration again, card by card: who bought what, at what price (R)")
        )

    def show_events(
        self, events: Iterable[AbyssEvent], names: list[str], viewer: int, language: str
    ) -> None:
        """All the lines again (a new viewer, a new language). The list's items are kept and
        told their new words, never cleared: ``QListWidget.clear()`` deletes in C++ items that
        Python made, under wrappers Python may still count (a crash at a later deletion)."""
        self.events = list(events)
        told = [
            (line, index)
            for index, event in enumerate(self.events)
            for line in self.lines_for((event,), names, viewer, language)
        ]
        while self.list.count() > len(told):
            self.list.takeItem(self.list.count() - 1)  # Python's again: freed with it
        for row, (line, index) in enumerate(told):
            item = self.list.item(row)
            if item is None:
                item = QListWidgetItem()
                self.list.addItem(item)
            self._tell(item, line, index)
        self.list.measure(0)
        self.list.scroll_to_newest_soon()

    def add(
        self, events: Iterable[AbyssEvent], names: list[str], viewer: int, language: str
    ) -> None:
        events = list(events)
        self.events += events
        self.add_lines(events, names, viewer, language)

    def add_lines(
        self, events: Iterable[AbyssEvent], names: list[str], viewer: int, language: str
    ) -> None:
        """The lines of ``events``, the last of ``self.events``; each line keeps the index of
        its event in ``self.events`` (``event_at``)."""
        events = list(events)
        first = self.list.count()
        start = len(self.events) - len(events)
        for index, event in enumerate(events, start):
            for line in self.lines_for((event,), names, viewer, language):
                item = QListWidgetItem()
                self.list.addItem(item)
                self._tell(item, line, index)
        self.list.measure(first)
        self.list.scroll_to_newest_soon()

    @staticmethod
    def _tell(item: QListWidgetItem, line: str, index: int) -> None:
        """``item`` says ``line``, of the event ``index`` (a turn's heading in bold)."""
        item.setText(line)
        item.setData(PLAYED_ROLE, index)
        font = item.font()
        font.setBold(line.startswith("—"))
        item.setFont(font)

    def lines_for(
        self, events: Iterable[AbyssEvent], names: list[str], viewer: int, language: str
    ) -> list[str]:
        """The Journal's lines for ``events`` told to ``viewer`` (a game's review reads them
        too); a line that starts with "—" is a heading (a turn begins)."""
        you = viewer if viewer == self.you_seat else None
        lines = (sentence(event, names, viewer, language, you, self.persons) for event in events)
        return [line for line in lines if line]

    def event_at(self, row: int) -> int | None:
        """The index in ``self.events`` of the event line ``row`` tells."""
        return self.list.told_after(row)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
