<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Marquoir</name>
        <message>
            <source>Not filled in yet (type 0 if none)</source>
            <translation>Pas encore rempli (tapez 0 s’il n’y a rien)</translation>
        </message>
        <message>
            <source>"{text}" is not a whole number</source>
            <translation>« {text} » n’est pas un nombre entier</translation>
        </message>
        <message>
            <source>A score cannot be negative</source>
            <translation>Un score ne peut pas être négatif</translation>
        </message>
        <message>
            <source>{value} is more than {maximum}, the most possible here</source>
            <translation>{value} dépasse {maximum}, le maximum possible ici</translation>
        </message>
        <message>
            <source>Type the player's name</source>
            <translation>Tapez le nom du joueur</translation>
        </message>
        <message>
            <source>A name cannot hold an invisible or special character ({character}): type it again without it</source>
            <translation>Un nom ne peut pas contenir de caractère invisible ou spécial ({character}) : retapez-le sans</translation>
        </message>
        <message>
            <source>A name is at most {maximum} characters</source>
            <translation>Un nom fait au plus {maximum} caractères</translation>
        </message>
        <message>
            <source>Two players are called "{name}"</source>
            <translation>Deux joueurs s’appellent « {name} »</translation>
        </message>
        <message>
            <source>A sheet has {low} to {high} players, not {count}</source>
            <translation>Une feuille compte de {low} à {high} joueurs, pas {count}</translation>
        </message>
        <message>
            <source>"{text}" is not a date like 2024-05-31</source>
            <translation>« {text} » n’est pas une date comme 2024-05-31</translation>
        </message>
        <message>
            <source>A note is at most {maximum} characters</source>
            <translation>Une note fait au plus {maximum} caractères</translation>
        </message>
        <message>
            <source>The file is {size} MB; at most {limit} MB (about {sheets} sheets) can be imported at once. Split it into smaller files.</source>
            <translation>Le fichier fait {size} Mo ; on peut importer au plus {limit} Mo (environ {sheets} feuilles) à la fois. Découpez-le en fichiers plus petits.</translation>
        </message>
        <message>
            <source>The file is not text in UTF-8; save it as "CSV UTF-8"</source>
            <translation>Le fichier n’est pas du texte UTF-8 ; enregistrez-le en « CSV UTF-8 »</translation>
        </message>
        <message>
            <source>The file is empty</source>
            <translation>Le fichier est vide</translation>
        </message>
        <message>
            <source>The first line must hold the names of the columns of a Marquoir CSV file; missing: {columns}</source>
            <translation>La première ligne doit porter les noms des colonnes d’un fichier CSV du Marquoir ; il manque : {columns}</translation>
        </message>
        <message>
            <source>{count} columns instead of {expected}</source>
            <translation>{count} colonnes au lieu de {expected}</translation>
        </message>
        <message>
            <source>holds a control character (such as NUL or a line break), which a sheet cannot hold</source>
            <translation>contient un caractère de contrôle (comme NUL ou un saut de ligne), qu’une feuille ne peut pas contenir</translation>
        </message>
        <message>
            <source>The file holds more than {limit} sheets, the most one import takes. Split it into smaller files.</source>
            <translation>Le fichier contient plus de {limit} feuilles, le maximum pour une importation. Découpez-le en fichiers plus petits.</translation>
        </message>
        <message>
            <source>The same sheet has two dates: {first} and {second}</source>
            <translation>La même feuille porte deux dates : {first} et {second}</translation>
        </message>
        <message>
            <source>The file holds no sheet</source>
            <translation>Le fichier ne contient aucune feuille</translation>
        </message>
        <message>
            <source>a cell is longer than {limit} KiB, far more than a sheet holds</source>
            <translation>une cellule dépasse {limit} Kio, bien plus que ce que contient une feuille</translation>
        </message>
        <message>
            <source>this line cannot be read as CSV</source>
            <translation>cette ligne ne peut pas être lue comme du CSV</translation>
        </message>
        <message>
            <source>Marquoir</source>
            <translation>Marquoir</translation>
        </message>
        <message>
            <source>The score history was written by a newer version of Abyss Cards. Update the app to open it; the file was left untouched.</source>
            <translation>L’historique des scores a été écrit par une version plus récente d’Abyss Cards. Mettez l’application à jour pour l’ouvrir ; le fichier n’a pas été modifié.</translation>
        </message>
        <message>
            <source>The score history cannot be opened just now; it was left untouched and nothing in it is lost.</source>
            <translation>L’historique des scores ne peut pas être ouvert pour l’instant ; il n’a pas été modifié et rien n’y est perdu.</translation>
        </message>
        <message>
            <source>Choose a sheet to see it here</source>
            <translation>Choisissez une feuille pour la voir ici</translation>
        </message>
        <message>
            <source>Choose a player to see their totals over time</source>
            <translation>Choisissez un joueur pour voir ses totaux au fil des parties</translation>
        </message>
        <message>
            <source>{name}: totals game after game</source>
            <translation>{name} : totaux partie après partie</translation>
        </message>
        <message>
            <source>Crabs</source>
            <translation>Crabes</translation>
        </message>
        <message>
            <source>Shellfish</source>
            <translation>Coquillages</translation>
        </message>
        <message>
            <source>Squids</source>
            <translation>Poulpes</translation>
        </message>
        <message>
            <source>Jellyfish</source>
            <translation>Méduses</translation>
        </message>
        <message>
            <source>Seahorses</source>
            <translation>Hippocampes</translation>
        </message>
        <message>
            <source>Tokens worth 2</source>
            <translation>Pions de valeur 2</translation>
        </message>
        <message>
            <source>Tokens worth 3</source>
            <translation>Pions de valeur 3</translation>
        </message>
        <message>
            <source>Tokens worth 4</source>
            <translation>Pions de valeur 4</translation>
        </message>
        <message>
            <source>Federated Allies</source>
            <translation>Alliés fédérés</translation>
        </message>
        <message>
            <source>For each race, the value of the strongest federated Ally (0 if none).</source>
            <translation>Pour chaque Peuple, la valeur du meilleur Allié fédéré (0 s’il n’y en a pas).</translation>
        </message>
        <message>
            <source>Monster tokens</source>
            <translation>Pions Monstre</translation>
        </message>
        <message>
            <source>How many Monster tokens of each value?</source>
            <translation>Combien de pions Monstre de chaque valeur ?</translation>
        </message>
        <message>
            <source>Abyss sheet of {date}</source>
            <translation>Feuille d’Abyss du {date}</translation>
        </message>
        <message>
            <source>Abyss — sheet of {date}</source>
            <translation>Abyss — feuille du {date}</translation>
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
            <source>Strongest Lord</source>
            <translation>Seigneur le plus fort</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>{column}: {problem}</source>
            <translation>{column} : {problem}</translation>
        </message>
        <message>
            <source>Row {line}: {problem}</source>
            <translation>Ligne {line} : {problem}</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} et {last}</translation>
        </message>
        <message>
            <source>You win with {total}</source>
            <translation>Vous gagnez avec {total}</translation>
        </message>
        <message>
            <source>{name} wins with {total}</source>
            <translation>{name} gagne avec {total}</translation>
        </message>
        <message>
            <source>Shared victory: {names}, {total} each</source>
            <translation>Victoire partagée : {names}, {total} chacun</translation>
        </message>
        <message>
            <source>{first} and {second} both have {total}: {first} is ahead with more Pearls ({mine} against {theirs}).</source>
            <translation>{first} et {second} ont tous deux {total} : {first} passe devant avec plus de perles ({mine} contre {theirs}).</translation>
        </message>
        <message>
            <source>You and {second} both have {total}: you are ahead with more Pearls ({mine} against {theirs}).</source>
            <translation>Vous et {second} avez tous deux {total} : vous passez devant avec plus de perles ({mine} contre {theirs}).</translation>
        </message>
        <message>
            <source>{first} and you both have {total}: {first} is ahead with more Pearls ({mine} against {theirs}).</source>
            <translation>{first} et vous avez tous deux {total} : {first} passe devant avec plus de perles ({mine} contre {theirs}).</translation>
        </message>
        <message>
            <source>{first} and {second} both have {total} and {pearls}: {first} is ahead with the stronger Lord ({mine} against {theirs}).</source>
            <translation>{first} et {second} ont tous deux {total} et {pearls} : {first} passe devant grâce au Seigneur le plus fort ({mine} contre {theirs}).</translation>
        </message>
        <message>
            <source>You and {second} both have {total} and {pearls}: you are ahead with the stronger Lord ({mine} against {theirs}).</source>
            <translation>Vous et {second} avez tous deux {total} et {pearls} : vous passez devant grâce au Seigneur le plus fort ({mine} contre {theirs}).</translation>
        </message>
        <message>
            <source>{first} and you both have {total} and {pearls}: {first} is ahead with the stronger Lord ({mine} against {theirs}).</source>
            <translation>{first} et vous avez tous deux {total} et {pearls} : {first} passe devant grâce au Seigneur le plus fort ({mine} contre {theirs}).</translation>
        </message>
        <message>
            <source>{first} and {second} share place {place}: same total ({total}), same Pearls and Lords of the same strength.</source>
            <translation>{first} et {second} partagent la place {place} : même total ({total}), autant de perles et des Seigneurs de même force.</translation>
        </message>
        <message>
            <source>You and {second} share place {place}: same total ({total}), same Pearls and Lords of the same strength.</source>
            <translation>Vous et {second} partagez la place {place} : même total ({total}), autant de perles et des Seigneurs de même force.</translation>
        </message>
        <message>
            <source>{first} and you share place {place}: same total ({total}), same Pearls and Lords of the same strength.</source>
            <translation>{first} et vous partagez la place {place} : même total ({total}), autant de perles et des Seigneurs de même force.</translation>
        </message>
        <message numerus="yes">
            <source>%n Pearl(s)</source>
            <translation>
                <numerusform>%n perle</numerusform>
                <numerusform>%n perles</numerusform>
            </translation>
        </message>
        <message>
            <source>1st</source>
            <translation>1er</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2e</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3e</translation>
        </message>
        <message>
            <source>{n}th</source>
            <translation>{n}e</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Feuille</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <source>Row {line}, “{column}” column: {problem}</source>
            <translation>Ligne {line}, colonne « {column} » : {problem}</translation>
        </message>
        <message>
            <source>“{title}” ({name})</source>
            <translation>« {title} » ({name})</translation>
        </message>
    </context>
    <context>
        <name>MarquoirScreen</name>
        <message>
            <source>adding the sheet of {date}</source>
            <translation>l’ajout de la feuille du {date}</translation>
        </message>
        <message>
            <source>correcting the sheet of {date}</source>
            <translation>la correction de la feuille du {date}</translation>
        </message>
        <message>
            <source>deleting the sheet of {date}</source>
            <translation>la suppression de la feuille du {date}</translation>
        </message>
        <message numerus="yes">
            <source>importing %n sheet(s)</source>
            <translation>
                <numerusform>l’import de %n feuille</numerusform>
                <numerusform>l’import de %n feuilles</numerusform>
            </translation>
        </message>
        <message>
            <source>New sheet…</source>
            <translation>Nouvelle feuille…</translation>
        </message>
        <message>
            <source>Correct…</source>
            <translation>Corriger…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <source>Import CSV…</source>
            <translation>Importer un CSV…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exporter en CSV…</translation>
        </message>
        <message>
            <source>Sheet as PDF…</source>
            <translation>Feuille en PDF…</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Joueur :</translation>
        </message>
        <message>
            <source>Resume it</source>
            <translation>La reprendre</translation>
        </message>
        <message>
            <source>Discard it</source>
            <translation>L’abandonner</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Feuille</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>The score history could not be read. It was kept aside as {file} and a new, empty history was started. Sheets you saved before are in that file.</source>
            <translation>L’historique des scores était illisible. Il a été mis de côté sous le nom {file} et un nouvel historique, vide, a été commencé. Les feuilles enregistrées auparavant se trouvent dans ce fichier.</translation>
        </message>
        <message>
            <source>The score history is in a folder that cannot be written: you can look at every sheet, but new sheets and corrections cannot be saved for now.</source>
            <translation>L’historique des scores est dans un dossier où l’on ne peut pas écrire : vous pouvez consulter toutes les feuilles, mais les nouvelles feuilles et les corrections ne peuvent pas être enregistrées pour l’instant.</translation>
        </message>
        <message>
            <source>Type the scores of a new game (Ctrl+N)</source>
            <translation>Saisir les scores d’une nouvelle partie (Ctrl+N)</translation>
        </message>
        <message>
            <source>Open the chosen sheet to correct it</source>
            <translation>Ouvrir la feuille choisie pour la corriger</translation>
        </message>
        <message>
            <source>Delete the chosen sheet; Undo brings it back</source>
            <translation>Supprimer la feuille choisie ; Annuler la fait revenir</translation>
        </message>
        <message>
            <source>Show only the sheets of one player</source>
            <translation>N’afficher que les feuilles d’un joueur</translation>
        </message>
        <message>
            <source>The score history was not changed</source>
            <translation>L’historique des scores n’a pas été modifié</translation>
        </message>
        <message>
            <source>The score history could not be written, so this change was not made; every sheet saved before is still there.</source>
            <translation>L’historique des scores n’a pas pu être écrit, cette modification n’a donc pas été faite ; toutes les feuilles enregistrées auparavant sont toujours là.</translation>
        </message>
        <message>
            <source>The score history could not be read just now.</source>
            <translation>L’historique des scores n’a pas pu être lu pour l’instant.</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Tout le monde</translation>
        </message>
        <message numerus="yes">
            <source>%n sheet(s)</source>
            <translation>
                <numerusform>%n feuille</numerusform>
                <numerusform>%n feuilles</numerusform>
            </translation>
        </message>
        <message>
            <source>No sheet yet: start one with “New sheet…”</source>
            <translation>Aucune feuille pour l’instant : commencez-en une avec « Nouvelle feuille… »</translation>
        </message>
        <message>
            <source>Game of {date}</source>
            <translation>Partie du {date}</translation>
        </message>
        <message>
            <source>The score history could not be checked just now; changes wait.</source>
            <translation>L’historique des scores n’a pas pu être vérifié pour l’instant ; les modifications attendent.</translation>
        </message>
        <message>
            <source>The change will be saved in a moment, once the history is checked.</source>
            <translation>La modification sera enregistrée dans un instant, une fois l’historique vérifié.</translation>
        </message>
        <message>
            <source>The sheet you were typing last time could not be read back, and its file could not be set aside (the folder is read-only).</source>
            <translation>La feuille que vous saisissiez la dernière fois est illisible, et son fichier n’a pas pu être mis de côté (le dossier est en lecture seule).</translation>
        </message>
        <message>
            <source>The sheet you were typing last time could not be read back. Its file was kept aside as {file}; you can type the sheet again.</source>
            <translation>La feuille que vous saisissiez la dernière fois est illisible. Son fichier a été mis de côté sous le nom {file} ; vous pouvez saisir la feuille à nouveau.</translation>
        </message>
        <message>
            <source>no names yet</source>
            <translation>pas encore de noms</translation>
        </message>
        <message>
            <source>A correction of the sheet of {date} ({names}) was not saved.</source>
            <translation>Une correction de la feuille du {date} ({names}) n’a pas été enregistrée.</translation>
        </message>
        <message>
            <source>A sheet you were typing ({date}, {names}) was not saved.</source>
            <translation>Une feuille en cours de saisie ({date}, {names}) n’a pas été enregistrée.</translation>
        </message>
        <message>
            <source>Discard the unsaved sheet</source>
            <translation>Abandonner la feuille non enregistrée</translation>
        </message>
        <message>
            <source>Throw away the sheet that was not saved? This cannot be undone.</source>
            <translation>Jeter la feuille qui n’a pas été enregistrée ? On ne pourra pas revenir en arrière.</translation>
        </message>
        <message>
            <source>Same sheet already saved</source>
            <translation>Feuille déjà enregistrée</translation>
        </message>
        <message>
            <source>A sheet with the same date, players and scores is already saved. Save this one too?</source>
            <translation>Une feuille avec la même date, les mêmes joueurs et les mêmes scores est déjà enregistrée. Enregistrer celle-ci quand même ?</translation>
        </message>
        <message>
            <source>The sheet cannot be saved</source>
            <translation>Impossible d’enregistrer la feuille</translation>
        </message>
        <message>
            <source>The sheet could not be saved in the score history. It is still open, as you typed it.</source>
            <translation>La feuille n’a pas pu être enregistrée dans l’historique des scores. Elle est toujours ouverte, telle que vous l’avez saisie.</translation>
        </message>
        <message>
            <source>The sheet was not saved</source>
            <translation>La feuille n’a pas été enregistrée</translation>
        </message>
        <message>
            <source>Back to the sheet</source>
            <translation>Revenir à la feuille</translation>
        </message>
        <message>
            <source>Export it as CSV…</source>
            <translation>L’exporter en CSV…</translation>
        </message>
        <message>
            <source>Export the sheet as CSV</source>
            <translation>Exporter la feuille en CSV</translation>
        </message>
        <message>
            <source>Sheet corrected.</source>
            <translation>Feuille corrigée.</translation>
        </message>
        <message>
            <source>Sheet saved.</source>
            <translation>Feuille enregistrée.</translation>
        </message>
        <message>
            <source>Delete a sheet</source>
            <translation>Supprimer une feuille</translation>
        </message>
        <message>
            <source>Delete the sheet of {date} ({names})? You can undo it with Ctrl+Z.</source>
            <translation>Supprimer la feuille du {date} ({names}) ? Ctrl+Z permet de l’annuler.</translation>
        </message>
        <message>
            <source>Sheet deleted. Undo brings it back.</source>
            <translation>Feuille supprimée. « Annuler » la fait revenir.</translation>
        </message>
        <message>
            <source>Export the sheets as CSV</source>
            <translation>Exporter les feuilles en CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Échec de l’export</translation>
        </message>
        <message>
            <source>Could not write {file}: {reason}</source>
            <translation>Impossible d’écrire {file} : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) written to {file}.</source>
            <translation>
                <numerusform>%n ligne écrite dans {file}.</numerusform>
                <numerusform>%n lignes écrites dans {file}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Import sheets from CSV</source>
            <translation>Importer des feuilles depuis un CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>Importation de {file}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message numerus="yes">
            <source>%n sheet(s) of {total} imported…</source>
            <translation>
                <numerusform>%n feuille sur {total} importée…</numerusform>
                <numerusform>%n feuilles sur {total} importées…</numerusform>
            </translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported.</source>
            <translation>Importation annulée : rien n’a été importé.</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>Échec de l’import</translation>
        </message>
        <message>
            <source>Nothing was imported from {file}.</source>
            <translation>Rien n’a été importé depuis {file}.</translation>
        </message>
        <message>
            <source>Could not read {file}: {reason}</source>
            <translation>Impossible de lire {file} : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more problem(s).</source>
            <translation>
                <numerusform>… et %n autre problème.</numerusform>
                <numerusform>… et %n autres problèmes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Import refused</source>
            <translation>Import refusé</translation>
        </message>
        <message>
            <source>Nothing was imported from {file}, because:</source>
            <translation>Rien n’a été importé de {file}, car :</translation>
        </message>
        <message numerus="yes">
            <source>%n sheet(s) imported.</source>
            <translation>
                <numerusform>%n feuille importée.</numerusform>
                <numerusform>%n feuilles importées.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n already in the history, skipped.</source>
            <translation>
                <numerusform>%n déjà dans l’historique, ignorée.</numerusform>
                <numerusform>%n déjà dans l’historique, ignorées.</numerusform>
            </translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <source>Save the sheet as PDF</source>
            <translation>Enregistrer la feuille en PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Could not write {file}.</source>
            <translation>Impossible d’écrire {file}.</translation>
        </message>
        <message>
            <source>Sheet written to {file}.</source>
            <translation>Feuille écrite dans {file}.</translation>
        </message>
        <message>
            <source>Score sheets</source>
            <translation>Feuilles de score</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetModel</name>
        <message>
            <source>Player {n}</source>
            <translation>Joueur {n}</translation>
        </message>
        <message>
            <source>F4 opens a helper that adds it up for you</source>
            <translation>F4 ouvre une aide qui fait l’addition pour vous</translation>
        </message>
    </context>
    <context>
        <name>SheetChart</name>
        <message>
            <source>Picture of the sheet</source>
            <translation>Image de la feuille</translation>
        </message>
    </context>
    <context>
        <name>SheetDialog</name>
        <message>
            <source>Correct a sheet</source>
            <translation>Corriger une feuille</translation>
        </message>
        <message>
            <source>New Abyss sheet</source>
            <translation>Nouvelle feuille d’Abyss</translation>
        </message>
        <message>
            <source>“{first}” and “{second}” look alike but are spelt differently: they count as two players. Check the spelling.</source>
            <translation>« {first} » et « {second} » se ressemblent mais ne s’écrivent pas pareil : ce sont deux joueurs différents. Vérifiez l’orthographe.</translation>
        </message>
        <message>
            <source>Tab or Enter: next cell down the column · F4: helper for Allies and Monsters · Ctrl+S: save · closing keeps a draft</source>
            <translation>Tab ou Entrée : case suivante dans la colonne · F4 : aide pour les Alliés et les Monstres · Ctrl+S : enregistrer · fermer garde un brouillon</translation>
        </message>
        <message>
            <source>This sheet cannot be kept as a draft:</source>
            <translation>Cette feuille ne peut pas être gardée comme brouillon :</translation>
        </message>
        <message>
            <source>Save it, or export it, before closing this window.</source>
            <translation>Enregistrez-la ou exportez-la avant de fermer cette fenêtre.</translation>
        </message>
    </context>
    <context>
        <name>SheetEditor</name>
        <message>
            <source>Where, with which expansion… (optional)</source>
            <translation>Où, avec quelle extension… (facultatif)</translation>
        </message>
        <message>
            <source>Played on</source>
            <translation>Jouée le</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>Remove this player</source>
            <translation>Retirer ce joueur</translation>
        </message>
        <message>
            <source>Allies helper…</source>
            <translation>Aide Alliés…</translation>
        </message>
        <message>
            <source>Monsters helper…</source>
            <translation>Aide Monstres…</translation>
        </message>
        <message>
            <source>Add up the best federated Ally of each race (F4)</source>
            <translation>Additionner le meilleur Allié fédéré de chaque Peuple (F4)</translation>
        </message>
        <message>
            <source>Add up the Monster tokens by value (F4)</source>
            <translation>Additionner les pions Monstre par valeur (F4)</translation>
        </message>
        <message>
            <source>{player} · {row}: {problem}</source>
            <translation>{player} · {row} : {problem}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>To fix before saving:</source>
            <translation>À corriger avant d’enregistrer :</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more problem(s)</source>
            <translation>
                <numerusform>… et %n autre problème</numerusform>
                <numerusform>… et %n autres problèmes</numerusform>
            </translation>
        </message>
        <message>
            <source>The sheet is complete and can be saved.</source>
            <translation>La feuille est complète et peut être enregistrée.</translation>
        </message>
        <message>
            <source>The ranking appears once every number is typed.</source>
            <translation>Le classement apparaît dès que tous les nombres sont saisis.</translation>
        </message>
    </context>
    <context>
        <name>SheetListModel</name>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Note</translation>
        </message>
    </context>
    <context>
        <name>StatsModel</name>
        <message>
            <source>ø {category}</source>
            <translation>ø {category}</translation>
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
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>ø Total</source>
            <translation>ø Total</translation>
        </message>
        <message>
            <source>Average per game</source>
            <translation>Moyenne par partie</translation>
        </message>
    </context>
    <context>
        <name>SumHelper</name>
        <message>
            <source>Sum: {total}</source>
            <translation>Somme : {total}</translation>
        </message>
    </context>
    <context>
        <name>TotalsChart</name>
        <message>
            <source>Totals over time</source>
            <translation>Totaux au fil du temps</translation>
        </message>
    </context>
</TS>
