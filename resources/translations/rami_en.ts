<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Refusal</name>
    <message>
        <source>{card} is not a card</source>
        <translation>{card} is not a card</translation>
    </message>
    <message>
        <source>A meld needs at least three cards</source>
        <translation>A meld needs at least three cards</translation>
    </message>
    <message>
        <source>A meld cannot hold two jokers</source>
        <translation>A meld cannot hold two jokers</translation>
    </message>
    <message>
        <source>A run cannot mix suits</source>
        <translation>A run cannot mix suits</translation>
    </message>
    <message>
        <source>A set has at most four cards</source>
        <translation>A set has at most four cards</translation>
    </message>
    <message>
        <source>A set cannot hold the same suit twice ({card})</source>
        <translation>A set cannot hold the same suit twice ({card})</translation>
    </message>
    <message>
        <source>A run cannot hold the same card twice ({card})</source>
        <translation>A run cannot hold the same card twice ({card})</translation>
    </message>
    <message>
        <source>A run cannot go round the corner (K-A-2)</source>
        <translation>A run cannot go round the corner (K-A-2)</translation>
    </message>
    <message>
        <source>The cards of a run must follow each other</source>
        <translation>The cards of a run must follow each other</translation>
    </message>
    <message>
        <source>A run with a joker must be laid in order</source>
        <translation>A run with a joker must be laid in order</translation>
    </message>
    <message>
        <source>The joker is out of place</source>
        <translation>The joker is out of place</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>The match is over</translation>
    </message>
    <message>
        <source>The dealer starts by discarding the tournante</source>
        <translation>The dealer starts by discarding the tournante</translation>
    </message>
    <message>
        <source>The pot is empty</source>
        <translation>The pot is empty</translation>
    </message>
    <message>
        <source>Take a card first: from the pot or the discard</source>
        <translation>Take a card first: from the pot or the discard</translation>
    </message>
    <message>
        <source>You have already taken a card this turn</source>
        <translation>You have already taken a card this turn</translation>
    </message>
    <message>
        <source>There is no discard to take</source>
        <translation>There is no discard to take</translation>
    </message>
    <message>
        <source>One card in hand: draw from the pot</source>
        <translation>One card in hand: draw from the pot</translation>
    </message>
    <message>
        <source>Take the tournante on its own, then play</source>
        <translation>Take the tournante on its own, then play</translation>
    </message>
    <message>
        <source>The taken card must be played at once</source>
        <translation>The taken card must be played at once</translation>
    </message>
    <message>
        <source>Before opening, take the discard only to open or to close</source>
        <translation>Before opening, take the discard only to open or to close</translation>
    </message>
    <message>
        <source>These cards are not in your hand: {cards}</source>
        <translation>These cards are not in your hand: {cards}</translation>
    </message>
    <message>
        <source>You have already opened</source>
        <translation>You have already opened</translation>
    </message>
    <message>
        <source>{value} / {required} points (the opponent opened with {opponent})</source>
        <translation>{value} / {required} points (the opponent opened with {opponent})</translation>
    </message>
    <message>
        <source>{value} / {required} points</source>
        <translation>{value} / {required} points</translation>
    </message>
    <message>
        <source>You have already opened: lay your cards down</source>
        <translation>You have already opened: lay your cards down</translation>
    </message>
    <message>
        <source>A direct close places all your cards but one: {left} left</source>
        <translation>A direct close places all your cards but one: {left} left</translation>
    </message>
    <message>
        <source>Open first: new melds and lay-offs come after the opening</source>
        <translation>Open first: new melds and lay-offs come after the opening</translation>
    </message>
    <message>
        <source>There is no meld {meld}</source>
        <translation>There is no meld {meld}</translation>
    </message>
    <message>
        <source>Choose where the card goes on the run</source>
        <translation>Choose where the card goes on the run</translation>
    </message>
    <message>
        <source>{card} does not fit on this meld</source>
        <translation>{card} does not fit on this meld</translation>
    </message>
    <message>
        <source>This is not a Rami action</source>
        <translation>This is not a Rami action</translation>
    </message>
    <message>
        <source>Lay down one to four melds at once</source>
        <translation>Lay down one to four melds at once</translation>
    </message>
    <message>
        <source>No clean run</source>
        <translation>No clean run</translation>
    </message>
    <message>
        <source>The taken card cannot count in the clean run</source>
        <translation>The taken card cannot count in the clean run</translation>
    </message>
    <message>
        <source>This meld already has a joker</source>
        <translation>This meld already has a joker</translation>
    </message>
    <message>
        <source>This run has no joker to take back</source>
        <translation>This run has no joker to take back</translation>
    </message>
    <message>
        <source>Only {card} takes the joker&apos;s place</source>
        <translation>Only {card} takes the joker&apos;s place</translation>
    </message>
    <message>
        <source>{card} does not fit at this end of the run</source>
        <translation>{card} does not fit at this end of the run</translation>
    </message>
</context>
</TS>
