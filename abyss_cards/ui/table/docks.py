"""What the games' docks share: the features every dock has, and a read-only table of rows."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QTableView


def dock_features() -> QDockWidget.DockWidgetFeature:
    """Movable, floatable, closable (the screens' buttons open a closed dock again)."""
    f = QDockWidget.DockWidgetFeature
    return f.DockWidgetMovable | f.DockWidgetFloatable | f.DockWidgetClosable


def dock_table(model, view: QTableView | None = None) -> QTableView:
    """``view`` (a new QTableView if ``None``) showing ``model``: whole rows selected, nothing
    editable, rows a line high with alternating colours."""
    view = QTableView() if view is None else view
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
    view.setAlternatingRowColors(True)
    return view
