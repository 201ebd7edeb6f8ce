<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Errors</name>
        <message>
            <source>Something went wrong</source>
            <translation>Un problème est survenu</translation>
        </message>
        <message>
            <source>Abyss Cards met an unexpected problem and stopped what it was doing. Your games and score sheets are saved. The details were written to:
{path}</source>
            <translation>Abyss Cards a rencontré un problème inattendu et a interrompu ce qu'il faisait. Vos parties et vos feuilles de score sont enregistrées. Les détails ont été écrits dans :
{path}</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>Not available yet</source>
            <translation>Pas encore disponible</translation>
        </message>
        <message>
            <source>This part of Abyss Cards is still being built.</source>
            <translation>Cette partie d'Abyss Cards est encore en construction.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Ouvrir</translation>
        </message>
        <message>
            <source>Learn by playing</source>
            <translation>Apprendre en jouant</translation>
        </message>
        <message>
            <source>A short guided deal on the real table: one sentence at each step.</source>
            <translation>Une courte donne guidée sur la vraie table : une phrase à chaque étape.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Plongée</source>
            <translation>Plongée</translation>
        </message>
        <message>
            <source>Rami</source>
            <translation>Rami</translation>
        </message>
        <message>
            <source>Abyss</source>
            <translation>Abyss</translation>
        </message>
        <message>
            <source>Marquoir</source>
            <translation>Marquoir</translation>
        </message>
        <message>
            <source>Twelve cards face down, the lowest total wins. 2 to 8 players.</source>
            <translation>Douze cartes face cachée, le plus petit total gagne. De 2 à 8 joueurs.</translation>
        </message>
        <message>
            <source>Tunisian rummy for two: 81 points to open, 500 to lose the match.</source>
            <translation>Le rami tunisien à deux : 81 points pour déposer, 500 pour perdre la partie.</translation>
        </message>
        <message>
            <source>The deep-sea board game: recruit Lords, control Locations. 2 to 4 players.</source>
            <translation>Le jeu de plateau des profondeurs : recrutez des Seigneurs, contrôlez des Lieux. De 2 à 4 joueurs.</translation>
        </message>
        <message>
            <source>Enter the scores of your Abyss games at the table and see who wins over time.</source>
            <translation>Notez les scores de vos parties d'Abyss jouées à table et suivez qui gagne au fil du temps.</translation>
        </message>
    </context>
    <context>
        <name>HomePage</name>
        <message>
            <source>Abyss Cards</source>
            <translation>Abyss Cards</translation>
        </message>
        <message>
            <source>Card games and score sheets, offline, for the family table.</source>
            <translation>Jeux de cartes et feuilles de score, hors ligne, pour la table familiale.</translation>
        </message>
        <message>
            <source>Resume the game — {game}</source>
            <translation>Reprendre la partie — {game}</translation>
        </message>
        <message>
            <source>Rules of each game: Help menu → Rules (F1).</source>
            <translation>Règles de chaque jeu : menu Aide → Règles (F1).</translation>
        </message>
        <message>
            <source>Games and score sheets</source>
            <translation>Jeux et feuilles de score</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>The game you were playing is saved: Resume the game, on the home screen, takes it up again.</source>
            <translation>La partie que vous jouiez est enregistrée : sur l'accueil, « Reprendre la partie » la reprend là où elle en était.</translation>
        </message>
        <message>
            <source>{game} is not available yet.</source>
            <translation>{game} n'est pas encore disponible.</translation>
        </message>
        <message>
            <source>The saved {game} game could not be restored, so it was set aside (as {file}). You can start a new game.</source>
            <translation>La partie de {game} sauvegardée n'a pas pu être restaurée ; elle a été mise de côté (sous le nom {file}). Vous pouvez commencer une nouvelle partie.</translation>
        </message>
        <message>
            <source>Saved game unreadable</source>
            <translation>Partie sauvegardée illisible</translation>
        </message>
        <message>
            <source>The file {name} could not be read; it was left as it is, and Abyss Cards carries on without it.
Folder: {folder}</source>
            <translation>Le fichier {name} n’a pas pu être lu ; il a été laissé tel quel, et Abyss Cards continue sans lui.
Dossier : {folder}</translation>
        </message>
        <message>
            <source>A file could not be read</source>
            <translation>Un fichier n'a pas pu être lu</translation>
        </message>
        <message>
            <source>The file {name} could not be read. It was kept aside as {moved} and Abyss Cards carries on without it.
Folder: {folder}</source>
            <translation>Le fichier {name} n'a pas pu être lu. Il a été mis de côté sous le nom {moved} et Abyss Cards continue sans lui.
