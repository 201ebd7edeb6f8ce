<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Marquoir</name>
        <message>
            <source>Not filled in yet (type 0 if none)</source>
            <translation>Not filled in yet (type 0 if none)</translation>
        </message>
        <message>
            <source>"{text}" is not a whole number</source>
            <translation>"{text}" is not a whole number</translation>
        </message>
        <message>
            <source>A score cannot be negative</source>
            <translation>A score cannot be negative</translation>
        </message>
        <message>
            <source>{value} is more than {maximum}, the most possible here</source>
            <translation>{value} is more than {maximum}, the most possible here</translation>
        </message>
        <message>
            <source>Type the player's name</source>
            <translation>Type the player's name</translation>
        </message>
        <message>
            <source>A name cannot hold an invisible or special character ({character}): type it again without it</source>
            <translation>A name cannot hold an invisible or special character ({character}): type it again without it</translation>
        </message>
        <message>
            <source>A name is at most {maximum} characters</source>
            <translation>A name is at most {maximum} characters</translation>
        </message>
        <message>
            <source>Two players are called "{name}"</source>
            <translation>Two players are called "{name}"</translation>
        </message>
        <message>
            <source>A sheet has {low} to {high} players, not {count}</source>
            <translation>A sheet has {low} to {high} players, not {count}</translation>
        </message>
        <message>
            <source>"{text}" is not a date like 2024-05-31</source>
            <translation>"{text}" is not a date like 2024-05-31</translation>
        </message>
        <message>
            <source>A note is at most {maximum} characters</source>
            <translation>A note is at most {maximum} characters</translation>
        </message>
        <message>
            <source>The file is {size} MB; at most {limit} MB (about {sheets} sheets) can be imported at once. Split it into smaller files.</source>
            <translation>The file is {size} MB; at most {limit} MB (about {sheets} sheets) can be imported at once. Split it into smaller files.</translation>
        </message>
        <message>
            <source>The file is not text in UTF-8; save it as "CSV UTF-8"</source>
            <translation>The file is not text in UTF-8; save it as "CSV UTF-8"</translation>
        </message>
        <message>
            <source>The file is empty</source>
            <translation>The file is empty</translation>
        </message>
        <message>
            <source>The first line must hold the names of the columns of a Marquoir CSV file; missing: {columns}</source>
            <translation>The first line must hold the names of the columns of a Marquoir CSV file; missing: {columns}</translation>
        </message>
        <message>
            <source>{count} columns instead of {expected}</source>
            <translation>{count} columns instead of {expected}</translation>
        </message>
        <message>
            <source>holds a control character (such as NUL or a line break), which a sheet cannot hold</source>
            <translation>holds a control character (such as NUL or a line break), which a sheet cannot hold</translation>
        </message>
        <message>
            <source>The file holds more than {limit} sheets, the most one import takes. Split it into smaller files.</source>
            <translation>The file holds more than {limit} sheets, the most one import takes. Split it into smaller files.</translation>
        </message>
        <message>
            <source>The same sheet has two dates: {first} and {second}</source>
            <translation>The same sheet has two dates: {first} and {second}</translation>
        </message>
        <message>
            <source>The file holds no sheet</source>
            <translation>The file holds no sheet</translation>
        </message>
        <message>
            <source>a cell is longer than {limit} KiB, far more than a sheet holds</source>
            <translation>a cell is longer than {limit} KiB, far more than a sheet holds</translation>
        </message>
        <message>
            <source>this line cannot be read as CSV</source>
            <translation>this line cannot be read as CSV</translation>
        </message>
        <message>
            <source>Marquoir</source>
            <translation>Marquoir</translation>
        </message>
        <message>
            <source>The score history was written by a newer version of Abyss Cards. Update the app to open it; the file was left untouched.</source>
            <translation>The score history was written by a newer version of Abyss Cards. Update the app to open it; the file was left untouched.</translation>
        </message>
        <message>
            <source>The score history cannot be opened just now; it was left untouched and nothing in it is lost.</source>
            <translation>The score history cannot be opened just now; it was left untouched and nothing in it is lost.</translation>
        </message>
        <message>
            <source>Choose a sheet to see it here</source>
            <translation>Choose a sheet to see it here</translation>
        </message>
        <message>
            <source>Choose a player to see their totals over time</source>
            <translation>Choose a player to see their totals over time</translation>
        </message>
        <message>
            <source>{name}: totals game after game</source>
            <translation>{name}: totals game after game</translation>
        </message>
        <message>
            <source>Crabs</source>
            <translation>Crabs</translation>
        </message>
        <message>
            <source>Shellfish</source>
            <translation>Shellfish</translation>
        </message>
        <message>
            <source>Squids</source>
            <translation>Squids</translation>
        </message>
        <message>
            <source>Jellyfish</source>
            <translation>Jellyfish</translation>
        </message>
        <message>
            <source>Seahorses</source>
            <translation>Seahorses</translation>
        </message>
        <message>
            <source>Tokens worth 2</source>
            <translation>Tokens worth 2</translation>
        </message>
        <message>
            <source>Tokens worth 3</source>
            <translation>Tokens worth 3</translation>
        </message>
        <message>
            <source>Tokens worth 4</source>
            <translation>Tokens worth 4</translation>
        </message>
        <message>
            <source>Federated Allies</source>
            <translation>Federated Allies</translation>
        </message>
        <message>
            <source>For each race, the value of the strongest federated Ally (0 if none).</source>
            <translation>For each race, the value of the strongest federated Ally (0 if none).</translation>
        </message>
        <message>
            <source>Monster tokens</source>
            <translation>Monster tokens</translation>
        </message>
        <message>
            <source>How many Monster tokens of each value?</source>
            <translation>How many Monster tokens of each value?</translation>
        </message>
        <message>
            <source>Abyss sheet of {date}</source>
            <translation>Abyss sheet of {date}</translation>
        </message>
        <message>
            <source>Abyss — sheet of {date}</source>
            <translation>Abyss — sheet of {date}</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Locations</source>
            <translation>Locations</translation>
        </message>
        <message>
            <source>Lords</source>
            <translation>Lords</translation>
        </message>
        <message>
            <source>Monsters</source>
            <translation>Monsters</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Pearls</source>
            <translation>Pearls</translation>
        </message>
        <message>
            <source>Strongest Lord</source>
            <translation>Strongest Lord</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>{column}: {problem}</source>
            <translation>{column}: {problem}</translation>
        </message>
        <message>
            <source>Row {line}: {problem}</source>
            <translation>Row {line}: {problem}</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} and {last}</translation>
        </message>
        <message>
            <source>You win with {total}</source>
            <translation>You win with {total}</translation>
        </message>
        <message>
            <source>{name} wins with {total}</source>
            <translation>{name} wins with {total}</translation>
        </message>
        <message>
            <source>Shared victory: {names}, {total} each</source>
            <translation>Shared victory: {names}, {total} each</translation>
        </message>
        <message>
            <source>{first} and {second} both have {total}: {first} is ahead with more Pearls ({mine} against {theirs}).</source>
            <translation>{first} and {second} both have {total}: {first} is ahead with more Pearls ({mine} against {theirs}).</translation>
        </message>
        <message>
            <source>You and {second} both have {total}: you are ahead with more Pearls ({mine} against {theirs}).</source>
            <translation>You and {second} both have {total}: you are ahead with more Pearls ({mine} against {theirs}).</translation>
        </message>
        <message>
            <source>{first} and you both have {total}: {first} is ahead with more Pearls ({mine} against {theirs}).</source>
            <translation>{first} and you both have {total}: {first} is ahead with more Pearls ({mine} against {theirs}).</translation>
        </message>
        <message>
            <source>{first} and {second} both have {total} and {pearls}: {first} is ahead with the stronger Lord ({mine} against {theirs}).</source>
            <translation>{first} and {second} both have {total} and {pearls}: {first} is ahead with the stronger Lord ({mine} against {theirs}).</translation>
        </message>
        <message>
            <source>You and {second} both have {total} and {pearls}: you are ahead with the stronger Lord ({mine} against {theirs}).</source>
            <translation>You and {second} both have {total} and {pearls}: you are ahead with the stronger Lord ({mine} against {theirs}).</translation>
        </message>
        <message>
            <source>{first} and you both have {total} and {pearls}: {first} is ahead with the stronger Lord ({mine} against {theirs}).</source>
            <translation>{first} and you both have {total} and {pearls}: {first} is ahead with the stronger Lord ({mine} against {theirs}).</translation>
        </message>
        <message>
            <source>{first} and {second} share place {place}: same total ({total}), same Pearls and Lords of the same strength.</source>
            <translation>{first} and {second} share place {place}: same total ({total}), same Pearls and Lords of the same strength.</translation>
        </message>
        <message>
            <source>You and {second} share place {place}: same total ({total}), same Pearls and Lords of the same strength.</source>
            <translation>You and {second} share place {place}: same total ({total}), same Pearls and Lords of the same strength.</translation>
        </message>
        <message>
            <source>{first} and you share place {place}: same total ({total}), same Pearls and Lords of the same strength.</source>
            <translation>{first} and you share place {place}: same total ({total}), same Pearls and Lords of the same strength.</translation>
        </message>
        <message numerus="yes">
            <source>%n Pearl(s)</source>
            <translation>
                <numerusform>%n Pearl</numerusform>
                <numerusform>%n Pearls</numerusform>
            </translation>
        </message>
        <message>
            <source>1st</source>
            <translation>1st</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2nd</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3rd</translation>
        </message>
        <message>
            <source>{n}th</source>
            <translation>{n}th</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Sheet</translation>
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
            <translation>Row {line}, “{column}” column: {problem}</translation>
        </message>
        <message>
            <source>“{title}” ({name})</source>
            <translation>“{title}” ({name})</translation>
        </message>
    </context>
    <context>
        <name>MarquoirScreen</name>
        <message>
            <source>adding the sheet of {date}</source>
            <translation>adding the sheet of {date}</translation>
        </message>
        <message>
            <source>correcting the sheet of {date}</source>
            <translation>correcting the sheet of {date}</translation>
        </message>
        <message>
            <source>deleting the sheet of {date}</source>
            <translation>deleting the sheet of {date}</translation>
        </message>
        <message numerus="yes">
            <source>importing %n sheet(s)</source>
            <translation>
                <numerusform>importing %n sheet</numerusform>
                <numerusform>importing %n sheets</numerusform>
            </translation>
        </message>
        <message>
            <source>New sheet…</source>
            <translation>New sheet…</translation>
        </message>
        <message>
            <source>Correct…</source>
            <translation>Correct…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Redo</translation>
        </message>
        <message>
            <source>Import CSV…</source>
            <translation>Import CSV…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Export CSV…</translation>
        </message>
        <message>
            <source>Sheet as PDF…</source>
            <translation>Sheet as PDF…</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Player:</translation>
        </message>
        <message>
            <source>Resume it</source>
            <translation>Resume it</translation>
        </message>
        <message>
            <source>Discard it</source>
            <translation>Discard it</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Sheet</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>The score history could not be read. It was kept aside as {file} and a new, empty history was started. Sheets you saved before are in that file.</source>
            <translation>The score history could not be read. It was kept aside as {file} and a new, empty history was started. Sheets you saved before are in that file.</translation>
        </message>
        <message>
            <source>The score history is in a folder that cannot be written: you can look at every sheet, but new sheets and corrections cannot be saved for now.</source>
            <translation>The score history is in a folder that cannot be written: you can look at every sheet, but new sheets and corrections cannot be saved for now.</translation>
        </message>
        <message>
            <source>Type the scores of a new game (Ctrl+N)</source>
            <translation>Type the scores of a new game (Ctrl+N)</translation>
        </message>
        <message>
            <source>Open the chosen sheet to correct it</source>
            <translation>Open the chosen sheet to correct it</translation>
        </message>
        <message>
            <source>Delete the chosen sheet; Undo brings it back</source>
            <translation>Delete the chosen sheet; Undo brings it back</translation>
        </message>
        <message>
            <source>Show only the sheets of one player</source>
            <translation>Show only the sheets of one player</translation>
        </message>
        <message>
            <source>The score history was not changed</source>
            <translation>The score history was not changed</translation>
        </message>
        <message>
            <source>The score history could not be written, so this change was not made; every sheet saved before is still there.</source>
            <translation>The score history could not be written, so this change was not made; every sheet saved before is still there.</translation>
        </message>
        <message>
            <source>The score history could not be read just now.</source>
            <translation>The score history could not be read just now.</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Everyone</translation>
        </message>
        <message numerus="yes">
            <source>%n sheet(s)</source>
            <translation>
                <numerusform>%n sheet</numerusform>
                <numerusform>%n sheets</numerusform>
            </translation>
        </message>
        <message>
            <source>No sheet yet: start one with “New sheet…”</source>
            <translation>No sheet yet: start one with “New sheet…”</translation>
        </message>
        <message>
            <source>Game of {date}</source>
            <translation>Game of {date}</translation>
        </message>
        <message>
            <source>The score history could not be checked just now; changes wait.</source>
            <translation>The score history could not be checked just now; changes wait.</translation>
        </message>
        <message>
            <source>The change will be saved in a moment, once the history is checked.</source>
            <translation>The change will be saved in a moment, once the history is checked.</translation>
        </message>
        <message>
            <source>The sheet you were typing last time could not be read back, and its file could not be set aside (the folder is read-only).</source>
            <translation>The sheet you were typing last time could not be read back, and its file could not be set aside (the folder is read-only).</translation>
        </message>
        <message>
            <source>The sheet you were typing last time could not be read back. Its file was kept aside as {file}; you can type the sheet again.</source>
            <translation>The sheet you were typing last time could not be read back. Its file was kept aside as {file}; you can type the sheet again.</translation>
        </message>
        <message>
            <source>no names yet</source>
            <translation>no names yet</translation>
        </message>
        <message>
            <source>A correction of the sheet of {date} ({names}) was not saved.</source>
            <translation>A correction of the sheet of {date} ({names}) was not saved.</translation>
        </message>
        <message>
            <source>A sheet you were typing ({date}, {names}) was not saved.</source>
            <translation>A sheet you were typing ({date}, {names}) was not saved.</translation>
        </message>
        <message>
            <source>Discard the unsaved sheet</source>
            <translation>Discard the unsaved sheet</translation>
        </message>
        <message>
            <source>Throw away the sheet that was not saved? This cannot be undone.</source>
            <translation>Throw away the sheet that was not saved? This cannot be undone.</translation>
        </message>
        <message>
            <source>Same sheet already saved</source>
            <translation>Same sheet already saved</translation>
        </message>
        <message>
            <source>A sheet with the same date, players and scores is already saved. Save this one too?</source>
            <translation>A sheet with the same date, players and scores is already saved. Save this one too?</translation>
        </message>
        <message>
            <source>The sheet cannot be saved</source>
            <translation>The sheet cannot be saved</translation>
        </message>
        <message>
            <source>The sheet could not be saved in the score history. It is still open, as you typed it.</source>
            <translation>The sheet could not be saved in the score history. It is still open, as you typed it.</translation>
        </message>
        <message>
            <source>The sheet was not saved</source>
            <translation>The sheet was not saved</translation>
        </message>
        <message>
            <source>Back to the sheet</source>
            <translation>Back to the sheet</translation>
        </message>
        <message>
            <source>Export it as CSV…</source>
            <translation>Export it as CSV…</translation>
        </message>
        <message>
            <source>Export the sheet as CSV</source>
            <translation>Export the sheet as CSV</translation>
        </message>
        <message>
            <source>Sheet corrected.</source>
            <translation>Sheet corrected.</translation>
        </message>
        <message>
            <source>Sheet saved.</source>
            <translation>Sheet saved.</translation>
        </message>
        <message>
            <source>Delete a sheet</source>
            <translation>Delete a sheet</translation>
        </message>
        <message>
            <source>Delete the sheet of {date} ({names})? You can undo it with Ctrl+Z.</source>
            <translation>Delete the sheet of {date} ({names})? You can undo it with Ctrl+Z.</translation>
        </message>
        <message>
            <source>Sheet deleted. Undo brings it back.</source>
            <translation>Sheet deleted. Undo brings it back.</translation>
        </message>
        <message>
            <source>Export the sheets as CSV</source>
            <translation>Export the sheets as CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV files (*.csv)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Export failed</translation>
        </message>
        <message>
            <source>Could not write {file}: {reason}</source>
            <translation>Could not write {file}: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) written to {file}.</source>
            <translation>
                <numerusform>%n line written to {file}.</numerusform>
                <numerusform>%n lines written to {file}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Import sheets from CSV</source>
            <translation>Import sheets from CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>CSV files (*.csv);;All files (*)</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>Importing {file}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message numerus="yes">
            <source>%n sheet(s) of {total} imported…</source>
            <translation>
                <numerusform>%n sheet of {total} imported…</numerusform>
                <numerusform>%n sheets of {total} imported…</numerusform>
            </translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported.</source>
            <translation>Import cancelled: nothing was imported.</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>Import failed</translation>
        </message>
        <message>
            <source>Nothing was imported from {file}.</source>
            <translation>Nothing was imported from {file}.</translation>
        </message>
        <message>
            <source>Could not read {file}: {reason}</source>
            <translation>Could not read {file}: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more problem(s).</source>
            <translation>
                <numerusform>… and %n more problem.</numerusform>
                <numerusform>… and %n more problems.</numerusform>
            </translation>
        </message>
        <message>
            <source>Import refused</source>
            <translation>Import refused</translation>
        </message>
        <message>
            <source>Nothing was imported from {file}, because:</source>
            <translation>Nothing was imported from {file}, because:</translation>
        </message>
        <message numerus="yes">
            <source>%n sheet(s) imported.</source>
            <translation>
                <numerusform>%n sheet imported.</numerusform>
                <numerusform>%n sheets imported.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n already in the history, skipped.</source>
            <translation>
                <numerusform>%n already in the history, skipped.</numerusform>
                <numerusform>%n already in the history, skipped.</numerusform>
            </translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <source>Save the sheet as PDF</source>
            <translation>Save the sheet as PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF files (*.pdf)</translation>
        </message>
        <message>
            <source>Could not write {file}.</source>
            <translation>Could not write {file}.</translation>
        </message>
        <message>
            <source>Sheet written to {file}.</source>
            <translation>Sheet written to {file}.</translation>
        </message>
        <message>
            <source>Score sheets</source>
            <translation>Score sheets</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetModel</name>
        <message>
            <source>Player {n}</source>
            <translation>Player {n}</translation>
        </message>
        <message>
            <source>F4 opens a helper that adds it up for you</source>
            <translation>F4 opens a helper that adds it up for you</translation>
        </message>
    </context>
    <context>
        <name>SheetChart</name>
        <message>
            <source>Picture of the sheet</source>
            <translation>Picture of the sheet</translation>
        </message>
    </context>
    <context>
        <name>SheetDialog</name>
        <message>
            <source>Correct a sheet</source>
            <translation>Correct a sheet</translation>
        </message>
        <message>
            <source>New Abyss sheet</source>
            <translation>New Abyss sheet</translation>
        </message>
        <message>
            <source>“{first}” and “{second}” look alike but are spelt differently: they count as two players. Check the spelling.</source>
            <translation>“{first}” and “{second}” look alike but are spelt differently: they count as two players. Check the spelling.</translation>
        </message>
        <message>
            <source>Tab or Enter: next cell down the column · F4: helper for Allies and Monsters · Ctrl+S: save · closing keeps a draft</source>
            <translation>Tab or Enter: next cell down the column · F4: helper for Allies and Monsters · Ctrl+S: save · closing keeps a draft</translation>
        </message>
        <message>
            <source>This sheet cannot be kept as a draft:</source>
            <translation>This sheet cannot be kept as a draft:</translation>
        </message>
        <message>
            <source>Save it, or export it, before closing this window.</source>
            <translation>Save it, or export it, before closing this window.</translation>
        </message>
    </context>
    <context>
        <name>SheetEditor</name>
        <message>
            <source>Where, with which expansion… (optional)</source>
            <translation>Where, with which expansion… (optional)</translation>
        </message>
        <message>
            <source>Played on</source>
            <translation>Played on</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Add a player</translation>
        </message>
        <message>
            <source>Remove this player</source>
            <translation>Remove this player</translation>
        </message>
        <message>
            <source>Allies helper…</source>
            <translation>Allies helper…</translation>
        </message>
        <message>
            <source>Monsters helper…</source>
            <translation>Monsters helper…</translation>
        </message>
        <message>
            <source>Add up the best federated Ally of each race (F4)</source>
            <translation>Add up the best federated Ally of each race (F4)</translation>
        </message>
        <message>
            <source>Add up the Monster tokens by value (F4)</source>
            <translation>Add up the Monster tokens by value (F4)</translation>
        </message>
        <message>
            <source>{player} · {row}: {problem}</source>
            <translation>{player} · {row}: {problem}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>To fix before saving:</source>
            <translation>To fix before saving:</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more problem(s)</source>
            <translation>
                <numerusform>… and %n more problem</numerusform>
                <numerusform>… and %n more problems</numerusform>
            </translation>
        </message>
        <message>
            <source>The sheet is complete and can be saved.</source>
            <translation>The sheet is complete and can be saved.</translation>
        </message>
        <message>
            <source>The ranking appears once every number is typed.</source>
            <translation>The ranking appears once every number is typed.</translation>
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
            <translation>Players</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Winner</translation>
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
            <translation>Player</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Wins</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>ø Total</source>
            <translation>ø Total</translation>
        </message>
        <message>
            <source>Average per game</source>
            <translation>Average per game</translation>
        </message>
    </context>
    <context>
        <name>SumHelper</name>
        <message>
            <source>Sum: {total}</source>
            <translation>Sum: {total}</translation>
        </message>
    </context>
    <context>
        <name>TotalsChart</name>
        <message>
            <source>Totals over time</source>
            <translation>Totals over time</translation>
        </message>
    </context>
</TS>
