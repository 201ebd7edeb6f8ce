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
        <name>AbyssDescribe</name>
        <message>
            <source>Your turn: plot at Court, then explore, request support or recruit</source>
            <translation>Your turn: plot at Court, then explore, request support or recruit</translation>
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
    </context>
    <context>
        <name>AbyssScreen</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
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
        <message>
            <source>Exploration deck: %1 cards · discard: %2</source>
            <translation>Exploration deck: %1 cards · discard: %2</translation>
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
            <source>Sum of this race in your hand</source>
            <translation>Sum of this race in your hand</translation>
        </message>
        <message>
            <source>No Ally in hand</source>
            <translation>No Ally in hand</translation>
        </message>
        <message>
            <source>Pearls: %1 · keys: %2 (tokens: %3, from Lords: %4) · hand: %5 · Monster tokens: %6</source>
            <translation>Pearls: %1 · keys: %2 (tokens: %3, from Lords: %4) · hand: %5 · Monster tokens: %6</translation>
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
    </context>
</TS>
