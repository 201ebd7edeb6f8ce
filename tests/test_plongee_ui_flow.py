"""A game a person can follow (issue 14), through the real widgets: sentences that read right
for "you" and for a named player, the end of a round on the table, the end page, the turn
marker and the narration of computer moves, the drawn card beside its drawer, cells named from
1, hints lit on the table, undo back to the last reveal, the discard that keeps cards taken
back, and the statistics."""

from __future__ import annotations

import re

import pytest
from clock import run_out_the_clock
from PySide6.QtCore import QPoint, Qt
from test_plongee_ui_support import click, make_window, open_screen, settle

from abyss_cards.games import plongee
from abyss_cards.games.plongee import COMPOSITION, Draw, Flip, Place, TakeDiscard, bots
from abyss_cards.games.plongee import events as ev
from abyss_cards.storage import results
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.plongee import describe as d
from abyss_cards.ui.plongee.screen import PlongeeScreen
from abyss_cards.ui.table.persons import Persons

# Third-person grammar applied to the person at the screen, in either language.
FORBIDDEN = {
    "fr": re.compile(
        r"\bVous (a|gagne|perd|pioche|prend|place|défausse|retourne|ouvre|n'a|"
        r"est)\b|\b(de|à|par) Vous\b|\bVous,|\bVous :"
    ),
    "en": re.compile(
        r"\bYou (wins|has|draws|takes|places|discards|flips|opens|loses|is)\b|"
        r"\b(of|by|to) You\b|\bYou's\b|\bYou:"
    ),
}
SECOND_PERSON = re.compile(r"\b(Vous|You|vous|you|Your|Votre|votre|your)\b")


def _play_to_the_end(qtbot, screen, *, human_moves=True, until=None):
    """Every seat played by the expert (the persons' moves through the session, as a click
    would); summaries accepted. Stops when ``until(screen)`` is true, or at the end page."""
    experts = {}

    def step():
        if until is not None and until(screen):
            return True
        screen.session.hurry()  # the moves come at the test's pace, in the same order
        if screen.summary_dialog is not None:
            screen.summary_dialog.accept()
            return False
        if screen.stack.currentWidget() is screen.end_page:
            return True
        state = screen.state
        seat = state.current_player
        if (
            human_moves
            and seat is not None
            and screen.session.is_human_turn()
            and not screen.session.held
            and not screen.summary_pending
        ):
            bot = experts.setdefault(seat, bots.make_bot("expert", seed=seat))
            screen.session.play(bot.choose(state.view(seat), state.legal_actions()))
        return False

    qtbot.waitUntil(step, timeout=120000)


def _every_sentence(state_names, you: int | None):
    """Every summary, narration, opener, refusal, status and end sentence of a whole game
    played by experts, for the person ``you`` (None: nobody at the screen is "you")."""
    persons = Persons(state_names, [] if you is None else [you])
    state = plongee.new_game(list(state_names), seed=44, target=60)
    players = [bots.make_bot("expert", seed=s) for s in range(len(state_names))]
    seats = [Seat(n, HUMAN) for n in state_names]
    named, addressed = [], []
    while not state.is_over:
        seat = state.current_player
        for mode in ("none", "take", "discard"):
            addressed.append(d.status_sentence(state, persons, seats, mode, False))
        # Refusals: a face-up cell flipped, a removed cell, playing out of turn.
        for slot, card in enumerate(state.grids[seat]):
            action = Flip(slot) if state.drawn is None else plongee.DiscardDrawn(slot)
            try:
                state.copy().apply(action)
            except plongee.IllegalAction as exc:
                if card is None or card.face_up:
                    named.append(d.refusal_sentence(exc, persons))
        action = players[seat].choose(state.view(seat), state.legal_actions())
        events = state.apply(action)
        named.append(d.move_caption(seat, action, events, persons))
        for e in events:
            if isinstance(e, ev.OpenerChosen):
                named.append(d.opener_sentence(e, persons))
            elif isinstance(e, ev.RoundScored):
                named.append(d.closing_sentence(e, persons))
                named += [
                    d.removed_sentence(s, len(c), persons)
                    for s, c in enumerate(e.removed_columns)
                    if c
                ]
    named.append(d.end_title(state, persons))
    return [t for t in named if t], addressed, state


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_sentences_read_right_for_you_and_for_a_named_player(qtbot, language, lang):
    window = make_window(qtbot)
    language(window, lang)
    you_name = "Vous" if lang == "fr" else "You"
    for names in ([you_name, "Ana", "Léo"], ["Léo", you_name, "Ana"]):
        you = names.index(you_name)
        named, addressed, state = _every_sentence(names, you)
        assert len(named) > 50
        for text in named + addressed:
            assert not FORBIDDEN[lang].search(text), text
        # Sentences about the person at the screen are in the second person ...
        mine = [t for t in named if you_name.casefold() in t.casefold()]
        assert mine and all(SECOND_PERSON.search(t) for t in mine)
        # ... and every refusal names its cell from 1, as the hints do.
        assert not any(re.search(r"\b(slot|case|Slot|Case) \d", t) for t in named)
        # The same game between persons named otherwise (hot seat: nobody is "you"): every
        # sentence names its player, and none speaks in the second person but the
        # instructions.
        names = ["Zoé" if n == you_name else n for n in names]
        named, _, _ = _every_sentence(names, None)
        for text in named:
            assert not FORBIDDEN[lang].search(text), text
            about_someone = any(n in text for n in names)
            if about_someone and not text.startswith(
                ("Il n", "There is", "La carte", "The card", "Ce n", "It is not")
            ):
                assert not re.search(r"\b(Your|Votre|votre|your)\b", text), text
    # The end titles, every case.
    persons = Persons([you_name, "Ana", "Léo"], [0])
    state = plongee.new_game([you_name, "Ana", "Léo"], seed=3, target=15)
    for winners in ((0,), (1,), (0, 1), (1, 2)):
        state._winners = winners
        title = d.end_title(state, persons)
        assert not FORBIDDEN[lang].search(title), title


