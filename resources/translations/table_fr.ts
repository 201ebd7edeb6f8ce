<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>AdvancedFold</name>
        <message>
            <source>&amp;Deal of the day</source>
            <translation>&amp;Donne du jour</translation>
        </message>
        <message>
            <source>Today everyone who ticks this box plays the same cards.</source>
            <translation>Aujourd’hui, tous ceux qui cochent cette case jouent les mêmes cartes.</translation>
        </message>
        <message>
            <source>&amp;Advanced</source>
            <translation>&amp;Avancé</translation>
        </message>
        <message>
            <source>Show or hide the deal number</source>
            <translation>Afficher ou masquer le numéro de donne</translation>
        </message>
        <message>
            <source>a new deal</source>
            <translation>nouvelle donne</translation>
        </message>
        <message>
            <source>A number replays the same deal; leave empty for a new one.</source>
            <translation>Un numéro rejoue la même donne ; laissez vide pour une nouvelle donne.</translation>
        </message>
        <message>
            <source>Deal &amp;number:</source>
            <translation>&amp;Numéro de donne :</translation>
        </message>
        <message>
            <source>The same number gives the same deal: give it to a friend to play the same cards.</source>
            <translation>Le même numéro donne les mêmes cartes : transmettez-le à un ami pour qu’il joue la même donne.</translation>
        </message>
        <message>
            <source>The deal number is a whole number such as 4821; leave it empty for a new deal.</source>
            <translation>Le numéro de donne est un nombre entier, par exemple 4821 ; laissez-le vide pour une nouvelle donne.</translation>
        </message>
    </context>
    <context>
        <name>Celebration</name>
        <message>
            <source>Celebration (a click or a key ends it)</source>
            <translation>Célébration (un clic ou une touche l'arrête)</translation>
        </message>
    </context>
    <context>
        <name>DiscardHistoryModel</name>
        <message>
            <source>opened the discard</source>
            <translation>a ouvert la défausse</translation>
        </message>
        <message>
            <source>replaced in a grid</source>
            <translation>remplacée</translation>
        </message>
        <message>
            <source>drawn and discarded</source>
            <translation>piochée, jetée</translation>
        </message>
        <message>
            <source>column removed</source>
            <translation>colonne engloutie</translation>
        </message>
        <message>
            <source>taken back by %1</source>
            <translation>reprise par %1</translation>
        </message>
        <message>
            <source>the deal</source>
            <translation>la donne</translation>
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
            <source>Who</source>
            <translation>Qui</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Pourquoi</translation>
        </message>
    </context>
    <context>
        <name>EndPage</name>
        <message>
            <source>Play again</source>
            <translation>Rejouer</translation>
        </message>
        <message>
            <source>The same players, a new deal</source>
            <translation>Les mêmes joueurs, une nouvelle donne</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Rejouer cette donne</translation>
        </message>
        <message>
            <source>The same players and the same cards</source>
            <translation>Les mêmes joueurs et les mêmes cartes</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Revoir la partie</translation>
        </message>
        <message>
            <source>Every move again, as the cards were</source>
            <translation>Chaque coup à nouveau, les cartes telles qu'elles étaient</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Accueil</translation>
        </message>
        <message>
            <source>Deal number %1 — give it to a friend to play the same deal.</source>
            <translation>Numéro de donne : %1 — transmettez-le à un ami pour qu’il joue la même donne.</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>1er</translation>
        </message>
        <message>
            <source>%1th</source>
            <translation>%1e</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2e</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3e</translation>
        </message>
        <message numerus="yes">
            <source>New personal record!</source>
            <translation>
                <numerusform>Nouveau record personnel !</numerusform>
                <numerusform>Nouveaux records personnels !</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FrenchDeck</name>
        <message>
            <source>joker</source>
            <translation>joker</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>as</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>valet</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>dame</translation>
        </message>
        <message>
            <source>king</source>
            <translation>roi</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trèfle</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 de %2</translation>
        </message>
    </context>
    <context>
        <name>GameScreenWords</name>
        <message>
            <source>You win!</source>
            <translation>Vous gagnez !</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 gagne !</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Take back your last move (Ctrl+Z)</source>
            <translation>Reprendre votre dernier coup (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Pass the screen to %1</source>
            <translation>Passez l’écran à %1</translation>
        </message>
        <message>
            <source>The table is hidden so that nobody else sees %1's cards.</source>
            <translation>La table est cachée pour que personne d’autre ne voie les cartes de %1.</translation>
        </message>
        <message>
            <source>I am %1: show the table</source>
            <translation>Je suis %1 : montrer la table</translation>
        </message>
        <message>
            <source>Since your last turn:</source>
            <translation>Depuis votre dernier tour :</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Coup annulé.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>%1 could not choose a move, so a legal move was played in its place.</source>
            <translation>%1 n’a pas pu choisir de coup : un coup permis a été joué à sa place.</translation>
        </message>
        <message>
            <source>The game is over: its moves stay played.</source>
            <translation>La partie est finie : ses coups restent joués.</translation>
        </message>
        <message>
            <source>Undo is off when several people play at the same screen.</source>
            <translation>L'annulation est désactivée quand plusieurs personnes jouent sur le même écran.</translation>
        </message>
        <message>
            <source>Not while the scores are being shown.</source>
            <translation>Pas pendant l'affichage des scores.</translation>
        </message>
        <message>
            <source>A new card has been seen since the last move: it can no longer be taken back.</source>
            <translation>Une nouvelle carte a été vue depuis le dernier coup : il ne peut plus être annulé.</translation>
        </message>
        <message>
            <source>Every move since the last card seen has been taken back.</source>
            <translation>Tous les coups joués depuis la dernière carte vue ont été annulés.</translation>
        </message>
        <message>
            <source>Nothing to take back yet.</source>
            <translation>Aucun coup à annuler pour l'instant.</translation>
        </message>
    </context>
    <context>
        <name>HistoryDock</name>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
    </context>
    <context>
        <name>LessonWords</name>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Continuer</translation>
        </message>
        <message>
            <source>Do it &amp;for me</source>
            <translation>Le faire pour &amp;moi</translation>
        </message>
        <message>
            <source>Plays the move the lesson asks for.</source>
            <translation>Joue le coup que la leçon demande.</translation>
        </message>
        <message>
            <source>&amp;Leave the lesson</source>
            <translation>&amp;Quitter la leçon</translation>
        </message>
        <message>
            <source>Back to the home screen; the lesson starts again from this step.</source>
            <translation>Retour à l’accueil ; la leçon reprendra à cette étape.</translation>
        </message>
        <message>
            <source>Read the lesson's sentence, then press Continue.</source>
            <translation>Lisez la phrase de la leçon, puis appuyez sur Continuer.</translation>
        </message>
        <message>
            <source>The lesson asks for another move. %1</source>
            <translation>La leçon demande un autre coup. %1</translation>
        </message>
        <message>
            <source>Lesson: step %1 of %2</source>
            <translation>Leçon : étape %1 sur %2</translation>
        </message>
        <message>
            <source>%1 plays: watch the table.</source>
            <translation>%1 joue : regardez la table.</translation>
        </message>
        <message>
            <source>Lesson done</source>
            <translation>Leçon terminée</translation>
        </message>
        <message>
            <source>&amp;Back to the home screen</source>
            <translation>&amp;Retour à l’accueil</translation>
        </message>
        <message>
            <source>Undo is off during a lesson: its steps follow one deal.</source>
            <translation>Pas d’annulation pendant une leçon : ses étapes suivent une seule donne.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>First time? A short guided deal teaches the game on its table.</source>
            <translation>Première fois ? Une courte donne guidée vous apprend le jeu sur sa table.</translation>
        </message>
        <message>
            <source>&amp;Learn by playing</source>
            <translation>Apprendre en &amp;jouant</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Joueurs :</translation>
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
            <source>Seat %1: name</source>
            <translation>Place %1 : nom</translation>
        </message>
        <message>
            <source>Seat %1: played by</source>
            <translation>Place %1 : jouée par</translation>
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
            <source>Two players are called %1: give each a name of their own.</source>
            <translation>Deux joueurs s’appellent %1 : donnez à chacun un nom différent.</translation>
        </message>
        <message>
            <source>“%1” and “%2” look alike: give each a name of their own.</source>
            <translation>« %1 » et « %2 » se ressemblent : donnez à chacun un nom bien à lui.</translation>
        </message>
        <message>
            <source>A name cannot hold an invisible or special character (%1): type it again without it.</source>
            <translation>Un nom ne peut pas contenir de caractère invisible ou spécial (%1) : retapez-le sans.</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PastGames</name>
        <message>
            <source>%1 won</source>
            <translation>%1 a gagné</translation>
        </message>
        <message>
            <source>Shared victory: %1</source>
            <translation>Victoire partagée : %1</translation>
        </message>
        <message numerus="yes">
            <source>Its moves were not kept (a game recorded by an older version, or before the last %n games): only its result remains.</source>
            <translation>
                <numerusform>Ses coups n'ont pas été gardés (une partie enregistrée par une version plus ancienne, ou d'avant la dernière partie) : seul son résultat reste.</numerusform>
                <numerusform>Ses coups n'ont pas été gardés (une partie enregistrée par une version plus ancienne, ou d'avant les %n dernières parties) : seul son résultat reste.</numerusform>
            </translation>
        </message>
        <message>
            <source>Its saved moves are those of another game: it cannot be replayed.</source>
            <translation>Ses coups enregistrés sont ceux d'une autre partie : elle ne peut pas être rejouée.</translation>
        </message>
        <message>
            <source>The results cannot be read just now: try again in a moment.</source>
            <translation>Les résultats ne peuvent pas être lus pour l'instant : réessayez dans un moment.</translation>
        </message>
        <message>
            <source>Its saved moves are damaged: it cannot be replayed.</source>
            <translation>Ses coups enregistrés sont abîmés : elle ne peut pas être rejouée.</translation>
        </message>
        <message>
            <source>The game of %1, won by %2.</source>
            <translation>La partie du %1, victoire de %2.</translation>
        </message>
        <message>
            <source>The game of %1.</source>
            <translation>La partie du %1.</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Last games</source>
            <translation>Dernières parties</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revoir</translation>
        </message>
        <message>
            <source>Review this game move by move (Enter)</source>
            <translation>Revoir cette partie coup par coup (Entrée)</translation>
        </message>
        <message>
            <source>No finished game yet.</source>
            <translation>Aucune partie terminée pour l'instant.</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Chiffres</translation>
        </message>
        <message>
            <source>Every player's games</source>
            <translation>Les parties de tout le monde</translation>
        </message>
        <message>
            <source>%1 has not finished a game yet.</source>
            <translation>%1 n'a encore fini aucune partie.</translation>
        </message>
    </context>
    <context>
        <name>ReviewWords</name>
        <message>
            <source>First move (Home)</source>
            <translation>Premier coup (Début)</translation>
        </message>
        <message>
            <source>Previous move (Left)</source>
            <translation>Coup précédent (flèche gauche)</translation>
        </message>
        <message>
            <source>Next move (Right)</source>
            <translation>Coup suivant (flèche droite)</translation>
        </message>
        <message>
            <source>Last move (End)</source>
            <translation>Dernier coup (Fin)</translation>
        </message>
        <message>
            <source>Back to the results</source>
            <translation>Retour aux résultats</translation>
        </message>
        <message>
            <source>The end page, as it was (Escape)</source>
            <translation>La page de fin, telle qu'elle était (Échap)</translation>
        </message>
        <message numerus="yes">
            <source>Move %1 of %n</source>
            <translation>
                <numerusform>Coup %1 sur %n</numerusform>
                <numerusform>Coup %1 sur %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Once the game is over, this line will let you review it from its move.</source>
            <translation>Une fois la partie finie, cette ligne permettra de la revoir à partir de son coup.</translation>
        </message>
        <message>
            <source>Once the game is over, a double click on a line (or Enter) reviews the game from its move.</source>
            <translation>Une fois la partie finie, un double clic sur une ligne (ou Entrée) permet de revoir la partie à partir de son coup.</translation>
        </message>
    </context>
    <context>
        <name>ScoresModel</name>
        <message>
            <source>%1 (×2)</source>
            <translation>%1 (×2)</translation>
        </message>
        <message>
            <source>%1 closed this round</source>
            <translation>%1 a clos cette manche</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Manche %1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Doubled: %1 closed the round without the strictly lowest score (%2 points before doubling)</source>
            <translation>Doublé : %1 a clos la manche sans avoir le score strictement le plus bas (%2 points avant doublement)</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Winning streak:</source>
            <translation>Victoires d'affilée :</translation>
        </message>
        <message>
            <source>now %1, best %2</source>
            <translation>en cours %1, record %2</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message>
            <source>Scores:</source>
            <translation>Scores :</translation>
        </message>
        <message>
            <source>best %1, worst %2, average %3</source>
            <translation>meilleur %1, pire %2, moyenne %3</translation>
        </message>
        <message>
            <source>Deals:</source>
            <translation>Donnes :</translation>
        </message>
        <message>
            <source>Rounds:</source>
            <translation>Manches :</translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s)</source>
            <translation>
                <numerusform>%n donne</numerusform>
                <numerusform>%n donnes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n round(s)</source>
            <translation>
                <numerusform>%n manche</numerusform>
                <numerusform>%n manches</numerusform>
            </translation>
        </message>
        <message>
            <source>best %2, worst %3, average %4 (%1)</source>
            <translation>meilleure %2, pire %3, moyenne %4 (%1)</translation>
        </message>
        <message>
            <source>Opened:</source>
            <translation>Ouvertures :</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%2 of %n deal(s))</source>
            <translation>
                <numerusform>%1 (%2 sur %n donne)</numerusform>
                <numerusform>%1 (%2 sur %n donnes)</numerusform>
            </translation>
        </message>
        <message>
            <source>Turns to open:</source>
            <translation>Tours pour ouvrir :</translation>
        </message>
        <message>
            <source>%1 on average</source>
            <translation>%1 en moyenne</translation>
        </message>
        <message>
            <source>Locations %1</source>
            <translation>Lieux %1</translation>
        </message>
        <message>
            <source>Lords %1</source>
            <translation>Seigneurs %1</translation>
        </message>
        <message>
            <source>Allies %1</source>
            <translation>Alliés %1</translation>
        </message>
        <message>
            <source>Monster tokens %1</source>
            <translation>Pions Monstre %1</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1 ; %2</translation>
        </message>
        <message>
            <source>Points by category:</source>
            <translation>Points par catégorie :</translation>
        </message>
        <message>
            <source>%1 (average per game)</source>
            <translation>%1 (moyenne par partie)</translation>
        </message>
        <message>
            <source>Favourite Lords:</source>
            <translation>Seigneurs favoris :</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n game(s))</source>
            <translation>
                <numerusform>%1 (%n partie)</numerusform>
                <numerusform>%1 (%n parties)</numerusform>
            </translation>
        </message>
        <message>
            <source>persons only</source>
            <translation>personnes seulement</translation>
        </message>
        <message>
            <source>random computer players</source>
            <translation>ordinateurs au hasard</translation>
        </message>
        <message>
            <source>greedy computer players</source>
            <translation>ordinateurs gourmands</translation>
        </message>
        <message>
            <source>easy computer players</source>
            <translation>ordinateurs faciles</translation>
        </message>
        <message>
            <source>medium computer players</source>
            <translation>ordinateurs moyens</translation>
        </message>
        <message>
            <source>expert computer players</source>
            <translation>ordinateurs experts</translation>
        </message>
        <message>
            <source>Your best Plongée round: %1</source>
            <translation>Votre meilleure manche de Plongée : %1</translation>
        </message>
        <message>
            <source>Your best Rami deal: %1</source>
            <translation>Votre meilleure donne de Rami : %1</translation>
        </message>
        <message>
            <source>Your best Plongée game: %1</source>
            <translation>Votre meilleure partie de Plongée : %1</translation>
        </message>
        <message>
            <source>Your best Rami match: %1</source>
            <translation>Votre meilleure partie de Rami : %1</translation>
        </message>
        <message>
            <source>Your best Abyss game: %1</source>
            <translation>Votre meilleure partie d'Abyss : %1</translation>
        </message>
        <message numerus="yes">
            <source>Your longest winning streak: %n game(s)</source>
            <translation>
                <numerusform>Votre plus longue série de victoires : %n partie</numerusform>
                <numerusform>Votre plus longue série de victoires : %n parties</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>Abyss statistics</source>
            <translation>Statistiques d'Abyss</translation>
        </message>
    </context>
    <context>
        <name>StatisticsView</name>
        <message>
            <source>Player:</source>
            <translation>Joueur :</translation>
        </message>
        <message>
            <source>No finished game yet.</source>
            <translation>Aucune partie terminée pour l'instant.</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Adversaires</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>%1, %2 (%3). Best score %4, average %5 points.</source>
            <translation>%1, %2 (%3). Meilleur score %4, moyenne %5 points.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
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
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <translation>Table de jeu</translation>
        </message>
        <message>
            <source>empty place</source>
            <translation>place vide</translation>
        </message>
        <message>
            <source>face-down card</source>
            <translation>carte cachée</translation>
        </message>
    </context>
    <context>
        <name>TallyModel</name>
        <message>
            <source>Card value</source>
            <translation>Valeur de la carte</translation>
        </message>
        <message>
            <source>Copies in the discard since the last reshuffle</source>
            <translation>Exemplaires dans la défausse depuis le dernier mélange</translation>
        </message>
        <message>
            <source>Copies face up in the grids</source>
            <translation>Exemplaires visibles dans les grilles</translation>
        </message>
        <message>
            <source>Copies not seen yet: in the draw pile or face down</source>
            <translation>Exemplaires pas encore vus : dans la pioche ou face cachée</translation>
        </message>
        <message>
            <source>Copies in the whole deck</source>
            <translation>Exemplaires dans tout le sabot</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Carte</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Défausse</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Unseen</source>
            <translation>Reste</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
    </context>
    <context>
        <name>TrendChart</name>
        <message>
            <source>No finished game yet.</source>
            <translation>Aucune partie terminée pour l'instant.</translation>
        </message>
        <message>
            <source>games, oldest first</source>
            <translation>parties, de la plus ancienne à la plus récente</translation>
        </message>
        <message>
            <source>game won</source>
            <translation>partie gagnée</translation>
        </message>
        <message>
            <source>game lost</source>
            <translation>partie perdue</translation>
        </message>
        <message>
            <source>average</source>
            <translation>moyenne</translation>
        </message>
    </context>
</TS>
