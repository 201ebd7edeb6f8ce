"""The new-game dialogs of the three games (issue 15): player words only (the deal number, the
"seed", out of sight in an Advanced fold until asked for), units, every field reachable by
Tab, a fit on a 1024 × 640 screen with eight seats, and any remembered choices, however
wrong, giving a working dialog. Also the player words of the tables: no seed in the Plongée
status line, the discard panel's button named for the panel, points written as points."""

import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QWidget,
)
from ui_checks import settle

from abyss_cards.games import registry
from abyss_cards.storage.settings import Settings, _remembered
from abyss_cards.ui import text_size
from abyss_cards.ui.games import entry
from abyss_cards.ui.models.session import BOT, HUMAN
from abyss_cards.ui.plongee.dialogs import NewGameDialog as PlongeeDialog

# Every game's dialog, as the main window opens it; each game's own fields are checked by key.
DIALOGS = {key: entry(key).ui().dialog_class() for key in registry.keys()}
DEVELOPER_WORDS = re.compile(r"seed|graine|random|hasard", re.IGNORECASE)
DEAL_NUMBER = {"en": "Deal number", "fr": "Numéro de donne"}


@pytest.fixture
def window(qapp, language):
    from abyss_cards.ui.main_window import MainWindow

    w = MainWindow(Settings(player_name="Ana"), language="en")
    w.resize(1024, 640)
    w.show()
    settle()
    yield w
    w.close()
    w.deleteLater()  # closed is not deleted: its own children's Python objects hold it
    settle()
    text_size._restore()


def _open(window, key, lang, language):
    if lang != "en":
        language(window, lang)
    dialog = DIALOGS[key](window.settings, window)
    dialog.show()
    settle()
    return dialog


def shown_texts(dialog) -> list[str]:
    """Every text a person can see or hear in ``dialog`` as it is: labels, buttons, fields
    (value, placeholder, suffix), list entries, tooltips, accessible names and descriptions."""
    texts = [dialog.windowTitle()]
    for w in dialog.findChildren(QWidget):
        if not w.isVisibleTo(dialog):
            continue
        texts += [w.toolTip(), w.accessibleName(), w.accessibleDescription()]
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QLineEdit):
            texts += [w.text(), w.placeholderText()]
        elif isinstance(w, QAbstractSpinBox):
            texts.append(w.text())
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
    return [t.replace("&", "") for t in texts if t]  # "&Players:" shows "Players:"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("key", sorted(DIALOGS))
def test_the_deal_number_is_out_of_sight_until_advanced_is_opened(window, language, key, lang):
    dialog = _open(window, key, lang, language)
    if key != "rami":
        dialog.count.setValue(dialog.count.maximum())
    texts = shown_texts(dialog)
    assert texts and not [t for t in texts if DEVELOPER_WORDS.search(t)]
    assert not [t for t in texts if DEAL_NUMBER[lang] in t]
    assert not dialog.seed.isVisibleTo(dialog)
    dialog.advanced_fold.button.click()
    settle()
    assert dialog.seed.isVisibleTo(dialog)
    opened = shown_texts(dialog)
    assert any(t.startswith(DEAL_NUMBER[lang]) for t in opened)
    # Even inside the fold the number is called by its player name, never "seed".
    assert not [t for t in opened if DEVELOPER_WORDS.search(t)]
    dialog.seed.setText("4821")
    assert dialog.seed_value() == 4821
    dialog.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("fold", [False, True])
def test_plongee_with_eight_seats_fits_a_1024_by_640_screen(window, language, lang, fold):
    dialog = _open(window, "plongee", lang, language)
    dialog.count.setValue(8)
    if fold:
        dialog.advanced_fold.open()
    settle()
    dialog.resize(dialog.sizeHint())
    settle()
    hint = dialog.sizeHint()
    assert hint.height() <= 600 and hint.width() <= 1024, hint
    # All eight rows shown whole, none scrolled away.
    assert dialog.seats_area.verticalScrollBar().maximum() == 0
    for i in range(8):
        assert dialog.names[i].isVisibleTo(dialog) and dialog.kinds[i].isVisibleTo(dialog)
        assert dialog.names[i].visibleRegion().boundingRect().height() == dialog.names[i].height()
    dialog.close()