def test_the_round_summary_and_the_end_page_say_you(qtbot, language):
    window = make_window(qtbot, animation_speed="off")
    language(window, "fr")
    seats = [Seat("Vous", HUMAN), Seat("Ana", BOT, "medium"), Seat("Léo", BOT, "medium")]
    state = plongee.new_game([s.name for s in seats], seed=9, target=15)
    screen = PlongeeScreen(window, state, seats)
    window.show_screen(screen)
    texts = []

    def collect(s):
        if s.summary_dialog is not None:
            texts.append(s.summary_dialog.summary_text)
        return False

    _play_to_the_end(qtbot, screen, until=collect)
    texts += [
        screen.end_page.title.text(),
        screen.end_page.notes.text(),
        *screen.history_dock.texts(),
    ]
    for text in texts:
        assert not FORBIDDEN["fr"].search(text), text
    assert any("Vous avez" in t or "Vous gagnez" in t or "vous" in t for t in texts)


def test_a_change_of_language_at_the_end_page_says_its_title_and_notes_again(qtbot, language):
    """The end page in front, the language changed: its title and notes in the new one (they
    kept the old one, under buttons already in the new)."""
    window = make_window(qtbot, animation_speed="off")
    language(window, "fr")
    seats = [Seat("Vous", HUMAN), Seat("Ana", BOT, "medium")]
    state = plongee.new_game([s.name for s in seats], seed=9, target=15)
    screen = PlongeeScreen(window, state, seats)
    window.show_screen(screen)
    _play_to_the_end(qtbot, screen)
    page = screen.end_page
    assert page.replay_button.text() == "Rejouer"
    title_fr, notes_fr = page.title.text(), page.notes.text()
    language(window, "en")
    assert page.replay_button.text() == "Play again"
    assert page.title.text() == d.end_title(state, screen.persons) != title_fr
    assert page.notes.text() != notes_fr
    assert re.search(r"\b(best|worst)\b", page.notes.text()), page.notes.text()


