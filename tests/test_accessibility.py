"""Accessibility: every interactive item of every screen has a name (walking the tree Qt gives
to screen readers), the table names its focused card, and the focused widget wears a ring."""

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFormLayout,
    QGraphicsView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from ui_checks import settle

from abyss_cards.storage.settings import Settings
from abyss_cards.ui import text_size, theme
from abyss_cards.ui.games import entries

Role = QAccessible.Role

# Roles a person acts on; a name must say what each does.
ACTIONS = {
    Role.PushButton,
    Role.CheckBox,
    Role.RadioButton,
    Role.ButtonMenu,
    Role.ButtonDropDown,
    Role.Link,
    Role.PageTab,
    Role.Slider,
    Role.Dial,
}
# Roles that hold a value: the name is their label (a buddy QLabel or setAccessibleName), never
# the value itself ("Normal" says nothing of what is normal).
FIELDS = {Role.ComboBox, Role.SpinBox, Role.EditableText}
VIEWS = {Role.List, Role.Table, Role.Tree}


def _labelled(iface) -> bool:
    return bool(iface.relations(QAccessible.RelationFlag.Label))


def unnamed_items(root: QWidget) -> list[str]:
    """Every visible interactive item under ``root`` without a name, as "Role ClassName"."""
    found: list[str] = []

    def walk(iface) -> None:
        state = iface.state()
        if state.invisible:
            return
        obj = iface.object()
        widget = obj if isinstance(obj, QWidget) else None
        role = iface.role()
        name = iface.text(QAccessible.Text.Name).strip()
        if widget is not None and not state.disabled and widget.focusProxy() is None:
            own = widget.accessibleName().strip()
            if role in FIELDS:
                ok = bool(own) or _labelled(iface)
            elif role in VIEWS:
                ok = bool(own) or _labelled(iface)
            elif role in ACTIONS:
                ok = bool(name)
            elif state.focusable:  # a custom widget that takes the keyboard focus
                ok = bool(name)
            else:
                ok = True
            if not ok:
                where = widget.objectName() or type(widget).__name__
                found.append(f"{role.name} {where} in {type(widget.window()).__name__}")
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None:
                walk(child)

    walk(QAccessible.queryAccessibleInterface(root))
    return found


@pytest.fixture
def window(qapp, language):
    from abyss_cards.ui.main_window import MainWindow

    w = MainWindow(Settings(), language="en")
    w.resize(1280, 800)
    w.show()
    settle()
    yield w
    w.close()
    settle()
    text_size._restore()


def while_modal(open_modal, check) -> list:
    """Call ``open_modal()`` (which runs a modal dialog), run ``check(dialog)`` on the dialog
    once it is shown, then close it. Returns what ``check`` returned (empty if none showed)."""
    out: list = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:  # a poll until the dialog is up (its own event loop runs this)
            QTimer.singleShot(20, look)
            return
        settle()
        out.append(check(dialog))
        dialog.reject() if isinstance(dialog, QDialog) else dialog.close()

    QTimer.singleShot(0, look)
    open_modal()
    return out


# -- the walker itself ------------------------------------------------------------------------


def test_walker_finds_what_has_no_name(qapp):
    app = QApplication.instance() or QApplication([])
    page = QWidget()
    layout = QVBoxLayout(page)
    icon_only = QPushButton()
    icon_only.setObjectName("icon-only")
    field = QLineEdit()
    field.setObjectName("bare-field")
    combo = QComboBox()
    combo.addItem("Normal")  # a value is no name
    combo.setObjectName("bare-combo")
    form = QFormLayout()
    labelled = QSpinBox()
    form.addRow("Target:", labelled)
    layout.addWidget(icon_only)
    layout.addWidget(field)
    layout.addWidget(combo)
    layout.addLayout(form)
    page.show()
    app.processEvents()
    found = unnamed_items(page)
    assert any("icon-only" in f for f in found)
    assert any("bare-field" in f for f in found)
    assert any("bare-combo" in f for f in found)
    assert not any("QSpinBox" in f for f in found)  # its form label names it
    icon_only.setAccessibleName("Undo")
    field.setAccessibleName("Name")
    combo.setAccessibleName("Speed")
    assert unnamed_items(page) == []
    page.close()