Dossier : {folder}</translation>
        </message>
        <message>
            <source>Nothing can be saved</source>
            <translation>Rien ne peut être enregistré</translation>
        </message>
        <message>
            <source>Your settings could not be saved.</source>
            <translation>Vos réglages n’ont pas pu être enregistrés.</translation>
        </message>
        <message>
            <source>The file {name} could not be read; it was kept aside as {moved} and a new one was started.</source>
            <translation>Le fichier {name} était illisible ; il a été mis de côté sous le nom {moved} et un nouveau a été commencé.</translation>
        </message>
        <message>
            <source>This game cannot be saved as you play:</source>
            <translation>Cette partie ne peut pas être enregistrée au fil du jeu :</translation>
        </message>
        <message>
            <source>Play goes on, and saving is tried again after every move.</source>
            <translation>Le jeu continue, et l’enregistrement est retenté après chaque coup.</translation>
        </message>
        <message>
            <source>The saved {game} game cannot be read just now ({reason}). It was left as it is.</source>
            <translation>La partie de {game} sauvegardée ne peut pas être lue pour l’instant ({reason}). Elle a été laissée telle quelle.</translation>
        </message>
        <message>
            <source>The saved {game} game could not be restored, and it could not be set aside either (its folder is read-only). You can start a new game.</source>
            <translation>La partie de {game} sauvegardée n’a pas pu être reprise, ni mise de côté (son dossier est en lecture seule). Vous pouvez commencer une nouvelle partie.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <source>&amp;Resume the game</source>
            <translation>&amp;Reprendre la partie</translation>
        </message>
        <message>
            <source>&amp;Home</source>
            <translation>&amp;Accueil</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Paramètres…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>A&amp;ffichage</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Règles</translation>
        </message>
        <message>
            <source>&amp;About Abyss Cards</source>
            <translation>À &amp;propos d'Abyss Cards</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Plein écran</translation>
        </message>
        <message>
            <source>About Abyss Cards</source>
            <translation>À propos d'Abyss Cards</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Abyss Cards {version}&lt;/h3&gt;&lt;p&gt;Plongée, Rami and Abyss to play offline against computer players or friends on one screen, and the Marquoir to keep your Abyss score sheets.&lt;/p&gt;&lt;p&gt;Everything stays on this computer; nothing uses the network.&lt;/p&gt;&lt;p&gt;Cards and pictures are drawn by the app itself.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Abyss Cards {version}&lt;/h3&gt;&lt;p&gt;Plongée, Rami et Abyss, à jouer hors ligne contre l'ordinateur ou entre amis sur un même écran, et le Marquoir pour garder vos feuilles de score d'Abyss.&lt;/p&gt;&lt;p&gt;Tout reste sur cet ordinateur ; rien n'utilise le réseau.&lt;/p&gt;&lt;p&gt;Les cartes et les images sont dessinées par l'application elle-même.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Abyss Cards</source>
            <translation>Abyss Cards</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {reason}</source>
            <translation>Vos paramètres n'ont pas pu être enregistrés : {reason}</translation>
        </message>
        <message>
            <source>{game} has no lesson yet.</source>
            <translation>{game} n’a pas encore de leçon.</translation>
        </message>
        <message>
            <source>&amp;Learn by playing</source>
            <translation>&amp;Apprendre en jouant</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>The rules (your document)</source>
            <translation>Les règles (votre document)</translation>
        </message>
        <message>
            <source>Original text (French)</source>
            <translation>Texte original</translation>
        </message>
        <message>
            <source>The rules</source>
            <translation>Les règles</translation>
        </message>
        <message>
            <source>Our English wording of the original French rules. The French text as the players wrote it: the “Original text (French)” button below.</source>
            <translation>Notre version anglaise des règles originales, écrites en français. Le texte français tel que les joueurs l'ont écrit : le bouton « Texte original » ci-dessous.</translation>
        </message>
        <message>
            <source>The app's rulings</source>
            <translation>Les précisions de l'application</translation>
        </message>
        <message>
            <source>Where the rules above are silent or unclear, the app follows these rulings.</source>
            <translation>Là où les règles ci-dessus ne disent rien ou laissent un doute, l'application suit ces précisions.</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>Contents</source>
            <translation>Sommaire</translation>
        </message>
    </context>
    <context>
        <name>RulesViewer</name>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Original text (French)</source>
            <translation>Texte original</translation>
        </message>
        <message>
            <source>Show the rules as the players wrote them, in French.</source>
            <translation>Afficher les règles telles que les joueurs les ont écrites, en français.</translation>
        </message>
        <message>
            <source>English rules</source>
            <translation>Règles en anglais</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Comme le système</translation>
        </message>
        <message>
            <source>Off (instant)</source>
            <translation>Désactivées (instantané)</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lent</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instantané</translation>
        </message>
        <message>
            <source>Your name at the table</source>
            <translation>Votre nom à table</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Tapis vert</translation>
        </message>
        <message>
            <source>Deep blue</source>
            <translation>Bleu des profondeurs</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>Bordeaux</translation>
        </message>
        <message>
            <source>Night</source>
            <translation>Nuit</translation>
        </message>
        <message>
            <source>Four-colour suits (♦ blue, ♣ green)</source>
            <translation>Couleurs à quatre teintes (♦ bleu, ♣ vert)</translation>
        </message>
        <message>
            <source>Save to the Marquoir</source>
            <translation>Enregistrer dans le Marquoir</translation>
        </message>
        <message>
            <source>Each finished game of Abyss goes into the Marquoir's history as a score sheet</source>
            <translation>Chaque partie d'Abyss terminée entre dans l'historique du Marquoir comme une feuille de score</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Langue :</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>Animations :</translation>
        </message>
        <message>
            <source>Computer players' pace:</source>
            <translation>Rythme des joueurs ordinateur :</translation>
        </message>
        <message>
            <source>Default player name:</source>
            <translation>Nom du joueur par défaut :</translation>
        </message>
        <message>
            <source>Table colours:</source>
            <translation>Couleurs de la table :</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Contraste élevé</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Automatic (grows with the window)</source>
            <translation>Automatique (suit la taille de la fenêtre)</translation>
        </message>
        <message>
            <source>Text size:</source>
            <translation>Taille du texte :</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Abyss Cards cannot start: {folder} should be a folder, but it is a file.</source>
            <translation>Abyss Cards ne peut pas démarrer : {folder} devrait être un dossier, mais c’est un fichier.</translation>
        </message>
        <message>
            <source>Abyss Cards cannot start: {folder} is a link to {detail}, which does not exist (a disk that is not connected?).</source>
            <translation>Abyss Cards ne peut pas démarrer : {folder} est un lien vers {detail}, qui n’existe pas (un disque débranché ?).</translation>
        </message>
        <message>
            <source>Abyss Cards cannot start: {folder} is a link that leads back to itself.</source>
            <translation>Abyss Cards ne peut pas démarrer : {folder} est un lien qui renvoie à lui-même.</translation>
        </message>
        <message>
            <source>Abyss Cards cannot start: it cannot create its folder {folder} ({detail}).</source>
            <translation>Abyss Cards ne peut pas démarrer : impossible de créer son dossier {folder} ({detail}).</translation>
        </message>
        <message>
            <source>The disk holding {folder} is full: Abyss Cards works, but nothing (games, settings, score sheets) can be saved until some space is freed.</source>
            <translation>Le disque qui contient {folder} est plein : Abyss Cards fonctionne, mais rien (parties, réglages, feuilles de scores) ne peut être enregistré tant que de la place n’est pas libérée.</translation>
        </message>
        <message>
            <source>The folder {folder} is read-only: Abyss Cards works, but nothing (games, settings, score sheets) can be saved until it can be written.</source>
            <translation>Le dossier {folder} est en lecture seule : Abyss Cards fonctionne, mais rien (parties, réglages, feuilles de scores) ne peut être enregistré tant qu’on ne peut pas y écrire.</translation>
        </message>
        <message>
            <source>Abyss Cards cannot write to {folder} ({detail}): nothing can be saved for now.</source>
            <translation>Abyss Cards ne peut pas écrire dans {folder} ({detail}) : rien ne peut être enregistré pour l’instant.</translation>
        </message>
        <message>
            <source>Another copy of Abyss Cards is using the data folder {folder} but does not answer. Close it (or end its process) and start again; if no copy is running, delete the file {lock}.</source>
            <translation>Une autre copie d’Abyss Cards utilise le dossier de données {folder} mais ne répond pas. Fermez-la (ou arrêtez son processus) puis relancez ; si aucune copie n’est ouverte, supprimez le fichier {lock}.</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Another Abyss Cards window is writing to it right now (a long import, perhaps).</source>
            <translation>Une autre fenêtre d’Abyss Cards est en train d’y écrire (une longue importation, peut-être).</translation>
        </message>
        <message>
            <source>The file or its folder is read-only.</source>
            <translation>Le fichier ou son dossier est en lecture seule.</translation>
        </message>
        <message>
            <source>The disk is full.</source>
            <translation>Le disque est plein.</translation>
        </message>
        <message>
            <source>The disk reported an error while reading or writing it.</source>
            <translation>Le disque a signalé une erreur en le lisant ou en l’écrivant.</translation>
        </message>
        <message>
            <source>Wait for it to finish, then try again.</source>
            <translation>Attendez qu’elle ait fini, puis réessayez.</translation>
        </message>
        <message>
            <source>Make the folder writable, then try again.</source>
            <translation>Rendez le dossier accessible en écriture, puis réessayez.</translation>
        </message>
        <message>
            <source>Free some space on the disk, then try again.</source>
            <translation>Libérez de la place sur le disque, puis réessayez.</translation>
        </message>
        <message>
            <source>Try again; if it keeps failing, check the disk.</source>
            <translation>Réessayez ; si cela échoue encore, vérifiez le disque.</translation>
        </message>
        <message>
            <source>The result of this game could not be saved in {file}.</source>
            <translation>Le résultat de cette partie n’a pas pu être enregistré dans {file}.</translation>
        </message>
    </context>
</TS>
