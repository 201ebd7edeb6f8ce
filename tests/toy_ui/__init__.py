"""The screen of the tests' toy game (``tests/toy_game.py``), all of it: a table, its words, a
new-game dialog and this entry. ``games.register_ui("toy", "toy_ui")`` lets the home screen find
it (a built-in game's package is ``abyss_cards.ui.<key>`` and needs no registration)."""

from abyss_cards.ui.models.entry_points import GameUI

GAME_UI = GameUI("toy", screen="toy_ui.screen.ToyScreen", dialog="toy_ui.dialogs.ToyNewGameDialog")


def screenshot_screen(window, size):
    """A seeded toy game for ``--screenshot --scene toy``."""
    import toy_game

    from abyss_cards.ui.models.session import BOT, HUMAN, Seat
    from toy_ui.screen import ToyScreen

    seats = [Seat("You", HUMAN), Seat("Marin", BOT, "greedy")]
    state = toy_game.new_game([s.name for s in seats], seed=7)
    return ToyScreen(window, state, seats, autostart=False, write_autosave=False)
