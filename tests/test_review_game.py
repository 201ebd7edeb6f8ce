"""Review a finished game (issue 26): from the end page of each game, the real table read-only,
the game as it was after move k (replayed from its seed), the History's (Journal's) sentence of
that move, "Move k of N", the buttons and the keys, and Back to the end page as it was; in
French and in English.

Each game is played once per run by the engines' bots (a module-level cache of its actions);
the screen then plays those same actions (the person's through the session, as a click would;
the computer's by a bot that reads them out), so the History holds every move's sentence
(Abyss's Journal is told again from the seed: its screen sees only the last moves played)."""

from __future__ import annotations

import functools
from importlib import import_module

import pytest
from PySide6.QtCore import QPoint, Qt
from ui_checks import cut_texts, settle_all

from abyss_cards.storage.settings import Settings
from abyss_cards.ui.models.session import BOT, HUMAN, Seat
from abyss_cards.ui.table import screen as table_screen

NAMES = ["Ana", "Léo"]
OPTIONS = {"plongee": {"target": 20}, "rami": {"match_limit": 100}, "abyss": {}}
# Plongée's game has two rounds and Abyss's many turns: PageUp/PageDown stop inside the game
# (Rami's match is one deal: a second costs 3 s more of play).
SEEDS = {"plongee": 2, "rami": 1, "abyss": 2}
# Abyss's screen is given the game this many moves before its end (its Journal is told again
# from the seed when a screen is made, every move's lines in it): two hundred moves through
# the screen cost 6 s of CPU, and the review is the same whichever moves the screen saw played.
PLAYED_ON_SCREEN = {"abyss": 25}


@functools.cache
def _actions(game: str) -> tuple:
    """The actions of one whole game of ``game`` played by the engines' bots."""
    engine = import_module(f"abyss_cards.games.{game}")
    state = engine.new_game(NAMES, seed=SEEDS[game], **OPTIONS[game])
    bots = [
        engine.GAME.make_bot("greedy" if game != "plongee" else "medium", seed=s) for s in range(2)
    ]
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return tuple(turn.action for turn in state.history)


class _ReadOut:
    """A computer player that plays the cached game's next action."""

    def __init__(self, screen, actions) -> None:
        self.screen, self.actions = screen, actions

    def choose(self, _view, _legal):
        return self.actions[len(self.screen.state.history)]


@pytest.fixture(params=["en", "fr"])
def language(request, lang_of):
    lang_of(request.param)
    return request.param


def _window(qtbot, language):
    from abyss_cards.ui.main_window import MainWindow

    window = MainWindow(
        Settings(animation_speed="off", bot_pace="instant", player_name="Ana"), language=language
    )
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    return window


def _finished_screen(qtbot, monkeypatch, game, language):
    """The screen of ``game`` at its end page, the whole game played through it."""
    monkeypatch.setattr(table_screen, "AUTO_NEXT_SECONDS", 0.0)
    engine = import_module(f"abyss_cards.games.{game}")
    module = import_module(f"abyss_cards.ui.{game}.screen")
    cls = {"plongee": "PlongeeScreen", "rami": "RamiScreen", "abyss": "AbyssScreen"}[game]
    screen_cls = getattr(module, cls)
    if game == "rami":
        monkeypatch.setattr(screen_cls, "think_in_process", False)
    window = _window(qtbot, language)
    actions = _actions(game)
    state = engine.new_game(NAMES, seed=SEEDS[game], **OPTIONS[game])
    if game in PLAYED_ON_SCREEN:
        for action in actions[: len(actions) - PLAYED_ON_SCREEN[game]]:
            state.apply(action)
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "easy")]
    screen = screen_cls(window, state, seats, autostart=False, write_autosave=False)
    screen.session._bots[1] = _ReadOut(screen, actions)
    window.show_screen(screen)
    screen.session.start()

    def step():
        if screen.stack.currentWidget() is screen.end_page and screen.state.is_over:
            return True
        dialog = getattr(screen, "summary_dialog", None)
        if dialog is not None:
            dialog.accept()
            return False
        if screen.stack.currentWidget() is getattr(screen, "privacy_page", None):
            return False
        state = screen.state
        if (
            state.current_player == 0
            and not screen.session.held
            and not getattr(screen, "summary_pending", False)
            and not getattr(screen, "autoplaying", False)
            and not screen.session.thinking
        ):
            screen.session.play(actions[len(state.history)])
        return False

    qtbot.waitUntil(step, timeout=60000)
    screen.finish_animations()
    # The docks' last refresh, queued on a timer (DOCK_REFRESH_MS), was made by it: no wait.
    assert not screen._dock_timer.isActive()
    if game == "abyss":
        # The game's Marquoir sheet is written on a thread; its note comes on the end page
        # when it is done: the end page as it settles, before anything is compared with it.
        qtbot.waitUntil(lambda: screen._marquoir_outcome is not None)
    # The keys go to the focused widget of the active window: the screen's.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert len(screen.state.history) == len(actions)
    return window, screen


