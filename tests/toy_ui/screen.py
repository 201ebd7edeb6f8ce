"""The toy game's screen: the shared ``GameScreen`` (session, status line, undo, privacy page,
end page, results, autosave) with the toy's table and words."""

from toy_game import Swap

from abyss_cards.ui.table.game_screen import GameScreen
from toy_ui.table import ToyTable


class ToyScreen(GameScreen):
    game_key = "toy"

    def make_table(self):
        return ToyTable(self.view, [s.name for s in self.seats], self)

    def shortcuts(self):
        return [("K", lambda: self.table.keep()), ("S", lambda: self.table.swap())]

    def status_sentence(self):
        state, seat = self.state, self.state.current_player
        if state.is_over:
            return self.end_title() + " " + self.tr("Every card is shown.")
        if seat == self.shown_seat and not self.seats[seat].is_bot and not self._private:
            return self.tr(
                "Your card is %1: keep it (K) or swap it for the top card of the deck (S)."
            ).replace("%1", str(state.view(seat).my_card))
        return self.tr("%1 is choosing.").replace("%1", self.persons.name(seat))

    def move_sentence(self, seat, action, events):
        if isinstance(action, Swap):
            return self.tr("%1 swapped their card.").replace("%1", self.persons.name(seat))
        return self.tr("%1 kept their card.").replace("%1", self.persons.name(seat))
