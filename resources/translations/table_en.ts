<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AdvancedFold</name>
        <message>
            <source>&amp;Deal of the day</source>
            <translation>&amp;Deal of the day</translation>
        </message>
        <message>
            <source>Today everyone who ticks this box plays the same cards.</source>
            <translation>Today everyone who ticks this box plays the same cards.</translation>
        </message>
        <message>
            <source>&amp;Advanced</source>
            <translation>&amp;Advanced</translation>
        </message>
        <message>
            <source>Show or hide the deal number</source>
            <translation>Show or hide the deal number</translation>
        </message>
        <message>
            <source>a new deal</source>
            <translation>a new deal</translation>
        </message>
        <message>
            <source>A number replays the same deal; leave empty for a new one.</source>
            <translation>A number replays the same deal; leave empty for a new one.</translation>
        </message>
        <message>
            <source>Deal &amp;number:</source>
            <translation>Deal &amp;number:</translation>
        </message>
        <message>
            <source>The same number gives the same deal: give it to a friend to play the same cards.</source>
            <translation>The same number gives the same deal: give it to a friend to play the same cards.</translation>
        </message>
        <message>
            <source>The deal number is a whole number such as 4821; leave it empty for a new deal.</source>
            <translation>The deal number is a whole number such as 4821; leave it empty for a new deal.</translation>
        </message>
    </context>
    <context>
        <name>Celebration</name>
        <message>
            <source>Celebration (a click or a key ends it)</source>
            <translation>Celebration (a click or a key ends it)</translation>
        </message>
    </context>
    <context>
        <name>DiscardHistoryModel</name>
        <message>
            <source>opened the discard</source>
            <translation>opened the discard</translation>
        </message>
        <message>
            <source>replaced in a grid</source>
            <translation>replaced in a grid</translation>
        </message>
        <message>
            <source>drawn and discarded</source>
            <translation>drawn and discarded</translation>
        </message>
        <message>
            <source>column removed</source>
            <translation>column removed</translation>
        </message>
        <message>
            <source>taken back by %1</source>
            <translation>taken back by %1</translation>
        </message>
        <message>
            <source>the deal</source>
            <translation>the deal</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Card</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Who</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Why</translation>
        </message>
    </context>
    <context>
        <name>EndPage</name>
        <message>
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message>
            <source>The same players, a new deal</source>
            <translation>The same players, a new deal</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Play this deal again</translation>
        </message>
        <message>
            <source>The same players and the same cards</source>
            <translation>The same players and the same cards</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Review the game</translation>
        </message>
        <message>
            <source>Every move again, as the cards were</source>
            <translation>Every move again, as the cards were</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <source>Deal number %1 — give it to a friend to play the same deal.</source>
            <translation>Deal number %1 — give it to a friend to play the same deal.</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>1st</translation>
        </message>
        <message>
            <source>%1th</source>
            <translation>%1th</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2nd</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3rd</translation>
        </message>
        <message numerus="yes">
            <source>New personal record!</source>
            <translation>
                <numerusform>New personal record!</numerusform>
                <numerusform>New personal records!</numerusform>
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
            <translation>ace</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>jack</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>queen</translation>
        </message>
        <message>
            <source>king</source>
            <translation>king</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>spades</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hearts</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>diamonds</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>clubs</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
    </context>
    <context>
        <name>GameScreenWords</name>
        <message>
            <source>You win!</source>
            <translation>You win!</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Take back your last move (Ctrl+Z)</source>
            <translation>Take back your last move (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Pass the screen to %1</source>
            <translation>Pass the screen to %1</translation>
        </message>
        <message>
            <source>The table is hidden so that nobody else sees %1's cards.</source>
            <translation>The table is hidden so that nobody else sees %1's cards.</translation>
        </message>
        <message>
            <source>I am %1: show the table</source>
            <translation>I am %1: show the table</translation>
        </message>
        <message>
            <source>Since your last turn:</source>
            <translation>Since your last turn:</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Move taken back.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>%1 could not choose a move, so a legal move was played in its place.</source>
            <translation>%1 could not choose a move, so a legal move was played in its place.</translation>
        </message>
        <message>
            <source>The game is over: its moves stay played.</source>
            <translation>The game is over: its moves stay played.</translation>
        </message>
        <message>
            <source>Undo is off when several people play at the same screen.</source>
            <translation>Undo is off when several people play at the same screen.</translation>
        </message>
        <message>
            <source>Not while the scores are being shown.</source>
            <translation>Not while the scores are being shown.</translation>
        </message>
        <message>
            <source>A new card has been seen since the last move: it can no longer be taken back.</source>
            <translation>A new card has been seen since the last move: it can no longer be taken back.</translation>
        </message>
        <message>
            <source>Every move since the last card seen has been taken back.</source>
            <translation>Every move since the last card seen has been taken back.</translation>
        </message>
        <message>
            <source>Nothing to take back yet.</source>
            <translation>Nothing to take back yet.</translation>
        </message>
    </context>
    <context>
        <name>HistoryDock</name>
        <message>
            <source>History</source>
            <translation>History</translation>
        </message>
    </context>
    <context>
        <name>LessonWords</name>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Continue</translation>
        </message>
        <message>
            <source>Do it &amp;for me</source>
            <translation>Do it &amp;for me</translation>
        </message>
        <message>
            <source>Plays the move the lesson asks for.</source>
            <translation>Plays the move the lesson asks for.</translation>
        </message>
        <message>
            <source>&amp;Leave the lesson</source>
            <translation>&amp;Leave the lesson</translation>
        </message>
        <message>
            <source>Back to the home screen; the lesson starts again from this step.</source>
            <translation>Back to the home screen; the lesson starts again from this step.</translation>
        </message>
        <message>
            <source>Read the lesson's sentence, then press Continue.</source>
            <translation>Read the lesson's sentence, then press Continue.</translation>
        </message>
        <message>
            <source>The lesson asks for another move. %1</source>
            <translation>The lesson asks for another move. %1</translation>
        </message>
        <message>
            <source>Lesson: step %1 of %2</source>
            <translation>Lesson: step %1 of %2</translation>
        </message>
        <message>
            <source>%1 plays: watch the table.</source>
            <translation>%1 plays: watch the table.</translation>
        </message>
        <message>
            <source>Lesson done</source>
            <translation>Lesson done</translation>
        </message>
        <message>
            <source>&amp;Back to the home screen</source>
            <translation>&amp;Back to the home screen</translation>
        </message>
        <message>
            <source>Undo is off during a lesson: its steps follow one deal.</source>
            <translation>Undo is off during a lesson: its steps follow one deal.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>First time? A short guided deal teaches the game on its table.</source>
            <translation>First time? A short guided deal teaches the game on its table.</translation>
        </message>
        <message>
            <source>&amp;Learn by playing</source>
            <translation>&amp;Learn by playing</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Number of players</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Players:</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Played by</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <source>A person</source>
            <translation>A person</translation>
        </message>
        <message>
            <source>Computer: easy</source>
            <translation>Computer: easy</translation>
        </message>
        <message>
            <source>Computer: medium</source>
            <translation>Computer: medium</translation>
        </message>
        <message>
            <source>Computer: expert</source>
            <translation>Computer: expert</translation>
        </message>
        <message>
            <source>Seat %1: name</source>
            <translation>Seat %1: name</translation>
        </message>
        <message>
            <source>Seat %1: played by</source>
            <translation>Seat %1: played by</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <source>Two players are called %1: give each a name of their own.</source>
            <translation>Two players are called %1: give each a name of their own.</translation>
        </message>
        <message>
            <source>“%1” and “%2” look alike: give each a name of their own.</source>
            <translation>“%1” and “%2” look alike: give each a name of their own.</translation>
        </message>
        <message>
            <source>A name cannot hold an invisible or special character (%1): type it again without it.</source>
            <translation>A name cannot hold an invisible or special character (%1): type it again without it.</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
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
            <translation>%1 won</translation>
        </message>
        <message>
            <source>Shared victory: %1</source>
            <translation>Shared victory: %1</translation>
        </message>
        <message numerus="yes">
            <source>Its moves were not kept (a game recorded by an older version, or before the last %n games): only its result remains.</source>
            <translation>
                <numerusform>Its moves were not kept (a game recorded by an older version, or before the last game): only its result remains.</numerusform>
                <numerusform>Its moves were not kept (a game recorded by an older version, or before the last %n games): only its result remains.</numerusform>
            </translation>
        </message>
        <message>
            <source>Its saved moves are those of another game: it cannot be replayed.</source>
            <translation>Its saved moves are those of another game: it cannot be replayed.</translation>
        </message>
        <message>
            <source>The results cannot be read just now: try again in a moment.</source>
            <translation>The results cannot be read just now: try again in a moment.</translation>
        </message>
        <message>
            <source>Its saved moves are damaged: it cannot be replayed.</source>
            <translation>Its saved moves are damaged: it cannot be replayed.</translation>
        </message>
        <message>
            <source>The game of %1, won by %2.</source>
            <translation>The game of %1, won by %2.</translation>
        </message>
        <message>
            <source>The game of %1.</source>
            <translation>The game of %1.</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Last games</source>
            <translation>Last games</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>Review this game move by move (Enter)</source>
            <translation>Review this game move by move (Enter)</translation>
        </message>
        <message>
            <source>No finished game yet.</source>
            <translation>No finished game yet.</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Figures</translation>
        </message>
        <message>
            <source>Every player's games</source>
            <translation>Every player's games</translation>
        </message>
        <message>
            <source>%1 has not finished a game yet.</source>
            <translation>%1 has not finished a game yet.</translation>
        </message>
    </context>
    <context>
        <name>ReviewWords</name>
        <message>
            <source>First move (Home)</source>
            <translation>First move (Home)</translation>
        </message>
        <message>
            <source>Previous move (Left)</source>
            <translation>Previous move (Left)</translation>
        </message>
        <message>
            <source>Next move (Right)</source>
            <translation>Next move (Right)</translation>
        </message>
        <message>
            <source>Last move (End)</source>
            <translation>Last move (End)</translation>
        </message>
        <message>
            <source>Back to the results</source>
            <translation>Back to the results</translation>
        </message>
        <message>
            <source>The end page, as it was (Escape)</source>
            <translation>The end page, as it was (Escape)</translation>
        </message>
        <message numerus="yes">
            <source>Move %1 of %n</source>
            <translation>
                <numerusform>Move %1 of %n</numerusform>
                <numerusform>Move %1 of %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Once the game is over, this line will let you review it from its move.</source>
            <translation>Once the game is over, this line will let you review it from its move.</translation>
        </message>
        <message>
            <source>Once the game is over, a double click on a line (or Enter) reviews the game from its move.</source>
            <translation>Once the game is over, a double click on a line (or Enter) reviews the game from its move.</translation>
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
            <translation>%1 closed this round</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Doubled: %1 closed the round without the strictly lowest score (%2 points before doubling)</source>
            <translation>Doubled: %1 closed the round without the strictly lowest score (%2 points before doubling)</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Winning streak:</source>
            <translation>Winning streak:</translation>
        </message>
        <message>
            <source>now %1, best %2</source>
            <translation>now %1, best %2</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n game</numerusform>
                <numerusform>%n games</numerusform>
            </translation>
        </message>
        <message>
            <source>Scores:</source>
            <translation>Scores:</translation>
        </message>
        <message>
            <source>best %1, worst %2, average %3</source>
            <translation>best %1, worst %2, average %3</translation>
        </message>
        <message>
            <source>Deals:</source>
            <translation>Deals:</translation>
        </message>
        <message>
            <source>Rounds:</source>
            <translation>Rounds:</translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s)</source>
            <translation>
                <numerusform>%n deal</numerusform>
                <numerusform>%n deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n round(s)</source>
            <translation>
                <numerusform>%n round</numerusform>
                <numerusform>%n rounds</numerusform>
            </translation>
        </message>
        <message>
            <source>best %2, worst %3, average %4 (%1)</source>
            <translation>best %2, worst %3, average %4 (%1)</translation>
        </message>
        <message>
            <source>Opened:</source>
            <translation>Opened:</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%2 of %n deal(s))</source>
            <translation>
                <numerusform>%1 (%2 of %n deal)</numerusform>
                <numerusform>%1 (%2 of %n deals)</numerusform>
            </translation>
        </message>
        <message>
            <source>Turns to open:</source>
            <translation>Turns to open:</translation>
        </message>
        <message>
            <source>%1 on average</source>
            <translation>%1 on average</translation>
        </message>
        <message>
            <source>Locations %1</source>
            <translation>Locations %1</translation>
        </message>
        <message>
            <source>Lords %1</source>
            <translation>Lords %1</translation>
        </message>
        <message>
            <source>Allies %1</source>
            <translation>Allies %1</translation>
        </message>
        <message>
            <source>Monster tokens %1</source>
            <translation>Monster tokens %1</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>Points by category:</source>
            <translation>Points by category:</translation>
        </message>
        <message>
            <source>%1 (average per game)</source>
            <translation>%1 (average per game)</translation>
        </message>
        <message>
            <source>Favourite Lords:</source>
            <translation>Favourite Lords:</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n game(s))</source>
            <translation>
                <numerusform>%1 (%n game)</numerusform>
                <numerusform>%1 (%n games)</numerusform>
            </translation>
        </message>
        <message>
            <source>persons only</source>
            <translation>persons only</translation>
        </message>
        <message>
            <source>random computer players</source>
            <translation>random computer players</translation>
        </message>
        <message>
            <source>greedy computer players</source>
            <translation>greedy computer players</translation>
        </message>
        <message>
            <source>easy computer players</source>
            <translation>easy computer players</translation>
        </message>
        <message>
            <source>medium computer players</source>
            <translation>medium computer players</translation>
        </message>
        <message>
            <source>expert computer players</source>
            <translation>expert computer players</translation>
        </message>
        <message>
            <source>Your best Plongée round: %1</source>
            <translation>Your best Plongée round: %1</translation>
        </message>
        <message>
            <source>Your best Rami deal: %1</source>
            <translation>Your best Rami deal: %1</translation>
        </message>
        <message>
            <source>Your best Plongée game: %1</source>
            <translation>Your best Plongée game: %1</translation>
        </message>
        <message>
            <source>Your best Rami match: %1</source>
            <translation>Your best Rami match: %1</translation>
        </message>
        <message>
            <source>Your best Abyss game: %1</source>
            <translation>Your best Abyss game: %1</translation>
        </message>
        <message numerus="yes">
            <source>Your longest winning streak: %n game(s)</source>
            <translation>
                <numerusform>Your longest winning streak: %n game</numerusform>
                <numerusform>Your longest winning streak: %n games</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Abyss statistics</source>
            <translation>Abyss statistics</translation>
        </message>
    </context>
    <context>
        <name>StatisticsView</name>
        <message>
            <source>Player:</source>
            <translation>Player:</translation>
        </message>
        <message>
            <source>No finished game yet.</source>
            <translation>No finished game yet.</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Opponents</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <source>%1, %2 (%3). Best score %4, average %5 points.</source>
            <translation>%1, %2 (%3). Best score %4, average %5 points.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n game</numerusform>
                <numerusform>%n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n won</source>
            <translation>
                <numerusform>%n won</numerusform>
                <numerusform>%n won</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <translation>Card table</translation>
        </message>
        <message>
            <source>empty place</source>
            <translation>empty place</translation>
        </message>
        <message>
            <source>face-down card</source>
            <translation>face-down card</translation>
        </message>
    </context>
    <context>
        <name>TallyModel</name>
        <message>
            <source>Card value</source>
            <translation>Card value</translation>
        </message>
        <message>
            <source>Copies in the discard since the last reshuffle</source>
            <translation>Copies in the discard since the last reshuffle</translation>
        </message>
        <message>
            <source>Copies face up in the grids</source>
            <translation>Copies face up in the grids</translation>
        </message>
        <message>
            <source>Copies not seen yet: in the draw pile or face down</source>
            <translation>Copies not seen yet: in the draw pile or face down</translation>
        </message>
        <message>
            <source>Copies in the whole deck</source>
            <translation>Copies in the whole deck</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Card</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Unseen</source>
            <translation>Unseen</translation>
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
            <translation>No finished game yet.</translation>
        </message>
        <message>
            <source>games, oldest first</source>
            <translation>games, oldest first</translation>
        </message>
        <message>
            <source>game won</source>
            <translation>game won</translation>
        </message>
        <message>
            <source>game lost</source>
            <translation>game lost</translation>
        </message>
        <message>
            <source>average</source>
            <translation>average</translation>
        </message>
    </context>
</TS>