def _history_lines(game, screen) -> list[str]:
    if game == "abyss":
        return screen.journal.lines()
    return screen.history_dock.texts()


def _replayed(game, k):
    engine = import_module(f"abyss_cards.games.{game}")
    state = engine.new_game(NAMES, seed=SEEDS[game], **OPTIONS[game])
    for action in _actions(game)[:k]:
        state.apply(action)
    return state


def _table_shows(game, screen, state) -> bool:
    """Does the table draw ``state`` (the cards of the person's seat as they were)?"""
    table = screen.table
    if game == "rami":
        if table.deal_end is not None:  # a deal's end: both hands as they ended it
            return [list(h) for h in table.deal_end.hands] == [list(h) for h in table.state.hands]
        return table.state is state and sorted(
            code for zone in table.arrangement.zones for code in zone
        ) == sorted(state.hands[table.shown])
    if game == "plongee":
        faces = [
            [(item.face if item.face_up and not item.empty else None) for item in row]
            for row in table.slots
        ]
        if table.round_end is not None:
            return faces == [list(grid) for grid in table.round_end.final_grids]
        return faces == [
            [(c.value if c is not None and c.face_up else None) for c in grid]
            for grid in state.grids
        ]
    return table.state is state and table.v == state.view(table.viewer)


def _docks_and_page(window, screen) -> list:
    """Every cell of every table and list in the docks and on the end page, and the page's
    texts: what Back must give back as it was."""
    from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QLabel, QListWidget

    seen = []
    holders = [*window.findChildren(QDockWidget), screen.end_page]
    for holder in holders:
        for view in holder.findChildren(QAbstractItemView):
            model = view.model()
            if model is None:
                continue
            columns = 1 if isinstance(view, QListWidget) else model.columnCount()
            seen.append(
                [
                    [model.index(r, c).data() for c in range(columns)]
                    for r in range(model.rowCount())
                ]
            )
    seen.append([label.text() for label in screen.end_page.findChildren(QLabel)])
    return seen


def _key(qtbot, screen, key):
    qtbot.keyClick(screen.view, key)


def _each_sentence_is_the_historys(game, screen, review, n) -> None:
    bar = review.bar
    lines = _history_lines(game, screen)
    # The sentence is the History's: every line of the move is there, in that order.
    for k in (n, n - 1, 1):
        review.go(k)
        said = review.moves[k - 1].lines
        assert bar.sentence.text() == review.sentence(k)
        assert all(line in review.sentence(k) for line in said)
        for line in said:
            assert line in lines
        # The table draws the game replayed from its seed to move k.
        assert review.state.to_json() == _replayed(game, review.moves[k - 1].played).to_json()
        assert _table_shows(game, screen, review.state)


