<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Rami</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>joker</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Run</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Set</translation>
        </message>
        <message>
            <source>You draw from the pot.</source>
            <translation>You draw from the pot.</translation>
        </message>
        <message>
            <source>%1 draws from the pot.</source>
            <translation>%1 draws from the pot.</translation>
        </message>
        <message>
            <source>You discard %2.</source>
            <translation>You discard %2.</translation>
        </message>
        <message>
            <source>%1 discards %2.</source>
            <translation>%1 discards %2.</translation>
        </message>
        <message>
            <source>You open with %2 points: %3.</source>
            <translation>You open with %2 points: %3.</translation>
        </message>
        <message>
            <source>%1 opens with %2 points: %3.</source>
            <translation>%1 opens with %2 points: %3.</translation>
        </message>
        <message>
            <source>You close directly: %2.</source>
            <translation>You close directly: %2.</translation>
        </message>
        <message>
            <source>%1 closes directly: %2.</source>
            <translation>%1 closes directly: %2.</translation>
        </message>
        <message>
            <source>%1 lays down %2.</source>
            <translation>%1 lays down %2.</translation>
        </message>
        <message>
            <source>You lay down %2.</source>
            <translation>You lay down %2.</translation>
        </message>
        <message>
            <source>You lay %2 in place of a joker and take the joker back.</source>
            <translation>You lay %2 in place of a joker and take the joker back.</translation>
        </message>
        <message>
            <source>%1 lays %2 in place of a joker and takes the joker back.</source>
            <translation>%1 lays %2 in place of a joker and takes the joker back.</translation>
        </message>
        <message>
            <source>%1 lays off %2.</source>
            <translation>%1 lays off %2.</translation>
        </message>
        <message>
            <source>You lay off %2.</source>
            <translation>You lay off %2.</translation>
        </message>
        <message>
            <source>You take the tournante.</source>
            <translation>You take the tournante.</translation>
        </message>
        <message>
            <source>%1 takes the tournante.</source>
            <translation>%1 takes the tournante.</translation>
        </message>
        <message>
            <source>You take the discard: %2</source>
            <translation>You take the discard: %2</translation>
        </message>
        <message>
            <source>%1 takes the discard: %2</source>
            <translation>%1 takes the discard: %2</translation>
        </message>
        <message>
            <source>You win the deal.</source>
            <translation>You win the deal.</translation>
        </message>
        <message>
            <source>You win the match! %2 reached %3 points.</source>
            <translation>You win the match! %2 reached %3 points.</translation>
        </message>
        <message>
            <source>%1 wins the match. You reached %3 points.</source>
            <translation>%1 wins the match. You reached %3 points.</translation>
        </message>
        <message>
            <source>Hint: draw from the pot.</source>
            <translation>Hint: draw from the pot.</translation>
        </message>
        <message>
            <source>Hint: discard %1.</source>
            <translation>Hint: discard %1.</translation>
        </message>
        <message>
            <source>Hint: open now with %1 (%2 points).</source>
            <translation>Hint: open now with %1 (%2 points).</translation>
        </message>
        <message>
            <source>Hint: close directly with %1.</source>
            <translation>Hint: close directly with %1.</translation>
        </message>
        <message>
            <source>Hint: lay down %1.</source>
            <translation>Hint: lay down %1.</translation>
        </message>
        <message>
            <source>Hint: lay %1 off on %2.</source>
            <translation>Hint: lay %1 off on %2.</translation>
        </message>
        <message>
            <source>Hint: take the tournante %1.</source>
            <translation>Hint: take the tournante %1.</translation>
        </message>
        <message>
            <source>Hint: take %1 and open with %2 (%3 points).</source>
            <translation>Hint: take %1 and open with %2 (%3 points).</translation>
        </message>
        <message>
            <source>Hint: take %1 and close directly with %2.</source>
            <translation>Hint: take %1 and close directly with %2.</translation>
        </message>
        <message>
            <source>Hint: take %1 and lay down %2.</source>
            <translation>Hint: take %1 and lay down %2.</translation>
        </message>
        <message>
            <source>Hint: take %1 and lay it off at once.</source>
            <translation>Hint: take %1 and lay it off at once.</translation>
        </message>
        <message>
            <source>You lack a clean run: no opening yet, draw and keep building.</source>
            <translation>You lack a clean run: no opening yet, draw and keep building.</translation>
        </message>
        <message>
            <source>With a clean run your hand makes at most %1 / %2 points: not enough yet.</source>
            <translation>With a clean run your hand makes at most %1 / %2 points: not enough yet.</translation>
        </message>
        <message>
            <source>You reached %2 points (the limit is %3): you lose the match.</source>
            <translation>You reached %2 points (the limit is %3): you lose the match.</translation>
        </message>
        <message>
            <source>%1 reached %2 points (the limit is %3) and loses the match.</source>
            <translation>%1 reached %2 points (the limit is %3) and loses the match.</translation>
        </message>
        <message>
            <source>Your best deal: deal %2 (%3); your worst: deal %4 (%5).</source>
            <translation>Your best deal: deal %2 (%3); your worst: deal %4 (%5).</translation>
        </message>
        <message>
            <source>Best deal of %1: deal %2 (%3); worst: deal %4 (%5).</source>
            <translation>Best deal of %1: deal %2 (%3); worst: deal %4 (%5).</translation>
        </message>
        <message>
            <source>Against this opponent at this level, matches won: %2 of %1.</source>
            <translation>Against this opponent at this level, matches won: %2 of %1.</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>easy</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>medium</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>expert</translation>
        </message>
        <message>
            <source>New Rami match</source>
            <translation>New Rami match</translation>
        </message>
        <message>
            <source>The computer</source>
            <translation>The computer</translation>
        </message>
        <message>
            <source>Another person, on this screen</source>
            <translation>Another person, on this screen</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Your name</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Opponent</translation>
        </message>
        <message>
            <source>Computer level</source>
            <translation>Computer level</translation>
        </message>
        <message>
            <source>Opponent's name</source>
            <translation>Opponent's name</translation>
        </message>
        <message>
            <source>81 points to open with a clean run; the first to reach 500 points loses the match.</source>
            <translation>81 points to open with a clean run; the first to reach 500 points loses the match.</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>End of the deal</translation>
        </message>
        <message>
            <source>The deal is void.</source>
            <translation>The deal is void.</translation>
        </message>
        <message>
            <source>Rami statistics</source>
            <translation>Rami statistics</translation>
        </message>
        <message>
            <source>%1 wins the deal.</source>
            <translation>%1 wins the deal.</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>no card</translation>
        </message>
        <message>
            <source>%1: %2 penalty points (left in hand: %3) — total %4.</source>
            <translation>%1: %2 penalty points (left in hand: %3) — total %4.</translation>
        </message>
        <message>
            <source>went out: no penalty</source>
            <translation>went out: no penalty</translation>
        </message>
        <message>
            <source>no card left</source>
            <translation>no card left</translation>
        </message>
        <message>
            <source>%1 penalty points</source>
            <translation>%1 penalty points</translation>
        </message>
        <message>
            <source>Your penalty: %2 points (left in hand: %3) — total %4.</source>
            <translation>Your penalty: %2 points (left in hand: %3) — total %4.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>The match is over.</translation>
        </message>
        <message>
            <source>See the result</source>
            <translation>See the result</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Next deal</translation>
        </message>
        <message>
            <source>tournante</source>
            <translation>tournante</translation>
        </message>
        <message>
            <source>discarded</source>
            <translation>discarded</translation>
        </message>
        <message>
            <source>taken back</source>
            <translation>taken back</translation>
        </message>
        <message>
            <source>pot rebuilt (%1 cards)</source>
            <translation>pot rebuilt (%1 cards)</translation>
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
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>%1 — won</source>
            <translation>%1 — won</translation>
        </message>
        <message>
            <source>%1 (opened %2)</source>
            <translation>%1 (opened %2)</translation>
        </message>
        <message>
            <source>%1 (opened)</source>
            <translation>%1 (opened)</translation>
        </message>
        <message>
            <source>%1 (not opened)</source>
            <translation>%1 (not opened)</translation>
        </message>
        <message>
            <source>%1 (now)</source>
            <translation>%1 (now)</translation>
        </message>
        <message>
            <source>opened %1</source>
            <translation>opened %1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <source>Open discard</source>
            <translation>Open discard</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>By suit</source>
            <translation>By suit</translation>
        </message>
        <message>
            <source>Sort the hand by suit, runs in order (S)</source>
            <translation>Sort the hand by suit, runs in order (S)</translation>
        </message>
        <message>
            <source>By rank</source>
            <translation>By rank</translation>
        </message>
        <message>
            <source>Sort the hand by rank, sets together (R)</source>
            <translation>Sort the hand by rank, sets together (R)</translation>
        </message>
        <message>
            <source>Arrange in melds</source>
            <translation>Arrange in melds</translation>
        </message>
        <message>
            <source>Place the best melds in the zones (M)</source>
            <translation>Place the best melds in the zones (M)</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Lay down</translation>
        </message>
        <message>
            <source>Lay down the switched-on zones (L)</source>
            <translation>Lay down the switched-on zones (L)</translation>
        </message>
        <message>
            <source>Put the card back</source>
            <translation>Put the card back</translation>
        </message>
        <message>
            <source>Give the taken discard back (Esc)</source>
            <translation>Give the taken discard back (Esc)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>The best opening now, or the expert's move (H)</source>
            <translation>The best opening now, or the expert's move (H)</translation>
        </message>
        <message>
            <source>Show or hide the score sheet</source>
            <translation>Show or hide the score sheet</translation>
        </message>
        <message>
            <source>Deal %1 begins. %2, only you should see the screen now.</source>
            <translation>Deal %1 begins. %2, only you should see the screen now.</translation>
        </message>
        <message>
            <source>%1 has played the first turn. Pass the screen to %2.</source>
            <translation>%1 has played the first turn. Pass the screen to %2.</translation>
        </message>
        <message>
            <source>%1 has played. Pass the screen to %2: only %2 should see it now.</source>
            <translation>%1 has played. Pass the screen to %2: only %2 should see it now.</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <source>Show my hand</source>
            <translation>Show my hand</translation>
        </message>
        <message>
            <source>Since you last looked:</source>
            <translation>Since you last looked:</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>New match</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Deal %1</translation>
        </message>
        <message>
            <source>↶ Undo</source>
            <translation>↶ Undo</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Take back your last moves, as long as no hidden card reached you since (Ctrl+Z)</source>
            <translation>Take back your last moves, as long as no hidden card reached you since (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Play this match again</source>
            <translation>Play this match again</translation>
        </message>
        <message>
            <source>Match number %1 — give it to a friend to play the same match.</source>
            <translation>Match number %1 — give it to a friend to play the same match.</translation>
        </message>
        <message>
            <source>The pot: draw a card (P), or drag it onto your hand</source>
            <translation>The pot: draw a card (P), or drag it onto your hand</translation>
        </message>
        <message>
            <source>The discard: take its top card (T) or drag it onto your hand; drop a card here to discard it (D)</source>
            <translation>The discard: take its top card (T) or drag it onto your hand; drop a card here to discard it (D)</translation>
        </message>
        <message>
            <source>You took %1: lay down now. The switched-on zones make %2 / %3 points (the clean run does not use the taken card). Press Lay down, or put the card back.</source>
            <translation>You took %1: lay down now. The switched-on zones make %2 / %3 points (the clean run does not use the taken card). Press Lay down, or put the card back.</translation>
        </message>
        <message>
            <source>You took %1: close directly now with the switched-on zones (Lay down), or put the card back.</source>
            <translation>You took %1: close directly now with the switched-on zones (Lay down), or put the card back.</translation>
        </message>
        <message>
            <source>You took %1: play it now. Drag it onto a highlighted meld, or build a zone with it, switch it on and press Lay down.</source>
            <translation>You took %1: play it now. Drag it onto a highlighted meld, or build a zone with it, switch it on and press Lay down.</translation>
        </message>
        <message>
            <source>Switch on the zones to lay down first.</source>
            <translation>Switch on the zones to lay down first.</translation>
        </message>
        <message>
            <source>Zone %1: %2</source>
            <translation>Zone %1: %2</translation>
        </message>
        <message>
            <source>End of the deal: %1</source>
            <translation>End of the deal: %1</translation>
        </message>
        <message>
            <source>End of the deal.</source>
            <translation>End of the deal.</translation>
        </message>
        <message>
            <source>%1 is playing…</source>
            <translation>%1 is playing…</translation>
        </message>
        <message>
            <source>%1's turn.</source>
            <translation>%1's turn.</translation>
        </message>
        <message>
            <source>You deal: discard a card, it is the tournante.</source>
            <translation>You deal: discard a card, it is the tournante.</translation>
        </message>
        <message>
            <source>Your turn: take the tournante %1 freely, or draw from the pot.</source>
            <translation>Your turn: take the tournante %1 freely, or draw from the pot.</translation>
        </message>
        <message>
            <source>Your turn: draw from the pot, or take the discard if you can play it at once.</source>
            <translation>Your turn: draw from the pot, or take the discard if you can play it at once.</translation>
        </message>
        <message>
            <source>Arrange your zones, switch on the melds to open (%1 points with a clean run) and press Lay down; then discard.</source>
            <translation>Arrange your zones, switch on the melds to open (%1 points with a clean run) and press Lay down; then discard.</translation>
        </message>
        <message>
            <source>Lay down melds, lay off cards on any meld (drag them), then discard.</source>
            <translation>Lay down melds, lay off cards on any meld (drag them), then discard.</translation>
        </message>
        <message>
            <source>This match cannot be reviewed: it does not replay from its deal.</source>
            <translation>This match cannot be reviewed: it does not replay from its deal.</translation>
        </message>
        <message>
            <source>Previous end of a deal (Page Up)</source>
            <translation>Previous end of a deal (Page Up)</translation>
        </message>
        <message>
            <source>Next end of a deal (Page Down)</source>
            <translation>Next end of a deal (Page Down)</translation>
        </message>
        <message>
            <source>The table as both players saw it: the hands stay hidden.</source>
            <translation>The table as both players saw it: the hands stay hidden.</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Move taken back.</translation>
        </message>
        <message>
            <source>%1 wins the match! %2 reached %3 points.</source>
            <translation>%1 wins the match! %2 reached %3 points.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Thinking…</translation>
        </message>
        <message>
            <source>Tournante</source>
            <translation>Tournante</translation>
        </message>
        <message>
            <source>taken: play it now</source>
            <translation>taken: play it now</translation>
        </message>
        <message>
            <source>taken</source>
            <translation>taken</translation>
        </message>
        <message>
            <source>clean</source>
            <translation>clean</translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation>%1 cards</translation>
        </message>
        <message>
            <source>not a meld</source>
            <translation>not a meld</translation>
        </message>
        <message>
            <source>%1 card</source>
            <translation>%1 card</translation>
        </message>
        <message>
            <source>invalid</source>
            <translation>invalid</translation>
        </message>
        <message>
            <source>%1 · %2 · %3 pts</source>
            <translation>%1 · %2 · %3 pts</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>%1 · opened with %2 points</source>
            <translation>%1 · opened with %2 points</translation>
        </message>
        <message>
            <source>%1 · not opened yet (%2 points needed)</source>
            <translation>%1 · not opened yet (%2 points needed)</translation>
        </message>
        <message>
            <source>%1 · %2 pts</source>
            <translation>%1 · %2 pts</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Both players are called %1: give each a name of their own.</source>
            <translation>Both players are called %1: give each a name of their own.</translation>
        </message>
        <message>
            <source>Discards</source>
            <translation>Discards</translation>
        </message>
        <message>
            <source>Show or hide the discard history: who threw away which card</source>
            <translation>Show or hide the discard history: who threw away which card</translation>
        </message>
        <message>
            <source>To open: %1 / %2 points (the opponent opened with %3)</source>
            <translation>To open: %1 / %2 points (the opponent opened with %3)</translation>
        </message>
        <message>
            <source>To open: %1 / %2 points with a clean run</source>
            <translation>To open: %1 / %2 points with a clean run</translation>
        </message>
        <message>
            <source>To lay down: %1 points</source>
            <translation>To lay down: %1 points</translation>
        </message>
        <message>
            <source>total %1 points</source>
            <translation>total %1 points</translation>
        </message>
        <message>
            <source>out, no penalty · total %1 pts</source>
            <translation>out, no penalty · total %1 pts</translation>
        </message>
        <message>
            <source>void deal · total %1 pts</source>
            <translation>void deal · total %1 pts</translation>
        </message>
        <message>
            <source>+%1 penalty pts · total %2 pts</source>
            <translation>+%1 penalty pts · total %2 pts</translation>
        </message>
        <message>
            <source>Your hand opens with %1 of %2 points: press Arrange in melds (M), then Lay down.</source>
            <translation>Your hand opens with %1 of %2 points: press Arrange in melds (M), then Lay down.</translation>
        </message>
        <message>
            <source>Switch on zone %1: %2 of %3 points.</source>
            <translation>Switch on zone %1: %2 of %3 points.</translation>
        </message>
        <message>
            <source>Switch on zones %1: %2 of %3 points.</source>
            <translation>Switch on zones %1: %2 of %3 points.</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <source>A discard you take must be played in the same turn: in a new meld or on a meld of the table. Otherwise draw from the pot.</source>
            <translation>A discard you take must be played in the same turn: in a new meld or on a meld of the table. Otherwise draw from the pot.</translation>
        </message>
        <message>
            <source>Before your first lay-down you may take the discard only to lay down with it at once: melds worth at least %1 points, one of them a clean run (a run without a joker) that does not use the taken card; or a direct close (all your cards in melds at once).</source>
            <translation>Before your first lay-down you may take the discard only to lay down with it at once: melds worth at least %1 points, one of them a clean run (a run without a joker) that does not use the taken card; or a direct close (all your cards in melds at once).</translation>
        </message>
        <message>
            <source>Play the card you took now, or put it back.</source>
            <translation>Play the card you took now, or put it back.</translation>
        </message>
        <message>
            <source>You can take the discard only to lay down with it now.</source>
            <translation>You can take the discard only to lay down with it now.</translation>
        </message>
        <message>
            <source>Your first lay-down needs a run without a joker.</source>
            <translation>Your first lay-down needs a run without a joker.</translation>
        </message>
        <message>
            <source>%1: a clean run is a run of three or more cards without a joker.</source>
            <translation>%1: a clean run is a run of three or more cards without a joker.</translation>
        </message>
        <message>
            <source>The card you took cannot be in your run without a joker.</source>
            <translation>The card you took cannot be in your run without a joker.</translation>
        </message>
        <message>
            <source>%1 does not let you lay down now: draw from the pot.</source>
            <translation>%1 does not let you lay down now: draw from the pot.</translation>
        </message>
        <message>
            <source>%1 cannot be played right now: draw from the pot.</source>
            <translation>%1 cannot be played right now: draw from the pot.</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>Why?</translation>
        </message>
        <message>
            <source>The whole reason, and the rule behind it</source>
            <translation>The whole reason, and the rule behind it</translation>
        </message>
    </context>
    <context>
        <name>RamiLesson</name>
        <message>
            <source>Welcome to Rami! The aim: be the first with no card left in hand, by laying them on the table in melds — runs of one suit and sets of one rank. Press Continue.</source>
            <translation>Welcome to Rami! The aim: be the first with no card left in hand, by laying them on the table in melds — runs of one suit and sets of one rank. Press Continue.</translation>
        </message>
        <message>
            <source>Léo deals: he has 15 cards and throws one face up, the tournante.</source>
            <translation>Léo deals: he has 15 cards and throws one face up, the tournante.</translation>
        </message>
        <message>
            <source>The tournante is yours for free: click the lit discard pile to take the 10♠. With your 7♠ 8♠ 9♠ it makes a run, and a clean one: the tournante is the only taken card that keeps a run clean.</source>
            <translation>The tournante is yours for free: click the lit discard pile to take the 10♠. With your 7♠ 8♠ 9♠ it makes a run, and a clean one: the tournante is the only taken card that keeps a run clean.</translation>
        </message>
        <message>
            <source>Arrange your hand: press Arrange in melds, or drag cards from zone to zone. Each zone holds one meld; the zones whose switch is on are laid down together. Then press Continue.</source>
            <translation>Arrange your hand: press Arrange in melds, or drag cards from zone to zone. Each zone holds one meld; the zones whose switch is on are laid down together. Then press Continue.</translation>
        </message>
        <message>
            <source>Your first lay-down, the opening, must make at least 81 points with a clean run (no joker). Each card counts its number, a jack, queen or king 10: 7+8+9+10 = 34, three jacks 30, 3+4+5+6 = 18, so 82. Press Lay down.</source>
            <translation>Your first lay-down, the opening, must make at least 81 points with a clean run (no joker). Each card counts its number, a jack, queen or king 10: 7+8+9+10 = 34, three jacks 30, 3+4+5+6 = 18, so 82. Press Lay down.</translation>
        </message>
        <message>
            <source>A turn always ends with a discard. The K♦ fits none of your melds: drag it onto the discard pile.</source>
            <translation>A turn always ends with a discard. The K♦ fits none of your melds: drag it onto the discard pile.</translation>
        </message>
        <message>
            <source>Léo opens with 88 points.</source>
            <translation>Léo opens with 88 points.</translation>
        </message>
        <message>
            <source>Léo has opened too, with 88 points: once you had opened, he needed more than your 82. In his run 5♦ joker 7♦, the joker stands for the 6♦. Press Continue.</source>
            <translation>Léo has opened too, with 88 points: once you had opened, he needed more than your 82. In his run 5♦ joker 7♦, the joker stands for the 6♦. Press Continue.</translation>
        </message>
        <message>
            <source>Each turn starts by taking one card. Léo's ace fits no meld, and a taken discard must be played at once: click the lit pot to draw.</source>
            <translation>Each turn starts by taking one card. Léo's ace fits no meld, and a taken discard must be played at once: click the lit pot to draw.</translation>
        </message>
        <message>
            <source>Once you have opened, you may add cards to any meld on the table, Léo's too: drag the 9♥ onto his run 10♥ J♥ Q♥ K♥.</source>
            <translation>Once you have opened, you may add cards to any meld on the table, Léo's too: drag the 9♥ onto his run 10♥ J♥ Q♥ K♥.</translation>
        </message>
        <message>
            <source>Léo's joker stands for 6♦, and you hold it: drag your 6♦ onto the joker. The 6♦ takes its place and the joker comes to your hand.</source>
            <translation>Léo's joker stands for 6♦, and you hold it: drag your 6♦ onto the joker. The 6♦ takes its place and the joker comes to your hand.</translation>
        </message>
        <message>
            <source>A joker can stand for any card: keep it. Throw away the 2♥ instead, which fits nothing: drag it onto the discard pile.</source>
            <translation>A joker can stand for any card: keep it. Throw away the 2♥ instead, which fits nothing: drag it onto the discard pile.</translation>
        </message>
        <message>
            <source>Léo's K♣ is of no use to you: draw from the pot.</source>
            <translation>Léo's K♣ is of no use to you: draw from the pot.</translation>
        </message>
        <message>
            <source>The 4♥, your 4♠ and the joker make a set: drag the 4♥ next to them (all three in one zone), switch that zone on, then press Continue.</source>
            <translation>The 4♥, your 4♠ and the joker make a set: drag the 4♥ next to them (all three in one zone), switch that zone on, then press Continue.</translation>
        </message>
        <message>
            <source>Press Lay down: with your last three cards laid, your hand is empty and you win the deal. Léo counts 10 penalty points for each card he still holds.</source>
            <translation>Press Lay down: with your last three cards laid, your hand is empty and you win the deal. Léo counts 10 penalty points for each card he still holds.</translation>
        </message>
        <message>
            <source>Well played: you know Rami! Deal after deal, the penalties add up; whoever reaches 500 points loses the match. Play on against Léo, or go back to the home screen.</source>
            <translation>Well played: you know Rami! Deal after deal, the penalties add up; whoever reaches 500 points loses the match. Play on against Léo, or go back to the home screen.</translation>
        </message>
    </context>
</TS>