# -- the screens ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_home_screen(window, language, lang):
    if lang != "en":
        language(window, lang)
    assert unnamed_items(window) == []


def test_settings_dialog(window):
    from abyss_cards.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.settings, window)
    dialog.show()
    settle()
    assert unnamed_items(dialog) == []
    dialog.close()


def test_rules_viewer(window):
    from abyss_cards.ui.rules_viewer import RulesViewer

    viewer = RulesViewer(window, game="plongee", lang="en")
    viewer.show()
    settle()
    assert unnamed_items(viewer) == []
    viewer.close()


def test_about_box(window):
    found = while_modal(window.open_about, unnamed_items)
    assert found == [[]]


GAMES = [e for e in entries() if e.is_game]


def _needs(entry):
    if not entry.available():
        pytest.skip(f"{entry.key}: no screen on this branch yet")


@pytest.mark.parametrize("key", [e.key for e in GAMES])
def test_new_game_dialog(window, key):
    entry = next(e for e in GAMES if e.key == key)
    _needs(entry)
    shown = while_modal(lambda: entry.new_screen(window), unnamed_items)
    assert shown == [[]]


@pytest.mark.parametrize("key", [e.key for e in entries()])
def test_screen_mid_game_with_its_docks(window, key):
    entry = next(e for e in entries() if e.key == key)
    _needs(entry)
    window.show_screen(entry.load().screenshot_screen(window, (1280, 800)))
    settle()
    finish = getattr(window.screen_widget, "finish_animations", None)
    if callable(finish):
        finish()
    settle()
    assert unnamed_items(window) == []


# -- cards in words ---------------------------------------------------------------------------


def _table_view(window) -> QGraphicsView:
    views = [v for v in window.findChildren(QGraphicsView) if v.isVisible()]
    assert views
    return views[0]


def test_plongee_table_names_the_focused_card(window):
    entry = next(e for e in GAMES if e.key == "plongee")
    window.show_screen(entry.load().screenshot_screen(window, (1280, 800)))
    settle()
    view = _table_view(window)
    assert view.accessibleName() == "Card table"
    table = window.screen_widget.table
    hidden = next(c for row in table.slots for c in row if not c.face_up and not c.empty)
    view.focus_card(hidden)
    text = view.accessibleDescription()
    seat, slot = hidden.key[1], hidden.key[2]
    assert text.startswith(f"face-down card, row {slot // 4 + 1}, column {slot % 4 + 1}")
    assert table.names[seat] in text
    shown = next(c for row in table.slots for c in row if c.face_up and not c.empty)
    view.focus_card(shown)
    assert view.accessibleDescription().startswith(f"{shown.face}, row ")
    # What a screen reader asks: the view's own interface carries the description.
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface.text(QAccessible.Text.Description) == view.accessibleDescription()
    view.focus_card(table.draw_pile)
    assert "Draw pile" in view.accessibleDescription()


def test_french_deck_names_cards_in_the_interface_language(window, language):
    from abyss_cards.ui.table.french_deck import FrenchDeckRenderer

    deck = FrenchDeckRenderer("en")
    assert deck.face_name("7H") == "7 of hearts"
    assert deck.face_name("QS") == "queen of spades"
    assert deck.face_name("JK") == "joker"
    language(window, "fr")
    assert deck.face_name("7H") == "7 de cœur"
    assert deck.face_name("AC") == "as de trèfle"


# -- focus visible ----------------------------------------------------------------------------