def _walk_with_the_keys(qtbot, screen, review, game, n) -> None:
    bar = review.bar
    # The keys: Home, Right, End, Left; PageUp / PageDown stop at a round's end or the ends.
    review.go(n)
    _key(qtbot, screen, Qt.Key.Key_Home)
    assert review.index == 1
    assert not bar.previous_button.isEnabled()
    _key(qtbot, screen, Qt.Key.Key_Right)
    assert review.index == 2
    _key(qtbot, screen, Qt.Key.Key_Left)
    assert review.index == 1
    ends = [k for k in range(1, n + 1) if review.moves[k - 1].boundary]
    assert ends[-1] == n  # the game's last move ends its last round
    _key(qtbot, screen, Qt.Key.Key_PageDown)
    assert review.index == ends[0]
    if game != "rami":
        assert 1 < ends[0] < n
        _key(qtbot, screen, Qt.Key.Key_PageDown)
        assert review.index == ends[1]
        _key(qtbot, screen, Qt.Key.Key_PageUp)
        assert review.index == ends[0]
    _key(qtbot, screen, Qt.Key.Key_PageUp)
    assert review.index == 1
    _key(qtbot, screen, Qt.Key.Key_End)
    assert review.index == n
    # Step back to the first move, one move at a time, with the button, then forth again.
    while bar.previous_button.isEnabled():
        bar.previous_button.click()
    assert review.index == 1
    assert review.state.to_json() == _replayed(game, review.moves[0].played).to_json()
    assert _table_shows(game, screen, review.state)
    bar.last_button.click()
    assert review.index == n


def _clicks_do_not_play(qtbot, screen, review, final_json, played) -> None:
    # Clicks do not play: every card clicked at move 1, the game's keys too.
    review.go(1)
    shown = review.state.to_json()
    for card in screen.table.all_cards()[:40]:
        if card.isVisible():
            point = screen.view.mapFromScene(card.sceneBoundingRect().center())
            qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    for key in (Qt.Key.Key_P, Qt.Key.Key_D, Qt.Key.Key_T, Qt.Key.Key_1, Qt.Key.Key_Space):
        _key(qtbot, screen, key)
    assert review.state.to_json() == shown
    assert screen.state.to_json() == final_json
    assert len(screen.state.history) == played
    assert review.index == 1


@pytest.mark.parametrize("game", ["plongee", "rami", "abyss"])
def test_a_finished_game_is_reviewed_move_by_move(qtbot, monkeypatch, game, language):
    window, screen = _finished_screen(qtbot, monkeypatch, game, language)
    page = screen.end_page
    played = len(_actions(game))
    final_json = screen.state.to_json()
    assert page.review_button.isVisible()
    assert page.review_button.text() == (
        "Review the game" if language == "en" else "Revoir la partie"
    )
    scroll = page.scroll_area.verticalScrollBar().value()
    table_before = screen.table.state
    docks_before = _docks_and_page(window, screen)
    page.review_button.click()
    review = screen.review
    assert screen.reviewing and review is not None
    assert screen.stack.currentWidget() is screen.table_page
    bar = review.bar
    assert bar.isVisible()
    # A step a move the History tells, with the untold ones before it: each step says something.
    n = review.count
    assert n <= played and review.moves[-1].played == played
    assert all(review.sentence(k) for k in range(1, n + 1))
    # At the last move: the table shows the game as it ended.
    assert review.index == n
    word = "Move" if language == "en" else "Coup"
    assert bar.position.text() == f"{word} {n} " + ("of" if language == "en" else "sur") + f" {n}"
    assert review.state.to_json() == final_json
    assert _table_shows(game, screen, review.state)

    # At 1024 × 640 the bar reads whole, and nothing else in the window is cut.
    settle_all()  # the bar laid out
    assert cut_texts(window) == []

    _each_sentence_is_the_historys(game, screen, review, n)
    _walk_with_the_keys(qtbot, screen, review, game, n)
    _clicks_do_not_play(qtbot, screen, review, final_json, played)

    # Escape: back to the end page, exactly as it was (and the real final table beneath).
    _key(qtbot, screen, Qt.Key.Key_Escape)
    assert not screen.reviewing
    assert screen.stack.currentWidget() is page
    assert not bar.isVisible()
    assert page.scroll_area.verticalScrollBar().value() == scroll
    assert screen.table.state is table_before
    assert _docks_and_page(window, screen) == docks_before
    assert screen.state.to_json() == final_json
    # Again, then Back by its button.
    page.review_button.click()
    assert screen.reviewing and review.index == n
    bar.back_button.click()
    assert screen.stack.currentWidget() is page
    # "Play this deal again" still deals the same cards: the new game is this one's deal.
    assert page.replay_deal_button.isVisible()
    page.replay_deal_button.click()
    qtbot.waitUntil(lambda: window.screen_widget is not screen)
    again = window.screen_widget
    assert type(again) is type(screen)
    fresh = import_module(f"abyss_cards.games.{game}").new_game(
        NAMES, seed=SEEDS[game], **OPTIONS[game]
    )
    for turn in list(again.state.history):
        fresh.apply(turn.action)
    assert fresh.to_json() == again.state.to_json()
    again.leave()
    screen.leave()


