"""Qt adapters of the engines: the game session (one engine state, its seats, the computer
players off the GUI thread, autosave) and the list/table models that docks show."""
