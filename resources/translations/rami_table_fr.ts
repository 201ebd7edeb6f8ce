<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Rami</name>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>K</source>
            <translation>R</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>joker</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Suite</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Tierce</translation>
        </message>
        <message>
            <source>You draw from the pot.</source>
            <translation>Vous piochez dans le pot.</translation>
        </message>
        <message>
            <source>%1 draws from the pot.</source>
            <translation>%1 pioche dans le pot.</translation>
        </message>
        <message>
            <source>You discard %2.</source>
            <translation>Vous défaussez %2.</translation>
        </message>
        <message>
            <source>%1 discards %2.</source>
            <translation>%1 défausse %2.</translation>
        </message>
        <message>
            <source>You open with %2 points: %3.</source>
            <translation>Vous déposez %2 points : %3.</translation>
        </message>
        <message>
            <source>%1 opens with %2 points: %3.</source>
            <translation>%1 dépose %2 points : %3.</translation>
        </message>
        <message>
            <source>You close directly: %2.</source>
            <translation>Vous fermez directement : %2.</translation>
        </message>
        <message>
            <source>%1 closes directly: %2.</source>
            <translation>%1 ferme directement : %2.</translation>
        </message>
        <message>
            <source>%1 lays down %2.</source>
            <translation>%1 dépose %2.</translation>
        </message>
        <message>
            <source>You lay down %2.</source>
            <translation>Vous déposez %2.</translation>
        </message>
        <message>
            <source>You lay %2 in place of a joker and take the joker back.</source>
            <translation>Vous posez %2 à la place d’un joker et récupérez le joker.</translation>
        </message>
        <message>
            <source>%1 lays %2 in place of a joker and takes the joker back.</source>
            <translation>%1 pose %2 à la place d’un joker et récupère le joker.</translation>
        </message>
        <message>
            <source>%1 lays off %2.</source>
            <translation>%1 ajoute %2 à une combinaison.</translation>
        </message>
        <message>
            <source>You lay off %2.</source>
            <translation>Vous ajoutez %2 à une combinaison.</translation>
        </message>
        <message>
            <source>You take the tournante.</source>
            <translation>Vous prenez la tournante.</translation>
        </message>
        <message>
            <source>%1 takes the tournante.</source>
            <translation>%1 prend la tournante.</translation>
        </message>
        <message>
            <source>You take the discard: %2</source>
            <translation>Vous prenez la défausse : %2</translation>
        </message>
        <message>
            <source>%1 takes the discard: %2</source>
            <translation>%1 prend la défausse : %2</translation>
        </message>
        <message>
            <source>You win the deal.</source>
            <translation>Vous gagnez la donne.</translation>
        </message>
        <message>
            <source>You win the match! %2 reached %3 points.</source>
            <translation>Vous gagnez la partie ! %2 a atteint %3 points.</translation>
        </message>
        <message>
            <source>%1 wins the match. You reached %3 points.</source>
            <translation>%1 gagne la partie. Vous avez atteint %3 points.</translation>
        </message>
        <message>
            <source>Hint: draw from the pot.</source>
            <translation>Conseil : piochez dans le pot.</translation>
        </message>
        <message>
            <source>Hint: discard %1.</source>
            <translation>Conseil : défaussez %1.</translation>
        </message>
        <message>
            <source>Hint: open now with %1 (%2 points).</source>
            <translation>Conseil : déposez maintenant %1 (%2 points).</translation>
        </message>
        <message>
            <source>Hint: close directly with %1.</source>
            <translation>Conseil : fermez directement avec %1.</translation>
        </message>
        <message>
            <source>Hint: lay down %1.</source>
            <translation>Conseil : déposez %1.</translation>
        </message>
        <message>
            <source>Hint: lay %1 off on %2.</source>
            <translation>Conseil : ajoutez %1 à %2.</translation>
        </message>
        <message>
            <source>Hint: take the tournante %1.</source>
            <translation>Conseil : prenez la tournante %1.</translation>
        </message>
        <message>
            <source>Hint: take %1 and open with %2 (%3 points).</source>
            <translation>Conseil : prenez %1 et déposez %2 (%3 points).</translation>
        </message>
        <message>
            <source>Hint: take %1 and close directly with %2.</source>
            <translation>Conseil : prenez %1 et fermez directement avec %2.</translation>
        </message>
        <message>
            <source>Hint: take %1 and lay down %2.</source>
            <translation>Conseil : prenez %1 et déposez %2.</translation>
        </message>
        <message>
            <source>Hint: take %1 and lay it off at once.</source>
            <translation>Conseil : prenez %1 et ajoutez-la aussitôt à une combinaison.</translation>
        </message>
        <message>
            <source>You lack a clean run: no opening yet, draw and keep building.</source>
            <translation>Il vous manque une suite vierge : pas encore de dépôt, piochez et continuez.</translation>
        </message>
        <message>
            <source>With a clean run your hand makes at most %1 / %2 points: not enough yet.</source>
            <translation>Avec une suite vierge, votre main fait au plus %1 / %2 points : pas encore assez.</translation>
        </message>
        <message>
            <source>You reached %2 points (the limit is %3): you lose the match.</source>
            <translation>Vous avez atteint %2 points (la limite est %3) : vous perdez la partie.</translation>
        </message>
        <message>
            <source>%1 reached %2 points (the limit is %3) and loses the match.</source>
            <translation>%1 a atteint %2 points (la limite est %3) et perd la partie.</translation>
        </message>
        <message>
            <source>Your best deal: deal %2 (%3); your worst: deal %4 (%5).</source>
            <translation>Votre meilleure donne : la donne %2 (%3) ; la pire : la donne %4 (%5).</translation>
        </message>
        <message>
            <source>Best deal of %1: deal %2 (%3); worst: deal %4 (%5).</source>
            <translation>Meilleure donne de %1 : la donne %2 (%3) ; la pire : la donne %4 (%5).</translation>
        </message>
        <message>
            <source>Against this opponent at this level, matches won: %2 of %1.</source>
            <translation>Contre cet adversaire à ce niveau, parties gagnées : %2 sur %1.</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>facile</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>moyen</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>expert</translation>
        </message>
        <message>
            <source>New Rami match</source>
            <translation>Nouvelle partie de Rami</translation>
        </message>
        <message>
            <source>The computer</source>
            <translation>L’ordinateur</translation>
        </message>
        <message>
            <source>Another person, on this screen</source>
            <translation>Une autre personne, sur cet écran</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Votre nom</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Computer level</source>
            <translation>Niveau de l’ordinateur</translation>
        </message>
        <message>
            <source>Opponent's name</source>
            <translation>Nom de l’adversaire</translation>
        </message>
        <message>
            <source>81 points to open with a clean run; the first to reach 500 points loses the match.</source>
            <translation>81 points pour déposer, avec une suite vierge ; le premier qui atteint 500 points perd la partie.</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>Fin de la donne</translation>
        </message>
        <message>
            <source>The deal is void.</source>
            <translation>La donne est annulée.</translation>
        </message>
        <message>
            <source>Rami statistics</source>
            <translation>Statistiques du Rami</translation>
        </message>
        <message>
            <source>%1 wins the deal.</source>
            <translation>%1 gagne la donne.</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>aucune carte</translation>
        </message>
        <message>
            <source>%1: %2 penalty points (left in hand: %3) — total %4.</source>
            <translation>%1 : %2 points de pénalité (restait en main : %3) — total %4.</translation>
        </message>
        <message>
            <source>went out: no penalty</source>
            <translation>a fini : aucune pénalité</translation>
        </message>
        <message>
            <source>no card left</source>
            <translation>plus aucune carte</translation>
        </message>
        <message>
            <source>%1 penalty points</source>
            <translation>%1 points de pénalité</translation>
        </message>
        <message>
            <source>Your penalty: %2 points (left in hand: %3) — total %4.</source>
            <translation>Votre pénalité : %2 points (restait en main : %3) — total %4.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>See the result</source>
            <translation>Voir le résultat</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Donne suivante</translation>
        </message>
        <message>
            <source>tournante</source>
            <translation>tournante</translation>
        </message>
        <message>
            <source>discarded</source>
            <translation>défaussée</translation>
        </message>
        <message>
            <source>taken back</source>
            <translation>reprise</translation>
        </message>
        <message>
            <source>pot rebuilt (%1 cards)</source>
            <translation>pot reconstitué (%1 cartes)</translation>
        </message>
        <message>
            <source>#</source>
            <translation>n°</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Carte</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>%1 — won</source>
            <translation>%1 — gagné</translation>
        </message>
        <message>
            <source>%1 (opened %2)</source>
            <translation>%1 (dépôt %2)</translation>
        </message>
        <message>
            <source>%1 (opened)</source>
            <translation>%1 (déposé)</translation>
        </message>
        <message>
            <source>%1 (not opened)</source>
            <translation>%1 (rien déposé)</translation>
        </message>
        <message>
            <source>%1 (now)</source>
            <translation>%1 (en cours)</translation>
        </message>
        <message>
            <source>opened %1</source>
            <translation>dépôt %1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Donne</translation>
        </message>
        <message>
            <source>Open discard</source>
            <translation>Défausse ouverte</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <source>By suit</source>
            <translation>Par couleur</translation>
        </message>
        <message>
            <source>Sort the hand by suit, runs in order (S)</source>
            <translation>Trier la main par couleur, suites dans l’ordre (S)</translation>
        </message>
        <message>
            <source>By rank</source>
            <translation>Par valeur</translation>
        </message>
        <message>
            <source>Sort the hand by rank, sets together (R)</source>
            <translation>Trier la main par valeur, tierces ensemble (R)</translation>
        </message>
        <message>
            <source>Arrange in melds</source>
            <translation>Ranger en combinaisons</translation>
        </message>
        <message>
            <source>Place the best melds in the zones (M)</source>
            <translation>Placer les meilleures combinaisons dans les zones (M)</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Déposer</translation>
        </message>
        <message>
            <source>Lay down the switched-on zones (L)</source>
            <translation>Déposer les zones dont l’interrupteur est allumé (L)</translation>
        </message>
        <message>
            <source>Put the card back</source>
            <translation>Rendre la carte</translation>
        </message>
        <message>
            <source>Give the taken discard back (Esc)</source>
            <translation>Remettre la carte prise sur la défausse (Échap)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>The best opening now, or the expert's move (H)</source>
            <translation>Le meilleur dépôt possible, ou le coup de l’expert (H)</translation>
        </message>
        <message>
            <source>Show or hide the score sheet</source>
            <translation>Afficher ou masquer la feuille de marque</translation>
        </message>
        <message>
            <source>Deal %1 begins. %2, only you should see the screen now.</source>
            <translation>La donne %1 commence. %2, vous seul·e devez voir l’écran maintenant.</translation>
        </message>
        <message>
            <source>%1 has played the first turn. Pass the screen to %2.</source>
            <translation>%1 a joué le premier tour. Passez l’écran à %2.</translation>
        </message>
        <message>
            <source>%1 has played. Pass the screen to %2: only %2 should see it now.</source>
            <translation>%1 a joué. Passez l’écran à %2 : %2 seul·e doit le voir maintenant.</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>Au tour de %1</translation>
        </message>
        <message>
            <source>Show my hand</source>
            <translation>Voir ma main</translation>
        </message>
        <message>
            <source>Since you last looked:</source>
            <translation>Depuis votre dernier regard :</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Donne %1</translation>
        </message>
        <message>
            <source>↶ Undo</source>
            <translation>↶ Annuler</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Take back your last moves, as long as no hidden card reached you since (Ctrl+Z)</source>
            <translation>Reprendre vos derniers coups, tant qu’aucune carte cachée ne vous a été montrée depuis (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>Play this match again</source>
            <translation>Rejouer cette partie</translation>
        </message>
        <message>
            <source>Match number %1 — give it to a friend to play the same match.</source>
            <translation>Numéro de partie : %1 — transmettez-le à un ami pour qu’il joue la même partie.</translation>
        </message>
        <message>
            <source>The pot: draw a card (P), or drag it onto your hand</source>
            <translation>Le pot : piocher une carte (P), ou la faire glisser dans votre main</translation>
        </message>
        <message>
            <source>The discard: take its top card (T) or drag it onto your hand; drop a card here to discard it (D)</source>
            <translation>La défausse : prendre la carte du dessus (T) ou la faire glisser dans votre main ; y lâcher une carte pour la défausser (D)</translation>
        </message>
        <message>
            <source>You took %1: lay down now. The switched-on zones make %2 / %3 points (the clean run does not use the taken card). Press Lay down, or put the card back.</source>
            <translation>Vous avez pris %1 : déposez maintenant. Les zones allumées font %2 / %3 points (la suite vierge n’utilise pas la carte prise). Appuyez sur Déposer, ou rendez la carte.</translation>
        </message>
        <message>
            <source>You took %1: close directly now with the switched-on zones (Lay down), or put the card back.</source>
            <translation>Vous avez pris %1 : fermez directement avec les zones allumées (Déposer), ou rendez la carte.</translation>
        </message>
        <message>
            <source>You took %1: play it now. Drag it onto a highlighted meld, or build a zone with it, switch it on and press Lay down.</source>
            <translation>Vous avez pris %1 : jouez-la maintenant. Glissez-la sur une combinaison en surbrillance, ou formez une zone avec elle, allumez-la et appuyez sur Déposer.</translation>
        </message>
        <message>
            <source>Switch on the zones to lay down first.</source>
            <translation>Allumez d’abord les zones à déposer.</translation>
        </message>
        <message>
            <source>Zone %1: %2</source>
            <translation>Zone %1 : %2</translation>
        </message>
        <message>
            <source>End of the deal: %1</source>
            <translation>Fin de la donne : %1</translation>
        </message>
        <message>
            <source>End of the deal.</source>
            <translation>Fin de la donne.</translation>
        </message>
        <message>
            <source>%1 is playing…</source>
            <translation>%1 joue…</translation>
        </message>
        <message>
            <source>%1's turn.</source>
            <translation>À %1 de jouer.</translation>
        </message>
        <message>
            <source>You deal: discard a card, it is the tournante.</source>
            <translation>Vous donnez : défaussez une carte, c’est la tournante.</translation>
        </message>
        <message>
            <source>Your turn: take the tournante %1 freely, or draw from the pot.</source>
            <translation>À vous : prenez librement la tournante %1, ou piochez dans le pot.</translation>
        </message>
        <message>
            <source>Your turn: draw from the pot, or take the discard if you can play it at once.</source>
            <translation>À vous : piochez dans le pot, ou prenez la défausse si vous pouvez la jouer aussitôt.</translation>
        </message>
        <message>
            <source>Arrange your zones, switch on the melds to open (%1 points with a clean run) and press Lay down; then discard.</source>
            <translation>Rangez vos zones, allumez les combinaisons à déposer (%1 points avec une suite vierge) et appuyez sur Déposer ; puis défaussez.</translation>
        </message>
        <message>
            <source>Lay down melds, lay off cards on any meld (drag them), then discard.</source>
            <translation>Déposez des combinaisons, ajoutez des cartes aux combinaisons de la table (glissez-les), puis défaussez.</translation>
        </message>
        <message>
            <source>This match cannot be reviewed: it does not replay from its deal.</source>
            <translation>Cette partie ne peut pas être revue : elle ne se rejoue pas depuis sa donne.</translation>
        </message>
        <message>
            <source>Previous end of a deal (Page Up)</source>
            <translation>Fin de donne précédente (Page préc.)</translation>
        </message>
        <message>
            <source>Next end of a deal (Page Down)</source>
            <translation>Fin de donne suivante (Page suiv.)</translation>
        </message>
        <message>
            <source>The table as both players saw it: the hands stay hidden.</source>
            <translation>La table telle que les deux joueurs la voyaient : les mains restent cachées.</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Coup annulé.</translation>
        </message>
        <message>
            <source>%1 wins the match! %2 reached %3 points.</source>
            <translation>%1 gagne la partie ! %2 a atteint %3 points.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Réflexion…</translation>
        </message>
        <message>
            <source>Tournante</source>
            <translation>Tournante</translation>
        </message>
        <message>
            <source>taken: play it now</source>
            <translation>prise : à jouer</translation>
        </message>
        <message>
            <source>taken</source>
            <translation>prise</translation>
        </message>
        <message>
            <source>clean</source>
            <translation>vierge</translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation>%1 cartes</translation>
        </message>
        <message>
            <source>not a meld</source>
            <translation>pas une combinaison</translation>
        </message>
        <message>
            <source>%1 card</source>
            <translation>%1 carte</translation>
        </message>
        <message>
            <source>invalid</source>
            <translation>pas valable</translation>
        </message>
        <message>
            <source>%1 · %2 · %3 pts</source>
            <translation>%1 · %2 · %3 pts</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>%1 · opened with %2 points</source>
            <translation>%1 · dépôt de %2 points</translation>
        </message>
        <message>
            <source>%1 · not opened yet (%2 points needed)</source>
            <translation>%1 · rien déposé (%2 points requis)</translation>
        </message>
        <message>
            <source>%1 · %2 pts</source>
            <translation>%1 · %2 pts</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jouer</translation>
        </message>
        <message>
            <source>Both players are called %1: give each a name of their own.</source>
            <translation>Les deux joueurs s’appellent %1 : donnez à chacun un nom différent.</translation>
        </message>
        <message>
            <source>Discards</source>
            <translation>Défausses</translation>
        </message>
        <message>
            <source>Show or hide the discard history: who threw away which card</source>
            <translation>Afficher ou masquer l’historique de la défausse : qui a jeté quelle carte</translation>
        </message>
        <message>
            <source>To open: %1 / %2 points (the opponent opened with %3)</source>
            <translation>Pour déposer : %1 / %2 points (l’adversaire a ouvert à %3)</translation>
        </message>
        <message>
            <source>To open: %1 / %2 points with a clean run</source>
            <translation>Pour déposer : %1 / %2 points avec une suite vierge</translation>
        </message>
        <message>
            <source>To lay down: %1 points</source>
            <translation>À déposer : %1 pts</translation>
        </message>
        <message>
            <source>total %1 points</source>
            <translation>total %1 points</translation>
        </message>
        <message>
            <source>out, no penalty · total %1 pts</source>
            <translation>fini, sans pénalité · total %1 pts</translation>
        </message>
        <message>
            <source>void deal · total %1 pts</source>
            <translation>donne nulle · total %1 pts</translation>
        </message>
        <message>
            <source>+%1 penalty pts · total %2 pts</source>
            <translation>+%1 pts de pénalité · total %2 pts</translation>
        </message>
        <message>
            <source>Your hand opens with %1 of %2 points: press Arrange in melds (M), then Lay down.</source>
            <translation>Votre main dépose %1 points sur %2 : appuyez sur Ranger en combinaisons (M), puis sur Déposer.</translation>
        </message>
        <message>
            <source>Switch on zone %1: %2 of %3 points.</source>
            <translation>Allumez la zone %1 : %2 points sur %3.</translation>
        </message>
        <message>
            <source>Switch on zones %1: %2 of %3 points.</source>
            <translation>Allumez les zones %1 : %2 points sur %3.</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Joueur %1</translation>
        </message>
        <message>
            <source>A discard you take must be played in the same turn: in a new meld or on a meld of the table. Otherwise draw from the pot.</source>
            <translation>La carte prise à la défausse se joue dans le même tour : dans une nouvelle combinaison ou sur une combinaison de la table. Sinon, piochez dans le pot.</translation>
        </message>
        <message>
            <source>Before your first lay-down you may take the discard only to lay down with it at once: melds worth at least %1 points, one of them a clean run (a run without a joker) that does not use the taken card; or a direct close (all your cards in melds at once).</source>
            <translation>Avant votre premier dépôt, vous ne prenez la défausse que pour déposer aussitôt avec elle : des combinaisons d’au moins %1 points, dont une suite vierge (une suite sans joker) qui n’utilise pas la carte prise ; ou une fermeture directe (toutes vos cartes en combinaisons d’un coup).</translation>
        </message>
        <message>
            <source>Play the card you took now, or put it back.</source>
            <translation>Jouez maintenant la carte prise, ou rendez-la.</translation>
        </message>
        <message>
            <source>You can take the discard only to lay down with it now.</source>
            <translation>Vous ne pouvez prendre la défausse que pour déposer avec elle tout de suite.</translation>
        </message>
        <message>
            <source>Your first lay-down needs a run without a joker.</source>
            <translation>Votre premier dépôt doit comporter une suite sans joker.</translation>
        </message>
        <message>
            <source>%1: a clean run is a run of three or more cards without a joker.</source>
            <translation>%1 : une suite vierge est une suite d’au moins trois cartes, sans joker.</translation>
        </message>
        <message>
            <source>The card you took cannot be in your run without a joker.</source>
            <translation>La carte prise ne peut pas faire partie de votre suite sans joker.</translation>
        </message>
        <message>
            <source>%1 does not let you lay down now: draw from the pot.</source>
            <translation>%1 ne vous permet pas de déposer maintenant : piochez dans le pot.</translation>
        </message>
        <message>
            <source>%1 cannot be played right now: draw from the pot.</source>
            <translation>%1 ne peut pas être jouée tout de suite : piochez dans le pot.</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>Pourquoi ?</translation>
        </message>
        <message>
            <source>The whole reason, and the rule behind it</source>
            <translation>Toute la raison, et la règle qui la fonde</translation>
        </message>
    </context>
    <context>
        <name>RamiLesson</name>
        <message>
            <source>Welcome to Rami! The aim: be the first with no card left in hand, by laying them on the table in melds — runs of one suit and sets of one rank. Press Continue.</source>
            <translation>Bienvenue au Rami ! Le but : être le premier à n’avoir plus aucune carte en main, en les posant sur la table en combinaisons — des suites d’une même couleur et des tierces d’une même valeur. Appuyez sur Continuer.</translation>
        </message>
        <message>
            <source>Léo deals: he has 15 cards and throws one face up, the tournante.</source>
            <translation>Léo donne : il a 15 cartes et en jette une face visible, la tournante.</translation>
        </message>
        <message>
            <source>The tournante is yours for free: click the lit discard pile to take the 10♠. With your 7♠ 8♠ 9♠ it makes a run, and a clean one: the tournante is the only taken card that keeps a run clean.</source>
            <translation>La tournante est à vous, sans condition : cliquez sur la défausse éclairée pour prendre le 10♠. Avec vos 7♠ 8♠ 9♠, il forme une suite, et même une suite vierge : la tournante est la seule carte prise qui garde une suite vierge.</translation>
        </message>
        <message>
            <source>Arrange your hand: press Arrange in melds, or drag cards from zone to zone. Each zone holds one meld; the zones whose switch is on are laid down together. Then press Continue.</source>
            <translation>Rangez votre main : appuyez sur « Ranger en combinaisons », ou glissez les cartes d’une zone à l’autre. Chaque zone tient une combinaison ; les zones dont l’interrupteur est allumé se déposent ensemble. Puis appuyez sur Continuer.</translation>
        </message>
        <message>
            <source>Your first lay-down, the opening, must make at least 81 points with a clean run (no joker). Each card counts its number, a jack, queen or king 10: 7+8+9+10 = 34, three jacks 30, 3+4+5+6 = 18, so 82. Press Lay down.</source>
            <translation>Votre premier dépôt, l’ouverture, doit faire au moins 81 points avec une suite vierge (sans joker). Chaque carte compte sa valeur, un valet, une dame ou un roi 10 : 7+8+9+10 = 34, trois valets 30, 3+4+5+6 = 18, soit 82. Appuyez sur « Déposer ».</translation>
        </message>
        <message>
            <source>A turn always ends with a discard. The K♦ fits none of your melds: drag it onto the discard pile.</source>
            <translation>Un tour finit toujours par une défausse. Le R♦ ne va dans aucune de vos combinaisons : glissez-le sur la défausse.</translation>
        </message>
        <message>
            <source>Léo opens with 88 points.</source>
            <translation>Léo ouvre avec 88 points.</translation>
        </message>
        <message>
            <source>Léo has opened too, with 88 points: once you had opened, he needed more than your 82. In his run 5♦ joker 7♦, the joker stands for the 6♦. Press Continue.</source>
            <translation>Léo a ouvert à son tour, avec 88 points : comme vous aviez ouvert, il lui fallait plus que vos 82. Dans sa suite 5♦ joker 7♦, le joker tient la place du 6♦. Appuyez sur Continuer.</translation>
        </message>
        <message>
            <source>Each turn starts by taking one card. Léo's ace fits no meld, and a taken discard must be played at once: click the lit pot to draw.</source>
            <translation>Chaque tour commence par une carte prise. L’as de Léo ne va sur aucune combinaison, et une carte prise à la défausse doit être jouée aussitôt : cliquez sur le pot éclairé pour piocher.</translation>
        </message>
        <message>
            <source>Once you have opened, you may add cards to any meld on the table, Léo's too: drag the 9♥ onto his run 10♥ J♥ Q♥ K♥.</source>
            <translation>Une fois ouvert, vous pouvez ajouter des cartes à toutes les combinaisons de la table, même à celles de Léo : glissez le 9♥ sur sa suite 10♥ V♥ D♥ R♥.</translation>
        </message>
        <message>
            <source>Léo's joker stands for 6♦, and you hold it: drag your 6♦ onto the joker. The 6♦ takes its place and the joker comes to your hand.</source>
            <translation>Le joker de Léo tient la place du 6♦, et vous l’avez : glissez votre 6♦ sur le joker. Le 6♦ prend sa place et le joker vient dans votre main.</translation>
        </message>
        <message>
            <source>A joker can stand for any card: keep it. Throw away the 2♥ instead, which fits nothing: drag it onto the discard pile.</source>
            <translation>Un joker peut remplacer n’importe quelle carte : gardez-le. Jetez plutôt le 2♥, qui ne va nulle part : glissez-le sur la défausse.</translation>
        </message>
        <message>
            <source>Léo's K♣ is of no use to you: draw from the pot.</source>
            <translation>Le R♣ de Léo ne vous sert à rien : piochez dans le pot.</translation>
        </message>
        <message>
            <source>The 4♥, your 4♠ and the joker make a set: drag the 4♥ next to them (all three in one zone), switch that zone on, then press Continue.</source>
            <translation>Le 4♥, votre 4♠ et le joker forment une tierce : glissez le 4♥ à côté d’eux (les trois dans une même zone), allumez cette zone, puis appuyez sur Continuer.</translation>
        </message>
        <message>
            <source>Press Lay down: with your last three cards laid, your hand is empty and you win the deal. Léo counts 10 penalty points for each card he still holds.</source>
            <translation>Appuyez sur « Déposer » : vos trois dernières cartes posées, votre main est vide et vous gagnez la donne. Léo compte 10 points de pénalité par carte qui lui reste.</translation>
        </message>
        <message>
            <source>Well played: you know Rami! Deal after deal, the penalties add up; whoever reaches 500 points loses the match. Play on against Léo, or go back to the home screen.</source>
            <translation>Bien joué : vous savez jouer au Rami ! Donne après donne, les pénalités s’additionnent ; le premier qui atteint 500 points perd la partie. Continuez contre Léo, ou revenez à l’écran d’accueil.</translation>
        </message>
    </context>
</TS>
