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
            <translation>Manche %1 : la pioche est épuisée. La défausse a été remélangée pour former une nouvelle pioche ; l'historique et le décompte repartent de sa carte du dessus.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game of Plongée</source>
            <translation>Nouvelle partie de Plongée</translation>
        </message>
        <message>
            <source>Game &amp;ends at:</source>
            <translation>&amp;Fin de partie à :</translation>
        </message>
        <message>
            <source> points</source>
            <translation> points</translation>
        </message>
        <message>
            <source>The game ends after the round in which a player reaches this score; the lowest total wins.</source>
            <translation>La partie s’arrête à la fin de la manche où un joueur atteint ce score ; le plus petit total gagne.</translation>
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
            <translation>Conseil de l'expert : %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
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
            <source>Flip two of your cards to open the round (one left).</source>
            <translation>Retournez deux de vos cartes pour ouvrir la manche (encore une).</translation>
        </message>
        <message>
            <source>Flip two of your cards to open the round.</source>
            <translation>Retournez deux de vos cartes pour ouvrir la manche.</translation>
        </message>
        <message>
            <source>Choose the hidden card to flip (Esc to go back).</source>
            <translation>Choisissez la carte cachée à retourner (Échap pour revenir).</translation>
        </message>
        <message>
            <source>You drew a %1. Click a card of your grid to replace it, or the discard (D) to throw it away and flip a hidden card.</source>
            <translation>Vous avez pioché un %1. Cliquez une carte de votre grille pour la remplacer, ou la défausse (D) pour le jeter et retourner une carte cachée.</translation>
        </message>
        <message>
            <source>Choose where to place the %1 (Esc to go back).</source>
            <translation>Choisissez où placer le %1 (Échap pour revenir).</translation>
        </message>
        <message>
            <source>Draw a card (P), take the %1 from the discard (D), or flip a hidden card.</source>
            <translation>Piochez une carte (P), prenez le %1 de la défausse (D), ou retournez une carte cachée.</translation>
        </message>
        <message>
            <source>The card at %1 is already face up.</source>
            <translation>La carte en %1 est déjà visible.</translation>
        </message>
        <message>
            <source>There is no card at %1 any more: its column was removed.</source>
            <translation>Il n'y a plus de carte en %1 : sa colonne a été retirée.</translation>
        </message>
        <message>
            <source>The card at %1 is already face up: after discarding, flip a hidden card.</source>
            <translation>La carte en %1 est déjà visible : après avoir défaussé, retournez une carte cachée.</translation>
        </message>
        <message>
            <source>It is not your turn: %1 is playing.</source>
            <translation>Ce n'est pas votre tour : c'est à %1 de jouer.</translation>
        </message>
        <message>
            <source>You draw a card.</source>
            <translation>Vous piochez une carte.</translation>
        </message>
        <message>
            <source>%1 draws a card.</source>
            <translation>%1 pioche une carte.</translation>
        </message>
        <message>
            <source>You take the %2 from the discard: %3.</source>
            <translation>Vous prenez le %2 de la défausse : %3.</translation>
        </message>
        <message>
            <source>%1 takes the %2 from the discard: %3.</source>
            <translation>%1 prend le %2 de la défausse : %3.</translation>
        </message>
        <message>
            <source>You place the drawn %2 at %3.</source>
            <translation>Vous placez le %2 pioché en %3.</translation>
        </message>
        <message>
            <source>%1 places the drawn %2 at %3.</source>
            <translation>%1 place le %2 pioché en %3.</translation>
        </message>
        <message>
            <source>The %1 it replaced goes to the discard.</source>
            <translation>Le %1 remplacé part à la défausse.</translation>
        </message>
        <message>
            <source>You discard the drawn %2.</source>
            <translation>Vous défaussez le %2 pioché.</translation>
        </message>
        <message>
            <source>%1 discards the drawn %2.</source>
            <translation>%1 défausse le %2 pioché.</translation>
        </message>
        <message>
            <source>You flip a %2 at %3.</source>
            <translation>Vous retournez un %2 en %3.</translation>
        </message>
        <message>
            <source>%1 flips a %2 at %3.</source>
            <translation>%1 retourne un %2 en %3.</translation>
        </message>
        <message>
            <source>Your column of %2s is removed.</source>
            <translation>Votre colonne de %2 est retirée.</translation>
        </message>
        <message>
            <source>The column of %2s of %1 is removed.</source>
            <translation>La colonne de %2 de %1 est retirée.</translation>
        </message>
        <message>
            <source>You have no hidden card left: last round!</source>
            <translation>Vous n'avez plus de carte cachée : dernier tour !</translation>
        </message>
        <message>
            <source>%1 has no hidden card left: last round!</source>
            <translation>%1 n'a plus de carte cachée : dernier tour !</translation>
        </message>
        <message>
            <source>You open the round: your two cards show %2, the highest sum.</source>
            <translation>Vous ouvrez la manche : vos deux cartes font %2, la plus forte somme.</translation>
        </message>
        <message>
            <source>%1 opens the round: two cards showing %2, the highest sum.</source>
            <translation>%1 ouvre la manche : deux cartes qui font %2, la plus forte somme.</translation>
        </message>
        <message>
            <source>You open the round: a sum of %2 like another player, and the highest card (%3).</source>
            <translation>Vous ouvrez la manche : une somme de %2 comme un autre joueur, et la plus forte carte (%3).</translation>
        </message>
        <message>
            <source>%1 opens the round: a sum of %2 like another player, and the highest card (%3).</source>
            <translation>%1 ouvre la manche : une somme de %2 comme un autre joueur, et la plus forte carte (%3).</translation>
        </message>
        <message>
            <source>You open the round: a sum of %2 and a highest card of %3 like another player; you come first in turn.</source>
            <translation>Vous ouvrez la manche : une somme de %2 et une plus forte carte de %3 comme un autre joueur ; vous venez en premier dans l'ordre du jeu.</translation>
        </message>
        <message>
            <source>%1 opens the round: a sum of %2 and a highest card of %3 like another player; first in turn.</source>
            <translation>%1 ouvre la manche : une somme de %2 et une plus forte carte de %3 comme un autre joueur ; premier dans l'ordre du jeu.</translation>
        </message>
        <message>
            <source>You closed the round with %2 points, but another player had %3, not more: your score is doubled to %4.</source>
            <translation>Vous avez clos la manche avec %2 points, mais un autre joueur en avait %3, pas plus : votre score est doublé et passe à %4.</translation>
        </message>
        <message>
            <source>%1 closed the round with %2 points, but another player had %3, not more: %1's score is doubled to %4.</source>
            <translation>%1 a clos la manche avec %2 points, mais un autre joueur en avait %3, pas plus : son score est doublé et passe à %4.</translation>
        </message>
        <message>
            <source>You closed the round with %2 points: a score of 0 or less is never doubled.</source>
            <translation>Vous avez clos la manche avec %2 points : un score de 0 ou moins n'est jamais doublé.</translation>
        </message>
        <message>
            <source>%1 closed the round with %2 points: a score of 0 or less is never doubled.</source>
            <translation>%1 a clos la manche avec %2 points : un score de 0 ou moins n'est jamais doublé.</translation>
        </message>
        <message>
            <source>You closed the round with %2 points, strictly the lowest: no doubling.</source>
            <translation>Vous avez clos la manche avec %2 points, strictement le plus bas : pas de doublement.</translation>
        </message>
        <message>
            <source>%1 closed the round with %2 points, strictly the lowest: no doubling.</source>
            <translation>%1 a clos la manche avec %2 points, strictement le plus bas : pas de doublement.</translation>
        </message>
        <message>
            <source>You lost a column.</source>
            <translation>Vous avez perdu une colonne.</translation>
        </message>
        <message>
            <source>%1 lost a column.</source>
            <translation>%1 a perdu une colonne.</translation>
        </message>
        <message>
            <source>You lost %2 columns.</source>
            <translation>Vous avez perdu %2 colonnes.</translation>
        </message>
        <message>
            <source>%1 lost %2 columns.</source>
            <translation>%1 a perdu %2 colonnes.</translation>
        </message>
        <message>
            <source>You win with %2 points!</source>
            <translation>Vous gagnez avec %2 points !</translation>
        </message>
        <message>
            <source>%1 wins with %2 points!</source>
            <translation>%1 gagne avec %2 points !</translation>
        </message>
        <message>
            <source>Shared victory: you and %1, with %2 points each!</source>
            <translation>Victoire partagée : vous et %1, avec %2 points chacun !</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 points each!</source>
            <translation>Victoire partagée : %1, avec %2 points chacun !</translation>
        </message>
        <message>
            <source>Read the round summary, then continue.</source>
            <translation>Lisez le bilan de la manche, puis continuez.</translation>
        </message>
    </context>
    <context>
        <name>PlongeeLesson</name>
        <message>
            <source>Welcome to Plongée! You have 12 cards face down. The aim: as few points as possible when the round ends. Press Continue.</source>
            <translation>Bienvenue dans Plongée ! Vous avez 12 cartes face cachée. Le but : avoir le moins de points possible à la fin de la manche. Appuyez sur Continuer.</translation>
        </message>
        <message>
            <source>Every round starts with two cards turned over. Click the lit card.</source>
            <translation>Chaque manche commence par deux cartes retournées. Cliquez sur la carte éclairée.</translation>
        </message>
        <message>
            <source>And a second one: click the lit card below it.</source>
            <translation>Et une deuxième : cliquez sur la carte éclairée juste en dessous.</translation>
        </message>
        <message>
            <source>Your two 7s make 14, more than Léo's two cards: you play first. The discard shows a −2, the best card of the game. Click it, then the lit card: it takes that card's place, and the card there goes to the discard.</source>
            <translation>Vos deux 7 font 14, plus que les deux cartes de Léo : vous jouez en premier. La défausse montre un −2, la meilleure carte du jeu. Cliquez dessus, puis sur la carte éclairée : il prend sa place, et la carte qui s’y trouvait part à la défausse.</translation>
        </message>
        <message>
            <source>Léo threw away a 7. Three equal cards in a column are removed: take the 7 and put it under your two 7s.</source>
            <translation>Léo a défaussé un 7. Trois cartes égales dans une colonne sont retirées : prenez le 7 et posez-le sous vos deux 7.</translation>
        </message>
        <message>
            <source>Your column is gone, and its 21 points with it. Now draw a card from the pile.</source>
            <translation>Votre colonne est partie, et ses 21 points avec elle. Piochez maintenant une carte.</translation>
        </message>
        <message>
            <source>A 12 is too high to keep: click the discard to throw it away. You must then turn over one of your hidden cards: click the lit one.</source>
            <translation>Un 12, c’est trop pour le garder : cliquez sur la défausse pour le jeter. Vous devez alors retourner une de vos cartes cachées : cliquez sur celle qui est éclairée.</translation>
        </message>
        <message>
            <source>Draw again.</source>
            <translation>Piochez encore.</translation>
        </message>
        <message>
            <source>A 0 is a good card: put it in place of the lit hidden card.</source>
            <translation>Un 0 est une bonne carte : posez-le à la place de la carte cachée éclairée.</translation>
        </message>
        <message>
            <source>A turn can also be a single card turned over, without drawing. Click the lit card.</source>
            <translation>Un tour peut aussi consister à retourner une seule carte, sans piocher. Cliquez sur la carte éclairée.</translation>
        </message>
        <message>
            <source>Léo replaced a hidden card: it was a −1, and it went to the discard. Take it for your lit hidden card: what the others throw away can help you.</source>
            <translation>Léo a remplacé une carte cachée : c’était un −1, et il est parti à la défausse. Prenez-le pour votre carte cachée éclairée : ce que les autres jettent peut vous servir.</translation>
        </message>
        <message>
            <source>Turn over the lit card.</source>
            <translation>Retournez la carte éclairée.</translation>
        </message>
        <message>
            <source>Draw a card.</source>
            <translation>Piochez une carte.</translation>
        </message>
        <message>
            <source>A 1: keep it in place of the lit hidden card.</source>
            <translation>Un 1 : gardez-le à la place de la carte cachée éclairée.</translation>
        </message>
        <message>
            <source>Two hidden cards left. Turn over the lit one.</source>
            <translation>Plus que deux cartes cachées. Retournez celle qui est éclairée.</translation>
        </message>
        <message>
            <source>Turn over your last hidden card: that closes the round. Léo then plays one last turn, and every card is shown. Careful: if someone ends with as few points as you or fewer, your points are doubled.</source>
            <translation>Retournez votre dernière carte cachée : cela clôt la manche. Léo joue alors un dernier tour, puis toutes les cartes sont montrées. Attention : si quelqu’un finit avec autant de points que vous ou moins, vos points sont doublés.</translation>
        </message>
        <message>
            <source>Well played: you know Plongée! The game goes on round after round until someone has 100 points; the lowest total then wins. Play on against Léo, or go back to the home screen.</source>
            <translation>Bien joué : vous savez jouer à Plongée ! La partie continue, manche après manche, jusqu’à ce que quelqu’un atteigne 100 points ; le plus petit total gagne alors. Continuez contre Léo, ou revenez à l’accueil.</translation>
        </message>
    </context>
    <context>
        <name>PlongeeScreen</name>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Manche %1</translation>
        </message>
        <message>
            <source>Take back your last move, as long as no hidden card was shown since (Ctrl+Z)</source>
            <translation>Reprendre votre dernier coup, tant qu'aucune carte cachée n'a été montrée depuis (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>What the expert computer player would do (H)</source>
            <translation>Ce que ferait l'ordinateur expert (H)</translation>
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
            <translation>La carte qui vient d'être piochée</translation>
        </message>
        <message>
            <source>The draw pile ran out: the discard was reshuffled.</source>
            <translation>La pioche est épuisée : la défausse a été remélangée.</translation>
        </message>
        <message>
            <source>Round %1 is over: each player's points are on the table.</source>
            <translation>La manche %1 est terminée : les points de chacun sont sur la table.</translation>
        </message>
        <message>
            <source>Round %1 · game ends at %2 points</source>
            <translation>Manche %1 · fin de partie à %2 points</translation>
        </message>
        <message>
            <source>Your best round: round %2 (%3); your worst: round %4 (%5).</source>
            <translation>Votre meilleure manche : manche %2 (%3) ; la pire : manche %4 (%5).</translation>
        </message>
        <message>
            <source>Best round of %1: round %2 (%3); worst: round %4 (%5).</source>
            <translation>Meilleure manche pour %1 : manche %2 (%3) ; la pire : manche %4 (%5).</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: it does not replay from its deal.</source>
            <translation>Cette partie ne peut pas être revue : elle ne se rejoue pas depuis sa donne.</translation>
        </message>
        <message>
            <source>Previous end of a round (Page Up)</source>
            <translation>Fin de manche précédente (Page préc.)</translation>
        </message>
        <message>
            <source>Next end of a round (Page Down)</source>
            <translation>Fin de manche suivante (Page suiv.)</translation>
        </message>
        <message>
            <source>The table as every player saw it: a card just drawn stays hidden.</source>
            <translation>La table telle que tous les joueurs la voyaient : une carte qui vient d'être piochée reste cachée.</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Coup annulé.</translation>
        </message>
        <message>
            <source>Discards</source>
            <translation>Défausses</translation>
        </message>
        <message>
            <source>Show or hide the discard history: the cards thrown away since the last shuffle</source>
            <translation>Afficher ou masquer l’historique de la défausse : les cartes jetées depuis le dernier mélange</translation>
        </message>
        <message numerus="yes">
            <source>Against these opponents: %n game(s), %1.</source>
            <translation>
                <numerusform>Contre ces adversaires : %n partie, %1.</numerusform>
                <numerusform>Contre ces adversaires : %n parties, %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n won</source>
            <translation>
                <numerusform>%n gagnée</numerusform>
                <numerusform>%n gagnées</numerusform>
            </translation>
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
            <source>%1 → ×2 = %2</source>
            <translation>%1 → ×2 = %2</translation>
        </message>
        <message>
            <source>closed</source>
            <translation>a clos</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Dernier tour</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 · %2 (total %3)</source>
            <translation>%1 · %2 (total %3)</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n pt</numerusform>
                <numerusform>%n pts</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RoundSummaryDialog</name>
        <message>
            <source>Round %1</source>
            <translation>Manche %1</translation>
        </message>
        <message>
            <source>Round %1 is over</source>
            <translation>La manche %1 est terminée</translation>
        </message>
        <message>
            <source>See the result</source>
            <translation>Voir le résultat</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>Distribuer la manche suivante</translation>
        </message>
        <message numerus="yes">
            <source>total %n point(s)</source>
            <translation>
                <numerusform>total %n point</numerusform>
                <numerusform>total %n points</numerusform>
            </translation>
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
            <translation>Aucune partie terminée pour l'instant.</translation>
        </message>
    </context>
</TS>