def test_the_end_of_a_round_is_shown_on_the_table_before_the_summary(qtbot):
    window = make_window(qtbot, animation_speed="fast")
    screen = open_screen(window, players=3, humans=(0,), seed=21)
    seen = {}

    def at_scoring(seat, action, events):
        scored = next((e for e in events if isinstance(e, ev.RoundScored)), None)
        if scored is not None and "scored" not in seen:
            table = screen.table
            seen["scored"] = scored
            seen["dialog_at_once"] = screen.summary_dialog is not None
            seen["new_round"] = screen.state.round_number
            seen["round_end"] = table.round_end
            table.finish_animations()
            seen["faces"] = [
                [(item.empty, item.face, item.face_up) for item in row] for row in table.slots
            ]
            seen["labels"] = [label.text() for label in table.labels]
            seen["captions"] = [c.text() for c in table.captions]

    screen.session.eventsApplied.connect(at_scoring)
    _play_to_the_end(qtbot, screen, until=lambda s: s.summary_dialog is not None)
    scored = seen["scored"]
    assert seen["round_end"] is scored and not seen["dialog_at_once"]
    assert seen["new_round"] == 2  # the engine dealt already; the table did not show it
    for seat, grid in enumerate(scored.final_grids):
        for slot, value in enumerate(grid):
            empty, face, face_up = seen["faces"][seat][slot]
            if value is None:
                assert empty  # a removed column stays visible as a gap
            else:
                assert face_up and face == value and not empty
        assert str(scored.scored_points[seat]) in seen["labels"][seat]
        assert str(scored.totals[seat]) in seen["labels"][seat]
        assert str(scored.scored_points[seat]) in seen["captions"][seat]
    # The summary is up; the table still shows the ended round until the person asks.
    assert screen.table.round_end is scored
    assert all(item.face_up for row in screen.table.slots for item in row if not item.empty)
    run_out_the_clock(screen.session, screen.summary_dialog)  # whatever was to come came
    assert screen.summary_dialog is not None and screen.table.round_end is scored
    assert screen.session.held
    screen.summary_dialog.accept()
    screen.finish_animations()
    assert screen.table.round_end is None
    assert not any(item.face_up for row in screen.table.slots for item in row)


def test_with_computer_players_only_the_next_deal_comes_by_itself(qtbot, monkeypatch):
    from abyss_cards.ui.table import screen as table_screen

    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 0.2)
    window = make_window(qtbot, animation_speed="off")
    screen = open_screen(window, players=3, humans=(), seed=5)
    qtbot.waitUntil(lambda: screen.summary_dialog is not None, timeout=60000)
    qtbot.waitUntil(lambda: screen.summary_dialog is None, timeout=60000)
    qtbot.waitUntil(
        lambda: screen.state.round_number == 2 and screen.table.round_end is None, timeout=60000
    )


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_end_page_ranks_lights_the_winner_and_shows_the_whole_sheet(qtbot, size):
    names = ["P0", "Bot1", "Bot2", "Bot3"]
    # One earlier game against the same opponents: the record says two games after this one.
    results.record_game(
        "plongee",
        [
            results.PlayerResult("P0", 40, True, (40,)),
            *(results.PlayerResult(n, 90, False, (90,), "bot", "medium") for n in names[1:]),
        ],
        rounds=1,
    )
    window = make_window(qtbot, size=size, animation_speed="off")
    screen = open_screen(window, players=4, humans=(0,), seed=13, target=40)
    _play_to_the_end(qtbot, screen)
    page = screen.end_page
    state = screen.state
    assert screen.stack.currentWidget() is page
    # Ranking: one line per player with its place; the winners first, lit.
    assert len(page.placings) == 4 and page.placings[0].place == 1
    assert {p.name for p in page.placings if p.winner} == {names[w] for w in state.winners}
    places = [p.place for p in page.placings]
    assert places == sorted(places)
    lit = page.winner_labels()
    assert lit and all("background" in w.styleSheet() for w in lit)
    assert {w.text() for w in lit} >= {names[w] for w in state.winners}
    # The score sheet whole: every round and the Total row, no scroll bar of its own.
    table = page.scores
    model = table.model()
    assert model.rowCount() == len(state.round_scores) + 1
    qtbot.waitUntil(lambda: table.isVisible())
    assert not table.verticalScrollBar().isVisible()
    last = model.rowCount() - 1
    rect = table.visualRect(model.index(last, 0))
    assert rect.isValid() and rect.bottom() <= table.viewport().height()
    assert table.height() >= table.whole_height()
    # Best and worst rounds, the record against these opponents, what next.
    notes = page.notes.text()
    assert "Your best round" in notes and "Against these opponents: 2 game" in notes
    assert page.replay_button.text() == "Play again" and page.home_button.text() == "Home"
    assert page.replay_button.isVisible() and page.home_button.isVisible()
    bottom = page.home_button.mapTo(window, QPoint(0, page.home_button.height())).y()
    assert bottom <= window.height()


