<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>AbyssCards</name>
        <message>
            <source>Monster</source>
            <translation>Monstre</translation>
        </message>
        <message>
            <source>%1 × guilds</source>
            <translation>%1 × guildes</translation>
        </message>
        <message>
            <source>best opponent tile</source>
            <translation>meilleur Lieu adverse</translation>
        </message>
        <message>
            <source>0 · swap</source>
            <translation>0 · échange</translation>
        </message>
        <message>
            <source>%1 × weakest Lord</source>
            <translation>%1 × Seigneur le plus faible</translation>
        </message>
        <message>
            <source>strongest Lord</source>
            <translation>Seigneur le plus fort</translation>
        </message>
        <message>
            <source>%1 − Lords</source>
            <translation>%1 − Seigneurs</translation>
        </message>
        <message>
            <source>%1 × Lords with key</source>
            <translation>%1 × Seigneurs à clef</translation>
        </message>
        <message>
            <source>%1 × keyless Lords</source>
            <translation>%1 × Seigneurs sans clef</translation>
        </message>
        <message>
            <source>%1 + weakest Allies</source>
            <translation>%1 + Alliés les plus faibles</translation>
        </message>
        <message>
            <source>%1 − federated</source>
            <translation>%1 − Alliés fédérés</translation>
        </message>
    </context>
    <context>
        <name>AbyssDescribe</name>
        <message>
            <source>Your turn: plot at Court, then explore, request support or recruit</source>
            <translation>À vous : comploter à la Cour, puis explorer, demander le soutien du Conseil ou recruter</translation>
        </message>
        <message>
            <source>%1 plays: plot at Court, then explore, request support or recruit</source>
            <translation>%1 joue : comploter à la Cour, puis explorer, demander le soutien du Conseil ou recruter</translation>
        </message>
        <message>
            <source>%1 may use a Lord's power or end the turn</source>
            <translation>%1 peut utiliser le pouvoir d'un Seigneur ou finir son tour</translation>
        </message>
        <message>
            <source>%1 may buy the revealed Ally</source>
            <translation>%1 peut acheter l'Allié révélé</translation>
        </message>
        <message>
            <source>%1 takes the revealed Ally or explores further</source>
            <translation>%1 prend l'Allié révélé ou continue d'explorer</translation>
        </message>
        <message>
            <source>%1 fights the Monster or explores further</source>
            <translation>%1 combat le Monstre ou continue d'explorer</translation>
        </message>
        <message>
            <source>%1 chooses a reward</source>
            <translation>%1 choisit une récompense</translation>
        </message>
        <message>
            <source>%1 takes a Council stack</source>
            <translation>%1 prend une pile du Conseil</translation>
        </message>
        <message>
            <source>%1 pays for a Lord</source>
            <translation>%1 paie un Seigneur</translation>
        </message>
        <message>
            <source>%1 chooses the Ally to federate</source>
            <translation>%1 choisit l'Allié à fédérer</translation>
        </message>
        <message>
            <source>%1 discards down to the limit</source>
            <translation>%1 défausse jusqu'à la limite</translation>
        </message>
        <message>
            <source>%1 discards an Ally for the Jailer</source>
            <translation>%1 défausse un Allié pour le Geôlier</translation>
        </message>
        <message>
            <source>%1 takes control of a Location</source>
            <translation>%1 prend le contrôle d'un Lieu</translation>
        </message>
        <message>
            <source>%1 keeps one of the Locations drawn</source>
            <translation>%1 garde un des Lieux piochés</translation>
        </message>
        <message>
            <source>%1 places Lords under a Location</source>
            <translation>%1 place des Seigneurs sous un Lieu</translation>
        </message>
        <message>
            <source>%1 may exchange Black Smokers</source>
            <translation>%1 peut échanger les Fumeurs noirs</translation>
        </message>
        <message>
            <source>%1 uses a Lord's power</source>
            <translation>%1 utilise le pouvoir d'un Seigneur</translation>
        </message>
    </context>
    <context>
        <name>AbyssScreen</name>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est finie.</translation>
        </message>
    </context>
    <context>
        <name>AbyssTable</name>
        <message numerus="yes">
            <source>Lord deck: %n card(s)</source>
            <translation>
                <numerusform>Pioche des Seigneurs : %n carte</numerusform>
                <numerusform>Pioche des Seigneurs : %n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Location deck: %n tile(s)</source>
            <translation>
                <numerusform>Pioche des Lieux : %n tuile</numerusform>
                <numerusform>Pioche des Lieux : %n tuiles</numerusform>
            </translation>
        </message>
        <message>
            <source>Exploration deck: %1 cards · discard: %2</source>
            <translation>Pioche d'exploration : %1 cartes · défausse : %2</translation>
        </message>
        <message numerus="yes">
            <source>Council stack: %n card(s)</source>
            <translation>
                <numerusform>Pile du Conseil : %n carte</numerusform>
                <numerusform>Pile du Conseil : %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>Court</source>
            <translation>Cour</translation>
        </message>
        <message>
            <source>deck %1</source>
            <translation>pioche %1</translation>
        </message>
        <message>
            <source>Locations</source>
            <translation>Lieux</translation>
        </message>
        <message>
            <source>The fifth space: an Ally there must be taken, a Monster fought; either gives one more Pearl</source>
            <translation>La cinquième case : un Allié doit y être pris, un Monstre combattu ; l'un ou l'autre rapporte une perle de plus</translation>
        </message>
        <message>
            <source>Council</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Menace</translation>
        </message>
        <message>
            <source>Monster tokens left in the supply: %1</source>
            <translation>Pions Monstre restant dans la réserve : %1</translation>
        </message>
        <message>
            <source>Sum of this race in your hand</source>
            <translation>Total de ce Peuple dans votre main</translation>
        </message>
        <message>
            <source>No Ally in hand</source>
            <translation>Aucun Allié en main</translation>
        </message>
        <message>
            <source>Pearls: %1 · keys: %2 (tokens: %3, from Lords: %4) · hand: %5 · Monster tokens: %6</source>
            <translation>Perles : %1 · clefs : %2 (jetons : %3, Seigneurs : %4) · main : %5 · pions Monstre : %6</translation>
        </message>
        <message>
            <source>Cost %1 · races: %2 · influence: %3 · keys: %4</source>
            <translation>Coût %1 · Peuples : %2 · influence : %3 · clefs : %4</translation>
        </message>
        <message>
            <source>Score %1</source>
            <translation>Score %1</translation>
        </message>
        <message>
            <source>Score %1 · projected %2</source>
            <translation>Score %1 · projeté %2</translation>
        </message>
        <message>
            <source>Disabled: keeps its influence, loses its power and key.</source>
            <translation>Neutralisé : garde son influence, perd son pouvoir et sa clef.</translation>
        </message>
        <message>
            <source>Under a Location: keeps its influence, no power, no key.</source>
            <translation>Sous un Lieu : garde son influence, sans pouvoir ni clef.</translation>
        </message>
    </context>
</TS>
