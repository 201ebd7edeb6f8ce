"""Refusals that a player can read, in English here and translated by the UI.

An engine refuses a move with ``IllegalAction(template, **params)``. The template is an English
sentence with ``{name}`` fields, marked with ``QT_TRANSLATE_NOOP("Refusal", ...)`` so that
``pyside6-lupdate`` collects it into the translation sources even though engines never import Qt.
The UI shows ``translate("Refusal", exc.template).format(**exc.params)``.
"""

from __future__ import annotations

REFUSAL_CONTEXT = "Refusal"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation in ``context`` without translating it (no Qt here)."""
    return text


class IllegalAction(ValueError):
    """A move the rules refuse. The state that refused it is unchanged.

    ``code`` names the reason in a stable word (``"not_your_turn"``, ``"opening_too_low"``…)
    for screens that react to a particular refusal; ``template`` and ``params`` make the
    message."""

    def __init__(self, template: str, *, code: str = "refused", **params: object) -> None:
        self.template = template
        self.code = code  # stable word a screen may compare (never the message text)
        self.params = params
        super().__init__(template.format(**params))

    @property
    def message(self) -> str:
        return str(self)