def test_focused_widget_wears_a_ring_around_it(window):
    from abyss_cards.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.settings, window)
    dialog.show()
    dialog.activateWindow()
    settle()
    for widget in (dialog.language, dialog.player_name, dialog.four_colour):
        widget.setFocus()
        settle()
        ring = theme.focus_ring()
        assert ring.target() is widget
        assert ring.isVisible() and ring.parentWidget() is widget.parentWidget()
        assert ring.geometry().contains(widget.geometry())
        assert ring.geometry() != widget.geometry()
        # The ring only covers the edge: the widget's own area is left to it.
        assert not ring.mask().contains(widget.geometry().center() - ring.pos())
        image = ring.grab().toImage()
        assert image.pixelColor(1, ring.height() // 2).alpha() > 0
    dialog.close()
    settle()


def test_table_view_keeps_its_own_card_ring(window):
    entry = next(e for e in GAMES if e.key == "plongee")
    window.show_screen(entry.load().screenshot_screen(window, (1280, 800)))
    settle()
    view = _table_view(window)
    view.setFocus()
    settle()
    assert theme.focus_ring().target() is None


def test_ring_never_becomes_a_pane_of_a_splitter(window):
    from PySide6.QtWidgets import QListView, QSplitter

    page = QWidget()
    layout = QVBoxLayout(page)
    split = QSplitter()
    first, second = QListView(), QListView()
    split.addWidget(first)
    split.addWidget(second)
    layout.addWidget(split)
    page.resize(400, 300)
    page.show()
    settle()
    second.setFocus()
    settle()
    ring = theme.focus_ring()
    assert ring.target() is second
    assert split.count() == 2
    assert ring.parentWidget() is page
    place = second.geometry().translated(split.pos())
    assert ring.geometry().contains(place) and ring.geometry() != place
    page.close()


def test_the_ring_touches_no_widget_while_it_is_being_deleted(window, monkeypatch):
    """Qt says the focus changed from inside the focused widget's destructor (and hides it
    there): the ring must not reach into that half-deleted widget then (a rare crash of the
    suite in the deletions at a test's end), only on the next pass, when it is gone."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QPushButton

    page = QWidget()
    layout = QVBoxLayout(page)
    button = QPushButton("Go")
    layout.addWidget(button)
    page.show()
    page.activateWindow()
    settle()
    button.setFocus()
    settle()
    ring = theme.focus_ring()
    assert ring.target() is button
    touched = []
    for name in ("set_target", "_follow"):
        method = getattr(theme.FocusRing, name)
        monkeypatch.setattr(
            theme.FocusRing,
            name,
            lambda self, *args, _m=method, _n=name: (touched.append(_n), _m(self, *args))[1],
        )
    page.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert touched == []  # nothing done inside the deletion
    settle()
    assert theme.focus_ring().target() is not button
    # The ring (gone with the page it sat in) is made again for the next focused widget.
    other = QPushButton("Next", window.centralWidget())
    other.show()
    window.activateWindow()
    other.setFocus()
    settle()
    assert theme.focus_ring().target() is other


def test_plongee_statistics_dialog(window):
    entry = next(e for e in GAMES if e.key == "plongee")
    window.show_screen(entry.load().screenshot_screen(window, (1280, 800)))
    settle()
    before = set(QApplication.topLevelWidgets())
    window.screen_widget.show_statistics()
    settle()
    dialogs = [
        w
        for w in QApplication.topLevelWidgets()
        if w not in before and isinstance(w, QDialog) and w.isVisible()
    ]
    assert dialogs
    assert unnamed_items(dialogs[0]) == []
    dialogs[0].close()


def test_marquoir_sheet_dialog(window):
    entry = next(e for e in entries() if e.key == "marquoir")
    window.show_screen(entry.load().screenshot_screen(window, (1280, 800)))
    settle()
    found = while_modal(window.screen_widget.new_sheet, unnamed_items)
    assert found == [[]]


def test_rami_table_names_the_focused_card(window):
    from abyss_cards.ui.table import CardItem

    entry = next(e for e in GAMES if e.key == "rami")
    window.show_screen(entry.load().screenshot_screen(window, (1280, 800)))
    settle()
    view = _table_view(window)
    cards = [
        i
        for i in view.focus_targets()
        if isinstance(i, CardItem) and i.face_up and i.face not in (None, "JK")
    ]
    assert cards
    view.focus_card(cards[0])
    rank, suit = cards[0].face[:-1], cards[0].face[-1]
    suits = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    assert view.accessibleDescription().split(" — ")[0].split(",")[0].endswith(f"of {suits[suit]}")
    assert rank in view.accessibleDescription() or rank in "AJQK"