@pytest.mark.parametrize("game", ["plongee", "rami", "abyss"])
def test_between_people_the_review_shows_the_public_table_and_says_so(qtbot, game, lang_of):
    """Two people at one screen: nobody's hidden cards in the review (each kept theirs from
    the other), and the bar says so."""
    lang_of("en")
    engine = import_module(f"abyss_cards.games.{game}")
    module = import_module(f"abyss_cards.ui.{game}.screen")
    cls = {"plongee": "PlongeeScreen", "rami": "RamiScreen", "abyss": "AbyssScreen"}[game]
    state = engine.new_game(NAMES, seed=SEEDS[game], **OPTIONS[game])
    for action in _actions(game):
        state.apply(action)
    window = _window(qtbot, "en")
    seats = [Seat("Ana", HUMAN), Seat("Léo", HUMAN)]
    screen = getattr(module, cls)(window, state, seats, autostart=False, write_autosave=False)
    window.show_screen(screen)
    screen._game_over()
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.end_page)
    screen.end_page.review_button.click()
    review = screen.review
    assert review.bar.viewer_note.text().startswith("The table as ")
    middle = next(
        k for k in range(len(review.moves) // 2, 0, -1) if not review.moves[k - 1].boundary
    )
    review.go(middle)
    table = screen.table
    if game == "rami":
        assert table.hand_hidden
        assert all(not item.face_up for item in table.hand_items)
    elif game == "plongee":
        assert table.humans == []
        assert review.state.drawn is None or not table.drawn.face_up
    else:
        assert all(p.hand is None and p.monster_tokens is None for p in table.v.players)
        # Nor anything read from the bottom seat's hand or tokens, at any step: its projected
        # score, what it could pay for at Court (and what it lacks), what a Location would be
        # worth to it; the Scores dock in everyone's words too. (The last step is the final
        # board, every hand federated: as the end page shows it.)
        for step in range(len(review.moves)):
            review.go(step)
            shown = {k: c for k, c in table.chips.items() if c.isVisible()}
            assert not any("projected" in c.plain_text() for c in shown.values()), step
            assert not [k for k in shown if k[0] in ("court_cost", "court_why")], step
            assert not [k for k in shown if k[:2] == ("points", "face_up")], step
            assert not any("→" in row[1] for row in screen.scores_dock.texts()), step
    review.close()
    assert screen.stack.currentWidget() is screen.end_page
    screen.leave()


@pytest.mark.parametrize("game", ["plongee", "rami", "abyss"])
def test_a_game_that_does_not_replay_is_not_reviewed_and_says_why(
    qtbot, monkeypatch, game, lang_of
):
    """A game whose moves do not replay from its deal (an older version's, say): no review,
    one sentence in the status bar, the end page left as it was."""
    lang_of("en")
    engine = import_module(f"abyss_cards.games.{game}")
    module = import_module(f"abyss_cards.ui.{game}.screen")
    cls = {"plongee": "PlongeeScreen", "rami": "RamiScreen", "abyss": "AbyssScreen"}[game]
    state = engine.new_game(NAMES, seed=SEEDS[game], **OPTIONS[game])
    for action in _actions(game):
        state.apply(action)
    window = _window(qtbot, "en")
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "easy")]
    screen = getattr(module, cls)(window, state, seats, autostart=False, write_autosave=False)
    window.show_screen(screen)
    screen._game_over()
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.end_page)
    # Another deal than the one played: the moves do not replay from it.
    other = engine.new_game(NAMES, seed=SEEDS[game] + 1, **OPTIONS[game])
    monkeypatch.setattr(screen, "review_new_game", lambda: other)
    screen.end_page.review_button.click()
    assert screen.review is None and not screen.reviewing
    assert screen.stack.currentWidget() is screen.end_page
    word = "match" if game == "rami" else "game"
    assert window.statusBar().currentMessage() == (
        f"This {word} cannot be reviewed: it does not replay from its deal."
    )
    screen.leave()


