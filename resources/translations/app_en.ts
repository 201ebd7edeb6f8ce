<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Errors</name>
        <message>
            <source>Something went wrong</source>
            <translation>Something went wrong</translation>
        </message>
        <message>
            <source>Abyss Cards met an unexpected problem and stopped what it was doing. Your games and score sheets are saved. The details were written to:
{path}</source>
            <translation>Abyss Cards met an unexpected problem and stopped what it was doing. Your games and score sheets are saved. The details were written to:
{path}</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>Not available yet</source>
            <translation>Not available yet</translation>
        </message>
        <message>
            <source>This part of Abyss Cards is still being built.</source>
            <translation>This part of Abyss Cards is still being built.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Learn by playing</source>
            <translation>Learn by playing</translation>
        </message>
        <message>
            <source>A short guided deal on the real table: one sentence at each step.</source>
            <translation>A short guided deal on the real table: one sentence at each step.</translation>
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
            <translation>Twelve cards face down, the lowest total wins. 2 to 8 players.</translation>
        </message>
        <message>
            <source>Tunisian rummy for two: 81 points to open, 500 to lose the match.</source>
            <translation>Tunisian rummy for two: 81 points to open, 500 to lose the match.</translation>
        </message>
        <message>
            <source>The deep-sea board game: recruit Lords, control Locations. 2 to 4 players.</source>
            <translation>The deep-sea board game: recruit Lords, control Locations. 2 to 4 players.</translation>
        </message>
        <message>
            <source>Enter the scores of your Abyss games at the table and see who wins over time.</source>
            <translation>Enter the scores of your Abyss games at the table and see who wins over time.</translation>
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
            <translation>Card games and score sheets, offline, for the family table.</translation>
        </message>
        <message>
            <source>Resume the game — {game}</source>
            <translation>Resume the game — {game}</translation>
        </message>
        <message>
            <source>Rules of each game: Help menu → Rules (F1).</source>
            <translation>Rules of each game: Help menu → Rules (F1).</translation>
        </message>
        <message>
            <source>Games and score sheets</source>
            <translation>Games and score sheets</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>The game you were playing is saved: Resume the game, on the home screen, takes it up again.</source>
            <translation>The game you were playing is saved: Resume the game, on the home screen, takes it up again.</translation>
        </message>
        <message>
            <source>{game} is not available yet.</source>
            <translation>{game} is not available yet.</translation>
        </message>
        <message>
            <source>The saved {game} game could not be restored, so it was set aside (as {file}). You can start a new game.</source>
            <translation>The saved {game} game could not be restored, so it was set aside (as {file}). You can start a new game.</translation>
        </message>
        <message>
            <source>Saved game unreadable</source>
            <translation>Saved game unreadable</translation>
        </message>
        <message>
            <source>The file {name} could not be read; it was left as it is, and Abyss Cards carries on without it.
Folder: {folder}</source>
            <translation>The file {name} could not be read; it was left as it is, and Abyss Cards carries on without it.
Folder: {folder}</translation>
        </message>
        <message>
            <source>A file could not be read</source>
            <translation>A file could not be read</translation>
        </message>
        <message>
            <source>The file {name} could not be read. It was kept aside as {moved} and Abyss Cards carries on without it.
Folder: {folder}</source>
            <translation>The file {name} could not be read. It was kept aside as {moved} and Abyss Cards carries on without it.
