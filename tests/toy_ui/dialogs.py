"""Who plays the toy game: the shared new-game dialog (players, names, computer or person, the
deal number). The toy's computer players have two levels of their own."""

from abyss_cards.ui.models.session import Seat
from abyss_cards.ui.table.new_game import NewGameDialog

# The shared dialog's levels (easy, medium, expert) as the toy game's bots name theirs.
LEVELS = {"easy": "random", "medium": "greedy", "expert": "greedy"}


class ToyNewGameDialog(NewGameDialog):
    def __init__(self, settings, parent=None):
        super().__init__(settings, parent, game="toy", seats=(2, 3), players=2)
        self.setWindowTitle(self.tr("New game of Carte haute"))

    def seats(self) -> list[Seat]:
        return [
            Seat(s.name, s.kind, LEVELS.get(s.level, s.level)) if s.is_bot else s
            for s in super().seats()
        ]
