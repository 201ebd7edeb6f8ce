"""What the three built-in tables (Plongée's, Rami's, Abyss's) start with, written once: the
owner of the scene's items, on its view, with the players' names (``table_protocol.py`` says
what a table is; each declares its own ``chosen`` signal, which tests/test_table_protocol.py
reads in its source)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject

from abyss_cards.ui.table.view import TableView


class CardTable(QObject):
    """Owns the scene's items of ``view``."""

    def __init__(
        self, view: TableView, names: Iterable[str], parent: QObject | None = None
    ) -> None:
        # Without a screen to belong to, the table belongs to its view: it goes with it, never
        # later whenever Python's cycle collector gets to it (in another table's paint).
        super().__init__(parent if parent is not None else view)
        self.view = view
        self.scene = view.scene()
        self.names = list(names)