def _lines_widget(game, screen):
    """The History's (Journal's) list of lines."""
    return screen.journal.list if game == "abyss" else screen.history_dock.lines


def _activate(qtbot, lines, row, how="double"):
    """Line ``row`` activated as a person does it: a double click on it, or Enter on it."""
    from PySide6.QtWidgets import QDockWidget

    dock = lines.parentWidget()
    while not isinstance(dock, QDockWidget):
        dock = dock.parentWidget()
    dock.show()
    dock.raise_()  # the History shares its place with the Scores: its tab in front
    qtbot.waitUntil(lines.isVisible)
    item = lines.item(row)
    lines.scrollToItem(item)
    if how == "double":
        # A person's double click: a click, then the second press told as a double click.
        at = QPoint(lines.visualItemRect(item).center())
        qtbot.mouseClick(lines.viewport(), Qt.MouseButton.LeftButton, pos=at)
        qtbot.mouseDClick(lines.viewport(), Qt.MouseButton.LeftButton, pos=at)
    else:
        lines.setCurrentRow(row)
        qtbot.keyClick(lines, Qt.Key.Key_Return)


@pytest.mark.parametrize("game", ["plongee", "rami", "abyss"])
def test_a_history_line_opens_the_review_at_its_move(qtbot, monkeypatch, game, lang_of):
    """Once the game is over, a line of the History (Journal) double-clicked, or Entered,
    opens the review at the step that tells it; a heading (a round, a turn) at the step after
    the move before it; with the review up, another line goes to its step."""
    lang_of("en")
    window, screen = _finished_screen(qtbot, monkeypatch, game, "en")
    lines = _lines_widget(game, screen)
    texts = [lines.item(r).text() for r in range(lines.count())]
    assert screen.stack.currentWidget() is screen.end_page
    # A move's line in the middle of the game, found once in the History: its own step.
    review_lines = None

    def unique_rows():
        return [r for r, t in enumerate(texts) if texts.count(t) == 1 and not t.startswith("—")]

    middle = [r for r in unique_rows() if len(texts) // 3 < r < 2 * len(texts) // 3]
    row = middle[len(middle) // 2]
    _activate(qtbot, lines, row, "double")
    review = screen.review
    assert screen.reviewing and review is not None
    assert screen.stack.currentWidget() is screen.table_page
    review_lines = [line for move in review.moves for line in move.lines]
    assert review_lines.count(texts[row]) == 1
    k = review.index
    assert texts[row] in review.moves[k - 1].lines
    assert 1 < k < review.count
    assert texts[row] in review.bar.sentence.text()
    assert review.state.to_json() == _replayed(game, review.moves[k - 1].played).to_json()
    assert _table_shows(game, screen, review.state)
    # With the review up, Enter on another line: its step.
    other = next(r for r in unique_rows() if r < row and texts[r] in review_lines)
    _activate(qtbot, lines, other, "enter")
    assert screen.reviewing
    assert texts[other] in review.moves[review.index - 1].lines
    assert review.index < k

    # A heading between two moves: the move after it.
    def step_of(r):
        _activate(qtbot, lines, r)
        return review.index

    if game == "rami":  # the match's first deal heads the History: the first move
        assert texts[0].startswith("Deal 1")
        assert step_of(0) == 1
    else:
        heading = next(
            r
            for r in range(1, len(texts) - 1)
            if (texts[r].startswith("—") or texts[r].startswith("Round 2"))
            and (game == "plongee" or step_of(r - 1) == step_of(r + 1))
        )
        before = step_of(heading - 1)
        assert step_of(heading) == before + 1
    # Back to the results, the end page as it was; a line opens the review again.
    review.close()
    assert screen.stack.currentWidget() is screen.end_page
    _activate(qtbot, lines, row, "enter")
    assert screen.reviewing and review.index == k
    review.close()
    screen.leave()


@pytest.mark.parametrize("game", ["plongee", "rami", "abyss"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_during_a_game_a_history_line_says_the_review_comes_at_the_end(qtbot, game, lang, lang_of):
    """A game still being played: a line activated opens no review, and the status bar says,
    in one sentence, that the review opens once the game is over."""
    lang_of(lang)
    engine = import_module(f"abyss_cards.games.{game}")
    module = import_module(f"abyss_cards.ui.{game}.screen")
    cls = {"plongee": "PlongeeScreen", "rami": "RamiScreen", "abyss": "AbyssScreen"}[game]
    state = engine.new_game(NAMES, seed=SEEDS[game], **OPTIONS[game])
    for action in _actions(game)[:20]:
        state.apply(action)
    assert not state.is_over
    window = _window(qtbot, lang)
    seats = [Seat("Ana", HUMAN), Seat("Léo", BOT, "easy")]
    screen = getattr(module, cls)(window, state, seats, autostart=False, write_autosave=False)
    window.show_screen(screen)
    lines = _lines_widget(game, screen)
    qtbot.waitUntil(lambda: lines.count() > 0)
    page = screen.stack.currentWidget()
    # What a line does is said by the list (its tooltip), as the status bar says it here.
    assert lines.toolTip() == (
        "Once the game is over, a double click on a line (or Enter) reviews the game from its move."
        if lang == "en"
        else "Une fois la partie finie, un double clic sur une ligne (ou Entrée) permet de revoir "
        "la partie à partir de son coup."
    )
    for how in ("double", "enter"):
        window.statusBar().clearMessage()
        _activate(qtbot, lines, lines.count() - 1, how)
        assert screen.review is None and not screen.reviewing
        assert screen.stack.currentWidget() is page
        assert window.statusBar().currentMessage() == (
            "Once the game is over, this line will let you review it from its move."
            if lang == "en"
            else "Une fois la partie finie, cette ligne permettra de la revoir à partir de son coup."
        )
    assert len(screen.state.history) == 20
    screen.leave()


@pytest.mark.parametrize("game", ["plongee", "rami", "abyss"])
def test_a_line_told_before_a_language_change_opens_its_own_move(qtbot, monkeypatch, game, lang_of):
    """The History keeps each line in the language it was told in, while the review tells its
    moves in today's: a line told before the switch still opens the review at its own move,
    not the one after it."""
    lang_of("en")
    window, screen = _finished_screen(qtbot, monkeypatch, game, "en")
    lines = _lines_widget(game, screen)
    texts = [lines.item(r).text() for r in range(lines.count())]
    unique = [r for r, t in enumerate(texts) if texts.count(t) == 1 and not t.startswith("—")]
    rows = [r for r in unique if len(texts) // 3 < r < 2 * len(texts) // 3][:3]
    steps = []
    for row in rows:
        _activate(qtbot, lines, row)
        steps.append(screen.review.index)
        screen.review.close()
    try:
        window.set_language("fr")
        assert screen.review.sentence(steps[0]) not in texts  # the review speaks French now
        for row, step in zip(rows, steps, strict=True):
            _activate(qtbot, lines, row)
            assert screen.review.index == step, texts[row]
            screen.review.close()
    finally:
        window.set_language("en")
    screen.leave()
