<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AbyssLord</name>
        <message>
            <source>Opponents pay 2 more to recruit</source>
            <translation>Opponents pay 2 more to recruit</translation>
        </message>
        <message>
            <source>Each opponent discards an Ally</source>
            <translation>Each opponent discards an Ally</translation>
        </message>
        <message>
            <source>Each opponent loses 2 Pearls</source>
            <translation>Each opponent loses 2 Pearls</translation>
        </message>
        <message>
            <source>Disable a free Lord of each opponent</source>
            <translation>Disable a free Lord of each opponent</translation>
        </message>
        <message>
            <source>Opponents keep at most 6 Allies</source>
            <translation>Opponents keep at most 6 Allies</translation>
        </message>
        <message>
            <source>Opponents' fights pay one space less</source>
            <translation>Opponents' fights pay one space less</translation>
        </message>
        <message>
            <source>Take a Monster token from an opponent</source>
            <translation>Take a Monster token from an opponent</translation>
        </message>
        <message>
            <source>1 Pearl per race sent to the Council</source>
            <translation>1 Pearl per race sent to the Council</translation>
        </message>
        <message>
            <source>Gain 3 Pearls</source>
            <translation>Gain 3 Pearls</translation>
        </message>
        <message>
            <source>Gain 2 Pearls</source>
            <translation>Gain 2 Pearls</translation>
        </message>
        <message>
            <source>1 Pearl now and at each of your turns</source>
            <translation>1 Pearl now and at each of your turns</translation>
        </message>
        <message>
            <source>Once a turn: an Ally for 2 Pearls</source>
            <translation>Once a turn: an Ally for 2 Pearls</translation>
        </message>
        <message>
            <source>Gain 1 Pearl</source>
            <translation>Gain 1 Pearl</translation>
        </message>
        <message>
            <source>Military powers do not affect you</source>
            <translation>Military powers do not affect you</translation>
        </message>
        <message>
            <source>Play one more turn</source>
            <translation>Play one more turn</translation>
        </message>
        <message>
            <source>Take a Council stack</source>
            <translation>Take a Council stack</translation>
        </message>
        <message>
            <source>Once a turn: discard a Council stack</source>
            <translation>Once a turn: discard a Council stack</translation>
        </message>
        <message>
            <source>Support takes two stacks</source>
            <translation>Support takes two stacks</translation>
        </message>
        <message>
            <source>Swap a Location for a face-up one</source>
            <translation>Swap a Location for a face-up one</translation>
        </message>
        <message>
            <source>Federate any Ally you paid with</source>
            <translation>Federate any Ally you paid with</translation>
        </message>
        <message>
            <source>Once a turn: replace a Court Lord</source>
            <translation>Once a turn: replace a Court Lord</translation>
        </message>
        <message>
            <source>A second Lord for 5 Pearls</source>
            <translation>A second Lord for 5 Pearls</translation>
        </message>
        <message>
            <source>Trade a Lord of yours for a Court Lord</source>
            <translation>Trade a Lord of yours for a Court Lord</translation>
        </message>
        <message>
            <source>Recruit with any races</source>
            <translation>Recruit with any races</translation>
        </message>
        <message>
            <source>Your recruits cost 2 less</source>
            <translation>Your recruits cost 2 less</translation>
        </message>
        <message>
            <source>Trade a Lord of yours for the top Lord</source>
            <translation>Trade a Lord of yours for the top Lord</translation>
        </message>
        <message>
            <source>Draw 2 Locations, control one</source>
            <translation>Draw 2 Locations, control one</translation>
        </message>
        <message>
            <source>Draw a Location and control it</source>
            <translation>Draw a Location and control it</translation>
        </message>
        <message>
            <source>Draw 3 Locations, control one</source>
            <translation>Draw 3 Locations, control one</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <source>This Lord is paid with exactly {need} races, not {count}</source>
            <translation>This Lord is paid with exactly {need} races, not {count}</translation>
        </message>
        <message>
            <source>The payment must include crabs</source>
            <translation>The payment must include crabs</translation>
        </message>
        <message>
            <source>The payment must include shellfish</source>
            <translation>The payment must include shellfish</translation>
        </message>
        <message>
            <source>The payment must include squids</source>
            <translation>The payment must include squids</translation>
        </message>
        <message>
            <source>The payment must include jellyfish</source>
            <translation>The payment must include jellyfish</translation>
        </message>
        <message>
            <source>The payment must include seahorses</source>
            <translation>The payment must include seahorses</translation>
        </message>
        <message>
            <source>Allies worth {value} and {pearls} Pearls do not reach the cost of {cost}</source>
            <translation>Allies worth {value} and {pearls} Pearls do not reach the cost of {cost}</translation>
        </message>
        <message>
            <source>That Ally is not in the payment</source>
            <translation>That Ally is not in the payment</translation>
        </message>
        <message>
            <source>That Lord cannot be chosen for this power</source>
            <translation>That Lord cannot be chosen for this power</translation>
        </message>
        <message>
            <source>That player cannot be chosen for this power</source>
            <translation>That player cannot be chosen for this power</translation>
        </message>
        <message>
            <source>That choice is not possible for this power</source>
            <translation>That choice is not possible for this power</translation>
        </message>
        <message>
            <source>That Location is not face up</source>
            <translation>That Location is not face up</translation>
        </message>
        <message>
            <source>You may draw from 1 to {most} Locations</source>
            <translation>You may draw from 1 to {most} Locations</translation>
        </message>
        <message>
            <source>That Location was not drawn</source>
            <translation>That Location was not drawn</translation>
        </message>
        <message>
            <source>That Location is not in the Location deck</source>
            <translation>That Location is not in the Location deck</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>You need a Pearl to plot at Court</source>
            <translation>You need a Pearl to plot at Court</translation>
        </message>
        <message>
            <source>The Court has no free slot</source>
            <translation>The Court has no free slot</translation>
        </message>
        <message>
            <source>The Lord deck is empty</source>
            <translation>The Lord deck is empty</translation>
        </message>
        <message>
            <source>The exploration deck and its discard pile are both empty</source>
            <translation>The exploration deck and its discard pile are both empty</translation>
        </message>
        <message>
            <source>That Council stack is empty</source>
            <translation>That Council stack is empty</translation>
        </message>
        <message>
            <source>That Lord is not at the Court</source>
            <translation>That Lord is not at the Court</translation>
        </message>
        <message>
            <source>Your Allies and Pearls cannot pay for that Lord</source>
            <translation>Your Allies and Pearls cannot pay for that Lord</translation>
        </message>
        <message>
            <source>You have no such Ally left to pay with</source>
            <translation>You have no such Ally left to pay with</translation>
        </message>
        <message>
            <source>You have no such Ally in hand</source>
            <translation>You have no such Ally in hand</translation>
        </message>
        <message>
            <source>That move is not possible now</source>
            <translation>That move is not possible now</translation>
        </message>
        <message>
            <source>You cannot use that Lord's power now</source>
            <translation>You cannot use that Lord's power now</translation>
        </message>
        <message>
            <source>You must explore, request support or recruit first</source>
            <translation>You must explore, request support or recruit first</translation>
        </message>
        <message>
            <source>With that Ally the payment could no longer reach the cost</source>
            <translation>With that Ally the payment could no longer reach the cost</translation>
        </message>
        <message>
            <source>No Monster token is left</source>
            <translation>No Monster token is left</translation>
        </message>
        <message>
            <source>Only the weakest Ally paid with can be federated</source>
            <translation>Only the weakest Ally paid with can be federated</translation>
        </message>
        <message>
            <source>Exactly 3 keys are needed, from your free Lords and Key tokens</source>
            <translation>Exactly 3 keys are needed, from your free Lords and Key tokens</translation>
        </message>
    </context>
</TS>