def test_on_a_short_screen_the_seats_scroll_and_the_buttons_stay(window, monkeypatch):
    """Large text on a small screen: the dialog is never taller than the screen; its seat rows
    scroll, and Play stays in sight."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 420))
    text_size.apply_percent(150)
    dialog = PlongeeDialog(window.settings, window)
    dialog.show()
    dialog.count.setValue(8)
    dialog.advanced_fold.open()
    settle()
    assert dialog.height() <= 420 - 48
    bar = dialog.seats_area.verticalScrollBar()
    assert bar.maximum() > 0 and dialog.seats_area.height() > 0
    play = dialog.findChild(QDialogButtonBox).buttons()[0]
    assert play.isVisibleTo(dialog) and dialog.rect().contains(
        play.geometry().translated(play.parentWidget().mapTo(dialog, play.pos()) - play.pos())
    )
    dialog.activateWindow()
    dialog.kinds[6].setFocus()
    settle()
    QTest.keyClick(dialog.kinds[6], Qt.Key.Key_Tab)  # Tab brings the last seat into view
    settle()
    assert QApplication.focusWidget() is dialog.names[7]
    assert bar.value() > 0
    dialog.close()


def test_the_target_reads_in_points(window, language):
    dialog = _open(window, "plongee", "en", language)
    assert dialog.target.text() == "100 points"
    dialog.close()
    dialog = _open(window, "plongee", "fr", language)
    assert dialog.target.text() == "100 points"
    label = dialog.form.labelForField(dialog.target)
    assert label.text() == "&Fin de partie à :" and label.buddy() is dialog.target
    dialog.target.setValue(250)
    assert dialog.remember()["target"] == 250
    dialog.close()


def _tab_chain(dialog) -> list[QWidget]:
    """The widgets the Tab key reaches, in order, starting from the first field."""
    dialog.activateWindow()
    first = dialog.count if hasattr(dialog, "count") else dialog.name
    first.setFocus()
    settle()
    seen: list[QWidget] = []
    for _ in range(60):
        w = QApplication.focusWidget()
        if w is None or w in seen:
            break
        seen.append(w)
        QTest.keyClick(w, Qt.Key.Key_Tab)
        settle(1)
    return seen


@pytest.mark.parametrize("key", sorted(DIALOGS))
def test_every_field_is_reached_by_tab(window, language, key):
    dialog = _open(window, key, "en", language)
    dialog.advanced_fold.open()
    settle()
    chain = _tab_chain(dialog)
    wanted = [dialog.advanced_fold.button, dialog.seed]
    if key == "rami":
        wanted += [dialog.name, dialog.opponent, dialog.level, dialog.other_name]
    else:
        wanted += [dialog.count]
        for i in range(dialog.count.value()):
            wanted += [dialog.names[i], dialog.kinds[i]]
    if key == "plongee":
        wanted.append(dialog.target)
    missing = [
        w.accessibleName() or w.objectName() or type(w).__name__
        for w in wanted
        if w not in chain and w.focusProxy() not in chain
    ]
    assert not missing
    # The number of players, then the game's own fields, then the seats, then Advanced.
    if key != "rami":
        assert (
            chain.index(dialog.count)
            < chain.index(dialog.names[0])
            < chain.index(dialog.advanced_fold.button)
            < chain.index(dialog.seed)
        )
    if key == "plongee":
        assert chain.index(dialog.count) < chain.index(dialog.target) < chain.index(dialog.names[0])
    dialog.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_labels_take_their_fields_with_alt(window, language, lang, qtbot):
    dialog = _open(window, "plongee", lang, language)
    dialog.activateWindow()
    settle()
    keys = {
        "en": (Qt.Key.Key_P, Qt.Key.Key_E, Qt.Key.Key_A, Qt.Key.Key_N),
        "fr": (Qt.Key.Key_J, Qt.Key.Key_F, Qt.Key.Key_A, Qt.Key.Key_N),
    }[lang]
    players, target, advanced, number = keys
    QTest.keyClick(dialog, target, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is dialog.target
    QTest.keyClick(dialog, players, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is dialog.count
    QTest.keyClick(dialog, advanced, Qt.KeyboardModifier.AltModifier)
    # A button's mnemonic clicks it after a short press animation: wait for the fold to open.
    qtbot.waitUntil(dialog.advanced_fold.is_open)
    QTest.keyClick(dialog, number, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is dialog.seed
    dialog.close()


@pytest.mark.parametrize("key", ["abyss", "plongee"])
def test_each_player_needs_a_name_of_their_own(window, language, key):
    dialog = _open(window, key, "en", language)
    dialog.count.setValue(3)
    dialog.names[2].setText("  ana ")
    dialog._accept()
    assert dialog.result() == 0 and dialog.error.isVisibleTo(dialog)
    assert "ana" in dialog.error.text() and "name" in dialog.error.text()
    assert not dialog.advanced_fold.is_open()  # nothing to see there
    dialog.names[2].setText("")  # an empty name becomes "Player 3"
    dialog._accept()
    assert dialog.result() == 1
    assert [s.name for s in dialog.seats()] == ["Ana", "Ondine", "Player 3"]
    dialog.close()


@pytest.mark.parametrize("key", ["abyss", "plongee"])
def test_a_name_with_an_invisible_character_or_a_lookalike_is_refused(window, language, key):
    dialog = _open(window, key, "fr", language)
    dialog.count.setValue(3)
    dialog.names[2].setText("Zo\u200bé")
    dialog._accept()
    assert dialog.result() == 0 and dialog.error.text() == (
        "Un nom ne peut pas contenir de caractère invisible ou spécial (U+200B) : retapez-le sans."
    )
    dialog.names[2].setText("Оndine")  # a Cyrillic O, next to seat 2's "Ondine"
    dialog._accept()
    assert dialog.result() == 0 and dialog.error.text() == (
        "«\u00a0Ondine\u00a0» et «\u00a0Оndine\u00a0» se ressemblent : donnez à chacun un nom "
        "bien à lui."
    )
    dialog.names[2].setText("Zoe\u0301")
    dialog._accept()
    assert dialog.result() == 1 and dialog.seats()[2].name == "Zoé"
    dialog.close()


def test_the_rami_players_need_names_of_their_own(window, language):
    dialog = _open(window, "rami", "fr", language)
    dialog.other_name.setText("ANA")
    dialog._accept()
    assert dialog.result() == 0
    assert dialog.error.text().startswith("Les deux joueurs s’appellent Ana")
    dialog.other_name.setText("Yasmine")
    dialog._accept()
    assert dialog.result() == 1
    dialog.close()


@pytest.mark.parametrize("key", sorted(DIALOGS))
@pytest.mark.parametrize("text", ["12a", "-5", "4.5", "４２", "1e3"])
def test_a_deal_number_that_is_no_whole_number_is_refused_in_plain_words(
    window, language, key, text
):
    dialog = _open(window, key, "fr", language)
    dialog.seed.setText(text)
    dialog._accept()
    assert dialog.result() == 0
    assert dialog.advanced_fold.is_open() and dialog.seed.isVisibleTo(dialog)
    assert dialog.error.text().startswith("Le numéro de donne est un nombre entier")
    assert dialog.seed_value() is None
    dialog.seed.setText(" 0042 ")
    dialog._accept()
    assert dialog.result() == 1 and dialog.seed_value() == 42
    dialog.close()


GARBAGE = [
    None,
    "abyss",
    12,
    ["players", 4],
    {"abyss_new_game": None},
    {
        "abyss_new_game": {"players": True, "seats": {"name": "Ana"}},
        "plongee_new_game": {"players": "8", "target": 3.5, "seats": "Ana"},
        "rami_new_game": {"opponent": ["bot"], "level": {"x": 1}, "other_name": 42},
    },
    {
        "abyss_new_game": {"players": 99, "seats": [None, 7, {"name": None, "choice": True}]},
        "plongee_new_game": {
            "players": -3,
            "target": 10**9,
            "seats": [
                {"name": "x" * 5000, "choice": 99},
                "Ana",
                {"name": ["Ana"], "choice": -1},
                {"choice": 2.0},
            ],
        },
        "rami_new_game": {"other_name": "   ", "level": "grandmaster", "opponent": "human"},
    },
    {
        "abyss_new_game": {"seats": [{"name": "Zoé", "choice": 3}] * 40},
        "plongee_new_game": {"players": 1, "target": True},
        "rami_new_game": {"other_name": "y" * 300},
    },
]


@pytest.mark.parametrize("remembered", GARBAGE)
@pytest.mark.parametrize("key", sorted(DIALOGS))
def test_any_remembered_choices_give_a_working_dialog(qapp, key, remembered):
    settings = Settings(player_name="Ana")
    settings.remembered = remembered  # as wrong as a hand-edited file could make it
    dialog = DIALOGS[key](settings)
    dialog.show()
    settle()
    seats = dialog.seats()
    listing = registry.listing(key)
    assert listing.min_players <= len(seats) <= listing.max_players
    assert all(isinstance(s.name, str) and 0 < len(s.name) <= 24 for s in seats)
    assert all(s.kind in (HUMAN, BOT) for s in seats)
    assert len({s.name.casefold() for s in seats}) == len(seats) or dialog.problem()
    if key == "plongee":
        assert 10 <= dialog.target.value() <= 1000
    kept = dialog.remember()
    assert json.loads(json.dumps(kept)) == kept
    # What it writes back survives the settings' own check whole.
    remembered_key = f"{key}_new_game"
    assert _remembered({remembered_key: kept})[remembered_key] == kept
    dialog.close()


def test_a_wrong_player_name_setting_gives_you(qapp):
    settings = Settings()
    settings.player_name = ["Ana"]
    for make in DIALOGS.values():
        dialog = make(settings)
        assert dialog.seats()[0].name == "You"
        dialog.close()


def test_choices_come_back_the_next_time(qapp):
    settings = Settings(player_name="Ana")
    dialog = PlongeeDialog(settings)
    dialog.count.setValue(5)
    dialog.names[4].setText("Perle")
    dialog.kinds[4].setCurrentIndex(3)
    dialog.target.setValue(150)
    settings.remembered["plongee_new_game"] = dialog.remember()
    again = PlongeeDialog(settings)
    assert again.count.value() == 5 and again.target.value() == 150
    assert again.seats()[4].name == "Perle" and again.seats()[4].level == "expert"
    assert again.seed.text() == ""  # a deal number is never carried over
    dialog.close()
    again.close()


# -- the tables' words -------------------------------------------------------------------------


def _table(window, key):
    from abyss_cards.ui.games import entry

    window.show_screen(entry(key).load().screenshot_screen(window, (1024, 640)))
    settle()
    finish = getattr(window.screen_widget, "finish_animations", None)
    if callable(finish):
        finish()
    settle()
    return window.screen_widget


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plongee_status_line_has_no_seed_and_says_points(window, language, lang):
    if lang != "en":
        language(window, lang)
    screen = _table(window, "plongee")
    screen.update_status()
    info = screen.info.text()
    assert not DEVELOPER_WORDS.search(info)
    assert str(screen.session.meta.get("seed")) not in info.split()
    assert (
        info
        == {
            "en": "Round 1 · game ends at 100 points",
            "fr": "Manche 1 · fin de partie à 100 points",
        }[lang]
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("key", ["plongee", "rami"])
def test_the_discard_panel_button_is_named_for_the_panel(window, language, key, lang):
    if lang != "en":
        language(window, lang)
    screen = _table(window, key)
    expected = {"en": "Discards", "fr": "Défausses"}[lang]
    assert screen.discard_button.text() == expected
    # It still shows and hides the panel, and no bar button reads like the discard move.
    shown = screen.discard_dock.isVisibleTo(window)
    screen.discard_button.click()
    settle()
    assert screen.discard_dock.isVisibleTo(window) != shown
    bar = [b.text() for b in screen.findChildren(QAbstractButton)]
    assert not {"Discard", "Défausse", "Défausser"} & set(bar)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rami_counter_says_what_would_be_laid_down_in_points(window, language, lang):
    if lang != "en":
        language(window, lang)
    screen = _table(window, "rami")
    screen.update_total()
    value = screen.arrangement.switched_value()
    assert screen.state.opened[screen.shown] and screen.arrangement.switched() and value
    text = re.sub(r"<[^>]+>", "", screen.total_label.text())
    assert text == {"en": f"To lay down: {value} points", "fr": f"À déposer : {value} pts"}[lang]
    assert "switched" not in text and "allum" not in text


def _plongee_of(window, players):
    from abyss_cards.games import plongee
    from abyss_cards.ui.models.session import Seat
    from abyss_cards.ui.plongee import demo_state
    from abyss_cards.ui.plongee.screen import PlongeeScreen

    names = ["Ana", "Ondine", "Marin", "Nacre", "Corail", "Perle", "Triton", "Écume"][:players]
    played = demo_state(players, seed=2024, actions=6 * players)
    state = plongee.new_game(names, seed=played.seed)
    for turn in played.history:
        state.apply(turn.action)
    seats = [Seat(names[0], HUMAN)] + [Seat(n, BOT, "medium") for n in names[1:]]
    screen = PlongeeScreen(
        window, state, seats, meta={"seed": played.seed}, autostart=False, write_autosave=False
    )
    window.show_screen(screen)
    settle()
    return screen


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(
    ("players", "size"), [(8, (1024, 640)), (4, (1280, 800)), (2, (1920, 1080))]
)
def test_the_plongee_seat_labels_count_in_points_and_fit(window, language, lang, players, size):
    from PySide6.QtGui import QFont, QFontMetricsF

    language(window, lang)  # English too: its plural forms ("1 pt", "2 pts") are translations
    window.resize(*size)
    screen = _plongee_of(window, players)
    screen.table.relayout()
    view_font = screen.table.view.viewport().font()
    for seat, label in enumerate(screen.table.labels):
        text = label.text()
        name = re.escape(screen.table.names[seat])
        assert re.fullmatch(name + r" · -?\d+ pts? \(total -?\d+\)( · .+)?", text), text
        showing = sum(c.value for c in screen.state.grids[seat] if c is not None and c.face_up)
        assert text.split(" · ")[1].startswith(
            {
                "en": f"{showing} pt" + ("" if showing == 1 else "s"),
                "fr": f"{showing} pt" + ("" if showing <= 1 else "s"),
            }[lang]
        )
        # Whole in its box, even in bold (whose turn), as the label draws it: smaller, or
        # without its total, never cut before the points.
        label.set_emphasis(True)
        shown, fraction = label.shown()
        assert shown in (text, text.split(" (total")[0]), shown
        font = QFont(view_font)
        font.setPixelSize(
            max(8, round(max(9, round(label.boundingRect().height() * 0.7)) * fraction))
        )
        font.setBold(True)
        assert QFontMetricsF(font).horizontalAdvance(shown) <= label.boundingRect().width() - 8
    assert screen.table.draw_pile.badge.endswith({"en": "cards", "fr": "cartes"}[lang])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rami_piles_count_cards(window, language, lang):
    from abyss_cards.ui.rami import describe as d

    if lang != "en":
        language(window, lang)
    screen = _table(window, "rami")
    word = {"en": "cards", "fr": "cartes"}[lang]
    assert screen.table.pot.badge == f"{screen.state.pot_size} {word}"
    assert screen.table.discard.badge.endswith(word) or screen.table.discard.badge in (
        "Tournante",
        "tournante",
    )
    assert d.count_cards(1) == {"en": "1 card", "fr": "1 carte"}[lang]
    assert d.count_cards(0) == {"en": "0 cards", "fr": "0 carte"}[lang]
    assert d.count_cards(12) == f"12 {word}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_page_ranks_in_points(window, language, lang):
    from abyss_cards.ui.table.end_page import EndPage, placings

    language(window, lang)
    page = EndPage("testEnd", lambda: None, lambda: None)
    page.set_ranking(placings(["Ana", "Ondine", "Marin"], [12, 1, 104], [1], lower_wins=True))
    settle()
    rows = [
        [
            w.text()
            for w in page.ranking.findChildren(QLabel)
            if w.objectName() in ("endWinner", "endPlace")
        ][i : i + 3]
        for i in range(0, 9, 3)
    ]
    assert [r[1:] for r in rows] == [
        ["Ondine", "1 point"],
        ["Ana", "12 points"],
        ["Marin", "104 points"],
    ]
    page.close()


def test_the_about_box_has_no_developer_words(window, language):
    from test_accessibility import while_modal

    for lang in ("en", "fr"):
        language(window, lang)
        texts = while_modal(window.open_about, lambda box: box.text())
        assert texts and texts[0] and not DEVELOPER_WORDS.search(texts[0])