def test_the_turn_marker_lights_the_seat_to_play_and_computer_moves_are_narrated(qtbot):
    window = make_window(qtbot, animation_speed="off", bot_pace="fast")
    screen = open_screen(window, players=4, humans=(0,), seed=17)
    table = screen.table
    checked = []

    def after(seat, action, events):
        if not screen.seats[seat].is_bot or screen.table.round_end is not None:
            return
        said = d.move_caption(seat, action, events, screen.persons)
        assert table.captions[seat].text() == said and screen.seats[seat].name in said
        assert screen.history_dock.texts()[-1] == said or any(
            isinstance(e, ev.OpenerChosen) for e in events
        )
        current = screen.state.current_player
        if current is not None:
            area = table.marker.area()
            assert table.marker.isVisible() and area.contains(table.seat_area(current))
            assert table.labels[current]._emphasis
        checked.append(seat)

    screen.session.eventsApplied.connect(after)
    _play_to_the_end(qtbot, screen, until=lambda s: len(checked) >= 12)
    # Who opened and why, on the table and in the history.
    opener = [
        t for t in screen.history_dock.texts() if "opens the round" in t or "open the round" in t
    ]
    assert opener and (
        "highest sum" in opener[0] or "highest card" in opener[0] or "first in turn" in opener[0]
    )


def test_the_drawn_card_lies_beside_the_seat_that_drew_it(qtbot):
    window = make_window(qtbot, animation_speed="off", bot_pace="fast")
    screen = open_screen(window, players=4, humans=(0,), seed=19)
    table = screen.table
    seen = []

    def after(seat, action, events):
        state = screen.state
        if isinstance(action, Draw) and screen.seats[seat].is_bot:
            spot, _ = table.drawn_spot(seat)
            assert table.drawn.isVisible() and table.drawn.pos() == spot
            assert not table.drawn.face_up  # a computer player's card stays hidden
            # Beside that seat's grid, far from the person's own place for a drawn card.
            area = table.seat_area(seat)
            assert abs(spot.y() - area.center().y()) < area.height()
            assert spot != table.plan.drawn
            seen.append(seat)
        for s, label in enumerate(table.labels):
            if table.round_end is None:
                showing = sum(c.value for c in state.grids[s] if c is not None and c.face_up)
                assert f" · {showing} pt" in label.text()  # "5 pts", "1 pt": in points
                assert f"(total {state.scores[s]})" in label.text()

    screen.session.eventsApplied.connect(after)
    _play_to_the_end(qtbot, screen, until=lambda s: len(seen) >= 3)


def test_refusals_name_cells_from_one_and_hints_light_the_table(qtbot):
    window = make_window(qtbot, animation_speed="off")
    screen = open_screen(window, players=3, humans=(0,), seed=6)
    settle(qtbot, screen)
    click(qtbot, screen, ("slot", 0, 5))  # row 2, column 2
    settle(qtbot, screen)
    click(qtbot, screen, ("slot", 0, 5))  # again: already face up
    text = screen.status.text()
    assert "The card at row 2, column 2 is already face up." in text
    assert "slot" not in text.lower() and " 5 " not in text
    # The hint: lit on the table, the reason in the status line, the instructions kept.
    settle(qtbot, screen)
    screen.show_hint()
    state = screen.state
    keys = d.hint_keys(
        bots.make_bot("expert", seed=state.seed).choose(state.view(0), state.legal_actions()), state
    )
    for key in keys:
        assert screen.table.item_for(key).highlight == pytest.approx(1.0)
    others = [i for i in screen.table.all_cards() if i.interactive and i.key not in keys]
    assert all(i.highlight < 0.5 for i in others)
    instructions, hint = screen.status.text().split("<br>")
    assert instructions.startswith("Flip two") and hint.startswith("The expert would say:")
    assert re.search(r"row \d, column \d", hint)


def _opened(qtbot, screen):
    """The person's two opening flips done; the person to play a turn."""
    state = screen.state
    while state.phase == "opening" and screen.session.is_human_turn():
        seat = state.current_player
        hidden = [i for i, c in enumerate(state.grids[seat]) if not c.face_up]
        assert screen.session.play(Flip(hidden[0])) is not None
    settle(qtbot, screen)


def test_undo_takes_back_a_move_that_showed_nothing_and_stops_at_a_reveal(qtbot):
    window = make_window(qtbot, animation_speed="off", bot_pace="slow")
    screen = open_screen(window, players=2, humans=(0,), seed=23)
    settle(qtbot, screen, timeout=30000)
    _opened(qtbot, screen)
    state = screen.state
    assert state.current_player == 0 and state.phase == "turn"
    screen.session.play(Draw())  # the person saw the drawn card: nothing before it to undo
    assert not screen.undo_button.isEnabled()
    before = screen.state.to_json()
    up = next(i for i, c in enumerate(screen.state.grids[0]) if c.face_up)
    screen.session.play(Place(up))  # replaces a face-up card: nothing hidden shown
    assert screen.undo_button.isEnabled()
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.state.to_json() == before and screen.table.state is screen.state
    assert screen.state.current_player == 0 and screen.state.drawn is not None
    assert screen.table.drawn.isVisible() and screen.table.drawn.face == screen.state.drawn
    assert not screen.undo_button.isEnabled()
    # A flipped card is a reveal: it cannot be taken back.
    hidden = next(i for i, c in enumerate(screen.state.grids[0]) if not c.face_up)
    screen.session.play(plongee.DiscardDrawn(hidden))
    assert not screen.undo_button.isEnabled() and not screen.session.undo()


