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
        <name>AbyssDecisions</name>
        <message>
            <source>crabs</source>
            <translation>crabes</translation>
        </message>
        <message>
            <source>shellfish</source>
            <translation>coquillages</translation>
        </message>
        <message>
            <source>squids</source>
            <translation>poulpes</translation>
        </message>
        <message>
            <source>jellyfish</source>
            <translation>méduses</translation>
        </message>
        <message>
            <source>seahorses</source>
            <translation>hippocampes</translation>
        </message>
        <message>
            <source>Plot at Court (1 Pearl)</source>
            <translation>Comploter à la Cour (1 perle)</translation>
        </message>
        <message>
            <source>Pay 1 Pearl to reveal a Lord into a free Court slot</source>
            <translation>Payer 1 perle pour révéler un Seigneur sur une place libre de la Cour</translation>
        </message>
        <message>
            <source>Explore</source>
            <translation>Explorer</translation>
        </message>
        <message>
            <source>Reveal the top card of the exploration deck</source>
            <translation>Révéler la carte du dessus de la pioche d'exploration</translation>
        </message>
        <message>
            <source>Pay with %1</source>
            <translation>Payer avec %1</translation>
        </message>
        <message>
            <source>Take back %1</source>
            <translation>Reprendre %1</translation>
        </message>
        <message>
            <source>Recruit</source>
            <translation>Recruter</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Federate %1</source>
            <translation>Fédérer %1</translation>
        </message>
        <message>
            <source>Recruit (Pearls due: %1)</source>
            <translation>Recruter (perles à payer : %1)</translation>
        </message>
        <message>
            <source>Crab %1</source>
            <translation>Crabe %1</translation>
        </message>
        <message>
            <source>Shellfish %1</source>
            <translation>Coquillage %1</translation>
        </message>
        <message>
            <source>Squid %1</source>
            <translation>Poulpe %1</translation>
        </message>
        <message>
            <source>Jellyfish %1</source>
            <translation>Méduse %1</translation>
        </message>
        <message>
            <source>Seahorse %1</source>
            <translation>Hippocampe %1</translation>
        </message>
        <message>
            <source>Click the Lords to place under it</source>
            <translation>Cliquez sur les Seigneurs à placer dessous</translation>
        </message>
        <message>
            <source>Suggested payment</source>
            <translation>Paiement suggéré</translation>
        </message>
        <message>
            <source>The cheapest payment the computer players would make: the Allies are chosen for you</source>
            <translation>Le paiement le moins cher que feraient les joueurs ordinateur : les Alliés sont choisis pour vous</translation>
        </message>
        <message numerus="yes">
            <source>Buy: %n Pearl(s)</source>
            <translation>
                <numerusform>Acheter : %n perle</numerusform>
                <numerusform>Acheter : %n perles</numerusform>
            </translation>
        </message>
        <message>
            <source>Buy %1; the price goes to the explorer, in Pearls</source>
            <translation>Acheter %1 ; le prix est payé en perles à l'explorateur</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>Take it (+1 Pearl)</source>
            <translation>Le prendre (+1 perle)</translation>
        </message>
        <message>
            <source>Take it</source>
            <translation>Le prendre</translation>
        </message>
        <message>
            <source>Continue exploring</source>
            <translation>Continuer d'explorer</translation>
        </message>
        <message>
            <source>Fight: %1</source>
            <translation>Combattre : %1</translation>
        </message>
        <message>
            <source>Continue: threat → %1</source>
            <translation>Continuer : menace → %1</translation>
        </message>
        <message>
            <source>Take a Pearl</source>
            <translation>Prendre une perle</translation>
        </message>
        <message>
            <source>Take a Monster token</source>
            <translation>Prendre un pion Monstre</translation>
        </message>
        <message>
            <source>Discard %1</source>
            <translation>Défausser %1</translation>
        </message>
        <message>
            <source>%1's power: choose the Ally of your hand to sell for 2 Pearls</source>
            <translation>Pouvoir de %1 : choisissez l'Allié de votre main à vendre pour 2 perles</translation>
        </message>
        <message>
            <source>Slaver: sell %1 for 2 Pearls</source>
            <translation>Esclavagiste : vendre %1 pour 2 perles</translation>
        </message>
        <message>
            <source>%1's power: choose the Council stack to discard</source>
            <translation>Pouvoir de %1 : choisissez la pile du Conseil à défausser</translation>
        </message>
        <message>
            <source>Oracle: discard the %1 stack</source>
            <translation>Oracle : défausser la pile des %1</translation>
        </message>
        <message>
            <source>%1's power: choose the Court Lord to replace with the top Lord of the deck</source>
            <translation>Pouvoir de %1 : choisissez le Seigneur de la Cour à remplacer par celui du dessus de la pioche</translation>
        </message>
        <message>
            <source>Opportunist: replace %1</source>
            <translation>Opportuniste : remplacer %1</translation>
        </message>
        <message>
            <source>Take the %1 stack</source>
            <translation>Prendre la pile des %1</translation>
        </message>
        <message>
            <source>Disable %1 (%2)</source>
            <translation>Neutraliser %1 (%2)</translation>
        </message>
        <message>
            <source>Hunt a Monster token from %1</source>
            <translation>Chasser un pion Monstre chez %1</translation>
        </message>
        <message>
            <source>Choose the face-up Location to take in exchange for %1</source>
            <translation>Choisissez le Lieu visible à prendre en échange de %1</translation>
        </message>
        <message>
            <source>Swap %1 for %2</source>
            <translation>Échanger %1 contre %2</translation>
        </message>
        <message>
            <source>Recruit %1 for 5 Pearls</source>
            <translation>Recruter %1 pour 5 perles</translation>
        </message>
        <message>
            <source>You give up %1: choose the Court Lord to take in its place</source>
            <translation>Choisissez le Seigneur de la Cour à prendre à la place de %1</translation>
        </message>
        <message>
            <source>Give up %1, take %2</source>
            <translation>Renoncer à %1, prendre %2</translation>
        </message>
        <message>
            <source>Give up %1 for the top Lord of the deck</source>
            <translation>Renoncer à %1 pour le Seigneur du dessus de la pioche</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>Take %1</source>
            <translation>Prendre %1</translation>
        </message>
        <message>
            <source>Draw %1 from the deck</source>
            <translation>En piocher %1</translation>
        </message>
        <message>
            <source>Keep %1</source>
            <translation>Garder %1</translation>
        </message>
        <message>
            <source>Place under it: %1</source>
            <translation>Placer dessous : %1</translation>
        </message>
        <message>
            <source>Use Key tokens only</source>
            <translation>N'utiliser que des jetons Clef</translation>
        </message>
        <message>
            <source>Exchange for %1</source>
            <translation>Échanger contre %1</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Finir le tour</translation>
        </message>
        <message>
            <source>a Key</source>
            <translation>une clef</translation>
        </message>
        <message>
            <source>a Pearl or a Monster token</source>
            <translation>une perle ou un pion Monstre</translation>
        </message>
        <message>
            <source>the threat's reward</source>
            <translation>la récompense de la menace</translation>
        </message>
    </context>
    <context>
        <name>AbyssDescribe</name>
        <message>
            <source>Your turn: plot at Court, then explore, request support or recruit</source>
            <translation>À vous : comploter à la Cour, puis explorer, demander le soutien du Conseil ou recruter</translation>
        </message>
        <message>
            <source>Your decision: choose one of the lit cards or buttons</source>
            <translation>Votre décision : choisissez une des cartes éclairées ou un des boutons</translation>
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
        <message>
            <source>explore</source>
            <translation>explorer</translation>
        </message>
        <message>
            <source>request support</source>
            <translation>demander le soutien du Conseil</translation>
        </message>
        <message>
            <source>recruit</source>
            <translation>recruter</translation>
        </message>
        <message>
            <source>end your turn (nothing else is possible)</source>
            <translation>finir votre tour (rien d’autre n’est possible)</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <translation>%1 ou %2</translation>
        </message>
        <message>
            <source>plot at Court, then %1</source>
            <translation>comploter à la Cour, puis %1</translation>
        </message>
        <message>
            <source>Your turn: %1</source>
            <translation>À vous : %1</translation>
        </message>
        <message>
            <source>a power ready: click its Lord</source>
            <translation>un pouvoir prêt : cliquez sur son Seigneur</translation>
        </message>
        <message>
            <source>You have 3 keys: draw 1 to 4 Locations from the deck, keep one</source>
            <translation>Vous avez 3 clefs : piochez de 1 à 4 Lieux et gardez-en un</translation>
        </message>
        <message>
            <source>%1's power: choose the opponent you take a Monster token from</source>
            <translation>Pouvoir de %1 : choisissez l'adversaire à qui prendre un pion Monstre</translation>
        </message>
        <message>
            <source>%1's power: choose the Council stack to take into your hand</source>
            <translation>Pouvoir de %1 : choisissez la pile du Conseil à prendre en main</translation>
        </message>
        <message>
            <source>%1's power: choose one of your Locations and the face-up Location to swap it for</source>
            <translation>Pouvoir de %1 : choisissez un de vos Lieux et le Lieu visible contre lequel l'échanger</translation>
        </message>
        <message>
            <source>%1's power: choose a Court Lord to recruit for 5 Pearls, or skip</source>
            <translation>Pouvoir de %1 : choisissez un Seigneur de la Cour à recruter pour 5 perles, ou passez</translation>
        </message>
        <message>
            <source>%1's power: choose one of your free Lords to give up and the Court Lord to take</source>
            <translation>Pouvoir de %1 : choisissez un de vos Seigneurs libres à abandonner et le Seigneur de la Cour à prendre</translation>
        </message>
        <message>
            <source>%1's power: choose one of your free Lords to give up for the top Lord of the deck</source>
            <translation>Pouvoir de %1 : choisissez un de vos Seigneurs libres à échanger contre celui du dessus de la pioche</translation>
        </message>
        <message>
            <source>%1's power: choose one of the offers</source>
            <translation>Pouvoir de %1 : choisissez parmi les offres</translation>
        </message>
        <message>
            <source>%1 revealed %2: buy it (price in Pearls: %3) or pass</source>
            <translation>%1 a révélé %2 : l'acheter (prix en perles : %3) ou passer</translation>
        </message>
        <message>
            <source>already bought this turn: %1</source>
            <translation>déjà acheté ce tour : %1</translation>
        </message>
        <message>
            <source>Space %1 of %2: take %3, or explore further</source>
            <translation>Case %1 sur %2 : prendre %3, ou continuer d'explorer</translation>
        </message>
        <message>
            <source>A Monster on space %1: fight it for %2, or let it go (threat → %3)</source>
            <translation>Un Monstre sur la case %1 : le combattre pour %2, ou le laisser (menace → %3)</translation>
        </message>
        <message>
            <source>Choose the Lords whose keys close the Location: click them in or out, then the button places them</source>
            <translation>Choisissez les Seigneurs dont les clefs ferment le Lieu : cliquez pour les prendre ou les reposer, puis le bouton les place</translation>
        </message>
        <message>
            <source>Use a Lord's power (click the Lord), or end your turn</source>
            <translation>Utilisez le pouvoir d'un Seigneur (cliquez sur le Seigneur) ou terminez votre tour</translation>
        </message>
        <message>
            <source>Your reward: a Pearl or a Monster token (choices left: %1)</source>
            <translation>Votre récompense : une perle ou un pion Monstre (choix restants : %1)</translation>
        </message>
        <message>
            <source>Request support: click a Council stack to take it</source>
            <translation>Soutien du Conseil : cliquez sur une pile pour la prendre</translation>
        </message>
        <message>
            <source>Recruit %1: click the Allies of your hand to pay with</source>
            <translation>Recruter %1 : cliquez sur les Alliés de votre main pour payer</translation>
        </message>
        <message>
            <source>Choose the Ally you federate</source>
            <translation>Choisissez l'Allié que vous fédérez</translation>
        </message>
        <message>
            <source>Discard down to %1 Allies: click the ones to discard</source>
            <translation>Ne gardez que %1 Alliés : cliquez sur ceux à défausser</translation>
        </message>
        <message>
            <source>%1's power: choose which of %2's free Lords to disable</source>
            <translation>Pouvoir de %1 : choisissez le Seigneur libre de %2 à neutraliser</translation>
        </message>
        <message>
            <source>The Jailer: click an Ally of your hand to discard it</source>
            <translation>Le Geôlier : cliquez sur un Allié de votre main pour le défausser</translation>
        </message>
        <message>
            <source>You have 3 keys: take a face-up Location or draw from the deck</source>
            <translation>Vous avez 3 clefs : prenez un Lieu visible ou piochez</translation>
        </message>
        <message>
            <source>Keep one of the Locations you drew</source>
            <translation>Gardez un des Lieux piochés</translation>
        </message>
        <message>
            <source>Black Smokers: exchange it for a Location of the deck, or keep it</source>
            <translation>Fumeurs noirs : l'échanger contre un Lieu de la pioche, ou le garder</translation>
        </message>
    </context>
    <context>
        <name>AbyssHint</name>
        <message>
            <source>the Court is refilled: +2 Pearls</source>
            <translation>la Cour est complétée : +2 Perles</translation>
        </message>
        <message>
            <source>No Lord at Court is worth its price to you yet</source>
            <translation>Aucun Seigneur de la Cour ne vaut encore son prix pour vous</translation>
        </message>
        <message>
            <source>The %1 stack gives %2 Allies at once</source>
            <translation>La pile des %1 donne %2 Alliés d'un coup</translation>
        </message>
        <message>
            <source>No Lord or Council stack is worth more than exploring now</source>
            <translation>Aucun Seigneur ni aucune pile du Conseil ne vaut mieux qu'explorer maintenant</translation>
        </message>
        <message>
            <source>%1 is worth more than its price</source>
            <translation>%1 vaut plus que son prix</translation>
        </message>
        <message>
            <source>%1 is not worth its price to you</source>
            <translation>%1 ne vaut pas son prix pour vous</translation>
        </message>
        <message>
            <source>%1 on space %2 of %3: a better card is unlikely</source>
            <translation>%1 en case %2 sur %3 : une meilleure carte est peu probable</translation>
        </message>
        <message>
            <source>%1 is too small: a better card may come</source>
            <translation>%1, c'est trop peu : une meilleure carte peut venir</translation>
        </message>
        <message>
            <source>The fight gives %1 now</source>
            <translation>Le combat rapporte %1 maintenant</translation>
        </message>
        <message>
            <source>The threat rises: the next Monster pays more</source>
            <translation>La menace monte : le prochain Monstre rapportera plus</translation>
        </message>
        <message>
            <source>The cheapest payment: your best Allies stay in hand</source>
            <translation>Le paiement le moins cher : vos meilleurs Alliés restent en main</translation>
        </message>
        <message>
            <source>The Ally that adds the most to your score</source>
            <translation>L'Allié qui ajoute le plus à votre score</translation>
        </message>
        <message>
            <source>%1 is worth %2 points to you now</source>
            <translation>%1 vous rapporte %2 points maintenant</translation>
        </message>
        <message>
            <source>No face-up Location is worth enough to you</source>
            <translation>Aucun Lieu visible ne vous rapporte assez</translation>
        </message>
        <message>
            <source>Nothing is worth it now</source>
            <translation>Rien n'en vaut la peine maintenant</translation>
        </message>
        <message numerus="yes">
            <source>influence %1 · keys: %2 · costs you %n Pearl(s)</source>
            <translation>
                <numerusform>influence %1 · clefs : %2 · vous coûte %n perle</numerusform>
                <numerusform>influence %1 · clefs : %2 · vous coûte %n perles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AbyssJournal</name>
        <message>
            <source>— %1's turn —</source>
            <translation>— Tour de %1 —</translation>
        </message>
        <message>
            <source>— Your turn —</source>
            <translation>— À vous —</translation>
        </message>
        <message>
            <source>%1 plots at Court: %2 comes to Court</source>
            <translation>%1 complote : %2 arrive à la Cour</translation>
        </message>
        <message>
            <source>You plot at Court: %2 comes to Court</source>
            <translation>Vous complotez : %2 arrive à la Cour</translation>
        </message>
        <message>
            <source>%1 explores: a Monster (space %2)</source>
            <translation>%1 explore : un Monstre (case %2)</translation>
        </message>
        <message>
            <source>You explore: a Monster (space %2)</source>
            <translation>Vous explorez : un Monstre (case %2)</translation>
        </message>
        <message>
            <source>%1 explores: %2 (space %3)</source>
            <translation>%1 explore : %2 (case %3)</translation>
        </message>
        <message>
            <source>You explore: %2 (space %3)</source>
            <translation>Vous explorez : %2 (case %3)</translation>
        </message>
        <message numerus="yes">
            <source>%1 buys %2 from you for %n Pearl(s)</source>
            <translation>
                <numerusform>%1 vous achète %2 pour %n perle</numerusform>
                <numerusform>%1 vous achète %2 pour %n perles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 buys %2 for %n Pearl(s), paid to %4</source>
            <translation>
                <numerusform>%1 achète %2 pour %n perle, payée à %4</numerusform>
                <numerusform>%1 achète %2 pour %n perles, payées à %4</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You buy %2 for %n Pearl(s), paid to %4</source>
            <translation>
                <numerusform>Vous achetez %2 pour %n perle, payée à %4</numerusform>
                <numerusform>Vous achetez %2 pour %n perles, payées à %4</numerusform>
            </translation>
        </message>
        <message>
            <source>You do not have enough Pearls to buy it (price %1)</source>
            <translation>Vous n'avez pas assez de perles pour l'acheter (prix %1)</translation>
        </message>
        <message>
            <source>you</source>
            <translation>vous</translation>
        </message>
        <message>
            <source>Not enough Pearls to buy it (price %1): %2</source>
            <translation>Pas assez de perles pour l'acheter (prix %1) : %2</translation>
        </message>
        <message>
            <source>%1 takes %2</source>
            <translation>%1 prend %2</translation>
        </message>
        <message>
            <source>You take %2</source>
            <translation>Vous prenez %2</translation>
        </message>
        <message numerus="yes">
            <source>(+%n Pearl(s))</source>
            <translation>
                <numerusform>(+%n perle)</numerusform>
                <numerusform>(+%n perles)</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 lets the Monster go: threat %2</source>
            <translation>%1 laisse passer le Monstre : menace %2</translation>
        </message>
        <message>
            <source>You let the Monster go: threat %2</source>
            <translation>Vous laissez passer le Monstre : menace %2</translation>
        </message>
        <message>
            <source>%1 fights the Monster (threat space %2)</source>
            <translation>%1 combat le Monstre (case de menace %2)</translation>
        </message>
        <message>
            <source>You fight the Monster (threat space %2)</source>
            <translation>Vous combattez le Monstre (case de menace %2)</translation>
        </message>
        <message>
            <source>%1 draws a Monster token worth %2</source>
            <translation>%1 pioche un pion Monstre de %2</translation>
        </message>
        <message>
            <source>You draw a Monster token worth %2</source>
            <translation>Vous piochez un pion Monstre de %2</translation>
        </message>
        <message>
            <source>To the Council: %1</source>
            <translation>Au Conseil : %1</translation>
        </message>
        <message numerus="yes">
            <source>%1 takes the Council's %2 stack (%n card(s))</source>
            <translation>
                <numerusform>%1 prend la pile des %2 du Conseil (%n carte)</numerusform>
                <numerusform>%1 prend la pile des %2 du Conseil (%n cartes)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You take the Council's %2 stack (%n card(s))</source>
            <translation>
                <numerusform>Vous prenez la pile des %2 du Conseil (%n carte)</numerusform>
                <numerusform>Vous prenez la pile des %2 du Conseil (%n cartes)</numerusform>
            </translation>
        </message>
        <message>
            <source>In it: %2</source>
            <translation>Dedans : %2</translation>
        </message>
        <message>
            <source>%1 discards the Council's %2 stack</source>
            <translation>%1 défausse la pile des %2 du Conseil</translation>
        </message>
        <message>
            <source>You discard the Council's %2 stack</source>
            <translation>Vous défaussez la pile des %2 du Conseil</translation>
        </message>
        <message numerus="yes">
            <source>%1 recruits %2 for %n Pearl(s)</source>
            <translation>
                <numerusform>%1 recrute %2 pour %n perle</numerusform>
                <numerusform>%1 recrute %2 pour %n perles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You recruit %2 for %n Pearl(s)</source>
            <translation>
                <numerusform>Vous recrutez %2 pour %n perle</numerusform>
                <numerusform>Vous recrutez %2 pour %n perles</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 recruits %2 with %3</source>
            <translation>%1 recrute %2 avec %3</translation>
        </message>
        <message>
            <source>You recruit %2 with %3</source>
            <translation>Vous recrutez %2 avec %3</translation>
        </message>
        <message numerus="yes">
            <source>and %n Pearl(s)</source>
            <translation>
                <numerusform>et %n perle</numerusform>
                <numerusform>et %n perles</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 federates %2</source>
            <translation>%1 fédère %2</translation>
        </message>
        <message>
            <source>You federate %2</source>
            <translation>Vous fédérez %2</translation>
        </message>
        <message numerus="yes">
            <source>The Court is refilled; %1 gains %n Pearl(s)</source>
            <translation>
                <numerusform>La Cour est complétée ; %1 gagne %n perle</numerusform>
                <numerusform>La Cour est complétée ; %1 gagne %n perles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Court is refilled; you gain %n Pearl(s)</source>
            <translation>
                <numerusform>La Cour est complétée ; vous gagnez %n perle</numerusform>
                <numerusform>La Cour est complétée ; vous gagnez %n perles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 gains %n Pearl(s) (%3)</source>
            <translation>
                <numerusform>%1 gagne %n perle (%3)</numerusform>
                <numerusform>%1 gagne %n perles (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n Pearl(s) (%3)</source>
            <translation>
                <numerusform>Vous gagnez %n perle (%3)</numerusform>
                <numerusform>Vous gagnez %n perles (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 loses %n Pearl(s) (%3)</source>
            <translation>
                <numerusform>%1 perd %n perle (%3)</numerusform>
                <numerusform>%1 perd %n perles (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You lose %n Pearl(s) (%3)</source>
            <translation>
                <numerusform>Vous perdez %n perle (%3)</numerusform>
                <numerusform>Vous perdez %n perles (%3)</numerusform>
            </translation>
        </message>
        <message>
            <source>The Shaman protects %1 from %2</source>
            <translation>La Chamanesse protège %1 de %2</translation>
        </message>
        <message>
            <source>The Shaman protects you from %2</source>
            <translation>La Chamanesse vous protège de %2</translation>
        </message>
        <message>
            <source>%1 discards %2</source>
            <translation>%1 défausse %2</translation>
        </message>
        <message>
            <source>You discard %2</source>
            <translation>Vous défaussez %2</translation>
        </message>
        <message numerus="yes">
            <source>%1 sells %2 for %n Pearl(s)</source>
            <translation>
                <numerusform>%1 vend %2 pour %n perle</numerusform>
                <numerusform>%1 vend %2 pour %n perles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You sell %2 for %n Pearl(s)</source>
            <translation>
                <numerusform>Vous vendez %2 pour %n perle</numerusform>
                <numerusform>Vous vendez %2 pour %n perles</numerusform>
            </translation>
        </message>
        <message>
            <source>%1's %3 is disabled by the Assassin</source>
            <translation>%2 de %1 est neutralisé par l'Assassin</translation>
        </message>
        <message>
            <source>Your %3 is disabled by the Assassin</source>
            <translation>Votre %3 est neutralisé par l'Assassin</translation>
        </message>
        <message>
            <source>%1 hunts one of your Monster tokens</source>
            <translation>%1 chasse un de vos pions Monstre</translation>
        </message>
        <message>
            <source>%1 hunts a Monster token from %2</source>
            <translation>%1 chasse un pion Monstre chez %2</translation>
        </message>
        <message>
            <source>You hunt a Monster token from %2</source>
            <translation>Vous chassez un pion Monstre chez %2</translation>
        </message>
        <message>
            <source>%1 loses a Monster token worth %2</source>
            <translation>%1 perd un pion Monstre de %2</translation>
        </message>
        <message>
            <source>You lose a Monster token worth %2</source>
            <translation>Vous perdez un pion Monstre de %2</translation>
        </message>
        <message>
            <source>%1 draws %2</source>
            <translation>%1 pioche %2</translation>
        </message>
        <message>
            <source>You draw %2</source>
            <translation>Vous piochez %2</translation>
        </message>
        <message>
            <source>%1 controls %2</source>
            <translation>%1 contrôle %2</translation>
        </message>
        <message>
            <source>You control %2</source>
            <translation>Vous contrôlez %2</translation>
        </message>
        <message>
            <source>%1 swaps %2 for %3</source>
            <translation>%1 échange %2 contre %3</translation>
        </message>
        <message>
            <source>You swap %2 for %3</source>
            <translation>Vous échangez %2 contre %3</translation>
        </message>
        <message>
            <source>%1 triggers the end: everyone else plays one last turn</source>
            <translation>%1 déclenche la fin : chacun des autres joue un dernier tour</translation>
        </message>
        <message>
            <source>You trigger the end: everyone else plays one last turn</source>
            <translation>Vous déclenchez la fin : chacun des autres joue un dernier tour</translation>
        </message>
        <message>
            <source>%1 plays one more turn</source>
            <translation>%1 joue un tour de plus</translation>
        </message>
        <message>
            <source>You play one more turn</source>
            <translation>Vous jouez un tour de plus</translation>
        </message>
        <message>
            <source>%1 federates at the end: %2</source>
            <translation>%1 fédère à la fin : %2</translation>
        </message>
        <message>
            <source>You federate at the end: %2</source>
            <translation>Vous fédérez à la fin : %2</translation>
        </message>
        <message>
            <source>%1's Monster tokens: %2</source>
            <translation>Pions Monstre de %1 : %2</translation>
        </message>
        <message>
            <source>Your Monster tokens: %2</source>
            <translation>Vos pions Monstre : %2</translation>
        </message>
    </context>
    <context>
        <name>AbyssJournalFeminine</name>
        <message>
            <source>%1's %3 is disabled by the Assassin</source>
            <translation>%2 de %1 est neutralisée par l'Assassin</translation>
        </message>
        <message>
            <source>Your %3 is disabled by the Assassin</source>
            <translation>Votre %3 est neutralisée par l'Assassin</translation>
        </message>
    </context>
    <context>
        <name>AbyssLesson</name>
        <message>
            <source>Welcome to Abyss! You sit at the bottom, facing Léo. Lords, Locations and Allies score points: this game nears its end, so let us play its last turns.</source>
            <translation>Bienvenue dans Abyss ! Vous êtes en bas de la table, face à Léo. Seigneurs, Lieux et Alliés rapportent des points : cette partie touche à sa fin, jouons ensemble ses derniers tours.</translation>
        </message>
        <message>
            <source>Click the exploration deck to explore: you reveal Allies one by one, and Léo may buy each one before you.</source>
            <translation>Cliquez sur la pioche d'exploration pour explorer : vous révélez les Alliés un à un, et Léo peut acheter chacun d'eux avant vous.</translation>
        </message>
        <message>
            <source>Léo buys the Crab 4 and pays you 1 Pearl: a purchase always pays the explorer.</source>
            <translation>Léo achète le Crabe 4 et vous paie 1 perle : un achat paie toujours l'explorateur.</translation>
        </message>
        <message>
            <source>A %1 is weak. Click the deck again for the next card: an Ally left on the track goes to the Council.</source>
            <translation>Un %1, c'est faible. Cliquez encore sur la pioche pour la carte suivante : un Allié laissé sur la piste va au Conseil.</translation>
        </message>
        <message>
            <source>A %1! %2 at Court is paid with seahorses only: click the card to take it. Taking an Ally ends your exploration.</source>
            <translation>Un %1 ! %2, à la Cour, se paie uniquement en hippocampes : cliquez sur la carte pour la prendre. Prendre un Allié termine votre exploration.</translation>
        </message>
        <message>
            <source>%1 could sell an Ally for 2 Pearls, once a turn. Keep your Allies for now: end your turn.</source>
            <translation>%1 pourrait vendre un Allié contre 2 perles, une fois par tour. Gardez vos Alliés pour l'instant : terminez votre tour.</translation>
        </message>
        <message>
            <source>Léo explores.</source>
            <translation>Léo explore.</translation>
        </message>
        <message>
            <source>Léo reveals a %1, another seahorse for %2: buy it. You pay Léo 1 Pearl, and you may buy only once in his exploration.</source>
            <translation>Léo révèle un %1, un hippocampe de plus pour %2 : achetez-le. Vous payez 1 perle à Léo, et vous ne pouvez acheter qu'une fois pendant son exploration.</translation>
        </message>
        <message>
            <source>Léo takes the next Ally: his exploration ends.</source>
            <translation>Léo prend l'Allié suivant : son exploration se termine.</translation>
        </message>
        <message>
            <source>The %1 you left is in the Council. Click the seahorse stack to request support: the whole stack comes into your hand.</source>
            <translation>Le %1 que vous avez laissé est au Conseil. Cliquez sur la pile des hippocampes pour demander le soutien du Conseil : toute la pile vient dans votre main.</translation>
        </message>
        <message>
            <source>Your seahorses make 6 and %1 costs 8. Use a Lord's power: click %2, then your %3 to sell it for the 2 Pearls you lack.</source>
            <translation>Vos hippocampes font 6 et %1 coûte 8. Utilisez le pouvoir d'un Seigneur : cliquez sur %2, puis sur votre %3 pour le vendre contre les 2 perles qui vous manquent.</translation>
        </message>
        <message>
            <source>Léo takes the crab stack of the Council.</source>
            <translation>Léo prend la pile des crabes du Conseil.</translation>
        </message>
        <message>
            <source>Now you can pay for %1: click it at Court to recruit it.</source>
            <translation>Vous pouvez maintenant payer %1 : cliquez sur sa carte à la Cour pour la recruter.</translation>
        </message>
        <message>
            <source>%1 is paid with one race, seahorses. Click your %2…</source>
            <translation>%1 se paie avec un seul Peuple, les hippocampes. Cliquez sur votre %2…</translation>
        </message>
        <message>
            <source>…then your %1…</source>
            <translation>…puis sur votre %1…</translation>
        </message>
        <message>
            <source>…and your %1: your Allies make 6 of the 8.</source>
            <translation>…et sur votre %1 : vos Alliés font 6 des 8.</translation>
        </message>
        <message>
            <source>Pearls pay the rest: recruit for 2 Pearls. The weakest Ally you paid with stays in front of you, federated; the others are discarded.</source>
            <translation>Les perles paient le reste : recrutez pour 2 perles. Le plus faible des Alliés payés reste devant vous, fédéré ; les autres sont défaussés.</translation>
        </message>
        <message>
            <source>Your seventh Lord: the game ends after this round. You finish your turn, then Léo plays once more.</source>
            <translation>Votre septième Seigneur : la partie s'achève après ce tour de table. Vous finissez votre tour, puis Léo joue une dernière fois.</translation>
        </message>
        <message>
            <source>Your free Lords now show three keys: you must take a Location. %1 give 5 points + 2 per Farmer Lord: with your four Farmers, 13. Click them.</source>
            <translation>Vos Seigneurs libres montrent maintenant trois clefs : vous devez prendre un Lieu. %1 rapportent 5 points + 2 par Seigneur cultivateur : avec vos quatre cultivateurs, 13. Cliquez dessus.</translation>
        </message>
        <message>
            <source>The three Lords whose keys you used go under %1: they lose their power and their key, but their points still count.</source>
            <translation>Les trois Seigneurs dont vous avez utilisé les clefs passent sous %1 : ils perdent leur pouvoir et leur clef, mais leurs points comptent toujours.</translation>
        </message>
        <message>
            <source>Léo plays his last turn.</source>
            <translation>Léo joue son dernier tour.</translation>
        </message>
        <message>
            <source>The game is over. Each player federates the weakest Ally of each race left in hand, then counts Locations, Lords, the best federated Ally of each race and Monster tokens.</source>
            <translation>La partie est finie. Chacun fédère le plus faible Allié de chaque Peuple resté en main, puis compte ses Lieux, ses Seigneurs, le meilleur Allié fédéré de chaque Peuple et ses pions Monstre.</translation>
        </message>
        <message>
            <source>Well played: you know the moves of Abyss! Start a new game from the home screen whenever you like.</source>
            <translation>Bien joué : vous connaissez les coups d'Abyss ! Lancez une nouvelle partie depuis l'écran d'accueil quand vous voulez.</translation>
        </message>
    </context>
    <context>
        <name>AbyssMarquoir</name>
        <message>
            <source>person</source>
            <translation>personne</translation>
        </message>
        <message>
            <source>computer easy</source>
            <translation>ordinateur facile</translation>
        </message>
        <message>
            <source>computer medium</source>
            <translation>ordinateur moyen</translation>
        </message>
        <message>
            <source>computer expert</source>
            <translation>ordinateur expert</translation>
        </message>
        <message>
            <source>computer %1</source>
            <translation>ordinateur %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>Played in Abyss Cards — %1</source>
            <translation>Jouée dans Abyss Cards — %1</translation>
        </message>
        <message>
            <source>the Marquoir was written by a newer version of Abyss Cards</source>
            <translation>le Marquoir a été écrit par une version plus récente d'Abyss Cards</translation>
        </message>
    </context>
    <context>
        <name>AbyssPasses</name>
        <message>
            <source>Pass all</source>
            <translation>Tout passer</translation>
        </message>
        <message>
            <source>Pass for this whole exploration: on this Ally and on every other one revealed during it; you will not be asked again until it ends</source>
            <translation>Passer pour toute cette exploration : sur cet Allié et sur chacun de ceux qu'elle révélera ; on ne vous demandera plus rien avant qu'elle se termine</translation>
        </message>
        <message>
            <source>You pass for the rest of this exploration</source>
            <translation>Vous passez jusqu'à la fin de cette exploration</translation>
        </message>
        <message>
            <source>No purchase for the rest of this exploration: %1</source>
            <translation>Plus d'achat jusqu'à la fin de cette exploration : %1</translation>
        </message>
        <message>
            <source>%1: %2 explores — buy?</source>
            <translation>%1 : %2 explore — acheter ?</translation>
        </message>
        <message>
            <source>%1: a decision during %2's turn</source>
            <translation>%1 : une décision pendant le tour de %2</translation>
        </message>
    </context>
    <context>
        <name>AbyssReplay</name>
        <message>
            <source>you</source>
            <translation>vous</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>a Monster</source>
            <translation>un Monstre</translation>
        </message>
        <message>
            <source>Fought</source>
            <translation>Combattu</translation>
        </message>
        <message>
            <source>Let go</source>
            <translation>Laissé</translation>
        </message>
        <message>
            <source>Council</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>%1, space %2</source>
            <translation>%1, case %2</translation>
        </message>
        <message>
            <source>Declined by: %1</source>
            <translation>Refusé par : %1</translation>
        </message>
        <message>
            <source>Left on the track: to the Council at the end</source>
            <translation>Resté sur la piste : au Conseil à la fin</translation>
        </message>
        <message>
            <source>Left on the track: discarded at the end</source>
            <translation>Resté sur la piste : défaussé à la fin</translation>
        </message>
        <message numerus="yes">
            <source>Your exploration: %n card(s) revealed</source>
            <translation>
                <numerusform>Votre exploration : %n carte révélée</numerusform>
                <numerusform>Votre exploration : %n cartes révélées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1's exploration: %n card(s) revealed</source>
            <translation>
                <numerusform>Exploration de %1 : %n carte révélée</numerusform>
                <numerusform>Exploration de %1 : %n cartes révélées</numerusform>
            </translation>
        </message>
        <message>
            <source>Replay of the last exploration</source>
            <translation>Revoir la dernière exploration</translation>
        </message>
        <message>
            <source>The cards revealed, in order</source>
            <translation>Les cartes révélées, dans l'ordre</translation>
        </message>
        <message>
            <source>◀ Previous card</source>
            <translation>◀ Carte précédente</translation>
        </message>
        <message>
            <source>Left arrow; Home: the first card</source>
            <translation>Flèche gauche ; Début : la première carte</translation>
        </message>
        <message>
            <source>Next card ▶</source>
            <translation>Carte suivante ▶</translation>
        </message>
        <message>
            <source>Right arrow; End: the last card</source>
            <translation>Flèche droite ; Fin : la dernière carte</translation>
        </message>
        <message>
            <source>Card %1 of %2</source>
            <translation>Carte %1 sur %2</translation>
        </message>
    </context>
    <context>
        <name>AbyssScreen</name>
        <message>
            <source>Ask me about every purchase</source>
            <translation>Me demander pour chaque achat</translation>
        </message>
        <message>
            <source>Pass on Allies worth 1</source>
            <translation>Passer sur les Alliés de 1</translation>
        </message>
        <message>
            <source>Pass on Allies worth 1 or 2</source>
            <translation>Passer sur les Alliés de 1 ou 2</translation>
        </message>
        <message>
            <source>Pass on Allies worth 3 or less</source>
            <translation>Passer sur les Alliés de 3 ou moins</translation>
        </message>
        <message>
            <source>When an opponent explores: which Allies you never want to be asked about</source>
            <translation>Quand un adversaire explore : les Alliés pour lesquels vous ne voulez jamais être sollicité</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Indice</translation>
        </message>
        <message>
            <source>What the expert computer player would do (H)</source>
            <translation>Ce que jouerait l'ordinateur expert (H)</translation>
        </message>
        <message>
            <source>Locations (Esc)</source>
            <translation>Lieux (Échap)</translation>
        </message>
        <message>
            <source>The Locations you may take, over the table</source>
            <translation>Les Lieux que vous pouvez prendre, par-dessus la table</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>Au tour de %1</translation>
        </message>
        <message>
            <source>I am %1: show my cards</source>
            <translation>Je suis %1 : montrer mes cartes</translation>
        </message>
        <message>
            <source>Since you last looked:</source>
            <translation>Depuis votre dernier coup d'œil :</translation>
        </message>
        <message>
            <source>Last round — still to play: %1</source>
            <translation>Dernier tour — encore : %1</translation>
        </message>
        <message>
            <source>%1 wins with %2 points!</source>
            <translation>%1 gagne avec %2 points !</translation>
        </message>
        <message>
            <source>Previous end of a turn or exploration (Page Up)</source>
            <translation>Fin de tour ou d'exploration précédente (Page préc.)</translation>
        </message>
        <message>
            <source>Next end of a turn or exploration (Page Down)</source>
            <translation>Fin de tour ou d'exploration suivante (Page suiv.)</translation>
        </message>
        <message>
            <source>The table as every player saw it: the hands stay hidden.</source>
            <translation>La table telle que tous les joueurs la voyaient : les mains restent cachées.</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 points each!</source>
            <translation>Victoire partagée : %1, avec %2 points chacun !</translation>
        </message>
        <message>
            <source>Purchases out of turn</source>
            <translation>Achats hors de votre tour</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Put the card back and choose another one (Esc)</source>
            <translation>Reposer la carte et en choisir une autre (Échap)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler le coup</translation>
        </message>
        <message>
            <source>Take your last move back (Ctrl+Z), as long as nothing hidden was shown since</source>
            <translation>Reprendre votre dernier coup (Ctrl+Z), tant que rien de caché n'a été montré depuis</translation>
        </message>
        <message>
            <source>No exploration has ended yet.</source>
            <translation>Aucune exploration n'est encore terminée.</translation>
        </message>
        <message>
            <source>Skip the count</source>
            <translation>Passer le décompte</translation>
        </message>
        <message>
            <source>Show the final figures at once (Escape)</source>
            <translation>Afficher tout de suite le décompte final (Échap)</translation>
        </message>
        <message>
            <source>You win with %2 points!</source>
            <translation>Vous gagnez avec %2 points !</translation>
        </message>
        <message>
            <source>(a tie on points, won with more Pearls)</source>
            <translation>(égalité de points, gagné avec plus de perles)</translation>
        </message>
        <message>
            <source>(a tie on points and Pearls, won with the strongest Lord)</source>
            <translation>(égalité de points et de perles, gagné avec le Seigneur le plus fort)</translation>
        </message>
        <message>
            <source>The game is in the Marquoir's history.</source>
            <translation>La partie est dans l'historique du Marquoir.</translation>
        </message>
        <message>
            <source>This game was already in the Marquoir.</source>
            <translation>Cette partie était déjà dans le Marquoir.</translation>
        </message>
        <message>
            <source>The game could not be saved in the Marquoir: %1</source>
            <translation>La partie n'a pas pu être enregistrée dans le Marquoir : %1</translation>
        </message>
        <message>
            <source>The final count…</source>
            <translation>Le décompte final…</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Locations</source>
            <translation>Lieux</translation>
        </message>
        <message>
            <source>Lords</source>
            <translation>Seigneurs</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Allies</source>
            <translation>Alliés</translation>
        </message>
        <message>
            <source>Monsters</source>
            <translation>Monstres</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Pearls</source>
            <translation>Perles</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: it does not replay from its deal.</source>
            <translation>Cette partie ne peut pas être revue : elle ne se rejoue pas depuis sa donne.</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Indice : %1</translation>
        </message>
        <message>
            <source>Nothing to undo: something hidden was shown since your last move.</source>
            <translation>Rien à annuler : quelque chose de caché a été montré depuis votre dernier coup.</translation>
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
            <source>Known to be in it (seen on the track): %1</source>
            <translation>On sait qu'elle contient (vu sur la piste) : %1</translation>
        </message>
        <message>
            <source>Click: back to every player</source>
            <translation>Clic : revenir à tous les joueurs</translation>
        </message>
        <message>
            <source>Click: show this player in full</source>
            <translation>Clic : voir ce joueur en grand</translation>
        </message>
        <message>
            <source>you can pay for it now</source>
            <translation>vous pouvez le payer maintenant</translation>
        </message>
        <message>
            <source>you cannot pay for it now</source>
            <translation>vous ne pouvez pas le payer maintenant</translation>
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
            <source>Worth %1 points to you now</source>
            <translation>Vous rapporterait %1 points maintenant</translation>
        </message>
        <message>
            <source>Your Locations are worth %1 points now</source>
            <translation>Vos Lieux valent %1 points maintenant</translation>
        </message>
        <message>
            <source>Sum of this race in your hand</source>
            <translation>Total de ce Peuple dans votre main</translation>
        </message>
        <message>
            <source>Chosen</source>
            <translation>Choisi</translation>
        </message>
        <message>
            <source>Chosen first: Esc or Cancel puts it back</source>
            <translation>Choisi en premier : Échap ou Annuler le repose</translation>
        </message>
        <message>
            <source>Click again to put it back</source>
            <translation>Cliquez encore pour le reposer</translation>
        </message>
        <message>
            <source>No Ally in hand</source>
            <translation>Aucun Allié en main</translation>
        </message>
        <message>
            <source>Last round — still to play: %1</source>
            <translation>Dernier tour — encore : %1</translation>
        </message>
        <message>
            <source>Last round — %1</source>
            <translation>Dernier tour — %1</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Dernier tour</translation>
        </message>
        <message>
            <source>Recruiting here refills the Court: +2</source>
            <translation>Recruter ici complète la Cour : +2</translation>
        </message>
        <message>
            <source>Refills the Court: +2</source>
            <translation>Complète la Cour : +2</translation>
        </message>
        <message>
            <source>A recruit leaves two Lords or fewer at Court: it is refilled and the recruiter gains 2 Pearls</source>
            <translation>Un recrutement laisse deux Seigneurs ou moins à la Cour : elle est complétée et le recruteur gagne 2 Perles</translation>
        </message>
        <message>
            <source>Recruiting here: +2</source>
            <translation>Recruter ici : +2</translation>
        </message>
        <message>
            <source>A recruit leaves two Lords or fewer at Court and the Lord deck cannot refill it: the recruiter gains 2 Pearls and the last round begins</source>
            <translation>Un recrutement laisse deux Seigneurs ou moins à la Cour et la pioche des Seigneurs ne peut plus la compléter : le recruteur gagne 2 Perles et le dernier tour commence</translation>
        </message>
        <message>
            <source>Power ready</source>
            <translation>Pouvoir prêt</translation>
        </message>
        <message>
            <source>Once per turn: this power is not used yet this turn</source>
            <translation>Une fois par tour : ce pouvoir n'a pas encore servi ce tour-ci</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Prêt</translation>
        </message>
        <message>
            <source>exploring</source>
            <translation>explore</translation>
        </message>
        <message>
            <source>Pearls: %1 · keys: %2 (tokens: %3, from Lords: %4) · hand: %5 · Monster tokens: %6</source>
            <translation>Perles : %1 · clefs : %2 (jetons : %3, Seigneurs : %4) · main : %5 · pions Monstre : %6</translation>
        </message>
        <message>
            <source>Protected by the Shaman from Military Lords</source>
            <translation>Protégé des Seigneurs militaires par la Chamanesse</translation>
        </message>
        <message>
            <source>Exploring: the Ally offered comes from this seat's exploration</source>
            <translation>En exploration : l’Allié proposé vient de son exploration</translation>
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
        <message>
            <source>Court · Lord deck: %1</source>
            <translation>Cour · pioche des Seigneurs : %1</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>Exploration deck: %1 · discard: %2</source>
            <translation>Pioche d'exploration : %1 · défausse : %2</translation>
        </message>
        <message numerus="yes">
            <source>Costs you %n Pearl(s) (printed: %2)</source>
            <translation>
                <numerusform>Vous coûte %n perle (imprimé : %2)</numerusform>
                <numerusform>Vous coûte %n perles (imprimé : %2)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AbyssTray</name>
        <message>
            <source>+%1 for you now</source>
            <translation>+%1 pour vous maintenant</translation>
        </message>
        <message>
            <source>+%1 for %2 now</source>
            <translation>+%1 pour %2 maintenant</translation>
        </message>
        <message>
            <source>See the table (Esc)</source>
            <translation>Voir la table (Échap)</translation>
        </message>
        <message>
            <source>Escape again brings these Locations back over the table</source>
            <translation>Échap à nouveau ramène ces Lieux sur la table</translation>
        </message>
        <message>
            <source>Take a face-up Location, or draw from the deck and keep one</source>
            <translation>Prenez un Lieu visible, ou piochez-en et gardez-en un</translation>
        </message>
        <message>
            <source>Keep one of the Locations drawn</source>
            <translation>Gardez un des Lieux piochés</translation>
        </message>
        <message>
            <source>Black Smokers: exchange it for a Location of the deck, or skip</source>
            <translation>Les Fumeurs noirs : échangez-les contre un Lieu de la pioche, ou passez</translation>
        </message>
        <message>
            <source>Choose a Location</source>
            <translation>Choisissez un Lieu</translation>
        </message>
    </context>
    <context>
        <name>AbyssWhy</name>
        <message>
            <source>the game is over</source>
            <translation>la partie est finie</translation>
        </message>
        <message>
            <source>this Lord is not at the Court</source>
            <translation>ce Seigneur n’est pas à la Cour</translation>
        </message>
        <message>
            <source>it is not your turn</source>
            <translation>ce n’est pas votre tour</translation>
        </message>
        <message>
            <source>recruiting is the main action of a turn, not now</source>
            <translation>on recrute comme action principale du tour, pas maintenant</translation>
        </message>
        <message>
            <source>you need %1 (required race)</source>
            <translation>il vous faut des %1 (race exigée)</translation>
        </message>
        <message numerus="yes">
            <source>%n other race(s) missing</source>
            <translation>
                <numerusform>%n autre race manquante</numerusform>
                <numerusform>%n autres races manquantes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n race(s) missing</source>
            <translation>
                <numerusform>%n race manquante</numerusform>
                <numerusform>%n races manquantes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Pearl(s) short</source>
            <translation>
                <numerusform>%n perle manquante</numerusform>
                <numerusform>%n perles manquantes</numerusform>
            </translation>
        </message>
        <message>
            <source>Cannot recruit %1: %2</source>
            <translation>Impossible de recruter %1 : %2</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1 ; %2</translation>
        </message>
        <message>
            <source>missing:</source>
            <translation>manque :</translation>
        </message>
        <message numerus="yes">
            <source>−%n race(s)</source>
            <translation>
                <numerusform>−%n race</numerusform>
                <numerusform>−%n races</numerusform>
            </translation>
        </message>
        <message>
            <source>paid %1 of %2</source>
            <translation>payé %1 sur %2</translation>
        </message>
        <message>
            <source>still missing: %1</source>
            <translation>manque encore : %1</translation>
        </message>
        <message numerus="yes">
            <source>and %n other race(s)</source>
            <translation>
                <numerusform>et %n autre race</numerusform>
                <numerusform>et %n autres races</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more race(s) to add</source>
            <translation>
                <numerusform>encore %n race à ajouter</numerusform>
                <numerusform>encore %n races à ajouter</numerusform>
            </translation>
        </message>
        <message>
            <source>your Pearls: %1 (due: %2)</source>
            <translation>vos perles : %1 (à payer : %2)</translation>
        </message>
    </context>
    <context>
        <name>JournalDock</name>
        <message>
            <source>Journal</source>
            <translation>Journal</translation>
        </message>
        <message>
            <source>Replay the exploration</source>
            <translation>Revoir l'exploration</translation>
        </message>
        <message>
            <source>The last exploration again, card by card: who bought what, at what price (R)</source>
            <translation>La dernière exploration, carte par carte : qui a acheté quoi, à quel prix (R)</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game of Abyss</source>
            <translation>Nouvelle partie d'Abyss</translation>
        </message>
    </context>
    <context>
        <name>ScoresDock</name>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Pearls</source>
            <translation>Perles</translation>
        </message>
        <message>
            <source>Who plays</source>
            <translation>Qui joue</translation>
        </message>
        <message>
            <source>Locations + Lords + the best federated Ally of each race: what everyone can count. Yours: → with your Monster tokens and your hand's final federation</source>
            <translation>Lieux + Seigneurs + le meilleur Allié fédéré de chaque Peuple : ce que chacun peut compter. Le vôtre : → avec vos pions Monstre et la fédération finale de votre main</translation>
        </message>
        <message>
            <source>Pearls break a tie</source>
            <translation>Les perles départagent une égalité</translation>
        </message>
        <message>
            <source>Locations %1 · Lords %2 · Allies %3 · Monster tokens: %4</source>
            <translation>Lieux %1 · Seigneurs %2 · Alliés %3 · pions Monstre : %4</translation>
        </message>
    </context>
</TS>
