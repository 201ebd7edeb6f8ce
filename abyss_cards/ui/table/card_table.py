"""What the three built-in tables (Plongée's, Rami's, Abyss's) start with, written once: the
owner of the scene's items, on its view, with the players' names (``table_protocol.py`` says
what a table is; each declares its own ``chosen`` signal, which tests/test_table_protocol.py
reads in its source)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QSizeF

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
        self._relayout: Callable[[QSizeF], object] | None = None  # while it follows the view

    def follow_view(self, relayout: Callable[[QSizeF], object]) -> None:
        """``relayout`` is called with the view's size whenever the view is resized, until
        ``stop_following_view`` (Plongée's and Abyss's tables)."""
        self.view.resized.connect(relayout)
        self._relayout = relayout

    def stop_following_view(self) -> None:
        # Once: stop() runs again when the screen goes, and a second disconnect warns.
        if self._relayout is not None:
            relayout, self._relayout = self._relayout, None
            self.view.resized.disconnect(relayout)
