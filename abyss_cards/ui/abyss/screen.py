"""The Abyss screen: the table over a bar with the status line. It shows a game from its state,
the viewer's seat at the bottom; the decisions are asked through the table by the game's
session (not wired yet: ``ui.abyss.PLAYABLE`` is False)."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from abyss_cards.ui.abyss.describe import waiting_sentence
from abyss_cards.ui.abyss.reading import seat_view
from abyss_cards.ui.abyss.table import AbyssTable
from abyss_cards.ui.models.session import Seat
from abyss_cards.ui.table.flow import FlowLayout
from abyss_cards.ui.table.screen import GameScreenMixin


class AbyssScreen(GameScreenMixin, QWidget):
    """One game of Abyss on screen, seen from ``viewer`` (the first human seat by default)."""

    game_key = "abyss"

    def __init__(self, window, state, seats: list[Seat], *, viewer: int | None = None) -> None:
        super().__init__()
        self.setObjectName("abyssScreen")
        self.window_ = window
        self.state = state
        self.seats = list(seats)
        if viewer is None:
            viewer = next((i for i, s in enumerate(self.seats) if not s.is_bot), 0)
        self._refusal = ""
        self._make_stack()
        page, bar = self._table_page("abyssBar")
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(8, 4, 8, 4)
        row = FlowLayout()
        self._status_label("abyssStatus", 1.1)
        row.addWidget(self.status, 1)
        rows.addLayout(row)
        self.stack.addWidget(page)
        self.table = AbyssTable(self.view, state, [s.name for s in self.seats], viewer,
                                getattr(window, "language", "en"), self)
        felt = getattr(window, "settings", None)
        if felt is not None:
            from abyss_cards.ui.table.screen import theme_colours
            self.view.set_felt(theme_colours(felt.table_theme)[0])
        self.retranslate()

    # -- the window's interface -------------------------------------------------------------
    def leave(self) -> None:
        self.table.stop()

    def retranslate(self) -> None:
        self.table.set_language(getattr(self.window_, "language", "en"))
        self.update_status()

    def finish_animations(self) -> None:
        self.table.finish_animations()

    def update_status(self) -> None:
        state = self.state
        if state.is_over:
            self._show_status(self.tr("The game is over."))
            return
        pending = seat_view(state, self.table.viewer).pending
        mine = pending.seat == self.table.viewer and not self.seats[pending.seat].is_bot
        self._show_status(waiting_sentence(pending.kind, self.seats[pending.seat].name, mine))

    def show_hint(self) -> None:  # the bar's Hint comes with the decisions
        pass
