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
        <source>%1 draws from the pot.</source>
        <translation>%1 pioche dans le pot.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 défausse %2.</translation>
    </message>
    <message>
        <source>%1 opens with %2 points: %3.</source>
        <translation>%1 dépose %2 points : %3.</translation>
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
        <source>%1 lays %2 in place of a joker and takes the joker back.</source>
        <translation>%1 pose %2 à la place d’un joker et récupère le joker.</translation>
    </message>
    <message>
        <source>%1 lays off %2.</source>
        <translation>%1 ajoute %2 à une combinaison.</translation>
    </message>
    <message>
        <source>%1 takes the tournante.</source>
        <translation>%1 prend la tournante.</translation>
    </message>
    <message>
        <source>%1 takes the discard: %2</source>
        <translation>%1 prend la défausse : %2</translation>
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
        <source>random</source>
        <translation>au hasard</translation>
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
        <source>Opponent&apos;s name</source>
        <translation>Nom de l’adversaire</translation>
    </message>
    <message>
        <source>Deal number (seed)</source>
        <translation>Numéro de donne (graine)</translation>
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
        <source>The best opening now, or the expert&apos;s move (H)</source>
        <translation>Le meilleur dépôt possible, ou le coup de l’expert (H)</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Show or hide the open discard</source>
        <translation>Afficher ou masquer la défausse ouverte</translation>
    </message>
    <message>
        <source>Show or hide the score sheet</source>
        <translation>Afficher ou masquer la feuille de marque</translation>
    </message>
    <message>
        <source>Show my hand</source>
        <translation>Voir ma main</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
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
        <source>Pass the screen to %1.
%1, click when you are ready to see your hand.</source>
        <translation>Passez l’écran à %1.
%1, cliquez quand vous êtes prêt·e à voir votre main.</translation>
    </message>
    <message>
        <source>%1 gives you no opening of %2 points with a clean run that does not use it, nor a direct close: draw from the pot.</source>
        <translation>Avec %1, pas de dépôt de %2 points avec une suite vierge qui ne l’utilise pas, ni de fermeture directe : piochez dans le pot.</translation>
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
        <source>%1 cannot be played at once (in a new meld or on a meld of the table): draw from the pot.</source>
        <translation>%1 ne peut pas être jouée tout de suite (dans une nouvelle combinaison ou sur une combinaison de la table) : piochez dans le pot.</translation>
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
        <source>%1 / %2 — the opponent opened with %3</source>
        <translation>%1 / %2 — l’adversaire a ouvert à %3</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 points switched on</source>
        <translation>%1 points allumés</translation>
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
        <source>%1&apos;s turn.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>%1, you deal: discard a card, it is the tournante.</source>
        <translation>%1, vous donnez : défaussez une carte, c’est la tournante.</translation>
    </message>
    <message>
        <source>%1: take the tournante %2 freely, or draw from the pot.</source>
        <translation>%1 : prenez librement la tournante %2, ou piochez dans le pot.</translation>
    </message>
    <message>
        <source>%1: draw from the pot, or take the discard if you can play it at once.</source>
        <translation>%1 : piochez dans le pot, ou prenez la défausse si vous pouvez la jouer aussitôt.</translation>
    </message>
    <message>
        <source>%1: arrange your zones, switch on the melds to open (%2 points with a clean run) and press Lay down; then discard.</source>
        <translation>%1 : rangez vos zones, allumez les combinaisons à déposer (%2 points avec une suite vierge) et appuyez sur Déposer ; puis défaussez.</translation>
    </message>
    <message>
        <source>%1: lay down melds, lay off cards on any meld (drag them), then discard.</source>
        <translation>%1 : déposez des combinaisons, ajoutez des cartes aux combinaisons de la table (glissez-les), puis défaussez.</translation>
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
        <source>%1 · %2 · %3 pts</source>
        <translation>%1 · %2 · %3 pts</translation>
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
</context>
</TS>
