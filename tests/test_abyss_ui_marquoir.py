"""A finished game of Abyss goes into the Marquoir's history as one sheet with the engine's
figures, once per game (a second finish, a resume of an earlier autosave add nothing), and
none when the setting is off; the Marquoir screen shows it in its history and statistics."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

from abyss_cards.games import abyss
from abyss_cards.storage.marquoir import NUMBER_FIELDS, MarquoirStore
from abyss_cards.storage.settings import Settings
from abyss_cards.ui.abyss import GAME_UI, marquoir_sheet
from abyss_cards.ui.abyss.screen import AbyssScreen
from abyss_cards.ui.models.entry_points import resume_screen
from abyss_cards.ui.models.session import BOT, HUMAN, Seat

SEATS = [Seat("Ana", BOT, "easy"), Seat("Léo", BOT, "expert")]


def _window(save: bool = True):
    settings = Settings(bot_pace="instant", animation_speed="off", save_to_marquoir=save)
    return SimpleNamespace(settings=settings, language="en")


def _play_out(qtbot, screen) -> None:
    """The computer players play the game to its end on the screen."""
    screen.show()
    screen.session.set_pace(0)
    screen.session.start()
    qtbot.waitUntil(lambda: screen.state.is_over, timeout=120000)


def _sheets() -> list:
    store = MarquoirStore()
    try:
        return store.sheets()
    finally:
        store.close()


def test_a_finished_game_is_one_sheet_with_the_engines_figures(qtbot):
    state = abyss.new_game([s.name for s in SEATS], seed=515)
    screen = AbyssScreen(_window(), state, SEATS, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    _play_out(qtbot, screen)
    qtbot.waitUntil(lambda: screen.marquoir_note.text() != "", timeout=60000)
    assert screen.marquoir_note.text() == "The game is in the Marquoir's history."
    sheets = _sheets()
    assert len(sheets) == 1
    sheet = sheets[0]
    assert sheet.uid == screen.session.meta["game_id"]
    assert sheet.played_on == dt.date.today().isoformat()
    assert sheet.note == "Played in Abyss Cards — Ana: computer easy; Léo: computer expert"
    parts = state.final_scores()["seats"]
    assert [p.name for p in sheet.players] == ["Ana", "Léo"]
    for seat, player in enumerate(sheet.players):
        assert {f: getattr(player, f) for f in NUMBER_FIELDS} == {
            f: parts[seat][f] for f in NUMBER_FIELDS
        }
        assert player.total == state.scores[seat]
    # The Marquoir ranks the sheet as the engine ranked the game (same tie-breaks).
    assert [r.index for r in sheet.ranking()] == [r.index for r in state.final_scores()["ranking"]]
    assert sheet.winners() == [SEATS[w].name for w in state.winners]

    # The game over told again: nothing more.
    screen._game_over()
    screen.leave()
    assert len(_sheets()) == 1


def test_a_resume_of_an_earlier_autosave_finishing_again_adds_no_sheet(qtbot):
    state = abyss.new_game([s.name for s in SEATS], seed=616)
    screen = AbyssScreen(_window(), state, SEATS, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    saved = []
    # The autosave as it was some moves before the end (a crash after the sheet was written
    # but before the autosave was cleared leaves one).
    screen.session.eventsApplied.connect(
        lambda *_: (
            saved.append(screen.session.payload())
            if len(state.history) == 60 and not state.is_over
            else None
        )
    )
    _play_out(qtbot, screen)
    qtbot.waitUntil(lambda: screen.sheet_writer is not None and screen.sheet_writer.wait(0))
    screen.leave()
    assert len(_sheets()) == 1 and saved
    again = resume_screen(_window(), SimpleNamespace(payload=saved[0]), GAME_UI)
    qtbot.addWidget(again)
    assert again.session.meta["game_id"] == screen.session.meta["game_id"]
    _play_out(qtbot, again)
    qtbot.waitUntil(lambda: again.marquoir_note.text() != "", timeout=60000)
    assert again.marquoir_note.text() == "This game was already in the Marquoir."
    again.leave()
    assert len(_sheets()) == 1


def test_no_sheet_when_the_setting_is_off(qtbot):
    state = abyss.new_game([s.name for s in SEATS], seed=717)
    screen = AbyssScreen(_window(save=False), state, SEATS, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    _play_out(qtbot, screen)
    assert screen.sheet_writer is None and screen.marquoir_note.isHidden()
    screen.leave()
    assert _sheets() == []


def test_the_sheet_is_in_the_marquoirs_history_and_statistics_at_once(qtbot):
    from abyss_cards.ui.marquoir.screen import MarquoirScreen

    marquoir = MarquoirScreen()  # open in another window meanwhile
    qtbot.addWidget(marquoir)
    assert marquoir.sheet_model.rowCount() == 0
    state = abyss.new_game(["Zoé", "Léo"], seed=818)
    seats = [Seat("Zoé", BOT, "medium"), Seat("Léo", BOT, "expert")]
    screen = AbyssScreen(_window(), state, seats, autostart=False, write_autosave=False)
    qtbot.addWidget(screen)
    _play_out(qtbot, screen)
    qtbot.waitUntil(lambda: screen.marquoir_note.text() != "", timeout=60000)
    screen.leave()
    # The Marquoir window notices another connection's write by itself.
    qtbot.waitUntil(lambda: marquoir.sheet_model.rowCount() == 1, timeout=60000)
    qtbot.waitUntil(lambda: marquoir.figures_job is None)  # worked out off the GUI thread
    names = {marquoir.stats_model.name_at(r) for r in range(marquoir.stats_model.rowCount())}
    assert names == {"Zoé", "Léo"}
    marquoir.leave()


def test_the_note_names_each_seats_level_and_a_bad_sheet_is_told_in_words(qtbot):
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "medium")]
    assert (
        marquoir_sheet.seats_note(seats)
        == "Played in Abyss Cards — Ana: person; Léo: computer medium"
    )
    state = abyss.new_game(["Ana", "Léo"], seed=1)
    # The same name twice cannot make a sheet: the reason comes back, nothing is written.
    sheet = marquoir_sheet.game_sheet(state, [Seat("Ana"), Seat("ana")], game_id="x1")
    outcome, reason = marquoir_sheet.save_sheet(sheet)
    assert outcome == marquoir_sheet.FAILED and "Two players are called" in reason
    assert _sheets() == []


def test_a_sheet_the_person_deleted_is_not_brought_back():
    state = abyss.new_game(["Ana", "Léo"], seed=3)
    sheet = marquoir_sheet.game_sheet(state, SEATS, game_id="g42")
    assert marquoir_sheet.save_sheet(sheet) == (marquoir_sheet.SAVED, "")
    assert marquoir_sheet.save_sheet(sheet) == (marquoir_sheet.ALREADY, "")
    store = MarquoirStore()
    store.delete("g42")
    store.close()
    assert marquoir_sheet.save_sheet(sheet) == (marquoir_sheet.ALREADY, "")
    assert _sheets() == []
