<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AbyssCards</name>
        <message>
            <source>Monster</source>
            <translation>Monster</translation>
        </message>
        <message>
            <source>%1 × guilds</source>
            <translation>%1 × guilds</translation>
        </message>
        <message>
            <source>best opponent tile</source>
            <translation>best opponent tile</translation>
        </message>
        <message>
            <source>0 · swap</source>
            <translation>0 · swap</translation>
        </message>
        <message>
            <source>%1 × weakest Lord</source>
            <translation>%1 × weakest Lord</translation>
        </message>
        <message>
            <source>strongest Lord</source>
            <translation>strongest Lord</translation>
        </message>
        <message>
            <source>%1 − Lords</source>
            <translation>%1 − Lords</translation>
        </message>
        <message>
            <source>%1 × Lords with key</source>
            <translation>%1 × Lords with key</translation>
        </message>
        <message>
            <source>%1 × keyless Lords</source>
            <translation>%1 × keyless Lords</translation>
        </message>
        <message>
            <source>%1 + weakest Allies</source>
            <translation>%1 + weakest Allies</translation>
        </message>
        <message>
            <source>%1 − federated</source>
            <translation>%1 − federated</translation>
        </message>
    </context>
    <context>
        <name>AbyssDecisions</name>
        <message>
            <source>crabs</source>
            <translation>crabs</translation>
        </message>
        <message>
            <source>shellfish</source>
            <translation>shellfish</translation>
        </message>
        <message>
            <source>squids</source>
            <translation>squids</translation>
        </message>
        <message>
            <source>jellyfish</source>
            <translation>jellyfish</translation>
        </message>
        <message>
            <source>seahorses</source>
            <translation>seahorses</translation>
        </message>
        <message>
            <source>Plot at Court (1 Pearl)</source>
            <translation>Plot at Court (1 Pearl)</translation>
        </message>
        <message>
            <source>Pay 1 Pearl to reveal a Lord into a free Court slot</source>
            <translation>Pay 1 Pearl to reveal a Lord into a free Court slot</translation>
        </message>
        <message>
            <source>Explore</source>
            <translation>Explore</translation>
        </message>
        <message>
            <source>Reveal the top card of the exploration deck</source>
            <translation>Reveal the top card of the exploration deck</translation>
        </message>
        <message>
            <source>Pay with %1</source>
            <translation>Pay with %1</translation>
        </message>
        <message>
            <source>Take back %1</source>
            <translation>Take back %1</translation>
        </message>
        <message>
            <source>Recruit</source>
            <translation>Recruit</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Federate %1</source>
            <translation>Federate %1</translation>
        </message>
        <message>
            <source>Recruit (Pearls due: %1)</source>
            <translation>Recruit (Pearls due: %1)</translation>
        </message>
        <message>
            <source>Crab %1</source>
            <translation>Crab %1</translation>
        </message>
        <message>
            <source>Shellfish %1</source>
            <translation>Shellfish %1</translation>
        </message>
        <message>
            <source>Squid %1</source>
            <translation>Squid %1</translation>
        </message>
        <message>
            <source>Jellyfish %1</source>
            <translation>Jellyfish %1</translation>
        </message>
        <message>
            <source>Seahorse %1</source>
            <translation>Seahorse %1</translation>
        </message>
        <message>
            <source>Click the Lords to place under it</source>
            <translation>Click the Lords to place under it</translation>
        </message>
        <message>
            <source>Suggested payment</source>
            <translation>Suggested payment</translation>
        </message>
        <message>
            <source>The cheapest payment the computer players would make: the Allies are chosen for you</source>
            <translation>The cheapest payment the computer players would make: the Allies are chosen for you</translation>
        </message>
        <message numerus="yes">
            <source>Buy: %n Pearl(s)</source>
            <translation>
                <numerusform>Buy: %n Pearl</numerusform>
                <numerusform>Buy: %n Pearls</numerusform>
            </translation>
        </message>
        <message>
            <source>Buy %1; the price goes to the explorer, in Pearls</source>
            <translation>Buy %1; the price goes to the explorer, in Pearls</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Take it (+1 Pearl)</source>
            <translation>Take it (+1 Pearl)</translation>
        </message>
        <message>
            <source>Take it</source>
            <translation>Take it</translation>
        </message>
        <message>
            <source>Continue exploring</source>
            <translation>Continue exploring</translation>
        </message>
        <message>
            <source>Fight: %1</source>
            <translation>Fight: %1</translation>
        </message>
        <message>
            <source>Continue: threat → %1</source>
            <translation>Continue: threat → %1</translation>
        </message>
        <message>
            <source>Take a Pearl</source>
            <translation>Take a Pearl</translation>
        </message>
        <message>
            <source>Take a Monster token</source>
            <translation>Take a Monster token</translation>
        </message>
        <message>
            <source>Discard %1</source>
            <translation>Discard %1</translation>
        </message>
        <message>
            <source>%1's power: choose the Ally of your hand to sell for 2 Pearls</source>
            <translation>%1's power: choose the Ally of your hand to sell for 2 Pearls</translation>
        </message>
        <message>
            <source>Slaver: sell %1 for 2 Pearls</source>
            <translation>Slaver: sell %1 for 2 Pearls</translation>
        </message>
        <message>
            <source>%1's power: choose the Council stack to discard</source>
            <translation>%1's power: choose the Council stack to discard</translation>
        </message>
        <message>
            <source>Oracle: discard the %1 stack</source>
            <translation>Oracle: discard the %1 stack</translation>
        </message>
        <message>
            <source>%1's power: choose the Court Lord to replace with the top Lord of the deck</source>
            <translation>%1's power: choose the Court Lord to replace with the top Lord of the deck</translation>
        </message>
        <message>
            <source>Opportunist: replace %1</source>
            <translation>Opportunist: replace %1</translation>
        </message>
        <message>
            <source>Take the %1 stack</source>
            <translation>Take the %1 stack</translation>
        </message>
        <message>
            <source>Disable %1 (%2)</source>
            <translation>Disable %1 (%2)</translation>
        </message>
        <message>
            <source>Hunt a Monster token from %1</source>
            <translation>Hunt a Monster token from %1</translation>
        </message>
        <message>
            <source>Choose the face-up Location to take in exchange for %1</source>
            <translation>Choose the face-up Location to take in exchange for %1</translation>
        </message>
        <message>
            <source>Swap %1 for %2</source>
            <translation>Swap %1 for %2</translation>
        </message>
        <message>
            <source>Recruit %1 for 5 Pearls</source>
            <translation>Recruit %1 for 5 Pearls</translation>
        </message>
        <message>
            <source>You give up %1: choose the Court Lord to take in its place</source>
            <translation>You give up %1: choose the Court Lord to take in its place</translation>
        </message>
        <message>
            <source>Give up %1, take %2</source>
            <translation>Give up %1, take %2</translation>
        </message>
        <message>
            <source>Give up %1 for the top Lord of the deck</source>
            <translation>Give up %1 for the top Lord of the deck</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Skip</translation>
        </message>
        <message>
            <source>Take %1</source>
            <translation>Take %1</translation>
        </message>
        <message>
            <source>Draw %1 from the deck</source>
            <translation>Draw %1 from the deck</translation>
        </message>
        <message>
            <source>Keep %1</source>
            <translation>Keep %1</translation>
        </message>
        <message>
            <source>Place under it: %1</source>
            <translation>Place under it: %1</translation>
        </message>
        <message>
            <source>Use Key tokens only</source>
            <translation>Use Key tokens only</translation>
        </message>
        <message>
            <source>Exchange for %1</source>
            <translation>Exchange for %1</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>End turn</translation>
        </message>
        <message>
            <source>a Key</source>
            <translation>a Key</translation>
        </message>
        <message>
            <source>a Pearl or a Monster token</source>
            <translation>a Pearl or a Monster token</translation>
        </message>
        <message>
            <source>the threat's reward</source>
            <translation>the threat's reward</translation>
        </message>
    </context>
    <context>
        <name>AbyssDescribe</name>
        <message>
            <source>Your turn: plot at Court, then explore, request support or recruit</source>
            <translation>Your turn: plot at Court, then explore, request support or recruit</translation>
        </message>
        <message>
            <source>Your decision: choose one of the lit cards or buttons</source>
            <translation>Your decision: choose one of the lit cards or buttons</translation>
        </message>
        <message>
            <source>%1 plays: plot at Court, then explore, request support or recruit</source>
            <translation>%1 plays: plot at Court, then explore, request support or recruit</translation>
        </message>
        <message>
            <source>%1 may use a Lord's power or end the turn</source>
            <translation>%1 may use a Lord's power or end the turn</translation>
        </message>
        <message>
            <source>%1 may buy the revealed Ally</source>
            <translation>%1 may buy the revealed Ally</translation>
        </message>
        <message>
            <source>%1 takes the revealed Ally or explores further</source>
            <translation>%1 takes the revealed Ally or explores further</translation>
        </message>
        <message>
            <source>%1 fights the Monster or explores further</source>
            <translation>%1 fights the Monster or explores further</translation>
        </message>
        <message>
            <source>%1 chooses a reward</source>
            <translation>%1 chooses a reward</translation>
        </message>
        <message>
            <source>%1 takes a Council stack</source>
            <translation>%1 takes a Council stack</translation>
        </message>
        <message>
            <source>%1 pays for a Lord</source>
            <translation>%1 pays for a Lord</translation>
        </message>
        <message>
            <source>%1 chooses the Ally to federate</source>
            <translation>%1 chooses the Ally to federate</translation>
        </message>
        <message>
            <source>%1 discards down to the limit</source>
            <translation>%1 discards down to the limit</translation>
        </message>
        <message>
            <source>%1 discards an Ally for the Jailer</source>
            <translation>%1 discards an Ally for the Jailer</translation>
        </message>
        <message>
            <source>%1 takes control of a Location</source>
            <translation>%1 takes control of a Location</translation>
        </message>
        <message>
            <source>%1 keeps one of the Locations drawn</source>
            <translation>%1 keeps one of the Locations drawn</translation>
        </message>
        <message>
            <source>%1 places Lords under a Location</source>
            <translation>%1 places Lords under a Location</translation>
        </message>
        <message>
            <source>%1 may exchange Black Smokers</source>
            <translation>%1 may exchange Black Smokers</translation>
        </message>
        <message>
            <source>%1 uses a Lord's power</source>
            <translation>%1 uses a Lord's power</translation>
        </message>
        <message>
            <source>explore</source>
            <translation>explore</translation>
        </message>
        <message>
            <source>request support</source>
            <translation>request support</translation>
        </message>
        <message>
            <source>recruit</source>
            <translation>recruit</translation>
        </message>
        <message>
            <source>end your turn (nothing else is possible)</source>
            <translation>end your turn (nothing else is possible)</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <translation>%1 or %2</translation>
        </message>
        <message>
            <source>plot at Court, then %1</source>
            <translation>plot at Court, then %1</translation>
        </message>
        <message>
            <source>Your turn: %1</source>
            <translation>Your turn: %1</translation>
        </message>
        <message>
            <source>a power ready: click its Lord</source>
            <translation>a power ready: click its Lord</translation>
        </message>
        <message>
            <source>You have 3 keys: draw 1 to 4 Locations from the deck, keep one</source>
            <translation>You have 3 keys: draw 1 to 4 Locations from the deck, keep one</translation>
        </message>
        <message>
            <source>%1's power: choose which of %2's free Lords to disable</source>
            <translation>%1's power: choose which of %2's free Lords to disable</translation>
        </message>
        <message>
            <source>%1's power: choose the opponent you take a Monster token from</source>
            <translation>%1's power: choose the opponent you take a Monster token from</translation>
        </message>
        <message>
            <source>%1's power: choose the Council stack to take into your hand</source>
            <translation>%1's power: choose the Council stack to take into your hand</translation>
        </message>
        <message>
            <source>%1's power: choose one of your Locations and the face-up Location to swap it for</source>
            <translation>%1's power: choose one of your Locations and the face-up Location to swap it for</translation>
        </message>
        <message>
            <source>%1's power: choose a Court Lord to recruit for 5 Pearls, or skip</source>
            <translation>%1's power: choose a Court Lord to recruit for 5 Pearls, or skip</translation>
        </message>
        <message>
            <source>%1's power: choose one of your free Lords to give up and the Court Lord to take</source>
            <translation>%1's power: choose one of your free Lords to give up and the Court Lord to take</translation>
        </message>
        <message>
            <source>%1's power: choose one of your free Lords to give up for the top Lord of the deck</source>
            <translation>%1's power: choose one of your free Lords to give up for the top Lord of the deck</translation>
        </message>
        <message>
            <source>%1's power: choose one of the offers</source>
            <translation>%1's power: choose one of the offers</translation>
        </message>
        <message>
            <source>%1 revealed %2: buy it (price in Pearls: %3) or pass</source>
            <translation>%1 revealed %2: buy it (price in Pearls: %3) or pass</translation>
        </message>
        <message>
            <source>already bought this turn: %1</source>
            <translation>already bought this turn: %1</translation>
        </message>
        <message>
            <source>Space %1 of %2: take %3, or explore further</source>
            <translation>Space %1 of %2: take %3, or explore further</translation>
        </message>
        <message>
            <source>A Monster on space %1: fight it for %2, or let it go (threat → %3)</source>
            <translation>A Monster on space %1: fight it for %2, or let it go (threat → %3)</translation>
        </message>
        <message>
            <source>Choose the Lords whose keys close the Location: click them in or out, then the button places them</source>
            <translation>Choose the Lords whose keys close the Location: click them in or out, then the button places them</translation>
        </message>
        <message>
            <source>Use a Lord's power (click the Lord), or end your turn</source>
            <translation>Use a Lord's power (click the Lord), or end your turn</translation>
        </message>
        <message>
            <source>Your reward: a Pearl or a Monster token (choices left: %1)</source>
            <translation>Your reward: a Pearl or a Monster token (choices left: %1)</translation>
        </message>
        <message>
            <source>Request support: click a Council stack to take it</source>
            <translation>Request support: click a Council stack to take it</translation>
        </message>
        <message>
            <source>Recruit %1: click the Allies of your hand to pay with</source>
            <translation>Recruit %1: click the Allies of your hand to pay with</translation>
        </message>
        <message>
            <source>Choose the Ally you federate</source>
            <translation>Choose the Ally you federate</translation>
        </message>
        <message>
            <source>Discard down to %1 Allies: click the ones to discard</source>
            <translation>Discard down to %1 Allies: click the ones to discard</translation>
        </message>
        <message>
            <source>The Jailer: click an Ally of your hand to discard it</source>
            <translation>The Jailer: click an Ally of your hand to discard it</translation>
        </message>
        <message>
            <source>You have 3 keys: take a face-up Location or draw from the deck</source>
            <translation>You have 3 keys: take a face-up Location or draw from the deck</translation>
        </message>
        <message>
            <source>Keep one of the Locations you drew</source>
            <translation>Keep one of the Locations you drew</translation>
        </message>
        <message>
            <source>Black Smokers: exchange it for a Location of the deck, or keep it</source>
            <translation>Black Smokers: exchange it for a Location of the deck, or keep it</translation>
        </message>
    </context>
    <context>
        <name>AbyssHint</name>
        <message>
            <source>the Court is refilled: +2 Pearls</source>
            <translation>the Court is refilled: +2 Pearls</translation>
        </message>
        <message>
            <source>No Lord at Court is worth its price to you yet</source>
            <translation>No Lord at Court is worth its price to you yet</translation>
        </message>
        <message>
            <source>The %1 stack gives %2 Allies at once</source>
            <translation>The %1 stack gives %2 Allies at once</translation>
        </message>
        <message>
            <source>No Lord or Council stack is worth more than exploring now</source>
            <translation>No Lord or Council stack is worth more than exploring now</translation>
        </message>
        <message>
            <source>%1 is worth more than its price</source>
            <translation>%1 is worth more than its price</translation>
        </message>
        <message>
            <source>%1 is not worth its price to you</source>
            <translation>%1 is not worth its price to you</translation>
        </message>
        <message>
            <source>%1 on space %2 of %3: a better card is unlikely</source>
            <translation>%1 on space %2 of %3: a better card is unlikely</translation>
        </message>
        <message>
            <source>%1 is too small: a better card may come</source>
            <translation>%1 is too small: a better card may come</translation>
        </message>
        <message>
            <source>The fight gives %1 now</source>
            <translation>The fight gives %1 now</translation>
        </message>
        <message>
            <source>The threat rises: the next Monster pays more</source>
            <translation>The threat rises: the next Monster pays more</translation>
        </message>
        <message>
            <source>The cheapest payment: your best Allies stay in hand</source>
            <translation>The cheapest payment: your best Allies stay in hand</translation>
        </message>
        <message>
            <source>The Ally that adds the most to your score</source>
            <translation>The Ally that adds the most to your score</translation>
        </message>
        <message>
            <source>%1 is worth %2 points to you now</source>
            <translation>%1 is worth %2 points to you now</translation>
        </message>
        <message>
            <source>No face-up Location is worth enough to you</source>
            <translation>No face-up Location is worth enough to you</translation>
        </message>
        <message>
            <source>Nothing is worth it now</source>
            <translation>Nothing is worth it now</translation>
        </message>
        <message numerus="yes">
            <source>influence %1 · keys: %2 · costs you %n Pearl(s)</source>
            <translation>
                <numerusform>influence %1 · keys: %2 · costs you %n Pearl</numerusform>
                <numerusform>influence %1 · keys: %2 · costs you %n Pearls</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AbyssJournal</name>
        <message>
            <source>— %1's turn —</source>
            <translation>— %1's turn —</translation>
        </message>
        <message>
            <source>— Your turn —</source>
            <translation>— Your turn —</translation>
        </message>
        <message>
            <source>%1 plots at Court: %2 comes to Court</source>
            <translation>%1 plots at Court: %2 comes to Court</translation>
        </message>
        <message>
            <source>You plot at Court: %2 comes to Court</source>
            <translation>You plot at Court: %2 comes to Court</translation>
        </message>
        <message>
            <source>%1 explores: a Monster (space %2)</source>
            <translation>%1 explores: a Monster (space %2)</translation>
        </message>
        <message>
            <source>You explore: a Monster (space %2)</source>
            <translation>You explore: a Monster (space %2)</translation>
        </message>
        <message>
            <source>%1 explores: %2 (space %3)</source>
            <translation>%1 explores: %2 (space %3)</translation>
        </message>
        <message>
            <source>You explore: %2 (space %3)</source>
            <translation>You explore: %2 (space %3)</translation>
        </message>
        <message numerus="yes">
            <source>%1 buys %2 from you for %n Pearl(s)</source>
            <translation>
                <numerusform>%1 buys %2 from you for %n Pearl</numerusform>
                <numerusform>%1 buys %2 from you for %n Pearls</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 buys %2 for %n Pearl(s), paid to %4</source>
            <translation>
                <numerusform>%1 buys %2 for %n Pearl, paid to %4</numerusform>
                <numerusform>%1 buys %2 for %n Pearls, paid to %4</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You buy %2 for %n Pearl(s), paid to %4</source>
            <translation>
                <numerusform>You buy %2 for %n Pearl, paid to %4</numerusform>
                <numerusform>You buy %2 for %n Pearls, paid to %4</numerusform>
            </translation>
        </message>
        <message>
            <source>You do not have enough Pearls to buy it (price %1)</source>
            <translation>You do not have enough Pearls to buy it (price %1)</translation>
        </message>
        <message>
            <source>you</source>
            <translation>you</translation>
        </message>
        <message>
            <source>Not enough Pearls to buy it (price %1): %2</source>
            <translation>Not enough Pearls to buy it (price %1): %2</translation>
        </message>
        <message>
            <source>%1 takes %2</source>
            <translation>%1 takes %2</translation>
        </message>
        <message>
            <source>You take %2</source>
            <translation>You take %2</translation>
        </message>
        <message numerus="yes">
            <source>(+%n Pearl(s))</source>
            <translation>
                <numerusform>(+%n Pearl)</numerusform>
                <numerusform>(+%n Pearls)</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 lets the Monster go: threat %2</source>
            <translation>%1 lets the Monster go: threat %2</translation>
        </message>
        <message>
            <source>You let the Monster go: threat %2</source>
            <translation>You let the Monster go: threat %2</translation>
        </message>
        <message>
            <source>%1 fights the Monster (threat space %2)</source>
            <translation>%1 fights the Monster (threat space %2)</translation>
        </message>
        <message>
            <source>You fight the Monster (threat space %2)</source>
            <translation>You fight the Monster (threat space %2)</translation>
        </message>
        <message>
            <source>%1 draws a Monster token worth %2</source>
            <translation>%1 draws a Monster token worth %2</translation>
        </message>
        <message>
            <source>You draw a Monster token worth %2</source>
            <translation>You draw a Monster token worth %2</translation>
        </message>
        <message>
            <source>To the Council: %1</source>
            <translation>To the Council: %1</translation>
        </message>
        <message numerus="yes">
            <source>%1 takes the Council's %2 stack (%n card(s))</source>
            <translation>
                <numerusform>%1 takes the Council's %2 stack (%n card)</numerusform>
                <numerusform>%1 takes the Council's %2 stack (%n cards)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You take the Council's %2 stack (%n card(s))</source>
            <translation>
                <numerusform>You take the Council's %2 stack (%n card)</numerusform>
                <numerusform>You take the Council's %2 stack (%n cards)</numerusform>
            </translation>
        </message>
        <message>
            <source>In it: %2</source>
            <translation>In it: %2</translation>
        </message>
        <message>
            <source>%1 discards the Council's %2 stack</source>
            <translation>%1 discards the Council's %2 stack</translation>
        </message>
        <message>
            <source>You discard the Council's %2 stack</source>
            <translation>You discard the Council's %2 stack</translation>
        </message>
        <message numerus="yes">
            <source>%1 recruits %2 for %n Pearl(s)</source>
            <translation>
                <numerusform>%1 recruits %2 for %n Pearl</numerusform>
                <numerusform>%1 recruits %2 for %n Pearls</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You recruit %2 for %n Pearl(s)</source>
            <translation>
                <numerusform>You recruit %2 for %n Pearl</numerusform>
                <numerusform>You recruit %2 for %n Pearls</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 recruits %2 with %3</source>
            <translation>%1 recruits %2 with %3</translation>
        </message>
        <message>
            <source>You recruit %2 with %3</source>
            <translation>You recruit %2 with %3</translation>
        </message>
        <message numerus="yes">
            <source>and %n Pearl(s)</source>
            <translation>
                <numerusform>and %n Pearl</numerusform>
                <numerusform>and %n Pearls</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 federates %2</source>
            <translation>%1 federates %2</translation>
        </message>
        <message>
            <source>You federate %2</source>
            <translation>You federate %2</translation>
        </message>
        <message numerus="yes">
            <source>The Court is refilled; %1 gains %n Pearl(s)</source>
            <translation>
                <numerusform>The Court is refilled; %1 gains %n Pearl</numerusform>
                <numerusform>The Court is refilled; %1 gains %n Pearls</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Court is refilled; you gain %n Pearl(s)</source>
            <translation>
                <numerusform>The Court is refilled; you gain %n Pearl</numerusform>
                <numerusform>The Court is refilled; you gain %n Pearls</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 gains %n Pearl(s) (%3)</source>
            <translation>
                <numerusform>%1 gains %n Pearl (%3)</numerusform>
                <numerusform>%1 gains %n Pearls (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n Pearl(s) (%3)</source>
            <translation>
                <numerusform>You gain %n Pearl (%3)</numerusform>
                <numerusform>You gain %n Pearls (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 loses %n Pearl(s) (%3)</source>
            <translation>
                <numerusform>%1 loses %n Pearl (%3)</numerusform>
                <numerusform>%1 loses %n Pearls (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You lose %n Pearl(s) (%3)</source>
            <translation>
                <numerusform>You lose %n Pearl (%3)</numerusform>
                <numerusform>You lose %n Pearls (%3)</numerusform>
            </translation>
        </message>
        <message>
            <source>The Shaman protects %1 from %2</source>
            <translation>The Shaman protects %1 from %2</translation>
        </message>
        <message>
            <source>The Shaman protects you from %2</source>
            <translation>The Shaman protects you from %2</translation>
        </message>
        <message>
            <source>%1 discards %2</source>
            <translation>%1 discards %2</translation>
        </message>
        <message>
            <source>You discard %2</source>
            <translation>You discard %2</translation>
        </message>
        <message numerus="yes">
            <source>%1 sells %2 for %n Pearl(s)</source>
            <translation>
                <numerusform>%1 sells %2 for %n Pearl</numerusform>
                <numerusform>%1 sells %2 for %n Pearls</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You sell %2 for %n Pearl(s)</source>
            <translation>
                <numerusform>You sell %2 for %n Pearl</numerusform>
                <numerusform>You sell %2 for %n Pearls</numerusform>
            </translation>
        </message>
        <message>
            <source>%1's %3 is disabled by the Assassin</source>
            <translation>%1's %3 is disabled by the Assassin</translation>
        </message>
        <message>
            <source>Your %3 is disabled by the Assassin</source>
            <translation>Your %3 is disabled by the Assassin</translation>
        </message>
        <message>
            <source>%1 hunts one of your Monster tokens</source>
            <translation>%1 hunts one of your Monster tokens</translation>
        </message>
        <message>
            <source>%1 hunts a Monster token from %2</source>
            <translation>%1 hunts a Monster token from %2</translation>
        </message>
        <message>
            <source>You hunt a Monster token from %2</source>
            <translation>You hunt a Monster token from %2</translation>
        </message>
        <message>
            <source>%1 loses a Monster token worth %2</source>
            <translation>%1 loses a Monster token worth %2</translation>
        </message>
        <message>
            <source>You lose a Monster token worth %2</source>
            <translation>You lose a Monster token worth %2</translation>
        </message>
        <message>
            <source>%1 draws %2</source>
            <translation>%1 draws %2</translation>
        </message>
        <message>
            <source>You draw %2</source>
            <translation>You draw %2</translation>
        </message>
        <message>
            <source>%1 controls %2</source>
            <translation>%1 controls %2</translation>
        </message>
        <message>
            <source>You control %2</source>
            <translation>You control %2</translation>
        </message>
        <message>
            <source>%1 swaps %2 for %3</source>
            <translation>%1 swaps %2 for %3</translation>
        </message>
        <message>
            <source>You swap %2 for %3</source>
            <translation>You swap %2 for %3</translation>
        </message>
        <message>
            <source>%1 triggers the end: everyone else plays one last turn</source>
            <translation>%1 triggers the end: everyone else plays one last turn</translation>
        </message>
        <message>
            <source>You trigger the end: everyone else plays one last turn</source>
            <translation>You trigger the end: everyone else plays one last turn</translation>
        </message>
        <message>
            <source>%1 plays one more turn</source>
            <translation>%1 plays one more turn</translation>
        </message>
        <message>
            <source>You play one more turn</source>
            <translation>You play one more turn</translation>
        </message>
        <message>
            <source>%1 federates at the end: %2</source>
            <translation>%1 federates at the end: %2</translation>
        </message>
        <message>
            <source>You federate at the end: %2</source>
            <translation>You federate at the end: %2</translation>
        </message>
        <message>
            <source>%1's Monster tokens: %2</source>
            <translation>%1's Monster tokens: %2</translation>
        </message>
        <message>
            <source>Your Monster tokens: %2</source>
            <translation>Your Monster tokens: %2</translation>
        </message>
    </context>
    <context>
        <name>AbyssJournalFeminine</name>
        <message>
            <source>%1's %3 is disabled by the Assassin</source>
            <translation>%1's %3 is disabled by the Assassin</translation>
        </message>
        <message>
            <source>Your %3 is disabled by the Assassin</source>
            <translation>Your %3 is disabled by the Assassin</translation>
        </message>
    </context>
    <context>
        <name>AbyssLesson</name>
        <message>
            <source>Welcome to Abyss! You sit at the bottom, facing Léo. Lords, Locations and Allies score points: this game nears its end, so let us play its last turns.</source>
            <translation>Welcome to Abyss! You sit at the bottom, facing Léo. Lords, Locations and Allies score points: this game nears its end, so let us play its last turns.</translation>
        </message>
        <message>
            <source>Click the exploration deck to explore: you reveal Allies one by one, and Léo may buy each one before you.</source>
            <translation>Click the exploration deck to explore: you reveal Allies one by one, and Léo may buy each one before you.</translation>
        </message>
        <message>
            <source>Léo buys the Crab 4 and pays you 1 Pearl: a purchase always pays the explorer.</source>
            <translation>Léo buys the Crab 4 and pays you 1 Pearl: a purchase always pays the explorer.</translation>
        </message>
        <message>
            <source>A %1 is weak. Click the deck again for the next card: an Ally left on the track goes to the Council.</source>
            <translation>A %1 is weak. Click the deck again for the next card: an Ally left on the track goes to the Council.</translation>
        </message>
        <message>
            <source>A %1! %2 at Court is paid with seahorses only: click the card to take it. Taking an Ally ends your exploration.</source>
            <translation>A %1! %2 at Court is paid with seahorses only: click the card to take it. Taking an Ally ends your exploration.</translation>
        </message>
        <message>
            <source>%1 could sell an Ally for 2 Pearls, once a turn. Keep your Allies for now: end your turn.</source>
            <translation>%1 could sell an Ally for 2 Pearls, once a turn. Keep your Allies for now: end your turn.</translation>
        </message>
        <message>
            <source>Léo explores.</source>
            <translation>Léo explores.</translation>
        </message>
        <message>
            <source>Léo reveals a %1, another seahorse for %2: buy it. You pay Léo 1 Pearl, and you may buy only once in his exploration.</source>
            <translation>Léo reveals a %1, another seahorse for %2: buy it. You pay Léo 1 Pearl, and you may buy only once in his exploration.</translation>
        </message>
        <message>
            <source>Léo takes the next Ally: his exploration ends.</source>
            <translation>Léo takes the next Ally: his exploration ends.</translation>
        </message>
        <message>
            <source>The %1 you left is in the Council. Click the seahorse stack to request support: the whole stack comes into your hand.</source>
            <translation>The %1 you left is in the Council. Click the seahorse stack to request support: the whole stack comes into your hand.</translation>
        </message>
        <message>
            <source>Your seahorses make 6 and %1 costs 8. Use a Lord's power: click %2, then your %3 to sell it for the 2 Pearls you lack.</source>
            <translation>Your seahorses make 6 and %1 costs 8. Use a Lord's power: click %2, then your %3 to sell it for the 2 Pearls you lack.</translation>
        </message>
        <message>
            <source>Léo takes the crab stack of the Council.</source>
            <translation>Léo takes the crab stack of the Council.</translation>
        </message>
        <message>
            <source>Now you can pay for %1: click it at Court to recruit it.</source>
            <translation>Now you can pay for %1: click it at Court to recruit it.</translation>
        </message>
        <message>
            <source>%1 is paid with one race, seahorses. Click your %2…</source>
            <translation>%1 is paid with one race, seahorses. Click your %2…</translation>
        </message>
        <message>
            <source>…then your %1…</source>
            <translation>…then your %1…</translation>
        </message>
        <message>
            <source>…and your %1: your Allies make 6 of the 8.</source>
            <translation>…and your %1: your Allies make 6 of the 8.</translation>
        </message>
        <message>
            <source>Pearls pay the rest: recruit for 2 Pearls. The weakest Ally you paid with stays in front of you, federated; the others are discarded.</source>
            <translation>Pearls pay the rest: recruit for 2 Pearls. The weakest Ally you paid with stays in front of you, federated; the others are discarded.</translation>
        </message>
        <message>
            <source>Your seventh Lord: the game ends after this round. You finish your turn, then Léo plays once more.</source>
            <translation>Your seventh Lord: the game ends after this round. You finish your turn, then Léo plays once more.</translation>
        </message>
        <message>
            <source>Your free Lords now show three keys: you must take a Location. %1 give 5 points + 2 per Farmer Lord: with your four Farmers, 13. Click them.</source>
            <translation>Your free Lords now show three keys: you must take a Location. %1 give 5 points + 2 per Farmer Lord: with your four Farmers, 13. Click them.</translation>
        </message>
        <message>
            <source>The three Lords whose keys you used go under %1: they lose their power and their key, but their points still count.</source>
            <translation>The three Lords whose keys you used go under %1: they lose their power and their key, but their points still count.</translation>
        </message>
        <message>
            <source>Léo plays his last turn.</source>
            <translation>Léo plays his last turn.</translation>
        </message>
        <message>
            <source>The game is over. Each player federates the weakest Ally of each race left in hand, then counts Locations, Lords, the best federated Ally of each race and Monster tokens.</source>
            <translation>The game is over. Each player federates the weakest Ally of each race left in hand, then counts Locations, Lords, the best federated Ally of each race and Monster tokens.</translation>
        </message>
        <message>
            <source>Well played: you know the moves of Abyss! Start a new game from the home screen whenever you like.</source>
            <translation>Well played: you know the moves of Abyss! Start a new game from the home screen whenever you like.</translation>
        </message>
    </context>
    <context>
        <name>AbyssMarquoir</name>
        <message>
            <source>person</source>
            <translation>person</translation>
        </message>
        <message>
            <source>computer easy</source>
            <translation>computer easy</translation>
        </message>
        <message>
            <source>computer medium</source>
            <translation>computer medium</translation>
        </message>
        <message>
            <source>computer expert</source>
            <translation>computer expert</translation>
        </message>
        <message>
            <source>computer %1</source>
            <translation>computer %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Played in Abyss Cards — %1</source>
            <translation>Played in Abyss Cards — %1</translation>
        </message>
        <message>
            <source>the Marquoir was written by a newer version of Abyss Cards</source>
            <translation>the Marquoir was written by a newer version of Abyss Cards</translation>
        </message>
    </context>
    <context>
        <name>AbyssPasses</name>
        <message>
            <source>Pass all</source>
            <translation>Pass all</translation>
        </message>
        <message>
            <source>Pass for this whole exploration: on this Ally and on every other one revealed during it; you will not be asked again until it ends</source>
            <translation>Pass for this whole exploration: on this Ally and on every other one revealed during it; you will not be asked again until it ends</translation>
        </message>
        <message>
            <source>You pass for the rest of this exploration</source>
            <translation>You pass for the rest of this exploration</translation>
        </message>
        <message>
            <source>No purchase for the rest of this exploration: %1</source>
            <translation>No purchase for the rest of this exploration: %1</translation>
        </message>
        <message>
            <source>%1: %2 explores — buy?</source>
            <translation>%1: %2 explores — buy?</translation>
        </message>
        <message>
            <source>%1: a decision during %2's turn</source>
            <translation>%1: a decision during %2's turn</translation>
        </message>
    </context>
    <context>
        <name>AbyssReplay</name>
        <message>
            <source>you</source>
            <translation>you</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>a Monster</source>
            <translation>a Monster</translation>
        </message>
        <message>
            <source>Fought</source>
            <translation>Fought</translation>
        </message>
        <message>
            <source>Let go</source>
            <translation>Let go</translation>
        </message>
        <message>
            <source>Council</source>
            <translation>Council</translation>
        </message>
        <message>
            <source>%1, space %2</source>
            <translation>%1, space %2</translation>
        </message>
        <message>
            <source>Declined by: %1</source>
            <translation>Declined by: %1</translation>
        </message>
        <message>
            <source>Left on the track: to the Council at the end</source>
            <translation>Left on the track: to the Council at the end</translation>
        </message>
        <message>
            <source>Left on the track: discarded at the end</source>
            <translation>Left on the track: discarded at the end</translation>
        </message>
        <message numerus="yes">
            <source>Your exploration: %n card(s) revealed</source>
            <translation>
                <numerusform>Your exploration: %n card revealed</numerusform>
                <numerusform>Your exploration: %n cards revealed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1's exploration: %n card(s) revealed</source>
            <translation>
                <numerusform>%1's exploration: %n card revealed</numerusform>
                <numerusform>%1's exploration: %n cards revealed</numerusform>
            </translation>
        </message>
        <message>
            <source>Replay of the last exploration</source>
            <translation>Replay of the last exploration</translation>
        </message>
        <message>
            <source>The cards revealed, in order</source>
            <translation>The cards revealed, in order</translation>
        </message>
        <message>
            <source>◀ Previous card</source>
            <translation>◀ Previous card</translation>
        </message>
        <message>
            <source>Left arrow; Home: the first card</source>
            <translation>Left arrow; Home: the first card</translation>
        </message>
        <message>
            <source>Next card ▶</source>
            <translation>Next card ▶</translation>
        </message>
        <message>
            <source>Right arrow; End: the last card</source>
            <translation>Right arrow; End: the last card</translation>
        </message>
        <message>
            <source>Card %1 of %2</source>
            <translation>Card %1 of %2</translation>
        </message>
    </context>
    <context>
        <name>AbyssScreen</name>
        <message>
            <source>Ask me about every purchase</source>
            <translation>Ask me about every purchase</translation>
        </message>
        <message>
            <source>Pass on Allies worth 1</source>
            <translation>Pass on Allies worth 1</translation>
        </message>
        <message>
            <source>Pass on Allies worth 1 or 2</source>
            <translation>Pass on Allies worth 1 or 2</translation>
        </message>
        <message>
            <source>Pass on Allies worth 3 or less</source>
            <translation>Pass on Allies worth 3 or less</translation>
        </message>
        <message>
            <source>When an opponent explores: which Allies you never want to be asked about</source>
            <translation>When an opponent explores: which Allies you never want to be asked about</translation>
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
            <source>Locations (Esc)</source>
            <translation>Locations (Esc)</translation>
        </message>
        <message>
            <source>The Locations you may take, over the table</source>
            <translation>The Locations you may take, over the table</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <source>I am %1: show my cards</source>
            <translation>I am %1: show my cards</translation>
        </message>
        <message>
            <source>Since you last looked:</source>
            <translation>Since you last looked:</translation>
        </message>
        <message>
            <source>Last round — still to play: %1</source>
            <translation>Last round — still to play: %1</translation>
        </message>
        <message>
            <source>%1 wins with %2 points!</source>
            <translation>%1 wins with %2 points!</translation>
        </message>
        <message>
            <source>Previous end of a turn or exploration (Page Up)</source>
            <translation>Previous end of a turn or exploration (Page Up)</translation>
        </message>
        <message>
            <source>Next end of a turn or exploration (Page Down)</source>
            <translation>Next end of a turn or exploration (Page Down)</translation>
        </message>
        <message>
            <source>The table as every player saw it: the hands stay hidden.</source>
            <translation>The table as every player saw it: the hands stay hidden.</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 points each!</source>
            <translation>Shared victory: %1, with %2 points each!</translation>
        </message>
        <message>
            <source>Purchases out of turn</source>
            <translation>Purchases out of turn</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Put the card back and choose another one (Esc)</source>
            <translation>Put the card back and choose another one (Esc)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Take your last move back (Ctrl+Z), as long as nothing hidden was shown since</source>
            <translation>Take your last move back (Ctrl+Z), as long as nothing hidden was shown since</translation>
        </message>
        <message>
            <source>No exploration has ended yet.</source>
            <translation>No exploration has ended yet.</translation>
        </message>
        <message>
            <source>Skip the count</source>
            <translation>Skip the count</translation>
        </message>
        <message>
            <source>Show the final figures at once (Escape)</source>
            <translation>Show the final figures at once (Escape)</translation>
        </message>
        <message>
            <source>You win with %2 points!</source>
            <translation>You win with %2 points!</translation>
        </message>
        <message>
            <source>(a tie on points, won with more Pearls)</source>
            <translation>(a tie on points, won with more Pearls)</translation>
        </message>
        <message>
            <source>(a tie on points and Pearls, won with the strongest Lord)</source>
            <translation>(a tie on points and Pearls, won with the strongest Lord)</translation>
        </message>
        <message>
            <source>The game is in the Marquoir's history.</source>
            <translation>The game is in the Marquoir's history.</translation>
        </message>
        <message>
            <source>This game was already in the Marquoir.</source>
            <translation>This game was already in the Marquoir.</translation>
        </message>
        <message>
            <source>The game could not be saved in the Marquoir: %1</source>
            <translation>The game could not be saved in the Marquoir: %1</translation>
        </message>
        <message>
            <source>The final count…</source>
            <translation>The final count…</translation>
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
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Allies</source>
            <translation>Allies</translation>
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
            <source>This game cannot be reviewed: it does not replay from its deal.</source>
            <translation>This game cannot be reviewed: it does not replay from its deal.</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Hint: %1</translation>
        </message>
        <message>
            <source>Nothing to undo: something hidden was shown since your last move.</source>
            <translation>Nothing to undo: something hidden was shown since your last move.</translation>
        </message>
    </context>
    <context>
        <name>AbyssTable</name>
        <message numerus="yes">
            <source>Lord deck: %n card(s)</source>
            <translation>
                <numerusform>Lord deck: %n card</numerusform>
                <numerusform>Lord deck: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Location deck: %n tile(s)</source>
            <translation>
                <numerusform>Location deck: %n tile</numerusform>
                <numerusform>Location deck: %n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Council stack: %n card(s)</source>
            <translation>
                <numerusform>Council stack: %n card</numerusform>
                <numerusform>Council stack: %n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>Court</source>
            <translation>Court</translation>
        </message>
        <message>
            <source>deck %1</source>
            <translation>deck %1</translation>
        </message>
        <message>
            <source>Locations</source>
            <translation>Locations</translation>
        </message>
        <message>
            <source>Known to be in it (seen on the track): %1</source>
            <translation>Known to be in it (seen on the track): %1</translation>
        </message>
        <message>
            <source>Click: back to every player</source>
            <translation>Click: back to every player</translation>
        </message>
        <message>
            <source>Click: show this player in full</source>
            <translation>Click: show this player in full</translation>
        </message>
        <message>
            <source>you can pay for it now</source>
            <translation>you can pay for it now</translation>
        </message>
        <message>
            <source>you cannot pay for it now</source>
            <translation>you cannot pay for it now</translation>
        </message>
        <message>
            <source>The fifth space: an Ally there must be taken, a Monster fought; either gives one more Pearl</source>
            <translation>The fifth space: an Ally there must be taken, a Monster fought; either gives one more Pearl</translation>
        </message>
        <message>
            <source>Council</source>
            <translation>Council</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Threat</translation>
        </message>
        <message>
            <source>Monster tokens left in the supply: %1</source>
            <translation>Monster tokens left in the supply: %1</translation>
        </message>
        <message>
            <source>Worth %1 points to you now</source>
            <translation>Worth %1 points to you now</translation>
        </message>
        <message>
            <source>Your Locations are worth %1 points now</source>
            <translation>Your Locations are worth %1 points now</translation>
        </message>
        <message>
            <source>Sum of this race in your hand</source>
            <translation>Sum of this race in your hand</translation>
        </message>
        <message>
            <source>Chosen</source>
            <translation>Chosen</translation>
        </message>
        <message>
            <source>Chosen first: Esc or Cancel puts it back</source>
            <translation>Chosen first: Esc or Cancel puts it back</translation>
        </message>
        <message>
            <source>Click again to put it back</source>
            <translation>Click again to put it back</translation>
        </message>
        <message>
            <source>No Ally in hand</source>
            <translation>No Ally in hand</translation>
        </message>
        <message>
            <source>Last round — still to play: %1</source>
            <translation>Last round — still to play: %1</translation>
        </message>
        <message>
            <source>Last round — %1</source>
            <translation>Last round — %1</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Last round</translation>
        </message>
        <message>
            <source>Recruiting here refills the Court: +2</source>
            <translation>Recruiting here refills the Court: +2</translation>
        </message>
        <message>
            <source>Refills the Court: +2</source>
            <translation>Refills the Court: +2</translation>
        </message>
        <message>
            <source>A recruit leaves two Lords or fewer at Court: it is refilled and the recruiter gains 2 Pearls</source>
            <translation>A recruit leaves two Lords or fewer at Court: it is refilled and the recruiter gains 2 Pearls</translation>
        </message>
        <message>
            <source>Recruiting here: +2</source>
            <translation>Recruiting here: +2</translation>
        </message>
        <message>
            <source>A recruit leaves two Lords or fewer at Court and the Lord deck cannot refill it: the recruiter gains 2 Pearls and the last round begins</source>
            <translation>A recruit leaves two Lords or fewer at Court and the Lord deck cannot refill it: the recruiter gains 2 Pearls and the last round begins</translation>
        </message>
        <message>
            <source>Power ready</source>
            <translation>Power ready</translation>
        </message>
        <message>
            <source>Once per turn: this power is not used yet this turn</source>
            <translation>Once per turn: this power is not used yet this turn</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>exploring</source>
            <translation>exploring</translation>
        </message>
        <message>
            <source>Pearls: %1 · keys: %2 (tokens: %3, from Lords: %4) · hand: %5 · Monster tokens: %6</source>
            <translation>Pearls: %1 · keys: %2 (tokens: %3, from Lords: %4) · hand: %5 · Monster tokens: %6</translation>
        </message>
        <message>
            <source>Protected by the Shaman from Military Lords</source>
            <translation>Protected by the Shaman from Military Lords</translation>
        </message>
        <message>
            <source>Exploring: the Ally offered comes from this seat's exploration</source>
            <translation>Exploring: the Ally offered comes from this seat's exploration</translation>
        </message>
        <message>
            <source>Cost %1 · races: %2 · influence: %3 · keys: %4</source>
            <translation>Cost %1 · races: %2 · influence: %3 · keys: %4</translation>
        </message>
        <message>
            <source>Score %1</source>
            <translation>Score %1</translation>
        </message>
        <message>
            <source>Score %1 · projected %2</source>
            <translation>Score %1 · projected %2</translation>
        </message>
        <message>
            <source>Disabled: keeps its influence, loses its power and key.</source>
            <translation>Disabled: keeps its influence, loses its power and key.</translation>
        </message>
        <message>
            <source>Under a Location: keeps its influence, no power, no key.</source>
            <translation>Under a Location: keeps its influence, no power, no key.</translation>
        </message>
        <message>
            <source>Court · Lord deck: %1</source>
            <translation>Court · Lord deck: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>Exploration deck: %1 · discard: %2</source>
            <translation>Exploration deck: %1 · discard: %2</translation>
        </message>
        <message numerus="yes">
            <source>Costs you %n Pearl(s) (printed: %2)</source>
            <translation>
                <numerusform>Costs you %n Pearl (printed: %2)</numerusform>
                <numerusform>Costs you %n Pearls (printed: %2)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AbyssTray</name>
        <message>
            <source>+%1 for you now</source>
            <translation>+%1 for you now</translation>
        </message>
        <message>
            <source>+%1 for %2 now</source>
            <translation>+%1 for %2 now</translation>
        </message>
        <message>
            <source>See the table (Esc)</source>
            <translation>See the table (Esc)</translation>
        </message>
        <message>
            <source>Escape again brings these Locations back over the table</source>
            <translation>Escape again brings these Locations back over the table</translation>
        </message>
        <message>
            <source>Take a face-up Location, or draw from the deck and keep one</source>
            <translation>Take a face-up Location, or draw from the deck and keep one</translation>
        </message>
        <message>
            <source>Keep one of the Locations drawn</source>
            <translation>Keep one of the Locations drawn</translation>
        </message>
        <message>
            <source>Black Smokers: exchange it for a Location of the deck, or skip</source>
            <translation>Black Smokers: exchange it for a Location of the deck, or skip</translation>
        </message>
        <message>
            <source>Choose a Location</source>
            <translation>Choose a Location</translation>
        </message>
    </context>
    <context>
        <name>AbyssWhy</name>
        <message>
            <source>the game is over</source>
            <translation>the game is over</translation>
        </message>
        <message>
            <source>this Lord is not at the Court</source>
            <translation>this Lord is not at the Court</translation>
        </message>
        <message>
            <source>it is not your turn</source>
            <translation>it is not your turn</translation>
        </message>
        <message>
            <source>recruiting is the main action of a turn, not now</source>
            <translation>recruiting is the main action of a turn, not now</translation>
        </message>
        <message>
            <source>you need %1 (required race)</source>
            <translation>you need %1 (required race)</translation>
        </message>
        <message numerus="yes">
            <source>%n other race(s) missing</source>
            <translation>
                <numerusform>%n other race missing</numerusform>
                <numerusform>%n other races missing</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n race(s) missing</source>
            <translation>
                <numerusform>%n race missing</numerusform>
                <numerusform>%n races missing</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Pearl(s) short</source>
            <translation>
                <numerusform>%n Pearl short</numerusform>
                <numerusform>%n Pearls short</numerusform>
            </translation>
        </message>
        <message>
            <source>Cannot recruit %1: %2</source>
            <translation>Cannot recruit %1: %2</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <source>missing:</source>
            <translation>missing:</translation>
        </message>
        <message numerus="yes">
            <source>−%n race(s)</source>
            <translation>
                <numerusform>−%n race</numerusform>
                <numerusform>−%n races</numerusform>
            </translation>
        </message>
        <message>
            <source>paid %1 of %2</source>
            <translation>paid %1 of %2</translation>
        </message>
        <message>
            <source>still missing: %1</source>
            <translation>still missing: %1</translation>
        </message>
        <message numerus="yes">
            <source>and %n other race(s)</source>
            <translation>
                <numerusform>and %n other race</numerusform>
                <numerusform>and %n other races</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more race(s) to add</source>
            <translation>
                <numerusform>%n more race to add</numerusform>
                <numerusform>%n more races to add</numerusform>
            </translation>
        </message>
        <message>
            <source>your Pearls: %1 (due: %2)</source>
            <translation>your Pearls: %1 (due: %2)</translation>
        </message>
    </context>
    <context>
        <name>JournalDock</name>
        <message>
            <source>Journal</source>
            <translation>Journal</translation>
        </message>
        <message>
            <source>Replay the exploration</source>
            <translation>Replay the exploration</translation>
        </message>
        <message>
            <source>The last exploration again, card by card: who bought what, at what price (R)</source>
            <translation>The last exploration again, card by card: who bought what, at what price (R)</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game of Abyss</source>
            <translation>New game of Abyss</translation>
        </message>
    </context>
    <context>
        <name>ScoresDock</name>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Pearls</source>
            <translation>Pearls</translation>
        </message>
        <message>
            <source>Who plays</source>
            <translation>Who plays</translation>
        </message>
        <message>
            <source>Locations + Lords + the best federated Ally of each race: what everyone can count. Yours: → with your Monster tokens and your hand's final federation</source>
            <translation>Locations + Lords + the best federated Ally of each race: what everyone can count. Yours: → with your Monster tokens and your hand's final federation</translation>
        </message>
        <message>
            <source>Pearls break a tie</source>
            <translation>Pearls break a tie</translation>
        </message>
        <message>
            <source>Locations %1 · Lords %2 · Allies %3 · Monster tokens: %4</source>
            <translation>Locations %1 · Lords %2 · Allies %3 · Monster tokens: %4</translation>
        </message>
    </context>
</TS>
