<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>DiscardDock</name>
        <message>
            <source>Open discard</source>
            <translation>Open discard</translation>
        </message>
        <message>
            <source>Round %1: the draw pile ran out. The discard was shuffled into a new draw pile; the history and the count start again from its top card.</source>
            <translation>Round %1: the draw pile ran out. The discard was shuffled into a new draw pile; the history and the count start again from its top card.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game of Plongée</source>
            <translation>New game of Plongée</translation>
        </message>
        <message>
            <source>Game &amp;ends at:</source>
            <translation>Game &amp;ends at:</translation>
        </message>
        <message>
            <source> points</source>
            <translation> points</translation>
        </message>
        <message>
            <source>The game ends after the round in which a player reaches this score; the lowest total wins.</source>
            <translation>The game ends after the round in which a player reaches this score; the lowest total wins.</translation>
        </message>
    </context>
    <context>
        <name>PlongeeDescribe</name>
        <message>
            <source>row %1, column %2</source>
            <translation>row %1, column %2</translation>
        </message>
        <message>
            <source>Draw a card from the draw pile.</source>
            <translation>Draw a card from the draw pile.</translation>
        </message>
        <message>
            <source>Flip the card at %1.</source>
            <translation>Flip the card at %1.</translation>
        </message>
        <message>
            <source>Flip the hidden card at %1 and end your turn.</source>
            <translation>Flip the hidden card at %1 and end your turn.</translation>
        </message>
        <message>
            <source>Take the %1 from the discard and place it at %2.</source>
            <translation>Take the %1 from the discard and place it at %2.</translation>
        </message>
        <message>
            <source>Place the drawn %1 at %2.</source>
            <translation>Place the drawn %1 at %2.</translation>
        </message>
        <message>
            <source>Discard the drawn %1 and flip the card at %2.</source>
            <translation>Discard the drawn %1 and flip the card at %2.</translation>
        </message>
        <message>
            <source>The expert would say: %1</source>
            <translation>The expert would say: %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>Last round: </source>
            <translation>Last round: </translation>
        </message>
        <message>
            <source>%1 (computer) is playing…</source>
            <translation>%1 (computer) is playing…</translation>
        </message>
        <message>
            <source>Flip two of your cards to open the round (one left).</source>
            <translation>Flip two of your cards to open the round (one left).</translation>
        </message>
        <message>
            <source>Flip two of your cards to open the round.</source>
            <translation>Flip two of your cards to open the round.</translation>
        </message>
        <message>
            <source>Choose the hidden card to flip (Esc to go back).</source>
            <translation>Choose the hidden card to flip (Esc to go back).</translation>
        </message>
        <message>
            <source>You drew a %1. Click a card of your grid to replace it, or the discard (D) to throw it away and flip a hidden card.</source>
            <translation>You drew a %1. Click a card of your grid to replace it, or the discard (D) to throw it away and flip a hidden card.</translation>
        </message>
        <message>
            <source>Choose where to place the %1 (Esc to go back).</source>
            <translation>Choose where to place the %1 (Esc to go back).</translation>
        </message>
        <message>
            <source>Draw a card (P), take the %1 from the discard (D), or flip a hidden card.</source>
            <translation>Draw a card (P), take the %1 from the discard (D), or flip a hidden card.</translation>
        </message>
        <message>
            <source>The card at %1 is already face up.</source>
            <translation>The card at %1 is already face up.</translation>
        </message>
        <message>
            <source>There is no card at %1 any more: its column was removed.</source>
            <translation>There is no card at %1 any more: its column was removed.</translation>
        </message>
        <message>
            <source>The card at %1 is already face up: after discarding, flip a hidden card.</source>
            <translation>The card at %1 is already face up: after discarding, flip a hidden card.</translation>
        </message>
        <message>
            <source>It is not your turn: %1 is playing.</source>
            <translation>It is not your turn: %1 is playing.</translation>
        </message>
        <message>
            <source>You draw a card.</source>
            <translation>You draw a card.</translation>
        </message>
        <message>
            <source>%1 draws a card.</source>
            <translation>%1 draws a card.</translation>
        </message>
        <message>
            <source>You take the %2 from the discard: %3.</source>
            <translation>You take the %2 from the discard: %3.</translation>
        </message>
        <message>
            <source>%1 takes the %2 from the discard: %3.</source>
            <translation>%1 takes the %2 from the discard: %3.</translation>
        </message>
        <message>
            <source>You place the drawn %2 at %3.</source>
            <translation>You place the drawn %2 at %3.</translation>
        </message>
        <message>
            <source>%1 places the drawn %2 at %3.</source>
            <translation>%1 places the drawn %2 at %3.</translation>
        </message>
        <message>
            <source>The %1 it replaced goes to the discard.</source>
            <translation>The %1 it replaced goes to the discard.</translation>
        </message>
        <message>
            <source>You discard the drawn %2.</source>
            <translation>You discard the drawn %2.</translation>
        </message>
        <message>
            <source>%1 discards the drawn %2.</source>
            <translation>%1 discards the drawn %2.</translation>
        </message>
        <message>
            <source>You flip a %2 at %3.</source>
            <translation>You flip a %2 at %3.</translation>
        </message>
        <message>
            <source>%1 flips a %2 at %3.</source>
            <translation>%1 flips a %2 at %3.</translation>
        </message>
        <message>
            <source>Your column of %2s is removed.</source>
            <translation>Your column of %2s is removed.</translation>
        </message>
        <message>
            <source>The column of %2s of %1 is removed.</source>
            <translation>The column of %2s of %1 is removed.</translation>
        </message>
        <message>
            <source>You have no hidden card left: last round!</source>
            <translation>You have no hidden card left: last round!</translation>
        </message>
        <message>
            <source>%1 has no hidden card left: last round!</source>
            <translation>%1 has no hidden card left: last round!</translation>
        </message>
        <message>
            <source>You open the round: your two cards show %2, the highest sum.</source>
            <translation>You open the round: your two cards show %2, the highest sum.</translation>
        </message>
        <message>
            <source>%1 opens the round: two cards showing %2, the highest sum.</source>
            <translation>%1 opens the round: two cards showing %2, the highest sum.</translation>
        </message>
        <message>
            <source>You open the round: a sum of %2 like another player, and the highest card (%3).</source>
            <translation>You open the round: a sum of %2 like another player, and the highest card (%3).</translation>
        </message>
        <message>
            <source>%1 opens the round: a sum of %2 like another player, and the highest card (%3).</source>
            <translation>%1 opens the round: a sum of %2 like another player, and the highest card (%3).</translation>
        </message>
        <message>
            <source>You open the round: a sum of %2 and a highest card of %3 like another player; you come first in turn.</source>
            <translation>You open the round: a sum of %2 and a highest card of %3 like another player; you come first in turn.</translation>
        </message>
        <message>
            <source>%1 opens the round: a sum of %2 and a highest card of %3 like another player; first in turn.</source>
            <translation>%1 opens the round: a sum of %2 and a highest card of %3 like another player; first in turn.</translation>
        </message>
        <message>
            <source>You closed the round with %2 points, but another player had %3, not more: your score is doubled to %4.</source>
            <translation>You closed the round with %2 points, but another player had %3, not more: your score is doubled to %4.</translation>
        </message>
        <message>
            <source>%1 closed the round with %2 points, but another player had %3, not more: %1's score is doubled to %4.</source>
            <translation>%1 closed the round with %2 points, but another player had %3, not more: %1's score is doubled to %4.</translation>
        </message>
        <message>
            <source>You closed the round with %2 points: a score of 0 or less is never doubled.</source>
            <translation>You closed the round with %2 points: a score of 0 or less is never doubled.</translation>
        </message>
        <message>
            <source>%1 closed the round with %2 points: a score of 0 or less is never doubled.</source>
            <translation>%1 closed the round with %2 points: a score of 0 or less is never doubled.</translation>
        </message>
        <message>
            <source>You closed the round with %2 points, strictly the lowest: no doubling.</source>
            <translation>You closed the round with %2 points, strictly the lowest: no doubling.</translation>
        </message>
        <message>
            <source>%1 closed the round with %2 points, strictly the lowest: no doubling.</source>
            <translation>%1 closed the round with %2 points, strictly the lowest: no doubling.</translation>
        </message>
        <message>
            <source>You lost a column.</source>
            <translation>You lost a column.</translation>
        </message>
        <message>
            <source>%1 lost a column.</source>
            <translation>%1 lost a column.</translation>
        </message>
        <message>
            <source>You lost %2 columns.</source>
            <translation>You lost %2 columns.</translation>
        </message>
        <message>
            <source>%1 lost %2 columns.</source>
            <translation>%1 lost %2 columns.</translation>
        </message>
        <message>
            <source>You win with %2 points!</source>
            <translation>You win with %2 points!</translation>
        </message>
        <message>
            <source>%1 wins with %2 points!</source>
            <translation>%1 wins with %2 points!</translation>
        </message>
        <message>
            <source>Shared victory: you and %1, with %2 points each!</source>
            <translation>Shared victory: you and %1, with %2 points each!</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 points each!</source>
            <translation>Shared victory: %1, with %2 points each!</translation>
        </message>
        <message>
            <source>Read the round summary, then continue.</source>
            <translation>Read the round summary, then continue.</translation>
        </message>
    </context>
    <context>
        <name>PlongeeLesson</name>
        <message>
            <source>Welcome to Plongée! You have 12 cards face down. The aim: as few points as possible when the round ends. Press Continue.</source>
            <translation>Welcome to Plongée! You have 12 cards face down. The aim: as few points as possible when the round ends. Press Continue.</translation>
        </message>
        <message>
            <source>Every round starts with two cards turned over. Click the lit card.</source>
            <translation>Every round starts with two cards turned over. Click the lit card.</translation>
        </message>
        <message>
            <source>And a second one: click the lit card below it.</source>
            <translation>And a second one: click the lit card below it.</translation>
        </message>
        <message>
            <source>Your two 7s make 14, more than Léo's two cards: you play first. The discard shows a −2, the best card of the game. Click it, then the lit card: it takes that card's place, and the card there goes to the discard.</source>
            <translation>Your two 7s make 14, more than Léo's two cards: you play first. The discard shows a −2, the best card of the game. Click it, then the lit card: it takes that card's place, and the card there goes to the discard.</translation>
        </message>
        <message>
            <source>Léo threw away a 7. Three equal cards in a column are removed: take the 7 and put it under your two 7s.</source>
            <translation>Léo threw away a 7. Three equal cards in a column are removed: take the 7 and put it under your two 7s.</translation>
        </message>
        <message>
            <source>Your column is gone, and its 21 points with it. Now draw a card from the pile.</source>
            <translation>Your column is gone, and its 21 points with it. Now draw a card from the pile.</translation>
        </message>
        <message>
            <source>A 12 is too high to keep: click the discard to throw it away. You must then turn over one of your hidden cards: click the lit one.</source>
            <translation>A 12 is too high to keep: click the discard to throw it away. You must then turn over one of your hidden cards: click the lit one.</translation>
        </message>
        <message>
            <source>Draw again.</source>
            <translation>Draw again.</translation>
        </message>
        <message>
            <source>A 0 is a good card: put it in place of the lit hidden card.</source>
            <translation>A 0 is a good card: put it in place of the lit hidden card.</translation>
        </message>
        <message>
            <source>A turn can also be a single card turned over, without drawing. Click the lit card.</source>
            <translation>A turn can also be a single card turned over, without drawing. Click the lit card.</translation>
        </message>
        <message>
            <source>Léo replaced a hidden card: it was a −1, and it went to the discard. Take it for your lit hidden card: what the others throw away can help you.</source>
            <translation>Léo replaced a hidden card: it was a −1, and it went to the discard. Take it for your lit hidden card: what the others throw away can help you.</translation>
        </message>
        <message>
            <source>Turn over the lit card.</source>
            <translation>Turn over the lit card.</translation>
        </message>
        <message>
            <source>Draw a card.</source>
            <translation>Draw a card.</translation>
        </message>
        <message>
            <source>A 1: keep it in place of the lit hidden card.</source>
            <translation>A 1: keep it in place of the lit hidden card.</translation>
        </message>
        <message>
            <source>Two hidden cards left. Turn over the lit one.</source>
            <translation>Two hidden cards left. Turn over the lit one.</translation>
        </message>
        <message>
            <source>Turn over your last hidden card: that closes the round. Léo then plays one last turn, and every card is shown. Careful: if someone ends with as few points as you or fewer, your points are doubled.</source>
            <translation>Turn over your last hidden card: that closes the round. Léo then plays one last turn, and every card is shown. Careful: if someone ends with as few points as you or fewer, your points are doubled.</translation>
        </message>
        <message>
            <source>Well played: you know Plongée! The game goes on round after round until someone has 100 points; the lowest total then wins. Play on against Léo, or go back to the home screen.</source>
            <translation>Well played: you know Plongée! The game goes on round after round until someone has 100 points; the lowest total then wins. Play on against Léo, or go back to the home screen.</translation>
        </message>
    </context>
    <context>
        <name>PlongeeScreen</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <source>Take back your last move, as long as no hidden card was shown since (Ctrl+Z)</source>
            <translation>Take back your last move, as long as no hidden card was shown since (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>What the expert computer player would do (H)</source>
            <translation>What the expert computer player would do (H)</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Show or hide the scores</source>
            <translation>Show or hide the scores</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Draw pile: draw a card (P)</source>
            <translation>Draw pile: draw a card (P)</translation>
        </message>
        <message>
            <source>Discard: take its top card, or throw away the card you drew (D)</source>
            <translation>Discard: take its top card, or throw away the card you drew (D)</translation>
        </message>
        <message>
            <source>The card just drawn</source>
            <translation>The card just drawn</translation>
        </message>
        <message>
            <source>The draw pile ran out: the discard was reshuffled.</source>
            <translation>The draw pile ran out: the discard was reshuffled.</translation>
        </message>
        <message>
            <source>Round %1 is over: each player's points are on the table.</source>
            <translation>Round %1 is over: each player's points are on the table.</translation>
        </message>
        <message>
            <source>Round %1 · game ends at %2 points</source>
            <translation>Round %1 · game ends at %2 points</translation>
        </message>
        <message>
            <source>Your best round: round %2 (%3); your worst: round %4 (%5).</source>
            <translation>Your best round: round %2 (%3); your worst: round %4 (%5).</translation>
        </message>
        <message>
            <source>Best round of %1: round %2 (%3); worst: round %4 (%5).</source>
            <translation>Best round of %1: round %2 (%3); worst: round %4 (%5).</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: it does not replay from its deal.</source>
            <translation>This game cannot be reviewed: it does not replay from its deal.</translation>
        </message>
        <message>
            <source>Previous end of a round (Page Up)</source>
            <translation>Previous end of a round (Page Up)</translation>
        </message>
        <message>
            <source>Next end of a round (Page Down)</source>
            <translation>Next end of a round (Page Down)</translation>
        </message>
        <message>
            <source>The table as every player saw it: a card just drawn stays hidden.</source>
            <translation>The table as every player saw it: a card just drawn stays hidden.</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Move taken back.</translation>
        </message>
        <message>
            <source>Discards</source>
            <translation>Discards</translation>
        </message>
        <message>
            <source>Show or hide the discard history: the cards thrown away since the last shuffle</source>
            <translation>Show or hide the discard history: the cards thrown away since the last shuffle</translation>
        </message>
        <message numerus="yes">
            <source>Against these opponents: %n game(s), %1.</source>
            <translation>
                <numerusform>Against these opponents: %n game, %1.</numerusform>
                <numerusform>Against these opponents: %n games, %1.</numerusform>
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
        <name>PlongeeTable</name>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Drawn</translation>
        </message>
        <message>
            <source>%1 → ×2 = %2</source>
            <translation>%1 → ×2 = %2</translation>
        </message>
        <message>
            <source>closed</source>
            <translation>closed</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Last round</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
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
            <translation>Round %1</translation>
        </message>
        <message>
            <source>Round %1 is over</source>
            <translation>Round %1 is over</translation>
        </message>
        <message>
            <source>See the result</source>
            <translation>See the result</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>Deal the next round</translation>
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
            <translation>Plongée statistics</translation>
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
            <source>Average round score</source>
            <translation>Average round score</translation>
        </message>
        <message>
            <source>No finished game yet.</source>
            <translation>No finished game yet.</translation>
        </message>
    </context>
</TS>
