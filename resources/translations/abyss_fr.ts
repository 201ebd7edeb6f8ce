<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>AbyssLord</name>
        <message>
            <source>Opponents pay 2 more to recruit</source>
            <translation>Recruter coûte 2 de plus aux adversaires</translation>
        </message>
        <message>
            <source>Each opponent discards an Ally</source>
            <translation>Chaque adversaire défausse un Allié</translation>
        </message>
        <message>
            <source>Each opponent loses 2 Pearls</source>
            <translation>Chaque adversaire perd 2 perles</translation>
        </message>
        <message>
            <source>Disable a free Lord of each opponent</source>
            <translation>Neutralise un Seigneur libre par adversaire</translation>
        </message>
        <message>
            <source>Opponents keep at most 6 Allies</source>
            <translation>Les adversaires gardent 6 Alliés au plus</translation>
        </message>
        <message>
            <source>Opponents' fights pay one space less</source>
            <translation>Les combats adverses paient une case de moins</translation>
        </message>
        <message>
            <source>Take a Monster token from an opponent</source>
            <translation>Prenez un pion Monstre à un adversaire</translation>
        </message>
        <message>
            <source>1 Pearl per race sent to the Council</source>
            <translation>1 perle par Peuple envoyé au Conseil</translation>
        </message>
        <message>
            <source>Gain 3 Pearls</source>
            <translation>Gagnez 3 perles</translation>
        </message>
        <message>
            <source>Gain 2 Pearls</source>
            <translation>Gagnez 2 perles</translation>
        </message>
        <message>
            <source>1 Pearl now and at each of your turns</source>
            <translation>1 perle tout de suite et à chaque tour</translation>
        </message>
        <message>
            <source>Once a turn: an Ally for 2 Pearls</source>
            <translation>Chaque tour : un Allié contre 2 perles</translation>
        </message>
        <message>
            <source>Gain 1 Pearl</source>
            <translation>Gagnez 1 perle</translation>
        </message>
        <message>
            <source>Military powers do not affect you</source>
            <translation>Les pouvoirs militaires ne vous touchent pas</translation>
        </message>
        <message>
            <source>Play one more turn</source>
            <translation>Jouez un tour de plus</translation>
        </message>
        <message>
            <source>Take a Council stack</source>
            <translation>Prenez une pile du Conseil</translation>
        </message>
        <message>
            <source>Once a turn: discard a Council stack</source>
            <translation>Chaque tour : défaussez une pile du Conseil</translation>
        </message>
        <message>
            <source>Support takes two stacks</source>
            <translation>Le soutien prend deux piles</translation>
        </message>
        <message>
            <source>Swap a Location for a face-up one</source>
            <translation>Échangez un Lieu contre un Lieu visible</translation>
        </message>
        <message>
            <source>Federate any Ally you paid with</source>
            <translation>Fédérez l'Allié payé de votre choix</translation>
        </message>
        <message>
            <source>Once a turn: replace a Court Lord</source>
            <translation>Chaque tour : remplacez un Seigneur de la Cour</translation>
        </message>
        <message>
            <source>A second Lord for 5 Pearls</source>
            <translation>Un second Seigneur pour 5 perles</translation>
        </message>
        <message>
            <source>Trade a Lord of yours for a Court Lord</source>
            <translation>Un de vos Seigneurs contre un de la Cour</translation>
        </message>
        <message>
            <source>Recruit with any races</source>
            <translation>Recrutez avec n'importe quels Peuples</translation>
        </message>
        <message>
            <source>Your recruits cost 2 less</source>
            <translation>Vos recrutements coûtent 2 de moins</translation>
        </message>
        <message>
            <source>Trade a Lord of yours for the top Lord</source>
            <translation>Un de vos Seigneurs contre celui de la pioche</translation>
        </message>
        <message>
            <source>Draw 2 Locations, control one</source>
            <translation>Piochez 2 Lieux, contrôlez-en un</translation>
        </message>
        <message>
            <source>Draw a Location and control it</source>
            <translation>Piochez un Lieu et contrôlez-le</translation>
        </message>
        <message>
            <source>Draw 3 Locations, control one</source>
            <translation>Piochez 3 Lieux, contrôlez-en un</translation>
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