@pytest.mark.parametrize("allowed", [False, True])
def test_undo_between_people_only_when_they_agreed(qtbot, allowed):
    window = make_window(qtbot, animation_speed="off", undo_between_people=allowed)
    screen = open_screen(window, players=2, humans=(0, 1), seed=23)
    _opened(qtbot, screen)
    seat = screen.state.current_player
    screen.session.play(Draw())
    up = next(i for i, c in enumerate(screen.state.grids[seat]) if c.face_up)
    screen.session.play(Place(up))
    assert screen.undo_button.isEnabled() is allowed
    assert screen.session.undo() is allowed


def test_the_discard_dock_keeps_cards_taken_back_and_counts_each_card_once(qtbot):
    window = make_window(qtbot, animation_speed="off", bot_pace="slow")
    screen = open_screen(window, players=2, humans=(0,), seed=29)
    settle(qtbot, screen, timeout=30000)
    _opened(qtbot, screen)
    state = screen.state
    dock = screen.discard_dock
    screen.refresh_docks()
    rows = dock.history_model.rowCount()
    top = state.discard_top
    screen.session.play(TakeDiscard(next(i for i, c in enumerate(state.grids[0]) if not c.face_up)))
    screen.finish_animations()
    screen.refresh_docks()
    model = dock.history_model
    assert model.rowCount() == rows + 1  # the taken card stays, the replaced card comes on top
    taken = model.index(rows - 1, 3).data()
    assert model.index(rows - 1, 1).data() == str(top) and "taken back by P0" in taken
    assert "taken back" not in model.index(rows, 3).data()
    # Every card counted once: in the discard, face up on the table, or unseen.
    tally = dock.tally_model
    in_discard = sum(tally.counts(v)[0] for v in COMPOSITION)
    still = [r for r in range(model.rowCount()) if "taken back" not in model.index(r, 3).data()]
    assert in_discard == len(screen.state.discard_history) == len(still)
    for v in COMPOSITION:
        discard, table, unseen, total = tally.counts(v)
        held = 1 if screen.state.drawn == v else 0
        assert discard + table + unseen + held == total


def test_statistics_per_opponent_level_best_average_and_trend(qtbot, lang_of):
    lang_of("en")  # as the app does: the counts' plural forms come from the catalogue
    for total, won, level in (
        (30, True, "easy"),
        (80, False, "expert"),
        (20, True, "easy"),
        (60, True, "expert"),
    ):
        results.record_game(
            "plongee",
            [
                results.PlayerResult("Ana", total, won, (total,)),
                results.PlayerResult("Bot", 50, not won, (50,), "bot", level),
            ],
            rounds=1,
        )
    from abyss_cards.ui.plongee.dialogs import StatisticsDialog

    dialog = StatisticsDialog(person="Ana")
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.person_view
    assert view.chooser.currentText() == "Ana"
    assert "4 games, 3 won (75%)" in view.figures.text()
    assert "Best score 20" in view.figures.text() and "average 47.5" in view.figures.text()
    levels = {
        view.levels.item(r, 0).text(): view.levels.item(r, 2).text()
        for r in range(view.levels.rowCount())
    }
    assert levels == {"easy computer players": "100%", "expert computer players": "50%"}
    assert view.chart.points == [(30, True), (80, False), (20, True), (60, True)]
    image = view.chart.grab()
    assert not image.isNull()


def test_the_end_page_opens_the_statistics(qtbot):
    window = make_window(qtbot, animation_speed="off")
    screen = open_screen(window, players=2, humans=(0,), seed=3, target=15)
    _play_to_the_end(qtbot, screen)
    screen.end_stats_button.click()
    from abyss_cards.ui.plongee.dialogs import StatisticsDialog

    qtbot.waitUntil(lambda: screen.findChild(StatisticsDialog) is not None)
    dialog = screen.findChild(StatisticsDialog)
    assert dialog.person_view.chooser.currentText() == "P0"
    assert dialog.person_view.stats.games == 1
    dialog.close()
