<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>DiscardDock</name>
    <message>
        <source>Open discard</source>
        <translation>Défausse ouverte</translation>
    </message>
    <message>
        <source>Round %1: the draw pile ran out. The discard was shuffled into a new draw pile; the history and the count start again from its top card.</source>
        <translation>Manche %1 : la pioche est épuisée. La défausse a été remélangée pour former une nouvelle pioche ; l&apos;historique et le décompte repartent de sa carte du dessus.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of Plongée</source>
        <translation>Nouvelle partie de Plongée</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Game ends at:</source>
        <translation>Fin de partie à :</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>A number replays the same deal; leave empty for a new one.</source>
        <translation>Un nombre rejoue la même donne ; laissez vide pour une nouvelle donne.</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Graine (facultative) :</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordinateur : facile</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Ordinateur : moyen</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Ordinateur : expert</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty).</source>
        <translation>La graine doit être un nombre entier (ou rester vide).</translation>
    </message>
</context>
<context>
    <name>PlongeeDescribe</name>
    <message>
        <source>row %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>Draw a card from the draw pile.</source>
        <translation>Piochez une carte.</translation>
    </message>
    <message>
        <source>Flip the card at %1.</source>
        <translation>Retournez la carte en %1.</translation>
    </message>
    <message>
        <source>Flip the hidden card at %1 and end your turn.</source>
        <translation>Retournez la carte cachée en %1 et terminez votre tour.</translation>
    </message>
    <message>
        <source>Take the %1 from the discard and place it at %2.</source>
        <translation>Prenez le %1 de la défausse et posez-le en %2.</translation>
    </message>
    <message>
        <source>Place the drawn %1 at %2.</source>
        <translation>Posez le %1 pioché en %2.</translation>
    </message>
    <message>
        <source>Discard the drawn %1 and flip the card at %2.</source>
        <translation>Défaussez le %1 pioché et retournez la carte en %2.</translation>
    </message>
    <message>
        <source>The expert would say: %1</source>
        <translation>Conseil de l&apos;expert : %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Last round: </source>
        <translation>Dernier tour : </translation>
    </message>
    <message>
        <source>%1 (computer) is playing…</source>
        <translation>%1 (ordinateur) joue…</translation>
    </message>
    <message>
        <source>Read the round summary, then continue.</source>
        <translation>Lisez le bilan de la manche, puis continuez.</translation>
    </message>
    <message>
        <source>%1: flip two of your cards to open the round (one left).</source>
        <translation>%1 : retournez deux de vos cartes pour ouvrir la manche (encore une).</translation>
    </message>
    <message>
        <source>%1: flip two of your cards to open the round.</source>
        <translation>%1 : retournez deux de vos cartes pour ouvrir la manche.</translation>
    </message>
    <message>
        <source>%1: choose the hidden card to flip (Esc to go back).</source>
        <translation>%1 : choisissez la carte cachée à retourner (Échap pour revenir).</translation>
    </message>
    <message>
        <source>%1: you drew a %2. Click a card of your grid to replace it, or the discard (D) to throw it away and flip a hidden card.</source>
        <translation>%1 : vous avez pioché un %2. Cliquez sur une carte de votre grille pour la remplacer, ou sur la défausse (D) pour le jeter et retourner une carte cachée.</translation>
    </message>
    <message>
        <source>%1: choose where to place the %2 (Esc to go back).</source>
        <translation>%1 : choisissez où poser le %2 (Échap pour revenir).</translation>
    </message>
    <message>
        <source>%1: draw a card (P), take the %2 from the discard (D), or flip a hidden card.</source>
        <translation>%1 : piochez (P), prenez le %2 de la défausse (D), ou retournez une carte cachée.</translation>
    </message>
</context>
<context>
    <name>PlongeeScreen</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What the expert computer player would do (H)</source>
        <translation>Ce que ferait l&apos;ordinateur expert (H)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Show or hide the open discard</source>
        <translation>Afficher ou masquer la défausse ouverte</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Show or hide the scores</source>
        <translation>Afficher ou masquer les scores</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Draw pile: draw a card (P)</source>
        <translation>Pioche : piocher une carte (P)</translation>
    </message>
    <message>
        <source>Discard: take its top card, or throw away the card you drew (D)</source>
        <translation>Défausse : prendre la carte du dessus, ou y jeter la carte piochée (D)</translation>
    </message>
    <message>
        <source>The card just drawn</source>
        <translation>La carte qui vient d&apos;être piochée</translation>
    </message>
    <message>
        <source>The draw pile ran out: the discard was reshuffled.</source>
        <translation>La pioche est épuisée : la défausse a été remélangée.</translation>
    </message>
    <message>
        <source>Round %1 · game ends at %2 points · seed %3</source>
        <translation>Manche %1 · fin de partie à %2 points · graine %3</translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 gagne avec %2 points !</translation>
    </message>
    <message>
        <source>Shared victory: %1, with %2 points each!</source>
        <translation>Victoire partagée : %1, avec %2 points chacun !</translation>
    </message>
</context>
<context>
    <name>PlongeeTable</name>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Piochée</translation>
    </message>
    <message>
        <source>%1 · %2 pts</source>
        <translation>%1 · %2 pts</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>a clos</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Dernier tour</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>%1 closed the round with %2 points, but another player had %3, not more: the score of %1 is doubled to %4.</source>
        <translation>%1 a clos la manche avec %2 points, mais un autre joueur en avait %3, pas plus : le score de %1 est doublé et passe à %4.</translation>
    </message>
    <message>
        <source>%1 closed the round with %2 points: a score of 0 or less is never doubled.</source>
        <translation>%1 a clos la manche avec %2 points : un score nul ou négatif n&apos;est jamais doublé.</translation>
    </message>
    <message>
        <source>%1 closed the round with %2 points, strictly the lowest: no doubling.</source>
        <translation>%1 a clos la manche avec %2 points, strictement le plus bas : pas de doublement.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n column(s).</source>
        <translation>
            <numerusform>%1 a perdu %n colonne.</numerusform>
            <numerusform>%1 a perdu %n colonnes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>La manche %1 est terminée</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Distribuer la manche suivante</translation>
    </message>
</context>
<context>
    <name>ScoresDock</name>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Plongée statistics</source>
        <translation>Statistiques de Plongée</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation>Score moyen par manche</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
</context>
</TS>
