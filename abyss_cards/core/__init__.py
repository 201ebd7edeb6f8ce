"""What the three game engines share: refusals, seeded randomness, tournament statistics.

Nothing here imports Qt.
"""

from abyss_cards.core.errors import QT_TRANSLATE_NOOP, IllegalAction

__all__ = ["IllegalAction", "QT_TRANSLATE_NOOP"]
