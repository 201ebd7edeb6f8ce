"""The Abyss screen: the table over a bar with the status line and the buttons of the decision
asked. A person's decision is asked on the table (the cards a click plays are lit) and in the
bar; computer players move through the shared ``GameSession``.

Not yet: the privacy page between two people in hot seat, the payment tray, the Journal and
Scores docks, the animated final count and the results record (``ui.abyss.PLAYABLE`` stays
False until they are there)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from abyss_cards.ui.abyss.decisions import Choices, choices
from abyss_cards.ui.abyss.describe import prompt, waiting_sentence
from abyss_cards.ui.abyss.reading import seat_view
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.models.session import Seat
from abyss_cards.ui.table.flow import FlowLayout
from abyss_cards.ui.table.screen import GameScreenMixin


def make_bot_factory(seed: int):
    def factory(level: str, seat: int):
        from abyss_cards.games.abyss import bots

        return bots.make_bot(level, seed=(seed * 1009 + seat * 7919) % (2**63))
    return factory


class AbyssScreen(GameScreenMixin, QWidget):
    """One game of Abyss on screen, seen from ``viewer`` (the first human seat by default; the
    person who decides, when it is a person)."""

    game_key = "abyss"

    def __init__(self, window, state, seats: list[Seat], *, meta: dict | None = None,
                 viewer: int | None = None, autostart: bool = True,
                 write_autosave: bool = True) -> None:
        super().__init__()
        self.setObjectName("abyssScreen")
        self.window_ = window
        self.state = state
        self.seats = list(seats)
        if viewer is None:
            viewer = next((i for i, s in enumerate(self.seats) if not s.is_bot), 0)
        meta = dict(meta or {})
        meta.setdefault("seed", getattr(state, "seed", None))
        self._make_session("abyss", make_bot_factory(int(meta["seed"] or 0)), meta,
                           write_autosave)
        self._refusal = ""
        self._hint = ""
        self.summary_dialog = None
        self._summary_pending = False
        self.choices = Choices()

        self._make_stack()
        page, bar = self._table_page("abyssBar")
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(8, 4, 8, 4)
        self._status_label("abyssStatus", 1.1)
        rows.addWidget(self.status)
        line = QHBoxLayout()
        self.buttons_row = FlowLayout()
        line.addLayout(self.buttons_row, 1)
        self.hint_button = QPushButton()
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.show_hint)
        line.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignTop)
        rows.addLayout(line)
        self.decision_buttons: list[QPushButton] = []
        self.stack.addWidget(page)

        self.table = AbyssTable(self.view, state, [s.name for s in self.seats], viewer,
                                getattr(window, "language", "en"), self)
        self.table.chosen.connect(self._card_chosen)
        self._apply_table_settings()
        # H for a hint; the digits press the decision's buttons.
        self._add_shortcuts((("H", self.show_hint),
                             *((str(n), lambda n=n: self._press(n)) for n in range(1, 10))))
        self._connect_session()
        self.retranslate()
        self._turn_changed(state.current_player)
        if autostart:
            QTimer.singleShot(0, self.session.start)

    # -- the window's interface -------------------------------------------------------------
    def leave(self) -> None:
        self.session.stop()
        self.table.stop()

    def apply_settings(self) -> None:
        self._apply_table_settings()
        self.view.viewport().update()

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What the expert computer player would do (H)"))
        self.table.set_language(getattr(self.window_, "language", "en"))
        self._offer()
        self.update_status()

    def finish_animations(self) -> None:
        self.table.finish_animations()

    def refresh_docks(self) -> None:
        """No docks yet (the Journal and the Scores come with the rest of the table)."""

    # -- reacting to the game ---------------------------------------------------------------
    def _events_applied(self, seat: int, action, events) -> None:
        self._hint = ""
        self.table.sync()

    def _turn_changed(self, seat) -> None:
        person = seat is not None and not self.seats[seat].is_bot
        if person and seat != self.table.viewer:
            self.table.set_viewer(seat)
        self._offer()
        self.update_status()
        if person and not self.session.held:
            self.table.focus_default()

    def _offer(self) -> None:
        """The cards and buttons of the decision asked of a person now (none otherwise)."""
        state = self.state
        seat = state.current_player
        person = (seat is not None and not self.seats[seat].is_bot and not self.session.held
                  and seat == self.table.viewer)
        self.choices = choices(state, seat_view(state, seat), self._language()) if person \
            else Choices()
        self.table.set_choices(self.choices)
        for button in self.decision_buttons:
            self.buttons_row.removeWidget(button)
            button.hide()  # at once: it is deleted later, when Qt is back in its event loop
            button.deleteLater()
        self.decision_buttons = []
        for n, offer in enumerate(self.choices.buttons, start=1):
            button = QPushButton(offer.text)
            tip = offer.tip
            if n <= 9:  # the digits press the buttons, in their order (``_press``)
                tip = (tip + " " if tip else "") + f"({n})"
            button.setToolTip(tip)
            button.setDefault(offer.default)
            button.clicked.connect(lambda _=False, a=offer.action: self._play(a))
            self.buttons_row.addWidget(button)
            if self.isVisible():
                button.show()  # now, not on Qt's next pass
            self.decision_buttons.append(button)

    def _press(self, number: int) -> None:
        """The keyboard pressed the ``number``-th button of the decision."""
        if 0 < number <= len(self.decision_buttons):
            button = self.decision_buttons[number - 1]
            if button.isVisible() and button.isEnabled():
                button.click()

    def _language(self) -> str:
        return getattr(self.window_, "language", "en")

    def _card_chosen(self, key) -> None:
        action = self.choices.cards.get(key)
        if action is not None:
            self._play(action)

    def _play(self, action) -> None:
        self._refusal = ""
        self.table.finish_animations()
        self.session.play(action)

    def update_status(self) -> None:
        state = self.state
        if state.is_over:
            self._show_status(self.end_sentence())
            return
        view = seat_view(state, self.table.viewer)
        pending = view.pending
        mine = pending.seat == self.table.viewer and not self.seats[pending.seat].is_bot
        if mine:
            text = prompt(state, view, [s.name for s in self.seats], self._language())
        else:
            text = waiting_sentence(pending.kind, self.seats[pending.seat].name)
        if self._hint:
            text = self._hint + " — " + text
        self._show_status(text)

    def end_sentence(self) -> str:
        winners = [self.seats[w].name for w in self.state.winners]
        scores = self.state.scores
        best = max(scores) if scores else 0
        if len(winners) == 1:
            return self.tr("%1 wins with %2 points!").replace("%1", winners[0]).replace(
                "%2", str(best))
        return self.tr("Shared victory: %1, with %2 points each!").replace(
            "%1", ", ".join(winners)).replace("%2", str(best))

    def _game_over(self) -> None:
        self.table.set_choices(None)
        self.update_status()

    def show_hint(self) -> None:
        """The expert computer player's choice, shown on the table and in words."""
        state = self.state
        seat = state.current_player
        if seat is None or self.seats[seat].is_bot or not self.choices.cards \
                and not self.choices.buttons:
            return
        from abyss_cards.games.abyss import bots

        action = bots.make_bot("expert", seed=state.seed).choose(state.view(seat),
                                                                 state.legal_actions())
        words = next((b.text for b in self.choices.buttons if b.action == action), None)
        key = next((k for k, a in self.choices.cards.items() if a == action), None)
        if key is not None:
            self.table.view.focus_card(self.table.item_for(key))
            words = words or self.table.item_for(key).toolTip().split("\n")[0]
        self._hint = self.tr("Hint: %1").replace("%1", words or str(action))
        self.update_status()

    def _ui_payload(self) -> dict:
        return {"viewer": self.table.viewer if hasattr(self, "table") else 0}
