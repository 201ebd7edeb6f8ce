"""Sentences of the Abyss table: what the game waits for, in the interface's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def waiting_sentence(kind: str | None, name: str, mine: bool = False) -> str:
    """What the game waits for from ``name`` (the deciding seat), by the kind of decision;
    ``mine``: the person looking at the table decides (said to them directly)."""
    if mine and kind == "main":
        return QCoreApplication.translate(
            "AbyssDescribe", "Your turn: plot at Court, then explore, request support or recruit")
    sentences = {
        "main": QCoreApplication.translate(
            "AbyssDescribe", "%1 plays: plot at Court, then explore, request support or recruit"),
        "finish": QCoreApplication.translate("AbyssDescribe", "%1 may use a Lord's power or end the turn"),
        "auction": QCoreApplication.translate("AbyssDescribe", "%1 may buy the revealed Ally"),
        "ally_choice": QCoreApplication.translate(
            "AbyssDescribe", "%1 takes the revealed Ally or explores further"),
        "monster_choice": QCoreApplication.translate(
            "AbyssDescribe", "%1 fights the Monster or explores further"),
        "reward": QCoreApplication.translate("AbyssDescribe", "%1 chooses a reward"),
        "support": QCoreApplication.translate("AbyssDescribe", "%1 takes a Council stack"),
        "payment": QCoreApplication.translate("AbyssDescribe", "%1 pays for a Lord"),
        "federate": QCoreApplication.translate("AbyssDescribe", "%1 chooses the Ally to federate"),
        "discard_down": QCoreApplication.translate("AbyssDescribe", "%1 discards down to the limit"),
        "jail": QCoreApplication.translate("AbyssDescribe", "%1 discards an Ally for the Jailer"),
        "control": QCoreApplication.translate("AbyssDescribe", "%1 takes control of a Location"),
        "keep": QCoreApplication.translate("AbyssDescribe", "%1 keeps one of the Locations drawn"),
        "place": QCoreApplication.translate("AbyssDescribe", "%1 places Lords under a Location"),
        "smokers": QCoreApplication.translate("AbyssDescribe", "%1 may exchange Black Smokers"),
    }
    text = sentences.get(kind or "", QCoreApplication.translate(
        "AbyssDescribe", "%1 uses a Lord's power"))
    return text.replace("%1", name)