Folder: {folder}</translation>
        </message>
        <message>
            <source>Nothing can be saved</source>
            <translation>Nothing can be saved</translation>
        </message>
        <message>
            <source>Your settings could not be saved.</source>
            <translation>Your settings could not be saved.</translation>
        </message>
        <message>
            <source>The file {name} could not be read; it was kept aside as {moved} and a new one was started.</source>
            <translation>The file {name} could not be read; it was kept aside as {moved} and a new one was started.</translation>
        </message>
        <message>
            <source>This game cannot be saved as you play:</source>
            <translation>This game cannot be saved as you play:</translation>
        </message>
        <message>
            <source>Play goes on, and saving is tried again after every move.</source>
            <translation>Play goes on, and saving is tried again after every move.</translation>
        </message>
        <message>
            <source>The saved {game} game cannot be read just now ({reason}). It was left as it is.</source>
            <translation>The saved {game} game cannot be read just now ({reason}). It was left as it is.</translation>
        </message>
        <message>
            <source>The saved {game} game could not be restored, and it could not be set aside either (its folder is read-only). You can start a new game.</source>
            <translation>The saved {game} game could not be restored, and it could not be set aside either (its folder is read-only). You can start a new game.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>&amp;New</translation>
        </message>
        <message>
            <source>&amp;Resume the game</source>
            <translation>&amp;Resume the game</translation>
        </message>
        <message>
            <source>&amp;Home</source>
            <translation>&amp;Home</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Settings…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <source>&amp;About Abyss Cards</source>
            <translation>&amp;About Abyss Cards</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <source>About Abyss Cards</source>
            <translation>About Abyss Cards</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Abyss Cards {version}&lt;/h3&gt;&lt;p&gt;Plongée, Rami and Abyss to play offline against computer players or friends on one screen, and the Marquoir to keep your Abyss score sheets.&lt;/p&gt;&lt;p&gt;Everything stays on this computer; nothing uses the network.&lt;/p&gt;&lt;p&gt;Cards and pictures are drawn by the app itself.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Abyss Cards {version}&lt;/h3&gt;&lt;p&gt;Plongée, Rami and Abyss to play offline against computer players or friends on one screen, and the Marquoir to keep your Abyss score sheets.&lt;/p&gt;&lt;p&gt;Everything stays on this computer; nothing uses the network.&lt;/p&gt;&lt;p&gt;Cards and pictures are drawn by the app itself.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Abyss Cards</source>
            <translation>Abyss Cards</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {reason}</source>
            <translation>Your settings could not be saved: {reason}</translation>
        </message>
        <message>
            <source>{game} has no lesson yet.</source>
            <translation>{game} has no lesson yet.</translation>
        </message>
        <message>
            <source>&amp;Learn by playing</source>
            <translation>&amp;Learn by playing</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>The rules (your document)</source>
            <translation>The rules (your document)</translation>
        </message>
        <message>
            <source>Original text (French)</source>
            <translation>Original text (French)</translation>
        </message>
        <message>
            <source>The rules</source>
            <translation>The rules</translation>
        </message>
        <message>
            <source>Our English wording of the original French rules. The French text as the players wrote it: the “Original text (French)” button below.</source>
            <translation>Our English wording of the original French rules. The French text as the players wrote it: the “Original text (French)” button below.</translation>
        </message>
        <message>
            <source>The app's rulings</source>
            <translation>The app's rulings</translation>
        </message>
        <message>
            <source>Where the rules above are silent or unclear, the app follows these rulings.</source>
            <translation>Where the rules above are silent or unclear, the app follows these rulings.</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>Contents</source>
            <translation>Contents</translation>
        </message>
    </context>
    <context>
        <name>RulesViewer</name>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Original text (French)</source>
            <translation>Original text (French)</translation>
        </message>
        <message>
            <source>Show the rules as the players wrote them, in French.</source>
            <translation>Show the rules as the players wrote them, in French.</translation>
        </message>
        <message>
            <source>English rules</source>
            <translation>English rules</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Same as the system</translation>
        </message>
        <message>
            <source>Off (instant)</source>
            <translation>Off (instant)</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instant</translation>
        </message>
        <message>
            <source>Your name at the table</source>
            <translation>Your name at the table</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Green felt</translation>
        </message>
        <message>
            <source>Deep blue</source>
            <translation>Deep blue</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>Burgundy</translation>
        </message>
        <message>
            <source>Night</source>
            <translation>Night</translation>
        </message>
        <message>
            <source>Four-colour suits (♦ blue, ♣ green)</source>
            <translation>Four-colour suits (♦ blue, ♣ green)</translation>
        </message>
        <message>
            <source>Save to the Marquoir</source>
            <translation>Save to the Marquoir</translation>
        </message>
        <message>
            <source>Each finished game of Abyss goes into the Marquoir's history as a score sheet</source>
            <translation>Each finished game of Abyss goes into the Marquoir's history as a score sheet</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Language:</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>Animations:</translation>
        </message>
        <message>
            <source>Computer players' pace:</source>
            <translation>Computer players' pace:</translation>
        </message>
        <message>
            <source>Default player name:</source>
            <translation>Default player name:</translation>
        </message>
        <message>
            <source>Table colours:</source>
            <translation>Table colours:</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>High contrast</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>Automatic (grows with the window)</source>
            <translation>Automatic (grows with the window)</translation>
        </message>
        <message>
            <source>Text size:</source>
            <translation>Text size:</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Abyss Cards cannot start: {folder} should be a folder, but it is a file.</source>
            <translation>Abyss Cards cannot start: {folder} should be a folder, but it is a file.</translation>
        </message>
        <message>
            <source>Abyss Cards cannot start: {folder} is a link to {detail}, which does not exist (a disk that is not connected?).</source>
            <translation>Abyss Cards cannot start: {folder} is a link to {detail}, which does not exist (a disk that is not connected?).</translation>
        </message>
        <message>
            <source>Abyss Cards cannot start: {folder} is a link that leads back to itself.</source>
            <translation>Abyss Cards cannot start: {folder} is a link that leads back to itself.</translation>
        </message>
        <message>
            <source>Abyss Cards cannot start: it cannot create its folder {folder} ({detail}).</source>
            <translation>Abyss Cards cannot start: it cannot create its folder {folder} ({detail}).</translation>
        </message>
        <message>
            <source>The disk holding {folder} is full: Abyss Cards works, but nothing (games, settings, score sheets) can be saved until some space is freed.</source>
            <translation>The disk holding {folder} is full: Abyss Cards works, but nothing (games, settings, score sheets) can be saved until some space is freed.</translation>
        </message>
        <message>
            <source>The folder {folder} is read-only: Abyss Cards works, but nothing (games, settings, score sheets) can be saved until it can be written.</source>
            <translation>The folder {folder} is read-only: Abyss Cards works, but nothing (games, settings, score sheets) can be saved until it can be written.</translation>
        </message>
        <message>
            <source>Abyss Cards cannot write to {folder} ({detail}): nothing can be saved for now.</source>
            <translation>Abyss Cards cannot write to {folder} ({detail}): nothing can be saved for now.</translation>
        </message>
        <message>
            <source>Another copy of Abyss Cards is using the data folder {folder} but does not answer. Close it (or end its process) and start again; if no copy is running, delete the file {lock}.</source>
            <translation>Another copy of Abyss Cards is using the data folder {folder} but does not answer. Close it (or end its process) and start again; if no copy is running, delete the file {lock}.</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Another Abyss Cards window is writing to it right now (a long import, perhaps).</source>
            <translation>Another Abyss Cards window is writing to it right now (a long import, perhaps).</translation>
        </message>
        <message>
            <source>The file or its folder is read-only.</source>
            <translation>The file or its folder is read-only.</translation>
        </message>
        <message>
            <source>The disk is full.</source>
            <translation>The disk is full.</translation>
        </message>
        <message>
            <source>The disk reported an error while reading or writing it.</source>
            <translation>The disk reported an error while reading or writing it.</translation>
        </message>
        <message>
            <source>Wait for it to finish, then try again.</source>
            <translation>Wait for it to finish, then try again.</translation>
        </message>
        <message>
            <source>Make the folder writable, then try again.</source>
            <translation>Make the folder writable, then try again.</translation>
        </message>
        <message>
            <source>Free some space on the disk, then try again.</source>
            <translation>Free some space on the disk, then try again.</translation>
        </message>
        <message>
            <source>Try again; if it keeps failing, check the disk.</source>
            <translation>Try again; if it keeps failing, check the disk.</translation>
        </message>
        <message>
            <source>The result of this game could not be saved in {file}.</source>
            <translation>The result of this game could not be saved in {file}.</translation>
        </message>
    </context>
</TS>
