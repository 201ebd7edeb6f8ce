<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Games</name>
        <message>
            <source>Abyss</source>
            <translation>Abyss</translation>
        </message>
        <message>
            <source>The deep-sea board game: recruit Lords, control Locations. 2 to 4 players.</source>
            <translation>Le jeu de plateau des grands fonds : recrutez des Seigneurs, contrôlez des Lieux. De 2 à 4 joueurs.</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <source>This Lord is paid with exactly {need} races, not {count}</source>
            <translation>Ce Seigneur se paie avec exactement {need} Peuples, pas {count}</translation>
        </message>
        <message>
            <source>The payment must include crabs</source>
            <translation>Le paiement doit comprendre des crabes</translation>
        </message>
        <message>
            <source>The payment must include shellfish</source>
            <translation>Le paiement doit comprendre des coquillages</translation>
        </message>
        <message>
            <source>The payment must include squids</source>
            <translation>Le paiement doit comprendre des poulpes</translation>
        </message>
        <message>
            <source>The payment must include jellyfish</source>
            <translation>Le paiement doit comprendre des méduses</translation>
        </message>
        <message>
            <source>The payment must include seahorses</source>
            <translation>Le paiement doit comprendre des hippocampes</translation>
        </message>
        <message>
            <source>Allies worth {value} and {pearls} Pearls do not reach the cost of {cost}</source>
            <translation>Des Alliés valant {value} et {pearls} perles n'atteignent pas le coût de {cost}</translation>
        </message>
        <message>
            <source>That Ally is not in the payment</source>
            <translation>Cet Allié ne fait pas partie du paiement</translation>
        </message>
        <message>
            <source>That Lord cannot be chosen for this power</source>
            <translation>Ce Seigneur ne peut pas être choisi pour ce pouvoir</translation>
        </message>
        <message>
            <source>That player cannot be chosen for this power</source>
            <translation>Ce joueur ne peut pas être choisi pour ce pouvoir</translation>
        </message>
        <message>
            <source>That choice is not possible for this power</source>
            <translation>Ce choix n'est pas possible pour ce pouvoir</translation>
        </message>
        <message>
            <source>That Location is not face up</source>
            <translation>Ce Lieu n'est pas visible</translation>
        </message>
        <message>
            <source>You may draw from 1 to {most} Locations</source>
            <translation>Vous pouvez piocher de 1 à {most} Lieux</translation>
        </message>
        <message>
            <source>That Location was not drawn</source>
            <translation>Ce Lieu n'a pas été pioché</translation>
        </message>
        <message>
            <source>That Location is not in the Location deck</source>
            <translation>Ce Lieu n'est pas dans la pioche des Lieux</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>La partie est terminée</translation>
        </message>
        <message>
            <source>You need a Pearl to plot at Court</source>
            <translation>Il faut une perle pour manigancer à la Cour</translation>
        </message>
        <message>
            <source>The Court has no free slot</source>
            <translation>La Cour n'a plus de place libre</translation>
        </message>
        <message>
            <source>The Lord deck is empty</source>
            <translation>La pioche des Seigneurs est vide</translation>
        </message>
        <message>
            <source>The exploration deck and its discard pile are both empty</source>
            <translation>La pioche Exploration et sa défausse sont toutes deux vides</translation>
        </message>
        <message>
            <source>That Council stack is empty</source>
            <translation>Cette pile du Conseil est vide</translation>
        </message>
        <message>
            <source>That Lord is not at the Court</source>
            <translation>Ce Seigneur n'est pas à la Cour</translation>
        </message>
        <message>
            <source>Your Allies and Pearls cannot pay for that Lord</source>
            <translation>Vos Alliés et vos perles ne suffisent pas à payer ce Seigneur</translation>
        </message>
        <message>
            <source>You have no such Ally left to pay with</source>
            <translation>Il ne vous reste pas cet Allié pour payer</translation>
        </message>
        <message>
            <source>You have no such Ally in hand</source>
            <translation>Vous n'avez pas cet Allié en main</translation>
        </message>
        <message>
            <source>That move is not possible now</source>
            <translation>Ce coup n'est pas possible maintenant</translation>
        </message>
        <message>
            <source>You cannot use that Lord's power now</source>
            <translation>Vous ne pouvez pas utiliser le pouvoir de ce Seigneur maintenant</translation>
        </message>
        <message>
            <source>You must explore, request support or recruit first</source>
            <translation>Il faut d'abord explorer, demander le soutien du Conseil ou recruter</translation>
        </message>
        <message>
            <source>With that Ally the payment could no longer reach the cost</source>
            <translation>Avec cet Allié, le paiement ne pourrait plus atteindre le coût</translation>
        </message>
        <message>
            <source>No Monster token is left</source>
            <translation>Il ne reste plus de pion Monstre</translation>
        </message>
        <message>
            <source>Only the weakest Ally paid with can be federated</source>
            <translation>Seul l'Allié le plus faible du paiement peut être fédéré</translation>
        </message>
        <message>
            <source>Exactly 3 keys are needed, from your free Lords and Key tokens</source>
            <translation>Il faut exactement 3 clefs, prises sur vos Seigneurs libres et vos pions Clef</translation>
        </message>
    </context>
</TS>
